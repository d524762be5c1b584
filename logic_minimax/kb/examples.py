"""The bundled example programs: the course's trees and programs (``facts/`` in a checkout,
installed with the package as ``logic_minimax/examples/``), each with its text, a title
and the first goal its header comment asks (``?- minimax(a, BestPos, Val, P).``) with
that goal's position.

``logic-minimax examples`` lists them and the page offers them; a name works wherever a
file does (``logic-minimax query bratko ...``, ``consult(course_bratko).`` at the
toplevel), and a path that exists wins. The course's notebooks (``*.ipynb``, for the
``notebook`` extra) are listed beside them.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from ..errors import SourceError
from ..prolog.core import deref
from ..prolog.parser import Reader
from ..prolog.write import show

_PACKAGE = Path(__file__).resolve().parents[1]
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


def examples_dir() -> Path:
    """Where the examples are: in the installed package, else in the source checkout."""
    installed = _PACKAGE / "examples"
    return installed if installed.is_dir() else _PACKAGE.parent / "facts"


@cache
def examples() -> tuple[Example, ...]:
    """The bundled examples, by name (read once)."""
    return tuple(_example(path.stem, path.read_text(encoding="utf-8"))
                 for path in sorted(examples_dir().glob("*.pl")))


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


@dataclass(frozen=True)
class Notebook:
    name: str
    """The file's name (``course.ipynb``)."""
    title: str
    """Its first heading."""
    text: str


def notebooks() -> tuple[Notebook, ...]:
    """The bundled notebooks, by name."""
    found = []
    for path in sorted(examples_dir().glob("*.ipynb")):
        text = path.read_text(encoding="utf-8")
        heading = next((line.lstrip("# ").strip() for cell in json.loads(text)["cells"]
                        if cell["cell_type"] == "markdown"
                        for line in "".join(cell["source"]).splitlines()
                        if line.startswith("#")), path.stem)
        found.append(Notebook(path.name, heading, text))
    return tuple(found)


def example_file(name: str) -> str:
    """``name`` itself if it is a file (or ``name.pl`` is, as ``consult/1`` looks), else
    the bundled example it names (``bratko`` or ``bratko.pl``), else ``name`` (loading
    then says it is missing)."""
    if _exists(Path(name)) or _exists(Path(name + ".pl")) or "/" in name:
        return name
    found = examples_dir() / (name if name.endswith(".pl") else name + ".pl")
    return str(found) if _exists(found) else name


def _exists(path: Path) -> bool:
    """``path.exists()``, false for names the system refuses (too long, a null byte)."""
    try:
        return path.exists()
    except (OSError, ValueError):
        return False
