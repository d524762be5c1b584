"""Output: ``write print writeln writeq write_canonical write_term/2,3 print_message/2 nl
tab put_char portray_clause``, ``with_output_to/2`` and the output sinks (``atom(A)``,
``string(S)``, ``codes(C)``, ``chars(C)``).  ``format/1,2,3`` is ``formatting.py``.
"""

from __future__ import annotations

import io
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from logic_minimax.prolog.builtins import construct, det
from logic_minimax.prolog.builtins.arith import evaluate
from logic_minimax.prolog.builtins.formatting import format_args, format_text, sink_text
from logic_minimax.prolog.builtins.streams import Stream, put
from logic_minimax.prolog.cleanup import cut_to
from logic_minimax.prolog.core import (
    PString,
    Var,
    deref,
    error,
    instantiation_error,
    proper_list,
    text_of,
    unify,
)
from logic_minimax.prolog.dwim import with_similar
from logic_minimax.prolog.interface import Solver
from logic_minimax.prolog.kinds import CP_COLLECT, FAIL, Cont
from logic_minimax.prolog.messages import message_text, report
from logic_minimax.prolog.portray import laid_out
from logic_minimax.prolog.walk import copy_term, is_acyclic, term_vars
from logic_minimax.prolog.write import (
    CANONICAL,
    WRITE,
    WRITEQ,
    WriteOptions,
    term_to_text,
)

if TYPE_CHECKING:
    from logic_minimax.prolog.interface import Engine

def _text(s: Solver, t: object, options: WriteOptions) -> str:
    return term_to_text(t, options, s.engine.ops)


def _stream(g: tuple[object, ...], arity: int) -> object:
    """The stream argument of a goal whose arity with it is ``arity`` (None: without)."""
    return g[1] if len(g) == arity + 1 else None


def _writer(options: WriteOptions, newline: bool = False
            ) -> Callable[[Solver, tuple[object, ...]], bool]:
    def run(s: Solver, g: tuple[object, ...]) -> bool:
        put(s, _stream(g, 2), _text(s, g[-1], options) + ("\n" if newline else ""))
        return True
    return run


det("write", 1, 2)(_writer(WRITE))
det("print", 1, 2)(_writer(WriteOptions(quoted=True, unicode_escapes=True)))
det("writeln", 1, 2)(_writer(WRITE, newline=True))
det("writeq", 1, 2)(_writer(WRITEQ))
@det("write_canonical", 1, 2)
def write_canonical(s: Solver, g: tuple[object, ...]) -> bool:
    """Quoted, operators ignored, variables named ``A``, ``B``... (``_`` if single)."""
    put(s, _stream(g, 2), term_to_text(g[-1], CANONICAL, s.engine.ops,
                                       variable_names(g[-1])))
    return True


def variable_names(term: object, source: tuple[str | None, ...] | None = None
                   ) -> dict[Var, str]:
    """Variables as ``write_canonical`` and ``portray_clause`` name them: ``A``, ``B``...
    in order of first appearance, ``_`` for one that occurs once; ``source`` names them
    in that order (a consulted clause's names, ``varcheck.source_names``), the others
    are named so as not to clash, as SWI's listing/1 names them."""
    counts: dict[Var, int] = {}
    seen: set[int] | None = None if is_acyclic(term) else set()  # a cycle: each node once
    stack = [term]
    while stack:
        t = deref(stack.pop())
        if type(t) is Var:
            counts[t] = counts.get(t, 0) + 1
        elif type(t) is tuple:
            if seen is not None:
                if id(t) in seen:
                    continue
                seen.add(id(t))
            stack.extend(reversed(t[1:]))
    order = term_vars(term)
    given = dict(zip(order, source, strict=True)) \
        if source is not None and len(source) == len(order) else {}
    taken = set(given.values())
    names: dict[Var, str] = {}
    n = 0
    for v in order:
        name = given.get(v)
        if name is None and counts[v] > 1:
            while _letters(n) in taken:
                n += 1
            name = _letters(n)
            n += 1
        names[v] = name or "_"
    return names


def _letters(n: int) -> str:
    letter = chr(ord("A") + n % 26)
    return letter if n < 26 else f"{letter}{n // 26}"


