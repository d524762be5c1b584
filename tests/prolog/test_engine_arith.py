"""Arithmetic with SWI-Prolog's rules (int/float, division, powers, exact comparison)."""

from __future__ import annotations

import pytest

from tests.helpers.engine_util import engine_with, one


@pytest.mark.parametrize(("expr", "value"), [
    ("4/2", "2"), ("7/2", "3.5"), ("2**3", "8"), ("2** -1", "0.5"), ("2^3", "8"),
    ("-7//2", "-3"), ("-7 mod 2", "1"), ("-7 rem 2", "-1"), ("-7 div 2", "-4"),
    ("2.0*3", "6.0"), ("abs(-3)", "3"), ("sign(-2.5)", "-1.0"), ("min(1, 1.0)", "1.0"),
    ("max(2, 3.0)", "3.0"), ("sqrt(16)", "4.0"), ("truncate(3.7)", "3"),
    ("round(-2.5)", "-3"), ("ceiling(2.1)", "3"), ("floor(-2.1)", "-3"),
    ("integer(2.5)", "3"), ("float(1)", "1.0"), ("gcd(12, 18)", "6"), ("msb(1000)", "9"),
    ("5 /\\ 3", "1"), ("5 \\/ 3", "7"), ("5 xor 3", "6"), ("\\ 5", "-6"),
    ("1 << 3", "8"), ("16 >> 2", "4"), ("1 ** 2.5", "1"), ("0.0 ** 0", "1"),
    ("2 ** 100", "1267650600228229401496703205376"), ("e", "2.718281828459045"),
    ("cot", "cot/0"), ("foo + 1", "foo/0"),
])
def test_is(expr: str, value: str) -> None:
    e = engine_with()
    answer = one(e, f"X is {expr}.")
    if "/" in value:  # not a function: SWI's words
        assert answer == f"ERROR: Arithmetic: `{value}' is not a function"
    else:
        assert answer == f"X = {value}."


def test_an_integer_compares_with_a_float_as_a_float() -> None:
    # SWI 9 converts the integer (one past the floats' range is an infinity).
    e = engine_with()
    big = "1" + "0" * 309
    assert one(e, f"{big} > 1.0e308.") == "true."
    assert one(e, f"{big} =:= inf.") == "true."
    assert one(e, "9007199254740993 =:= 9007199254740992.0.") == "true."
    assert one(e, "1 =:= 1.0.") == "true."


def test_evaluation_errors() -> None:
    e = engine_with()
    assert one(e, "catch(X is 1 mod 0, error(E, _), true).") == \
        "E = evaluation_error(zero_divisor)."
    assert one(e, "catch(X is 1.5 div 2, error(E, _), true).") == \
        "E = type_error(integer, 1.5)."
    assert one(e, "catch(X is foo + bar, error(E, _), true).") == \
        "E = type_error(evaluable, bar/0)."
    assert one(e, "catch(X is Y + 1, error(E, _), true).") == "E = instantiation_error."


def test_succ_and_plus() -> None:
    e = engine_with()
    assert one(e, "succ(X, 4).") == "X = 3."
    assert one(e, "succ(3, X).") == "X = 4."
    assert one(e, "plus(2, X, 7).") == "X = 5."
