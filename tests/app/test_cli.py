"""The command line through its real entry points: answers printed as SWI-Prolog prints
them, exit codes 0 (answer), 1 (no answer), 2 (bad input), errors without tracebacks."""

from __future__ import annotations

import json
import os
import re
import select
import shutil
import subprocess
import sys
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

import pytest

from logic_minimax.app import cli
from logic_minimax.app.crash import EXIT_INTERNAL
from logic_minimax.kb.base import KnowledgeBase
from tests.helpers.cli import console_script, run, run_in_terminal
from tests.helpers.paths import BENCHMARKS, FACTS, ORACLE
from tests.helpers.swi_toplevel import toplevel
from tests.helpers.swipl import require_swipl

BRATKO = str(FACTS / "bratko.pl")

AIMA = str(FACTS / "aima_3ply.pl")


@pytest.mark.parametrize(("goal", "answer"), [
    ("minimax(a, BestPos, Val, NodeList).", "BestPos = b,\nVal = 4,\nNodeList = [b, d, i].\n"),
    ("?- minimax(d, BestPos, Val, NodeList).", "BestPos = i,\nVal = 4,\nNodeList = [i].\n"),
    ("alphabeta(a, -inf, inf, GoodPos, Val).", "GoodPos = b,\nVal = 4.\n"),
    ("alphabeta(a, -inf, inf, GoodPos, Val, Path).",
     "GoodPos = b,\nVal = 4,\nPath = [b, d, i].\n"),
    ("minimax(a, b, 4, [b|Rest]).", "Rest = [d, i].\n"),
    ("minimax(a, b, 4, _).", "true.\n"),
    ("minimax(h, Best, Val, Path).", "Val = 1,\nPath = [].\n"),  # a leaf: Best stays free
    ("moves(a, L).", "L = [b, c].\n"),
    ("moves(P, [j, l]).", "P = e.\n"),  # SWI's deep indexing into the list: no choice left
    ("max_to_move(X).", "X = d ;\nX = e ;\nX = f ;\nX = g.\n"),
])
def test_query_answers_like_swi(goal: str, answer: str) -> None:
    assert run("query", BRATKO, goal) == (0, answer, "")


def test_query_prints_every_answer() -> None:
    code, out, _ = run("query", BRATKO, "static_eval(X, 1).")
    assert code == 0
    assert out == "X = h ;\nX = n ;\nX = o ;\nX = p.\n"


@pytest.mark.parametrize("goal", ["minimax(a, c, Val, Path).", "moves(zz, L).",
                                  "static_eval(h, 1.0).", "alphabeta(a, 0, 1, G, 3)."])
def test_query_without_answer_prints_false(goal: str) -> None:
    assert run("query", BRATKO, goal) == (1, "false.\n", "")


def test_query_alphabeta_with_a_narrow_window() -> None:
    # Bratko's alphabeta returns a bound when the value lies outside the window
    assert run("query", AIMA, "alphabeta(a, 4, 5, G, V).")[:2] == (0, "G = b,\nV = 3.\n")


@pytest.mark.parametrize(("goal", "message"), [
    ("minimax(a, B V).", "<query>:1:14: operator expected"),  # the engine's reader
    ("foo(X).", "Unknown procedure: foo/1"),  # SWI's words
    ("minimax(zz, B, V, P).", "unknown position zz"),
    ("minimax(X, B, V, P).", "Arguments are not sufficiently instantiated"),
    ("alphabeta(a, low, inf, G, V).", "Arithmetic: `low/0' is not a function"),
])
def test_query_errors_exit_2_without_traceback(goal: str, message: str) -> None:
    code, out, err = run("query", BRATKO, goal)
    assert (code, out) == (2, "")
    assert message in err and "Traceback" not in err


def test_query_prints_what_the_goal_wrote_before_its_error(tmp_path: Path) -> None:
    program = tmp_path / "tests.pl"  # as SWI's toplevel: the output, then the error
    program.write_text(":- begin_tests(u).\ntest(a).\n:- end_tests(u).\n"
                       "t :- writeln(before), run_tests(nounit).\n")
    code, out, err = run("query", str(program), "t.")
    assert (code, out) == (2, "before\n")
    assert err.endswith("% No tests to run\nERROR: unit_test `nounit' does not exist\n")


