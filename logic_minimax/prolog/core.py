"""The engine's term representation and the operations every layer of it shares.

Terms are plain Python values chosen for speed: atoms are ``str``, integers ``int``
(unbounded), floats ``float``, SWI-7 strings ``PString`` (a ``str`` subclass, told apart
by ``type(t) is PString``), compound terms ``tuple`` whose item 0 is the functor name and
whose other items are the arguments, and variables ``Var`` cells (``ref`` is ``None``
while unbound).  Lists use SWI-7's ``'[|]'`` functor and the atom ``'[]'``.

Unification, comparison (SWI's standard order), copying and the other walks over terms use
explicit stacks, never Python recursion, so a million-deep term is as good as a small one.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, TypeAlias

from logic_minimax.errors import PrologError


class Var:
    """A logic variable: a cell whose ``ref`` is ``None`` while unbound."""

    __slots__ = ("ref",)

    def __init__(self) -> None:
        self.ref: Any = None  # the bound term, None while unbound

    def __repr__(self) -> str:
        return f"_G{id(self) & 0xFFFFFF}"


class PString(str):
    """An SWI-7 string ``"abc"``, distinct from the atom ``abc``."""

    __slots__ = ()

    def __repr__(self) -> str:
        return f"PString({str.__repr__(self)})"


Term: TypeAlias = "str | int | float | tuple[object, ...] | Var"
Compound: TypeAlias = "tuple[object, ...]"

NIL = "[]"
CONS = "[|]"
CURLY = "{}"


def deref(t: Any) -> Any:
    """Follow bound variables to the term they stand for."""
    while type(t) is Var:
        r = t.ref
        if r is None:
            return t
        t = r
    return t


def is_callable(t: object) -> bool:
    return type(t) is str or type(t) is tuple


def is_atomic(t: object) -> bool:
    tt = type(t)
    return tt is str or tt is int or tt is float or tt is PString


def unify(a: Any, b: Any, trail: list[Var]) -> bool:
    """Unify two terms, recording every binding on ``trail``; no occurs check."""
    stack: list[tuple[Any, Any]] = [(a, b)]
    pop = stack.pop
    push = stack.append
    while stack:
        x, y = pop()
        while type(x) is Var:
            r = x.ref
            if r is None:
                break
            x = r
        while type(y) is Var:
            r = y.ref
            if r is None:
                break
            y = r
        if x is y:
            continue
        tx = type(x)
        if tx is Var:
            x.ref = y
            trail.append(x)
            continue
        ty = type(y)
        if ty is Var:
            y.ref = x
            trail.append(y)
            continue
        if tx is tuple:
            if ty is not tuple or len(x) != len(y) or x[0] != y[0]:
                return False
            for i in range(len(x) - 1, 0, -1):
                push((x[i], y[i]))
            continue
        if tx is not ty or x != y:
            return False
    return True


def occurs_in(v: Var, t: object) -> bool:
    stack = [t]
    while stack:
        x = deref(stack.pop())
        if x is v:
            return True
        if type(x) is tuple:
            stack.extend(x[1:])
    return False


def unify_occurs_check(a: Any, b: Any, trail: list[Var]) -> bool:
    stack = [(a, b)]
    while stack:
        x, y = stack.pop()
        x = deref(x)
        y = deref(y)
        if x is y:
            continue
        if type(x) is not Var and type(y) is Var:
            x, y = y, x
        if type(x) is Var:
            if occurs_in(x, y):
                return False
            x.ref = y
            trail.append(x)
            continue
        if type(x) is tuple:
            if type(y) is not tuple or len(x) != len(y) or x[0] != y[0]:
                return False
            stack.extend(zip(x[1:], y[1:], strict=True))
            continue
        if type(x) is not type(y) or x != y:
            return False
    return True


# Standard order of terms as SWI-Prolog 9 implements it: Var < Number < String < Atom <
# Compound (its manual puts strings after atoms; its msort/2 does not).
_RANK = {Var: 0, int: 1, float: 1, PString: 2, str: 3, tuple: 5}


def _compare_numbers(x: int | float, y: int | float) -> int:
    # CPython compares int with float exactly (no overflow); equal values: Float < Int.
    if x < y:
        return -1
    if x > y:
        return 1
    if x != y:  # NaN: SWI orders NaN below every other number
        xn, yn = x != x, y != y
        return 0 if xn and yn else (-1 if xn else 1)
    if type(x) is type(y):
        return 0
    return -1 if type(x) is float else 1


def compare(a: Any, b: Any) -> int:
    """-1, 0 or 1 as ``a`` is before, equal to or after ``b`` in the standard order."""
    stack = [(a, b)]
    while stack:
        x, y = stack.pop()
        x = deref(x)
        y = deref(y)
        if x is y:
            continue
        tx, ty = type(x), type(y)
        rx, ry = _RANK[tx], _RANK[ty]
        if rx != ry:
            return -1 if rx < ry else 1
        if rx == 1:
            c = _compare_numbers(x, y)
            if c:
                return c
        elif tx is tuple:
            if len(x) != len(y):
                return -1 if len(x) < len(y) else 1
            if x[0] != y[0]:
                return -1 if x[0] < y[0] else 1
            for i in range(len(x) - 1, 0, -1):
                stack.append((x[i], y[i]))
        elif tx is Var:
            return -1 if id(x) < id(y) else 1
        elif x != y:
            if tx is str and (x == NIL or y == NIL):
                return -1 if x == NIL else 1  # SWI 7's [] sorts before every atom
            return -1 if x < y else 1
    return 0


def variant_equal(a: object, b: object) -> bool:
    """``a == b`` in Prolog's sense (structurally identical)."""
    return compare(a, b) == 0


