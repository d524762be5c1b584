"""library(plunit) (builtins/plunit.py, builtins/testrun.py): a student's test units in a
file, run by run_tests/0,1, report on stderr what SWI-Prolog 9 reports for the same file
(its times aside), and run_tests succeeds only when every test passed."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from logic_minimax.prolog.engine import Engine
from tests.helpers.engine_util import ask, consulted
from tests.helpers.swipl import require_swipl

DOUBLE = """\
:- use_module(library(plunit)).

double(X, Y) :- Y is 2*X.

:- begin_tests(arith).

test(double) :- double(2, 4).
test(double_wrong, true(Y == 5)) :- double(2, Y).
test(double_ok, [true(Y =:= 4)]) :- double(2, Y).
test(eq, Y == 4) :- double(2, Y).
test(fails, fail) :- double(2, 5).
test(fails_bad, [fail]) :- double(2, 4).
test(throws, throws(error(type_error(_, _), _))) :- atom_length(f(x), _).
test(throws_wrong, throws(foo)) :- throw(bar).
test(no_throw, throws(foo)) :- true.
test(err, error(type_error(_, _))) :- X is foo + 1, X > 0.
test(unexpected) :- X is foo + 1, X > 0.
test(plain_fail) :- fail.
test(choice) :- member(_, [a, b]).
test(choice_ok, nondet) :- member(_, [a, b]).
test(all, all(X == [1, 2, 3])) :- member(X, [1, 2, 3]).
test(all_wrong, all(X == [1, 2])) :- member(X, [1, 2, 3]).
test(set, set(X == [c, a, b])) :- member(X, [b, a, c, a]).
test(blocked, blocked(not_ready)) :- fail.
test(fixme, fixme(later)) :- fail.
test(fixme_passes, fixme(later2)) :- true.
test(setup, [setup(X = 1), true(X == 1)]) :- true.
test(cond, condition(fail)) :- fail.
test(fa, forall(member(X, [1, 2, 3]))) :- X < 3.
test(wrong_term, [true(X == f(_))]) :- X = g(_).
test(thrown) :- throw(oops).
test(setup_fails, [setup(fail)]) :- true.
test(setup_throws, [setup(throw(x))]) :- true.
test(cleanup_fails, [cleanup(fail)]) :- true.
test(asserted) :- X = 1, assertion(X == 2), assertion(X > 0).

:- end_tests(arith).

:- begin_tests(second).
test(a) :- true.
test(b, [true(X == [1,2])]) :- X = [1,2].
:- end_tests(second).

