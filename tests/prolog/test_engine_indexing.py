"""Indexing that gives SWI's determinism: the first argument, then the best bound
argument (SWI's just-in-time indexes), deep indexing into lists and compounds, and head
unifications moved into the head.  A goal's first answer leaves a choice point exactly
when SWI's does, so the toplevel prints ``.`` where SWI does."""

from __future__ import annotations

from pathlib import Path

import pytest

from logic_minimax.errors import PrologError
from logic_minimax.prolog.machine import Solver
from tests.helpers.conformance import read_goals
from tests.helpers.engine_util import ask, engine_with
from tests.helpers.paths import COURSE
from tests.helpers.swi_toplevel import determinism
from tests.helpers.swipl import require_swipl

PROGRAMS = Path(__file__).parent / "programs"


def ours(program: str, goals: list[str]) -> list[str]:
    engine = engine_with(program)
    out = []
    for text in goals:
        solver = Solver(engine, engine.read_query(text).term)
        result = "fail"
        try:
            for _ in solver:
                result = "nondet" if solver.alternatives else "det"
                break
        except PrologError:
            pass
        out.append(result)
    return out


@pytest.mark.swipl
def test_choice_points_are_left_where_swi_leaves_them() -> None:
    exe = require_swipl()
    program = PROGRAMS / "determinism.pl"
    goals = read_goals(PROGRAMS / "determinism_goals.txt")
    expected = determinism(exe, program, goals)
    got = ours(program.read_text(encoding="utf-8"), goals)
    wrong = [f"{g}: swipl {e}, ours {o}" for g, e, o in zip(goals, expected, got, strict=True)
             if e != o]
    assert len(expected) == len(goals)
    assert not wrong, "\n".join(wrong)


def test_the_course_file_answers_without_a_choice_point() -> None:
    # The case: the second argument is a list; deep indexing on its head.
    e = engine_with(COURSE.read_text(encoding="utf-8"))
    assert ask(e, "moves(X, [d, e]).") == ["X = b."]
    assert ask(e, "moves(b, L).") == ["L = [d, e]."]


def test_indexes_follow_the_clauses_as_they_change() -> None:
    e = engine_with(":- dynamic p/2.\np(1, a).\np(2, b).\n")
    assert ask(e, "p(X, b).") == ["X = 2."]
    assert ask(e, "assertz(p(3, b)).") == ["true."]
    assert ask(e, "p(X, b).") == ["X = 2 ;", "X = 3."]
    assert ask(e, "retract(p(2, b)).") == ["true."]
    assert ask(e, "p(X, b).") == ["X = 3."]
