"""The Game of Bones (seed 002) searched by the same minimax and alpha-beta as fact files:
who wins a heap, the depth cut-off, the moves, reading a human's take, the picture."""

from __future__ import annotations

import pytest

from logic_minimax import SearchResult, minimax
from logic_minimax.errors import GameError, IllegalMoveError
from logic_minimax.games import Bones, Heap, read_heap, write_heap
from tests.helpers.games import Search

BONES = Bones()


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
    assert BONES.moves(Heap(0, "min")) is None


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


@pytest.mark.parametrize(("text", "heap", "notation", "written"), [
    ("6", Heap(6, "max"), "count", "max6"),
    (" min5 ", Heap(5, "min"), "atom", "min5"),
    ("s(5, min)", Heap(5, "min"), "term", "s(5, min)"),
    ("s( 12 ,max )", Heap(12, "max"), "term", "s(12, max)"),
])
def test_a_heap_in_its_notations(text: str, heap: Heap, notation: str, written: str) -> None:
    assert read_heap(text) == (heap, notation)
    assert write_heap(heap, notation) == written  # type: ignore[arg-type]


@pytest.mark.parametrize("text", ["many", "-3", "s(5, max", "s(5, nobody)", "max٣", ""])
def test_not_a_heap(text: str) -> None:
    with pytest.raises(GameError, match="is not a heap: write a number of bones such as 6"):
        read_heap(text)
