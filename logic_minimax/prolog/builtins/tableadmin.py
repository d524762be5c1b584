"""The tables as data (SWI's library(tables), after XSB's): ``abolish_table_pred/1``,
``abolish_table_call/1,2``, ``abolish_table_subgoals/1,2``, ``get_calls/3``,
``get_call/3``, ``get_returns/2``, ``get_returns_and_tvs/3``, ``get_returns_for_call/2``,
``current_table/2``,
``tfindall/3``,
``abolish_nonincremental_tables/0,1`` (``gc_tables/1`` is XSB's, which SWI has only in
its XSB dialect).

A table is named by a handle (an integer here, a trie blob in SWI); its call's return
skeleton is ``ret(V1, ..., Vn)``, the variables of the call (``ret`` when it has none).
"""

from __future__ import annotations

from collections.abc import Iterator

from logic_minimax.prolog.builtins import construct, det, moded, nondet, with_last
from logic_minimax.prolog.builtins.incremental import tabled_goal
from logic_minimax.prolog.builtins.tablestate import Table, Tabling, tabling_of
from logic_minimax.prolog.core import (
    Var,
    deref,
    domain_error,
    error,
    instantiation_error,
    make_list,
    proper_list,
    type_error,
    unify,
)
from logic_minimax.prolog.interface import Solver
from logic_minimax.prolog.kinds import Cont
from logic_minimax.prolog.tries import answer_order, trie_order
from logic_minimax.prolog.walk import copy_term, is_acyclic, term_vars, variant_key


def _skeleton(call: object) -> object:
    variables = term_vars(call)
    return ("ret", *variables) if variables else "ret"


def _destroy(state: Tabling, table: Table) -> None:
    """Destroy a complete table and, as SWI, every table with an answer conditional on
    one destroyed (a delay list naming it).  A table being computed is left to finish
    (SWI destroys it when it completes)."""
    doomed = [table]
    while doomed:
        table = doomed.pop()
        if not table.complete or state.tables.get(table.key) is not table:
            continue
        del state.tables[table.key]
        state.handles.pop(id(table), None)
        state.idg.forget(table.key)
        doomed.extend(t for t in state.tables.values() if any(
            item[1] is table for lists in t.conds.values() for delays in lists
            for item in delays))


@nondet("current_table", 2)
def current_table(s: Solver, g: tuple[object, ...]) -> Iterator[bool]:
    """current_table(Variant, Table): the table of the variant (every table for a
    variable), with its handle."""
    found = _variant_tables(s, g[1])
    for table, more in with_last(found):
        mark = len(s.trail)
        tabling_of(s).handles[id(table)] = table
        if unify(g[1], copy_term(table.goal), s.trail) and unify(g[2], id(table), s.trail):
            yield more
        s.undo(mark)


def _variant_tables(s: Solver, call: object) -> list[Table]:
    """As SWI's ``current_table/2``: the table of the call's variant, or every table (in
    the order of SWI's table of tables) when the call is a variable."""
    call = deref(call)
    if type(call) is Var:  # the program's tables (SWI's undefined/0 is the system's)
        tables = [t for t in tabling_of(s).tables.values() if not t.pred.library]
        return [tables[i] for i in trie_order([t.goal for t in tables])]
    key = variant_key(call)
    return [t for t, _, _ in _calls(s, call) if t.key == key]


def _abolish_subgoals(s: Solver, goal: object) -> None:
    """Every table whose call unifies with the goal (none unless it is tabled); a cyclic
    goal is an error (SWI looks it up in its trie of calls)."""
    if not is_acyclic(goal):
        raise domain_error("acyclic_term", deref(goal))
    if tabled_goal(s, goal) is None:
        return
    state = tabling_of(s)
    for table in list(state.tables.values()):
        trail: list[Var] = []
        if unify(copy_term(table.goal), goal, trail):
            _destroy(state, table)
        for v in trail:
            v.ref = None


@det("abolish_table_pred", 1)
def abolish_table_pred(s: Solver, g: tuple[object, ...]) -> bool:
    spec = deref(g[1])
    if type(spec) is Var:
        raise instantiation_error()
    if type(spec) is tuple and spec[0] == "/" and len(spec) == 3:
        name, arity = deref(spec[1]), deref(spec[2])
        if type(name) is Var or type(arity) is Var:
            raise instantiation_error()
        if type(name) is not str:
            raise type_error("atomic", name)
        if type(arity) is not int:
            raise type_error("integer", arity)
    elif type(spec) is str:
        name, arity = spec, 0
    elif type(spec) is tuple:
        name, arity = spec[0], len(spec) - 1
    else:
        raise type_error("callable_or_predicate_indicator", (":", "user", spec))
    _abolish_subgoals(s, name if arity == 0 else (name, *(Var() for _ in range(arity))))
    return True


@det("abolish_table_call abolish_table_subgoals", 1)
def abolish_table_call(s: Solver, g: tuple[object, ...]) -> bool:
    _abolish_subgoals(s, g[1])
    return True


@det("abolish_table_call abolish_table_subgoals", 2)
def abolish_table_call2(s: Solver, g: tuple[object, ...]) -> bool:
    options = proper_list(g[2])
    known = ("abolish_tables_transitively", "abolish_tables_singly")
    if options and not any(deref(o) in known for o in options):
        raise error(("domain_error", make_list(list(known)), deref(g[2])))
    _abolish_subgoals(s, g[1])
    return True


