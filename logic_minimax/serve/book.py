"""The rule games' best moves, answered in the front process (never a Dask task).

Tic-tac-toe has 5,478 reachable boards: all of them are solved at start-up by one search
of the empty board with the library's minimax and its memo (some 0.05 s), so a request
is a dict lookup.
Bones is solved per heap on first request and remembered. The tie rule is the games'
own (the lowest cell, the smallest take among equally good moves), so the seed's board
``1,-,-1,-1,-1,1,1,-,-`` answers 1. A position is read in any of its game's notations
(``games.read_board``, ``games.read_heap``) and the path answered in the same one.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, replace
from functools import lru_cache
from itertools import pairwise

from logic_minimax.errors import GameError
from logic_minimax.games import (
    Bones,
    Heap,
    TicTacToe,
    parse_board,
    read_board,
    read_heap,
    write_board,
    write_heap,
)
from logic_minimax.games.tictactoe import cell_played
from logic_minimax.search.bratko import minimax
from logic_minimax.search.tree import PathLink, SearchObserver, path_of

MAX_BONES = 10_000
"""The largest heap answered: a search is linear in the heap (this one takes some 0.1 s,
in the event loop) and so is its path, kept with the answer for the last heaps asked."""

GAMES = ("tictactoe", "bones")


@dataclass(frozen=True)
class BestMove:
    """The answer for one position."""

    move: int | None
    """The cell to play (tic-tac-toe) or the bones to take; ``None`` when the game is over."""
    value: int | float
    """The position's minimax value (+1 X / player 1 wins, -1 O / player 2 wins, 0 draw)."""
    path: tuple[str, ...]
    """The principal variation, as the positions' atoms in a fact file."""
    moves: tuple[int, ...]
    """The moves along ``path`` (cells or takes)."""
    result: str | None
    """``"X won"``, ``"O won"``, ``"draw"`` (``"player 1 won"``, ...) for a finished game."""


class TicTacToeBook:
    """Every reachable tic-tac-toe board with its best move, solved at construction."""

    def __init__(self) -> None:
        self.game = TicTacToe()
        solved = _Solved()
        minimax(self.game, self.game.start(), observer=solved, memo=True)
        self.boards: dict[str, BestMove] = {}
        stack = [self.game.start()]
        seen = set(stack)
        while stack:
            board = stack.pop()
            self.boards[board] = _answer(self.game, board, solved.found.get(board))
            for successor in self.game.moves(board) or ():
                if successor not in seen:
                    seen.add(successor)
                    stack.append(successor)

    def best(self, text: str) -> BestMove:
        """The answer for a board in any notation (``1,-,-1,-1,-1,1,1,-,-``, ``x...o....``,
        ``[x, e, ...]``), its path as the boards' atoms.

        Raises:
            BoardFormatError: not such a board, or one no game reaches.
        """
        return self.boards[parse_board(text)]


class _Solved(SearchObserver):
    """A search observer that keeps what the search found for every position it valued.

    With the memo, one search from the empty board values each of the 5,478 boards once,
    and a board's answer does not depend on the way it was reached: the same answer as a
    search from that board (the tests compare them all).
    """

    def __init__(self) -> None:
        self.found: dict[Hashable, tuple[int | float, tuple[Hashable, ...]]] = {}

    def exit(self, pos: Hashable, depth: int, best: Hashable | None, value: float,
             path: PathLink) -> None:
        if best is not None and pos not in self.found:
            self.found[pos] = (value, path_of(path))


def _answer(game: TicTacToe | Bones, pos: Hashable,
            found: tuple[int | float, tuple[Hashable, ...]] | None) -> BestMove:
    """A position's answer from its value and principal variation (``None``: finished)."""
    if found is None:
        winner = game.winner(pos)
        result = "draw" if winner is None else f"{game.player(winner)} won"
        return BestMove(None, game.static_eval(pos), (), (), result)
    value, path = found
    moves = tuple(_move(game, a, b) for a, b in pairwise((pos, *path)))
    return BestMove(moves[0], value, tuple(game.atom(p) for p in path), moves, None)


def _move(game: TicTacToe | Bones, pos: Hashable, successor: Hashable) -> int:
    if isinstance(game, TicTacToe):
        return cell_played(pos, successor)
    assert isinstance(pos, Heap) and isinstance(successor, Heap)
    return pos.bones - successor.bones


@lru_cache(maxsize=64)
def best_bones(text: str) -> BestMove:
    """The answer for a heap: ``"6"`` (player 1 to take), an atom ``max6`` / ``min6``, or
    the rules' term ``s(6, max)``, which the path is then written in too.

    Raises:
        GameError: not a heap, or one larger than :data:`MAX_BONES`.
    """
    heap, notation = read_heap(text)
    if heap.bones > MAX_BONES:
        raise GameError(f"a heap of {heap.bones} bones is larger than this service answers "
                        f"({MAX_BONES})")
    game = Bones()
    if not game.moves(heap):
        return _answer(game, heap, None)
    found = minimax(game, heap, memo=True)
    answer = _answer(game, heap, (found.value, found.path))
    return replace(answer, path=tuple(write_heap(h, notation) for h in found.path
                                      if isinstance(h, Heap)))


def best_move(book: TicTacToeBook, game: str, position: str) -> BestMove:
    """The best move of ``game`` (one of :data:`GAMES`) in ``position``, the path in the
    position's notation.

    Raises:
        GameError: an unknown game or a bad position (the message says why).
    """
    if game == "tictactoe":
        board, notation = read_board(position)
        found = book.boards[board]
        if notation == "board":
            return found
        return replace(found, path=tuple(write_board(p, notation) for p in found.path))
    if game == "bones":
        return best_bones(position)
    raise GameError(f"unknown game {game!r}: the games are {', '.join(GAMES)}")
