"""Properties of minimax and alpha-beta on random DictTrees (hypothesis).

A textbook minimax is the oracle for trees whose sides alternate level by level; with
any sides at all, alpha-beta never does more work than minimax.
"""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from logic_minimax import alphabeta, minimax
from logic_minimax.search.tree import Number
from tests.helpers.kb import exact_answer
from tests.helpers.strategies import BOUNDS, SETTINGS, Tree, textbook, trees


@SETTINGS
@given(trees())
def test_minimax_is_textbook_minimax(tree: Tree) -> None:
    best, value, path = textbook(tree, tree.root)
    result = minimax(tree.dict_tree(), tree.root)
    assert exact_answer(result) == (best, type(value), repr(value), path)


@SETTINGS
@given(trees())
def test_full_window_alphabeta_is_minimax(tree: Tree) -> None:
    t = tree.dict_tree()
    assert exact_answer(alphabeta(t, tree.root)) == \
        exact_answer(minimax(t, tree.root))


@SETTINGS
@given(trees(), BOUNDS, BOUNDS)
def test_alphabeta_value_within_window_is_exact(tree: Tree, alpha: Number, beta: Number) -> None:
    """Inside [alpha, beta] the minimax answer, outside a bound on the right side."""
    t = tree.dict_tree()
    exact = minimax(t, tree.root)
    result = alphabeta(t, tree.root, alpha=alpha, beta=beta)
    if alpha <= exact.value <= beta:
        assert exact_answer(result) == exact_answer(exact)
    if exact.value > beta:
        assert result.value > beta
    if exact.value < alpha:
        assert result.value < alpha


@SETTINGS
@given(st.one_of(trees(), trees(alternating=False)), BOUNDS, BOUNDS)
def test_alphabeta_does_no_more_work_than_minimax(tree: Tree, alpha: Number, beta: Number) -> None:
    t = tree.dict_tree()
    full = minimax(t, tree.root)
    pruned = alphabeta(t, tree.root, alpha=alpha, beta=beta)
    assert pruned.leaves_evaluated <= full.leaves_evaluated
    assert pruned.nodes_visited <= full.nodes_visited
    assert pruned.pruned >= pruned.cutoffs
    assert (pruned.cutoffs == 0) == (pruned.nodes_visited == full.nodes_visited)
