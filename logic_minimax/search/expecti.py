"""Expectiminimax (seed 003): minimax over trees with chance positions.

Seed 003's formula::

    EXPECTIMINIMAX(s) = UTILITY(s)                        if TERMINAL-TEST(s)
                        max_a EXPECTIMINIMAX(RESULT(s, a)) if PLAYER(s) = MAX
                        min_a EXPECTIMINIMAX(RESULT(s, a)) if PLAYER(s) = MIN
                        sum_r P(r) EXPECTIMINIMAX(RESULT(s, r)) if PLAYER(s) = CHANCE

It runs on the same search loop as Bratko's predicates (``search._search``), with its own
fold: a position's value comes from its successors' by who moves in the position itself.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Hashable, Sequence

from ..errors import MissingMoverError, TreeError
from ..prolog.write import show
from .bratko import _arithmetic, search_from, search_mode
from .tree import GameTree, Number, Scored, SearchObserver, SearchResult, implied_mover

__all__ = ["expectiminimax"]


def expectiminimax(tree: GameTree, pos: Hashable, *, depth: int | None = None,
                   memo: bool = False,
                   observer: SearchObserver | None = None) -> SearchResult:
    """``expectiminimax(+Pos, -BestPos, -Val, -Path)``: seed 003's expectiminimax.

    Who moves in a position decides how its successors' values combine:

    - ``chance`` (``chance_to_move/1``): the expected value, the sum of
      ``probability * value`` over the outcomes (``tree.chance_outcomes``), each outcome
      weighted once (no second normalisation, unlike aima-python's ``expect_minmax``);
      outcomes of probability 0 add nothing. The sum is ``math.fsum``'s, a float.
    - ``max``/``min``: the largest/smallest value; among equal values the later successor
      wins, as Bratko's ``betterof`` decides, so a tree without chance positions gets the
      same answer as :func:`~logic_minimax.minimax`.
    - a position with moves but no side of its own takes Bratko's convention from its
      first successor: ``min_to_move`` there means MAX moves here, and vice versa.

    The path follows the principal variation through MAX and MIN positions and, at a
    chance position, its most likely outcome (the first of equally likely ones), down to
    a leaf or the depth limit. When ``pos`` itself is a chance position, ``best`` is that
    most likely outcome.

    Args:
        depth: Shannon's cut-off as for :func:`~logic_minimax.minimax`; chance plies count
            as moves (seed 003's ``expectminimax(child, depth - 1)``).
        memo: reuse the result of a position reached again with the same depth left.

    Raises:
        MissingValueError, CutoffValueError, CycleError: as for ``minimax``.
        MissingMoverError: a position with moves whose mover cannot be told.
        TreeError: a chance position without outcome probabilities, whose outcomes
            differ from its moves, or whose expected value overflows (an outcome valued
            ``1.0Inf``/``-1.0Inf`` or beyond the float range: SWI's ``float_overflow``).
    """
    mode = dataclasses.replace(search_mode(False, depth, memo), fold=_expect, chance=True)
    return search_from(tree, pos, -math.inf, math.inf, mode, observer, "expectiminimax")


def _expect(tree: GameTree, scored: list[Scored], path: list[Hashable],
            observer: SearchObserver | None) -> Scored:
    """The fold of expectiminimax: the winner carries the position's value."""
    parent = path[-1]
    mover = implied_mover(tree, parent, [scored[0][0]])
    if mover == "chance":
        return _expected(tree, parent, scored, path)
    if mover is None:
        raise MissingMoverError(parent, path)
    best = scored[0]
    for candidate in scored[1:]:
        value, other = _arithmetic(candidate[1], best[1])  # mixed: as floats, as SWI
        if value >= other if mover == "max" else value <= other:
            best = candidate
    return best


def _expected(tree: GameTree, parent: Hashable, scored: list[Scored],
              path: list[Hashable]) -> Scored:
    """The expected value of a chance position, carried by its most likely outcome."""
    chance_outcomes = getattr(tree, "chance_outcomes", None)
    outcomes: Sequence[tuple[Hashable, Number]] | None = (
        None if chance_outcomes is None else chance_outcomes(parent))
    where = " -> ".join(str(p) for p in path)
    if not outcomes:
        raise TreeError(f"chance position {show(parent)} has no outcome probabilities "
                        f"(reached by {where})")
    if [outcome for outcome, _ in outcomes] != [s[0] for s in scored]:
        raise TreeError(f"the outcomes of chance position {show(parent)} "
                        f"({', '.join(str(o) for o, _ in outcomes)}) are not its moves "
                        f"({', '.join(str(s[0]) for s in scored)}) (reached by {where})")
    value = _expected_value(parent, [(p, s[1]) for (_, p), s in zip(outcomes, scored,
                                                                   strict=True) if p], where)
    likely, top = scored[0], outcomes[0][1]
    for (_, p), candidate in zip(outcomes[1:], scored[1:], strict=True):
        if p > top:
            likely, top = candidate, p
    return likely[0], value, likely[2]


def _expected_value(parent: Hashable, terms: list[tuple[Number, Number]], where: str) -> float:
    """``sum P(r) * value(r)`` as a float; an infinite term or sum (an outcome valued
    1.0Inf or -1.0Inf, an integer beyond the float range) is SWI-Prolog's evaluation
    error ``float_overflow`` for ``P * V`` and ``+``, raised here as a TreeError."""
    try:
        products = [p * value for p, value in terms]
        total = math.fsum(products)
        if not any(math.isinf(product) for product in products) and not math.isinf(total):
            return total
    except (OverflowError, ValueError):  # int beyond floats; fsum of inf and -inf
        pass
    shown = " + ".join(f"{show(p)} * {show(value)}" for p, value in terms)
    raise TreeError(f"float overflow in the expected value of chance position {show(parent)}: "
                    f"{shown} (SWI-Prolog: evaluation error float_overflow) "
                    f"(reached by {where})")
