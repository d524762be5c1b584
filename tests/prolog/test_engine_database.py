"""The database: assert/retract (backtracking, logical update view), consult semantics
(reconsult replaces, redefinition warns), directives, listing."""

from __future__ import annotations

import pytest

from tests.helpers.engine_util import ask, engine_with, one
from tests.helpers.swi_toplevel import toplevel
from tests.helpers.swipl import require_swipl


def test_assert_and_retract_backtrack() -> None:
    e = engine_with(":- dynamic q/1.\n")
    assert one(e, "q(X).") == "false."
    assert one(e, "assertz(q(1)), assertz(q(2)), asserta(q(0)).") == "true."
    assert ask(e, "retract(q(X)).") == ["X = 0 ;", "X = 1 ;", "X = 2."]
    assert one(e, "q(X).") == "false."


def test_assert_clauses_and_retractall() -> None:
    e = engine_with()
    # A predicate asserted in the query is unknown to SWI's toplevel check (DWIM) before
    # the query runs: it is called in a later one.
    assert one(e, "assertz((r(X) :- X > 1)).") == "true."
    assert one(e, "r(2).") == "true."
    assert one(e, "clause(r(A), B).") == "B = (A>1)."
    assert one(e, "assertz(s(1)), assertz(s(2)), retractall(s(_)).") == "true."
    assert one(e, "\\+ s(_).") == "true."


def test_logical_update_view() -> None:
    e = engine_with(":- dynamic c/1.\nc(1).\n")
    assert one(e, "forall(c(X), (Y is X + 1, assertz(c(Y)))), findall(X, c(X), L).") == \
        "L = [1, 2]."


def test_static_procedures_cannot_be_modified() -> None:
    e = engine_with("p(1).\n")
    assert one(e, "catch(assertz(p(2)), error(E, _), true).") == \
        "E = permission_error(modify, static_procedure, p/1)."


def test_reconsult_replaces_the_files_clauses() -> None:
    e = engine_with()
    e.consult_text("t(a).\nt(b).\n", "tree.pl")
    e.consult_text("t(c).\n", "tree.pl")
    assert ask(e, "t(X).") == ["X = c."]


def test_redefinition_from_another_file_warns() -> None:
    e = engine_with()
    e.consult_text("t(a).\n", "one.pl")
    e.consult_text("t(b).\n", "two.pl")
    assert ask(e, "t(X).") == ["X = b."]
    assert "Redefined static procedure t/1" in e.warnings[-1]  # type: ignore[attr-defined]


def test_directives_and_initialization() -> None:
    e = engine_with(":- dynamic seen/1.\n:- initialization(assertz(seen(init))).\n"
                    ":- assertz(seen(directive)).\n:- fail.\n")
    assert ask(e, "seen(X).") == ["X = directive ;", "X = init."]
    assert any("Goal (directive) failed" in w for w in e.warnings)  # type: ignore[attr-defined]


def test_use_module_accepts_the_libraries() -> None:
    e = engine_with(":- use_module(library(lists)).\n:- use_module(library(nope)).\n")
    assert any("nope" in w for w in e.warnings)  # type: ignore[attr-defined]


def test_syntax_errors_are_reported_and_loading_goes_on() -> None:
    # (b(1 2) is no error: SWI 7 reads digit groups, 1 2 is 12)
    e = engine_with("a(1).\nb(1 a).\nc(3).\n")
    assert one(e, "a(X), c(Y).") == "X = 1,\nY = 3."
    assert e.warnings[0].startswith("ERROR: test.pl:2:4: Syntax error")  # type: ignore[attr-defined]


def test_singletons_are_warned() -> None:
    e = engine_with("p(X, Y) :- q(Y).\nq(1).\n")
    assert "Singleton variables: [X]" in e.warnings[0]  # type: ignore[attr-defined]


def test_listing() -> None:
    e = engine_with(":- dynamic f/1.\nf(1).\ng(X, Y) :- f(X), Y is X + 1.\n")
    assert ask(e, "with_output_to(string(S), listing(g/2)).") == [
        'S = "g(X, Y) :-\\n    f(X),\\n    Y is X+1.\\n\\n".']
    assert ask(e, "with_output_to(string(S), listing(f/1)).") == [
        'S = ":- dynamic f/1.\\n\\nf(1).\\n\\n".']


