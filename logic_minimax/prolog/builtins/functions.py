"""The evaluable functions of arithmetic, as SWI-Prolog 9 defines them: ``+ - * / // mod
rem div ** ^ min max >> << /\\ \\/ xor atan2 gcd copysign`` ..., ``abs sign sqrt exp log
sin cos truncate round ceiling floor integer float msb random`` ..., the constants ``pi e
inf nan epsilon cputime random_float``.

Integers are unbounded; ``/`` on integers is an integer when exact (``prefer_rationals``
false), ``**`` on integers is an integer (``2 ** -1`` is 0.5), ``^`` on integers stays
integral, ``//`` truncates toward zero, ``div`` floors.  Float results that overflow or are
undefined are SWI's evaluation errors; integer results past ``MAX_BITS`` are a resource
error rather than a frozen machine.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from fractions import Fraction
from typing import Any

from logic_minimax.prolog.core import (
    domain_error,
    evaluation_error,
    resource_error,
    type_error,
)

Number = int | float | Fraction
"""A number: an integer, a float, or a rational (``1r3``: a Fraction, never integral)."""


def normal(x: Number) -> Number:
    """A rational that is integral as the integer it is."""
    return x.numerator if type(x) is Fraction and x.denominator == 1 else x


def _int(x: Number) -> int:
    if type(x) is not int:
        if type(x) is float and math.isinf(x):
            raise evaluation_error("float_overflow")
        if type(x) is float and math.isnan(x):
            raise evaluation_error("undefined")
        raise type_error("integer", x)
    return x


def _float_result(x: float, *inputs: Number) -> float:
    """``x``, or SWI's error for an infinite (float_overflow) or NaN (undefined) result of
    an operation (max, min, abs, -, rounding and the constants pass them through)."""
    if math.isinf(x):
        raise evaluation_error("float_overflow")
    if math.isnan(x):
        raise evaluation_error("undefined")
    return x


def _to_float(x: Number) -> float:
    try:
        return float(x)
    except OverflowError:
        raise evaluation_error("float_overflow") from None


def _infinite(x: Number) -> bool:
    return type(x) is float and math.isinf(x)


def _div(x: Number, y: Number) -> Number:
    if (type(x) is Fraction or type(y) is Fraction) and type(x) is not float and \
            type(y) is not float:
        if y == 0:
            raise evaluation_error("zero_divisor")
        return normal(Fraction(x) / y)
    if type(x) is int and type(y) is int:
        if y == 0:
            raise evaluation_error("zero_divisor")
        q, r = divmod(x, y)
        if r == 0:
            return q
        return _float_result(x / y, x, y)
    if _infinite(x):
        raise evaluation_error("float_overflow")
    if type(x) is int and _infinite(y):
        return 0  # SWI: an integer over an infinity is the integer 0
    if y == 0:
        raise evaluation_error("undefined" if x == 0 or x != x else "zero_divisor")
    return _float_result(_to_float(x) / _to_float(y), x, y)


def _intdiv(x: Number, y: Number) -> int:
    x, y = _int(x), _int(y)
    if y == 0:
        raise evaluation_error("zero_divisor")
    q = abs(x) // abs(y)
    return q if (x >= 0) == (y >= 0) else -q


def _mod(x: Number, y: Number) -> int:
    x, y = _int(x), _int(y)
    if y == 0:
        raise evaluation_error("zero_divisor")
    return x % y


def _rem(x: Number, y: Number) -> int:
    x, y = _int(x), _int(y)
    if y == 0:
        raise evaluation_error("zero_divisor")
    return x - y * _intdiv(x, y)


def _floordiv(x: Number, y: Number) -> int:
    x, y = _int(x), _int(y)
    if y == 0:
        raise evaluation_error("zero_divisor")
    return x // y


def _power(x: Number, y: Number) -> Number:
    """``**``: integers give an integer (negative exponents a float, as SWI without
    prefer_rationals), otherwise a float."""
    if (type(x) is int and x == 1) or y == 0:
        return 1  # SWI: any number to the power 0 (0.0 too, even inf or nan) is 1
    if type(x) is int and x == 0 and type(y) is float and y > 0:
        return 0  # SWI keeps an integer 0 base integral
    if type(x) is Fraction and type(y) is int:
        if x == 0 and y < 0:
            raise evaluation_error("zero_divisor")
        return normal(x ** y)  # a rational to an integer power stays exact (SWI)
    if type(x) is int and type(y) is int:
        if y >= 0:
            return _int_power(x, y)
        if x == 0:
            raise evaluation_error("zero_divisor")
        if x == -1:
            return 1 if y % 2 == 0 else -1
        return _fpow(x, y)
    return _fpow(x, y)


def _fpow(x: Number, y: Number) -> float:
    if x == 0 and y < 0:
        raise evaluation_error("zero_divisor")
    if _infinite(x) or _infinite(y):
        raise evaluation_error("float_overflow")  # as SWI, whatever the result
    try:
        r = math.pow(_to_float(x), _to_float(y))
    except OverflowError:
        raise evaluation_error("float_overflow") from None
    except ValueError:
        raise evaluation_error("undefined") from None
    return _float_result(r, x, y)


def _caret(x: Number, y: Number) -> Number:
    """``^``: as ``**`` (SWI without prefer_rationals: ``2 ^ -1`` is 0.5)."""
    return _power(x, y)


def _round(x: Number) -> Number:
    if type(x) is Fraction:  # half away from zero, exactly
        return math.floor(x + Fraction(1, 2)) if x >= 0 else -math.floor(-x + Fraction(1, 2))
    if type(x) is int or math.isinf(x) or math.isnan(x):
        return x  # SWI: rounding inf or nan gives it back
    return math.floor(x + 0.5) if x >= 0 else -math.floor(-x + 0.5)


def _to_int(fn: Callable[[Any], int]) -> Callable[[Number], Number]:
    def convert(x: Number) -> Number:
        if type(x) is int or (type(x) is float and (math.isinf(x) or math.isnan(x))):
            return x
        return fn(x)  # (a rational exactly)
    return convert


def _sign(x: Number) -> Number:
    if type(x) is int or type(x) is Fraction:
        return (x > 0) - (x < 0)
    if x != x:
        return x
    return math.copysign(1.0, x) if x != 0 else 0.0


def _float_fn(fn: Callable[[float], float]) -> Callable[[Number], float]:
    def apply(x: Number) -> float:
        if type(x) is float and math.isinf(x):
            raise evaluation_error("float_overflow")
        try:
            return _float_result(fn(_to_float(x)), x)
        except ValueError:
            raise evaluation_error("undefined") from None
        except OverflowError:
            raise evaluation_error("float_overflow") from None
    return apply


def _logarithm(log: Callable[[float], float]) -> Callable[[Number], float]:
    """``log/1`` or ``log10/1``: of 0 SWI's float_overflow, of a negative undefined."""
    def of(x: Number) -> float:
        if x == 0:
            raise evaluation_error("float_overflow")
        if x < 0:
            raise evaluation_error("undefined")
        if type(x) is int:
            return log(x)  # (math's logs take big integers)
        return _float_fn(log)(x)
    return of


