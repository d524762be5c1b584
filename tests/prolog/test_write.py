"""The one writer: terms as SWI-Prolog's toplevel writes a value (``show``: answers,
messages, traces, pictures and JSON all quote positions with it) and as ``listing`` writes
a fact; each case is checked against ``swipl`` itself."""

from __future__ import annotations

import math
import re

import pytest

from logic_minimax.prolog.builtins.fmt import clause_text
from logic_minimax.prolog.core import NIL, PString, make_list
from logic_minimax.prolog.engine import Engine
from logic_minimax.prolog.parser import read_terms
from logic_minimax.prolog.values import Compound, from_python
from logic_minimax.prolog.write import show
from tests.helpers.swipl import swipl_read, swipl_toplevel

SHOWN = {
    # atoms: quoted only where they must be, as SWI decides it
    "b": "b", "'Hello world'": "'Hello world'", "'don''t'": "'don\\'t'", "'A'": "'A'",
    "'_x'": "'_x'", "é": "é", "'Été'": "'Été'", "'Ǆa'": "'Ǆa'", "'²x'": "'²x'",
    "''": "''", "' '": "' '", "'a\\nb'": "'a\\nb'", "'\\t'": "'\\t'", "'/*'": "'/*'",
    "{}": "{}", "[]": "[]", "f(;)": "f(;)", "f(+)": "f(+)", "[+, -, *]": "[+, -, *]",
    # SWI's classes of other characters: Latin-1 by its table, the rest by Unicode's
    "[²]": "[²]", "[½]": "[½]", "['⃝']": "['⃝']", "[§+, +→, ¬]": "[§+, +→, ¬]",
    "'a·b'": "'a·b'", "'a‿b'": "a‿b", "µx": "µx", "[αβ, 'Γα', 'ǅa', a٣]": "[αβ, 'Γα', ǅa, a٣]",
    # characters without a glyph: SWI 9's \uXXXX
    "'a\\x85\\b'": "'a\\u0085b'", "'\\x0\\'": "'\\u0000'", "'\\u2028'": "'\\u2028'",
    "'ab\\x7f\\'": "'ab\\u007F'", "\"s\\x85\\\"": '"s\\u0085"',
    # operators as atoms are bracketed, as the toplevel brackets them
    "(:-)": "(:-)", "','": "(',')", "'|'": "('|')", "f(:-, ',', '|')": "f(:-, ',', '|')",
    "- (:-)": "- (:-)", "(dynamic)": "(dynamic)", "'.'": "('.')", "x-'.'": "x-('.')",
    "f('.')": "f('.')",
    # numbers
    "1e10": "10000000000.0", "1.0e15": "1.0e+15", "1.5e-7": "1.5e-7", "0.1": "0.1",
    "-2": "-2", "1.0Inf": "1.0Inf", "-1.0Inf": "-1.0Inf", "1.5NaN": "1.5NaN", "-0.0": "-0.0",
    "1.0e-4": "0.0001", "123456789012345680.0": "1.2345678901234568e+17",
    "100000000000000.0": "100000000000000.0", "0'd": "100",
    # lists, curly terms, strings
    "[b, d, i]": "[b, d, i]", "[a|b]": "[a|b]", "{a,b}": "{a, b}", "'{}'(x)": "{x}",
    "\"str\"": '"str"', "\"a\\\"b\"": '"a\\"b"', "[a, 'B', \"c\"]": "[a, 'B', \"c\"]",
    # operators: the fewest brackets, and a space where two tokens would glue
    "b-1": "b-1", "-(1)": "- 1", "-(-(1))": "- - 1", "1-(-1)": "1- -1", "a-(-1)": "a- -1",
    "-(a)": "-a", "- - a": "- -a", "+(3)": "+3", "+(+(1))": "+ +1", "- +(3)": "- +3",
    "-(1.0)": "- 1.0", "-(2)^2": "(- 2)^2", "- 2^2": "- 2^2", "a*(-1)": "a* -1",
    "1*(-(1))": "1* - 1", "\\+ (a,b)": "(\\+ (a, b))", "\\+a": "(\\+a)",
    "\\+ \\+a": "(\\+ \\+a)", "1 rdiv 2": "1 rdiv 2", "f(a;b)": "f((a;b))",
    "(a:-b)": "(a:-b)", "p:-q,r": "(p:-q, r)", "[(a,b)]": "[(a, b)]",
    "f((a,b))": "f((a, b))", "1+2*3": "1+2*3", "(1+2)*3": "(1+2)*3", "2^3^4": "2^3^4",
    "(2^3)^4": "(2^3)^4", "a:b:c": "a:b:c", "(a->b;c)": "(a->b;c)", "a=b": "(a=b)",
    "f(x, 1)": "f(x, 1)", "'hello'(world)": "hello(world)", "'[]'(x)": "'[]'(x)",
    "'$VAR'(1)": "B", "'$VAR'(27)": "B1",
}


