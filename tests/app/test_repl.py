"""The toplevel's goals and answers, through a Repl reading queries as a script (stdin not a
terminal), and through the real command with a pipe."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from logic_minimax.app.crash import EXIT_INTERNAL
from logic_minimax.app.query_text import split_queries
from logic_minimax.app.repl import SEARCH_GOALS, TOPLEVEL_GOALS, Repl
from logic_minimax.kb.gametables import ColumnTable
from tests.helpers.cli import venv_env
from tests.helpers.paths import FACTS
from tests.helpers.pictures import Dot, png_size, svg_nodes
from tests.helpers.repl import run_script
from tests.helpers.swipl import swipl_session
from tests.helpers.traces import SLIDE_TRACE

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
    assert err.startswith("ERROR: <query>:1:19: operator expected\n"
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


# --- consult, make: SWI-Prolog's semantics (answers checked against swipl 9) ----------

SMALL = "moves(r, [x, y]). min_to_move(x). min_to_move(y).\nstatic_eval(x, 3). static_eval(y, 5).\n"


def redefined(path: Path | str, line: int, name: str) -> str:
    return f"Warning: {path}:{line}:\nWarning:    Redefined static procedure {name}\n"


def newer(path: Path) -> None:
    """A modification time after the load, however fast the test runs (what make/0 sees)."""
    later = path.stat().st_mtime + 10
    os.utime(path, (later, later))


def test_consult_and_list_forms(tmp_path: Path) -> None:
    (tmp_path / "small.pl").write_text(SMALL)
    aima = FACTS / "aima_3ply.pl"
    out, err = run_script(f"consult('{tmp_path / 'small'}').\nminimax(r, B, V, P).\n"
                          f"['{aima}'].\nminimax(a, B, V, P).\n")
    assert out == "true.\nB = y,\nV = 5,\nP = [y].\ntrue.\nB = b,\nV = 3,\nP = [b, b1].\n"
    # The second tree redefines the first one's predicates, with SWI's warning for each
    for line, name in ((12, "min_to_move/1"), (14, "moves/2"), (19, "static_eval/2")):
        assert redefined(aima, line, name) + \
            f"Warning:    Previously defined at {tmp_path / 'small.pl'}" in err
    assert err.count("Redefined static procedure") == 3


def test_a_redefinition_names_the_line_of_the_first_definition(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "small.pl").write_text(SMALL)
    (tmp_path / "other.pl").write_text("\n\nmoves(s, [t]).\n")
    monkeypatch.chdir(tmp_path)  # [small] is the file given, reloaded without a word
    _, err = run_script("[small]. [other].", "small.pl")
    assert err == redefined(tmp_path / "other.pl", 3, "moves/2") + \
        f"Warning:    Previously defined at {tmp_path / 'small.pl'}:1\n"


def test_consult_reports_syntax_errors_and_loads_the_rest(tmp_path: Path) -> None:
    bad = tmp_path / "bad.pl"
    bad.write_text("moves(z, [b]).\nstatic_eval(b, 3]).\nstatic_eval(c, x).\n")
    out, err = run_script(f"consult('{bad}').\nmoves(z, L).\nstatic_eval(X, V).\n"
                          "consult(nowhere).\nstatic_eval(h, V).", BRATKO)
    # static_eval(c, x) is a fact like any other to Prolog: only a search asks for numbers
    assert out == "true.\nL = [b].\nX = c,\nV = x.\nfalse.\n"
    assert err.startswith(redefined(bad, 1, "moves/2"))
    assert f"ERROR: {bad}:2:16: Syntax error: Illegal start of term\n    static_eval(b, 3]).\n" \
        in err
    assert err.endswith("ERROR: source_sink `nowhere' does not exist\n")


def test_make_reloads_changed_files_and_keeps_the_sessions_own_facts(tmp_path: Path) -> None:
    tree = tmp_path / "tree.pl"
    tree.write_text(SMALL)
    repl = Repl([str(tree)], out=io.StringIO(), err=io.StringIO())
    out, err = run_script("assertz(note(kept)).\nretract(static_eval(y, _)).\n"
                          "assertz(static_eval(y, 1)).", repl=repl)
    # The file's predicates are static: changing them is an error, as in SWI
    assert out == "true.\n"
    assert err == ("ERROR: No permission to modify static procedure `static_eval/2'\n"
                   f"ERROR: Defined at {tree}:2\n") * 2
    tree.write_text(SMALL.replace("static_eval(x, 3)", "static_eval(x, 7)"))
    newer(tree)
    out, err = run_script("make.\nminimax(r, B, V, P).\nnote(X).\nmake.\n", repl=repl)
    assert (out, err) == ("true.\nB = x,\nV = 7,\nP = [x].\nX = kept.\ntrue.\n", "")


def test_consulting_a_file_again_reloads_it(tmp_path: Path) -> None:
    tree = tmp_path / "tree.pl"
    tree.write_text("moves(r, [x]). static_eval(x, 3). label(r, first).\n")
    repl = Repl([str(tree)], out=io.StringIO(), err=io.StringIO())
    tree.write_text("moves(r, [x]). static_eval(x, 4). label(r, second).\n")
    out, err = run_script(f"['{tree}'].\nminimax(r, B, V, P).\nlabel(r, L).", repl=repl)
    assert (out, err) == ("true.\nB = x,\nV = 4,\nP = [x].\nL = second.\n", "")


def test_make_with_a_broken_file_reports_it_and_loads_the_rest(tmp_path: Path) -> None:
    tree = tmp_path / "tree.pl"
    tree.write_text("moves(r, [x]). static_eval(x, 3).\n")
    repl = Repl([str(tree)], out=io.StringIO(), err=io.StringIO())
    tree.write_text("moves(r, [x]).\nstatic_eval(x, 3]).\nstatic_eval(y, 4).\n")
    newer(tree)
    out, err = run_script("make.\nstatic_eval(X, V).\n", repl=repl)
    assert out == "true.\nX = y,\nV = 4.\n"  # the old clauses are gone, as in SWI
    assert err.startswith(f"ERROR: {tree}:2:16: Syntax error: Illegal start of term\n")


def test_a_file_redefines_a_predicate_asserted_at_the_toplevel(tmp_path: Path) -> None:
    tree = tmp_path / "tree.pl"
    tree.write_text("moves(r, [x]).\n")
    repl = Repl([str(tree)], out=io.StringIO(), err=io.StringIO())
    run_script("assertz(static_eval(x, 1)).", repl=repl)
    tree.write_text("moves(r, [x]).\nstatic_eval(x, 2).\n")
    newer(tree)
    out, err = run_script("make.\nstatic_eval(x, V).", repl=repl)
    assert (out, err) == ("true.\nV = 2.\n", redefined(tree, 2, "static_eval/2"))


def test_a_dynamic_declaration_redefines_another_files_predicate(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # the declaration does not tie another file's predicate to this one: its clause
    # redefines it, and it is static again (SWI's pl-srcfile.c)
    (tmp_path / "first.pl").write_text("foo(1).\n")
    (tmp_path / "second.pl").write_text(":- dynamic foo/1.\nfoo(2).\n")
    monkeypatch.chdir(tmp_path)
    out, err = run_script("[second].\nfoo(X).", "first.pl")
    assert out == "true.\nX = 2.\n"
    assert err == redefined(tmp_path / "second.pl", 2, "foo/1") + \
        f"Warning:    Previously defined at {tmp_path / 'first.pl'}:1\n"


REDEFINITIONS = {
    "a dynamic declaration of another file's predicate, no clauses": (
        {"first.pl": "foo(1).\n", "second.pl": ":- dynamic foo/1.\n"}, ["first.pl"],
        "[second].\nforall(foo(X), writeln(X)).\n"
        "(predicate_property(foo(_), dynamic) -> writeln(dyn) ; writeln(static)).\n"),
    "a dynamic predicate of another file, static again": (
        {"first.pl": ":- dynamic foo/1.\nfoo(1).\n", "second.pl": "foo(2).\n"}, ["first.pl"],
        "[second].\nforall(foo(X), writeln(X)).\n"
        "(predicate_property(foo(_), dynamic) -> writeln(dyn) ; writeln(static)).\n"),
    "clauses asserted by another file's directive": (
        {"first.pl": ":- dynamic c/1.\n:- assertz(c(1)).\n", "second.pl": "c(2).\n"},
        ["first.pl"], "[second].\nforall(c(X), writeln(X)).\n"),
    "declared dynamic after asserting at the toplevel": (
        {"file.pl": ":- dynamic bar/1.\nbar(2).\n"}, [],
        "assertz(bar(1)).\n[file].\nforall(bar(X), writeln(X)).\n"),
    "multifile": (
        {"first.pl": ":- multifile m/1.\nm(1).\n", "second.pl": ":- multifile m/1.\nm(2).\n"},
        ["first.pl"], "[second].\nforall(m(X), writeln(X)).\n"),
    "the first file again, and a discontiguous predicate": (
        {"first.pl": "p(1).\nq(1).\np(2).\n", "second.pl": "\n\nq(2).\n"}, ["first.pl"],
        "[second].\n[first].\nforall(q(X), writeln(X)).\n[second].\n"
        "forall(q(X), writeln(X)).\n"),
}


@pytest.mark.swipl
@pytest.mark.parametrize("case", REDEFINITIONS)
def test_redefinitions_as_swi(case: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
                              ) -> None:
    files, argv, queries = REDEFINITIONS[case]
    for name, text in files.items():
        (tmp_path / name).write_text(text)
    monkeypatch.chdir(tmp_path)
    out, err = run_script(queries, *argv)
    ours = [line for line in out.split("\n") if line], err.replace(f"{tmp_path}/", "")
    assert ours == swipl_session(queries, *argv, cwd=tmp_path)


# --- assertz, retract, listing ---------------------------------------------------------


def test_assert_changes_only_dynamic_predicates_as_in_swi() -> None:
    out, err = run_script("assertz(moves(x, [y, z])).\nmoves(x, L).\n"
                          "assertz(static_eval(h, 9)).\nstatic_eval(h, V).\n"
                          "assertz(seen(1)).\nassertz(seen(a)).\nseen(X).", BRATKO)
    assert out == "false.\nV = 1.\ntrue.\ntrue.\nX = 1 ;\nX = a.\n"
    # SWI's words, with where the static procedure is defined
    assert err == ("ERROR: No permission to modify static procedure `moves/2'\n"
                   f"ERROR: Defined at {BRATKO}:22\n"
                   "ERROR: No permission to modify static procedure `static_eval/2'\n"
                   f"ERROR: Defined at {BRATKO}:30\n")


def dynamic_bratko(tmp_path: Path) -> str:
    """The seed's tree with its values and MAX positions dynamic."""
    path = tmp_path / "dynamic.pl"
    path.write_text(":- dynamic static_eval/2, max_to_move/1.\n" +
                    (FACTS / "bratko.pl").read_text())
    return str(path)


