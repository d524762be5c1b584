"""The wakeup of attributed variables (SWI's ``'$wakeup'/1``): once a program has them,
the machine looks, before each goal, at the variables the trail has bound since it last
looked, and runs the hooks of the attributed ones first (coroutining.pl).  Built-ins that
unify in one step (``\\=``, ``memberchk/2``) run them at once (builtins/attvar.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from logic_minimax.prolog.core import NIL, Var, attributes, deref
from logic_minimax.prolog.kinds import Cont

if TYPE_CHECKING:
    from logic_minimax.prolog.interface import Solver


def wake(s: Solver, cont: Cont) -> Cont:
    """Push the goal that runs the hooks of the attributed variables bound since the
    last look before ``cont``."""
    goals = woken_hooks(s, min(s.woken, len(s.trail)))
    s.woken = len(s.trail)
    if goals is None:
        return cont
    depth = 0 if cont is None else cont[3]
    return (("$wakeup", goals), s.engine.call_pred, len(s.cps), depth, cont)


def woken_hooks(s: Solver, start: int) -> object:
    """The ``wakeup(Attributes, Value, More)`` list of the attributed variables the trail
    has bound since ``start`` (None if none), as SWI: a plain variable met by an
    attributed one is bound to it and wakes nothing, and of two attributed variables the
    younger is bound to the older."""
    trail = s.trail
    woken: list[tuple[object, object]] = []
    for i in range(start, len(trail)):  # not the entries appended here
        v = trail[i]
        if type(v) is not Var or v.ref is None:
            continue  # another kind of trail entry, or undone
        attrs = attributes(v)
        if attrs is None:
            continue
        value = deref(v.ref)
        if type(value) is Var:
            other = attributes(value)
            if other is None or value.n > v.n:
                v.ref = None
                value.ref = v
                trail.append(value)
                if other is None:
                    continue
                attrs, value = other, v
        woken.append((attrs, value))
    if not woken:
        return None
    goals: object = NIL
    for attrs, value in reversed(woken):
        goals = ("wakeup", attrs, value, goals)
    return goals
