"""The well-founded semantics of tabled negation, as SWI-Prolog gives it: answers that are
*undefined* carry delay lists (SLG resolution's delayed literals), shown by
``call_delays/2`` and ``undefined/0`` (and as residual programs, residual.py).

A goal runs with a *delay list* (kept here, undone on backtracking as a binding is): a
call to a tabled predicate that returns a conditional answer delays that answer; tnot/1 of
a table that has conditional answers only delays the negation and succeeds (tabling.py,
and slg.py for a negation of a table still being computed).  A clause of a tabled
predicate runs with an empty list, and the list it ends with is its answer's condition (a
delay list; an answer derived several ways keeps each, an unconditional one none).  When
a component of tables is complete, its conditional answers form a propositional program,
whose well-founded model (the alternating fixpoint) decides each: true answers lose their
conditions, false ones leave the table, undefined ones keep their delay lists without the
literals now known true (SWI's simplification, and its answer completion).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from logic_minimax.prolog.builtins import det
from logic_minimax.prolog.builtins.tablestate import tabling_of
from logic_minimax.prolog.continuation import conjunction
from logic_minimax.prolog.core import Undo, deref, domain_error, unify
from logic_minimax.prolog.interface import Solver
from logic_minimax.prolog.walk import copy_term

if TYPE_CHECKING:
    from logic_minimax.prolog.builtins.tablestate import Table, Tabling
    from logic_minimax.prolog.interface import Engine

Item = tuple[object, ...]
"""A delayed literal: ``("+", table, answer key)``, an answer of a table, or ``("-",
table)``, tnot/1 of the table's call; in a running goal's list, an answer's item has the
call it answers last (as the toplevel shows it)."""
Chain = tuple[Item, "Chain"] | None
"""A delay list, newest first, as a linked list (a literal is added in constant time)."""


class _Undo(Undo):
    """Puts the delay list back as it was.  Where a stretch of the trail is undone oldest
    first, the oldest entry undone restores its list and the newer ones, which see an
    older list than the one they made, keep it."""

    __slots__ = ("old", "old_seq", "seq", "state")

    def __init__(self, state: Tabling) -> None:
        self.state = state
        self.old = state.delays
        self.old_seq = state.delays_seq
        state.counter += 1
        self.seq = state.delays_seq = state.counter

    def restore(self) -> None:
        state = self.state
        if self.seq <= state.delays_seq:
            state.delays = self.old
            state.delays_seq = self.old_seq


def set_delays(s: Solver, state: Tabling, chain: Chain) -> None:
    s.trail.append(_Undo(state))
    state.delays = chain


def add_delay(s: Solver, state: Tabling, item: Item) -> None:
    set_delays(s, state, (item, state.delays))


def items(chain: Chain) -> tuple[Item, ...]:
    out = []
    while chain is not None:
        out.append(chain[0])
        chain = chain[1]
    return tuple(out)


def add_condition(state: Tabling, table: Table, key: object, new: bool,
                  answer: object) -> None:
    """The answer ``key`` (just added if ``new``) was derived under the delay list.  A
    new list is kept with its goals as they were called, copied together with the
    answer (``shapes``): the variables they share with it (``p(X) :- q(X)``)."""
    chain = items(state.delays)
    delays = tuple(i[:3] for i in chain)
    conds = table.conds
    if not delays:
        if not new:
            conds.pop(key, None)  # a conditional answer became true
        return
    if new:
        conds[key] = [delays]
    elif key in conds and delays not in conds[key]:
        conds[key].append(delays)
    else:
        return
    table.shapes[(key, delays)] = copy_term(("$shape", answer, *map(literal_goal, chain)))


# -- completing an SCC: the well-founded model of its conditional answers ------------

_TRUE, _FALSE, _UNDEFINED = 1, 0, -1


def complete(scc: list[Table]) -> None:
    """Decide the conditional answers of the SCC's tables, now that no round adds any."""
    inside = {id(t) for t in scc}
    rules: dict[Item, list[tuple[Item, ...]]] = {}
    for t in scc:
        for key, lists in t.conds.items():
            rules[("+", t, key)] = lists
    if not rules:
        return
    truth = _well_founded(rules, inside)
    for t in scc:
        if not t.conds:
            continue
        false = {key for key in t.conds if truth[("+", t, key)] == _FALSE}
        shapes: dict[tuple[object, tuple[Item, ...]], object] = {}
        for key in list(t.conds):
            if truth[("+", t, key)] == _TRUE:
                del t.conds[key]
            elif key not in false:
                t.conds[key] = _simplified(t, key, truth, inside, shapes)
        t.shapes = shapes
        if false:
            for key in false:
                del t.conds[key]
            kept = [(k, t.answers[i]) for k, i in t.keys.items() if k not in false]
            t.answers[:] = [a for _, a in kept]
            t.keys = {k: i for i, (k, _) in enumerate(kept)}


def _value(lit: Item, truth: dict[Item, int], inside: set[int]) -> int:
    """A literal's truth: of an answer or negation decided already, or known from a
    complete table outside the SCC."""
    table: Table = lit[1]  # type: ignore[assignment]
    if lit[0] == "+":
        key = lit[2]
        if key not in table.keys:
            return _FALSE
        if key not in table.conds:
            return _TRUE
        return truth.get(lit, _UNDEFINED) if id(table) in inside else _UNDEFINED
    if len(table.answers) > len(table.conds):
        return _FALSE
    if id(table) in inside:
        values = [truth.get(("+", table, k), _UNDEFINED) for k in table.conds]
        return (_FALSE if _TRUE in values else _UNDEFINED if _UNDEFINED in values
                else _TRUE)
    return _UNDEFINED if table.answers else _TRUE


