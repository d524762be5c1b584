"""Numbers compared (``<``, ``=:=``, ...) and counted in any mode (``succ/2``,
``plus/3``)."""

from __future__ import annotations

import math
import operator
from collections.abc import Callable

from logic_minimax.prolog.builtins import det
from logic_minimax.prolog.builtins.arith import evaluate_fast
from logic_minimax.prolog.builtins.functions import Number
from logic_minimax.prolog.core import (
    Var,
    deref,
    domain_error,
    instantiation_error,
    type_error,
    unify,
)
from logic_minimax.prolog.interface import Solver


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
        # Numbers of one type compare at once (the scan `V > 990`); expressions are
        # evaluated first.
        if type(x) is type(y) and (type(x) is int or type(x) is float):
            return op(x, y)  # type: ignore[arg-type]
        a, b = evaluate_fast(x), evaluate_fast(y)
        if type(a) is not type(b) and (type(a) is float or type(b) is float):
            a, b = _as_float(a), _as_float(b)  # (an integer and a rational: exactly)
        return op(a, b)
    return test


def _as_float(x: Number) -> float:
    """SWI compares an integer with a float as floats (an integer past the floats' range
    is an infinity)."""
    try:
        return float(x)
    except OverflowError:
        return math.inf if x > 0 else -math.inf


det("<", 2)(_compare(operator.lt))
det(">", 2)(_compare(operator.gt))
det("=<", 2)(_compare(operator.le))
det(">=", 2)(_compare(operator.ge))
det("=:=", 2)(_compare(operator.eq))
det("=\\=", 2)(_compare(operator.ne))


def _natural(t: object) -> int | None:
    """An integer argument of succ/2 or plus/3 (None if unbound); SWI's errors else."""
    if type(t) is Var:
        return None
    if type(t) is not int:
        raise type_error("integer", t)
    return t


@det("succ", 2)
def succ(s: Solver, g: tuple[object, ...]) -> bool:
    x, y = _natural(deref(g[1])), _natural(deref(g[2]))
    for n in (x, y):
        if n is not None and n < 0:
            raise domain_error("not_less_than_zero", n)
    if x is not None:
        return unify(g[2], x + 1, s.trail)
    if y is None:
        raise instantiation_error()
    return y > 0 and unify(g[1], y - 1, s.trail)


@det("plus", 3)
def plus(s: Solver, g: tuple[object, ...]) -> bool:
    x, y, z = (_natural(deref(a)) for a in g[1:])
    if x is not None and y is not None:
        return unify(g[3], x + y, s.trail)
    if x is not None and z is not None:
        return unify(g[2], z - x, s.trail)
    if y is not None and z is not None:
        return unify(g[1], z - y, s.trail)
    raise instantiation_error()
