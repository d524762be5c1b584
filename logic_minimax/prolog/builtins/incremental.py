"""Incremental tabling, as SWI-Prolog emulates XSB's: ``:- table p/1 as incremental``,
``:- dynamic q/1 as incremental`` (or ``dynamic([q/1], [incremental(true)])``), and
library(increval): ``incr_assert/1`` and friends, ``incr_directly_depends/2``,
``incr_trans_depends/2``, ``incr_invalidate_calls/1``, ``incr_is_invalid/1``,
``incr_invalid_subgoals/1``, ``is_incremental_subgoal/1``, ``incr_table_update/0``.

A call of an incremental dynamic predicate goes through a wrapper that, while an
incremental table is being computed, notes the dependency in the IDG (idg.py); tabling.py
notes a call of one incremental table by another.  Any change to an incremental dynamic
predicate (``assert``, ``retract``, ``retractall`` as well as ``incr_assert``; SWI listens
to them all) invalidates the tables that depend, directly or not, on a call its clause's
head unifies with; an invalid table is computed again when it is next called.  (SWI
first re-evaluates what an invalid table depends on and keeps the table when their
answers did not change: the answers are the same.)
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cmp_to_key

from logic_minimax.errors import PrologError
from logic_minimax.prolog.builtins import construct, det, nondet, with_last
from logic_minimax.prolog.builtins.tablestate import Table, Tabling, tabling_of
from logic_minimax.prolog.core import (
    Var,
    compare,
    conjuncts,
    deref,
    domain_error,
    instantiation_error,
    make_list,
    type_error,
    unify,
)
from logic_minimax.prolog.database import Pred
from logic_minimax.prolog.interface import Solver
from logic_minimax.prolog.kinds import CONTROL, USER, Cont
from logic_minimax.prolog.tries import trie_order
from logic_minimax.prolog.walk import copy_term, variant_key


def make_incremental(pred: Pred, on: bool) -> None:
    """Declare a predicate incremental or not; a dynamic one is then called through the
    wrapper (a tabled one already goes through its tables)."""
    pred.incremental = on
    if pred.tabled:
        return
    if on:
        pred.control = CONTROL
        pred.builtin = _incremental_call
    elif pred.builtin is _incremental_call:
        pred.control = USER
        pred.builtin = None


def _incremental_call(s: Solver, goal: object, cb: int, depth: int, cont: Cont) -> Cont:
    state = tabling_of(s)
    running = state.running
    if running is not None and running.pred.incremental:
        key = variant_key(goal)
        if key not in state.idg.dynamic:
            state.idg.dynamic[key] = copy_term(goal)
        state.idg.depend(running.key, key)
    return s.call_user(goal, s.engine.pred_of(deref(goal)), depth, cont)


def changed(s: Solver, head: object) -> None:
    """A clause with this head was added to or removed from an incremental dynamic
    predicate: the tables depending on a call it unifies with are invalid."""
    state = tabling_of(s)
    calls = [key for key, call in state.idg.dynamic.items() if _unifiable(call, head)]
    _invalidate(state, state.idg.affected(calls))


def _invalidate(state: Tabling, keys: Iterator[object]) -> None:
    for key in keys:
        table = state.tables.get(key)
        if table is None:
            continue
        if not table.complete:  # SWI: it cannot be updated while being computed
            raise PrologError(("error", ("permission_error", "update", "variant",
                                         (":", "user", table.goal)),
                               ("context", ("/", "$idg_changed", 1), Var())))
        table.invalid = True


def _unifiable(a: object, b: object) -> bool:
    trail: list[Var] = []
    ok = unify(a, b, trail)
    for v in trail:
        v.ref = None
    return ok


# -- declarations ------------------------------------------------------------------------

_order = cmp_to_key(compare)

_ATTRIBUTES = {"incremental": True, "opaque": False}
"""SWI's ``dynamic ... as Options`` that set the predicate's incremental attribute."""
_ACCEPTED = frozenset({"monotonic", "lazy", "volatile", "multifile", "discontiguous",
                       "shared", "local", "private", "abstract", "subgoal_abstract",
                       "answer_abstract", "max_answers"})
"""Those accepted for what they do not change in the answers."""


def dynamic_options(options: object) -> bool | None:
    """The incremental attribute ``dynamic Spec as Options`` gives (None: unchanged):
    the last option that sets it."""
    found = None
    for t in conjuncts(options):
        if type(t) is Var:
            raise instantiation_error()
        if type(t) is str and t in _ATTRIBUTES:
            found = _ATTRIBUTES[t]
        elif not ((type(t) is str and t in _ACCEPTED) or
                  (type(t) is tuple and len(t) == 2 and t[0] in _ACCEPTED)):
            raise domain_error("predicate_option", t)
    return found


# -- library(increval) -------------------------------------------------------------------

@construct("incr_assert incr_assertz incr_asserta incr_retractall incr_retract", 1)
def incr_update(s: Solver, g: tuple[object, ...], cb: int, depth: int, cont: Cont) -> Cont:
    """SWI's are the database's own (which invalidate the tables in any case)."""
    name = {"incr_assert": "assertz", "incr_assertz": "assertz", "incr_asserta": "asserta",
            "incr_retract": "retract", "incr_retractall": "retractall"}[g[0]]  # type: ignore[index]
    term = (name, g[1])
    return (term, s.engine.pred_of(term), len(s.cps), depth, cont)


def nodes(state: Tabling) -> Iterator[tuple[object, object]]:
    """Every node of the variant table (tabled calls and incremental dynamic calls): its
    key and its call, in the table's order (tries.py)."""
    found = [(key, table.goal) for key, table in state.tables.items()]
    found += state.idg.dynamic.items()
    for i in trie_order([call for _, call in found]):
        yield found[i]


