"""The Python API for the REPL and notebooks: load/loads, query answers as Python values,
assertz/retract checked like loads, readable results, traces to a function or a stream."""

from __future__ import annotations

import io
import math
import re

import pytest

import logic_minimax as lm
from logic_minimax import TraceEvent
from logic_minimax.errors import FactConflictError, LoadError, QueryError

from .conftest import FACTS

BRATKO = FACTS / "bratko.pl"


def test_load_files_and_text() -> None:
    kb = lm.load(BRATKO, str(FACTS / "binary8.pl"))
    assert kb.minimax("a").path == ("b", "d", "i")
    assert kb.minimax("n0").path == ("n2", "n5", "l4")
    small = lm.loads("moves(r, [x, y]). min_to_move(x). static_eval(x, 3). static_eval(y, 5).")
    assert (small.minimax("r").best, small.minimax("r").value) == ("y", 5)
    assert lm.load().is_empty()


def test_load_errors_name_the_text() -> None:
    with pytest.raises(LoadError) as info:
        lm.loads("moves(r, [x]).\nstatic_eval(x, high).", name="mine.pl")
    assert info.value.errors[0].location == "mine.pl:2:16"


def test_query_answers_are_python_values() -> None:
    kb = lm.load(BRATKO)
    assert kb.query("minimax(a, B, V, P)") == [{"B": "b", "V": 4, "P": ["b", "d", "i"]}]
    assert kb.query("?- alphabeta(a, -inf, inf, G, V, P).") == [
        {"G": "b", "V": 4, "P": ["b", "d", "i"]}]
    assert kb.query("moves(P, [h, i])") == [{"P": "d"}]
    assert kb.query("static_eval(h, 2)") == []
    assert kb.query("max_to_move(d)") == [{}]
    with pytest.raises(QueryError, match="unknown procedure nothing/0"):
        kb.query("nothing")


def test_nested_lists_become_lists() -> None:
    kb = lm.loads("opening(italian, [[e4, e5], [nf3, nc6]]).")
    assert kb.query("opening(Name, [First|Rest])") == [
        {"Name": "italian", "First": ["e4", "e5"], "Rest": [["nf3", "nc6"]]}]


def test_assertz_then_retract() -> None:
    kb = lm.load(BRATKO)
    kb.assertz("moves(x, [y, z]).")
    kb.assertz("label(x, 'Start')")
    assert kb.facts("moves")[-1] == ("x", ("y", "z"))
    assert kb.query("label(x, L)") == [{"L": "Start"}]
    assert kb.retract("moves(x, _)") == ("x", ("y", "z"))
    assert kb.retract("moves(x, _)") is None
    assert kb.retractall("min_to_move(_)") == 10
    assert kb.facts("min_to_move") == []
    assert kb.facts("max_to_move") == [("d",), ("e",), ("f",), ("g",)]


def test_assertz_is_checked_like_a_load_and_changes_nothing_on_error() -> None:
    kb = lm.load(BRATKO)
    with pytest.raises(LoadError) as info:
        kb.assertz("static_eval(h, 2)")
    error = info.value.errors[0]
    assert isinstance(error, FactConflictError)
    assert "static_eval(h, 1) at " in error.message and "bratko.pl:30:1" in error.message
    for bad, message in [("static_eval(h)", "static_eval/1 is not static_eval/2"),
                         ("moves(q, X)", "variable 'X'"),
                         ("a(1). b(2).", "assertz takes one fact"),
                         ("% nothing", "assertz needs a fact"),
                         ("p :- q", "rules (:-) are not supported")]:
        with pytest.raises(LoadError, match=re.escape(message)):
            kb.assertz(bad)
    assert kb.facts("static_eval")[0] == ("h", 1)
    assert kb.query("minimax(a, B, V, P)")[0]["V"] == 4


def test_a_conflict_with_an_asserted_fact_says_so() -> None:
    kb = lm.loads("moves(r, [x]).")
    kb.assertz("static_eval(x, 1)")
    with pytest.raises(LoadError, match=r"static_eval\(x, 1\) asserted"):
        kb.assertz("static_eval(x, 2)")


