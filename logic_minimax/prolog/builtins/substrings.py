"""Text taken apart and put together: ``atom_concat/3`` and ``string_concat/3`` (all
modes), ``sub_atom/5`` and ``sub_string/5``, ``atomic_list_concat/2,3`` (split mode too),
``split_string/4``, ``string_code/3``, with SWI's errors."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from logic_minimax.prolog.builtins import det, nondet, with_last
from logic_minimax.prolog.core import (
    NIL,
    PString,
    Var,
    deref,
    domain_error,
    instantiation_error,
    list_tail,
    make_list,
    text_of,
    type_error,
    unify,
)
from logic_minimax.prolog.interface import Solver


def _part(t: object) -> str | None:
    """An argument of atom_concat/3: its text if bound (an atomic term), else None."""
    t = deref(t)
    if type(t) is Var:
        return None
    if t is NIL:
        raise type_error("atom", t)
    if type(t) is tuple:
        raise type_error("atomic", t)
    return text_of(t)


def _concat_modes(s: Solver, g: tuple[object, ...], make: type) -> Iterator[bool]:
    a, b = _part(g[1]), _part(g[2])
    if a is not None and b is not None:
        if unify(g[3], make(a + b), s.trail):
            yield False
        return
    whole = _part(g[3])
    if whole is None:
        raise instantiation_error()
    if a is not None or b is not None:
        # One part known: at most one way to split.
        rest = whole[len(a):] if a is not None and whole.startswith(a) else \
            whole[:len(whole) - len(b)] if b is not None and whole.endswith(b) else None
        if rest is not None and unify(g[2] if a is not None else g[1], make(rest), s.trail):
            yield False
        return
    for i in range(len(whole) + 1):
        mark = len(s.trail)
        if unify(g[1], make(whole[:i]), s.trail) and unify(g[2], make(whole[i:]), s.trail):
            yield i < len(whole)
        s.undo(mark)


@nondet("atom_concat", 3)
def atom_concat(s: Solver, g: tuple[object, ...]) -> Iterator[bool]:
    return _concat_modes(s, g, str)


@nondet("string_concat", 3)
def string_concat(s: Solver, g: tuple[object, ...]) -> Iterator[bool]:
    return _concat_modes(s, g, PString)


def _count(t: object) -> object:
    """B, L or A of sub_atom/5: an unbound variable or a non-negative integer."""
    t = deref(t)
    if type(t) is not Var:
        if type(t) is not int:
            raise type_error("integer", t)
        if t < 0:
            raise domain_error("not_less_than_zero", t)
    return t


def _sub_text(s: Solver, g: tuple[object, ...], make: type) -> Iterator[bool]:
    whole = deref(g[1])
    if type(whole) is Var:
        raise instantiation_error()
    if type(whole) is tuple or whole is NIL:
        raise type_error("atom" if make is str else "string", whole)
    text = text_of(whole)
    n = len(text)
    b, ln, a = _count(g[2]), _count(g[3]), _count(g[4])
    sub_t = deref(g[5])
    if type(sub_t) is tuple:
        raise type_error("atom" if make is str else "string", sub_t)
    sub = None if type(sub_t) is Var else text_of(sub_t)
    if sub is not None:
        # As SWI: an occurrence leaves a choice point unless it ends the text.
        found = []
        start = text.find(sub)
        while start >= 0:
            found.append(((start, len(sub)), start + len(sub) < n))
            start = text.find(sub, start + 1)
    else:
        found = list(with_last(_spans(n, b, ln, a)))
    for (i, k), more in found:
        mark = len(s.trail)
        if unify(b, i, s.trail) and unify(ln, k, s.trail) and \
                unify(a, n - i - k, s.trail) and unify(g[5], make(text[i:i + k]), s.trail):
            yield more
        s.undo(mark)


def _spans(n: int, b: object, ln: object, a: object) -> Iterator[tuple[int, int]]:
    """(start, length) pairs allowed by the bound ones of B, L and A."""
    starts = [b] if type(b) is int else range(n + 1)
    for i in starts:
        if type(ln) is int:
            lengths: Iterable[int] = [ln]
        elif type(a) is int:
            lengths = [n - i - a]
        else:
            lengths = range(n - i + 1)
        for k in lengths:
            if k >= 0 and i >= 0 and i + k <= n:
                yield i, k


@nondet("sub_atom", 5)
def sub_atom(s: Solver, g: tuple[object, ...]) -> Iterator[bool]:
    return _sub_text(s, g, str)


@nondet("sub_string", 5)
def sub_string(s: Solver, g: tuple[object, ...]) -> Iterator[bool]:
    return _sub_text(s, g, PString)


def _item_text(t: object) -> str:
    """An item of atomic_list_concat's list: atomic text (``[]`` and compounds are not)."""
    t = deref(t)
    if type(t) is Var:
        raise instantiation_error()
    if type(t) is tuple or t is NIL:
        raise type_error("text", t)
    return text_of(t)