def _matching(state: Tabling, pattern: object) -> Iterator[tuple[object, object]]:
    for key, call in nodes(state):
        if _unifiable(call, pattern):
            yield key, call


def _call_of(state: Tabling, key: object) -> object:
    table = state.tables.get(key)
    return table.goal if table is not None else state.idg.dynamic.get(key)


def _answers(s: Solver, target: object, calls: list[object]) -> Iterator[bool]:
    for call, more in with_last(calls):
        mark = len(s.trail)
        if unify(target, copy_term(call), s.trail):
            yield more
        s.undo(mark)


def _pairs(s: Solver, g: tuple[object, ...], pairs: list[tuple[object, object]]
           ) -> Iterator[bool]:
    for (first, second), more in with_last(pairs):
        mark = len(s.trail)
        if unify(g[1], copy_term(first), s.trail) and unify(g[2], copy_term(second), s.trail):
            yield more
        s.undo(mark)


@nondet("incr_directly_depends", 2)
def incr_directly_depends(s: Solver, g: tuple[object, ...]) -> Iterator[bool]:
    """incr_directly_depends(Goal1, Goal2): the table Goal1 called Goal2 in its
    computation (searched from Goal2 when it is bound, as SWI's)."""
    state = tabling_of(s)
    up = type(deref(g[2])) is not Var
    pairs = [(_call_of(state, other), call) if up else (call, _call_of(state, other))
             for key, call in _matching(state, g[2] if up else g[1])
             for other in state.idg.edges(key, up)]
    return _pairs(s, g, pairs)


@nondet("incr_trans_depends", 2)
def incr_trans_depends(s: Solver, g: tuple[object, ...]) -> Iterator[bool]:
    """incr_trans_depends(Goal1, Goal2): Goal1 depends on Goal2 through the IDG (searched
    from Goal1 when it is bound); each path once, as SWI's library(increval) walks them."""
    state = tabling_of(s)
    up = type(deref(g[1])) is Var
    pairs = []
    for key, call in _matching(state, g[2] if up else g[1]):
        for other in _paths(state, key, up):
            other_call = _call_of(state, other)
            pairs.append((other_call, call) if up else (call, other_call))
    return _pairs(s, g, pairs)


def _paths(state: Tabling, start: object, up: bool) -> Iterator[object]:
    # SWI: Done is the path so far, not every node seen (a node reached twice is listed
    # twice).
    stack: list[tuple[Iterator[object], tuple[object, ...]]] = [
        (iter(state.idg.edges(start, up)), ())]
    while stack:
        edges, done = stack[-1]
        node = next(edges, None)
        if node is None:
            stack.pop()
            continue
        if node in done:
            continue
        yield node
        stack.append((iter(state.idg.edges(node, up)), (node, *done)))


def _invalid(state: Tabling) -> list[Table]:
    return [t for t in state.tables.values()
            if t.invalid and (t.key in state.idg.callers or t.key in state.idg.callees)]


@det("incr_invalid_subgoals", 1)
def incr_invalid_subgoals(s: Solver, g: tuple[object, ...]) -> bool:
    goals: list[object] = []
    # (module-qualified, as SWI's table of tables gives them)
    calls = (copy_term((":", "user", t.goal)) for t in _invalid(tabling_of(s)))
    for goal in sorted(calls, key=_order):
        if not goals or compare(goals[-1], goal) != 0:
            goals.append(goal)  # sort/2: duplicates once
    return unify(g[1], make_list(goals), s.trail)


@nondet("incr_is_invalid", 1)
def incr_is_invalid(s: Solver, g: tuple[object, ...]) -> Iterator[bool]:
    state = tabling_of(s)
    tabled_goal(s, g[1])
    return _answers(s, g[1], [call for key, call in _matching(state, g[1])
                              if key in state.tables and state.tables[key].invalid])


@nondet("is_incremental_subgoal", 1)
def is_incremental_subgoal(s: Solver, g: tuple[object, ...]) -> Iterator[bool]:
    state = tabling_of(s)
    return _answers(s, g[1], [call for key, call in nodes(state)
                              if key in state.idg.callers or key in state.idg.callees])


@det("incr_invalidate_calls incr_invalidate_call", 1)
def incr_invalidate_calls(s: Solver, g: tuple[object, ...]) -> bool:
    """The calls unifying with the goal, and the tables depending on them, are invalid."""
    state = tabling_of(s)
    keys = [key for key, _ in _matching(state, g[1])]
    _invalidate(state, iter([k for k in keys if k in state.tables]))
    _invalidate(state, state.idg.affected(keys))
    return True


@construct("incr_table_update", 0)
def incr_table_update(s: Solver, g: object, cb: int, depth: int, cont: Cont) -> Cont:
    """Compute the invalid tables again: ``forall(member(G, Invalid), \\+ \\+ G)``."""
    goal = Var()
    goals = make_list([copy_term(t.goal) for t in _invalid(tabling_of(s))])
    term = ("forall", ("member", goal, goals), ("\\+", ("\\+", goal)))
    return (term, s.engine.pred_of(term), len(s.cps), depth, cont)


def tabled_goal(s: Solver, goal: object) -> Pred | None:
    """The tabled predicate of a goal (None: not tabled); SWI's type error for a goal
    that is not callable."""
    goal = deref(goal)
    if type(goal) is str:
        key: tuple[str, int] = (goal, 0)
    elif type(goal) is tuple and goal[0] != ":":
        key = (goal[0], len(goal) - 1)
    else:
        raise type_error("callable", (":", "user", goal))
    pred = s.engine.preds.get(key)
    return pred if pred is not None and pred.tabled else None
