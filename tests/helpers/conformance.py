"""Goals run as ``findall`` with errors caught, in SWI-Prolog (tests/oracle/iso_runner.pl)
and in the engine, each over a program loaded afresh, giving per goal the same line:
``Result<tab>Output`` (see the runner for the forms of Result)."""

from __future__ import annotations

import re
import subprocess
import tempfile
from pathlib import Path

from logic_minimax.errors import PrologError, PrologLimitError, PrologSyntaxError
from logic_minimax.prolog.core import PString, Var, deref, make_list
from logic_minimax.prolog.engine import Engine
from logic_minimax.prolog.machine import Solver
from logic_minimax.prolog.walk import copy_term, term_vars
from logic_minimax.prolog.write import WRITEQ, term_to_text

from .paths import ORACLE

RUNNER = ORACLE / "iso_runner.pl"
_FRESH = re.compile(r"\b_G?[0-9]+\b")  # a fresh variable as written: SWI's _123, ours _G45
MAX_SOLUTIONS = 50
INFERENCES = 1_000_000
SECONDS = 10.0  # a goal that hangs in the engine is a finding, not a stuck suite


def read_goals(path: Path) -> list[str]:
    """The goals of a goal file: one a line, ``%`` lines are comments."""
    lines = path.read_text(encoding="utf-8").splitlines()
    return [line.strip() for line in lines if line.strip() and not line.startswith("%")]


def swipl_results(exe: str, program: Path, goals: list[str], each: bool = False
                  ) -> list[str]:
    """Each goal's line as SWI-Prolog gives it: one process for all of them, or one per
    goal (``each``: SWI 9.0 may crash reloading tabled predicates)."""
    if each:
        return [swipl_results(exe, program, [goal])[0] for goal in goals]
    with tempfile.TemporaryDirectory() as tmp:
        goal_file = Path(tmp) / "goals.txt"
        goal_file.write_text("".join(f"goal({_string(g)}).\n" for g in goals),
                             encoding="utf-8")
        proc = subprocess.run([exe, "-q", str(RUNNER), "--", str(program), str(goal_file)],
                              capture_output=True, text=True, timeout=900, check=False)
    found: dict[int, str] = {}
    for line in proc.stdout.splitlines():
        number, _, rest = line.partition("\t")
        if number.isdigit():
            found[int(number)] = _FRESH.sub("_", rest)
    return [found.get(i, f"<no result from swipl: {proc.stderr[-500:]}>")
            for i in range(1, len(goals) + 1)]


def engine_results(program: Path, goals: list[str]) -> list[str]:
    """Each goal's line as the engine gives it."""
    text = program.read_text(encoding="utf-8", errors="replace")
    return [_engine_goal(text, str(program), goal) for goal in goals]


def engine_results_shared(goals: list[str]) -> list[str]:
    """Each goal's line as one engine gives them all, one after the other (goals that
    leave nothing behind: no clauses, flags or globals)."""
    engine = Engine()
    engine.warn = lambda text: None
    return [_engine_run(engine, goal) for goal in goals]


def _engine_goal(program: str, source: str, goal: str) -> str:
    engine = Engine()
    engine.warn = lambda text: None
    engine.consult_text(program, source)
    return _engine_run(engine, goal)


def _engine_run(engine: Engine, goal: str) -> str:
    engine.limits.inferences = engine.inferences + INFERENCES
    engine.limits.seconds = SECONDS
    out = engine.capture()
    result = _outcome(engine, goal)
    return _FRESH.sub("_", f"{result}\t{_quoted(PString(out.getvalue()))}")


def _outcome(engine: Engine, goal: str) -> str:
    try:
        read = engine.read_query(goal)
    except PrologSyntaxError:
        return "p"
    values = make_list([v for _, v in read.names])
    solutions: list[object] = []
    try:
        for _ in Solver(engine, read.term):
            solutions.append(copy_term(values))
            if len(solutions) == MAX_SOLUTIONS:
                break
    except PrologLimitError:
        return "l"
    except PrologError as e:
        ball = deref(e.term)
        if type(ball) is tuple and ball[0] == "error" and len(ball) == 3:
            return _quoted(("e", ball[1]))
        return _quoted(("b", ball))
    return _quoted(("s", make_list(solutions)))


def _quoted(term: object) -> str:
    t = copy_term(term)
    for k, v in enumerate(term_vars(t)):
        v.ref = ("$VAR", k)
    return term_to_text(t, WRITEQ)


def _string(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


__all__ = ["Var", "engine_results", "engine_results_shared", "read_goals", "swipl_results"]
