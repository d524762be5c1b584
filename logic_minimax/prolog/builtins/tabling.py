"""Tabling: ``:- table p/2.`` (variant tabling), with the moded forms
``:- table path(_, _, min).`` (``min``, ``max``, ``first``, ``last``, ``_``/``index``),
``abolish_all_tables/0``, and tabled negation ``tnot/1`` for stratified programs (the
negated call's table is completed first, then has no answer).

A call to a tabled predicate looks up the table of its variant.  A complete table gives
its answers.  A new one is computed to a fixpoint (library.pl's ``'$tbl_fixpoint'``):
rounds of running the predicate's clauses, adding the answers not yet in the table, until
a round adds nothing (or met no table still being computed: then it found them all).  A
call to a table still being computed gets the answers found so
far (so left recursion ends), and makes the caller depend on it: tables that depend on
each other (an SCC, Tarjan's low-links) are completed together by the oldest of them, the
leader, whose rounds run the others again until nothing changes anywhere.  This is SLG
resolution's semantics for definite programs, computed by iteration (no suspension).

A complete table's answers come back in the order of SWI's answer trie where it is
knowable (tries.py), else in the order they were found.  A table is dropped when its
predicate's clauses change (a reconsult, an assert), and an incremental one when an
incremental dynamic predicate it depends on changes (``:- table p/1 as incremental``,
incremental.py).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from logic_minimax.errors import PrologError
from logic_minimax.prolog.builtins import construct, det, nondet, with_last
from logic_minimax.prolog.core import (
    NIL,
    Var,
    compare,
    deref,
    domain_error,
    instantiation_error,
    type_error,
    unify,
)
from logic_minimax.prolog.database import Pred
from logic_minimax.prolog.idg import IDG
from logic_minimax.prolog.kinds import CONTROL, Cont
from logic_minimax.prolog.machine import Solver
from logic_minimax.prolog.tries import answer_order
from logic_minimax.prolog.walk import copy_term, variant_key

_MODES = frozenset({"_", "index", "min", "max", "first", "last"})


@dataclass(eq=False)
class Table:
    """The answers of one call variant."""

    pred: Pred
    stamp: tuple[int, ...]
    modes: tuple[str, ...] | None
    answers: list[object] = field(default_factory=list)
    keys: dict[object, int] = field(default_factory=dict)  # answer key -> position
    complete: bool = False
    dfn: int = -1  # push order while being computed
    low: int = -1
    on_stack: bool = False
    key: object = None  # the variant's key in ``Tabling.tables``
    goal: object = None  # the variant (a copy)
    invalid: bool = False  # incremental: something it depends on changed (incremental.py)
    ordered: list[object] | None = None  # once complete, the answers in SWI's order


@dataclass
class Tabling:
    """An engine's tables and the computation in progress."""

    tables: dict[object, Table] = field(default_factory=dict)
    handles: dict[int, Table] = field(default_factory=dict)
    modes: dict[tuple[str, int], tuple[str, ...] | None] = field(default_factory=dict)
    stack: list[Table] = field(default_factory=list)
    pending: list[Table] = field(default_factory=list)  # computed, waiting for a leader
    added: int = 0  # answers added so far (a round that adds none is a fixpoint)
    reads: int = 0  # calls so far that met a table being computed
    counter: int = 0
    assumed: list[tuple[Table, object]] = field(default_factory=list)
    """The tnot/1 calls failed for want of answers in a table still being computed, and
    their goals."""
    unfounded: dict[int, Table] = field(default_factory=dict)
    """Tables of an SCC's last round (its leader's dfn is ``trial``) assumed to have no
    answer: tnot/1 of them is true."""
    trial: int = -1
    trial_goal: object = None  # a goal of those tables, for the error
    idg: IDG = field(default_factory=IDG)  # incremental tabling's dependencies


def _state(s: Solver) -> Tabling:
    state: Tabling | None = getattr(s.engine, "tabling", None)
    if state is None:
        state = Tabling()
        s.engine.tabling = state  # type: ignore[attr-defined]
    return state


