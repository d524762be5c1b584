"""SWI-Prolog's syntax for the data a game tree holds: atoms, numbers and lists.

Every layer prints positions and values the way SWI's ``writeq`` does (``'Hello world'``,
``1.0Inf``, ``[b, d, i]``); this module is that printing for plain data, below the layers.
Prolog terms with variables and operators (``prolog/``) print themselves through
``str``, which :func:`show` falls back on.
"""

from __future__ import annotations

import math
import re
import unicodedata
from decimal import Decimal

_PLAIN_ATOM = re.compile(r"[^\W\d_A-Z]\w*\Z")
_SYMBOL_ATOM = re.compile(r"[#$&*+\-./:<=>?@^~\\]+\Z")
_SOLO_ATOMS = frozenset({"!", ";", "{}"})
_ESCAPES = {"\\": "\\\\", "'": "\\'", "\n": "\\n", "\t": "\\t", "\r": "\\r",
            "\a": "\\a", "\b": "\\b", "\f": "\\f", "\v": "\\v"}
_UNPRINTABLE = frozenset({"Cc", "Cf", "Cn", "Co", "Zl", "Zp", "Zs"})
"""Unicode categories SWI's ``writeq`` writes as ``\\xHH\\`` (controls, format characters,
unassigned and private code points, separators other than the space)."""


def _quoted_char(char: str) -> str:
    escape = _ESCAPES.get(char)
    if escape is not None:
        return escape
    if char != " " and unicodedata.category(char) in _UNPRINTABLE:
        return f"\\x{ord(char):X}\\"
    return char


def format_atom(atom: str) -> str:
    """Quote an atom only where Prolog needs it: ``b``, ``[]``, ``'Hello world'``."""
    if _PLAIN_ATOM.match(atom) or atom in _SOLO_ATOMS or \
            (_SYMBOL_ATOM.match(atom) and not atom.startswith("/*") and atom != "."):
        return atom  # as SWI: '/*' would open a comment, '.' end the clause
    return "'" + "".join(map(_quoted_char, atom)) + "'"


def format_float(value: float) -> str:
    """SWI-Prolog's float syntax: the shortest digits that read back, always a dot,
    exponent form from 1.0e+15 up and below 0.0001 (``1.0e-5``), ``1.0Inf``."""
    if math.isinf(value):
        return "1.0Inf" if value > 0 else "-1.0Inf"
    if math.isnan(value):
        return "1.5NaN"
    text = repr(value)
    if "e" not in text and abs(value) < 1e15:
        return text
    sign, digits, exponent = Decimal(text).normalize().as_tuple()
    assert isinstance(exponent, int)
    shown = "".join(map(str, digits))
    power = exponent + len(shown) - 1
    mantissa = shown[0] + "." + (shown[1:] or "0")
    return f"{'-' if sign else ''}{mantissa}e{'+' if power >= 0 else '-'}{abs(power)}"


INFINITIES = {"inf": math.inf, "+inf": math.inf, "infinite": math.inf,
              "-inf": -math.inf, "-infinite": -math.inf}
"""How a bound may be written (``alphabeta(a, -inf, inf, ...)``, ``--alpha -inf``): SWI's
arithmetic names ``inf`` and ``infinite``, with a sign."""


def show_bound(value: object) -> str:
    """A bound as the course's goals write it: ``inf``/``-inf`` for the infinities (what
    the trace and ``stats`` print), otherwise as :func:`show`."""
    if isinstance(value, float) and math.isinf(value):
        return "inf" if value > 0 else "-inf"
    return show(value)


def show(value: object) -> str:
    """``writeq``-style text of a position or value: atoms (``str``), integers, floats and
    lists (``tuple``) as SWI prints them; anything else by its own ``str``."""
    if isinstance(value, str):
        return format_atom(value)
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return format_float(value)
    if isinstance(value, tuple):
        return "[" + ", ".join(show(item) for item in value) + "]"
    return str(value)
