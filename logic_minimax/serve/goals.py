"""Query jobs: a Prolog goal answered over a job's facts.

This is the one place the service asks the logic engine; today it runs the library's
goal runner (``minimax/4``, ``alphabeta/5,6``, ``expectiminimax/4`` and stored
predicates), with a cap on the answers kept. The job's deadline is applied around it by
the worker (:mod:`logic_minimax.serve.worker`).
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import islice

from logic_minimax.kb import KnowledgeBase
from logic_minimax.kb.goals import format_answers, parse_goal, solve
from logic_minimax.prolog.terms import format_term

MAX_ANSWERS = 10_000


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
        FactSyntaxError: the goal does not parse (``<query>:line:col``).
        QueryError, TreeError: as ``logic-minimax query`` reports them.
    """
    found = list(islice(solve(kb, parse_goal(goal)), max_answers + 1))
    kept = found[:max_answers]
    return GoalAnswers(
        answers=tuple({name: format_term(value) for name, value in answer.items()}
                      for answer in kept),
        text=format_answers(kept),
        truncated=len(found) > max_answers)
