"""The fact language: Prolog clause syntax for facts, as the course writes them."""

from __future__ import annotations

import math

import pytest

from logic_minimax.errors import FactSyntaxError
from logic_minimax.kb.goals import parse_goal
from logic_minimax.prolog.reader import Clause, parse_text
from logic_minimax.prolog.terms import Compound, PartialList, Var, format_term


def clauses(text: str) -> list[tuple[str, tuple[object, ...]]]:
    items = parse_text(text, "t.pl")
    assert all(isinstance(i, Clause) for i in items), items
    return [(c.name, c.args) for c in items if isinstance(c, Clause)]


@pytest.mark.parametrize(("text", "value"), [
    ("-2", -2), ("3.5", 3.5), ("1.0e3", 1000.0), ("1e10", 1e10), ("-1.5e-7", -1.5e-7),
    ("0x1F", 31), ("0o17", 15), ("0b101", 5), ("12345678.9", 12345678.9),
    ("0.10000001", 0.10000001), ("1.0Inf", math.inf), ("-1.0Inf", -math.inf), ("+3", 3),
])
def test_numbers_keep_type_and_value(text: str, value: object) -> None:
    [(_, (parsed,))] = clauses(f"v({text}).")
    assert (type(parsed), parsed) == (type(value), value)


@pytest.mark.parametrize(("text", "atom"), [
    ("a", "a"), ("n1_2", "n1_2"), ("'Hello world'", "Hello world"), ("'don''t'", "don't"),
    (r"'don\'t'", "don't"), (r"'a\nb'", "a\nb"), (r"'tab\there'", "tab\there"),
    (r"'\x41\'", "A"), (r"'\101\'", "A"), (r"'back\\slash'", "back\\slash"), ("[]", ()),
    ("'[]'", "[]"), ("é", "é"), ("+", "+"),
])
def test_atoms(text: str, atom: object) -> None:
    assert clauses(f"p({text}).") == [("p", (atom,))]


def test_lists_comments_layout_and_several_clauses_per_line() -> None:
    text = """% a line comment
    moves(a, [b, c]).   max_to_move(d).   /* a block
    comment */ min_to_move(b).   static_eval(h, 1).
    nested([a, [b, [c]], []]).  moves(x,
        [y,
         z]).
    """
    assert clauses(text) == [
        ("moves", ("a", ("b", "c"))), ("max_to_move", ("d",)), ("min_to_move", ("b",)),
        ("static_eval", ("h", 1)), ("nested", (("a", ("b", ("c",)), ()),)),
        ("moves", ("x", ("y", "z")))]


def test_positions_of_clauses_and_arguments() -> None:
    [first, second] = parse_text("  moves(a, [b]).\nstatic_eval(\n  h,\n   1).", "t.pl")
    assert isinstance(first, Clause) and isinstance(second, Clause)
    assert (first.line, first.column, first.arg_position(1)) == (1, 3, (1, 12))
    assert (second.line, second.column, second.arg_positions) == (2, 1, ((3, 3), (4, 4)))


def test_unknown_escape_is_an_error() -> None:
    [error] = parse_text(r"p('\q').", "t.pl")
    assert isinstance(error, FactSyntaxError)
    assert "unknown escape sequence" in error.message


def test_nesting_is_capped_instead_of_recursing() -> None:
    [error] = parse_text("p(" + "[" * 1000 + "]" * 1000 + ").", "t.pl")
    assert isinstance(error, FactSyntaxError)
    assert "nested deeper than" in error.message


def test_queries_may_hold_variables_and_partial_lists() -> None:
    goal = parse_goal("?- minimax(a, Best, _Val, [b|Rest]).")
    assert goal == Compound("minimax", ("a", Var("Best"), Var("_Val"),
                                        PartialList(("b",), Var("Rest"))))
    assert parse_goal("alphabeta(a, -inf, inf, G, V)").args[1:3] == \
        (Compound("-", ("inf",)), "inf")


@pytest.mark.parametrize(("term", "text"), [
    ("b", "b"), ("Hello world", "'Hello world'"), ("don't", "'don\\'t'"), ("[]", "'[]'"),
    ((), "[]"), (("b", "d", "i"), "[b, d, i]"), (1e10, "10000000000.0"),
    (1e15, "1.0e+15"), (1.5e-7, "1.5e-7"), (0.1, "0.1"), (-2, "-2"), (math.inf, "1.0Inf"),
    ("A", "'A'"), (Compound("f", ("x", 1)), "f(x, 1)"),
])
def test_terms_print_as_swi_prolog_writes_them(term: object, text: str) -> None:
    assert format_term(term) == text  # type: ignore[arg-type]
