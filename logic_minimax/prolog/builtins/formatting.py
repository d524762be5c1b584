"""``format/1,2,3``: the directives ``~w ~p ~q ~a ~d ~D ~s ~e ~f ~g ~n ~c ~r ~R ~i ~* ~~``
and the column directives ``~t ~| ~+`` (``~8|``, ``~t~w~10|`` right-aligns), with SWI's
errors (``format(Message)``, ``format_argument_type(D, Arg)``); ``format(atom(A), ...)``
and the other sinks.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

from logic_minimax.prolog.builtins import det
from logic_minimax.prolog.builtins.arith import evaluate
from logic_minimax.prolog.builtins.streams import put
from logic_minimax.prolog.core import (
    NIL,
    PString,
    Var,
    deref,
    error,
    instantiation_error,
    list_tail,
    make_list,
    text_of,
    unify,
)
from logic_minimax.prolog.interface import Solver
from logic_minimax.prolog.numerals import format_int
from logic_minimax.prolog.write import STREAM, WRITE, WRITEQ, WriteOptions, term_to_text

MAX_COLUMN = 1 << 20  # larger counts and columns in format/2 are a resource error


class _Line:
    """The output of format/2 with its pending column segment (for ~t ~| ~+)."""

    def __init__(self) -> None:
        self.done: list[str] = []
        self.segment: list[str] = []
        self.fills: list[tuple[int, str]] = []  # (offset in segment, fill char)
        self.column = 0  # column where the segment starts

    def add(self, text: str) -> None:
        self.segment.append(text)

    def seg_text(self) -> str:
        return "".join(self.segment)

    def stop(self, target: int) -> None:
        text = self.seg_text()
        line_start = text.rfind("\n")
        width = len(text) - line_start - 1 if line_start >= 0 else self.column + len(text)
        pad = target - width
        if pad > 0:
            if not self.fills:
                text = text + " " * pad
            else:
                # As SWI: equal parts, the rest one by one from the middle fill on.
                n = len(self.fills)
                per, extra = divmod(pad, n)
                wider = {(n // 2 + k) % n for k in range(extra)}
                out, prev = [], 0
                for i, (pos, ch) in enumerate(self.fills):
                    out.append(text[prev:pos])
                    out.append(ch * (per + (1 if i in wider else 0)))
                    prev = pos
                out.append(text[prev:])
                text = "".join(out)
        self.done.append(text)
        self.segment = []
        self.fills = []
        self.column = max(target, width)
        nl = text.rfind("\n")
        if nl >= 0:
            self.column = len(text) - nl - 1

    def result(self) -> str:
        return "".join(self.done) + self.seg_text()


def _format_error(message: str) -> Exception:
    return error(("format", message))


def _argument_type(d: str, v: object) -> Exception:
    return error(("format_argument_type", d, v))


class _TooMany(Exception):
    """Arguments left over: SWI writes the text, then raises."""

    def __init__(self, text: str) -> None:
        self.text = text


def format_text(s: Solver, fmt: str, args: list[object]) -> str:
    """The text ``format/2`` writes for ``fmt`` and its arguments."""
    return _Format(s, args).run(fmt)


def _d(f: _Format, d: str, numarg: int | None) -> str:
    v = evaluate(f.next_arg())  # SWI evaluates ~d's argument
    if type(v) is not int:
        raise _argument_type(d, v)
    return _format_d(v, numarg or 0, d == "D")


def _efg(f: _Format, d: str, numarg: int | None) -> str:
    v = evaluate(f.next_arg())
    number = float(v) if type(v) is Fraction else v
    return _format_efg(number, d, 6 if numarg is None else numarg)  # type: ignore[arg-type]


def _a(f: _Format, d: str, numarg: int | None) -> str:
    v = f.next_arg()
    if type(v) is Var:
        raise instantiation_error()
    if type(v) is tuple or v is NIL:
        raise _argument_type(d, v)
    return text_of(v)


def _c(f: _Format, d: str, numarg: int | None) -> str:
    v = f.next_arg()
    if type(v) is Var:
        raise instantiation_error()
    if type(v) is not int or not 0 <= v <= 0x10FFFF:
        raise _argument_type(d, v)
    return chr(v) * (numarg or 1)


def _r(f: _Format, d: str, numarg: int | None) -> str:
    v = evaluate(f.next_arg())
    if type(v) is not int:
        raise _argument_type(d, v)
    return _radix(v, 8 if numarg is None else numarg, d == "R")


def _s(f: _Format, d: str, numarg: int | None) -> str:
    v = f.next_arg()
    return text_of(v, "list") if type(v) is not Var else ""


def _i(f: _Format, d: str, numarg: int | None) -> str:
    f.next_arg()
    return ""


class _Format:
    """One run of format/2: the arguments still to use and the output line."""

    def __init__(self, s: Solver, args: list[object]) -> None:
        self.s = s
        self.args = args
        self.line = _Line()
        self.last_stop = 0

    def next_arg(self) -> object:
        if not self.args:
            raise _format_error("not enough arguments")
        return deref(self.args.pop(0))

    def run(self, fmt: str) -> str:
        i, n = 0, len(fmt)
        while i < n:
            j = fmt.find("~", i)
            if j != i:
                j = n if j < 0 else j
                self.line.add(fmt[i:j])
                i = j
                continue
            i = self.directive(fmt, i + 1)
        if self.args:
            raise _TooMany(self.line.result())
        return self.line.result()

    def directive(self, fmt: str, i: int) -> int:
        """Do the directive after the ``~`` at ``i - 1``; return where the text goes on."""
        if i >= len(fmt):
            raise _format_error("truncated format specification")
        numarg: int | None = None
        fill = " "
        if fmt[i] == "*":
            v = self.next_arg()
            if type(v) is not int or v < 0:
                raise _format_error("no or negative integer for `*' argument")
            numarg = v
            i += 1
        elif fmt[i] == "`" and i + 1 < len(fmt):
            fill = fmt[i + 1]
            numarg = ord(fill)
            i += 2
        else:
            j = i
            while j < len(fmt) and fmt[j].isdigit():
                j += 1
            if j > i:
                numarg = int(fmt[i:j])
                i = j
        if i >= len(fmt):
            raise _format_error("truncated format specification")
        if numarg is not None and numarg > MAX_COLUMN:
            raise error(("resource_error", "memory"))
        d = fmt[i]
        if d in _DIRECTIVES:
            self.line.add(_DIRECTIVES[d](self, d, numarg))
        elif d == "t":
            self.line.fills.append((len(self.line.seg_text()),
                                    chr(numarg) if numarg else fill))
        elif d in "|+":
            self.column(d, numarg)
        else:
            raise error(("existence_error", "format_character", d))
        return i + 1

    def column(self, d: str, numarg: int | None) -> None:
        """``~N|`` (column N) and ``~N+`` (N past the previous stop): pad the segment."""
        line = self.line
        if d == "+":
            target = self.last_stop + (8 if numarg is None else numarg)
        else:
            target = numarg if numarg is not None else line.column + len(line.seg_text())
        line.stop(target)
        self.last_stop = target


_PRINT = WriteOptions(quoted=True, unicode_escapes=True)
# Directives that write text: ~w ~p ~q ~a ~d ~D ~e ~f ~g ~c ~r ~R ~s ~i ~n ~~.
_DIRECTIVES: dict[str, Callable[[_Format, str, int | None], str]] = {
    "w": lambda f, d, n: term_to_text(f.next_arg(), WRITE, f.s.engine.ops),
    "p": lambda f, d, n: term_to_text(f.next_arg(), _PRINT, f.s.engine.ops),
    "q": lambda f, d, n: term_to_text(f.next_arg(), WRITEQ, f.s.engine.ops),
    "a": _a, "d": _d, "D": _d, "e": _efg, "f": _efg, "g": _efg, "c": _c, "r": _r, "R": _r,
    "s": _s, "i": _i, "n": lambda f, d, n: "\n" * (n or 1), "~": lambda f, d, n: "~",
}


def _format_d(v: int, group: int, commas: bool) -> str:
    sign = "-" if v < 0 else ""
    digits = format_int(abs(v))
    if group:
        digits = digits.rjust(group + 1, "0")
        whole, frac = digits[:-group], digits[-group:]
    else:
        whole, frac = digits, ""
    if commas:
        whole = f"{int(whole):,}"
    return sign + whole + ("." + frac if frac else "")


def _format_efg(v: int | float, d: str, digits: int) -> str:
    try:
        return f"{float(v):.{digits}{d}}"
    except OverflowError:
        if d == "f" and type(v) is int:
            return format_int(v) + ("." + "0" * digits if digits else "")
        raise _format_error(f"~{d}: the integer is too large for a float") from None


def _radix(v: int, base: int, upper: bool) -> str:
    if not 2 <= base <= 36:
        raise _format_error("radix must be 2..36")
    chars = "0123456789abcdefghijklmnopqrstuvwxyz"
    if upper:
        chars = chars.upper()
    n, out = abs(v), []
    while True:
        n, r = divmod(n, base)
        out.append(chars[r])
        if not n:
            break
    return ("-" if v < 0 else "") + "".join(reversed(out))


def format_args(t: object) -> list[object]:
    """format/2's arguments: a proper list's items, or any other term alone."""
    items, tail = list_tail(t)
    if deref(tail) is NIL:
        return items
    return [t]


@det("format", 1, 2, 3)
def format_(s: Solver, g: tuple[object, ...]) -> bool:
    fmt = text_of(g[-2] if len(g) > 2 else g[1])
    args = format_args(g[-1]) if len(g) > 2 else []
    stream = g[1] if len(g) == 4 else None
    try:
        text = format_text(s, fmt, args)
    except _TooMany as e:
        if type(deref(stream)) is not tuple or deref(stream)[0] == STREAM:
            put(s, stream, e.text)
        raise _format_error("too many arguments") from None
    sink = deref(stream)
    if type(sink) is tuple and sink[0] != STREAM:
        return sink_text(s, sink, text)
    put(s, stream, text)
    return True


def sink_text(s: Solver, sink: object, text: str) -> bool:
    """Deliver captured output to ``atom(A)``, ``string(S)``, ``codes(C)``, ``chars(C)``."""
    sink = deref(sink)
    if type(sink) is tuple and len(sink) == 2:
        kind = sink[0]
        value: object
        if kind == "atom":
            value = text
        elif kind == "string":
            value = PString(text)
        elif kind == "codes":
            value = make_list([ord(c) for c in text])
        elif kind == "chars":
            value = make_list(list(text))
        else:
            raise error(("domain_error", "output_sink", sink))
        return unify(sink[1], value, s.trail)
    raise error(("domain_error", "output_sink", sink))
