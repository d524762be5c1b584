"""Built-in predicates, one module per family; each registers itself in ``TABLE``.

A deterministic built-in is ``fn(solver, goal) -> bool``; a nondeterministic one is a
generator ``fn(solver, goal)`` that yields once per solution (``True`` when more may
follow, ``False`` for the last); a control construct is ``fn(solver, goal, cut_barrier,
depth, cont)`` returning the new continuation (or ``FAIL``).  ``goal`` is the goal term:
a tuple ``(name, arg1, ...)``, or a ``str`` for an atom goal.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import TypeVar

F = TypeVar("F", bound=Callable[..., object])
T = TypeVar("T")

# (name, arity, kind, function); kind is machine.DET, NONDET or CONTROL.
TABLE: list[tuple[str, int, int, Callable[..., object]]] = []


def _register(kind: int, names: str, arities: tuple[int, ...]) -> Callable[[F], F]:
    def deco(fn: F) -> F:
        for name in names.split():
            for arity in arities:
                TABLE.append((name, arity, kind, fn))
        return fn
    return deco


def det(names: str, *arities: int) -> Callable[[F], F]:
    return _register(1, names, arities)


def nondet(names: str, *arities: int) -> Callable[[F], F]:
    return _register(2, names, arities)


def construct(names: str, *arities: int) -> Callable[[F], F]:
    return _register(3, names, arities)


def with_last(items: Iterable[T]) -> Iterator[tuple[T, bool]]:
    """Each item with whether more follow: nondeterministic built-ins yield that flag, so
    the last candidate leaves no choice point (as SWI's)."""
    it = iter(items)
    try:
        item = next(it)
    except StopIteration:
        return
    for after in it:
        yield item, True
        item = after
    yield item, False
