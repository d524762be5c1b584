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

PROTECTED = frozenset(
    (name, int(arity)) for name, _, arity in (spec.rpartition("/") for spec in (
        "!/0", ",/2", "->/2", ";/2", "</2", "=/2", "=../2", "=:=/2", "=</2", "==/2", "=\\=/2",
        ">/2", ">=/2", "@</2", "@=</2", "@>/2", "@>=/2", "\\+/1", "\\=/2", "\\==/2",
        "abolish/1", "acyclic_term/1", "arg/3", "asserta/1", "assertz/1", "at_end_of_stream/0",
        "at_end_of_stream/1", "atom/1", "atom_chars/2", "atom_codes/2", "atom_concat/3",
        "atom_length/2", "atomic/1", "bagof/3", "call/1", "call/2", "call/3", "call/4",
        "call/5", "call/6", "call/7", "call/8", "callable/1", "catch/3", "char_code/2",
        "char_conversion/2", "clause/2", "close/1", "close/2", "compare/3", "compound/1",
        "copy_term/2", "current_char_conversion/2", "current_input/1", "current_op/3",
        "current_output/1", "current_predicate/1", "current_prolog_flag/2", "discontiguous/1",
        "dynamic/1", "fail/0", "false/0", "findall/3", "float/1", "flush_output/0",
        "flush_output/1", "functor/3", "get_byte/1", "get_byte/2", "get_char/1", "get_char/2",
        "get_code/1", "get_code/2", "ground/1", "halt/0", "halt/1", "initialization/1",
        "integer/1", "is/2", "keysort/2", "length/2", "multifile/1", "nl/0", "nl/1",
        "nonvar/1", "number/1", "number_chars/2", "number_codes/2", "numbervars/3", "once/1",
        "op/3", "open/3", "open/4", "peek_byte/1", "peek_byte/2", "peek_char/1", "peek_char/2",
        "peek_code/1", "peek_code/2", "phrase/2", "phrase/3", "predicate_property/2",
        "put_byte/1", "put_byte/2", "put_char/1", "put_char/2", "put_code/1", "put_code/2",
        "read/1", "read/2", "read_term/2", "read_term/3", "repeat/0", "retract/1",
        "retractall/1", "set_input/1", "set_output/1", "set_prolog_flag/2",
        "set_stream_position/2", "setof/3", "sort/2", "stream_property/2", "sub_atom/5",
        "subsumes_term/2", "term_variables/2", "throw/1", "true/0",
        "unify_with_occurs_check/2", "var/1", "write/1", "write/2", "write_canonical/1",
        "write_canonical/2", "write_term/2", "write_term/3", "writeq/1", "writeq/2",
    )))
"""The predicates SWI-Prolog protects (its ISO built-ins, ``predicate_property(P, iso)``):
a program that defines one gets a permission error.  Every other built-in is the
program's to redefine, as in SWI (a student's own ``between/3`` or ``reverse/2``)."""

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


SEMIDET: dict[Callable[..., object], Callable[..., object]] = {}
"""A nondeterministic built-in's quick first step, ``fn(solver, goal) -> bool | None``:
its one answer when the call is deterministic (``member``'s generator is not made for
``nth0(3, L, X)``), None to run the generator."""


def semidet_of(generator: Callable[..., object]) -> Callable[[F], F]:
    def deco(fn: F) -> F:
        SEMIDET[generator] = fn
        return fn
    return deco


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
