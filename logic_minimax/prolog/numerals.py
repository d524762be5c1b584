"""Numbers as text, as SWI-Prolog writes them: integers of any size, floats in their
shortest form (``1.0``, ``1.0e+16``, ``1.0Inf``).  Below the writer, since the term model
gives a number's text too (``atom_length(12, N)``, ``text_of``)."""

from __future__ import annotations

import math
from fractions import Fraction

_CHUNK = 4000
_CHUNK_LIMIT = 10 ** _CHUNK


def format_int(n: int) -> str:
    """``str(n)`` for any size (CPython limits decimal conversions to 4300 digits)."""
    if -_CHUNK_LIMIT < n < _CHUNK_LIMIT:
        return str(n)
    sign = "-" if n < 0 else ""
    n = abs(n)
    parts = []
    scale = _CHUNK_LIMIT
    while n:
        n, low = divmod(n, scale)
        parts.append(low)
    text = [str(parts[-1])] + [str(p).zfill(_CHUNK) for p in reversed(parts[:-1])]
    return sign + "".join(text)


def format_float(x: float) -> str:
    """SWI's shortest float text: ``1.0``, ``0.1``, ``1.0e+16``, ``2.5e-5``, ``1.0Inf``."""
    if math.isinf(x):
        return "1.0Inf" if x > 0 else "-1.0Inf"
    if math.isnan(x):
        return "1.5NaN"
    if x == 0:
        return "-0.0" if math.copysign(1.0, x) < 0 else "0.0"
    text = repr(x)
    sign = ""
    if text.startswith("-"):
        sign, text = "-", text[1:]
    mantissa, _, exp = text.partition("e")
    whole, _, frac = mantissa.partition(".")
    digits = (whole + frac).lstrip("0")
    point = len(whole) + (int(exp) if exp else 0)  # position of the decimal point
    if whole == "0" or not whole.strip("0"):
        lead = len(frac) - len(frac.lstrip("0"))
        point = (int(exp) if exp else 0) - lead
    digits = digits.rstrip("0") or "0"
    if point <= 0:
        if point <= -4:
            rest = digits[1:] or "0"
            return f"{sign}{digits[0]}.{rest}e{point - 1}"
        return f"{sign}0.{'0' * -point}{digits}"
    if len(digits) > point:
        return f"{sign}{digits[:point]}.{digits[point:]}"
    if point > 15:
        rest = digits[1:] or "0"
        return f"{sign}{digits[0]}.{rest}e+{point - 1}"
    return f"{sign}{digits}{'0' * (point - len(digits))}.0"


def format_number(n: int | float | Fraction) -> str:
    if type(n) is Fraction:  # a rational: 1r3, as SWI 9 writes it
        return f"{format_int(n.numerator)}r{format_int(n.denominator)}"
    return format_int(n) if type(n) is int else format_float(n)  # type: ignore[arg-type]
