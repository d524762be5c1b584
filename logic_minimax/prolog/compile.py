"""Clause bodies compiled at consult into builder closures, one per body goal.

A clause's variables are numbered head first (``compile_term``), so after head
unification every slot below ``Clause.nhead`` is set; the machine then gives each
body-only slot a fresh variable at once, and no builder has to test a slot.  A builder
makes its goal from the frame in a few C-level steps: ``count(I1, N)`` becomes
``("count",) + itemgetter(2, 1)(frame)``, ``I1 is I + 1`` becomes
``("is", get2(frame), ("+", get0(frame), 1))`` with each part chosen once, here.  Parts
deeper than ``MAX_NESTING`` are left to the generic ``database.build`` (which walks a
stack, so compiling never recurses deeply on a big literal).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from operator import itemgetter
from typing import Any

from logic_minimax.prolog.database import TT, TV, Pred, build

Builder = Callable[[list[Any]], object]
MAX_NESTING = 4


def _constant(t: object) -> Builder:
    return lambda frame: t


def builder(t: object, nesting: int = 0) -> Builder:
    """The closure that builds template ``t`` from a frame whose slots are all set."""
    if type(t) is TV:
        return itemgetter(t.i)
    if type(t) is not TT:
        return _constant(t)
    if nesting >= MAX_NESTING:
        return partial(build, t)
    name = t.name
    args = t.args
    slots = [a.i for a in args if type(a) is TV]
    if len(slots) == len(args):
        if len(args) == 1:
            get = itemgetter(slots[0])
            return lambda frame: (name, get(frame))
        gets = itemgetter(*slots)
        functor = (name,)
        return lambda frame: functor + gets(frame)
    parts = [builder(a, nesting + 1) for a in args]
    if len(parts) == 1:
        (p,) = parts
        return lambda frame: (name, p(frame))
    if len(parts) == 2:
        p, q = parts
        return lambda frame: (name, p(frame), q(frame))
    if len(parts) == 3:
        p, q, r = parts
        return lambda frame: (name, p(frame), q(frame), r(frame))
    return lambda frame: (name, *[p(frame) for p in parts])


def body_code(body: tuple[tuple[object, Pred], ...]) -> tuple[tuple[Builder, Pred], ...]:
    """The body goals (in the clause's reversed order) as (builder, predicate) pairs."""
    return tuple((builder(tmpl), pred) for tmpl, pred in body)


__all__ = ["Builder", "body_code", "builder"]
