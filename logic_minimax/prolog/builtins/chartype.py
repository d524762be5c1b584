"""``char_type/2`` and ``code_type/2`` as SWI-Prolog 9.0.4 answers them under a UTF-8
locale (``pl-ctype.c`` over the C library's wide-character classes, glibc's C.UTF-8):
``alpha`` is a letter (not ``_``, not a digit: SWI's behaviour, not its manual),
``csym``/``csymf`` add ``_``, ``to_lower(U)`` gives the character whose lower case it is,
the ``prolog_*`` classes are the reader's (chars.py).  An unbound character enumerates
the classes' members in code order; an unknown class is a type error."""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Iterator

from logic_minimax.prolog.builtins import nondet, with_last
from logic_minimax.prolog.chars import (
    DIGIT,
    LOWER,
    continues_name,
    is_symbol_char,
    token_kind,
)
from logic_minimax.prolog.core import Var, deref, instantiation_error, type_error, unify
from logic_minimax.prolog.interface import Solver


def _ranges(text: str) -> frozenset[int]:
    codes: set[int] = set()
    for item in text.split():
        first, _, last = item.partition("-")
        codes.update(range(int(first, 16), int(last or first, 16) + 1))
    return frozenset(codes)


def _pairs(text: str) -> dict[int, int]:
    return {int(a, 16): int(b, 16) for a, _, b in (p.partition(":") for p in text.split())}


