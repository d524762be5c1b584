"""Iterative deepening: every iteration equals a plain search at its depth (move, value
and path), whatever the best-first order did; budgets stop it between or during
iterations."""

from __future__ import annotations

import random

import pytest

from logic_minimax import DictTree, KnowledgeBase, alphabeta, iterative_deepening, minimax
from logic_minimax.errors import CutoffValueError, SearchArgumentError
from logic_minimax.search import Side
from logic_minimax.search.tree import Number
from tests.helpers.dags import random_dag
from tests.helpers.kb import Load, answer, course_kb, exact_answer
from tests.helpers.randtrees import RandomTree, random_trees


@pytest.mark.parametrize("seed", range(60))
def test_every_iteration_equals_plain_search(seed: int) -> None:
    tree, root = random_dag(seed, levels=7)
    for algorithm, memo in (("alphabeta", False), ("minimax", False), ("alphabeta", True)):
        found = iterative_deepening(tree, root, max_depth=7, memo=memo,
                                    algorithm=algorithm)
        for depth, result in enumerate(found.iterations, 1):
            assert answer(result) == answer(alphabeta(tree, root, depth=depth)) == \
                answer(minimax(tree, root, depth=depth))
        assert found.result == found.iterations[-1]
        assert found.nodes_visited == sum(r.nodes_visited for r in found.iterations)


def test_ordering_saves_work_and_keeps_the_answer(load: Load) -> None:
    # After depth 1 (heuristics a = 0, b = 0, c = 9) c is searched first at depth 2:
    # alpha = 5 at once, so a and b are each cut after their first leaf.
    text = """
        max_to_move(r). min_to_move(a). min_to_move(b). min_to_move(c).
        moves(r, [a, b, c]). static_eval(a, 0). static_eval(b, 0). static_eval(c, 9).
        moves(a, [a1, a2, a3]). moves(b, [b1, b2, b3]). moves(c, [c1, c2, c3]).
        static_eval(a1, 1). static_eval(a2, 2). static_eval(a3, 3).
        static_eval(b1, 0). static_eval(b2, 8). static_eval(b3, 9).
        static_eval(c1, 5). static_eval(c2, 6). static_eval(c3, 7).
    """ + "".join(f"max_to_move({p}{i}). " for p in "abc" for i in (1, 2, 3))
    kb = load(text)
    found = kb.iterative_deepening("r", max_depth=2)
    plain = kb.alphabeta("r", depth=2)
    assert answer(found.result) == answer(plain) == ("c", 5, ("c", "c1"))
    assert (found.result.nodes_visited, plain.nodes_visited) == (9, 11)
    assert found.stopped_by == "complete" or found.depth == 2


def test_equal_moves_keep_bratkos_tie_rule(load: Load) -> None:
    # Depth 1 prefers y (9 > 1), so depth 2 searches y before x. Both are worth 5 there:
    # folded in search order, betterof(y, x) would keep the later one, x; folded in the
    # original order it keeps y, as the plain search does.
    kb = load("""
        min_to_move(x). min_to_move(y). max_to_move(x1). max_to_move(y1).
        moves(r, [x, y]). moves(x, [x1]). moves(y, [y1]).
        static_eval(x, 1). static_eval(y, 9). static_eval(x1, 5). static_eval(y1, 5).
    """)
    found = kb.iterative_deepening("r", max_depth=2)
    assert [answer(r) for r in found.iterations] == [("y", 9, ("y",)), ("y", 5, ("y", "y1"))]
    assert answer(kb.alphabeta("r", depth=2)) == ("y", 5, ("y", "y1"))


def test_stops_when_nothing_is_cut_off() -> None:
    # 3 levels: the depth-3 iteration values the deepest leaves at its limit, the depth-4
    # one meets no position at its limit, so a deeper one would search the same tree
    tree, root = random_dag(6, levels=3)
    found = iterative_deepening(tree, root, max_depth=10)
    assert (found.depth, found.stopped_by) == (4, "complete")
    assert found.iterations[2].horizon > 0 and found.result.horizon == 0
    assert answer(found.result) == answer(minimax(tree, root))


def test_course_tree_without_heuristics_needs_them() -> None:
    kb = course_kb("bratko.pl")
    with pytest.raises(CutoffValueError, match="b is cut off at the depth limit 1"):
        kb.iterative_deepening("a", max_depth=10)


def test_node_budget_keeps_the_last_complete_iteration() -> None:
    tree, root = random_dag(3, levels=7)
    full = iterative_deepening(tree, root, max_depth=6)
    two = sum(r.nodes_visited for r in full.iterations[:2])
    found = iterative_deepening(tree, root, max_depth=6, node_budget=two + 1)
    assert (found.depth, found.stopped_by) == (2, "node_budget")
    assert answer(found.result) == answer(full.iterations[1])
    assert found.nodes_visited == two + 1  # the abandoned third iteration's first position
    assert found.stopped_by == "node_budget"


