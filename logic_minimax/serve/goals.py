"""Query jobs: a Prolog goal answered over a job's facts by the one goal runner.

The knowledge base's engine runs the goal (conjunctions, built-ins, the job's own rules,
the searches as library predicates) under its resource limits: the program's inference
limit, and here a limit in seconds and no file access (the job's text comes from a
client). The worker applies the job's deadline around it as well
(:mod:`logic_minimax.serve.worker`).

As at the toplevel, ``show(Pos)`` and ``show(Pos, Alg)`` draw the search from ``Pos``:
here the picture comes back with the answer (as SVG) rather than into a file.
"""

from __future__ import annotations

import io
from dataclasses import dataclass

from logic_minimax.errors import PrologError
from logic_minimax.kb import KnowledgeBase
from logic_minimax.kb.goals import read_goal, run
from logic_minimax.prolog.core import Var, deref
from logic_minimax.prolog.messages import toplevel_error
from logic_minimax.prolog.parser import ReadTerm
from logic_minimax.prolog.toplevel import Answer
from logic_minimax.prolog.walk import is_ground
from logic_minimax.search.registry import ALGORITHMS

MAX_ANSWERS = 10_000
SECONDS = 60.0
"""CPU-bound goals stop with a Prolog resource error after this long."""


@dataclass(frozen=True)
class GoalAnswers:
    """A goal's answers, each variable's value written as SWI-Prolog writes it."""

    answers: tuple[dict[str, str], ...]
    lines: tuple[str, ...]
    """What the toplevel prints for each answer when ``;`` asks for the next: the output
    the goal wrote before it, the bindings, `` ;`` or ``.``; then ``false.`` when the
    last answer left a choice, or the error that ended the goal (``ERROR: ...``)."""
    truncated: bool
    """More than :data:`MAX_ANSWERS` answers: only the first ones are kept."""
    svg: str | None = None
    """``show/1,2``: the picture of the search."""

    @property
    def text(self) -> str:
        """The answers as SWI-Prolog's toplevel prints them (``false.`` for none)."""
        return "\n".join(self.lines)


def answer_goal(kb: KnowledgeBase, goal: str, max_answers: int = MAX_ANSWERS) -> GoalAnswers:
    """Every answer to ``goal`` (``?-`` and the final ``.`` optional), up to ``max_answers``.

    An uncaught Prolog exception after some answers ends the lines, as the toplevel prints
    it when ``;`` asks for the answer that raises it.

    Raises:
        PrologSyntaxError: the goal does not parse (``<query>:line:col``).
        PrologError: an uncaught Prolog exception before the first answer (a resource
            limit included).
        UnknownPositionError, TreeError: ``show`` cannot draw that search.
    """
    engine = kb.engine
    engine.files_allowed = False
    engine.limits.seconds = SECONDS
    read = read_goal(kb, goal)
    drawn = _show(kb, read)
    if drawn is not None:
        return GoalAnswers(({},), ("true.",), False, drawn)
    out = io.StringIO()
    kept: list[Answer] = []
    lines: list[str] = []
    truncated = False
    try:
        for answer in run(kb, read, out):
            if len(kept) == max_answers:
                truncated = True
                break
            kept.append(answer)
            lines.append(_written(out) + str(answer))
    except PrologError as error:
        if not kept:
            raise
        lines.append(_written(out) + toplevel_error(error.term, kb.engine))
    else:
        if not kept or (kept[-1].more and not truncated):
            lines.append(_written(out) + "false.")
    return GoalAnswers(answers=tuple(dict(a.bindings) for a in kept), lines=tuple(lines),
                       truncated=truncated)


def _written(out: io.StringIO) -> str:
    """What the goal wrote since last asked, ending with a newline if it wrote anything
    (the toplevel starts an answer on a line of its own)."""
    text = out.getvalue()
    out.seek(0)
    out.truncate()
    return text if not text or text.endswith("\n") else text + "\n"


def _show(kb: KnowledgeBase, read: ReadTerm) -> str | None:
    """The SVG for ``show(Pos)`` or ``show(Pos, Alg)``, or ``None`` for any other goal (a
    ``show`` the program defines itself is its own)."""
    term = deref(read.term)
    if not (type(term) is tuple and term[0] == "show" and len(term) in (2, 3)) or \
            kb.defines("show", len(term) - 1):
        return None
    root = deref(term[1])
    if not is_ground(root):
        raise PrologError(("error", "instantiation_error",
                           ("context", ("/", "show", len(term) - 1), Var())))
    algorithm = "minimax"
    if len(term) == 3:
        name = deref(term[2])
        chosen = ALGORITHMS.get(name) if type(name) is str else None
        if chosen is None or not chosen.traced:
            raise PrologError(("error", ("domain_error", "picture_algorithm", name),
                               ("context", ("/", "show", 2), Var())))
        algorithm = chosen.name
    from logic_minimax.render.pictures import show  # Graphviz loads only to draw

    return show(kb, root, algorithm).svg()  # type: ignore[arg-type]  # traced: drawn