def _well_founded(rules: dict[Item, list[tuple[Item, ...]]],
                  inside: set[int]) -> dict[Item, int]:
    """The alternating fixpoint: ``true`` grows (negations judged against what may be
    true), ``possible`` shrinks (negations judged against what is true) until both
    stay."""
    true: set[Item] = set()
    possible = _least(rules, inside, true, optimistic=True)
    while True:
        new_true = _least(rules, inside, possible, optimistic=False)
        new_possible = _least(rules, inside, new_true, optimistic=True)
        if new_true == true and new_possible == possible:
            break
        true, possible = new_true, new_possible
    return {atom: _TRUE if atom in true else _UNDEFINED if atom in possible else _FALSE
            for atom in rules}


def _least(rules: dict[Item, list[tuple[Item, ...]]], inside: set[int], other: set[Item],
           optimistic: bool) -> set[Item]:
    """The least model of the rules with each negation (and each literal undefined
    outside the SCC) read against ``other``: true when ``optimistic``, for what may be
    true, false otherwise.  Counting, so linear in the rules' size."""
    heads: list[Item] = []
    need: list[int] = []
    waiting: dict[Item, list[int]] = {}
    ready: list[Item] = []
    for atom, lists in rules.items():
        for delays in lists:
            rule = len(heads)
            heads.append(atom)
            count = 0
            for lit in delays:
                if lit in rules:
                    count += 1
                    waiting.setdefault(lit, []).append(rule)
                elif not _holds(lit, inside, other, optimistic):
                    count = -1
                    break
            need.append(count)
            if count == 0:
                ready.append(atom)
    model: set[Item] = set()
    while ready:
        atom = ready.pop()
        if atom in model:
            continue
        model.add(atom)
        for rule in waiting.get(atom, ()):
            if need[rule] > 0:
                need[rule] -= 1
                if need[rule] == 0:
                    ready.append(heads[rule])
    return model


def _holds(lit: Item, inside: set[int], other: set[Item], optimistic: bool) -> bool:
    table: Table = lit[1]  # type: ignore[assignment]
    if lit[0] == "-" and id(table) in inside and len(table.answers) == len(table.conds):
        return not any(("+", table, k) in other for k in table.conds)
    value = _value(lit, {}, inside)
    return value == _TRUE or (value == _UNDEFINED and optimistic)


def _simplified(table: Table, key: object, truth: dict[Item, int], inside: set[int],
                shapes: dict[tuple[object, tuple[Item, ...]], object]
                ) -> list[tuple[Item, ...]]:
    """An undefined answer's delay lists without true literals, false ones dropped (and
    their goals in ``shapes`` alike)."""
    out: list[tuple[Item, ...]] = []
    for delays in table.conds[key]:
        values = [_value(lit, truth, inside) for lit in delays]
        if _FALSE in values:
            continue
        at = [i for i, v in enumerate(values) if v != _TRUE]
        kept = tuple(delays[i] for i in at)
        if kept and kept not in out:
            out.append(kept)
            shape: tuple[object, ...] = table.shapes[(key, delays)]  # type: ignore[assignment]
            shapes[(key, kept)] = ("$shape", shape[1], *(shape[2 + i] for i in at))
    return out


# -- delays as goals ------------------------------------------------------------------

def literal_goal(item: Item) -> object:
    """A literal of the running goal's list as a goal: the call it answers, or tnot/1 of
    a copy of the table's."""
    if item[0] == "-":
        return ("tnot", copy_term(item[1].goal))  # type: ignore[attr-defined]
    return item[3]


def delays_goal(delays: Iterable[Item]) -> object:
    """The delay list as SWI shows it: a conjunction, newest first (``true`` if empty)."""
    return conjunction([literal_goal(i) for i in delays])


def toplevel_delays(engine: Engine) -> tuple[Item, ...]:
    """The delays of the toplevel's current answer."""
    state = engine.tabling
    return () if state is None else items(state.delays)


def reset(engine: Engine) -> None:
    """A toplevel goal starts without delays."""
    state = engine.tabling
    if state is not None:
        state.delays = None
        state.saved.clear()


# -- the built-ins -------------------------------------------------------------------

@det("$tbl_delays_save", 1)
def delays_save(s: Solver, g: tuple[object, ...]) -> bool:
    """call_delays/2 begins: the delays so far are put aside (a number names them)."""
    state = tabling_of(s)
    state.counter += 1
    key = state.counter
    state.saved[key] = state.delays
    set_delays(s, state, None)
    return unify(g[1], key, s.trail)


@det("$tbl_delays_restore", 2)
def delays_restore(s: Solver, g: tuple[object, ...]) -> bool:
    """call_delays/2 ends: its goal's delays as a goal, then added to those put aside."""
    state = tabling_of(s)
    saved = deref(g[1])
    if saved not in state.saved:
        raise domain_error("saved_delays", saved)
    mine = items(state.delays)
    chain = state.saved[saved]
    for item in reversed(mine):
        chain = (item, chain)
    set_delays(s, state, chain)
    return unify(g[2], delays_goal(mine), s.trail)