def test_retract_then_assert_changes_the_answer(tmp_path: Path) -> None:
    out, err = run_script("retractall(static_eval(h, _)).\nassertz(static_eval(h, 7)).\n"
                          "minimax(a, B, V, P).\nretract(static_eval(h, 1)).\n"
                          "retractall(max_to_move(_)).\nmax_to_move(X).\nstatic_eval(h, V).",
                          dynamic_bratko(tmp_path))
    assert err == ""
    # d now takes h = 7, so b (MIN) takes e = 6, and a still b
    assert out == "true.\ntrue.\nB = b,\nV = 6,\nP = [b, e, l].\nfalse.\ntrue.\nfalse.\n" \
        "V = 7.\n"


def test_retract_of_the_only_matching_fact_is_deterministic(tmp_path: Path) -> None:
    # retract/1 selects as a call does: SWI's indexing knows no other fact may match
    out, _ = run_script("retract(static_eval(h, V)).\nretract(static_eval(j, 5)).",
                        dynamic_bratko(tmp_path))
    assert out == "V = 1.\ntrue.\n"


def test_listing_is_a_program(tmp_path: Path) -> None:
    out, _ = run_script("assertz(label(a, 'Start here')).\nlisting.", BRATKO)
    listed = out.removeprefix("true.\n").removesuffix("true.\n")
    assert "moves(a, [b, c]).\n" in listed
    assert ":- dynamic label/2.\n\nlabel(a, 'Start here').\n" in listed
    (tmp_path / "listed.pl").write_text(listed)
    again, err = run_script(f"consult('{tmp_path / 'listed.pl'}'). minimax(a, B, V, P). "
                            "label(a, L).")
    assert (again, err) == ("true.\nB = b,\nV = 4,\nP = [b, d, i].\nL = 'Start here'.\n", "")