def _lcm(x: Number, y: Number) -> int:
    return math.lcm(_int(x), _int(y))


def _sqrt(x: Number) -> float:
    if x < 0:
        raise evaluation_error("undefined")
    return _float_fn(math.sqrt)(x)


def _minmax(pick_first: Callable[[Number, Number], bool]) -> Callable[[Number, Number], Number]:
    def choose(x: Number, y: Number) -> Number:
        if x != x or y != y:  # SWI: a NaN loses against any number
            return y if x != x else x
        if x == y and type(x) is not type(y):
            return _to_float(x)  # SWI: max(1, 1.0) and min(1, 1.0) are 1.0
        return x if pick_first(x, y) else y
    return choose


MAX_BITS = 1 << 26  # larger integer results are a resource error, not a frozen machine


def _shift_left(x: Number, y: Number) -> int:
    a, b = _int(x), _int(y)
    if b < 0:
        return a >> -b
    if a and a.bit_length() + b > MAX_BITS:
        raise resource_error("memory")
    return a << b


def _shift_right(x: Number, y: Number) -> int:
    a, b = _int(x), _int(y)
    return _shift_left(a, -b) if b < 0 else a >> b


def _int_power(x: int, y: int) -> int:
    if abs(x) > 1 and x.bit_length() * y > MAX_BITS:
        raise resource_error("memory")
    result: int = x ** y
    return result


