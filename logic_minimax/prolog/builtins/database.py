"""The clause database: ``assert/1 asserta/1 assertz/1 retract/1`` (backtracking)
``retractall/1 abolish/1 clause/2 dynamic/1 discontiguous/1``."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from logic_minimax.prolog.builtins import det, nondet, with_last
from logic_minimax.prolog.builtins.control import CONTROL_FORMS, compile_body
from logic_minimax.prolog.builtins.incremental import (
    changed,
    dynamic_options,
    make_incremental,
)
from logic_minimax.prolog.core import (
    NIL,
    Var,
    conjuncts,
    deref,
    domain_error,
    instantiation_error,
    permission_error,
    proper_list,
    type_error,
    unify,
)
from logic_minimax.prolog.database import Clause, Pred
from logic_minimax.prolog.indexing import candidates
from logic_minimax.prolog.interface import Solver
from logic_minimax.prolog.kinds import USER
from logic_minimax.prolog.modules import stripped, unqualified
from logic_minimax.prolog.rows import candidate_rows
from logic_minimax.prolog.tables import Row, Rows
from logic_minimax.prolog.templates import build


def _modifiable(s: Solver, head: Any) -> Pred:
    head = deref(head)
    if type(head) is Var:
        raise instantiation_error()
    if type(head) not in (str, tuple):
        raise type_error("callable", head)
    name, arity = (head, 0) if type(head) is str else (head[0], len(head) - 1)
    pred = s.engine.pred(name, arity)
    if pred.library:
        s.engine.own(pred)
    if (pred.control != USER and not (pred.tabled or pred.incremental)) or \
            (pred.defined and not pred.dynamic and not pred.library and pred.count()):
        raise permission_error("modify", "static_procedure", ("/", name, arity))
    if not pred.defined:
        pred.dynamic = True
        pred.defined = True
    return pred


def _local(t: object) -> object:
    """A clause without the module qualifiers of it and of its head (modules.py)."""
    t = unqualified(t)
    if type(t) is tuple and t[0] == ":-" and len(t) == 3:
        return (":-", unqualified(t[1]), t[2])
    return t


def _split(t: object) -> tuple[object, object]:
    t = _local(t)
    if type(t) is tuple and t[0] == ":-" and len(t) == 3:
        return t[1], deref(t[2])
    return t, "true"


def _assert(s: Solver, g: tuple[object, ...], front: bool) -> bool:
    clause = _local(g[1])
    head, _ = _split(clause)
    pred = _modifiable(s, head)
    s.engine.add_clause(clause, front)
    if pred.incremental:
        changed(s, head)
    return True


@det("assert assertz", 1)
def assertz(s: Solver, g: tuple[object, ...]) -> bool:
    return _assert(s, g, False)


@det("asserta", 1)
def asserta(s: Solver, g: tuple[object, ...]) -> bool:
    return _assert(s, g, True)


def clause_term(c: Clause | Row) -> tuple[object, object]:
    """A fresh copy of a clause's head and body (a table's row is a fact: itself); a
    variable body goal reads as ``call(G)``, as SWI stores it."""
    if type(c) is tuple:
        return (c[0] if len(c) == 1 else c), "true"
    assert isinstance(c, Clause)
    frame: list[object] = [None] * c.nvars
    head_t = c.head
    head: object = head_t[0] if len(head_t) == 1 else \
        (head_t[0], *(build(a, frame) for a in head_t[1:]))
    body_goals: tuple[tuple[object, Pred], ...] = c.body
    goals = [_as_called(build(t, frame)) for t, _ in reversed(body_goals)]
    body: object = "true"
    if goals:
        body = goals[-1]
        for goal in reversed(goals[:-1]):
            body = (",", goal, body)
    return head, body


def _as_called(goal: object) -> object:
    goal = deref(goal)
    if type(goal) is Var:
        return ("call", goal)
    if type(goal) is tuple and (goal[0], len(goal)) in CONTROL_FORMS:
        return compile_body(goal)
    return goal


def clause_items(pred: Pred) -> list[Clause | Row]:
    """The predicate's clauses now, in order: rows of its table, or clauses."""
    if pred.table is not None:
        return list(pred.table.rows())
    return list(pred.clauses)


