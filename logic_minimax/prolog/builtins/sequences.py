"""Counting a goal's solutions, as SWI does: library(solution_sequences)'s ``limit/2``,
``offset/2`` and ``call_nth/2`` (``order_by/2`` is with the sorting, allsol.py), and
``findnsols/4,5``, findall/3 by chunks of N (the next chunk on backtracking; a chunk whose
last solution leaves the goal no choice point is the last).

The goal runs with a node after it that counts its exits in a Python list, not undone on
backtracking (SWI keeps the count with ``nb_setarg/3``); ``limit/2`` and an integer
``call_nth/2`` cut the goal's choice points at their last solution.
"""

from __future__ import annotations

from logic_minimax.prolog.builtins import construct
from logic_minimax.prolog.builtins.arith import evaluate
from logic_minimax.prolog.builtins.control import call_term
from logic_minimax.prolog.cleanup import cut_to
from logic_minimax.prolog.core import (
    NIL,
    Var,
    deref,
    domain_error,
    instantiation_error,
    make_list,
    type_error,
    unify,
)
from logic_minimax.prolog.interface import Solver
from logic_minimax.prolog.kinds import CP_COLLECT, FAIL, Cont
from logic_minimax.prolog.walk import copy_attributed, copy_term


def _counted(s: Solver, kind: str, count: object, goal: object, cb: int, depth: int,
             cont: Cont) -> Cont:
    """Run ``goal``, each exit through the ``$counted`` node: [kind, exits, count,
    the goal's cut barrier]."""
    state: list[object] = [kind, 0, count, len(s.cps)]
    node = (state, s.engine.internal["$counted"], 0, depth, cont)
    return call_term(s, goal, cb, depth, node)


@construct("$counted", 0)
def counted(s: Solver, state: list[object], cb: int, depth: int, cont: Cont) -> Cont:
    kind, exits, count, barrier = state
    assert type(exits) is int and type(barrier) is int
    exits += 1
    state[1] = exits
    if kind == "limit":
        if exits == count:
            cut_to(s, barrier)
        return cont
    if kind == "offset":
        return cont if exits > count else FAIL  # type: ignore[operator]
    if kind == "nth":
        if exits != count:
            return FAIL
        cut_to(s, barrier)
        return cont
    return cont if unify(count, exits, s.trail) else FAIL  # call_nth(G, N), N unbound


@construct("limit", 2)
def limit(s: Solver, g: tuple[object, ...], cb: int, depth: int, cont: Cont) -> Cont:
    count = deref(g[1])
    if count == "infinite":
        return call_term(s, g[2], cb, depth, cont)
    if not evaluate(count) > 0:
        return FAIL
    return _counted(s, "limit", evaluate(count), g[2], cb, depth, cont)


@construct("offset", 2)
def offset(s: Solver, g: tuple[object, ...], cb: int, depth: int, cont: Cont) -> Cont:
    count = evaluate(g[1])
    if count > 0:
        return _counted(s, "offset", count, g[2], cb, depth, cont)
    if count == 0:
        return call_term(s, g[2], cb, depth, cont)
    raise domain_error("not_less_than_zero", deref(g[1]))


@construct("call_nth", 2)
def call_nth(s: Solver, g: tuple[object, ...], cb: int, depth: int, cont: Cont) -> Cont:
    nth = deref(g[2])
    if type(nth) is Var:
        return _counted(s, "count", nth, g[1], cb, depth, cont)
    if type(nth) is not int:
        raise type_error("integer", nth)
    if nth <= 0:
        raise domain_error("not_less_than_one", nth)
    return _counted(s, "nth", nth, g[1], cb, depth, cont)


@construct("findnsols", 4, 5)
def findnsols(s: Solver, g: tuple[object, ...], cb: int, depth: int, cont: Cont) -> Cont:
    n = deref(g[1])
    if type(n) is Var:
        raise instantiation_error()
    if type(n) is not int:
        raise type_error("integer", n)
    if n < 0:
        raise domain_error("not_less_than_zero", n)
    tail = g[5] if len(g) == 6 else NIL
    if n == 0:
        return cont if unify(g[4], tail, s.trail) else FAIL
    results: list[object] = []
    # The end of the goal: what is left, maybe nothing, is the last chunk.
    collect = [CP_COLLECT, len(s.trail),
               lambda: unify(g[4], make_list(results, tail), s.trail), cont]
    s.cps.append(collect)
    node = ([g[2], results, n, g[4], tail, collect], s.engine.internal["$chunk"], 0, depth,
            cont)
    return call_term(s, g[3], cb, depth, node)


@construct("$chunk", 0)
def chunk(s: Solver, state: list[object], cb: int, depth: int, cont: Cont) -> Cont:
    """findnsols' collector: a copy of the template per solution; at the N-th, the chunk
    is the answer (and the last one when the goal has no choice point left)."""
    template, results, n, answer, tail, collect = state
    assert type(results) is list
    results.append(copy_attributed(template) if s.engine.attributed else copy_term(template))
    if len(results) < n:  # type: ignore[operator]
        return FAIL
    found = make_list(results, tail)
    results.clear()
    if s.cps and s.cps[-1] is collect:
        s.cps.pop()
    return cont if unify(answer, found, s.trail) else FAIL
