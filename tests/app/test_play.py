"""The rule-game commands through their real entry points: ``best-move`` and ``generate``
with click's runner, ``play`` as a subprocess reading a scripted stdin.
The game loop itself (``play_game``) plays computer against computer."""

from __future__ import annotations

import subprocess
import sys

import pytest

from logic_minimax.app.play import play_game
from logic_minimax.games import Bones, TicTacToe
from tests.helpers.cli import run

BONES = Bones()
TTT = TicTacToe()
BOARD = " 0 | 1 | 2\n---+---+---\n 3 | 4 | 5\n---+---+---\n 6 | 7 | 8"


def play(*args: str, stdin: str) -> tuple[int, str, str]:
    done = subprocess.run([sys.executable, "-m", "logic_minimax", "play", *args], input=stdin,
                          capture_output=True, text=True, timeout=120, check=False)
    return done.returncode, done.stdout, done.stderr


# --- best-move -------------------------------------------------------------------------


@pytest.mark.parametrize(("board", "cell"), [
    ("1,-,-1,-1,-1,1,1,-,-", "1"),   # seed 004: every move draws, the lowest cell is kept
    ("-,-,-,-,-,-,-,-,-", "0"),      # every opening draws
    ("-1,-,-,-,-,-,-,-,-", "4"),     # O must take the centre after a corner
    ("-1,1,-,-,-,-,-1,1,-1", "4"),   # AIMA: O wins in the centre
    ("-,1,-,-,-1,-,-,-,-", "0"),     # OpenSpiel: X wins; the lowest winning cell
])
def test_best_move_tictactoe(board: str, cell: str) -> None:
    assert run("best-move", "tictactoe", board) == (0, cell + "\n", "")
    assert run("best-move", "tictactoe", board, "--search", "bratko") == (0, cell + "\n", "")


@pytest.mark.parametrize("bones", ["1", "5", "6", "9", "14"])
@pytest.mark.parametrize("depth", [[], ["--depth", "2"]])
def test_best_move_bones_is_the_same_with_either_search(bones: str, depth: list[str]) -> None:
    standard = run("best-move", "bones", bones, *depth)
    assert standard == run("best-move", "bones", bones, *depth, "--search", "bratko")
    assert standard[0] == 0


@pytest.mark.parametrize(("board", "message"), [
    ("1,-,-1,-1,-1,1,1,-", "'1,-,-1,-1,-1,1,1,-' has 8 cells, not 9"),
    ("1,-,-1,-1,-1,1,1,-,x", "cell 8 of '1,-,-1,-1,-1,1,1,-,x' is 'x'"),
    ("X,O,-,-,-,-,-,-,-", "cell 0 of 'X,O,-,-,-,-,-,-,-' is 'X'"),
    ("1,1,-,-,-,-,-,-,-", "has 0 X and 2 O"),
    ("__import__('os')", "has 1 cells, not 9"),
])
def test_best_move_bad_board_exits_2(board: str, message: str) -> None:
    code, out, err = run("best-move", "tictactoe", board)
    assert (code, out) == (2, "")
    assert "Invalid value for BOARD" in err and message in err
    assert "Traceback" not in err


def test_best_move_on_a_finished_game_exits_1() -> None:
    assert run("best-move", "tictactoe", "-1,-1,-1,1,1,-,-,-,-") == \
        (1, "", "error: the game is over (X has won): there is no move\n")
    assert run("best-move", "tictactoe", "-1,1,-1,-1,1,1,1,-1,-1")[2] == \
        "error: the game is over (a draw): there is no move\n"


@pytest.mark.parametrize(("bones", "take"), [(6, "2"), (7, "3"), (8, "1"), (9, "1"),
                                             (40, "1"), (1001, "1"), (1002, "2")])
def test_best_move_bones(bones: int, take: str) -> None:
    assert run("best-move", "bones", str(bones)) == (0, take + "\n", "")


