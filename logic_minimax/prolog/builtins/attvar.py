"""Attributed variables, as SWI-Prolog's (pl-attvar.c): ``attvar/1``, ``put_attr/3``,
``get_attr/3``, ``del_attr/2``, ``get_attrs/2``, ``put_attrs/2``, ``del_attrs/1``,
``term_attvars/2``, ``'$freeze'/2`` (freeze/2's delay), ``unifiable/3``, ``?=/2``, and
the log of ``call_residue_vars/2``.

A variable's attributes are SWI's chain ``att(Module, Value, More)`` (``[]`` at the end)
in its ``attrs`` slot; changing them is undone on backtracking.  Binding an attributed
variable wakes the modules' hooks before the next goal (``Solver.wake``, and
``'$wakeup'/1`` in coroutining.pl, which also holds freeze/2, when/2 and dif/2).
"""

from __future__ import annotations

from functools import cmp_to_key
from typing import TYPE_CHECKING

from logic_minimax.prolog.builtins import det
from logic_minimax.prolog.core import (
    NIL,
    Undo,
    Var,
    attributes,
    compare,
    deref,
    error,
    iter_list,
    make_list,
    unify,
)
from logic_minimax.prolog.interface import Solver
from logic_minimax.prolog.modules import hook_goal, module_name
from logic_minimax.prolog.wakeup import woken_hooks
from logic_minimax.prolog.walk import resolve

if TYPE_CHECKING:
    from logic_minimax.prolog.interface import Engine


class _AttrsUndo(Undo):
    """Puts a variable's attributes (and age) back as they were."""

    __slots__ = ("age", "old", "var")

    def __init__(self, var: Var, old: object) -> None:
        self.var = var
        self.old = old
        self.age = var.n

    def restore(self) -> None:
        self.var.attrs = self.old
        self.var.n = self.age


def set_attrs(s: Solver, v: Var, chain: object) -> None:
    """Give ``v`` the attribute chain (None or ``[]``: none), undone on backtracking.  A
    variable that gets its first attribute becomes the youngest, as in SWI (which moves
    it to a new cell on the global stack): the standard order, dif/2's residual goals
    and the binding of two attributed variables follow that age."""
    old = attributes(v)
    s.trail.append(_AttrsUndo(v, old))
    v.attrs = None if chain is NIL else chain
    if old is None and v.attrs is not None:
        v.n = Var().n
    engine = s.engine
    engine.attributed = True
    if engine.residue is not None and chain is not None:
        engine.residue.append(v)


def _attributed_var(t: object, culprit: object) -> Var:
    """The variable put_attr/3 and friends change: an error unless ``t`` is one."""
    t = deref(t)
    if type(t) is not Var:
        raise error(("uninstantiation_error", t))
    return t


def _pairs(chain: object) -> list[tuple[object, object]]:
    out = []
    chain = deref(chain)
    while type(chain) is tuple and chain[0] == "att" and len(chain) == 4:
        out.append((deref(chain[1]), chain[2]))
        chain = deref(chain[3])
    return out


def _chain(pairs: list[tuple[object, object]]) -> object:
    out: object = NIL
    for module, value in reversed(pairs):
        out = ("att", module, value, out)
    return out


def unify_waking(s: Solver, a: object, b: object) -> bool:
    """Unify as SWI's built-ins written in C do (``\\=``, ``memberchk/2``): the hooks of
    the attributed variables bound run at once, and their bindings stay on the caller's
    trail.  False leaves bindings for the caller to undo."""
    trail = s.trail
    mark = len(trail)
    if not unify(a, b, trail):
        return False
    if not s.engine.attributed:
        return True
    goals = woken_hooks(s, mark)
    if goals is None:
        return True
    sub = s.engine.solver(("$wakeup", goals))
    sub.nested = True
    run = iter(sub)
    try:
        if next(run, False) is False:
            return False
    finally:
        run.close()
    trail.extend(sub.trail)
    s.woken = len(trail)  # the hooks ran: the machine is not to wake them again
    return True


@det("$hook_goal", 3)
def hook_goal_(s: Solver, g: tuple[object, ...]) -> bool:
    """``'$hook_goal'(Module, Hook, Goal)``: the goal that calls the module's own hook
    (modules.py); fails if it has none."""
    module = deref(g[1])
    hook = deref(g[2])
    if type(module) is not str or type(hook) is not tuple:
        return False
    goal = hook_goal(s.engine, module, hook)
    return goal is not None and unify(g[3], goal, s.trail)


@det("attvar", 1)
def attvar(s: Solver, g: tuple[object, ...]) -> bool:
    t = deref(g[1])
    return type(t) is Var and attributes(t) is not None


@det("put_attr", 3)
def put_attr(s: Solver, g: tuple[object, ...]) -> bool:
    v = _attributed_var(g[1], g)
    module = module_name(g[2])
    pairs = _pairs(attributes(v))
    for i, (m, _) in enumerate(pairs):
        if m == module:
            pairs[i] = (module, g[3])
            break
    else:
        pairs.append((module, g[3]))
    set_attrs(s, v, _chain(pairs))
    return True


@det("get_attr", 3)
def get_attr(s: Solver, g: tuple[object, ...]) -> bool:
    v = deref(g[1])
    if type(v) is not Var:
        return False
    module = module_name(g[2])
    for m, value in _pairs(attributes(v)):
        if m == module:
            return unify(value, g[3], s.trail)
    return False


@det("del_attr", 2)
def del_attr(s: Solver, g: tuple[object, ...]) -> bool:
    v = deref(g[1])
    if type(v) is Var and attributes(v) is not None:
        module = module_name(g[2])
        pairs = _pairs(attributes(v))
        kept = [(m, value) for m, value in pairs if m != module]
        if len(kept) != len(pairs):
            set_attrs(s, v, _chain(kept) if kept else None)
    return True


