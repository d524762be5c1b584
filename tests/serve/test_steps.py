"""The stepper's steps: Bratko's alpha-beta and minimax as the observer reports them, each
step on the node of the search's picture that it concerns, in the course's words."""

from __future__ import annotations

import math
import re
from collections import Counter

import pytest

from logic_minimax.errors import SearchArgumentError, UnknownPositionError
from logic_minimax.prolog.values import from_python
from logic_minimax.serve.steps import MAX_POSITIONS, TooManySteps, search_steps
from tests.helpers.kb import course_kb


def test_alphabeta_on_the_course_tree_in_order() -> None:
    found = search_steps(course_kb("bratko.pl"), "a", "alphabeta")
    steps = found["steps"]
    assert [(s["kind"], s["node"]) for s in steps[:9]] == [
        ("enter", "n"), ("enter", "n_0"), ("enter", "n_0_0"), ("enter", "n_0_0_0"),
        ("leaf", "n_0_0_0"), ("bounds", "n_0_0"), ("enter", "n_0_0_1"), ("leaf", "n_0_0_1"),
        ("betterof", "n_0_0")]
    assert Counter(s["kind"] for s in steps) == {"enter": 11, "leaf": 5, "exit": 6,
                                                 "betterof": 4, "bounds": 3, "cutoff": 2,
                                                 "done": 1}
    assert steps[5]["text"] == "newbounds at d: h has value 1, so α −∞ → 1 for the next " \
                               "successor."
    assert steps[5]["window"] == ["1", "+∞"] and steps[5]["next"] == "n_0_0_1"
    cut = next(s for s in steps if s["kind"] == "cutoff")
    assert cut["node"] == "n_0_1" and cut["candidate"] == "n_0_1_0"
    assert cut["pruned"] == ["n_0_1_1"] and cut["test"] == "5 > β=4"
    assert cut["text"].startswith("goodenough: j's value 5 > β = 4. MAX at e can get at "
                                  "least 5")
    assert steps[-1]["text"] == ("Done: alphabeta(a, −∞, +∞): best move b, value 4, path "
                                 "[b, d, i] (11 positions searched · 5 leaves evaluated · "
                                 "2 cut-offs · 4 positions pruned).")
    assert (found["best"], found["value"]) == ("b", "4")


def test_every_step_names_a_node_of_the_picture() -> None:
    found = search_steps(course_kb("bratko.pl"), "a", "alphabeta")
    drawn = set(re.findall(r"<title>(n[\d_]*)</title>", found["svg"]))
    assert drawn == set(found["nodes"])
    for step in found["steps"]:
        named = [step["node"], *step.get("pruned", ()), step.get("next"), step.get("first"),
                 step.get("second"), step.get("winner"), step.get("best")]
        assert {n for n in named if n is not None} <= drawn
    statuses = Counter(n["status"] for n in found["nodes"].values())
    assert statuses == {"searched": 11, "pruned": 4}


def test_betterof_runs_from_the_last_pair_to_the_first() -> None:
    """best([Pos1|PosList]) compares Pos1 with the best of the rest, as the nested
    Prolog calls return: at a, b against the winner of c alone."""
    steps = search_steps(course_kb("aima_3ply.pl"), "a", "minimax")["steps"]
    at_root = [s for s in steps if s["kind"] == "betterof" and s["node"] == "n"]
    assert [(s["first"], s["second"], s["winner"]) for s in at_root] == [
        ("n_1", "n_2", "n_2"), ("n_0", "n_2", "n_0")]
    assert at_root[0]["text"] == ("betterof at a: c (2) against d (2): MAX to move, who "
                                  "prefers the greater value, keeps d.")
    assert not any(s["kind"] in ("bounds", "cutoff") for s in steps)
    assert "searched with" not in steps[0]["text"]


def test_a_min_cutoff_names_alpha() -> None:
    steps = search_steps(course_kb("aima_3ply.pl"), "a", "alphabeta")["steps"]
    cut = next(s for s in steps if s["kind"] == "cutoff")
    assert cut["text"] == ("goodenough: c1's value 2 < α = 3. MIN at c can hold the value "
                           "to 2 or less, below the α = 3 the position above already has: "
                           "c2, c3 are pruned, never searched.")


def test_a_rule_game_steps_from_a_term() -> None:
    kb = course_kb("bones_rules.pl")
    found = search_steps(kb, ("s", 5, "max"), "alphabeta", depth=2)  # s(5, max)
    steps = found["steps"]
    assert steps[0]["text"] == "Enter s(5, max): MAX to move, searched with α = −∞, β = +∞."
    assert any("the depth limit" in s["text"] for s in steps if s["kind"] == "leaf")
    assert found["best"] == "s(4, min)"


def test_a_narrow_window_is_the_searchs_own() -> None:
    found = search_steps(course_kb("bratko.pl"), "a", "alphabeta", alpha=3, beta=5)
    assert found["steps"][0]["window"] == ["3", "5"]
    assert found["steps"][-1]["text"].startswith("Done: alphabeta(a, 3, 5)")
    assert search_steps(course_kb("bratko.pl"), "a", "alphabeta",
                        alpha=-math.inf)["steps"][0]["window"] == ["−∞", "+∞"]


def test_too_big_a_search_is_refused_with_a_way_out() -> None:
    kb = course_kb("tictactoe_rules.pl")
    empty = from_python(["e"] * 9)  # a board: the list of nine empty cells
    with pytest.raises(TooManySteps, match=f"more than {MAX_POSITIONS} positions.*depth"):
        search_steps(kb, empty, "minimax")
    assert len(search_steps(kb, empty, "alphabeta", depth=1)["steps"]) > 9


def test_what_cannot_be_stepped_is_said() -> None:
    kb = course_kb("bratko.pl")
    with pytest.raises(SearchArgumentError, match="minimax or alphabeta, not 'expecti"):
        search_steps(kb, "a", "expectiminimax")
    with pytest.raises(UnknownPositionError):
        search_steps(kb, "z", "alphabeta")
