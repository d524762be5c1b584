"""Tic-tac-toe (seed 004) with the open-lines heuristic of seed 000.

A position is the board as a 9-character string, cells 0-8 row by row, ``x``, ``o`` and
``.`` for an empty cell: ``"x...o...."``. X moves first and is MAX; the side to move
follows from the counts. Values: +1 X wins, -1 O wins, 0 a draw; an unfinished board is
valued H / 10 (H = lines still open for X - lines still open for O, |H| <= 8), so any
finished game outweighs any estimate.

A board is read (:func:`read_board`) in any of three notations and written back in the
one it came in (:func:`write_board`):

- ``board``: the position itself, ``"x...o...."`` (a generated fact file's atom);
- ``list``: ``facts/tictactoe_rules.pl``'s Prolog list, ``[x, e, e, e, o, e, e, e, e]``
  (``e`` for empty);
- ``seed``: seed 004's ``"1,-,-1,-1,-1,1,1,-,-"``, nine comma-separated cells, ``-1`` for
  X (its ``computerMoveX`` plays -1), ``1`` for O, ``-`` for empty.
"""

from __future__ import annotations

from collections.abc import Hashable
from functools import cache
from typing import Literal, TypeAlias

from ..errors import BoardFormatError, IllegalMoveError
from ..search.tree import Side
from .game import one_of

EMPTY = "........."
LINES = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6))
CELL_ORDER = tuple(range(8, -1, -1))
"""Successor order: cell 8 first, so Bratko's later-sibling tie rule picks the lowest cell
among equals, as seed 004's first-strict-improvement loop over cells 0..8 does."""

Notation: TypeAlias = Literal["board", "list", "seed"]

_SEED_CELLS = {"-1": "x", "1": "o", "-": "."}
_LIST_CELLS = {"x": "x", "o": "o", "e": "."}
_WRITTEN = {"seed": {"x": "-1", "o": "1", ".": "-"}, "list": {"x": "x", "o": "o", ".": "e"}}
_NOTATIONS = ("write a board as nine cells x, o or . (x...o....), as a list "
              "[x, o, e, ...] with e for empty, or as seed 004's nine cells -1 (X), 1 (O) or "
              "- (empty) separated by commas, e.g. 1,-,-1,-1,-1,1,1,-,-")


def line_owner(board: str) -> str | None:
    """``"x"`` or ``"o"`` if that mark fills a line, else ``None``."""
    for a, b, c in LINES:
        if board[a] != "." and board[a] == board[b] == board[c]:
            return board[a]
    return None


def open_lines(board: str) -> int:
    """Seed 000's heuristic H: lines still open for X (holding no O) minus lines still
    open for O (holding no X)."""
    balance = 0
    for a, b, c in LINES:  # one pass over the lines: a search asks this of every board
        line = board[a] + board[b] + board[c]
        balance += ("o" not in line) - ("x" not in line)
    return balance


@cache
def _successors(board: str) -> tuple[str, ...] | None:
    """The boards after each move; None for a finished board (a leaf)."""
    if line_owner(board) is not None:
        return None
    mark = "x" if board.count("x") == board.count("o") else "o"
    return tuple(board[:i] + mark + board[i + 1:] for i in CELL_ORDER
                 if board[i] == ".") or None


@cache
def _value(board: str) -> int | float:
    owner = line_owner(board)
    if owner is not None:
        return 1 if owner == "x" else -1
    return 0 if "." not in board else open_lines(board) / 10


