"""The clause database: ``assert/1 asserta/1 assertz/1 retract/1`` (backtracking)
``retractall/1 abolish/1 clause/2 dynamic/1 discontiguous/1``."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

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
    existence_error,
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
from logic_minimax.prolog.modules import (
    callable_pred,
    current_module,
    get_module,
    own_pred,
    strip_checked,
    undefine,
    unlink,
    unqualify_body,
    visible,
)
from logic_minimax.prolog.rows import candidate_rows
from logic_minimax.prolog.tables import Row, Rows
from logic_minimax.prolog.templates import build

if TYPE_CHECKING:
    from logic_minimax.prolog.interface import Engine


def _modifiable(s: Solver, head: Any, module: str, own: bool = False) -> Pred:
    """The predicate a clause for ``head`` goes to, or is taken from, in ``module``
    (``own``: the module's own, as ``assert``; else the one a call reaches)."""
    head = deref(head)
    if type(head) is Var:
        raise instantiation_error()
    if type(head) not in (str, tuple):
        raise type_error("callable", head)
    name, arity = (head, 0) if type(head) is str else (head[0], len(head) - 1)
    pred = own_pred(s.engine, module, name, arity) if own else \
        visible(s.engine, module, name, arity)
    unlink(pred)
    if pred.library:
        s.engine.own(pred)
    if (pred.control != USER and not pred.wrapped) or \
            (pred.defined and not pred.dynamic and not pred.library and pred.count()):
        raise permission_error("modify", "static_procedure", ("/", name, arity))
    if not pred.defined:
        pred.dynamic = True
        pred.defined = True
    return pred


def _local(t: object) -> tuple[str, object]:
    """A clause's module and the clause without the module qualifiers of it and of its
    head (modules.py)."""
    module, t = strip_checked(t)
    if type(t) is tuple and t[0] == ":-" and len(t) == 3:
        module, head = strip_checked(t[1], module)
        return module, (":-", head, t[2])
    return module, t


def _split(t: object) -> tuple[str, object, object]:
    module, t = _local(t)
    if type(t) is tuple and t[0] == ":-" and len(t) == 3:
        return module, t[1], deref(t[2])
    return module, t, "true"


def _assert(s: Solver, g: tuple[object, ...], front: bool) -> bool:
    module, clause = _local(g[1])
    _, head, _ = _split(clause)
    pred = _modifiable(s, head, module, own=True)
    s.engine.add_clause(clause, front, module=module)
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
    if c.pred.module != "user":
        head, body = _clause_term(c)
        return head, unqualify_body(body, c.pred.module)
    return _clause_term(c)


def _clause_term(c: Clause) -> tuple[object, object]:
    frame: list[object] = [None] * c.nvars
    head_t = c.head
    head: object = head_t[0] if len(head_t) == 1 else \
        (head_t[0], *(build(a, frame) for a in head_t[1:]))
    body_goals: tuple[tuple[object, Pred], ...] = c.body
    # $/0 as written, not as compiled (builtins/determinism.py)
    goals = ["$" if p.name == "$detcut" else _as_called(build(t, frame))
             for t, p in reversed(body_goals) if p.name != "$det_exit"]
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
    module, head, body = _split(g[1])
    pred = _modifiable(s, head, module)
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
    module, head = strip_checked(g[1])
    pred = _modifiable(s, head, module)
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


@det("abolish", 2)
def abolish2(s: Solver, g: tuple[object, ...]) -> bool:
    """``abolish(Name, Arity)``: ``abolish(Name/Arity)``."""
    return abolish(s, ("abolish", ("/", g[1], g[2])))


@det("abolish", 1)
def abolish(s: Solver, g: tuple[object, ...]) -> bool:
    module, spec = strip_checked(g[1])
    if type(spec) is Var:
        raise instantiation_error()
    if not (type(spec) is tuple and spec[0] == "/" and len(spec) == 3):
        raise type_error("predicate_indicator", spec)
    module, name = strip_checked(spec[1], module)
    arity = deref(spec[2])
    if type(name) is Var or type(arity) is Var:
        raise instantiation_error()
    if type(name) is not str:
        raise type_error("atom", name)
    if type(arity) is not int:
        raise type_error("integer", arity)
    if arity < 0:
        raise domain_error("not_less_than_zero", arity)
    pred = get_module(s.engine, module).preds.get((name, arity))
    if pred is None or pred.link is not None:
        return True
    if pred.control != USER:
        raise permission_error("modify", "static_procedure", spec)
    undefine(pred)  # SWI (not in ISO mode) abolishes static predicates too
    return True


@nondet("clause", 2)
def clause(s: Solver, g: tuple[object, ...]) -> Iterator[bool]:
    module, head = strip_checked(g[1])
    if type(head) is Var:
        raise instantiation_error()
    if type(head) not in (str, tuple):
        raise type_error("callable", head)
    pred = visible(s.engine, module, *((head, 0) if type(head) is str else
                                       (head[0], len(head) - 1)))
    if not callable_pred(pred) and pred.builtin is None:
        return
    if pred.control != USER and not pred.wrapped:
        raise permission_error("access", "private_procedure", ("/", pred.name, pred.arity))
    for c, more in with_last(_selected(pred, head)):
        h, b = clause_term(c)
        mark = len(s.trail)
        if unify(head, h, s.trail) and unify(g[2], b, s.trail):
            yield more
        s.undo(mark)


def indicators(t: object, module: str = "user") -> Iterator[tuple[str, str, int]]:
    """The module, name and arity of each ``Name/Arity`` of ``a/1, b/2`` or ``[a/1,
    b/2]`` (``Name//Arity`` a grammar rule's, ``Module:Spec`` of that module)."""
    stack: list[tuple[str, object]] = [(module, t)]
    while stack:
        module, x = stack.pop()
        x = deref(x)
        if type(x) is tuple and x[0] in (",", "[|]") and len(x) == 3:
            stack.append((module, x[2]))
            stack.append((module, x[1]))
        elif x is NIL:
            continue
        elif type(x) is tuple and x[0] == ":" and len(x) == 3 and type(deref(x[1])) is str:
            stack.append((deref(x[1]), x[2]))
        elif type(x) is tuple and x[0] in ("/", "//") and len(x) == 3:
            name, arity = deref(x[1]), deref(x[2])
            if type(name) is Var or type(arity) is Var:
                raise instantiation_error()
            if type(name) is not str or type(arity) is not int:
                raise type_error("predicate_indicator", x)
            yield module, name, arity + 2 if x[0] == "//" else arity
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
            for module, name, arity in indicators(spec[1]):
                pred = declare_dynamic(s, module, name, arity)
                if incremental is not None:
                    make_incremental(pred, incremental)
        elif type(spec) is tuple and spec[0] in (",", "[|]") and len(spec) == 3:
            stack += [spec[2], spec[1]]
        elif spec is not NIL:
            for module, name, arity in indicators(spec):
                declare_dynamic(s, module, name, arity)
    return True


def declare_dynamic(s: Solver, module: str, name: str, arity: int) -> Pred:
    pred = own_pred(s.engine, module, name, arity)
    unlink(pred)
    if pred.control != USER and not pred.wrapped:
        raise permission_error("modify", "static_procedure", ("/", name, arity))
    pred.dynamic = True
    pred.defined = True
    if s.engine.loading is not None and pred.source is None:
        # SWI ties a predicate to the file that declares it only while no file has it: a
        # file's dynamic declaration of another file's predicate does not stop its own
        # clauses from redefining it (prolog/redefine.py)
        s.engine.sources.setdefault(s.engine.loading, set()).add(pred)
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
    for module, name, arity in indicators(specs):
        pred = declare_dynamic(s, module, name, arity)
        if on is not None:
            make_incremental(pred, on)
    return True


@det("compile_predicates", 1)
def compile_predicates(s: Solver, g: tuple[object, ...]) -> bool:
    """Make dynamic predicates static (their clauses stay)."""
    for item in proper_list(g[1]):
        if type(deref(item)) is str:  # no indicator: SWI finds no such predicate
            raise existence_error("procedure", (":", current_module(s.engine), deref(item)))
        for module, name, arity in indicators(item):
            pred = visible(s.engine, module, name, arity)
            if not callable_pred(pred):
                raise existence_error("procedure", (":", module, ("/", name, arity)))
            pred.dynamic = False
    return True


@det("discontiguous", 1)
def discontiguous(s: Solver, g: tuple[object, ...]) -> bool:
    for module, name, arity in indicators(g[1]):
        pred = own_pred(s.engine, module, name, arity)
        unlink(pred)
        pred.discontiguous = True
        if pred.control == USER:  # defined: a call without clauses fails, as SWI's
            pred.defined = True
    return True


@det("public module_transparent volatile noprofile non_terminal", 1)
def declared(s: Solver, g: tuple[object, ...]) -> bool:
    """Declarations that change nothing here (no profiler or saved states; a meta-argument
    carries its module itself): their indicators are checked, as SWI does."""
    for _ in indicators(g[1]):
        pass
    return True


_META_ARGS = {":": ":", "^": "^", "//": "/", "?": "?", "+": "+", "-": "-", "*": "?"}


@det("meta_predicate", 1)
def meta_predicate(s: Solver, g: tuple[object, ...]) -> bool:
    """``:- meta_predicate maplist(1, ?)``: which arguments are goals, qualified with the
    module of a caller from another module (modules.py)."""
    for each in conjuncts(g[1]):
        module, head = strip_checked(each, current_module(s.engine))
        if type(head) is Var:
            raise instantiation_error()
        if type(head) is not tuple:
            raise type_error("compound", head)
        spec = []
        for arg in map(deref, head[1:]):
            if type(arg) is int and 0 <= arg <= 9:
                spec.append(str(arg))
            elif type(arg) is str and arg in _META_ARGS:
                spec.append(_META_ARGS[arg])
            else:
                raise domain_error("meta_argument_specifier", arg)
        pred = own_pred(s.engine, module, head[0], len(head) - 1)
        pred.meta = "".join(spec)
    return True




def retract_clauses(engine: Engine, term: object, every: bool) -> list[tuple[object, ...]]:
    """``Engine.retract_text``: the first (or every) clause of ``user`` that unifies with
    ``term`` removed (no permission asked); the removed heads' arguments, as Python
    values."""
    from logic_minimax.prolog.values import to_python
    head, body = (deref(term[1]), term[2]) if type(term) is tuple and \
        term[0] == ":-" and len(term) == 3 else (term, None)
    key = (head, 0) if type(head) is str else (head[0], len(head) - 1) \
        if type(head) is tuple else None
    pred = engine.preds.get(key) if key is not None else None
    removed: list[tuple[object, ...]] = []
    if pred is None or pred.control != USER:
        return removed
    trail: list[Var] = []
    removable(pred)
    for item in clause_items(pred):
        h, b = clause_term(item)
        mark = len(trail)
        if unify(head, h, trail) and (body is None or unify(body, b, trail)):
            remove(pred, item)
            h = deref(h)
            removed.append(tuple(to_python(a, tuple) for a in h[1:])
                           if type(h) is tuple else ())
            if not every:
                break
        for v in trail[mark:]:
            v.ref = None
        del trail[mark:]
    return removed
