"""The fact parser: Prolog clause syntax for facts (and query terms), read by our own code.

User text is never handed to pyDatalog's ``load``/``ask`` or to ``eval``: those run Python.
Files are read a line at a time by :mod:`.stream`; this module is the tokenizer and the
term parser, which also give every error its line and column.
"""

from __future__ import annotations

import math
import re
import sys
from collections.abc import Iterator
from dataclasses import dataclass, field

from ..errors import FactSyntaxError, FactTypeError, SourceError
from .terms import Compound, PartialList, Term, Var

MAX_NESTING = 200
"""Deeper terms are refused with an error rather than risking Python's recursion limit."""


@dataclass(frozen=True)
class Clause:
    """One fact: ``name(args)`` at ``line``:``column`` of ``source``.

    ``arg_positions`` holds each argument's (line, column); it is ``None`` for lines read
    by the fast path, whose positions are recomputed from ``line_text`` only on error.
    """

    name: str
    args: tuple[Term, ...]
    source: str
    line: int
    column: int
    line_text: str
    arg_positions: tuple[tuple[int, int], ...] | None = field(default=None, compare=False)

    @property
    def indicator(self) -> str:
        return f"{self.name}/{len(self.args)}"

    def arg_position(self, index: int) -> tuple[int, int]:
        positions = self.arg_positions
        if positions is None:
            reparsed = parse_clause_text(self.line_text, self.source, self.line)
            positions = reparsed.arg_positions or ()
        if index < len(positions):
            return positions[index]
        return self.line, self.column

    def error(self, cls: type[SourceError], message: str, index: int | None = None,
              expected: str | None = None, line_text: str | None = None) -> SourceError:
        """An error located at this clause, or at its argument ``index``."""
        line, column = (self.line, self.column) if index is None else self.arg_position(index)
        text = self.line_text if line == self.line else (line_text or "")
        return cls(message, self.source, line, column, text, expected)


# --- tokenizer ---------------------------------------------------------------------------

# Layout is white space as SWI-Prolog reads it: Python's \s less the information
# separators \x1c-\x1f and NEL \x85, which SWI refuses as illegal characters. Lines end
# only at \n, as in SWI (and so in every reader here). Digits are ASCII only (\d would
# take other scripts' digits, which int() accepts). The quoted-atom body is possessive:
# ``\1\1`` can be split two ways, and backtracking over them was exponential.
LAYOUT = r"[^\S\x1c-\x1f\x85]"
_TOKEN = re.compile(
    rf"""
    (?P<ws>{LAYOUT}+)
  | (?P<comment>%[^\n]*)
  | (?P<block>/\*.*?\*/)
  | (?P<open_block>/\*)
  | (?P<end>\.(?={LAYOUT}|%|\Z))
  | (?P<float>[0-9]+(?:\.[0-9]+Inf|\.[0-9]+(?:[eE][+-]?[0-9]+)?|[eE][+-]?[0-9]+))
  | (?P<int>0x[0-9a-fA-F]+|0o[0-7]+|0b[01]+|[0-9]+)
  | (?P<name>[^\W\d_A-Z]\w*)
  | (?P<var>[A-Z_]\w*)
  | (?P<qatom>'(?:[^'\\\n]|''|\\x[0-9a-fA-F]+\\|\\[0-7]+\\|\\[^\n])*+')
  | (?P<open_quote>['"`])
  | (?P<punct>[()\[\],|{{}}])
  | (?P<solo>[!;])
  | (?P<symbol>[#$&*+\-./:<=>?@^~\\]+)
  | (?P<stray>.)
    """,
    re.VERBOSE | re.DOTALL,
)

_SIMPLE_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "a": "\a", "b": "\b", "f": "\f",
                   "v": "\v", "0": "\0", "e": "\x1b", "s": " ", "\\": "\\", "'": "'",
                   '"': '"', "`": "`"}
_ESCAPE = re.compile(r"\\(x[0-9a-fA-F]+\\|[0-7]+\\|.)|''")
_EDGE_LAYOUT = re.compile(rf"\A{LAYOUT}+|{LAYOUT}+\Z")
_SURROGATES = range(0xD800, 0xE000)
_BASES = {"x": 16, "o": 8, "b": 2}


@dataclass(frozen=True)
class Token:
    kind: str
    text: str
    line: int
    column: int
    end_column: int
    offset: int


