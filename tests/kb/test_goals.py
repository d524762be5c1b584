"""Goals as typed at SWI-Prolog's ``?-`` prompt, run against a knowledge base: variables
and partial lists in queries, answers as Python values, the search goals."""

from __future__ import annotations

import pytest

import logic_minimax as lm
from logic_minimax.errors import QueryError
from logic_minimax.kb.goals import format_answers, parse_goal, solve
from logic_minimax.prolog.terms import Compound, PartialList, Var
from tests.helpers.kb import course_kb
from tests.helpers.paths import BRATKO


def test_queries_may_hold_variables_and_partial_lists() -> None:
    goal = parse_goal("?- minimax(a, Best, _Val, [b|Rest]).")
    assert goal == Compound("minimax", ("a", Var("Best"), Var("_Val"),
                                        PartialList(("b",), Var("Rest"))))
    assert parse_goal("alphabeta(a, -inf, inf, G, V)").args[1:3] == \
        (Compound("-", ("inf",)), "inf")


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


def test_query_goal() -> None:
    kb = course_kb("expecti.pl")
    answers = list(solve(kb, parse_goal("expectiminimax(a, BestPos, Val, Path).")))
    assert format_answers(answers) == "BestPos = c1,\nVal = 4.0,\nPath = [c1, m1, l1]."
    assert list(solve(kb, parse_goal("expectiminimax(a, c2, _, _)."))) == []


def test_the_goal_minus_inf_is_not_the_atom_minus_inf() -> None:
    # issue 14: foo(-inf) matched the fact foo('-inf'); in SWI -inf is the term -(inf)
    kb = lm.loads("foo('-inf').\nfoo(inf).\n")
    assert kb.query("foo(-inf).") == [] and kb.query("foo('-inf').") == [{}]
    assert lm.load(BRATKO).query("alphabeta(a, -inf, +inf, G, V).") == [{"G": "b", "V": 4}]
    with pytest.raises(QueryError, match="Alpha must be a number"):
        lm.load(BRATKO).query("alphabeta(a, '-inf', inf, G, V).")
