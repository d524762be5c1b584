"""Walks over whole terms: copying, resolving, their variables, groundness, cycles.

Each walk uses an explicit stack.  Terms may be cyclic (a variable bound to a term that
holds it) and may share subterms a great deal (``X1 = f(X0, X0), X2 = f(X1, X1), ...``):
a walk first runs as a plain tree walk, and once it has met ``CYCLE_CHECK_AFTER``
compounds it starts again remembering the nodes it has seen, so it ends on a cyclic term
and its time and memory are linear in the term's size (its number of distinct nodes).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from logic_minimax.prolog.core import (
    CONS,
    CYCLE_CHECK_AFTER,
    NIL,
    PString,
    Var,
    attributes,
    deref,
    same_float,
)

OnVar = Callable[[Var], object]


class _Long(Exception):
    """The plain walk met too many compounds: start again in the remembering mode."""


def copy_attributed(t: object, mapping: dict[Var, object] | None = None) -> object:
    """A copy of ``t`` whose attributed variables are copied with their attributes (which
    may hold other attributed variables in turn), as SWI's copy_term/2 and findall/3;
    ``mapping`` as copy_term's."""
    found: dict[Var, object] = {} if mapping is None else mapping
    pending: list[tuple[Var, Var]] = []

    def fresh(v: Var) -> object:
        new = found.get(v)
        if new is None:
            new = found[v] = Var()
            if attributes(v) is not None:
                pending.append((v, new))
        return new
    out = rebuild(t, fresh)
    while pending:
        old, new = pending.pop()
        new.attrs = rebuild(attributes(old), fresh)
    return out


def copy_term(t: object, mapping: dict[Var, object] | None = None) -> object:
    """A copy of ``t`` with fresh variables (shared variables stay shared)."""
    tt = type(t)
    if tt is str or tt is int:  # findall(x, ...)
        return t
    if tt is tuple or tt is Var:
        items = _constant_items(t)
        if items is not None:  # a board, a path: rebuilt at once
            out: object = NIL
            for x in reversed(items):
                out = (CONS, x, out)
            return out
    if mapping is None:
        mapping = {}
    found = mapping

    def fresh(v: Var) -> object:
        new = found.get(v)
        if new is None:
            new = found[v] = Var()
        return new
    return rebuild(t, fresh)


def _constant_items(t: object) -> list[object] | None:
    """The items of a proper list of atoms and numbers (None for any other term)."""
    items: list[object] = []
    while True:
        while type(t) is Var:
            t = t.ref
            if t is None:
                return None
        if type(t) is not tuple:
            return items if t is NIL else None
        if len(t) != 3 or t[0] != CONS or len(items) >= CYCLE_CHECK_AFTER:
            return None
        x = t[1]
        while type(x) is Var:
            x = x.ref
            if x is None:
                return None
        if type(x) is tuple:
            return None
        items.append(x)
        t = t[2]


def resolve(t: object) -> object:
    """``t`` with every bound variable replaced by its value (unbound ones kept); a
    cyclic term keeps a bound variable where its cycle closes."""
    return rebuild(t, lambda v: v)


def rebuild(t: object, on_var: OnVar) -> object:
    """``t`` rebuilt bottom-up, each unbound variable mapped by ``on_var``."""
    try:
        return _rebuild_tree(t, on_var)
    except _Long:
        return _rebuild_graph(t, on_var)


def _rebuild_tree(t: Any, on_var: OnVar) -> object:
    t = deref(t)
    if type(t) is not tuple:
        return on_var(t) if type(t) is Var else t
    budget = CYCLE_CHECK_AFTER
    # Work items: (True, term) to enter, (False, (arity, name)) to assemble.
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
            budget -= 1
            if not budget:
                raise _Long
            stack.append((False, (len(x) - 1, x[0])))
            for i in range(len(x) - 1, 0, -1):
                stack.append((True, x[i]))
        elif type(x) is Var:
            out.append(on_var(x))
        else:
            out.append(x)
    return out[0]