@det("get_attrs", 2)
def get_attrs(s: Solver, g: tuple[object, ...]) -> bool:
    v = deref(g[1])
    if type(v) is not Var or attributes(v) is None:
        return False
    return unify(attributes(v), g[2], s.trail)


@det("put_attrs", 2)
def put_attrs(s: Solver, g: tuple[object, ...]) -> bool:
    v = _attributed_var(g[1], g)
    set_attrs(s, v, deref(g[2]))
    return True


@det("del_attrs", 1)
def del_attrs(s: Solver, g: tuple[object, ...]) -> bool:
    v = deref(g[1])
    if type(v) is Var and attributes(v) is not None:
        set_attrs(s, v, None)
    return True


def attvars_of(t: object) -> list[Var]:
    """The attributed variables of ``t`` and, in turn, of their attributes, depth-first
    and each once (SWI's term_attvars/2)."""
    seen: set[int] = set()
    out: list[Var] = []
    stack = [t]
    while stack:
        x = deref(stack.pop())
        if type(x) is tuple:
            if id(x) not in seen:  # a shared (or cyclic) compound is walked once
                seen.add(id(x))
                stack.extend(reversed(x[1:]))
        elif type(x) is Var and id(x) not in seen:
            seen.add(id(x))
            chain = attributes(x)
            if chain is not None:
                out.append(x)
                stack.append(chain)
    return out


def residual_goals(engine: Engine, attvars: list[Var]) -> list[object]:
    """The goals the attributed variables stand for (``freeze(X, G)``, ``dif(X, a)``, a
    module's attribute_goals//1, else ``put_attr/3``), in SWI's order: the variables by
    age.  What attribute_goals//1 changes to make them (dif/2 deletes its nodes) is
    undone, as SWI's findall/3 around them does."""
    ordered = make_list(tuple(sorted(attvars, key=cmp_to_key(compare))))
    goals = Var()
    solver = engine.solver(("$attvars_residuals", ordered, goals, NIL))
    solver.nested = True
    run = iter(solver)
    try:
        found = next(run, False) is None
        made = list(iter_list(resolve(goals))) if found else []
    finally:
        run.close()
        solver.undo(0)
    return made


@det("$residual_goals", 2)
def residual_goals_(s: Solver, g: tuple[object, ...]) -> bool:
    """``'$residual_goals'(+AttVars, -Goals)`` (frozen/2's)."""
    goals = residual_goals(s.engine, [v for v in map(deref, iter_list(g[1])) if type(v) is Var])
    return unify(g[2], make_list(tuple(goals)), s.trail)


@det("term_attvars", 2)
def term_attvars(s: Solver, g: tuple[object, ...]) -> bool:
    return unify(make_list(tuple(attvars_of(g[1]))), g[2], s.trail)


@det("$freeze", 2)
def freeze_(s: Solver, g: tuple[object, ...]) -> bool:
    """Delay the goal (``M:G``) on the variable: fails if it is bound (freeze/2 then
    calls the goal); a second goal is joined to the first as ``'$and'(G1, G2)``."""
    v = deref(g[1])
    if type(v) is not Var:
        return False
    pairs = _pairs(attributes(v))
    goal = g[2]
    for i, (m, value) in enumerate(pairs):
        if m == "freeze":
            pairs[i] = ("freeze", ("$and", value, goal))
            break
    else:
        pairs.append(("freeze", goal))
    set_attrs(s, v, _chain(pairs))
    return True


def unifier(a: object, b: object) -> list[tuple[Var, object]] | None:
    """The bindings unifying ``a`` and ``b`` would make, newest first, as SWI's
    ``unifiable/3`` lists them (of two variables the younger is bound to the older);
    None if they do not unify.  Nothing stays bound."""
    a = deref(a)
    b = deref(b)
    if a is b:
        return []
    if type(a) is Var:  # a variable on either side is bound as it stands (SWI's C code)
        return [(a, b)]
    if type(b) is Var:
        return [(b, a)]
    trail: list[Var] = []
    ok = unify(a, b, trail, by_age=True)
    pairs = [(v, v.ref) for v in reversed(trail)]
    for v in trail:
        v.ref = None
    return pairs if ok else None


@det("unifiable", 3)
def unifiable(s: Solver, g: tuple[object, ...]) -> bool:
    pairs = unifier(g[1], g[2])
    if pairs is None:
        return False
    return unify(make_list([("=", v, t) for v, t in pairs]), g[3], s.trail)


@det("?=", 2)
def decided(s: Solver, g: tuple[object, ...]) -> bool:
    """Whether the two terms are identical or cannot unify (SWI's ``?=/2``)."""
    pairs = unifier(g[1], g[2])
    return pairs is None or not pairs


@det("$residue_start", 1)
def residue_start(s: Solver, g: tuple[object, ...]) -> bool:
    """call_residue_vars/2's start: the variables given attributes from now on are
    logged (until the next query: ``toplevel.answers``); ``Mark`` is where its own part
    of the log begins."""
    engine = s.engine
    if engine.residue is None:
        engine.residue = []
    return unify(g[1], len(engine.residue), s.trail)


@det("$residue_vars", 2)
def residue_vars(s: Solver, g: tuple[object, ...]) -> bool:
    """The variables given attributes since ``Mark`` that are still attributed."""
    log = s.engine.residue or []
    mark = deref(g[1])
    found: dict[int, Var] = {}
    for v in log[mark if type(mark) is int else 0:]:
        if type(deref(v)) is Var and attributes(v) is not None:
            found.setdefault(id(v), v)
    return unify(make_list(tuple(found.values())), g[2], s.trail)
