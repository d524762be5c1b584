"""What ``check`` tells about a game tree: counts, roots, depth, and what would stop a
search, found in one pass without recursion."""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from collections.abc import Hashable as Position
from dataclasses import dataclass
from typing import TypeVar

P = TypeVar("P", bound=Hashable)
"""A position: a name, or a store's id for it."""


@dataclass(frozen=True)
class TreeSummary:
    """What ``check`` reports about a knowledge base's game tree."""

    positions: int
    interior: int
    leaves: int
    valued_leaves: int
    roots: tuple[Position, ...]
    depth: int | None
    """The longest root-to-leaf path in moves, or None when the moves contain a cycle."""
    other_predicates: tuple[str, ...]


def heights(moves: Mapping[P, Sequence[P]]) -> tuple[dict[P, int], list[P] | None]:
    """Moves on the longest path from each interior position down to a leaf, and a cycle
    of the moves if there is one (depth-first with an explicit stack)."""
    height: dict[P, int] = {}
    for start in moves:
        if start in height:
            continue
        stack: list[tuple[P, int]] = [(start, 0)]
        entered: dict[P, None] = {}  # the current path, in order
        while stack:
            pos, index = stack.pop()
            successors = moves[pos]
            if index == 0:
                if pos in entered:
                    cycle = list(entered)
                    return height, [*cycle[cycle.index(pos):], pos]
                entered[pos] = None
            while index < len(successors) and (successors[index] in height or
                                               successors[index] not in moves):
                if successors[index] in entered:
                    cycle = list(entered)
                    return height, [*cycle[cycle.index(successors[index]):],
                                    successors[index]]
                index += 1
            if index < len(successors):
                stack.append((pos, index + 1))
                stack.append((successors[index], 0))
                continue
            height[pos] = 1 + max(height.get(s, 0) for s in successors)
            del entered[pos]
    return height, None
