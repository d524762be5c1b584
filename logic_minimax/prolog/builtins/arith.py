"""Arithmetic with SWI-Prolog's rules: ``is/2``, comparisons, ``succ/2``, ``plus/3``.

Integers are unbounded; ``/`` on integers is an integer when exact (``prefer_rationals``
false), ``**`` on integers is an integer (``2 ** -1`` is 0.5), ``^`` on integers stays
integral (a negative exponent is an error unless the base is 1 or -1), ``//`` truncates
toward zero, ``div`` floors.  Integers compare with floats exactly (no overflow).  Errors
are ISO terms: ``type_error(evaluable, F/N)``, ``evaluation_error(zero_divisor)``...
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

from logic_minimax.errors import PrologError
from logic_minimax.prolog.builtins import det
from logic_minimax.prolog.core import (
    NIL,
    PString,
    Var,
    deref,
    domain_error,
    evaluation_error,
    instantiation_error,
    resource_error,
    type_error,
)
from logic_minimax.prolog.machine import Solver

Number = int | float


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
    if (type(x) is int and x == 1) or (type(y) is int and y == 0):
        return 1
    if type(x) is int and x == 0 and type(y) is float and y > 0:
        return 0  # SWI keeps an integer 0 base integral
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
    if type(x) is int or math.isinf(x) or math.isnan(x):
        return x  # SWI: rounding inf or nan gives it back
    return math.floor(x + 0.5) if x >= 0 else -math.floor(-x + 0.5)


def _to_int(fn: Callable[[float], int]) -> Callable[[Number], Number]:
    def convert(x: Number) -> Number:
        if type(x) is int or math.isinf(x) or math.isnan(x):
            return x
        return fn(x)
    return convert


def _sign(x: Number) -> Number:
    if type(x) is int:
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


def _log(x: Number) -> float:
    if x == 0:
        raise evaluation_error("float_overflow")
    if x < 0:
        raise evaluation_error("undefined")
    if type(x) is int:
        return math.log(x)
    return _float_fn(math.log)(x)


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
    return abs(x)


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


def _denominator(x: Number) -> int:
    _int(x)
    return 1  # integers only: the engine has no rationals


def _lsb(x: Number) -> int:
    n = _int(x)
    if n < 1:
        raise domain_error("not_less_than_one", n)
    return (n & -n).bit_length() - 1


def _float(x: Number) -> float:
    return _to_float(x)


def _add(x: Number, y: Number) -> Number:
    if type(x) is int and type(y) is int:
        return x + y
    return _float_result(_to_float(x) + _to_float(y), x, y)


def _sub(x: Number, y: Number) -> Number:
    if type(x) is int and type(y) is int:
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
    "copysign": _copysign, "getbit": _getbit,
    "nexttoward": lambda a, b: math.nextafter(_to_float(a), _to_float(b)),
}
TERNARY: dict[str, Callable[[Number, Number, Number], Number]] = {"powm": _powm}
UNARY: dict[str, Callable[[Number], Number]] = {
    "-": _neg, "+": lambda a: a, "abs": _abs, "sign": _sign, "sqrt": _sqrt,
    "exp": _float_fn(math.exp), "log": _log, "sin": _float_fn(math.sin),
    "cos": _float_fn(math.cos), "tan": _float_fn(math.tan), "asin": _float_fn(math.asin),
    "acos": _float_fn(math.acos), "atan": _float_fn(math.atan),
    "truncate": _truncate, "round": _round, "ceiling": _to_int(math.ceil),
    "floor": _to_int(math.floor), "integer": _integer, "float": _float,
    "float_integer_part": _float_integer_part,
    "float_fractional_part": _float_fractional_part, "\\": lambda a: ~_int(a),
    "msb": _msb, "lsb": _lsb, "popcount": lambda a: _int(a).bit_count(), "random": _random,
    "random_float": lambda a: random.random(), "sinh": _float_fn(math.sinh),
    "cosh": _float_fn(math.cosh), "tanh": _float_fn(math.tanh),
    "asinh": _float_fn(math.asinh), "acosh": _float_fn(math.acosh),
    "atanh": _float_fn(math.atanh), "lgamma": _float_fn(math.lgamma),
    "erf": _float_fn(math.erf), "erfc": _float_fn(math.erfc),
    "numerator": _int, "denominator": _denominator,
}
CONSTANTS: dict[str, Number] = {
    "pi": math.pi, "e": math.e, "inf": math.inf, "infinite": math.inf, "nan": math.nan,
    "epsilon": 2.220446049250313e-16, "cputime": 0, "random_float": 0,
}


def _constant(name: str) -> Number:
    if name == "random_float":
        return random.random()
    if name == "cputime":
        import time
        return time.process_time()
    return CONSTANTS[name]


def evaluate(term: object) -> Number:
    """The value of an arithmetic expression (explicit stack: deep sums are fine).

    As SWI, arguments are evaluated right to left, and before the function is looked up
    (``foo + bar`` complains about ``bar``)."""
    values: list[Number] = []
    stack: list[object] = [term]
    while stack:
        t = deref(stack.pop())
        tt = type(t)
        if tt is int or tt is float:
            values.append(t)
        elif tt is _Apply:
            values.append(_apply(t, values))
        elif tt is tuple:
            name, arity = t[0], len(t) - 1
            if name == "[|]" and arity == 2 and deref(t[2]) is NIL:
                item = deref(t[1])  # [X]: X's value, a one-char atom its code
                if type(item) is str and len(item) == 1:
                    values.append(ord(item))
                else:
                    stack.append(item)
                continue
            stack.append(_Apply(name, arity))
            stack.extend(t[1:])
        elif tt is Var:
            raise instantiation_error()
        elif tt is str:
            if t in CONSTANTS:
                values.append(_constant(t))
            elif t is NIL:
                raise type_error("evaluable", t)
            else:
                raise type_error("evaluable", ("/", t, 0))
        elif tt is PString:
            if len(t) != 1:
                raise type_error(NIL, t)  # SWI's wording: `[]' expected, found "ab"
            values.append(ord(t))
        else:
            raise type_error("evaluable", t)
    return values[0]


def _apply(op: _Apply, values: list[Number]) -> Number:
    """Combine the values of an operation's arguments (pushed last argument first).

    A function's own error names the function as its context, as SWI: ``(/)/2``."""
    try:
        return _apply_function(op, values)
    except PrologError as e:
        ball = e.term
        if type(ball) is tuple and ball[1] != "instantiation_error" and \
                not (type(ball[1]) is tuple and ball[1][0] == "type_error" and
                     ball[1][1] == "evaluable") and \
                ball[1] not in (("evaluation_error", "float_overflow"),
                                ("evaluation_error", "undefined")):
            ctx = deref(ball[2])
            if type(ctx) is Var:
                ctx.ref = ("context", ("/", op.name, op.arity), Var())
        raise


