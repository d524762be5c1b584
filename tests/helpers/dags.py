"""Seeded random game trees for the differential tests: DAGs whose sides alternate by
level (so every position's successors share a side), with a static value on every
position (interior ones too, for depth cut-offs) drawn from a small range, so that ties
are frequent."""

from __future__ import annotations

import random

from logic_minimax import DictTree
from logic_minimax.search import Side
from logic_minimax.search.tree import Number


def random_dag(seed: int, levels: int = 6, width: int = 7, branching: int = 3,
               values: int = 4) -> tuple[DictTree, str]:
    """A DAG of ``levels`` levels below the root ``r``: each position moves to 1 to
    ``branching`` distinct positions of the next level (shared between parents, so
    positions are reached by several paths); some positions end early as leaves."""
    rng = random.Random(seed)
    moves: dict[str, tuple[str, ...]] = {}
    sides: dict[str, Side] = {}
    scores: dict[str, Number] = {}
    level = ["r"]
    for depth in range(levels):
        below = [f"n{depth + 1}_{i}" for i in range(width)]
        for pos in level:
            sides[pos] = "max" if depth % 2 == 0 else "min"
            scores[pos] = rng.randint(-values, values)
            if depth > 0 and rng.random() < 0.15:
                continue  # a leaf above the last level
            moves[pos] = tuple(rng.sample(below, rng.randint(1, branching)))
        level = sorted({child for pos in level for child in moves.get(pos, ())})
    for pos in level:
        sides[pos] = "max" if levels % 2 == 0 else "min"
        scores[pos] = rng.randint(-values, values)
    return DictTree(moves, sides, scores), "r"


def reachable(tree: DictTree, root: str) -> set[str]:
    seen = {root}
    stack = [root]
    while stack:
        for child in tree.moves(stack.pop()) or ():
            if child not in seen:
                seen.add(child)  # type: ignore[arg-type]
                stack.append(child)  # type: ignore[arg-type]
    return seen