def _msb(x: Number) -> int:
    n = _int(x)
    if n < 1:
        raise domain_error("not_less_than_one", n)
    return n.bit_length() - 1


def _gcd(x: Number, y: Number) -> int:
    return math.gcd(_int(x), _int(y))


def _random(x: Number) -> int:
    n = _int(x)
    if n < 1:
        raise domain_error("not_less_than_one", n)
    return random.randrange(n)


def _integer(x: Number) -> Number:
    return _round(x)


def _float_integer_part(x: Number) -> Number:
    if type(x) is int:
        return x
    if math.isinf(x) or math.isnan(x):
        raise evaluation_error("float_overflow" if math.isinf(x) else "undefined")
    return math.copysign(float(math.trunc(x)), x)  # -0.5 gives -0.0, as SWI


def _float_fractional_part(x: Number) -> Number:
    if type(x) is int:
        return 0
    return x - math.trunc(x)


def _abs(x: Number) -> Number:
    return abs(x)  # type: ignore[return-value]


def _neg(x: Number) -> Number:
    return -x


def _truncate(x: Number) -> Number:
    return _to_int(math.trunc)(x)


def _atan2(y: Number, x: Number) -> float:
    return math.atan2(_to_float(y), _to_float(x))


def _copysign(x: Number, y: Number) -> Number:
    """The magnitude of ``x`` with the sign of ``y``; an integer stays an integer."""
    negative = math.copysign(1.0, _to_float(y)) < 0
    if type(x) is int:
        return -abs(x) if negative else abs(x)
    return math.copysign(x, -1.0 if negative else 1.0)


def _getbit(x: Number, i: Number) -> int:
    n, k = _int(x), _int(i)
    if n < 0:
        raise domain_error("not_less_than_zero", n)
    return (n >> k) & 1


def _powm(x: Number, y: Number, m: Number) -> int:
    return pow(_int(x), _int(y), _int(m))


def _rational_part(part: str) -> Callable[[Number], int]:
    """``numerator/1``, ``denominator/1`` of an integer or a rational."""
    def of(x: Number) -> int:
        if type(x) is not Fraction:
            x = _int(x)
        return int(getattr(x, part))
    return of


def _rdiv(x: Number, y: Number) -> Number:
    for v in (x, y):
        if type(v) is not int and type(v) is not Fraction:
            raise type_error("rational", v)
    if y == 0:
        raise evaluation_error("zero_divisor")
    return normal(Fraction(x) / y)


def _rational(x: Number) -> Number:
    """The rational a float stands for exactly."""
    if type(x) is float:
        if math.isinf(x) or math.isnan(x):
            raise evaluation_error("rational_overflow" if math.isinf(x) else "undefined")
        return normal(Fraction(x))
    return x


def _rationalize(x: Number) -> Number:
    """The simplest rational that the float rounds back to (continued fractions)."""
    if type(x) is not float:
        return x
    exact = _rational(x)
    if type(exact) is int:
        return exact
    value = Fraction(exact)
    h0, h1, k0, k1 = 0, 1, 1, 0
    rest = value
    while True:
        a = math.floor(rest)
        h0, h1 = h1, a * h1 + h0
        k0, k1 = k1, a * k1 + k0
        guess = Fraction(h1, k1)
        if float(guess) == x or rest == a:
            return normal(guess)
        rest = 1 / (rest - a)


