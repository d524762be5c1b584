"""Tabling: ``:- table p/2.`` (variant tabling), with the moded forms
``:- table path(_, _, min).`` (answer subsumption, moded.py),
``abolish_all_tables/0``, and tabled negation ``tnot/1`` (the negated call's table is
completed first, then has no answer; a loop through negation gives the well-founded
semantics, ``wfs.py``).

A call to a tabled predicate looks up the table of its variant.  A complete table gives
its answers.  A new one is computed to a fixpoint (library.pl's ``'$tbl_fixpoint'``):
rounds of running the predicate's clauses, adding the answers not yet in the table, until
a round adds nothing (or met no table still being computed: then it found them all).  A
call to a table still being computed gets the answers found so
far (so left recursion ends), and makes the caller depend on it: tables that depend on
each other (an SCC, Tarjan's low-links) are completed together by the oldest of them, the
leader, whose rounds run the others again until nothing changes anywhere.  This is SLG
resolution's semantics for definite programs, computed by iteration (no suspension);
an answer found under delayed literals is conditional (``wfs.py``) until its SCC is
complete.

A complete table's answers come back in the order of SWI's answer trie where it is
knowable (tries.py), else in the order they were found.  A table is dropped when its
predicate's clauses change (a reconsult, an assert), and an incremental one when an
incremental dynamic predicate it depends on changes (``:- table p/1 as incremental``,
incremental.py).
"""

from __future__ import annotations

from collections.abc import Iterator

from logic_minimax.errors import PrologError
from logic_minimax.prolog.builtins import construct, det, moded, nondet, wfs
from logic_minimax.prolog.builtins.restraints import (
    answer_restraint,
    call_of,
    general,
    over_count,
    restraining,
    restraints,
)
from logic_minimax.prolog.builtins.tableadmin import declare
from logic_minimax.prolog.builtins.tablestate import (
    Table,
    Tabling,
    table_of,
    tabled_call,
    tabled_pred,
    tabling_of,
)
from logic_minimax.prolog.core import (
    NIL,
    Var,
    conjuncts,
    deref,
    domain_error,
    instantiation_error,
    type_error,
    unify,
)
from logic_minimax.prolog.database import Pred
from logic_minimax.prolog.interface import Solver
from logic_minimax.prolog.kinds import CONTROL, Cont
from logic_minimax.prolog.tries import answer_order
from logic_minimax.prolog.walk import copy_term, variant_key


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


def _specs_options(options: object) -> Iterator[object]:
    for t in conjuncts(options):
        if type(t) is Var:
            raise instantiation_error()
        if not (t in _OPTIONS or (type(t) is tuple and len(t) == 2 and t[0] in _OPTIONS)):
            raise domain_error("table_option", t)
        yield t


_OPTIONS = frozenset({"subsumptive", "variant", "incremental", "monotonic", "opaque", "lazy",
                      "dynamic", "shared", "private", "max_answers", "subgoal_abstract",
                      "answer_abstract"})
"""SWI's table options (answers here are those of variant tabling whatever the mode; the
restraints are restraints.py's)."""


@det("table", 1)
def table(s: Solver, g: tuple[object, ...]) -> bool:
    state = tabling_of(s)
    for spec, options in _specs(g[1]):
        if type(spec) is Var:
            raise instantiation_error()
        modes: tuple[moded.Mode, ...] | None = None
        if type(spec) is tuple and spec[0] == "/" and len(spec) == 3:
            name, arity = deref(spec[1]), deref(spec[2])
        elif type(spec) is tuple:
            name, arity = spec[0], len(spec) - 1
            modes = tuple(moded.mode(a) for a in spec[1:])
        else:
            name, arity = spec, 0
        if type(name) is not str or type(arity) is not int:
            raise type_error("predicate_indicator", spec)
        pred = s.engine.pred(name, arity)
        if pred.library:  # the program's own table (SWI's undefined/0 redefined)
            s.engine.own(pred)
        pred.tabled = True
        pred.control = CONTROL
        pred.builtin = tabled_call  # without clauses (nor dynamic) still unknown, as SWI
        for option in options:  # the last of incremental and opaque wins
            if option in ("incremental", "opaque"):
                pred.incremental = option == "incremental"
        state.modes[(name, arity)] = modes
        state.restraints[(name, arity)] = restraints(s, options)
        declare(s, state, (name, arity))
        if s.engine.loading is not None and pred.source is None:
            pred.source = s.engine.loading
    return True


