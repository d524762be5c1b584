"""The ``examples`` command, and the bundled examples used by name wherever a file goes
(a path that exists wins)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.helpers.cli import run
from tests.helpers.paths import FACTS
from tests.helpers.repl import run_script


def test_the_examples_command_lists_and_prints() -> None:
    code, out, _ = run("examples")
    assert code == 0
    assert "  course_bratko    A student's course file\n" in out
    assert "                   ?- minimax(a, BestPos, Val, NodesList).\n" in out
    assert run("examples", "bratko") == (0, (FACTS / "bratko.pl").read_text(), "")
    assert run("examples", "bratko.pl")[1] == (FACTS / "bratko.pl").read_text()
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
    assert run("solve", "bratko", "--no-cache")[1].startswith("root: r\n")
    assert run_script("consult(bratko).\nmoves(X, Y).") == ("true.\nX = r,\nY = [s].\n", "")
    _, err = run_script("consult(chess).")
    assert err == "ERROR: source_sink `chess' does not exist\n"
