"""Tic-tac-toe (seed 004, OpenSpiel's and AIMA's test positions) with the open-lines
heuristic (seed 000). Boards are cells 0-8 row by row, x, o and . (empty)."""

from __future__ import annotations

import pytest

from logic_minimax import alphabeta, minimax
from logic_minimax.errors import BoardFormatError, IllegalMoveError
from logic_minimax.games import TicTacToe, open_lines, parse_board, read_board, write_board
from tests.helpers.games import Search

TTT = TicTacToe()


def test_tictactoe_perfect_play_is_a_draw(search: Search) -> None:
    # every first move draws: the lowest cell (0) is chosen; O must answer in the centre
    result = search(TTT, TTT.start())
    assert (result.best, result.value) == ("x........", 0)
    assert result.path[:2] == ("x........", "x...o....")
    assert result.path[-1] == "xxoooxxox"


def test_tictactoe_full_minimax_visits_549946_positions() -> None:
    assert minimax(TTT, TTT.start()).nodes_visited == 549_946


def test_tictactoe_memo_solves_each_of_the_5478_positions_once() -> None:
    plain, memo = minimax(TTT, TTT.start()), minimax(TTT, TTT.start(), memo=True)
    assert (memo.best, memo.value, memo.path) == (plain.best, plain.value, plain.path)
    assert (memo.nodes_visited, memo.memo_hits, memo.positions_solved) == (16_168, 10_690, 5_478)


@pytest.mark.parametrize("memo", [False, True])
def test_tictactoe_two_ply_search_with_the_heuristic_takes_the_centre(memo: bool) -> None:
    # the slides: X in the centre, O's best reply a corner, H = 5 - 4 = 1 (valued H/10)
    result = minimax(TTT, TTT.start(), depth=2, memo=memo)
    assert (result.best, result.value, result.path) == ("....x....", 0.1,
                                                        ("....x....", "o...x...."))
    assert result.horizon == 72
    pruned = alphabeta(TTT, TTT.start(), depth=2, memo=memo)
    assert (pruned.best, pruned.value, pruned.path) == (result.best, result.value, result.path)


def test_depth_cut_off_never_hides_a_finished_game() -> None:
    # X to move wins at once in the centre: one ply sees the +1 above every estimate
    # (the other cells leave H = 5 - 2 = 3, valued 0.3)
    assert [TTT.static_eval(s) for s in TTT.moves("xo.....ox") or ()] == [0.3, 0.3, 1, 0.3, 0.3]
    result = minimax(TTT, "xo.....ox", depth=1)
    assert (result.best, result.value) == ("xo..x..ox", 1)


def test_seed_004_board_best_move_is_cell_1(search: Search) -> None:
    # O . X / X X O / O . .  with X to move: cells 1, 7 and 8 all draw; the lowest is kept
    board = parse_board("1,-,-1,-1,-1,1,1,-,-")
    assert board == "o.xxxoo.."
    assert [minimax(TTT, s).value for s in TTT.moves(board) or ()] == [0, 0, 0]
    result = search(TTT, board)
    assert (result.best, result.value) == ("oxxxxoo..", 0)
    assert result.path == ("oxxxxoo..", "oxxxxooo.", "oxxxxooox")


# OpenSpiel's minimax_test.py and AIMA's test_games.py (their (row, col) from 1 as cells)
KNOWN = [
    (".o..x....", "max", 1, "xo..x...."),  # OpenSpiel test_win: X 4, O 1; X wins
    ("...xox..o", "max", -1, "x..xox..o"),  # OpenSpiel test_loss: X 5, 3; O 4, 8; O wins
    ("xo.....ox", "max", 1, "xo..x..ox"),  # AIMA: X takes the centre and wins at once
    ("xo....xox", "min", -1, "xo..o.xox"),  # AIMA: O wins in the centre (1-4-7)
    ("x........", "min", 0, "x...o...."),  # AIMA: after a corner only the centre draws
]


@pytest.mark.parametrize(("board", "side", "value", "best"), KNOWN)
def test_known_positions(search: Search, board: str, side: str, value: int,
                         best: str) -> None:
    assert TTT.to_move(board) == side
    result = search(TTT, board)
    assert (result.best, result.value) == (best, value)


def test_finished_boards_are_leaves_valued_exactly() -> None:
    assert TTT.moves("xxxoo....") is None
    assert (TTT.static_eval("xxxoo...."), TTT.winner("xxxoo....")) == (1, "max")
    assert (TTT.static_eval("xx.ooo.x."), TTT.winner("xx.ooo.x.")) == (-1, "min")
    assert (TTT.static_eval("xoxxoooxx"), TTT.winner("xoxxoooxx")) == (0, None)


def test_successors_go_from_cell_8_down_to_cell_0() -> None:
    assert TTT.moves("x...o....") == ("x...o...x", "x...o..x.", "x...o.x..", "x...ox...",
                                      "x..xo....", "x.x.o....", "xx..o....")