# Unicode 14's Other_Alphabetic (letters by DerivedCoreProperties.txt though marks), and
# its simple case mappings where Python's full ones differ (glibc's are the simple ones).
_OTHER_ALPHABETIC = _ranges(
    "345 5B0-5BD 5BF 5C1-5C2 5C4-5C5 5C7 610-61A 64B-657 659-65F 670 6D6-6DC 6E1-6E4 "
    "6E7-6E8 6ED 711 730-73F 7A6-7B0 816-817 81B-823 825-827 829-82C 8D4-8DF 8E3-8E9 "
    "8F0-903 93A-93B 93E-94C 94E-94F 955-957 962-963 981-983 9BE-9C4 9C7-9C8 9CB-9CC 9D7 "
    "9E2-9E3 A01-A03 A3E-A42 A47-A48 A4B-A4C A51 A70-A71 A75 A81-A83 ABE-AC5 AC7-AC9 "
    "ACB-ACC AE2-AE3 AFA-AFC B01-B03 B3E-B44 B47-B48 B4B-B4C B56-B57 B62-B63 B82 BBE-BC2 "
    "BC6-BC8 BCA-BCC BD7 C00-C03 C3E-C44 C46-C48 C4A-C4C C55-C56 C62-C63 C81-C83 CBE-CC4 "
    "CC6-CC8 CCA-CCC CD5-CD6 CE2-CE3 D00-D03 D3E-D44 D46-D48 D4A-D4C D57 D62-D63 D81-D83 "
    "DCF-DD4 DD6 DD8-DDF DF2-DF3 E31 E34-E3A E4D EB1 EB4-EB9 EBB-EBC ECD F71-F81 F8D-F97 "
    "F99-FBC 102B-1036 1038 103B-103E 1056-1059 105E-1060 1062-1064 1067-106D 1071-1074 "
    "1082-108D 108F 109A-109D 1712-1713 1732-1733 1752-1753 1772-1773 17B6-17C8 "
    "1885-1886 18A9 1920-192B 1930-1938 1A17-1A1B 1A55-1A5E 1A61-1A74 1ABF-1AC0 "
    "1ACC-1ACE 1B00-1B04 1B35-1B43 1B80-1B82 1BA1-1BA9 1BAC-1BAD 1BE7-1BF1 1C24-1C36 "
    "1DE7-1DF4 24B6-24E9 2DE0-2DFF A674-A67B A69E-A69F A802 A80B A823-A827 A880-A881 "
    "A8B4-A8C3 A8C5 A8FF A926-A92A A947-A952 A980-A983 A9B4-A9BF A9E5 AA29-AA36 AA43 "
    "AA4C-AA4D AA7B-AA7D AAB0 AAB2-AAB4 AAB7-AAB8 AABE AAEB-AAEF AAF5 ABE3-ABEA FB1E "
    "10376-1037A 10A01-10A03 10A05-10A06 10A0C-10A0F 10D24-10D27 10EAB-10EAC 11000-11002 "
    "11038-11045 11073-11074 11082 110B0-110B8 110C2 11100-11102 11127-11132 11145-11146 "
    "11180-11182 111B3-111BF 111CE-111CF 1122C-11234 11237 1123E 112DF-112E8 11300-11303 "
    "1133E-11344 11347-11348 1134B-1134C 11357 11362-11363 11435-11441 11443-11445 "
    "114B0-114C1 115AF-115B5 115B8-115BE 115DC-115DD 11630-1163E 11640 116AB-116B5 "
    "1171D-1172A 1182C-11838 11930-11935 11937-11938 1193B-1193C 11940 11942 119D1-119D7 "
    "119DA-119DF 119E4 11A01-11A0A 11A35-11A39 11A3B-11A3E 11A51-11A5B 11A8A-11A97 "
    "11C2F-11C36 11C38-11C3E 11C92-11CA7 11CA9-11CB6 11D31-11D36 11D3A 11D3C-11D3D "
    "11D3F-11D41 11D43 11D47 11D8A-11D8E 11D90-11D91 11D93-11D96 11EF3-11EF6 16F4F "
    "16F51-16F87 16F8F-16F92 16FF0-16FF1 1BC9E 1E000-1E006 1E008-1E018 1E01B-1E021 "
    "1E023-1E024 1E026-1E02A 1E947 1F130-1F149 1F150-1F169 1F170-1F189 "
)
_SIMPLE_UPPER = _pairs(
    "1F80:1F88 1F81:1F89 1F82:1F8A 1F83:1F8B 1F84:1F8C 1F85:1F8D 1F86:1F8E 1F87:1F8F "
    "1F88:1F88 1F89:1F89 1F8A:1F8A 1F8B:1F8B 1F8C:1F8C 1F8D:1F8D 1F8E:1F8E 1F8F:1F8F "
    "1F90:1F98 1F91:1F99 1F92:1F9A 1F93:1F9B 1F94:1F9C 1F95:1F9D 1F96:1F9E 1F97:1F9F "
    "1F98:1F98 1F99:1F99 1F9A:1F9A 1F9B:1F9B 1F9C:1F9C 1F9D:1F9D 1F9E:1F9E 1F9F:1F9F "
    "1FA0:1FA8 1FA1:1FA9 1FA2:1FAA 1FA3:1FAB 1FA4:1FAC 1FA5:1FAD 1FA6:1FAE 1FA7:1FAF "
    "1FA8:1FA8 1FA9:1FA9 1FAA:1FAA 1FAB:1FAB 1FAC:1FAC 1FAD:1FAD 1FAE:1FAE 1FAF:1FAF "
    "1FB3:1FBC 1FBC:1FBC 1FC3:1FCC 1FCC:1FCC 1FF3:1FFC 1FFC:1FFC "
)
_SIMPLE_LOWER = {0x130: 0x69}  # İ

_ALPHABETIC = frozenset({"Lu", "Ll", "Lt", "Lm", "Lo", "Nl"})


def _alpha(c: str) -> bool:
    """glibc's alpha: Alphabetic, and the decimal digits of other scripts than ASCII's."""
    category = unicodedata.category(c)
    return category in _ALPHABETIC or ord(c) in _OTHER_ALPHABETIC or (
        category == "Nd" and not "0" <= c <= "9")


def _simple(c: str, exceptions: dict[int, int], full: str) -> str:
    """``c``'s simple case mapping: Python's full one where it is one character."""
    code = ord(c)
    if code in exceptions:
        return chr(exceptions[code])
    return full if len(full) == 1 else c


def _upper_of(c: str) -> str:
    return _simple(c, _SIMPLE_UPPER, c.upper())


def _lower_of(c: str) -> str:
    return _simple(c, _SIMPLE_LOWER, c.lower())


