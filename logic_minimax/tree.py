"""The game-tree protocol the searches run over, and the result they return.

A tree answers three questions about a position (as OpenSpiel's ``minimax.py`` asks a
state): its successors, the side to move in it, and its static value. Fact files, rule
games and anything else plug in by answering them; the searches know nothing more.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal, Protocol, TypeAlias

from .terms import Number

Side: TypeAlias = Literal["max", "min"]
PathLink: TypeAlias = "tuple[Hashable, PathLink] | None"
"""A principal variation as a linked list ``(pos, rest)``, shared between nodes."""


class GameTree(Protocol):
    """What a search needs to know about positions (any hashable values)."""

    def moves(self, pos: Hashable) -> Sequence[Hashable] | None:
        """The successors of ``pos`` in order; empty or ``None`` for a leaf."""

    def to_move(self, pos: Hashable) -> Side | None:
        """``"max"`` or ``"min"``: who moves in ``pos`` (``max_to_move/1``, ``min_to_move/1``).

        The *parent* of a ``"min"`` position prefers its larger value (Bratko's convention).
        """

    def static_eval(self, pos: Hashable) -> Number | None:
        """The static value of ``pos`` (``static_eval/2``), or ``None`` if it has none."""


class DictTree:
    """A game tree held in three dictionaries (what a fact file becomes).

    The protocol's methods are the dictionaries' own ``get``: no call per node is added.
    """

    moves: Callable[[Hashable], Sequence[Hashable] | None]
    to_move: Callable[[Hashable], Side | None]
    static_eval: Callable[[Hashable], Number | None]

    def __init__(self, moves: Mapping[Any, Sequence[Any]], sides: Mapping[Any, Side],
                 values: Mapping[Any, Number]) -> None:
        self.moves = moves.get
        self.to_move = sides.get
        self.static_eval = values.get


Scored: TypeAlias = "tuple[Hashable, Number, PathLink]"
"""``(pos, value, below)``: a position with its backed-up value and the principal
variation below it. A plain tuple: the search makes one per position visited."""


class SearchObserver(Protocol):
    """Receives a search's steps as they happen (for traces, statistics and pictures).

    ``depth`` counts moves from the start position (0). Every position entered gets one
    ``enter`` and, unless the search fails, one ``exit``.
    """

    def enter(self, pos: Hashable, depth: int, alpha: Number, beta: Number) -> None:
        """``pos`` is searched within (alpha, beta); minimax passes (-inf, inf)."""

    def leaf(self, pos: Hashable, depth: int, value: Number) -> None:
        """``static_eval`` gave ``pos`` its value."""

    def cutoff(self, pos: Hashable, depth: int, candidate: Scored,
               pruned: Sequence[Hashable]) -> None:
        """At ``pos``, ``goodenough`` accepted ``candidate``: ``pruned`` are never visited."""

    def exit(self, pos: Hashable, depth: int, best: Hashable | None, value: Number,
             path: PathLink) -> None:
        """``pos`` is valued; ``path`` is its principal variation (``None`` for a leaf)."""


def path_of(link: PathLink) -> tuple[Hashable, ...]:
    """The positions of a linked principal variation, in order."""
    path: list[Hashable] = []
    while link is not None:
        path.append(link[0])
        link = link[1]
    return tuple(path)


@dataclass(frozen=True)
class SearchResult:
    """The answer of a search from one position."""

    best: Hashable | None
    """The successor to move to (Bratko's ``BestPos``/``GoodPos``); ``None`` for a leaf."""
    value: Number
    """The backed-up value (``Val``), with the type the leaf's ``static_eval`` had."""
    path: tuple[Hashable, ...]
    """The principal variation ``(best, best successor of best, ..., leaf)``; ``()`` for a leaf."""
    nodes_visited: int
    """Positions the search entered, the start position included."""
    leaves_evaluated: int
    """``static_eval`` values used."""
    cutoffs: int = 0
    """Alpha-beta: times ``goodenough`` stopped a candidate list early."""
    pruned: int = 0
    """Alpha-beta: successors never visited because of those cut-offs."""
    algorithm: str = "minimax"
