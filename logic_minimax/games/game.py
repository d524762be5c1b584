"""What a rule-defined game offers beyond the search protocol: names for the fact file,
a picture for the terminal, and the reading of a human's move.

The search functions see only :class:`~logic_minimax.tree.GameTree` (``moves``,
``to_move``, ``static_eval``); everything here is for playing and for writing facts.

The tie rule. Bratko's ``betterof`` keeps the *later* of two equally good successors,
while the course's programs keep the *first* (seed 004's ``if (tempScore > score)`` over
cells 0..8, seed 002's Java ``max`` over takes 1, 2, 3). A rule game therefore lists its
successors in the reverse of the seeds' order (tic-tac-toe from cell 8 down to cell 0,
Bones taking 3, 2, then 1 bone), so the search, unchanged, answers as the seeds do: the
lowest cell, the smallest take among equally good moves.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Protocol

from ..search.tree import GameTree, Side


class RuleGame(GameTree, Protocol):
    """A game given by its rules, playable in the terminal and writable as facts.

    ``static_eval`` values finished games exactly and gives other positions the game's
    evaluation function, which a search uses only at a depth cut-off.
    """

    title: str
    """The game's name, for headers and messages."""
    legend: str
    """How the fact file names positions (a comment at its top)."""

    def atom(self, pos: Hashable) -> str:
        """The position's name in a fact file (a Prolog atom)."""

    def player(self, side: Side) -> str:
        """What the player who is ``side`` is called (``"X"``, ``"player 1"``)."""

    def render(self, pos: Hashable) -> str:
        """The position as a human reads it, for the terminal."""

    def describe_move(self, pos: Hashable, successor: Hashable) -> str:
        """The move from ``pos`` to ``successor`` as a verb phrase (``"plays 4"``)."""

    def prompt(self, pos: Hashable) -> str:
        """The question that asks a human for a move in ``pos``."""

    def read_move(self, pos: Hashable, text: str) -> Hashable:
        """The successor a human's answer names.

        Raises:
            IllegalMoveError: the text is not a legal move here (the message says why
                and what is allowed).
        """

    def winner(self, pos: Hashable) -> Side | None:
        """Who won the finished game ``pos``; ``None`` for a draw."""


def one_of(choices: Sequence[str]) -> str:
    """``"1"``, ``"1 or 2"``, ``"1, 2 or 3"``: the choices a prompt offers."""
    if len(choices) == 1:
        return choices[0]
    return f"{', '.join(choices[:-1])} or {choices[-1]}"
