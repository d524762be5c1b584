"""Control: conjunction, disjunction, cut (local to call/1, \\+ and findall; transparent
to , ; ->), if-then-else, soft-cut, negation, call/N, catch/throw and ISO error terms,
setup_call_cleanup/3 and its family."""

from __future__ import annotations

import re

import pytest

from tests.helpers.engine_util import ask, engine_with
from tests.helpers.swi_toplevel import toplevel
from tests.helpers.swipl import require_swipl

PROGRAM = """
p(1). p(2). p(3).
first(X) :- p(X), !.
local(X) :- call((p(X), !)) ; X = 4.
t(X) :- ( p(X), X > 1 -> true ; X = none ).
s(X) :- ( p(X) *-> true ; X = none ).
cut_in_disj(X) :- ( p(X), ! ; X = 9 ).
neg(X) :- \\+ p(X).
"""


def test_cut_commits_to_the_first_solution() -> None:
    e = engine_with(PROGRAM)
    assert ask(e, "first(X).") == ["X = 1."]
    assert ask(e, "cut_in_disj(X).") == ["X = 1."]


def test_cut_inside_call_is_local() -> None:
    e = engine_with(PROGRAM)
    assert ask(e, "local(X).") == ["X = 1 ;", "X = 4."]


def test_if_then_else_commits_to_the_condition() -> None:
    e = engine_with(PROGRAM)
    assert ask(e, "t(X).") == ["X = 2."]
    assert ask(e, "( fail -> X = a ; X = b ).") == ["X = b."]
    assert ask(e, "( p(X) -> true ).") == ["X = 1."]


def test_soft_cut_keeps_the_conditions_solutions() -> None:
    e = engine_with(PROGRAM)
    assert ask(e, "s(X).") == ["X = 1 ;", "X = 2 ;", "X = 3."]
    assert ask(e, "( fail *-> X = a ; X = b ).") == ["X = b."]


def test_negation_as_failure() -> None:
    e = engine_with(PROGRAM)
    assert ask(e, "neg(4).") == ["true."]
    assert ask(e, "neg(1).") == ["false."]
    assert ask(e, "\\+ X = 1.") == ["false."]


def test_call_n_adds_arguments() -> None:
    e = engine_with(PROGRAM)
    assert ask(e, "G = p, call(G, X).") == ["G = p,\nX = 1 ;", "G = p,\nX = 2 ;",
                                            "G = p,\nX = 3."]
    assert ask(e, "call(format, \"~w~n\", [x]), fail.") == ["false."]


def test_once_ignore_forall() -> None:
    e = engine_with(PROGRAM)
    assert ask(e, "once(p(X)).") == ["X = 1."]
    assert ask(e, "ignore(fail).") == ["true."]
    assert ask(e, "forall(p(X), X > 0).") == ["true."]
    assert ask(e, "forall(p(X), X > 1).") == ["false."]


def test_catch_and_throw() -> None:
    e = engine_with(PROGRAM)
    assert ask(e, "catch(throw(ball(1)), ball(X), true).") == ["X = 1."]
    assert ask(e, "catch(p(X), _, true), X > 1.") == ["X = 2 ;", "X = 3."]
    assert ask(e, "catch(throw(a), b, true).") == [
        "ERROR: Unhandled exception: Unknown message: a"]


def test_catch_undoes_bindings_and_is_inactive_after_exit() -> None:
    e = engine_with(PROGRAM)
    assert ask(e, "catch((X = 1, throw(e)), e, true).") == ["true."]
    assert ask(e, "catch(p(X), E, (write(caught), nl)), throw(late).") == [
        "ERROR: Unhandled exception: Unknown message: late"]


def test_iso_error_terms() -> None:
    e = engine_with(PROGRAM)
    # As SWI's toplevel: an undefined predicate in the query itself is reported before it
    # runs (DWIM), one called through call/1 at run time.
    assert ask(e, "catch(foo(1), error(E, _), true).") == [
        "ERROR: Unknown procedure: foo/1 (DWIM could not correct goal)"]
    assert ask(e, "catch(call(foo(1)), error(E, _), true).") == [
        "E = existence_error(procedure, foo/1)."]
    assert ask(e, "catch(atom_length(X, N), error(E, _), true).") == [
        "E = instantiation_error."]
    assert ask(e, "catch(atom_length(f(x), N), error(E, _), true).") == [
        "E = type_error(text, f(x))."]
    assert ask(e, "catch(call(1), error(E, _), true).") == ["E = type_error(callable, 1)."]


