"""Writing terms as SWI-Prolog 9 does: ``write``, ``print``, ``writeq``, ``write_canonical``
and the toplevel's answers (``spacing(next_argument)``: ``f(1, 2)``, ``[a, b|T]``).

Operators are written with the fewest brackets that read back the same term, and a space
wherever two tokens would otherwise glue (``a- -1``, ``- 1``, ``\\+ (a,b)``, ``1 rdiv 2``).
The writer works from an explicit stack of tokens still to write, so deep terms are fine.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from logic_minimax.errors import Writer
from logic_minimax.prolog.chars import LOWER, SOLO, continues_name, is_symbol_char, token_kind
from logic_minimax.prolog.core import (
    CONS,
    CURLY,
    CYCLE_CHECK_AFTER,
    NIL,
    PString,
    Var,
    deref,
    make_list,
)
from logic_minimax.prolog.numerals import format_number
from logic_minimax.prolog.ops import Ops, infix_bounds, prefix_bound
from logic_minimax.prolog.walk import factorize, is_acyclic

STREAM = "$stream"
"""The functor of a stream handle, ``'$stream'(N)``, written ``<stream>(0x…)`` as SWI's."""
_SOLO_ATOMS = frozenset({"!", ";", "{}"})
_NAMED_ESCAPES = {"\\": "\\\\", "\a": "\\a", "\b": "\\b", "\t": "\\t", "\n": "\\n",
                  "\v": "\\v", "\f": "\\f", "\r": "\\r"}
_DEFAULT_OPS = Ops()
_ARG = 999.5  # the priority of an argument: like 999, but operator atoms stay bare


@dataclass(frozen=True)
class WriteOptions:
    quoted: bool = False
    ignore_ops: bool = False
    spacing: bool = False  # spacing(next_argument)
    numbervars: bool = True
    double_quotes: bool = False  # a quote inside quotes doubled ('don''t'), not escaped
    max_depth: int = 0  # 0: no limit; else deeper parts are written as ...
    latin1: bool = False
    """Quote every atom with a character beyond Latin-1 (``write_canonical``, whose text
    reads back in any encoding): ``'aΓ'``, but ``aé``."""
    unicode_escapes: bool = False
    """Other unprintable characters as ``\\u0085`` (SWI's print, portray_clause, the
    toplevel and write_term), not as ``\\x85\\`` (its writeq, format ~q, write_canonical)."""


WRITE = WriteOptions()
WRITEQ = WriteOptions(quoted=True)
CANONICAL = WriteOptions(quoted=True, ignore_ops=True, numbervars=False, latin1=True)
ANSWER = WriteOptions(quoted=True, spacing=True, unicode_escapes=True)


def atom_needs_quotes(a: str) -> bool:
    """As SWI's ``pl-write.c``: a name (a lower case letter, then letters, digits and
    ``_``), a run of symbol characters, or a solo character (``!``, ``²``) goes bare;
    beyond Latin-1 SWI's Unicode classes say what a letter and a symbol are, and a solo
    character is quoted (``'½'`` bare, ``'⃝'`` quoted)."""
    if not a:
        return True
    if a in _SOLO_ATOMS:
        return False
    if token_kind(a[0]) == LOWER:
        return not all(map(continues_name, a))
    if all(map(is_symbol_char, a)):
        return a == "." or a.startswith("/*")
    return not (len(a) == 1 and a <= "\xff" and a != "%" and token_kind(a) == SOLO)


def quote_text(text: str, quote: str, doubled: bool = False, unicode: bool = False) -> str:
    out = [quote]
    for ch in text:
        if ch == quote:
            out.append(quote + quote if doubled else "\\" + quote)
        elif doubled and ch != "\\" and ch in _NAMED_ESCAPES:
            out.append(ch)  # term_to_atom/2 keeps layout characters as they are
        elif ch in _NAMED_ESCAPES:
            out.append(_NAMED_ESCAPES[ch])
        elif ch.isprintable() or ch == " ":
            out.append(ch)
        elif unicode:
            code = ord(ch)
            out.append(f"\\u{code:04X}" if code <= 0xFFFF else f"\\U{code:08X}")
        else:
            out.append(f"\\x{ord(ch):X}\\")
    out.append(quote)
    return "".join(out)


def format_atom(a: str, quoted: bool = True, doubled: bool = False,
                unicode: bool = False) -> str:
    return quote_text(a, "'", doubled, unicode) if quoted and atom_needs_quotes(a) else a


def _var_letters(n: int) -> str:
    letter = chr(ord("A") + n % 26)
    return letter if n < 26 else f"{letter}{n // 26}"


class _Cyclic(Exception):
    """The term being written turned out to be cyclic: write it factorized."""