def test_load_errors_are_printed_with_caret(tmp_path: Path) -> None:
    bad = tmp_path / "bad.pl"
    bad.write_text("moves(a, [b, c]).\nstatic_eval(b, x).\nstatic_eval(c 1).\n")
    code, out, err = run("solve", str(bad), "--root", "a")
    assert code == 2 and out == ""
    assert err == (
        f"{bad}:2:16: static_eval/2 needs a number, not x\n"
        "    static_eval(b, x).\n"
        "                   ^\n"
        "    expected: an integer or a float such as 3, -2 or 0.5\n"
        f"{bad}:3:14: operator expected\n"  # a syntax error's place as SWI's
        "    static_eval(c 1).\n"
        "                  ^\n"
        "    expected: an operator, ',' or ')'\n")


@pytest.mark.parametrize(("fact", "expected"), [
    ("moves(a, [d e]).", "an operator, ',', '|' or ']'"),
    ("moves(a, [d|e f]).", "an operator or ']'"),
    ("moves(a, (d e)).", "an operator or ')'"),
    ("moves(a b).", "an operator, ',' or ')'"),
])
def test_a_syntax_error_says_what_may_come_there(fact: str, expected: str,
                                                 tmp_path: Path) -> None:
    """Inside a list: ``]``, ``|`` or ``,``; inside arguments ``)`` or ``,``."""
    bad = tmp_path / "bad.pl"
    bad.write_text(fact + "\n")
    code, _, err = run("check", str(bad))
    assert code == 2 and err.endswith(f"    expected: {expected}\n"), err


def test_solve_text_and_json() -> None:
    code, out, _ = run("solve", BRATKO, "--root", "a")
    assert code == 0
    assert "best move: b\nvalue: 4\npath: [b, d, i]\n" in out
    code, out, _ = run("solve", AIMA, "--algorithm", "alphabeta", "--json")
    answer = json.loads(out)
    assert (code, answer["best"], answer["value"], answer["path"]) == (0, "b", 3, ["b", "b1"])
    assert (answer["leaves_evaluated"], answer["cutoffs"], answer["pruned"]) == (7, 1, 2)
    assert answer["nodes_visited"] == 11


def test_solve_window_options() -> None:
    code, out, _ = run("solve", AIMA, "--algorithm", "alphabeta", "--alpha", "4",
                       "--beta", "5", "--json")
    assert (code, json.loads(out)["best"], json.loads(out)["value"]) == (0, "b", 3)
    code, _, err = run("solve", AIMA, "--alpha", "low")
    assert code == 2 and "'low' is not a number" in err


def test_solve_search_error_exits_2(tmp_path: Path) -> None:
    facts = tmp_path / "t.pl"
    facts.write_text("moves(a, [b, c]). min_to_move(b). static_eval(b, 1).\n")
    code, _, err = run("solve", str(facts), "--root", "a")
    assert code == 2
    assert err == "error: leaf c has no static_eval/2 fact (reached by a -> c)\n"


def test_solve_command_options() -> None:
    code, out, _ = run("solve", str(FACTS / "expecti.pl"), "--algorithm", "expectiminimax",
                       "--depth", "2", "--memo")
    assert code == 0
    assert "best move: c2\nvalue: 5.0\npath: [c2, m3]" in out
    assert "valued at the depth limit: 4" in out
    code, _, err = run("solve", BRATKO, "--depth", "1")
    assert code == 2
    assert "position b is cut off at the depth limit 1" in err
    assert run("query", str(FACTS / "expecti.pl"), "expectiminimax(c2, B, V, P).") == \
        (0, "B = m3,\nV = 3.25,\nP = [m3, l5].\n", "")


def test_check_summarises() -> None:
    code, out, _ = run("check", BRATKO)
    assert code == 0
    assert out == ("positions: 15 (7 with moves, 8 leaves, 8 leaves with static_eval)\n"
                   "roots: a\ndepth: 3\nok\n")


def test_check_reports_problems(tmp_path: Path) -> None:
    facts = tmp_path / "t.pl"
    facts.write_text("moves(a, [b, c]). moves(c, [a]). static_eval(b, 1).\n")
    code, out, err = run("check", str(facts))
    assert code == 2
    assert "depth: cyclic" in out
    assert "error: the moves contain a cycle: a -> c -> a" in err
    assert "error: position b has no max_to_move/1 or min_to_move/1 fact" in err


def test_several_files_load_together(tmp_path: Path) -> None:
    sides = tmp_path / "sides.pl"
    sides.write_text("max_to_move(r). min_to_move(x). min_to_move(y).\n")
    tree = tmp_path / "tree.pl"
    tree.write_text("moves(r, [x, y]). static_eval(x, 1). static_eval(y, 0).\n")
    assert run("query", str(sides), str(tree), "minimax(r, B, V, P).")[:2] == \
        (0, "B = x,\nV = 1,\nP = [x].\n")