def test_first_iteration_always_completes() -> None:
    tree, root = random_dag(4)
    for found in (iterative_deepening(tree, root, max_depth=5, node_budget=0),
                  iterative_deepening(tree, root, max_depth=5, time_budget=0)):
        assert found.depth == 1
        assert found.stopped_by in ("node_budget", "time_budget")
        assert answer(found.result) == answer(alphabeta(tree, root, depth=1))


def test_depth_zero_and_bad_arguments() -> None:
    tree, root = random_dag(5)
    found = iterative_deepening(tree, root, max_depth=0)
    assert (found.depth, found.result.best, found.result.path) == (0, None, ())
    for bad in ({"max_depth": -1}, {"max_depth": 2, "node_budget": -5},
                {"max_depth": 2, "time_budget": -1.0}, {"max_depth": 2, "algorithm": "mcts"}):
        with pytest.raises(SearchArgumentError):
            iterative_deepening(tree, root, **bad)


def mixed_sides(seed: int) -> tuple[DictTree, str]:
    """A random tree whose sibling positions have random sides (Bratko's betterof then
    depends on the order of successors)."""
    rng = random.Random(seed)
    moves: dict[str, tuple[str, ...]] = {}
    sides: dict[str, Side] = {}
    values: dict[str, Number] = {}
    count = 0
    stack = [("r", 0)]
    while stack:
        pos, depth = stack.pop()
        sides[pos] = rng.choice(("max", "min"))
        values[pos] = rng.randint(-3, 3)
        if depth < 4:
            children = []
            for _ in range(rng.randint(2, 3)):
                count += 1
                children.append(f"p{count}")
                stack.append((f"p{count}", depth + 1))
            moves[pos] = tuple(children)
    return DictTree(moves, sides, values), "r"


@pytest.mark.parametrize("seed", range(40))
def test_knowledge_base_with_mixed_sides_searches_in_the_original_order(seed: int) -> None:
    tree, root = mixed_sides(seed)
    kb = KnowledgeBase()
    facts = [f"moves({p}, [{', '.join(c)}])." for p, c in tree_items(tree, root)]
    facts += [f"{tree.to_move(p)}_to_move({p}). static_eval({p}, {tree.static_eval(p)})."
              for p in positions(tree, root)]
    kb.load_string("\n".join(facts))
    found = kb.iterative_deepening(root, max_depth=4)
    for depth, result in enumerate(found.iterations, 1):
        assert answer(result) == answer(kb.alphabeta(root, depth=depth))


def tree_items(tree: DictTree, root: str) -> list[tuple[str, tuple[str, ...]]]:
    return [(p, tuple(map(str, tree.moves(p) or ()))) for p in positions(tree, root)
            if tree.moves(p)]


def positions(tree: DictTree, root: str) -> list[str]:
    found, stack = [], [root]
    while stack:
        pos = stack.pop()
        found.append(pos)
        stack.extend(tree.moves(pos) or ())  # type: ignore[arg-type]
    return found


# --- on the random trees of the SWI-Prolog tests ---------------------------------------


RANDOM_TREES = random_trees(300, first_seed=5000)


@pytest.mark.parametrize("tree", [t for t in RANDOM_TREES if t.consistent],
                         ids=lambda t: f"seed{t.seed}")
def test_iterative_deepening_equals_plain_search(tree: RandomTree) -> None:
    # every position gets a heuristic value, so that each depth can be cut off
    values = {**{p: (sum(map(ord, p)) % 7) - 3 for p in tree.moves}, **tree.values}
    kb = KnowledgeBase()
    kb.load_string(tree.text() + "".join(
        f"static_eval({p}, {v}).\n" for p, v in values.items() if p not in tree.values))
    found = kb.iterative_deepening(tree.root, max_depth=8)
    generic = iterative_deepening(kb.tree, tree.root, max_depth=8)
    assert list(map(exact_answer, generic.iterations)) == list(map(exact_answer, found.iterations))
    for depth, result in enumerate(found.iterations, 1):
        expected = exact_answer(alphabeta(kb.tree, tree.root, depth=depth))
        assert exact_answer(result) == expected == \
            exact_answer(minimax(kb.tree, tree.root, depth=depth))
    if found.stopped_by == "complete":  # the whole tree was searched: the unlimited answer
        assert exact_answer(found.result) == exact_answer(kb.minimax(tree.root))
    else:
        assert (found.stopped_by, found.depth) == ("max_depth", 8)