def _lsb(x: Number) -> int:
    n = _int(x)
    if n < 1:
        raise domain_error("not_less_than_one", n)
    return (n & -n).bit_length() - 1


def _float(x: Number) -> float:
    return _to_float(x)


def _add(x: Number, y: Number) -> Number:
    if type(x) is not float and type(y) is not float:  # integers, rationals: exactly
        return x + y
    return _float_result(_to_float(x) + _to_float(y), x, y)


def _sub(x: Number, y: Number) -> Number:
    if type(x) is not float and type(y) is not float:
        return x - y
    return _float_result(_to_float(x) - _to_float(y), x, y)


def _mul(x: Number, y: Number) -> Number:
    if type(x) is float or type(y) is float:
        return _float_result(_to_float(x) * _to_float(y), x, y)
    return x * y


BINARY: dict[str, Callable[[Number, Number], Number]] = {
    "+": _add, "-": _sub, "*": _mul, "/": _div, "//": _intdiv, "mod": _mod, "rem": _rem,
    "div": _floordiv, "**": _power, "^": _caret, "min": _minmax(lambda a, b: a <= b),
    "max": _minmax(lambda a, b: a >= b), ">>": _shift_right, "<<": _shift_left,
    "/\\": lambda a, b: _int(a) & _int(b), "\\/": lambda a, b: _int(a) | _int(b),
    "xor": lambda a, b: _int(a) ^ _int(b), "atan2": _atan2, "atan": _atan2, "gcd": _gcd,
    "copysign": _copysign, "getbit": _getbit, "lcm": _lcm, "rdiv": _rdiv,
    "nexttoward": lambda a, b: math.nextafter(_to_float(a), _to_float(b)),
}
TERNARY: dict[str, Callable[[Number, Number, Number], Number]] = {"powm": _powm}
UNARY: dict[str, Callable[[Number], Number]] = {
    "-": _neg, "+": lambda a: a, "abs": _abs, "sign": _sign, "sqrt": _sqrt,
    "exp": _float_fn(math.exp), "log": _logarithm(math.log),
    "log10": _logarithm(math.log10), "sin": _float_fn(math.sin),
    "cos": _float_fn(math.cos), "tan": _float_fn(math.tan), "asin": _float_fn(math.asin),
    "acos": _float_fn(math.acos), "atan": _float_fn(math.atan),
    "truncate": _truncate, "round": _round, "ceiling": _to_int(math.ceil),
    "floor": _to_int(math.floor), "integer": _integer, "float": _float,
    "ceil": _to_int(math.ceil), "eval": lambda a: a,
    "float_integer_part": _float_integer_part,
    "float_fractional_part": _float_fractional_part, "\\": lambda a: ~_int(a),
    "msb": _msb, "lsb": _lsb, "popcount": lambda a: _int(a).bit_count(), "random": _random,
"sinh": _float_fn(math.sinh),
    "cosh": _float_fn(math.cosh), "tanh": _float_fn(math.tanh),
    "asinh": _float_fn(math.asinh), "acosh": _float_fn(math.acosh),
    "atanh": _float_fn(math.atanh), "lgamma": _float_fn(math.lgamma),
    "erf": _float_fn(math.erf), "erfc": _float_fn(math.erfc),
    "numerator": _rational_part("numerator"), "denominator": _rational_part("denominator"),
    "rational": _rational, "rationalize": _rationalize,
}
CONSTANTS: dict[str, Number] = {
    "pi": math.pi, "e": math.e, "inf": math.inf, "nan": math.nan,  # SWI 9: no infinite
    "epsilon": 2.220446049250313e-16, "cputime": 0, "random_float": 0,
}


def constant(name: str) -> Number:
    if name == "random_float":
        return random.random()
    if name == "cputime":
        import time
        return time.process_time()
    return CONSTANTS[name]
