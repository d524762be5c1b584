"""Calling a predicate kept in a fact table (:mod:`.tables`): the machine's path for it.

A call selects the rows that may match, tries them in order and leaves a choice point
only while another candidate is left.  A static predicate's candidates are those SWI's
indexing gives (indexing.py: the best bound argument, deep into lists), so that
``moves(X, [d, e])`` answers ``X = b.`` as in SWI; a dynamic one's rows are compared with
the call's atomic arguments ahead of trying them (no indexes built anew at each change).
A row retracted since the call began is still seen (the logical update view); a row a
foreign table no longer has comes as ``None``.
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, TypeAlias

from logic_minimax.prolog.core import Var, deref, unify
from logic_minimax.prolog.indexing import narrow_rows
from logic_minimax.prolog.tables import Candidates, FactTable, Row, bound_atomic, clashes

if TYPE_CHECKING:
    from logic_minimax.prolog.database import Pred
    from logic_minimax.prolog.machine import Solver

Filter: TypeAlias = tuple[int, Callable[[Any, Any], bool], int | float]

CP_ROWS = 8
"""The choice-point kind of a call walking a table's rows (after the machine's kinds)."""


def call_rows(solver: Solver, goal: object, pred: Pred, depth: int, cont: Any) -> Any:
    """Call ``goal`` of a table-kept predicate: its first row that unifies."""
    table = pred.table
    assert table is not None
    rows, died, bound = _candidates(pred, table, goal)
    cp = [CP_ROWS, len(solver.trail), goal, bound, rows, 0, len(rows), depth,
          cont, died, table.gen, pred, _filter(solver, goal, cont)]
    solver.cps.append(cp)
    return retry_rows(solver, cp, redo=False)


def _candidates(pred: Pred, table: FactTable, goal: Any
                ) -> tuple[Sequence[Row], dict[int, int], tuple[tuple[int, object], ...]]:
    """The rows a call tries, ``died`` (see FactTable.select), and the atomic arguments
    the rows ahead are compared with (none when SWI's candidates were taken)."""
    rows, died = table.select(goal)
    bound = bound_atomic(goal)
    if len(rows) > 1 and not pred.dynamic and type(rows) is not Candidates:
        found = narrow_rows(pred, table, goal)
        if found is not None:
            rows, bound = found, ()
    return rows, died, bound


def candidate_rows(pred: Pred, goal: Any) -> list[Row]:
    """The live rows a call of ``goal`` would try (for clause/2 and retract/1, which then
    leave the choice points a call leaves)."""
    table = pred.table
    assert table is not None
    rows, died, bound = _candidates(pred, table, goal)
    return [r for r in rows if r is not None and id(r) not in died and not clashes(r, bound)]


_COMPARISONS: dict[str, tuple[Callable[[Any, Any], bool], Callable[[Any, Any], bool]]] = {
    ">": (operator.gt, operator.lt), "<": (operator.lt, operator.gt),
    ">=": (operator.ge, operator.le), "=<": (operator.le, operator.ge),
    "=:=": (operator.eq, operator.eq), "=\\=": (operator.ne, operator.ne)}
"""Each arithmetic comparison, and the same with its sides swapped."""


def _filter(solver: Solver, goal: Any, cont: Any) -> Filter | None:
    """When the goal after the call compares one of its unbound arguments with a number
    (``static_eval(X, V), V > 990``): that argument's place, the test and the number, so
    that rows it rejects are passed over here (a row holding a number of the same type
    only: anything else meets the comparison itself, errors and all).  Not while tracing,
    which shows every call."""
    if cont is None or solver.engine.tracer is not None:
        return None
    test, pred = cont[0], cont[1]
    if type(test) is not tuple or len(test) != 3 or test[0] not in _COMPARISONS or \
            pred.control == 0:  # a program's own (>)/2 is its own business
        return None
    left, right = deref(test[1]), deref(test[2])
    ops = _COMPARISONS[test[0]]
    for k in range(1, len(goal)):
        a = deref(goal[k])
        if type(a) is Var:
            if a is left and type(right) in (int, float):
                return k, ops[0], right
            if a is right and type(left) in (int, float):
                return k, ops[1], left
    return None


def retry_rows(solver: Solver, cp: list[Any], redo: bool = True) -> Any:
    """The next row of the call ``cp`` stands for that unifies, or ``solver.FAIL``."""
    _, mark, goal, bound, rows, i, n, depth, cont, died, gen, pred, filt = cp
    if redo and solver.engine.tracer is not None and solver.trace_redo(depth, goal, pred):
        return solver.FAIL  # the tracer's fail: no other row is tried
    trail = solver.trail
    if filt is not None:
        k, test, number = filt
        kind = type(number)
    while i < n:
        row = rows[i]
        i += 1
        if row is None or (died and died.get(id(row), gen + 1) <= gen):
            continue
        if filt is not None and type(row[k]) is kind and not test(row[k], number):
            continue
        if _unify_row(row, goal, trail):
            if bound or died or i >= n or rows[i] is None:
                i = _next_row(rows, i, n, bound, died, gen)
            if i < n:
                cp[5] = i
            else:
                solver.cps.pop()
            return cont
        for v in trail[mark:]:
            v.ref = None
        del trail[mark:]
    solver.cps.pop()
    return solver.FAIL


def _unify_row(row: Row, goal: Any, trail: list[Var]) -> bool:
    """Unify a call with a row (a ground head): each argument bound, compared, or
    unified when a compound is on either side."""
    for k in range(1, len(row)):
        a = goal[k]
        while type(a) is Var:
            r = a.ref
            if r is None:
                a.ref = row[k]
                trail.append(a)
                break
            a = r
        else:
            v = row[k]
            if a is v:
                continue
            ta = type(a)
            if ta is tuple or type(v) is tuple:
                if not unify(a, v, trail):
                    return False
            elif ta is not type(v) or a != v:
                return False
    return True


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
