"""Query text at the toplevel: splitting typed text into queries, and placing a fact's
errors on the query's own lines."""

from __future__ import annotations

from ..errors import LoadError, PrologSyntaxError, SourceError
from ..prolog.core import CONS, NIL, deref
from ..prolog.parser import Reader
from ..prolog.reader import tokenize


def split_queries(text: str) -> tuple[list[str], str]:
    """The complete queries of ``text`` (each up to its final ``.``) and the rest.

    Blank lines before a query are dropped, so that its errors count lines from its
    first. A query with a lexical error (an unclosed quote) ends with its line, so that
    the error is reported; an open block comment waits for more text.
    """
    queries: list[str] = []
    start = 0
    for token in tokenize(text, "<query>", final=False):
        if isinstance(token, SourceError):
            newline = text.find("\n", _offset(text, token.line, token.column))
            end = len(text) if newline < 0 else newline + 1
        elif token.kind == "end":
            end = token.offset + 1
        elif token.kind == "incomplete":
            break
        else:
            continue
        if end > start:
            queries.append(_without_blank_lines(text[start:end]))
            start = end
    return queries, text[start:]


def _without_blank_lines(query: str) -> str:
    while "\n" in query and not query[:query.index("\n")].strip():
        query = query[query.index("\n") + 1:]
    return query


def _offset(text: str, line: int, column: int) -> int:
    lines = text.split("\n")
    return sum(len(part) + 1 for part in lines[:line - 1]) + column - 1


def argument_only(text: str) -> str:
    """``text`` (``assertz(Fact).``) with all but ``Fact`` blanked out and a ``.`` after it,
    so that a fact's errors have their line and column inside the query."""
    tokens = [t for t in tokenize(text, "<query>") if not isinstance(t, SourceError)]
    first = 3 if tokens[0].text == "?-" else 2  # after the name and '(', quoted or not
    close = tokens[-2] if tokens[-1].kind == "end" else tokens[-1]
    chars = [c if c == "\n" or tokens[first].offset <= i < close.offset else " "
             for i, c in enumerate(text)]
    chars[close.offset] = "."
    return "".join(chars)


def placed_in(error: LoadError, text: str) -> LoadError:
    """The errors of a fact taken from a query, shown on the query's own lines."""
    lines = text.split("\n")
    return LoadError([type(e)(e.message, e.source, e.line, e.column, lines[e.line - 1],
                              e.expected) for e in error.errors], error.truncated)


def consulted_files(text: str) -> tuple[str, ...] | None:
    """The files of ``[File, ...].`` or ``consult(File).`` written with paths the fact
    reader does not read (``[facts/bones_rules].``), or None for another query."""
    try:
        read = Reader(text.strip().rstrip(".") + " .", "<query>").read_clause()
    except PrologSyntaxError:
        return None
    term = None if read is None else deref(read.term)
    if type(term) is tuple and term[0] == "consult" and len(term) == 2:
        term = deref(term[1])
        if not (type(term) is tuple and term[0] == CONS):
            term = (CONS, term, NIL)
    names: list[str] = []
    while type(term) is tuple and term[0] == CONS and len(term) == 3:
        name = _path(term[1])
        if name is None:
            return None
        names.append(name)
        term = deref(term[2])
    return tuple(names) if names and term == NIL else None


def _path(term: object) -> str | None:
    """``facts/bratko`` -> ``"facts/bratko"``; an atom is itself."""
    term = deref(term)
    if type(term) is str:
        return term
    if type(term) is tuple and term[0] == "/" and len(term) == 3:
        left, right = _path(term[1]), _path(term[2])
        return None if left is None or right is None else f"{left}/{right}"
    return None
