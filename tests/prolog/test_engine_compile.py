"""Clause bodies compiled to builders (compile.py): each builds the goal the template
stands for, body-only variables are fresh on every call, and deep literals still build."""

from __future__ import annotations

from logic_minimax.prolog.compile import body_code
from logic_minimax.prolog.core import Var
from logic_minimax.prolog.engine import Engine
from logic_minimax.prolog.templates import build
from tests.helpers.engine_util import engine_with, one


def _clause(text: str) -> object:
    e = Engine()
    return e.compile_clause(e.read_query(text).term)


def test_every_builder_builds_what_its_template_stands_for() -> None:
    c = _clause("p(X, Y) :- X < Y, Z is X + 1 * Y, q(Z, [X, Y|T], f(g(h(i(j(Z))))), a), "
                "r(T), s.")
    frame: list[object] = [Var() for _ in range(c.nvars)]  # type: ignore[attr-defined]
    for (tmpl, _), (mk, _) in zip(c.body, body_code(c.body), strict=True):  # type: ignore[attr-defined]
        built, expected = mk(frame), build(tmpl, frame)
        assert built == expected


def test_body_only_variables_are_fresh_on_every_call() -> None:
    e = engine_with("p([]).\np([X|T]) :- q(Y), X = Y, p(T).\nq(_).\n")
    assert one(e, "p([A, B]), A == B.") == "false."


def test_a_deep_literal_in_a_body_builds() -> None:
    deep = "f(" * 2000 + "X" + ")" * 2000
    e = engine_with(f"p(X, T) :- T = {deep}.\n"
                    "leaf(f(X), L) :- !, leaf(X, L).\nleaf(L, L).\n"
                    "check(L) :- p(a, T), leaf(T, L).\n")
    assert one(e, "check(L).") == "L = a."


def test_nth0_extends_a_partial_list_as_the_library_does() -> None:
    e = engine_with()
    assert one(e, "nth0(2, L, x).") == "L = [_, _, x|_]."
    assert one(e, "nth1(1, [a, b], E).") == "E = a."
    assert one(e, "nth0(3, [a, b], E).") == "false."
    assert one(e, "nth0(1, [a|T], b).") == "T = [b|_]."
