"""The reader: Prolog clause syntax for facts, as the course writes them, read by our own
parser (numbers, atoms, lists, comments, layout, positions, errors)."""

from __future__ import annotations

import math
import time

import pytest

from logic_minimax.errors import FactSyntaxError
from logic_minimax.kb.goals import parse_goal
from logic_minimax.prolog.reader import Clause, parse_text
from logic_minimax.prolog.terms import Compound, Term, format_fact, format_term


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


# -- issue 14: the fuzz campaign's reproducers read as SWI-Prolog reads them ---------------

def only_fact(text: str) -> tuple[Term, ...]:
    [clause] = parse_text(text, "t.pl")
    assert isinstance(clause, Clause), clause
    return clause.args


def only_error(text: str) -> FactSyntaxError:
    [error] = parse_text(text, "t.pl")
    assert isinstance(error, FactSyntaxError), error
    return error


def test_b1_leading_zeros_read_as_decimal() -> None:
    assert only_fact("foo([007]).") == ((7,),)
    assert only_fact("foo(-007, 0x1F, 0o17, 0b101, 00).") == (-7, 31, 15, 5, 0)
    assert parse_goal("static_eval(X, 007).").args[1] == 7


@pytest.mark.parametrize("escape", [r"\x110000\ ", r"\xFFFFFFFFFFFFFFFFFFFF\ ",
                                    r"\777777777\ "])
def test_b2_escapes_beyond_unicode_are_syntax_errors(escape: str) -> None:
    error = only_error(f"foo('{escape.strip()}').")
    assert "illegal character code" in error.message
    assert (error.line, error.column) == (1, 6)  # at the backslash, as SWI


@pytest.mark.parametrize("code", ["D800", "dfff", "DBFF"])
def test_b3_surrogate_escapes_are_syntax_errors(code: str) -> None:
    error = only_error(f"foo(a, 'x\\x{code}\\').")
    assert "illegal character code" in error.message
    assert error.column == 10


def test_b3_the_edges_of_unicode_still_read() -> None:
    assert only_fact(r"foo('\xD7FF\', '\xE000\', '\x10FFFF\').") == \
        ("\ud7ff", "\ue000", "\U0010ffff")


def test_b4_integers_of_any_size_read_in_every_base() -> None:
    digits = "9" * 5000
    assert only_fact(f"foo({digits}, -{digits}).") == (int(digits), -int(digits))
    assert only_fact(f"foo(0x{'f' * 5000}).") == (16 ** 5000 - 1,)


def test_h1_an_unterminated_quoted_atom_of_escapes_fails_fast() -> None:
    text = "foo('" + "\\1" * 40 + ")."  # took minutes: exponential backtracking
    started = time.process_time()
    error = only_error(text)
    assert "unterminated quoted atom" in error.message
    assert time.process_time() - started < 1.0  # linear: well under a millisecond


def test_h1_octal_escapes_still_read_as_swi() -> None:
    assert only_fact(r"foo('a\1\1').") == ("a\x011",)


def test_w1_a_comment_ends_only_at_a_newline() -> None:
    assert parse_text("% c\rmin_to_move(b).\nfoo('x').\n", "t.pl")[0] == \
        Clause("foo", ("x",), "t.pl", 2, 1, "foo('x').")


@pytest.mark.parametrize("char", ["\x85", "\u2028", "\u2029", "\x1c", "\r", "\f", "\v"])
def test_w1_other_line_breaks_are_characters_inside_a_quoted_atom(char: str) -> None:
    assert only_fact(f"foo(1.5, 'a{char}b').") == (1.5, f"a{char}b")


@pytest.mark.parametrize("char", ["\x1c", "\x1f", "\x85"])
def test_w1_information_separators_are_not_layout(char: str) -> None:
    error = only_error(f"foo(a,{char}b).")
    assert (error.line, error.column) == (1, 7)  # SWI: illegal character


@pytest.mark.parametrize("char", ["\r", "\f", "\v", "\xa0", "\u2028", "\u3000"])
def test_w1_unicode_spaces_are_layout_as_in_swi(char: str) -> None:
    assert only_fact(f"foo(a,{char}b).") == ("a", "b")


def test_float_overflow_is_a_syntax_error() -> None:
    error = only_error("foo(a, 1e400).")
    assert "float overflow" in error.message
    assert error.column == 8
    assert only_fact("foo(1.0e308, 1e-400).") == (1e308, 0.0)  # SWI reads 0.0 too


def test_a_sign_is_one_character() -> None:
    error = only_error("foo(-+5).")  # read as 5: the sign test was a substring test
    assert (error.column, error.message) == (7, "unexpected '5' in arguments")
    assert only_fact("foo(-5, +5, -, +).") == (-5, 5, "-", "+")


def test_the_goal_minus_inf_is_a_compound_not_an_atom() -> None:
    assert parse_goal("foo(-inf).").args == (Compound("-", ("inf",)),)
    assert parse_goal("foo('-inf').").args == ("-inf",)


@pytest.mark.parametrize("atom", ["{}", "!", ";", "/*", "/*+", ".", "+.", "..", "\\", "[]",
                                  "*/", "'", "a\x85b", "\x00", "é", "A b"])
def test_listing_reads_back(atom: str) -> None:
    for fact in (Compound("foo", (atom, ("x", atom))), Compound(atom, ())):
        text = format_fact(fact.name, fact.args)
        [clause] = parse_text(text, "t.pl")
        assert isinstance(clause, Clause), (text, clause)
        assert (clause.name, clause.args) == (fact.name, fact.args), text


def test_listing_writes_atoms_as_swi() -> None:
    assert [format_term(a) for a in ("{}", "!", ";", "/*", "+.", "a\x85b")] == \
        ["{}", "!", ";", "'/*'", "+.", "'a\\x85\\b'"]
    assert format_fact("+.", ()) == "+. ."
