"""Shannon's depth cut-off and the transposition table: expected move, value and path on
hand-computed trees, and differential checks that ``depth=None`` and ``memo`` change
nothing but the work done."""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable

import pytest

from logic_minimax import DictTree, KnowledgeBase, SearchObserver, SearchResult, alphabeta, minimax
from logic_minimax.errors import CutoffValueError, MissingValueError, SearchArgumentError

from .conftest import course_kb
from .dags import random_dag, reachable

Load = Callable[[str], KnowledgeBase]

# r: MAX chooses between a and b (MIN). Searched to the leaves, a = min(3, 9) = 3 and
# b = min(6, 7) = 6; cut off after one move, the heuristics say a = 5 and b = 1.
SHANNON = """
    min_to_move(a). min_to_move(b).
    max_to_move(a1). max_to_move(a2). max_to_move(b1). max_to_move(b2).
    moves(r, [a, b]). moves(a, [a1, a2]). moves(b, [b1, b2]).
    static_eval(r, 0). static_eval(a, 5). static_eval(b, 1).
    static_eval(a1, 3). static_eval(a2, 9). static_eval(b1, 6). static_eval(b2, 7).
"""


def answer(result: SearchResult) -> tuple[object, object, tuple[object, ...]]:
    return result.best, result.value, result.path


@pytest.fixture(params=["minimax", "alphabeta"])
def algorithm(request: pytest.FixtureRequest) -> str:
    return str(request.param)


def search(kb: KnowledgeBase, algorithm: str, pos: Hashable, **options: object
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
    result = search(load(SHANNON), algorithm, "r", depth=depth)
    assert answer(result) == expected
    if algorithm == "minimax":
        assert result.horizon == horizon


def test_cut_off_position_without_a_value_is_named(load: Load, algorithm: str) -> None:
    kb = load(SHANNON.replace("static_eval(b, 1).", ""))
    with pytest.raises(CutoffValueError, match=r"'b' is cut off at the depth limit 1.*r -> b"):
        search(kb, algorithm, "r", depth=1)
    assert answer(search(kb, algorithm, "r", depth=2)) == ("b", 6, ("b", "b1"))


def test_leaf_above_the_cut_off_needs_its_value_as_before(load: Load, algorithm: str) -> None:
    kb = load(SHANNON.replace("static_eval(a1, 3).", ""))
    with pytest.raises(MissingValueError, match=r"leaf 'a1'.*r -> a -> a1") as caught:
        search(kb, algorithm, "r", depth=5)
    assert not isinstance(caught.value, CutoffValueError)


def test_leaf_above_the_cut_off_keeps_its_value(load: Load, algorithm: str) -> None:
    # b, a leaf one move down, keeps its value 2; a1 and a2 have moves but lie at the limit
    kb = load("""
        min_to_move(a). min_to_move(b). max_to_move(a1). max_to_move(a2).
        moves(r, [a, b]). moves(a, [a1, a2]). moves(a1, [x]). moves(a2, [y]).
        static_eval(b, 2). static_eval(a1, 4). static_eval(a2, 3).
        static_eval(x, 100). static_eval(y, 100).
    """)
    assert answer(search(kb, algorithm, "r", depth=2)) == ("a", 3, ("a", "a2"))
    assert answer(search(kb, algorithm, "r")) == ("a", 100, ("a", "a2", "y"))


@pytest.mark.parametrize("depth", [-1, 1.5, True, "2"])
def test_depth_must_be_a_natural_number(depth: object) -> None:
    tree = DictTree({"r": ("x",)}, {"x": "min"}, {"x": 1})
    with pytest.raises(SearchArgumentError, match="depth must be"):
        minimax(tree, "r", depth=depth)  # type: ignore[arg-type]


@pytest.mark.parametrize("file", ["bratko.pl", "aima_3ply.pl", "binary8.pl"])
def test_deep_enough_limit_changes_nothing(file: str, algorithm: str) -> None:
    kb = course_kb(file)
    for root in kb.summary().roots:
        plain = search(kb, algorithm, root)
        for options in ({"depth": None}, {"depth": 10}, {"memo": True},
                        {"depth": 10, "memo": True}):
            result = search(kb, algorithm, root, **options)
            assert answer(result) == answer(plain)
            assert result.leaves_evaluated == plain.leaves_evaluated  # a tree: no reuse
            assert result.horizon == 0


@pytest.mark.parametrize("seed", range(40))
def test_memo_gives_the_same_answer_on_dags(seed: int) -> None:
    tree, root = random_dag(seed)
    for depth in (None, 1, 2, 3, 5):
        plain_mm = minimax(tree, root, depth=depth)
        memo_mm = minimax(tree, root, depth=depth, memo=True)
        assert answer(memo_mm) == answer(plain_mm)
        assert memo_mm.nodes_visited == memo_mm.positions_solved + memo_mm.memo_hits
        assert memo_mm.positions_solved <= plain_mm.positions_solved
        for alpha, beta in ((-math.inf, math.inf), (-1, 1), (0, 0), (2, 3)):
            plain_ab = alphabeta(tree, root, alpha=alpha, beta=beta, depth=depth)
            memo_ab = alphabeta(tree, root, alpha=alpha, beta=beta, depth=depth, memo=True)
            assert answer(memo_ab) == answer(plain_ab)
        assert answer(alphabeta(tree, root, depth=depth)) == answer(plain_mm)


@pytest.mark.parametrize("seed", range(10))
def test_memo_solves_each_position_once(seed: int) -> None:
    tree, root = random_dag(seed)
    result = minimax(tree, root, memo=True)
    assert result.positions_solved == len(reachable(tree, root))
    assert minimax(tree, root).memo_hits == 0


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

    def leaf(self, pos: object, depth: int, value: object) -> None:
        pass

    def cutoff(self, pos: object, depth: int, candidate: object, pruned: object) -> None:
        pass

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


def test_solve_command_options() -> None:
    from click.testing import CliRunner

    from logic_minimax.app.cli import cli

    from .conftest import FACTS
    runner = CliRunner()
    out = runner.invoke(cli, ["solve", str(FACTS / "expecti.pl"), "--algorithm",
                              "expectiminimax", "--depth", "2", "--memo"])
    assert out.exit_code == 0
    assert "best move: c2\nvalue: 5.0\npath: [c2, m3]" in out.output
    assert "valued at the depth limit: 4" in out.output
    out = runner.invoke(cli, ["solve", str(FACTS / "bratko.pl"), "--depth", "1"])
    assert out.exit_code == 2
    assert "'b' is cut off at the depth limit 1" in out.output
    out = runner.invoke(cli, ["query", str(FACTS / "expecti.pl"),
                              "expectiminimax(c2, B, V, P)."])
    assert (out.exit_code, out.output) == (0, "B = m3,\nV = 3.25,\nP = [m3, l5].\n")
