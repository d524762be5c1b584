"""Random DictTrees for hypothesis, and the textbook minimax that is their oracle."""

from __future__ import annotations

import math
from collections.abc import Hashable
from dataclasses import dataclass

from hypothesis import settings
from hypothesis import strategies as st

from logic_minimax import DictTree
from logic_minimax.search import Side
from logic_minimax.search.tree import Number

VALUES = st.one_of(
    st.integers(-3, 3), st.sampled_from([-1.5, -1.0, -0.0, 0.0, 0.5, 1.0, 2.0, 2.5])
)
BOUNDS = st.one_of(VALUES, st.sampled_from([-math.inf, math.inf, 0.25, -2.5]))

SETTINGS = settings(max_examples=500, deadline=None, derandomize=True)


@dataclass
class Tree:
    root: str
    moves: dict[str, tuple[str, ...]]
    sides: dict[str, Side]
    values: dict[str, Number]

    def dict_tree(self) -> DictTree:
        return DictTree(self.moves, self.sides, self.values)


@st.composite
def trees(draw: st.DrawFn, alternating: bool = True) -> Tree:
    """Up to 5 levels, up to 3 moves a position, positions shared within a level.

    ``alternating``: sides alternate by level (from either side at the root); otherwise
    every position gets an arbitrary side.
    """
    root_side: Side = draw(st.sampled_from(["max", "min"]))
    other: dict[Side, Side] = {"max": "min", "min": "max"}
    moves: dict[str, tuple[str, ...]] = {}
    sides: dict[str, Side] = {"p0": root_side}
    level = ["p0"]
    for _ in range(draw(st.integers(0, 4))):
        below: list[str] = []
        for pos in level:
            if pos != "p0" and draw(st.integers(0, 2)) == 0:
                continue  # a leaf
            children: list[str] = []
            for _ in range(draw(st.integers(1, 3))):
                k = draw(st.integers(0, len(below)))
                if k == 0 or below[k - 1] in children:
                    below.append(f"p{len(sides)}")
                    sides[below[-1]] = (
                        other[sides[pos]] if alternating else draw(st.sampled_from(["max", "min"]))
                    )
                    children.append(below[-1])
                else:
                    children.append(below[k - 1])  # shared with an earlier parent
            moves[pos] = tuple(children)
        level = below
    values = {pos: draw(VALUES) for pos in sides if pos not in moves}
    return Tree("p0", moves, sides, values)


def textbook(tree: Tree, pos: str) -> tuple[Hashable, Number, tuple[Hashable, ...]]:
    """Plain recursive minimax: MAX to move takes the largest value, the last of equals."""
    if pos not in tree.moves:
        return None, tree.values[pos], ()
    scored = [(child, *textbook(tree, child)[1:]) for child in tree.moves[pos]]
    top = (max if tree.sides[pos] == "max" else min)(value for _, value, _ in scored)
    child, value, path = [s for s in scored if s[1] == top][-1]
    return child, value, (child, *path)
