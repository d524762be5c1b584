"""Unification and comparison: ``=`` ``\\=`` ``==`` ``\\==`` ``@<`` ``@>`` ``@=<`` ``@>=``
``compare/3`` (SWI's standard order) and ``unify_with_occurs_check/2``."""

from __future__ import annotations

from logic_minimax.prolog.builtins import det
from logic_minimax.prolog.builtins.attvar import unify_waking
from logic_minimax.prolog.core import (
    Var,
    compare,
    deref,
    domain_error,
    error,
    type_error,
    unify,
)
from logic_minimax.prolog.interface import Solver
from logic_minimax.prolog.walk import variant


@det("=", 2)
def eq(s: Solver, g: tuple[object, ...]) -> bool:
    return unify(g[1], g[2], s.trail)


@det("\\=", 2)
def not_unifiable(s: Solver, g: tuple[object, ...]) -> bool:
    mark = len(s.trail)
    ok = unify_waking(s, g[1], g[2])
    s.undo(mark)
    return not ok


@det("unify_with_occurs_check", 2)
def unify_oc(s: Solver, g: tuple[object, ...]) -> bool:
    return unify(g[1], g[2], s.trail, occurs_check=True)


def unify_occurs_error(s: Solver, g: tuple[object, ...]) -> bool:
    """``=/2`` with the occurs_check flag set to ``error``."""
    culprit: list[object] = []
    if unify(g[1], g[2], s.trail, occurs_check=True, culprit=culprit):
        return True
    if culprit:
        raise error(("occurs_check", *culprit))
    return False


# =/2 as each value of the occurs_check flag makes it (set_prolog_flag/2 swaps them, so
# the flag costs nothing while it is false).
UNIFY_FOR_FLAG = {"false": eq, "true": unify_oc, "error": unify_occurs_error}


@det("==", 2)
def identical(s: Solver, g: tuple[object, ...]) -> bool:
    return _same(deref(g[1]), deref(g[2]))


@det("\\==", 2)
def not_identical(s: Solver, g: tuple[object, ...]) -> bool:
    return not _same(deref(g[1]), deref(g[2]))


def _same(a: object, b: object) -> bool:
    if a is b:
        return True
    ta = type(a)
    if ta is type(b) and (ta is str or ta is int):  # two atoms or two integers (Mark \== e)
        return a == b
    return compare(a, b) == 0


@det("=@= variant", 2)  # variant/2: library(terms)
def is_variant(s: Solver, g: tuple[object, ...]) -> bool:
    return variant(g[1], g[2])


@det("\\=@=", 2)
def not_variant(s: Solver, g: tuple[object, ...]) -> bool:
    return not variant(g[1], g[2])


@det("@<", 2)
def before(s: Solver, g: tuple[object, ...]) -> bool:
    return compare(g[1], g[2]) < 0


@det("@>", 2)
def after(s: Solver, g: tuple[object, ...]) -> bool:
    return compare(g[1], g[2]) > 0


@det("@=<", 2)
def not_after(s: Solver, g: tuple[object, ...]) -> bool:
    return compare(g[1], g[2]) <= 0


@det("@>=", 2)
def not_before(s: Solver, g: tuple[object, ...]) -> bool:
    return compare(g[1], g[2]) >= 0


@det("compare", 3)
def compare3(s: Solver, g: tuple[object, ...]) -> bool:
    order = deref(g[1])
    if type(order) is not Var:
        if type(order) is not str:
            raise type_error("atom", order)
        if order not in ("<", "=", ">"):
            raise domain_error("order", order)
    c = compare(g[2], g[3])
    return unify(order, "<" if c < 0 else ">" if c > 0 else "=", s.trail)
