"""Atoms, strings and format/2,3."""

from __future__ import annotations

from tests.helpers.engine_util import ask, engine_with, one


def test_conversions() -> None:
    e = engine_with()
    assert one(e, "atom_codes(A, [0'h, 0'i]), atom_chars(A, C).") == "A = hi,\nC = [h, i]."
    assert one(e, "atom_length(hello, N).") == "N = 5."
    assert one(e, "atom_number('0x1A', N).") == "N = 26."
    assert one(e, "atom_number(foo, N).") == "false."
    assert one(e, "number_codes(N, \"42\").") == "N = 42."
    assert one(e, "atom_string(A, \"xy\").") == "A = xy."
    assert one(e, "upcase_atom('hi there', U).") == "U = 'HI THERE'."
    assert one(e, "term_to_atom(f(X, 'A'), T).") .startswith("T = 'f(_")


def test_atom_concat_all_modes() -> None:
    e = engine_with()
    assert ask(e, "atom_concat(X, Y, ab).") == ["X = '',\nY = ab ;", "X = a,\nY = b ;",
                                                 "X = ab,\nY = ''."]
    assert one(e, "atom_concat(a, b, X).") == "X = ab."


def test_sub_atom_and_atomic_list_concat() -> None:
    e = engine_with()
    assert ask(e, "sub_atom(abc, B, 2, A, S).") == ["B = 0,\nA = 1,\nS = ab ;",
                                                     "B = 1,\nA = 0,\nS = bc."]
    assert one(e, "atomic_list_concat([a, 1, \"s\"], X).") == "X = a1s."
    assert one(e, "atomic_list_concat(L, '-', 'a-b--c').") == "L = [a, b, '', c]."


def test_strings() -> None:
    e = engine_with()
    assert one(e, "string_concat(\"ab\", X, \"abc\").") == 'X = "c".'
    assert one(e, "split_string(\"a,b,,c\", \",\", \"\", P).") == 'P = ["a", "b", "", "c"].'
    assert one(e, "string_chars(S, [h, i]), string_length(S, N).") == 'S = "hi",\nN = 2.'


def test_format_directives() -> None:
    e = engine_with()
    assert one(e, "format(atom(A), \"~w ~q ~a ~d~n\", [f('X'), 'X', abc, 42]).") == \
        "A = 'f(X) \\'X\\' abc 42\\n'."
    assert one(e, "format(atom(A), \"~t~w~10|~w\", [right, end]).") == "A = '     rightend'."
    assert one(e, "format(atom(A), \"~2f ~e ~g\", [3.14159, 2.5, 0.5]).") == \
        "A = '3.14 2.500000e+00 0.5'."
    assert one(e, "format(atom(A), \"~2d ~D ~8|x ~c ~8r\", [314, 1234567, 65, 64]).") == \
        "A = '3.14 1,234,567 x A 100'."
    assert one(e, "with_output_to(string(S), (write(a), print('B'))).") == "S = \"a'B'\"."


def test_write_family() -> None:
    e = engine_with()
    assert one(e, "with_output_to(string(S), writeq(['A', - 1, -(-(1)), 1-(-1), a- -1, "
                  "\"s\", {x}, (a:-b,c), f(;)])).") == \
        "S = \"['A',- 1,- - 1,1- -1,a- -1,\\\"s\\\",{x},(a:-b,c),f(;)]\"."
    assert one(e, "with_output_to(string(S), write_canonical(f(X, 'a b', [1, Y, X]))).") \
        == "S = \"f(A,'a b',[1,_,A])\"."


def test_output_capture_is_undone_by_exceptions() -> None:
    e = engine_with()
    assert one(e, "catch(with_output_to(string(S), (write(a), throw(x))), x, true), "
                  "with_output_to(string(T), write(b)).") == 'T = "b".'
    assert ask(e, "with_output_to(string(S), (write(a), fail)).") == ["false."]
    assert one(e, "with_output_to(string(S), write(ok)).") == 'S = "ok".'


def test_character_types() -> None:
    e = engine_with()
    assert one(e, "code_type(0'5, digit(W)), char_type('A', upper(L)), "
                  "char_type(b, to_lower(U)), code_type(0' , space).") == \
        "W = 5,\nL = a,\nU = 'B'."
    assert one(e, "char_type(a, upper(_)).") == "false."


def test_atom_to_term_keeps_variable_names() -> None:
    e = engine_with()
    assert one(e, "atom_to_term('foo(X, Y, X)', T, B).") == \
        "T = foo(_A, _B, _A),\nB = ['X'=_A, 'Y'=_B]."
