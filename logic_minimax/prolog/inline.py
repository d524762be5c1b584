"""The built-ins a clause body runs inline: ``TEST`` instructions on the frame (body.py).

SWI-Prolog compiles arithmetic, comparison, type tests, unification and ``==`` into its
virtual machine's own instructions rather than calls; so does this compiler, for the
built-ins a program cannot redefine (SWI's ISO built-ins).  A test is a closure
``test(frame, trail)`` that answers the common case itself: True (the goal succeeded,
its bindings on the trail), False (it failed); or None, when the case is not its own
(an error to raise, a float, an unbound argument of ``functor/3``): the machine then
calls the built-in on the goal as any other call, so errors, their context and every
rare case are the built-in's.  A test never raises.

``X is Expr`` whose ``X`` first occurs there stores the value in the frame (no variable,
no trail entry), as the WAM's first occurrence of a variable; so does ``X = Term``.
The integer fast path of arithmetic covers ``+ - * // mod rem min max >> << /\\ \\/ xor``,
unary ``-`` and ``abs`` over integers (Python's integers are SWI's unbounded ones); a
division by zero, a float or anything else is the built-in's.
"""

from __future__ import annotations

import operator
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from logic_minimax.prolog.compile import Builder, builder
from logic_minimax.prolog.core import NIL, Var, unify
from logic_minimax.prolog.database import Pred
from logic_minimax.prolog.templates import TT, TV

if TYPE_CHECKING:
    from logic_minimax.prolog import shadow as cython
else:
    try:
        import cython
    except ImportError:  # plain Python without Cython: its names as no-ops
        from logic_minimax.prolog import shadow as cython

Test = Callable[[list[Any], list[Var]], "bool | None"]

def _div(a: int, b: int) -> int | None:
    """``//``: truncating toward zero, as SWI's default integer_rounding_function."""
    if not b:
        return None
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


def _mod(a: int, b: int) -> int | None:
    return a % b if b else None  # Python's % takes the divisor's sign, as mod/2


def _rem(a: int, b: int) -> int | None:
    if not b:
        return None
    r = abs(a) % abs(b)
    return r if a >= 0 else -r


def _shift_right(a: int, b: int) -> int | None:
    return a >> b if b >= 0 else None


def _shift_left(a: int, b: int) -> int | None:
    return a << b if 0 <= b < 64 else None  # a larger shift: the built-in's limits


_INT_OPS: dict[str, Callable[[int, int], int | None]] = {
    "+": operator.add, "-": operator.sub, "*": operator.mul, "//": _div, "mod": _mod,
    "rem": _rem, "min": min, "max": max, ">>": _shift_right, "<<": _shift_left,
    "/\\": operator.and_, "\\/": operator.or_, "xor": operator.xor}
_INT_UNARY: dict[str, Callable[[int], int]] = {"-": operator.neg, "abs": abs}
_COMPARE: dict[str, Callable[[int, int], bool]] = {
    "<": operator.lt, ">": operator.gt, "=<": operator.le, ">=": operator.ge,
    "=:=": operator.eq, "=\\=": operator.ne}
_TYPES: dict[str, Callable[[object], bool]] = {
    "var": lambda a: type(a) is Var,
    "nonvar": lambda a: type(a) is not Var,
    "atom": lambda a: type(a) is str,
    "number": lambda a: type(a) is int or type(a) is float,
    "integer": lambda a: type(a) is int,
    "float": lambda a: type(a) is float,
    "atomic": lambda a: type(a) is not Var and type(a) is not tuple,
    "compound": lambda a: type(a) is tuple,
    "callable": lambda a: type(a) is str or type(a) is tuple,
}


_INLINED = frozenset({
    ("var", 1), ("nonvar", 1), ("atom", 1), ("number", 1), ("integer", 1), ("float", 1),
    ("atomic", 1), ("compound", 1), ("callable", 1), ("functor", 3), ("arg", 3),
    ("<", 2), (">", 2), ("=<", 2), (">=", 2), ("=:=", 2), ("=\\=", 2), ("==", 2),
    ("\\==", 2), ("=", 2), ("is", 2)})