def _concat_list(t: object) -> list[object] | None:
    """The items of a proper list; None for a partial one; a type error for a non-list."""
    items, tail = list_tail(t)
    if tail is NIL:
        return items
    if type(tail) is Var:
        return None
    raise type_error("list", t)


@det("atomic_list_concat", 2)
def atomic_list_concat2(s: Solver, g: tuple[object, ...]) -> bool:
    items = _concat_list(g[1])
    if items is None:
        raise instantiation_error()
    return unify(g[2], "".join(_item_text(i) for i in items), s.trail)


@det("atomic_list_concat atomics_to_string", 3)
def atomic_list_concat3(s: Solver, g: tuple[object, ...]) -> bool:
    """The items joined by the separator (an atom; atomics_to_string/3: a string), or
    the whole split at each separator into atoms."""
    sep = _item_text(g[2])
    items = _concat_list(g[1])
    if items is not None and all(type(deref(i)) is not Var for i in items):
        joined = sep.join(_item_text(i) for i in items)
        return unify(g[3], PString(joined) if g[0] == "atomics_to_string" else joined,
                     s.trail)
    # Split mode: the whole is known, the list is not.
    whole = deref(g[3])
    if type(whole) is Var:
        raise instantiation_error()
    if not sep:
        raise domain_error("non_empty_atom", sep)
    parts = _item_text(whole).split(sep)
    return unify(g[1], make_list(parts), s.trail)  # type: ignore[arg-type]


@det("split_string", 4)
def split_string(s: Solver, g: tuple[object, ...]) -> bool:
    text, seps, pad = text_of(g[1]), text_of(g[2]), text_of(g[3])
    fields: list[str] = []
    if seps:
        current: list[str] = []
        for ch in text:
            if ch in seps:
                fields.append("".join(current))
                current = []
            else:
                current.append(ch)
        fields.append("".join(current))
    else:
        fields = [text]
    result = [PString(f.strip(pad) if pad else f) for f in fields]
    return unify(g[4], make_list(result), s.trail)  # type: ignore[arg-type]


@nondet("string_code", 3)
def string_code(s: Solver, g: tuple[object, ...]) -> Iterator[bool]:
    """string_code(Index, String, Code): the code at 1-based Index (enumerated if
    unbound); an index outside the string fails."""
    index = deref(g[1])
    text = text_of(g[2], "string")
    if type(index) is int:
        if index < 0:
            raise domain_error("not_less_than_zero", index)
        if 1 <= index <= len(text) and unify(g[3], ord(text[index - 1]), s.trail):
            yield False
        return
    if type(index) is not Var:
        raise type_error("integer", index)
    for (i, ch), more in with_last(enumerate(text, 1)):
        mark = len(s.trail)
        if unify(index, i, s.trail) and unify(g[3], ord(ch), s.trail):
            yield more
        s.undo(mark)
