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
from logic_minimax.prolog.cleanup import cut_to
from logic_minimax.prolog.compile import Builder, builder
from logic_minimax.prolog.core import NIL, Var
from logic_minimax.prolog.database import Pred
from logic_minimax.prolog.templates import TT, TV

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
    if s.guarded:
        cut_to(s, cb)
    else:
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
        if not _guardable(pred):
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
    fast, target = _fast(tmpl, unset, generic)
    return (generic, None) if fast is None else (fast, target)


def _fast(tmpl: object, unset: set[int], generic: Guard) -> tuple[Guard | None, int | None]:
    """The goal's fast path (falling back on ``generic``) and the slot it stores a value
    in first; None when it has none (the guard is the built-in itself)."""
    if type(tmpl) is not TT or len(tmpl.args) != 2:
        return None, None
    left, right = tmpl.args
    name = tmpl.name
    if name in _TESTS:
        if type(left) is TV and type(right) in (TV, int):
            return _compare_slot(_TESTS[name], left.i, right, generic), None
        x, y = _integer(left), _integer(right)
        if x is None or y is None:
            return None, None
        return _compare(_TESTS[name], x, y, generic), None
    if name in ("==", "\\==") and type(left) is TV and \
            (type(right) is str or type(right) is int or right is NIL):
        return _same_constant(left.i, right, name == "=="), None
    value = _integer(right)
    if name != "is" or type(left) is not TV or value is None:
        return None, None
    first = left.i in unset and left.i not in _slots(right)
    if first and type(right) is TT and type(right.args[0]) is TV \
            and type(right.args[1]) in (TV, int):  # I1 is I + 1, the commonest of all
        return _store_op(left.i, _INT_OPS[str(right.name)], right.args[0].i, right.args[1],
                         generic), left.i
    return _is(left.i, first, value, generic), left.i if first else None


def _same_constant(j: int, c: object, same: bool) -> Guard:
    """``X == c`` or ``X \\== c`` with ``c`` an atom, an integer or ``[]``: never an error,
    so no generic path."""
    tc = type(c)

    def g(s: Solver, frame: list[Any], cb: int) -> bool:
        a = frame[j]
        while type(a) is Var:
            r = a.ref
            if r is None:
                break
            a = r
        return (a is c or (type(a) is tc and a == c)) is same
    return g


def _guardable(pred: Pred) -> bool:
    return (pred.name, pred.arity) in _GUARDS and not pred.library and \
        pred.builtin is not None


IntValue = Callable[[list[Any]], Any]
"""An expression's value from a frame when it is an integer operation on integers (the
fast path), else None (the built-in itself then evaluates it, errors and all)."""


def _integer(t: object, nesting: int = 0) -> IntValue | None:
    """The fast path of ``t``: a variable, an integer, or ``A op B`` of such (op + - *)."""
    if type(t) is int:
        return lambda frame: t
    if type(t) is TV:
        j = t.i

        def get(frame: list[Any]) -> Any:
            a = frame[j]
            while type(a) is Var:
                a = a.ref
            return a if type(a) is int else None
        return get
    if type(t) is not TT or len(t.args) != 2 or t.name not in _INT_OPS or nesting > 2:
        return None
    if type(t.args[0]) is TV and type(t.args[1]) in (TV, int):
        return _slot_op(_INT_OPS[t.name], t.args[0].i, t.args[1])
    x, y = _integer(t.args[0], nesting + 1), _integer(t.args[1], nesting + 1)
    if x is None or y is None:
        return None
    op = _INT_OPS[t.name]

    def apply(frame: list[Any]) -> Any:
        a = x(frame)
        if a is None:
            return None
        b = y(frame)
        return None if b is None else op(a, b)
    return apply


def _slot_op(op: Callable[[int, int], int], j: int, right: object) -> IntValue:
    """``A op B`` with ``A`` a variable and ``B`` a variable or an integer, in one step
    (``N - 1``, ``F1 + F2``)."""
    if type(right) is int:
        k = right

        def with_constant(frame: list[Any]) -> Any:
            a = frame[j]
            while type(a) is Var:
                a = a.ref
            return op(a, k) if type(a) is int else None
        return with_constant
    m = right.i  # type: ignore[attr-defined]

    def with_slot(frame: list[Any]) -> Any:
        a = frame[j]
        while type(a) is Var:
            a = a.ref
        b = frame[m]
        while type(b) is Var:
            b = b.ref
        return op(a, b) if type(a) is int and type(b) is int else None
    return with_slot


def _store_op(target: int, op: Callable[[int, int], int], j: int, right: object,
              generic: Guard) -> Guard:
    """``X is A op B`` with ``X`` first met there, ``A`` a variable and ``B`` a variable or
    an integer: the value stored in ``X``'s slot (``_is`` over ``_slot_op``, one call)."""
    if type(right) is int:
        k = right

        def with_constant(s: Solver, frame: list[Any], cb: int) -> bool:
            a = frame[j]
            while type(a) is Var:
                a = a.ref
            if type(a) is int:
                frame[target] = op(a, k)
                return True
            frame[target] = Var()
            return generic(s, frame, cb)
        return with_constant
    m = right.i  # type: ignore[attr-defined]

    def with_slot(s: Solver, frame: list[Any], cb: int) -> bool:
        a = frame[j]
        while type(a) is Var:
            a = a.ref
        b = frame[m]
        while type(b) is Var:
            b = b.ref
        if type(a) is int and type(b) is int:
            frame[target] = op(a, b)
            return True
        frame[target] = Var()
        return generic(s, frame, cb)
    return with_slot


def _compare_slot(test: Callable[[int, int], bool], j: int, right: object,
                  generic: Guard) -> Guard:
    """``A < B`` with ``A`` a variable and ``B`` a variable or an integer, in one step."""
    if type(right) is int:
        k = right

        def with_constant(s: Solver, frame: list[Any], cb: int) -> bool:
            a = frame[j]
            while type(a) is Var:
                a = a.ref
            return test(a, k) if type(a) is int else generic(s, frame, cb)
        return with_constant
    m = right.i  # type: ignore[attr-defined]

    def with_slot(s: Solver, frame: list[Any], cb: int) -> bool:
        a = frame[j]
        while type(a) is Var:
            a = a.ref
        b = frame[m]
        while type(b) is Var:
            b = b.ref
        if type(a) is int and type(b) is int:
            return test(a, b)
        return generic(s, frame, cb)
    return with_slot


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


def _compare(test: Callable[[int, int], bool], x: IntValue, y: IntValue,
             generic: Guard) -> Guard:
    def g(s: Solver, frame: list[Any], cb: int) -> bool:
        a = x(frame)
        if a is not None:
            b = y(frame)
            if b is not None:
                return test(a, b)
        return generic(s, frame, cb)
    return g


def _is(target: int, first: bool, value: IntValue, generic: Guard) -> Guard:
    def g(s: Solver, frame: list[Any], cb: int) -> bool:
        v = value(frame)
        if v is None:
            if first:
                frame[target] = Var()
            return generic(s, frame, cb)
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
