"""Loads ``library.pl`` (lists, apply, yall, aggregate, bags) and ``coroutining.pl``
(freeze, when, dif) into an engine.

The text is read once per installation: its clauses are kept, as plain data, in the
user's cache (``$LOGIC_MINIMAX_CACHE`` or ``~/.cache/logic-minimax``), named by the
text's digest, and read back with ``marshal`` on later starts (a few milliseconds,
where reading the text takes tens). Each engine adds them as library predicates, which
listing/0 does not show and the tracer shows only at their entry (as SWI hides its
system predicates' insides).
"""

from __future__ import annotations

import hashlib
import marshal
import os
from functools import cache
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any

from logic_minimax.prolog.core import NIL, PString, Var
from logic_minimax.prolog.parser import read_terms

if TYPE_CHECKING:
    from logic_minimax.prolog.engine import Engine

_VAR = "$library_var"
_STRING = "$library_string"
_NIL = ("$library_nil",)  # [] (a constant of its own, which marshal does not know)


def _cache_file(text: str) -> Path:
    base = os.environ.get("LOGIC_MINIMAX_CACHE") or \
        Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "logic-minimax"
    digest = hashlib.blake2b(text.encode(), digest_size=16).hexdigest()
    return Path(base) / f"library-{digest}.marshal"


_SOURCES = ("library.pl", "coroutining.pl")


@cache
def _library_terms() -> tuple[object, ...]:
    package = resources.files("logic_minimax.prolog")
    texts = [(name, package.joinpath(name).read_text("utf-8")) for name in _SOURCES]
    path = _cache_file("".join(text for _, text in texts))
    try:
        return tuple(map(_thaw, marshal.loads(path.read_bytes())))
    except (OSError, ValueError, EOFError, TypeError):
        pass  # not kept yet, or unreadable: read the text
    terms = tuple(r.term for name, text in texts for r in read_terms(text, name))
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary = path.with_suffix(f".{os.getpid()}")
        temporary.write_bytes(marshal.dumps([_freeze(t) for t in terms]))
        temporary.replace(path)  # whole or not at all, even with other processes about
    except OSError:
        pass
    return terms


def _freeze(term: object) -> object:
    """A clause as plain data: each variable numbered, strings and ``[]`` marked."""
    numbers: dict[Var, int] = {}
    return _walk(term, lambda t: (_VAR, numbers.setdefault(t, len(numbers)))
                 if type(t) is Var else (_STRING, str(t)) if type(t) is PString
                 else _NIL if t is NIL else t)


def _thaw(term: object) -> object:
    variables: dict[int, Var] = {}

    def leaf(t: Any) -> object:
        return t

    def node(t: tuple[Any, ...]) -> object | None:
        if len(t) == 2 and t[0] == _VAR:
            return variables.setdefault(t[1], Var())
        if len(t) == 2 and t[0] == _STRING:
            return PString(t[1])
        if t == _NIL:
            return NIL
        return None

    return _walk(term, leaf, node)


def _walk(term: object, leaf: Any, node: Any = None) -> object:
    """Rebuild ``term`` bottom-up with an explicit stack: ``leaf`` maps each non-tuple,
    ``node`` may replace a tuple whole (None: rebuild it from its parts)."""
    out: list[object] = []
    stack: list[tuple[bool, Any]] = [(False, term)]
    while stack:
        done, t = stack.pop()
        if done:
            size = len(t)
            parts = out[len(out) - size:]
            del out[len(out) - size:]
            out.append(tuple(parts))
            continue
        if type(t) is not tuple:
            out.append(leaf(t))
            continue
        whole = node(t) if node is not None else None
        if whole is not None:
            out.append(whole)
            continue
        stack.append((True, t))
        stack.extend((False, a) for a in reversed(t))
    return out[0]


def load_library(engine: Engine) -> None:
    for term in _library_terms():
        clause = engine.add_clause(term, source="library")
        clause.pred.library = True
        clause.pred.module = "system"
    from logic_minimax.prolog.builtins.tabling import system_tables
    system_tables(engine)
