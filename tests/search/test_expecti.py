"""Expectiminimax (seed 003): hand-computed trees, probability weighting, mixed MAX, MIN
and chance levels, the depth cut-off, and agreement with minimax without chance."""

from __future__ import annotations

import math
from collections.abc import Hashable, Mapping, Sequence

import pytest

from logic_minimax import DictTree, expectiminimax
from logic_minimax.errors import ChancePositionError, MissingMoverError, TreeError
from logic_minimax.search import Mover
from logic_minimax.search.tree import Number
from tests.helpers.kb import Load, answer, course_kb


def test_course_example_file() -> None:
    kb = course_kb("expecti.pl")
    # c1 = 0.5 * min(2, 4) + 0.5 * min(6, 8) = 4.0; c2 = 0.75 * 3 + 0.25 * 4 = 3.25; s = 3.5
    assert answer(kb.expectiminimax("a")) == ("c1", 4.0, ("c1", "m1", "l1"))
    assert answer(kb.expectiminimax("c2")) == ("m3", 3.25, ("m3", "l5"))
    # cut off after two moves: c1 = 0.5 * 3 + 0.5 * 3, c2 = 0.75 * 4 + 0.25 * 8 = 5.0
    assert answer(kb.expectiminimax("a", depth=2)) == ("c2", 5.0, ("c2", "m3"))
    with pytest.raises(ChancePositionError, match=r"c1 is a chance position.*a -> c1"):
        kb.minimax("a")
    with pytest.raises(ChancePositionError):
        kb.alphabeta("a")


def test_probability_weighting_beats_a_lower_sure_value(load: Load) -> None:
    # 0.5 * 2 + 0.5 * 4 = 3 beats 2.5. aima-python's expect_minmax divides the weighted
    # sum by the number of outcomes again, (0.5 * 2 + 0.5 * 4) / 2 = 1.5, and picks s.
    kb = load("""
        max_to_move(r). moves(r, [c, s]).
        chance_to_move(c). moves(c, [x, y]). probability(c, x, 0.5). probability(c, y, 0.5).
        min_to_move(s). static_eval(s, 2.5). static_eval(x, 2). static_eval(y, 4).
    """)
    assert answer(kb.expectiminimax("r")) == ("c", 3.0, ("c", "x"))


def test_path_follows_the_most_likely_outcome(load: Load) -> None:
    kb = load("""
        max_to_move(r). moves(r, [c]).
        chance_to_move(c). moves(c, [x, y, z]).
        probability(c, x, 0.25). probability(c, y, 0.5). probability(c, z, 0.25).
        static_eval(x, 8). static_eval(y, 0). static_eval(z, 4).
    """)
    # 0.25 * 8 + 0.5 * 0 + 0.25 * 4 = 3.0, and y (0.5) is the likeliest
    assert answer(kb.expectiminimax("r")) == ("c", 3.0, ("c", "y"))
    # from the chance position itself, the "best move" is that outcome
    assert answer(kb.expectiminimax("c")) == ("y", 3.0, ("y",))


def tree_of(moves: Mapping[str, Sequence[str]], sides: Mapping[str, Mover],
            values: Mapping[str, Number],
            chances: Mapping[str, Sequence[tuple[Hashable, Number]]]) -> DictTree:
    return DictTree(moves, sides, values, chances)


def test_mixed_max_min_and_chance_levels() -> None:
    # MIN at r; a chance position under it whose outcomes are MAX positions, one of which
    # leads to a second chance position (two dice in a row); seed 003's formula by hand:
    #   m1 = max(1, 7) = 7;  d = 0.5 * 10 + 0.5 * 0 = 5.0;  m2 = max(d, 3) = 5.0
    #   c = 0.25 * m1 + 0.75 * m2 = 1.75 + 3.75 = 5.5;  n = max(4, 6) = 6
    #   r = min(c, n) = 5.5, by c, whose likeliest outcome is m2, whose best move is d
    moves = {"r": ("c", "n"), "c": ("m1", "m2"), "m1": ("a", "b"), "m2": ("d", "e"),
             "d": ("f", "g"), "n": ("h", "i")}
    sides: dict[str, Mover] = {"r": "min", "c": "chance", "m1": "max", "m2": "max",
                               "d": "chance", "n": "max"}
    values: dict[str, Number] = {"a": 1, "b": 7, "e": 3, "f": 10, "g": 0, "h": 4, "i": 6}
    chances = {"c": (("m1", 0.25), ("m2", 0.75)), "d": (("f", 0.5), ("g", 0.5))}
    tree = tree_of(moves, sides, values, chances)
    assert answer(expectiminimax(tree, "r")) == ("c", 5.5, ("c", "m2", "d", "f"))
    assert answer(expectiminimax(tree, "m2")) == ("d", 5.0, ("d", "f"))
    # the depth limit counts chance plies: at depth 2, m1 and m2 need a static value
    with pytest.raises(TreeError, match="m1 is cut off at the depth limit 2"):
        expectiminimax(tree, "r", depth=2)
    # with heuristics m1 = 2, m2 = 10: c = 0.25 * 2 + 0.75 * 10 = 8.0 > n = 6
    tree = tree_of(moves, sides, {**values, "m1": 2, "m2": 10}, chances)
    assert answer(expectiminimax(tree, "r", depth=2)) == ("n", 6, ("n", "i"))
    # and one ply less: c's outcomes are cut off after 1 move from c
    assert answer(expectiminimax(tree, "c", depth=1)) == ("m2", 8.0, ("m2",))