@det("write_term", 2, 3)
def write_term(s: Solver, g: tuple[object, ...]) -> bool:
    flags: dict[str, bool] = {}
    depth = 0
    for o in proper_list(g[-1]):
        o = deref(o)
        if type(o) is Var:
            raise instantiation_error()
        if not (type(o) is tuple and len(o) == 2):
            raise error(("domain_error", "write_option", o))
        value = deref(o[1])
        if o[0] == "max_depth":
            if type(value) is not int:
                raise error(("type_error", "integer", value))
            depth = value
        else:
            flags[str(o[0])] = value == "true" or (o[0] == "spacing" and
                                                   value == "next_argument")
    options = WriteOptions(quoted=flags.get("quoted", False),
                           ignore_ops=flags.get("ignore_ops", False),
                           spacing=flags.get("spacing", False),
                           numbervars=flags.get("numbervars", False), max_depth=depth,
                           unicode_escapes=True)  # SWI's flag character_escapes_unicode
    put(s, _stream(g, 3), _text(s, g[-2], options))
    return True


@det("nl", 0, 1)
def nl(s: Solver, g: object) -> bool:
    put(s, g[1] if type(g) is tuple else None, "\n")
    return True


@det("tab", 1, 2)
def tab(s: Solver, g: tuple[object, ...]) -> bool:
    n = evaluate(g[-1])
    if type(n) is not int:
        raise error(("type_error", "integer", n))
    if n > 1 << 24:
        raise error(("resource_error", "memory"))
    put(s, _stream(g, 2), " " * n)
    return True


@det("put_char put_code put", 1, 2)  # (SWI's put_code/1 and put/1 take either)
def put_char(s: Solver, g: tuple[object, ...]) -> bool:
    c = deref(g[-1])
    if type(c) is Var:
        raise instantiation_error()
    if type(c) is int and 0 <= c <= 0x10FFFF:
        c = chr(c)  # SWI takes a code too
    if type(c) is not str or len(c) != 1:
        raise error(("type_error", "character", c))
    put(s, _stream(g, 2), c)
    return True


@det("print_message", 2)
def print_message(s: Solver, g: tuple[object, ...]) -> bool:
    """Errors and warnings (the other kinds print nothing under ``swipl -q``): a
    ``format(Format, Args)`` message, an error term, else SWI's "Unknown message"; while
    a directive of a file runs, under the file and line it stands at."""
    kind = deref(g[1])
    if kind not in ("error", "warning"):
        return True
    report(s.engine, str(kind), _message(s, g[2]))
    return True


@det("message_to_string", 2)
def message_to_string(s: Solver, g: tuple[object, ...]) -> bool:
    """The text print_message/2 prints of a message, without its kind's prefix."""
    return unify(g[2], PString(_message(s, g[1])), s.trail)


def _message(s: Solver, msg: object) -> str:
    """A ``format(Format, Args)`` message's text, an error term's, else SWI's "Unknown
    message"."""
    msg = deref(msg)
    if type(msg) is tuple and msg[0] == "format" and len(msg) == 3:
        return format_text(s, text_of(msg[1]), format_args(msg[2]))
    return message_text(with_similar(s.engine, msg))


@construct("with_output_to", 2)
def with_output_to(s: Solver, g: tuple[object, ...], cb: int, depth: int, cont: Cont
                   ) -> Cont:
    from logic_minimax.prolog.builtins.control import call_term
    engine = s.engine
    buf = engine.capture()
    m = len(s.cps)
    # The goal's set_output/1 lasts while it runs, as in SWI.
    before = (engine.streams.output, engine.streams.output_depth)

    def failed() -> bool:
        _captured(engine, buf, before)
        return False
    s.cps.append([CP_COLLECT, len(s.trail), failed, cont])
    done = ((m, buf, g[1], before), engine.internal["$output_done"], 0, depth, cont)
    return call_term(s, g[2], len(s.cps), depth, done)


def _captured(engine: Engine, buf: io.StringIO, before: tuple[Stream, int]) -> None:
    if engine.outputs and engine.outputs[-1] is buf:
        engine.outputs.pop()
    engine.streams.restore(before)


@construct("$output_done", 0)
def output_done(s: Solver, g: Any, cb: int, depth: int, cont: Cont) -> Cont:
    m, buf, sink, before = g
    cut_to(s, m)
    _captured(s.engine, buf, before)
    return cont if sink_text(s, sink, buf.getvalue()) else FAIL


@det("portray_clause", 1)
def portray_clause(s: Solver, g: tuple[object, ...]) -> bool:
    s.engine.write(clause_text(s.engine, g[1]))
    return True


def clause_text(engine: object, clause: object,
                source: tuple[str | None, ...] | None = None) -> str:
    """A clause as ``portray_clause/1`` and ``listing/1`` write it (``source``: the names
    of its variables, see ``variable_names``)."""
    t = deref(copy_term(clause))
    return laid_out(t, engine.ops, variable_names(t, source))  # type: ignore[attr-defined]
