"""The full Prolog reader: an operator-precedence parser over ``lexer`` tokens.

It runs on explicit stacks (a context per open bracket, and per context the operands and
operators of the expression being read), so a term nested a million deep, a list of a
million items or a conjunction of a million goals reads without Python recursion.

``Reader(text, source, ops, syntax).read_clause()`` returns one ``ReadTerm`` (the term and
its variable names, in order of first appearance) per clause, or ``None`` at the end.
Errors are ``PrologSyntaxError`` at ``file:line:col`` with a caret and what was expected.
The engine reads all its text through ``Engine.reader``: its operators and the syntax its
flags ask for (``syntax_of``), the same for a file, a goal, ``read/1`` and
``term_to_atom/2``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from logic_minimax.errors import PrologSyntaxError
from logic_minimax.prolog.core import CONS, CURLY, NIL, Nil, PString, Var, make_list
from logic_minimax.prolog.lexer import Lexer, Token
from logic_minimax.prolog.ops import Ops, infix_bounds, prefix_bound

_TERMINATORS = frozenset({")", "]", "}", ",", "|"})


@dataclass(frozen=True)
class ReadTerm:
    """A clause or goal as read: the term, its named variables in order, the names that
    occur once (singletons, ``_``-names excluded) and the clause's start offset."""

    term: object
    names: tuple[tuple[str, Var], ...]
    singletons: tuple[str, ...]
    start: int
    line: int


@dataclass(frozen=True)
class Syntax:
    """What the flags make of text, with SWI's defaults: ``double_quotes`` (``"ab"`` is a
    string, or ``codes``, ``chars``, an ``atom``) and ``back_quotes`` (```ab``` is
    ``codes``, or ``chars``, a ``string``).  A flag that changes reading goes here and in
    ``syntax_of``, and so applies to every text the engine reads."""

    double_quotes: str = "string"
    back_quotes: str = "codes"


def syntax_of(flags: Mapping[str, object]) -> Syntax:
    """The syntax that the Prolog flags ask for (a flag not set keeps SWI's default)."""
    default = Syntax()
    return Syntax(str(flags.get("double_quotes", default.double_quotes)),
                  str(flags.get("back_quotes", default.back_quotes)))


def named_var(name: str) -> int:
    """SWI's ``atom_is_named_var()``: 1 for a name a singleton is warned of (``X``,
    ``_x``), -1 for one marked as a singleton (``_X``, ``__x``), 0 for ``_1``."""
    if not name.startswith("_") or len(name) == 1:
        return 1 if not name.startswith("_") else -1
    if name[1] == "_":
        return -1
    if name[1].isdigit():
        return 0
    return -1 if name[1].isupper() else 1


@dataclass
class _Operator:
    name: str
    prefix: bool
    priority: int
    left: int
    right: int
    offset: int


@dataclass
class _Context:
    """An open bracket (or the whole clause) and the expression being read inside it."""

    kind: str  # top, paren, args, list, curly
    functor: str = ""
    offset: int = 0
    items: list[object] = field(default_factory=list)
    tail: bool = False
    operands: list[tuple[object, int]] = field(default_factory=list)
    operators: list[_Operator] = field(default_factory=list)

    @property
    def expected(self) -> str:
        """What may follow a whole operand here: an operator, or what goes on or ends
        this bracket (the clause)."""
        if self.kind == "list":
            return "an operator or ']'" if self.tail else "an operator, ',', '|' or ']'"
        return {"top": "an operator, ',' or the end '.'", "args": "an operator, ',' or ')'",
                "paren": "an operator or ')'", "curly": "an operator or '}'"}[self.kind]