# Stack items of the writer: a token to emit, or (term, priority, depth) to write.
_Item = Any
_MARKS = {"\0": "prefixop", "\1": "infixop"}
"""The first character that marks a token as a prefix or an infix operator."""


class _Writer:
    def __init__(self, options: WriteOptions, ops: Ops, names: dict[Var, str] | None) -> None:
        self.opt = options
        self.ops = ops
        self.names = names if names is not None else {}
        self.out: list[str] = []
        self.last = ""  # last character written
        self.after_prefix_op = False
        self.space_next = False  # an infix operator spaced before is spaced after too
        self.max_depth = options.max_depth or 1 << 62

    def emit(self, token: str, kind: str = "") -> None:
        if not token:
            return
        last = self.last
        first = token[0]
        spaced = self.space_next or bool(last and (
            (continues_name(last) and continues_name(first))
            or (is_symbol_char(last) and is_symbol_char(first))
            or (last == "," and first not in " " and kind == "afterlist")
            or (kind == "open" and self.after_prefix_op)
        ))
        if spaced:
            self.out.append(" ")
        self.out.append(token)
        self.last = token[-1]
        self.after_prefix_op = kind == "prefixop"
        # SWI: ``... + ...``, not ``... +...``
        self.space_next = spaced and kind == "infixop"

    def comma(self) -> None:
        self.emit(", " if self.opt.spacing else ",", "punct")

    def atom(self, a: object) -> str:
        if a is NIL:
            return "[]"
        a = str(a)
        if self.opt.latin1 and self.opt.quoted and not a.isascii() and \
                max(map(ord, a)) > 0xFF:
            return quote_text(a, "'", self.opt.double_quotes, self.opt.unicode_escapes)
        return format_atom(a, self.opt.quoted, self.opt.double_quotes,
                           self.opt.unicode_escapes)

    def var_name(self, v: Var) -> str:
        return self.names.get(v) or f"_{id(v) >> 4}"

    def run(self, term: object, priority: int) -> str:
        """The text of ``term``; a cyclic term is written as SWI writes it,
        ``@(Template, [S_1=Value, ...])``, found when the walk runs long."""
        try:
            return self.walk(term, priority)
        except _Cyclic:
            return self.cyclic(term, priority)

    def walk(self, term: object, priority: int) -> str:
        stack: list[_Item] = [(term, priority, 1)]
        budget = CYCLE_CHECK_AFTER
        while stack:
            item: Any = stack.pop()
            if type(item) is str:
                kind = "open" if item == "(" else _MARKS.get(item[0], "")
                self.emit(item.lstrip("\0\1"), kind)
                continue
            t, prec, depth = item
            t = deref(t)
            if depth > self.max_depth:
                self.emit("...")
                continue
            if type(t) is tuple:
                budget -= 1
                if not budget and not is_acyclic(term):
                    raise _Cyclic
            self.term(t, prec, depth, stack)
        return "".join(self.out)

    def cyclic(self, term: object, priority: int) -> str:
        template, substitutions = factorize(term)
        for k, (marker, _) in enumerate(substitutions, 1):
            self.names.setdefault(marker, f"_S{k}" if self.opt.spacing else f"S_{k}")
        pairs = make_list([("=", m, v) for m, v in substitutions])
        self.out, self.last = [], ""
        return self.walk(("@", template, pairs), priority)

    def term(self, t: Any, prec: float, depth: int, stack: list[_Item]) -> None:
        tt = type(t)
        if tt is Var:
            self.emit(self.var_name(t))
        elif tt is int or tt is float or tt is Fraction:
            self.emit(format_number(t))
        elif tt is PString:
            self.emit(quote_text(str(t), '"', self.opt.double_quotes,
                                 self.opt.unicode_escapes) if self.opt.quoted
                      else str(t))
        elif t is NIL:
            self.emit("[]")
        elif tt is str:
            text = self.atom(t)
            if prec < 1200 and prec != _ARG and (self.ops.is_op(t) or t == ".") \
                    and not self.opt.ignore_ops:
                # An operator atom as an operand is bracketed: - (-), a-(-).  '.' is one
                # too in SWI 7 (op(100, yfx, '.'), its dicts' functional notation): x-('.').
                # The reader makes no dicts, so the table leaves it out and a.b stays an
                # error, not a term SWI would expand into a call.
                stack.extend((")", text, "("))
            else:
                self.emit(text)
        else:
            self.compound(t, prec, depth, stack)

    def compound(self, t: tuple[object, ...], prec: float, depth: int,
                 stack: list[_Item]) -> None:
        name = t[0]
        arity = len(t) - 1
        if name == CONS and arity == 2:
            self.list_(t, depth, stack)
            return
        if self.opt.numbervars and name == "$VAR" and arity == 1:
            n = deref(t[1])
            if type(n) is int and n >= 0:
                self.emit(_var_letters(n))
                return
        if name == STREAM and arity == 1 and type(t[1]) is int:
            self.emit(f"<stream>(0x{t[1]:x})")  # a stream handle, as SWI writes its blobs
            return
        if name == CURLY and arity == 1 and not self.opt.ignore_ops:
            stack.extend(("}", (t[1], 1200, depth + 1), "{"))
            return
        if not self.opt.ignore_ops and type(name) is str:
            if arity == 2 and name in self.ops.infix:
                self.infix(t, prec, depth, stack)
                return
            if arity == 1 and name in self.ops.prefix:
                self.prefix(t, prec, depth, stack)
                return
        items: list[_Item] = [self.atom(name) + "("]
        for i, arg in enumerate(t[1:]):
            if i:
                items.append(", " if self.opt.spacing else ",")
            items.append((arg, _ARG, depth + 1))
        items.append(")")
        stack.extend(reversed(items))

    def infix(self, t: tuple[object, ...], prec: float, depth: int,
              stack: list[_Item]) -> None:
        name = str(t[0])
        priority, kind = self.ops.infix[name]
        left, right = infix_bounds(priority, kind)
        items: list[_Item] = []
        embrace = priority > prec
        if embrace:
            items.append("(")
        items.append((t[1], left, depth + 1))
        if name == ",":
            items.append(", " if self.opt.spacing else ",")
        elif name[0].isalpha():
            items.append(f" {name} ")
        elif name == "|" and self.opt.spacing:
            items.append("| ")
        else:
            items.append("\1" + self.atom(name))
        items.append((t[2], right, depth + 1))
        if embrace:
            items.append(")")
        stack.extend(reversed(items))

    def prefix(self, t: tuple[object, ...], prec: float, depth: int,
               stack: list[_Item]) -> None:
        name = str(t[0])
        priority, kind = self.ops.prefix[name]
        arg = deref(t[1])
        items: list[_Item] = []
        embrace = priority > prec
        if embrace:
            items.append("(")
        text = self.atom(name)
        bound = prefix_bound(priority, kind)
        # - 1 and - 2^2 must not read back as the numbers -1 and -2 (+1 reads as +(1)).
        if name[0].isalpha() or (name == "-" and
                                 type(self.leftmost(arg, bound)) in (int, float, Fraction)):
            text += " "
        items.append("\0" + text)
        items.append((arg, prefix_bound(priority, kind), depth + 1))
        if embrace:
            items.append(")")
        stack.extend(reversed(items))

    def leftmost(self, t: object, prec: float) -> object:
        """The term of the first token when ``t`` is written at ``prec``."""
        t = deref(t)
        while type(t) is tuple and len(t) == 3 and not self.opt.ignore_ops:
            name = t[0]
            if type(name) is not str or name not in self.ops.infix:
                break
            priority, kind = self.ops.infix[name]
            if priority > prec:
                break  # bracketed: it starts with "("
            prec = infix_bounds(priority, kind)[0]
            t = deref(t[1])
        return t

    def list_(self, t: tuple[object, ...], depth: int, stack: list[_Item]) -> None:
        """Items one level deeper each (SWI's ``max_depth``: ``[1, 2|...]``)."""
        items: list[_Item] = ["["]
        first = True
        cur: object = t
        budget = CYCLE_CHECK_AFTER
        while True:
            cur = deref(cur)
            depth += 1
            if type(cur) is tuple and len(cur) == 3 and cur[0] == CONS:
                if depth > self.max_depth and not first:  # SWI: [[...]], not [|...]
                    items.append("|...")
                    break
                if not first:
                    items.append(", " if self.opt.spacing else ",")
                items.append((cur[1], _ARG, depth))
                first = False
                cur = cur[2]
                budget -= 1
                if not budget and not is_acyclic(t):
                    raise _Cyclic
                continue
            if cur is not NIL:
                items.append("|")
                items.append((cur, _ARG, depth))
            break
        items.append("]")
        stack.extend(reversed(items))


def term_to_text(term: object, options: WriteOptions = WRITEQ, ops: Ops | None = None,
                 names: dict[Var, str] | None = None, priority: int = 1200) -> str:
    """The text of ``term`` as SWI writes it with ``options``; ``names`` names variables."""
    return _Writer(options, ops or _DEFAULT_OPS, names).run(term, priority)


def show(term: object) -> str:
    """A term as SWI's toplevel writes a value, and as every message, trace, picture and
    JSON answer of this package quotes one: ``[b, d, i]``, ``s(3, max)``, ``'Hello
    world'``, ``1.0Inf``."""
    return _Writer(ANSWER, _DEFAULT_OPS, None).run(term, 699)


Writer.show = show  # errors.py's messages quote positions with the one writer
