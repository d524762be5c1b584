"""The character classes of SWI-Prolog 9's reader and writer, one place for both.

Latin-1 characters have SWI's own table (``_PL_char_types`` in ``pl-ctype.c``): ``²`` is a
solo character, ``§`` and ``·`` symbol characters, ``ª`` and ``µ`` letters.  The others
follow its Unicode map (``pl-umap.c``, made from Unicode 14, the version of Python 3.11's
``unicodedata``): names start with ID_Start (``℘`` and ``゛`` too), go on with ID_Continue
(combining marks, other scripts' digits, ``‿``), and start a variable when the character
is Uppercase (``Ⅰ``, not titlecase ``ǅ``); punctuation and symbols glue as symbol
characters (``→``, ``+→``); a decimal digit starts a number of its own script (``٣٥`` is
35); other numbers and enclosing marks (``½``, ``⃝``) and format characters are solo
characters; an unassigned character is illegal.  ``tests/prolog/test_chars.py`` checks
every character against ``swipl``'s ``'$code_class'/2``.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache

LAYOUT = "layout"
SOLO = "solo"
SYMBOL = "symbol"
PUNCT = "punct"
QUOTE = "quote"
UPPER = "upper"  # starts a variable
LOWER = "lower"  # starts a name
DIGIT = "digit"
ILLEGAL = "illegal"

_LATIN1_KINDS = {"C": ILLEGAL, "S": LAYOUT, "O": SOLO, "Y": SYMBOL, "P": PUNCT, "Q": QUOTE,
                 "U": UPPER, "L": LOWER, "D": DIGIT}
_LATIN1 = (
    "CCCCCCCCCSSSSSCC" "CCCCCCCCCCCCCCCC"  # control characters; \t \n \v \f \r are layout
    "SOQYYOYQPPYYPYYY" "DDDDDDDDDDYOYYYY"  # ' ' to '?': % is solo (comments aside), " ' quotes
    "YUUUUUUUUUUUUUUU" "UUUUUUUUUUUPYPYU"  # @ A-Z [ \\ ] ^ _
    "QLLLLLLLLLLLLLLL" "LLLLLLLLLLLPPPYC"  # ` a-z { | } ~ DEL
    "CCCCCCCCCCCCCCCC" "CCCCCCCCCCCCCCCC"  # C1 controls: NEL is no layout in SWI
    "SYYYYYYYYYLYYOYY" "YYOOYLYYYOLYOOOY"  # U+00A0..: ª µ º letters, ¹ ² ³ ¼ ½ ¾ soft hyphen solo
    "UUUUUUUUUUUUUUUU" "UUUUUUUYUUUUUUUL"  # À..Þ upper, × symbol, ß lower
    "LLLLLLLLLLLLLLLL" "LLLLLLLYLLLLLLLL"  # à..ÿ lower, ÷ symbol
)
_ID_START_CATEGORIES = frozenset({"Lu", "Ll", "Lt", "Lm", "Lo", "Nl"})
_ID_CONTINUE_CATEGORIES = frozenset({"Mn", "Mc", "Nd", "Pc"})
_OTHER_ID_START = frozenset({0x1885, 0x1886, 0x2118, 0x212E, 0x309B, 0x309C})
_OTHER_ID_CONTINUE = frozenset({0x0387, *range(0x1369, 0x1372), 0x19DA})
_PATTERN_SYNTAX_LETTER = 0x2E2F
"""VERTICAL TILDE, a modifier letter that UAX 31 keeps out of names (Pattern_Syntax):
SWI's map gives it no class at all, so it is illegal."""
_PRIVATE_USE_ENDS = frozenset({0xE000, 0xF8FF, 0xF0000, 0xFFFFD, 0x100000, 0x10FFFD})
"""SWI's map knows only the first and last character of each private use range (the
lines of UnicodeData.txt); the ones between are illegal to its reader."""
_SOLO_CATEGORIES = frozenset({"No", "Me", "Cc", "Cf", "Cs"})


@lru_cache(maxsize=4096)
def _wide(ch: str) -> tuple[str, bool, bool]:
    """(kind, continues a name, glues as a symbol) of a character beyond Latin-1."""
    category = unicodedata.category(ch)
    code = ord(ch)
    symbol = category[0] in "PS"
    id_start = (category in _ID_START_CATEGORIES or code in _OTHER_ID_START) \
        and code != _PATTERN_SYNTAX_LETTER
    id_continue = id_start or category in _ID_CONTINUE_CATEGORIES or code in _OTHER_ID_CONTINUE
    if category in ("Zs", "Zl", "Zp"):
        kind = LAYOUT
    elif id_start:
        kind = UPPER if ch.isupper() else LOWER
    elif symbol:
        kind = SYMBOL
    elif category == "Nd":
        kind = DIGIT
    elif id_continue or category in _SOLO_CATEGORIES or code in _PRIVATE_USE_ENDS:
        kind = SOLO  # a class without a token of its own: SWI reads it as a solo character
    else:
        kind = ILLEGAL
    return kind, id_continue, symbol


def token_kind(ch: str) -> str:
    """What a token starting with ``ch`` is (one of this module's kinds)."""
    if ch <= "\xff":
        return _LATIN1_KINDS[_LATIN1[ord(ch)]]
    return _wide(ch)[0]


def continues_name(ch: str) -> bool:
    """``ch`` may follow the first character of a name or a variable."""
    if ch <= "\xff":
        return _LATIN1[ord(ch)] in "ULD"
    return _wide(ch)[1]


def is_symbol_char(ch: str) -> bool:
    """``ch`` glues with its neighbours into a symbol atom (``+→``, ``§+``)."""
    if ch <= "\xff":
        return _LATIN1[ord(ch)] == "Y"
    return _wide(ch)[2]


def decimal_zero(ch: str) -> str:
    """The zero of the script of the decimal digit ``ch`` (``٣`` gives ``٠``)."""
    return chr(ord(ch) - unicodedata.decimal(ch))