def test_listing_of_one_predicate() -> None:
    out, err = run_script("listing(static_eval).\nlisting(nothing).\nlisting(nothing/3).",
                          BRATKO)
    assert out.startswith("static_eval(h, 1).\nstatic_eval(i, 4).\n")
    assert out.endswith("static_eval(p, 1).\n\ntrue.\n") and "moves" not in out
    assert err == ("ERROR: procedure `nothing' does not exist (DWIM could not correct goal)\n"
                   "ERROR: Unknown procedure: nothing/3 (DWIM could not correct goal)\n")


# --- trace, stats, help ----------------------------------------------------------------


def test_trace_prints_before_the_answer_and_notrace_stops_it() -> None:
    out, err = run_script("trace.\nminimax(d, B, V, P).\nnotrace.\nminimax(d, B, V, P).",
                          BRATKO)
    # trace/0 is the engine's (silent, as SWI's); a built-in search traces as the course's
    # program runs in SWI, not as one foreign call
    assert out == "true.\n" + SLIDE_TRACE + "B = i,\nV = 4,\nP = [i].\n" \
        "true.\nB = i,\nV = 4,\nP = [i].\n"
    assert err == ""


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
    for usage, text in (*SEARCH_GOALS, *TOPLEVEL_GOALS):
        assert f"  {usage}" in out and text in out
    assert "minimax(Pos, BestPos, Val, Path)" in out and out.endswith("true.\n")


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
    ("show(zz).", "unknown position zz: no fact mentions it"),
    ("show(a, negamax).", "Domain error: `picture_algorithm' expected, found `negamax'"),
    ("show(X).", "Arguments are not sufficiently instantiated"),
    ("show(a, alphabeta, 3).", "Type error: `list' expected, found `3' (an integer)"),
    ("show(a, alphabeta, [size(0, 3)]).",
     "Domain error: `show_option' expected, found `size(0,3)'"),
    ("show(a, alphabeta, [colour(red)]).",
     "Domain error: `show_option' expected, found `colour(red)'"),
    ("show(a, alphabeta, [size('12')]).",
     "Domain error: `show_option' expected, found `size('12')'"),
    ("show(a, alphabeta, 'a.jpg').", "cannot tell the picture format of 'a.jpg': name the "
                                     "file with one of .svg, .png, .dot, .gv, .html, .htm, .txt"),
])
def test_show_goal_errors_are_printed_and_the_repl_goes_on(
        query: str, message: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    out, err = run_script(query + "\nmax_to_move(d).", BRATKO)
    assert (out, err) == ("true.\n", f"ERROR: {message}\n")
    assert list(tmp_path.iterdir()) == []


# --- the toplevel's own goals are predicates ---------------------------------------------


def test_the_toplevels_goals_run_inside_other_goals(tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    out, err = run_script("forall(member(P, [d, e]), show(P)).\n"
                          "alphabeta(a, -inf, inf, _, _), stats.", BRATKO)
    assert out.startswith("% wrote d-minimax.svg\n% wrote e-minimax.svg\ntrue.\n"
                          "% alphabeta(a, -inf, inf)\n")
    assert err == "" and sorted(p.name for p in tmp_path.iterdir()) == \
        ["d-minimax.svg", "e-minimax.svg"]


def test_a_programs_own_definition_of_a_toplevel_goal_wins(tmp_path: Path) -> None:
    own = tmp_path / "own.pl"
    own.write_text("help :- write(my_help), nl.\nstats(seen).\n")
    out, err = run_script("help.\nstats(X).\nstats.", str(own))
    assert (out, err) == ("my_help\ntrue.\nX = seen.\n% no search yet\ntrue.\n", "")


@pytest.mark.parametrize("query", ["consult(X).", "retract(X).", "atom_length(X, 3).", "3."])
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
    def broken(self: ColumnTable, goal: object) -> object:
        raise ZeroDivisionError("division by zero")

    monkeypatch.setattr(ColumnTable, "select", broken)  # what the engine reads facts with
    status, out, err = run_with_status("max_to_move(X).\nminimax(a, B, V, P).\n", BRATKO)
    assert status == EXIT_INTERNAL
    assert out == "B = b,\nV = 4,\nP = [b, d, i].\n"  # the next query ran
    [line] = err.splitlines()
    assert line.startswith("internal error: ZeroDivisionError: division by zero — please "
                           "report, details in ")
    details = line.rsplit(" ", 1)[1]
    with open(details, encoding="utf-8") as file:
        assert "Traceback" in file.read()
