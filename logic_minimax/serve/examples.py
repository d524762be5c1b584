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
from logic_minimax.prolog.reader import parse_term
from logic_minimax.prolog.terms import Compound, format_term

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
            term = parse_term(goal)
        except SourceError:
            term = None
        if isinstance(term, Compound) and term.args:
            root = format_term(term.args[0])
    return Example(name, title, goal, root, text)