@pytest.mark.parametrize(("args", "move"), [
    (["tictactoe", "-,-,-,-,-,-,-,-,-", "--depth", "2"], "4"),  # the slides: the centre
    (["tictactoe", "-,-,-,-,-,-,-,-,-", "--depth", "1"], "4"),  # H = 4 after the centre
    (["tictactoe", "--depth", "9", "1,-,-1,-1,-1,1,1,-,-"], "1"),  # deep enough: exact
    (["bones", "6", "--depth", "1"], "1"),  # one move sees no end: all 0, the smallest take
    (["bones", "6", "--depth", "3"], "2"),
])
def test_best_move_with_a_depth_limit(args: list[str], move: str) -> None:
    assert run("best-move", *args) == (0, move + "\n", "")


def test_best_move_depth_must_be_positive() -> None:
    code, _, err = run("best-move", "bones", "6", "--depth", "0")
    assert code == 2 and "--depth" in err


def test_best_move_bones_needs_a_bone() -> None:
    assert run("best-move", "bones", "0") == \
        (1, "", "error: the heap is empty: there is no move\n")
    code, _, err = run("best-move", "bones", "x3")
    assert code == 2 and "'x3' is not a heap" in err


@pytest.mark.parametrize("heap", ["5", "max5", "s(5, max)"])
def test_best_move_bones_reads_every_notation(heap: str) -> None:
    assert run("best-move", "bones", heap) == (0, "1\n", "")
    assert run("best-move", "bones", "s(6, min)") == (0, "2\n", "")


@pytest.mark.parametrize("board", ["o.xxxoo..", "[o,e,x, x,x,o, o,e,e]", "1,-,-1,-1,-1,1,1,-,-"])
def test_best_move_tictactoe_reads_every_notation(board: str) -> None:
    assert run("best-move", "tictactoe", board) == (0, "1\n", "")


# --- generate --------------------------------------------------------------------------


def test_generate_to_stdout() -> None:
    code, out, err = run("generate", "bones", "2")
    assert code == 0
    assert out.splitlines()[0] == "% Game of Bones, root max2: logic-minimax generate bones 2"
    assert "moves(max2, [min0, min1]).\nmoves(min1, [max0]).\n" in out
    assert err == "4 positions (2 without moves), root max2\n"


def test_generate_tictactoe_depth_header() -> None:
    code, out, _ = run("generate", "tictactoe", "--depth", "1")
    assert code == 0
    assert out.splitlines()[0] == ("% Tic-tac-toe, root .........: "
                                   "logic-minimax generate tictactoe --depth 1")
    assert "static_eval('....x....', 0.4)." in out  # H = 8 - 4 after the centre


def test_generate_rejects_a_negative_depth() -> None:
    code, _, err = run("generate", "tictactoe", "--depth", "-1")
    assert code == 2 and "--depth" in err


# --- play ------------------------------------------------------------------------------


def test_play_tictactoe_human_first_reasks_illegal_input() -> None:
    # X (you) 4; O 0; then "x", "9", "4" (taken) are refused before 1; O blocks at 7; ...
    code, out, err = play("tictactoe", stdin="4\nx\n9\n4\n1\n2\n3\n")
    assert (code, err) == (0, "")
    assert out.startswith("Tic-tac-toe: X moves first; choose a cell by its number.\n" + BOARD)
    assert "Illegal move: 'x' is not a cell: choose 1, 2, 3, 5, 6, 7 or 8." in out
    assert "Illegal move: '9' is not a cell: choose 1, 2, 3, 5, 6, 7 or 8." in out
    assert "Illegal move: cell 4 is taken: choose 1, 2, 3, 5, 6, 7 or 8." in out
    assert out.count("X (you), which cell (1, 2, 3, 5, 6, 7 or 8)?") == 4
    moves = [line for line in out.splitlines() if " plays " in line]
    assert [m.split("plays ")[-1] for m in moves] == ["4.", "0.", "1.", "7.", "2.", "6.",
                                                      "3.", "8."]
    assert out.count("---+---+---\n") == 2 * (len(moves) + 1)  # the board after each move
    assert out.endswith(" O | X | X\n---+---+---\n X | X | 5\n---+---+---\n O | O | O\n"
                        "Game over: O (computer) wins.\n")