"""The built-ins inlined: ISO's, which SWI protects, so no program redefines them."""


def inline(g: Any, pred: Pred, unset: set[int]) -> tuple[Any, int | None] | None:
    """The test of goal template ``g`` (a ``Test``, or for a unification of two terms
    the pair of their builders, which the machine unifies itself) and the slot it stores
    a value in first (one of ``unset``, the body-only slots no goal has used yet), or
    None: no inline form."""
    if pred.builtin is None or pred.library or (pred.name, pred.arity) not in _INLINED:
        return None
    if type(g) is not TT:
        return None
    name = g.name
    args = g.args
    if len(args) == 1 and name in _TYPES and type(args[0]) is TV:
        return _type_test(_TYPES[name], args[0].i), None
    if len(args) == 3 and name == "functor":
        return _functor(builder(args[0]), builder(args[1]), builder(args[2])), None
    if len(args) == 3 and name == "arg":
        return _arg(builder(args[0]), builder(args[1]), builder(args[2])), None
    if len(args) != 2:
        return None
    left, right = args
    if name in _COMPARE:
        x, y = _integer(left), _integer(right)
        return None if x is None or y is None else (_compare(_COMPARE[name], x, y), None)
    if name in ("==", "\\=="):
        return _identical(builder(left), builder(right), name == "=="), None
    if name == "=":
        return _unify(left, right, unset)
    if name == "is" and type(left) is TV:
        value = _integer(right)
        if value is None:
            return None
        first = left.i in unset and left.i not in _slots(right)
        return _is(left.i, first, value), left.i if first else None
    return None


def _type_test(test: Callable[[object], bool], j: int) -> Test:
    def t(frame: list[Any], trail: list[Var]) -> bool:
        a = frame[j]
        while type(a) is Var:
            r = a.ref
            if r is None:
                break
            a = r
        return test(a)
    return t


def _identical(x: Builder, y: Builder, same: bool) -> Test:
    """``==`` and ``\\==``: the same object, two atoms or integers told apart at once;
    compounds, floats and strings are the built-in's."""
    def t(frame: list[Any], trail: list[Var]) -> bool | None:
        a = x(frame)
        while type(a) is Var:
            r = a.ref
            if r is None:
                break
            a = r
        b = y(frame)
        while type(b) is Var:
            r = b.ref
            if r is None:
                break
            b = r
        if a is b:
            return same
        ta, tb = type(a), type(b)
        if (ta is str or ta is int or a is NIL) and (tb is str or tb is int or b is NIL):
            return (ta is tb and a == b) is same
        if ta is Var or tb is Var:
            return not same  # a variable and another term (or another variable)
        return None
    return t


def _unify(left: Any, right: Any, unset: set[int]) -> tuple[Any, int | None]:
    """``X = Term``: a first occurrence of ``X`` (not in ``Term``) takes the term as its
    value; otherwise the builders of both sides, for the machine's ``UNIFY``."""
    for var, term in ((left, right), (right, left)):
        if type(var) is TV and var.i in unset and var.i not in _slots(term):
            return _store(var.i, builder(term)), var.i
    return (builder(left), builder(right)), None


def _store(j: int, make: Builder) -> Test:
    def t(frame: list[Any], trail: list[Var]) -> bool:
        frame[j] = make(frame)
        return True
    return t


def _functor(term: Builder, name: Builder, arity: Builder) -> Test:
    """``functor(T, N, A)`` with ``T`` bound (not ``f()``), or unbound with ``N`` an atom
    and ``A`` a small integer (the term made); the rest is the built-in's."""
    def t(frame: list[Any], trail: list[Var]) -> bool | None:
        a = term(frame)
        while type(a) is Var:
            r = a.ref
            if r is None:
                return _make(trail, a, name(frame), arity(frame))
            a = r
        if type(a) is tuple:
            if len(a) == 1:
                return None
            return unify(name(frame), a[0], trail) and unify(arity(frame), len(a) - 1, trail)
        return unify(name(frame), a, trail) and unify(arity(frame), 0, trail)
    return t


MAX_MADE = 1024  # functor/3 makes terms up to this arity inline (the rest: the built-in)