:- begin_tests(held, [blocked(why)]).
test(a) :- true.
:- end_tests(held).
"""

PASSING = """\
:- begin_tests(lists).
test(reverse) :- reverse([a, b], [b, a]).
test(member, [nondet]) :- member(_, [a, b]).
:- end_tests(lists).
"""

IN_A_MODULE = """\
:- module(checked, [check/0]).
:- use_module(library(plunit)).
check :- run_tests.
:- begin_tests(helpers).
test(later) :- helper(1).
test(fails, fail) :- helper(2).
:- end_tests(helpers).
helper(1).
"""


def _swi_report(exe: str, path: Path, goal: str, quiet: bool = False) -> list[str]:
    """SWI's stderr for ``goal``, without the line ``swipl -g`` adds for a goal that
    fails or raises."""
    flags = ["-q"] if quiet else []
    done = subprocess.run([exe, *flags, "-g", goal, "-t", "halt", str(path)],
                          capture_output=True, text=True, timeout=60, check=False)
    return [line for line in done.stderr.splitlines() if not line.startswith("ERROR: -g ")]


def _our_report(path: Path, goal: str, quiet: bool = False) -> tuple[list[str], list[str]]:
    """Our answer lines for ``goal`` and what it printed on stderr."""
    engine = Engine()
    messages: list[str] = []
    engine.warn = messages.append
    if quiet:
        engine.flags["verbose"] = "silent"
    engine.consult_file(path)
    answer = ask(engine, goal)
    return answer, "\n".join(messages).splitlines()


def _timeless(lines: list[str]) -> list[str]:
    return [re.sub(r"\d+\.\d{3} sec", "T sec", line) for line in lines]


@pytest.mark.swipl
@pytest.mark.parametrize(("program", "goal"), [
    (DOUBLE, "run_tests"),
    (DOUBLE, "run_tests(second)"),
    (DOUBLE, "run_tests(second:b)"),
    (DOUBLE, "run_tests([second:b, second:a])"),
    (DOUBLE, "run_tests(held)"),
    (DOUBLE, "run_tests(nounit)"),
    (PASSING, "run_tests"),
    (PASSING, "run_tests(lists:reverse)"),
    (":- begin_tests(empty).\n:- end_tests(empty).\n", "run_tests"),
    (IN_A_MODULE, "run_tests"),  # the tests call the module's helper, defined after them
])
@pytest.mark.parametrize("quiet", [False, True], ids=["verbose", "quiet"])
def test_run_tests_reports_as_swi(tmp_path: Path, program: str, goal: str,
                                  quiet: bool) -> None:
    exe = require_swipl()
    path = tmp_path / "tests.pl"
    path.write_text(program)
    answer, ours = _our_report(path, goal + ".", quiet)
    swi = _swi_report(exe, path, goal, quiet)
    if answer and answer[0].startswith("ERROR: "):  # run_tests(nounit)'s error
        ours, swi = [*ours, *answer], [*swi, f"ERROR: {_swi_error(exe, path, goal)}"]
    assert _timeless(ours) == _timeless(swi)


def _swi_error(exe: str, path: Path, goal: str) -> str:
    done = subprocess.run([exe, "-q", "-g", goal, "-t", "halt", str(path)],
                          capture_output=True, text=True, timeout=60, check=False)
    return done.stderr.strip().splitlines()[-1].split(": ", 2)[-1]


@pytest.mark.parametrize(("program", "answer"), [
    (DOUBLE, ["false."]),
    (PASSING, ["true."]),
])
def test_run_tests_succeeds_only_when_every_test_passes(tmp_path: Path, program: str,
                                                         answer: list[str]) -> None:
    path = tmp_path / "tests.pl"
    path.write_text(program)
    assert _our_report(path, "run_tests.")[0] == answer


def test_a_test_clause_is_not_a_clause_of_test(tmp_path: Path) -> None:
    path = tmp_path / "tests.pl"
    path.write_text(PASSING)
    engine = Engine()
    engine.warn = lambda text: None
    engine.consult_file(path)
    assert ask(engine, "current_predicate(test/N).") == ["false."]


@pytest.mark.swipl
@pytest.mark.parametrize("text", [
    ":- begin_tests(u).\ntest(a).\n:- end_tests(u).\n",
    ":- begin_tests(u).\ntest(a, [true, fail]) :- true.\n:- end_tests(u).\n",
    ":- begin_tests(u).\ntest(a, [foo]) :- true.\n:- end_tests(u).\n",
    ":- end_tests(u).\n:- begin_tests(u).\n:- end_tests(v).\n",
])
def test_errors_in_a_unit_are_reported_as_swi_reports_them(tmp_path: Path,
                                                           text: str) -> None:
    exe = require_swipl()
    path = tmp_path / "tests.pl"
    path.write_text(text)
    _, messages = consulted(path)
    errors = [m for m in messages if m.startswith("ERROR")]
    assert "\n".join(errors).splitlines() == \
        [e for e in _swi_report(exe, path, "true", quiet=True) if e.startswith("ERROR")]


def test_consulting_again_replaces_a_units_tests(tmp_path: Path) -> None:
    path = tmp_path / "tests.pl"
    path.write_text(PASSING)
    engine = Engine()
    messages: list[str] = []
    engine.warn = messages.append
    engine.consult_file(path)
    engine.consult_file(path)
    ask(engine, "run_tests.")
    assert messages[-1] == "% All 2 tests passed"
