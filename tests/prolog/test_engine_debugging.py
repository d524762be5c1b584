"""library(debug)'s topics (builtins/debugging.py): debug/3 prints ``% message`` while its
topic is on, as SWI's toplevel shows it."""

from __future__ import annotations

import pytest

from tests.helpers.engine_util import ask, engine_with
from tests.helpers.swi_toplevel import toplevel
from tests.helpers.swipl import require_swipl

PROGRAM = "step(X) :- debug(search, 'at ~w', [X]), debug(search(deep), 'deep ~w', X).\n"


@pytest.mark.swipl
@pytest.mark.parametrize("query", [
    "step(a).",
    "debug(search), step(a).",
    "debug(search), nodebug(search), step(a).",
    "debug(search(_)), step(b).",
    "debug(search), debug(search, 'two~nlines', []).",
    "debug(search), debugging(T).",
    "debugging(T).",
    "debug, current_prolog_flag(debug, F).",  # debug/0: SWI's debug mode, silently
    "debug, nodebug, current_prolog_flag(debug, F).",
])
def test_debug_topics_print_as_in_swi(query: str) -> None:
    exe = require_swipl()
    engine = engine_with(PROGRAM)
    messages: list[str] = []
    engine.warn = messages.append
    answer = ask(engine, query)
    shown = [line for m in messages if not m.startswith("Warning:") for line in m.split("\n")]
    assert [*answer, *shown] == toplevel(exe, PROGRAM, query)  # its stdout, then stderr


def test_switching_a_topic_not_met_before_warns_once() -> None:
    engine = engine_with()
    messages: list[str] = []
    engine.warn = messages.append
    ask(engine, "debug(search), debug(search), nodebug(search).")
    assert messages == ["Warning: search: no matching debug topic (yet)"]
