"""The one reader on the text the course writes, as SWI-Prolog 9 reads it: numbers, atoms,
lists, comments and layout, where each clause starts, errors and their places, and the fuzz
campaign's reproducers (issue 14). Every text here is read by ``swipl`` too, and must give
the same terms and the same syntax errors."""

from __future__ import annotations

import math
from typing import Any

import pytest

from logic_minimax import KnowledgeBase
from logic_minimax.errors import PrologSyntaxError
from logic_minimax.kb.goals import read_goal
from logic_minimax.prolog.core import NIL, Var, deref, make_list
from logic_minimax.prolog.parser import Reader, read_terms
from tests.helpers.engine_util import ask, engine_with
from tests.helpers.swi_toplevel import toplevel
from tests.helpers.swipl import read_canonical, require_swipl, swipl_read


def items(*values: object) -> object:
    return make_list(list(values))


BIG = "9" * 5000
LINE_BREAKS = ("\x85", "\u2028", "\u2029", "\x1c", "\r", "\f", "\v")
SPACES = ("\r", "\f", "\v", "\xa0", "\u2028", "\u3000")
ILLEGAL = ("\x1c", "\x1f", "\x85", "\x00", "\x07", "\x7f")

FACTS: dict[str, tuple[object, ...]] = {
    # numbers keep their type and value
    "v(-2, 3.5, 1.0e3, 1e10, -1.5e-7).": (-2, 3.5, 1000.0, 1e10, -1.5e-7),
    "v(0x1F, 0o17, 0b101, 16'FF, 0'a, 1_000_000).": (31, 15, 5, 255, 97, 1000000),
    "v(12345678.9, 0.10000001, 1.0Inf, -1.0Inf).": (12345678.9, 0.10000001, math.inf,
                                                    -math.inf),
    # a plus sign is a prefix operator (SWI 7), a minus sign glued to a number its sign
    "v(+3, + 3, -3, - 3, -(3)).": (("+", 3), ("+", 3), -3, ("-", 3), ("-", 3)),
    # atoms
    "p(a, n1_2, 'Hello world', 'don''t', 'don\\'t').": ("a", "n1_2", "Hello world",
                                                         "don't", "don't"),
    "p('a\\nb', 'tab\\there', '\\x41\\', '\\101\\', 'back\\\\slash').": (
        "a\nb", "tab\there", "A", "A", "back\\slash"),
    "p([], é, +, {}, 'Été', -, ';', !).": (NIL, "é", "+", "{}", "Été", "-", ";", "!"),
    # terms the fact dialect refused
    "p(0'a, {a}, a:b, [a|b], f(-)).": (97, ("{}", "a"), (":", "a", "b"), ("[|]", "a", "b"),
                                       ("f", "-")),
    # issue 14: B1 leading zeros are decimal
    "foo([007]).": (items(7),),
    "foo(-007, 0x1F, 0o17, 0b101, 00).": (-7, 31, 15, 5, 0),
    # B3 the edges of Unicode still read
    r"foo('\xD7FF\', '\xE000\', '\x10FFFF\').": ("\ud7ff", "\ue000", "\U0010ffff"),
    # B4 integers of any size, in every base
    f"foo({BIG}, -{BIG}).": (int(BIG), -int(BIG)),
    f"foo(0x{'f' * 5000}).": (16 ** 5000 - 1,),
    # H1 octal escapes
    r"foo('a\1\1').": ("a\x011",),
    # W1 other line breaks are characters inside a quoted atom; Unicode spaces are layout
    **{f"foo(1.5, 'a{char}b').": (1.5, f"a{char}b") for char in LINE_BREAKS},
    **{f"foo(a,{char}b).": ("a", "b") for char in SPACES},
    # SWI reads an underflow as 0.0 too
    "foo(1.0e308, 1e-400).": (1e308, 0.0),
    "foo(-5, +5, -, +).": (-5, ("+", 5), "-", "+"),
    "foo(-inf, '-inf').": (("-", "inf"), "-inf"),
}

ERRORS: dict[str, tuple[int, int, str]] = {
    r"p('\q').": (1, 4, "unknown character escape in quoted atom or string: \\q"),
    # B2 escapes beyond Unicode, placed at the backslash
    r"foo('\x110000\').": (1, 6, "illegal character code"),
    r"foo('\xFFFFFFFFFFFFFFFFFFFF\').": (1, 6, "illegal character code"),
    r"foo('\777777777\').": (1, 6, "illegal character code"),
    # B3 surrogates
    **{f"foo(a, 'x\\x{code}\\').": (1, 10, "illegal character code")
       for code in ("D800", "dfff", "DBFF")},
    # W1 control characters, information separators and NEL are no layout
    **{f"foo(a,{char}b).": (1, 7, f"illegal character {char!r}") for char in ILLEGAL},
    "foo(a, 1e400).": (1, 8, "float_overflow"),
    # -+ is one symbol atom, and 5 after it is no operator
    "foo(-+5).": (1, 7, "operator expected"),
    "foo('" + "\\1" * 40 + ").": (1, 5, "end of file in quoted atom"),
}