def copy_term(t: object, mapping: dict[Var, object] | None = None) -> object:
    """A copy of ``t`` with fresh variables (shared variables stay shared)."""
    if mapping is None:
        mapping = {}
    return _rebuild(t, lambda v: mapping.setdefault(v, Var()))


def resolve(t: object) -> object:
    """``t`` with every bound variable replaced by its value (unbound ones kept)."""
    return _rebuild(t, lambda v: v)


def _rebuild(t: Any, on_var: Any) -> object:
    """Post-order rebuild of ``t``; ``on_var`` maps each unbound variable."""
    fn = on_var  # a callable Var -> term
    t = deref(t)
    if type(t) is not tuple:
        return fn(t) if type(t) is Var else t
    # Work items: ('enter', term) or ('build', arity, name).
    out: list[object] = []
    stack: list[tuple[bool, Any]] = [(True, t)]
    while stack:
        enter, x = stack.pop()
        if not enter:
            n, name = x
            args = out[len(out) - n:]
            del out[len(out) - n:]
            out.append((name, *args))
            continue
        x = deref(x)
        if type(x) is tuple:
            stack.append((False, (len(x) - 1, x[0])))
            for i in range(len(x) - 1, 0, -1):
                stack.append((True, x[i]))
        elif type(x) is Var:
            out.append(fn(x))
        else:
            out.append(x)
    return out[0]


def term_vars(t: object) -> list[Var]:
    """The distinct unbound variables of ``t`` in depth-first, left-to-right order."""
    seen: set[int] = set()
    result: list[Var] = []
    stack = [t]
    while stack:
        x = deref(stack.pop())
        if type(x) is Var:
            if id(x) not in seen:
                seen.add(id(x))
                result.append(x)
        elif type(x) is tuple:
            stack.extend(reversed(x[1:]))
    return result


