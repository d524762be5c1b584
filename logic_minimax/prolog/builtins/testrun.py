"""``run_tests/0,1`` of library(plunit): each test run as SWI-Prolog 9 runs it, and its
report as SWI prints it on ``user_error``.

A test passes, fails or is blocked; what it must do is its mode (``true(Cmp)``,
``all(Cmp)``, ``set(Cmp)``, ``fail``, ``throws(Error)``), run after its ``condition`` and
``setup`` and followed by its ``cleanup``; ``forall(Generator)`` runs it once per answer
of the generator, ``fixme(Reason)`` counts it apart, ``nondet`` allows a choice point.
The report: ``% PL-Unit: Unit `` and a mark per test on one line (``.`` passed, ``-``
and ``+`` a fixme test failed or passed, ``!`` one that left a choice point), each failure
as an error naming the test's file and line, then the counts.  SWI's informational lines
(``%``) are not printed when the ``verbose`` flag is ``silent`` (``swipl -q``); the marks
and errors are.  Each test runs on a fresh copy of its clause, so that its bindings do not
reach the next one.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from logic_minimax.errors import PrologError, PrologLimitError
from logic_minimax.prolog.builtins import det
from logic_minimax.prolog.builtins.plunit import Test, Unit, option, units
from logic_minimax.prolog.core import (
    Var,
    compare,
    deref,
    error,
    existence_error,
    instantiation_error,
    make_list,
    proper_list,
    unify,
)
from logic_minimax.prolog.interface import Solver
from logic_minimax.prolog.messages import message_text
from logic_minimax.prolog.walk import copy_term, term_vars, variant
from logic_minimax.prolog.write import WRITE, WRITEQ, WriteOptions, term_to_text

if TYPE_CHECKING:
    from logic_minimax.prolog.interface import Engine

_PRINT = WriteOptions(quoted=True, unicode_escapes=True)
_EXPECTED = WriteOptions(quoted=True, max_depth=100)


class Report:
    """Lines on ``user_error`` as SWI's ``print_message/2`` writes them: a message
    starts on a fresh line, each of its lines after a prefix (``ERROR: ``, ``Warning: ``,
    ``% ``); the progress marks go on the line being written."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self.line = ""
        self.silent = engine.flags.get("verbose") == "silent"

    def same_line(self, text: str) -> None:
        self.line += text

    def fresh_line(self) -> None:
        if self.line:
            self.engine.warn(self.line)
            self.line = ""

    def message(self, kind: str, lines: list[str]) -> None:
        if kind == "%" and self.silent:
            return
        self.fresh_line()
        prefix = {"error": "ERROR: ", "warning": "Warning: ", "%": "% "}[kind]
        self.engine.warn("\n".join(prefix + line for line in lines))

    def begin(self, text: str) -> None:
        """A message that the next ones continue on its line (``PL-Unit: Unit ``)."""
        if not self.silent:
            self.fresh_line()
            self.line = "% " + text


@dataclass
class Results:
    passed: int = 0
    failed: list[tuple[str, object]] = field(default_factory=list)  # unit, test
    blocked: list[tuple[Unit, Test, object]] = field(default_factory=list)
    fixme: list[str] = field(default_factory=list)  # failed, passed, nondet
    assertions: int = 0  # failed assertions (their tests are among the failed)


@det("run_tests", 0, 1)
def run_tests(s: Solver, g: object) -> bool:
    spec = deref(g[1]) if type(g) is tuple else None
    if type(spec) is Var:
        raise instantiation_error()
    return run(s.engine, spec)


def run(engine: Engine, spec: object) -> bool:
    """Run the units ``spec`` names (None: every unit), report, and whether every test
    run passed."""
    state = units(engine)
    report, results = Report(engine), Results()
    try:
        items = list(state.units.values()) if spec is None else \
            proper_list(spec) if type(spec) is tuple and spec[0] == "[|]" else [spec]
        for item in items:
            _run_unit(engine, report, results, item)
    finally:
        _summary(report, results)
    return not results.failed


def _select(engine: Engine, item: object) -> tuple[Unit, object]:
    """The unit an item of ``run_tests/1`` names, and which of its tests (a Var: all)."""
    state = units(engine)
    item = deref(item)
    if type(item) is Unit:
        return item, Var()
    name, tests = (deref(item[1]), deref(item[2])) if type(item) is tuple and \
        item[0] == ":" and len(item) == 3 else (item, Var())
    if type(name) is not str:
        raise error(("type_error", "atom", name))
    unit = state.units.get(name)
    if unit is None:
        raise existence_error("unit_test", name)
    return unit, tests