def test_errors_print_as_the_toplevel_does() -> None:
    e = engine_with(PROGRAM)
    assert ask(e, "foo(1).") == ["ERROR: Unknown procedure: foo/1 (DWIM could not correct goal)"]
    assert ask(e, "X is 1/0.") == ["ERROR: Arithmetic: evaluation error: `zero_divisor'"]
    # SWI: "Cannot unify _11536 with f(_11536): would create an infinite tree"
    (error,) = ask(e, "set_prolog_flag(occurs_check, error), X = f(X).")
    assert re.fullmatch(r"ERROR: Cannot unify (_\w+) with f\(\1\): would create an infinite "
                        r"tree", error)


def test_findall_and_cut_inside() -> None:
    e = engine_with(PROGRAM)
    assert ask(e, "findall(X, (p(X), !), L).") == ["L = [1]."]
    assert ask(e, "findall(X, p(X), L, [end]).") == ["L = [1, 2, 3, end]."]
    assert ask(e, "findall(X, fail, L).") == ["L = []."]


def test_error_contexts_as_swi() -> None:
    e = engine_with(PROGRAM)
    assert ask(e, "catch(call(foo(1)), E, true).") == [
        "E = error(existence_error(procedure, foo/1), foo/1)."]
    assert ask(e, "catch(X is 1/0, E, true).") == [
        "E = error(evaluation_error(zero_divisor), context((/)/2, _))."]
    assert ask(e, "catch(atom_length(X, Y), E, true).") == [
        "E = error(instantiation_error, context(system:atom_length/2, _))."]
    assert ask(e, "catch(throw(error(mine, _)), E, true).") == ["E = error(mine, _)."]


@pytest.mark.swipl
@pytest.mark.parametrize("query", [
    "setup_call_cleanup(true, true, X = 1).",  # a deterministic exit keeps its bindings
    "setup_call_cleanup(true, member(X, [1, 2, 3]), writeln(c)), X >= 2, !.",
    "catch(setup_call_cleanup(true, throw(x), writeln(c)), E, true).",
    "setup_call_cleanup(true, fail, writeln(c)).",
    "setup_call_catcher_cleanup(true, member(X, [1, 2]), C, writeln(C)), !.",
    "setup_call_catcher_cleanup(true, true, C, writeln(C)).",
    "setup_call_catcher_cleanup(true, fail, C, writeln(C)).",
    "catch(setup_call_catcher_cleanup(true, throw(x), C, writeln(C)), _, true).",
    "setup_call_catcher_cleanup(true, true, fail, writeln(never)).",
    "setup_call_cleanup(true, true, fail).",
    "catch(setup_call_cleanup(true, true, throw(y)), E, true).",
    "setup_call_cleanup(fail, writeln(g), writeln(c)).",
    "setup_call_cleanup(true, (member(X, [1, 2]), X > 1), writeln(c)).",
    "forall(setup_call_cleanup(true, member(X, [1, 2]), writeln(c)), writeln(X)).",
    "\\+ setup_call_cleanup(true, member(_, [1, 2]), writeln(c)).",
    "(setup_call_cleanup(true, member(X, [1, 2]), writeln(c)) -> writeln(X) ; true).",
    "findall(X, call_cleanup(member(X, [a, b]), writeln(done)), L).",
    "catch((setup_call_cleanup(true, member(X, [1, 2]), writeln(c)), X > 1, throw(z)), "
    "Z, true).",
])
def test_cleanups_run_when_swi_runs_them(query: str) -> None:
    """Once, when the goal is done with: a deterministic exit, a failure, an exception,
    or a cut of its last alternative (``->``, ``\\+``, ``!``)."""
    engine = engine_with()
    written = engine.capture()
    answer = ask(engine, query)
    assert [*written.getvalue().splitlines(), *"\n".join(answer).split("\n")] == \
        toplevel(require_swipl(), "", query)


def test_call_takes_any_number_of_extra_arguments() -> None:
    """call/N beyond the eight built in, as SWI's (its toplevel's DWIM aside)."""
    engine = engine_with("p(L) :- call(q, 1, 2, 3, 4, 5, 6, 7, 8, 9, L).\n"
                         "q(A, B, C, D, E, F, G, H, I, [A, B, C, D, E, F, G, H, I]).\n"
                         "r(E) :- catch(call(nope, 1, 2, 3, 4, 5, 6, 7, 8), error(E, _), true).\n")
    assert ask(engine, "p(L).") == ["L = [1, 2, 3, 4, 5, 6, 7, 8, 9]."]
    assert ask(engine, "r(E).") == ["E = existence_error(procedure, nope/8)."]
