"""Rule-defined games searched by the same minimax and alpha-beta as fact files: the Game
of Bones (seed 002), tic-tac-toe (seed 004, OpenSpiel's and AIMA's test positions) and
the open-lines heuristic (seed 000). Boards are cells 0-8 row by row, x, o and . (empty)."""

from __future__ import annotations

from collections.abc import Callable, Hashable

import pytest

from logic_minimax import SearchResult, alphabeta, minimax
from logic_minimax.app.play import play_game
from logic_minimax.errors import BoardFormatError, IllegalMoveError
from logic_minimax.games import Bones, Heap, TicTacToe, open_lines, parse_board
from logic_minimax.games.game import RuleGame

Search = Callable[[RuleGame, Hashable], SearchResult]

ALGORITHMS: dict[str, Search] = {
    "minimax": lambda game, pos: minimax(game, pos),
    "minimax memo": lambda game, pos: minimax(game, pos, memo=True),
    "alphabeta": lambda game, pos: alphabeta(game, pos),
    "alphabeta memo": lambda game, pos: alphabeta(game, pos, memo=True),
}

BONES = Bones()
TTT = TicTacToe()


@pytest.fixture(params=sorted(ALGORITHMS))
def search(request: pytest.FixtureRequest) -> Search:
    return ALGORITHMS[request.param]


# -- Game of Bones -------------------------------------------------------------------------

def test_bones_6_is_a_first_player_win(search: Search) -> None:
    # take 2, leaving 4: every take then loses (player 2 takes 1, player 1 takes the 3 left)
    result = search(BONES, Bones.start(6))
    assert (result.best, result.value) == (Heap(4, "min"), 1)
    assert result.path == (Heap(4, "min"), Heap(3, "max"), Heap(0, "min"))


def test_bones_8_is_a_first_player_loss(search: Search) -> None:
    # every take loses; the smallest (1) is chosen, and player 2 answers 7 -> 4
    result = search(BONES, Bones.start(8))
    assert (result.best, result.value) == (Heap(7, "min"), -1)
    assert result.path == (Heap(7, "min"), Heap(4, "max"), Heap(3, "min"), Heap(0, "max"))


@pytest.mark.parametrize("bones", range(41))
def test_bones_first_player_loses_exactly_on_multiples_of_4(bones: int) -> None:
    result = minimax(BONES, Bones.start(bones), memo=True)
    assert result.value == (-1 if bones % 4 == 0 else 1)
    if bones % 4:  # the winning take leaves a multiple of 4
        assert result.best == Heap(bones - bones % 4, "min")
    else:  # every take loses: the smallest is kept
        assert result.best == (Heap(bones - 1, "min") if bones else None)
    assert result.positions_solved <= 2 * bones + 1  # each heap once per side to take


@pytest.mark.parametrize("bones", range(17))
def test_bones_memo_changes_nothing(bones: int) -> None:
    plain, memo = minimax(BONES, Bones.start(bones)), minimax(BONES, Bones.start(bones), memo=True)
    assert (memo.best, memo.value, memo.path) == (plain.best, plain.value, plain.path)


def test_bones_depth_cut_off_values_unfinished_heaps_0() -> None:
    # one move from 6 leaves 5, 4 or 3 bones: unfinished, each valued 0; the smallest take
    result = minimax(BONES, Bones.start(6), depth=1)
    assert (result.best, result.value, result.path) == (Heap(5, "min"), 0, (Heap(5, "min"),))
    assert result.horizon == 3
    # three moves always reach the end of a heap of 3: the cut-off changes no answer
    cut, full = minimax(BONES, Bones.start(3), depth=3), minimax(BONES, Bones.start(3))
    assert (cut.best, cut.value, cut.path) == (full.best, full.value, full.path) == \
        (Heap(0, "min"), 1, (Heap(0, "min"),))


def test_bones_empty_heap_is_a_loss_for_the_side_to_take() -> None:
    assert minimax(BONES, Heap(0, "max")) == SearchResult(None, -1, (), 1, 1)
    assert (BONES.static_eval(Heap(0, "min")), BONES.winner(Heap(0, "min"))) == (1, "max")
    assert BONES.static_eval(Heap(5, "max")) == 0  # the evaluation claims nothing


def test_bones_moves_list_the_largest_take_first() -> None:
    assert BONES.moves(Heap(5, "max")) == (Heap(2, "min"), Heap(3, "min"), Heap(4, "min"))
    assert BONES.moves(Heap(2, "min")) == (Heap(0, "max"), Heap(1, "max"))
    assert BONES.moves(Heap(0, "min")) == ()


