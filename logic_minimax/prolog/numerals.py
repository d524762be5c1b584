"""Numbers as text, as SWI-Prolog writes them: integers of any size, floats in their
shortest form (``1.0``, ``1.0e+16``, ``1.0Inf``).  Below the writer, since the term model
gives a number's text too (``atom_length(12, N)``, ``text_of``)."""

from __future__ import annotations

import decimal
import math
from fractions import Fraction

_DIRECT_BITS = 8192  # str() converts this many bits in linear time (2466 digits)
_EXACT = decimal.Context(prec=decimal.MAX_PREC, Emax=decimal.MAX_EMAX, Emin=decimal.MIN_EMIN,
                         traps=[decimal.Inexact])
_TWO = decimal.Decimal(2)


def format_int(n: int) -> str:
    """``str(n)`` for any size.  CPython converts at most 4300 digits, in quadratic time; a
    bigger one is split in halves at powers of two, made a ``Decimal`` from the halves
    (its multiplication is subquadratic) and written from there: a million digits take a
    fraction of a second, as in SWI."""
    if n.bit_length() <= _DIRECT_BITS:
        return str(n)
    powers: dict[int, decimal.Decimal] = {}

    def power(bits: int) -> decimal.Decimal:  # 2 ** bits
        p = powers.get(bits)
        if p is None:
            half = bits >> 1
            p = powers[bits] = _EXACT.power(_TWO, bits) if bits <= _DIRECT_BITS else \
                _EXACT.multiply(power(half), power(bits - half))
        return p

    def whole(m: int, bits: int) -> decimal.Decimal:  # depth: log2 of the bits
        if bits <= _DIRECT_BITS:
            return decimal.Decimal(m)
        half = bits >> 1
        high = m >> half
        return _EXACT.add(_EXACT.multiply(whole(high, bits - half), power(half)),
                          whole(m - (high << half), half))

    text = str(whole(abs(n), n.bit_length()))
    return "-" + text if n < 0 else text


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
