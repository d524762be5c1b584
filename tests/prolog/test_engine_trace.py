"""The four-port trace compared with SWI-Prolog's, line by line (variable names and the
absolute depth aside): small programs and the course's minimax over Bratko's tree."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from tests.helpers.engine_util import engine_with
from tests.helpers.paths import BRATKO as FACTS
from tests.helpers.paths import ORACLE
from tests.helpers.swipl import require_swipl

MINIMAX = ORACLE / "minimax.pl"

pytestmark = pytest.mark.swipl

SMALL = """
p(X) :- q(X), r(X).
q(1). q(2).
r(2).
s(X) :- X > 0, !, t(X).
s(0).
t(_).
len([], 0).
len([_|T], N) :- len(T, M), N is M+1.
"""
_VAR = re.compile(r"\b_[0-9A-Z]\w*")
_LINE = re.compile(r"^ *(Call|Exit|Fail|Redo): \((\d+)\) (.*)$")


def normalize(lines: list[str]) -> list[str]:
    """Trace lines with variables as ``_``, depths from the first line, and no module
    qualifiers; lines of meta-calls (SWI marks them ``^``) left out."""
    out: list[tuple[str, int, str]] = []
    for line in lines:
        m = _LINE.match(line)
        if m is None or line.startswith("^"):
            continue
        goal = _VAR.sub("_", m.group(3)).replace("lists:", "")
        out.append((m.group(1), int(m.group(2)), goal))
    base = out[0][1] if out else 0
    return [f"{port}: ({depth - base}) {goal}" for port, depth, goal in out]


def swipl_trace(program: str, goal: str, tmp: Path) -> list[str]:
    exe = require_swipl()
    source = tmp / "prog.pl"
    source.write_text(program)
    main = (":- initialization(main).\nmain :- leash(-all), visible(-all), visible(+call), "
            "visible(+exit), visible(+fail), visible(+redo), trace, "
            f"(({goal}), fail ; true), notrace, halt.\n")
    driver = tmp / "driver.pl"
    driver.write_text(main)
    proc = subprocess.run([exe, "-q", str(source), str(driver)], capture_output=True,
                          text=True, timeout=120, check=False)
    return normalize((proc.stdout + proc.stderr).splitlines())


def our_trace(program: str, goal: str) -> list[str]:
    e = engine_with(program)
    lines: list[str] = []
    from logic_minimax.prolog.trace import TracePrinter
    printer = TracePrinter(lambda text: lines.extend(text.splitlines()), e.ops)
    e.tracer = printer
    list(e.query(f"(({goal}), fail ; true)."))
    e.tracer = None
    return normalize(lines)


@pytest.mark.parametrize("goal", ["p(X)", "s(1)", "s(0)", "len([a, b], N)", "\\+ q(3)",
                                  "member(X, [a, b]), q(X)", "q(X), X > 1",
                                  "between(1, 3, X), r(X)", "atom_length(abc, N)",
                                  "aggregate_all(count, q(X), N)",
                                  "p(X), aggregate_all(count, (q(Y), Y > X), N)",
                                  "aggregate_all(count, call(q, Y), N)",
                                  "aggregate_all(count, (q(Y) ; r(Y)), N)",
                                  "once(q(Y))", "once((q(Y), r(Y)))", "ignore(r(3))",
                                  "catch((q(Y), r(Y)), _, true)", "forall(q(Y), r(Y))",
                                  "forall(q(Y), (r(Y), r(Y)))", "findall(Y, q(Y), L)",
                                  "findall(Y, (q(Y), r(Y)), L)",
                                  "findall(Y, q(Y), L, [])", "setof(Y, q(Y), L)",
                                  "bagof(Y-Z, (q(Y), r(Z)), L)",
                                  "p(X), setof(Y, (q(Y), Y > X), L)",
                                  "aggregate_all(sum(Y), (q(Y), Y > 0), S)",
                                  "aggregate_all(max(Y, Y), q(Y), M)",
                                  "aggregate_all(bag(Y), (q(Y), r(Y)), L)"])
def test_small_programs_trace_as_swi(goal: str, tmp_path: Path) -> None:
    assert our_trace(SMALL, goal) == swipl_trace(SMALL, goal, tmp_path)


def test_course_minimax_traces_as_swi(tmp_path: Path) -> None:
    program = FACTS.read_text() + "\n" + "\n".join(
        line for line in MINIMAX.read_text().splitlines()
        if not line.startswith(":- module") and not line.startswith(":- dynamic"))
    goal = "minimax(a, BestPos, Val, Path)"
    ours = our_trace(program, goal)
    assert len(ours) > 100
    assert ours == swipl_trace(program, goal, tmp_path)