class TicTacToe:
    """Tic-tac-toe as a :class:`~logic_minimax.games.game.RuleGame` (X is MAX).

    The rules are pure functions of the board, cached: the 5,478 reachable boards are
    worked out once however often a search revisits them.
    """

    title = "Tic-tac-toe"
    legend = ("a position is its board, cells 0-8 row by row: x, o, or . for empty;\n"
              "X (MAX) moves first: +1 X wins, -1 O wins, 0 a draw;\n"
              "static_eval of an unfinished board is H/10, H = lines open for X - for O")

    @staticmethod
    def start() -> str:
        return EMPTY

    def moves(self, pos: Hashable) -> tuple[str, ...] | None:
        assert isinstance(pos, str)
        return _successors(pos)

    def to_move(self, pos: Hashable) -> Side:
        assert isinstance(pos, str)
        return "max" if pos.count("x") == pos.count("o") else "min"

    def static_eval(self, pos: Hashable) -> int | float:
        assert isinstance(pos, str)
        return _value(pos)

    def winner(self, pos: Hashable) -> Side | None:
        assert isinstance(pos, str)
        owner = line_owner(pos)
        return None if owner is None else "max" if owner == "x" else "min"

    def atom(self, pos: Hashable) -> str:
        assert isinstance(pos, str)
        return pos

    def player(self, side: Side) -> str:
        return "X" if side == "max" else "O"

    def render(self, pos: Hashable) -> str:
        """Rows of marks, each empty cell showing its number (the move that fills it)."""
        assert isinstance(pos, str)
        shown = [str(i) if mark == "." else mark.upper() for i, mark in enumerate(pos)]
        rows = [" " + " | ".join(shown[r:r + 3]) for r in (0, 3, 6)]
        return "\n---+---+---\n".join(rows)

    def describe_move(self, pos: Hashable, successor: Hashable) -> str:
        return f"plays {cell_played(pos, successor)}"

    def prompt(self, pos: Hashable) -> str:
        assert isinstance(pos, str)
        return f"which cell ({_free(pos)})?"

    def read_move(self, pos: Hashable, text: str) -> str:
        assert isinstance(pos, str)
        word = text.strip()
        if not (word.isascii() and word.isdigit()) or int(word) > 8:
            raise IllegalMoveError(f"{word!r} is not a cell: choose {_free(pos)}")
        cell = int(word)
        if pos[cell] != ".":
            raise IllegalMoveError(f"cell {cell} is taken: choose {_free(pos)}")
        mark = "x" if self.to_move(pos) == "max" else "o"
        return pos[:cell] + mark + pos[cell + 1:]


def cell_played(pos: Hashable, successor: Hashable) -> int:
    """The cell the move from ``pos`` to ``successor`` fills."""
    assert isinstance(pos, str) and isinstance(successor, str)
    return next(i for i in range(9) if pos[i] != successor[i])


def _free(board: str) -> str:
    return one_of([str(i) for i in range(9) if board[i] == "."])


def parse_board(text: str) -> str:
    """The board ``text`` writes, in any notation (see :func:`read_board`)."""
    return read_board(text)[0]


def read_board(text: str) -> tuple[str, Notation]:
    """A board and the notation it was written in: ``x...o....`` (``board``),
    ``[x, e, e, e, o, e, e, e, e]`` (``list``) or ``1,-,-1,-1,-1,1,1,-,-`` (``seed``).

    Raises:
        BoardFormatError: not nine such cells, or a board no game reaches (X moves first,
            so X has as many marks as O or one more; nobody plays on after a win).
    """
    word = text.strip()
    notation: Notation
    if word.startswith("["):
        board, notation = _cells(text, word[1:-1] if word.endswith("]") else "",
                                 _LIST_CELLS, " of a board list"), "list"
    elif len(word) == 9 and set(word) <= set("xo."):
        board, notation = word, "board"
    else:
        board, notation = _cells(text, text, _SEED_CELLS, ""), "seed"
    xs, os = board.count("x"), board.count("o")
    if xs not in (os, os + 1):
        raise BoardFormatError(f"{text!r} has {xs} X and {os} O: X moves first, so X has as "
                               "many marks as O or one more")
    x_won = any(all(board[i] == "x" for i in line) for line in LINES)
    o_won = any(all(board[i] == "o" for i in line) for line in LINES)
    if (x_won and (o_won or xs == os)) or (o_won and xs > os):
        raise BoardFormatError(f"{text!r} cannot be reached: the game went on after a win")
    return board, notation


def _cells(text: str, inner: str, marks: dict[str, str], kind: str) -> str:
    cells = [cell.strip() for cell in inner.split(",")]
    if len(cells) != 9:
        raise BoardFormatError(f"{text!r} has {len(cells)} cells, not 9: {_NOTATIONS}")
    for index, cell in enumerate(cells):
        if cell not in marks:
            shown = one_of([f"{mark} ({'empty' if cell == '.' else cell.upper()})"
                            for mark, cell in marks.items()])
            raise BoardFormatError(f"cell {index} of {text!r} is {cell!r}: each cell{kind} "
                                   f"is {shown}")
    return "".join(marks[cell] for cell in cells)


def write_board(board: str, notation: Notation) -> str:
    """``board`` (``x``, ``o``, ``.``) in ``notation``: ``[x, e, ...]`` as Prolog's
    toplevel writes a list, ``-1,-,...`` as seed 004 does."""
    if notation == "board":
        return board
    cells = [_WRITTEN[notation][mark] for mark in board]
    return f"[{', '.join(cells)}]" if notation == "list" else ",".join(cells)
