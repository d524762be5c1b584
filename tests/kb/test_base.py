"""The knowledge base: a real pyDatalog knowledge base over the library's own indexes,
one per KnowledgeBase, with exact values; facts in load order; assertz and retract
checked like a load."""

from __future__ import annotations

import gc
import re
import threading

import pytest
from pyDatalog.pyDatalog import Variable
from pyDatalog.pyParser import Term

import logic_minimax as lm
from logic_minimax import KnowledgeBase
from logic_minimax.errors import FactConflictError, LoadError
from tests.helpers.kb import Load
from tests.helpers.paths import BRATKO


def test_datalog_queries_see_the_facts(load: Load) -> None:
    kb = load("moves(a, [b, c]). static_eval(b, 995). static_eval(c, 12). score(b, 1.5).")
    X, V, L = Variable(), Variable(), Variable()
    with kb.datalog():
        high = (Term("static_eval")(X, V) & (V > 990)).data
        children = Term("moves")("a", L).data
        other = Term("score")(X, V).data
    assert high == [("b", 995)]
    assert children == [(("b", "c"),)]
    assert other == [("b", 1.5)]


def test_datalog_rules_over_the_facts(load: Load) -> None:
    kb = load("moves(a, [b, c]). moves(b, [d]). static_eval(c, 1). static_eval(d, 2).")
    X, Y, L = Variable(), Variable(), Variable()
    interior = Term("interior_lm_test")
    with kb.datalog():
        interior(X) <= Term("moves")(X, L)  # noqa: B015 (pyDatalog's rule syntax)
        assert sorted(interior(Y).data) == [("a",), ("b",)]


def test_datalog_sees_predicates_defined_by_prolog_rules(load: Load) -> None:
    kb = load("moves(a, [b, c]). static_eval(b, 3). static_eval(c, 7).\n"
              "good(P, V) :- static_eval(P, V), V > 5.\n"
              "child(P, C) :- moves(P, L), member(C, L).\n")
    X, V = Variable(), Variable()
    with kb.datalog():
        assert Term("good")(X, V).data == [("c", 7)]
        assert sorted(Term("child")("a", X).data) == [("b",), ("c",)]
        assert Term("child")(X, "c").data == [("a",)]


def test_two_knowledge_bases_do_not_see_each_other(load: Load) -> None:
    first, second = load("static_eval(x, 1)."), load("static_eval(y, 2).")
    X, V = Variable(), Variable()
    with first.datalog():
        assert Term("static_eval")(X, V).data == [("x", 1)]
        with second.datalog():
            assert Term("static_eval")(X, V).data == [("y", 2)]
        assert Term("static_eval")(X, V).data == [("x", 1)]


def test_each_thread_sees_its_own_active_knowledge_base(load: Load) -> None:
    first, second = load("static_eval(x, 1)."), load("static_eval(y, 2).")
    seen: dict[str, object] = {}

    def worker(kb: KnowledgeBase, name: str) -> None:
        from pyDatalog import pyDatalog
        pyDatalog.Logic()  # pyDatalog needs a context in each new thread
        with kb.datalog():
            seen[name] = Term("static_eval")(Variable(), Variable()).data

    threads = [threading.Thread(target=worker, args=(kb, n))
               for kb, n in ((first, "first"), (second, "second"))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert seen == {"first": [("x", 1)], "second": [("y", 2)]}


def test_values_come_back_exact(load: Load) -> None:
    kb = load("static_eval(a, 0.1). static_eval(b, 12345678.9). static_eval(c, 0.10000001).")
    X, V = Variable(), Variable()
    with kb.datalog():
        values = dict(Term("static_eval")(X, V).data)
        above = sorted(x for x, _ in (Term("static_eval")(X, V) & (V > 0.1)).data)
    assert values == {"a": 0.1, "b": 12345678.9, "c": 0.10000001}
    assert above == ["b", "c"]


def test_facts_in_load_order(load: Load) -> None:
    kb = load("p(b). p(a). p(b). moves(r, [x]). max_to_move(r). min_to_move(x).")
    assert kb.facts("p") == [("b",), ("a",), ("b",)]  # Prolog keeps repeated facts
    assert kb.facts("max_to_move") == [("r",)]
    assert kb.predicates() == [("moves", 2), ("max_to_move", 1), ("min_to_move", 1),
                               ("p", 1)]


def test_loads_add_up(load: Load) -> None:
    kb = load("moves(a, [b, c]). min_to_move(b).")
    kb.load_string("static_eval(b, 1). static_eval(c, 2).")
    assert kb.minimax("a").best == "c"


# --- assertz, retract ------------------------------------------------------------------


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
    assert "static_eval(h, 2) here, 1 before" in error.message
    for bad, message in [("moves(q, x)", "moves/2 needs a list of positions, not x"),
                         ("static_eval(q, X)", "static_eval/2 needs a number, not the "
                                               "variable X"),
                         ("min_to_move(q, r)", "did you mean min_to_move/1?"),
                         ("a(1). b(2).", "expected exactly one clause"),
                         ("% nothing", "expected exactly one clause"),
                         ("p :- ", "operator expected")]:
        with pytest.raises(LoadError, match=re.escape(message)):
            kb.assertz(bad)
    kb.assertz("p(X) :- static_eval(X, 1)")  # a rule is a clause like any other
    assert kb.query("p(X)", first=True) == [{"X": "h"}]
    assert kb.facts("static_eval")[0] == ("h", 1)
    assert kb.query("minimax(a, B, V, P)")[0]["V"] == 4


def test_a_conflict_with_an_asserted_fact_says_so() -> None:
    kb = lm.loads("moves(r, [x]).")
    kb.assertz("static_eval(x, 1)")
    with pytest.raises(LoadError, match=r"conflicting static_eval/2 for x: static_eval\(x, 2\) "
                                        r"here, 1 before"):
        kb.assertz("static_eval(x, 2)")


def test_retract_then_assert_may_change_a_fact_and_the_search_sees_it() -> None:
    kb = lm.load(BRATKO)
    assert kb.retract("static_eval(h, V)") == ("h", 1)
    kb.assertz("static_eval(h, 7)")
    result = kb.minimax("a")
    assert (result.best, result.value, result.path) == ("b", 6, ("b", "e", "l"))
    # a later conflict is with the asserted fact: the file's was retracted
    with pytest.raises(LoadError, match=r"static_eval\(h, 8\) here, 7 before"):
        kb.assertz("static_eval(h, 8)")


def test_retract_of_a_predicate_the_program_lacks_finds_nothing() -> None:
    assert lm.load(BRATKO).retract("moves(a, b, c)") is None


# -- issue 14: the fuzz campaign's reproducers ---------------------------------------------

def test_a_fact_of_arity_zero_is_retracted() -> None:
    # found by the fuzzer: retract(x) after assertz(x) raised an IndexError
    kb = KnowledgeBase()
    kb.assertz("x")
    kb.assertz(";")
    assert kb.retract("x") == ()
    assert kb.retractall(";") == 1
    assert kb.query("x.") == [] and kb.facts("x", 0) == []


def test_the_garbage_collector_rests_while_datalog_queries_run(load: Load) -> None:
    """pyDatalog makes objects for every fact it sees; the cyclic collector would rescan
    them, and the whole knowledge base, again and again (three quarters of a range
    query over a million facts)."""
    kb = load("static_eval(x, 1).")
    assert gc.isenabled()
    with kb.datalog():
        assert not gc.isenabled()
        assert Term("static_eval")("x", Variable()).data == [(1,)]
    assert gc.isenabled()