def is_acyclic(t: object) -> bool:
    """Whether ``t`` is a finite tree (unification without occurs check can make cycles).

    Depth-first with an explicit stack; a compound on the current path seen again is a
    cycle.  Shared, already finished subterms are not walked twice."""
    on_path: set[int] = set()
    done: set[int] = set()
    stack: list[tuple[bool, Any]] = [(True, t)]
    while stack:
        enter, x = stack.pop()
        if not enter:
            on_path.discard(id(x))
            done.add(id(x))
            continue
        x = deref(x)
        if type(x) is not tuple or id(x) in done:
            continue
        if id(x) in on_path:
            return False
        on_path.add(id(x))
        stack.append((False, x))
        stack.extend((True, a) for a in x[1:])
    return True


def is_ground(t: object) -> bool:
    stack = [t]
    while stack:
        x = deref(stack.pop())
        if type(x) is Var:
            return False
        if type(x) is tuple:
            stack.extend(x[1:])
    return True


def make_list(items: list[object] | tuple[object, ...], tail: object = NIL) -> object:
    result = tail
    for item in reversed(items):
        result = (CONS, item, result)
    return result


def iter_list(t: object) -> Iterator[object]:
    """The items of a list, stopping at its (dereferenced) tail; see ``list_tail``."""
    t = deref(t)
    while type(t) is tuple and len(t) == 3 and t[0] == CONS:
        yield t[1]
        t = deref(t[2])


def list_tail(t: object) -> tuple[list[object], object]:
    items: list[object] = []
    t = deref(t)
    while type(t) is tuple and len(t) == 3 and t[0] == CONS:
        items.append(t[1])
        t = deref(t[2])
    return items, t


def proper_list(t: object) -> list[object]:
    """The items of a proper list; an instantiation error for a partial list, a type
    error for anything else."""
    items, tail = list_tail(t)
    if type(tail) is Var:
        raise instantiation_error()
    if tail != NIL or type(tail) is not str:
        raise type_error("list", t)
    return items


# ISO error terms -------------------------------------------------------------------------


def indicator(name: str, arity: int) -> tuple[object, ...]:
    return ("/", name, arity)


def error(formal: object, context: object = None) -> PrologError:
    return PrologError(("error", formal, Var() if context is None else context))


def type_error(kind: str, culprit: object) -> PrologError:
    return error(("type_error", kind, culprit))


def domain_error(kind: str, culprit: object) -> PrologError:
    return error(("domain_error", kind, culprit))


def instantiation_error() -> PrologError:
    return error("instantiation_error")


def existence_error(kind: str, culprit: object) -> PrologError:
    return error(("existence_error", kind, culprit))


def representation_error(what: str) -> PrologError:
    return error(("representation_error", what))


def evaluation_error(what: str) -> PrologError:
    return error(("evaluation_error", what))


def permission_error(action: str, kind: str, culprit: object) -> PrologError:
    return error(("permission_error", action, kind, culprit))


def resource_error(what: str) -> PrologError:
    return error(("resource_error", what))


def text_of(t: object, what: str = "atom") -> str:
    """The text of an atomic term (atom, string, number) or a code/char list."""
    t = deref(t)
    tt = type(t)
    if tt is str or tt is PString:
        return str(t)
    if tt is int or tt is float:
        from logic_minimax.prolog.write import format_number
        return format_number(t)  # type: ignore[arg-type]
    if tt is Var:
        raise instantiation_error()
    if tt is tuple:
        chars = codes_or_chars(t)
        if chars is not None:
            return chars
    raise type_error(what, t)


def codes_or_chars(t: object) -> str | None:
    """The text of a proper list of codes or one-char atoms, else ``None``."""
    out: list[str] = []
    items, tail = list_tail(t)
    if tail != NIL or type(tail) is not str:
        if type(tail) is Var:
            raise instantiation_error()
        return None
    for item in items:
        item = deref(item)
        if type(item) is int and 0 <= item <= 0x10FFFF:
            out.append(chr(item))
        elif type(item) is str and len(item) == 1:
            out.append(item)
        elif type(item) is Var:
            raise instantiation_error()
        else:
            return None
    return "".join(out)