def _is_upper(c: str) -> bool:
    """Uppercase, or mapped to a lower case (titlecase ``ǅ`` is both)."""
    return c.isupper() or _lower_of(c) != c


def _is_lower(c: str) -> bool:
    return c.islower() or _upper_of(c) != c


def _digit(c: str) -> bool:
    return "0" <= c <= "9"


def _named(c: str) -> bool:
    """In UnicodeData.txt, neither a control character nor a surrogate (glibc's)."""
    return unicodedata.category(c) not in ("Cn", "Cc", "Cs")


def _cntrl(c: str) -> bool:
    return unicodedata.category(c) in ("Cc", "Zl", "Zp")


def _space(c: str) -> bool:
    if c in " \t\n\v\f\r":
        return True
    category = unicodedata.category(c)
    return category in ("Zl", "Zp") or (
        category == "Zs" and not unicodedata.decomposition(c).startswith("<noBreak>"))


def _print(c: str) -> bool:
    return _named(c) and unicodedata.category(c) not in ("Zl", "Zp")


def _graph(c: str) -> bool:
    return _named(c) and not _space(c)


def _punct(c: str) -> bool:
    return _graph(c) and not _alpha(c) and not _digit(c)


def _in_text(c: str, members: str) -> bool:
    """SWI's test of ``strchr(members, c)`` on the character's low byte (so, past
    Latin-1, a code whose low byte is 0 or one of the members)."""
    code = ord(c)
    if code < 256:
        return c in members
    low = code & 0xFF
    return low == 0 or chr(low) in members


SIMPLE: dict[str, Callable[[str], bool]] = {
    "alnum": lambda c: _alpha(c) or _digit(c),
    "alpha": _alpha,
    "csym": lambda c: _alpha(c) or _digit(c) or c == "_",
    "csymf": lambda c: _alpha(c) or c == "_",
    "ascii": lambda c: c < "\x80",
    "white": lambda c: c in " \t",
    "cntrl": _cntrl,
    "space": _space,
    "end_of_line": lambda c: "\n" <= c <= "\r",
    "newline": lambda c: c == "\n",
    "lower": _is_lower,
    "upper": _is_upper,
    "punct": _punct,
    "graph": _graph,
    "print": _print,
    "period": lambda c: _in_text(c, ".!?"),
    "quote": lambda c: _in_text(c, "'\"`"),
    "digit": _digit,
    "end_of_file": lambda c: False,  # only the end of file, -1
    "prolog_var_start": lambda c: c.isupper() or c == "_",  # Uppercase (pl-umap.c)
    "prolog_atom_start": lambda c: token_kind(c) == LOWER,
    "prolog_identifier_continue": lambda c: continues_name(c) or token_kind(c) == DIGIT,
    "prolog_symbol": is_symbol_char,
}


_PARENS = {"(": ")", "[": "]", "{": "}"}


def _with_arg(c: str, name: object) -> int | str | None:
    """The argument of ``name(Arg)`` for ``c`` (None: not of that class); a character
    argument is given as a character."""
    if name == "digit":
        return ord(c) - 48 if _digit(c) else None
    if name == "xdigit":
        return int(c, 16) if c in "0123456789abcdefABCDEF" else None
    if name == "decimal":
        return unicodedata.decimal(c, None)
    if name == "to_lower":
        return _upper_of(c)
    if name == "to_upper":
        return _lower_of(c)
    if name == "upper":
        return _lower_of(c) if _is_upper(c) else None
    if name == "lower":
        return _upper_of(c) if _is_lower(c) else None
    if name == "paren":
        return _PARENS.get(c)
    raise KeyError(name)


SIMPLE["decimal"] = lambda c: unicodedata.decimal(c, None) is not None
_NAMES = (
    "alnum", "alpha", "csym", "csymf", "prolog_var_start", "prolog_atom_start",
    "prolog_identifier_continue", "prolog_symbol", "decimal", "decimal(W)", "csymf",
    "ascii", "white", "cntrl", "digit", "print", "space", "end_of_line", "newline",
    "graph", "punct", "lower", "upper", "period", "quote", "lower(W)", "upper(W)",
    "to_lower(W)", "to_upper(W)", "paren(W)", "digit(W)", "xdigit(W)", "end_of_file",
)
ORDER = [(name, name.endswith("(W)")) for name in _NAMES]
"""The classes in the order SWI enumerates them (``csymf`` twice, as SWI's table)."""
_WITH_ARG = frozenset(name[:-3] for name, arg in ORDER if arg)