def test_play_tictactoe_computer_first_draws_against_best_replies() -> None:
    # X 0, O (you) the centre, X 1, O blocks at 2, X blocks at 6, O 3, X blocks at 5, O 7
    code, out, _ = play("tictactoe", "--first", "computer", stdin="4\n2\n3\n7\n")
    assert code == 0
    moves = [line for line in out.splitlines() if " plays " in line]
    assert moves[:2] == ["X (computer) plays 0.",
                         "O (you), which cell (1, 2, 3, 4, 5, 6, 7 or 8)? O (you) plays 4."]
    assert [m.split("plays ")[-1] for m in moves] == ["0.", "4.", "1.", "2.", "6.", "3.", "5.",
                                                      "7.", "8."]
    assert out.endswith(" X | X | O\n---+---+---\n O | O | X\n---+---+---\n X | O | X\n"
                        "Game over: a draw.\n")


def test_play_bones_human_against_computer() -> None:
    code, out, _ = play("bones", "6", stdin="abc\n5\n2\n1\n")
    assert code == 0
    assert out.splitlines() == [
        "Game of Bones: take 1, 2 or 3 bones; whoever cannot take loses.",
        "Heap: 6 bones  ||||||",
        "Player 1 (you), how many bones do you take (1, 2 or 3)? "
        "Illegal move: 'abc' is not a number of bones: take 1, 2 or 3.",
        "Player 1 (you), how many bones do you take (1, 2 or 3)? "
        "Illegal move: you cannot take 5 from 6: take 1, 2 or 3.",
        "Player 1 (you), how many bones do you take (1, 2 or 3)? Player 1 (you) takes 2 bones.",
        "Heap: 4 bones  ||||",
        "Player 2 (computer) takes 1 bone.",
        "Heap: 3 bones  |||",
        "Player 1 (you), how many bones do you take (1, 2 or 3)? Player 1 (you) takes 1 bone.",
        "Heap: 2 bones  ||",
        "Player 2 (computer) takes 2 bones.",
        "Heap: no bones left",
        "Game over: player 2 (computer) wins.",
    ]


def test_play_computer_against_itself() -> None:
    code, out, _ = run("play", "tictactoe", "--self")
    assert code == 0
    assert out.count(" plays ") == 9 and out.endswith("Game over: a draw.\n")
    code, out, _ = run("play", "bones", "8", "--self")
    assert code == 0 and out.endswith("Game over: player 2 (computer) wins.\n")
    code, out, _ = run("play", "bones", "41", "--self")
    assert code == 0 and out.splitlines()[2] == "Player 1 (computer) takes 1 bone."
    assert out.endswith("Game over: player 1 (computer) wins.\n")


def test_play_with_a_depth_limit() -> None:
    code, out, _ = run("play", "tictactoe", "--self", "--depth", "2")
    assert code == 0
    assert out.splitlines()[6] == "X (computer) plays 4."
    assert out.endswith("Game over: a draw.\n")


def test_play_stops_cleanly_at_end_of_input() -> None:
    code, out, err = play("bones", "5", stdin="1\n")
    assert (code, err) == (1, "Game left unfinished: no move was read.\n")
    assert out.endswith("Player 2 (computer) takes 1 bone.\nHeap: 3 bones  |||\n"
                        "Player 1 (you), how many bones do you take (1, 2 or 3)? \n")


def test_computer_against_computer_draws() -> None:
    said: list[str] = []
    final = play_game(TTT, TTT.start(), frozenset(), said.append, _no_human)
    assert TTT.moves(final) is None and TTT.winner(final) is None
    assert final == "xxoooxxox"  # the principal variation of the empty board
    assert said[-1] == "Game over: a draw."


@pytest.mark.parametrize("depth", [2, 3, 4])
def test_computer_against_computer_draws_with_a_depth_limit(depth: int) -> None:
    said: list[str] = []
    final = play_game(TTT, TTT.start(), frozenset(), said.append, _no_human, depth)
    assert TTT.moves(final) is None and TTT.winner(final) is None
    assert said[1] == "X (computer) plays 4."  # the heuristic opens in the centre


def test_computer_against_computer_bones() -> None:
    said: list[str] = []
    final = play_game(BONES, Bones.start(9), frozenset(), said.append, _no_human)
    assert BONES.winner(final) == "max"
    assert said[-1] == "Game over: player 1 (computer) wins."


def _no_human(question: str) -> str:
    raise AssertionError(f"nobody should be asked {question!r}")
