"""Helpers for the engine's tests: run a query and get SWI-style answer lines."""

from __future__ import annotations

from pathlib import Path

from logic_minimax.errors import PrologError
from logic_minimax.prolog.engine import Engine
from logic_minimax.prolog.messages import toplevel_error


def engine_with(program: str = "") -> Engine:
    engine = Engine()
    engine.warnings = []  # type: ignore[attr-defined]
    engine.warn = engine.warnings.append  # type: ignore[attr-defined]
    if program:
        engine.consult_text(program, "test.pl")
    return engine


def ask(engine: Engine, query: str) -> list[str]:
    """Every answer as the toplevel prints it, ending in ``false.`` when the last answer
    left a choice point or there was none, or the error lines."""
    out: list[str] = []
    more = True
    try:
        for answer in engine.query(query):
            out.append(str(answer))
            more = answer.more  # type: ignore[attr-defined]
    except PrologError as e:
        return [toplevel_error(e.term)]
    if more:
        out.append("false.")
    return out


def one(engine: Engine, query: str) -> str:
    """The first answer's text (``false.`` if none)."""
    return ask(engine, query)[0]


def consulted(path: Path) -> tuple[Engine, list[str]]:
    """A fresh engine that consulted ``path``, and the messages the consult printed."""
    engine = Engine()
    messages: list[str] = []
    engine.warn = messages.append
    engine.consult_file(path)
    return engine, messages
