"""Answers remembered between runs: used only for unchanged files, never trusted when
corrupted or foreign."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest
from click.testing import CliRunner

from logic_minimax.app.cache import AnswerCache
from logic_minimax.app.cli import cli
from tests.helpers.cli import console_script

TREE = "max_to_move(r). min_to_move(x). min_to_move(y).\nmoves(r, [x, y]).\n" \
       "static_eval(x, 1). static_eval(y, 2).\n"


def solve(path: Path, *options: str) -> str:
    result = CliRunner().invoke(cli, ["solve", str(path), "--root", "r", *options])
    assert result.exit_code == 0, result.output
    return result.stdout


def entries(directory: Path) -> list[Path]:
    return sorted(directory.glob("*.answers"))


def test_a_second_run_answers_from_the_cache(tmp_path: Path,
                                             private_answer_cache: Path) -> None:
    facts = tmp_path / "t.pl"
    facts.write_text(TREE)
    first = solve(facts)
    [entry] = entries(private_answer_cache)
    cache = AnswerCache([facts], private_answer_cache)
    key = ("solve", "r", "minimax", float("-inf"), float("inf"), False)
    assert cache.get(key) == first.rstrip("\n")
    cache.put(key, "remembered")  # prove the second run reads it rather than searching
    assert solve(facts) == "remembered\n"
    assert entries(private_answer_cache) == [entry]


def test_a_changed_file_is_searched_again_even_with_same_size_and_mtime(
        tmp_path: Path) -> None:
    facts = tmp_path / "t.pl"
    facts.write_text(TREE)
    assert "best move: y" in solve(facts)
    stat = facts.stat()
    facts.write_text(TREE.replace("(x, 1)", "(x, 3)"))
    os.utime(facts, ns=(stat.st_atime_ns, stat.st_mtime_ns))
    assert facts.stat().st_size == stat.st_size
    assert "best move: x" in solve(facts)


def test_corrupted_or_foreign_cache_files_are_ignored(tmp_path: Path,
                                                      private_answer_cache: Path) -> None:
    facts = tmp_path / "t.pl"
    facts.write_text(TREE)
    expected = solve(facts)
    [entry] = entries(private_answer_cache)
    for junk in (b"", b"garbage", entry.read_bytes()[:-5], b"\x80\x04K\x01.",
                 entry.read_bytes().replace(b"best move: y", b"best move: x")):
        entry.write_bytes(junk)
        assert solve(facts) == expected
    assert solve(facts, "--no-cache") == expected


def test_query_answers_are_remembered_too(tmp_path: Path) -> None:
    facts = tmp_path / "t.pl"
    facts.write_text(TREE)
    for _ in range(2):
        result = CliRunner().invoke(cli, ["query", str(facts), "minimax(r, B, V, P)."])
        assert (result.exit_code, result.stdout) == (0, "B = y,\nV = 2,\nP = [y].\n")
        result = CliRunner().invoke(cli, ["query", str(facts), "minimax(r, x, V, P)."])
        assert (result.exit_code, result.stdout) == (1, "false.\n")


# -- issue 14: the fuzz campaign's reproducers ---------------------------------------------

W3_TREE = "moves(r,[y1,y2]). max_to_move(y1). max_to_move(y2).\n" \
       "static_eval(y1, 9007199254740995). static_eval(y2, 0).\n"


def best(path: Path, *options: str) -> str:
    result = CliRunner().invoke(cli, ["solve", str(path), "--root", "r", "--algorithm",
                                      "alphabeta", *options])
    assert result.exit_code == 0, result.output
    return result.stdout.splitlines()[1]


def test_w3_int_and_float_bounds_are_different_answers(tmp_path: Path) -> None:
    facts = tmp_path / "w3.pl"
    facts.write_text(W3_TREE)
    without = best(facts, "--alpha", "9007199254740996.0", "--no-cache")
    assert best(facts, "--alpha", "9007199254740996") == "best move: y1"
    assert best(facts, "--alpha", "9007199254740996.0") == without


def test_w3_keys_differ_by_the_type_of_their_numbers(tmp_path: Path) -> None:
    facts = tmp_path / "t.pl"
    facts.write_text(W3_TREE)
    cache = AnswerCache([facts], tmp_path)
    cache.put(("solve", 2 ** 53, 0.0), "int")
    cache.put(("solve", 2.0 ** 53, 0.0), "float")
    cache.put(("solve", 2 ** 53, -0.0), "minus zero")
    assert [AnswerCache([facts], tmp_path).get(("solve", alpha, beta)) for alpha, beta in
            ((2 ** 53, 0.0), (2.0 ** 53, 0.0), (2 ** 53, -0.0), (2 ** 53, 0))] == \
        ["int", "float", "minus zero", None]


# -- issue 35: what loading (or the goal) printed is printed again --------------------------

SAYING = {
    "a syntax error": "moves(a, [b, c]).\nmin_to_move(b.\nstatic_eval(b, 1).\n"
                      "static_eval(c, 2).\n",
    "a singleton warning": "p(X) :- true.\nmoves(a, [b]). static_eval(b, 1).\n",
    "an initialization goal's output": ":- initialization(write(hello)).\n"
                                       "moves(a, [b]). static_eval(b, 1).\n",
    "a directive's output": ":- write(hello), nl.\nmoves(a, [b]). static_eval(b, 1).\n",
}


def command(*args: str) -> tuple[int, str, str]:
    """The installed console script run as a user runs it (its cache: the test's own)."""
    done = subprocess.run([str(console_script()), *args], capture_output=True, text=True,
                          timeout=120, check=False)
    return done.returncode, done.stdout, done.stderr


@pytest.mark.parametrize("program", SAYING)
def test_a_program_whose_loading_printed_runs_again(program: str, tmp_path: Path,
                                                    private_answer_cache: Path) -> None:
    facts = tmp_path / "s.pl"
    facts.write_text(SAYING[program])
    for args in (["query", str(facts), "true."], ["solve", "--root", "a", str(facts)]):
        first = command(*args)
        assert first[2] or "hello" in first[1], first
        assert command(*args) == first
        assert command(*args, "--no-cache") == first
    assert entries(private_answer_cache) == []


def test_a_goal_that_printed_a_message_runs_again(tmp_path: Path,
                                                  private_answer_cache: Path) -> None:
    facts = tmp_path / "t.pl"
    facts.write_text(TREE)
    goal = "format(user_error, \"checking~n\", []), minimax(r, B, V, P)."
    first = command("query", str(facts), goal)
    assert first == (0, "B = y,\nV = 2,\nP = [y].\n", "checking\n")
    assert command("query", str(facts), goal) == first
    assert entries(private_answer_cache) == []