def test_a_program_may_define_library_predicates() -> None:
    e = engine_with("reverse([], []).\nreverse([H|T], R) :- reverse(T, RT), append(RT, [H], R).\n")
    assert one(e, "reverse([1, 2], R).") == "R = [2, 1]."
    assert one(e, "clause(reverse(A, B), true).") == "A = B, B = [] ;"
    e = engine_with("append(mine, mine, mine).\n")
    assert one(e, "append(X, Y, Z).") == "X = Y, Y = Z, Z = mine."
    assert one(e, "catch(assertz(length(a, b)), error(E, _), true).") == \
        "E = permission_error(modify, static_procedure, length/2)."


def test_retracted_clauses_leave_no_choice_point() -> None:
    # The retracted clause stays stamped in the predicate's lists for a while: a call
    # looks past it, so it is deterministic as in SWI.
    e = engine_with(":- dynamic t/1.\n")
    assert one(e, "assertz(t(1)), assertz(t(2)), retract(t(2)).") == "true."
    assert one(e, "t(X).") == "X = 1."


def test_a_running_call_sees_the_clauses_retracted_after_it_started() -> None:
    e = engine_with(":- dynamic u/1.\nu(1). u(2). u(3).\n")
    assert one(e, "findall(X, (u(X), retractall(u(_))), L).") == "L = [1, 2, 3]."
    assert one(e, "u(X).") == "false."


def test_many_retracts_keep_the_order_of_the_rest() -> None:
    # Past half of the clauses retracted the lists are rebuilt without them.
    e = engine_with(":- dynamic w/1.\n"
                    "ws(N, Z, A, B) :- findall(X, w(X), L), length(L, N), last(L, Z), "
                    "L = [A, B|_].\n")
    assert one(e, "forall(between(1, 100, I), assertz(w(I))), "
                  "forall((between(1, 100, I), I mod 2 =:= 0), retract(w(I))), "
                  "assertz(w(0)), ws(N, Z, A, B).") == "N = 51,\nZ = 0,\nA = 1,\nB = 3."


@pytest.mark.swipl
@pytest.mark.parametrize("query", [
    "assertz(user:foo(1)), retract(user:foo(X)).",
    "assertz(foo(2)), retract(user:foo(X)).",
    "assertz(foo(3)), clause(user:foo(X), B).",
    "assertz(foo(4)), findall(X, (G = user:foo(X), G ; lists:member(X, [5])), L).",
    "assertz(foo(5)), predicate_property(user:foo(_), dynamic).",
    "asserta(user:(baz(1) :- true)), clause(baz(X), B).",
    "assertz((user:q(X) :- write(X))), clause(q(Y), B).",
    "assertz(foo(7)), abolish(user:foo/1), catch(call(foo, _), error(E, _), true).",
    "assertz(foo(8)), retractall(user:foo(_)), \\+ clause(foo(_), _).",
    "strip_module(a:b:c(x), M, G), strip_module(c(x), N, H).",
    "catch(call(_:true), error(E, _), true).",
])
def test_module_qualified_clauses_and_goals_are_the_programs(query: str) -> None:
    """Modules are one namespace here (modules.py): ``user:foo(X)``, ``lists:member``."""
    expected = toplevel(require_swipl(), "", query)
    assert "\n".join(ask(engine_with(), query)) == "\n".join(expected)


@pytest.mark.swipl
def test_declarations_swi_takes_and_that_change_nothing_here() -> None:
    """meta_predicate/1, public/1 and friends, create_prolog_flag/3 (clpfd's first lines)."""
    program = (":- meta_predicate twice(0), apply_to(1, ?).\n:- public p/1.\n"
               ":- module_transparent twice/1.\n:- create_prolog_flag(my_flag, 3, []).\n"
               "twice(G) :- G, G.\np(1).\n")
    query = "twice(p(X)), current_prolog_flag(my_flag, V), subsumes(f(Y), f(a))."
    engine = engine_with(program)
    assert engine.warnings == []  # type: ignore[attr-defined]
    assert "\n".join(ask(engine, query)) == \
        "\n".join(toplevel(require_swipl(), program, query))
