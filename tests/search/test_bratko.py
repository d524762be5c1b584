"""Bratko's minimax and alpha-beta on the course's trees (facts/), with their expected best
move, value and path, run over every algorithm; ties and number types as Prolog compares
them; Shannon's depth cut-off and the transposition table on hand-computed trees; and
trees too deep or too wide for recursion."""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable

import pytest

from logic_minimax import DictTree, KnowledgeBase, SearchObserver, SearchResult, alphabeta, minimax
from logic_minimax.errors import CutoffValueError, MissingValueError, SearchArgumentError
from logic_minimax.search import Side
from tests.helpers.dags import random_dag, reachable
from tests.helpers.kb import Load, answer, course_kb, exact_answer

Search = Callable[[KnowledgeBase, Hashable], SearchResult]

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


# --- Shannon's depth cut-off and the transposition table -------------------------------


# r: MAX chooses between a and b (MIN). Searched to the leaves, a = min(3, 9) = 3 and
# b = min(6, 7) = 6; cut off after one move, the heuristics say a = 5 and b = 1.
SHANNON = """
    min_to_move(a). min_to_move(b).
    max_to_move(a1). max_to_move(a2). max_to_move(b1). max_to_move(b2).
    moves(r, [a, b]). moves(a, [a1, a2]). moves(b, [b1, b2]).
    static_eval(r, 0). static_eval(a, 5). static_eval(b, 1).
    static_eval(a1, 3). static_eval(a2, 9). static_eval(b1, 6). static_eval(b2, 7).
"""


@pytest.fixture(params=["minimax", "alphabeta"])
def algorithm(request: pytest.FixtureRequest) -> str:
    return str(request.param)


def search_with(kb: KnowledgeBase, algorithm: str, pos: Hashable, **options: object
           ) -> SearchResult:
    if algorithm == "minimax":
        return kb.minimax(pos, **options)  # type: ignore[arg-type]
    return kb.alphabeta(pos, **options)  # type: ignore[arg-type]


@pytest.mark.parametrize(("depth", "expected", "horizon"), [
    (None, ("b", 6, ("b", "b1")), 0),
    (3, ("b", 6, ("b", "b1")), 0),
    (2, ("b", 6, ("b", "b1")), 4),     # the leaves lie at the limit: valued the same
    (1, ("a", 5, ("a",)), 2),          # a and b valued by their heuristic
    (0, (None, 0, ()), 1),             # the start position itself
])
def test_depth_cut_off(load: Load, algorithm: str, depth: int | None,
                       expected: tuple[object, ...], horizon: int) -> None:
    result = search_with(load(SHANNON), algorithm, "r", depth=depth)
    assert answer(result) == expected
    if algorithm == "minimax":
        assert result.horizon == horizon


def test_cut_off_position_without_a_value_is_named(load: Load, algorithm: str) -> None:
    kb = load(SHANNON.replace("static_eval(b, 1).", ""))
    with pytest.raises(CutoffValueError, match=r"b is cut off at the depth limit 1.*r -> b"):
        search_with(kb, algorithm, "r", depth=1)
    assert answer(search_with(kb, algorithm, "r", depth=2)) == ("b", 6, ("b", "b1"))


def test_leaf_above_the_cut_off_needs_its_value_as_before(load: Load, algorithm: str) -> None:
    kb = load(SHANNON.replace("static_eval(a1, 3).", ""))
    with pytest.raises(MissingValueError, match=r"leaf a1.*r -> a -> a1") as caught:
        search_with(kb, algorithm, "r", depth=5)
    assert not isinstance(caught.value, CutoffValueError)


def test_leaf_above_the_cut_off_keeps_its_value(load: Load, algorithm: str) -> None:
    # b, a leaf one move down, keeps its value 2; a1 and a2 have moves but lie at the limit
    kb = load("""
        min_to_move(a). min_to_move(b). max_to_move(a1). max_to_move(a2).
        moves(r, [a, b]). moves(a, [a1, a2]). moves(a1, [x]). moves(a2, [y]).
        static_eval(b, 2). static_eval(a1, 4). static_eval(a2, 3).
        static_eval(x, 100). static_eval(y, 100).
    """)
    assert answer(search_with(kb, algorithm, "r", depth=2)) == ("a", 3, ("a", "a2"))
    assert answer(search_with(kb, algorithm, "r")) == ("a", 100, ("a", "a2", "y"))


@pytest.mark.parametrize("depth", [-1, 1.5, True, "2"])
def test_depth_must_be_a_natural_number(depth: object) -> None:
    tree = DictTree({"r": ("x",)}, {"x": "min"}, {"x": 1})
    with pytest.raises(SearchArgumentError, match="depth must be"):
        minimax(tree, "r", depth=depth)  # type: ignore[arg-type]


