"""Answers to queries, printed exactly as SWI-Prolog's toplevel prints them.

``X = a,`` / ``Y = f(1).``; ``true.``; variables bound to each other ``X = Y, Y = a``;
unnamed variables ``_`` (once) or ``_A`` (shared); values in full, quoted, with
``spacing(next_argument)`` and operators at priority 699.  ``Answer.more`` says whether
SWI would offer ``;`` (a choice point is left).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from itertools import pairwise
from typing import TYPE_CHECKING, Any

from logic_minimax.errors import PrologError, PrologLimitError
from logic_minimax.prolog.builtins import residual, wfs
from logic_minimax.prolog.builtins.attvar import attvars_of, residual_goals
from logic_minimax.prolog.chars import is_symbol_char
from logic_minimax.prolog.core import Var, compare, deref, make_list
from logic_minimax.prolog.dwim import check_query, dwim_list, with_similar
from logic_minimax.prolog.expansion import expand_goal
from logic_minimax.prolog.machine import Solver
from logic_minimax.prolog.messages import toplevel_error
from logic_minimax.prolog.parser import ReadTerm
from logic_minimax.prolog.walk import is_acyclic, resolve, shape, term_vars
from logic_minimax.prolog.write import ANSWER, WRITEQ, term_to_text

PRINTED = replace(ANSWER, max_depth=10)
"""How the toplevel prints a value: SWI's ``answer_write_options``, whose ``max_depth(10)``
abbreviates a long list as ``[1, 2, 3, 4, 5, 6, 7, 8, 9|...]`` and a deep term as ``...``
(a binding's text stays whole)."""

if TYPE_CHECKING:
    from logic_minimax.prolog.engine import Engine


@dataclass(frozen=True)
class Answer:
    """One solution: ``bindings`` maps each printed variable name to its value's text;
    ``text`` is the answer as printed (without the final `` ;`` or ``.``)."""

    bindings: tuple[tuple[str, str], ...]
    """Each name and its value's text in full (empty for an answer made only to be
    printed: ``answers(..., whole=False)``)."""
    text: str
    more: bool
    values: tuple[tuple[str, object], ...] = ()
    """Each named variable's value as a term (resolved when the answer was made; a
    variable left unbound stays one; a cyclic value, no finite term, is left out; empty
    for an answer made only to be printed)."""

    def __str__(self) -> str:
        if self.more:
            return self.text + " ;"
        # SWI writes the full stop as a token: spaced after a symbol character (X = +. .)
        return self.text + (" ." if self.text and is_symbol_char(self.text[-1]) else ".")


def answers(engine: Engine, read: ReadTerm, confirm: Callable[[str], bool] | None = None,
            whole: bool = True) -> Iterator[Answer]:
    """The answers to a query.  As SWI's toplevel, a call to an undefined predicate is
    looked for first: a misspelt name (one defined predicate of that arity whose name
    DWIM-matches) is offered to ``confirm`` as ``Correct to: "Goal"? `` and, accepted,
    the corrected query runs; with no correction at all the query is an existence error
    (``DWIM could not correct goal``), or, when the name has other arities, the error is
    printed with them and the query fails.  Then the query is expanded as a clause body
    is (goal_expansion/2, library(arithmetic)).  ``whole``: each answer has its bindings
    written in full and its values (else only the text, as deep as it is printed)."""
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
        else:  # SWI prints the error and the query fails
            engine.warn(toplevel_error(("error", ("existence_error", "procedure", _indicator(
                finding.goal)), ("context", "toplevel", dwim_list(finding.similar)))))
            return
    solver = Solver(engine, expand_goal(engine, goal))
    wfs.reset(engine)
    engine.residue = None  # call_residue_vars/2's log of an earlier query
    try:
        for _ in solver:
            answer = format_answer(engine, read.names, solver.alternatives,
                                   _residuals(engine, read.names), whole)
            delays = wfs.toplevel_delays(engine)
            yield _undefined(engine, answer, delays, read.names) if delays else answer
    except PrologLimitError:
        raise
    except PrologError as e:
        ball = with_similar(engine, e.term)
        raise (e if ball is deref(e.term) else PrologError(ball)) from None


def _undefined(engine: Engine, answer: Answer, delays: tuple[wfs.Item, ...],
               names: tuple[tuple[str, Var], ...]) -> Answer:
    """An answer of the well-founded semantics' third truth value: the residual program
    of its delays, its bindings, then the delays (``undefined`` in SWI's words)."""
    query: dict[Var, str] = {}
    for name, v in names:
        if type(value := deref(v)) is Var:
            query.setdefault(value, name)
    program, shown = residual.residual_text(engine, delays, query)
    bindings = "" if answer.text == "true" else answer.text + ",\n"
    return replace(answer, text=program + bindings + shown)


def _residuals(engine: Engine, names: tuple[tuple[str, Var], ...]) -> list[object]:
    """The goals of the attributed variables the answer holds (``freeze(X, true)``,
    ``dif(X, a)``), as SWI's toplevel prints them after the bindings."""
    attvars = attvars_of(make_list([v for _, v in names])) if engine.attributed else []
    return [_unqualified(g) for g in residual_goals(engine, attvars)] if attvars else []


def _unqualified(goal: object) -> object:
    """A residual goal as SWI's toplevel shows it: without ``user:`` (of the goal, and of
    the goal freeze/2 and when/2 delay)."""
    goal = deref(goal)
    if type(goal) is tuple and goal[0] == ":" and deref(goal[1]) == "user":
        return _unqualified(goal[2])
    if type(goal) is tuple and goal[0] in ("freeze", "when") and len(goal) == 3:
        return (goal[0], goal[1], _unqualified(goal[2]))
    return goal


def _indicator(goal: object) -> object:
    goal = deref(goal)
    return ("/", goal, 0) if type(goal) is str else ("/", goal[0], len(goal) - 1)  # type: ignore[index, arg-type]


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


Factorized = list[tuple[list[str], object, list[tuple[Var, object]]]]


def format_answer(engine: Engine, names: tuple[tuple[str, Var], ...], more: bool,
                  residuals: list[object] | None = None, whole: bool = True) -> Answer:
    """The answer as SWI's toplevel prints it.  The text is written only as deep as it is
    printed (``[1, 2, 3|...]``); the whole term is walked once, for its cycles (and, when
    it holds variables, to name them), and written whole only for ``whole`` answers (their
    ``bindings`` and ``values``, for the service and the Python API)."""
    # Group the names whose values are identical (==, cyclic ones too), in the order of
    # the first name; a group shows the value of its last name (SWI's join_same_bindings).
    groups: list[tuple[list[str], object]] = []
    for name, v in names:
        if name == "_":
            continue
        value = deref(v)
        for i, (group_names, group_value) in enumerate(groups):
            if compare(group_value, value) == 0:
                groups[i] = ([*group_names, name], value)
                break
        else:
            groups.append(([name], value))
    shapes = [shape(v) for _, v in groups]
    shown_values: Factorized
    if all(acyclic for acyclic, _ in shapes):
        shown_values = [(ns, v, []) for ns, v in groups]
        var_names: dict[Var, str] = {}
    else:
        shown_values, var_names = _factorize(groups)
    for group_names, value, _ in shown_values:
        if type(value) is Var:
            var_names[value] = group_names[-1]
    shown = [(ns, v, w) for ns, v, w in shown_values
             if not (type(v) is Var and len(ns) == 1)]
    if residuals or not all(ground for _, ground in shapes):
        _name_fresh([*((ns, ("$", v, *(x for _, x in w))) for ns, v, w in shown),
                     *(([], g) for g in residuals or ())], var_names)
    parts: list[str] = []
    for ns, value, where in shown:
        chain = [f"{a} = {b}" for a, b in pairwise(ns)]
        if type(value) is not Var:
            text = term_to_text(value, PRINTED, engine.ops, var_names, 699)
            if where:
                text += ", % where\n" + ",\n".join(
                    f"    {var_names[m]} = "
                    f"{term_to_text(x, PRINTED, engine.ops, var_names, 699)}"
                    for m, x in where)
            chain.append(f"{ns[-1]} = {text}")
        parts.append(", ".join(chain))
    parts.extend(term_to_text(g, PRINTED, engine.ops, var_names, 999)
                 for g in residuals or ())
    text = ",\n".join(parts) if parts else "true"
    if not whole:
        return Answer((), text, more)
    bindings: list[tuple[str, str]] = []
    for ns, value, _ in shown:
        if type(value) is not Var:
            full = term_to_text(value, ANSWER, engine.ops, var_names, 699)
            bindings.extend((n, full) for n in ns)
        else:
            bindings.extend((n, ns[-1]) for n in ns[:-1])
    values = tuple((name, resolve(v)) for name, v in names
                   if name != "_" and is_acyclic(v))
    return Answer(tuple(bindings), text, more, values)


def _factorize(groups: list[tuple[list[str], object]]) -> tuple[Factorized, dict[Var, str]]:
    """Finite forms of cyclic values, as SWI's toplevel prints them: a cycle back to the
    value itself is its variable (``X = f(X)``), another binding's cyclic value met inside
    is that variable (``Y = g(X)``), and any other cycle is ``_S1``... with its value
    after ``% where``."""
    names: dict[Var, str] = {}
    owners: dict[int, Var] = {}
    for ns, value in groups:
        if type(value) is tuple and not is_acyclic(value):
            marker = owners[id(value)] = Var()
            names[marker] = ns[-1]
    used = {n for ns, _ in groups for n in ns}
    counter = 0
    out: Factorized = []
    for ns, value in groups:
        if is_acyclic(value):
            out.append((ns, resolve(value), []))
            continue
        skeleton, where = _break(value, owners)
        for marker, _ in where:
            counter += 1
            while f"_S{counter}" in used:
                counter += 1
            names[marker] = f"_S{counter}"
        out.append((ns, skeleton, where))
    return out, names


def _break(top: object, owners: dict[int, Var]) -> tuple[object, list[tuple[Var, object]]]:
    markers: dict[int, Var] = {}
    where: list[tuple[Var, object]] = []
    out: list[object] = []
    on_path: set[int] = set()
    stack: list[tuple[bool, Any]] = [(False, top)]
    while stack:
        leave, x = stack.pop()
        if leave:
            on_path.discard(id(x))
            n = len(x) - 1
            args = out[len(out) - n:]
            del out[len(out) - n:]
            value = (x[0], *args)
            marker = markers.get(id(x))
            if marker is not None and x is not top:
                where.append((marker, value))
                out.append(marker)
            else:
                out.append(value)
            continue
        x = deref(x)
        if type(x) is not tuple:
            out.append(x)
        elif (x is top and on_path) or (x is not top and id(x) in owners):
            out.append(owners[id(x)])
        elif id(x) in on_path:
            marker = markers.get(id(x))
            if marker is None:
                marker = markers[id(x)] = Var()
            out.append(marker)
        elif id(x) in markers:
            out.append(markers[id(x)])
        else:
            on_path.add(id(x))
            stack.append((True, x))
            stack.extend((False, a) for a in reversed(x[1:]))
    where.sort(key=lambda pair: pair[0].n)
    return out[0], where


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
