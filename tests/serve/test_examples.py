"""The bundled examples the page offers: every file of facts/, with its first goal."""

from __future__ import annotations

from logic_minimax.serve.examples import examples
from tests.helpers.paths import FACTS


def test_every_bundled_file_is_an_example_with_its_text() -> None:
    found = {e.name: e for e in examples()}
    assert set(found) == {p.stem for p in FACTS.glob("*.pl")}
    assert {"bratko", "course_bratko", "bones_rules", "tictactoe_rules"} <= set(found)
    for name, example in found.items():
        assert example.text == (FACTS / f"{name}.pl").read_text()


def test_the_first_goal_and_its_root_come_from_the_header() -> None:
    found = {e.name: e for e in examples()}
    assert (found["bratko"].title, found["bratko"].goal, found["bratko"].root) == (
        "The worked example of seed 001", "minimax(a, BestPos, Val, NodeList).", "a")
    assert found["bones_rules"].root == "s(4, max)"
    assert found["tictactoe_rules"].root == "[x, o, x, e, o, e, e, e, e]"
    assert found["tictactoe_rules"].title == "Tic-tac-toe"
