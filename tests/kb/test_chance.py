"""The chance vocabulary (chance_to_move/1, probability/3) is checked at load: every error
at its file:line:col, and a failed load leaves the knowledge base as it was."""

from __future__ import annotations

from pathlib import Path

import pytest

import logic_minimax as lm
from logic_minimax import KnowledgeBase
from logic_minimax.errors import LoadError
from tests.helpers.paths import FACTS

GOOD = """\
max_to_move(r).
moves(r, [c, s]).
chance_to_move(c).
moves(c, [x, y]).
probability(c, x, 0.5).
probability(c, y, 0.5).
static_eval(x, 2). static_eval(y, 4). static_eval(s, 2.5).
"""


def errors_of(text: str) -> list[str]:
    kb = KnowledgeBase()
    with pytest.raises(LoadError) as caught:
        kb.load_string(text, "t.pl")
    assert kb.is_empty()  # all or nothing
    return [f"{e.location}: {e.message}" for e in caught.value.errors]


def test_good_file_loads() -> None:
    kb = KnowledgeBase()
    kb.load_string(GOOD, "t.pl")
    assert kb.tree.to_move("c") == "chance"
    assert kb.tree.chance_outcomes("c") == (("x", 0.5), ("y", 0.5))
    assert kb.facts("probability") == [("c", "x", 0.5), ("c", "y", 0.5)]
    assert kb.facts("chance_to_move") == [("c",)]
    assert kb.problems() == []


@pytest.mark.parametrize(("change", "expected"), [
    (("probability(c, y, 0.5).", "probability(c, y, 1.5)."),
     "t.pl:6:19: probability 1.5 is not in [0, 1]"),
    (("probability(c, y, 0.5).", "probability(c, y, -0.5)."),
     "t.pl:6:19: probability -0.5 is not in [0, 1]"),
    (("probability(c, y, 0.5).", "probability(c, y, half)."),
     "t.pl:6:19: probability/3 needs a number, not half"),
    (("probability(c, y, 0.5).", "probability(c, y, 0.25)."),  # at chance_to_move
     "t.pl:3:1: the probabilities of c's outcomes sum to 0.75, not 1"),
    (("probability(c, y, 0.5).", ""),  # at the list of outcomes
     "t.pl:4:10: outcome y of chance position c has no probability/3 fact"),
    (("max_to_move(r).", "max_to_move(r). probability(r, s, 1)."),
     "t.pl:1:29: probability/3 gives an outcome of r, which is not a chance position"),
    (("max_to_move(r).", ""),
     "t.pl:2:1: r has the chance successor c, so it needs a side fact of its own"),
    (("moves(c, [x, y]).", ""),
     "t.pl:3:1: chance position c has no moves/2 fact listing its outcomes"),
    (("moves(c, [x, y]).", "moves(c, [x, x, y])."),
     "t.pl:4:10: an outcome of chance position c is listed twice"),
    (("chance_to_move(c).", "chance_to_move(c). min_to_move(c)."),
     "t.pl:3:20: c is both min_to_move and chance_to_move (the first at t.pl:3:1)"),
    (("probability(c, y, 0.5).", "probability(c, y, 0.5). probability(c, y, 0.4)."),
     "t.pl:6:25: conflicting probability/3 for c's outcome y: probability(c, y, 0.4) here, "
     "probability(c, y, 0.5) at t.pl:6:1"),
])
def test_errors_are_placed(change: tuple[str, str], expected: str) -> None:
    text = GOOD.replace(*change)
    if change[1] == "":  # keep the line numbers
        text = GOOD.replace(change[0], "%")
    assert errors_of(text) == [expected]


def test_several_missing_probabilities_in_one_error() -> None:
    text = GOOD.replace("probability(c, x, 0.5).", "%").replace("probability(c, y, 0.5).", "%")
    assert errors_of(text) == [
        "t.pl:4:10: outcomes x, y of chance position c have no probability/3 fact"]


def test_refused_probability_is_not_reported_again() -> None:
    text = GOOD.replace("probability(c, y, 0.5).", "probability(c, y, 2). probability(c, z, 1).")
    assert errors_of(text) == ["t.pl:6:19: probability 2 is not in [0, 1]",
                               "t.pl:6:38: z is not a move of c"]


def test_probability_for_a_position_that_is_no_outcome() -> None:
    text = GOOD.replace("probability(c, y, 0.5).", "probability(c, z, 0.5).")
    assert errors_of(text) == [
        "t.pl:4:10: outcome y of chance position c has no probability/3 fact",
        "t.pl:6:16: z is not a move of c"]


def test_sum_within_tolerance() -> None:
    thirds = "chance_to_move(c). moves(c, [x, y, z]). static_eval(x, 3). static_eval(y, 6). " \
             "static_eval(z, 9). probability(c, x, {p}). probability(c, y, {p}). " \
             "probability(c, z, {p})."
    kb = KnowledgeBase()
    kb.load_string(thirds.format(p=0.3333333333333333))  # sums to 1 within 1e-9
    assert kb.expectiminimax("c").value == pytest.approx(6.0)
    assert errors_of(thirds.format(p=0.333)) == [
        "t.pl:1:1: the probabilities of c's outcomes sum to 0.999, not 1"]


def test_chance_facts_spread_over_files_load_together(tmp_path: object) -> None:
    assert isinstance(tmp_path, Path)
    tree = tmp_path / "tree.pl"
    odds = tmp_path / "odds.pl"
    tree.write_text(GOOD.replace("probability(c, x, 0.5).", "").replace(
        "probability(c, y, 0.5).", ""))
    odds.write_text("probability(c, x, 0.5).\nprobability(c, y, 0.5).\n")
    kb = KnowledgeBase()
    kb.load_files([tree, odds])
    assert kb.expectiminimax("r").best == "c"
    alone = KnowledgeBase()
    with pytest.raises(LoadError, match="outcomes x, y of chance position c"):
        alone.load_file(tree)


def test_a_later_file_redefines_the_odds_and_a_strict_load_checks_them() -> None:
    kb = KnowledgeBase()
    kb.load_string(GOOD, "t.pl")
    with pytest.raises(LoadError, match="outcome y of chance position c has no"):
        kb.load_string("probability(c, x, 0.75).", "more.pl")  # redefines probability/3
    kb.load_string(":- multifile probability/3.\nprobability(c, x, 0.5).", "same.pl")
    assert kb.facts("probability") == [("c", "x", 0.5), ("c", "y", 0.5), ("c", "x", 0.5)]
    assert kb.tree.chance_outcomes("c") == (("x", 0.5), ("y", 0.5))


def test_chance_outcomes_follow_retract_and_assertz() -> None:
    kb = lm.load(FACTS / "expecti.pl")
    assert kb.retract("probability(c2, m3, P)") == ("c2", "m3", 0.75)
    assert kb.tree.chance_outcomes("c2") is None  # the search will say so
    kb.assertz("static_eval(z, 1)")  # one fact at a time: c2's odds are not summed yet
    kb.assertz("probability(c2, m3, 0.75)")
    assert kb.tree.chance_outcomes("c2") == (("m3", 0.75), ("m4", 0.25))
    assert kb.expectiminimax("a").value == 4.0
    kb.retract("chance_to_move(c1)")
    assert kb.tree.chance_outcomes("c1") is None
