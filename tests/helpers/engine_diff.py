"""Run generated cases (engine_gen) in one SWI-Prolog process and in our engine, giving
per goal the same lines: ``S <solution>``, ``X <error>``, ``L`` (inference limit)."""

from __future__ import annotations

import re
import subprocess
import tempfile
from pathlib import Path

from logic_minimax.errors import PrologError, PrologLimitError
from logic_minimax.prolog.core import Var, deref, make_list
from logic_minimax.prolog.engine import Engine
from logic_minimax.prolog.machine import Solver
from logic_minimax.prolog.walk import copy_term, term_vars
from logic_minimax.prolog.write import WRITEQ, term_to_text

from .engine_gen import Case
from .paths import ORACLE

_FRESH = re.compile(r"_G?[0-9]+")
RUNNER = ORACLE / "engine_runner.pl"
MAX_SOLUTIONS = 20

Results = dict[tuple[int, int], list[str]]


def _quote(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def run_swipl(exe: str, cases: list[Case]) -> Results:
    """Every goal of every case, run by SWI-Prolog (one process for the batch)."""
    with tempfile.TemporaryDirectory() as tmp:
        batch = Path(tmp) / "batch.txt"
        with batch.open("w") as out:
            for i, case in enumerate(cases, 1):
                path = Path(tmp) / f"case{i}.pl"
                path.write_text(case.program)
                goals = ", ".join(_quote(g) for g in case.goals)
                out.write(f"case({_quote(str(path))}, [{goals}]).\n")
        proc = subprocess.run([exe, "-q", str(RUNNER), str(batch)], capture_output=True,
                              text=True, timeout=600, check=False)
    results: Results = {}
    for line in proc.stdout.splitlines():
        kind, case_no, goal_no, *rest = _FRESH.sub("_", line).split(" ", 3)
        key = (int(case_no), int(goal_no))
        if kind == "E":
            results.setdefault(key, [])
        else:
            results.setdefault(key, []).append(" ".join([kind, *rest]))
    return results


def run_files(exe: str, files: dict[str, str], directory: Path, goals: list[str]
              ) -> tuple[tuple[list[list[str]], str], tuple[list[list[str]], str]]:
    """A program of several files (the first is consulted) and goals, run by SWI-Prolog
    and by our engine: each side's lines per goal and its messages while loading."""
    for name, text in files.items():
        (directory / name).write_text(text)
    main = directory / next(iter(files))
    batch = directory / "batch.txt"
    batch.write_text(f"case({_quote(str(main))}, [{', '.join(map(_quote, goals))}]).\n")
    proc = subprocess.run([exe, "-q", str(RUNNER), str(batch)], capture_output=True,
                          text=True, timeout=600, check=False)
    swi: list[list[str]] = [[] for _ in goals]
    for line in proc.stdout.splitlines():
        kind, _, goal_no, *rest = _FRESH.sub("_", line).split(" ", 3)
        if kind != "E":
            swi[int(goal_no) - 1].append(" ".join([kind, *rest]))
    engine = Engine()
    messages: list[str] = []
    engine.warn = messages.append
    engine.consult_file(main, str(main))
    ours = [_run_goal(engine, goal) for goal in goals]
    return (swi, proc.stderr), (ours, "".join(f"{m}\n" for m in messages))


def _numbered(term: object) -> str:
    t = copy_term(term)
    for k, v in enumerate(term_vars(t)):
        v.ref = ("$VAR", k)
    return _FRESH.sub("_", term_to_text(t, WRITEQ))


def run_engine(cases: list[Case]) -> Results:
    """The same goals run by our engine."""
    results: Results = {}
    for i, case in enumerate(cases, 1):
        engine = Engine()
        engine.warn = lambda text: None
        engine.consult_text(case.program, f"case{i}.pl")
        for n, text in enumerate(case.goals, 1):
            results[(i, n)] = _run_goal(engine, text)
    return results


def _run_goal(engine: Engine, text: str) -> list[str]:
    read = engine.read_query(text)
    bindings = make_list([("=", name, var) for name, var in read.names])
    lines: list[str] = []
    engine.limits.inferences = engine.inferences + 400_000
    try:
        for _ in Solver(engine, read.term):
            lines.append("S " + _numbered(bindings))
            if len(lines) == MAX_SOLUTIONS:
                break
    except PrologLimitError:
        return ["L"]
    except PrologError as e:
        ball = deref(e.term)
        if type(ball) is tuple and ball[0] == "error" and len(ball) == 3:
            ball = ball[1]
        return ["X " + _numbered(ball)]
    return lines


__all__ = ["Var", "run_engine", "run_files", "run_swipl"]