def _rebuild_graph(t: object, on_var: OnVar) -> object:
    """The rebuild keeping sharing: each compound (and each bound variable) is rebuilt
    once.  A bound variable whose value is a compound becomes a new variable bound to the
    value's copy, so a cycle, which always passes through a bound variable, closes on it."""
    memo: dict[int, object] = {}
    out: list[object] = []
    # Work items: (True, term) to enter, (False, (original, new variable or None)).
    stack: list[tuple[bool, Any]] = [(True, t)]
    while stack:
        enter, x = stack.pop()
        if not enter:
            orig, cell = x
            n = len(orig) - 1
            args = out[len(out) - n:]
            del out[len(out) - n:]
            built = (orig[0], *args)
            if cell is None:
                inner = memo.get(id(orig))  # a cycle back to it made a variable for it:
                if type(inner) is Var:  # that is its copy (f(X) for X = f(X), unrolled
                    out.append(inner)  # once no more)
                    continue
                memo[id(orig)] = built
                out.append(built)
            else:
                cell.ref = built
                out.append(cell)
            continue
        cell = None
        if type(x) is Var:
            if x.ref is None:
                out.append(on_var(x))
                continue
            done = memo.get(id(x))
            if done is not None:
                out.append(done)
                continue
            value = deref(x)
            if type(value) is not tuple:
                out.append(on_var(value) if type(value) is Var else value)
                continue
            done = memo.get(id(value))
            if done is not None:
                out.append(done)
                continue
            cell = memo[id(x)] = memo[id(value)] = Var()
            x = value
        elif type(x) is tuple:
            done = memo.get(id(x))
            if done is not None:
                out.append(done)
                continue
        else:
            out.append(x)
            continue
        stack.append((False, (x, cell)))
        for i in range(len(x) - 1, 0, -1):
            stack.append((True, x[i]))
    return out[0]


def term_vars(t: object) -> list[Var]:
    """The distinct unbound variables of ``t`` in depth-first, left-to-right order."""
    seen_vars: set[Var] = set()
    result: list[Var] = []
    seen: set[int] | None = None
    budget = CYCLE_CHECK_AFTER
    stack = [t]
    while stack:
        x = deref(stack.pop())
        if type(x) is Var:
            if x not in seen_vars:
                seen_vars.add(x)
                result.append(x)
        elif type(x) is tuple:
            if seen is None:
                budget -= 1
                if not budget:
                    seen = set()
            elif id(x) in seen:
                continue
            else:
                seen.add(id(x))
            for i in range(len(x) - 1, 0, -1):
                stack.append(x[i])
    return result


def is_ground(t: object) -> bool:
    seen: set[int] | None = None
    budget = CYCLE_CHECK_AFTER
    stack = [t]
    while stack:
        x = deref(stack.pop())
        if type(x) is Var:
            return False
        if type(x) is tuple:
            if seen is None:
                budget -= 1
                if not budget:
                    seen = set()
            elif id(x) in seen:
                continue
            else:
                seen.add(id(x))
            stack.extend(x[1:])
    return True


def variant(a: object, b: object) -> bool:
    """``a =@= b``: the same term up to a one-to-one renaming of variables."""
    ab: dict[Var, Var] = {}
    ba: dict[Var, Var] = {}
    seen: set[tuple[int, int]] = set()
    stack: list[tuple[Any, Any]] = [(a, b)]
    while stack:
        x, y = stack.pop()
        x, y = deref(x), deref(y)
        tx, ty = type(x), type(y)
        if tx is Var or ty is Var:
            if tx is not ty or ab.setdefault(x, y) is not y or ba.setdefault(y, x) is not x:
                return False
        elif tx is tuple:
            if ty is not tuple or len(x) != len(y) or x[0] != y[0]:
                return False
            if (id(x), id(y)) not in seen:  # a pair met again (a cycle, sharing) is done
                seen.add((id(x), id(y)))
                stack.extend(zip(x[1:], y[1:], strict=True))
        elif tx is not ty or (x != y if tx is not float else not same_float(x, y)):
            return False
    return True


class _Slot:
    """A variable's number in a variant key."""

    __slots__ = ("n",)

    def __init__(self, n: int) -> None:
        self.n = n