def test_console_script_and_module_entry_points() -> None:
    for command in (["logic-minimax"], [sys.executable, "-m", "logic_minimax"]):
        if command[0] == "logic-minimax":
            script = console_script()
            if not script.exists():
                pytest.fail("the console script logic-minimax is not installed")
            command = [str(script)]
        done = subprocess.run([*command, "query", BRATKO, "minimax(a, B, V, P)."],
                              capture_output=True, text=True, check=False)
        assert (done.returncode, done.stdout) == (0, "B = b,\nV = 4,\nP = [b, d, i].\n")


@pytest.mark.pty
@pytest.mark.slow
def test_long_loads_show_progress_on_a_terminal_only(tmp_path: Path) -> None:
    big = tmp_path / "chain.pl"
    subprocess.run([sys.executable, str(BENCHMARKS / "gentree.py"), "chain",
                    "--size", "300000", "-o", str(big)], check=True, capture_output=True)
    assert big.stat().st_size > 8 << 20
    script = str(console_script())
    command = [script, "solve", str(big), "--root", "n0", "--no-cache"]
    shown = run_in_terminal(command)
    assert "loading" in shown and "100%" in shown and "value: 1" in shown
    assert "loading" not in run_in_terminal([*command, "--quiet"])
    piped = subprocess.run(command, capture_output=True, text=True, check=True)
    assert "loading" not in piped.stderr + piped.stdout


# -- issue 14: the fuzz campaign's reproducers ---------------------------------------------

def test_an_internal_error_exits_70_with_one_line(monkeypatch: pytest.MonkeyPatch,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    def broken(self: KnowledgeBase) -> object:
        raise KeyError("oops")

    monkeypatch.setattr(KnowledgeBase, "summary", broken)
    monkeypatch.setattr(sys, "argv", ["logic-minimax", "check", str(FACTS / "bratko.pl")])
    with pytest.raises(SystemExit) as info:
        cli.main()
    assert info.value.code == EXIT_INTERNAL
    [line] = capsys.readouterr().err.splitlines()
    assert line.startswith("internal error: KeyError: 'oops' — please report, details in ")


def test_user_errors_still_exit_2_and_answers_0() -> None:
    command = [sys.executable, "-m", "logic_minimax", "query", str(FACTS / "bratko.pl")]
    assert subprocess.run([*command, "minimax(a, B, V, P)."], capture_output=True,
                          check=False).returncode == 0
    bad = subprocess.run([*command, "foo(-+5)."], capture_output=True, text=True,
                         check=False)
    assert (bad.returncode, bad.stderr.count("\n")) == (2, 4)
    assert "Traceback" not in bad.stderr


def test_a_process_that_loaded_facts_ends_at_once_with_its_output_and_exit_code() -> None:
    """It skips freeing the facts (os._exit), after flushing what it printed."""
    command = [sys.executable, "-m", "logic_minimax", "query", BRATKO, "moves(X, Y)."]
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    assert done.returncode == 0 and done.stdout.count("X = ") == 7
    failed = subprocess.run([sys.executable, "-m", "logic_minimax", "solve", BRATKO,
                             "--root", "zz", "--no-cache"], capture_output=True, text=True,
                            check=False)
    assert failed.returncode == 2 and "unknown position zz" in failed.stderr


def test_a_file_the_program_left_open_is_written_out_when_the_process_ends(
        tmp_path: Path) -> None:
    """As SWI's halt closes the streams: the process ends at once, its files complete."""
    program = tmp_path / "log.pl"
    program.write_text("log :- open(log, write, S), write(S, 'kept.'), nl(S).\n",
                       encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "logic_minimax", "query", str(program),
                           "log."], capture_output=True, text=True, check=False, cwd=tmp_path)
    assert (done.returncode, done.stdout) == (0, "true.\n")
    assert (tmp_path / "log").read_text(encoding="utf-8") == "kept.\n"


@pytest.mark.swipl
def test_query_writes_user_error_as_a_stream() -> None:
    """Issue 30, finding 8: a write to user_error does not end its line (SWI's stderr)."""
    goal = ("write(user_error, a), write(user_error, b), nl(user_error), "
            "format(user_error, '~w~n', [c]), X = 1.")
    code, out, err = run("query", "--no-cache", BRATKO, goal)
    swi = subprocess.run([require_swipl(), "-q", BRATKO], input=goal, capture_output=True,
                         text=True, timeout=60, check=False)
    assert (code, out, err) == (0, "X = 1.\n", swi.stderr)
    assert err == "ab\nc\n"


