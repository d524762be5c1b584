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
import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers.corpus import (
    CONSULT,
    NO_ANSWER,
    Outcome,
    Program,
    consult_cause,
    missing_or_changed,
    read_known_failures,
    read_manifests,
    run_corpus,
    run_program,
    sha256,
)
from tests.helpers.paths import BENCHMARKS
from tests.helpers.swipl import require_swipl

pytestmark = [pytest.mark.swipl, pytest.mark.slow]

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
    slow = {case for case, cause in KNOWN.items() if cause.startswith(NO_ANSWER)}
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


def test_swi_answers_as_its_toplevel_prints_them(tmp_path: Path) -> None:
    """The harness itself: SWI's answers, their ``;`` and final ``.``, and an error
    without its backtrace; a file refused here is a disagreement with its cause."""
    exe = require_swipl()
    path = tmp_path / "colours.pl"
    path.write_text("colour(red).\ncolour(green).\nhue(X) :- colour(X).\n"
                    "x less_than y.\n")
    program = Program("tmp", tmp_path, path.name, sha256(path),
                      ("hue(X).", "atom_length(X, Y).", "colour(blue)."))
    consult, hue, length, blue = run_program(exe, program)
    assert hue.swi.out == "X = red ;\nX = green."
    assert length.swi.errors == ("ERROR: Arguments are not sufficiently instantiated",)
    assert blue.swi.out == "false."
    assert consult.swi.errors, "SWI reports the syntax error of line 4"


def test_a_refusal_is_put_down_to_its_cause(tmp_path: Path) -> None:
    path = tmp_path / "poly.pl"
    path.write_text(":- op(700, xfx, less_than).\nx less_than y.\n:- table p/1.\n")
    program = Program("tmp", tmp_path, path.name, sha256(path), ())

    def cause(line: int, column: int, excerpt: str, swi: tuple[str, ...] = ()) -> str:
        errors = (f"{path}:{line}:{column}: operator expected", "    " + excerpt,
                  " " * (3 + column) + "^", "    expected: an operator")
        return consult_cause(program, errors, swi)

    assert cause(2, 3, "x less_than y.") == "op/3 directive not applied (less_than)"
    assert cause(3, 10, ":- table p/1.") == "SWI's standard operator unknown (table)"
    assert cause(2, 5, "X in 0..9") == "operator of a library or another dialect (in)"
    assert cause(3, 10, ":- table p/1.", (f"ERROR: {path}:3:9: Syntax error",)) == \
        "a clause SWI skips with an error refuses the whole file"


def test_the_benchmark_prints_the_agreement_table() -> None:
    require_swipl()
    done = subprocess.run([sys.executable, str(BENCHMARKS / "corpus.py"), "demo/likes"],
                          capture_output=True, text=True, check=False, timeout=300)
    assert done.returncode == 0, done.stderr
    assert "source" in done.stdout and "swi-prolog " in done.stdout