def test_ties_go_to_the_later_move_as_in_bratko(load: Load) -> None:
    kb = load("""
        max_to_move(r). moves(r, [c1, c2]).
        chance_to_move(c1). moves(c1, [x]). probability(c1, x, 1).
        chance_to_move(c2). moves(c2, [y]). probability(c2, y, 1.0).
        static_eval(x, 3). static_eval(y, 3).
    """)
    assert answer(kb.expectiminimax("r")) == ("c2", 3.0, ("c2", "y"))


def test_zero_probability_outcome_adds_nothing() -> None:
    tree = tree_of({"c": ("x", "y")}, {"c": "chance"}, {"x": 2, "y": -math.inf},
                   {"c": (("x", 1.0), ("y", 0.0))})
    assert answer(expectiminimax(tree, "c")) == ("x", 2.0, ("x",))


@pytest.mark.parametrize("file", ["bratko.pl", "aima_3ply.pl", "binary8.pl"])
def test_without_chance_it_is_minimax(file: str) -> None:
    # bratko.pl's root a has no side: MAX moves there, since its successors are MIN's
    kb = course_kb(file)
    for pos in kb.summary().roots + tuple(p for p, _ in kb.facts("moves")):
        assert answer(kb.expectiminimax(pos)) == answer(kb.minimax(pos))
        for depth in (0, 1, 2):
            if all(kb.tree.static_eval(p) is not None for p, _ in kb.facts("moves")):
                assert answer(kb.expectiminimax(pos, depth=depth)) == \
                    answer(kb.minimax(pos, depth=depth))


def test_memo_gives_the_same_answer() -> None:
    kb = course_kb("expecti.pl")
    for depth in (None, 2, 3):
        plain = kb.expectiminimax("a", depth=depth)
        memo = kb.expectiminimax("a", depth=depth, memo=True)
        assert answer(memo) == answer(plain)


def test_mover_that_cannot_be_told() -> None:
    tree = DictTree({"r": ("x", "y")}, {}, {"x": 1, "y": 2})
    with pytest.raises(MissingMoverError, match="cannot tell who moves in r"):
        expectiminimax(tree, "r")


class _NoOutcomes:
    """A tree that says "chance" but cannot give probabilities."""

    def moves(self, pos: Hashable) -> Sequence[Hashable] | None:
        return ("x", "y") if pos == "c" else None

    def to_move(self, pos: Hashable) -> Mover | None:
        return "chance" if pos == "c" else None

    def static_eval(self, pos: Hashable) -> Number | None:
        return 1


def test_chance_position_without_probabilities() -> None:
    with pytest.raises(TreeError, match="c has no outcome probabilities"):
        expectiminimax(_NoOutcomes(), "c")
    mismatched = tree_of({"c": ("x", "y")}, {"c": "chance"}, {"x": 1, "y": 2},
                         {"c": (("y", 0.5), ("x", 0.5))})
    with pytest.raises(TreeError, match=r"outcomes of chance position c \(y, x\) are not"):
        expectiminimax(mismatched, "c")


# -- issue 14: infinite and huge outcome values ---------------------------------------------

B6_CHANCE = """
    max_to_move(a). moves(a, [c, s]). max_to_move(s). static_eval(s, 1).
    chance_to_move(c). moves(c, [x, y]). probability(c, x, 0.5). probability(c, y, 0.5).
    max_to_move(x). max_to_move(y). static_eval(x, {x}). static_eval(y, {y}).
"""


@pytest.mark.parametrize(("x", "y"), [("1.0Inf", "-1.0Inf"), ("1.0Inf", "2"),
                                      ("-1.0Inf", "-1.0Inf"), (str(10 ** 309), "0")])
def test_b6_an_infinite_expected_value_is_swis_float_overflow(load: Load, x: str,
                                                              y: str) -> None:
    # SWI-Prolog: X is 0.5 * inf raises evaluation_error(float_overflow); fsum raised a
    # ValueError (inf + -inf) or an OverflowError (an integer beyond the floats)
    kb = load(B6_CHANCE.format(x=x, y=y))
    with pytest.raises(TreeError, match=r"float overflow .* chance position c: 0\.5 \* "):
        kb.expectiminimax("a")


def test_b6_an_infinite_outcome_of_probability_zero_adds_nothing(load: Load) -> None:
    kb = load(B6_CHANCE.format(x="1.0Inf", y="3").replace("(c, x, 0.5)", "(c, x, 0)")
              .replace("(c, y, 0.5)", "(c, y, 1)"))
    assert answer(kb.expectiminimax("a")) == ("c", 3.0, ("c", "y"))
