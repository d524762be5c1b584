"""Conditional compilation (prolog/conditional.py): ``:- if/elif/else/endif`` keep the
branch SWI-Prolog keeps, and the misplaced ones are reported as SWI reports them."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from tests.helpers.engine_util import ask, consulted
from tests.helpers.swipl import require_swipl

PROGRAM = """\
:- if(true).
a(1).
:- elif(true).
a(2).
:- else.
a(3).
:- endif.
:- if(fail).
b(1).
:- if(true).
b(2).
:- else.
b(3).
:- endif.
:- elif(fail).
b(4).
:- elif(true).
b(5).
:- else.
b(6).
:- endif.
:- if(current_prolog_flag(bounded, false)).
c(unbounded).
:- else.
c(bounded).
:- endif.
"""
GOAL = "findall(X, a(X), A), findall(X, b(X), B), findall(X, c(X), C)"


def _both(tmp_path: Path, text: str, goal: str) -> tuple[list[str], list[str], list[str]]:
    """Our answer and messages, and SWI's stderr, for ``goal`` over ``text``."""
    path = tmp_path / "cond.pl"
    path.write_text(text)
    engine, messages = consulted(path)
    answer = ask(engine, goal + ".")
    done = subprocess.run([require_swipl(), "-q", "-g", "halt", str(path)],
                          capture_output=True, text=True, timeout=60, check=False)
    return answer, "\n".join(messages).splitlines(), done.stderr.splitlines()


@pytest.mark.swipl
def test_the_branches_kept_are_swis(tmp_path: Path) -> None:
    answer, messages, swi = _both(tmp_path, PROGRAM, GOAL)
    assert answer == ["A = [1],\nB = [5],\nC = [unbounded]."]
    assert messages == swi == []


@pytest.mark.swipl
@pytest.mark.parametrize("text", [
    ":- endif.\n:- else.\n:- elif(true).\nok.\n",  # without an if
    ":- if(no_such_goal).\nx(1).\n:- else.\nx(2).\n:- endif.\n",  # an error is false
    ":- if(true).\nx(1).\n:- if(true).\nx(2).\n",  # open at the end
])
def test_misplaced_conditions_are_reported_as_swi_reports_them(tmp_path: Path,
                                                              text: str) -> None:
    _, messages, swi = _both(tmp_path, text, "true")
    assert messages == swi


def test_a_dropped_branch_is_not_read_as_plain_facts(tmp_path: Path) -> None:
    """The plain-fact mode reads runs of facts at once: not those of a dropped branch."""
    facts = "".join(f"f({i}).\n" for i in range(500))
    answer, _, _ = _both(tmp_path, f":- if(fail).\n{facts}:- else.\nf(kept).\n:- endif.\n",
                         "findall(X, f(X), L)")
    assert answer == ["L = [kept]."]
