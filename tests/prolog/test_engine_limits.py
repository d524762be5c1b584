"""Resource limits: inferences, time and memory stop a query with a Prolog resource error
that the program cannot catch, also inside one long built-in (the watchdog); the engine
stays usable.  The issue's runaways end in a resource error, as in SWI."""

from __future__ import annotations

import subprocess
import sys
import tempfile
import threading
from pathlib import Path

import pytest

from logic_minimax.errors import PrologLimitError
from tests.helpers.conformance import engine_results, swipl_results
from tests.helpers.engine_util import engine_with, one
from tests.helpers.paths import ROOT
from tests.helpers.swipl import require_swipl

LOOP = "loop :- loop.\ngrow(L) :- grow([x|L]).\n"


def test_inference_limit() -> None:
    e = engine_with(LOOP)
    e.limits.inferences = 100_000
    with pytest.raises(PrologLimitError, match="resources: inferences"):
        list(e.query("catch(loop, _, true)."))
    e.limits.inferences = None
    assert one(e, "X = 1.") == "X = 1."


def test_time_limit() -> None:
    e = engine_with(LOOP)
    e.limits.seconds = 0.2
    with pytest.raises(PrologLimitError, match="resources: time"):
        list(e.query("loop."))


def test_memory_limit() -> None:
    e = engine_with(LOOP)
    e.limits.memory_bytes = 300 << 20
    with pytest.raises(PrologLimitError, match="memory"):
        list(e.query("grow([])."))


def test_huge_integers_are_a_resource_error_not_a_hang() -> None:
    e = engine_with()
    assert one(e, "catch(X is 2 ** (2 ** 40), error(E, _), true).") == \
        "E = resource_error(memory)."


def test_keyboard_interrupt_becomes_a_clean_stop() -> None:
    e = engine_with(LOOP)
    calls = 0

    def interrupt() -> bool:
        nonlocal calls
        calls += 1
        if calls == 1000:
            raise KeyboardInterrupt
        return True
    e.register_foreign("tick", 0, interrupt)
    e.consult_text("spin :- tick, spin.\n", "spin.pl")
    with pytest.raises(PrologLimitError, match="Execution Aborted"):
        list(e.query("spin."))
    assert one(e, "X = 2.") == "X = 2."


RUNAWAYS = """\
q(X) :- q(f(X)).
p2 :- p2, x.
x.
"""
# The runaways of the issue that SWI stops with its stack limit: a term that grows, a
# left recursion, a findall over an unbounded list.
RUNAWAY_GOALS = ["q(a)", "p2", "findall(X, last(L, X), R)"]


@pytest.mark.swipl
@pytest.mark.parametrize("goal", RUNAWAY_GOALS)
def test_runaways_end_in_a_resource_error_as_in_swi(goal: str) -> None:
    exe = require_swipl()
    with tempfile.TemporaryDirectory() as tmp:
        program = Path(tmp) / "runaway.pl"
        program.write_text(RUNAWAYS)
        # SWI with a small stack: its resource error; ours with a small memory limit.
        proc = subprocess.run([exe, "--stack-limit=32m", "-q", "-g",
                               f"catch(({goal}), error(resource_error(_), _), "
                               "(writeln(resource_error), halt))", "-t", "halt",
                               str(program)], capture_output=True, text=True, timeout=120)
    assert "resource_error" in proc.stdout + proc.stderr
    e = engine_with(RUNAWAYS)
    e.limits.memory_bytes = 100 << 20
    with pytest.raises(PrologLimitError, match="memory"):
        list(e.query(goal + "."))
    assert one(e, "X = 1.") == "X = 1."


@pytest.mark.parametrize("goal", ["catch(findall(X, last(L, X), R), _, true)",
                                  "select('', Y, Y), fail"])
def test_a_catch_all_does_not_catch_a_limit(goal: str) -> None:
    # SWI's catch/3 would catch its resource error; the engine's limits hold regardless
    # (select/3's second answer loops in SWI too, without growing).
    e = engine_with(RUNAWAYS)
    e.limits.memory_bytes = 100 << 20
    e.limits.seconds = 5
    with pytest.raises(PrologLimitError):
        list(e.query(goal + "."))