def _char(t: object) -> str | None:
    """The character ``t`` stands for (``""``: the end of file, -1); None when unbound."""
    t = deref(t)
    if type(t) is Var:
        return None
    if type(t) is int and -1 <= t <= 0x10FFFF:
        return chr(t) if t >= 0 else ""
    if type(t) is str and len(t) == 1:
        return t
    raise type_error("character", t)


def _class(kind: object) -> tuple[str, object]:
    """The class's name and its argument (``None`` for one without, unbound: any)."""
    kind = deref(kind)
    if type(kind) is Var:
        return "", None
    if type(kind) is str and kind in SIMPLE:
        return kind, None
    if type(kind) is tuple and len(kind) == 2 and kind[0] in _WITH_ARG:
        return str(kind[0]), kind[1]
    raise type_error("char_type", kind)


_INVERSE = {"upper": _upper_of, "to_upper": _upper_of, "lower": _lower_of,
            "to_lower": _lower_of}


def _inverse(name: str, arg: object, as_code: bool) -> str | None:
    """The character ``name(Arg)`` maps back to."""
    c = chr(arg) if as_code and type(arg) is int and 0 <= arg <= 0x10FFFF else \
        arg if not as_code and type(arg) is str and len(arg) == 1 else None
    return None if c is None else _INVERSE[name](c)


def _value(c: str, name: str, as_code: bool) -> object:
    """``name``'s argument for ``c`` as a term (None: ``c`` is not of the class)."""
    if c == "":
        return None
    value = _with_arg(c, name)
    if type(value) is str and as_code:
        return ord(value)
    return value


def _test(s: Solver, c: str, name: str, arg: object, as_code: bool) -> bool:
    if arg is None:
        return c == "" if name == "end_of_file" else c != "" and SIMPLE[name](c)
    value = _value(c, name, as_code)
    return value is not None and unify(arg, value, s.trail)


def _classes(c: str, as_code: bool) -> list[object]:
    """Every class of ``c``, in SWI's order."""
    found: list[object] = []
    for name, has_arg in ORDER:
        if has_arg:
            value = _value(c, name[:-3], as_code)
            if value is not None:
                found.append((name[:-3], value))
        elif (c == "" if name == "end_of_file" else c != "" and SIMPLE[name](c)):
            found.append(name)
    return found


@nondet("code_type char_type", 2)
def code_type(s: Solver, g: tuple[object, ...]) -> Iterator[bool]:
    as_code = g[0] == "code_type"
    c = _char(g[1])
    name, arg = _class(g[2])
    if c is None and not name:
        raise instantiation_error()
    if not name:
        yield from _each(s, g[2], _classes(str(c), as_code))
        return
    if c is None and name in _INVERSE and type(deref(arg)) is not Var:
        c = _inverse(name, deref(arg), as_code)  # SWI maps the argument back: one answer
        if c is None or not unify(g[1], ord(c) if as_code else c, s.trail):
            return
    if c is not None:
        if _test(s, c, name, arg, as_code):
            yield False
        return
    found: list[object] = []
    for code in range(-1 if as_code else 0, 0x110000):
        ch = chr(code) if code >= 0 else ""
        mark = len(s.trail)
        if _test(s, ch, name, arg, as_code):
            found.append(code if as_code else ch)
        s.undo(mark)
    yield from _each(s, g[1], found, lambda: _test(s, _char(g[1]) or "", name, arg, as_code))


def _each(s: Solver, t: object, values: list[object],
          also: Callable[[], bool] = lambda: True) -> Iterator[bool]:
    for value, more in with_last(values):
        mark = len(s.trail)
        if unify(t, value, s.trail) and also():
            yield more
        s.undo(mark)
