"""The reader: SWI's syntax, its errors at file:line:col, and issue 14's reader bugs."""

from __future__ import annotations

import pytest

from logic_minimax.errors import PrologSyntaxError
from logic_minimax.prolog.core import NIL, PString
from logic_minimax.prolog.lexer import parse_int
from logic_minimax.prolog.parser import read_terms
from logic_minimax.prolog.write import WRITEQ, term_to_text
from tests.helpers.engine_util import ask, engine_with
from tests.helpers.swi_toplevel import toplevel
from tests.helpers.swipl import require_swipl


def read1(text: str) -> object:
    [clause] = read_terms(text)
    return clause.term


def test_operators_follow_the_standard_table() -> None:
    assert read1("a :- b, c ; d -> e.") == (":-", "a", (";", (",", "b", "c"), ("->", "d", "e")))
    assert read1("X is 1 + 2 * 3 - 4.")[2] == ("-", ("+", 1, ("*", 2, 3)), 4)  # type: ignore[index]
    assert read1("x(2 ^ 3 ^ 4, 1 - 2 - 3).") == ("x", ("^", 2, ("^", 3, 4)),
                                                 ("-", ("-", 1, 2), 3))
    assert read1("\\+ a = b.") == ("\\+", ("=", "a", "b"))


def test_negative_numbers_and_prefix_minus() -> None:
    assert read1("x(-1, - 1, -(1), a - 1, a-1, - a).") == (
        "x", -1, ("-", 1), ("-", 1), ("-", "a", 1), ("-", "a", 1), ("-", "a"))


def test_operators_as_atoms() -> None:
    assert read1("x(-, +, [-], f(;), (:-)).") == (
        "x", "-", "+", ("[|]", "-", NIL), ("f", ";"), ":-")


def test_lists_curly_strings_and_codes() -> None:
    t = read1('x([a, b|T], {p, q}, "abc", `ab`, 0\'a, 0\'\'\', "").')
    assert t[2] == ("{}", (",", "p", "q"))  # type: ignore[index]
    assert t[3] == PString("abc") and type(t[3]) is PString  # type: ignore[index]
    assert t[4] == ("[|]", 97, ("[|]", 98, NIL))  # type: ignore[index]
    assert t[5:] == (97, 39, "")  # type: ignore[index]


def test_numbers() -> None:
    assert read1("x(0x1F, 0o17, 0b101, 16'FF, 1_000_000, 1.5e3, 1e10, 1.0Inf).") == (
        "x", 31, 15, 5, 255, 1000000, 1500.0, 1e10, float("inf"))


def test_escapes() -> None:
    assert read1(r"x('a\nb', '\x41\', '\101\', 'it''s', '\e', 'a\
b').") == ("x", "a\nb", "A", "A", "it's", "\x1b", "ab")


def test_comments_and_layout() -> None:
    text = "/* block\n comment */ a. % line\nb.\n"
    assert [c.term for c in read_terms(text)] == ["a", "b"]


def test_variable_names_are_kept_in_order() -> None:
    [clause] = read_terms("p(X, _Y, _, X, Z).")
    assert [n for n, _ in clause.names] == ["X", "_Y", "Z"]
    assert clause.singletons == ("Z",)


def test_syntax_error_names_the_place() -> None:
    with pytest.raises(PrologSyntaxError) as info:
        read_terms("ok.\nfoo(a b).\n", "bad.pl")
    err = info.value
    assert (err.source, err.line, err.column) == ("bad.pl", 2, 7)
    assert "operator expected" in err.message
    assert err.format().splitlines()[1:] == ["    foo(a b).", "          ^",
                                             "    expected: an operator, ',' or ')'"]


def test_priority_clash_is_an_error() -> None:
    with pytest.raises(PrologSyntaxError, match="priority clash"):
        read_terms("x :- a = \\+ b.")


def test_b1_leading_zeros_read_as_decimal() -> None:
    assert read1("foo([007]).") == ("foo", ("[|]", 7, NIL))


@pytest.mark.parametrize("text", ["foo('\\x110000\\').", "foo('\\xFFFFFFFFFFFFFFFFFFFF\\')."])
def test_b2_escapes_out_of_range_are_syntax_errors(text: str) -> None:
    with pytest.raises(PrologSyntaxError, match="illegal character code"):
        read_terms(text)


def test_b3_surrogate_escapes_are_syntax_errors() -> None:
    with pytest.raises(PrologSyntaxError, match="illegal character code"):
        read_terms("foo('\\xD800\\').")


def test_b4_huge_integers_read_and_write() -> None:
    digits = "7" * 5000
    assert term_to_text(read1(f"foo({digits}).")) == f"foo({digits})"
    big = read1("foo(0x" + "F" * 5000 + ").")[1]  # type: ignore[index]
    assert big == 16 ** 5000 - 1
    assert parse_int(term_to_text(big)) == big


def test_h1_unterminated_quote_full_of_escapes_is_linear() -> None:
    # 20,000 escapes: an exponential (or quadratic) scan would not finish.
    with pytest.raises(PrologSyntaxError, match="end of file in quoted"):
        read_terms("foo('" + "\\1" * 20000 + ").")


def test_w1_percent_comment_ends_only_at_newline() -> None:
    text = "% c\rmin_to_move(b).\nfoo('x').\n"
    assert [c.term for c in read_terms(text)] == [("foo", "x")]
    assert read1("foo(1.5, 'a\x85b').") == ("foo", 1.5, "a\x85b")


def test_float_overflow_is_a_syntax_error() -> None:
    with pytest.raises(PrologSyntaxError, match="float_overflow"):
        read_terms("x(1e400).")


def test_minus_inf_is_not_the_atom() -> None:
    assert read1("foo(-inf).") == ("foo", ("-", "inf"))


@pytest.mark.parametrize("atom", ["{}", "!", ";", "/*", "[]", ",", "|", "a b", "don't",
                                  "\n", "", "hello", "Abc", "+", "\\"])
def test_written_atoms_read_back(atom: str) -> None:
    text = term_to_text(("f", atom), WRITEQ)
    assert read1(text + ".") == ("f", atom)


def test_deep_terms_read_without_recursion() -> None:
    n = 50_000
    t = read1("x(" + "f(" * n + "a" + ")" * n + ").")
    depth = 0
    t = t[1]  # type: ignore[index]
    while type(t) is tuple:
        t = t[1]
        depth += 1
    assert depth == n
    long_list = read1("x([" + ", ".join(["1"] * n) + "]).")
    assert term_to_text(long_list).count("1") == n
    body = read1("p :- " + ", ".join(["q"] * n) + ".")
    assert body[0] == ":-"  # type: ignore[index]


@pytest.mark.swipl
@pytest.mark.parametrize("query", [
    "X = f(), compound(X), X \\== f, compound_name_arity(X, N, A).",
    "X = 'a b'(), Y = [f(), g(f())].",
    "catch(functor(f(), N, A), error(E, _), true).",
    "catch(f() =.. L, error(E, _), true).",
    "f() = f(), f() \\= f.",
])
def test_swi7_compounds_without_arguments(query: str) -> None:
    """``f()``: SWI 7's compound of arity 0 (its own test files use it)."""
    expected = toplevel(require_swipl(), "", query)
    assert "\n".join(ask(engine_with(), query)) == "\n".join(expected)
