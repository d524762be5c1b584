"""The fact store: a knowledge base's facts in plain Python indexes, and the only code
that touches them.

The game-tree predicates (``moves/2``, the sides, ``static_eval/2``, the chance facts)
each have a dict keyed by position, so that a search costs a lookup per node and no
pyDatalog call; any other predicate keeps its rows in load order. Loading checks facts
into a :class:`~logic_minimax.kb.loading.Staging` first and hands it to :meth:`commit`;
everything else reads through the methods here.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Iterator, Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, TypeGuard

from ..errors import CycleError, MissingSideError, MissingValueError, TreeError
from ..prolog.terms import Number, Position, Term
from ..search.tree import DictTree, Mover
from .analysis import TreeSummary, heights

if TYPE_CHECKING:
    from .loading import Staging

KNOWN_PREDICATES = {"moves": 2, "max_to_move": 1, "min_to_move": 1, "static_eval": 2,
                    "chance_to_move": 1, "probability": 3}
"""The game-tree vocabulary of the course (seed 001), and chance positions (chance.py)."""

SIDE_OF: dict[str, Mover] = {"max_to_move": "max", "min_to_move": "min",
                             "chance_to_move": "chance"}

ANY: Any = object()
"""A first argument that matches every row (see :meth:`FactStore.rows`)."""


def is_position(term: object) -> TypeGuard[Position]:
    return isinstance(term, str) or (isinstance(term, int) and not isinstance(term, bool))


class FactStore:
    """Game-tree facts indexed by position, other facts by predicate."""

    def __init__(self) -> None:
        self._moves: dict[Position, tuple[Position, ...]] = {}
        self._sides: dict[Position, Mover] = {}
        self._values: dict[Position, Number] = {}
        self._probabilities: dict[Position, dict[Position, Number]] = {}
        self._chances: dict[Position, tuple[tuple[Position, Number], ...]] = {}
        self._facts: dict[tuple[str, int], list[tuple[Term, ...]]] = {}
        self.tree = DictTree(self._moves, self._sides, self._values, self._chances)
        """The game tree the searches read: views of the indexes, no copy."""

    # -- what a load checks new facts against ---------------------------------------------

    def successors(self, pos: Any) -> tuple[Position, ...] | None:
        return self._moves.get(pos)

    def side(self, pos: Any) -> Mover | None:
        return self._sides.get(pos)

    def value(self, pos: Any) -> Number | None:
        return self._values.get(pos)

    def probability(self, chance: Any, outcome: Any) -> Number | None:
        return self._probabilities.get(chance, {}).get(outcome)

    def has_chance(self) -> bool:
        return bool(self._chances or self._probabilities)

    def views(self) -> tuple[Mapping[Position, tuple[Position, ...]], Mapping[Position, Mover],
                             Mapping[Position, Mapping[Position, Number]]]:
        """Read-only views of the moves, sides and probabilities (for the chance checks,
        which look at old and new facts together)."""
        return (MappingProxyType(self._moves), MappingProxyType(self._sides),
                MappingProxyType(self._probabilities))

    # -- changes ---------------------------------------------------------------------------

    def commit(self, staging: Staging) -> None:
        """Add checked facts. Into an empty store the staging's indexes are adopted rather
        than copied (a million entries)."""
        if self.is_empty():
            self._moves, self._sides, self._values = staging.moves, staging.sides, \
                staging.values
            self.tree = DictTree(self._moves, self._sides, self._values, self._chances)
        else:
            self._moves.update(staging.moves)
            self._sides.update(staging.sides)
            self._values.update(staging.values)
        for chance, given in staging.probabilities.items():
            self._probabilities.setdefault(chance, {}).update(given)
        for key, rows in staging.facts.items():
            self._facts.setdefault(key, []).extend(rows)
        if self.has_chance() or "chance" in staging.sides.values():
            for pos in {*staging.sides, *staging.moves, *staging.probabilities}:
                self._refresh_chance(pos)

    def remove(self, name: str, row: tuple[Term, ...]) -> None:
        """Delete one fact (a row :meth:`facts` gave) in place, so that ``tree`` stays a
        view of the indexes."""
        pos: Any = row[0]
        if name == "probability":
            given: dict[Any, Number] = self._probabilities[pos]
            del given[row[1]]
            if not given:
                del self._probabilities[pos]
        elif name in KNOWN_PREDICATES:
            index: dict[Any, Any] = self._moves if name == "moves" else \
                self._values if name == "static_eval" else self._sides
            del index[pos]
        else:
            rows = self._facts[name, len(row)]
            del rows[next(i for i, r in enumerate(rows) if r is row)]
            return
        self._refresh_chance(pos)

    def _refresh_chance(self, pos: Any) -> None:
        """A chance position's outcomes with their odds, after its facts changed (kept
        only while it has moves and the odds of each)."""
        given = self._probabilities.get(pos, {})
        successors = self._moves.get(pos)
        if self._sides.get(pos) == "chance" and successors and \
                all(s in given for s in successors):
            self._chances[pos] = tuple((s, given[s]) for s in successors)
        else:
            self._chances.pop(pos, None)

    # -- reading ---------------------------------------------------------------------------

    def is_empty(self) -> bool:
        return not (self._moves or self._sides or self._values or self._facts)

    def count(self, name: str, arity: int) -> int:
        """How many facts ``name/arity`` has (without listing them)."""
        if KNOWN_PREDICATES.get(name) != arity:
            return len(self._facts.get((name, arity), ()))
        if name == "moves":
            return len(self._moves)
        if name == "static_eval":
            return len(self._values)
        if name == "probability":
            return sum(len(given) for given in self._probabilities.values())
        side = SIDE_OF[name]
        return sum(1 for s in self._sides.values() if s == side)

    def predicates(self) -> list[tuple[str, int]]:
        """Every predicate with facts, the game-tree ones first."""
        known = [(n, a) for n, a in KNOWN_PREDICATES.items() if self.count(n, a)]
        return known + list(self._facts)

    def has_predicate(self, name: str, arity: int) -> bool:
        return KNOWN_PREDICATES.get(name) == arity or (name, arity) in self._facts

    def facts(self, name: str, arity: int | None = None) -> list[tuple[Term, ...]]:
        """The argument tuples of a predicate's facts, in load order (all arities of
        ``name`` when ``arity`` is None)."""
        if name in KNOWN_PREDICATES and arity in (None, KNOWN_PREDICATES[name]):
            return list(self.rows(name, KNOWN_PREDICATES[name], ANY))
        if arity is None:
            return [row for (n, _), rows in self._facts.items() if n == name for row in rows]
        return list(self._facts.get((name, arity), []))

    def rows(self, name: str, arity: int, first: Any) -> Iterable[tuple[Term, ...]]:
        """The facts of ``name/arity`` whose first argument may equal ``first`` (``ANY`` for
        all): one index lookup for a game-tree predicate with a known first argument."""
        index: dict[Any, Any] | None = (
            self._moves if name == "moves" else self._values if name == "static_eval" else None)
        if KNOWN_PREDICATES.get(name) != arity:
            return self._facts.get((name, arity), [])
        if index is not None:
            if first is ANY:
                return index.items()
            found = index.get(first) if is_position(first) else None
            return [] if found is None else [(first, found)]
        if name in SIDE_OF:
            side = SIDE_OF[name]
            if first is ANY:
                return ((p,) for p, s in self._sides.items() if s == side)
            return [(first,)] if is_position(first) and self._sides.get(first) == side else []
        return self._probability_rows(first)

    def _probability_rows(self, first: Any) -> Iterator[tuple[Term, ...]]:
        chances = self._probabilities if first is ANY else \
            {first: self._probabilities.get(first, {})} if is_position(first) else {}
        for chance, given in chances.items():
            for outcome, p in given.items():
                yield chance, outcome, p

    def knows(self, pos: Hashable) -> bool:
        """Whether any game-tree fact mentions ``pos``."""
        if pos in self._moves or pos in self._values or pos in self._sides:
            return True
        return any(pos in successors for successors in self._moves.values())

    def well_sided(self) -> bool:
        """Whether every position's successors (all but the last) share one side: then
        searching them best-first provably keeps Bratko's answers."""
        sides = self._sides
        for successors in self._moves.values():
            first = sides.get(successors[0])
            if any(sides.get(s) != first for s in successors[1:-1]):
                return False
        return True

    def summary(self) -> TreeSummary:
        """Counts, roots and depth of the game tree (one pass, no recursion)."""
        children: set[Position] = set()
        for successors in self._moves.values():
            children.update(successors)
        positions = children | self._moves.keys() | self._values.keys() | self._sides.keys()
        leaves = positions - self._moves.keys()
        roots = tuple(p for p in self._moves if p not in children)
        height, cycle = heights(self._moves)
        return TreeSummary(
            positions=len(positions),
            interior=len(self._moves),
            leaves=len(leaves),
            valued_leaves=sum(1 for p in leaves if p in self._values),
            roots=roots,
            depth=None if cycle else max(height.values(), default=0),
            other_predicates=tuple(f"{n}/{a}" for n, a in self._facts),
        )

    def problems(self, limit: int) -> list[TreeError]:
        """What would stop a search: a cycle, leaves without ``static_eval``, and positions
        whose side ``betterof`` needs (every successor but the last) but that have none."""
        found: list[TreeError] = []
        cycle = heights(self._moves)[1]
        if cycle:
            found.append(CycleError(cycle))
        for pos, successors in self._moves.items():
            for index, successor in enumerate(successors):
                if len(found) >= limit:
                    return found
                if successor not in self._moves and successor not in self._values:
                    found.append(MissingValueError(successor, (pos, successor)))
                elif index < len(successors) - 1 and successor not in self._sides and \
                        self._sides.get(pos) != "chance":  # expectiminimax asks no side
                    found.append(MissingSideError(successor, (pos, successor)))
        return found
