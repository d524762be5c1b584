"""The Game of Bones (seed 002): take 1, 2 or 3 bones from a heap; who cannot take loses.

A position is the heap size with the side to take from it: the same heap can be reached
with either side to move, so both belong to the position. Player 1 is MAX. Values are
seed 002's: +1 when player 1 (MAX) wins, -1 when player 2 (MIN) wins.
"""

from __future__ import annotations

import re
from collections.abc import Hashable
from typing import Literal, NamedTuple, TypeAlias

from ..errors import GameError, IllegalMoveError
from ..search.tree import Side
from .game import one_of

TAKES = (3, 2, 1)
"""Successor order: the largest take first, so Bratko's later-sibling tie rule picks the
smallest take among equals, as seed 002's first-among-equals does."""

MAX_DRAWN = 40
"""Heaps up to this size are drawn as a row of ``|``."""

_OTHER: dict[Side, Side] = {"max": "min", "min": "max"}

HeapNotation: TypeAlias = Literal["count", "atom", "term"]
"""``6`` (a heap, player 1 to take), ``max6`` / ``min6`` (a generated fact file's atom),
``s(6, max)`` (``facts/bones_rules.pl``'s term)."""

_HEAP = re.compile(r"(?:(?P<count>\d+)|(?P<side>max|min)(?P<bones>\d+)|"
                   r"s\(\s*(?P<term>\d+)\s*,\s*(?P<mover>max|min)\s*\))")


class Heap(NamedTuple):
    """``bones`` left, ``side`` to take."""

    bones: int
    side: Side


class Bones:
    """The Game of Bones as a :class:`~logic_minimax.games.game.RuleGame`.

    The evaluation function (used only at a depth cut-off) is 0 for every unfinished
    heap: it claims no knowledge, so what a cut-off search knows comes from the search.
    """

    title = "Game of Bones"
    legend = ("maxN / minN: N bones left, MAX (player 1) / MIN (player 2) to take 1, 2 or 3;\n"
              "whoever cannot take loses: +1 player 1 wins, -1 player 2 wins")

    @staticmethod
    def start(bones: int) -> Heap:
        """A heap of ``bones`` with player 1 (MAX) to take first."""
        if bones < 0:
            raise IllegalMoveError(f"a heap cannot hold {bones} bones")
        return Heap(bones, "max")

    def moves(self, pos: Hashable) -> tuple[Heap, ...] | None:
        """The heaps after each take; None for an empty heap (a leaf)."""
        assert isinstance(pos, Heap)
        other = _OTHER[pos.side]
        return tuple(Heap(pos.bones - take, other) for take in TAKES
                     if take <= pos.bones) or None

    def to_move(self, pos: Hashable) -> Side:
        assert isinstance(pos, Heap)
        return pos.side

    def static_eval(self, pos: Hashable) -> int:
        assert isinstance(pos, Heap)
        if pos.bones:
            return 0
        return -1 if pos.side == "max" else 1

    def winner(self, pos: Hashable) -> Side:
        assert isinstance(pos, Heap) and pos.bones == 0
        return _OTHER[pos.side]

    def atom(self, pos: Hashable) -> str:
        assert isinstance(pos, Heap)
        return f"{pos.side}{pos.bones}"

    def player(self, side: Side) -> str:
        return "player 1" if side == "max" else "player 2"

    def render(self, pos: Hashable) -> str:
        assert isinstance(pos, Heap)
        if pos.bones == 0:
            return "Heap: no bones left"
        bones = f"Heap: {pos.bones} {'bone' if pos.bones == 1 else 'bones'}"
        return f"{bones}  {'|' * pos.bones}" if pos.bones <= MAX_DRAWN else bones

    def describe_move(self, pos: Hashable, successor: Hashable) -> str:
        assert isinstance(pos, Heap) and isinstance(successor, Heap)
        take = pos.bones - successor.bones
        return f"takes {take} {'bone' if take == 1 else 'bones'}"

    def prompt(self, pos: Hashable) -> str:
        assert isinstance(pos, Heap)
        return f"how many bones do you take ({_choices(pos.bones)})?"

    def read_move(self, pos: Hashable, text: str) -> Heap:
        assert isinstance(pos, Heap)
        allowed = _choices(pos.bones)
        word = text.strip()
        if not (word.isascii() and word.isdigit()):
            raise IllegalMoveError(f"{word!r} is not a number of bones: take {allowed}")
        take = int(word)
        if not 1 <= take <= min(3, pos.bones):
            raise IllegalMoveError(f"you cannot take {take} from {pos.bones}: take {allowed}")
        return Heap(pos.bones - take, _OTHER[pos.side])


def _choices(bones: int) -> str:
    """``1``, ``1 or 2``, ``1, 2 or 3``: the takes a heap of ``bones`` allows."""
    return one_of([str(take) for take in range(1, min(3, bones) + 1)])


def read_heap(text: str) -> tuple[Heap, HeapNotation]:
    """A heap and the notation it was written in: ``6`` (player 1 to take), ``max6`` /
    ``min6``, or ``s(6, max)``.

    Raises:
        GameError: none of these.
    """
    match = _HEAP.fullmatch(text.strip())
    if match is None or not text.strip().isascii():
        raise GameError(f"{text!r} is not a heap: write a number of bones such as 6, max6 / "
                        "min6 for the side to take, or s(6, max) as the rules write it")
    if match["count"] is not None:
        return Heap(int(match["count"]), "max"), "count"
    if match["side"] is not None:
        return Heap(int(match["bones"]), match["side"]), "atom"  # type: ignore[arg-type]
    return Heap(int(match["term"]), match["mover"]), "term"  # type: ignore[arg-type]


def write_heap(heap: Heap, notation: HeapNotation) -> str:
    """``heap`` as ``s(5, min)`` for ``term``, else as its atom ``min5`` (a count alone
    cannot say who takes)."""
    return f"s({heap.bones}, {heap.side})" if notation == "term" else f"{heap.side}{heap.bones}"
