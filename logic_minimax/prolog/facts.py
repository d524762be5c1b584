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

Programs often give a position's facts together (``max_to_move(n3).`` then
``moves(n3, [n7, n8]).``): runs of one line each.  When the predicates of such lines may
stand apart (declared discontiguous, or taken as such by the caller), the whole stretch
of plain fact lines is read at once, one run per predicate (each its facts in order,
gathered by one scan of the stretch per predicate): the same tables as line by line, at
the speed of a file that groups them.
"""

from __future__ import annotations

import functools
import math
import re
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
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
    stretch: str = ""
    """The lines this run was gathered from among others' (``"\\nname(args)."`` each, the
    first at line ``base``); empty when its lines follow each other from ``line``."""
    base: int = 0
    _lines: list[int] = field(default_factory=list, compare=False, repr=False)

    def rows(self) -> list[tuple[Any, ...]]:
        """The facts as heads ``(name, arg, ...)`` (lists built as terms)."""
        columns = [c.terms() if isinstance(c, ListColumn) else c for c in self.columns]
        return list(zip(repeat(self.name, self.count), *columns, strict=False))

    def line_of(self, index: int) -> int:
        """The line of fact ``index`` (from 0) of the run."""
        if not self.stretch:
            return self.line + index
        if not self._lines:  # found when first asked (an error's place): one scan
            line, at = self.base, 0
            for m in _patterns(self.name, self.kinds)[1].finditer(self.stretch):
                line += self.stretch.count("\n", at, m.start())
                at = m.start()
                self._lines.append(line)
        return self._lines[index]


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
_PATTERNS: dict[tuple[str, str], tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str]]] = {}
_STRETCHES: dict[tuple[tuple[tuple[str, int], str], ...], re.Pattern[str]] = {}


def _line(name: str, kinds: str, group: str) -> str:
    """A regular expression for one line of a ``name`` fact of these kinds (each argument
    a group, or with ``group`` ``?:`` none), from the newline before it."""
    parts = []
    for kind in kinds:
        if kind in "ain":
            parts.append(f"({group}{ {'a': _ATOM, 'i': _INTEGER, 'n': _NUMBER}[kind]})")
        else:
            item = _ITEMS[kind]
            parts.append(rf"\[({group}(?:{item}(?:,[ \t]*+{item})*+)?+)\]")
    return r"\n" + re.escape(name) + r"\(" + r",[ \t]*+".join(parts) + r"\)" + _LINE_END


def _patterns(name: str, kinds: str
              ) -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    """The regular expressions for a run of ``name`` facts of these kinds: the run's
    extent, each line's arguments as groups, and a line (found fast among others' lines:
    it starts with its name)."""
    found = _PATTERNS.get((name, kinds))
    if found is not None:
        return found
    line = _line(name, kinds, "?:")
    found = (re.compile(f"(?:{line})++"), re.compile(_line(name, kinds, "")), re.compile(line))
    if len(_PATTERNS) > 256:
        _PATTERNS.clear()
    _PATTERNS[name, kinds] = found
    return found


@functools.lru_cache(maxsize=256)
def _started(name: str) -> re.Pattern[str]:
    """A line that starts with ``name(``, from the newline before it (a scan cheaper than
    a line's full pattern: no argument looked at)."""
    return re.compile(r"\n" + re.escape(name) + r"\([^\n]*+")


def _stretch_extent(shapes: dict[tuple[str, int], str]) -> re.Pattern[str]:
    """The extent of a stretch of lines, each a fact of one of ``shapes``."""
    key = tuple(sorted(shapes.items()))
    found = _STRETCHES.get(key)
    if found is None:
        lines = "|".join(_line(name, kinds, "?:") for (name, _), kinds in key)
        if len(_STRETCHES) > 256:
            _STRETCHES.clear()
        found = _STRETCHES[key] = re.compile(f"(?:{lines})++")
    return found


def read_run(text: str, pos: int, line: int) -> Run | None:
    """The run of plain fact lines starting at ``pos`` (the start of line ``line``), or
    None if that line is no plain fact (or holds a number out of the float range, which
    the full reader reports)."""
    shape = _shape(text, pos)
    if shape is None:
        return None
    name, kinds = shape
    extent, fields, _ = _patterns(name, kinds)
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


MIX = 16
"""A run of fewer lines may start a stretch of several predicates' lines; a longer one is
read alone (a file that groups each predicate's facts)."""


@dataclass(frozen=True, slots=True)
class Stretch:
    """Consecutive plain fact lines of several predicates, as one run per predicate."""

    runs: tuple[Run, ...]
    """In the order of their first lines."""
    end: int
    count: int
    last: tuple[str, int]
    """The predicate of the last line."""


def read_stretch(text: str, pos: int, first: Run, apart: Callable[[str, int], bool]
                 ) -> Stretch | None:
    """The stretch of plain fact lines at ``pos`` (of line ``first.line``), where the run
    ``first`` begins, of predicates whose facts may stand apart (``apart(name,
    arity)``), if it holds another predicate's lines: each predicate's lines keep one
    shape (integers may widen to numbers, lists of atoms to lists of atoms and numbers)."""
    if first.count >= MIX or not apart(first.name, first.arity):
        return None
    window = text.rfind("\n", pos, min(len(text), pos + WINDOW)) + 1
    lend = 0 if pos else 1  # the patterns start at the newline before a line: one is lent
    scanned = text if pos else "\n" + text[:window]
    shapes = {(first.name, first.arity): first.kinds}
    at = first.end
    for _ in range(32):  # each turn adds a predicate's shape, or widens one
        shape = _shape(text, at) if at < window else None
        if shape is None:
            break
        key, kinds = (shape[0], len(shape[1])), shape[1]
        known = shapes.get(key)
        if known is not None:
            wider = _wider(known, kinds)
            if wider is None:
                break
            shapes[key] = wider
        elif apart(*key):
            shapes[key] = kinds
        else:
            break
        m = _stretch_extent(shapes).match(scanned, at - 1 + lend, window + lend)
        if m is None:
            break
        at = m.end() + 1 - lend
    if len(shapes) == 1:
        return None
    last = _shape(scanned, scanned.rfind("\n", 0, at - 1 + lend) + 1)
    assert last is not None  # (a line the stretch's pattern matched)
    lines = scanned[pos - 1 + lend:at + lend]  # (with the newline after the last)
    runs = []
    names = [name for name, _ in shapes]
    for (name, arity), kinds in shapes.items():
        gathered = _gathered(lines, first.line, name, kinds, names.count(name) == 1)
        if gathered is None:
            return None
        line, count, columns = gathered
        runs.append(Run(name, arity, line, count, at, columns, kinds, lines, first.line))
    count = lines.count("\n") - 1
    if sum(run.count for run in runs) != count:  # (every line is one of theirs: never)
        return None
    return Stretch(tuple(runs), at, count, (last[0], len(last[1])))


_WIDER = {"i": "n", "l": "m"}
"""A kind of argument, and the wider kind that reads it too."""


def _wider(known: str, kinds: str) -> str | None:
    """Kinds that read lines of both ``known`` and ``kinds``, if any."""
    out = []
    for a, b in zip(known, kinds, strict=True):
        if a == b:
            out.append(a)
        elif _WIDER.get(a) == b or _WIDER.get(b) == a:
            out.append(_WIDER.get(a, a))
        else:
            return None
    return "".join(out)


def _gathered(lines: str, base: int, name: str, kinds: str, alone: bool
              ) -> tuple[int, int, tuple[Column, ...]] | None:
    """The line of the first ``name`` fact of these kinds among ``lines`` (the first of
    which is line ``base``), how many there are, and their columns.  ``alone``: no other
    arity of ``name`` is among the lines, so that (every line matched the stretch's
    pattern already) a line that starts with ``name(`` is one of these."""
    _, fields, line = _patterns(name, kinds)
    if alone:
        line = _started(name)
    first = line.search(lines)
    if first is None:
        return None
    found = line.findall(lines)
    joined = found[0] if len(found) == 1 else "".join(found)
    raw = _split(joined, name, kinds)
    if raw is None:  # (each line's pattern looks at the newline after it)
        matched = fields.findall(joined + "\n")
        raw = [matched] if len(kinds) == 1 else [list(c) for c in zip(*matched, strict=True)]
    columns = []
    for place, (kind, texts) in enumerate(zip(kinds, raw, strict=True)):
        column = _column(kind, texts, dedupe=place > 0)
        if column is None:
            return None
        columns.append(column)
    return base + lines.count("\n", 0, first.start()), len(found), tuple(columns)


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
