"""Counting with integers in any mode: ``succ/2`` and ``plus/3``."""

from __future__ import annotations

from logic_minimax.prolog.builtins import det
from logic_minimax.prolog.builtins.arith import evaluate
from logic_minimax.prolog.core import Var, deref, instantiation_error, type_error, unify
from logic_minimax.prolog.machine import Solver


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
