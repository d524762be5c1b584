"""Atoms and strings converted: ``atom_codes atom_chars char_code atom_length
atom_number number_codes number_chars atom_string string_chars string_codes
string_to_atom string_length upcase_atom downcase_atom term_to_atom term_string
number_string string_lower string_upper atom_to_term``, with SWI's
text rules (a code or char list is text, ``[]`` the empty one, where text is expected).
Taking text apart and putting it together is ``substrings.py``."""

from __future__ import annotations

from fractions import Fraction

from logic_minimax.errors import PrologSyntaxError
from logic_minimax.prolog.builtins import det
from logic_minimax.prolog.core import (
    NIL,
    PString,
    Var,
    codes_or_chars,
    deref,
    error,
    instantiation_error,
    make_list,
    proper_list,
    text_of,
    type_error,
    unify,
)
from logic_minimax.prolog.interface import Solver
from logic_minimax.prolog.lexer import Lexer
from logic_minimax.prolog.parser import ReadTerm
from logic_minimax.prolog.write import WriteOptions, term_to_text

# term_to_atom/2 and term_string/2 double quotes inside quotes, as SWI does.
TERM_TEXT = WriteOptions(quoted=True, double_quotes=True)


def parse_number(text: str) -> int | float | None:
    """The number ``text`` spells (as ``atom_number/2`` reads it), or None."""
    body = text
    sign = 1
    if body.startswith("-"):
        sign, body = -1, body[1:]
    elif body.startswith("+"):
        body = body[1:]
    if not body or not body[0].isdigit():
        return None
    lexer = Lexer(body)
    try:
        tok = lexer.next()
    except PrologSyntaxError:
        return None
    if tok.kind not in ("int", "float") or tok.end != len(body):
        return None
    value: int | float = tok.value  # type: ignore[assignment]
    return sign * value


def _number_or_error(text: str) -> int | float:
    value = parse_number(text)
    if value is None:
        raise error(("syntax_error", "illegal_number"))
    return value


def _codes(text: str) -> object:
    return make_list([ord(c) for c in text])


def _chars(text: str) -> object:
    return make_list(list(text))


def list_text(t: object) -> str:
    """The text of a code or char list (or a string) given where a list is expected:
    ``type_error(list, X)`` for anything else, as SWI."""
    t = deref(t)
    if type(t) is Var:
        raise instantiation_error()
    if type(t) is PString:
        return str(t)
    chars = codes_or_chars(t) if type(t) is tuple or t is NIL else None
    if chars is None:
        raise type_error("list", t)
    return chars


def _two_way(s: Solver, g: tuple[object, ...], make: object, out: type) -> bool:
    """``X_codes(A, L)``-style: from A when bound, else from the list L.  A bound A is an
    atom, number or string (for ``atom_*``, ``[]`` is not an atom; for ``string_*`` it is
    the empty text)."""
    a = deref(g[1])
    if type(a) is not Var:
        if type(a) is tuple or (a is NIL and out is str):
            raise type_error("atom", a)
        return unify(g[2], make(text_of(a)), s.trail)  # type: ignore[operator]
    return unify(a, out(list_text(g[2])), s.trail)


def _number_two_way(s: Solver, g: tuple[object, ...], make: object) -> bool:
    n = deref(g[1])
    if type(n) is not Var:
        if type(n) is not int and type(n) is not float and type(n) is not Fraction:
            raise type_error("number", n)
        return unify(g[2], make(text_of(n)), s.trail)  # type: ignore[operator]
    # ISO: layout may come before the number (not after it).
    return unify(n, _number_or_error(list_text(g[2]).lstrip()), s.trail)


@det("atom_codes", 2)
def atom_codes(s: Solver, g: tuple[object, ...]) -> bool:
    return _two_way(s, g, _codes, str)


@det("atom_chars", 2)
def atom_chars(s: Solver, g: tuple[object, ...]) -> bool:
    return _two_way(s, g, _chars, str)


@det("string_codes", 2)
def string_codes(s: Solver, g: tuple[object, ...]) -> bool:
    return _two_way(s, g, _codes, PString)


@det("string_chars", 2)
def string_chars(s: Solver, g: tuple[object, ...]) -> bool:
    return _two_way(s, g, _chars, PString)


@det("number_codes", 2)
def number_codes(s: Solver, g: tuple[object, ...]) -> bool:
    return _number_two_way(s, g, _codes)


@det("number_chars", 2)
def number_chars(s: Solver, g: tuple[object, ...]) -> bool:
    return _number_two_way(s, g, _chars)


@det("atom_string", 2)
def atom_string(s: Solver, g: tuple[object, ...]) -> bool:
    a = deref(g[1])
    if type(a) is not Var:
        return unify(g[2], PString(text_of(a)), s.trail)
    return unify(a, text_of(g[2], "string"), s.trail)


@det("string_to_atom", 2)
def string_to_atom(s: Solver, g: tuple[object, ...]) -> bool:
    a = deref(g[1])
    if type(a) is not Var:
        return unify(g[2], text_of(a), s.trail)
    return unify(a, PString(text_of(g[2])), s.trail)


@det("number_string", 2)
def number_string(s: Solver, g: tuple[object, ...]) -> bool:
    # SWI 9: text that is not exactly a number fails.
    value = parse_number(text_of(g[2], "string"))
    return value is not None and unify(g[1], value, s.trail)