def term(text: str) -> object:
    [clause] = read_terms(f"x(({text})).")
    return clause.term[1]  # type: ignore[index]


@pytest.mark.parametrize("text", SHOWN)
def test_terms_are_written_as_the_toplevel_writes_them(text: str) -> None:
    assert show(term(text)) == SHOWN[text]


@pytest.mark.parametrize(("value", "text"), [
    ("Hello world", "'Hello world'"), ([], "[]"), (["b", "d", "i"], "[b, d, i]"),
    (1e10, "10000000000.0"), (math.inf, "1.0Inf"), (-2, "-2"),
    (Compound("f", ("x", 1)), "f(x, 1)"), (Compound("s", (3, "max")), "s(3, max)"),
])
def test_python_values_are_written_as_their_terms(value: object, text: str) -> None:
    assert show(from_python(value)) == text
    if isinstance(value, Compound):
        assert str(value) == text


def test_engine_terms_of_every_kind() -> None:
    assert show(("-", "b", 1)) == "b-1"
    assert show(make_list(["b", ("s", 3, "max")])) == "[b, s(3, max)]"
    assert show(PString("hi")) == '"hi"' and show(NIL) == "[]"


@pytest.mark.swipl
def test_every_case_is_what_swi_prints() -> None:
    cases = list(SHOWN)
    theirs = swipl_toplevel("".join(f"X = ({text}).\n" for text in cases))
    assert [f"X = {SHOWN[text]}." for text in cases] == theirs


# -- listing ----------------------------------------------------------------------------

ATOMS = ["{}", "!", ";", "/*", "/*+", ".", "+.", "..", "\\", "[]", "*/", "'", "a\x85b",
         "\x00", "é", "A b", "Été", "ǆa", "don't", ",", "|", ""]


def listed(clause: object) -> str:
    return clause_text(Engine(), clause)


def facts_of(atom: str) -> list[object]:
    return [("foo", atom, ("-", "x", atom)), atom if atom else ("bar", atom)]


@pytest.mark.parametrize("atom", ATOMS)
def test_listing_reads_back(atom: str) -> None:
    for fact in facts_of(atom):
        text = listed(fact)
        assert [c.term for c in read_terms(text)] == [fact], text


def swi_listing(atoms: list[str]) -> tuple[list[list[str]], list[list[str]]]:
    """Our listing of each atom's facts, and SWI's: it reads each line we wrote and
    writes it back with portray_clause/1."""
    texts = [listed(fact) for atom in atoms for fact in facts_of(atom)]
    return [[text.removesuffix("\n")] for text in texts], swipl_read(texts, "listing")


@pytest.mark.swipl
def test_listing_writes_facts_as_swi() -> None:
    ours, theirs = swi_listing([atom for atom in ATOMS if atom != "."])
    assert ours == theirs


@pytest.mark.swipl
def test_listing_brackets_the_dot_as_swi() -> None:
    # SWI 7's op(100, yfx, '.') (dicts): '.' is an operator atom, bracketed as an operand
    ours, theirs = swi_listing(["."])
    assert ours == theirs


def test_listing_names_variables_as_swi() -> None:
    [clause] = read_terms("foo(X, Y, X, _, [Z|T]).")
    assert re.fullmatch(r"foo\(A, _, A, _, \[_\|_\]\)\.\n", listed(clause.term))
