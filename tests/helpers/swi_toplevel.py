"""SWI-Prolog's own toplevel as the oracle: a query typed at ``?-`` over a program (each
in a fresh ``swipl``), and what it prints, without the stack lines of its errors."""

from __future__ import annotations

import subprocess
import tempfile
from pathlib import Path

from .paths import ORACLE

DET_RUNNER = ORACLE / "det_runner.pl"
_NOISE = ("ERROR: In:", "ERROR:   [", "ERROR:    [", "ERROR: Note:", "ERROR: Re-run",
          "   Exception:", "Warning:")


def toplevel(exe: str, program: str, query: str, typed: str = "") -> list[str]:
    """The lines SWI's toplevel prints for ``query`` (then ``typed`` as the user's
    replies), blank lines and the stack of an error left out (an ``ERROR:`` line before
    the stack is SWI's, and kept)."""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "program.pl"
        path.write_text(program, encoding="utf-8")
        proc = subprocess.run([exe, "-q", str(path)], input=f"{query}\n{typed}",
                              capture_output=True, text=True, timeout=60, check=False)
    kept: list[str] = []
    stack = False  # within an error's stack: from its ``ERROR: In:`` to its last line
    for line in (proc.stdout + proc.stderr).splitlines():
        stack = line.startswith("ERROR: In:") or (stack and line.startswith("ERROR:"))
        if line.strip() and not stack and not line.startswith(_NOISE):
            kept.append(line.rstrip())
    return kept


def determinism(exe: str, program: Path, goals: list[str]) -> list[str]:
    """``det``, ``nondet`` or ``fail`` for each goal's first answer, as SWI leaves it."""
    with tempfile.TemporaryDirectory() as tmp:
        goal_file = Path(tmp) / "goals.txt"
        goal_file.write_text("".join(f"goal({_string(g)}).\n" for g in goals),
                             encoding="utf-8")
        proc = subprocess.run([exe, "-q", str(DET_RUNNER), "--", str(program),
                               str(goal_file)],
                              capture_output=True, text=True, timeout=300, check=False)
    return proc.stdout.split()


def _string(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'