@det("string_length atom_length", 2)
def atom_length(s: Solver, g: tuple[object, ...]) -> bool:
    text = text_of(g[1], "text")
    n = deref(g[2])
    if type(n) is not Var and type(n) is not int:
        raise type_error("integer", n)
    return unify(n, len(text), s.trail)  # a negative length just fails, as in SWI


@det("char_code", 2)
def char_code(s: Solver, g: tuple[object, ...]) -> bool:
    c = deref(g[1])
    code = deref(g[2])
    if type(code) is not Var and type(code) is not int:
        raise type_error("integer", code)
    if type(c) is not Var:
        if type(c) is not str or len(c) != 1:
            raise type_error("character", c)
        return unify(code, ord(c), s.trail)
    if type(code) is Var:
        raise instantiation_error()
    if type(code) is not int:
        raise type_error("integer", code)
    if not 0 <= code <= 0x10FFFF:
        raise type_error("character_code", code)
    return unify(c, chr(code), s.trail)


@det("atom_number", 2)
def atom_number(s: Solver, g: tuple[object, ...]) -> bool:
    a = deref(g[1])
    if type(a) is Var:
        n = deref(g[2])
        if type(n) is Var:
            raise instantiation_error()
        if type(n) is not int and type(n) is not float and type(n) is not Fraction:
            raise type_error("number", n)
        return unify(a, text_of(n), s.trail)
    if type(a) is not str and type(a) is not PString:
        raise type_error("atom", a)
    value = parse_number(str(a)) if str(a) == str(a).strip() else None
    return value is not None and unify(g[2], value, s.trail)


def _case(s: Solver, g: tuple[object, ...], convert: object, make: type) -> bool:
    t = deref(g[1])
    if type(t) is Var:
        raise instantiation_error()
    if type(t) is tuple:
        raise type_error("atomic", t)
    if t is NIL:
        raise type_error("atom", t)
    return unify(g[2], make(convert(text_of(t))), s.trail)  # type: ignore[operator]


@det("upcase_atom", 2)
def upcase_atom(s: Solver, g: tuple[object, ...]) -> bool:
    return _case(s, g, str.upper, str)


@det("downcase_atom", 2)
def downcase_atom(s: Solver, g: tuple[object, ...]) -> bool:
    return _case(s, g, str.lower, str)


@det("string_upper", 2)
def string_upper(s: Solver, g: tuple[object, ...]) -> bool:
    return _case(s, g, str.upper, PString)


@det("string_lower", 2)
def string_lower(s: Solver, g: tuple[object, ...]) -> bool:
    return _case(s, g, str.lower, PString)


@det("term_to_atom", 2)
def term_to_atom(s: Solver, g: tuple[object, ...]) -> bool:
    t = deref(g[1])
    if type(t) is not Var or type(deref(g[2])) is Var:  # (both unbound: the variable)
        return unify(g[2], term_to_text(t, TERM_TEXT, s.engine.ops), s.trail)
    return unify(t, _parse_term(s, text_of(g[2])), s.trail)


@det("term_string", 2)
def term_string(s: Solver, g: tuple[object, ...]) -> bool:
    t = deref(g[1])
    if type(t) is not Var or type(deref(g[2])) is Var:
        return unify(g[2], PString(term_to_text(t, TERM_TEXT, s.engine.ops)), s.trail)
    return unify(t, _parse_term(s, text_of(g[2], "text")), s.trail)


def _read_term(s: Solver, text: str) -> ReadTerm:
    text += " . "
    try:
        read = s.engine.reader(text, "<string>").read_clause()
    except PrologSyntaxError as e:
        where = ("string", PString(text), max(e.column - 1, 0))  # SWI's context: the text
        raise error(("syntax_error", syntax_error_name(e.message)), where) from None
    if read is None:
        raise error(("syntax_error", "end_of_file"))
    return read


def syntax_error_name(message: str) -> str:
    """SWI's name for a syntax error the reader describes in words."""
    if message.startswith(("unexpected end of clause", "unexpected end of file")):
        return "end_of_clause"
    if message.startswith("unexpected"):
        return "cannot_start_term"
    for words, name in (("operator expected", "operator_expected"),
                        ("operator priority clash", "operator_clash"),
                        ("illegal start of term", "cannot_start_term"),
                        ("unbalanced operator", "operator_balance"),
                        ("end of file in /* ... */ comment", "end_of_file_in_block_comment"),
                        ("illegal character", "illegal_character")):
        if message.startswith(words):
            return name
    return message


def _parse_term(s: Solver, text: str) -> object:
    return _read_term(s, text).term


@det("read_term_from_atom", 3)
def read_term_from_atom(s: Solver, g: tuple[object, ...]) -> bool:
    """The term the text holds; of read_term/2's options, ``variable_names(V)``."""
    read = _read_term(s, text_of(g[1], "text"))
    for option in map(deref, proper_list(g[3])):
        if type(option) is tuple and option[0] == "variable_names" and len(option) == 2:
            names = make_list([("=", name, var) for name, var in read.names])
            if not unify(option[1], names, s.trail):
                return False
    return unify(g[2], read.term, s.trail)


@det("atom_to_term", 3)
def atom_to_term(s: Solver, g: tuple[object, ...]) -> bool:
    """atom_to_term(Text, Term, Bindings): Bindings is ['X'=_X, ...] as read."""
    read = _read_term(s, text_of(g[1]))
    bindings = make_list([("=", name, var) for name, var in read.names])
    return unify(g[2], read.term, s.trail) and unify(g[3], bindings, s.trail)