@pytest.mark.parametrize(("text", "message"), [
    ("4", "you cannot take 4 from 6: take 1, 2 or 3"),
    ("0", "you cannot take 0 from 6: take 1, 2 or 3"),
    ("-1", "'-1' is not a number of bones: take 1, 2 or 3"),
    ("two", "'two' is not a number of bones: take 1, 2 or 3"),
    ("", "'' is not a number of bones: take 1, 2 or 3"),
])
def test_bones_illegal_takes(text: str, message: str) -> None:
    with pytest.raises(IllegalMoveError) as caught:
        BONES.read_move(Heap(6, "max"), text)
    assert str(caught.value) == message


def test_bones_render() -> None:
    assert BONES.render(Heap(1, "max")) == "Heap: 1 bone  |"
    assert BONES.render(Heap(40, "min")) == "Heap: 40 bones  " + "|" * 40
    assert BONES.render(Heap(41, "min")) == "Heap: 41 bones"
    assert BONES.render(Heap(0, "min")) == "Heap: no bones left"


def test_bones_small_heap_limits_the_take() -> None:
    assert BONES.read_move(Heap(2, "min"), " 2 ") == Heap(0, "max")
    with pytest.raises(IllegalMoveError) as caught:
        BONES.read_move(Heap(2, "min"), "3")
    assert str(caught.value) == "you cannot take 3 from 2: take 1 or 2"


# -- tic-tac-toe ---------------------------------------------------------------------------

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
    assert [TTT.static_eval(s) for s in TTT.moves("xo.....ox")] == [0.3, 0.3, 1, 0.3, 0.3]
    result = minimax(TTT, "xo.....ox", depth=1)
    assert (result.best, result.value) == ("xo..x..ox", 1)


def test_seed_004_board_best_move_is_cell_1(search: Search) -> None:
    # O . X / X X O / O . .  with X to move: cells 1, 7 and 8 all draw; the lowest is kept
    board = parse_board("1,-,-1,-1,-1,1,1,-,-")
    assert board == "o.xxxoo.."
    assert [minimax(TTT, s).value for s in TTT.moves(board)] == [0, 0, 0]
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
    assert TTT.moves("xxxoo....") == ()
    assert (TTT.static_eval("xxxoo...."), TTT.winner("xxxoo....")) == (1, "max")
    assert (TTT.static_eval("xx.ooo.x."), TTT.winner("xx.ooo.x.")) == (-1, "min")
    assert (TTT.static_eval("xoxxoooxx"), TTT.winner("xoxxoooxx")) == (0, None)


def test_successors_go_from_cell_8_down_to_cell_0() -> None:
    assert TTT.moves("x...o....") == ("x...o...x", "x...o..x.", "x...o.x..", "x...ox...",
                                      "x..xo....", "x.x.o....", "xx..o....")


def test_computer_against_computer_draws() -> None:
    said: list[str] = []
    final = play_game(TTT, TTT.start(), frozenset(), said.append, _no_human)
    assert TTT.moves(final) == () and TTT.winner(final) is None
    assert final == "xxoooxxox"  # the principal variation of the empty board
    assert said[-1] == "Game over: a draw."


@pytest.mark.parametrize("depth", [2, 3, 4])
def test_computer_against_computer_draws_with_a_depth_limit(depth: int) -> None:
    said: list[str] = []
    final = play_game(TTT, TTT.start(), frozenset(), said.append, _no_human, depth)
    assert TTT.moves(final) == () and TTT.winner(final) is None
    assert said[1] == "X (computer) plays 4."  # the heuristic opens in the centre


def test_computer_against_computer_bones() -> None:
    said: list[str] = []
    final = play_game(BONES, Bones.start(9), frozenset(), said.append, _no_human)
    assert BONES.winner(final) == "max"
    assert said[-1] == "Game over: player 1 (computer) wins."


def _no_human(question: str) -> str:
    raise AssertionError(f"nobody should be asked {question!r}")


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


# -- seed 004's board strings --------------------------------------------------------------

@pytest.mark.parametrize(("text", "board"), [
    ("-,-,-,-,-,-,-,-,-", "........."),
    ("-1,-,-,-,-,-,-,-,-", "x........"),
    (" 1 , - ,-1,-1,-1, 1, 1,-,- ", "o.xxxoo.."),
])
def test_parse_board(text: str, board: str) -> None:
    assert parse_board(text) == board


@pytest.mark.parametrize(("text", "message"), [
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


# -- the heuristic (seed 000) --------------------------------------------------------------

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
