"""A notebook cell's Prolog text: its program (clauses and directives, consulted as a
file) and its queries (answered as SWI's toplevel answers them), split by the engine's
lexer.

A query is a term written after ``?-`` (``?- minimax(a, B, V, P).``), or the cell's only
term when it has no body and reads as a goal (``trace.``, ``member(X, [1, 2]).``), as in
the Prolog kernels for Jupyter (hhu-stups' ``prolog-jupyter-kernel``). Everything else
is the program (a term that does not read too: consulting reports it, at its line).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from ..errors import PrologSyntaxError
from ..prolog.lexer import Lexer

_NOT_NEWLINE = re.compile(r"[^\n]")
_BODY = frozenset({":-", "-->"})
_OPEN = frozenset("([{")
_CLOSE = frozenset(")]}")


@dataclass(frozen=True)
class Cell:
    program: str
    """The cell's text with its queries blanked out (spaces): the program's errors keep
    the cell's lines and columns."""
    queries: tuple[str, ...]
    """The queries, in order, each as typed after ``?-``."""


@dataclass(frozen=True)
class _Term:
    start: int
    end: int
    query: bool
    """Written after ``?-``."""
    bodiless: bool
    """No ``:-`` or ``-->`` outside brackets: a fact, or a goal."""


def split_cell(text: str, reads: Callable[[str], bool]) -> Cell:
    """The program and the queries of a cell's text; ``reads`` says whether a text reads
    as a goal."""
    terms = _terms(text)
    if len(terms) == 1 and terms[0].bodiless and _nothing_after(text, terms[0].end) and \
            reads(text[terms[0].start:terms[0].end]):
        terms = [_Term(terms[0].start, terms[0].end, True, True)]
    program = text
    queries = []
    for term in terms:
        if term.query:
            query = text[term.start:term.end].strip()
            queries.append(query[2:].lstrip() if query.startswith("?-") else query)
            program = program[:term.start] + _NOT_NEWLINE.sub(" ", text[term.start:term.end]) \
                + program[term.end:]
    return Cell(program, tuple(queries))


def _nothing_after(text: str, end: int) -> bool:
    """Only layout and comments after ``end`` (no unfinished term)."""
    try:
        return Lexer(text[end:], "<cell>").next().kind == "eof"
    except PrologSyntaxError:
        return False


def _terms(text: str) -> list[_Term]:
    """Each term of ``text`` (to its final ``.``), as the lexer sees it; a term with a
    lexical error ends with its line (the consult reports it), and an open block comment
    ends the text."""
    terms: list[_Term] = []
    lexer = Lexer(text, "<cell>")
    start = 0
    first: str | None = None
    depth = 0
    body = False
    while True:
        try:
            token = lexer.next()
        except PrologSyntaxError as error:
            if "comment" in error.message:  # (SWI's words: End of file in /* ... */ comment)
                break
            newline = text.find("\n", lexer.pos)
            lexer.pos = len(text) if newline < 0 else newline + 1
            terms.append(_Term(start, lexer.pos, False, False))
            start, first, depth, body = lexer.pos, None, 0, False
            continue
        if token.kind == "eof":
            break
        if token.kind == "end":
            terms.append(_Term(start, token.end, first == "?-", not body and first != ":-"))
            start, first, depth, body = token.end, None, 0, False
            continue
        if first is None:
            first = str(token.value) if token.kind == "name" else ""
        if token.kind == "punct":
            depth += (token.value in _OPEN) - (token.value in _CLOSE)
        elif token.kind == "name" and depth == 0 and token.value in _BODY:
            body = True
    return terms
