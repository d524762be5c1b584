"""Answers remembered between runs: used only for unchanged files, never trusted when
corrupted or foreign."""

from __future__ import annotations

import os
from pathlib import Path

from click.testing import CliRunner

from logic_minimax.app.cache import AnswerCache
from logic_minimax.app.cli import cli

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
