"""The bundled examples: the course's trees and programs (``facts/`` in a checkout,
installed with the package as ``logic_minimax/examples/``), listed by ``logic-minimax
examples`` and usable by name wherever a file is expected (``logic-minimax query bratko
...``, ``consult(course_bratko).``); a path that exists wins."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent.parent
_SUMMARY = 70
_GOAL = re.compile(r"\?-\s*(.*?\.)(?:\s|$)")


def examples_dir() -> Path:
    """Where the examples are: in the installed package, else in the source checkout."""
    installed = _PACKAGE / "examples"
    return installed if installed.is_dir() else _PACKAGE.parent / "facts"


@dataclass(frozen=True)
class Example:
    """One bundled file: its name (the file name without ``.pl``), a summary (its first
    sentence) and a goal to try (its first ``?- goal.``)."""

    name: str
    path: Path
    summary: str
    goal: str | None


def examples() -> list[Example]:
    """Every bundled example, by name."""
    return [_example(path) for path in sorted(examples_dir().glob("*.pl"))]


def _example(path: Path) -> Example:
    header: list[str] = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.startswith("%"):
            break
        header.append(line.lstrip("% ").rstrip())
    text = " ".join(header)
    summary = text.split(": ", 1)[0]
    if len(summary) > _SUMMARY:  # whole words, then an ellipsis
        summary = summary[:_SUMMARY].rsplit(" ", 1)[0].rstrip(",;") + "…"
    goal = _GOAL.search(text)
    return Example(path.stem, path, summary, goal.group(1) if goal else None)


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
