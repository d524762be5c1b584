"""The knowledge base: a real pyDatalog knowledge base over the library's own indexes,
one per KnowledgeBase, with exact values."""

from __future__ import annotations

import gc
import threading
from collections.abc import Callable

from pyDatalog.pyDatalog import Variable
from pyDatalog.pyParser import Term

from logic_minimax import KnowledgeBase

Load = Callable[[str], KnowledgeBase]


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


def test_summary(load: Load) -> None:
    kb = load("moves(a, [b, c]). moves(b, [d]). moves(x, [c]). static_eval(c, 1). p(1).")
    summary = kb.summary()
    assert (summary.positions, summary.interior, summary.leaves) == (5, 3, 2)
    assert (summary.valued_leaves, summary.roots, summary.depth) == (1, ("a", "x"), 2)
    assert summary.other_predicates == ("p/1",)


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