def _apply_function(op: _Apply, values: list[Number]) -> Number:
    name, arity = op.name, op.arity
    if arity == 1 and name in UNARY:
        fn1 = UNARY[name]
        x = values.pop()
        try:
            return fn1(x)
        except OverflowError:
            raise evaluation_error("float_overflow") from None
        except (ValueError, ZeroDivisionError):
            raise evaluation_error("undefined") from None
    if arity == 3 and name in TERNARY:
        first, second, third = values.pop(), values.pop(), values.pop()
        return TERNARY[name](first, second, third)
    if arity == 2 and name in BINARY:
        fn2 = BINARY[name]
        x = values.pop()
        y = values.pop()
        try:
            return fn2(x, y)
        except OverflowError:
            raise evaluation_error("float_overflow") from None
        except (ValueError, ZeroDivisionError):
            raise evaluation_error("undefined") from None
    del values[len(values) - arity:]
    raise type_error("evaluable", ("/", name, arity))


class _Apply:
    __slots__ = ("arity", "name")

    def __init__(self, name: str, arity: int) -> None:
        self.name = name
        self.arity = arity


def evaluate_fast(t: object) -> Number:
    """``evaluate`` with a fast path for numbers and ``X+1``-like terms."""
    while type(t) is Var:
        r = t.ref
        if r is None:
            raise instantiation_error()
        t = r
    tt = type(t)
    if tt is int or tt is float:
        return t  # type: ignore[return-value]
    if tt is tuple and len(t) == 3:  # type: ignore[arg-type]
        # Fast path: an integer operation on two integers (N+1, N-1, A*B).
        x, y = deref(t[1]), deref(t[2])  # type: ignore[index]
        if type(x) is int and type(y) is int:
            op = t[0]  # type: ignore[index]
            if op == "+":
                return x + y
            if op == "-":
                return x - y
            if op == "*":
                return x * y
    return evaluate(t)


@det("is", 2)
def is_(s: Solver, g: tuple[object, ...]) -> bool:
    value = evaluate_fast(g[2])
    lhs = g[1]
    while type(lhs) is Var:
        r = lhs.ref
        if r is None:
            lhs.ref = value
            s.trail.append(lhs)
            return True
        lhs = r
    return type(lhs) is type(value) and lhs == value
