"""A Prolog user's first hour at the toplevel: goals that are not the toplevel's own run in
the knowledge base's engine and answer as SWI-Prolog's toplevel does."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from prompt_toolkit.completion import CompleteEvent
from prompt_toolkit.document import Document

from logic_minimax.app.prompt import GoalCompleter
from logic_minimax.app.repl import Repl
from tests.helpers.paths import BONES_RULES, BRATKO, COURSE
from tests.helpers.repl import run_script
from tests.helpers.swipl import swipl_toplevel


@pytest.mark.parametrize(("query", "answer"), [
    ("X is 2+3.", "X = 5.\n"),
    ("static_eval(X, V), V > 4.", "X = j,\nV = 5 ;\nX = l,\nV = 6 ;\nfalse.\n"),
    ("\\+ moves(h, _).", "true.\n"),
    ("member(X, [a, b]).", "X = a ;\nX = b.\n"),
    ("findall(P, max_to_move(P), L), length(L, N).", "L = [d, e, f, g],\nN = 4.\n"),
    ("between(1, 3, X).", "X = 1 ;\nX = 2 ;\nX = 3.\n"),
    ("write(hello).", "hello\ntrue.\n"),
    ("minimax(a, B, V, P), V > 3.", "B = b,\nV = 4,\nP = [b, d, i].\n"),
    ("atom_length(abc, N), N =:= 4.", "false.\n"),
])
def test_goals_run_in_the_engine(query: str, answer: str) -> None:
    assert run_script(query, str(BRATKO)) == (answer, "")


def test_listing_of_a_store_predicate_and_of_a_rule() -> None:
    out, err = run_script("listing(moves/2).\nassertz((deep(P) :- moves(P, [Q, R]), Q \\== R)).\n"
                          "listing(deep/1).\ndeep(P).", str(BRATKO))
    assert out.startswith("moves(a, [b, c]).\nmoves(b, [d, e]).\n")
    assert ":- dynamic deep/1.\n\ndeep(A) :-\n    moves(A, [B, C]),\n    B\\==C.\n\ntrue.\n" \
        in out
    assert out.endswith("P = a ;\nP = b ;\nP = c ;\nP = d ;\nP = e ;\nP = f ;\nP = g.\n")
    assert err == ""


def test_retract_backtracks_over_the_programs_clauses() -> None:
    out, _ = run_script("assertz(seen(a)), assertz(seen(b)).\nretract(seen(X)).\nseen(Y).",
                        str(BRATKO))
    assert out == "true.\nX = a ;\nX = b.\nfalse.\n"


def test_errors_print_as_swi_and_the_next_query_runs() -> None:
    out, err = run_script("atom_length(abc, foo).\natom_length(X, 3).\nX = 1.", str(BRATKO))
    assert out == "X = 1.\n"
    assert err == ("ERROR: Type error: `integer' expected, found `foo' (an atom)\n"
                   "ERROR: Arguments are not sufficiently instantiated\n")


def test_an_inference_limit_stops_a_runaway_query_with_a_resource_error() -> None:
    repl = Repl([str(BRATKO)], out=io.StringIO(), err=io.StringIO())
    repl.kb.engine.limits.inferences = 10_000
    out, err = run_script("assertz((loop(N) :- M is N + 1, loop(M))).\nloop(0).\nX = 1.",
                          repl=repl)
    assert (out, err) == ("true.\nX = 1.\n", "ERROR: Not enough resources: inferences\n")


def test_the_course_file_answers_and_keeps_the_port_as_lm_minimax() -> None:
    out, _ = run_script(f"consult('{COURSE}').\nminimax(d, B, V, L).\nlm_minimax(a, B, V, L).")
    assert out == "true.\nB = i,\nV = 4,\nL = [i].\nB = b,\nV = 4,\nL = [b, d, i].\n"


def test_help_and_completion_know_the_programs_predicates() -> None:
    repl = Repl([str(COURSE)], out=io.StringIO(), err=io.StringIO())
    out, _ = run_script("help.", repl=repl)
    assert "lm_minimax(Pos, BestPos, Val, Path)" in out and "any Prolog goal" in out
    completer = GoalCompleter(repl)
    assert [c.text for c in completer.get_completions(Document("bet"), CompleteEvent())] == \
        ["betterof"]


def test_a_rule_game_is_consulted_with_a_path_and_searched() -> None:
    rules = str(BONES_RULES.with_suffix("")).replace(str(BONES_RULES.parent.parent) + "/", "")
    out, err = run_script(f"[{rules}].\nalphabeta(s(7, max), -inf, inf, G, V).",
                          repl=Repl(out=io.StringIO(), err=io.StringIO()))
    assert (out, err) == ("true.\nG = s(4, min),\nV = 1.\n", "")


def test_trace_shows_the_engines_ports_and_the_searchs_own_trace() -> None:
    out, _ = run_script("trace.\nX is 1+1.\nminimax(d, B, V, P).", str(BRATKO))
    lines = out.splitlines()
    assert lines[0] == "true."  # trace/0 is the engine's: it says nothing, as in SWI
    # SWI's toplevel levels (10), and its short variable names
    assert lines[1:4] == ["   Call: (10) _1 is 1+1", "   Exit: (10) 2 is 1+1", "X = 2."]
    # the port traces as Bratko's code, not as one foreign call
    assert lines[4:6] == ["Call: (1) minimax(d, _, _, _)", "  Call: (2) moves(d, _)"]
    assert lines[-4:] == ["Exit: (1) minimax(d, i, 4, [i])", "B = i,", "V = 4,", "P = [i]."]


def test_a_rule_games_search_is_drawn_from_a_compound_position(tmp_path: Path) -> None:
    picture = tmp_path / "bones.txt"
    out, err = run_script(f"show(s(3, max), minimax, '{picture}').", str(BONES_RULES))
    assert (out, err) == (f"% wrote {picture}\ntrue.\n", "")
    assert "▲ s(3, max)  1" in picture.read_text()


@pytest.mark.swipl
def test_an_answer_ending_in_a_symbol_character_ends_with_a_spaced_period() -> None:
    # the full stop is a token: X = +.. would not read back
    queries = "X = '+.'.\nX = (\\\\).\nX = '→'.\nX = a+(-).\nX = 'a.'.\nX = \"a+\".\n"
    out, err = run_script(queries)
    assert (out.splitlines(), err) == (swipl_toplevel(queries), "")
