"""library(solution_sequences)'s counting of a goal's solutions: ``limit/2``,
``offset/2`` and ``call_nth/2``, as SWI's (``order_by/2`` is with the sorting, allsol.py).

The goal runs with a node after it that counts its exits in a Python list, not undone on
backtracking (SWI keeps the count with ``nb_setarg/3``); ``limit/2`` and an integer
``call_nth/2`` cut the goal's choice points at their last solution.
"""

from __future__ import annotations

from logic_minimax.prolog.builtins import construct
from logic_minimax.prolog.builtins.arith import evaluate
from logic_minimax.prolog.builtins.control import call_term
from logic_minimax.prolog.cleanup import cut_to
from logic_minimax.prolog.core import Var, deref, domain_error, type_error, unify
from logic_minimax.prolog.kinds import FAIL, Cont
from logic_minimax.prolog.machine import Solver


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