@construct("$tbl_clauses", 1)
def tbl_clauses(s: Solver, g: tuple[object, ...], cb: int, depth: int, cont: Cont) -> Cont:
    """Run the tabled predicate's own clauses for the goal, from an empty delay list."""
    wfs.set_delays(s, tabling_of(s), None)
    return s.call_user(deref(g[1]), tabled_pred(s, g[1]), depth, cont)


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
    state = tabling_of(s)
    goal = deref(g[1])
    pred = tabled_pred(s, goal)
    name, arity = pred.name, pred.arity
    goal = call_of(s, state.restraints.get((name, arity)), goal)
    key = variant_key(goal)
    table = state.tables.get(key)
    if table is not None and (table.stamp != _stamp(pred) or table.invalid) \
            and not table.on_stack:
        table = None  # the clauses changed since, or (incremental) what it depends on
    if table is None:
        table = state.tables[key] = Table(pred, _stamp(pred), state.modes.get((name, arity)),
                                          copy_term(goal), key=key)
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
    elif table.dfn >= 0 and state.stack and table.dfn > state.stack[-1].round_start:
        # computed (waiting for its leader) during the caller's round already: its
        # answers are as new as a run would make them; the leader's rounds go on until
        # one adds nothing, and each of them computes every table again
        status = "evaluating"
        state.reads += 1
        top = state.stack[-1]
        top.low = min(top.low, table.low)
    else:
        status = "fresh"
    return unify(g[2], id(table), s.trail) and unify(g[3], status, s.trail)


@det("$tbl_call_of", 2)
def tbl_call_of(s: Solver, g: tuple[object, ...]) -> bool:
    """The call a fresh table computes: the goal's variant, or its abstraction
    (restraints.py)."""
    return unify(g[2], copy_term(table_of(s, g[1]).goal), s.trail)


@det("$tbl_tnot_check", 1)
def tbl_tnot_check(s: Solver, g: tuple[object, ...]) -> bool:
    """tnot/1's argument must be a call to a tabled predicate (SWI's errors), within its
    size bound (a call too large is not abstracted)."""
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
    call_of(s, tabling_of(s).restraints.get(key), goal, abstract=False)
    return True


@det("$tbl_negation", 1)
def tbl_negation(s: Solver, g: tuple[object, ...]) -> bool:
    """tnot/1 of the goal whose table ``$tbl_eval`` made (wfs.py)."""
    return wfs.negation(s, tabling_of(s), table_of(s, g[1]))


@det("$tbl_push", 1)
def tbl_push(s: Solver, g: tuple[object, ...]) -> bool:
    state = tabling_of(s)
    table = table_of(s, g[1])
    state.counter += 1
    table.dfn = table.low = state.counter
    table.on_stack = True
    state.stack.append(table)
    return True


@det("$tbl_round", 1)
def tbl_round(s: Solver, g: tuple[object, ...]) -> bool:
    state = tabling_of(s)
    if state.stack:
        state.counter += 1
        state.stack[-1].round_start = state.counter
    return unify(g[1], ("-", state.added, state.reads), s.trail)


@det("$tbl_add", 3)
def tbl_add(s: Solver, g: tuple[object, ...]) -> bool:
    """Add an answer to the table if it is new (or, for a moded table, better) and
    within its restraints (restraints.py), and fail (the next answer); succeed with what
    a restraint makes of it: ``over(General)`` if it is one too many, ``radial(Answer)``
    if too large."""
    state = tabling_of(s)
    table = table_of(s, g[1])
    answer = deref(g[2])
    modes = table.modes
    if modes is None:
        key = variant_key(answer)
        own = state.restraints.get((table.pred.name, table.pred.arity))
        if key not in table.keys and (own is not None or restraining(s)):
            verdict, answer = answer_restraint(s, own, table, answer)
            if verdict != "ok":
                return verdict != "drop" and unify(g[3], (verdict, answer), s.trail)
            if over_count(s, own, table):
                return unify(g[3], ("over", general(answer)), s.trail)
        _add_variant(state, table, answer, key)
    else:
        update = moded.add(state, table, answer)
        return update is not None and unify(g[3], update, s.trail)
    return False


