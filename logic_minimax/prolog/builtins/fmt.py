"""Output: ``format/1,2,3`` (incl. ``format(atom(A), ...)``), ``with_output_to/2``,
``write print writeln writeq write_canonical write_term/2,3 print_message/2 nl tab
portray_clause``.

``format/2`` directives: ``~w ~p ~q ~a ~d ~D ~s ~e ~f ~g ~n ~c ~r ~R ~e ~i ~* ~~`` and the
column directives ``~t ~| ~+`` (``~8|``, ``~t~w~10|`` right-aligns).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from logic_minimax.prolog.builtins import construct, det
from logic_minimax.prolog.builtins.arith import evaluate
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
from logic_minimax.prolog.machine import CP_COLLECT, FAIL, Cont, Solver
from logic_minimax.prolog.walk import copy_term, term_vars
from logic_minimax.prolog.write import (
    CANONICAL,
    WRITE,
    WRITEQ,
    WriteOptions,
    format_int,
    term_to_text,
)

MAX_COLUMN = 1 << 20  # larger counts and columns in format/2 are a resource error
_STREAMS = frozenset({"user_output", "user_error", "current_output"})


def _text(s: Solver, t: object, options: WriteOptions) -> str:
    return term_to_text(t, options, s.engine.ops)


def _out(s: Solver, stream: object, text: str) -> None:
    stream = deref(stream)
    if stream == "user_error":
        s.engine.warn(text.rstrip("\n")) if text.strip() else None
        return
    if type(stream) is Var:
        raise instantiation_error()
    if stream not in _STREAMS:
        raise error(("existence_error", "stream", stream))
    s.engine.write(text)


def _writer(options: WriteOptions, newline: bool = False
            ) -> Callable[[Solver, tuple[object, ...]], bool]:
    def run(s: Solver, g: tuple[object, ...]) -> bool:
        text = _text(s, g[-1], options) + ("\n" if newline else "")
        if len(g) == 3:
            _out(s, g[1], text)
        else:
            s.engine.write(text)
        return True
    return run


det("write", 1, 2)(_writer(WRITE))
det("print", 1, 2)(_writer(WriteOptions(quoted=True)))
det("writeln", 1, 2)(_writer(WRITE, newline=True))
det("writeq", 1, 2)(_writer(WRITEQ))
@det("write_canonical", 1, 2)
def write_canonical(s: Solver, g: tuple[object, ...]) -> bool:
    """Quoted, operators ignored, variables named ``A``, ``B``... (``_`` if single)."""
    counts: dict[Var, int] = {}
    stack = [g[-1]]
    while stack:
        t = deref(stack.pop())
        if type(t) is Var:
            counts[t] = counts.get(t, 0) + 1
        elif type(t) is tuple:
            stack.extend(reversed(t[1:]))
    names: dict[Var, str] = {}
    for v in term_vars(g[-1]):
        names[v] = "_" if counts[v] == 1 else _letters(len([n for n in names.values()
                                                             if n != "_"]))
    text = term_to_text(g[-1], CANONICAL, s.engine.ops, names)
    if len(g) == 3:
        _out(s, g[1], text)
    else:
        s.engine.write(text)
    return True


def _letters(n: int) -> str:
    letter = chr(ord("A") + n % 26)
    return letter if n < 26 else f"{letter}{n // 26}"


@det("write_term", 2, 3)
def write_term(s: Solver, g: tuple[object, ...]) -> bool:
    flags: dict[str, bool] = {}
    depth = 0
    for o in proper_list(g[-1]):
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
        else:
            flags[str(o[0])] = value == "true" or (o[0] == "spacing" and
                                                   value == "next_argument")
    options = WriteOptions(quoted=flags.get("quoted", False),
                           ignore_ops=flags.get("ignore_ops", False),
                           spacing=flags.get("spacing", False),
                           numbervars=flags.get("numbervars", False), max_depth=depth)
    text = _text(s, g[-2], options)
    if len(g) == 4:
        _out(s, g[1], text)
    else:
        s.engine.write(text)
    return True


@det("nl", 0, 1)
def nl(s: Solver, g: object) -> bool:
    if type(g) is tuple:
        _out(s, g[1], "\n")
    else:
        s.engine.write("\n")
    return True


@det("tab", 1, 2)
def tab(s: Solver, g: tuple[object, ...]) -> bool:
    n = evaluate(g[-1])
    if type(n) is not int:
        raise error(("type_error", "integer", n))
    if n > 1 << 24:
        raise error(("resource_error", "memory"))
    if len(g) == 3:
        _out(s, g[1], " " * n)
    else:
        s.engine.write(" " * n)
    return True


@det("put_char", 1, 2)
def put_char(s: Solver, g: tuple[object, ...]) -> bool:
    c = deref(g[-1])
    if type(c) is Var:
        raise instantiation_error()
    if type(c) is int and 0 <= c <= 0x10FFFF:
        c = chr(c)  # SWI takes a code too
    if type(c) is not str or len(c) != 1:
        raise error(("type_error", "character", c))
    if len(g) == 3:
        _out(s, g[1], c)
    else:
        s.engine.write(c)
    return True


@det("print_message", 2)
def print_message(s: Solver, g: tuple[object, ...]) -> bool:
    from logic_minimax.prolog.messages import error_message
    kind = deref(g[1])
    if kind in ("silent", "informational"):
        return True
    prefix = "ERROR: " if kind == "error" else "Warning: "
    s.engine.warn(prefix + error_message(g[2]))
    return True


# -- format ------------------------------------------------------------------------------


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
    return _format_efg(v, d, 6 if numarg is None else numarg)


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


_PRINT = WriteOptions(quoted=True)
# Directives that write text: ~w ~p ~q ~a ~d ~D ~e ~f ~g ~c ~r ~R ~s ~i ~n ~~.
_DIRECTIVES: dict[str, Callable[[_Format, str, int | None], str]] = {
    "w": lambda f, d, n: _text(f.s, f.next_arg(), WRITE),
    "p": lambda f, d, n: _text(f.s, f.next_arg(), _PRINT),
    "q": lambda f, d, n: _text(f.s, f.next_arg(), WRITEQ),
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


def _format_args(t: object) -> list[object]:
    items, tail = list_tail(t)
    if deref(tail) is NIL:
        return items
    return [t]


def _sink_text(s: Solver, sink: object, text: str) -> bool:
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


@det("format", 1, 2, 3)
def format_(s: Solver, g: tuple[object, ...]) -> bool:
    fmt = text_of(g[-2] if len(g) > 2 else g[1])
    args = _format_args(g[-1]) if len(g) > 2 else []
    try:
        text = format_text(s, fmt, args)
    except _TooMany as e:
        if len(g) < 4:
            s.engine.write(e.text)
        elif type(deref(g[1])) is not tuple:
            _out(s, g[1], e.text)
        raise _format_error("too many arguments") from None
    if len(g) == 4:
        sink = deref(g[1])
        if type(sink) is tuple:
            return _sink_text(s, sink, text)
        _out(s, sink, text)
        return True
    s.engine.write(text)
    return True


@construct("with_output_to", 2)
def with_output_to(s: Solver, g: tuple[object, ...], cb: int, depth: int, cont: Cont
                   ) -> Cont:
    from logic_minimax.prolog.builtins.control import call_term
    engine = s.engine
    buf = engine.capture()
    m = len(s.cps)

    def failed() -> bool:
        if engine.outputs and engine.outputs[-1] is buf:
            engine.outputs.pop()
        return False
    s.cps.append([CP_COLLECT, len(s.trail), failed, cont])
    done = ((m, buf, g[1]), engine.internal["$output_done"], 0, depth, cont)
    return call_term(s, g[2], len(s.cps), depth, done)


@construct("$output_done", 0)
def output_done(s: Solver, g: Any, cb: int, depth: int, cont: Cont) -> Cont:
    m, buf, sink = g
    del s.cps[m:]
    if s.engine.outputs and s.engine.outputs[-1] is buf:
        s.engine.outputs.pop()
    return cont if _sink_text(s, sink, buf.getvalue()) else FAIL


@det("portray_clause", 1)
def portray_clause(s: Solver, g: tuple[object, ...]) -> bool:
    s.engine.write(clause_text(s.engine, g[1]))
    return True


def clause_text(engine: object, clause: object) -> str:
    """A clause as ``portray_clause/1`` and ``listing/1`` write it."""
    t = copy_term(clause)
    trail: list[Var] = []
    for i, v in enumerate(term_vars(t)):
        unify(v, ("$VAR", i), trail)
    ops = engine.ops  # type: ignore[attr-defined]
    opts = WriteOptions(quoted=True, spacing=True)
    t = deref(t)
    if type(t) is tuple and t[0] == ":-" and len(t) == 3 and deref(t[2]) != "true":
        head = term_to_text(t[1], opts, ops, priority=1199)
        goals = []
        body = deref(t[2])
        while type(body) is tuple and body[0] == "," and len(body) == 3:
            goals.append(body[1])
            body = deref(body[2])
        goals.append(body)
        lines = [f"    {term_to_text(b, opts, ops, priority=999)}" for b in goals]
        return f"{head} :-\n" + ",\n".join(lines) + ".\n"
    if type(t) is tuple and t[0] == ":-" and len(t) == 3:
        t = t[1]
    return term_to_text(t, opts, ops) + ".\n"
