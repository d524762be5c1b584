"""Reading a fact file as it streams in: one-fact lines of the common shapes
(``static_eval(n5, 3).``, ``moves(n0, [n1, n2]).``) take a regular-expression fast path,
whole chunks of such lines a bulk scan; everything else (comments, quoted atoms, clauses
over several lines, errors) goes through :mod:`.reader`, which gives every error its line
and column.
"""

from __future__ import annotations

import io
import math
import re
import sys
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

from ..errors import SourceError
from .reader import LAYOUT, Clause, parse_chunk, tokenize
from .terms import Term

# Only blanks and ASCII digits: anything else (other layout, other scripts' digits, a
# float beyond the double range) goes to the full parser, which knows SWI's rules.
_SIMPLE = r"([a-z][A-Za-z0-9_]*|-?[0-9]+(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?)"
_FAST_BINARY = re.compile(
    rf"([a-z][A-Za-z0-9_]*)\([ \t]*{_SIMPLE}[ \t]*,[ \t]*{_SIMPLE}[ \t]*\)\.[ \t\r]*\n?\Z")
_FAST_UNARY = re.compile(rf"([a-z][A-Za-z0-9_]*)\([ \t]*{_SIMPLE}[ \t]*\)\.[ \t\r]*\n?\Z")
_FAST_LIST = re.compile(
    rf"([a-z][A-Za-z0-9_]*)\([ \t]*{_SIMPLE}[ \t]*,[ \t]*\[([^\]\[()'\"%/|\\]*)\][ \t]*\)\."
    r"[ \t\r]*\n?\Z")
_ITEM = re.compile(_SIMPLE + r"\Z")
_SKIPPED = re.compile(rf"{LAYOUT}*(?:%|\Z)")
"""A line of layout, or a comment after layout (SWI's layout: not str.strip's)."""
_intern = sys.intern


class _NotSimple(Exception):
    """A fast-path number the full parser must see (a float overflow, a syntax error)."""


def _simple(text: str) -> Term:
    first = text[:1]
    if "a" <= first <= "z":
        return _intern(text)
    if "." in text or "e" in text or "E" in text:
        value = float(text)
        if math.isinf(value):
            raise _NotSimple
        return value
    return int(text)


def split_lines(text: str) -> list[str]:
    """``text`` cut after each ``\\n`` only, as SWI-Prolog counts lines (``str.splitlines``
    also cuts at ``\\r``, ``\\f``, ``\\x85``, ``\\u2028``, ..., which are layout or
    characters inside a quoted atom, not line ends)."""
    return io.StringIO(text, newline="\n").readlines()


def _fast_clause(line: str, source: str, number: int) -> Clause | None:
    """The clause on a one-fact line of a common shape, or None to use the full parser."""
    stripped = line.lstrip(" \t")
    try:
        return _fast_match(line, stripped, source, number)
    except _NotSimple:
        return None


def _fast_match(line: str, stripped: str, source: str, number: int) -> Clause | None:
    m = _FAST_BINARY.match(stripped)
    if m:
        args: tuple[Term, ...] = (_simple(m.group(2)), _simple(m.group(3)))
    else:
        m = _FAST_UNARY.match(stripped) or _FAST_LIST.match(stripped)
        if m is None:
            return None
        if m.re is _FAST_UNARY:
            args = (_simple(m.group(2)),)
        else:
            body = m.group(3)
            if body.strip(" \t"):  # blanks only: str.strip() also drops \x1c-\x1f
                items = [item.strip(" \t") for item in body.split(",")]
                if not all(_ITEM.match(item) for item in items):
                    return None
                args = (_simple(m.group(2)), tuple(_simple(item) for item in items))
            else:
                args = (_simple(m.group(2)), ())
    column = len(line) - len(stripped) + 1
    return Clause(_intern(m.group(1)), args, source, number, column, line)


