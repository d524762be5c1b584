"""The bundled examples: listed, printed, and used by name wherever a file goes (a path
that exists wins)."""

from __future__ import annotations

from pathlib import Path

import pytest

from logic_minimax.app.examples import example_file, examples, examples_dir
from tests.helpers.cli import run
from tests.helpers.paths import FACTS
from tests.helpers.repl import run_script


def test_every_fact_file_of_the_course_is_an_example_with_a_goal_to_try() -> None:
    found = examples()
    assert [e.name for e in found] == sorted(p.stem for p in FACTS.glob("*.pl"))
    assert all(e.goal and e.summary and len(e.summary) <= 70 for e in found)
    [bratko] = [e for e in found if e.name == "bratko"]
    assert bratko.goal == "minimax(a, BestPos, Val, NodeList)."
    assert examples_dir().resolve() == FACTS.resolve()  # a checkout: facts/ itself


def test_the_examples_command_lists_and_prints() -> None:
    code, out, _ = run("examples")
    assert code == 0
    assert "  course_bratko    A student's course file (seed 001, \"Aula 5\")\n" in out
    assert "                   ?- minimax(a, BestPos, Val, NodesList).\n" in out
    assert run("examples", "bratko") == (0, (FACTS / "bratko.pl").read_text(), "")
    code, _, err = run("examples", "chess")
    assert code == 2 and err.startswith("error: no example called 'chess': aima_3ply, ")


def test_a_name_works_wherever_a_file_does() -> None:
    assert run("query", "bratko", "minimax(a, B, V, P).", "--no-cache") == \
        (0, "B = b,\nV = 4,\nP = [b, d, i].\n", "")
    assert run("solve", "bratko.pl", "--no-cache")[1].startswith("root: a\nbest move: b\n")
    assert run("check", "expecti")[0] == 0
    out, err = run_script("minimax(d, B, V, P).", "course_bratko")
    assert out == "B = i,\nV = 4,\nP = [i].\n"  # SWI's singleton warnings on stderr
    assert err.startswith(f"Warning: {FACTS / 'course_bratko.pl'}:55:\n")
    assert run_script("consult(aima_3ply).\nminimax(a, B, V, P).") == \
        ("true.\nB = b,\nV = 3,\nP = [b, b1].\n", "")


def test_a_path_that_exists_wins(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    Path("bratko").write_text("moves(r, [s]). min_to_move(s). static_eval(s, 9).\n")
    assert example_file("bratko") == "bratko"
    assert run("solve", "bratko", "--no-cache")[1].startswith("root: r\n")
    assert example_file("bratko.pl") == str(examples_dir() / "bratko.pl")
    assert example_file("sub/bratko") == "sub/bratko"  # a path is never an example's name
    Path("expecti.pl").write_text("moves(r, [s]). min_to_move(s). static_eval(s, 9).\n")
    assert example_file("expecti") == "expecti"  # consult/1 finds expecti.pl here
    assert example_file("chess") == "chess"
    assert "ERROR: no fact file 'chess' (nor 'chess.pl')" in run_script("consult(chess).")[1]
