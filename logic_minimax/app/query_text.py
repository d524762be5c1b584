"""Query text at the toplevel: splitting typed text into queries (each read later by the
engine's reader, once)."""

from __future__ import annotations

from ..errors import PrologSyntaxError
from ..prolog.lexer import Lexer


def split_queries(text: str) -> tuple[list[str], str]:
    """The complete queries of ``text`` (each up to its final ``.``) and the rest.

    Blank lines before a query are dropped, so that its errors count lines from its
    first. A query with a lexical error (an unclosed quote) ends with its line, so that
    the error is reported; an open block comment waits for more text.
    """
    queries: list[str] = []
    lexer = Lexer(text, "<query>")
    start = 0
    while True:
        try:
            token = lexer.next()
        except PrologSyntaxError as error:
            if "comment" in error.message:  # (SWI's words: End of file in /* ... */ comment)
                break  # more text may close it
            newline = text.find("\n", lexer.pos)
            end = len(text) if newline < 0 else newline + 1
            lexer.pos = end
        else:
            if token.kind == "eof":
                break
            if token.kind != "end":
                continue
            end = token.end
        if end > start:
            queries.append(_without_blank_lines(text[start:end]))
            start = end
    return queries, text[start:]


def _without_blank_lines(query: str) -> str:
    while "\n" in query and not query[:query.index("\n")].strip():
        query = query[query.index("\n") + 1:]
    return query
