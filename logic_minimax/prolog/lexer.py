"""Tokens of Prolog text, as SWI-Prolog 9 reads them.

One pass over the text with anchored regular expressions that cannot backtrack badly
(every pattern is a single run of one character class; quoted items are scanned by hand
with ``str.find``), so the time is linear in the input (issue 14, H1).  A ``%`` comment ends
only at ``\\n`` (W1).  Escapes out of range or surrogates are syntax errors (B2, B3);
integers of any size are read by chunks (B4); ``007`` is 7 (B1); ``1e400`` is a float
overflow error as in SWI.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from fractions import Fraction
from functools import lru_cache
from typing import NamedTuple

from logic_minimax.errors import PrologSyntaxError
from logic_minimax.prolog import chars

_QUOTED = {"'": "atom", '"': "string", "`": "codes"}  # SWI's words for each quote

class Token(NamedTuple):
    """``kind`` is one of name, qname, var, int, float, str, bq, punct, end;
    ``layout`` says whether layout (or a comment) came right before it."""

    kind: str
    value: object
    start: int
    end: int
    layout: bool


_LAYOUT = re.compile(r"[^\S\x1c-\x1f\x85]+")
"""SWI's layout, the characters of :data:`.chars.LAYOUT`: Unicode white space but the
information separators and NEL (other control characters are no white space to Python
either): SWI calls those illegal."""
_NAME = re.compile(r"[0-9A-Za-z_]*")
_SYMBOL = re.compile(r"[#$&*+\-./:<=>?@^~\\]*")
"""The ASCII runs of names and symbol atoms: other characters are looked up one by one
(:mod:`.chars`), as they are rare."""
_ASCII_NAME = re.compile(r"[0-9A-Za-z_]*+(?![^\x00-\x7f])")
_ASCII_SYMBOL = re.compile(r"[#$&*+\-./:<=>?@^~\\]++(?![^\x00-\x7f])")
"""A run of ASCII name or symbol characters that no other character follows: the common
case, taken in one match (else :func:`_run_end` looks further)."""
_DIGITS = re.compile(r"[0-9]+")
_PLAIN_INT = re.compile(r"[0-9]++(?![_.eE']| [0-9]|r[0-9])")
"""Digits that end an integer: no group, fraction, exponent, radix or rational after them
(the common case, in one match)."""
_HEX = re.compile(r"[0-9a-fA-F]+")
_OCT = re.compile(r"[0-7]+")
_BIN = re.compile(r"[01]+")
_RADIX_DIGITS = re.compile(r"[0-9a-zA-Z]+")
_COMMENT_MARKS = re.compile(r"[*/]")
_SOLO = frozenset("!,;|")
_PUNCT = frozenset("()[]{}")
_SIMPLE_ESCAPES = {"a": "\a", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t",
                   "v": "\v", "0": "\0", "\\": "\\", "'": "'", '"': '"', "`": "`",
                   "e": "\x1b", "s": " "}
_CHUNK = 4000


def parse_int(digits: str, base: int = 10) -> int:
    """``int(digits, base)`` for any length (CPython limits decimal conversions)."""
    if len(digits) <= _CHUNK or base in (2, 4, 8, 16, 32):
        return int(digits, base)
    value = 0
    scale = base ** _CHUNK
    start = len(digits) % _CHUNK or _CHUNK
    value = int(digits[:start], base)
    for i in range(start, len(digits), _CHUNK):
        value = value * scale + int(digits[i:i + _CHUNK], base)
    return value


def _run_end(text: str, pos: int, run: re.Pattern[str], wide: Callable[[str], bool]) -> int:
    """Where the run of name or symbol characters at ``pos`` ends: ASCII characters by
    ``run``, the others by ``wide``."""
    n = len(text)
    while True:
        m = run.match(text, pos)
        if m is not None:
            pos = m.end()
        if pos < n and text[pos] >= "\x80" and wide(text[pos]):
            pos += 1
        else:
            return pos


@lru_cache(maxsize=64)
def _digits(zero: str) -> re.Pattern[str]:
    """The decimal digits of the script whose zero is ``zero``."""
    return re.compile(f"[{zero}-{chr(ord(zero) + 9)}]+")


class Lexer:
    """Tokens of one text, read on demand; positions are offsets into ``text``."""

    def __init__(self, text: str, source: str = "<string>") -> None:
        self.text = text
        self.source = source
        self.pos = 0
        self.line_base = 0
        """Lines of the source before ``text`` (a consult reads a file piece by piece)."""

    # -- errors ---------------------------------------------------------------------------

    def error(self, message: str, offset: int, expected: str | None = None) -> PrologSyntaxError:
        text = self.text
        if offset >= len(text) and text.endswith("\n"):
            offset = len(text) - 1  # the end of the last line, not a line after it
        line = text.count("\n", 0, offset) + 1 + self.line_base
        line_start = text.rfind("\n", 0, offset) + 1
        line_end = text.find("\n", offset)
        line_text = text[line_start:line_end if line_end >= 0 else len(text)]
        error = PrologSyntaxError(message, self.source, line, offset - line_start + 1,
                                  line_text, expected)
        error.offset = offset
        return error

    # -- layout ---------------------------------------------------------------------------

    def skip_layout(self) -> bool:
        """Skip layout and comments; say whether there was any."""
        text = self.text
        pos = start = self.pos
        n = len(text)
        while pos < n:
            c = text[pos]
            if c == "%":
                nl = text.find("\n", pos)
                pos = n if nl < 0 else nl + 1
            elif c == "/" and text.startswith("/*", pos):
                pos = self._comment_end(pos)
            else:
                m = _LAYOUT.match(text, pos)
                if m is None:
                    break
                pos = m.end()
        self.pos = pos
        return pos > start

    def _comment_end(self, start: int) -> int:
        """The end of the block comment at ``start``.  SWI nests them: ``/* a /* b */ c */``
        is one comment, and ``/* c /**/`` has no end.  Each mark is two characters, the
        second seen with the one before it (``/*/`` opens and closes), from the third
        character after ``/*`` on (``/**/`` is a whole comment)."""
        text = self.text
        level = 1
        for mark in _COMMENT_MARKS.finditer(text, start + 3):
            at = mark.start()
            if mark.group() == "*" and text[at - 1] == "/":
                level += 1
            elif mark.group() == "/" and text[at - 1] == "*":
                level -= 1
                if level == 0:
                    return at + 1
        raise self.error("end of file in /* ... */ comment", start, "*/")  # SWI's words

    # -- tokens ---------------------------------------------------------------------------

    def next(self) -> Token:
        layout = self.skip_layout()
        text = self.text
        pos = self.pos
        if pos >= len(text):
            return Token("eof", None, pos, pos, layout)
        c = text[pos]
        value: object
        if "a" <= c <= "z" or "A" <= c <= "Z" or c == "_":
            m = _ASCII_NAME.match(text, pos + 1)
            end = m.end() if m else _run_end(text, pos + 1, _NAME, chars.continues_name)
            value = text[pos:end]
            kind = "name" if "a" <= c <= "z" else "var"
        elif c in _PUNCT:
            kind, value, end = "punct", c, pos + 1
        elif "0" <= c <= "9":
            kind, value, end = self._number(pos)
        elif c in _SOLO:
            kind, value, end = ("punct", c, pos + 1) if c in ",|" else ("name", c, pos + 1)
        elif c == "'":
            value, end = self._quoted(pos, "'")
            kind = "qname"
        elif c == '"':
            value, end = self._quoted(pos, '"')
            kind = "str"
        elif c == "`":
            value, end = self._quoted(pos, "`")
            kind = "bq"
        elif c >= "\x80":
            kind, value, end = self._wide(pos)
        else:
            m = _ASCII_SYMBOL.match(text, pos)
            if m is not None:
                end, value = m.end(), m.group()
            else:
                end = _run_end(text, pos, _SYMBOL, chars.is_symbol_char)
                if end == pos:
                    raise self.error(f"illegal character {c!r}", pos)
                value = text[pos:end]
            if value == "." and (end >= len(text) or _LAYOUT.match(text, end) or text[end] == "%"):
                self.pos = end
                return Token("end", ".", pos, end, layout)
            kind = "name"
        self.pos = end
        return Token(kind, value, pos, end, layout)

    def _wide(self, pos: int) -> tuple[str, object, int]:
        """The token at a character beyond ASCII, by SWI's classes of it."""
        c = self.text[pos]
        kind = chars.token_kind(c)
        if kind in (chars.UPPER, chars.LOWER):
            end = _run_end(self.text, pos + 1, _NAME, chars.continues_name)
            return "var" if kind == chars.UPPER else "name", self.text[pos:end], end
        if kind == chars.SYMBOL:
            end = _run_end(self.text, pos, _SYMBOL, chars.is_symbol_char)
            return "name", self.text[pos:end], end
        if kind == chars.DIGIT:
            return self._decimal(pos, chars.decimal_zero(c))
        if kind == chars.SOLO:
            return "name", c, pos + 1
        raise self.error(f"illegal character {c!r}", pos)

    def _number(self, pos: int) -> tuple[str, object, int]:
        text = self.text
        if text.startswith("0'", pos):
            return self._char_code(pos + 2)
        if text[pos] == "0":
            for prefix, pattern, base in (("0x", _HEX, 16), ("0o", _OCT, 8), ("0b", _BIN, 2)):
                if text.startswith(prefix, pos) and pattern.match(text, pos + 2):
                    digits, end = self._groups(pos + 2, pattern, False)
                    return "int", parse_int(digits, base), end
        m = _PLAIN_INT.match(text, pos)
        if m is not None:
            return "int", parse_int(m.group()), m.end()
        return self._decimal(pos, "0")

    def _groups(self, pos: int, digits: re.Pattern[str], space: bool) -> tuple[str, int]:
        """The digits at ``pos`` and where they end, across SWI's digit group separators:
        ``_`` and layout, or (``space``: a decimal number) one space (``1 000 000``)."""
        text = self.text
        parts = []
        while True:
            m = digits.match(text, pos)
            assert m is not None
            parts.append(m.group())
            pos = sep = m.end()
            if text[sep:sep + 1] not in ("_", " "):
                return "".join(parts), pos
            if text.startswith("_", sep):
                layout = _LAYOUT.match(text, sep + 1)
                sep = layout.end() if layout else sep + 1
            elif space and text.startswith(" ", sep):
                sep += 1
            if sep == pos or not digits.match(text, sep):
                return "".join(parts), pos
            pos = sep

    def _decimal(self, pos: int, zero: str) -> tuple[str, object, int]:
        """A decimal number in the digits of ``zero``'s script (SWI reads ``٣٥`` as 35)."""
        text = self.text
        pattern = _DIGITS if zero == "0" else _digits(zero)
        digits, end = self._groups(pos, pattern, True)
        if len(digits) < end - pos:
            return "int", parse_int(digits), end  # SWI: grouped digits are an integer, no more
        if zero == "0" and text.startswith("'", end) and 2 <= int(digits[:3]) <= 36 \
                and len(digits) <= 2:
            base = int(digits)
            r = _RADIX_DIGITS.match(text, end + 1)
            if r is not None and all(int(ch, 36) < base for ch in r.group()):
                return "int", parse_int(r.group(), base), r.end()
        frac = pattern.match(text, end + 1) if text.startswith(".", end) else None
        stop = frac.end() if frac else end
        exp = None
        if text[stop:stop + 1] in ("e", "E"):
            exp = pattern.match(text, stop + 1 + (text[stop + 1:stop + 2] in ("+", "-")))
        if frac is None and exp is None:
            if zero == "0" and text.startswith("r", end):  # a rational: 1r3 (SWI 9)
                r = pattern.match(text, end + 1)
                if r is not None and int(r.group()):
                    ratio = Fraction(parse_int(digits), parse_int(r.group()))
                    return "int", ratio.numerator if ratio.denominator == 1 else ratio, r.end()
            return "int", parse_int(digits), end
        if exp is None:
            for suffix, special in (("Inf", math.inf), ("NaN", math.nan)):
                if text.startswith(suffix, stop):
                    return "float", special, stop + 3
        stop = exp.end() if exp else stop
        value = float(text[pos:stop])
        if math.isinf(value):
            raise self.error("float_overflow", pos)
        return "float", value, stop

    def _char_code(self, pos: int) -> tuple[str, object, int]:
        text = self.text
        if pos >= len(text):
            raise self.error("end of file in character code", pos)
        c = text[pos]
        if c == "\\":
            ch, end = self._escape(pos)
            if ch is None:
                raise self.error("end of file in character code", pos)
            return "int", ord(ch), end
        if c == "'" and text.startswith("''", pos):
            return "int", 39, pos + 2
        return "int", ord(c), pos + 1

    def _escape(self, pos: int) -> tuple[str | None, int]:
        """The character of the escape at ``text[pos] == '\\'`` (None for a line
        continuation) and the offset after it."""
        text = self.text
        if pos + 1 >= len(text):
            raise self.error("end of file in quoted item", pos)
        c = text[pos + 1]
        if c == "\n":
            return None, pos + 2
        if c in "xuU" or c in "01234567":
            return self._numeric_escape(pos, c)
        if c in _SIMPLE_ESCAPES:
            return _SIMPLE_ESCAPES[c], pos + 2
        raise self.error(f"unknown character escape in quoted atom or string: \\{c}", pos)

    def _numeric_escape(self, pos: int, c: str) -> tuple[str, int]:
        text = self.text
        if c == "x":
            m = _HEX.match(text, pos + 2)
            base = 16
        elif c in "uU":
            width = 4 if c == "u" else 8
            m = _HEX.match(text, pos + 2, pos + 2 + width)
            if m is None or len(m.group()) != width:
                raise self.error(f"illegal \\{c} escape", pos)
            base = 16
        else:
            m = _OCT.match(text, pos + 1)
            base = 8
        if m is None:
            raise self.error(f"illegal \\{c} escape", pos)
        end = m.end()
        if c not in "uU" and text.startswith("\\", end):
            end += 1
        digits = m.group()
        if len(digits) > 8:
            raise self.error("illegal character code", pos)
        code = int(digits, base)
        if code > 0x10FFFF or 0xD800 <= code <= 0xDFFF:
            raise self.error("illegal character code", pos)
        return chr(code), end

    def _quoted(self, start: int, quote: str) -> tuple[str, int]:
        text = self.text
        parts: list[str] = []
        pos = start + 1
        while True:
            q = text.find(quote, pos)
            b = text.find("\\", pos, q if q >= 0 else len(text))
            if q < 0 and b < 0:
                raise self.error(f"end of file in quoted {_QUOTED[quote]}", start)
            if b >= 0:
                parts.append(text[pos:b])
                ch, pos = self._escape(b)
                if ch is not None:
                    parts.append(ch)
                continue
            parts.append(text[pos:q])
            if text.startswith(quote, q + 1):
                parts.append(quote)
                pos = q + 2
                continue
            return "".join(parts), q + 1
