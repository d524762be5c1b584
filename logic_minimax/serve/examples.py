"""The bundled example programs (``facts/``), as the page offers them: each with its text,
a title, and the first goal its header comment asks (``?- minimax(a, BestPos, Val, P).``)
with that goal's position, for the stepper's root.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from logic_minimax.errors import SourceError
from logic_minimax.prolog.core import deref
from logic_minimax.prolog.parser import Reader
from logic_minimax.prolog.write import show

_GOAL = re.compile(r"^%\s*\?-\s*(.*?\.)(?:\s|$)", re.MULTILINE)


@dataclass(frozen=True)
class Example:
    name: str
    """The file's name without ``.pl`` (``bratko``)."""
    title: str
    """The start of its header comment, to its first parenthesis, colon or full stop."""
    goal: str
    """The first goal its header asks, or ``""``."""
    root: str
    """That goal's first argument (a position), or ``""``."""
    text: str


def _directory() -> Path:
    """Where the examples are: the ``facts/`` of the source tree the package runs from."""
    return Path(__file__).resolve().parents[2] / "facts"


@cache
def examples() -> tuple[Example, ...]:
    """The bundled examples, by name (read once)."""
    found = []
    for path in sorted(_directory().glob("*.pl")):
        text = path.read_text(encoding="utf-8")
        found.append(_example(path.stem, text))
    return tuple(found)


def _example(name: str, text: str) -> Example:
    header = []
    for line in text.splitlines():
        if not line.startswith("%"):
            break
        header.append(line.lstrip("% ").strip())
    first = " ".join(header)
    title = re.split(r" \(|:|\. ", first)[0].removesuffix(".") if first else name
    goal = root = ""
    match = _GOAL.search(text)
    if match:
        goal = match[1]
        try:
            read = Reader(goal, "<example>").read_clause()
        except SourceError:
            read = None
        term = None if read is None else deref(read.term)
        if type(term) is tuple and len(term) > 1:
            root = show(term[1])
    return Example(name, title, goal, root, text)
