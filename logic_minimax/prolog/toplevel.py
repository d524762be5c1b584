"""Answers to queries, printed exactly as SWI-Prolog's toplevel prints them.

``X = a,`` / ``Y = f(1).``; ``true.``; variables bound to each other ``X = Y, Y = a``;
unnamed variables ``_`` (once) or ``_A`` (shared); values in full, quoted, with
``spacing(next_argument)`` and operators at priority 699.  ``Answer.more`` says whether
SWI would offer ``;`` (a choice point is left).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from itertools import pairwise
from typing import TYPE_CHECKING, Any

from logic_minimax.errors import PrologError, PrologLimitError
from logic_minimax.prolog.core import Var, deref, make_list, variant_equal
from logic_minimax.prolog.dwim import check_query, similar_predicates
from logic_minimax.prolog.machine import Solver
from logic_minimax.prolog.parser import ReadTerm
from logic_minimax.prolog.walk import is_acyclic, resolve, term_vars
from logic_minimax.prolog.write import ANSWER, WRITEQ, term_to_text

if TYPE_CHECKING:
    from logic_minimax.prolog.engine import Engine


@dataclass(frozen=True)
class Answer:
    """One solution: ``bindings`` maps each printed variable name to its value's text;
    ``text`` is the answer as printed (without the final `` ;`` or ``.``)."""

    bindings: tuple[tuple[str, str], ...]
    text: str
    more: bool

    def __str__(self) -> str:
        return self.text + (" ;" if self.more else ".")


def answers(engine: Engine, read: ReadTerm,
            confirm: Callable[[str], bool] | None = None) -> Iterator[Answer]:
    """The answers to a query.  As SWI's toplevel, a call to an undefined predicate is
    looked for first: a misspelt name (one defined predicate of that arity whose name
    DWIM-matches) is offered to ``confirm`` as ``Correct to: "Goal"? `` and, accepted,
    the corrected query runs; with no correction at all the query is an existence error
    (``DWIM could not correct goal``, or the defined arities of the name)."""
    goal = read.term
    finding = check_query(engine, goal) if engine.flags.get("unknown") == "error" else None
    if finding is not None:
        if finding.correction is not None:
            text = term_to_text(finding.correction, WRITEQ, engine.ops,
                                {v: n for n, v in read.names})
            if confirm is not None and confirm(f'Correct to: "{text}"? '):
                goal = _replace(goal, finding.goal, finding.correction)
        elif not finding.similar:
            raise PrologError(("error", ("existence_error", "procedure", _indicator(
                finding.goal)), ("context", "toplevel", "DWIM could not correct goal")))
        else:
            raise PrologError(("error", ("existence_error", "procedure", _indicator(
                finding.goal)), ("context", "toplevel", _dwim_list(finding.similar))))
    solver = Solver(engine, goal)
    try:
        for _ in solver:
            yield format_answer(engine, read.names, solver.alternatives)
    except PrologLimitError:
        raise
    except PrologError as e:
        raise _with_similar(engine, e) from None


def _indicator(goal: object) -> object:
    goal = deref(goal)
    return ("/", goal, 0) if type(goal) is str else ("/", goal[0], len(goal) - 1)  # type: ignore[index, arg-type]


def _dwim_list(similar: tuple[tuple[str, int], ...] | list[tuple[str, int]]) -> object:
    return ("dwim", make_list([("/", n, a) for n, a in similar]))


def _with_similar(engine: Engine, e: PrologError) -> PrologError:
    """An uncaught call to an undefined predicate with the similar ones it could have
    meant (SWI's ``However, there are definitions for:``) in its context."""
    ball = deref(e.term)
    if not (type(ball) is tuple and ball[0] == "error" and len(ball) == 3):
        return e
    formal = deref(ball[1])
    if not (type(formal) is tuple and formal[0] == "existence_error" and
            deref(formal[1]) == "procedure"):
        return e
    spec = deref(formal[2])
    if not (type(spec) is tuple and spec[0] == "/" and len(spec) == 3):
        return e
    name, arity = deref(spec[1]), deref(spec[2])
    if type(name) is not str or type(arity) is not int:
        return e
    similar = similar_predicates(engine, name, arity)
    if not similar:
        return e
    return PrologError(("error", formal, ("context", spec, _dwim_list(similar))))


def _replace(term: object, old: object, new: object) -> object:
    """``term`` with the subterm ``old`` (that very object) replaced by ``new``, rebuilding
    only the compounds on the way to it."""
    out: list[object] = []
    stack: list[tuple[bool, Any]] = [(False, term)]
    while stack:
        build, t = stack.pop()
        if build:
            n = len(t) - 1
            args = out[len(out) - n:]
            del out[len(out) - n:]
            out.append((t[0], *args))
            continue
        if t is old:
            out.append(new)
            continue
        t = deref(t)
        if type(t) is tuple:
            stack.append((True, t))
            stack.extend((False, a) for a in reversed(t[1:]))
        else:
            out.append(t)
    return out[0]


def format_answer(engine: Engine, names: tuple[tuple[str, Var], ...], more: bool) -> Answer:
    named = [(n, v) for n, v in names if n != "_"]
    if not all(is_acyclic(v) for _, v in named):
        values, cycle_names = _break_cycles(named)
    else:
        values, cycle_names = [(n, resolve(v)) for n, v in named], {}
    # Group the names whose values are identical, in the order of the first name.
    groups: list[tuple[list[str], object]] = []
    for name, value in values:
        for group in groups:
            if variant_equal(group[1], value) and _same(group[1], value):
                group[0].append(name)
                break
        else:
            groups.append(([name], value))
    var_names: dict[Var, str] = dict(cycle_names)
    for group_names, value in groups:
        if type(value) is Var:
            var_names[value] = group_names[-1]
    shown = [(ns, v) for ns, v in groups if not (type(v) is Var and len(ns) == 1)]
    _name_fresh(shown, var_names)
    parts: list[str] = []
    bindings: list[tuple[str, str]] = []
    for ns, value in shown:
        chain = [f"{a} = {b}" for a, b in pairwise(ns)]
        if type(value) is not Var:
            text = term_to_text(value, ANSWER, engine.ops, var_names, 699)
            chain.append(f"{ns[-1]} = {text}")
            bindings.extend((n, text) for n in ns)
        else:
            bindings.extend((n, ns[-1]) for n in ns[:-1])
        parts.append(", ".join(chain))
    return Answer(tuple(bindings), ",\n".join(parts) if parts else "true", more)


def _break_cycles(named: list[tuple[str, Var]]
                  ) -> tuple[list[tuple[str, object]], dict[Var, str]]:
    """Values of cyclic bindings as finite terms: a compound met again inside itself is
    written as the query variable bound to it (``X = f(X)``, as SWI), else ``_S1``..."""
    owners = {id(deref(v)): n for n, v in named if type(deref(v)) is tuple}
    markers: dict[int, Var] = {}
    names: dict[Var, str] = {}
    values: list[tuple[str, object]] = []
    for name, v in named:
        top = deref(v)
        out: list[object] = []
        on_path: set[int] = set()
        stack: list[tuple[int, Any]] = [(0, top)]
        while stack:
            step, x = stack.pop()
            if step == 1:  # leave a compound: assemble it
                on_path.discard(id(x))
                n = len(x) - 1
                args = out[len(out) - n:]
                del out[len(out) - n:]
                out.append((x[0], *args))
                continue
            x = deref(x)
            if type(x) is not tuple:
                out.append(x)
            elif id(x) in on_path:
                marker = markers.setdefault(id(x), Var())
                names.setdefault(marker, owners.get(id(x), f"_S{len(names) + 1}"))
                out.append(marker)
            else:
                on_path.add(id(x))
                stack.append((1, x))
                stack.extend((0, a) for a in reversed(x[1:]))
        values.append((name, out[0]))
    return values, names


def _same(a: object, b: object) -> bool:
    a, b = deref(a), deref(b)
    return a is b if type(a) is Var or type(b) is Var else True


def _name_fresh(shown: list[tuple[list[str], object]], var_names: dict[Var, str]) -> None:
    """Name the unnamed variables of the values: ``_`` once, ``_A``, ``_B``... if shared."""
    counts: dict[Var, int] = {}
    order: list[Var] = []
    for _, value in shown:
        stack = [value]
        while stack:
            t = deref(stack.pop())
            if type(t) is Var:
                if t not in counts:
                    order.append(t)
                counts[t] = counts.get(t, 0) + 1
            elif type(t) is tuple:
                stack.extend(reversed(t[1:]))
    letter = 0
    for v in order:
        if v in var_names:
            continue
        if counts[v] > 1:
            var_names[v] = "_" + _letters(letter)
            letter += 1
        else:
            var_names[v] = "_"


def _letters(n: int) -> str:
    text = chr(ord("A") + n % 26)
    return text if n < 26 else text + str(n // 26)


__all__ = ["Answer", "answers", "format_answer", "term_vars"]
