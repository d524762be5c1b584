"""The fact store: a knowledge base's facts, and the only code that touches them.

The game-tree predicates (``moves/2``, the sides, ``static_eval/2``) are kept in compact
columns over dense position ids (:mod:`.columns`): a million positions cost a list
entry each, their names are kept once, and a search asks a list index per question
(:class:`~.trees.IdTree`), names translated at the edges. The chance facts and any
other predicate keep their rows by name, in load order. Loading checks facts into a
:class:`~logic_minimax.kb.loading.Staging` first and hands it to :meth:`commit`;
everything else reads through the methods here.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Hashable, Iterable, Iterator, Mapping
from typing import TYPE_CHECKING, Any, TypeGuard

from ..errors import CycleError, MissingSideError, MissingValueError, TreeError
from ..prolog.terms import Number, Position, Term
from ..search import registry
from ..search.columns import Unusual, minimax_columns
from ..search.deepening import DeepeningResult, iterative_deepening
from ..search.tree import Mover, SearchObserver, SearchResult
from .analysis import TreeSummary, heights
from .columns import Column, Columns
from .trees import Chances, IdTree, NameTree

if TYPE_CHECKING:
    from .loading import Staging

KNOWN_PREDICATES = {"moves": 2, "max_to_move": 1, "min_to_move": 1, "static_eval": 2,
                    "chance_to_move": 1, "probability": 3}
"""The game-tree vocabulary of the course (seed 001), and chance positions (chance.py)."""

SIDE_OF: dict[str, Mover] = {"max_to_move": "max", "min_to_move": "min",
                             "chance_to_move": "chance"}

ANY: Any = object()
"""A first argument that matches every row (see :meth:`FactStore.rows`)."""

_COLUMN: dict[str, Column] = {"moves": "moves", "static_eval": "static_eval",
                              "max_to_move": "side", "min_to_move": "side",
                              "chance_to_move": "side"}


def _plain_minimax(algorithm: str, options: dict[str, Any]) -> bool:
    """Bratko's minimax with no depth limit, memo or window (the columns' own loop)."""
    return algorithm == "minimax" and options.get("depth") is None and \
        not options.get("memo") and options.get("alpha") in (None, -math.inf) and \
        options.get("beta") in (None, math.inf)


def is_position(term: object) -> TypeGuard[Position]:
    return isinstance(term, str) or (isinstance(term, int) and not isinstance(term, bool))


class FactStore:
    """Game-tree facts in columns over position ids, other facts by predicate."""

    def __init__(self) -> None:
        self._columns = Columns()
        self._probabilities: dict[Position, dict[Position, Number]] = {}
        self._chances: Chances = {}
        self._facts: dict[tuple[str, int], list[tuple[Term, ...]]] = {}

    @property
    def tree(self) -> NameTree:
        """The game tree by position names (a view of the columns, no copy)."""
        return NameTree(self._columns, self._chances)

    def search(self, pos: Hashable, algorithm: str, options: dict[str, Any]) -> SearchResult:
        """Run the search called ``algorithm`` from ``pos`` (a position some fact names).

        It runs over ids; an observer, which looks at positions as the search goes, gets
        a search over names. A search that fails runs again over names, so that the
        error names its positions exactly as that search met them.
        """
        observer: SearchObserver | None = options.get("observer")
        start = self._columns.id(pos)
        if observer is not None or start is None:
            return registry.run(self.tree, pos, algorithm, **options)
        ids = IdTree(self._columns, self._chances)
        try:
            if _plain_minimax(algorithm, options):
                columns = self._columns
                result = minimax_columns(columns.kids, columns.sides, columns.values, start)
            else:
                result = registry.run(ids, start, algorithm, **options)
        except (TreeError, Unusual):
            return registry.run(self.tree, pos, algorithm, **options)
        return ids.named(result)

    def deepen(self, pos: Hashable, **options: Any) -> DeepeningResult:
        """:func:`~logic_minimax.search.iterative_deepening` from ``pos``, over ids as
        :meth:`search` runs (and over names again if it fails)."""
        start = self._columns.id(pos)
        ids = IdTree(self._columns, self._chances)
        try:
            found = iterative_deepening(ids, start, **options)
        except TreeError:
            return iterative_deepening(self.tree, pos, **options)
        return dataclasses.replace(found, result=ids.named(found.result),
                                   iterations=tuple(map(ids.named, found.iterations)))

    # -- what a load checks new facts against ---------------------------------------------

    def successors(self, pos: Any) -> tuple[Position, ...] | None:
        return self._columns.successors(pos)

    def side(self, pos: Any) -> Mover | None:
        return self._columns.side(pos)

    def value(self, pos: Any) -> Number | None:
        return self._columns.value(pos)

    def probability(self, chance: Any, outcome: Any) -> Number | None:
        return self._probabilities.get(chance, {}).get(outcome)

    def has_chance(self) -> bool:
        return bool(self._chances or self._probabilities or self._columns.counts["chance"])

    def views(self) -> tuple[Mapping[Position, tuple[Position, ...]], Mapping[Position, Mover],
                             Mapping[Position, Mapping[Position, Number]]]:
        """Read-only views of the moves, sides and probabilities (for the chance checks,
        which look at old and new facts together)."""
        return (self._columns.moves_view(), self._columns.sides_view(),
                self._probabilities)

    # -- changes ---------------------------------------------------------------------------

    def commit(self, staging: Staging) -> None:
        """Add checked facts. Into an empty store the staging's columns are adopted rather
        than copied (a million entries)."""
        new = staging.columns
        if self._columns.is_empty():  # nothing held: no chance outcome refers to its ids
            self._columns = new
            self._chances.clear()
        else:
            self._columns.merge(new)
        for chance, given in staging.probabilities.items():
            self._probabilities.setdefault(chance, {}).update(given)
        for key, rows in staging.facts.items():
            self._facts.setdefault(key, []).extend(rows)
        if self.has_chance():
            names = new.names
            touched = {*(names[pos] for pos in new.listed("side")),
                       *(names[pos] for pos in new.listed("moves")), *staging.probabilities}
            for pos in touched:
                self._refresh_chance(pos)

    def remove(self, name: str, row: tuple[Term, ...]) -> None:
        """Delete one fact (a row :meth:`facts` gave)."""
        pos: Any = row[0] if row else None  # a fact of arity 0 has no position
        if name == "probability":
            given: dict[Any, Number] = self._probabilities[pos]
            del given[row[1]]
            if not given:
                del self._probabilities[pos]
        elif name in KNOWN_PREDICATES:
            self._columns.remove(_COLUMN[name], pos)
        else:
            rows = self._facts[name, len(row)]
            del rows[next(i for i, r in enumerate(rows) if r is row)]
            return
        self._refresh_chance(pos)

    def _refresh_chance(self, pos: Any) -> None:
        """A chance position's outcomes with their odds, after its facts changed (kept
        only while it has moves and the odds of each)."""
        columns = self._columns
        found = columns.id(pos)
        if found is None:
            return
        given = self._probabilities.get(pos, {})
        successors = columns.kids[found]
        names = columns.names
        if columns.sides[found] == "chance" and successors and \
                all(names[s] in given for s in successors):
            self._chances[found] = tuple((s, given[names[s]]) for s in successors)
        else:
            self._chances.pop(found, None)

    # -- reading ---------------------------------------------------------------------------

    def is_empty(self) -> bool:
        return self._columns.is_empty() and not self._facts

    def count(self, name: str, arity: int) -> int:
        """How many facts ``name/arity`` has (without listing them)."""
        if KNOWN_PREDICATES.get(name) != arity:
            return len(self._facts.get((name, arity), ()))
        if name == "probability":
            return sum(len(given) for given in self._probabilities.values())
        counts = self._columns.counts
        return counts[SIDE_OF[name]] if name in SIDE_OF else counts[name]

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
        all): a point lookup for a game-tree predicate with a known first argument."""
        if KNOWN_PREDICATES.get(name) != arity:
            return self._facts.get((name, arity), [])
        if name == "probability":
            return self._probability_rows(first)
        columns = self._columns
        if first is ANY:
            return self._all_rows(name)
        found = columns.id(first) if is_position(first) else None
        if found is None:
            return []
        pos = columns.names[found]
        if name == "moves":
            kids = columns.kids[found]
            return [] if kids is None else [(pos, tuple(columns.names[k] for k in kids))]
        if name == "static_eval":
            value = columns.values[found]
            return [] if value is None else [(pos, value)]
        return [(pos,)] if columns.sides[found] == SIDE_OF[name] else []

    def _all_rows(self, name: str) -> Iterator[tuple[Term, ...]]:
        columns = self._columns
        names = columns.names
        if name == "moves":
            kids = columns.kids
            for head in columns.listed("moves"):
                yield names[head], tuple(names[k] for k in kids[head])  # type: ignore[union-attr]
        elif name == "static_eval":
            values = columns.values
            for pos in columns.listed("static_eval"):
                yield names[pos], values[pos]  # type: ignore[misc]
        else:
            side, sides = SIDE_OF[name], columns.sides
            for pos in columns.listed("side"):
                if sides[pos] == side:
                    yield (names[pos],)

    def _probability_rows(self, first: Any) -> Iterator[tuple[Term, ...]]:
        chances = self._probabilities if first is ANY else \
            {first: self._probabilities.get(first, {})} if is_position(first) else {}
        for chance, given in chances.items():
            for outcome, p in given.items():
                yield chance, outcome, p

    def knows(self, pos: Hashable) -> bool:
        """Whether any game-tree fact mentions ``pos``."""
        columns = self._columns
        found = columns.id(pos)
        if found is None:
            return False
        if columns.kids[found] is not None or columns.values[found] is not None or \
                columns.sides[found] is not None:
            return True
        return any(found in kids for kids in columns.kids if kids is not None)

    def well_sided(self) -> bool:
        """Whether every position's successors (all but the last) share one side: then
        searching them best-first provably keeps Bratko's answers."""
        sides = self._columns.sides
        for kids in self._columns.kids:
            if kids is not None:
                first = sides[kids[0]]
                if any(sides[s] != first for s in kids[1:-1]):
                    return False
        return True

    def _moves_by_id(self) -> dict[int, tuple[int, ...]]:
        kids = self._columns.kids
        return {head: kids[head] for head in self._columns.listed("moves")}  # type: ignore[misc]

    def summary(self) -> TreeSummary:
        """Counts, roots and depth of the game tree (one pass, no recursion)."""
        columns = self._columns
        moves = self._moves_by_id()
        children: set[int] = set()
        for kids in moves.values():
            children.update(kids)
        valued = {pos for pos, value in enumerate(columns.values) if value is not None}
        sided = {pos for pos, side in enumerate(columns.sides) if side is not None}
        positions = children | moves.keys() | valued | sided
        leaves = positions - moves.keys()
        height, cycle = heights(moves)
        return TreeSummary(
            positions=len(positions),
            interior=len(moves),
            leaves=len(leaves),
            valued_leaves=len(leaves & valued),
            roots=tuple(columns.names[p] for p in moves if p not in children),
            depth=None if cycle else max(height.values(), default=0),
            other_predicates=tuple(f"{n}/{a}" for n, a in self._facts),
        )

    def problems(self, limit: int) -> list[TreeError]:
        """What would stop a search: a cycle, leaves without ``static_eval``, and positions
        whose side ``betterof`` needs (every successor but the last) but that have none."""
        columns = self._columns
        names, sides, values = columns.names, columns.sides, columns.values
        moves = self._moves_by_id()
        found: list[TreeError] = []
        cycle = heights(moves)[1]
        if cycle:
            found.append(CycleError([names[p] for p in cycle]))
        for pos, kids in moves.items():
            for index, kid in enumerate(kids):
                if len(found) >= limit:
                    return found
                if kid not in moves and values[kid] is None:
                    found.append(MissingValueError(names[kid], (names[pos], names[kid])))
                elif index < len(kids) - 1 and sides[kid] is None and \
                        sides[pos] != "chance":  # expectiminimax asks no side
                    found.append(MissingSideError(names[kid], (names[pos], names[kid])))
        return found
