"""Calling a predicate kept in a fact table (:mod:`.tables`): the machine's path for it.

A call selects the rows that may match, tries them in order and leaves a choice point
only while another row may match: the call's atomic arguments are compared with the rows
ahead before any is tried (what SWI's indexing does), so that the last answer of
``moves(X, [d, e])`` is deterministic.  A row retracted since the call began is still
seen (the logical update view); a row a foreign table no longer has comes as ``None``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from logic_minimax.prolog.heads import unify_head
from logic_minimax.prolog.tables import Row, bound_atomic, clashes

if TYPE_CHECKING:
    from logic_minimax.prolog.database import Pred
    from logic_minimax.prolog.machine import Solver

CP_ROWS = 8
"""The choice-point kind of a call walking a table's rows (after the machine's kinds)."""
_NO_FRAME: list[object] = []


def call_rows(solver: Solver, goal: object, pred: Pred, depth: int, cont: Any) -> Any:
    """Call ``goal`` of a table-kept predicate: its first row that unifies."""
    table = pred.table
    assert table is not None
    rows, died = table.select(goal)
    cp = [CP_ROWS, len(solver.trail), goal, bound_atomic(goal), rows, 0, len(rows), depth,
          cont, died, table.gen, pred]
    solver.cps.append(cp)
    return retry_rows(solver, cp, redo=False)


def retry_rows(solver: Solver, cp: list[Any], redo: bool = True) -> Any:
    """The next row of the call ``cp`` stands for that unifies, or ``solver.FAIL``."""
    _, mark, goal, bound, rows, i, n, depth, cont, died, gen, pred = cp
    if redo and solver.engine.tracer is not None:
        solver.trace_redo(depth, goal, pred)
    trail = solver.trail
    while i < n:
        row = rows[i]
        i += 1
        if row is None or (died and died.get(id(row), gen + 1) <= gen):
            continue
        if unify_head(row, goal, _NO_FRAME, trail):
            j = _next_row(rows, i, n, bound, died, gen)
            if j < n:
                cp[5] = j
            else:
                solver.cps.pop()
            return cont
        for v in trail[mark:]:
            v.ref = None
        del trail[mark:]
    solver.cps.pop()
    return solver.FAIL


def _next_row(rows: Sequence[Row | None], i: int, n: int,
              bound: tuple[tuple[int, object], ...], died: dict[int, int], gen: int) -> int:
    """The index of the next row from ``i`` on that may match the call, whose atomic
    arguments were ``bound`` (``n`` if none)."""
    while i < n:
        row = rows[i]
        if row is not None and not (died and died.get(id(row), gen + 1) <= gen) and \
                not clashes(row, bound):
            return i
        i += 1
    return n
