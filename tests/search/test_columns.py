"""Bratko's minimax over id columns gives the general search's answer and counts, whether
a position's successors are a ``range`` of ids (read as slices) or a tuple, and whatever
their leaves hold: ties, mixed sides, an integer beyond the floats beside a float."""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from hypothesis import given
from hypothesis import strategies as st

from logic_minimax import DictTree
from logic_minimax.search import minimax
from logic_minimax.search.columns import Unusual, minimax_columns
from logic_minimax.search.tree import Mover, Number
from tests.helpers.strategies import SETTINGS, Tree, trees

Columns = tuple[list[Sequence[int] | None], list[Mover | None], list[Number | None]]


def columns(tree: Tree, as_ranges: bool) -> tuple[list[str], Columns]:
    """The tree over ids in the order its positions were drawn; successors with
    consecutive ids as a range (as a load makes them) or all as tuples."""
    names = list(tree.sides)
    ids = {name: i for i, name in enumerate(names)}
    kids: list[Sequence[int] | None] = [None] * len(names)
    for pos, children in tree.moves.items():
        found = tuple(ids[c] for c in children)
        run = range(found[0], found[0] + len(found))
        kids[ids[pos]] = run if as_ranges and tuple(run) == found else found
    sides: list[Mover | None] = [tree.sides[name] for name in names]
    values: list[Number | None] = [tree.values.get(name) for name in names]
    return names, (kids, sides, values)


@SETTINGS
@given(st.one_of(trees(), trees(alternating=False)), st.booleans())
def test_the_columns_loop_answers_as_the_general_search(tree: Tree, as_ranges: bool) -> None:
    names, (kids, sides, values) = columns(tree, as_ranges)
    expected = minimax(tree.dict_tree(), tree.root)
    found = minimax_columns(kids, sides, values, 0)
    name: dict[object, str] = dict(enumerate(names))
    assert name.get(found.best) == expected.best
    assert repr(found.value) == repr(expected.value)
    assert tuple(map(name.get, found.path)) == expected.path
    assert (found.nodes_visited, found.leaves_evaluated) == \
        (expected.nodes_visited, expected.leaves_evaluated)


@pytest.mark.parametrize(("side", "values", "best"), [
    ("min", [3, 5, 5, 1], 2),  # MAX takes the last of the largest
    ("max", [3, 1, 5, 1], 3),  # MIN the last of the smallest
    ("min", [2, 2.0], 1),  # an int and a float: compared as floats, the last wins a tie
    ("min", [10 ** 400, 1.5], 0),  # an integer beyond the floats: an infinity
    ("max", [1.5, -(10 ** 400)], 1),
])
def test_leaves_scored_at_once_keep_betterof(side: Mover, values: list[Number],
                                             best: int) -> None:
    leaves = [f"l{i}" for i in range(len(values))]
    tree = DictTree({"r": tuple(leaves)}, {"r": "max", **dict.fromkeys(leaves, side)},
                    dict(zip(leaves, values, strict=True)))
    expected = minimax(tree, "r")
    for kids in (range(1, len(values) + 1), tuple(range(1, len(values) + 1))):
        found = minimax_columns([kids, *[None] * len(values)], ["max", *[side] * len(values)],
                                [None, *values], 0)
        assert found.best == best + 1 and expected.best == f"l{best}"
        assert repr(found.value) == repr(expected.value)


def test_a_leaf_without_a_value_or_a_side_is_left_to_the_general_search() -> None:
    with pytest.raises(Unusual):  # no value
        minimax_columns([range(1, 3), None, None], ["max", "min", "min"], [None, 1, None], 0)
    with pytest.raises(Unusual):  # no side for a successor betterof compares
        minimax_columns([range(1, 3), None, None], ["max", None, "min"], [None, 1, 2], 0)