def removable(pred: Pred) -> None:
    """Before retracting: a table that cannot remove rows hands them to one that can."""
    table = pred.table
    if table is not None and not table.removable:
        pred.table = Rows(pred.arity, table.rows())


def remove(pred: Pred, item: Clause | Row) -> None:
    """Retract a clause or row that :func:`clause_items` gave (after :func:`removable`)."""
    if type(item) is not tuple:
        assert isinstance(item, Clause)
        pred.remove(item)  # (nothing if retracted already)
        return
    table = pred.table
    if table is None:  # the table was spilled since: the row is a clause's head now
        found = next((c for c in pred.clauses if c.head is item and not c.erased), None)
        if found is not None:
            pred.remove(found)
    else:
        table.remove(item)


def _selected(pred: Pred, head: object) -> list[Clause | Row]:
    """The clauses a call of ``head`` would try, as they are now (the logical update view:
    one retracted meanwhile is still met); those an index rules out are not tried, nor
    left as a choice."""
    head = deref(head)
    if pred.table is not None:
        return list(candidate_rows(pred, head)) if type(head) is tuple else \
            list(pred.table.rows())
    return list(candidates(pred, head))


@nondet("retract", 1)
def retract(s: Solver, g: tuple[object, ...]) -> Iterator[bool]:
    head, body = _split(g[1])
    pred = _modifiable(s, head)
    removable(pred)
    # A clause retracted meanwhile is still met (ISO: retract(insect(I)), write(I),
    # retract(insect(bee)), fail writes antbee).
    for c, more in with_last(_selected(pred, head)):
        h, b = clause_term(c)
        mark = len(s.trail)
        if unify(head, h, s.trail) and unify(body, b, s.trail):
            remove(pred, c)
            if pred.incremental:
                changed(s, h)
            yield more
        s.undo(mark)


@det("retractall", 1)
def retractall(s: Solver, g: tuple[object, ...]) -> bool:
    head = unqualified(g[1])
    pred = _modifiable(s, head)
    removable(pred)
    for c in clause_items(pred):
        h, _ = clause_term(c)
        mark = len(s.trail)
        if unify(head, h, s.trail):
            remove(pred, c)
            if pred.incremental:
                changed(s, h)
        s.undo(mark)
    return True


@det("abolish", 1)
def abolish(s: Solver, g: tuple[object, ...]) -> bool:
    spec = unqualified(g[1])
    if type(spec) is Var:
        raise instantiation_error()
    if not (type(spec) is tuple and spec[0] == "/" and len(spec) == 3):
        raise type_error("predicate_indicator", spec)
    name, arity = unqualified(spec[1]), deref(spec[2])
    if type(name) is Var or type(arity) is Var:
        raise instantiation_error()
    if type(name) is not str:
        raise type_error("atom", name)
    if type(arity) is not int:
        raise type_error("integer", arity)
    if arity < 0:
        raise domain_error("not_less_than_zero", arity)
    pred = s.engine.preds.get((name, arity))
    if pred is None:
        return True
    if pred.control != USER:
        raise permission_error("modify", "static_procedure", spec)
    # SWI (not in ISO mode) abolishes static predicates too; the name is then unknown.
    pred.clear()
    pred.dynamic = False
    pred.defined = False
    return True


@nondet("clause", 2)
def clause(s: Solver, g: tuple[object, ...]) -> Iterator[bool]:
    head = unqualified(g[1])
    if type(head) is Var:
        raise instantiation_error()
    if type(head) not in (str, tuple):
        raise type_error("callable", head)
    pred = s.engine.preds.get((head, 0) if type(head) is str else (head[0], len(head) - 1))
    if pred is None:
        return
    if pred.control != USER and not (pred.tabled or pred.incremental):
        raise permission_error("access", "private_procedure", ("/", pred.name, pred.arity))
    for c, more in with_last(_selected(pred, head)):
        h, b = clause_term(c)
        mark = len(s.trail)
        if unify(head, h, s.trail) and unify(g[2], b, s.trail):
            yield more
        s.undo(mark)