class Reader:
    """Reads clauses one by one from a text."""

    def __init__(self, text: str, source: str = "<string>", ops: Ops | None = None,
                 syntax: Syntax = Syntax()) -> None:
        self.lexer = Lexer(text, source)
        self.ops = ops if ops is not None else Ops()
        self.syntax = syntax  # changes between clauses (a directive sets a flag)
        self._peeked: Token | None = None
        self._vars: dict[str, Var] = {}
        self._counts: dict[str, int] = {}
        self._line = 1
        self._line_pos = 0
        self._ended = False
        self.term_start = 0

    # -- tokens ---------------------------------------------------------------------------

    def _next(self) -> Token:
        tok = self._peeked
        if tok is not None:
            self._peeked = None
        else:
            tok = self.lexer.next()
        self._ended = tok.kind == "end"
        return tok

    def _peek(self) -> Token:
        if self._peeked is None:
            self._peeked = self.lexer.next()
        return self._peeked

    def _error(self, message: str, tok: Token | int, expected: str | None = None
               ) -> PrologSyntaxError:
        offset = tok if isinstance(tok, int) else tok.start
        return self.lexer.error(message, offset, expected)

    def skip_to_end(self) -> bool:
        """After an error: skip to the end of the bad clause, so reading can go on
        (False: the text ended first)."""
        if self._ended and self._peeked is None:
            return True  # the error was at the clause's end: the next one starts here
        self._peeked = None
        while True:
            try:
                tok = self.lexer.next()
            except PrologSyntaxError as e:
                if e.message.startswith("end of file"):
                    self.lexer.pos = len(self.lexer.text)  # SWI: the rest is the quote's
                    return False
                self.lexer.pos += 1
                continue
            if tok.kind in ("end", "eof"):
                return tok.kind == "end"

    def seek(self, pos: int, line: int) -> None:
        """Go on reading at ``pos``, the start of or a place on line ``line`` (another
        reader of the same text read up to there)."""
        self.lexer.pos = pos
        self._peeked = None
        self._line = line
        self._line_pos = pos

    def term_line(self) -> int:
        """The line of the first token of the clause read last (or being read)."""
        return self.line_at(self.term_start)

    def line_at(self, pos: int) -> int:
        """The line of an offset at or after the last clause read."""
        return self._line + self.lexer.text.count("\n", self._line_pos, pos)

    # -- clauses --------------------------------------------------------------------------

    def read_clause(self) -> ReadTerm | None:
        """The next clause, or ``None`` at the end of the text."""
        self._vars = {}
        self._counts = {}
        self._ended = False  # not yet: a bad first token must be skipped past, not again
        try:
            first = self._peek()
        except PrologSyntaxError as e:  # the clause starts with it (an open quote)
            self.term_start = e.offset
            raise
        if first.kind == "eof":
            return None
        self.term_start = first.start
        term = self._parse(first.start)
        names = tuple(self._vars.items())
        singles = tuple(n for n, c in self._counts.items() if c == 1 and named_var(n) > 0)
        # Lines counted from the previous clause on, so reading stays linear.
        self._line += self.lexer.text.count("\n", self._line_pos, first.start)
        self._line_pos = first.start
        return ReadTerm(term, names, singles, first.start, self._line)

    def _parse(self, start: int) -> object:
        stack = [_Context("top", offset=start)]
        expect_operand = True
        while True:
            ctx = stack[-1]
            tok = self._next()
            if expect_operand:
                expect_operand = self._operand(tok, stack)
                continue
            kind, value = tok.kind, tok.value
            # SWI reads a quoted ',' or '|' as the operator (a quoted '-' is no operator).
            if kind == "name" or (kind == "qname" and value in (",", "|")) or (
                    kind == "punct" and str(value) in ",|" and self._is_op_here(ctx, str(value))):
                self._infix(tok, ctx)
                expect_operand = True
                continue
            term = self._finish_expression(ctx, tok)
            done = self._close(tok, term, stack)
            if done is not None:
                return done[0]
            expect_operand = stack[-1] is ctx

    def _is_op_here(self, ctx: _Context, value: str) -> bool:
        """``,`` is an operator but between arguments and list items, ``|`` but between a
        list's items and its tail (SWI reads ``x(a | b)`` as ``x('|'(a, b))``)."""
        if value == ",":
            return ctx.kind in ("top", "paren", "curly")
        return ctx.kind != "list"

    # -- operands -------------------------------------------------------------------------

    def _operand(self, tok: Token, stack: list[_Context]) -> bool:
        """Read an operand (or a prefix operator, or an opening bracket); return whether an
        operand is still expected."""
        ctx = stack[-1]
        kind, value = tok.kind, tok.value
        if kind == "var":
            name = str(value)
            if name == "_":
                ctx.operands.append((Var(), 0))
            else:
                self._counts[name] = self._counts.get(name, 0) + 1
                ctx.operands.append((self._vars.setdefault(name, Var()), 0))
            return False
        if kind in ("int", "float"):
            ctx.operands.append((value, 0))
            return False
        if kind == "str":
            ctx.operands.append((_text(str(value), self.syntax.double_quotes), 0))
            return False
        if kind == "bq":
            ctx.operands.append((_text(str(value), self.syntax.back_quotes), 0))
            return False
        if kind == "punct":
            return self._open(tok, stack)
        if kind in ("name", "qname"):
            return self._name_operand(tok, stack)
        raise self._no_term(tok, ctx)

    def _no_term(self, tok: Token, ctx: _Context) -> PrologSyntaxError:
        """A term was expected: SWI's words for what came instead."""
        if tok.kind == "eof":
            return self._error("unexpected end of file", tok, "a term")
        closes = tok.kind == "end" if ctx.kind == "top" else \
            tok.value == {"paren": ")", "curly": "}"}.get(ctx.kind)
        if closes and ctx.operators and not ctx.operators[-1].prefix:
            return self._error("unbalanced operator", tok, "a term")
        if tok.kind == "end":
            return self._error("unexpected end of clause", tok, "a term")
        return self._error("illegal start of term", tok, "a term")

    def _open(self, tok: Token, stack: list[_Context]) -> bool:
        value = tok.value
        if value == "(":
            stack.append(_Context("paren", offset=tok.start))
            return True
        if value in ("[", "{"):
            closer = "]" if value == "[" else "}"
            nxt = self._peek()
            if nxt.kind == "punct" and nxt.value == closer:
                self._next()
                atom = NIL if value == "[" else CURLY
                return self._atom_or_call(atom, nxt, stack)
            stack.append(_Context("list" if value == "[" else "curly", offset=tok.start))
            return True
        raise self._no_term(tok, stack[-1])  # a closing bracket

    def _atom_or_call(self, name: str | Nil, tok: Token, stack: list[_Context]) -> bool:
        nxt = self._peek()
        if nxt.kind == "punct" and nxt.value == "(" and not nxt.layout:
            self._next()
            functor = "[]" if name is NIL else str(name)
            after = self._peek()
            if after.kind == "punct" and after.value == ")":  # SWI 7's f(): no arguments
                self._next()
                stack[-1].operands.append(((functor,), 0))
                return False
            stack.append(_Context("args", functor=functor, offset=tok.start))
            return True
        stack[-1].operands.append((name, 0))
        return False

    def _name_operand(self, tok: Token, stack: list[_Context]) -> bool:
        name = str(tok.value)
        nxt = self._peek()
        if nxt.kind == "punct" and nxt.value == "(" and not nxt.layout:
            return self._atom_or_call(name, tok, stack)
        ctx = stack[-1]
        if tok.kind == "name" and name == "-" and nxt.kind in ("int", "float") \
                and not nxt.layout and self.lexer.text[nxt.start].isascii():
            # SWI: a minus sign glued to ASCII digits only (-٣ is -(3))
            self._next()
            ctx.operands.append((-nxt.value, 0))  # type: ignore[operator]
            return False
        if tok.kind == "name" and name in self.ops.prefix:
            priority, kind = self.ops.prefix[name]
            right = prefix_bound(priority, kind)
            if not self._ends_operand(nxt, ctx.kind, right):
                ctx.operators.append(_Operator(name, True, priority, 0, right, tok.start))
                return True
        ctx.operands.append((name, 0))
        return False

    def _ends_operand(self, nxt: Token, context: str, right: int) -> bool:
        """Whether the token after a prefix operator (whose operand may be of priority
        ``right``) shows that the operator is an atom: a closer, the end, or an infix
        operator that binds less tightly than the prefix operator would (SWI's
        ``modify_op``: ``- = a`` is ``(-) = a``, but in ``:- = a`` the ``=`` is the
        operand of ``:-``, and ``a`` is then an error)."""
        if nxt.kind in ("end", "eof"):
            return True
        if nxt.kind == "punct":
            if nxt.value == ",":  # an argument's end, else the operator ','
                return context in ("args", "list") or right < 999
            if nxt.value == "|":  # a list's tail, else an error (SWI: quoted punctuation)
                return context == "list"
            return nxt.value in _TERMINATORS
        if nxt.kind == "name":
            name = str(nxt.value)
            if name in self.ops.infix and name not in self.ops.prefix:
                left = infix_bounds(*self.ops.infix[name])[0]
                return left > right and not self._lookahead_is_functional(nxt)
        return False

    def _lookahead_is_functional(self, tok: Token) -> bool:
        text = self.lexer.text
        return tok.end < len(text) and text[tok.end] == "("

    # -- operators ------------------------------------------------------------------------

    def _infix(self, tok: Token, ctx: _Context) -> None:
        name = str(tok.value)
        if name not in self.ops.infix:
            raise self._error("operator expected", tok, ctx.expected)
        priority, kind = self.ops.infix[name]
        left, right = infix_bounds(priority, kind)
        while ctx.operators and ctx.operators[-1].priority <= left:
            self._reduce(ctx)
        if ctx.operands[-1][1] > left:
            raise self._error("operator priority clash", tok)
        ctx.operators.append(_Operator(name, False, priority, left, right, tok.start))

    def _reduce(self, ctx: _Context) -> None:
        op = ctx.operators.pop()
        right, rp = ctx.operands.pop()
        if rp > op.right:
            raise self._error("operator priority clash", op.offset)
        if op.prefix:
            ctx.operands.append(((op.name, right), op.priority))
            return
        left, _ = ctx.operands.pop()
        ctx.operands.append(((op.name, left, right), op.priority))

    def _finish_expression(self, ctx: _Context, tok: Token) -> object:
        while ctx.operators:
            self._reduce(ctx)
        if len(ctx.operands) != 1:
            raise self._error("operator expected", tok)
        term = ctx.operands.pop()[0]
        return term

    # -- closing brackets -----------------------------------------------------------------

    def _close(self, tok: Token, term: object, stack: list[_Context]) -> tuple[object] | None:
        ctx = stack[-1]
        kind, value = tok.kind, tok.value
        closer = {"top": None, "paren": ")", "args": ")", "list": "]", "curly": "}"}[ctx.kind]
        if ctx.kind == "top":
            if kind == "end":
                return (term,)
            raise self._error(  # (SWI's words)
                "unexpected end of file" if kind == "eof" else "illegal start of term"
                if kind == "punct" and value in (")", "]", "}") else "operator expected",
                tok, ctx.expected)
        if kind != "punct":
            raise self._error("unexpected end of file" if kind == "eof" else
                              "operator expected", tok, ctx.expected)
        if ctx.kind in ("args", "list") and value == "," and not ctx.tail:
            ctx.items.append(term)
            return None
        if ctx.kind == "list" and value == "|" and not ctx.tail:
            ctx.items.append(term)
            ctx.tail = True
            return None
        if value != closer:
            raise self._error("illegal start of term", tok, f"{closer!r}")  # SWI's words
        stack.pop()
        parent = stack[-1]
        if ctx.kind == "paren":
            parent.operands.append((term, 0))
        elif ctx.kind == "curly":
            parent.operands.append(((CURLY, term), 0))
        elif ctx.kind == "args":
            parent.operands.append(((ctx.functor, *ctx.items, term), 0))
        elif ctx.tail:
            parent.operands.append((make_list(ctx.items, term), 0))
        else:
            ctx.items.append(term)
            parent.operands.append((make_list(ctx.items), 0))
        return None


def _text(text: str, mode: str) -> object:
    """Quoted text as the flag (``double_quotes``, ``back_quotes``) makes it."""
    if mode == "codes":
        return make_list([ord(c) for c in text])
    if mode == "chars":
        return make_list(list(text))
    if mode == "atom":
        return text
    return PString(text)


def read_terms(text: str, source: str = "<string>", ops: Ops | None = None
               ) -> list[ReadTerm]:
    """Every clause of ``text`` (the first syntax error is raised)."""
    reader = Reader(text, source, ops)
    out = []
    while (clause := reader.read_clause()) is not None:
        out.append(clause)
    return out


__all__ = ["CONS", "ReadTerm", "Reader", "Syntax", "read_terms", "syntax_of"]