def _unescape(body: str, token: Token, source: str, line_text: str) -> str:
    """The text of a quoted atom's ``body``; a bad escape is a syntax error at its column
    (a quoted atom never spans lines, so the column is the token's plus the offset)."""
    def fail(match: re.Match[str], message: str, expected: str) -> FactSyntaxError:
        return FactSyntaxError(message, source, token.line, token.column + 1 + match.start(),
                               line_text, expected)

    def replace(match: re.Match[str]) -> str:
        text = match.group(0)
        if text == "''":
            return "'"
        code = match.group(1)
        if code in _SIMPLE_ESCAPES:
            return _SIMPLE_ESCAPES[code]
        if code.endswith("\\") and len(code) > 1:
            value = int(code[1:-1], 16) if code[0] == "x" else int(code[:-1], 8)
            if value > sys.maxunicode or value in _SURROGATES:
                raise fail(match, f"illegal character code in the escape {text}",
                           "a Unicode code point up to \\x10FFFF\\, not a surrogate")
            return chr(value)
        raise fail(match, f"unknown escape sequence {text} in quoted atom",
                   r"one of \n \t \\ \' \xHH\ or '' inside a quoted atom")
    return _ESCAPE.sub(replace, body)


def tokenize(text: str, source: str, first_line: int = 1, final: bool = True,
             start: int = 0) -> Iterator[Token | SourceError]:
    """Tokens of ``text`` from offset ``start`` (comments and white space dropped).

    Lexical errors (an unterminated quoted atom) come inline as FactSyntaxError items,
    after which the rest of that line is skipped. When ``final`` is false and the text
    stops inside a block comment, the last item is a Token of kind ``incomplete``.
    """
    lines = text.split("\n")
    line = first_line + text.count("\n", 0, start)
    line_start = text.rfind("\n", 0, start) + 1
    pos = start
    match = _TOKEN.match
    while pos < len(text):
        m = match(text, pos)
        assert m is not None  # the last alternative matches any character
        kind = m.lastgroup or "stray"
        value = m.group(0)
        column = pos - line_start + 1
        if kind in ("open_block", "open_quote"):
            line_text = lines[line - first_line]
            if kind == "open_block" and not final:
                yield Token("incomplete", value, line, column, column, pos)
                return
            if kind == "open_block":
                yield FactSyntaxError("unterminated block comment", source, line, column,
                                      line_text, "'*/' to close the comment")
                return
            what = "quoted atom" if value == "'" else "string"
            yield FactSyntaxError(f"unterminated {what} starting here", source, line, column,
                                  line_text, f"a closing {value} on the same line")
            eol = text.find("\n", pos)
            if eol < 0:
                return
            pos, line, line_start = eol + 1, line + 1, eol + 1
            continue
        if kind not in ("ws", "comment", "block"):
            yield Token(kind, value, line, column, column + len(value), pos)
        newlines = value.count("\n")
        if newlines:
            line += newlines
            line_start = pos + value.rindex("\n") + 1
        pos = m.end()


# --- term parser -------------------------------------------------------------------------