def _specs(t: object) -> Iterator[tuple[object, list[object]]]:
    """Each spec with the options of the ``Spec as Options`` around it (SWI's wrappers//3:
    ``:- table a/1, b/1 as incremental`` makes only b/1 incremental, ``as`` binding
    tighter than the comma)."""
    stack: list[tuple[object, list[object]]] = [(t, [])]
    while stack:
        x, options = stack.pop()
        x = deref(x)
        if type(x) is tuple and x[0] in (",", "[|]") and len(x) == 3:
            stack.append((x[2], options))
            stack.append((x[1], options))
        elif type(x) is tuple and x[0] == "as" and len(x) == 3:
            stack.append((x[1], [*options, *_specs_options(x[2])]))
        elif x is not NIL:
            yield x, options


def _specs_options(t: object) -> Iterator[object]:
    t = deref(t)
    if type(t) is tuple and t[0] == "," and len(t) == 3:
        yield from _specs_options(t[1])
        yield from _specs_options(t[2])
    elif type(t) is Var:
        raise instantiation_error()
    elif not (t in _OPTIONS or (type(t) is tuple and len(t) == 2 and t[0] in _OPTIONS)):
        raise domain_error("table_option", t)
    else:
        yield t


_OPTIONS = frozenset({"subsumptive", "variant", "incremental", "monotonic", "opaque", "lazy",
                      "dynamic", "shared", "private", "max_answers", "subgoal_abstract",
                      "answer_abstract"})
"""SWI's table options (answers here are those of variant tabling whatever the mode)."""


@det("table", 1)
def table(s: Solver, g: tuple[object, ...]) -> bool:
    state = _state(s)
    for spec, options in _specs(g[1]):
        if type(spec) is Var:
            raise instantiation_error()
        modes: tuple[str, ...] | None = None
        if type(spec) is tuple and spec[0] == "/" and len(spec) == 3:
            name, arity = deref(spec[1]), deref(spec[2])
        elif type(spec) is tuple:
            name, arity = spec[0], len(spec) - 1
            modes = tuple(_mode(a) for a in spec[1:])
        else:
            name, arity = spec, 0
        if type(name) is not str or type(arity) is not int:
            raise type_error("predicate_indicator", spec)
        pred = s.engine.pred(name, arity)
        pred.tabled = True
        pred.control = CONTROL
        pred.builtin = _tabled_call
        pred.defined = True
        for option in options:  # the last of incremental and opaque wins
            if option in ("incremental", "opaque"):
                pred.incremental = option == "incremental"
        state.modes[(name, arity)] = modes
        if s.engine.loading is not None and pred.source is None:
            pred.source = s.engine.loading
    return True


def _mode(t: object) -> str:
    t = deref(t)
    if type(t) is Var:
        return "_"
    if type(t) is str and t in _MODES:
        return t
    raise domain_error("table_mode", t)


def _tabled_call(s: Solver, goal: object, cb: int, depth: int, cont: Cont) -> Cont:
    """A call to a tabled predicate goes through library.pl's ``'$tbl_call'/1``."""
    term = ("$tbl_call", goal)
    return (term, s.engine.pred_of(term), len(s.cps), depth, cont)


@construct("$tbl_clauses", 1)
def tbl_clauses(s: Solver, g: tuple[object, ...], cb: int, depth: int, cont: Cont) -> Cont:
    """Run the tabled predicate's own clauses for the goal."""
    return s.call_user(deref(g[1]), _tabled_pred(s, g[1]), depth, cont)


def _stamp(pred: Pred) -> tuple[int, ...]:
    """What changes when the predicate's clauses (or its table's facts) change."""
    table = pred.table
    if table is None:
        return (pred.generation, len(pred.stored))  # changes with every assert and retract
    return (id(table), len(table), table.gen)


@det("$tbl_lookup", 3)
def tbl_lookup(s: Solver, g: tuple[object, ...]) -> bool:
    """'$tbl_lookup'(Goal, Handle, Status): the goal's table; Status is ``complete``,
    ``evaluating`` (being computed: the caller now depends on it) or ``fresh``."""
    state = _state(s)
    goal = deref(g[1])
    pred = _tabled_pred(s, goal)
    name, arity = pred.name, pred.arity
    key = variant_key(goal)
    table = state.tables.get(key)
    if table is not None and (table.stamp != _stamp(pred) or table.invalid) \
            and not table.on_stack:
        table = None  # the clauses changed since, or (incremental) what it depends on
    if table is None:
        table = state.tables[key] = Table(pred, _stamp(pred), state.modes.get((name, arity)),
                                          key=key, goal=copy_term(goal))
        state.idg.forget_callees(key)
    state.handles[id(table)] = table
    if state.stack and pred.incremental and state.stack[-1].pred.incremental:
        state.idg.depend(state.stack[-1].key, key)
    if table.complete:
        status = "complete"
    elif table.on_stack:
        status = "evaluating"
        state.reads += 1
        if state.stack:
            top = state.stack[-1]
            top.low = min(top.low, table.dfn)
    else:
        status = "fresh"
    return unify(g[2], id(table), s.trail) and unify(g[3], status, s.trail)


