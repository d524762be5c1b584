"""Guards: the simple built-ins a clause body starts with, run at clause entry.

``count(I, N) :- I < N, I1 is I + 1, count(I1, N).`` tests ``I < N`` and binds ``I1``
right after its head unifies, and only ``count(I1, N)`` becomes a goal node: the guards
build no goal term and take no trip through the machine's loop.  A guard is a closure
``g(solver, frame, cut_barrier) -> bool`` that does what the built-in does (it calls the
built-in itself on the goal built from the frame, except on the fast paths: an integer
operation on integers, a comparison of two integers), so answers, errors (the goal in
their context) and inference counts are those of the goal run as a node.  A cut among
them (``sieve(P, N) :- P * P > N, !.``) cuts at once.  ``X is ...`` whose ``X`` first
occurs there stores the value in the frame (no variable, no trail entry).  Only built-ins
a program cannot redefine are guards, and only those that look at their arguments alone;
the traced machine runs a clause's full body, one goal at a time.
"""

from __future__ import annotations

import operator
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from logic_minimax.errors import PrologError
from logic_minimax.prolog.compile import Builder, builder
from logic_minimax.prolog.core import Var
from logic_minimax.prolog.database import TT, TV, Pred

if TYPE_CHECKING:
    from logic_minimax.prolog.machine import Solver

Guard = Callable[["Solver", list[Any], int], bool]

_GUARDS = frozenset({
    ("is", 2), ("<", 2), (">", 2), ("=<", 2), (">=", 2), ("=:=", 2), ("=\\=", 2),
    ("==", 2), ("\\==", 2), ("=", 2), ("\\=", 2), ("@<", 2), ("@>", 2), ("@=<", 2),
    ("@>=", 2), ("var", 1), ("nonvar", 1), ("atom", 1), ("number", 1), ("integer", 1),
    ("float", 1), ("atomic", 1), ("compound", 1), ("callable", 1), ("is_list", 1),
    ("ground", 1), ("functor", 3), ("=..", 2), ("succ", 2), ("plus", 3)})
_INT_OPS: dict[str, Callable[[int, int], int]] = {
    "+": operator.add, "-": operator.sub, "*": operator.mul}
_TESTS: dict[str, Callable[[int, int], bool]] = {
    "<": operator.lt, ">": operator.gt, "=<": operator.le, ">=": operator.ge,
    "=:=": operator.eq, "=\\=": operator.ne}


def cut_guard(s: Solver, frame: list[Any], cb: int) -> bool:
    del s.cps[cb:]
    return True


def guards(body: tuple[tuple[object, Pred], ...], fresh: range
           ) -> tuple[tuple[Guard, ...], int, tuple[int, ...]]:
    """The guards of a body (its goals in reverse order, as ``Clause.body``), how many
    goals they stand for (the last ones of the reversed body), and the body-only slots
    the machine must still fill with fresh variables before them."""
    out: list[Guard] = []
    unset = set(fresh)  # body-only slots no guard has used yet
    stored: set[int] = set()
    for tmpl, pred in reversed(body):
        if pred.name == "!" and pred.arity == 0 and not pred.library:
            out.append(cut_guard)
            continue
        if (pred.name, pred.arity) not in _GUARDS or pred.library or pred.builtin is None:
            break
        guard, target = _guard(tmpl, pred, unset)
        out.append(guard)
        if target is not None:
            stored.add(target)
        unset.difference_update(_slots(tmpl))
    return tuple(out), len(out), tuple(k for k in fresh if k not in stored)


def _guard(tmpl: object, pred: Pred, unset: set[int]) -> tuple[Guard, int | None]:
    """The guard of one goal, and the slot it stores a value in first (or None)."""
    generic = _generic(builder(tmpl), pred)
    if type(tmpl) is not TT or len(tmpl.args) != 2:
        return generic, None
    left, right = tmpl.args
    name = tmpl.name
    if name in _TESTS:
        x, y = _operand(left), _operand(right)
        if x is not None and y is not None:
            return _compare(_TESTS[name], x, y, generic), None
        return generic, None
    if name != "is" or type(left) is not TV:
        return generic, None
    value = _int_expression(right)
    if value is None:
        return generic, None
    first = left.i in unset and left.i not in _slots(right)
    return _is(left.i, first, value, generic), left.i if first else None


Operand = tuple[bool, Any]  # (True, slot) or (False, an integer)


def _operand(t: object) -> Operand | None:
    if type(t) is TV:
        return True, t.i
    if type(t) is int:
        return False, t
    return None


def _int_expression(t: object) -> tuple[Callable[[int, int], int], Operand, Operand] | None:
    """``A op B`` with ``op`` in + - * and each side a variable or an integer."""
    if type(t) is not TT or len(t.args) != 2 or t.name not in _INT_OPS:
        return None
    x, y = _operand(t.args[0]), _operand(t.args[1])
    if x is None or y is None:
        return None
    return _INT_OPS[t.name], x, y


def _generic(make: Builder, pred: Pred) -> Guard:
    # The built-in looked up at each call: a flag may swap it (=/2 and occurs_check).
    def g(s: Solver, frame: list[Any], cb: int) -> bool:
        goal = make(frame)
        try:
            return bool(pred.builtin(s, goal))  # type: ignore[misc]
        except PrologError as e:
            e.goal = goal  # type: ignore[attr-defined]  # the machine's error context
            raise
    return g


def _fetch(operand: Operand) -> Callable[[list[Any]], Any]:
    """The operand's value from a frame, dereferenced (a variable if unbound)."""
    is_slot, v = operand
    if not is_slot:
        return lambda frame: v

    def get(frame: list[Any]) -> Any:
        a = frame[v]
        while type(a) is Var:
            r = a.ref
            if r is None:
                return a
            a = r
        return a
    return get


def _compare(test: Callable[[int, int], bool], x: Operand, y: Operand,
             generic: Guard) -> Guard:
    fx, fy = _fetch(x), _fetch(y)

    def g(s: Solver, frame: list[Any], cb: int) -> bool:
        a, b = fx(frame), fy(frame)
        if type(a) is int and type(b) is int:
            return test(a, b)
        return generic(s, frame, cb)
    return g


def _is(target: int, first: bool,
        value: tuple[Callable[[int, int], int], Operand, Operand], generic: Guard) -> Guard:
    op, x, y = value
    fx, fy = _fetch(x), _fetch(y)

    def g(s: Solver, frame: list[Any], cb: int) -> bool:
        a, b = fx(frame), fy(frame)
        if type(a) is not int or type(b) is not int:
            if first:
                frame[target] = Var()
            return generic(s, frame, cb)
        v = op(a, b)
        if first:
            frame[target] = v
            return True
        lhs = frame[target]
        while type(lhs) is Var:
            r = lhs.ref
            if r is None:
                lhs.ref = v
                s.trail.append(lhs)
                return True
            lhs = r
        return type(lhs) is int and lhs == v
    return g


def _slots(t: object) -> set[int]:
    out: set[int] = set()
    stack = [t]
    while stack:
        x = stack.pop()
        if type(x) is TV:
            out.add(x.i)
        elif type(x) is TT:
            stack.extend(x.args)
    return out


__all__ = ["Guard", "cut_guard", "guards"]