def _matches(test: Test, tests: object) -> bool:
    if type(tests) is Var or variant(test.name, tests):
        return True
    if type(tests) is tuple and tests[0] == "[|]":
        return any(variant(test.name, t) for t in proper_list(tests))
    return False


def _run_unit(engine: Engine, report: Report, results: Results, item: object) -> None:
    unit, tests = _select(engine, item)
    blocked = option(unit.options, "blocked")
    if blocked is not None:
        report.message("%", [f"PL-Unit: {unit.name} blocked: {_w(engine, blocked)}"])
        return
    if not _setup(engine, report, unit.options, f"PL-Unit: unit {unit.name}: "):
        return
    start, failed = time.monotonic(), len(results.failed)
    report.begin(f"PL-Unit: {_w(engine, item if type(item) is not Unit else unit.name)} ")
    for test in unit.tests:
        if _matches(test, tests):
            _run_test(engine, report, results, unit, test)
    if not report.silent:
        verdict = " passed" if len(results.failed) == failed else "**FAILED"
        report.same_line(f"{verdict} {time.monotonic() - start:.3f} sec")
    report.fresh_line()
    _cleanup(engine, report, unit.options)


def _run_test(engine: Engine, report: Report, results: Results, unit: Unit,
              test: Test) -> None:
    copied, body = _copies(make_list(test.options), test.body)
    options = proper_list(copied)
    generator = option(options, "forall")
    if generator is None:
        _run_once(engine, report, results, unit, test, test.name, options, body)
        return
    variables = make_list(list(term_vars(generator)))
    for _ in engine.solve(generator):
        values, each, each_body = _copies(variables, copied, body)
        _run_once(engine, report, results, unit, test, ("@", test.name, values),
                  proper_list(each), each_body)


def _copies(*terms: object) -> tuple[object, ...]:
    """Fresh copies of ``terms``, sharing their variables among them only."""
    copied = deref(copy_term(("t", *terms)))
    assert type(copied) is tuple
    return copied[1:]


# -- one run of one test (SWI's run_test_6/6) ------------------------------------------------

def _call(engine: Engine, goal: object) -> tuple[str, object]:
    """``("true", Det)``, ``("fail", None)`` or ``("error", Ball)``; the bindings of the
    first answer stay."""
    solver = engine.solver(goal)
    answers = iter(solver)
    try:
        next(answers)
    except StopIteration:
        return "fail", None
    except PrologLimitError:
        raise
    except PrologError as e:
        return "error", e.term
    det = not solver.alternatives
    answers.close()  # the first answer's bindings stay
    return "true", det


def _run_once(engine: Engine, report: Report, results: Results, unit: Unit, test: Test,
              name: object, options: list[object], body: object) -> None:
    where = f"{unit.file}:{test.line}:\n\t"
    blocked = option(options, "blocked")
    if blocked is not None:
        results.blocked.append((unit, test, blocked))
        return
    if not _setup(engine, report, options, where):
        return
    failed_assertions: list[object] = []

    def assertion_failed(goal: object) -> None:  # SWI's plunit: reported as it happens
        failed_assertions.append(goal)
        report.message("error", [f"{where}{_test_name(engine, name)}: assertion failed\n"
                                 f"\tAssertion: {_w(engine, goal, _PRINT)}"])
    state = units(engine)
    state.running = assertion_failed
    try:
        outcome = _outcome(engine, options, body)
    finally:
        state.running = None
    _cleanup(engine, report, options)
    if outcome[0] == "passed" and failed_assertions and option(options, "fixme") is None:
        report.same_line("A")  # the test passed but an assertion failed: it failed
        results.failed.append((unit.name, name))
        results.assertions += len(failed_assertions)
    elif outcome[0] == "passed":
        _passed(engine, report, results, unit, test, name, options, outcome[1] is True)
    else:
        _failed(engine, report, results, unit, test, name, options, outcome[1])


