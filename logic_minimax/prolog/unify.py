"""Unification of query terms with facts, and what the bindings make of a term.

Terms here are the reader's (:mod:`.terms`): variables are names, bound in a ``dict``.
Every walk uses an explicit stack or loop, so deep lists cannot reach Python's
recursion limit.
"""

from __future__ import annotations

from typing import TypeAlias

from .terms import Compound, PartialList, Term, Var

Bindings: TypeAlias = dict[Var, Term]


def variables(term: Term) -> list[Var]:
    """The named variables of ``term``, in order of first appearance (``_`` left out)."""
    found: list[Var] = []
    stack = [term]
    while stack:
        t = stack.pop()
        if isinstance(t, Var):
            if not t.anonymous and t not in found:
                found.append(t)
        elif isinstance(t, tuple):
            stack.extend(reversed(t))
        elif isinstance(t, Compound):
            stack.extend(reversed(t.args))
        elif isinstance(t, PartialList):
            stack.extend(reversed((*t.items, t.tail)))
    return found


def _walk(term: Term, bindings: Bindings) -> Term:
    while isinstance(term, Var) and term in bindings:
        term = bindings[term]
    return term


def unify(a: Term, b: Term, bindings: Bindings) -> bool:
    """Prolog unification (no occurs check); ``1`` and ``1.0`` do not unify."""
    stack = [(a, b)]
    while stack:
        x, y = stack.pop()
        x, y = _walk(x, bindings), _walk(y, bindings)
        if isinstance(x, Var) or isinstance(y, Var):
            if x == y or (isinstance(x, Var) and x.anonymous) or \
                    (isinstance(y, Var) and y.anonymous):
                continue
            if isinstance(x, Var):
                bindings[x] = y
            else:
                assert isinstance(y, Var)
                bindings[y] = x
            continue
        if isinstance(x, PartialList) and not isinstance(y, PartialList):
            x, y = y, x
        if isinstance(y, PartialList):
            if isinstance(x, PartialList):
                common = min(len(x.items), len(y.items))
                stack.extend(zip(x.items[:common], y.items[:common], strict=True))
                stack.append((_rest(x, common), _rest(y, common)))
                continue
            if not isinstance(x, tuple) or len(x) < len(y.items):
                return False
            stack.extend(zip(x, y.items, strict=False))
            stack.append((x[len(y.items):], y.tail))
            continue
        if isinstance(x, tuple) and isinstance(y, tuple):
            if len(x) != len(y):
                return False
            stack.extend(zip(x, y, strict=True))
        elif isinstance(x, Compound) and isinstance(y, Compound):
            if x.name != y.name or len(x.args) != len(y.args):
                return False
            stack.extend(zip(x.args, y.args, strict=True))
        elif type(x) is not type(y) or x != y:
            return False
    return True


def _rest(term: PartialList, start: int) -> Term:
    if start < len(term.items):
        return PartialList(term.items[start:], term.tail)
    return term.tail


def resolve(term: Term, bindings: Bindings) -> Term:
    """``term`` with its bound variables replaced, all the way down."""
    term = _walk(term, bindings)
    if isinstance(term, tuple):
        return tuple(resolve(t, bindings) for t in term)
    if isinstance(term, Compound):
        return Compound(term.name, tuple(resolve(t, bindings) for t in term.args))
    if isinstance(term, PartialList):
        items = tuple(resolve(t, bindings) for t in term.items)
        tail = resolve(term.tail, bindings)
        if isinstance(tail, tuple):
            return items + tail
        if isinstance(tail, PartialList):
            return PartialList(items + tail.items, tail.tail)
        return PartialList(items, tail)
    return term
