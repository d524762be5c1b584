"""The answer cache keeps an integer bound and the equal float bound apart (issue 14's W3):
SWI compares them as equal, but a window of one is not a window of the other."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from logic_minimax.app.cache import AnswerCache
from logic_minimax.app.cli import cli

TREE = "moves(r,[y1,y2]). max_to_move(y1). max_to_move(y2).\n" \
       "static_eval(y1, 9007199254740995). static_eval(y2, 0).\n"


def best(path: Path, *options: str) -> str:
    result = CliRunner().invoke(cli, ["solve", str(path), "--root", "r", "--algorithm",
                                      "alphabeta", *options])
    assert result.exit_code == 0, result.output
    return result.stdout.splitlines()[1]


def test_w3_int_and_float_bounds_are_different_answers(tmp_path: Path) -> None:
    facts = tmp_path / "w3.pl"
    facts.write_text(TREE)
    without = best(facts, "--alpha", "9007199254740996.0", "--no-cache")
    assert best(facts, "--alpha", "9007199254740996") == "best move: y1"
    assert best(facts, "--alpha", "9007199254740996.0") == without


def test_w3_keys_differ_by_the_type_of_their_numbers(tmp_path: Path) -> None:
    facts = tmp_path / "t.pl"
    facts.write_text(TREE)
    cache = AnswerCache([facts], tmp_path)
    cache.put(("solve", 2 ** 53, 0.0), "int")
    cache.put(("solve", 2.0 ** 53, 0.0), "float")
    cache.put(("solve", 2 ** 53, -0.0), "minus zero")
    assert [AnswerCache([facts], tmp_path).get(("solve", alpha, beta)) for alpha, beta in
            ((2 ** 53, 0.0), (2.0 ** 53, 0.0), (2 ** 53, -0.0), (2 ** 53, 0))] == \
        ["int", "float", "minus zero", None]
