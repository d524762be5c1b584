"""A source file's bytes as the text SWI-Prolog reads: UTF-8, where a malformed sequence
becomes U+FFFD (the consult warns of them once per term, as SWI), a byte order mark
skipped, the encodings ``:- encoding(Name).`` names, and a big file read in pieces of whole
lines."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

from logic_minimax.prolog.core import (
    Var,
    deref,
    existence_error,
    instantiation_error,
    path_text,
    text_of,
)

ENCODINGS = {"utf8": "utf-8", "iso_latin_1": "latin-1", "ascii": "ascii",
             "text": "utf-8", "octet": "latin-1", "unicode_le": "utf-16-le",
             "unicode_be": "utf-16-be"}
"""The codecs of the encodings ``:- encoding(Name).`` may name."""


Bad = list[tuple[int, str]]
"""Malformed UTF-8 sequences: the offset of each in the text, and SWI's name for it."""


def decode(data: bytes, encoding: str = "utf-8") -> tuple[str, Bad]:
    """The text of ``data`` and its malformed UTF-8 sequences: each becomes U+FFFD, as
    SWI reads it (a lead byte whose sequence breaks off, or a byte that leads none)."""
    bad: Bad = []
    if encoding != "utf-8":
        return data.decode(encoding, errors="replace"), bad
    try:
        return data.decode("utf-8"), bad
    except UnicodeDecodeError:
        pass
    out: list[str] = []
    pos = 0
    while True:
        try:
            out.append(data[pos:].decode("utf-8"))
            break
        except UnicodeDecodeError as e:
            out.append(data[pos:pos + e.start].decode("utf-8"))
            byte = data[pos + e.start]
            lead = 0xC0 <= byte < 0xF8
            bad.append((sum(map(len, out)), "Illegal UTF-8 continuation" if lead
                        else "Illegal UTF-8 start"))
            out.append("\ufffd")
            pos += e.start + 1
    return "".join(out), bad


PIECE = 1 << 18
"""Bytes of a file read at a time: a big file is consulted piece by piece, never held
whole (each piece ends with a line, which no UTF-8 sequence crosses). A quarter of a
megabyte: the copies a piece goes through then stay small enough not to leave holes in
the heap as they come and go (the 1.1M-position file peaked at 256 MB with pieces of a
megabyte, 227 MB with these, and loads no slower)."""


def pieces(path: Path, start: int = 0, codec: str = "utf-8") -> Iterator[tuple[str, Bad]]:
    """A file's text from byte ``start`` on, in pieces of whole lines, as SWI reads it,
    each with its malformed UTF-8 sequences."""
    with path.open("rb") as handle:
        handle.seek(start)
        carry = b""
        first = start == 0
        while True:
            block = handle.read(PIECE)
            data = carry + block
            if first and data.startswith(b"\xef\xbb\xbf"):  # a UTF-8 byte order mark
                data = data[3:]
            first = False
            cut = data.rfind(b"\n") + 1 if block else len(data)
            carry = data[cut:]
            if cut:
                yield decode(data[:cut], codec)
            if not block:
                return


class Malformed:
    """The malformed sequences of the text being read not yet warned of.  SWI's stream
    keeps the last one it met and reports it when a read of a term ends (so once per
    term, at the term's line and where the read stopped)."""

    def __init__(self) -> None:
        self.pending: Bad = []

    def moved(self, pos: int, kept: int, bad: Bad) -> None:
        """The text now starts at ``pos`` of the old one, and a piece with ``bad`` follows
        its ``kept`` characters."""
        self.pending = [(o - pos, name) for o, name in self.pending if o >= pos]
        self.pending.extend((kept + o, name) for o, name in bad)

    def cut(self, end: int) -> None:
        """The text from ``end`` on is read again (another encoding): its sequences go."""
        self.pending = [(o, name) for o, name in self.pending if o < end]

    def before(self, end: int) -> bool:
        return bool(self.pending) and self.pending[0][0] < end

    def take(self, end: int) -> str | None:
        """SWI's name of the last malformed sequence before ``end``, now warned of."""
        met = [name for o, name in self.pending if o < end]
        self.pending = self.pending[len(met):]
        return met[-1] if met else None


def swi_place(text: str, start: int, here: int) -> tuple[int, int]:
    """Where SWI says a syntax error at offset ``here`` of a clause starting at ``start``
    is: (newlines after the clause's first line, column).  Its ptr_to_location() counts
    the newlines before ``here`` but one right before it, counts columns from 0 with tab
    stops of 8, and starts a line after the first one a character late."""
    newlines, after = 0, -1
    for p in range(start, here - 1):
        if text[p] == "\n":
            newlines, after = newlines + 1, p + 2
    if after < 0:
        after = text.rfind("\n", 0, start) + 1  # the clause's line, from its start
    column = 0
    for ch in text[after:here]:
        if ch == "\t":
            column |= 7
        column += 1
    return newlines, column


def find_source(spec: object, base: Path | None, search_dirs: list[Path]) -> Path:
    """The full path of the file a spec names (``f``, ``'f.pl'``, ``sub/helper``; ``.pl``
    added when no such file), against ``base``, else the working directory, then each of
    ``search_dirs``.  A missing file is ``existence_error(source_sink, Spec)``."""
    spec = deref(spec)
    if type(spec) is Var:
        raise instantiation_error()
    name = path_text(spec)
    if name is None:
        name = text_of(spec)
    try:
        path = Path(name).expanduser()
    except RuntimeError:  # ~someone who is no user here: the name as it stands
        path = Path(name)
    places = [path] if path.is_absolute() else \
        [path if base is None else base / path, *(d / path for d in search_dirs)]
    for place in places:
        for candidate in (Path(f"{place}.pl"), place) if not place.suffix \
                else (place, Path(f"{place}.pl")):
            try:
                if candidate.is_file():
                    # SWI names a file by its full path, with no . or .. in it
                    return Path(os.path.normpath(candidate.absolute()))
            except (OSError, ValueError):  # a name the system refuses names no file
                continue
    raise existence_error("source_sink", name if type(spec) is int else spec)
