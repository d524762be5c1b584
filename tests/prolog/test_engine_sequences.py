"""Counting solutions (builtins/sequences.py: limit/2, offset/2, call_nth/2, findnsols/4,5)
and sorting on a path of arguments (allsol.py's sort/4), as SWI-Prolog answers them."""

from __future__ import annotations

import pytest

from tests.helpers.engine_util import ask, engine_with
from tests.helpers.swi_toplevel import toplevel
from tests.helpers.swipl import require_swipl


@pytest.mark.swipl
@pytest.mark.parametrize("query", [
    "findall(X, limit(2, member(X, [a, b, c])), L).",
    "findall(X, limit(5, member(X, [a, b, c])), L).",
    "findall(X, limit(0, member(X, [1, 2])), L).",
    "findall(X, limit(infinite, member(X, [1, 2])), L).",
    "limit(1, member(X, [a, b])).",  # the last one allowed leaves no choice point
    "findall(X, offset(1, member(X, [a, b, c])), L).",
    "findall(X, offset(0, member(X, [a, b])), L).",
    "findall(X, offset(5, member(X, [a, b])), L).",
    "catch(offset(-1, true), error(E, _), true).",
    "call_nth(member(X, [a, b, c]), 2).",
    "findall(X-N, call_nth(member(X, [a, b, c]), N), L).",
    "call_nth(member(_, [a, b]), 3).",
    "catch(call_nth(true, 0), error(E, _), true).",
    "catch(call_nth(true, a), error(E, _), true).",
    "findall(X-Y, (limit(2, member(X, [1, 2, 3])), offset(1, member(Y, [a, b, c]))), L).",
    "sort([1, 1], @=<, [f(g(2), a), f(g(1), b), f(g(2), c)], L).",
    "sort([2, 1], @>, [f(a, g(1)), f(b, g(3)), f(c, g(1))], L).",
    "catch(domain_error(colour, 7), E, true).",
    "catch(must_be(positive_integer, 0), error(E, _), true).",
    "context_module(M).",
    "findall(L, findnsols(2, X, member(X, [a, b, c, d]), L), Ls).",
    "findall(L, findnsols(2, X, member(X, [a, b, c]), L), Ls).",
    "findall(L, findnsols(2, X, (member(X, [a, b]) ; fail), L), Ls).",
    "findall(L, findnsols(2, X, fail, L), Ls).",
    "findnsols(0, X, true, L).",
    "findall(L-T, findnsols(2, X, member(X, [a, b, c]), L, T), Ls).",
    "findall(L1, findnsols(2, L, findnsols(5, I, between(1, 12, I), L), L1), Ls).",
    "findall(L1, (findnsols(2, L, findnsols(5, I, between(1, 12, I), L), L1), !), Ls).",
])
def test_sequences_as_swi(query: str) -> None:
    expected = toplevel(require_swipl(), "", query)
    assert "\n".join(ask(engine_with(), query)) == "\n".join(expected)