def indicators(t: object) -> Iterator[tuple[str, int]]:
    """The ``Name/Arity`` specs of ``a/1, b/2`` or ``[a/1, b/2]`` (``Name//Arity`` a
    grammar rule's, ``Module:Spec`` the one module's here)."""
    stack = [t]
    while stack:
        x = deref(stack.pop())
        if type(x) is tuple and x[0] in (",", "[|]") and len(x) == 3:
            stack.append(x[2])
            stack.append(x[1])
        elif x is NIL:
            continue
        elif type(x) is tuple and x[0] == ":" and len(x) == 3 and type(deref(x[1])) is str:
            stack.append(x[2])
        elif type(x) is tuple and x[0] in ("/", "//") and len(x) == 3:
            name, arity = deref(x[1]), deref(x[2])
            if type(name) is Var or type(arity) is Var:
                raise instantiation_error()
            if type(name) is not str or type(arity) is not int:
                raise type_error("predicate_indicator", x)
            yield name, arity + 2 if x[0] == "//" else arity
        elif type(x) is Var:
            raise instantiation_error()
        else:
            raise type_error("predicate_indicator", x)


@det("dynamic thread_local", 1)  # one thread here: thread-local is dynamic
def dynamic(s: Solver, g: tuple[object, ...]) -> bool:
    """dynamic(Specs), where a spec may be ``Specs as Options`` (SWI's: ``dynamic a/1,
    b/1 as incremental`` makes only b/1 incremental, ``as`` binding tighter)."""
    stack = [g[1]]
    while stack:
        spec = deref(stack.pop())
        if type(spec) is tuple and spec[0] == "as" and len(spec) == 3:
            incremental = dynamic_options(spec[2])
            for name, arity in indicators(spec[1]):
                pred = declare_dynamic(s, name, arity)
                if incremental is not None:
                    make_incremental(pred, incremental)
        elif type(spec) is tuple and spec[0] in (",", "[|]") and len(spec) == 3:
            stack += [spec[2], spec[1]]
        elif spec is not NIL:
            for name, arity in indicators(spec):
                declare_dynamic(s, name, arity)
    return True


def declare_dynamic(s: Solver, name: str, arity: int) -> Pred:
    pred = s.engine.pred(name, arity)
    if pred.control != USER and not (pred.tabled or pred.incremental):
        raise permission_error("modify", "static_procedure", ("/", name, arity))
    pred.dynamic = True
    pred.defined = True
    if s.engine.loading is not None and pred.source is None:
        # SWI ties a predicate to the file that declares it only while no file has it: a
        # file's dynamic declaration of another file's predicate does not stop its own
        # clauses from redefining it (prolog/redefine.py)
        s.engine.sources.setdefault(s.engine.loading, set()).add((name, arity))
        pred.source = s.engine.loading
    return pred


@det("dynamic", 2)
def dynamic2(s: Solver, g: tuple[object, ...]) -> bool:
    """dynamic(+ListOfPIs, +Options): SWI's, with ``incremental(Bool)`` among them."""
    specs = deref(g[1])
    on: bool | None = None
    for option in map(deref, proper_list(g[2])):
        if type(option) is tuple and option[0] == "incremental" and len(option) == 2:
            value = deref(option[1])
            if value not in ("true", "false"):
                raise type_error("boolean", value)
            on = value == "true"
    proper_list(specs)
    for name, arity in indicators(specs):
        pred = declare_dynamic(s, name, arity)
        if on is not None:
            make_incremental(pred, on)
    return True


@det("discontiguous", 1)
def discontiguous(s: Solver, g: tuple[object, ...]) -> bool:
    for name, arity in indicators(g[1]):
        s.engine.pred(name, arity).discontiguous = True
    return True


@det("public module_transparent volatile noprofile non_terminal", 1)
def declared(s: Solver, g: tuple[object, ...]) -> bool:
    """Declarations that change nothing here (no modules, profiler or saved states):
    their indicators are checked, as SWI does."""
    for _ in indicators(g[1]):
        pass
    return True


@det("meta_predicate", 1)
def meta_predicate(s: Solver, g: tuple[object, ...]) -> bool:
    """``:- meta_predicate maplist(1, ?)``: which arguments are goals, for the module
    each is called in; one namespace here (modules.py), so the heads are only checked."""
    for head in conjuncts(g[1]):
        head = stripped(head)[1]
        if type(head) is Var:
            raise instantiation_error()
    return True


