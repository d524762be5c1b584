"""List built-ins written in Python for speed: ``length/2`` (all modes), ``memberchk/2``,
``nth0/3``, ``nth1/3``,
``sum_list/2``, the proper-list cases of ``reverse/2``, ``max_list/2``, ``min_list/2``,
``numlist/3``, ``list_to_set/2``, ``flatten/2``.  The rest of library(lists) and
library(apply) is Prolog text (library.pl), as in SWI."""

from __future__ import annotations

from collections.abc import Callable, Iterator

from logic_minimax.prolog.builtins import det, nondet, semidet_of
from logic_minimax.prolog.builtins.arith import evaluate
from logic_minimax.prolog.builtins.attvar import unify_waking
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
from logic_minimax.prolog.interface import Solver

MAX_LIST = 50_000_000  # a length/2 or numlist/3 longer than this is a resource error


@nondet("length", 2)
def length(s: Solver, g: tuple[object, ...]) -> Iterator[bool]:
    items, tail = list_tail(g[1])
    n = deref(g[2])
    if type(n) is not Var and type(n) is not int:
        raise type_error("integer", n)
    if type(n) is int and n < 0:
        raise domain_error("not_less_than_zero", n)
    if tail is NIL:
        if unify(n, len(items), s.trail):
            yield False
        return
    if type(tail) is not Var:  # a non-list, or a cyclic list
        raise type_error("list", g[1])
    if type(n) is int:
        if n < 0:
            raise domain_error("not_less_than_zero", n)
        if n > MAX_LIST:
            raise resource_error("memory")
        if n >= len(items) and unify(tail, make_list([Var() for _ in range(n - len(items))]),
                                     s.trail):
            yield False
        return
    if n is tail:
        return  # length(L, L): SWI fails
    k = len(items)
    while True:
        mark = len(s.trail)
        if unify(tail, make_list([Var() for _ in range(k - len(items))]), s.trail) and \
                unify(n, k, s.trail):
            yield True
        s.undo(mark)
        k += 1


@semidet_of(length)
def length_of_list(s: Solver, g: tuple[object, ...]) -> bool | None:
    """length/2 of a proper list against an unbound or integer length: one answer or
    none, no generator (``findall(x, G, L), length(L, N)``); None for the other cases."""
    t = g[1]
    k = 0
    while True:
        while type(t) is Var:
            r = t.ref
            if r is None:
                return None
            t = r
        if type(t) is not tuple or len(t) != 3 or t[0] != CONS:
            break
        k += 1
        if k > 1_000_000:
            return None  # perhaps cyclic: length/2 itself knows
        t = t[2]
    if t is not NIL:
        return None
    n = g[2]
    while type(n) is Var:
        r = n.ref
        if r is None:
            n.ref = k
            s.trail.append(n)
            return True
        n = r
    if type(n) is int and n >= 0:
        return n == k
    return None  # the errors are length/2's


@nondet("nth0 nth1", 3)
def nth(s: Solver, g: tuple[object, ...]) -> Iterator[bool]:
    """library(lists)' nth0/3 and nth1/3: an integer index walks the list in Python (one
    step per item where the Prolog text takes an inference and an ``is`` each); an unbound
    one enumerates the positions as its ``'$nth_gen'`` does, with SWI's determinism."""
    base = 0 if g[0] == "nth0" else 1
    index = deref(g[1])
    if type(index) is int:
        if index >= base and _seek(s, index - base, g[2], g[3]):
            yield False
        return
    if type(index) is not Var:
        raise type_error("integer", index)
    yield from _positions(s, g[2], g[3], index, base)


@semidet_of(nth)
def nth_at(s: Solver, g: tuple[object, ...]) -> bool | None:
    """nth0/3 and nth1/3 with an integer index: one answer or none, no generator."""
    index = g[1]
    while type(index) is Var:
        r = index.ref
        if r is None:
            return None
        index = r
    if type(index) is not int:
        return None
    n = index - (0 if g[0] == "nth0" else 1)
    return n >= 0 and _seek(s, n, g[2], g[3])


def _seek(s: Solver, n: int, t: object, elem: object) -> bool:
    """Unify ``elem`` with item ``n`` of ``t``; a partial list is extended to hold it."""
    if n > MAX_LIST:
        raise resource_error("memory")
    while n and type(t) is tuple and len(t) == 3 and t[0] == CONS:  # the bound cells
        n -= 1
        t = t[2]
    while True:
        while type(t) is Var:
            r = t.ref
            if r is None:
                cell: object = (CONS, elem, Var())
                for _ in range(n):
                    cell = (CONS, Var(), cell)
                t.ref = cell
                s.trail.append(t)
                return True
            t = r
        if type(t) is not tuple or len(t) != 3 or t[0] != CONS:
            return False
        if not n:
            return _take(t[1], elem, s.trail)
        n -= 1
        t = t[2]


@nondet("member", 2)
def member(s: Solver, g: tuple[object, ...]) -> Iterator[bool]:
    """library(lists)' member/2 (``member(El, [H|T]) :- '$member_'(T, El, H).``): each
    item in turn, the last one of a proper list without a choice point; a partial list
    grows without end, as in SWI."""
    return _positions(s, g[2], g[1], None, 0)