def _table(s: Solver, handle: object) -> Table:
    found = _state(s).handles.get(deref(handle))
    if found is None:
        raise domain_error("table_handle", deref(handle))
    return found


def _tabled_pred(s: Solver, goal: object) -> Pred:
    goal = deref(goal)
    if type(goal) is Var:
        raise instantiation_error()
    key = (goal, 0) if type(goal) is str else (goal[0], len(goal) - 1) \
        if type(goal) is tuple else None
    pred = s.engine.preds.get(key) if key is not None else None
    if pred is None or not pred.tabled:
        raise domain_error("tabled_goal", goal)
    return pred


@det("$tbl_tnot_check", 1)
def tbl_tnot_check(s: Solver, g: tuple[object, ...]) -> bool:
    """tnot/1's argument must be a call to a tabled predicate (SWI's errors)."""
    goal = deref(g[1])
    if type(goal) is str:
        key = (goal, 0)
    elif type(goal) is tuple and type(name := deref(goal[0])) is str:
        key = (name, len(goal) - 1)
    else:
        raise type_error("callable", (":", "user", goal))
    pred = s.engine.preds.get(key)
    if pred is None or not pred.tabled:
        raise PrologError(("error", ("permission_error", "tnot", "non_tabled_procedure",
                                     ("/", *key)), Var()))
    return True


@det("$tbl_negation", 1)
def tbl_negation(s: Solver, g: tuple[object, ...]) -> bool:
    """tnot/1 of a goal whose table has no answer: true if the table is complete.  One
    still being computed depends on the negation itself (a loop through negation): the
    negation fails for now, which only leaves answers out, and the table must have an
    answer when its SCC completes (``$tbl_done``), or the program is not stratified."""
    state = _state(s)
    table = state.tables.get(variant_key(deref(g[1])))
    if table is not None and (table.complete or id(table) in state.unfounded):
        return True
    if table is not None:
        state.assumed.append((table, copy_term(g[1])))
    return False


def _unfounded(state: Tabling, leader: Table) -> bool:
    """At the fixpoint of the SCC ``leader`` leads: whether it is complete.  A negation
    assumed false whose table has no answer gets one more round, with the tables of all
    such negations assumed empty (tnot/1 of them true): if that round adds no answer,
    those tables form an unfounded set (false in the well-founded semantics) and the SCC
    is complete; an answer added proves the SCC not stratified (SWI: undefined answers):
    an error, not a wrong answer."""
    mine = [(t, goal) for t, goal in state.assumed if t.dfn >= leader.dfn]
    state.assumed = [(t, goal) for t, goal in state.assumed if t.dfn < leader.dfn]
    empty = {id(t): t for t, _ in mine if not t.answers}
    if state.trial == leader.dfn:
        state.trial = -1
        state.unfounded.clear()
        if empty:
            goal = next(goal for t, goal in mine if not t.answers)
            raise PrologError(("error", ("permission_error", "tnot", "non_stratified_call",
                                         goal), Var()))
        return True
    if not empty:
        return True
    state.trial, state.unfounded = leader.dfn, empty
    state.trial_goal = next(goal for t, goal in mine if not t.answers)
    return False


@det("$tbl_push", 1)
def tbl_push(s: Solver, g: tuple[object, ...]) -> bool:
    state = _state(s)
    table = _table(s, g[1])
    state.counter += 1
    table.dfn = table.low = state.counter
    table.on_stack = True
    state.stack.append(table)
    return True


@det("$tbl_round", 1)
def tbl_round(s: Solver, g: tuple[object, ...]) -> bool:
    state = _state(s)
    return unify(g[1], ("-", state.added, state.reads), s.trail)


