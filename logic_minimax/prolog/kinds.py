"""The machine's vocabulary: kinds of predicates and of choice points, and failure.

A continuation is a goal node ``(goal, pred, cut_barrier, depth, next)``, a body node
``(frame, resume, cut_barrier, depth, next)`` (the rest of a clause body) or None; a choice
point a small list ``[kind, trail_mark, ...]`` (machine.py).
"""

from __future__ import annotations

from typing import Any

# Predicate kinds (Pred.control); RESUME marks a place in a clause body (database.Resume).
USER, DET, NONDET, CONTROL, RESUME = 0, 1, 2, 3, 4
# The instructions of a clause body (body.py).
CALL, EXEC, TEST, UNIFY, CUT, MARK, CUTTO, SOFTCUT, TRY, JUMP, FAILS, PROCEED = range(12)
# Choice-point kinds (rows.py adds CP_ROWS after them, cleanup.py CP_CLEANUP).
CP_CLAUSES, CP_GEN, CP_ALT, CP_BARRIER, CP_CATCH, CP_COLLECT, CP_OFF, CP_TRACE = range(8)
FAIL = ("$fail",)
"""What a step returns when it fails: the machine then backtracks."""

# Any because the hot loop unpacks them directly.
Cont = Any
ChoicePoint = list[Any]


class StandIn:
    """The built-in of a predicate that stands in for a library one not loaded yet
    (autoload.py's loader): not offered by DWIM, as SWI offers no autoloadable one."""

    __slots__ = ()
