"""library(lists), library(apply), yall lambdas and the all-solutions predicates, with
SWI's answers and determinism."""

from __future__ import annotations

import pytest

from tests.helpers.engine_util import ask, engine_with, one
from tests.helpers.swi_toplevel import toplevel
from tests.helpers.swipl import require_swipl


def test_member_append_length() -> None:
    e = engine_with()
    assert ask(e, "member(X, [a, b]).") == ["X = a ;", "X = b."]
    assert ask(e, "append(X, [c], [a, b, c]).") == ["X = [a, b] ;", "false."]
    assert ask(e, "append([[1], [2, 3], []], L).") == ["L = [1, 2, 3]."]
    assert ask(e, "length(L, N), N >= 2, !.") == ["L = [_, _],\nN = 2."]
    assert one(e, "length([a, b], N).") == "N = 2."
    assert one(e, "memberchk(b, [a, b, c]).") == "true."


def test_nth_last_reverse_select() -> None:
    e = engine_with()
    assert one(e, "nth0(1, [a, b, c], X).") == "X = b."
    assert ask(e, "nth1(I, [a, b], X).") == ["I = 1,\nX = a ;", "I = 2,\nX = b."]
    assert one(e, "last([1, 2, 3], X).") == "X = 3."
    assert one(e, "reverse([1, 2, 3], X).") == "X = [3, 2, 1]."
    assert ask(e, "select(X, [1, 2], R).") == ["X = 1,\nR = [2] ;", "X = 2,\nR = [1]."]
    assert one(e, "selectchk(b, [a, b, c, b], R).") == "R = [a, c, b]."
    assert ask(e, "permutation([1, 2, 3], P).")[:2] == ["P = [1, 2, 3] ;", "P = [1, 3, 2] ;"]


def test_set_and_number_lists() -> None:
    e = engine_with()
    assert one(e, "subtract([1, 2, 3], [2], R).") == "R = [1, 3]."
    assert one(e, "intersection([1, 2, 3], [3, 1], R).") == "R = [1, 3]."
    assert one(e, "union([1, 2], [2, 3], R).") == "R = [1, 2, 3]."
    assert one(e, "delete([a, b, a], a, R).") == "R = [b]."
    assert one(e, "list_to_set([a, b, a], S).") == "S = [a, b]."
    assert one(e, "sum_list([1, 2.5], S), max_list([1, 5, 2], M), min_list([4, 2], N).") == \
        "S = 3.5,\nM = 5,\nN = 2."
    assert one(e, "numlist(1, 5, L).") == "L = [1, 2, 3, 4, 5]."
    assert one(e, "max_member(M, [b, a, c]), min_member(N, [b, a, c]).") == "M = c,\nN = a."
    assert one(e, "flatten([1, [2, [3]], []], F).") == "F = [1, 2, 3]."
    assert ask(e, "nextto(X, c, [a, b, c]).") == ["X = b ;", "false."]


def test_apply_and_lambdas() -> None:
    e = engine_with("double(X, Y) :- Y is 2 * X.\n")
    assert one(e, "maplist(double, [1, 2], L).") == "L = [2, 4]."
    assert one(e, "maplist([X, Y, Z]>>(Z is X + Y), [1, 2], [3, 4], L).") == "L = [4, 6]."
    assert one(e, "foldl([X, A0, A]>>(A is A0 + X), [1, 2, 3], 0, S).") == "S = 6."
    assert one(e, "include([X]>>(X > 1), [1, 2, 3], L).") == "L = [2, 3]."
    assert one(e, "exclude([X]>>(X > 1), [1, 2, 3], L).") == "L = [1]."
    assert one(e, "partition([X]>>(X < 2), [1, 2, 3], I, O).") == "I = [1],\nO = [2, 3]."
    assert one(e, "predsort([O, A, B]>>compare(O, A, B), [c, a, b, a], L).") == \
        "L = [a, b, c]."


AGES = "age(peter, 7). age(ann, 11). age(pat, 8). age(tom, 5). age(mike, 11).\n"


def test_bagof_groups_by_free_variables() -> None:
    e = engine_with(AGES)
    assert ask(e, "bagof(N, age(N, A), L).") == [
        "A = 5,\nL = [tom] ;", "A = 7,\nL = [peter] ;", "A = 8,\nL = [pat] ;",
        "A = 11,\nL = [ann, mike]."]
    assert ask(e, "bagof(N, A^age(N, A), L).") == ["L = [peter, ann, pat, tom, mike]."]
    assert ask(e, "setof(A-N, age(N, A), L).") == [
        "L = [5-tom, 7-peter, 8-pat, 11-ann, 11-mike]."]
    assert ask(e, "bagof(X, fail, L).") == ["false."]


def test_aggregate_all() -> None:
    e = engine_with(AGES)
    assert one(e, "aggregate_all(count, age(_, _), N).") == "N = 5."
    assert one(e, "aggregate_all(sum(A), age(_, A), S).") == "S = 42."
    assert one(e, "aggregate_all(max(A), age(_, A), S).") == "S = 11."
    assert one(e, "aggregate_all(bag(A), age(_, A), S).") == "S = [7, 11, 8, 5, 11]."
    assert one(e, "aggregate_all(set(A), age(_, A), S).") == "S = [5, 7, 8, 11]."
    assert one(e, "aggregate_all(max(A, N), age(N, A), M).") == "M = max(11, ann)."
    assert one(e, "aggregate_all(count, fail, N).") == "N = 0."


def test_between() -> None:
    e = engine_with()
    assert ask(e, "between(1, 3, X).") == ["X = 1 ;", "X = 2 ;", "X = 3."]
    assert ask(e, "between(1, inf, X), X > 2, !.") == ["X = 3."]
    assert ask(e, "between(3, 1, X).") == ["false."]


@pytest.mark.swipl
@pytest.mark.parametrize("query", [
    "setof(X, {X}/member(X-_, [b-1, a-2, b-3]), Xs).",
    "call({Z}/[X]>>(X = Z), 5).",
    "call({A}/[X, Y, Z, W, V, U, T]>>(A = X), 1, 2, 3, 4, 5, 6, 7).",
    "call([X, Y, Z, W, V, U, T]>>true, 1, 2, 3, 4, 5, 6, 7).",
    "catch(call(a/b, 1), error(E, _), true).",
    "catch(call(foo/[X]>>true, 1), error(E, _), true).",
    "catch(call(_>>foo, 1), error(E, _), true).",
    "catch(call(a>>foo, 1), error(E, _), true).",
    "is_lambda([X]>>true), is_lambda({X}/foo), \\+ is_lambda(foo), \\+ is_lambda(a/foo).",
    "lambda_calls([X]>>foo(X), [1], G).",
    "lambda_calls({Y}/foo(Y), 2, G).",
    "G = ([X]>>(Y = X)), call(G, 1), call(G, 2).",
])
def test_yall_as_swis(query: str) -> None:
    """library(yall)'s >>/2..9, //2..9, is_lambda/1 and lambda_calls/2,3 as SWI's."""
    assert "\n".join(ask(engine_with(), query)) == \
        "\n".join(toplevel(require_swipl(), "", query))