def test_query_prints_what_the_goal_writes_as_it_goes() -> None:
    """Issue 30, finding 8: what the goal writes reaches standard output when it flushes
    it, while the goal still runs (a run stopped later keeps it)."""
    goal = "write(started), nl, flush_output, repeat, fail."
    proc = subprocess.Popen([str(console_script()), "query", "--no-cache", BRATKO, goal],
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        assert proc.stdout is not None
        ready, _, _ = select.select([proc.stdout], [], [], 120)
        assert ready, "nothing printed while the goal ran"
        assert proc.stdout.readline() == "started\n"
        assert proc.poll() is None  # the goal still runs
    finally:
        proc.kill()
        proc.wait()


# -- issue 35: a search's error is a Prolog exception like any other -----------------------

@pytest.mark.swipl
def test_a_search_error_in_a_directive_is_reported_and_the_rest_loads(tmp_path: Path) -> None:
    """As SWI running Bratko's program: the directive's error under its place, "Goal
    (directive) failed", and the clauses after it loaded."""
    exe = require_swipl()
    program = ("moves(a, [b, c]). min_to_move(b). min_to_move(c). static_eval(b, five).\n"
               "static_eval(c, 1). :- minimax(a, _, V, _), write(V), nl.\np(2).\n")
    for name in ("ours", "swi"):
        (tmp_path / name).mkdir()
        (tmp_path / name / "t.pl").write_text(program)
    ours = subprocess.run([str(console_script()), "query", "t.pl", "p(X)."],
                          capture_output=True, text=True, check=False, cwd=tmp_path / "ours")
    swi = subprocess.run([exe, "-q", "-g", "forall(p(X), (print(X), nl))", "-t", "halt",
                          str(ORACLE / "minimax.pl"), "t.pl"],
                         capture_output=True, text=True, check=False, cwd=tmp_path / "swi")
    assert (ours.returncode, ours.stdout, swi.returncode, swi.stdout) == (0, "X = 2.\n", 0,
                                                                          "2\n")

    def lines(stderr: str) -> list[str]:
        return re.sub(r"_\d+", "_", stderr.replace(str(tmp_path / "swi") + "/", "")
                      ).splitlines()

    mine, theirs = lines(ours.stderr), lines(swi.stderr)
    assert mine[0] == theirs[0] == "ERROR: t.pl:2:"
    assert mine[1] == ("ERROR:    minimax/4: static_eval(b, V) gave V = five, not a number "
                       "(the fact at t.pl:1:51)")
    assert theirs[1] == "ERROR:    >/2: Arithmetic: `five/0' is not a function"
    assert mine[2:] == theirs[2:] == [
        "Warning: t.pl:2:",
        "Warning:    Goal (directive) failed: user:(minimax(a,_,_,_),write(_),nl)"]


def test_a_search_error_is_caught_by_catch(tmp_path: Path) -> None:
    facts = tmp_path / "t.pl"
    facts.write_text("moves(a, [b, c]). min_to_move(b). static_eval(b, 1).\n")
    goal = "catch(minimax(a, B, V, P), error(search_error(M), context(C, _)), true)."
    assert run("query", str(facts), goal) == (
        0, "M = 'leaf c has no static_eval/2 fact (reached by a -> c)',\nC = minimax/4.\n", "")


@pytest.mark.swipl
@pytest.mark.parametrize("bounds", ["-infinity, infinity", "low, inf", "-infinite, 1+2*3",
                                    "X, inf", "0, 3 / 0"])
def test_a_bad_bound_is_the_error_bratkos_comparisons_meet(bounds: str, tmp_path: Path) -> None:
    """SWI running Bratko's alphabeta/5 meets the bound in a comparison: the culprit is
    what its arithmetic names (``infinity/0``, not ``(-)/1``)."""
    program = tmp_path / "ab.pl"
    program.write_text(f":- use_module('{ORACLE / 'alphabeta_bratko.pl'}').\n"
                       + Path(BRATKO).read_text())
    goal = f"alphabeta(a, {bounds}, G, V)."
    theirs = [line for line in toplevel(require_swipl(), program.read_text(), goal)
              if line.startswith("ERROR: ") and line != "ERROR:"]
    assert run("query", BRATKO, goal) == (2, "", theirs[0] + "\n")


def test_a_crlf_files_errors_quote_its_lines_without_the_carriage_return(
        tmp_path: Path) -> None:
    bad = tmp_path / "crlf.pl"
    bad.write_bytes(b"moves(a, [b, c]).\r\nstatic_eval(c 1).\r\n")
    for args in (["check", str(bad)], ["query", str(bad), "true.", "--no-cache"]):
        done = subprocess.run([str(console_script()), *args], capture_output=True,
                              text=True, check=False, timeout=60)
        assert "\n    static_eval(c 1).\n" in done.stderr and "\r" not in done.stderr, done


def test_python_m_inside_a_clone_says_when_it_runs_the_uncompiled_source(
        tmp_path: Path) -> None:
    """``-m`` puts the current directory first: a clone's uncompiled source is imported
    rather than a compiled copy further on the path, and the command says so."""
    clone, site = tmp_path / "clone", tmp_path / "site"
    shutil.copytree(Path(cli.__file__).parents[1], clone / "logic_minimax",
                    ignore=shutil.ignore_patterns("*.so", "*.c", "__pycache__"))
    compiled = site / "logic_minimax" / "prolog"
    compiled.mkdir(parents=True)
    (compiled / f"machine{EXTENSION_SUFFIXES[0]}").touch()  # found, never imported
    command = [sys.executable, "-m", "logic_minimax", "query", BRATKO, "moves(a, L).",
               "--no-cache"]
    for pure, warned in (("0", True), ("1", False)):
        done = subprocess.run(command, cwd=clone, capture_output=True, text=True,
                              check=False, env=dict(os.environ, PYTHONPATH=str(site),
                                                    LOGIC_MINIMAX_PURE=pure))
        assert (done.returncode, done.stdout) == (0, "L = [b, c].\n"), done.stderr
        assert done.stderr == ((
            f"warning: running the uncompiled source in {clone / 'logic_minimax'} (python "
            f"-m puts the current directory first), not the compiled copy in "
            f"{site / 'logic_minimax'}, which is two to four times faster: run from another "
            "directory, or compile here with python setup.py build_ext --inplace\n")
            if warned else "")


@pytest.mark.swipl
@pytest.mark.parametrize("text", [
    "p :- X = 'C:\\data', write(X).\nq(1).\n",  # issue 30's escape: 13, not 14
    "moves(a, [b c]).\n",
    "p(é, a b).\n",  # SWI counts é's two bytes
    "p(a,\n  b c).\n",  # a clause's second line
    "\tq(x y).\n",
])
def test_a_syntax_errors_place_is_swis_in_query_and_in_check(text: str,
                                                             tmp_path: Path) -> None:
    """Issue 35, item 13: one rule for a syntax error's line and column, SWI's, whichever
    command reports it (``query`` loads as SWI, ``check`` strictly)."""
    bad = tmp_path / "bad.pl"
    bad.write_text(text, encoding="utf-8")
    swi = subprocess.run([require_swipl(), "-q", "-g", "halt", str(bad)], capture_output=True,
                         text=True, timeout=60, check=False)
    place = re.search(r"ERROR: \S*bad\.pl:(\d+:\d+): Syntax error", swi.stderr)
    assert place is not None, swi.stderr
    for args in (["query", "--no-cache", str(bad), "true."], ["check", str(bad)]):
        _, _, err = run(*args)
        assert re.search(rf"^(ERROR: )?\S*bad\.pl:{place[1]}: ", err, re.M), (args, err)


def test_a_query_past_what_the_cache_keeps_is_printed_whole_and_not_remembered(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 30, finding 4: the query command holds at most ``KEPT`` characters of what
    it prints (``between(1, inf, X).`` grew to 1.1 GB), and an answer it did not keep
    whole is not remembered."""
    from logic_minimax.app.cache import AnswerCache

    monkeypatch.setattr(cli._Streamed, "KEPT", 100)
    expected = " ;\n".join(f"X = {k}" for k in range(1, 51)) + ".\n"
    for _ in range(2):
        assert run("query", BRATKO, "between(1, 50, X).") == (0, expected, "")
    assert AnswerCache([BRATKO]).get(("query", "between(1, 50, X)")) is None
    assert run("query", BRATKO, "between(1, 5, X).")[0] == 0  # a short one is remembered
    assert AnswerCache([BRATKO]).get(("query", "between(1, 5, X)")) is not None
