"""The toplevel's goals and answers, through a Repl reading queries as a script (stdin not a
terminal), and through the real command with a pipe."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from collections.abc import Iterable
from pathlib import Path

import pytest

from logic_minimax.app.crash import EXIT_INTERNAL
from logic_minimax.app.goaltable import GoalSpec, Query, goal
from logic_minimax.app.query_text import split_queries
from logic_minimax.app.repl import Repl
from logic_minimax.kb.goals import Answer
from logic_minimax.kb.store import FactStore
from tests.helpers.cli import venv_env
from tests.helpers.paths import FACTS
from tests.helpers.pictures import Dot, png_size, svg_nodes
from tests.helpers.repl import run_script

BRATKO = str(FACTS / "bratko.pl")


def test_answers_as_swi_prints_them() -> None:
    out, err = run_script("minimax(a, BestPos, Val, NodeList).\nmax_to_move(X).\n"
                   "static_eval(h, 2).\nminimax(h, B, V, P).", BRATKO)
    assert out == ("BestPos = b,\nVal = 4,\nNodeList = [b, d, i].\n"
                   "X = d ;\nX = e ;\nX = f ;\nX = g.\n"
                   "false.\n"
                   "V = 1,\nP = [].\n")
    assert err == ""


def test_the_command_reads_queries_from_a_pipe() -> None:
    proc = subprocess.run([sys.executable, "-m", "logic_minimax", "repl", BRATKO],
                          input="minimax(a, B, V, P).\nalphabeta(a, -inf, inf, G, W).\n",
                          capture_output=True, text=True, check=False, timeout=60)
    assert proc.stdout == "B = b,\nV = 4,\nP = [b, d, i].\nG = b,\nW = 4.\n"
    assert (proc.returncode, proc.stderr) == (0, "")


def test_an_error_is_placed_in_the_query_and_the_next_query_runs() -> None:
    out, err = run_script("minimax(a, B, V, P.\nminimax(d, B, V, P).\nfoo(X).\n", BRATKO)
    assert out == "B = i,\nV = 4,\nP = [i].\n"
    # The engine's reader reads goals now (issue 11): its wording, the same place.
    assert err.startswith("ERROR: <query>:1:19: unexpected end of clause\n"
                          "    minimax(a, B, V, P.\n"
                          "                      ^\n")
    assert "ERROR: Unknown procedure: foo/1 (DWIM could not correct goal)" in err  # SWI's


def test_script_exit_code_counts_errors() -> None:
    repl = Repl([BRATKO], out=io.StringIO(), err=io.StringIO())
    assert repl.run_script(io.StringIO("minimax(a, B, V, P).\n")) == 0
    assert repl.run_script(io.StringIO("minimax(zz, B, V, P).\n")) == 2


def test_queries_span_lines_and_share_lines() -> None:
    out, _ = run_script("minimax(a,\n   B, V,\n   P). max_to_move(d).\n% a comment\n"
                 "/* a block\n comment */ min_to_move(b).", BRATKO)
    assert out == "B = b,\nV = 4,\nP = [b, d, i].\ntrue.\ntrue.\n"


def test_split_queries_keeps_the_unfinished_rest() -> None:
    assert split_queries("a. b(\n  c).\nd(") == (["a.", " b(\n  c)."], "\nd(")
    assert split_queries("a. /* open") == (["a."], " /* open")


def test_halt_stops_reading() -> None:
    out, _ = run_script("max_to_move(d).\nhalt.\nmax_to_move(e).\n", BRATKO)
    assert out == "true.\n"


# --- consult, make ---------------------------------------------------------------------


def test_consult_and_list_forms(tmp_path: Path) -> None:
    (tmp_path / "small.pl").write_text("moves(r, [x, y]). min_to_move(x). min_to_move(y).\n"
                                       "static_eval(x, 3). static_eval(y, 5).\n")
    out, err = run_script(f"consult('{tmp_path / 'small'}').\nminimax(r, B, V, P).\n"
                   f"['{FACTS / 'aima_3ply.pl'}'].\nminimax(a, B, V, P).\n")
    assert err == ""
    assert out == "true.\nB = y,\nV = 5,\nP = [y].\ntrue.\nB = b,\nV = 3,\nP = [b, b1].\n"


def test_consult_errors_name_file_line_and_column_and_change_nothing(tmp_path: Path) -> None:
    bad = tmp_path / "bad.pl"
    bad.write_text("moves(z, [b]).\nstatic_eval(b, x).\n")
    repl = Repl([BRATKO], out=io.StringIO(), err=io.StringIO())
    out, err = run_script(f"consult('{bad}').\nmoves(z, L).\nconsult(nowhere).", repl=repl)
    assert err.startswith(f"ERROR: {bad}:2:16: static_eval/2 needs a number, not x\n")
    assert "ERROR: no fact file 'nowhere' (nor 'nowhere.pl')" in err
    assert out == "false.\n"  # bad.pl's moves(z, [b]) was not loaded


def test_make_reloads_changed_files_and_redoes_the_sessions_changes(tmp_path: Path) -> None:
    tree = tmp_path / "tree.pl"
    tree.write_text("moves(r, [x, y]). min_to_move(x). min_to_move(y).\n"
                    "static_eval(x, 3). static_eval(y, 5).\n")
    repl = Repl([str(tree)], out=io.StringIO(), err=io.StringIO())
    run_script("assertz(note(kept)). retract(static_eval(y, _)). assertz(static_eval(y, 1)).",
        repl=repl)
    tree.write_text("moves(r, [x, y]). min_to_move(x). min_to_move(y).\n"
                    "static_eval(x, 7). static_eval(y, 5).\n")
    os.utime(tree, (1, 1))  # a different mtime, however fast the test runs
    out, err = run_script("make.\nminimax(r, B, V, P).\nnote(X).\nmake.\n", repl=repl)
    assert err == ""
    # y = 5 from the file was retracted and replaced by y = 1 in the session: still so
    assert out == f"% reloaded {tree}\ntrue.\nB = x,\nV = 7,\nP = [x].\nX = kept.\ntrue.\n"


def test_consulting_a_file_again_reloads_it(tmp_path: Path) -> None:
    tree = tmp_path / "tree.pl"
    tree.write_text("moves(r, [x]). static_eval(x, 3). label(r, first).\n")
    repl = Repl([str(tree)], out=io.StringIO(), err=io.StringIO())
    tree.write_text("moves(r, [x]). static_eval(x, 4). label(r, second).\n")
    out, err = run_script(f"['{tree}'].\nminimax(r, B, V, P).\nlabel(r, L).", repl=repl)
    assert (out, err) == ("true.\nB = x,\nV = 4,\nP = [x].\nL = second.\n", "")


def test_make_with_a_broken_file_keeps_the_knowledge_base(tmp_path: Path) -> None:
    tree = tmp_path / "tree.pl"
    tree.write_text("moves(r, [x]). static_eval(x, 3).\n")
    repl = Repl([str(tree)], out=io.StringIO(), err=io.StringIO())
    tree.write_text("moves(r, [x]).\nstatic_eval(x, three).\n")
    os.utime(tree, (1, 1))
    out, err = run_script("make.\nminimax(r, B, V, P).\n", repl=repl)
    assert err.startswith(f"ERROR: {tree}:2:16: static_eval/2 needs a number, not three")
    assert out == "B = x,\nV = 3,\nP = [x].\n"


def test_make_drops_an_assert_that_now_conflicts(tmp_path: Path) -> None:
    tree = tmp_path / "tree.pl"
    tree.write_text("moves(r, [x]).\n")
    repl = Repl([str(tree)], out=io.StringIO(), err=io.StringIO())
    run_script("assertz(static_eval(x, 1)).", repl=repl)
    tree.write_text("moves(r, [x]).\nstatic_eval(x, 2).\n")
    os.utime(tree, (1, 1))
    out, _ = run_script("make.\nstatic_eval(x, V).", repl=repl)
    assert "% Warning: dropped assertz(static_eval(x, 1)): conflicting static_eval/2" in out
    assert out.endswith("V = 2.\n")


# --- assertz, retract, listing ---------------------------------------------------------


def test_assertz_is_checked_like_a_load() -> None:
    out, err = run_script("assertz(moves(x, [y, z])).\nmoves(x, L).\n"
                   "assertz(static_eval(h, 9)).\nstatic_eval(h, V).\n"
                   "assertz(\n  static_eval(q, nine)).\n", BRATKO)
    assert out == "true.\nL = [y, z].\nV = 1.\n"
    first, second = err.split("ERROR: ")[1:]
    assert first.startswith("<query>:1:9: conflicting static_eval/2 for h: static_eval(h, 9) "
                            "here, static_eval(h, 1) at ")
    assert second == ("<query>:2:18: static_eval/2 needs a number, not nine\n"
                      "      static_eval(q, nine)).\n"
                      "                     ^\n"
                      "    expected: an integer or a float such as 3, -2 or 0.5\n")


def test_retract_then_assert_changes_the_answer() -> None:
    out, err = run_script("retract(static_eval(h, V)).\nassertz(static_eval(h, 7)).\n"
                   "minimax(a, B, V, P).\nretract(static_eval(h, 1)).\n"
                   "retractall(max_to_move(_)).\nmax_to_move(X).", BRATKO)
    assert err == ""
    # d now takes h = 7, so b (MIN) takes e = 6, and a still b
    assert out == "V = 1.\ntrue.\nB = b,\nV = 6,\nP = [b, e, l].\nfalse.\ntrue.\nfalse.\n"


def test_listing_is_a_fact_file(tmp_path: Path) -> None:
    out, _ = run_script("assertz(label(a, 'Start here')).\nlisting.", BRATKO)
    listed = out.removeprefix("true.\n").removesuffix("true.\n")
    assert "moves(a, [b, c]).\n" in listed and "label(a, 'Start here').\n" in listed
    (tmp_path / "listed.pl").write_text(listed)
    again, err = run_script(f"consult('{tmp_path / 'listed.pl'}'). minimax(a, B, V, P). "
                     "label(a, L).")
    assert (again, err) == ("true.\nB = b,\nV = 4,\nP = [b, d, i].\nL = 'Start here'.\n", "")


def test_listing_of_one_predicate() -> None:
    out, err = run_script("listing(static_eval).\nlisting(nothing).", BRATKO)
    assert out.startswith("static_eval(h, 1).\nstatic_eval(i, 4).\n")
    assert "moves" not in out
    assert "ERROR: no facts for nothing" in err


# --- trace, stats, help ----------------------------------------------------------------


def test_trace_prints_before_the_answer_and_notrace_stops_it() -> None:
    out, _ = run_script("trace.\nminimax(d, B, V, P).\nnotrace.\nminimax(d, B, V, P).", BRATKO)
    lines = out.splitlines()
    assert lines[:2] == ["true.", "Call: (1) minimax(d, _, _, _)"]  # trace. is true., as SWI
    assert lines[24:28] == ["Exit: (1) minimax(d, i, 4, [i])", "B = i,", "V = 4,", "P = [i]."]
    assert lines[28:] == ["true.", "B = i,", "V = 4,", "P = [i]."]


def test_trace_is_capped() -> None:
    repl = Repl([BRATKO], out=io.StringIO(), err=io.StringIO(), trace_limit=5)
    out, _ = run_script("trace.\nminimax(a, B, V, P).", repl=repl)
    lines = out.splitlines()
    assert lines[1:7] == ["Call: (1) minimax(a, _, _, _)", "  Call: (2) moves(a, _)",
                          "  Exit: (2) moves(a, [b, c])", "  Call: (2) best([b, c], _, _, _)",
                          "    Call: (3) minimax(b, _, _, _)", "… 121 more lines"]
    assert lines[7] == "B = b,"


def test_stats_of_the_last_search() -> None:
    out, _ = run_script("stats.\nalphabeta(a, -inf, inf, G, V).\nstats.\nmax_to_move(d).\nstats.",
                 str(FACTS / "aima_3ply.pl"))
    lines = out.splitlines()
    assert lines[:2] == ["% no search yet", "true."]
    assert lines[4:9] == ["% alphabeta(a, -inf, inf)", "% positions visited: 11",
                          "% leaves evaluated: 7", "% cut-offs: 1", "% positions pruned: 2"]
    assert lines[9].startswith("% time: ") and lines[9].endswith(" seconds")
    assert lines[12:18] == lines[4:10]  # a stored predicate is not a search


def test_help_lists_every_goal() -> None:
    repl = Repl(out=io.StringIO(), err=io.StringIO())
    out, _ = run_script("help.", repl=repl)
    for spec in repl.goals.specs:
        assert spec.usage in out
    assert "minimax(Pos, BestPos, Val, Path)" in out


# --- show ------------------------------------------------------------------------------


def test_show_goal_through_the_command(tmp_path: Path) -> None:
    done = subprocess.run(f'echo "show(a, alphabeta)." | logic-minimax repl {BRATKO}',
                          shell=True, cwd=tmp_path, env=venv_env(), capture_output=True,
                          text=True, timeout=60, check=False)
    assert (done.returncode, done.stdout, done.stderr) == \
        (0, "% wrote a-alphabeta.svg\ntrue.\n", "")
    nodes = svg_nodes((tmp_path / "a-alphabeta.svg").read_text())
    assert nodes["pruned"] == {"l", "g", "o", "p"}
    assert nodes["pv"] == {"a", "b", "d", "i"}


def test_show_goal_default_names_and_an_explicit_file(tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    out, err = run_script("show(a).\nshow(a, alphabeta, 'pics/ab.dot').\n"
                          "show(a, minimax, 'a.png').", BRATKO)
    assert err == "ERROR: cannot write 'pics/ab.dot': No such file or directory\n"
    (tmp_path / "pics").mkdir()
    out2, err2 = run_script("show(a, alphabeta, 'pics/ab.dot').", BRATKO)
    assert out == "% wrote a-minimax.svg\ntrue.\n% wrote a.png\ntrue.\n"
    assert (out2, err2) == ("% wrote pics/ab.dot\ntrue.\n", "")
    assert svg_nodes((tmp_path / "a-minimax.svg").read_text())["searched"] == \
        set("abcdefghijlmnop")
    assert (tmp_path / "a.png").read_bytes().startswith(b"\x89PNG")
    dot = Dot.parse((tmp_path / "pics" / "ab.dot").read_text())
    assert dot.named("pruned") == {"l", "g", "o", "p"}
    assert dot.values()["c"] == "≤2"


def test_show_goal_options_size_direction_and_fold(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """The options of ``logic-minimax show`` as a Prolog list: a projector-sized PNG of
    the course's alpha-beta left to right, folded below the root's successors."""
    monkeypatch.chdir(tmp_path)
    out, err = run_script("show(a, alphabeta, [file('a.png'), size(1920, 1080), "
                          "direction(lr), fold(1)]).\n"
                          "show(a, standard_alphabeta, [size('800x600'), file('s.svg')]).",
                          BRATKO)
    assert (out, err) == ("% wrote a.png\ntrue.\n% wrote s.svg\ntrue.\n", "")
    assert png_size((tmp_path / "a.png").read_bytes()) == (1920, 1080)
    svg = (tmp_path / "s.svg").read_text()
    assert '<svg width="800px" height="600px"' in svg
    assert svg_nodes(svg)["pv"] == {"a", "b", "d", "i"}


@pytest.mark.parametrize(("query", "message"), [
    ("show(zz).", "unknown position 'zz'"),
    ("show(a, negamax).", "show/2 draws a search (minimax, alphabeta, expectiminimax, "
                          "standard_alphabeta), not negamax"),
    ("show(X).", "show/1 needs a position as its first argument"),
    ("show(a, alphabeta, 3).", "show/3 needs a file name such as 'a.png' or a list of "
                               "options (file(F), size(W, H), direction(lr), fold(D), "
                               "depth(D), max_nodes(N)), not 3"),
    ("show(a, alphabeta, [size(0, 3)]).", "size(0, 3) is not an option of show/3"),
    ("show(a, alphabeta, [colour(red)]).", "colour(red) is not an option of show/3"),
    ("show(a, alphabeta, [size('12')]).", "'12' is not a size: write WIDTHxHEIGHT"),
    ("show(a, alphabeta, 'a.jpg').", "cannot tell the picture format of 'a.jpg'"),
])
def test_show_goal_errors_are_printed_and_the_repl_goes_on(
        query: str, message: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    out, err = run_script(query + "\nmax_to_move(d).", BRATKO)
    assert out == "true.\n"
    assert err.startswith("ERROR: ") and message in err
    assert list(tmp_path.iterdir()) == []


# --- the goal table --------------------------------------------------------------------


def test_a_goal_is_one_marked_method() -> None:
    class WithDescribe(Repl):
        @goal("describe", 1, usage="describe(Pos).", help="say what Pos is")
        def do_describe(self, query: Query) -> Iterable[Answer]:
            self.say(f"describing {query.goal.args[0]}")
            return [{}]

    repl = WithDescribe([BRATKO], out=io.StringIO(), err=io.StringIO())
    out, _ = run_script("describe(a).\nhelp.", repl=repl)
    assert out.startswith("describing a\ntrue.\n")
    assert "describe(Pos)." in out and "say what Pos is" in out


def test_goals_are_registered_per_instance() -> None:
    first, second = Repl(out=io.StringIO()), Repl(out=io.StringIO())
    first.goals.register(GoalSpec("ping", (0,), "ping.", "answer pong"),
                         lambda query: [{"Pong": "pong"}])
    assert run_script("ping.", repl=first)[0] == "Pong = pong.\n"
    assert "Unknown procedure: ping/0" in run_script("ping.", repl=second)[1]


@pytest.mark.parametrize("query", ["consult(X).", "retract(X).", "listing(1, 2).", "3."])
def test_bad_goal_arguments_are_errors(query: str) -> None:
    out, err = run_script(query, BRATKO)
    assert out == "" and err.startswith("ERROR: ")


# -- issue 14: the fuzz campaign's reproducers ---------------------------------------------

def run_with_status(queries: str, *files: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = Repl(files, out=out, err=err).run_script(io.StringIO(queries))
    return status, out.getvalue(), err.getvalue()


def test_b7_a_quoted_assertz_asserts_as_in_swi() -> None:
    assert run_with_status("'assertz'('x').\nx.\n'assert'(y).\ny.\n?- assertz(z).\nz.\n") == \
        (0, "true.\ntrue.\ntrue.\ntrue.\ntrue.\ntrue.\n", "")


def test_b7_a_bad_quoted_assertz_is_placed_in_the_query() -> None:
    status, out, err = run_with_status("'assertz'('x', ).\n")
    assert (status, out) == (2, "")
    assert err.startswith("ERROR: <query>:1:")


def test_an_internal_error_is_one_line_and_the_toplevel_goes_on(
        monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(self: FactStore, name: str, arity: int, first: object) -> object:
        raise ZeroDivisionError("division by zero")

    monkeypatch.setattr(FactStore, "rows", broken)  # what the engine reads facts with
    status, out, err = run_with_status("max_to_move(X).\nminimax(a, B, V, P).\n", BRATKO)
    assert status == EXIT_INTERNAL
    assert out == "B = b,\nV = 4,\nP = [b, d, i].\n"  # the next query ran
    [line] = err.splitlines()
    assert line.startswith("internal error: ZeroDivisionError: division by zero — please "
                           "report, details in ")
    details = line.rsplit(" ", 1)[1]
    with open(details, encoding="utf-8") as file:
        assert "Traceback" in file.read()
