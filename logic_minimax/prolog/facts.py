"""The reader's plain-fact mode: runs of one-fact lines read in bulk.

Big programs are mostly lines like ``static_eval(n5, 3).`` or ``moves(n0, [n1, n2]).``:
one ground fact a line, of atoms, numbers and flat lists.  Consulting reads such lines a
run at a time, in front of the full reader (:mod:`.parser`): the first line of a run fixes
its predicate and the kind of each argument, a regular expression made for that shape
finds how many following lines share it, and string splits take their arguments out as
columns (a second expression's groups for the rare shapes splits do not take), a few C
calls for thousands of lines.  Any other line (a rule, a directive, a
quoted atom, a comment block, an error) goes to the full reader, which gives the same
terms for these lines, so the mode is only ever faster, never different.
"""

from __future__ import annotations

import math
import re
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import repeat
from typing import Any

from logic_minimax.prolog.core import NIL, make_list

# Possessive repeats (nothing after them could take back what they match): the scans
# keep no state to backtrack to, 20% faster.
_ATOM = r"[a-z][A-Za-z0-9_]*+"
_NUMBER = r"-?[0-9]++(?:\.[0-9]++)?+(?:[eE][+-]?[0-9]++)?+"
_ITEMS = {"l": _ATOM, "m": rf"(?:{_ATOM}|{_NUMBER})"}
_ARGUMENT = re.compile(
    rf"(?:(?P<a>{_ATOM})|(?P<n>{_NUMBER})|\[(?P<l>(?:{_ITEMS['m']}"
    rf"(?:,[ \t]*{_ITEMS['m']})*)?)\])(?P<sep>,[ \t]*|\))")
_HEAD = re.compile(rf"({_ATOM})\(")
_INTEGER = r"-?[0-9]++"
_LINE_END = r"\.\r?(?=\n)"
"""A plain fact line's end (no comment or blanks after it: such a line is the full
reader's, as is one with blanks inside its brackets; the shapes stay simple to scan
fast). Each line's pattern starts with the newline before it, a literal the regular
expression engine finds fast, and only looks at the newline after it."""
_BLANK = re.compile(r"(?:[ \t\r]*(?:%[^\n]*)?\n)+")
"""Blank lines and ``%`` comment lines (SWI's layout on a line: blanks and ``\\r``)."""

WINDOW = 1 << 18
"""Characters a run is looked for in at a time (runs go on in the next window): as many
as the consult's pieces hold (:data:`.consult.PIECE`), for the same reason."""

_intern = sys.intern


@dataclass(frozen=True, slots=True)
class ListColumn:
    """A column of flat lists, kept as the text between the brackets (``"b, c"``):
    a table that keeps lists its own way reads them from there."""

    bodies: list[str]
    atoms: bool
    """Every item is an atom (else atoms and numbers)."""

    def terms(self) -> list[object]:
        convert = _intern if self.atoms else _item
        out: list[object] = []
        for body in self.bodies:
            items = body.split(",")
            if len(items) == 1 and not items[0].strip(" \t"):
                out.append(NIL)
            else:
                out.append(make_list([convert(item.strip(" \t")) for item in items]))
        return out


Column = list[Any] | ListColumn


@dataclass(frozen=True, slots=True)
class Run:
    """Consecutive lines holding one fact each of the predicate ``name/arity``."""

    name: str
    arity: int
    line: int
    """The line of the first fact."""
    count: int
    end: int
    """The offset just after the run's last line."""
    columns: tuple[Column, ...]
    kinds: str
    """Each argument's kind, as :func:`_shape` names them (``i``: every one an integer)."""

    def rows(self) -> list[tuple[Any, ...]]:
        """The facts as heads ``(name, arg, ...)`` (lists built as terms)."""
        columns = [c.terms() if isinstance(c, ListColumn) else c for c in self.columns]
        return list(zip(repeat(self.name, self.count), *columns, strict=False))


def _item(text: str) -> object:
    return _intern(text) if "a" <= text[:1] <= "z" else _number(text)


def _number(text: str) -> int | float:
    return float(text) if "." in text or "e" in text or "E" in text else int(text)


def skip_blank(text: str, pos: int) -> tuple[int, int]:
    """The offset after the blank and comment lines at ``pos``, and how many there are."""
    m = _BLANK.match(text, pos)
    if m is None:
        return pos, 0
    return m.end(), text.count("\n", pos, m.end())


def _shape(text: str, pos: int) -> tuple[str, str] | None:
    """The predicate and argument kinds (``a`` atom, ``i`` integer, ``n`` number, ``l``
    list of atoms, ``m`` list of atoms and numbers) of the fact on the line at ``pos``, if
    plain."""
    head = _HEAD.match(text, pos)
    if head is None:
        return None
    at = head.end()
    kinds = []
    while True:
        m = _ARGUMENT.match(text, at)
        if m is None:
            return None
        if m.group("a") is not None:
            kinds.append("a")
        elif m.group("n") is not None:
            number = m.group("n")
            kinds.append("n" if "." in number or "e" in number or "E" in number else "i")
        else:
            body = m.group("l")
            kinds.append("l" if all(re.fullmatch(_ATOM, item.strip(" \t"))
                                    for item in body.split(",") if body) else "m")
        at = m.end()
        if m.group("sep") == ")":
            if not _END.match(text, at):
                return None
            return head.group(1), "".join(kinds)


