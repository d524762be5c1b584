"""List built-ins written in Python for speed: ``length/2`` (all modes), ``memberchk/2``,
``reverse/2``, ``sum_list/2``, ``sumlist/2``, ``max_list/2``, ``min_list/2``,
``numlist/3``, ``list_to_set/2``, ``flatten/2``.  The rest of library(lists) and
library(apply) is Prolog text (library.pl), as in SWI."""

from __future__ import annotations

from collections.abc import Iterator

from logic_minimax.prolog.builtins import det, nondet
from logic_minimax.prolog.builtins.arith import evaluate
from logic_minimax.prolog.core import (
    CONS,
    NIL,
    Var,
    compare,
    deref,
    domain_error,
    instantiation_error,
    list_tail,
    make_list,
    proper_list,
    resource_error,
    type_error,
    unify,
)
from logic_minimax.prolog.machine import Solver

MAX_LIST = 50_000_000  # a length/2 or numlist/3 longer than this is a resource error
# library(lists) predicates here that a program may define for itself, as in SWI (a
# student's own reverse/2); length/2 is a system predicate there and here.
OVERRIDABLE = frozenset({"memberchk", "reverse", "sum_list", "sumlist", "max_list",
                         "min_list", "numlist", "list_to_set", "flatten"})


@nondet("length", 2)
def length(s: Solver, g: tuple[object, ...]) -> Iterator[bool]:
    items, tail = list_tail(g[1])
    n = deref(g[2])
    if type(n) is not Var and type(n) is not int:
        raise type_error("integer", n)
    if type(tail) is not Var:
        if tail is NIL and unify(n, len(items), s.trail):
            yield False
        return
    if type(n) is int:
        if n < 0:
            raise domain_error("not_less_than_zero", n)
        if n > MAX_LIST:
            raise resource_error("memory")
        if n >= len(items) and unify(tail, make_list([Var() for _ in range(n - len(items))]),
                                     s.trail):
            yield False
        return
    k = len(items)
    while True:
        mark = len(s.trail)
        if unify(tail, make_list([Var() for _ in range(k - len(items))]), s.trail) and \
                unify(n, k, s.trail):
            yield True
        s.undo(mark)
        k += 1


@det("memberchk", 2)
def memberchk(s: Solver, g: tuple[object, ...]) -> bool:
    t = deref(g[2])
    x = g[1]
    while True:
        if type(t) is Var:
            return unify(t, (CONS, x, Var()), s.trail)
        if not (type(t) is tuple and t[0] == CONS and len(t) == 3):
            return False
        mark = len(s.trail)
        if unify(x, t[1], s.trail):
            return True
        s.undo(mark)
        t = deref(t[2])


@det("reverse", 2)
def reverse(s: Solver, g: tuple[object, ...]) -> bool:
    return unify(g[2], make_list(list(reversed(proper_list(g[1])))), s.trail)


@det("sum_list sumlist", 2)
def sum_list(s: Solver, g: tuple[object, ...]) -> bool:
    total: object = 0
    for x in proper_list(g[1]):
        total = evaluate(("+", total, x))
    return unify(g[2], total, s.trail)


@det("max_list", 2)
def max_list(s: Solver, g: tuple[object, ...]) -> bool:
    items = proper_list(g[1])
    if not items:
        return False
    best = evaluate(items[0])
    for x in items[1:]:
        best = evaluate(("max", best, x))
    return unify(g[2], best, s.trail)


@det("min_list", 2)
def min_list(s: Solver, g: tuple[object, ...]) -> bool:
    items = proper_list(g[1])
    if not items:
        return False
    best = evaluate(items[0])
    for x in items[1:]:
        best = evaluate(("min", best, x))
    return unify(g[2], best, s.trail)


@det("numlist", 3)
def numlist(s: Solver, g: tuple[object, ...]) -> bool:
    lo, hi = deref(g[1]), deref(g[2])
    for v in (lo, hi):
        if type(v) is Var:
            raise instantiation_error()
        if type(v) is not int:
            raise type_error("integer", v)
    if hi - lo > MAX_LIST:
        raise resource_error("memory")
    return lo <= hi and unify(g[3], make_list(list(range(lo, hi + 1))), s.trail)


@det("list_to_set", 2)
def list_to_set(s: Solver, g: tuple[object, ...]) -> bool:
    out: list[object] = []
    for x in proper_list(g[1]):
        if all(compare(x, y) != 0 for y in out):
            out.append(x)
    return unify(g[2], make_list(out), s.trail)


@det("flatten", 2)
def flatten(s: Solver, g: tuple[object, ...]) -> bool:
    out: list[object] = []
    stack = [g[1]]
    while stack:
        t = deref(stack.pop())
        if type(t) is tuple and t[0] == CONS and len(t) == 3:
            stack.append(t[2])
            stack.append(t[1])
        elif t is not NIL:
            out.append(t)
    return unify(g[2], make_list(out), s.trail)
