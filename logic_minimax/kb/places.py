"""Where a game-tree fact stands in the loaded text: the place an error about it names.

A fact the engine holds in a table has no place of its own (rows are heads only), and
checks that run after a load (a chance distribution, a side fact nothing reaches) or
during a search (a value that is no number) name the fact by its predicate and leading
arguments: its place is found in the text again, the first fact that matches.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from ..errors import SourceError
from ..prolog.builtins.database import clause_items, clause_term
from ..prolog.core import Var, unify
from ..prolog.engine import Engine
from ..prolog.write import show


@dataclass(frozen=True)
class Source:
    """A file (``path``), or text given with a name (``text``)."""

    name: str
    path: Path | None
    text: str | None


class Places:
    """Finds where a fact stands in the loaded text, for an error's place."""

    def __init__(self, sources: Sequence[Source]) -> None:
        self.sources = sources
        self.texts: dict[str, str] = {}

    def _text(self, source: Source) -> str:
        if source.name not in self.texts:
            self.texts[source.name] = source.text if source.text is not None else \
                source.path.read_text(encoding="utf-8", errors="replace") \
                if source.path is not None else ""
        return self.texts[source.name]

    def line(self, name: str, line: int) -> str:
        """The text of line ``line`` of the source ``name``."""
        source = next(s for s in self.sources if s.name == name)
        lines = self._text(source).split("\n", line)
        return lines[line - 1] if 0 < line <= len(lines) else ""

    def error(self, kind: type[SourceError], name: str, key: object, message: str,
              expected: str | None, arg: int | None = None) -> SourceError:
        """The error placed at the first fact ``name(Key, ...)`` (``key`` a tuple: the
        leading arguments), at argument ``arg`` if given."""
        keys = key if isinstance(key, tuple) else (key,)
        args = r"[ \t]*,[ \t]*".join(re.escape(show(k)) for k in keys)
        pattern = re.compile(rf"(?:^|(?<=[.\s]))[ \t]*{re.escape(name)}\([ \t]*{args}"
                             r"[ \t]*[,)]", re.MULTILINE)
        for source in self.sources:
            text = self._text(source)
            m = pattern.search(text)
            if m is not None:
                fact = m.start() + len(m.group()) - len(m.group().lstrip(" \t"))
                line = text.count("\n", 0, fact) + 1
                start = text.rfind("\n", 0, fact) + 1
                end = text.find("\n", start)
                line_text = text[start:end if end >= 0 else len(text)]
                column = fact - start + 1
                if arg is not None:
                    column += argument_column(line_text[fact - start:], arg) - 1
                return kind(message, source.name, line, column, line_text, expected)
        return kind(message, self.sources[-1].name if self.sources else "<facts>", 1, 1,
                    "", expected)


def argument_column(line_text: str, index: int) -> int:
    """The column where argument ``index`` of the first fact on the line starts."""
    depth = 0
    quote = ""
    arg = -1
    for i, c in enumerate(line_text):
        if quote:
            if c == quote:
                quote = ""
            continue
        if c in "'\"":
            quote = c
        elif c in "([{":
            depth += 1
            if depth == 1 and c == "(":
                arg = 0
                if index == 0:
                    return _skip_blanks(line_text, i + 1)
        elif c in ")]}":
            depth -= 1
        elif c == "," and depth == 1:
            arg += 1
            if arg == index:
                return _skip_blanks(line_text, i + 1)
    return 1


def _skip_blanks(text: str, i: int) -> int:
    while i < len(text) and text[i] in " \t":
        i += 1
    return i + 1


def clause_place(engine: Engine, name: str, pos: object) -> str:
    """Where the first clause stands that answers ``name(pos, X)`` (`` (the fact at
    file:line:col)``), as far as the engine and the files tell; else nothing."""
    pred = engine.preds.get((name, 2))
    if pred is None:
        return ""
    for item in clause_items(pred):
        head, body = clause_term(item)
        trail: list[Var] = []
        matched = unify(head, (name, pos, Var()), trail)
        for var in trail:
            var.ref = None
        if not matched:
            continue
        what = "fact" if body == "true" else "clause"
        source = pred.source if type(item) is tuple else item.source  # type: ignore[union-attr]
        if source is None or not Path(source).is_file():
            return ""
        places = Places([Source(source, Path(source), None)])
        if type(item) is tuple:  # a table's row: found in the file
            return f" (the {what} at {places.error(SourceError, name, pos, '', None).location})"
        line_text = places.line(source, item.line)  # type: ignore[union-attr]
        column = line_text.find(f"{name}(") + 1 or 1
        return f" (the {what} at {source}:{item.line}:{column})"  # type: ignore[union-attr]
    return ""
