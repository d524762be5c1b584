"""Goals the toplevel hands to the knowledge base's engine: everything but its own commands
(conjunctions, arithmetic, ``findall/3``, the program's own predicates, the searches as
foreign predicates, ...).

The engine writes to the toplevel's output, traces the four ports there while ``trace.``
is on, and runs under the program's resource limits (on by default), so that a runaway
query ends with a Prolog resource error; Ctrl-C ends it as SWI's ``% Execution Aborted``.
"""

from __future__ import annotations

import io
from collections.abc import Iterator
from typing import TextIO

from ..errors import PrologError
from ..kb.base import KnowledgeBase
from ..prolog.engine import Engine
from ..prolog.messages import toplevel_error
from ..prolog.toplevel import Answer
from .tracer import PortTracer


def engine_of(kb: KnowledgeBase, out: TextIO, tracer: PortTracer | None = None) -> Engine:
    """The knowledge base's engine, writing to ``out`` and tracing through ``tracer`` (which
    also gets what ``trace/0`` switches on in a query)."""
    kb.program.refresh()  # predicates asserted into the store since
    engine = kb.program.engine
    engine.outputs[:] = [out]
    engine.at_line_start = True
    engine.tracer = engine.make_tracer = None
    if tracer is None:
        return engine
    program = kb.program
    tracer.write = engine.write
    tracer.at_line_start = lambda: engine.at_line_start

    def trace(port: str, depth: int, goal: object) -> object:
        if program.is_search(goal):  # a search shows its own trace
            if port in ("call", "redo"):
                tracer.search_called(depth)
            return False
        return tracer.engine_port(port, depth, goal)

    engine.make_tracer = lambda: trace
    return engine


def engine_answers(kb: KnowledgeBase, text: str, out: TextIO,
                   tracer: PortTracer | None = None, tracing: bool = False
                   ) -> Iterator[Answer]:
    """The answers to a query, as the engine's toplevel prints them, traced through
    ``tracer`` while ``tracing`` (or once the query calls ``trace/0``); output the query
    writes ends with a newline before each answer, as SWI's toplevel does."""
    engine = engine_of(kb, out, tracer)
    text = text.strip()
    text = text[2:] if text.startswith("?-") else text
    if tracer is not None:
        tracer.start(text, engine.ops)
        if tracing and engine.make_tracer is not None:
            engine.tracer = engine.make_tracer()
    for answer in engine.query(text):
        if not engine.at_line_start:
            engine.write("\n")
        assert isinstance(answer, Answer)
        yield answer


def all_answers(kb: KnowledgeBase, text: str, tracer: PortTracer | None = None) -> str:
    """Every answer to a query and what it writes, as SWI's toplevel prints them when
    ``;`` is typed after each: ``false.`` ends a query whose last answer left a choice.
    With a ``tracer``, every port before the answers, as a script's trace."""
    out = io.StringIO()
    more = True
    for answer in engine_answers(kb, text, out, tracer, tracing=tracer is not None):
        more = answer.more
        out.write(f"{answer.text}{' ;' if more else '.'}\n")
    if more:
        out.write("false.\n")
    return out.getvalue().removesuffix("\n")


def error_lines(error: PrologError) -> str:
    """An uncaught Prolog exception as SWI's toplevel prints it (``ERROR: ...``)."""
    if error.term == "$aborted":
        return "% Execution Aborted"
    return toplevel_error(error.term)


def take_warnings(kb: KnowledgeBase) -> list[str]:
    """Warnings the program gave since last asked (consult's, as SWI prints them)."""
    if kb.loaded_program is None:
        return []
    warnings = list(kb.loaded_program.warnings)
    kb.loaded_program.warnings.clear()
    return warnings
