"""Where a clause ends, as SWI-Prolog's raw reader finds it.

SWI reads a term in two passes (``pl-read.c``): the raw reader collects the clause's text
up to its full stop, skipping quoted items, ``0'c`` and comments by their own rules (a
backslash in a quoted item takes the character after it, whatever it is), and then the
tokenizer reads that text.  So an error the tokenizer or the parser finds (an unknown
escape in ``'C:\\data'``, an operator expected) loses that one clause and reading goes on
after its full stop; and a clause whose text does not end (an open quote or comment, no
full stop) is the error reported, whatever else is wrong in it.  Our reader reads tokens
as it parses, so it asks :func:`clause_end` only after an error: correct text is read
once.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from logic_minimax.prolog import chars
from logic_minimax.prolog.lexer import LAYOUT, QUOTED, Lexer

_NAME_RUN = re.compile(r"[0-9A-Za-z_]+")
_OCTAL = "01234567"
_HEX = "0123456789abcdefABCDEF"


def clause_end(lexer: Lexer, start: int) -> int:
    """The offset right after the full stop of the clause that starts at ``start``; a
    :class:`~logic_minimax.errors.PrologSyntaxError` when the text ends first."""
    text = lexer.text
    n = len(text)
    pos = start
    dot = False  # the last thing read was a full stop's "."
    while pos < n:
        c = text[pos]
        layout = LAYOUT.match(text, pos)
        if layout is not None or c == "%":
            if dot:
                return pos
            nl = text.find("\n", pos)
            pos = layout.end() if layout is not None else n if nl < 0 else nl
            continue
        dot = False
        if c == "/" and text.startswith("/*", pos):
            pos = lexer.comment_end(pos)
        elif c == ".":  # a full stop unless symbol characters follow (wide ones too)
            after = _symbol_run_end(text, pos + 1, chars.is_symbol_char)
            dot, pos = after == pos + 1, after
        elif c in "\"`":
            pos = quoted_end(lexer, pos)
        elif c == "'":
            pos = _after_quote(lexer, start, pos)
        elif c <= "\xff" and chars.is_symbol_char(c):  # a run takes Latin-1 ones only
            pos = _symbol_run_end(text, pos, _latin1_symbol)
        else:
            run = _NAME_RUN.match(text, pos)
            pos = run.end() if run is not None else pos + 1
    if dot:
        return n
    raise lexer.error("unexpected end of file", n)


def _latin1_symbol(c: str) -> bool:
    return c <= "\xff" and chars.is_symbol_char(c)


def _symbol_run_end(text: str, pos: int, symbol: Callable[[str], bool]) -> int:
    """The end of the symbol characters at ``pos``."""
    n = len(text)
    while pos < n and symbol(text[pos]):
        pos += 1
    return pos


def _after_quote(lexer: Lexer, start: int, pos: int) -> int:
    """Past the ``'`` at ``pos``: ``0'c``, a digit of ``16'ff`` or a quoted atom."""
    text = lexer.text
    digits = pos
    while digits > max(start, pos - 2) and "0" <= text[digits - 1] <= "9":
        digits -= 1
    if digits == pos or (digits > start and chars.continues_name(text[digits - 1])):
        return quoted_end(lexer, pos)
    base = int(text[digits:pos])
    if base == 0:
        if pos + 1 >= len(text):
            raise lexer.error("unexpected end of file", len(text))
        c = text[pos + 1]
        if c == "\\" or (c == "'" and text.startswith("'", pos + 2)):
            return min(pos + 3, len(text))
        return pos + 2
    if base > 36:
        return quoted_end(lexer, pos)
    if pos + 1 >= len(text):
        raise lexer.error("unexpected end of file", len(text))
    if text[pos + 1].isascii() and text[pos + 1].isalnum() and int(text[pos + 1], 36) < base:
        return pos + 2
    return quoted_end(lexer, pos)


def quoted_end(lexer: Lexer, start: int) -> int:
    """The offset after the quoted item at ``start``, its escapes skipped as SWI's raw
    reader skips them (``'\\z'`` is one item, whatever its tokenizer says of ``\\z``)."""
    text = lexer.text
    q = text[start]
    pos = start + 1
    while True:
        close = text.find(q, pos)
        backslash = text.find("\\", pos, close if close >= 0 else len(text))
        if backslash < 0:
            if close < 0:
                raise lexer.error(f"end of file in quoted {QUOTED[q]}", start)
            return close + 1
        pos, ended = _escape_end(text, backslash, q)
        if pos < 0:
            raise lexer.error(f"end of file in quoted {QUOTED[q]}", start)
        if ended:
            return pos


def _escape_end(text: str, pos: int, q: str) -> tuple[int, bool]:
    """After the escape at ``text[pos] == '\\'``: the offset (-1 past the end) and whether
    the quote ended with it (``\\x41'``: the character after a numeric escape's digits is
    taken whatever it is)."""
    n = len(text)
    if pos + 1 >= n:
        return -1, False
    c = text[pos + 1]
    pos += 2
    if c == "c":
        m = LAYOUT.match(text, pos)
        return (m.end() if m else pos), False
    digits = _HEX if c == "x" else _OCTAL if c in _OCTAL else ""
    if c != "\n" and not digits:
        return pos, False
    while digits and pos < n and text[pos] in digits:
        pos += 1
    if pos >= n:
        return -1, False
    return pos + 1, text[pos] == q
