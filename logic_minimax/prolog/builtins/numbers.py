"""Numbers compared (``<``, ``=:=``, ...) and counted in any mode (``succ/2``,
``plus/3``)."""

from __future__ import annotations

from collections.abc import Callable

from logic_minimax.prolog.builtins import det
from logic_minimax.prolog.builtins.arith import Number, evaluate, evaluate_fast
from logic_minimax.prolog.core import Var, deref, instantiation_error, type_error, unify
from logic_minimax.prolog.machine import Solver


def _compare(op: Callable[[Number, Number], bool]) -> Callable[[Solver, tuple[object, ...]], bool]:
    def test(s: Solver, g: tuple[object, ...]) -> bool:
        x = g[1]
        while type(x) is Var:
            r = x.ref
            if r is None:
                raise instantiation_error()
            x = r
        y = g[2]
        while type(y) is Var:
            r = y.ref
            if r is None:
                raise instantiation_error()
            y = r
        # Numbers compare at once (the scan `V > 990`); expressions are evaluated first.
        if (type(x) is int or type(x) is float) and (type(y) is int or type(y) is float):
            return op(x, y)
        return op(evaluate_fast(x), evaluate_fast(y))
    return test


det("<", 2)(_compare(lambda a, b: a < b))
det(">", 2)(_compare(lambda a, b: a > b))
det("=<", 2)(_compare(lambda a, b: a <= b))
det(">=", 2)(_compare(lambda a, b: a >= b))
det("=:=", 2)(_compare(lambda a, b: a == b))
det("=\\=", 2)(_compare(lambda a, b: a != b))


@det("succ", 2)
def succ(s: Solver, g: tuple[object, ...]) -> bool:
    x, y = deref(g[1]), deref(g[2])
    if type(x) is int:
        if x < 0:
            raise type_error("not_less_than_zero", x)
        return unify(y, x + 1, s.trail)
    if type(x) is not Var:
        raise type_error("integer", x)
    if type(y) is int:
        if y < 0:
            raise type_error("not_less_than_zero", y)
        return y > 0 and unify(x, y - 1, s.trail)
    if type(y) is Var:
        raise instantiation_error()
    raise type_error("integer", y)


@det("plus", 3)
def plus(s: Solver, g: tuple[object, ...]) -> bool:
    x, y, z = deref(g[1]), deref(g[2]), deref(g[3])
    if type(x) is not Var and type(y) is not Var:
        return unify(z, evaluate(("+", x, y)), s.trail)
    if type(x) is not Var and type(z) is not Var:
        return unify(y, evaluate(("-", z, x)), s.trail)
    if type(y) is not Var and type(z) is not Var:
        return unify(x, evaluate(("-", z, y)), s.trail)
    raise instantiation_error()
