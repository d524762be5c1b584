"""Incremental tabling and the tables as data, against SWI-Prolog: a change to an
incremental dynamic predicate invalidates the incremental tables that depend on it (and
only those), which are computed again when next called; library(increval)'s questions
to the dependency graph; abolish_table_pred/1, abolish_table_call/1,
abolish_nonincremental_tables/0,1, get_calls/3, get_returns_for_call/2; and
the order of a complete table's answers where SWI's answer trie makes it knowable."""

from __future__ import annotations

import pytest

from tests.helpers.engine_util import ask, engine_with
from tests.helpers.swi_toplevel import toplevel
from tests.helpers.swipl import require_swipl

SHOP = """\
:- dynamic stock/2 as incremental.
:- dynamic price/2.
:- table available/1 as incremental.
:- table cheap/1 as incremental.
:- table listed/1.
:- table plain/1, counted/1 as incremental.

stock(apple, 3).
stock(pear, 0).
stock(plum, 5).
price(apple, 1).
price(plum, 4).

available(F) :- stock(F, N), N > 0.
cheap(F) :- available(F), price(F, P), P < 3.
listed(F) :- stock(F, _).
plain(F) :- stock(F, _).
counted(N) :- assertz(run), aggregate_all(count, available(_), N).
:- dynamic run/0.
runs(N) :- aggregate_all(count, run, N).

all(G, L) :- findall(G, G, L0), msort(L0, L).  % atoms come in an order SWI's own
"""


@pytest.mark.swipl
@pytest.mark.parametrize("query", [
    # an assert invalidates the tables depending on stock/2, directly or not
    "all(available(F), A), all(cheap(F), C), assertz(stock(pear, 2)), "
    "assertz(price(pear, 2)), all(available(F), A2), all(cheap(F), C2).",
    # retract and retractall too, and incr_assert/1 and friends are the same
    "all(available(F), A), retract(stock(apple, _)), all(available(F), A2), "
    "retractall(stock(plum, _)), all(available(F), A3), incr_assert(stock(fig, 1)), "
    "all(available(F), A4), incr_retract(stock(fig, 1)), all(available(F), A5).",
    # a table that is not incremental keeps its answers (as a change to a dynamic
    # predicate that is not incremental leaves the tables as they are)
    "all(listed(F), A), assertz(stock(fig, 1)), all(listed(F), A2).",
    "all(cheap(F), A), assertz(price(plum, 1)), all(cheap(F), A2).",
    # `table a/1, b/1 as incremental` makes only b/1 incremental (as binds tighter)
    "all(plain(F), A), assertz(stock(fig, 1)), all(plain(F), A2).",
    "predicate_property(plain(_), incremental) -> R = yes ; R = no.",
    "predicate_property(stock(_, _), incremental) -> R = yes ; R = no.",
    # a table is computed once, and again only when invalid
    "counted(N), counted(N2), assertz(stock(kiwi, 9)), counted(N3), runs(R).",
    # a change to a call nothing depends on invalidates nothing
    "counted(_), assertz(price(kiwi, 1)), counted(N), runs(R).",
])
def test_changes_invalidate_the_dependent_tables_as_in_swi(query: str) -> None:
    once = f"once(({query[:-1]}))."  # SWI's toplevel waits at a choice point
    expected = toplevel(require_swipl(), SHOP, once)
    assert ask(engine_with(SHOP), once) == ["\n".join(expected)]


GRAPH = """\
:- dynamic edge/2 as incremental.
:- dynamic([mark/1], [incremental(true)]).
:- table reach/2 as incremental.
:- table marked/1 as incremental.
:- table loop/1 as incremental.

edge(1, 2).
edge(2, 3).
mark(2).

reach(X, Y) :- edge(X, Y).
reach(X, Y) :- reach(X, Z), edge(Z, Y).
marked(X) :- reach(1, X), mark(X).
loop(X) :- edge(X, Y), Y < 3, Z is Y + 1, assertz(edge(X, Z)).
"""


