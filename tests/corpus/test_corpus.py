"""Published Prolog programs, consulted and asked their goals by SWI-Prolog and by
``logic-minimax query``: every file SWI consults without an error consults here, and every
goal prints SWI's answers, in order, as its toplevel prints them (errors as their message
without the backtrace).

The cases that do not agree yet are listed, with their cause, in known_failures.txt; the
list is checked strictly (a listed case that now agrees fails too, so that the list
shrinks as the engine is fixed). ``benchmarks/corpus.py`` prints the agreement table.
The programs are the files installed by Debian packages (tests/run.sh installs them),
used byte for byte: tests/corpus/SOURCES.md says where each comes from.
"""

from __future__ import annotations

import os

import pytest

from tests.helpers.corpus import (
    CONSULT,
    NO_ANSWER,
    Outcome,
    missing_or_changed,
    read_known_failures,
    read_manifests,
    run_corpus,
)
from tests.helpers.swipl import require_swipl

pytestmark = pytest.mark.swipl

PROGRAMS = read_manifests()
KNOWN = read_known_failures()
CASES = [(p.name, goal) for p in PROGRAMS for goal in (CONSULT, *p.goals)]


@pytest.fixture(scope="module")
def outcomes() -> dict[tuple[str, str], Outcome]:
    """Every case, run once for the module, two programs at a time."""
    exe = require_swipl()
    problems = missing_or_changed(PROGRAMS)
    if problems:
        message = "corpus files missing or changed (tests/run.sh installs them):\n"
        if os.environ.get("CI") == "true" or len(problems) < len(PROGRAMS):
            pytest.fail(message + "\n".join(problems))
        pytest.skip(message + problems[0])
    slow = {case for case, cause in KNOWN.items() if cause == NO_ANSWER}
    return {o.key: o for o in run_corpus(exe, PROGRAMS, slow=slow)}


def test_manifests_name_each_case_once() -> None:
    assert len(CASES) == len(set(CASES))


def test_known_failures_name_cases_of_the_corpus() -> None:
    stale = sorted(set(KNOWN) - set(CASES))
    assert not stale, f"known_failures.txt names cases the manifests do not have: {stale}"


@pytest.mark.parametrize(("program", "goal"), CASES, ids=[f"{p} ?- {g}" for p, g in CASES])
def test_case_answers_as_swi(outcomes: dict[tuple[str, str], Outcome], program: str,
                             goal: str) -> None:
    outcome = outcomes[program, goal]
    known = KNOWN.get((program, goal))
    if outcome.agree:
        assert known is None, f"now agrees with SWI: remove it from known_failures.txt " \
            f"(listed as: {known})"
    elif known is None:
        pytest.fail("disagrees with SWI-Prolog:\n" + outcome.report())
    elif known != outcome.cause:
        pytest.fail(f"listed as '{known}' in known_failures.txt, now fails for another "
                    f"cause:\n{outcome.report()}")
    else:
        pytest.xfail(f"known: {known}")
