"""The engine's term representation and the operations every layer of it shares.

Terms are plain Python values chosen for speed: atoms are ``str``, integers ``int``
(unbounded), floats ``float``, SWI-7 strings ``PString`` (a ``str`` subclass, told apart
by ``type(t) is PString``), compound terms ``tuple`` whose item 0 is the functor name and
whose other items are the arguments, and variables ``Var`` cells (``ref`` is ``None``
while unbound).  Lists use SWI-7's ``'[|]'`` functor and the empty list ``NIL``, a
constant of its own that is not an atom (``atom([])`` fails, ``[] \\== '[]'``).

Unification, comparison (SWI's standard order) and the other walks over terms use
explicit stacks, never Python recursion, so a million-deep term is as good as a small one.
Terms may be cyclic (unification has no occurs check): a walk that runs long switches to
a mode that remembers the pairs or nodes it has seen, so it ends on a cyclic term and stays
linear on a term with much sharing (see ``walk.py`` for copying and the other walks).
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from fractions import Fraction
from typing import Any, TypeAlias

from logic_minimax.errors import PrologError
from logic_minimax.prolog.numerals import format_number

_serial = itertools.count().__next__


class Var:
    """A logic variable: a cell whose ``ref`` is ``None`` while unbound, and its serial
    number, which orders variables by age in the standard order (as SWI's addresses do,
    so sorting terms with variables gives the same answer in every run).  An attributed
    variable (``put_attr/3``) also holds ``attrs``, SWI's chain ``att(Module, Value,
    More)``; the slot is left unset otherwise (read it with ``attributes``)."""

    __slots__ = ("attrs", "n", "ref")
    attrs: Any  # set only on an attributed variable

    def __init__(self) -> None:
        self.ref: Any = None  # the bound term, None while unbound
        self.n = _serial()

    def __repr__(self) -> str:
        return f"_G{id(self) & 0xFFFFFF}"


class Undo(Var):
    """A trail entry that is no variable: it puts some state back (``restore``) when
    backtracking passes it, since the trail undoes every entry by setting its ``ref`` to
    None (b_setval/2's globals, attributes, delay lists)."""

    __slots__ = ()

    @property
    def ref(self) -> object:
        return None

    @ref.setter
    def ref(self, value: object) -> None:
        if value is None:
            self.restore()

    def restore(self) -> None:
        raise NotImplementedError


def attributes(v: Var) -> Any:
    """The attribute chain of a variable, None if it has none."""
    return getattr(v, "attrs", None)


class PString(str):
    """An SWI-7 string ``"abc"``, distinct from the atom ``abc``."""

    __slots__ = ()

    def __repr__(self) -> str:
        return f"PString({str.__repr__(self)})"


class Nil:
    """The type of ``NIL``, SWI-7's empty list ``[]``: atomic, but not an atom."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "NIL"

    def __reduce__(self) -> str:
        return "NIL"  # pickled by name: the one instance stays the one instance


Term: TypeAlias = "str | int | float | tuple[object, ...] | Var | Nil"
Compound: TypeAlias = "tuple[object, ...]"

NIL = Nil()
CONS = "[|]"
CURLY = "{}"
# A walk switches to its cycle-safe mode after this many compound steps.
CYCLE_CHECK_AFTER = 1 << 16


def conjuncts(t: object) -> list[object]:
    """The goals of ``(A, B, ...)``, left to right, dereferenced (``t`` alone if no ``,``);
    an explicit stack, as every walk here."""
    out: list[object] = []
    stack = [t]
    while stack:
        g = deref(stack.pop())
        if type(g) is tuple and len(g) == 3 and g[0] == ",":
            stack.append(g[2])
            stack.append(g[1])
        else:
            out.append(g)
    return out


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
    return tt is str or tt is int or tt is float or tt is PString or t is NIL or \
        tt is Fraction


def unify(a: Any, b: Any, trail: list[Var], occurs_check: bool = False,  # noqa: C901
          culprit: list[object] | None = None, by_age: bool = False) -> bool:
    """Unify two terms, recording every binding on ``trail``: the one unifier, its modes
    as parameters (Scryer's ``machine/unify.rs``).

    * ``occurs_check``: fail rather than bind a variable to a term holding it
      (``unify_with_occurs_check/2``); the variable and the term go into ``culprit``
      when that is why it failed (the flag's ``error`` value raises with them).
    * ``by_age``: of two variables, bind the younger to the older, as SWI's C code does
      (``unifiable/3`` lists the bindings in that form); else the left one is bound.

    A ground term on one side (a fact table's row, rows.py) needs no mode: nothing of it
    is bound, and the walk ends since the row is finite.  Arguments are unified left to
    right; after ``CYCLE_CHECK_AFTER`` compound pairs the rest is unified remembering the
    pairs already met (a pair met again is taken as unified), so cyclic terms unify too.
    (The modes' tests are inline, past ruff's complexity bound: the engine's hottest loop.)
    """
    stack: list[tuple[Any, Any]] = [(a, b)]
    pop = stack.pop
    push = stack.append
    budget = CYCLE_CHECK_AFTER
    seen: set[tuple[int, int]] | None = None  # the compound pairs met, past the budget
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
            if by_age and type(y) is Var and y.n > x.n:  # the younger y to the older x
                y.ref = x
                trail.append(y)
            elif occurs_check and _holds(x, y, culprit):
                return False
            else:
                x.ref = y
                trail.append(x)
            continue
        ty = type(y)
        if ty is Var:
            if occurs_check and _holds(y, x, culprit):
                return False
            y.ref = x
            trail.append(y)
            continue
        if tx is tuple:
            if ty is not tuple or len(x) != len(y) or x[0] != y[0]:
                return False
            if budget:
                budget -= 1
            else:
                if seen is None:
                    seen = set()
                if _met(seen, x, y):
                    continue
            for i in range(len(x) - 1, 0, -1):
                push((x[i], y[i]))
            continue
        if tx is not ty or x != y:
            return False
    return True


def _met(seen: set[tuple[int, int]], x: object, y: object) -> bool:
    """Whether the pair of compounds was met before (it is now)."""
    key = (id(x), id(y))
    if key in seen:
        return True
    seen.add(key)
    return False


def _holds(v: Var, t: object, culprit: list[object] | None) -> bool:
    """Whether ``t`` holds the variable ``v``, which the occurs check then does not bind
    (the two go into ``culprit``)."""
    if not occurs_in(v, t):
        return False
    if culprit is not None:
        culprit.extend((v, t))
    return True


def occurs_in(v: Var, t: object) -> bool:
    """Whether the variable ``v`` occurs in ``t``; ``v`` may be bound (to a term holding
    it: the walk meets ``v`` itself on the way, not its value)."""
    stack = [t]
    seen: set[int] = set()
    while stack:
        x = stack.pop()
        while type(x) is Var:
            if x is v:
                return True
            r = x.ref
            if r is None:
                break
            x = r
        if type(x) is tuple and id(x) not in seen:
            seen.add(id(x))
            stack.extend(x[1:])
    return False


# Standard order of terms as SWI-Prolog 9 implements it: Var < Number < String < [] <
# Atom < Compound (its manual puts strings after atoms; its msort/2 does not).
_RANK = {Var: 0, int: 1, float: 1, Fraction: 1, PString: 2, Nil: 3, str: 4, tuple: 5}


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
    """-1, 0 or 1 as ``a`` is before, equal to or after ``b`` in the standard order.

    Long comparisons go on remembering the pairs of compounds met (a pair met again
    compares equal), so cyclic terms compare as in SWI."""
    stack = [(a, b)]
    budget = CYCLE_CHECK_AFTER
    seen: set[tuple[int, int]] | None = None
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
                return _compare_names(x[0], y[0])
            if seen is None:
                budget -= 1
                if not budget:
                    seen = set()
            elif (id(x), id(y)) in seen:
                continue
            else:
                seen.add((id(x), id(y)))
            for i in range(len(x) - 1, 0, -1):
                stack.append((x[i], y[i]))
        elif tx is Var:
            return -1 if x.n < y.n else 1
        elif x != y:
            return -1 if x < y else 1
    return 0


def _compare_names(x: object, y: object) -> int:
    if type(x) is str and type(y) is str:
        return -1 if x < y else 1
    return compare(x, y)  # a compound named [] (rare): [] before atoms


def variant_equal(a: object, b: object) -> bool:
    """``a == b`` in Prolog's sense (structurally identical)."""
    return compare(a, b) == 0


def make_list(items: list[object] | tuple[object, ...], tail: object = NIL) -> object:
    result = tail
    for item in reversed(items):
        result = (CONS, item, result)
    return result


def iter_list(t: object) -> Iterator[object]:
    """The items of a list, stopping at its (dereferenced) tail; see ``list_tail``."""
    items, _ = list_tail(t)
    return iter(items)


def list_tail(t: object) -> tuple[list[object], object]:
    """The items of a list and its dereferenced tail: ``NIL`` for a proper list, a
    variable for a partial list, another term for a non-list, and a list cell for a cyclic
    list (Brent's cycle detection: a cell compared per item)."""
    items: list[object] = []
    t = deref(t)
    lap = t
    power = 1
    steps = 0
    while type(t) is tuple and len(t) == 3 and t[0] == CONS:
        items.append(t[1])
        t = deref(t[2])
        if t is lap:
            return items, t
        steps += 1
        if steps == power:
            lap = t
            power <<= 1
            steps = 0
    return items, t


def proper_list(t: object) -> list[object]:
    """The items of a proper list; an instantiation error for a partial list, a type
    error for anything else."""
    items, tail = list_tail(t)
    if tail is NIL:
        return items
    if type(tail) is Var:
        raise instantiation_error()
    raise type_error("list", t)


# ISO error terms -------------------------------------------------------------------------


def indicator(name: str, arity: int) -> tuple[object, ...]:
    return ("/", name, arity)


def error(formal: object, context: object = None) -> PrologError:
    return PrologError(("error", formal, Var() if context is None else context))


def type_error(kind: object, culprit: object) -> PrologError:
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


def path_text(spec: object) -> str | None:
    """``sub/helper`` as the path ``sub/helper`` (a term SWI reads as a path)."""
    parts: list[str] = []
    t = deref(spec)
    while type(t) is tuple and len(t) == 3 and t[0] == "/":
        last = deref(t[2])
        if type(last) is not str:
            return None
        parts.append(last)
        t = deref(t[1])
    if not parts or type(t) is not str:
        return None
    return "/".join([t, *reversed(parts)])


def text_of(t: object, what: str = "atom") -> str:
    """The text of an atomic term (atom, string, number) or of a code or char list (``[]``
    the empty one), as SWI converts text; anything else is a type error ``what``."""
    t = deref(t)
    tt = type(t)
    if tt is str or tt is PString:
        return str(t)
    if tt is int or tt is float or tt is Fraction:
        return format_number(t)  # type: ignore[arg-type]
    if tt is Var:
        raise instantiation_error()
    if tt is tuple or t is NIL:
        chars = codes_or_chars(t)
        if chars is not None:
            return chars
    raise type_error(what, t)


def codes_or_chars(t: object) -> str | None:
    """The text of a proper list of codes or of one-char atoms (which, the first item
    says), ``None`` for a term that is no list; SWI's errors for a partial list or a bad
    item: ``type_error(character_code, X)``, or ``character`` in a char list."""
    items, tail = list_tail(t)
    if tail is not NIL:
        if type(tail) is Var:
            raise instantiation_error()
        return None
    out: list[str] = []
    codes = True
    for k, item in enumerate(items):
        item = deref(item)
        if type(item) is Var:
            raise instantiation_error()
        if k == 0:
            codes = not (type(item) is str and len(item) == 1)
        if codes:
            if type(item) is not int or not 0 <= item <= 0x10FFFF:
                raise type_error("character_code", item)
            out.append(chr(item))
        elif type(item) is str and len(item) == 1:
            out.append(item)
        else:
            raise type_error("character", item)
    return "".join(out)
