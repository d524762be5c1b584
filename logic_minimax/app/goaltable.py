"""The toplevel's own goals (``consult``, ``show``, ``help``, ...): a table of handlers by
name and arity, filled from the methods a :class:`~logic_minimax.app.repl.Repl` marks with
:func:`goal`. Any other goal runs in the knowledge base's engine."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TypeVar

from ..kb.goals import Answer
from ..prolog.terms import Compound

Handler = Callable[["Query"], Iterable[Answer]]
M = TypeVar("M", bound=Callable[..., Iterable[Answer]])


@dataclass(frozen=True)
class Query:
    """A goal as typed (``text``, for places inside it) and as parsed."""

    text: str
    goal: Compound


@dataclass(frozen=True)
class GoalSpec:
    """A toplevel goal: its name, the arities it takes and its line in ``help.``."""

    name: str
    arities: tuple[int, ...]
    usage: str
    help: str


def goal(name: str, *arities: int, usage: str, help: str) -> Callable[[M], M]:
    """Mark a :class:`Repl` method as the handler of ``name/arity`` (for each arity).

    The method gets the :class:`Query` and returns its answers (``[{}]`` for ``true.``,
    ``[]`` for ``false.``); each Repl collects its marked methods into its own table.
    """
    def mark(method: M) -> M:
        specs: list[GoalSpec] = method.__dict__.setdefault("goal_specs", [])
        specs.append(GoalSpec(name, arities, usage, help))
        return method
    return mark


class GoalTable:
    """The toplevel's own goals, by name and arity."""

    def __init__(self) -> None:
        self._handlers: dict[tuple[str, int], Handler] = {}
        self.specs: list[GoalSpec] = []

    def register(self, spec: GoalSpec, handler: Handler) -> None:
        """Add a goal (replacing one of the same name and arity)."""
        for arity in spec.arities:
            self._handlers[spec.name, arity] = handler
        self.specs.append(spec)

    @classmethod
    def collect(cls, owner: object) -> GoalTable:
        """The goals marked with :func:`goal` on ``owner``'s class, bound to ``owner``."""
        table = cls()
        for klass in reversed(type(owner).__mro__):
            for attribute, value in vars(klass).items():
                for spec in getattr(value, "goal_specs", ()):
                    table.register(spec, getattr(owner, attribute))
        return table

    def get(self, name: str, arity: int) -> Handler | None:
        return self._handlers.get((name, arity))


class ToEngine(Exception):
    """Raised by a toplevel goal's handler to hand the goal to the engine instead (an
    ``assertz`` of a rule, a ``listing`` of the program's predicate, ...)."""
