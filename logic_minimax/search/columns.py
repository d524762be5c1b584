"""Bratko's minimax over a tree held in columns (lists indexed by dense position ids), in
one tight loop: the common case of a big fact file, without observer, depth limit or
memo.

It is the general loop of :mod:`.bratko` with everything that case does not need taken
out: the same depth-first walk, the same ``betterof`` fold from the right with SWI's
comparison of an int with a float, the same principal variation and counts. Whatever
it would have to report (a leaf without a value, a position without the side
``betterof`` asks, a cycle, a chance position) it does not: it gives up
(:class:`Unusual`), and the caller runs the general search, which raises the error
with the path to it.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import repeat

from .bratko import _arithmetic
from .tree import Mover, Number, PathLink, SearchResult, path_of

__all__ = ["Unusual", "minimax_columns"]


class Unusual(Exception):
    """The tree holds something the general search reports: run that instead."""


class _Frame:
    """A position whose successors are being searched."""

    __slots__ = ("children", "next", "pos", "scored")

    def __init__(self, pos: int, children: Sequence[int]) -> None:
        self.pos = pos
        self.children = children
        self.next = 1
        self.scored: list[tuple[int, Number, PathLink]] = []


def minimax_columns(kids: Sequence[Sequence[int] | None], sides: Sequence[Mover | None],
                    values: Sequence[Number | None], root: int) -> SearchResult:
    """``minimax(root)`` over ids: ``kids[p]`` are ``p``'s successors (``None`` for a
    leaf), ``sides[p]`` its side, ``values[p]`` its static value.

    Raises:
        Unusual: the general search would raise an error here.
    """
    nodes = leaves = 0
    on_path: set[int] = set()
    frames: list[_Frame] = []
    current = root
    while True:
        nodes += 1
        children = kids[current]
        done: tuple[int, Number, PathLink]
        if children is not None:
            if current in on_path or sides[current] == "chance":
                raise Unusual
            if type(children) is range and children.step == 1:  # slices, copied in C
                first, stop = children.start, children.stop
                below, scores, movers = kids[first:stop], values[first:stop], \
                    sides[first:stop - 1]
            else:
                below = list(map(kids.__getitem__, children))
                scores = list(map(values.__getitem__, children))
                movers = list(map(sides.__getitem__, children[:-1]))
            if below.count(None) != len(below):
                on_path.add(current)
                frames.append(_Frame(current, children))
                current = children[0]
                continue
            # Every successor a leaf (most positions of a big tree): scored at once.
            if None in scores:
                raise Unusual
            nodes += len(scores)
            leaves += len(scores)
            chosen = _fold_leaves(children, scores, movers, sides)  # type: ignore[arg-type]
            done = (current, chosen[1], (chosen[0], None))
        else:
            value = values[current]
            if value is None:
                raise Unusual
            leaves += 1
            done = (current, value, None)
        while frames:  # hand ``done`` to its parent; climb while positions finish
            frame = frames[-1]
            frame.scored.append(done)
            if frame.next < len(frame.children):
                current = frame.children[frame.next]
                frame.next += 1
                break
            winner = _fold(frame.scored, sides)
            frames.pop()
            on_path.discard(frame.pos)
            done = (frame.pos, winner[1], (winner[0], winner[2]))
        else:
            link = done[2]
            return SearchResult(None if link is None else link[0], done[1], path_of(link),
                                nodes, leaves)


def _fold_leaves(children: Sequence[int], scores: list[Number], movers: list[Mover | None],
                 sides: Sequence[Mover | None]) -> tuple[int, Number]:
    """:func:`_fold` of leaves (``movers``: the sides of all but the last): the successor
    and its value. Integers all to be compared for one side: the last of the largest
    for MIN's positions (MAX chooses among them), of the smallest for MAX's, found in C."""
    size = len(scores)
    if size > 1 and movers.count(movers[0]) == size - 1 and movers[0] in ("min", "max"):
        try:
            integers = type(sum(scores)) is int  # (a float among them makes it a float)
        except OverflowError:  # a float beside an integer beyond the floats
            integers = False
        if integers:
            best = max(scores) if movers[0] == "min" else min(scores)
            index = size - 1 - scores[::-1].index(best)
            return children[index], scores[index]
    winner = _fold(list(zip(children, scores, repeat(None), strict=False)), sides)
    return winner[0], winner[1]


def _fold(scored: list[tuple[int, Number, PathLink]],
          sides: Sequence[Mover | None]) -> tuple[int, Number, PathLink]:
    """``betterof`` from the right, as :func:`.bratko.betterof` (the first of two wins
    only if strictly better for its parent; mixed int and float compare as floats)."""
    winner = scored[-1]
    for index in range(len(scored) - 2, -1, -1):
        first = scored[index]
        value, other = first[1], winner[1]
        if type(value) is not type(other):
            value, other = _arithmetic(value, other)
        side = sides[first[0]]
        if side == "min":
            if value > other:
                winner = first
        elif side == "max":
            if value < other:
                winner = first
        else:
            raise Unusual
    return winner
