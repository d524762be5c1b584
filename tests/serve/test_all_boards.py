"""Every unfinished tic-tac-toe board, asked over the line protocol, gets an optimal move:
checked against a minimax value table computed here, independently of the library."""

from __future__ import annotations

from functools import cache

from logic_minimax.serve.protocol import seed_line

from .servers import Server

LINES = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6))


def winner(board: str) -> str | None:
    for a, b, c in LINES:
        if board[a] != "." and board[a] == board[b] == board[c]:
            return board[a]
    return None


def after(board: str, cell: int) -> str:
    mark = "x" if board.count("x") == board.count("o") else "o"
    return board[:cell] + mark + board[cell + 1:]


@cache
def value(board: str) -> int:
    """+1 X wins, -1 O wins, 0 a draw, with best play from ``board``."""
    won = winner(board)
    if won is not None:
        return 1 if won == "x" else -1
    free = [i for i in range(9) if board[i] == "."]
    if not free:
        return 0
    values = [value(after(board, i)) for i in free]
    return max(values) if board.count("x") == board.count("o") else min(values)


def unfinished_boards() -> list[str]:
    seen, stack = {"........."}, ["........."]
    while stack:
        board = stack.pop()
        if winner(board) is None:
            for cell in (i for i in range(9) if board[i] == "."):
                child = after(board, cell)
                if child not in seen:
                    seen.add(child)
                    stack.append(child)
    return sorted(b for b in seen if winner(b) is None and "." in b)


def test_every_unfinished_board_gets_an_optimal_move(server: Server) -> None:
    boards = unfinished_boards()
    assert len(boards) == 4520
    answers = server.ask([seed_line(board) for board in boards])
    for board, answer in zip(boards, answers, strict=True):
        optimal = [i for i in range(9) if board[i] == "." and
                   value(after(board, i)) == value(board)]
        # Optimal, and the first of the optimal cells, as the seed's loop chooses.
        assert answer == str(optimal[0]), board
