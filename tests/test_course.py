"""The course's trees (facts/), with their expected best move, value and path, run over
every algorithm: the same assertions for minimax and alpha-beta."""

from __future__ import annotations

from collections.abc import Callable, Hashable

import pytest

from logic_minimax import KnowledgeBase, SearchResult

from .conftest import course_kb

Search = Callable[[KnowledgeBase, Hashable], SearchResult]
Load = Callable[[str], KnowledgeBase]

ALGORITHMS: dict[str, Search] = {
    "minimax": lambda kb, pos: kb.minimax(pos),
    "alphabeta": lambda kb, pos: kb.alphabeta(pos),
}

# file, root, best, value, path
TEXTBOOK = [
    ("bratko.pl", "a", "b", 4, ("b", "d", "i")),   # seed 001: the slide's answer
    ("bratko.pl", "d", "i", 4, ("i",)),            # seed 001: the slide's trace
    ("bratko.pl", "c", "g", 1, ("g", "p")),        # the slide: betterof(f, 2, g, 1) = g
    ("aima_3ply.pl", "a", "b", 3, ("b", "b1")),    # seeds 000/003/004
    ("binary8.pl", "n0", "n2", 12, ("n2", "n5", "l4")),  # seed 004's scores array
]


@pytest.fixture(params=sorted(ALGORITHMS))
def search(request: pytest.FixtureRequest) -> Search:
    return ALGORITHMS[request.param]


@pytest.mark.parametrize(("file", "root", "best", "value", "path"), TEXTBOOK)
def test_textbook_answer(search: Search, file: str, root: str, best: str, value: int,
                         path: tuple[str, ...]) -> None:
    result: SearchResult = search(course_kb(file), root)
    assert (result.best, result.value, result.path) == (best, value, path)
    assert type(result.value) is int


def test_leaf_has_no_best_move(search: Search) -> None:
    result = search(course_kb("bratko.pl"), "h")
    assert (result.best, result.value, result.path) == (None, 1, ())


def test_alphabeta_evaluates_7_of_the_9_leaves() -> None:
    kb = course_kb("aima_3ply.pl")
    full, pruned = kb.minimax("a"), kb.alphabeta("a")
    assert full.leaves_evaluated == 9
    assert pruned.leaves_evaluated == 7
    assert (pruned.cutoffs, pruned.pruned) == (1, 2)  # c2 and c3, after c1 = 2 < alpha = 3


def test_counts_on_bratkos_tree() -> None:
    kb = course_kb("bratko.pl")
    assert (kb.minimax("a").nodes_visited, kb.minimax("a").leaves_evaluated) == (15, 8)
    assert kb.alphabeta("a").leaves_evaluated < 8


def test_ties_go_to_the_later_sibling(search: Search, load: Load) -> None:
    kb = load("""
        max_to_move(r). min_to_move(x). min_to_move(y). min_to_move(z).
        moves(r, [x, y, z]). static_eval(x, 5). static_eval(y, 5). static_eval(z, 1).
    """)
    assert search(kb, "r").best == "y"


def test_int_and_float_tie_like_prolog(search: Search, load: Load) -> None:
    # 2 =:= 2.0: neither is strictly better, so the later one (and its type) wins
    kb = load("""
        max_to_move(r). min_to_move(x). min_to_move(y).
        moves(r, [x, y]). static_eval(x, 2). static_eval(y, 2.0).
    """)
    result = search(kb, "r")
    assert (result.best, result.value, type(result.value)) == ("y", 2.0, float)


def test_values_are_exact_floats(search: Search, load: Load) -> None:
    # pyDatalog's default rounding would make these equal, and then y would win the tie
    kb = load("""
        max_to_move(r). min_to_move(x). min_to_move(y).
        moves(r, [x, y]). static_eval(x, 0.10000001). static_eval(y, 0.1).
    """)
    result = search(kb, "r")
    assert (result.best, result.value) == ("x", 0.10000001)


def test_side_of_the_first_compared_position_decides(search: Search, load: Load) -> None:
    # Bratko's betterof looks only at Pos0: here x says its parent maximises
    kb = load("""
        min_to_move(x). max_to_move(y).
        moves(r, [x, y]). static_eval(x, 7). static_eval(y, 3).
    """)
    assert search(kb, "r").best == "x"


def test_dag_positions_are_searched_on_every_path(search: Search, load: Load) -> None:
    kb = load("""
        max_to_move(r). min_to_move(x). min_to_move(y). max_to_move(s). max_to_move(t).
        moves(r, [x, y]). moves(x, [s, t]). moves(y, [s]).
        static_eval(s, 4). static_eval(t, 6).
    """)
    result = search(kb, "r")
    assert (result.best, result.value, result.path) == ("y", 4, ("y", "s"))


def test_integer_positions(search: Search, load: Load) -> None:
    kb = load("""
        max_to_move(1). min_to_move(2). min_to_move(3).
        moves(1, [2, 3]). static_eval(2, 10). static_eval(3, 20).
    """)
    assert search(kb, 1).path == (3,)


def test_big_int_against_float_compares_as_swi_does(search: Search, load: Load) -> None:
    # SWI-Prolog converts the int to a float: 2**53 + 1 =:= 2.0**53, so the later one wins
    kb = load("""
        max_to_move(r). min_to_move(x). min_to_move(y).
        moves(r, [x, y]). static_eval(x, 9007199254740993). static_eval(y, 9007199254740992.0).
    """)
    assert search(kb, "r").best == "y"