@pytest.mark.swipl
@pytest.mark.parametrize("query", [
    # (sets: SWI lists a node's edges in the order of a hash table of addresses)
    "marked(_), setof(A-B, (incr_directly_depends(A, B), numbervars(A-B, 0, _)), L).",
    "marked(_), setof(B, incr_trans_depends(marked(_), B), L).",
    "marked(_), setof(A, (incr_trans_depends(A, edge(1, _)), numbervars(A, 0, _)), L).",
    "marked(_), assertz(mark(3)), incr_invalid_subgoals(L), findall(X, marked(X), M), "
    "incr_invalid_subgoals(L2).",
    "marked(_), incr_invalidate_calls(reach(1, _)), findall(G, incr_is_invalid(reach(G, _)), L), "
    "(incr_is_invalid(marked(_)) -> R = yes ; R = no).",
    "marked(_), (is_incremental_subgoal(reach(1, _)) -> R = yes ; R = no).",
    # answers of a complete table come in SWI's answer-trie order
    "findall(Y, reach(1, Y), L), assertz(edge(3, 4)), assertz(edge(4, 5)), "
    "findall(Y, reach(1, Y), L2).",
    # the tables as data
    "reach(1, _), reach(_, 3), findall(G-R, get_calls(reach(G, _), _, R), L).",
    "reach(1, _), reach(2, _), abolish_table_call(reach(1, _)), "
    "findall(reach(A, B), get_calls(reach(A, B), _, _), L).",
    "reach(1, _), marked(_), abolish_table_pred(reach/2), "
    "findall(reach(A, B), get_calls(reach(A, B), _, _), L), "
    "findall(M, get_calls(marked(M), _, _), L2).",
    "reach(1, _), abolish_table_pred(marked(_)), findall(G, get_calls(reach(_, _), _, _), L).",
    "catch(abolish_table_pred(3), error(E, _), true).",
    "catch(abolish_table_pred(_), error(E, _), true).",
    "reach(1, _), findall(X-R, (get_calls(reach(1, X), T, R), get_returns(T, R)), L).",
    # a table cannot be invalidated while it is being computed
    "catch(loop(1), error(E, _), true).",
    "catch(dynamic([edge/2], [incremental(maybe)]), error(E, _), true).",
    "catch(dynamic(edge/2 as fast), error(E, _), true).",
])
def test_the_dependency_graph_and_the_tables_are_swis(query: str) -> None:
    once = f"once(({query[:-1]}))."
    expected = toplevel(require_swipl(), GRAPH, once)
    assert ask(engine_with(GRAPH), once) == ["\n".join(expected)]


@pytest.mark.swipl
@pytest.mark.parametrize("query", [
    "findall(X-Y, order_by([desc(X)], member(X-Y, [1-a, 3-b, 2-c, 3-a])), L).",
    "findall(X-Y, order_by([asc(Y), desc(X)], member(X-Y, [1-a, 3-b, 2-c, 3-a])), L).",
    "catch(order_by([], true), error(E, _), true).",
    "catch(order_by([up(X)], true), error(E, _), true).",
    "T = f(X, Y, X), numbervars(T), with_output_to(atom(A), print(T)).",
    "tfindall(X, member(X, [b, a]), L).",
    "variant(f(A, B, A), f(C, D, C)), \\+ variant(f(A, B), f(C, C)).",
])
def test_the_xsb_library_predicates_are_swis(query: str) -> None:
    expected = toplevel(require_swipl(), "", query)
    assert ask(engine_with(""), query) == ["\n".join(expected)]


MIXED = """\
:- table plain/1, copy/2, incomplete/1.
:- table counted/1 as incremental.
:- dynamic item/1 as incremental.
item(1).
plain(X) :- member(X, [3, 1, 2]).
copy(X, Y) :- plain(X), Y = X.
counted(X) :- item(X).
incomplete(1).
incomplete(2) :- abolish_nonincremental_tables.
"""


@pytest.mark.swipl
@pytest.mark.parametrize("query", [
    "plain(_), copy(1, _), abolish_nonincremental_tables, "
    "findall(X, get_calls(plain(X), _, _), L1), findall(X, get_calls(copy(X, _), _, _), L2).",
    # (SWI's /0 raises once an incremental dynamic call is in its table of tables)
    "plain(_), counted(_), abolish_nonincremental_tables(on_incomplete(skip)), "
    "findall(X, get_calls(plain(X), _, _), L1), findall(X, get_calls(counted(X), _, _), L2).",
    "plain(_), abolish_nonincremental_tables([on_incomplete(skip)]), "
    "findall(X, get_calls(plain(X), _, _), L).",
    "catch(incomplete(_), error(permission_error(A, B, _), _), true).",
    # the answers of the tables whose call unifies, in the order of SWI's tries
    "copy(_, _), copy(1, _), findall(G-A, get_returns_for_call(copy(G, _), A), L).",
    "findall(A, get_returns_for_call(plain(_), A), L).",
    "plain(1), findall(C-A, get_returns_for_call(C, A), L).",
    "plain(_), findall(X-D, get_residual(plain(X), D), L).",
])
def test_abolishing_and_reading_tables_is_swis(query: str) -> None:
    once = f"once(({query[:-1]}))."
    expected = toplevel(require_swipl(), MIXED, once)
    assert ask(engine_with(MIXED), once) == ["\n".join(expected)]


CASCADE = """\
:- table p/1, q/1, pu/1, qu/1.
p(X) :- q(X).
q(1).
pu(X) :- qu(X).
qu(1) :- undefined.
"""


@pytest.mark.swipl
@pytest.mark.parametrize("query", [
    # a table goes with the tables whose answers are conditional on it
    "p(_), abolish_table_call(q(_)), findall(V, current_table(V, _), L).",
    "findall(X, pu(X), _), abolish_table_call(qu(_)), findall(V, current_table(V, _), L).",
    "findall(X, pu(X), _), p(_), abolish_table_call(undefined), "
    "findall(V, current_table(V, _), L).",
    "pu(_), findall(V, current_table(qu(V), _), L).",
])
def test_abolishing_a_table_takes_the_tables_conditional_on_it(query: str) -> None:
    once = f"once(({query[:-1]}))."
    expected = toplevel(require_swipl(), CASCADE, once)
    assert ask(engine_with(CASCADE), once) == ["\n".join(expected)]