class ClauseReader:
    """Reads a file's clauses a line at a time, keeping only an unfinished clause.

    The unfinished clause is parsed again only when a new line holds an end (a '.'
    followed by layout) outside a block comment. That line's tokens alone tell, since a
    quoted atom ends with its line; parsing again at every line holding a dot was
    quadratic in a clause over many lines (``1.5,`` on each). Lines taken by
    :func:`bulk_facts` instead are counted with :meth:`skip_lines`, so positions stay right.
    """

    def __init__(self, source: str) -> None:
        self.source = source
        self.line = 0           # lines read so far
        self.pending: list[str] = []  # whole lines, from the unfinished clause's first
        self.pending_line = 1   # the number of pending's first line
        self.skip = 0           # offset in pending where unparsed text starts
        self.in_comment = False  # pending ends inside a block comment

    @property
    def idle(self) -> bool:
        """No clause is unfinished: the next line starts afresh."""
        return not self.pending

    def skip_lines(self, count: int) -> None:
        self.line += count

    def feed(self, lines: Iterable[str]) -> Iterator[Clause | SourceError]:
        source = self.source
        for line in lines:
            self.line += 1
            if not self.pending:
                clause = _fast_clause(line, source, self.line)
                if clause is not None:
                    yield clause
                    continue
                if _SKIPPED.match(line):
                    continue
                self.pending_line, self.skip = self.line, 0
            self.pending.append(line)
            if self._ends(line):
                yield from self._parse_pending()

    def _ends(self, line: str) -> bool:
        """Whether ``line`` holds an end outside comments (and whether a comment is left
        open after it)."""
        start = 0
        if self.in_comment:
            start = line.find("*/") + 2
            if start == 1:
                return False
            self.in_comment = False
        if "." not in line:  # the common case, without tokenizing
            self.in_comment = "/*" in line and self._opens_comment(line, start)
            return False
        for token in tokenize(line, self.source, final=False, start=start):
            if isinstance(token, SourceError):
                return False  # the rest of the line is skipped, in context as here
            if token.kind == "end":
                return True
            if token.kind == "incomplete":
                self.in_comment = True
        return False

    def _opens_comment(self, text: str, start: int) -> bool:
        return any(not isinstance(token, SourceError) and token.kind == "incomplete"
                   for token in tokenize(text, self.source, final=False, start=start))

    def _parse_pending(self) -> Iterator[Clause | SourceError]:
        pending = "".join(self.pending)
        items, rest = parse_chunk(pending, self.source, self.pending_line, final=False,
                                  start=self.skip)
        yield from items
        if rest is None:
            self.pending, self.in_comment = [], False
            return
        line_begin = pending.rfind("\n", 0, rest) + 1
        self.pending_line += pending.count("\n", 0, line_begin)
        self.pending, self.skip = [pending[line_begin:]], rest - line_begin
        self.in_comment = self._opens_comment(self.pending[0], self.skip)

    def close(self) -> Iterator[Clause | SourceError]:
        """The end of the file: an unfinished clause is an error now."""
        if self.pending:
            yield from parse_chunk("".join(self.pending), self.source, self.pending_line,
                                   start=self.skip)[0]
            self.pending = []


def read_clauses(lines: Iterable[str], source: str) -> Iterator[Clause | SourceError]:
    """Stream the clauses (and errors, in file order) of a file given as lines."""
    reader = ClauseReader(source)
    yield from reader.feed(lines)
    yield from reader.close()


_ATOM = r"[a-z][A-Za-z0-9_]*"
_INT = r"-?[0-9]+"
_FLOAT = r"-?[0-9]+(?:\.[0-9]+(?:[eE][+-]?[0-9]+)?|[eE][+-]?[0-9]+)"
# Each matches one whole line of the common shape; a chunk is prefixed with "\n" so that
# every line starts with one (a literal prefix lets the regex engine skip ahead fast).
_BULK_MOVES = re.compile(rf"\nmoves\(({_ATOM}),[ \t]*\[({_ATOM}(?:,[ \t]*{_ATOM})*)\]\)\.(?=\n)")
_BULK_MAX = re.compile(rf"\nmax_to_move\(({_ATOM})\)\.(?=\n)")
_BULK_MIN = re.compile(rf"\nmin_to_move\(({_ATOM})\)\.(?=\n)")
_BULK_INTS = re.compile(rf"\nstatic_eval\(({_ATOM}),[ \t]*({_INT})\)\.(?=\n)")
_BULK_FLOATS = re.compile(rf"\nstatic_eval\(({_ATOM}),[ \t]*({_FLOAT})\)\.(?=\n)")
_BULK_VALUES = re.compile(rf"\nstatic_eval\(({_ATOM}),[ \t]*({_FLOAT}|{_INT})\)\.(?=\n)")
_BULK_EMPTY = re.compile(r"\n[ \t]*(?:%[^\n]*)?(?=\n)")


@dataclass(frozen=True)
class BulkFacts:
    """The game-tree facts of a chunk read by :func:`bulk_facts`, as raw strings."""

    moves: list[tuple[str, str]]   # (position, "b, c, d")
    max_to_move: list[str]         # positions
    min_to_move: list[str]
    ints: list[tuple[str, str]]    # (position, "-3")
    floats: list[tuple[str, str]]  # (position, "2.5e3")
    mixed: list[tuple[str, str]] = field(default_factory=list)
    """Integers and floats in file order, in place of ``ints`` and ``floats`` when a
    chunk has both (``static_eval(X, V)`` answers in file order, as in SWI)."""


def bulk_facts(chunk: str) -> BulkFacts | None:
    """The facts of ``chunk`` (whole lines, ending with a newline) if every line is blank,
    a comment, or one fact of the shape programs write (``moves(n0, [n1, n2]).``,
    ``max_to_move(n0).``, ``static_eval(n5, 17).``); else ``None``.

    This is what makes million-fact files load in seconds: a few regular-expression scans
    over megabytes at a time, no token or clause objects. Every other line (and every
    error) goes through :class:`ClauseReader`.
    """
    text = "\n" + chunk
    ints = _BULK_INTS.findall(text)
    floats = _BULK_FLOATS.findall(text) if text.count("\nstatic_eval(") > len(ints) else []
    found = BulkFacts(_BULK_MOVES.findall(text), _BULK_MAX.findall(text),
                      _BULK_MIN.findall(text), ints, floats)
    if found.ints and found.floats:
        found = BulkFacts(found.moves, found.max_to_move, found.min_to_move, [], [],
                          _BULK_VALUES.findall(text))
    matched = len(found.moves) + len(found.max_to_move) + len(found.min_to_move) + \
        len(found.ints) + len(found.floats) + len(found.mixed)
    lines = chunk.count("\n")
    if matched != lines and matched + len(_BULK_EMPTY.findall(text)) != lines:
        return None
    return found
