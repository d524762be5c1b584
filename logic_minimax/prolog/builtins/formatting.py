"""``format/1,2,3``: the directives ``~w ~p ~q ~a ~d ~D ~s ~e ~f ~g ~n ~c ~r ~R ~i ~* ~~``
and the column directives ``~t ~| ~+`` (``~8|``, ``~t~w~10|`` right-aligns), with SWI's
errors (``format(Message)``, ``format_argument_type(D, Arg)``); ``format(atom(A), ...)``
and the other sinks; write_term/2's options (``~W``'s too).
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

from logic_minimax.prolog.builtins import det
from logic_minimax.prolog.builtins.arith import evaluate
from logic_minimax.prolog.builtins.streams import put
from logic_minimax.prolog.chars import UPPER, continues_name, token_kind
from logic_minimax.prolog.core import (
    NIL,
    PString,
    Var,
    deref,
    error,
    instantiation_error,
    list_tail,
    make_list,
    proper_list,
    text_of,
    unify,
)
from logic_minimax.prolog.interface import Solver
from logic_minimax.prolog.limits import afford
from logic_minimax.prolog.numerals import format_int
from logic_minimax.prolog.write import STREAM, WRITE, WRITEQ, WriteOptions, term_to_text


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


class _Failed(Exception):
    """A ``~@`` goal failed: so does format/2."""


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
    return chr(v) * (1 if numarg is None else numarg)


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


def _at(f: _Format, d: str, numarg: int | None) -> str:
    """``~@``: the output of the next argument called as a goal (once, its bindings
    undone after it, as SWI's; a failure fails format/2)."""
    s = f.s
    goal = f.next_arg()
    out = s.engine.capture()
    sub = s.engine.solver(("call", goal))
    sub.nested = True
    run = iter(sub)
    try:
        if next(run, False) is False:
            raise _Failed
    finally:
        run.close()
        sub.undo(0)
        s.engine.outputs.remove(out)
    return out.getvalue()


def _w_options(f: _Format, d: str, numarg: int | None) -> str:
    """``~W``: the next two arguments as write_term/2's term and options."""
    term = f.next_arg()
    options, names = write_options(f.next_arg())
    return term_to_text(term, options, f.s.engine.ops, names)


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
        if i < len(fmt) and fmt[i] == ":":
            i += 1  # the locale's grouping: the default locale groups nothing more
        if i >= len(fmt):
            raise _format_error("truncated format specification")
        if numarg is not None:
            afford(numarg)  # a count, a column, digits: that many characters at least
        d = fmt[i]
        if d in _DIRECTIVES:
            self.line.add(_DIRECTIVES[d](self, d, numarg))
        elif d == "t":
            self.line.fills.append((len(self.line.seg_text()),
                                    chr(numarg) if numarg else fill))
        elif d in "|+":
            self.column(d, numarg)
        else:
            raise error(("existence_error", "format_character", d),  # SWI: no system:
                        ("context", ("/", "format", 2), Var()))
        return i + 1

    def column(self, d: str, numarg: int | None) -> None:
        """``~N|`` (column N) and ``~N+`` (N past the previous stop): pad the segment."""
        line = self.line
        if d == "+":
            target = self.last_stop + (8 if numarg is None else numarg)
        else:
            target = numarg if numarg is not None else line.column + len(line.seg_text())
        line.stop(target)
        self.last_stop = line.column  # past the target when the segment overflowed it


_PRINT = WriteOptions(quoted=True, unicode_escapes=True)
# Directives that write text: ~w ~p ~q ~a ~d ~D ~e ~f ~g ~c ~r ~R ~s ~i ~n ~~.
_DIRECTIVES: dict[str, Callable[[_Format, str, int | None], str]] = {
    "w": lambda f, d, n: term_to_text(f.next_arg(), WRITE, f.s.engine.ops),
    "p": lambda f, d, n: term_to_text(f.next_arg(), _PRINT, f.s.engine.ops),
    "q": lambda f, d, n: term_to_text(f.next_arg(), WRITEQ, f.s.engine.ops),
    "a": _a, "d": _d, "D": _d, "e": _efg, "f": _efg, "g": _efg, "c": _c, "r": _r, "R": _r,
    "s": _s, "i": _i, "n": lambda f, d, n: "\n" * (1 if n is None else n),
    "~": lambda f, d, n: "~", "@": _at, "W": _w_options,
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
        first = len(whole) % 3 or 3
        whole = ",".join([whole[:first], *(whole[i:i + 3] for i in range(first, len(whole), 3))])
    return sign + whole + ("." + frac if frac else "")


_INT64 = 1 << 63


def _format_efg(v: int | float, d: str, digits: int) -> str:
    """``~Ne``, ``~Nf``, ``~Ng``: a float or a 64-bit integer as C's printf writes the
    double; a bigger integer exactly, as SWI's GMP does (see :func:`_big_efg`)."""
    if type(v) is int and not -_INT64 <= v < _INT64:
        return _big_efg(v, d, digits)
    return f"{float(v):.{digits}{d}}"


def _big_efg(v: int, d: str, digits: int) -> str:
    """An integer beyond 64 bits: ``~f`` its exact digits, ``~e`` and ``~g`` rounded half
    away from zero (``~0e`` of 25*10^30 is ``3e+31``), never through a float."""
    sign = "-" if v < 0 else ""
    text = format_int(abs(v))
    if d == "f":
        return sign + text + ("." + "0" * digits if digits else "")
    keep = max(digits, 1) if d == "g" else digits + 1  # significant digits
    head, exp = _round_half_up(text, keep)
    if d == "e" and exp == len(text):  # rounded up to a power of ten: SWI writes a digit
        head, exp = head + "0", exp - 1  # more and the exponent before (~1e: 1.00e+19)
    if d == "g":
        if exp < keep:  # %g's fixed notation (the exponent is 19 or more here)
            frac = head[exp + 1:].rstrip("0")
            return sign + head[:exp + 1] + ("." + frac if frac else "")
        head = head.rstrip("0") or "0"
    mantissa = head[0] + ("." if len(head) > 1 and (digits or d == "g") else "") + head[1:]
    return f"{sign}{mantissa}e+{exp:02d}"


def _round_half_up(text: str, keep: int) -> tuple[str, int]:
    """The first ``keep`` digits of the digits ``text``, rounded half up, and the decimal
    exponent of the first; on the digits as text (they may be millions)."""
    exp = len(text) - 1
    if keep >= len(text):
        return text + "0" * (keep - len(text)), exp
    head = text[:keep]
    if text[keep] < "5":
        return head, exp
    rest = head.rstrip("9")
    if not rest:
        return "1" + "0" * (keep - 1), exp + 1
    return rest[:-1] + chr(ord(rest[-1]) + 1) + "0" * (keep - len(rest)), exp


def _radix(v: int, base: int, upper: bool) -> str:
    if not 2 <= base <= 36:
        raise error(("domain_error", "radix", base))
    text = _in_base(abs(v), base)
    return ("-" if v < 0 else "") + (text.upper() if upper else text)


_POWER_OF_TWO = {2: "b", 8: "o", 16: "x"}


def _in_base(n: int, base: int) -> str:
    """The digits of ``n >= 0`` in ``base``: Python's own conversions where it has them
    (linear for powers of two), else by halves at powers of the base."""
    if base == 10:
        return format_int(n)
    if base in _POWER_OF_TWO:
        return format(n, _POWER_OF_TWO[base])
    width = 1
    while base ** (width * 2) <= n:
        width *= 2
    if width < 64:
        out = []
        while True:
            n, r = divmod(n, base)
            out.append(_DIGITS[r])
            if not n:
                return "".join(reversed(out))
    high, low = divmod(n, base ** width)
    return _in_base(high, base) + _in_base(low, base).rjust(width, "0")


_DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"


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
    except _Failed:
        return False
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


def write_options(options: object) -> tuple[WriteOptions, dict[Var, str] | None]:
    """write_term/2's options (``~W``'s too) as SWI takes them: the writer's options and
    the names of ``variable_names(['X'=X, ...])``; an option it does not know is left
    alone."""
    flags: dict[str, bool] = {}
    depth = 0
    names: dict[Var, str] | None = None
    for o in proper_list(options):
        o = deref(o)
        if type(o) is Var:
            raise instantiation_error()
        if not (type(o) is tuple and len(o) == 2):
            raise error(("domain_error", "write_option", o))
        value = deref(o[1])
        if o[0] == "max_depth":
            if type(value) is not int:
                raise error(("type_error", "integer", value))
            depth = value
        elif o[0] == "variable_names":
            names = _variable_names(value)
        elif o[0] in _BOOLEAN_OPTIONS:
            if value not in ("true", "false"):
                raise error(("type_error", "bool", value))
            flags[str(o[0])] = value == "true"
        elif o[0] == "spacing":
            flags["spacing"] = value == "next_argument"
    return WriteOptions(quoted=flags.get("quoted", False),
                        ignore_ops=flags.get("ignore_ops", False),
                        spacing=flags.get("spacing", False),
                        numbervars=flags.get("numbervars", False), max_depth=depth,
                        dotlists=flags.get("dotlists", False),
                        brace_terms=flags.get("brace_terms", True),
                        unicode_escapes=True), names  # SWI's flag character_escapes_unicode


_BOOLEAN_OPTIONS = frozenset({"quoted", "ignore_ops", "numbervars", "portray", "portrayed",
                              "character_escapes", "cycles", "dotlists", "brace_terms",
                              "fullstop", "nl", "no_lists", "partial"})


def _variable_names(value: object) -> dict[Var, str]:
    """``variable_names(['X'=X, ...])``: the first name of each variable still free."""
    names: dict[Var, str] = {}
    for pair in proper_list(value):
        pair = deref(pair)
        if type(pair) is Var:
            raise instantiation_error()
        if not (type(pair) is tuple and len(pair) == 3 and pair[0] == "="):
            raise error(("type_error", "variable_assignment", pair))
        name, var = deref(pair[1]), deref(pair[2])
        if type(name) is Var:
            raise instantiation_error()
        if type(name) is not str:
            raise error(("type_error", "atom", name))
        if not (name[:1] == "_" or (name and token_kind(name[0]) == UPPER)) or \
                not all(continues_name(c) for c in name[1:]):
            raise error(("domain_error", "variable_name", name))
        if type(var) is Var:
            names.setdefault(var, name)
    return names
