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
from ..prolog.trace import TracePrinter


def engine_of(kb: KnowledgeBase, out: TextIO, tracing: bool) -> Engine:
    """The knowledge base's engine, writing to ``out`` and tracing while ``tracing``."""
    kb.program.refresh()  # predicates asserted into the store since
    engine = kb.program.engine
    engine.outputs[:] = [out]
    engine.at_line_start = True
    if tracing and engine.tracer is None:
        printer = TracePrinter(engine.write, engine.ops,
                               at_line_start=lambda: engine.at_line_start)
        program = kb.program

        def trace(port: str, depth: int, goal: object) -> None:
            if not program.is_search(goal):  # a search prints its own trace
                printer(port, depth, goal)
        engine.tracer = trace
    elif not tracing:
        engine.tracer = None
    return engine


def engine_answers(kb: KnowledgeBase, text: str, out: TextIO, tracing: bool
                   ) -> Iterator[Answer]:
    """The answers to a query, as the engine's toplevel prints them; output the query
    writes ends with a newline before each answer, as SWI's toplevel does."""
    engine = engine_of(kb, out, tracing)
    text = text.strip()
    for answer in engine.query(text[2:] if text.startswith("?-") else text):
        if not engine.at_line_start:
            engine.write("\n")
        assert isinstance(answer, Answer)
        yield answer


def all_answers(kb: KnowledgeBase, text: str) -> str:
    """Every answer to a query and what it writes, as SWI's toplevel prints them when
    ``;`` is typed after each: ``false.`` ends a query whose last answer left a choice."""
    out = io.StringIO()
    more = True
    for answer in engine_answers(kb, text, out, False):
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
