"""The game trees a fact store offers the searches (views of its columns, no copy).

:class:`IdTree` is what the knowledge base searches: positions are the dense ids of
:mod:`.columns`, and each question is a list index (``moves`` is the successor column's
own ``__getitem__``: no Python call per node is added). The start position is translated
to its id before the search and the answer's move and path back to names after it.
:class:`NameTree` answers the same questions by name, for what looks at positions while
a search runs (observers: traces, pictures) and for callers of ``KnowledgeBase.tree``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Hashable, Sequence
from typing import cast

from ..search.tree import Mover, Number, SearchResult
from .columns import Columns, Position

Chances = dict[int, tuple[tuple[int, Number], ...]]
"""Each chance position's outcomes (ids) with their probabilities, in the order of its
moves."""


class IdTree:
    """The game tree over ids."""

    moves: Callable[[Hashable], tuple[int, ...] | None]
    to_move: Callable[[Hashable], Mover | None]
    static_eval: Callable[[Hashable], Number | None]
    chance_outcomes: Callable[[Hashable], tuple[tuple[int, Number], ...] | None]

    def __init__(self, columns: Columns, chances: Chances) -> None:
        # The columns' own __getitem__: positions are always ids here.
        self.moves = cast(Callable[[Hashable], tuple[int, ...] | None],
                          columns.kids.__getitem__)
        self.to_move = cast(Callable[[Hashable], Mover | None], columns.sides.__getitem__)
        self.static_eval = cast(Callable[[Hashable], Number | None],
                                columns.values.__getitem__)
        self.chance_outcomes = cast(Callable[[Hashable], tuple[tuple[int, Number], ...] | None],
                                    chances.get)
        self._names = columns.names

    def named(self, result: SearchResult) -> SearchResult:
        """``result`` with its best move and path as names."""
        names = self._names
        best = None if result.best is None else names[cast(int, result.best)]
        return dataclasses.replace(result, best=best,
                                   path=tuple(names[cast(int, pos)] for pos in result.path))


class NameTree:
    """The game tree over names (each answer translated from the columns)."""

    def __init__(self, columns: Columns, chances: Chances) -> None:
        self._columns = columns
        self._chances = chances

    def moves(self, pos: Hashable) -> tuple[Position, ...] | None:
        return self._columns.successors(pos)

    def to_move(self, pos: Hashable) -> Mover | None:
        return self._columns.side(pos)

    def static_eval(self, pos: Hashable) -> Number | None:
        return self._columns.value(pos)

    def chance_outcomes(self, pos: Hashable) -> Sequence[tuple[Position, Number]] | None:
        found = self._columns.id(pos)
        outcomes = None if found is None else self._chances.get(found)
        if outcomes is None:
            return None
        names = self._columns.names
        return tuple((names[outcome], p) for outcome, p in outcomes)
