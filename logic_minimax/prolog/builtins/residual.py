"""The residual program of undefined answers, as SWI-Prolog shows it: the clauses
``Answer :- Condition`` the delays of an answer depend on (``delays_residual_program/2``,
the toplevel's ``% WFS residual program``), and the conditions of a table's answers
(``answer_residual/2``, XSB's ``get_residual/2``).  A condition's goals share the
answer's variables (``c(X) :- p(X)``): wfs.py keeps each delay list with them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import partial
from typing import TYPE_CHECKING, TypeVar

from logic_minimax.prolog.builtins import det, nondet, with_last
from logic_minimax.prolog.builtins.tablestate import tabled_pred, tabling_of
from logic_minimax.prolog.builtins.wfs import Item, delays_goal
from logic_minimax.prolog.continuation import conjunction
from logic_minimax.prolog.core import Var, deref, make_list, unify
from logic_minimax.prolog.interface import Solver
from logic_minimax.prolog.tries import trie_order
from logic_minimax.prolog.walk import copy_term, variant_key

if TYPE_CHECKING:
    from logic_minimax.prolog.builtins.tablestate import Table, Tabling
    from logic_minimax.prolog.interface import Engine

T = TypeVar("T")


def _lists(table: Table, key: object, answer: object) -> list[list[object]]:
    """An answer's delay lists as goals (the latest last), fresh but for the variables
    they share with ``answer``, a variant of the answer ``key``."""
    out = []
    for delays in table.conds.get(key, ()):
        shape: tuple[object, ...] = copy_term(table.shapes[(key, delays)])  # type: ignore[assignment]
        unify(shape[1], answer, [])  # binds only the copy's variables, as it comes first
        out.append(list(shape[2:]))
    return out


def _condition(table: Table, key: object, answer: object) -> object:
    """An answer's condition: its delay lists, the latest first, as a disjunction."""
    lists = _lists(table, key, answer)
    if not lists:
        return "true"
    out = conjunction(lists[0])
    for goals in lists[1:]:
        out = (";", conjunction(goals), out)
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


def residual_program(state: Tabling, delays: object,
                     named: dict[Var, str] | None = None) -> list[object]:
    """The clauses ``Goal :- Condition`` of every answer the delays depend on, first
    met first (``delays_residual_program/2``).  The ``named`` variables (the toplevel's)
    count as constants, as SWI binds them to their names first: ``p(X)`` and ``p(Y)``
    each have a clause."""
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
        key = _key(g, named)
        if g in ("true", "undefined") or key in done:
            continue
        done.add(key)
        found = _answer_of(state, g)
        if found is None:
            continue
        condition = _condition(*found, g)
        clause = (":-", g, condition)
        if all(_key(c, named) != _key(clause, named) for c in out):
            out.append(clause)
        stack.append(condition)
    return out


def _key(t: object, named: dict[Var, str] | None) -> object:
    return _as_named(named, lambda: variant_key(t))


def _as_named(named: dict[Var, str] | None, fn: Callable[[], T]) -> T:
    """``fn()`` with the ``named`` variables bound to ``'$VAR'(Name)``."""
    trail: list[Var] = []
    for v, name in (named or {}).items():
        unify(v, ("$VAR", name), trail)
    try:
        return fn()
    finally:
        for v in trail:
            v.ref = None


_SYSTEM = {variant_key((":-", u, ("tnot", u)))
           for u in ("undefined", "answer_count_restraint", "radial_restraint")}


def residual_text(engine: Engine, delays: tuple[Item, ...],
                  query: dict[Var, str]) -> tuple[str, str]:
    """What SWI's toplevel shows of an answer's delays: the ``% WFS residual program``
    (empty if none) and the delays as a goal, the query's variables by their names."""
    from logic_minimax.prolog.builtins.fmt import variable_names
    from logic_minimax.prolog.write import ANSWER, WriteOptions, term_to_text
    state = engine.tabling
    assert state is not None  # an answer has delays only once a tabled goal ran
    goal = delays_goal(delays)
    clauses = [c for c in residual_program(state, goal, query)
               if variant_key(c) not in _SYSTEM]
    opts = WriteOptions(quoted=True, spacing=True, unicode_escapes=True)
    lines = []
    for clause in clauses:
        # portray_clause names the other variables A, B, ... (a query's name again too)
        names = {**_as_named(query, partial(variable_names, clause)), **query}
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



@det("delays_residual_program", 2)
def delays_residual_program(s: Solver, g: tuple[object, ...]) -> bool:
    return unify(g[2], make_list(residual_program(tabling_of(s), g[1])), s.trail)


@nondet("answer_residual", 2)
def answer_residual(s: Solver, g: tuple[object, ...]) -> Iterator[bool]:
    """Each answer of the tables of the goal's variants, with its condition."""
    tabled_pred(s, g[1])
    yield from _each(s, g, [(copy_term(("-", answer, _condition(t, key, answer))))
                            for t, key, answer in _answers(tabling_of(s), g[1])])


@nondet("get_residual", 2)
def get_residual(s: Solver, g: tuple[object, ...]) -> Iterator[bool]:
    """XSB's: each answer with each of its delay lists as a list (``[]`` if true), as
    many times as SWI has the predicate's table directives (tableadmin.py)."""
    from logic_minimax.prolog.builtins.tableadmin import declarations
    pred = tabled_pred(s, g[1])
    found = []
    for t, key, answer in _answers(tabling_of(s), g[1]):
        for goals in reversed(_lists(t, key, answer) or [[]]):
            found.append(copy_term(("-", answer, make_list(goals))))
    yield from _each(s, g, found * declarations(s, (pred.name, pred.arity)))


def _each(s: Solver, g: tuple[object, ...], found: list[object]) -> Iterator[bool]:
    """Each ``Answer-Residual`` pair found, unified with the goal's two arguments."""
    for pair, more in with_last(found):
        mark = len(s.trail)
        if unify(g[1], pair[1], s.trail) and unify(g[2], pair[2], s.trail):  # type: ignore[index]
            yield more
        s.undo(mark)
