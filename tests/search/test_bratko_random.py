"""Differential checks on random trees and DAGs: a depth limit the tree never reaches and
the transposition table change nothing but the work done, errors included (the random
trees of the SWI-Prolog tests: odd sides, int and float ties, narrow and reversed
windows)."""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import partial

import pytest

from logic_minimax import KnowledgeBase, LogicMinimaxError, SearchResult, alphabeta, minimax
from tests.helpers.dags import random_dag, reachable
from tests.helpers.kb import answer, exact_answer
from tests.helpers.randtrees import RandomTree, random_trees

TREES = random_trees(300, first_seed=5000)


def outcome(search: Callable[[], SearchResult]) -> tuple[object, ...]:
    """The answer of a search, or its error's type and message."""
    try:
        return exact_answer(search())
    except LogicMinimaxError as error:
        return type(error).__name__, str(error)


def knowledge_base(tree: RandomTree) -> KnowledgeBase:
    kb = KnowledgeBase()
    kb.load_string(tree.text())
    return kb


@pytest.mark.parametrize("tree", TREES, ids=lambda t: f"seed{t.seed}")
def test_unreached_depth_and_memo_change_nothing(tree: RandomTree) -> None:
    kb = knowledge_base(tree)
    height = kb.summary().depth or 0
    root = tree.root
    plain = outcome(lambda: kb.minimax(root))
    for options in ({"depth": height}, {"depth": height + 3}, {"memo": True},
                    {"depth": height, "memo": True}):
        assert outcome(partial(kb.minimax, root, **options)) == plain, options
    for alpha, beta in tree.windows:
        plain = outcome(partial(kb.alphabeta, root, alpha=alpha, beta=beta))
        for options in ({"depth": height}, {"memo": True}, {"depth": height, "memo": True}):
            limited = partial(kb.alphabeta, root, alpha=alpha, beta=beta, **options)
            assert outcome(limited) == plain, (alpha, beta, options)


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