@cython.locals(n=cython.Py_ssize_t)
def _make(trail: list[Var], v: Var, name: object, arity: object) -> bool | None:
    """``functor(V, N, A)`` with ``V`` unbound: ``V`` bound to ``N(_, ..., _)``."""
    while type(name) is Var:
        name = name.ref
        if name is None:
            return None
    while type(arity) is Var:
        arity = arity.ref
        if arity is None:
            return None
    if type(name) is not str or type(arity) is not int or not 0 < arity <= MAX_MADE:
        return None
    n = arity
    v.ref = (name, *[Var() for _ in range(n)])
    trail.append(v)
    return True


def _arg(index: Builder, term: Builder, value: Builder) -> Test:
    """``arg(N, T, A)`` with ``N`` a positive integer and ``T`` a compound; enumerating
    the arguments and the errors are the built-in's."""
    @cython.locals(n=cython.Py_ssize_t)
    def t(frame: list[Any], trail: list[Var]) -> bool | None:
        i = index(frame)
        while type(i) is Var:
            i = i.ref
            if i is None:
                return None
        a = term(frame)
        while type(a) is Var:
            a = a.ref
            if a is None:
                return None
        if type(i) is not int or type(a) is not tuple or i < 0:
            return None
        n = i
        if n == 0 or n >= len(a):
            return False
        return unify(value(frame), a[n], trail)
    return t


IntValue = Callable[[list[Any]], Any]
"""An expression's value from a frame when it is an integer operation on integers (the
fast path), else None (the built-in then evaluates it, errors and all)."""


def _integer(t: object, nesting: int = 0) -> IntValue | None:
    """The fast path of ``t``: a variable, an integer, or an integer operation of such."""
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
    if type(t) is not TT or nesting > 3:
        return None
    if len(t.args) == 1 and t.name in _INT_UNARY:
        return _unary(_INT_UNARY[t.name], _integer(t.args[0], nesting + 1))
    if len(t.args) != 2 or t.name not in _INT_OPS:
        return None
    op = _INT_OPS[t.name]
    a0, a1 = t.args
    if type(a0) is TV and type(a1) is int:
        return _slot_op(op, a0.i, a1)
    x, y = _integer(a0, nesting + 1), _integer(a1, nesting + 1)
    if x is None or y is None:
        return None

    def apply(frame: list[Any]) -> Any:
        a = x(frame)
        if a is None:
            return None
        b = y(frame)
        return None if b is None else op(a, b)
    return apply


def _unary(op: Callable[[int], int], x: IntValue | None) -> IntValue | None:
    if x is None:
        return None

    def apply(frame: list[Any]) -> Any:
        a = x(frame)
        return None if a is None else op(a)
    return apply


def _slot_op(op: Callable[[int, int], int | None], j: int, k: int) -> IntValue:
    """``A op k`` with ``A`` a variable and ``k`` an integer in one step (``N - 1``)."""
    def with_constant(frame: list[Any]) -> Any:
        a = frame[j]
        while type(a) is Var:
            a = a.ref
        return op(a, k) if type(a) is int else None
    return with_constant


def _compare(test: Callable[[int, int], bool], x: IntValue, y: IntValue) -> Test:
    def t(frame: list[Any], trail: list[Var]) -> bool | None:
        a = x(frame)
        if a is None:
            return None
        b = y(frame)
        return None if b is None else test(a, b)
    return t


def _is(target: int, first: bool, value: IntValue) -> Test:
    """``X is Expr``: a first ``X`` gets the value (a fresh variable when the built-in is
    to evaluate it), a bound one is compared, an unbound one bound."""
    def t(frame: list[Any], trail: list[Var]) -> bool | None:
        v = value(frame)
        if v is None:
            if first:
                frame[target] = Var()
            return None
        if first:
            frame[target] = v
            return True
        lhs = frame[target]
        while type(lhs) is Var:
            r = lhs.ref
            if r is None:
                lhs.ref = v
                trail.append(lhs)
                return True
            lhs = r
        if type(lhs) is int:
            return bool(lhs == v)
        return None  # a float or another term: the built-in compares (or raises)
    return t


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


__all__ = ["Test", "inline"]
