"""The front's solved tables give what a search from each position gives."""

from __future__ import annotations

import logic_minimax as lm
from logic_minimax.games import Bones, Heap, TicTacToe
from logic_minimax.games.tictactoe import cell_played
from logic_minimax.serve.book import TicTacToeBook, best_bones, best_move


def test_one_search_of_the_empty_board_answers_every_board_as_its_own_search() -> None:
    book = TicTacToeBook()
    game = TicTacToe()
    assert len(book.boards) == 5478
    assert sum(found.move is not None for found in book.boards.values()) == 4520
    for board, found in book.boards.items():
        if found.move is None:
            assert not game.moves(board) and found.result is not None
            continue
        search = lm.minimax(game, board, memo=True)
        assert (found.move, found.value, found.path) == \
            (cell_played(board, search.best), search.value, search.path), board


def test_bones_answers_are_the_searchs() -> None:
    for bones in range(1, 30):
        search = lm.minimax(Bones(), Heap(bones, "max"), memo=True)
        found = best_bones(str(bones))
        assert found.move == bones - search.best.bones  # type: ignore[union-attr]
        assert found.value == search.value


def test_a_position_in_any_notation_gets_its_path_in_that_notation() -> None:
    book = TicTacToeBook()
    board = best_move(book, "tictactoe", "x...o....")
    listed = best_move(book, "tictactoe", "[x, e, e, e, o, e, e, e, e]")
    seed = best_move(book, "tictactoe", "-1,-,-,-,1,-,-,-,-")
    assert board.moves == listed.moves == seed.moves
    assert board.path[0] == "xx..o...."
    assert listed.path[0] == "[x, x, e, e, o, e, e, e, e]"
    assert seed.path[0] == "-1,-1,-,-,1,-,-,-,-"
    assert best_move(book, "bones", "max5").path == ("min4", "max3", "min0")
    assert best_move(book, "bones", "s(5, max)").path == ("s(4, min)", "s(3, max)", "s(0, min)")