_END = re.compile(_LINE_END)
_PATTERNS: dict[tuple[str, str], tuple[re.Pattern[str], re.Pattern[str]]] = {}


def _patterns(name: str, kinds: str) -> tuple[re.Pattern[str], re.Pattern[str]]:
    """The regular expressions for a run of ``name`` facts of these kinds: the run's
    extent, and each line's arguments as groups."""
    found = _PATTERNS.get((name, kinds))
    if found is not None:
        return found
    def line(group: str) -> str:
        parts = []
        for kind in kinds:
            if kind in "ain":
                parts.append(f"({group}{ {'a': _ATOM, 'i': _INTEGER, 'n': _NUMBER}[kind]})")
            else:
                item = _ITEMS[kind]
                parts.append(rf"\[({group}(?:{item}(?:,[ \t]*+{item})*+)?+)\]")
        return r"\n" + re.escape(name) + r"\(" + r",[ \t]*+".join(parts) + r"\)" + _LINE_END

    found = (re.compile(f"(?:{line('?:')})++"), re.compile(line("")))
    if len(_PATTERNS) > 256:
        _PATTERNS.clear()
    _PATTERNS[name, kinds] = found
    return found


def read_run(text: str, pos: int, line: int) -> Run | None:
    """The run of plain fact lines starting at ``pos`` (the start of line ``line``), or
    None if that line is no plain fact (or holds a number out of the float range, which
    the full reader reports)."""
    shape = _shape(text, pos)
    if shape is None:
        return None
    name, kinds = shape
    extent, fields = _patterns(name, kinds)
    end = text.rfind("\n", pos, min(len(text), pos + WINDOW)) + 1
    if end <= pos:
        end = text.find("\n", pos) + 1 or len(text)
    # The patterns start at the newline before a line: at the text's start, one is lent.
    scanned, start = (text, pos - 1) if pos else ("\n" + text[:end], 0)
    stop = end if pos else end + 1
    # The run's extent first (it stops at the first other line): the fields of a window's
    # every line would cost a window's scan for each short run of many.
    m = extent.match(scanned, start, stop)
    if m is None:
        return None
    end = m.end() + 1 - (0 if pos else 1)
    raw = _split(scanned[start:m.end()], name, kinds)
    if raw is None:
        found = fields.findall(scanned, start, m.end() + 1)
        raw = [found] if len(kinds) == 1 else [list(c) for c in zip(*found, strict=True)]
    columns: list[Column] = []
    for place, (kind, texts) in enumerate(zip(kinds, raw, strict=True)):
        column = _column(kind, texts, dedupe=place > 0)
        if column is None:
            return None
        columns.append(column)
    return Run(_intern(name), len(kinds), line, len(raw[0]), end, tuple(columns), kinds)


def _split(lines: str, name: str, kinds: str) -> list[Sequence[str]] | None:
    """The columns' texts of ``lines`` (``"\\nname(args)."`` each, as the run's pattern
    matched them) by a few splits in C (a regular expression's groups cost more than its
    match); None for the shapes this does not take (a ``\\r`` before a newline, a list
    anywhere but after one first argument), which the pattern's groups read."""
    arity = len(kinds)
    lists = "l" in kinds or "m" in kinds
    if "\r" in lines or (lists and (arity != 2 or kinds[0] not in "ain")):
        return None
    blank = ""
    if arity > 1:
        # Blanks stand only after commas in these lines: the same after each (mostly
        # one space) is part of the separators, else all of them go.
        commas = lines.count(",")
        if commas == lines.count(", ") == lines.count(" ") and "\t" not in lines:
            blank = " "
        elif " " in lines or "\t" in lines:
            lines = lines.replace(" ", "").replace("\t", "")
    start = f"\n{name}("
    close, sep = ("]).", f",{blank}[") if lists else (").", "," + blank)
    body = lines[len(start):-len(close)]
    flat = body.split(close + start) if arity == 1 else \
        body.replace(close + start, sep).split(sep)
    if len(flat) % arity:  # (the run's pattern matched these lines: never)
        return None
    return [flat] if arity == 1 else [flat[i::arity] for i in range(arity)]


def _column(kind: str, texts: Sequence[str], dedupe: bool) -> Column | None:
    """A column's terms from their text; ``dedupe``: equal atoms made one string (a first
    argument is mostly a name each fact gives once: not worth it there)."""
    if kind == "a":
        if not dedupe:
            return list(texts)
        atoms: dict[str, str] = {}  # (sys.intern would cost more, per new name)
        return list(map(atoms.setdefault, texts, texts))
    if kind == "i":
        # Each text converted once, so that equal values share one int object (a
        # column of values repeats a few of them).
        numbers = {text: int(text) for text in set(texts)}
        return list(map(numbers.__getitem__, texts))
    if kind == "n":
        values = list(map(_number, texts))
        if math.inf in values or -math.inf in values:
            return None
        return values
    if kind == "m" and any(math.isinf(v) for body in texts for v in _floats(body)):
        return None
    return ListColumn(list(texts), kind == "l")


def _floats(body: str) -> list[float]:
    """The floats of a list's items (an atom such as ``moves`` has an e too)."""
    return [float(item) for item in body.split(",")
            if item.lstrip("-")[:1].isdigit() and ("." in item or "e" in item or "E" in item)]
