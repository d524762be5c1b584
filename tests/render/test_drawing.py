"""The picture of a search as data: what is drawn, collapsed under --max-nodes or stopped at
the depth limit, and on random trees that every value drawn is right."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from logic_minimax import KnowledgeBase, alphabeta, minimax
from logic_minimax.errors import CutoffValueError
from logic_minimax.render.layout import draw_search
from logic_minimax.search.tree import DictTree
from tests.helpers.kb import course_kb, load_kb
from tests.helpers.paths import BRATKO
from tests.helpers.pictures import check_drawing
from tests.helpers.strategies import BOUNDS, SETTINGS, Tree, trees


def test_a_cycle_below_a_cutoff_is_drawn_once_round() -> None:
    kb = KnowledgeBase()
    kb.load_string("""
        max_to_move(r). min_to_move(w). min_to_move(x). max_to_move(x1). max_to_move(x2).
        moves(r, [w, x]). moves(x, [x1, x2]). moves(x2, [x3]). moves(x3, [x2]).
        static_eval(w, 5). static_eval(x1, 1).
    """)
    drawing = draw_search(kb.tree, "r", "alphabeta")
    pruned = [node.pos for node in drawing.nodes if node.status == "pruned"]
    assert pruned == ["x2", "x3", "x2"]
    assert drawing.pruned == 3


# --- the --max-nodes cap ---------------------------------------------------------------


def test_max_nodes_collapses_deeper_levels_but_keeps_the_principal_variation() -> None:
    drawing = draw_search(course_kb("bratko.pl").tree, "a", "alphabeta", max_nodes=6)
    shown = [node.pos for node in drawing.nodes if node.status != "collapsed"]
    assert shown == ["a", "b", "d", "i", "c"]
    summaries = {node.parent: node.hidden for node in drawing.nodes
                 if node.status == "collapsed"}
    assert summaries == {"n_0_0": (1, 0), "n_0": (2, 1), "n_1": (3, 3)}
    assert drawing.hidden == 10
    message = drawing.message()
    assert message is not None and "15 positions" in message and "--max-nodes 6" in message
    assert draw_search(course_kb("bratko.pl").tree, "a", max_nodes=15).message() is None


def test_max_nodes_on_a_wide_root() -> None:
    kb = KnowledgeBase()
    kb.load_string("max_to_move(r). moves(r, [" + ", ".join(f"x{i}" for i in range(500))
                   + "]). " + " ".join(f"min_to_move(x{i}). static_eval(x{i}, {i % 7})."
                                       for i in range(500)))
    drawing = draw_search(kb.tree, "r", max_nodes=50)
    assert [node.pos for node in drawing.nodes if node.status == "searched"] == ["r", "x496"]
    assert drawing.nodes[-1].hidden == (499, 0)


# --- the depth limit -------------------------------------------------------------------


def test_a_limit_below_the_leaves_changes_nothing_but_the_title() -> None:
    tree = load_kb(BRATKO).tree
    full, deep = draw_search(tree, "a", "alphabeta"), draw_search(tree, "a", "alphabeta",
                                                                  depth=3)
    assert deep.nodes == full.nodes
    assert (deep.horizon, deep.pruned) == (0, full.pruned)


def test_a_cut_off_position_without_a_value_is_an_error() -> None:
    with pytest.raises(CutoffValueError, match="d is cut off at the depth limit 2"):
        draw_search(load_kb(BRATKO).tree, "a", depth=2)


# --- properties on random trees --------------------------------------------------------


@SETTINGS
@given(trees(), BOUNDS, BOUNDS)
def test_values_marked_exact_or_bound_are_right(tree: Tree, alpha: float, beta: float) -> None:
    """Every value drawn is the position's minimax value, or a bound on the side marked."""
    t = tree.dict_tree()
    drawing = draw_search(t, tree.root, "alphabeta", alpha, beta)
    check_drawing(drawing, tree)
    for node in drawing.nodes:
        if node.status != "searched" or node.value is None:
            continue
        true = minimax(t, node.pos).value
        if node.bound == "exact":
            assert true == node.value, node
        elif node.bound == "upper":
            assert true <= node.value, node
        elif node.bound == "lower":
            assert true >= node.value, node
        else:
            assert alpha > beta


@SETTINGS
@given(trees())
def test_minimax_pictures_are_exact_and_complete(tree: Tree) -> None:
    drawing = draw_search(tree.dict_tree(), tree.root)
    check_drawing(drawing, tree)
    assert all(n.bound == "exact" and n.window is None for n in drawing.nodes)


@SETTINGS
@given(trees(), BOUNDS)
def test_the_cap_hides_nothing_it_does_not_count(tree: Tree, cap: float) -> None:
    max_nodes = 1 + int(abs(cap) if math.isfinite(cap) else 3)
    drawing = draw_search(tree.dict_tree(), tree.root, "alphabeta", max_nodes=max_nodes)
    full = draw_search(tree.dict_tree(), tree.root, "alphabeta")
    drawn = sum(1 for n in drawing.nodes if n.status != "collapsed")
    assert drawn + drawing.hidden == len(full.nodes)
    assert drawing.hidden == sum(sum(n.hidden) for n in drawing.nodes)
    principal = [n.pos for n in full.nodes if n.on_pv]
    assert [n.pos for n in drawing.nodes if n.on_pv] == principal[:max_nodes]


@SETTINGS
@given(trees(), st.integers(0, 5))
def test_depth_limited_pictures_are_the_search(tree: Tree, depth: int) -> None:
    """Every position gets a heuristic value; the picture draws exactly what alpha-beta to
    ``depth`` did, nothing below the limit, and marks the positions with moves there."""
    values = {pos: int(pos[1:]) % 7 - 3 for pos in tree.sides} | tree.values
    t = DictTree(tree.moves, tree.sides, values)
    drawing = draw_search(t, tree.root, "alphabeta", depth=depth)
    check_drawing(drawing, tree)
    assert drawing.result == alphabeta(t, tree.root, depth=depth)
    assert all(node.id.count("_") <= depth for node in drawing.nodes)
    marked = [node for node in drawing.nodes if node.horizon]
    assert len(marked) == drawing.horizon
    assert all(node.static and node.id.count("_") == depth and node.pos in tree.moves
               and not drawing.children(node) for node in marked)
