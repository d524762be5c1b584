"""Query jobs: a Prolog goal answered over a job's facts by the logic engine.

The knowledge base's engine runs the goal (conjunctions, built-ins, the job's own rules,
the searches as foreign predicates) under its resource limits: the program's inference
limit, and here a limit in seconds and no file access (the job's text comes from a
client). The worker applies the job's deadline around it as well
(:mod:`logic_minimax.serve.worker`).

As at the toplevel, ``show(Pos)`` and ``show(Pos, Alg)`` draw the search from ``Pos``:
here the picture comes back with the answer (as SVG) rather than into a file.
"""

from __future__ import annotations

import io
from collections.abc import Hashable
from dataclasses import dataclass

from logic_minimax.errors import PrologError, QueryError, SourceError
from logic_minimax.kb import KnowledgeBase
from logic_minimax.prolog.messages import toplevel_error
from logic_minimax.prolog.reader import parse_term
from logic_minimax.prolog.terms import Compound, Term, Var, format_term
from logic_minimax.prolog.toplevel import Answer
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
        QueryError, UnknownPositionError, TreeError: ``show`` cannot draw that search.
    """
    drawn = _show(kb, goal)
    if drawn is not None:
        return GoalAnswers(({},), ("true.",), False, drawn)
    engine = kb.program.engine
    kb.program.refresh()
    engine.files_allowed = False
    engine.limits.seconds = SECONDS
    out = io.StringIO()
    engine.outputs[:] = [out]
    text = goal.strip()
    kept: list[Answer] = []
    lines: list[str] = []
    truncated = False
    try:
        for answer in engine.query(text[2:] if text.startswith("?-") else text):
            assert isinstance(answer, Answer)
            if len(kept) == max_answers:
                truncated = True
                break
            kept.append(answer)
            lines.append(_written(out) + f"{answer.text}{' ;' if answer.more else '.'}")
    except PrologError as error:
        if not kept:
            raise
        lines.append(_written(out) + toplevel_error(error.term))
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


def _show(kb: KnowledgeBase, goal: str) -> str | None:
    """The SVG for ``show(Pos)`` or ``show(Pos, Alg)``, or ``None`` for any other goal."""
    try:
        term = parse_term(goal)
    except SourceError:
        return None  # the engine reads it, and says what is wrong
    if not (isinstance(term, Compound) and term.name == "show" and len(term.args) in (1, 2)):
        return None
    root = _position(term.args[0], term)
    algorithm = "minimax"
    if len(term.args) == 2:
        chosen = ALGORITHMS.get(term.args[1]) if isinstance(term.args[1], str) else None
        if chosen is None or not chosen.traced:
            raise QueryError(f"{term.indicator} draws minimax or alphabeta, not "
                             f"{format_term(term.args[1])}")
        algorithm = chosen.name
    from logic_minimax.render.pictures import show  # Graphviz loads only to draw

    return show(kb, root, algorithm).svg()  # type: ignore[arg-type]  # traced: drawn


def _position(term: Term, goal: Compound) -> Hashable:
    """A ground term as a position (an atom, a number, ``s(3, max)``, a board list)."""
    stack = [term]
    while stack:
        item = stack.pop()
        if isinstance(item, Var):
            raise QueryError(f"{goal.indicator} needs a position as its first argument, "
                             f"with no variable in it: {format_term(term)}")
        if isinstance(item, Compound):
            stack.extend(item.args)
        elif isinstance(item, tuple):
            stack.extend(item)
    return term
