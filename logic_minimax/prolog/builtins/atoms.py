"""Atoms and strings: ``atom_codes atom_chars char_code atom_length atom_concat/3``
(all modes) ``sub_atom/5`` ``atomic_list_concat/2,3`` (split mode too) ``atom_number
number_codes number_chars atom_string string_concat string_chars string_codes
string_to_atom string_length sub_string/5 split_string/4 upcase_atom downcase_atom
term_to_atom number_string string_lower string_upper``."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator

from logic_minimax.errors import PrologSyntaxError
from logic_minimax.prolog.builtins import det, nondet, with_last
from logic_minimax.prolog.core import (
    PString,
    Var,
    deref,
    error,
    instantiation_error,
    list_tail,
    make_list,
    text_of,
    type_error,
    unify,
)
from logic_minimax.prolog.lexer import Lexer
from logic_minimax.prolog.machine import Solver
from logic_minimax.prolog.parser import Reader, ReadTerm
from logic_minimax.prolog.write import WriteOptions, term_to_text

# term_to_atom/2 and term_string/2 double quotes inside quotes, as SWI does.
TERM_TEXT = WriteOptions(quoted=True, double_quotes=True)


def parse_number(text: str) -> int | float | None:
    """The number ``text`` spells (as ``atom_number/2`` reads it), or None."""
    body = text.lstrip()
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


def _text_arg(t: object) -> str | None:
    """The text of a bound argument, or None if it is unbound."""
    t = deref(t)
    return None if type(t) is Var else text_of(t)


def _codes(text: str) -> object:
    return make_list([ord(c) for c in text])


def _chars(text: str) -> object:
    return make_list(list(text))


def _to_text_two_way(s: Solver, g: tuple[object, ...], make: object, out: object) -> bool:
    """``X_codes(A, L)``-style: from A when bound, else from the list L."""
    a = deref(g[1])
    if type(a) is not Var:
        return unify(g[2], make(text_of(a)), s.trail)  # type: ignore[operator]
    return unify(a, out(text_of(g[2], "list")), s.trail)  # type: ignore[operator]


@det("atom_codes", 2)
def atom_codes(s: Solver, g: tuple[object, ...]) -> bool:
    return _to_text_two_way(s, g, _codes, str)


@det("atom_chars", 2)
def atom_chars(s: Solver, g: tuple[object, ...]) -> bool:
    return _to_text_two_way(s, g, _chars, str)


@det("string_codes", 2)
def string_codes(s: Solver, g: tuple[object, ...]) -> bool:
    return _to_text_two_way(s, g, _codes, PString)


@det("string_chars", 2)
def string_chars(s: Solver, g: tuple[object, ...]) -> bool:
    return _to_text_two_way(s, g, _chars, PString)


@det("number_codes", 2)
def number_codes(s: Solver, g: tuple[object, ...]) -> bool:
    return _to_text_two_way(s, g, _codes, _number_or_error)


@det("number_chars", 2)
def number_chars(s: Solver, g: tuple[object, ...]) -> bool:
    return _to_text_two_way(s, g, _chars, _number_or_error)


@det("atom_string", 2)
def atom_string(s: Solver, g: tuple[object, ...]) -> bool:
    return _to_text_two_way(s, g, PString, str)


@det("string_to_atom", 2)
def string_to_atom(s: Solver, g: tuple[object, ...]) -> bool:
    a = deref(g[1])
    if type(a) is not Var:
        return unify(g[2], text_of(a), s.trail)
    return unify(a, PString(text_of(g[2])), s.trail)


@det("number_string", 2)
def number_string(s: Solver, g: tuple[object, ...]) -> bool:
    return unify(g[1], _number_or_error(text_of(g[2])), s.trail)


@det("string", 1)
def is_string(s: Solver, g: tuple[object, ...]) -> bool:
    return type(deref(g[1])) is PString


@det("string_length atom_length", 2)
def atom_length(s: Solver, g: tuple[object, ...]) -> bool:
    t = deref(g[1])
    if type(t) is tuple:
        raise type_error("atom" if g[0] == "atom_length" else "string", t)
    n = deref(g[2])
    if type(n) is not Var and type(n) is not int:
        raise type_error("integer", n)
    return unify(n, len(text_of(t)), s.trail)


@det("char_code", 2)
def char_code(s: Solver, g: tuple[object, ...]) -> bool:
    c = deref(g[1])
    if type(c) is str:
        if len(c) != 1:
            raise type_error("character", c)
        return unify(g[2], ord(c), s.trail)
    code = deref(g[2])
    if type(code) is Var:
        raise instantiation_error()
    if type(code) is not int or not 0 <= code <= 0x10FFFF:
        raise type_error("character_code", code) if type(code) is not int else \
            error(("representation_error", "character_code"))
    return unify(c, chr(code), s.trail)


@det("atom_number", 2)
def atom_number(s: Solver, g: tuple[object, ...]) -> bool:
    a = deref(g[1])
    if type(a) is Var:
        n = deref(g[2])
        if type(n) is Var:
            raise instantiation_error()
        return unify(a, text_of(n), s.trail)
    value = parse_number(text_of(a))
    return value is not None and unify(g[2], value, s.trail)


@det("upcase_atom", 2)
def upcase_atom(s: Solver, g: tuple[object, ...]) -> bool:
    return unify(g[2], text_of(g[1]).upper(), s.trail)


@det("downcase_atom", 2)
def downcase_atom(s: Solver, g: tuple[object, ...]) -> bool:
    return unify(g[2], text_of(g[1]).lower(), s.trail)


@det("string_upper", 2)
def string_upper(s: Solver, g: tuple[object, ...]) -> bool:
    return unify(g[2], PString(text_of(g[1]).upper()), s.trail)


@det("string_lower", 2)
def string_lower(s: Solver, g: tuple[object, ...]) -> bool:
    return unify(g[2], PString(text_of(g[1]).lower()), s.trail)


def _concat_modes(s: Solver, g: tuple[object, ...], make: type) -> Iterator[bool]:
    a, b = _text_arg(g[1]), _text_arg(g[2])
    if a is not None and b is not None:
        if unify(g[3], make(a + b), s.trail):
            yield False
        return
    whole = deref(g[3])
    if type(whole) is Var:
        raise instantiation_error()
    text = text_of(whole)
    if a is not None or b is not None:
        # One part known: at most one way to split.
        rest = text[len(a):] if a is not None and text.startswith(a) else \
            text[:len(text) - len(b)] if b is not None and text.endswith(b) else None
        if rest is not None and unify(g[2] if a is not None else g[1], make(rest), s.trail):
            yield False
        return
    for i in range(len(text) + 1):
        mark = len(s.trail)
        if unify(g[1], make(text[:i]), s.trail) and unify(g[2], make(text[i:]), s.trail):
            yield i < len(text)
        s.undo(mark)


@nondet("atom_concat", 3)
def atom_concat(s: Solver, g: tuple[object, ...]) -> Iterator[bool]:
    return _concat_modes(s, g, str)


@nondet("string_concat", 3)
def string_concat(s: Solver, g: tuple[object, ...]) -> Iterator[bool]:
    return _concat_modes(s, g, PString)


def _sub_text(s: Solver, g: tuple[object, ...], make: type) -> Iterator[bool]:
    text = text_of(g[1])
    n = len(text)
    sub = _text_arg(g[5])
    b, ln, a = deref(g[2]), deref(g[3]), deref(g[4])
    if sub is not None:
        starts = []
        start = text.find(sub)
        while start >= 0:
            starts.append(start)
            start = text.find(sub, start + 1)
        spans = [(i, len(sub)) for i in starts]
    else:
        spans = list(_spans(n, b, ln, a))
    for (i, k), more in with_last(spans):
        mark = len(s.trail)
        if unify(b, i, s.trail) and unify(ln, k, s.trail) and \
                unify(a, n - i - k, s.trail) and unify(g[5], make(text[i:i + k]), s.trail):
            yield more
        s.undo(mark)


def _spans(n: int, b: object, ln: object, a: object) -> Iterator[tuple[int, int]]:
    """(start, length) pairs allowed by the bound ones of B, L and A."""
    starts = [b] if type(b) is int else range(n + 1)
    for i in starts:
        if type(ln) is int:
            lengths: Iterable[int] = [ln]
        elif type(a) is int:
            lengths = [n - i - a]
        else:
            lengths = range(n - i + 1)
        for k in lengths:
            if k >= 0 and i >= 0 and i + k <= n:
                yield i, k


@nondet("sub_atom", 5)
def sub_atom(s: Solver, g: tuple[object, ...]) -> Iterator[bool]:
    return _sub_text(s, g, str)


@nondet("sub_string", 5)
def sub_string(s: Solver, g: tuple[object, ...]) -> Iterator[bool]:
    return _sub_text(s, g, PString)


@det("atomic_list_concat", 2)
def atomic_list_concat2(s: Solver, g: tuple[object, ...]) -> bool:
    items, tail = list_tail(g[1])
    if type(tail) is Var:
        raise instantiation_error()
    return unify(g[2], "".join(text_of(i) for i in items), s.trail)


@det("atomic_list_concat", 3)
def atomic_list_concat3(s: Solver, g: tuple[object, ...]) -> bool:
    sep = text_of(g[2])
    items, tail = list_tail(g[1])
    if type(tail) is not Var and all(type(deref(i)) is not Var for i in items):
        return unify(g[3], sep.join(text_of(i) for i in items), s.trail)
    whole = deref(g[3])
    if type(whole) is Var or not sep:
        raise instantiation_error()
    parts = text_of(whole).split(sep)
    return unify(g[1], make_list(parts), s.trail)  # type: ignore[arg-type]


@det("split_string", 4)
def split_string(s: Solver, g: tuple[object, ...]) -> bool:
    text, seps, pad = text_of(g[1]), text_of(g[2]), text_of(g[3])
    fields: list[str] = []
    if seps:
        current: list[str] = []
        for ch in text:
            if ch in seps:
                fields.append("".join(current))
                current = []
            else:
                current.append(ch)
        fields.append("".join(current))
    else:
        fields = [text]
    result = [PString(f.strip(pad) if pad else f) for f in fields]
    return unify(g[4], make_list(result), s.trail)  # type: ignore[arg-type]


@det("term_to_atom", 2)
def term_to_atom(s: Solver, g: tuple[object, ...]) -> bool:
    t = deref(g[1])
    if type(t) is not Var:
        return unify(g[2], term_to_text(t, TERM_TEXT, s.engine.ops), s.trail)
    return unify(t, _parse_term(s, text_of(g[2])), s.trail)


@det("term_string", 2)
def term_string(s: Solver, g: tuple[object, ...]) -> bool:
    t = deref(g[1])
    if type(t) is not Var:
        return unify(g[2], PString(term_to_text(t, TERM_TEXT, s.engine.ops)), s.trail)
    return unify(t, _parse_term(s, text_of(g[2])), s.trail)


def _read_term(s: Solver, text: str) -> ReadTerm:
    try:
        read = Reader(text + " .", "<string>", s.engine.ops).read_clause()
    except PrologSyntaxError as e:
        raise error(("syntax_error", e.message)) from None
    if read is None:
        raise error(("syntax_error", "end_of_file"))
    return read


def _parse_term(s: Solver, text: str) -> object:
    return _read_term(s, text).term


@det("atom_to_term", 3)
def atom_to_term(s: Solver, g: tuple[object, ...]) -> bool:
    """atom_to_term(Text, Term, Bindings): Bindings is ['X'=_X, ...] as read."""
    read = _read_term(s, text_of(g[1]))
    bindings = make_list([("=", name, var) for name, var in read.names])
    return unify(g[2], read.term, s.trail) and unify(g[3], bindings, s.trail)




def _char_of(t: object) -> str:
    t = deref(t)
    if type(t) is int and 0 <= t <= 0x10FFFF:
        return chr(t)
    if type(t) is str and len(t) == 1:
        return t
    if type(t) is Var:
        raise instantiation_error()
    raise type_error("character", t)


def _graph(c: str) -> bool:
    return c.isprintable() and not c.isspace() and not c.isalnum()


# SWI's character types without an argument (alpha includes digits and _ as in SWI).
_SIMPLE_TYPES: dict[str, Callable[[str], bool]] = {
    "alpha": lambda c: c.isalnum() or c == "_",
    "alnum": str.isalnum,
    "csym": lambda c: c.isalnum() or c == "_",
    "csymf": lambda c: c.isalpha() or c == "_",
    "space": str.isspace,
    "white": lambda c: c in " \t",
    "graph": _graph,
    "punct": _graph,
    "end_of_line": lambda c: c in "\n\r",
    "ascii": lambda c: ord(c) < 128,
    "cntrl": lambda c: ord(c) < 32 or ord(c) == 127,
    "print": str.isprintable,
    "period": lambda c: c in ".!?",
    "quote": lambda c: c in "'\"`",
    "paren": lambda c: c in "()",
}


@det("code_type char_type", 2)
def code_type(s: Solver, g: tuple[object, ...]) -> bool:
    """code_type/2 and char_type/2 for a known character (SWI's common types)."""
    c = _char_of(g[1])
    kind = deref(g[2])
    if type(kind) is str:
        test = _SIMPLE_TYPES.get(kind)
        if test is None:
            raise error(("domain_error", "char_type", kind))
        return bool(test(c))
    if type(kind) is tuple and len(kind) == 2:
        name, arg = kind
        as_code = g[0] == "code_type"
        if name == "digit":
            return c.isdigit() and c.isascii() and unify(arg, ord(c) - 48, s.trail)
        if name in ("to_lower", "to_upper"):
            # As SWI answers: char_type(b, to_lower(U)) gives U = 'B' (b is U lowercased).
            other = c.upper() if name == "to_lower" else c.lower()
            return unify(arg, ord(other) if as_code else other, s.trail)
        if name in ("upper", "lower"):
            if not (c.isupper() if name == "upper" else c.islower()):
                return False
            other = c.lower() if name == "upper" else c.upper()
            return unify(arg, ord(other) if as_code else other, s.trail)
    if type(kind) is Var:
        raise instantiation_error()
    raise error(("domain_error", "char_type", kind))
