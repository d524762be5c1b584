"""Answers printed exactly as SWI-Prolog's toplevel prints them."""

from __future__ import annotations

import pytest

from tests.helpers.engine_util import ask, engine_with


@pytest.mark.parametrize(("query", "answers"), [
    ("X = f(Y), Y = 1.", ["X = f(1),\nY = 1."]),
    ("X = Y.", ["X = Y."]),
    ("X = a, Y = X.", ["X = Y, Y = a."]),
    ("X = f(A, B), A = B.", ["X = f(B, B),\nA = B."]),
    ("X = f(_).", ["X = f(_)."]),
    ("length(L, 2).", ["L = [_, _]."]),
    ("copy_term([A, B, A], L).", ["L = [_A, _, _A]."]),
    ("_X = 1.", ["_X = 1."]),
    ("true.", ["true."]),
    ("fail.", ["false."]),
    ("X = \"abc\", Y = (a:-b), Z = [1, 2|T].", ['X = "abc",\nY = (a:-b),\nZ = [1, 2|T].']),
    ("X = [a, 'B c', {x, y}, - 1, -1, 1-(-1), a- -1, f(a, b)].",
     ["X = [a, 'B c', {x, y}, - 1, -1, 1- -1, a- -1, f(a, b)]."]),
    ("X = (-), Y = (a = b), Z = [-].", ["X = (-),\nY = (a=b),\nZ = [-]."]),
    ("X = [-(2^2), -(a^2), -(1)+2, 2-(-(1)), -(1.0), -(1-2)].",
     ["X = [- 2^2, -a^2, - 1+2, 2- - 1, - 1.0, - (1-2)]."]),
    ("X = 1.0e10, Y = 0.1, Z = 1.0Inf.", ["X = 10000000000.0,\nY = 0.1,\nZ = 1.0Inf."]),
    ("member(X, [1, 2]).", ["X = 1 ;", "X = 2."]),
])
def test_answers(query: str, answers: list[str]) -> None:
    assert ask(engine_with(), query) == answers


def test_answers_are_not_truncated() -> None:
    [answer] = ask(engine_with(), "numlist(1, 100, L).")
    assert answer.count(",") == 99
