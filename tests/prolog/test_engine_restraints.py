"""Tabling restraints (``builtins/restraints.py``) against SWI-Prolog's toplevel: a table
with more answers than ``max_answers(N)`` allows ends with an undefined most general
answer; a call or an answer larger than its bound trips a wire, or is abstracted."""

from __future__ import annotations

import re

import pytest

from tests.helpers.engine_util import ask, engine_with
from tests.helpers.swi_toplevel import toplevel
from tests.helpers.swipl import require_swipl

COUNT = """\
:- table p/2 as max_answers(3).
p(X, X) :- between(1, 10, X).
:- table q/1 as max_answers(5).
q(X) :- member(X, [1, 2]).
:- table n/1 as max_answers(infinite).
n(X) :- between(1, 4, X).
"""


@pytest.mark.swipl
@pytest.mark.parametrize("query", [
    "findall(X-Y-R, (p(X, Y), fail ; get_residual(p(X, Y), R)), L).",
    "once((p(X, Y), var(X))).",      # the toplevel's residual program
    "findall(X, q(X), L).",          # fewer answers than the bound: all true
    "findall(X, n(X), L).",          # an infinite bound is none
    "call_delays(p(2, Y), D).",
])
def test_too_many_answers_end_in_an_undefined_general_one(query: str) -> None:
    expected = toplevel(require_swipl(), COUNT, query)
    assert ask(engine_with(COUNT), query) == ["\n".join(expected)]


SIZE = """\
:- set_prolog_flag(max_table_subgoal_size, 2).
:- set_prolog_flag(max_table_subgoal_size_action, error).
:- set_prolog_flag(max_table_answer_size, 2).
:- table s/1, a/1, r/1, c/1.
s(_).
a(X) :- member(X, [f(f(a)), g(f(f(f(a))))]).
r(X) :- length(L, 5), X = k(L).
c(X) :- X = f(X).
"""


@pytest.mark.swipl
@pytest.mark.parametrize("query", [
    "s(f(f(a))).",                   # two compound cells: within the bound
    "catch(s(f(f(f(a)))), error(E, _), true).",
    "catch(s([a, b, c]), error(E, _), true).",
    "catch(s(g(f(f(a)), k)), error(E, _), true).",
    "catch(a(X), error(resource_error(tripwire(W, _)), _), true).",
    "catch(r(X), error(resource_error(tripwire(W, _)), _), true).",
    "catch(c(X), error(resource_error(tripwire(W, _)), _), true).",  # a cyclic answer
    "set_prolog_flag(max_table_answer_size_action, fail), findall(X, a(X), L).",
])
def test_a_call_or_an_answer_too_large_trips_its_wire(query: str) -> None:
    expected = toplevel(require_swipl(), SIZE, query)
    assert ask(engine_with(SIZE), query) == ["\n".join(expected)]


ABSTRACT = """\
:- set_prolog_flag(max_table_subgoal_size_action, abstract).
:- set_prolog_flag(max_table_subgoal_size, 2).
:- table p/1.
p(X) :- p(f(X)).
p(1).
:- table sa/1 as subgoal_abstract(1).
sa(f(_)).
sa(g(x)).
"""


@pytest.mark.swipl
@pytest.mark.parametrize("query", [
    "findall(X, p(X), L).",            # the calls p(f(f(_))) and deeper share a table
    "findall(X, p(f(f(f(X)))), L).",
    "findall(X, sa(f(g(X))), L).",     # abstracted to sa(f(_)), its answers filtered
    "findall(X, sa(X), L).",
    "catch(tnot(sa(f(g(a)))), error(E, _), true).",  # tnot/1's call is never abstracted
    "X = f(X), catch(abolish_table_call(sa(X)), error(E, _), true).",
])
def test_a_large_call_is_abstracted_when_asked_to(query: str) -> None:
    expected = toplevel(require_swipl(), ABSTRACT, query)
    assert ask(engine_with(ABSTRACT), query) == ["\n".join(expected)]


RADIAL = """\
:- set_prolog_flag(max_table_answer_size, 2).
:- set_prolog_flag(max_table_answer_size_action, bounded_rationality).
:- table r/1.
r(X) :- member(X, [k([1, 2, 3, 4]), k([1])]).
"""


@pytest.mark.swipl
@pytest.mark.parametrize("query", [
    "findall(X-R, (r(X), fail ; get_residual(r(X), R)), L).",
    "r(k([1])).",
])
def test_a_large_answer_is_abstracted_and_undefined_under_bounded_rationality(
        query: str) -> None:
    expected = toplevel(require_swipl(), RADIAL, query)
    assert ask(engine_with(RADIAL), query) == ["\n".join(expected)]


@pytest.mark.swipl
def test_a_tripped_wire_is_reported_as_in_swi() -> None:
    query = "s(f(f(f(a))))."
    expected = toplevel(require_swipl(), SIZE, query)
    got = ask(engine_with(SIZE), query)
    # the variable's number is the system's own
    assert [re.sub(r"_\d+", "_N", line) for line in got] == \
        [re.sub(r"_\d+", "_N", "\n".join(expected))]
    assert expected[0].startswith("ERROR: Trapped tripwire max_table_subgoal_size for user:s(")
