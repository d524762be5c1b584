"""Reading a fact file as it streams in: one-fact lines of the common shapes
(``static_eval(n5, 3).``, ``moves(n0, [n1, n2]).``) take a regular-expression fast path,
whole chunks of such lines a bulk scan; everything else (comments, quoted atoms, clauses
over several lines, errors) goes through :mod:`.reader`, which gives every error its line
and column.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from ..errors import SourceError
from .reader import Clause, parse_chunk
from .terms import Term

_SIMPLE = r"([a-z][A-Za-z0-9_]*|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)"
_FAST_BINARY = re.compile(rf"([a-z][A-Za-z0-9_]*)\(\s*{_SIMPLE}\s*,\s*{_SIMPLE}\s*\)\.\s*\Z")
_FAST_UNARY = re.compile(rf"([a-z][A-Za-z0-9_]*)\(\s*{_SIMPLE}\s*\)\.\s*\Z")
_FAST_LIST = re.compile(
    rf"([a-z][A-Za-z0-9_]*)\(\s*{_SIMPLE}\s*,\s*\[([^\]\[()'\"%/|\\]*)\]\s*\)\.\s*\Z")
_ITEM = re.compile(_SIMPLE + r"\Z")
_intern = sys.intern


def _simple(text: str) -> Term:
    first = text[:1]
    if "a" <= first <= "z":
        return _intern(text)
    if "." in text or "e" in text or "E" in text:
        return float(text)
    return int(text)


def _fast_clause(line: str, source: str, number: int) -> Clause | None:
    """The clause on a one-fact line of a common shape, or None to use the full parser."""
    stripped = line.lstrip(" \t")
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
            if body.strip():
                items = [item.strip() for item in body.split(",")]
                if not all(_ITEM.match(item) for item in items):
                    return None
                args = (_simple(m.group(2)), tuple(_simple(item) for item in items))
            else:
                args = (_simple(m.group(2)), ())
    column = len(line) - len(stripped) + 1
    return Clause(_intern(m.group(1)), args, source, number, column, line)


class ClauseReader:
    """Reads a file's clauses a line at a time, keeping only an unfinished clause.

    The unfinished clause is parsed again when a new line could finish it (a line holding
    '.', or '*/' inside a block comment). Lines taken by :func:`bulk_facts` instead are
    counted with :meth:`skip_lines`, so positions stay right.
    """

    def __init__(self, source: str) -> None:
        self.source = source
        self.line = 0           # lines read so far
        self.pending = ""       # whole lines, from the one where the unfinished clause starts
        self.pending_line = 1   # the number of pending's first line
        self.skip = 0           # offset in pending where unparsed text starts
        self.waiting_for = "."

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
                stripped = line.strip()
                if not stripped or stripped[0] == "%":
                    continue
                self.pending_line, self.skip = self.line, 0
            self.pending += line
            if self.waiting_for in line:
                yield from self._parse_pending()

    def _parse_pending(self) -> Iterator[Clause | SourceError]:
        pending = self.pending
        items, rest = parse_chunk(pending, self.source, self.pending_line, final=False,
                                  start=self.skip)
        yield from items
        if rest is None:
            self.pending, self.waiting_for = "", "."
            return
        self.waiting_for = "*/" if pending.startswith("/*", rest) else "."
        line_begin = pending.rfind("\n", 0, rest) + 1
        self.pending_line += pending.count("\n", 0, line_begin)
        self.pending, self.skip = pending[line_begin:], rest - line_begin

    def close(self) -> Iterator[Clause | SourceError]:
        """The end of the file: an unfinished clause is an error now."""
        if self.pending:
            yield from parse_chunk(self.pending, self.source, self.pending_line,
                                   start=self.skip)[0]
            self.pending = ""


def read_clauses(lines: Iterable[str], source: str) -> Iterator[Clause | SourceError]:
    """Stream the clauses (and errors, in file order) of a file given as lines."""
    reader = ClauseReader(source)
    yield from reader.feed(lines)
    yield from reader.close()


_ATOM = r"[a-z][A-Za-z0-9_]*"
_INT = r"-?\d+"
_FLOAT = r"-?\d+(?:\.\d+(?:[eE][+-]?\d+)?|[eE][+-]?\d+)"
# Each matches one whole line of the common shape; a chunk is prefixed with "\n" so that
# every line starts with one (a literal prefix lets the regex engine skip ahead fast).
_BULK_MOVES = re.compile(rf"\nmoves\(({_ATOM}),[ \t]*\[({_ATOM}(?:,[ \t]*{_ATOM})*)\]\)\.(?=\n)")
_BULK_MAX = re.compile(rf"\nmax_to_move\(({_ATOM})\)\.(?=\n)")
_BULK_MIN = re.compile(rf"\nmin_to_move\(({_ATOM})\)\.(?=\n)")
_BULK_INTS = re.compile(rf"\nstatic_eval\(({_ATOM}),[ \t]*({_INT})\)\.(?=\n)")
_BULK_FLOATS = re.compile(rf"\nstatic_eval\(({_ATOM}),[ \t]*({_FLOAT})\)\.(?=\n)")
_BULK_EMPTY = re.compile(r"\n[ \t]*(?:%[^\n]*)?(?=\n)")


@dataclass(frozen=True)
class BulkFacts:
    """The game-tree facts of a chunk read by :func:`bulk_facts`, as raw strings."""

    moves: list[tuple[str, str]]   # (position, "b, c, d")
    max_to_move: list[str]         # positions
    min_to_move: list[str]
    ints: list[tuple[str, str]]    # (position, "-3")
    floats: list[tuple[str, str]]  # (position, "2.5e3")


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
    matched = len(found.moves) + len(found.max_to_move) + len(found.min_to_move) + \
        len(found.ints) + len(found.floats)
    lines = chunk.count("\n")
    if matched != lines and matched + len(_BULK_EMPTY.findall(text)) != lines:
        return None
    return found
