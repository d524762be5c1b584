"""Iterative deepening: depth-limited searches at depth 1, 2, ... within a budget, each
searching first the move the previous one found best.

Why the answers equal a plain search at the same depth although the order changes:
Bratko's tie rule (the later of equal successors wins) and alpha-beta's bounds both depend
on the order of successors. So the search order changes but the *folding* does not: a
reordered position's searched successors are put back in their original order before
``betterof`` compares them. With the strict tests of Bratko's ``goodenough``, a position
whose value lies within its window (bounds included) returns that exact value, and one
outside returns a value strictly beyond the window; a successor of equal value is never
cut. By induction, every position on the principal variation gets every successor of the
best value exactly, whatever the order, and the fold picks the last of them in the
original order: the move, value and path of the plain search. The argument needs each
position's successors (all but the last, which ``betterof`` never asks) to share one side,
as in every game; a position whose successors do not is searched in its original order,
and :meth:`KnowledgeBase.iterative_deepening` checks the whole tree and orders nothing if
any position mixes sides.
"""

from __future__ import annotations

import dataclasses
import math
import time
from collections.abc import Hashable, Sequence

from ..errors import SearchArgumentError
from . import registry
from .bratko import Order, search_from, search_mode
from .tree import (
    DeepeningResult,
    GameTree,
    Number,
    PathLink,
    SearchObserver,
    SearchResult,
    StopReason,
)

__all__ = ["DeepeningResult", "iterative_deepening"]

_CLOCK_EVERY = 256
"""Positions between two looks at the clock."""


class _OutOfBudget(Exception):
    def __init__(self, reason: StopReason) -> None:
        self.reason = reason


class _Recorder(SearchObserver):
    """An observer that enforces the budget and notes each position's best successor."""

    def __init__(self, spent: int, node_budget: int | None, deadline: float | None) -> None:
        self.nodes = 0
        self.spent = spent
        self.node_budget = node_budget
        self.deadline = deadline
        self.best: dict[Hashable, Hashable] = {}

    def enter(self, pos: Hashable, depth: int, alpha: Number, beta: Number) -> None:
        if self.node_budget is not None and self.spent + self.nodes >= self.node_budget:
            raise _OutOfBudget("node_budget")  # before entering: the budget is never passed
        self.nodes += 1
        if self.deadline is not None and self.nodes % _CLOCK_EVERY == 0 and \
                time.monotonic() > self.deadline:
            raise _OutOfBudget("time_budget")

    def exit(self, pos: Hashable, depth: int, best: Hashable | None, value: Number,
             path: PathLink) -> None:
        if best is not None:
            self.best[pos] = best


def iterative_deepening(tree: GameTree, pos: Hashable, *, max_depth: int,
                        node_budget: int | None = None, time_budget: float | None = None,
                        algorithm: str = "alphabeta",
                        memo: bool = False, ordering: bool = True) -> DeepeningResult:
    """Search ``pos`` at depth 1, 2, ... ``max_depth`` and keep the deepest answer.

    Each iteration (alpha-beta) searches first, in every position the previous iteration
    expanded, the successor it found best there; the others keep their order. Every
    iteration's move, value and path equal ``algorithm(tree, pos, depth=d)`` (see the
    module's docstring for why, and for the one condition).

    Args:
        max_depth: the deepest iteration. Iterations stop early once one cuts nothing off.
        node_budget: positions all iterations together may enter; an iteration that would
            exceed it is abandoned and the previous answer kept.
        time_budget: seconds, checked every few hundred positions and between iterations.
        algorithm: ``"alphabeta"`` or ``"minimax"`` (whose answers do not depend on the
            order, so it searches in the original order).
        memo: a transposition table for each iteration.
        ordering: ``False`` searches every iteration in the original order.

    The first iteration always completes, whatever the budget, so there is an answer.
    """
    if registry.algorithm(algorithm).chance:
        raise SearchArgumentError("iterative deepening runs minimax or alphabeta, "
                                  f"not {algorithm!r}")
    _check_natural("max_depth", max_depth)
    if node_budget is not None:
        _check_natural("node_budget", node_budget)
    if time_budget is not None and not time_budget >= 0:
        raise SearchArgumentError(f"time_budget must be None or >= 0, not {time_budget!r}")
    prune = registry.algorithm(algorithm).window
    deadline = None if time_budget is None else time.monotonic() + time_budget
    iterations: list[SearchResult] = []
    spent = 0
    best_moves: dict[Hashable, Hashable] = {}
    stopped_by: StopReason = "max_depth"
    for depth in range(1 if max_depth else 0, max_depth + 1):
        first = not iterations
        if not first and deadline is not None and time.monotonic() > deadline:
            stopped_by = "time_budget"
            break
        recorder = _Recorder(spent, None if first else node_budget,
                             None if first else deadline)
        mode = search_mode(prune, depth, memo)
        if prune and ordering and best_moves:
            mode = dataclasses.replace(mode, order=_best_first(tree, best_moves))
        try:
            result = search_from(tree, pos, -math.inf, math.inf, mode, recorder, algorithm)
        except _OutOfBudget as stop:
            spent += recorder.nodes
            stopped_by = stop.reason
            break
        spent += result.nodes_visited
        iterations.append(result)
        best_moves = recorder.best
        if result.horizon == 0:
            stopped_by = "complete"
            break
    depth_reached = len(iterations) if max_depth else 0  # iterations run 1, 2, ...
    return DeepeningResult(iterations[-1], depth_reached, tuple(iterations), spent,
                           stopped_by)


def _best_first(tree: GameTree, best_moves: dict[Hashable, Hashable]) -> Order:
    """Search the previous iteration's best successor first where that is safe: the
    successors are distinct and share one side (then only the order of work changes)."""
    to_move = tree.to_move

    def order(pos: Hashable, children: Sequence[Hashable]) -> Sequence[Hashable]:
        best = best_moves.get(pos)
        if best is None or children[0] == best or best not in children:
            return children
        side = to_move(children[0])
        if side not in ("max", "min") or any(to_move(c) != side for c in children) or \
                len(set(children)) != len(children):
            return children
        return (best, *(c for c in children if c != best))

    return order


def _check_natural(name: str, value: object) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise SearchArgumentError(f"{name} must be an integer >= 0, not {value!r}")
