"""Query jobs: a Prolog goal answered over a job's facts by the logic engine.

The knowledge base's engine runs the goal (conjunctions, built-ins, the job's own rules,
the searches as foreign predicates) under its resource limits: the program's inference
limit, and here a limit in seconds and no file access (the job's text comes from a
client). The worker applies the job's deadline around it as well
(:mod:`logic_minimax.serve.worker`).
"""

from __future__ import annotations

from dataclasses import dataclass

from logic_minimax.kb import KnowledgeBase
from logic_minimax.kb.goals import all_answers

MAX_ANSWERS = 10_000
SECONDS = 60.0
"""CPU-bound goals stop with a Prolog resource error after this long."""


@dataclass(frozen=True)
class GoalAnswers:
    """A goal's answers, each variable's value written as SWI-Prolog writes it."""

    answers: tuple[dict[str, str], ...]
    text: str
    """The answers as SWI-Prolog's toplevel prints them (``false.`` for none)."""
    truncated: bool
    """More than :data:`MAX_ANSWERS` answers: only the first ones are kept."""


def answer_goal(kb: KnowledgeBase, goal: str, max_answers: int = MAX_ANSWERS) -> GoalAnswers:
    """Every answer to ``goal`` (``?-`` and the final ``.`` optional), up to ``max_answers``.

    Raises:
        PrologSyntaxError: the goal does not parse (``<query>:line:col``).
        PrologError: an uncaught Prolog exception (a resource limit included).
    """
    engine = kb.engine
    engine.files_allowed = False
    engine.limits.seconds = SECONDS
    found = all_answers(kb, goal, max_answers)
    return GoalAnswers(answers=tuple(dict(a.bindings) for a in found.answers),
                       text=found.text, truncated=found.truncated)
