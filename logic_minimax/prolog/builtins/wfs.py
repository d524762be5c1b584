"""The well-founded semantics of tabled negation, as SWI-Prolog gives it: answers that are
*undefined* carry delay lists (SLG resolution's delayed literals), shown by the toplevel
as a ``% WFS residual program`` and by ``call_delays/2``, ``delays_residual_program/2``,
``answer_residual/2``, ``get_residual/2`` (XSB's) and ``undefined/0``.

A goal runs with a *delay list* (kept here, undone on backtracking as a binding is): a
call to a tabled predicate that returns a conditional answer delays that answer; tnot/1 of
a table that has conditional answers only delays the negation and succeeds.  tnot/1 of a
table still being computed without answers (a loop through negation) waits: it fails
until its SCC reaches a fixpoint, then the latest waiting call is delayed and the SCC
runs again, until none waits (SLG's negative suspensions, resumed as SWI does).  A
clause of a tabled predicate runs with an empty list, and the list it ends with is its
answer's condition (a delay list; an answer derived several ways keeps each, an
unconditional one none).  When an SCC of tables is complete, its conditional answers
form a propositional program, whose well-founded model (the alternating fixpoint)
decides each: true answers lose their conditions, false ones leave the table, undefined
ones keep their delay lists without the literals now known true (SWI's simplification,
and its answer completion).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING

from logic_minimax.prolog.builtins import det, nondet, with_last
from logic_minimax.prolog.core import Var, deref, domain_error, make_list, unify
from logic_minimax.prolog.machine import Solver
from logic_minimax.prolog.tries import trie_order
from logic_minimax.prolog.walk import copy_term, variant_key

if TYPE_CHECKING:
    from logic_minimax.prolog.builtins.tabling import Table, Tabling
    from logic_minimax.prolog.engine import Engine

Item = tuple[object, ...]
"""A delayed literal: ``("+", table, answer key)``, an answer of a table, or ``("-",
table)``, tnot/1 of the table's call; in a running goal's list, an answer's item has the
call it answers last (as the toplevel shows it)."""
Chain = tuple[Item, "Chain"] | None
"""A delay list, newest first, as a linked list (a literal is added in constant time)."""


class _Undo(Var):
    """A trail entry that puts the delay list back as it was (the trail undoes an entry by
    setting its ``ref`` to None).  The trail undoes a stretch of entries oldest first, so
    the oldest entry undone restores its list and the newer ones, which see an older
    list than the one they made, keep it."""

    __slots__ = ("old", "old_seq", "seq", "state")

    def __init__(self, state: Tabling) -> None:
        self.state = state
        self.old = state.delays
        self.old_seq = state.delays_seq
        state.counter += 1
        self.seq = state.delays_seq = state.counter

    @property
    def ref(self) -> object:
        return None

    @ref.setter
    def ref(self, value: object) -> None:
        state = getattr(self, "state", None)
        if value is None and state is not None and self.seq <= state.delays_seq:
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


def add_condition(state: Tabling, table: Table, key: object, new: bool) -> None:
    """The answer ``key`` (just added if ``new``) was derived under the delay list."""
    delays = tuple(i[:3] for i in items(state.delays))
    conds = table.conds
    if not delays:
        if not new and conds.pop(key, None) is not None:
            state.added += 1  # a conditional answer became true
        return
    if new:
        conds[key] = [delays]
    elif key in conds and delays not in conds[key]:
        conds[key].append(delays)
        state.added += 1


def negation(s: Solver, state: Tabling, table: Table) -> bool:
    """tnot/1 of the table's goal: false if it has a true answer; delayed if it has
    conditional ones; true if it is complete without answers.  Of a table still being
    computed without answers, it waits (fails for now, SLG's suspension) until the SCC
    can do nothing else and ``release`` lets it be delayed."""
    if len(table.answers) > len(table.conds):
        return False
    if table.answers:
        add_delay(s, state, ("-", table))
    elif not table.complete:
        site = (id(state.stack[-1]) if state.stack else 0, id(table))
        if site not in state.released:
            state.suspended.pop(site, None)  # now the latest
            state.suspended[site] = table
            return False
        add_delay(s, state, ("-", table))
    return True


def release(state: Tabling, leader: Table) -> bool:
    """At the fixpoint of the SCC ``leader`` leads: the tnot/1 call that waited last on
    one of its tables (still without answers) is delayed from the next round on, as
    SWI resumes the latest negative suspension first; false if none waits."""
    mine = [(site, t) for site, t in state.suspended.items() if t.dfn >= leader.dfn]
    for site, _ in mine:
        del state.suspended[site]
    for site, t in reversed(mine):
        if not t.answers and site not in state.released:
            state.released.add(site)
            return True
    return False


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
        for key in list(t.conds):
            if truth[("+", t, key)] == _TRUE:
                del t.conds[key]
            elif key not in false:
                t.conds[key] = _simplified(t.conds[key], truth, inside)
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


def _simplified(lists: list[tuple[Item, ...]], truth: dict[Item, int],
                inside: set[int]) -> list[tuple[Item, ...]]:
    """An undefined answer's delay lists without true literals, false ones dropped."""
    out: list[tuple[Item, ...]] = []
    for delays in lists:
        values = [_value(lit, truth, inside) for lit in delays]
        if _FALSE in values:
            continue
        kept = tuple(lit for lit, v in zip(delays, values, strict=True) if v != _TRUE)
        if kept and kept not in out:
            out.append(kept)
    return out


# -- delays as goals, and the residual program ---------------------------------------

def _goal(item: Item) -> object:
    """The literal as a goal: the running goal's own call, else a copy of the table's."""
    table: Table = item[1]  # type: ignore[assignment]
    if item[0] == "-":
        return ("tnot", copy_term(table.goal))
    if len(item) > 3:
        return item[3]
    at = table.keys.get(item[2])
    return copy_term(table.goal if at is None else table.answers[at])


def _conjunction(goals: list[object]) -> object:
    if not goals:
        return "true"
    out = goals[-1]
    for g in reversed(goals[:-1]):
        out = (",", g, out)
    return out


def delays_goal(delays: Iterable[Item]) -> object:
    """The delay list as SWI shows it: a conjunction, newest first (``true`` if empty)."""
    return _conjunction([_goal(i) for i in delays])


def _condition(table: Table, key: object) -> object:
    """An answer's condition: its delay lists, the latest first, as a disjunction."""
    lists = table.conds.get(key)
    if not lists:
        return "true"
    out = _conjunction([_goal(i) for i in lists[0]])
    for delays in lists[1:]:
        out = (";", _conjunction([_goal(i) for i in delays]), out)
    return out


def _answers(state: Tabling, goal: object) -> Iterator[tuple[Table, object, object]]:
    """Each table whose call unifies with the goal, and each of its answers (with its
    key), the goal's variables left unbound: in the order of SWI's tries (its table of
    tables, then the table's answers)."""
    tables = [t for t in state.tables.values() if t.modes is None and t.goal is not None]
    for table in (tables[i] for i in trie_order([t.goal for t in tables])):
        keyed = list(table.keys.items())
        for key, at in (keyed[i] for i in trie_order([table.answers[a] for _, a in keyed])):
            trail: list[Var] = []
            if unify(goal, table.goal, trail) and unify(goal, table.answers[at], trail):
                yield table, key, table.answers[at]
            for v in trail:
                v.ref = None


def _answer_of(state: Tabling, goal: object) -> tuple[Table, object] | None:
    """The answer a delayed goal stands for: of its variant table, else of a more general
    one (as SWI's ``residual_program//4``)."""
    goal = deref(goal)
    found = state.tables.get(variant_key(goal))
    candidates = [found] if found is not None else []
    candidates += [t for t in state.tables.values() if t is not found]
    want = variant_key(goal)
    for table in candidates:
        if table.modes is None and want in table.keys:
            return table, want
    return None


def residual_program(state: Tabling, delays: object) -> list[object]:
    """The clauses ``Goal :- Condition`` of every answer the delays depend on, first
    met first (``delays_residual_program/2``)."""
    out: list[object] = []
    done: set[object] = set()
    stack = [delays]
    while stack:
        g = deref(stack.pop())
        if type(g) is tuple and g[0] in (",", ";") and len(g) == 3:
            stack.append(g[2])
            stack.append(g[1])
            continue
        if type(g) is tuple and g[0] == "tnot" and len(g) == 2:
            g = deref(g[1])
        key = variant_key(g)
        if g in ("true", "undefined") or key in done:
            continue
        done.add(key)
        found = _answer_of(state, g)
        if found is None:
            continue
        condition = _condition(*found)
        clause = (":-", g, condition)
        if all(variant_key(c) != variant_key(clause) for c in out):
            out.append(clause)
        stack.append(condition)
    return out


_SYSTEM = {variant_key((":-", u, ("tnot", u)))
           for u in ("undefined", "answer_count_restraint", "radial_restraint")}


def residual_text(engine: Engine, delays: tuple[Item, ...],
                  query: dict[Var, str]) -> tuple[str, str]:
    """What SWI's toplevel shows of an answer's delays: the ``% WFS residual program``
    (empty if none) and the delays as a goal, the query's variables by their names."""
    from logic_minimax.prolog.builtins.fmt import variable_names
    from logic_minimax.prolog.write import ANSWER, WriteOptions, term_to_text
    state: Tabling = engine.tabling  # type: ignore[attr-defined]
    goal = delays_goal(delays)
    clauses = [c for c in residual_program(state, goal) if variant_key(c) not in _SYSTEM]
    opts = WriteOptions(quoted=True, spacing=True, unicode_escapes=True)
    lines = []
    for clause in clauses:
        names = {**variable_names(clause), **query}
        head = term_to_text(clause[1], opts, engine.ops, names, 1199)  # type: ignore[index]
        body = _body_lines(clause[2], 8, engine, opts, names)  # type: ignore[index]
        lines.append(f"    {head}." if body is None else f"    {head} :-\n{body}.")
    program = "".join(f"{line}\n" for line in lines)
    if program:
        program = "% WFS residual program\n" + program
    shown = term_to_text(goal, ANSWER, engine.ops, {**variable_names(goal), **query}, 999)
    return program, shown


def _body_lines(body: object, indent: int, engine: Engine, opts: object,
                names: dict[Var, str]) -> str | None:
    """A body as ``portray_clause/2`` lays it out (conjunctions, disjunctions)."""
    from logic_minimax.prolog.write import WriteOptions, term_to_text
    assert isinstance(opts, WriteOptions)
    body = deref(body)
    if body == "true":
        return None
    pad = " " * indent
    if type(body) is tuple and body[0] == ";" and len(body) == 3:
        branches = []
        while type(body) is tuple and body[0] == ";" and len(body) == 3:
            branches.append(body[1])
            body = deref(body[2])
        branches.append(body)
        parts = [(_body_lines(b, indent + 4, engine, opts, names) or "").lstrip()
                 for b in branches]
        return f"{pad}(   " + f"\n{pad};   ".join(parts) + f"\n{pad})"
    goals = []
    while type(body) is tuple and body[0] == "," and len(body) == 3:
        goals.append(body[1])
        body = deref(body[2])
    goals.append(body)
    return ",\n".join(pad + term_to_text(g, opts, engine.ops, names, 999) for g in goals)


def toplevel_delays(engine: Engine) -> tuple[Item, ...]:
    """The delays of the toplevel's current answer."""
    state: Tabling | None = getattr(engine, "tabling", None)
    return () if state is None else items(state.delays)


def reset(engine: Engine) -> None:
    """A toplevel goal starts without delays."""
    state: Tabling | None = getattr(engine, "tabling", None)
    if state is not None:
        state.delays = None
        state.saved.clear()


# -- the built-ins -------------------------------------------------------------------

def _tabling(s: Solver) -> Tabling:
    from logic_minimax.prolog.builtins.tabling import _state
    return _state(s)


@det("$tbl_delays_save", 1)
def delays_save(s: Solver, g: tuple[object, ...]) -> bool:
    """call_delays/2 begins: the delays so far are put aside (a number names them)."""
    state = _tabling(s)
    state.counter += 1
    key = state.counter
    state.saved[key] = state.delays
    set_delays(s, state, None)
    return unify(g[1], key, s.trail)


@det("$tbl_delays_restore", 2)
def delays_restore(s: Solver, g: tuple[object, ...]) -> bool:
    """call_delays/2 ends: its goal's delays as a goal, then added to those put aside."""
    state = _tabling(s)
    saved = deref(g[1])
    if saved not in state.saved:
        raise domain_error("saved_delays", saved)
    mine = items(state.delays)
    chain = state.saved[saved]
    for item in reversed(mine):
        chain = (item, chain)
    set_delays(s, state, chain)
    return unify(g[2], delays_goal(mine), s.trail)


@det("delays_residual_program", 2)
def delays_residual_program(s: Solver, g: tuple[object, ...]) -> bool:
    return unify(g[2], make_list(residual_program(_tabling(s), g[1])), s.trail)


@nondet("answer_residual", 2)
def answer_residual(s: Solver, g: tuple[object, ...]) -> Iterator[bool]:
    """Each answer of the tables of the goal's variants, with its condition."""
    from logic_minimax.prolog.builtins.tabling import _tabled_pred
    _tabled_pred(s, g[1])
    yield from _each(s, g, [(copy_term(("-", answer, _condition(t, key))))
                            for t, key, answer in _answers(_tabling(s), g[1])])


@nondet("get_residual", 2)
def get_residual(s: Solver, g: tuple[object, ...]) -> Iterator[bool]:
    """XSB's: each answer with each of its delay lists as a list (``[]`` if true), as
    many times as SWI has the predicate's table directives (tableadmin.py)."""
    from logic_minimax.prolog.builtins.tableadmin import declarations
    from logic_minimax.prolog.builtins.tabling import _tabled_pred
    pred = _tabled_pred(s, g[1])
    found = []
    for t, key, answer in _answers(_tabling(s), g[1]):
        lists = t.conds.get(key) or [()]
        for delays in reversed(lists):
            found.append(copy_term(("-", answer, make_list([_goal(i) for i in delays]))))
    yield from _each(s, g, found * declarations(s, (pred.name, pred.arity)))


def _each(s: Solver, g: tuple[object, ...], found: list[object]) -> Iterator[bool]:
    """Each ``Answer-Residual`` pair found, unified with the goal's two arguments."""
    for pair, more in with_last(found):
        mark = len(s.trail)
        if unify(g[1], pair[1], s.trail) and unify(g[2], pair[2], s.trail):  # type: ignore[index]
            yield more
        s.undo(mark)