CLAUSES = """% a line comment
    moves(a, [b, c]).   max_to_move(d).   /* a block
    comment */ min_to_move(b).   static_eval(h, 1).
    nested([a, [b, [c]], []]).  moves(x,
        [y,
         z]).
"""

DEEP = "p(" + "[" * 1000 + "]" * 1000 + ")."
UNTERMINATED = ["a(1). 'b(2). a(3).\na(4).\n", "a(1).\n/* b(2).\na(3).\n",
                "a(1).\nb(2) /* x\na(3).\n", "a(1).\nb(\"x).\na(3).\n"]
PLACED = "  moves(a, [b]).\nstatic_eval(\n  h,\n   1). max_to_move(a).\n"
OTHERS = [CLAUSES, DEEP, PLACED, "p(Été).", "p(X) :- X = 1+2.",
          "% c\rmin_to_move(b).\nfoo('x').\n", *UNTERMINATED]


def read(text: str) -> list[object]:
    return [clause.term for clause in read_terms(text, "t.pl")]


@pytest.mark.parametrize("text", FACTS)
def test_facts(text: str) -> None:
    [term] = read(text)
    assert type(term) is tuple
    # typed: 1 and 1.0, 0.0 and -0.0 differ in Prolog
    assert [(type(a), repr(a)) for a in term[1:]] == \
        [(type(a), repr(a)) for a in FACTS[text]]


@pytest.mark.parametrize("text", ERRORS)
def test_errors_are_placed(text: str) -> None:
    with pytest.raises(PrologSyntaxError) as info:
        read_terms(text, "t.pl")
    assert (info.value.line, info.value.column, info.value.message) == ERRORS[text]


def test_lists_comments_layout_and_several_clauses_per_line() -> None:
    assert read(CLAUSES) == [
        ("moves", "a", items("b", "c")), ("max_to_move", "d"), ("min_to_move", "b"),
        ("static_eval", "h", 1), ("nested", items("a", items("b", items("c")), NIL)),
        ("moves", "x", items("y", "z"))]


def test_where_each_clause_starts() -> None:
    text = PLACED
    reader = Reader(text, "t.pl")
    starts = []
    while (clause := reader.read_clause()) is not None:
        starts.append((clause.line, clause.start - text.rfind("\n", 0, clause.start)))
    assert starts == [(1, 3), (2, 1), (4, 8)]


def test_w1_a_comment_ends_only_at_a_newline() -> None:
    assert read("% c\rmin_to_move(b).\nfoo('x').\n") == [("foo", "x")]


def test_a_capital_letter_starts_a_variable_in_any_script() -> None:
    [term] = read("p(Été).")  # É is upper case, in SWI too
    assert type(term) is tuple and type(term[1]) is Var


def test_rules_and_operators_read() -> None:
    [clause] = read("p(X) :- X = 1+2.")
    assert clause[0] == ":-" and clause[2][2] == ("+", 1, 2)  # type: ignore[index]


def test_deep_nesting_reads_without_recursion() -> None:
    [fact] = read(DEEP)
    term: Any = fact[1]  # type: ignore[index]
    depth = 0
    while deref(term) != NIL:
        term = term[1]
        depth += 1
    assert depth == 999


def test_b1_a_goal_reads_leading_zeros_too() -> None:
    goal = read_goal(KnowledgeBase(), "static_eval(X, 007).").term
    assert goal[2] == 7  # type: ignore[index]


@pytest.mark.parametrize("text", UNTERMINATED)
def test_an_unterminated_quote_or_comment_takes_the_rest_of_the_text(text: str) -> None:
    # as in SWI; a bad token right after a clause on its line was read again forever
    assert read_canonical(text) == ["a(1)", "error"]


def test_the_atom_brackets_is_not_the_empty_list() -> None:
    # SWI 7: [] is a constant of its own, '[]' an atom ('[]' == [] fails)
    assert read("p('[]').") != read("p([]).")


@pytest.mark.swipl
@pytest.mark.parametrize("text", [
    # a prefix operator is an atom before an infix operator only when that one binds less
    # tightly than the prefix operator's operand (SWI's modify_op): - = a is (-) = a, but
    # the = of :- = a is the operand of :-, and then a is an error
    ":-| a.\n", "x((:-) | a).\n", "x(:- = a).\n", "x(dynamic = a).\n", "x(- = a).\n",
    "x(\\+ = a).\n", "x(\\+ * a).\n", "x(- * a).\n", "x(:- ; a).\n", "x(:- =).\n",
    "(:- , a).\n", "(- , a).\n", "x(:- , a).\n", "x([- | a]).\n", "x(- | a).\n",
    "x({- | a}).\n", "x(- :- a).\n",
    # | is an infix operator in arguments too, though not between a list's items
    "x(a ; b | c).\n", "x(a | b, c).\n", "x(a| :-).\n", "x([a|b|c]).\n"])