@det("abolish_nonincremental_tables", 0, 1)
def abolish_nonincremental_tables(s: Solver, g: object) -> bool:
    """Every complete table of a predicate that is not incremental; a table still being
    computed is an error, or skipped with ``on_incomplete(skip)`` (alone or in a list)."""
    skip = False
    if type(g) is tuple:
        options = deref(g[1])
        items = [options] if type(options) is tuple and options[0] == "on_incomplete" \
            else proper_list(options)
        skip = any(deref(o) == ("on_incomplete", "skip") for o in items)
    state = tabling_of(s)
    for table in list(state.tables.values()):
        if table.pred.incremental:
            continue
        if not table.complete:
            if skip:
                continue
            raise error(("permission_error", "abolish", "incomplete_table", id(table)))
        _destroy(state, table)
    return True


def _calls(s: Solver, goal: object) -> Iterator[tuple[Table, object, object]]:
    """The tables whose call unifies with the goal: each with a fresh copy of its call
    and return skeleton."""
    if tabled_goal(s, goal) is None:
        return
    tables = list(tabling_of(s).tables.values())
    for table in (tables[i] for i in trie_order([t.goal for t in tables])):
        pair = copy_term(("-", table.goal, _skeleton(table.goal)))
        yield table, pair[1], pair[2]  # type: ignore[index]


def _answer(s: Solver, g: tuple[object, ...], found: list[tuple[Table, object, object]]
            ) -> Iterator[bool]:
    state = tabling_of(s)
    for (table, call, skeleton), more in with_last(found):
        mark = len(s.trail)
        state.handles[id(table)] = table
        if unify(g[1], call, s.trail) and unify(g[2], id(table), s.trail) \
                and unify(g[3], skeleton, s.trail):
            yield more
        s.undo(mark)


@nondet("get_calls", 3)
def get_calls(s: Solver, g: tuple[object, ...]) -> Iterator[bool]:
    """get_calls(Goal, Table, Return): the tables whose call unifies with Goal."""
    return _answer(s, g, list(_calls(s, g[1])))


@nondet("get_call", 3)
def get_call(s: Solver, g: tuple[object, ...]) -> Iterator[bool]:
    """get_call(Goal, Table, Return): the table of Goal's variant."""
    key = variant_key(deref(g[1]))
    return _answer(s, g, [c for c in _calls(s, g[1]) if c[0].key == key])


def _returns(s: Solver, handle: object) -> list[tuple[object, str]]:
    """Each answer of the table as its return skeleton, with its truth value: ``t``, or
    ``u`` when it is conditional (wfs.py); a moded table's with its moded arguments."""
    table = tabling_of(s).handles.get(deref(handle))
    if table is None:
        raise type_error("trie", deref(handle))
    returns = []
    answers = answer_order(table.answers) if table.modes is None else moded.order(table)
    for answer in answers:
        pair = copy_term(("-", table.goal, _skeleton(table.goal)))
        trail: list[Var] = []
        unify(pair[1], copy_term(answer), trail)  # type: ignore[index]
        returns.append((copy_term(pair[2]),  # type: ignore[index]
                        "u" if variant_key(answer) in table.conds else "t"))
        for v in trail:
            v.ref = None
    return returns


@nondet("get_returns", 2)
def get_returns(s: Solver, g: tuple[object, ...]) -> Iterator[bool]:
    """get_returns(Table, Return): the answers of the table as its return skeleton."""
    for (skeleton, _), more in with_last(_returns(s, g[1])):
        mark = len(s.trail)
        if unify(g[2], skeleton, s.trail):
            yield more
        s.undo(mark)


@nondet("get_returns_and_tvs", 3)
def get_returns_and_tvs(s: Solver, g: tuple[object, ...]) -> Iterator[bool]:
    """get_returns_and_tvs(Table, Return, TruthValue): get_returns/2, with ``t`` or
    ``u``."""
    for (skeleton, truth), more in with_last(_returns(s, g[1])):
        mark = len(s.trail)
        if unify(g[2], skeleton, s.trail) and unify(g[3], truth, s.trail):
            yield more
        s.undo(mark)


@nondet("get_returns_for_call", 2)
def get_returns_for_call(s: Solver, g: tuple[object, ...]) -> Iterator[bool]:
    """get_returns_for_call(Call, Answer): each answer of the table of Call's variant (of
    every table when Call is a variable, as SWI's ``current_table/2``)."""
    found: list[tuple[object, object]] = []
    for table in _variant_tables(s, g[1]):
        goal = copy_term(table.goal)
        found.extend((goal, copy_term(a)) for a in answer_order(table.answers))
    for (goal, answer), more in with_last(found):
        mark = len(s.trail)
        if unify(g[1], goal, s.trail) and unify(g[2], answer, s.trail):
            yield more
        s.undo(mark)


@construct("tfindall", 3)
def tfindall(s: Solver, g: tuple[object, ...], cb: int, depth: int, cont: Cont) -> Cont:
    """XSB's findall over tables; SWI's is findall/3."""
    term = ("findall", *g[1:])
    return (term, s.engine.pred_of(term), len(s.cps), depth, cont)


def declare(s: Solver, state: Tabling, key: tuple[str, int]) -> None:
    """A table directive for the predicate: SWI adds a ``'$table_mode'/3`` clause for
    each (of the file, gone when it is consulted again), and enumerates the tables once
    per clause where it looks them up through it (``get_residual/2``)."""
    source = s.engine.loading
    mine = (source, s.engine.sources.get(source) if source is not None else None)
    state.declared[key] = [*_live(s, state.declared.get(key, [])), mine]


def _live(s: Solver, declared: list[tuple[str | None, object]]) -> list[tuple[str | None, object]]:
    return [(source, run) for source, run in declared
            if source is None or s.engine.sources.get(source) is run]


def declarations(s: Solver, key: tuple[str, int]) -> int:
    """The predicate's table directives still in force (one at least)."""
    return max(1, len(_live(s, tabling_of(s).declared.get(key, []))))
