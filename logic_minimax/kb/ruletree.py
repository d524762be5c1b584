"""The game tree of a knowledge base whose game predicates have rules.

The searches read ``moves/2``, the sides and ``static_eval/2`` from the store's indexes
first, and ask the engine only for what the store lacks and a program defines (the first
solution, as Bratko's ``moves(Pos, PosList), !`` takes it). Positions are any ground term,
as hashable fact-model values (``s(3, max)`` a ``Compound``, a board a tuple). Answers are
kept for the tree's life: one search, during which the program does not change.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Any, TypeVar

from ..errors import GameError
from ..prolog.terms import format_term
from ..search.tree import ChanceTree, Mover, Number
from .program import Program

GAME_PREDICATES = (("moves", 2), ("max_to_move", 1), ("min_to_move", 1),
                   ("chance_to_move", 1), ("static_eval", 2), ("probability", 3))

_MISSING: Any = object()
T = TypeVar("T")


def rule_defined(program: Program) -> frozenset[str]:
    """The game predicates the program defines (with rules, or facts it holds)."""
    return frozenset(name for name, arity in GAME_PREDICATES
                     if program.defines(name, arity))


class RuleTree:
    """A :class:`~logic_minimax.search.tree.GameTree` over the store and a program."""

    def __init__(self, store: ChanceTree, program: Program, rules: frozenset[str]) -> None:
        self._store = store
        self._program = program
        self._rules = rules
        self._moves: dict[Hashable, tuple[Hashable, ...] | None] = {}
        self._sides: dict[Hashable, Mover | None] = {}
        self._values: dict[Hashable, Number | None] = {}
        self._outcomes: dict[Hashable, tuple[tuple[Hashable, Number], ...] | None] = {}

    def moves(self, pos: Hashable) -> Sequence[Hashable] | None:
        found = self._store.moves(pos)
        if found is not None or "moves" not in self._rules:
            return found
        return _cached(self._moves, pos, self._ask_moves)

    def _ask_moves(self, pos: Hashable) -> tuple[Hashable, ...] | None:
        answer = self._program.first("moves", (pos,))
        if answer is None:
            return None
        if not isinstance(answer, tuple):
            raise GameError(f"moves({format_term(pos)}, L) gave L = "  # type: ignore[arg-type]
                            f"{format_term(answer)}, not a list of positions")
        return answer

    def to_move(self, pos: Hashable) -> Mover | None:
        found = self._store.to_move(pos)
        if found is not None:
            return found
        return _cached(self._sides, pos, self._ask_side)

    def _ask_side(self, pos: Hashable) -> Mover | None:
        for side in ("max", "min", "chance"):
            name = f"{side}_to_move"
            if name in self._rules and self._program.holds(name, pos):
                return side
        return None

    def static_eval(self, pos: Hashable) -> Number | None:
        found = self._store.static_eval(pos)
        if found is not None or "static_eval" not in self._rules:
            return found
        return _cached(self._values, pos, self._ask_value)

    def _ask_value(self, pos: Hashable) -> Number | None:
        answer = self._program.first("static_eval", (pos,))
        if answer is None:
            return None
        if isinstance(answer, bool) or not isinstance(answer, (int, float)):
            raise GameError(f"static_eval({format_term(pos)}, V) gave V = "  # type: ignore[arg-type]
                            f"{format_term(answer)}, not a number")
        return answer

    def chance_outcomes(self, pos: Hashable) -> Sequence[tuple[Hashable, Number]] | None:
        """A chance position's outcomes with their odds: from the store, or else its
        ``moves`` with a ``probability/3`` answer for each (rules or facts)."""
        found = self._store.chance_outcomes(pos)
        if found is not None or not self._rules & {"probability", "moves", "chance_to_move"}:
            return found
        return _cached(self._outcomes, pos, self._ask_outcomes)

    def _ask_outcomes(self, pos: Hashable) -> tuple[tuple[Hashable, Number], ...] | None:
        successors = self.moves(pos)
        if self.to_move(pos) != "chance" or not successors:
            return None
        outcomes: list[tuple[Hashable, Number]] = []
        for successor in successors:
            p = self._program.first("probability", (pos, successor))
            if isinstance(p, bool) or not isinstance(p, (int, float)):
                return None  # expectiminimax then says which odds are missing
            outcomes.append((successor, p))
        return tuple(outcomes)

    def knows(self, pos: Hashable) -> bool:
        """Whether the rules or facts say anything of ``pos``."""
        return self.moves(pos) is not None or self.static_eval(pos) is not None or \
            self.to_move(pos) is not None


def _cached(cache: dict[Hashable, T], pos: Hashable, ask: Callable[[Hashable], T]) -> T:
    found: T = cache.get(pos, _MISSING)
    if found is _MISSING:
        found = cache[pos] = ask(pos)
    return found
