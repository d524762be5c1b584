"""The goal runner: goals as typed at SWI-Prolog's ``?-`` prompt, read once by the engine's
reader and answered as SWI's toplevel answers; answers as Python values at the edge."""

from __future__ import annotations

import pytest

import logic_minimax as lm
from logic_minimax.errors import PrologError
from logic_minimax.kb.goals import all_answers, read_goal
from logic_minimax.kb.purity import is_pure
from logic_minimax.prolog.values import Compound
from tests.helpers.kb import course_kb
from tests.helpers.paths import BRATKO


def test_a_goal_is_read_once_with_its_variables_named() -> None:
    read = read_goal(lm.load(BRATKO), "?- minimax(a, Best, _Val, [b|Rest]).")
    assert [name for name, _ in read.names] == ["Best", "_Val", "Rest"]


def test_query_answers_are_python_values() -> None:
    kb = lm.load(BRATKO)
    assert kb.query("minimax(a, B, V, P)") == [{"B": "b", "V": 4, "P": ["b", "d", "i"]}]
    assert kb.query("?- alphabeta(a, -inf, inf, G, V, P).") == [
        {"G": "b", "V": 4, "P": ["b", "d", "i"]}]
    assert kb.query("moves(P, [h, i])") == [{"P": "d"}]
    assert kb.query("static_eval(h, 2)") == []
    assert kb.query("max_to_move(d)") == [{}]
    assert kb.query("static_eval(X, 2), true") == kb.query("static_eval(X, 2)")
    with pytest.raises(PrologError, match="Unknown procedure: nothing/0"):
        kb.query("nothing")


def test_nested_lists_become_lists_and_compounds_compounds() -> None:
    kb = lm.loads("opening(italian, [[e4, e5], [nf3, nc6]]). at(s(3, max)).")
    assert kb.query("opening(Name, [First|Rest])") == [
        {"Name": "italian", "First": ["e4", "e5"], "Rest": [["nf3", "nc6"]]}]
    assert kb.query("at(P)") == [{"P": Compound("s", (3, "max"))}]
    assert kb.query("X = []") == [{"X": []}]


def test_all_answers_print_as_the_toplevel() -> None:
    kb = course_kb("expecti.pl")
    found = all_answers(kb, "expectiminimax(a, BestPos, Val, Path).")
    assert found.text == "BestPos = c1,\nVal = 4.0,\nPath = [c1, m1, l1]."
    assert all_answers(kb, "expectiminimax(a, c2, _, _).").text == "false."


def test_the_goal_minus_inf_is_not_the_atom_minus_inf() -> None:
    # issue 14: foo(-inf) matched the fact foo('-inf'); in SWI -inf is the term -(inf)
    kb = lm.loads("foo('-inf').\nfoo(inf).\n")
    assert kb.query("foo(-inf).") == [] and kb.query("foo('-inf').") == [{}]
    assert lm.load(BRATKO).query("alphabeta(a, -inf, +inf, G, V).") == [{"G": "b", "V": 4}]
    with pytest.raises(PrologError, match="Arithmetic: `'-inf'/0' is not a function"):
        lm.load(BRATKO).query("alphabeta(a, '-inf', inf, G, V).")  # SWI's words


def test_impure_goals_are_told_apart_for_the_cache() -> None:
    kb = lm.load(BRATKO)
    assert all_answers(kb, "minimax(a, B, V, P).").pure
    assert not all_answers(kb, "X is random(1000000000).").pure
    kb.load_string("roll(X) :- random_between(1, 6, X).\nboth(X) :- roll(X).", "dice.pl")
    assert not is_pure(kb.engine, read_goal(kb, "both(X).").term)
    assert not is_pure(kb.engine, read_goal(kb, "maplist(roll, [A, B]).").term)
    assert is_pure(kb.engine, read_goal(kb, "static_eval(X, V), V > 3.").term)
