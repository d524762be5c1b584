"""Prolog programs run by SWI-Prolog and by a knowledge base's engine, printed the same
way (``print/1`` of each solution, and the four-port trace), for differential tests."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

from logic_minimax import KnowledgeBase
from logic_minimax.prolog.trace import TracePrinter

from .swipl import require_swipl

_VAR = re.compile(r"\b_[0-9A-Z]\w*")
_LINE = re.compile(r"^ *(Call|Exit|Fail|Redo): \((\d+)\) (.*)$")


def solutions_goal(goal: str) -> str:
    """A goal printing every solution of ``goal`` (as ``print/1`` writes it), then ``end``."""
    return f"forall(({goal}), (print(({goal})), nl)), write(end), nl"


def swipl_run(files: list[Path], goal: str, tmp: Path, trace: bool = False) -> list[str]:
    """The lines SWI-Prolog prints running ``goal`` after consulting ``files``."""
    driver = tmp / "driver.pl"
    traced = ("leash(-all), visible(-all), visible(+call), visible(+exit), visible(+fail), "
              "visible(+redo), trace, ") if trace else ""
    driver.write_text(f":- initialization(main).\nmain :- {traced}(({goal}) -> true ; true), "
                      "notrace, halt.\n")
    proc = subprocess.run([require_swipl(), "-q", *map(str, files), str(driver)],
                          capture_output=True, text=True, timeout=120, check=False)
    lines = (proc.stdout + proc.stderr).splitlines()
    return normalize_trace(lines) if trace else [_VAR.sub("_", line) for line in lines
                                                 if not line.startswith("Warning")]


def engine_run(kb: KnowledgeBase, goal: str, trace: bool = False) -> list[str]:
    """The lines the knowledge base's engine prints running ``goal``."""
    engine = kb.engine
    out = engine.capture()
    lines: list[str] = []
    if trace:
        engine.tracer = TracePrinter(lambda text: lines.extend(text.splitlines()), engine.ops)
    try:
        list(engine.query(f"(({goal}) -> true ; true)."))
    finally:
        engine.tracer = None
        engine.outputs.pop()
    if trace:
        return normalize_trace(lines)
    return [_VAR.sub("_", line) for line in out.getvalue().splitlines()]


def normalize_trace(lines: list[str]) -> list[str]:
    """Trace lines with variables as ``_`` and depths counted from the first line."""
    out: list[tuple[str, int, str]] = []
    for line in lines:
        m = _LINE.match(line)
        if m is None or line.startswith("^"):
            continue
        out.append((m.group(1), int(m.group(2)), _VAR.sub("_", m.group(3))))
    base = out[0][1] if out else 0
    return [f"{port}: ({depth - base}) {goal}" for port, depth, goal in out]
