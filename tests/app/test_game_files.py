"""Game files through the installed command (issue 32): the game commands' strict checks
at each fact's place, SWI's behaviour kept by ``query``, files whose facts come in any
order loaded in bulk without a warning per clause, and roots read as one Prolog term."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers.cli import console_script
from tests.helpers.paths import BENCHMARKS
from tests.helpers.swipl import require_swipl


def command(*args: str | Path, cwd: Path | None = None) -> tuple[int, str, str]:
    """Exit code, stdout and stderr of the installed ``logic-minimax ARGS``."""
    done = subprocess.run([str(console_script()), *map(str, args)], capture_output=True,
                          text=True, check=False, timeout=300, cwd=cwd)
    return done.returncode, done.stdout, done.stderr


def swipl_messages(path: Path) -> list[str]:
    """What SWI-Prolog prints consulting ``path`` from its directory (which SWI names in
    its messages, and we as the file was named)."""
    done = subprocess.run([require_swipl(), "-q", "-g", "halt", path.name], cwd=path.parent,
                          capture_output=True, text=True, timeout=120, check=False)
    return done.stderr.replace(f"{path.parent}/", "").splitlines()


TREE = "max_to_move(a).\nmoves(a, [b, c]).\nmin_to_move(b).\nmin_to_move(c).\n"

BAD_FACTS = {
    "a variable for a value": (
        TREE + "static_eval(b, X).\nstatic_eval(c, 2).\n",
        "bad.pl:5:16: static_eval/2 needs a number, not the variable X\n"
        "    static_eval(b, X).\n"
        "                   ^\n"
        "    expected: an integer or a float such as 3, -2 or 0.5\n"),
    "an atom for a value": (
        TREE + "static_eval(b, high).\nstatic_eval(c, 2).\n",
        "bad.pl:5:16: static_eval/2 needs a number, not high\n"
        "    static_eval(b, high).\n"
        "                   ^\n"
        "    expected: an integer or a float such as 3, -2 or 0.5\n"),
    "a value only a variable of the fact could be": (
        TREE + "static_eval(b, f(X, _)).\nstatic_eval(c, 2).\n",
        "bad.pl:5:16: static_eval/2 needs a number, not f(X, _)\n"
        "    static_eval(b, f(X, _)).\n"
        "                   ^\n"
        "    expected: an integer or a float such as 3, -2 or 0.5\n"),
    "the wrong arity, a plain fact line": (
        "max_to_move(a).\nmin_to_move(b, c).\nmoves(a, [b, c]).\n"
        "static_eval(b, 1).\nstatic_eval(c, 2).\n",
        "bad.pl:2:1: min_to_move/2 is not a game predicate: did you mean min_to_move/1?\n"
        "    min_to_move(b, c).\n"
        "    ^\n"
        "    expected: min_to_move(Position)\n"),
    "the wrong arity, a clause": (
        TREE + "static_eval(b, 1, extra).   % a comment: the full reader's line\n"
               "static_eval(c, 2).\n",
        "bad.pl:5:1: static_eval/3 is not a game predicate: did you mean static_eval/2?\n"
        "    static_eval(b, 1, extra).   % a comment: the full reader's line\n"
        "    ^\n"
        "    expected: static_eval(Position, Number)\n"),
    "a side fact of a position the tree does not hold": (
        TREE + "min_to_move(cc).\nstatic_eval(b, 1).\nstatic_eval(c, 2).\n",
        "bad.pl:5:13: min_to_move(cc) is about a position no moves/2 fact names (it has no "
        "parent, no moves and no value)\n"
        "    min_to_move(cc).\n"
        "                ^\n"
        "    expected: a position of the tree\n"),
    "a successor that is a variable": (
        "max_to_move(a).\nmoves(a, [b, C]).\nmin_to_move(b).\nstatic_eval(b, 1).\n",
        "bad.pl:2:10: moves/2 needs a list of positions, not [b, C] (C is a variable)\n"
        "    moves(a, [b, C]).\n"
        "             ^\n"
        "    expected: a list such as [b, c]\n"),
}


@pytest.mark.swipl
@pytest.mark.parametrize("case", BAD_FACTS)
def test_a_fact_the_tree_cannot_use_is_an_error_at_its_place(case: str,
                                                              tmp_path: Path) -> None:
    """check and solve refuse the file (exit 2, the fact's place and a caret); query
    consults it as SWI does, with SWI's messages and nothing more."""
    text, error = BAD_FACTS[case]
    bad = tmp_path / "bad.pl"
    bad.write_text(text)
    warnings = swipl_messages(bad)
    for args in (["check", "bad.pl"], ["solve", "bad.pl", "--root", "a", "--no-cache"]):
        code, out, err = command(*args, cwd=tmp_path)
        assert (code, out) == (2, "")
        assert err.splitlines()[len(warnings):] == error.splitlines()
        assert err.splitlines()[:len(warnings)] == warnings
    code, out, err = command("query", "bad.pl", "true.", "--no-cache", cwd=tmp_path)
    assert (code, out, err.splitlines()) == (0, "true.\n", warnings)


def test_every_bad_fact_is_reported_in_one_load(tmp_path: Path) -> None:
    bad = tmp_path / "bad.pl"
    bad.write_text("max_to_move(a).\nmoves(a, [b, c]).\nstatic_eval(b, X).\n"
                   "static_eval(c, Y) :- Y = 1.\nstatic_eval(d, high).\n"
                   "min_to_move(b, c).\nmin_to_move(b, d).\nmoves(a).\n")
    code, _, err = command("check", "bad.pl", cwd=tmp_path)
    places = [line.split(": ")[0] for line in err.splitlines() if line.startswith("bad.pl:")]
    assert (code, places) == (2, ["bad.pl:3:16", "bad.pl:5:16", "bad.pl:6:1", "bad.pl:7:1",
                                  "bad.pl:8:1"])


def test_values_and_moves_a_position_binds_are_no_error(tmp_path: Path) -> None:
    """A rule game's facts may leave a value or a successor to the position."""
    game = tmp_path / "game.pl"
    game.write_text("max_to_move(s(_, max)).\nmin_to_move(s(_, min)).\n"
                    "moves(s(N, max), [s(N, min)]) :- N > 0.\n"
                    "moves(s(1, min), [v(2)]).\nstatic_eval(v(X), X).\n"
                    "static_eval(s(N, _), N).\n")
    code, out, err = command("solve", "game.pl", "--root", "s(1, max)", "--no-cache",
                             cwd=tmp_path)
    assert (code, err) == (0, "") and "value: 2" in out


@pytest.mark.swipl
def test_a_value_error_found_by_a_search_names_the_fact(tmp_path: Path) -> None:
    """Consulted as SWI does, the facts load; the search says which fact gave what, its
    variables written as SWI writes a fresh one."""
    (tmp_path / "v.pl").write_text(TREE + "static_eval(b, f(X, Y, X)).\n"
                                          "static_eval(c, 2).\n")
    (tmp_path / "a.pl").write_text(TREE + "static_eval(c, 2).\nstatic_eval(b, high).\n")
    code, _, err = command("query", "v.pl", "minimax(a, B, V, P).", "--no-cache",
                           cwd=tmp_path)
    assert code == 2
    assert err.splitlines()[2:] == ["ERROR: static_eval(b, V) gave V = f(_1, _2, _1), not a "
                                    "number (the fact at v.pl:5:1)"]
    assert err.splitlines()[:2] == swipl_messages(tmp_path / "v.pl")
    code, _, err = command("query", "a.pl", "minimax(a, B, V, P).", "--no-cache",
                           cwd=tmp_path)
    assert (code, err) == (2, "ERROR: static_eval(b, V) gave V = high, not a number (the "
                              "fact at a.pl:6:1)\n")


# -- facts in any order ---------------------------------------------------------------------

def generated(tmp_path: Path, shape: str, layout: str, *args: str) -> Path:
    path = tmp_path / f"{shape}-{layout}.pl"
    subprocess.run([sys.executable, str(BENCHMARKS / "gentree.py"), shape, "--layout",
                    layout, *args, "-o", str(path)], check=True, capture_output=True)
    return path


@pytest.mark.parametrize(("shape", "args"), [
    ("chain", ["--size", "3000"]), ("star", ["--size", "3000"]),
    ("uniform", ["--branching", "3", "--depth", "6"])])
def test_a_file_of_interleaved_facts_solves_as_the_grouped_one(
        shape: str, args: list[str], tmp_path: Path) -> None:
    """Each position's facts together: no warning from the game commands, the answers of
    the same facts grouped, with both algorithms."""
    grouped, interleaved = (generated(tmp_path, shape, layout, *args)
                            for layout in ("grouped", "interleaved"))
    for algorithm in ("minimax", "alphabeta"):
        answers = []
        for path in (grouped, interleaved):
            code, out, err = command("solve", path, "--root", "n0", "--algorithm",
                                     algorithm, "--json", "--no-cache")
            assert (code, err) == (0, "")
            answers.append(json.loads(out))
        assert answers[0] == answers[1]
    code, out, err = command("check", interleaved)
    assert (code, err) == (0, "")


@pytest.mark.swipl
def test_query_warns_of_interleaved_facts_as_swi(tmp_path: Path) -> None:
    """SWI's consult warns of each clause away from its predicate's others: query (SWI's
    toplevel) does the same; the game commands only for the predicates that are not the
    game's."""
    path = generated(tmp_path, "uniform", "interleaved", "--branching", "2", "--depth", "2")
    path.write_text(path.read_text().replace("moves(n1,", "extra(n1).\nmoves(n1,")
                    + "extra(n9).\n")
    warnings = swipl_messages(path)
    assert len(warnings) == 5 * 11
    code, out, err = command("query", path.name, "true.", "--no-cache", cwd=tmp_path)
    assert (code, out, err.splitlines()) == (0, "true.\n", warnings)
    code, _, err = command("solve", path.name, "--root", "n0", "--no-cache", cwd=tmp_path)
    extra = [i for i, line in enumerate(warnings) if "Clauses of extra/1" in line]
    assert code == 0 and len(extra) == 1
    assert err.splitlines() == warnings[extra[0] - 1:extra[0] + 4]


# -- roots ---------------------------------------------------------------------------------

def test_a_root_is_the_one_term_its_text_holds(tmp_path: Path) -> None:
    """The generated tic-tac-toe file names the empty board ``.........``, an atom of
    symbol characters; AIMA's positions are 'A', 'B', ..."""
    code, out, _ = command("generate", "tictactoe", "-o", "ttt.pl", cwd=tmp_path)
    assert code == 0
    code, out, err = command("solve", "ttt.pl", "--root", ".........", "--algorithm",
                             "alphabeta", "--no-cache", cwd=tmp_path)
    assert (code, err) == (0, "") and out.startswith("root: .........\nbest move: ")
    (tmp_path / "aima.pl").write_text(
        "max_to_move('A').\nmoves('A', ['B', 'C']).\nmin_to_move('B').\nmin_to_move('C').\n"
        "static_eval('B', 3).\nstatic_eval('C', 2).\n")
    code, out, err = command("solve", "aima.pl", "--root", "'A'", "--no-cache", cwd=tmp_path)
    assert (code, err) == (0, "") and "best move: 'B'" in out
    code, out, err = command("solve", "aima.pl", "--root", "A", "--no-cache", cwd=tmp_path)
    assert (code, out) == (2, "")
    assert err == ("error: a position is a ground term, and A is a variable (Prolog reads a "
                   "name that starts with a capital letter or _ as a variable): to name the "
                   "atom, quote it: 'A' (--root \"'A'\")\n")
    code, _, err = command("show", "aima.pl", "--root", "s(A, _)",
                           cwd=tmp_path)
    assert code == 2 and "s(A, _) holds the variable A" in err and "s('A', '_')" in err
    code, _, err = command("solve", "aima.pl", "--root", "'A'. 'B'", cwd=tmp_path)
    assert code == 2 and err.startswith("<root>:1:6: more than one term\n")
