"""Goals as typed at SWI-Prolog's ``?-`` prompt, run against a knowledge base.

``minimax/4``, ``alphabeta/5`` (Bratko's argument order), ``alphabeta/6`` (with the path),
``expectiminimax/4`` and every stored predicate. Answers print the way SWI-Prolog's
toplevel prints them.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from typing import TYPE_CHECKING, TypeAlias

from ..errors import QueryError
from ..prolog.reader import parse_term
from ..prolog.terms import Compound, Number, PartialList, Term, Var, format_term
from ..search.registry import ALGORITHMS
from ..search.tree import SearchResult

if TYPE_CHECKING:  # kb.py imports this module for KnowledgeBase.query
    from .base import KnowledgeBase

Bindings: TypeAlias = dict[Var, Term]
Answer: TypeAlias = dict[str, Term]

_INFINITIES = {"inf": math.inf, "infinite": math.inf, "-inf": -math.inf,
               "-infinite": -math.inf}


def parse_goal(text: str) -> Compound:
    """The goal of ``text`` (``?-`` and the final ``.`` optional)."""
    term = parse_term(text)
    if isinstance(term, str):
        return Compound(term, ())
    if not isinstance(term, Compound):
        raise QueryError(f"{format_term(term)} is not a goal")
    return term


def solve(kb: KnowledgeBase, goal: Compound) -> Iterator[Answer]:
    """Every answer to ``goal``: the values of its named variables, in order."""
    names = _variables(goal)
    for bindings in _run(kb, goal):
        yield _answer(names, bindings)


def answer_of(term: Term, bindings: Bindings) -> Answer:
    """The values ``bindings`` give the named variables of ``term``, in order."""
    return _answer(_variables(term), bindings)


def _answer(names: list[Var], bindings: Bindings) -> Answer:
    answer: Answer = {}
    for var in names:
        value = resolve(var, bindings)
        if value != var:
            answer[var.name] = value
    return answer


def search_goals() -> list[str]:
    """The goals the searches answer: ``minimax/4``, ``alphabeta/5``, ``alphabeta/6``, ..."""
    return [f"{a.name}/{n}" for a in ALGORITHMS.values()
            for n in ((5, 6) if a.window else (4,))]


def _run(kb: KnowledgeBase, goal: Compound) -> Iterator[Bindings]:
    name, args = goal.name, goal.args
    chosen = ALGORITHMS.get(name)
    if chosen is not None and f"{name}/{len(args)}" in search_goals():
        pos = position_arg(args[0], goal)
        if chosen.window:  # Pos, Alpha, Beta, GoodPos, Val[, Path]
            result = kb.search(pos, name, alpha=_bound(args[1], "Alpha"),
                               beta=_bound(args[2], "Beta"))
            yield from _unify_result(args[3:], result, with_path=len(args) == 6)
        else:  # Pos, BestPos, Val, Path
            yield from _unify_result(args[1:], kb.search(pos, name), with_path=True)
    elif kb.has_predicate(name, len(args)):
        for row in kb.facts(name, len(args)):
            bindings: Bindings = {}
            if unify(args, row, bindings):
                yield bindings
    else:
        known = ", ".join(f"{n}/{a}" for n, a in kb.predicates())
        raise QueryError(f"unknown procedure {goal.indicator} (goals: "
                         f"{', '.join(search_goals())}{', ' + known if known else ''})")


def _unify_result(outputs: tuple[Term, ...], result: SearchResult,
                  with_path: bool) -> Iterator[Bindings]:
    # A leaf has no best position: Prolog leaves that argument free, so it matches anything.
    best: Term = Var("_") if result.best is None else result.best  # type: ignore[assignment]
    values: tuple[Term, ...] = (best, result.value)
    if with_path:
        values += (tuple(result.path),)  # type: ignore[arg-type]
    bindings: Bindings = {}
    if unify(outputs, values, bindings):
        yield bindings


def position_arg(term: Term, goal: Compound) -> str | int:
    """The position a goal's first argument names (an atom or an integer).

    Raises:
        QueryError: an unbound variable, or a term that is no position.
    """
    if isinstance(term, Var):
        raise QueryError(f"{goal.indicator} needs a position as its first argument, "
                         f"not the unbound variable {term.name}")
    if isinstance(term, str) or (isinstance(term, int) and not isinstance(term, bool)):
        return term
    raise QueryError(f"{format_term(term)} is not a position (an atom or an integer)")


def _bound(term: Term, what: str) -> Number:
    if isinstance(term, (int, float)) and not isinstance(term, bool):
        return term
    if isinstance(term, str) and term in _INFINITIES:
        return _INFINITIES[term]
    raise QueryError(f"{what} must be a number, inf or -inf, not {format_term(term)}")


def _variables(term: Term) -> list[Var]:
    found: list[Var] = []
    stack = [term]
    while stack:
        t = stack.pop()
        if isinstance(t, Var):
            if not t.anonymous and t not in found:
                found.append(t)
        elif isinstance(t, tuple):
            stack.extend(reversed(t))
        elif isinstance(t, Compound):
            stack.extend(reversed(t.args))
        elif isinstance(t, PartialList):
            stack.extend(reversed((*t.items, t.tail)))
    return found


def _walk(term: Term, bindings: Bindings) -> Term:
    while isinstance(term, Var) and term in bindings:
        term = bindings[term]
    return term


def unify(a: Term, b: Term, bindings: Bindings) -> bool:
    """Prolog unification (no occurs check); ``1`` and ``1.0`` do not unify."""
    stack = [(a, b)]
    while stack:
        x, y = stack.pop()
        x, y = _walk(x, bindings), _walk(y, bindings)
        if isinstance(x, Var) or isinstance(y, Var):
            if x == y or (isinstance(x, Var) and x.anonymous) or \
                    (isinstance(y, Var) and y.anonymous):
                continue
            if isinstance(x, Var):
                bindings[x] = y
            else:
                assert isinstance(y, Var)
                bindings[y] = x
            continue
        if isinstance(x, PartialList) and not isinstance(y, PartialList):
            x, y = y, x
        if isinstance(y, PartialList):
            if isinstance(x, PartialList):
                common = min(len(x.items), len(y.items))
                stack.extend(zip(x.items[:common], y.items[:common], strict=True))
                stack.append((_rest(x, common), _rest(y, common)))
                continue
            if not isinstance(x, tuple) or len(x) < len(y.items):
                return False
            stack.extend(zip(x, y.items, strict=False))
            stack.append((x[len(y.items):], y.tail))
            continue
        if isinstance(x, tuple) and isinstance(y, tuple):
            if len(x) != len(y):
                return False
            stack.extend(zip(x, y, strict=True))
        elif isinstance(x, Compound) and isinstance(y, Compound):
            if x.name != y.name or len(x.args) != len(y.args):
                return False
            stack.extend(zip(x.args, y.args, strict=True))
        elif type(x) is not type(y) or x != y:
            return False
    return True


def _rest(term: PartialList, start: int) -> Term:
    if start < len(term.items):
        return PartialList(term.items[start:], term.tail)
    return term.tail


def resolve(term: Term, bindings: Bindings) -> Term:
    """``term`` with its bound variables replaced, all the way down."""
    term = _walk(term, bindings)
    if isinstance(term, tuple):
        return tuple(resolve(t, bindings) for t in term)
    if isinstance(term, Compound):
        return Compound(term.name, tuple(resolve(t, bindings) for t in term.args))
    if isinstance(term, PartialList):
        items = tuple(resolve(t, bindings) for t in term.items)
        tail = resolve(term.tail, bindings)
        if isinstance(tail, tuple):
            return items + tail
        if isinstance(tail, PartialList):
            return PartialList(items + tail.items, tail.tail)
        return PartialList(items, tail)
    return term


def format_answer(answer: Answer) -> str:
    """One answer as SWI's toplevel shows it, without the final ``.`` or `` ;``."""
    if not answer:
        return "true"
    return ",\n".join(f"{name} = {format_term(value)}" for name, value in answer.items())


def format_answers(answers: list[Answer]) -> str:
    """All answers, as if ``;`` had been typed after each: ``false.`` when there is none."""
    if not answers:
        return "false."
    return " ;\n".join(format_answer(a) for a in answers) + "."