def variant_key(t: object) -> object:
    """A hashable key equal for variant terms (and only for them): the term's nodes in
    preorder, flat (a nested tuple would be hashed and compared recursively, past
    Python's recursion limit for a long list), each compound as ``(name, arity)``, each
    variable numbered in order of appearance and floats and strings tagged (``1 == 1.0``
    in Python), these three as 3-tuples."""
    slots: dict[Var, _Slot] = {}

    def number(v: Var) -> object:
        slot = slots.get(v)
        if slot is None:
            slot = slots[v] = _Slot(len(slots))
        return slot
    out: list[object] = []
    stack: list[Any] = [rebuild(t, number)]
    while stack:
        x = stack.pop()
        tx = type(x)
        if tx is tuple:
            out.append((x[0], len(x) - 1))
            stack.extend(reversed(x[1:]))
        elif tx is _Slot:
            out.append(("$var", x.n, None))
        elif tx is float:
            out.append(("$float", x.hex(), None))  # its bits: -0.0 is not 0.0
        elif tx is PString:
            out.append(("$string", str(x), None))
        else:
            out.append(x)
    return tuple(out)


def is_acyclic(t: object) -> bool:
    """Whether ``t`` is a finite tree (unification without occurs check can make cycles)."""
    return shape(t)[0]


def shape(t: object) -> tuple[bool, bool]:
    """Whether ``t`` is acyclic and, if so, whether it is ground, in one linear walk.

    A compound holds only terms that existed before it, so every cycle passes through a
    bound variable: only those are kept on the path, and a list's spine is walked in one
    loop (no set operation per cell: a million cells in a fraction of a second).  What
    the walk enters is left by a marker on the stack (its id) below what it holds, so a
    list's items are inside exactly the variables of the spine before them.  A bound
    variable or compound (a spine: its first cell) walked to the end is not walked again."""
    on_path: set[int] = set()  # the bound variables the walk is inside
    done: set[int] = set()
    ground = True
    stack: list[Any] = [t]
    while stack:
        x = stack.pop()
        if type(x) is int:  # leaving a bound variable or a compound
            on_path.discard(x)
            done.add(x)
            continue
        first = True
        while True:
            if type(x) is Var:
                ref = x.ref
                if ref is None:
                    ground = False
                    break
                if id(x) in on_path:
                    return False, False
                if id(x) in done:
                    break
                on_path.add(id(x))
                stack.append(id(x))
                x = ref
            elif type(x) is tuple and id(x) not in done:
                if first:
                    stack.append(id(x))
                    first = False
                if x[0] != CONS or len(x) != 3:
                    stack.extend(a for a in x[1:] if type(a) is tuple or type(a) is Var)
                    break
                head = x[1]
                if type(head) is tuple or type(head) is Var:
                    stack.append(head)
                x = x[2]
            else:
                break
    return True, ground


def factorize(t: object) -> tuple[object, list[tuple[Var, object]]]:
    """A finite template of ``t`` and the substitutions that make it cyclic again, as in
    SWI's ``@(Template, Substitutions)``: each compound met again inside itself becomes a
    new variable ``S`` with ``S = Value`` (its value holding ``S``), in the order the
    cycles were found.  An acyclic ``t`` is its own template, with no substitutions."""
    markers: dict[int, Var] = {}
    values: dict[int, object] = {}
    found: list[tuple[Var, object]] = []
    out: list[object] = []
    on_path: set[int] = set()
    stack: list[tuple[bool, Any]] = [(False, t)]
    while stack:
        leave, x = stack.pop()
        if leave:
            on_path.discard(id(x))
            n = len(x) - 1
            args = out[len(out) - n:]
            del out[len(out) - n:]
            value = (x[0], *args)
            marker = markers.get(id(x))
            if marker is None:
                out.append(value)
            else:
                values[id(x)] = value
                found.append((marker, value))
                out.append(marker)
            continue
        x = deref(x)
        if type(x) is not tuple:
            out.append(x)
        elif id(x) in on_path:
            marker = markers.get(id(x))
            if marker is None:
                marker = markers[id(x)] = Var()
            out.append(marker)
        elif id(x) in values:
            out.append(markers[id(x)])
        else:
            on_path.add(id(x))
            stack.append((True, x))
            stack.extend((False, a) for a in reversed(x[1:]))
    created = {id(m): i for i, m in enumerate(markers.values())}
    found.sort(key=lambda pair: created[id(pair[0])])
    return out[0], found