@pytest.mark.parametrize(("text", "message"), [
    ("4", "cell 4 is taken: choose 0, 1, 2, 3, 5, 6, 7 or 8"),
    ("9", "'9' is not a cell: choose 0, 1, 2, 3, 5, 6, 7 or 8"),
    ("x", "'x' is not a cell: choose 0, 1, 2, 3, 5, 6, 7 or 8"),
    ("1.5", "'1.5' is not a cell: choose 0, 1, 2, 3, 5, 6, 7 or 8"),
    ("٣", "'٣' is not a cell: choose 0, 1, 2, 3, 5, 6, 7 or 8"),  # a non-ASCII digit
])
def test_tictactoe_illegal_cells(text: str, message: str) -> None:
    with pytest.raises(IllegalMoveError) as caught:
        TTT.read_move("....x....", text)
    assert str(caught.value) == message


def test_tictactoe_reads_a_cell_for_the_side_to_move() -> None:
    assert TTT.read_move("....x....", " 0\n") == "o...x...."
    assert TTT.read_move("o...x....", "8") == "o...x...x"


def test_render_numbers_the_free_cells() -> None:
    assert TTT.render("o.xxxoo..") == (" O | 1 | X\n---+---+---\n X | X | O\n"
                                       "---+---+---\n O | 7 | 8")


# --- seed 004's board strings ----------------------------------------------------------


@pytest.mark.parametrize(("text", "board"), [
    ("-,-,-,-,-,-,-,-,-", "........."),
    ("-1,-,-,-,-,-,-,-,-", "x........"),
    (" 1 , - ,-1,-1,-1, 1, 1,-,- ", "o.xxxoo.."),
])
def test_parse_board(text: str, board: str) -> None:
    assert parse_board(text) == board


@pytest.mark.parametrize(("text", "board", "notation"), [
    ("o.xxxoo..", "o.xxxoo..", "board"),
    ("[o,e,x, x,x,o, o,e,e]", "o.xxxoo..", "list"),
    ("[o, e, x, x, x, o, o, e, e]", "o.xxxoo..", "list"),
    ("1,-,-1,-1,-1,1,1,-,-", "o.xxxoo..", "seed"),
])
def test_one_board_three_notations(text: str, board: str, notation: str) -> None:
    assert read_board(text) == (board, notation)
    written = write_board(board, notation)  # type: ignore[arg-type]
    assert read_board(written) == (board, notation)
    assert written == {"board": "o.xxxoo..", "list": "[o, e, x, x, x, o, o, e, e]",
                       "seed": "1,-,-1,-1,-1,1,1,-,-"}[notation]


@pytest.mark.parametrize(("text", "message"), [
    ("[x, o]", "'[x, o]' has 2 cells, not 9: write a board as nine cells x, o or ."),
    ("[x,e,e,e,o,e,e,e,.]", "cell 8 of '[x,e,e,e,o,e,e,e,.]' is '.': each cell of a board "
                            "list is x (X), o (O) or e (empty)"),
    ("[x,x,e,e,e,e,e,e,e]", "has 2 X and 0 O"),
    ("xx.ooo...", "has 2 X and 3 O"),
    ("1,-,-1", "'1,-,-1' has 3 cells, not 9"),
    ("", "'' has 1 cells, not 9"),
    ("1,-,-1,-1,-1,1,1,-,-,-", "has 10 cells, not 9"),
    ("1,-,-1,-1,-1,1,1,-,x", "cell 8 of '1,-,-1,-1,-1,1,1,-,x' is 'x': each cell is -1 (X), "
                             "1 (O) or - (empty)"),
    ("0,-,-,-,-,-,-,-,-", "cell 0 of '0,-,-,-,-,-,-,-,-' is '0'"),
    ("1,-,-,-,-,-,-,-,-", "has 0 X and 1 O: X moves first"),
    ("-1,-1,-,-,-,-,-,-,-", "has 2 X and 0 O: X moves first"),
    ("-1,-1,-1,1,1,1,-,-,-", "cannot be reached: the game went on after a win"),
    ("-1,-1,-1,1,1,-,1,-,-", "cannot be reached"),  # X won, then O played
    ("1,1,1,-1,-1,-,-1,-1,-", "cannot be reached"),  # O won, then X played
])
def test_parse_board_errors(text: str, message: str) -> None:
    with pytest.raises(BoardFormatError) as caught:
        parse_board(text)
    assert message in str(caught.value)


# --- the heuristic (seed 000) ----------------------------------------------------------


@pytest.mark.parametrize(("x", "o", "h"), [
    (0, 1, 6 - 5),
    (4, 0, 5 - 4),
    (1, 4, 4 - 6),
    (0, 4, 4 - 5),
    (0, 8, 5 - 5),
    (1, 0, 5 - 6),
])
def test_open_lines_on_the_slides(x: int, o: int, h: int) -> None:
    board = "".join("x" if i == x else "o" if i == o else "." for i in range(9))
    assert open_lines(board) == h
    assert TTT.static_eval(board) == h / 10


def test_open_lines_on_the_empty_board_and_after_a_centre() -> None:
    assert open_lines(".........") == 0
    assert open_lines("....x....") == 8 - 4
