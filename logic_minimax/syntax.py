"""SWI-Prolog's syntax for the data a game tree holds: atoms, numbers and lists.

Every layer prints positions and values the way SWI's ``writeq`` does (``'Hello world'``,
``1.0Inf``, ``[b, d, i]``); this module is that printing for plain data, below the layers.
Prolog terms with variables and operators (``prolog/``) print themselves through
``str``, which :func:`show` falls back on.
"""

from __future__ import annotations

import math
import re
from decimal import Decimal

_PLAIN_ATOM = re.compile(r"[^\W\d_A-Z]\w*\Z")
_SYMBOL_ATOM = re.compile(r"[#$&*+\-./:<=>?@^~\\]+\Z")
_SOLO_ATOMS = frozenset({"!", ";", "{}"})
_ESCAPES = {"\\": "\\\\", "'": "\\'", "\n": "\\n", "\t": "\\t", "\r": "\\r",
            "\a": "\\a", "\b": "\\b", "\f": "\\f", "\v": "\\v", "\0": "\\0\\"}


def format_atom(atom: str) -> str:
    """Quote an atom only where Prolog needs it: ``b``, ``[]``, ``'Hello world'``."""
    if _PLAIN_ATOM.match(atom) or atom in _SOLO_ATOMS or _SYMBOL_ATOM.match(atom):
        return atom
    return "'" + "".join(_ESCAPES.get(c, c) for c in atom) + "'"


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
