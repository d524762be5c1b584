"""The goal runner: a goal as typed at SWI-Prolog's ``?-``, run in a knowledge base's
engine and answered as SWI's toplevel answers it.

The command line, the REPL, the Python API and the service all run goals here, with the
engine's one reader and one writer: the searches are the engine's predicates
(:mod:`.ports`), the game facts its tables. What the goal writes goes to ``out``;
each answer ends the goal's output line first, as SWI's toplevel does.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TextIO

from ..errors import PrologError
from ..prolog.engine import Engine, Tracer
from ..prolog.messages import toplevel_error
from ..prolog.parser import ReadTerm
from ..prolog.toplevel import Answer, answers
from ..prolog.values import to_python
from ..prolog.walk import is_ground
from .purity import is_pure

if TYPE_CHECKING:
    from .base import KnowledgeBase

@dataclass(frozen=True)
class Answers:
    """Every answer to a goal, as SWI's toplevel prints them when ``;`` is typed after
    each (``false.`` ends a goal whose last answer left a choice, or that has none)."""

    answers: tuple[Answer, ...]
    text: str
    """The goal's output and its answers, as the toplevel prints them."""
    truncated: bool = False
    """More answers than asked for: only the first ones are kept."""
    pure: bool = True
    """Nothing the goal may reach changes from run to run: over the same program, a
    second run would print the same (see :mod:`.purity`)."""


def goal_text(text: str) -> str:
    """A goal as typed, without ``?-`` in front."""
    text = text.strip()
    return text[2:] if text.startswith("?-") else text


def read_goal(kb: KnowledgeBase, text: str) -> ReadTerm:
    """The goal ``text`` read by the engine's reader (its variables named).

    Raises:
        PrologSyntaxError: the goal does not read (``<query>:line:col``).
    """
    return kb.engine.read_query(goal_text(text))


def run(kb: KnowledgeBase, goal: str | ReadTerm, out: TextIO, tracer: Tracer | None = None,
        confirm: Callable[[str], bool] | None = None) -> Iterator[Answer]:
    """The answers to a goal (text, or as :func:`read_goal` read it), one at a time (the
    engine's bindings hold while the caller looks at an answer; asking for the next one
    backtracks). ``tracer`` is the engine's tracer while the goal runs (``trace/0`` in
    the goal may switch it on, and the engine keeps it on after, as SWI's toplevel).
    ``confirm`` is asked SWI's DWIM question (``Correct to: "minimax(a,B,V,P)"? ``) about a
    misspelt predicate: True runs the corrected goal.

    Raises:
        PrologSyntaxError: the goal does not read (``<query>:line:col``).
        PrologError: an uncaught Prolog exception (a resource limit, a search that could
            not go on included).
    """
    engine = kb.engine
    read = read_goal(kb, goal) if isinstance(goal, str) else goal
    engine.outputs[:] = [out]
    engine.at_line_start = True
    engine.tracer = tracer
    for answer in answers(engine, read, confirm):
        if not engine.at_line_start:
            engine.write("\n")
        yield answer


def all_answers(kb: KnowledgeBase, goal: str | ReadTerm, limit: int | None = None,
                tracer: Tracer | None = None, out: io.StringIO | None = None) -> Answers:
    """Every answer to a goal (text, or as :func:`read_goal` read it; the first ``limit``
    of them), with what it wrote (with a ``tracer``, its ports too, as a script's
    trace), written to ``out`` as it goes (what a goal wrote before an error is there)."""
    read = read_goal(kb, goal) if isinstance(goal, str) else goal
    pure = is_pure(kb.engine, read.term)
    out = io.StringIO() if out is None else out
    kept: list[Answer] = []
    truncated = False
    for answer in run(kb, read, out, tracer):
        if limit is not None and len(kept) == limit:
            truncated = True
            break
        kept.append(answer)
        out.write(f"{answer}\n")
    if not kept or (kept[-1].more and not truncated):
        out.write("false.\n")
    return Answers(tuple(kept), out.getvalue().removesuffix("\n"), truncated, pure)


def python_values(answer: Answer) -> dict[str, Any]:
    """An answer's bindings as Python values (lists as lists): each named variable bound
    to a ground term (one left unbound, or bound to a term holding one, is left out)."""
    return {name: to_python(value) for name, value in answer.values
            if not name.startswith("_") and is_ground(value)}


def error_lines(error: PrologError, engine: Engine | None = None) -> str:
    """An uncaught Prolog exception as SWI's toplevel prints it (``ERROR: ...``), in the
    engine that ran the goal when given (its predicates' places)."""
    if error.term == "$aborted":
        return "% Execution Aborted"
    return toplevel_error(error.term, engine)
