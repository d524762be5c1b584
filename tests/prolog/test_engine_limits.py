"""Resource limits: inferences, time and memory stop a query with a Prolog resource error
that the program cannot catch; the engine stays usable."""

from __future__ import annotations

import pytest

from logic_minimax.errors import PrologLimitError
from tests.helpers.engine_util import engine_with, one

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