@det("$tbl_add_restrained", 2)
def tbl_add_restrained(s: Solver, g: tuple[object, ...]) -> bool:
    """The most general answer of a table with too many (its condition the restraint)."""
    answer = deref(g[2])
    _add_variant(tabling_of(s), table_of(s, g[1]), answer, variant_key(answer))
    return True


def _add_variant(state: Tabling, table: Table, answer: object, key: object) -> None:
    new = key not in table.keys
    if new:
        table.keys[key] = len(table.answers)
        table.answers.append(copy_term(answer))
        state.added += 1
    if new or key in table.conds:
        wfs.add_condition(state, table, key, new, answer)


@det("$tbl_done", 2)
def tbl_done(s: Solver, g: tuple[object, ...]) -> bool:
    """'$tbl_done'(Handle, Added0-Reads0): fails if the round added answers and met a
    table being computed (another round); else the table leaves the stack, complete with
    its SCC if it leads one.  (A round that met none found all its answers: running the
    clauses again, as SWI never does, would repeat their side effects.)"""
    state = tabling_of(s)
    table = table_of(s, g[1])
    start = deref(g[2])
    if state.added != deref(start[1]) and state.reads != deref(start[2]) \
            and table.low >= table.dfn:
        return False  # a leader's round added answers and met a table being computed:
        # another (a table inside an SCC waits for its leader's rounds, which compute it
        # again)
    if table.low >= table.dfn and wfs.release(state, table):
        return False  # another round, with a waiting negation delayed
    if not state.stack or state.stack[-1] is not table:
        raise domain_error("table_on_top", deref(g[1]))
    state.stack.pop()
    table.on_stack = False
    if table.low >= table.dfn:  # a leader: it and the tables computed inside it are done
        scc: list[Table] = [table]
        keep: list[Table] = []
        for t in state.pending:
            (scc if t.dfn > table.dfn else keep).append(t)
        state.pending = keep
        scc = list(dict.fromkeys(scc))  # a table computed again is pending again
        wfs.complete(scc)
        done = {id(t) for t in scc}
        state.released = {site for site in state.released if site[1] not in done}
        for t in scc:
            t.complete = True
    else:
        state.pending.append(table)
        if state.stack:
            caller = state.stack[-1]
            caller.low = min(caller.low, table.low)
    return True


@nondet("$tbl_answer", 2)
def tbl_answer(s: Solver, g: tuple[object, ...]) -> Iterator[bool]:
    """The table's answers: for a table being computed, those found so far and while
    they are returned; a complete one's in the order of SWI's answer trie (tries.py).  A
    conditional one adds itself to the delay list."""
    table = table_of(s, g[1])
    if table.complete:
        if table.ordered is None:
            table.ordered = answer_order(table.answers) if table.modes is None \
                else moded.order(table)
        answers = table.ordered
    else:
        answers = table.answers
    at = 0
    while at < len(answers):
        answer = answers[at]
        at += 1
        mark = len(s.trail)
        if unify(g[2], copy_term(answer), s.trail):
            if table.conds:
                key = variant_key(answer)
                if key in table.conds:  # a moded one shown as its call, as SWI does
                    shown = g[2] if table.modes is None else copy_term(table.goal)
                    wfs.add_delay(s, tabling_of(s), ("+", table, key, shown))
            yield at < len(answers) or not table.complete
        s.undo(mark)


@det("$tbl_abandon", 0)
def tbl_abandon(s: Solver, g: object) -> bool:
    """An exception left a computation: its unfinished tables are dropped."""
    state = tabling_of(s)
    for t in [*state.stack, *state.pending]:
        t.on_stack = False
    state.tables = {k: t for k, t in state.tables.items() if t.complete}
    state.handles = {id(t): t for t in state.tables.values()}
    state.stack.clear()
    state.pending.clear()
    state.suspended.clear()
    state.released.clear()
    return True


@det("abolish_all_tables", 0)
def abolish_all_tables(s: Solver, g: object) -> bool:
    state = tabling_of(s)
    if state.stack:
        raise domain_error("no_active_tables", "abolish_all_tables")
    state.tables.clear()
    state.handles.clear()
    state.idg.clear()
    return True
