"""Tabling: ``:- table p/2.`` (variant tabling), with the moded forms
``:- table path(_, _, min).`` (answer subsumption, moded.py),
``abolish_all_tables/0``, and tabled negation ``tnot/1`` (under the well-founded
semantics, wfs.py), computed by SLG resolution as SWI-Prolog does it (slg.py).

A call to a tabled predicate looks up the table of its variant (``tabled_call``).  A
complete table gives its answers, in the order of SWI's answer trie where it is knowable
(tries.py), else in the order they were found.  A fresh one leads a new component: its
clauses run, each answer they find added to the table (the delimiter
``'$tbl_new_answer'/2`` adds it and fails), then the component's work (slg.py) until there
is none; its tables are then complete, and give their answers.  A call to a table still
being computed suspends (suspend.py): its continuation waits on the table's worklist, and
runs once for each of its answers.  An answer found under delayed literals is conditional
(wfs.py) until its component is complete; the component's well-founded model then
decides it.

A table is dropped when its predicate's clauses change (a reconsult, an assert), and an
incremental one when an incremental dynamic predicate it depends on changes (``:- table
p/1 as incremental``, incremental.py).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

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
from logic_minimax.prolog.builtins.suspend import suspend
from logic_minimax.prolog.builtins.tableadmin import declare
from logic_minimax.prolog.builtins.tablestate import (
    Table,
    Tabling,
    table_of,
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
from logic_minimax.prolog.kinds import CONTROL, FAIL, Cont
from logic_minimax.prolog.tries import answer_order
from logic_minimax.prolog.walk import copy_term, variant_key

if TYPE_CHECKING:
    from logic_minimax.prolog.interface import Engine


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


@construct("$tbl_clauses", 2)
def tbl_clauses(s: Solver, g: tuple[object, ...], cb: int, depth: int, cont: Cont) -> Cont:
    """'$tbl_clauses'(Handle, Goal): run the tabled predicate's own clauses for the goal,
    from an empty delay list, each solution ending at ``'$tbl_new_answer'(Handle, Goal)``
    (the delimiter a suspended call's continuation runs to: a node of its own)."""
    wfs.set_delays(s, tabling_of(s), None)
    answer = ("$tbl_new_answer", g[1], g[2])
    cont = (answer, s.engine.preds[("$tbl_new_answer", 2)], cb, depth, cont)
    return s.call_user(deref(g[2]), tabled_pred(s, g[2]), depth, cont)


def _stamp(pred: Pred) -> tuple[int, ...]:
    """What changes when the predicate's clauses (or its table's facts) change."""
    table = pred.table
    if table is None:
        return (pred.generation, len(pred.stored))  # changes with every assert and retract
    return (id(table), len(table), table.gen)


def tabled_call(s: Solver, goal: object, cb: int, depth: int, cont: Cont) -> Cont:
    """A call to a tabled predicate: a complete table's answers; a fresh table's leader
    computes it (library.pl's ``'$tbl_fresh'/3``, its clauses run on the call itself, or
    its abstraction: restraints.py); a call to a table still being computed suspends."""
    table, status, call = _lookup(s, goal)
    if status == "incomplete":
        suspend(s, table, goal, cont, tnot=False)
        return FAIL
    term: tuple[object, ...] = ("$tbl_answer", id(table), goal) if status == "complete" \
        else ("$tbl_fresh", id(table), goal, call)
    return (term, s.engine.pred_of(term), len(s.cps), depth, cont)


def system_tables(engine: Engine) -> None:
    """``undefined/0`` (``undefined :- tnot(undefined).``, library.pl) and the restraints'
    undefined ones (``answer_count_restraint/0``, ``radial_restraint/0``) are tabled."""
    for name in ("undefined", "answer_count_restraint", "radial_restraint"):
        pred = engine.pred(name, 0)
        pred.tabled = True
        pred.control = CONTROL
        pred.builtin = tabled_call
        pred.library = True


@det("$tbl_lookup", 3)
def tbl_lookup(s: Solver, g: tuple[object, ...]) -> bool:
    """'$tbl_lookup'(Goal, Handle, Status): the goal's table; Status is ``complete``,
    ``fresh`` (the caller leads its component) or ``incomplete`` (being computed: the
    components between merge into its own)."""
    table, status, _ = _lookup(s, g[1])
    return unify(g[2], id(table), s.trail) and unify(g[3], status, s.trail)


def _lookup(s: Solver, goal: object) -> tuple[Table, str, object]:
    """The goal's table, its status, and the call it is the table of."""
    state = tabling_of(s)
    goal = deref(goal)
    pred = tabled_pred(s, goal)
    name, arity = pred.name, pred.arity
    goal = call_of(s, state.restraints.get((name, arity)), goal)
    key = variant_key(goal)
    table = state.tables.get(key)
    if table is not None and table.complete and (table.stamp != _stamp(pred) or
                                                 table.invalid):
        table = None  # the clauses changed since, or (incremental) what it depends on
    if table is None:
        variables: dict[Var, object] = {}
        table = state.tables[key] = Table(pred, _stamp(pred), state.modes.get((name, arity)),
                                          copy_term(goal, variables), key=key,
                                          ground=not variables)
        state.idg.forget_callees(key)
    state.handles[id(table)] = table
    running = state.running
    if running is not None and pred.incremental and running.pred.incremental:
        state.idg.depend(running.key, key)
    if table.complete:
        return table, "complete", goal
    if table.worklist is None:
        table.worklist = state.create(table)
        return table, "fresh", goal
    state.join(table.worklist)
    return table, "incomplete", goal


@det("$tbl_call_of", 2)
def tbl_call_of(s: Solver, g: tuple[object, ...]) -> bool:
    """The call a fresh table computes: the goal's variant, or its abstraction
    (restraints.py)."""
    return unify(g[2], copy_term(table_of(s, g[1]).goal), s.trail)


@det("$tbl_running", 2)
def tbl_running(s: Solver, g: tuple[object, ...]) -> bool:
    """'$tbl_running'(Handle, Outer): the table's leader runs; Outer names the table that
    ran before (0 if none), for ``'$tbl_finish'/3`` to put back."""
    state = tabling_of(s)
    outer = state.running
    state.running = table_of(s, g[1])
    return unify(g[2], 0 if outer is None else id(outer), s.trail)


def _restore_running(s: Solver, outer: object) -> None:
    outer = deref(outer)
    tabling_of(s).running = None if outer == 0 else table_of(s, outer)


@det("$tbl_finish", 3)
def tbl_finish(s: Solver, g: tuple[object, ...]) -> bool:
    """'$tbl_finish'(Handle, Outer, Status): the leader's component has no work left:
    its tables are complete (Status ``complete``), their conditional answers decided
    (wfs.py); or it merged into an enclosing one (``incomplete``), and its answers go to
    its caller as a follower's."""
    state = tabling_of(s)
    table = table_of(s, g[1])
    wl = table.worklist
    _restore_running(s, g[2])
    if wl is None or wl.leads is None:
        raise domain_error("table_leader", deref(g[1]))
    scc = wl.leads
    tables = state.finish(scc)
    if tables is not None:
        wfs.complete(tables)
        return unify(g[3], "complete", s.trail)
    wl.make_follower()
    return unify(g[3], "incomplete", s.trail)


@det("$tbl_abandon", 2)
def tbl_abandon(s: Solver, g: tuple[object, ...]) -> bool:
    """'$tbl_abandon'(Handle, Outer): an exception left the leader: the tables still being
    computed in its component are dropped."""
    state = tabling_of(s)
    table = table_of(s, g[1])
    _restore_running(s, g[2])
    wl = table.worklist
    if wl is not None and wl.leads is not None:
        for t in state.discard(wl.leads):
            t.worklist = None
            if state.tables.get(t.key) is t:
                del state.tables[t.key]
            state.handles.pop(id(t), None)
    return True


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


@construct("$tbl_negation", 2)
def tbl_negation(s: Solver, g: tuple[object, ...], cb: int, depth: int, cont: Cont) -> Cont:
    """'$tbl_negation'(Handle, Goal): tnot/1 of the table's goal: false if it has an
    unconditional answer; delayed if it has conditional ones; true if it is complete
    without answers.  Of a table still being computed without answers, it suspends
    (negatively) until its component has no other work (slg.py)."""
    table = table_of(s, g[1])
    if table.unconditional():
        return FAIL
    if table.answers:
        wfs.add_delay(s, tabling_of(s), ("-", table))
        return cont
    if table.complete:
        return cont
    wl = table.worklist
    assert wl is not None
    if not wl.negative:
        wl.negative = True
        wl.component.negative.append(wl)
    suspend(s, table, g[2], cont, tnot=True)
    return FAIL


@construct("$tbl_new_answer", 2)
def tbl_new_answer(s: Solver, g: tuple[object, ...], cb: int, depth: int, cont: Cont
                   ) -> Cont:
    """'$tbl_new_answer'(Handle, Answer), where a continuation ends: the answer is added
    to the table if it is new (or, for a moded table, better) and within its restraints
    (restraints.py); then it fails (the next answer), or runs what a restraint makes of
    it (library.pl's ``'$tbl_restrain'/2``), or succeeds when the answer completes the
    table (an unconditional answer to a call without variables: SWI's early
    completion)."""
    verdict = _add(s, table_of(s, g[1]), deref(g[2]))
    if verdict is None:
        return FAIL
    if verdict == "!":
        return cont
    goal = ("$tbl_restrain", verdict, g[1])
    return (goal, s.engine.pred_of(goal), cb, depth, cont)


def _add(s: Solver, table: Table, answer: object) -> object:
    """Add the answer: None, or what the restraints make of it (``over(General)`` if it
    is one too many, ``radial(Answer)`` if too large, ``update(...)`` for a moded
    table's aggregate to compute), or ``!`` if it completes the table."""
    state = tabling_of(s)
    if table.modes is not None:
        return moded.add(state, table, answer)  # type: ignore[arg-type]
    key = variant_key(answer)
    if key not in table.keys:
        own = state.restraints.get((table.pred.name, table.pred.arity))
        if own is not None or restraining(s):
            verdict, answer = answer_restraint(s, own, table, answer)
            if verdict != "ok":
                return None if verdict == "drop" else (verdict, answer)
            if over_count(s, own, table):
                return ("over", general(answer))
    elif key not in table.conds:
        return None
    add_variant(state, table, answer, key)
    return "!" if state.delays is None and table.ground else None


@det("$tbl_add_restrained", 2)
def tbl_add_restrained(s: Solver, g: tuple[object, ...]) -> bool:
    """The most general answer of a table with too many (its condition the restraint)."""
    answer = deref(g[2])
    add_variant(tabling_of(s), table_of(s, g[1]), answer, variant_key(answer))
    return True


def add_variant(state: Tabling, table: Table, answer: object, key: object) -> None:
    new = key not in table.keys
    if new:
        table.store(key, answer)
    if key in table.conds or (new and state.delays is not None):  # (else it is true)
        wfs.add_condition(state, table, key, new, answer)
    if new:
        table.added(key)


@nondet("$tbl_answer", 2)
def tbl_answer(s: Solver, g: tuple[object, ...]) -> Iterator[bool]:
    """A complete table's answers, in the order of SWI's answer trie (tries.py).  A
    conditional one adds itself to the delay list."""
    table = table_of(s, g[1])
    if table.ordered is None:
        table.ordered = answer_order(table.answers) if table.modes is None \
            else moded.order(table)
    answers = table.ordered
    at = 0
    while at < len(answers):
        answer = answers[at]
        at += 1
        mark = len(s.trail)
        if unify(g[2], copy_term(answer) if table.open else answer, s.trail):
            if table.conds:
                key = variant_key(answer)
                if key in table.conds:  # a moded one shown as its call, as SWI does
                    shown = g[2] if table.modes is None else copy_term(table.goal)
                    wfs.add_delay(s, tabling_of(s), ("+", table, key, shown))
            yield at < len(answers)
        s.undo(mark)


@det("abolish_all_tables", 0)
def abolish_all_tables(s: Solver, g: object) -> bool:
    state = tabling_of(s)
    if state.current is not None:
        raise domain_error("no_active_tables", "abolish_all_tables")
    state.tables.clear()
    state.handles.clear()
    state.idg.clear()
    return True