def _outcome(engine: Engine, options: list[object], body: object) -> tuple[str, object]:
    """``("passed", Det)`` or ``("failed", Why)``: the body run as the test's mode says."""
    start = time.process_time()
    expected = next(o for o in map(deref, options) if o == "fail" or (
        type(o) is tuple and o[0] in ("true", "all", "set", "throws")))
    if expected == "fail":
        how, value = _call(engine, body)
        return ("passed", True) if how == "fail" else ("failed", value) \
            if how == "error" else ("failed", ("succeeded", time.process_time() - start))
    if expected[0] in ("all", "set"):
        return _all(engine, expected, body)
    if expected[0] == "throws":
        how, value = _call(engine, body)
        if how == "error":
            matched = _call(engine, ("subsumes_term", expected[1], value))[0] == "true"
            return ("passed", True) if matched else \
                ("failed", ("wrong_error", expected[1], value))
        return "failed", "failed" if how == "fail" else "no_exception"
    return _true(engine, expected[1], body)


def _true(engine: Engine, cmp: object, body: object) -> tuple[str, object]:
    how, value = _call(engine, body)
    if how != "true":
        return "failed", value if how == "error" else "failed"
    checked, ball = _call(engine, cmp)
    if checked == "error":
        return "failed", ("cmp_error", cmp, ball)
    if checked == "fail":
        return "failed", ("wrong_answer", cmp)
    return "passed", value


def _all(engine: Engine, expected: object, body: object) -> tuple[str, object]:
    """``all(X == List)``, ``set(X == List)``: every answer of the body (as a list, or
    sorted), compared one by one with the expected ones."""
    mode, cmp = deref(expected[0]), deref(expected[1])  # type: ignore[index]
    found = Var()
    how, ball = _call(engine, ("findall", cmp[1], body, found))
    if how == "error":
        return "failed", ball
    got, want = proper_list(deref(found)), proper_list(deref(cmp[2]))
    if mode == "set":
        got, want = _sorted(got), _sorted(want)
    same = len(got) == len(want) and all(
        _call(engine, (cmp[0], w, g))[0] == "true" for w, g in zip(want, got, strict=True))
    if same:
        return "passed", True
    return "failed", ("wrong_answer", expected, make_list(got))


def _sorted(items: list[object]) -> list[object]:
    from functools import cmp_to_key
    out: list[object] = []
    for item in sorted(items, key=cmp_to_key(compare)):
        if not out or compare(out[-1], item):
            out.append(item)
    return out


def _setup(engine: Engine, report: Report, options: list[object], where: str) -> bool:
    """The ``condition`` then the ``setup``: whether the test (or unit) may run.  A
    failed condition skips it silently; an error in either, or a failed setup, is
    reported."""
    for kind in ("condition", "setup"):
        goal = option(options, kind)
        if goal is None:
            continue
        how, ball = _call(engine, goal)
        if how == "error":
            report.message("error", [f"{where}error in {kind}: {message_text(ball)}"])
            return False
        if how == "fail":
            if kind == "setup":
                report.message("error", [
                    f"goal unexpectedly failed: {_w(engine, goal)}"])
            return False
    return True


def _cleanup(engine: Engine, report: Report, options: list[object]) -> None:
    goal = option(options, "cleanup")
    if goal is None:
        return
    how, ball = _call(engine, goal)
    if how == "error":
        report.message("warning", [message_text(ball)])
    elif how == "fail":
        report.message("warning", [
            f"Goal ({_w(engine, goal)}) failed: '(cleanup handler)'"])


def _passed(engine: Engine, report: Report, results: Results, unit: Unit, test: Test,
            name: object, options: list[object], det: bool) -> None:
    nondet = "nondet" in map(deref, options)
    if option(options, "fixme") is not None:
        report.same_line("+" if det or nondet else "!")
        results.fixme.append("passed" if det or nondet else "nondet")
        return
    results.passed += 1
    if det or nondet:
        report.same_line(".")
    else:
        report.message("warning", [f"{unit.file}:{test.line}:\n\tPL-Unit: Test "
                                   f"{_w(engine, name)}: Test succeeded with choicepoint"])


def _failed(engine: Engine, report: Report, results: Results, unit: Unit, test: Test,
            name: object, options: list[object], why: object) -> None:
    if option(options, "fixme") is not None:
        report.same_line("-")
        results.fixme.append("failed")
        return
    results.failed.append((unit.name, name))
    first, *rest = _failure(engine, why)
    report.message("error", [f"{unit.file}:{test.line}:\n\t{_test_name(engine, name)}: "
                             f"{first}", *rest])


# -- messages (SWI's plunit message//1) --------------------------------------------------------