@det("$tbl_add", 2)
def tbl_add(s: Solver, g: tuple[object, ...]) -> bool:
    """Add an answer to the table if it is new (or, for a moded table, better)."""
    state = _state(s)
    table = _table(s, g[1])
    answer = deref(g[2])
    modes = table.modes
    if modes is None:
        key = variant_key(answer)
        if key not in table.keys:
            table.keys[key] = len(table.answers)
            table.answers.append(copy_term(answer))
            state.added += 1
        return True
    args = answer[1:] if type(answer) is tuple else ()
    key = variant_key(("$key", *(a for a, m in zip(args, modes, strict=True)
                                 if m in ("_", "index"))))
    at = table.keys.get(key)
    if at is None:
        table.keys[key] = len(table.answers)
        table.answers.append(copy_term(answer))
        state.added += 1
    elif _better(table.answers[at], answer, modes):
        table.answers[at] = copy_term(answer)
        state.added += 1
    return True


def _better(old: object, new: object, modes: tuple[str, ...]) -> bool:
    old_args, new_args = old[1:], new[1:]  # type: ignore[index]
    for o, n, m in zip(old_args, new_args, modes, strict=True):
        if m == "min" and compare(n, o) < 0:
            return True
        if m == "max" and compare(n, o) > 0:
            return True
        if m == "last" and compare(n, o) != 0:
            return True
    return False


@det("$tbl_done", 2)
def tbl_done(s: Solver, g: tuple[object, ...]) -> bool:
    """'$tbl_done'(Handle, Added0-Reads0): fails if the round added answers and met a
    table being computed (another round); else the table leaves the stack, complete with
    its SCC if it leads one.  (A round that met none found all its answers: running the
    clauses again, as SWI never does, would repeat their side effects.)"""
    state = _state(s)
    table = _table(s, g[1])
    start = deref(g[2])
    if state.added != deref(start[1]) and state.reads != deref(start[2]):
        if state.trial == table.dfn:
            raise PrologError(("error", ("permission_error", "tnot", "non_stratified_call",
                                         state.trial_goal), Var()))
        return False
    if table.low >= table.dfn and not _unfounded(state, table):
        return False
    if not state.stack or state.stack[-1] is not table:
        raise domain_error("table_on_top", deref(g[1]))
    state.stack.pop()
    table.on_stack = False
    if table.low >= table.dfn:  # a leader: it and the tables computed inside it are done
        table.complete = True
        keep = []
        for t in state.pending:
            if t.dfn > table.dfn:
                t.complete = True
            else:
                keep.append(t)
        state.pending = keep
    else:
        state.pending.append(table)
        if state.stack:
            caller = state.stack[-1]
            caller.low = min(caller.low, table.low)
    return True


@nondet("$tbl_answer", 2)
def tbl_answer(s: Solver, g: tuple[object, ...]) -> Iterator[bool]:
    """The table's answers: those found so far, for a table being computed; a complete
    one's in the order of SWI's answer trie (tries.py)."""
    table = _table(s, g[1])
    if table.complete and table.modes is None:
        if table.ordered is None:
            table.ordered = answer_order(table.answers)
        answers = table.ordered
    else:
        answers = list(table.answers)
    for answer, more in with_last(answers):
        mark = len(s.trail)
        if unify(g[2], copy_term(answer), s.trail):
            yield more
        s.undo(mark)


@det("$tbl_abandon", 0)
def tbl_abandon(s: Solver, g: object) -> bool:
    """An exception left a computation: its unfinished tables are dropped."""
    state = _state(s)
    for t in [*state.stack, *state.pending]:
        t.on_stack = False
    state.tables = {k: t for k, t in state.tables.items() if t.complete}
    state.handles = {id(t): t for t in state.tables.values()}
    state.stack.clear()
    state.pending.clear()
    state.assumed.clear()
    state.unfounded.clear()
    state.trial = -1
    return True


@det("abolish_all_tables", 0)
def abolish_all_tables(s: Solver, g: object) -> bool:
    state = _state(s)
    if state.stack:
        raise domain_error("no_active_tables", "abolish_all_tables")
    state.tables.clear()
    state.handles.clear()
    state.idg.clear()
    return True