def test_retract_then_assert_may_change_a_fact_and_the_search_sees_it() -> None:
    kb = lm.load(BRATKO)
    assert kb.retract("static_eval(h, V)") == ("h", 1)
    kb.assertz("static_eval(h, 7)")
    result = kb.minimax("a")
    assert (result.best, result.value, result.path) == ("b", 6, ("b", "e", "l"))
    # a later conflict names the file's fact no more: it was retracted
    with pytest.raises(LoadError, match=r"static_eval\(h, 7\) asserted"):
        kb.assertz("static_eval(h, 8)")


def test_retract_checks_the_game_tree_arities() -> None:
    with pytest.raises(QueryError, match="moves/3 is not moves/2"):
        lm.load(BRATKO).retract("moves(a, b, c)")


def test_repr_of_results() -> None:
    kb = lm.load(BRATKO)
    assert repr(kb.minimax("a")) == ("SearchResult(best='b', value=4, path=['b', 'd', 'i'], "
                                     "nodes_visited=15, leaves_evaluated=8)")
    assert repr(kb.alphabeta("a")) == (
        "SearchResult(best='b', value=4, path=['b', 'd', 'i'], nodes_visited=11, "
        "leaves_evaluated=5, cutoffs=2, pruned=2, algorithm='alphabeta')")
    assert repr(kb.minimax("h")) == ("SearchResult(best=None, value=1, path=[], "
                                     "nodes_visited=1, leaves_evaluated=1)")
    assert repr(kb) == ("<KnowledgeBase moves/2: 7, max_to_move/1: 4, min_to_move/1: 10, "
                        f"static_eval/2: 8; from {BRATKO}>")


def test_html_table_for_notebooks() -> None:
    kb = lm.loads("moves(r, ['<x>', y]). min_to_move('<x>'). "
                  "static_eval('<x>', 3). static_eval(y, 5).")
    html = kb.alphabeta("r", alpha=4)._repr_html_()
    assert html.startswith("<table>") and html.endswith("</table>")
    assert "<th style=\"text-align:left\">best move</th><td>y</td>" in html
    assert "<td>[y]</td>" in html
    assert "<th style=\"text-align:left\">cut-offs</th><td>0 (0 successors pruned)</td>" in html
    leaf = lm.loads("moves(r, ['<x>']). static_eval('<x>', 3).").minimax("r")._repr_html_()
    assert "<td>[&#x27;&lt;x&gt;&#x27;]</td>" in leaf  # quoted atoms, escaped
    assert "cut-offs" not in leaf


def test_trace_to_a_function_and_to_a_stream() -> None:
    kb = lm.load(BRATKO)
    events: list[TraceEvent] = []
    lm.trace_search(kb, "a", "alphabeta", events.append, alpha=-math.inf, beta=math.inf)
    stream = io.StringIO()
    lm.trace_search(kb, "a", "alphabeta", stream)
    assert stream.getvalue() == "".join(f"{event}\n" for event in events)
    first, last = events[0], events[-1]
    assert (first.port, first.level, first.goal.name) == ("Call", 1, "alphabeta")
    assert last.goal.args == ("a", -math.inf, math.inf, "b", 4)
    assert str(last) == "Exit: (1) alphabeta(a, -inf, inf, b, 4)"



def test_chance_outcomes_follow_retract_and_assertz() -> None:
    kb = lm.load(FACTS / "expecti.pl")
    assert kb.retract("probability(c2, m3, P)") == ("c2", "m3", 0.75)
    assert kb.tree.chance_outcomes("c2") is None  # the search will say so
    kb.assertz("static_eval(z, 1)")  # one fact at a time: c2's odds are not summed yet
    kb.assertz("probability(c2, m3, 0.75)")
    assert kb.tree.chance_outcomes("c2") == (("m3", 0.75), ("m4", 0.25))
    assert kb.expectiminimax("a").value == 4.0
    kb.retract("chance_to_move(c1)")
    assert kb.tree.chance_outcomes("c1") is None


def test_a_trace_is_of_bratkos_program_only() -> None:
    kb = lm.load(BRATKO)
    with pytest.raises(lm.errors.SearchArgumentError, match="no trace for 'expectiminimax'"):
        lm.trace_search(kb, "a", "expectiminimax", print)
    with pytest.raises(lm.errors.UnknownPositionError):
        lm.trace_search(kb, "zz", "minimax", print)
