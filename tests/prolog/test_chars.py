"""SWI-Prolog's character classes (prolog/chars.py), every character against ``swipl``'s
own ``'$code_class'/2``: what may start a name or a variable, continue one, glue into a
symbol atom, be layout, or is illegal."""

from __future__ import annotations

import subprocess

import pytest

from logic_minimax.prolog import chars
from logic_minimax.prolog.lexer import Lexer
from tests.helpers.swipl import require_swipl

CLASSES = ("layout", "graphic", "id_start", "upper", "id_continue", "invalid")
# One character per code point (surrogates left out): the bits of its classes, from "0".
DUMP = """
forall(( between(0, 0x10FFFF, C), \\+ between(0xD800, 0xDFFF, C) ),
       ( aggregate_all(sum(B), ( nth0(K, [{}], Class), '$code_class'(C, Class),
                                 B is 1 << K ), Bits),
         Char is 0'0 + Bits, put_char(user_output, Char) )).
""".format(", ".join(CLASSES))


def ours(ch: str) -> int:
    kind = chars.token_kind(ch)
    found = (kind == chars.LAYOUT, chars.is_symbol_char(ch), kind in (chars.UPPER, chars.LOWER),
             kind == chars.UPPER, chars.continues_name(ch),
             kind == chars.ILLEGAL and ch > "\xff")  # SWI's Latin-1 table has no such class
    return sum(1 << k for k, flag in enumerate(found) if flag)


def swi_upper(bits: int) -> int:
    """SWI's ``upper`` matters only for a character that starts a name (``Ⓐ`` is upper
    case, but a symbol character)."""
    start, upper = 1 << CLASSES.index("id_start"), 1 << CLASSES.index("upper")
    return bits if bits & start else bits & ~upper


@pytest.mark.swipl
def test_every_character_is_classed_as_swi_classes_it() -> None:
    proc = subprocess.run([require_swipl(), "-q", "-g", DUMP, "-t", "halt"],
                          capture_output=True, text=True, check=True, timeout=300)
    codes = [c for c in range(0x110000) if not 0xD800 <= c <= 0xDFFF]
    theirs = proc.stdout
    assert len(theirs) == len(codes)
    wrong = [f"U+{code:04X}" for code, bits in zip(codes, theirs, strict=True)
             if ours(chr(code)) != swi_upper(ord(bits) - ord("0"))]
    assert wrong == []


@pytest.mark.parametrize(("ch", "kind"), [("a", chars.LOWER), ("Ⅰ", chars.UPPER),
                                          ("²", chars.SOLO), ("½", chars.SOLO),
                                          ("٣", chars.DIGIT), ("→", chars.SYMBOL),
                                          ("\u3000", chars.LAYOUT), ("\u0378", chars.ILLEGAL)])
def test_a_token_starts_by_its_first_characters_class(ch: str, kind: str) -> None:
    assert chars.token_kind(ch) == kind


def skips(ch: str) -> bool:
    lexer = Lexer(ch + "x")  # (a % comment takes the x too)
    lexer.skip_layout()
    return lexer.pos == 1


def test_the_reader_skips_exactly_the_layout_characters() -> None:
    codes = [c for c in range(0x110000) if not 0xD800 <= c <= 0xDFFF]
    assert [c for c in codes if skips(chr(c))] == \
        [c for c in codes if chars.token_kind(chr(c)) == chars.LAYOUT]
