"""``setup_call_cleanup/3`` and its family: the cleanup of a goal runs once, when the
goal is done with, as in SWI-Prolog: at its deterministic exit (``exit``), when it fails
(``fail``), when an exception leaves it (``exception(E)``), or when a cut drops its last
choice point (``!``; so does the end of the query).

The goal runs above a ``CP_CLEANUP`` choice point ``[CP_CLEANUP, mark, catcher,
cleanup]``; the cuts that drop choice points (``!``, ``->``, ``\\+``, exceptions) go
through ``cut_to`` while one is live (``Solver.guarded`` counts them).  The cleanup runs as
``once/1`` with the catcher unified with the reason; at an exit or a cut its bindings
stay, as in SWI.
"""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING

from logic_minimax.errors import PrologError
from logic_minimax.prolog.kinds import ChoicePoint

if TYPE_CHECKING:
    from logic_minimax.prolog.interface import Solver

CP_CLEANUP = 9  # after rows.CP_ROWS


def cut_to(s: Solver, n: int) -> None:
    """Drop the choice points above ``n``, running the cleanups of those that guard one
    (newest first)."""
    cps = s.cps
    dropped = cps[n:]
    del cps[n:]
    for cp in reversed(dropped):
        if cp[0] == CP_CLEANUP:
            s.guarded -= 1
            run_cleanup(s, cp, "!", keep=True)


def unwind(s: Solver, n: int, ball: object) -> None:
    """Drop the choice points above ``n`` as an exception passes: their cleanups run
    with ``exception(Ball)``, and an error of theirs is not the one passing."""
    cps = s.cps
    dropped = cps[n:]
    del cps[n:]
    if not s.guarded:
        return
    for cp in reversed(dropped):
        if cp[0] == CP_CLEANUP:
            s.guarded -= 1
            with contextlib.suppress(PrologError):
                run_cleanup(s, cp, ("exception", ball), keep=False)


def finish(s: Solver) -> None:
    """The end of a query whose goals' cleanups have not run: they run now (newest
    first), their errors dropped as the query has ended."""
    cleanups = [cp for cp in s.cps if cp[0] == CP_CLEANUP]
    s.guarded = 0
    s.cps.clear()
    for cp in reversed(cleanups):
        with contextlib.suppress(PrologError):
            run_cleanup(s, cp, "!", keep=False)


def run_cleanup(s: Solver, cp: ChoicePoint, reason: object, keep: bool) -> None:
    """Run ``once((Catcher = Reason, Cleanup))`` in a goal of its own; its bindings go to
    the caller's trail when ``keep`` (else they are undone); its error propagates."""
    goal = (",", ("=", cp[2], reason), cp[3])
    sub = s.engine.solver(goal)
    sub.nested = True
    run = iter(sub)
    try:
        found = next(run, False) is None
    finally:
        run.close()
    if found and keep:
        s.trail.extend(sub.trail)
    else:
        sub.undo(0)
