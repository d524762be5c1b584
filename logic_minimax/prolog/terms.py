"""Terms as Python values, and printing them the way SWI-Prolog's ``writeq`` does.

Atoms are ``str``, integers ``int``, floats ``float``, proper lists ``tuple``. Query text
may also hold variables (``Var``), compound terms (``Compound``) and lists with a variable
tail (``PartialList``); facts never do.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeAlias

from ..syntax import format_atom, format_float, show

__all__ = ["Compound", "Number", "PartialList", "Position", "Term", "Var", "format_atom",
           "format_fact", "format_float", "format_term", "is_number", "to_python"]

_SYMBOL_CHARS = frozenset("#$&*+-./:<=>?@^~\\")

Number: TypeAlias = int | float
Position: TypeAlias = str | int


@dataclass(frozen=True)
class Var:
    """A Prolog variable in a query (``X``, ``_Best``; ``_`` is anonymous)."""

    name: str

    def __str__(self) -> str:
        return self.name

    @property
    def anonymous(self) -> bool:
        return self.name == "_"


@dataclass(frozen=True)
class Compound:
    """``name(arg, ...)`` inside a query, e.g. the goal itself."""

    name: str
    args: tuple[Term, ...]

    def __str__(self) -> str:
        return format_term(self)

    @property
    def indicator(self) -> str:
        return f"{self.name}/{len(self.args)}"


@dataclass(frozen=True)
class PartialList:
    """``[H1, ..., Hn | Tail]`` where ``Tail`` is not a proper list."""

    items: tuple[Term, ...]
    tail: Term

    def __str__(self) -> str:
        return format_term(self)


Term: TypeAlias = "str | int | float | tuple[Term, ...] | Var | Compound | PartialList"

def format_term(term: Term) -> str:
    """``writeq``-style text of a term, as SWI's toplevel prints bindings."""
    if isinstance(term, Compound):
        return format_atom(term.name) + "(" + ", ".join(format_term(a) for a in term.args) + ")"
    if isinstance(term, PartialList):
        items = ", ".join(format_term(t) for t in term.items)
        return f"[{items}|{format_term(term.tail)}]"
    if isinstance(term, bool) or not isinstance(term, (str, int, float, tuple, Var)):
        raise TypeError(f"not a Prolog term: {term!r}")
    return show(term)  # atoms, numbers, variables, and lists (their items through str)


def format_fact(name: str, args: tuple[Term, ...]) -> str:
    """A fact as ``listing`` writes it, reading back the same: ``moves(a, [b]).``, and
    ``+. .`` with a space where a symbol atom would run into the final dot (as SWI)."""
    if args:
        return format_term(Compound(name, args)) + "."
    text = format_atom(name)
    return text + (" ." if text[-1] in _SYMBOL_CHARS else ".")


def to_python(term: Term) -> object:
    """A term as plain Python: lists (proper and nested) become ``list``; the rest is kept."""
    if isinstance(term, tuple):
        return [to_python(t) for t in term]
    return term


def is_number(term: object) -> bool:
    return isinstance(term, (int, float)) and not isinstance(term, bool)