@pytest.mark.parametrize("file", ["bratko.pl", "aima_3ply.pl", "binary8.pl"])
def test_deep_enough_limit_changes_nothing(file: str, algorithm: str) -> None:
    kb = course_kb(file)
    for root in kb.summary().roots:
        plain = search_with(kb, algorithm, root)
        for options in ({"depth": None}, {"depth": 10}, {"memo": True},
                        {"depth": 10, "memo": True}):
            result = search_with(kb, algorithm, root, **options)
            assert answer(result) == answer(plain)
            assert result.leaves_evaluated == plain.leaves_evaluated  # a tree: no reuse
            assert result.horizon == 0


def test_grid_dag_solved_once_per_position(load: Load) -> None:
    # (i, j) moves to (i+1, j) and (i, j+1) until a coordinate reaches 6: 36 positions
    # with moves and 12 leaves, reached by C(12, 6) - 1 + 2 C(11, 6) = 1,847 paths.
    n = 6
    facts = []
    for i in range(n + 1):
        for j in range(n + 1):
            if i < n and j < n:
                facts.append(f"moves(p{i}_{j}, [p{i + 1}_{j}, p{i}_{j + 1}]).")
            else:
                facts.append(f"static_eval(p{i}_{j}, {i - j}).")
            facts.append(f"{'min' if (i + j) % 2 else 'max'}_to_move(p{i}_{j}).")
    kb = load("\n".join(facts))
    plain, memo = kb.minimax("p0_0"), kb.minimax("p0_0", memo=True)
    assert answer(memo) == answer(plain)
    assert plain.nodes_visited == math.comb(12, 6) - 1 + 2 * math.comb(11, 6) == 1847
    # with memo: the start, then both successors of each of the 36 positions with moves
    assert (memo.nodes_visited, memo.positions_solved, memo.memo_hits) == (73, 48, 25)
    pruned, pruned_memo = kb.alphabeta("p0_0"), kb.alphabeta("p0_0", memo=True)
    assert answer(pruned_memo) == answer(pruned) == answer(plain)
    assert pruned_memo.nodes_visited < pruned.nodes_visited


class _Events(SearchObserver):
    """Records enter/exit pairs, as an observer."""

    def __init__(self) -> None:
        self.open: list[object] = []
        self.exits: dict[object, tuple[object, object]] = {}

    def enter(self, pos: object, depth: int, alpha: object, beta: object) -> None:
        self.open.append(pos)

    def exit(self, pos: object, depth: int, best: object, value: object, path: object) -> None:
        assert self.open.pop() == pos
        if pos in self.exits:
            assert self.exits[pos] == (best, value)  # a reused result is the first one
        self.exits[pos] = (best, value)


def test_reused_positions_are_entered_and_exited() -> None:
    tree, root = random_dag(1)
    events = _Events()
    result = minimax(tree, root, observer=events, memo=True)
    assert (result.nodes_visited, result.memo_hits) == (56, 26)
    assert events.open == []
    assert set(events.exits) == reachable(tree, root)


# --- no recursion limit ----------------------------------------------------------------


MILLION = 1_000_000


@pytest.mark.slow
def test_a_chain_a_million_moves_deep() -> None:
    moves = {i: (i + 1,) for i in range(MILLION)}
    sides: dict[int, Side] = {i: ("max" if i % 2 else "min") for i in range(MILLION + 1)}
    tree = DictTree(moves, sides, {MILLION: 7})
    for search in (minimax, alphabeta):
        result = search(tree, 0)
        assert (result.best, result.value, len(result.path)) == (1, 7, MILLION)
        assert result.path[-1] == MILLION


@pytest.mark.slow
def test_a_root_with_a_million_successors() -> None:
    values = {i: (i * 7919) % 1000 for i in range(MILLION)}
    tree = DictTree({"r": tuple(range(MILLION))}, dict.fromkeys(range(MILLION), "min"), values)
    best = max(i for i in range(MILLION) if values[i] == 999)  # ties: the later one
    for search in (minimax, alphabeta):
        result = search(tree, "r")
        assert (result.best, result.value, result.path) == (best, 999, (best,))


# -- issue 14: the transposition table above 2**53 ------------------------------------------

N53 = 2 ** 53 + 4  # 9007199254740996: as floats, N53 + 1 and N53 are equal


def test_w2_the_memo_keeps_int_and_float_windows_apart() -> None:
    # Found by a random search against the memo of before: positions are reached again
    # with windows equal as numbers but one bound an int, the other a float; one key for
    # both reused a result the other window does not give. SWI-Prolog (alphabeta/6 on
    # this tree and window) answers p1, N53, [p1, p3].
    tree = DictTree(
        {"p0": ("p1", "p2", "p4"), "p1": ("p2", "p3"), "p2": ("p6", "p4", "p3"),
         "p4": ("p7", "p6")},
        {"p0": "min", "p1": "max", "p2": "min", "p3": "min", "p4": "min", "p6": "max",
         "p7": "min"},
        {"p3": N53, "p6": float(N53), "p7": N53 + 1})
    plain = alphabeta(tree, "p0", alpha=N53)
    memo = alphabeta(tree, "p0", alpha=N53, memo=True)
    assert exact_answer(memo) == exact_answer(plain) == ("p1", int, str(N53), ("p1", "p3"))
