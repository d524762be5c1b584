"""Differential checks over the random trees of the SWI-Prolog tests (odd sides, int and
float ties, narrow and reversed windows): a depth limit the tree never reaches and the
transposition table change nothing, errors included; iterative deepening equals plain
depth-limited search at every depth."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pytest

from logic_minimax import (
    KnowledgeBase,
    LogicMinimaxError,
    SearchResult,
    alphabeta,
    iterative_deepening,
    minimax,
)
from tests.randtrees import RandomTree, random_trees

TREES = random_trees(300, first_seed=5000)


def answer(result: SearchResult) -> tuple[object, ...]:
    """Move, value (with its type) and path."""
    return result.best, type(result.value), result.value, result.path


def outcome(search: Callable[[], SearchResult]) -> tuple[object, ...]:
    """The answer of a search, or its error's type and message."""
    try:
        return answer(search())
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


@pytest.mark.parametrize("tree", [t for t in TREES if t.consistent],
                         ids=lambda t: f"seed{t.seed}")
def test_iterative_deepening_equals_plain_search(tree: RandomTree) -> None:
    # every position gets a heuristic value, so that each depth can be cut off
    values = {**{p: (sum(map(ord, p)) % 7) - 3 for p in tree.moves}, **tree.values}
    kb = KnowledgeBase()
    kb.load_string(tree.text() + "".join(
        f"static_eval({p}, {v}).\n" for p, v in values.items() if p not in tree.values))
    found = kb.iterative_deepening(tree.root, max_depth=8)
    generic = iterative_deepening(kb.tree, tree.root, max_depth=8)
    assert list(map(answer, generic.iterations)) == list(map(answer, found.iterations))
    for depth, result in enumerate(found.iterations, 1):
        expected = answer(alphabeta(kb.tree, tree.root, depth=depth))
        assert answer(result) == expected == answer(minimax(kb.tree, tree.root, depth=depth))
    if found.stopped_by == "complete":  # the whole tree was searched: the unlimited answer
        assert answer(found.result) == answer(kb.minimax(tree.root))
    else:
        assert (found.stopped_by, found.depth) == ("max_depth", 8)
