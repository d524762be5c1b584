"""Consulting with the reader's plain-fact mode or with the full reader only, and what the
program lists after: the plain-fact mode's tests and the fuzzer compare the two."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from logic_minimax.prolog.consult import Consult
from logic_minimax.prolog.engine import Engine


@contextmanager
def full_reader_only() -> Iterator[None]:
    """Consult every line with the full reader (the plain-fact mode off)."""
    saved = Consult._plain_mode
    Consult._plain_mode = lambda self: False  # type: ignore[method-assign]
    try:
        yield
    finally:
        Consult._plain_mode = saved  # type: ignore[method-assign]


def listing(engine: Engine) -> str:
    """What ``listing/0`` writes: every clause of the program, as SWI lists it."""
    out = engine.capture()
    try:
        engine.once("listing")
    finally:
        engine.outputs.pop()
    return out.getvalue()


def consulted(text: str, plain: bool = True) -> tuple[str, list[str]]:
    """The listing and the messages after consulting ``text`` in a new engine, with the
    plain-fact mode (``plain``) or with the full reader only."""
    engine = Engine()
    messages: list[str] = []
    engine.warn = messages.append
    if plain:
        engine.consult_text(text, "t.pl")
    else:
        with full_reader_only():
            engine.consult_text(text, "t.pl")
    return listing(engine), messages
