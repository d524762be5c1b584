"""Arithmetic: ``is/2`` and the evaluation of expressions with SWI-Prolog's rules (the
functions themselves are ``functions.py``).

As SWI, arguments are evaluated right to left and before the function is looked up; a
string of one character is its code, ``[X]`` is X's value.  Errors are ISO terms:
``type_error(evaluable, F/N)``, ``evaluation_error(zero_divisor)``...
"""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction

from logic_minimax.errors import PrologError
from logic_minimax.prolog.builtins import det, nondet, with_last
from logic_minimax.prolog.builtins.functions import (
    BINARY,
    CONSTANTS,
    TERNARY,
    UNARY,
    Number,
    constant,
)
from logic_minimax.prolog.core import (
    NIL,
    PString,
    Var,
    deref,
    error,
    evaluation_error,
    instantiation_error,
    type_error,
    unify,
)
from logic_minimax.prolog.interface import Solver


def evaluate(term: object) -> Number:
    """The value of an arithmetic expression (explicit stack: deep sums are fine).

    As SWI, arguments are evaluated right to left, and before the function is looked up
    (``foo + bar`` complains about ``bar``)."""
    values: list[Number] = []
    stack: list[object] = [term]
    while stack:
        t = deref(stack.pop())
        tt = type(t)
        if tt is int or tt is float or tt is Fraction:
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
                values.append(constant(t))
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
        result = _apply_function(op, values)
        return result.numerator if type(result) is Fraction and result.denominator == 1 \
            else result
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
    if tt is int or tt is float or tt is Fraction:
        return t  # type: ignore[return-value]
    if tt is tuple and len(t) == 3:  # type: ignore[arg-type]
        # Fast path: an integer operation on two integers (N+1, N-1, A*B).
        x = t[1]  # type: ignore[index]
        while type(x) is Var:
            r = x.ref
            if r is None:
                break
            x = r
        y = t[2]  # type: ignore[index]
        while type(y) is Var:
            r = y.ref
            if r is None:
                break
            y = r
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


@det("arithmetic_function", 1)
def arithmetic_function(s: Solver, g: tuple[object, ...]) -> bool:
    """``:- arithmetic_function(Name/Arity).`` (library(arithmetic), arithfun.py)."""
    spec = deref(g[1])
    if not s.engine.load_stack:
        raise error(("context_error", "nodirective", ("arithmetic_function", spec)))
    if not (type(spec) is tuple and spec[0] == "/" and len(spec) == 3 and
            type(deref(spec[1])) is str and type(deref(spec[2])) is int):
        raise type_error("predicate_indicator", spec)
    name, arity = deref(spec[1]), deref(spec[2])
    s.engine.add_clause(("$arithmetic_function", (name, *(Var() for _ in range(arity)))
                         if arity else name), source="library(arithmetic)")
    return True


@nondet("current_arithmetic_function", 1)
def current_arithmetic_function(s: Solver, g: tuple[object, ...]) -> Iterator[bool]:
    """Each evaluable function, as a term of fresh variables (``sin(_)``)."""
    head = deref(g[1])
    if type(head) is not Var and type(head) not in (str, tuple):
        raise type_error("callable", head)
    table = [(name, 0) for name in CONSTANTS] + [(name, 1) for name in UNARY] + \
        [(name, 2) for name in BINARY] + [(name, 3) for name in TERNARY]
    for (name, arity), more in with_last(table):
        mark = len(s.trail)
        if unify(head, (name, *(Var() for _ in range(arity))) if arity else name, s.trail):
            yield more
        s.undo(mark)