def test_a_time_limit_holds_inside_one_long_builtin() -> None:
    # msort/2 of a long list is one call: the watchdog stops it, not the inference count.
    e = engine_with()
    e.consult_text("big(L) :- numlist(1, 2000000, L0), reverse(L0, L).\n", "big.pl")
    e.limits.seconds = 0.3
    with pytest.raises(PrologLimitError, match="time"):
        list(e.query("big(L), msort(L, S), msort(S, T), msort(T, U), fail."))
    e.limits.seconds = None
    assert one(e, "X = 2.") == "X = 2."


LONG_BUILTIN = """\
from logic_minimax.errors import PrologLimitError
from tests.helpers.engine_util import engine_with
e = engine_with()
e.limits.memory_bytes = 60 << 20
try:  # in atom_codes/2 (2 M codes)
    list(e.query("numlist(1, 300000, L), atomic_list_concat(L, ',', A), "
                 "atom_codes(A, C), fail."))
except PrologLimitError as error:
    print(error)
"""


def test_a_memory_limit_holds_inside_one_long_builtin() -> None:
    # In a process of its own: the limit is the process's resident memory over what it
    # was when the query began, and a suite's process reuses memory earlier tests freed,
    # so there the goal may never raise it (seen once in a whole-suite run).
    done = subprocess.run([sys.executable, "-c", LONG_BUILTIN], capture_output=True,
                          text=True, timeout=300, check=False, cwd=ROOT)
    assert "memory" in done.stdout, done.stdout + done.stderr


def test_cyclic_terms_are_not_runaways() -> None:
    e = engine_with()
    e.limits.seconds = 5
    assert one(e, "X = f(X), copy_term(X, Y).") == "X = Y, Y = f(Y)."
    assert one(e, "X = f(X), Y = f(Y), X == Y.") == "X = Y, Y = f(Y)."
    assert one(e, "X = [a|X], catch(length(X, N), error(E, _), true).").startswith(
        "X = [a|X],\nE = type_error(list, ")


def test_the_watchdogs_interrupt_landing_while_the_lock_is_held_does_not_deadlock() -> None:
    # The interrupt is made in the query's thread where it lands, which may be inside a
    # `with _lock:` of Guard.pause/resume/leave: its constructor takes the lock again.
    from logic_minimax.prolog import limits

    made: list[BaseException] = []

    def land_inside_the_lock() -> None:
        with limits._lock:
            made.append(limits.LimitInterrupt())

    thread = threading.Thread(target=land_inside_the_lock, daemon=True)
    thread.start()
    thread.join(timeout=10)
    assert not thread.is_alive() and len(made) == 1


BIG_BUT_LEGAL = [
    "findall(N, (format(atom(A), '~*c', [3000000, 0'a]), atom_length(A, N)), L)",
    "findall(N, (format(atom(A), '~t~3000000|', []), atom_length(A, N)), L)",
    "findall(Ar, (functor(T, f, 2000000), functor(T, _, Ar)), L)",
    "findall(Ar, (compound_name_arity(T, f, 2000000), functor(T, _, Ar)), L)",
    "findall(B, (X is 1 << 30000000, B is msb(X)), L)",
    "catch(functor(_, f, 200000000), error(resource_error(_), _), L = stopped)",
    "catch(length(_, 200000000), error(resource_error(_), _), L = stopped)",
]


@pytest.mark.swipl
def test_big_terms_within_the_budget_are_built_as_in_swi() -> None:
    """Issue 30, finding 4: no cap below the memory budget (an arity or a format column
    past 2^20 was a false resource error); a term the budget cannot hold is a resource
    error at once, as SWI's check of its stacks before it builds one."""
    program = Path(__file__).parent / "iso" / "empty.pl"
    assert engine_results(program, BIG_BUT_LEGAL) == \
        swipl_results(require_swipl(), program, BIG_BUT_LEGAL)
