"""The bundled examples: every file of facts/, with its text, title and first goal, and
found by name where a file is expected (a path that exists wins)."""

from __future__ import annotations

from pathlib import Path

import pytest

from logic_minimax.kb.examples import example_file, examples, examples_dir
from tests.helpers.paths import FACTS


def test_every_bundled_file_is_an_example_with_its_text() -> None:
    found = {e.name: e for e in examples()}
    assert set(found) == {p.stem for p in FACTS.glob("*.pl")}
    assert {"bratko", "course_bratko", "bones_rules", "tictactoe_rules"} <= set(found)
    for name, example in found.items():
        assert example.text == (FACTS / f"{name}.pl").read_text()
        assert example.goal and example.title
    assert examples_dir().resolve() == FACTS.resolve()  # a checkout: facts/ itself


def test_the_first_goal_and_its_root_come_from_the_header() -> None:
    found = {e.name: e for e in examples()}
    assert (found["bratko"].title, found["bratko"].goal, found["bratko"].root) == (
        "The worked example of seed 001", "minimax(a, BestPos, Val, NodeList).", "a")
    assert found["bones_rules"].root == "s(4, max)"
    assert found["tictactoe_rules"].root == "[x, o, x, e, o, e, e, e, e]"
    assert found["tictactoe_rules"].title == "Tic-tac-toe"


def test_a_name_is_an_example_unless_a_file_is_called_so(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    assert example_file("bratko") == str(examples_dir() / "bratko.pl")
    assert example_file("bratko.pl") == str(examples_dir() / "bratko.pl")
    Path("bratko").write_text("moves(r, [s]).\n")
    assert example_file("bratko") == "bratko"
    Path("expecti.pl").write_text("moves(r, [s]).\n")
    assert example_file("expecti") == "expecti"  # consult/1 finds expecti.pl here
    assert example_file("sub/bratko") == "sub/bratko"  # a path is never an example's name
    assert example_file("chess") == "chess"
    assert example_file("a\0b") == "a\0b"  # a name the system refuses is no file
