"""The game store: the game tree's plain facts in columns over position ids.

The engine asks it through the game predicates' fact tables (:mod:`.gametables`); the
searches read it by id (:class:`~.trees.IdTree`): a million positions cost a list entry
each, their names are kept once, and a search asks a list index per question, names
translated at the edges. It also answers ``check``: the tree's summary and what would stop
a search.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Hashable
from typing import Any

from ..errors import CycleError, MissingSideError, MissingValueError, TreeError
from ..search import registry
from ..search.columns import Unusual, minimax_columns
from ..search.deepening import DeepeningResult, iterative_deepening
from ..search.tree import SearchObserver, SearchResult
from .analysis import TreeSummary, heights
from .columns import Columns
from .gametables import COLUMN_OF, SIDES, ColumnTable, Notes, Where
from .trees import Chances, IdTree, NameTree


def _plain_minimax(algorithm: str, options: dict[str, Any]) -> bool:
    """Bratko's minimax with no depth limit, memo or window (the columns' own loop)."""
    return algorithm == "minimax" and options.get("depth") is None and \
        not options.get("memo") and options.get("alpha") in (None, -math.inf) and \
        options.get("beta") in (None, math.inf)


class GameStore:
    """The game predicates' plain facts in columns, the engine's tables for them."""

    def __init__(self, where: Where) -> None:
        self.columns = Columns()
        self.notes = Notes(where)
        self.tables: dict[str, ColumnTable] = {}
        """The table each game predicate has now (the engine may have moved it since:
        :meth:`holds` tells)."""

    def table(self, name: str) -> ColumnTable:
        """A new, empty table for a game predicate (its facts held before, of a file
        consulted again, are dropped from the columns)."""
        if name in self.tables:
            self.columns.clear(COLUMN_OF[name], SIDES.get(name))
        table = self.tables[name] = ColumnTable(name, self.columns, self.notes)
        return table

    def holds(self, tables: dict[str, object]) -> bool:
        """Whether the columns hold the whole game tree: every game predicate the program
        has is one of these tables (``tables``: each game predicate's table in the engine,
        None for one with clauses, absent for one it lacks)."""
        return all(table is not None and self.tables.get(name) is table
                   for name, table in tables.items())

    @property
    def tree(self) -> NameTree:
        """The game tree by position names (a view of the columns, no copy)."""
        return NameTree(self.columns, {})

    def search(self, pos: Hashable, algorithm: str, options: dict[str, Any],
               chances: Chances) -> SearchResult:
        """Run the search called ``algorithm`` from ``pos`` over ids; an observer (which
        looks at positions as the search goes) gets a search over names. A search that
        fails runs again over names, so that the error names its positions exactly as
        that search met them."""
        observer: SearchObserver | None = options.get("observer")
        start = self.columns.id(pos)
        names = NameTree(self.columns, chances)
        if observer is not None or start is None:
            return registry.run(names, pos, algorithm, **options)
        ids = IdTree(self.columns, chances)
        try:
            if _plain_minimax(algorithm, options):
                columns = self.columns
                result = minimax_columns(columns.kids, columns.sides, columns.values, start)
            else:
                result = registry.run(ids, start, algorithm, **options)
        except (TreeError, Unusual):
            pass  # searched again over names, outside the handler: no id in its traceback
        else:
            return ids.named(result)
        return registry.run(names, pos, algorithm, **options)

    def deepen(self, pos: Hashable, chances: Chances, **options: Any) -> DeepeningResult:
        """:func:`~logic_minimax.search.iterative_deepening` from ``pos``, over ids as
        :meth:`search` runs (and over names again if it fails)."""
        start = self.columns.id(pos)
        ids = IdTree(self.columns, chances)
        try:
            found = iterative_deepening(ids, start, **options)
        except TreeError:
            pass  # searched again over names, outside the handler: no id in its traceback
        else:
            return dataclasses.replace(found, result=ids.named(found.result),
                                       iterations=tuple(map(ids.named, found.iterations)))
        return iterative_deepening(NameTree(self.columns, chances), pos, **options)

    # -- what check tells -----------------------------------------------------------------

    def knows(self, pos: Hashable) -> bool:
        """Whether any game-tree fact mentions ``pos``."""
        columns = self.columns
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
        sides = self.columns.sides
        for kids in self.columns.kids:
            if kids is not None:
                first = sides[kids[0]]
                if any(sides[s] != first for s in kids[1:-1]):
                    return False
        return True

    def strays(self) -> list[int]:
        """The positions with a side fact that no ``moves/2`` fact names (neither their
        own nor a parent's) and no value makes a leaf (a one-position tree, a root a
        search takes), in the order of their side facts."""
        moved, sides, values = self.columns.moved, self.columns.sides, self.columns.values
        found = set()
        at = moved.find(0)
        while at >= 0:  # (in C, from one position no moves/2 fact names to the next)
            if sides[at] is not None and values[at] is None:
                found.add(at)
            at = moved.find(0, at + 1)
        return [pos for pos in self.columns.listed("side") if pos in found] if found else []

    def _moves_by_id(self) -> dict[int, tuple[int, ...]]:
        kids = self.columns.kids
        return {head: kids[head] for head in self.columns.listed("moves")}  # type: ignore[misc]

    def summary(self, other_predicates: tuple[str, ...]) -> TreeSummary:
        """Counts, roots and depth of the game tree (one pass, no recursion)."""
        columns = self.columns
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
            other_predicates=other_predicates,
        )

    def problems(self, limit: int) -> list[TreeError]:
        """What would stop a search: a cycle, leaves without ``static_eval``, and positions
        whose side ``betterof`` needs (every successor but the last) but that have none."""
        columns = self.columns
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

    # -- a load that fails ----------------------------------------------------------------

    def checkpoint(self) -> tuple[Columns, dict[str, ColumnTable], int]:
        """What :meth:`rollback` restores: a copy of the columns (nothing to copy while
        they are empty, as when a command loads its files)."""
        kept = self.columns.copy() if not self.columns.is_empty() else Columns()
        return kept, dict(self.tables), len(self.notes.found)

    def rollback(self, mark: tuple[Columns, dict[str, ColumnTable], int]) -> None:
        columns, tables, notes = mark
        self.columns = columns
        for table in tables.values():
            table.columns = columns
        self.tables = tables
        del self.notes.found[notes:]
