"""Goals as the page's cells run them: the toplevel's lines one answer at a time, with what
the goal wrote, an error that ends the answers, and ``show``'s picture."""

from __future__ import annotations

import pytest

from logic_minimax.errors import PrologError
from logic_minimax.kb import loads
from logic_minimax.serve.goals import answer_goal
from tests.helpers.paths import BONES_RULES, BRATKO
from tests.helpers.repl import run_script


@pytest.mark.parametrize("goal", [
    "minimax(a, B, V, P).",
    "max_to_move(X).",
    "member(X, [a, b]), write(X), nl.",
    "member(X, [1, 0]), Y is 1 / X.",
    "static_eval(z, V).",
])
def test_the_lines_are_the_toplevels(goal: str) -> None:
    out, err = run_script(goal + "\n", str(BRATKO))
    found = answer_goal(loads(BRATKO.read_text(), "bratko.pl", files=False), goal)
    assert found.text == (out + err).rstrip("\n")


def test_each_answer_is_a_line_the_page_shows_in_turn() -> None:
    found = answer_goal(loads(BRATKO.read_text(), files=False), "member(X, [1, 2]), write(X).")
    assert found.lines == ("1\nX = 1 ;", "2\nX = 2.")
    assert found.answers == ({"X": "1"}, {"X": "2"})


def test_an_error_before_any_answer_is_raised() -> None:
    with pytest.raises(PrologError, match="Unknown procedure: nothing/0"):
        answer_goal(loads(BRATKO.read_text(), files=False), "nothing.")


def test_show_draws_the_search_as_the_toplevel_does() -> None:
    kb = loads(BONES_RULES.read_text(), files=False)
    found = answer_goal(kb, "show(s(4, max), alphabeta).")
    assert found.text == "true." and found.svg is not None and "<svg" in found.svg
    assert "alphabeta(s(4, max), −∞, +∞)" in found.svg
    with pytest.raises(PrologError, match="Domain error: `picture_algorithm' expected, "
                                          "found `foo'"):
        answer_goal(kb, "show(s(4, max), foo).")  # as the toplevel's show/2 says
    with pytest.raises(PrologError, match="Arguments are not sufficiently instantiated"):
        answer_goal(kb, "show(s(X, max)).")
