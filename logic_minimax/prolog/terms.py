"""Terms as Python values, and printing them the way SWI-Prolog's ``writeq`` does.

Atoms are ``str``, integers ``int``, floats ``float``, proper lists ``tuple``. Query text
may also hold variables (``Var``), compound terms (``Compound``) and lists with a variable
tail (``PartialList``); facts never do.
"""

from __future__ import annotations

import math
import re
import unicodedata
from dataclasses import dataclass
from decimal import Decimal
from typing import TypeAlias

Number: TypeAlias = int | float
Position: TypeAlias = str | int


@dataclass(frozen=True)
class Var:
    """A Prolog variable in a query (``X``, ``_Best``; ``_`` is anonymous)."""

    name: str

    @property
    def anonymous(self) -> bool:
        return self.name == "_"


@dataclass(frozen=True)
class Compound:
    """``name(arg, ...)`` inside a query, e.g. the goal itself."""

    name: str
    args: tuple[Term, ...]

    @property
    def indicator(self) -> str:
        return f"{self.name}/{len(self.args)}"


@dataclass(frozen=True)
class PartialList:
    """``[H1, ..., Hn | Tail]`` where ``Tail`` is not a proper list."""

    items: tuple[Term, ...]
    tail: Term


Term: TypeAlias = "str | int | float | tuple[Term, ...] | Var | Compound | PartialList"

_PLAIN_ATOM = re.compile(r"[^\W\d_A-Z]\w*\Z")
_SYMBOL_ATOM = re.compile(r"[#$&*+\-./:<=>?@^~\\]+\Z")
_SOLO_ATOMS = frozenset({"!", ";", "{}"})
_ESCAPES = {"\\": "\\\\", "'": "\\'", "\n": "\\n", "\t": "\\t", "\r": "\\r",
            "\a": "\\a", "\b": "\\b", "\f": "\\f", "\v": "\\v"}
_UNPRINTABLE = frozenset({"Cc", "Cf", "Cn", "Co", "Zl", "Zp", "Zs"})
"""Unicode categories SWI's ``writeq`` writes as ``\\xHH\\`` (controls, format characters,
unassigned and private code points, separators other than the space)."""


def _quoted_char(char: str) -> str:
    escape = _ESCAPES.get(char)
    if escape is not None:
        return escape
    if char != " " and unicodedata.category(char) in _UNPRINTABLE:
        return f"\\x{ord(char):X}\\"
    return char


def format_atom(atom: str) -> str:
    """Quote an atom only where Prolog needs it: ``b``, ``[]``, ``'Hello world'``."""
    if _PLAIN_ATOM.match(atom) or atom in _SOLO_ATOMS or \
            (_SYMBOL_ATOM.match(atom) and not atom.startswith("/*") and atom != "."):
        return atom  # as SWI: '/*' would open a comment, '.' end the clause
    return "'" + "".join(map(_quoted_char, atom)) + "'"


def format_fact(name: str, args: tuple[Term, ...]) -> str:
    """A fact as ``listing`` writes it, reading back the same: ``moves(a, [b]).``, and
    ``+. .`` with a space where a symbol atom would run into the final dot (as SWI)."""
    if args:
        return format_term(Compound(name, args)) + "."
    text = format_atom(name)
    return text + (" ." if _SYMBOL_ATOM.match(text) else ".")


def format_float(value: float) -> str:
    """SWI-Prolog's float syntax: the shortest digits that read back, always a dot,
    exponent form from 1.0e+15 up and below 0.0001 (``1.0e-5``), ``1.0Inf``."""
    if math.isinf(value):
        return "1.0Inf" if value > 0 else "-1.0Inf"
    if math.isnan(value):
        return "1.5NaN"
    text = repr(value)
    if "e" not in text and abs(value) < 1e15:
        return text
    sign, digits, exponent = Decimal(text).normalize().as_tuple()
    assert isinstance(exponent, int)
    shown = "".join(map(str, digits))
    power = exponent + len(shown) - 1
    mantissa = shown[0] + "." + (shown[1:] or "0")
    return f"{'-' if sign else ''}{mantissa}e{'+' if power >= 0 else '-'}{abs(power)}"


def format_term(term: Term) -> str:
    """``writeq``-style text of a term, as SWI's toplevel prints bindings."""
    if isinstance(term, bool):
        raise TypeError(f"not a Prolog term: {term!r}")
    if isinstance(term, str):
        return format_atom(term)
    if isinstance(term, int):
        return str(term)
    if isinstance(term, float):
        return format_float(term)
    if isinstance(term, tuple):
        return "[" + ", ".join(format_term(t) for t in term) + "]"
    if isinstance(term, Var):
        return term.name
    if isinstance(term, Compound):
        return format_atom(term.name) + "(" + ", ".join(format_term(a) for a in term.args) + ")"
    if isinstance(term, PartialList):
        items = ", ".join(format_term(t) for t in term.items)
        return f"[{items}|{format_term(term.tail)}]"
    raise TypeError(f"not a Prolog term: {term!r}")


def to_python(term: Term) -> object:
    """A term as plain Python: lists (proper and nested) become ``list``; the rest is kept."""
    if isinstance(term, tuple):
        return [to_python(t) for t in term]
    return term


def is_number(term: object) -> bool:
    return isinstance(term, (int, float)) and not isinstance(term, bool)
