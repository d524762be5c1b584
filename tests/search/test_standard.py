"""The seeds' standard alpha-beta (cut when alpha >= beta, fail-soft, a transposition
table, move ordering, iterative deepening) against Bratko's minimax: same value, same
best move, on random trees (hypothesis) and on the rule games; far fewer positions.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Sequence

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from logic_minimax import KnowledgeBase
from logic_minimax.errors import (
    ChancePositionError,
    CutoffValueError,
    CycleError,
    MissingSideError,
    MissingValueError,
    SearchArgumentError,
)
from logic_minimax.games import Bones, TicTacToe
from logic_minimax.search import DictTree, GameTree, Number, SearchObserver, alphabeta, minimax
from logic_minimax.search.standard import ALGORITHM, deepen, negamax, standard_alphabeta
from logic_minimax.search.tree import Cutoff, Scored
from tests.helpers.paths import FACTS
from tests.helpers.strategies import BOUNDS, SETTINGS, VALUES, Tree, trees


def is_line(tree: GameTree, root: Hashable, path: tuple[Hashable, ...], value: Number) -> bool:
    """``path`` is a line of moves from ``root`` to a position statically valued ``value``
    whose every position has the same minimax value (a principal variation)."""
    pos = root
    for step in path:
        if step not in (tree.moves(pos) or ()):
            return False
        if minimax(tree, step).value != value:
            return False
        pos = step
    return tree.static_eval(pos) == value


@st.composite
def valued_trees(draw: st.DrawFn) -> Tree:
    """A random tree whose inner positions have static values too (for depth limits)."""
    tree = draw(trees())
    for pos in tree.moves:
        tree.values[pos] = draw(VALUES)
    return tree


@SETTINGS
@given(trees())
def test_standard_alphabeta_gives_minimax_value_and_move(tree: Tree) -> None:
    t = tree.dict_tree()
    exact = minimax(t, tree.root)
    result = standard_alphabeta(t, tree.root)
    assert (result.best, result.value) == (exact.best, exact.value)
    assert is_line(t, tree.root, result.path, result.value)
    assert result.algorithm == ALGORITHM
    plain = standard_alphabeta(t, tree.root, memo=False)
    assert (plain.best, plain.value, plain.memo_hits) == (exact.best, exact.value, 0)


@SETTINGS
@given(valued_trees(), st.integers(0, 4))
def test_standard_alphabeta_at_a_depth_limit_is_minimax_there(tree: Tree, depth: int) -> None:
    t = tree.dict_tree()
    exact = minimax(t, tree.root, depth=depth)
    result = standard_alphabeta(t, tree.root, depth=depth)
    assert (result.best, result.value) == (exact.best, exact.value)
    if result.horizon == 0:  # the limit cut nothing the search looked at: a full answer
        assert result.value == minimax(t, tree.root).value


@SETTINGS
@given(trees(), BOUNDS, BOUNDS)
def test_fail_soft_values_bound_the_minimax_value(tree: Tree, alpha: Number,
                                                   beta: Number) -> None:
    """At most alpha: an upper bound; at least beta: a lower bound; between: exact."""
    assume(alpha < beta)
    t = tree.dict_tree()
    exact = minimax(t, tree.root).value
    value = standard_alphabeta(t, tree.root, alpha=alpha, beta=beta).value
    if value <= alpha:
        assert exact <= value
    elif value >= beta:
        assert exact >= value
    else:
        assert exact == value


@SETTINGS
@given(trees())
def test_negamax_is_the_value_for_the_side_to_move(tree: Tree) -> None:
    t = tree.dict_tree()
    exact = minimax(t, tree.root)
    sign = 1 if tree.sides[tree.root] == "max" else -1
    result = negamax(t, tree.root)
    assert (result.best, result.value) == (exact.best, sign * exact.value)


@SETTINGS
@given(valued_trees(), st.integers(0, 5))
def test_deepening_ends_with_the_answer_at_its_depth(tree: Tree, max_depth: int) -> None:
    t = tree.dict_tree()
    found = deepen(t, tree.root, max_depth=max_depth)
    exact = minimax(t, tree.root, depth=found.depth)
    assert (found.result.best, found.result.value) == (exact.best, exact.value)
    assert found.nodes_visited == sum(r.nodes_visited for r in found.iterations)
    if found.stopped_by == "complete":
        assert found.result.value == minimax(t, tree.root).value
    else:
        assert (found.stopped_by, found.depth) == ("max_depth", max_depth)


def test_bratko_course_tree() -> None:
    kb = KnowledgeBase()
    kb.load_file(FACTS / "bratko.pl")
    result = standard_alphabeta(kb.tree, "a")
    assert (result.best, result.value) == ("b", 4)
    assert result.path == ("b", "d", "i")


def test_aima_tree_evaluates_fewer_leaves_than_bratkos_alphabeta() -> None:
    kb = KnowledgeBase()
    kb.load_file(FACTS / "aima_3ply.pl")
    root = "a"
    standard = standard_alphabeta(kb.tree, root)
    bratko = alphabeta(kb.tree, root)
    assert (standard.best, standard.value) == (bratko.best, bratko.value) == ("b", 3)
    assert standard.leaves_evaluated <= bratko.leaves_evaluated


def test_tictactoe_from_the_empty_board() -> None:
    """A draw, X's first cell 0 (the lowest among equals), in fewer positions than
    OpenSpiel's alpha_beta_search visits (18,297) and Bratko's alpha-beta (146,120)."""
    game = TicTacToe()
    result = standard_alphabeta(game, game.start())
    assert (result.best, result.value) == ("x........", 0)
    assert result.nodes_visited <= 18_297
    pos = game.start()
    for step in result.path:  # a game played to its end, a draw
        assert step in (game.moves(pos) or ())
        pos = step
    assert not game.moves(pos) and game.static_eval(pos) == 0


@pytest.mark.parametrize("board", ["x...o....", "xo.......", "x.o.x....", "xx.oo....",
                                   "o.x.x....", "xoxo.....", "....x....", "xo.xo...."])
def test_tictactoe_positions_agree_with_minimax(board: str) -> None:
    game = TicTacToe()
    for depth in (None, 1, 2, 3):
        exact = minimax(game, board, depth=depth, memo=True)
        result = standard_alphabeta(game, board, depth=depth)
        assert (result.best, result.value) == (exact.best, exact.value), depth


@pytest.mark.parametrize("bones", range(0, 21))
def test_bones_agrees_with_minimax(bones: int) -> None:
    game = Bones()
    exact = minimax(game, game.start(bones), memo=True)
    result = standard_alphabeta(game, game.start(bones))
    assert (result.best, result.value) == (exact.best, exact.value)


def test_deepening_budgets_keep_the_last_complete_iteration() -> None:
    game = TicTacToe()
    full = deepen(game, game.start())
    assert full.stopped_by == "complete"
    assert (full.result.best, full.result.value) == ("x........", 0)
    first = full.iterations[0].nodes_visited
    cut = deepen(game, game.start(), node_budget=first + 1)
    assert cut.stopped_by == "node_budget"
    assert cut.depth == 1
    assert cut.nodes_visited <= first + 1 + 1


def test_errors_name_the_position_and_path() -> None:
    leaf = DictTree({"a": ("b",)}, {"a": "max", "b": "min"}, {})
    with pytest.raises(MissingValueError, match="b"):
        standard_alphabeta(leaf, "a")
    cycle = DictTree({"a": ("b",), "b": ("a",)}, {"a": "max", "b": "min"}, {})
    with pytest.raises(CycleError, match="a -> b -> a"):
        standard_alphabeta(cycle, "a")
    chance = DictTree({"a": ("b",)}, {"a": "chance"}, {"b": 1})
    with pytest.raises(ChancePositionError):
        standard_alphabeta(chance, "a")
    inner = DictTree({"r": ("a",), "a": ("b",)}, {"r": "max", "a": "chance"}, {"b": 1})
    with pytest.raises(ChancePositionError, match="r -> a"):
        standard_alphabeta(inner, "r")
    sideless = DictTree({"a": ("b", "c"), "b": ("d",)}, {}, {"c": 1, "d": 2})
    with pytest.raises(MissingSideError):
        standard_alphabeta(sideless, "a")
    cut = DictTree({"a": ("b",), "b": ("c",)}, {"a": "max", "b": "min"}, {"c": 1})
    with pytest.raises(CutoffValueError):
        standard_alphabeta(cut, "a", depth=1)
    with pytest.raises(SearchArgumentError):
        standard_alphabeta(cut, "a", depth=-1)
    with pytest.raises(SearchArgumentError, match="alpha < beta"):
        standard_alphabeta(cut, "a", alpha=1, beta=1)


def test_a_leaf_is_its_own_answer() -> None:
    leaf = DictTree({}, {"a": "max"}, {"a": 2.5})
    result = standard_alphabeta(leaf, "a")
    assert (result.best, result.value, result.path) == (None, 2.5, ())
    assert standard_alphabeta(leaf, "a", alpha=-math.inf, beta=0).value == 2.5


class Recorder(SearchObserver):
    """Every event of a search, in order."""

    def __init__(self) -> None:
        self.events: list[tuple[str, Hashable]] = []
        self.tests: list[Cutoff] = []

    def enter(self, pos: Hashable, depth: int, alpha: Number, beta: Number) -> None:
        self.events.append(("enter", pos))

    def leaf(self, pos: Hashable, depth: int, value: Number) -> None:
        self.events.append(("leaf", pos))

    def cutoff(self, pos: Hashable, depth: int, candidate: Scored,
               pruned: Sequence[Hashable], test: Cutoff) -> None:
        self.events.append(("cutoff", pos))
        self.tests.append(test)

    def exit(self, pos: Hashable, depth: int, best: Hashable | None, value: Number,
             path: object) -> None:
        self.events.append(("exit", pos))


def test_an_observer_sees_each_position_enter_and_exit() -> None:
    """The AIMA tree (seed 000), searched in preference order (the last listed first):
    d = 2, then c's lowest leaf c1 = 2 reaches alpha = 2 and c2, c3 are pruned."""
    kb = KnowledgeBase()
    kb.load_file(FACTS / "aima_3ply.pl")
    recorder = Recorder()
    result = standard_alphabeta(kb.tree, "a", memo=False, observer=recorder)
    kinds = [kind for kind, _ in recorder.events]
    assert kinds.count("enter") == kinds.count("exit") == result.nodes_visited
    assert kinds.count("leaf") == result.leaves_evaluated
    assert kinds.count("cutoff") == result.cutoffs > 0
    assert recorder.tests == [Cutoff("<=", 2)]


def test_deepening_with_no_time_left_keeps_the_first_iteration() -> None:
    game = TicTacToe()
    found = deepen(game, game.start(), time_budget=0)
    assert (found.depth, found.stopped_by) == (1, "time_budget")
    with pytest.raises(SearchArgumentError):
        deepen(game, game.start(), node_budget=-1)
