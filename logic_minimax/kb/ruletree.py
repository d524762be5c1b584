"""The game tree read through the engine: when the game predicates are more than plain
facts in the columns (rules, facts with variables, a fact the columns could not hold).

Each question is the first solution of a goal, as Bratko's ``moves(Pos, PosList), !``
takes it: ``moves(Pos, L)``, ``max_to_move(Pos)``, ``static_eval(Pos, V)``,
``probability(Pos, Outcome, P)``. Positions are ground terms as the engine holds them.
Answers are kept for the tree's life: one search, during which the program does not
change.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Any, TypeVar

from ..errors import GameError
from ..prolog.core import NIL, Var, deref, list_tail
from ..prolog.engine import Engine
from ..prolog.walk import is_ground, resolve, term_vars
from ..prolog.write import ANSWER, show, term_to_text
from ..search.tree import Mover, Number
from .places import clause_place

GAME_PREDICATES = (("moves", 2), ("max_to_move", 1), ("min_to_move", 1),
                   ("chance_to_move", 1), ("static_eval", 2), ("probability", 3))

_MISSING: Any = object()
T = TypeVar("T")


class EngineTree:
    """A :class:`~logic_minimax.search.tree.ChanceTree` whose answers the engine gives."""

    def __init__(self, engine: Engine) -> None:
        self._engine = engine
        self._moves: dict[Hashable, tuple[Hashable, ...] | None] = {}
        self._sides: dict[Hashable, Mover | None] = {}
        self._values: dict[Hashable, Number | None] = {}
        self._outcomes: dict[Hashable, tuple[tuple[Hashable, Number], ...] | None] = {}

    def _first(self, name: str, *args: object) -> object:
        """The last argument of the first solution of ``name(Args..., X)`` (resolved), or
        ``_MISSING``."""
        if (name, len(args) + 1) not in self._engine.preds:
            return _MISSING
        out = Var()
        for _ in self._engine.solve((name, *args, out)):
            return resolve(out)
        return _MISSING

    def moves(self, pos: Hashable) -> Sequence[Hashable] | None:
        return _cached(self._moves, pos, self._ask_moves)

    def _ask_moves(self, pos: Hashable) -> tuple[Hashable, ...] | None:
        answer = self._first("moves", pos)
        if answer is _MISSING:
            return None
        items, tail = list_tail(answer)
        if tail is not NIL or not all(is_ground(i) for i in items):
            raise GameError(f"moves({show(pos)}, L) gave L = {show(answer)}, not a list "
                            "of positions")
        return tuple(deref(i) for i in items)

    def to_move(self, pos: Hashable) -> Mover | None:
        return _cached(self._sides, pos, self._ask_side)

    def _ask_side(self, pos: Hashable) -> Mover | None:
        engine = self._engine
        for side in ("max", "min", "chance"):
            name = f"{side}_to_move"
            if (name, 1) in engine.preds and engine.once((name, pos)):
                return side
        return None

    def static_eval(self, pos: Hashable) -> Number | None:
        return _cached(self._values, pos, self._ask_value)

    def _ask_value(self, pos: Hashable) -> Number | None:
        answer = self._first("static_eval", pos)
        if answer is _MISSING:
            return None
        if type(answer) not in (int, float):
            # (variables as SWI writes a fresh one, _123: never our own ids)
            names = {var: f"_{n}" for n, var in enumerate(term_vars(answer), 1)}
            raise GameError(f"static_eval({show(pos)}, V) gave V = "
                            f"{term_to_text(answer, ANSWER, names=names, priority=699)}, not "
                            f"a number{clause_place(self._engine, 'static_eval', pos)}")
        return answer  # type: ignore[return-value]

    def chance_outcomes(self, pos: Hashable) -> Sequence[tuple[Hashable, Number]] | None:
        """A chance position's outcomes with their odds: its ``moves`` with a
        ``probability/3`` answer for each."""
        return _cached(self._outcomes, pos, self._ask_outcomes)

    def _ask_outcomes(self, pos: Hashable) -> tuple[tuple[Hashable, Number], ...] | None:
        successors = self.moves(pos)
        if self.to_move(pos) != "chance" or not successors:
            return None
        outcomes: list[tuple[Hashable, Number]] = []
        for successor in successors:
            p = self._first("probability", pos, successor)
            if type(p) not in (int, float):
                return None  # expectiminimax then says which odds are missing
            outcomes.append((successor, p))  # type: ignore[arg-type]
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
