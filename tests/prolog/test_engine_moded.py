"""Answer subsumption (builtins/moded.py) against SWI-Prolog: each moded argument is
aggregated on its own (``min``, ``max``, ``first``, ``last``, ``sum``, ``lattice(PI)``,
``po(PI)``), and under the well-founded semantics a conditional answer is set against
the first aggregate of SWI's trie, keeping several aggregates, true (``t``) and
undefined (``u``), as ``get_returns_and_tvs/3`` shows them (XSB's test_3vwfs_1)."""

from __future__ import annotations

import pytest

from tests.helpers.engine_util import ask, engine_with
from tests.helpers.swi_toplevel import toplevel
from tests.helpers.swipl import require_swipl

MODES = """\
:- table f(_, first), l(_, last), s(_, sum), two(_, min, max).
:- table po_(_, po(shorter/2)), lat(_, lattice(join/3)), head(_, lattice(join(_, _, _))).
f(x, 3). f(x, 1). f(x, 2).
l(x, 3). l(x, 1). l(x, 2).
s(x, 3). s(x, 1). s(x, 2).
two(x, 3, 1). two(x, 1, 0). two(x, 2, 5).
shorter(A, B) :- length(A, N), length(B, M), N < M.
po_(x, [a, b, c]). po_(x, [a]). po_(x, [b, c]).
join(A, B, C) :- C is max(A, B).
lat(k, 1). lat(k, 5). lat(k, 2).
head(k, 4). head(k, 7). head(k, 6).
"""

THREE_VALUED = """\
:- use_module(library(tables)).
:- table p(_, lattice(gt(_, _, _))).
gt(X, Y, Z) :- X > Y -> Z = X ; Z = Y.
p(b, 1). p(b, 2). p(b, 3) :- undefined.
p(c, 1). p(c, 2). p(c, 5) :- undefined. p(c, 4).
p(d, 4). p(d, 3) :- undefined.
p(e, 3) :- undefined. p(e, 4) :- undefined.
p(g, 5) :- undefined. p(g, 6) :- undefined. p(g, 3). p(g, 4).
p(h, 5) :- undefined. p(h, 3) :- undefined. p(h, 4).
p(i, 2) :- undefined. p(i, 10) :- undefined. p(i, 3). p(i, 4).
p(j, 1). p(j, 5) :- undefined. p(j, 6) :- undefined. p(j, 3). p(j, 2).
tvs(K, L) :-
    ( p(K, _), fail ; true ),
    findall(R-TV, (get_call(p(K, _), T, _), get_returns_and_tvs(T, R, TV)), L).
"""
"""b to e are XSB's test_3vwfs_1 (library(tables) has get_returns_and_tvs/3); in g to j
the new answer meets the first aggregate in the order of SWI's trie (10 before 2, 6
before 5), the others stay as they are."""


def _swi_and_ours(program: str, query: str) -> tuple[str, str]:
    expected = "\n".join(toplevel(require_swipl(), program, query))
    return expected, "\n".join(ask(engine_with(program), query))


@pytest.mark.swipl
@pytest.mark.parametrize("query", [
    "f(x, V).",
    "l(x, V).",
    "s(x, V).",
    "two(x, A, B).",           # min and max each on their own: A = 1, B = 5
    "po_(x, L).",
    "lat(k, V).",
    "head(k, V).",             # the lattice named by a head, as XSB writes it
])
def test_each_moded_argument_is_aggregated_as_in_swi(query: str) -> None:
    expected, got = _swi_and_ours(MODES, query)
    assert got == expected


def test_library_tables_is_built_in() -> None:
    assert engine_with(THREE_VALUED).warnings == []  # type: ignore[attr-defined]


@pytest.mark.swipl
@pytest.mark.parametrize("key", ["b", "c", "d", "e", "g", "h", "i", "j"])
def test_conditional_answers_keep_several_aggregates_as_in_swi(key: str) -> None:
    expected, got = _swi_and_ours(THREE_VALUED, f"tvs({key}, L).")
    assert got == expected


@pytest.mark.swipl
def test_a_conditional_aggregate_is_delayed_as_its_call() -> None:
    expected, got = _swi_and_ours(THREE_VALUED, "findall(V-D, call_delays(p(c, V), D), L).")
    assert got == expected
