"""Residual programs and answers' conditions (builtins/residual.py) against SWI-Prolog's
toplevel, for answers with variables: a condition's goals share the answer's variables
(``c(X) :- p(X)``, not ``c(X) :- p(_)``), in ``get_residual/2``, ``answer_residual/2``,
``call_residual_program/2`` and the toplevel's ``% WFS residual program``; also after
the SCC's completion drops the literals it proved true, and after an incremental
table is computed again."""

from __future__ import annotations

import pytest

from tests.helpers.engine_util import ask, engine_with
from tests.helpers.swi_toplevel import toplevel
from tests.helpers.swipl import require_swipl

SHARED = """\
:- table p/1, c/1, q/2, r/2, s/1, m/0, n/0, t/1.
p(_) :- undefined.
c(X) :- p(X).
q(X, Y) :- p(X), p(Y).
r(X, Y) :- p(f(X, Y)), p(Y).
t(X) :- r(X, _).
s(X) :- p(X), m.
m :- tnot(n).
n :- s(_), tnot(m), fail.
"""
"""p(_) is undefined for every argument; c/1, q/2 and r/2 pass their variables on to it.
s(X)'s condition is p(X), m until its SCC is complete: then n is false, m true, and s(X)
keeps p(X) alone."""

INCREMENTAL = """\
:- dynamic data/1 as incremental.
:- table opaque_undef/0 as opaque.
opaque_undef :- tnot(opaque_undef).
:- table p1/1 as incremental.
p1(_) :- opaque_undef.
p1(X) :- data(X).
:- table p1_caller/1 as incremental.
p1_caller(X) :- p1(X).
"""
"""XSB's test_wfs_update: p1_caller(X)'s condition is p1(X), before and after an
incremental assert computes its table again."""


def _swi_and_ours(program: str, query: str) -> tuple[str, str]:
    expected = "\n".join(toplevel(require_swipl(), program, query))
    return expected, "\n".join(ask(engine_with(program), query))


@pytest.mark.swipl
@pytest.mark.parametrize("query", [
    "c(X).",
    "r(X, Y).",
    "c(_), fail ; get_residual(c(X), L).",
    "c(_), fail ; get_residual(c(Y), L).",
    "r(_, _), fail ; answer_residual(r(X, Y), R).",
    "call_residual_program(c(X), P).",
    "call_residual_program(s(A), P).",
    "s(X).",                                      # m, proved true, leaves the condition
    "s(_), fail ; get_residual(s(X), L).",
])
def test_a_condition_shares_the_answers_variables_as_in_swi(query: str) -> None:
    expected, got = _swi_and_ours(SHARED, query)
    assert got == expected


@pytest.mark.swipl
@pytest.mark.parametrize("query", [
    "q(X, Y).",                      # p(Y) and p(X): the query's variables are names
    "q(X, X).",
    "t(Z).",                         # r's other variable is A, p's a singleton
    "call_residual_program(t(A), P).",  # SWI names it A again: r(A, A)
])
def test_the_toplevel_names_the_residual_programs_variables_as_swi(query: str) -> None:
    expected, got = _swi_and_ours(SHARED, query)
    assert got == expected


@pytest.mark.swipl
@pytest.mark.parametrize("query", [
    "p1_caller(_), fail ; get_residual(p1_caller(X), L).",
    "p1_caller(_), fail ; incr_assert(data(1)), p1_caller(_), fail"
    " ; findall(X-L, get_residual(p1_caller(X), L), Ls).",
])
def test_an_incremental_table_computed_again_keeps_the_sharing(query: str) -> None:
    expected, got = _swi_and_ours(INCREMENTAL, query)
    assert got == expected