def _w(engine: Engine, term: object, options: WriteOptions = WRITE) -> str:
    return term_to_text(term, options, engine.ops)


def _test_name(engine: Engine, name: object) -> str:
    name = deref(name)
    if type(name) is tuple and name[0] == "@" and len(name) == 3:
        return (f"test {_w(engine, name[1])} (forall bindings = "
                f"{_w(engine, name[2], _PRINT)})")
    return f"test {_w(engine, name)}"


def _failure(engine: Engine, why: object) -> list[str]:
    """The lines after ``test Name: `` (SWI's failure//1)."""
    why = deref(why)
    kind = why[0] if type(why) is tuple else why
    if kind == "succeeded":
        return [f"must fail but succeeded in {why[1]:.2f} seconds\n"]  # type: ignore[index]
    if kind == "wrong_error":
        expected, got = _numbered(why[1], why[2])  # type: ignore[index]
        return ["wrong error", f"    Expected: {_w(engine, expected, _EXPECTED)}",
                f"    Got:      {_w(engine, got, _EXPECTED)}"]
    if kind == "wrong_answer" and len(why) == 2:  # type: ignore[arg-type]
        cmp = deref(why[1])  # type: ignore[index]
        expected, got = _numbered(cmp[2], cmp[1])
        return [f"wrong answer (compared using {_w(engine, cmp[0])})",
                f"    Expected: {_w(engine, expected, _EXPECTED)}",
                f"    Got:      {_w(engine, got, _EXPECTED)}"]
    if kind == "wrong_answer":
        mode, cmp = deref(why[1][0]), deref(why[1][1])  # type: ignore[index]
        want = proper_list(deref(cmp[2]))
        expected = make_list(_sorted(want) if mode == "set" else want)
        return [f'wrong "{mode}" answer:', f"    Expected: {_w(engine, expected, WRITEQ)}",
                f"       Found: {_w(engine, why[2], WRITEQ)}"]  # type: ignore[index]
    if kind == "cmp_error":
        return [f"Comparison error: {message_text(why[2])}"]  # type: ignore[index]
    if kind == "error" and len(why) == 3:  # type: ignore[arg-type]
        return [f"received error: {message_text(why)}"]
    return [f"{_w(engine, why, _PRINT)}\n"]


def _numbered(*terms: object) -> tuple[object, ...]:
    """Copies of ``terms`` with their variables bound to ``'$VAR'(N)`` (written A, B)."""
    copied = _copies(*terms)
    trail: list[Var] = []
    for n, v in enumerate(term_vars(("t", *copied))):
        unify(v, ("$VAR", n), trail)
    return copied


def _summary(report: Report, results: Results) -> None:
    """SWI's report/0: the counts, the blocked tests, the fixme ones."""
    failed, blocked = len(results.failed), len(results.blocked)
    if results.passed + failed + blocked == 0:
        report.message("%", ["No tests to run"])
    elif failed + blocked == 0:
        _fixme(report, results)
        report.message("%", ["test passed" if results.passed == 1 else
                             f"All {results.passed:,} tests passed"])
    else:
        if blocked:
            report.message("%", ["one test is blocked:" if blocked == 1 else
                                 f"{blocked:,} tests are blocked:"])
            for unit, test, reason in results.blocked:
                report.message("%", [f"{unit.file}:{test.line}:\n\ttest "
                                     f"{_w(report.engine, test.name)}: "
                                     f"{_w(report.engine, reason)}"])
        _fixme(report, results)
        if results.assertions:
            report.message("%", ["1 assertion failed" if results.assertions == 1 else
                                 f"{results.assertions:,} assertions failed"])
        if failed:
            report.message("%", ["1 test failed" if failed == 1 else
                                 f"{failed:,} tests failed"])
        report.message("%", [f"{results.passed:,} tests passed"])
    report.fresh_line()


def _fixme(report: Report, results: Results) -> None:
    failed, passed, nondet = (results.fixme.count(k) for k in ("failed", "passed", "nondet"))
    if (failed, passed, nondet) == (0, 0, 0):
        return
    if (passed, nondet) == (0, 0):
        text = f"all {failed:,} tests flagged FIXME failed"
    elif nondet == 0:
        text = f"FIXME: {failed:,} failed; {passed:,} passed"
    else:
        text = f"FIXME: {failed:,} failed; {passed + nondet:,} passed; ({nondet:,} nondet)"
    report.message("%", [text])