def test_operator_atoms_as_operands_read_as_swi_reads_them(text: str) -> None:
    assert read_canonical(text) == swipl_read([text])[0]


@pytest.mark.swipl
@pytest.mark.parametrize("text", ["x((a ',' b)).\n", "x(a ',' b).\n", "x((a '|' b)).\n",
                                  "x([a '|' b]).\n", "x((a '-' b)).\n"])
def test_a_quoted_comma_or_bar_is_the_operator_as_in_swi(text: str) -> None:
    assert read_canonical(text) == swipl_read([text])[0]


@pytest.mark.swipl
@pytest.mark.parametrize("text", [
    # SWI's Unicode classes (prolog/chars.py): a combining mark or another script's digit
    # continues a name, ℘ or ᢅ (Other_ID_Start) starts one, ² does not continue one but is a
    # solo atom, Ⅰ (Other_Uppercase) starts a variable and titlecase ǅ an atom
    "p(a\u0300b).\n", "p(a\u00b2).\n", "p(\u00b2).\n", "p(\u2118a).\n", "p(\u2160a).\n",
    "p(\u01c5a, \u01c4a).\n", "p(\u1885a, a\u0663, a\u203fb, a\u0387b).\n",
    "p(\u0300a).\n", "p(\u203fa).\n", "p(a\u00b7b).\n",
    # punctuation and symbols glue into symbol atoms; ½ and ⃝ are solo; Latin-1 as SWI's table
    "p(+\u2192, \u00a7+, \u00ac\u00ac, \u00d7, \u3008, \u24b6).\n", "p(\u00bd, \u20dd).\n",
    "p(a\u20dd).\n", "p(\u00b5x, \u00aa, \u00ad).\n", "p(\u201cx\u201d).\n",
    # format characters are solo, unassigned ones and VERTICAL TILDE illegal
    "p(\u200b).\n", "p(a\u200bb).\n", "p(\u0378).\n", "p(\u2e2f).\n"])
def test_names_in_other_scripts_read_as_swi_reads_them(text: str) -> None:
    assert read_canonical(text) == swipl_read([text])[0]


@pytest.mark.swipl
@pytest.mark.parametrize("text", [
    "/* c /**/a.\nb.\n", "/* a /* b */ c */ d.\n/**/e.\n/*/ x */f.\n/* /*/ */g.\n/***/h.\n",
    "/*/*/ */ */i.\n/* a */ j /* b */.\n", "a. /*/ b.\n", "a /*/*/ */ */ .\n"])
def test_block_comments_nest_as_in_swi(text: str) -> None:
    assert read_canonical(text) == swipl_read([text])[0]


@pytest.mark.swipl
@pytest.mark.parametrize("text", [
    # digit groups: one space, or _ and layout, between digits make one integer
    "p(1 000, 1_ 000, 1_\n000, [1 2], 0x1_F).\n", "p(1  2).\n", "p(0x1 F).\n",
    "p(1_000e3).\n", "p(1_0'1).\n",
    # other scripts' digits, a number of one script at a time; no sign glued to them
    "p(\u0663, \u0661\u0662, \u0663.\u0665, \u0663\u0665e\u0662, \u0663 \u0665, \uff13).\n",
    "p(-\u0663).\n", "p(1\u0663).\n", "p(\u0663a).\n"])
def test_numbers_read_as_swi_reads_them(text: str) -> None:
    assert read_canonical(text) == swipl_read([text])[0]


# -- against SWI-Prolog --------------------------------------------------------------------


@pytest.mark.swipl
def test_every_text_here_reads_as_swi_reads_it() -> None:
    texts = [*FACTS, *ERRORS, *OTHERS]
    for text, theirs in zip(texts, swipl_read(texts), strict=True):
        assert read_canonical(text) == theirs, text


@pytest.mark.swipl
@pytest.mark.parametrize(("program", "query"), [
    ("", "set_prolog_flag(double_quotes, codes), term_to_atom(T, 'f(\"ab\")')."),
    (":- set_prolog_flag(double_quotes, chars).\n:- set_prolog_flag(back_quotes, string).\n",
     "term_to_atom(T, 'f(\"ab\", `cd`)'), term_string(S, 'g(\"x\")'), "
     "atom_to_term('h(\"y\", X)', A, B), read_term_from_atom('k(`z`)', K, []), "
     "Q = \"q\", R = `r`."),
    ("", "set_prolog_flag(back_quotes, chars), term_to_atom(T, 'f(`ab`)')."),
    ("", "set_prolog_flag(double_quotes, atom), term_string(T, 'f(\"ab\", [])')."),
])
def test_every_text_the_engine_reads_follows_its_flags(program: str, query: str) -> None:
    """The engine reads a file, a goal, term_to_atom/2's text and the rest through one
    reader that applies the flags (the double_quotes flag was lost on term_to_atom/2's)."""
    assert "\n".join(ask(engine_with(program), query)) == \
        "\n".join(toplevel(require_swipl(), program, query))