class _ClauseParser:
    """Recursive descent over one clause's tokens (nesting capped at MAX_NESTING)."""

    def __init__(self, tokens: list[Token], source: str, lines: list[str], first_line: int,
                 allow_vars: bool) -> None:
        self.tokens = tokens
        self.source = source
        self.lines = lines
        self.first_line = first_line
        self.allow_vars = allow_vars
        self.i = 0
        self.positions: list[tuple[int, int]] = []  # of the head's arguments

    def line_text(self, line: int) -> str:
        index = line - self.first_line
        return self.lines[index] if 0 <= index < len(self.lines) else ""

    def fail(self, token: Token, message: str, expected: str | None = None,
             cls: type[SourceError] = FactSyntaxError) -> SourceError:
        return cls(message, self.source, token.line, token.column,
                   self.line_text(token.line), expected)

    def peek(self) -> Token | None:
        return self.tokens[self.i] if self.i < len(self.tokens) else None

    def next(self, expected: str) -> Token:
        token = self.peek()
        if token is None:
            last = self.tokens[-1]
            if last.kind == "end":
                raise self.fail(last, "unexpected '.': the clause is not finished", expected)
            raise FactSyntaxError(f"unexpected end of file after {last.text!r}", self.source,
                                  last.line, last.end_column, self.line_text(last.line),
                                  expected)
        self.i += 1
        return token

    def expect(self, text: str, expected: str) -> Token:
        token = self.next(expected)
        if token.text != text or token.kind not in ("punct", "end"):
            raise self.fail(token, f"unexpected {token.text!r}", expected)
        return token

    def term(self, depth: int = 0) -> Term:
        if depth >= MAX_NESTING:
            raise self.fail(self.tokens[self.i - 1],
                            f"terms nested deeper than {MAX_NESTING} levels")
        token = self.next("a term")
        kind = token.kind
        if kind in ("int", "float"):
            return self.number(token)
        if kind == "symbol" and token.text in ("-", "+"):
            after = self.peek()
            if after is not None and after.kind in ("int", "float") and \
                    after.line == token.line and after.column == token.end_column:
                self.i += 1
                number = self.number(after)
                return -number if token.text == "-" else number
            if self.allow_vars and after is not None and after.kind == "name" and \
                    after.text in ("inf", "infinite") and after.line == token.line and \
                    after.column == token.end_column:
                # -inf is the compound -(inf) as in SWI (evaluated as a bound), never
                # the atom '-inf'
                self.i += 1
                return Compound(token.text, (after.text,))
        if kind == "punct" and token.text == "{":
            after = self.peek()
            if after is None or after.text != "}" or after.kind != "punct":
                raise self.fail(token, "unexpected '{'", "'{}' (terms in braces are not "
                                "supported)")
            self.i += 1
            token = Token("name", "{}", token.line, token.column, after.end_column,
                          token.offset)
            kind = "name"
        if kind in ("name", "qatom", "symbol", "solo"):
            name = token.text
            if kind == "qatom":
                name = _unescape(token.text[1:-1], token, self.source,
                                 self.line_text(token.line))
            after = self.peek()
            if after is not None and after.text == "(" and after.kind == "punct" and \
                    after.column == token.end_column and after.line == token.line:
                self.i += 1
                return Compound(name, self.arguments(depth))
            return name
        if kind == "var":
            if not self.allow_vars:
                raise self.fail(token, f"variable {token.text!r} where a fact needs a constant",
                                "an atom (lower case or 'quoted'), a number or a list")
            return Var(token.text)
        if token.text == "[" and kind == "punct":
            return self.list_(depth)
        raise self.fail(token, f"unexpected {token.text!r}",
                        "an atom, a number, a list" + (" or a variable" if self.allow_vars
                                                        else ""))

    def number(self, token: Token) -> int | float:
        """An ``int`` or ``float`` token's value: ``007`` is 7 as in SWI, any number of
        digits; a float beyond the double range is SWI's float-overflow syntax error."""
        text = token.text
        if token.kind == "int":
            return int(text[2:], _BASES[text[1]]) if text[1:2] in _BASES else int(text)
        if text.endswith("Inf"):
            return math.inf
        value = float(text)
        if math.isinf(value):
            raise self.fail(token, f"float overflow: {text} is beyond the largest float",
                            "a float up to about 1.8e308")
        return value

    def arguments(self, depth: int) -> tuple[Term, ...]:
        args = [self.argument(depth)]
        while True:
            token = self.next("',' or ')'")
            if token.text == ")" and token.kind == "punct":
                return tuple(args)
            if token.text != "," or token.kind != "punct":
                raise self.fail(token, f"unexpected {token.text!r} in arguments", "',' or ')'")
            args.append(self.argument(depth))

    def argument(self, depth: int) -> Term:
        token = self.peek()
        if depth == -1 and token is not None:  # an argument of the clause's head
            self.positions.append((token.line, token.column))
        return self.term(depth + 1)

    def list_(self, depth: int) -> Term:
        after = self.peek()
        if after is not None and after.text == "]" and after.kind == "punct":
            self.i += 1
            return ()
        items = [self.term(depth + 1)]
        while True:
            token = self.next("',', '|' or ']'")
            if token.kind == "punct" and token.text == "]":
                return tuple(items)
            if token.kind == "punct" and token.text == ",":
                items.append(self.term(depth + 1))
                continue
            if token.kind == "punct" and token.text == "|":
                tail = self.term(depth + 1)
                self.expect("]", "']' after the list tail")
                if isinstance(tail, tuple):
                    return tuple(items) + tail
                if isinstance(tail, PartialList):
                    return PartialList(tuple(items) + tail.items, tail.tail)
                if isinstance(tail, Var):
                    return PartialList(tuple(items), tail)
                raise self.fail(token, "a list tail must be a list or a variable")
            raise self.fail(token, f"unexpected {token.text!r} in list", "',', '|' or ']'")

    def clause(self) -> Clause:
        """``name(args) .`` with rules, directives and queries refused by name."""
        first = self.tokens[0]
        if first.kind == "symbol" and first.text in (":-", "?-"):
            what = "directives" if first.text == ":-" else "queries"
            raise self.fail(first, f"{what} ({first.text} ...) are not supported in fact files",
                            "a fact such as moves(a, [b, c]).", FactTypeError)
        neck = next((t for t in self.tokens if t.kind == "symbol" and t.text in (":-", "-->")),
                    None)
        if neck is not None:
            raise self.fail(neck, f"rules ({neck.text}) are not supported in fact files, "
                            "only facts", "'.' to end the fact", FactTypeError)
        head = self.term(-1)
        end = self.next("'.' to end the clause")
        if end.kind != "end":
            previous = self.tokens[self.i - 2]
            if end.line == previous.line and end.kind in ("punct", "symbol", "stray"):
                raise self.fail(end, f"unexpected {end.text!r} after the fact",
                                "'.' to end the clause")
            raise FactSyntaxError(
                f"missing '.' after {previous.text!r} (found {end.text!r})", self.source,
                previous.line, previous.end_column, self.line_text(previous.line),
                "'.' to end the clause")
        if isinstance(head, Compound):
            positions = tuple(self.positions)
            return Clause(head.name, head.args, self.source, first.line, first.column,
                          self.line_text(first.line), positions)
        if isinstance(head, str):
            return Clause(head, (), self.source, first.line, first.column,
                          self.line_text(first.line), ())
        raise self.fail(first, f"a fact must start with a predicate name, not {first.text!r}",
                        "a fact such as moves(a, [b, c]).")