def _positions(s: Solver, lst: object, elem: object, index: Var | None, base: int
               ) -> Iterator[bool]:
    """Each item of ``lst`` (with its position, unless ``index`` is None); the last one
    leaves no choice point unless the list is partial (then it grows without end, as in
    SWI)."""
    trail = s.trail
    grown: list[tuple[Var, object]] = []  # the tails bound to new cells, bound again on redo
    cell = deref(lst)
    if type(cell) is Var:
        new: object = (CONS, Var(), Var())
        cell.ref = new
        trail.append(cell)
        grown.append((cell, new))
        cell = new
    if type(cell) is not tuple or len(cell) != 3 or cell[0] != CONS:
        return
    k = base
    while True:
        t = deref(cell[2])
        last = type(t) is not Var and (type(t) is not tuple or len(t) != 3 or t[0] != CONS)
        mark = len(trail)
        if _take(elem, cell[1], trail) and (index is None or unify(index, k, trail)):
            yield not last
            for v, c in grown:  # backtracking into the call undid them
                v.ref = c
                trail.append(v)
        else:
            s.undo(mark)
        if last:
            return
        if type(t) is Var:
            new = (CONS, Var(), Var())
            t.ref = new
            trail.append(t)
            grown.append((t, new))
            t = new
        cell = t
        k += 1


def _take(elem: object, item: object, trail: list[Var]) -> bool:
    """``unify(elem, item, trail)``, its commonest cases first: an unbound element takes
    the item (``member(Cell, Line)``), an atom meets an unbound item or another atom."""
    while type(elem) is Var:
        r = elem.ref
        if r is None:
            while type(item) is Var:
                r = item.ref
                if r is None:
                    break
                item = r
            if item is not elem:
                elem.ref = item
                trail.append(elem)
            return True
        elem = r
    if type(elem) is str:
        while type(item) is Var:
            r = item.ref
            if r is None:
                item.ref = elem
                trail.append(item)
                return True
            item = r
        if type(item) is str:
            return item == elem
    return unify(elem, item, trail)


@det("memberchk", 2)
def memberchk(s: Solver, g: tuple[object, ...]) -> bool:
    x = g[1]
    t = deref(g[2])
    lap = t  # Brent's cycle detection, as in core.list_tail
    power = 1
    steps = 0
    trail = s.trail
    if s.engine.attributed:
        return _memberchk_waking(s, x, g[2])
    while type(t) is tuple and len(t) == 3 and t[0] == CONS:
        mark = len(trail)
        if unify(x, t[1], trail):
            return True
        s.undo(mark)
        t = deref(t[2])
        if t is lap:
            raise type_error("list", g[2])
        steps += 1
        if steps == power:
            lap = t
            power <<= 1
            steps = 0
    if type(t) is Var:
        return unify(t, (CONS, x, Var()), trail)
    if t is not NIL:
        raise type_error("list", t)
    return False


def _memberchk_waking(s: Solver, x: object, items: object) -> bool:
    """memberchk/2 where attributed variables may be bound, as SWI's library defines it:
    each unification wakes their hooks, and an unbound tail is made ``[_|_]`` first (a
    frozen list is then given by its goal)."""
    t = deref(items)
    seen: set[int] = set()
    while True:
        if type(t) is Var:
            if not unify_waking(s, t, (CONS, Var(), Var())):
                return False
            t = deref(t)
            continue
        if type(t) is not tuple or len(t) != 3 or t[0] != CONS:
            if t is not NIL:
                raise type_error("list", items)
            return False
        if id(t) in seen:
            raise type_error("list", items)
        seen.add(id(t))
        mark = len(s.trail)
        if unify_waking(s, x, t[1]):
            return True
        s.undo(mark)
        t = deref(t[2])


@det("$skip_list", 2)
def skip_list(s: Solver, g: tuple[object, ...]) -> bool:
    """``'$skip_list'(List, Tail)``: the tail after the list's cells (``[]``, a variable,
    another term, or a cell of a cyclic list: Brent's detection, no endless walk)."""
    return unify(g[2], list_tail(g[1])[1], s.trail)


@det("$reverse", 2)
def reverse(s: Solver, g: tuple[object, ...]) -> bool:
    """The reverse of a proper list; fails for anything else (library.pl goes on)."""
    items, tail = list_tail(g[1])
    return tail is NIL and unify(g[2], make_list(items[::-1]), s.trail)


@det("sum_list", 2)
def sum_list(s: Solver, g: tuple[object, ...]) -> bool:
    total: object = 0
    for x in proper_list(g[1]):
        total = evaluate(("+", total, x))
    return unify(g[2], total, s.trail)


def _fold_list(fn: str) -> Callable[[Solver, tuple[object, ...]], bool]:
    def run(s: Solver, g: tuple[object, ...]) -> bool:
        # As SWI's foldl: the first item as it is, each later one through max/min.
        items = proper_list(g[1])
        if not items:
            return False
        best: object = items[0]
        for x in items[1:]:
            best = evaluate((fn, best, x))
        return unify(g[2], best, s.trail)
    return run


det("$max_list", 2)(_fold_list("max"))
det("$min_list", 2)(_fold_list("min"))


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