def parse_chunk(text: str, source: str = "<string>", first_line: int = 1, *,
                final: bool = True, start: int = 0, allow_vars: bool = False
                ) -> tuple[list[Clause | SourceError], int | None]:
    """Parse the complete clauses of ``text`` from offset ``start``.

    Returns the clauses and, in their place, the errors of clauses that do not parse; and,
    unless ``final``, the offset where an unfinished clause (or open comment) starts.
    """
    lines = text.split("\n")
    items: list[Clause | SourceError] = []
    tokens: list[Token] = []
    for token in tokenize(text, source, first_line, final, start):
        if isinstance(token, SourceError):
            items.append(token)
            tokens = []
        elif token.kind == "incomplete":
            return items, (tokens[0] if tokens else token).offset
        else:
            tokens.append(token)
            if token.kind == "end":
                items.append(_parse_clause(tokens, source, lines, first_line, allow_vars))
                tokens = []
    if tokens:
        if not final:
            return items, tokens[0].offset
        items.append(_parse_clause(tokens, source, lines, first_line, allow_vars))
    return items, None


def _parse_clause(tokens: list[Token], source: str, lines: list[str], first_line: int,
                  allow_vars: bool) -> Clause | SourceError:
    try:
        return _ClauseParser(tokens, source, lines, first_line, allow_vars).clause()
    except SourceError as error:
        return error


def parse_text(text: str, source: str = "<string>") -> list[Clause | SourceError]:
    """Every clause of ``text``, with errors in place of clauses that do not parse."""
    return parse_chunk(text, source)[0]


def parse_clause_text(text: str, source: str, line: int) -> Clause:
    """The one clause on a line (used to recompute positions of fast-path clauses)."""
    for item in parse_chunk(text, source, line)[0]:
        if isinstance(item, SourceError):
            raise item
        return item
    raise FactSyntaxError("no clause here", source, line, 1, text, "a fact")


def parse_term(text: str, source: str = "<query>") -> Term:
    """One term followed by '.', as typed at a ``?-`` prompt (variables allowed)."""
    body = _EDGE_LAYOUT.sub("", text)  # not str.strip(): \x1c-\x1f are no layout
    if body.startswith("?-"):
        body = body[2:]
    if not body.endswith("."):
        body += "."
    tokens: list[Token] = []
    for token in tokenize(body, source):
        if isinstance(token, SourceError):
            raise token
        tokens.append(token)
    if not tokens or tokens[0].kind == "end":
        raise FactSyntaxError("empty query", source, 1, 1, body,
                              "a goal such as minimax(a, B, V, P).")
    parser = _ClauseParser(tokens, source, body.split("\n"), 1, allow_vars=True)
    term = parser.term()
    end = parser.next("'.' to end the query")
    if end.kind != "end":
        raise parser.fail(end, f"unexpected {end.text!r} after the goal", "'.' to end the query")
    if parser.peek() is not None:
        extra = parser.next("nothing")
        raise parser.fail(extra, f"unexpected {extra.text!r} after the query's '.'",
                          "one goal per query")
    return term
