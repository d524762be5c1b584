"""The game predicates' facts as fact tables over the columns: how the engine sees them.

``moves/2``, ``max_to_move/1``, ``min_to_move/1``, ``chance_to_move/1`` and
``static_eval/2`` keep their plain facts in the compact columns (:mod:`.columns`), which
the searches read by position id.  To the engine each is a fact table
(:class:`~logic_minimax.prolog.tables.FactTable`): a call with a known position is one
lookup, any other walks the facts in file order, each row made as the engine asks for it.

A fact the columns cannot hold as the game tree needs it (a second ``moves/2`` for a
position, a value that is no number, a position that is both MAX's and MIN's) is no
error to Prolog: the predicate then moves to an ordinary table (the engine's own) and the
searches read the tree through the engine.  A strict load (``check``, ``solve``, the
Python API's ``load``) reports it instead, at its ``file:line:col``.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Sequence
from typing import Any

from ..errors import FactConflictError, FactTypeError, SourceError
from ..prolog.consult import Place
from ..prolog.core import NIL, Var, deref, list_tail, make_list
from ..prolog.facts import ListColumn, Run
from ..prolog.tables import NO_DEATHS, FactTable, Row
from ..prolog.walk import is_ground
from ..prolog.write import show
from ..search.tree import Mover
from .columns import Column, Columns

SIDES: dict[str, Mover] = {"max_to_move": "max", "min_to_move": "min",
                           "chance_to_move": "chance"}
COLUMN_OF: dict[str, Column] = {"moves": "moves", "static_eval": "static_eval",
                                "max_to_move": "side", "min_to_move": "side",
                                "chance_to_move": "side"}
"""The game predicates the columns hold, and the column each is kept in."""

USAGE = {
    "moves": "moves(Position, [Successor, ...])",
    "static_eval": "static_eval(Position, Number)",
    "max_to_move": "max_to_move(Position)",
    "min_to_move": "min_to_move(Position)",
    "chance_to_move": "chance_to_move(Position)",
}

Where = Callable[[], Place]
"""Where the clause being added stands (the engine knows)."""


def is_position(term: object) -> bool:
    """Whether a ground term can be a position in the columns: one that Python's equality
    tells apart exactly as Prolog's does (no floats or strings in it: ``1.0`` and ``1``
    are one dictionary key, and the string ``"a"`` and the atom ``a``)."""
    stack = [term]
    while stack:
        t = stack.pop()
        tt = type(t)
        if tt is str or tt is int:
            continue
        if tt is not tuple:
            return False
        stack.extend(t[1:])  # type: ignore[index]
    return True


class Notes:
    """What a load found wrong with the game tree's facts, and whether that is an error
    (a strict load: the fact is refused and the load fails) or a reason to leave the
    columns (Prolog takes any fact)."""

    def __init__(self, where: Where) -> None:
        self.where = where
        self.strict = False
        self.found: list[SourceError] = []

    def note(self, kind: type[SourceError], message: str, arg: int | None,
             expected: str | None = None, offset: int = 0) -> bool:
        """Record a problem of the fact being added (``offset`` lines after the clause
        the engine is at, for a run of facts); True when the fact is to be dropped."""
        place = self.where()
        line_text = place.line_text(place.line + offset)
        start = place.column - 1 if not offset else 0
        column = start + (_argument_column(line_text[start:], arg) if arg is not None else 1)
        self.found.append(kind(message, place.source, place.line + offset, column, line_text,
                               expected))
        return self.strict


    def first(self, names: tuple[str, ...], pos: object) -> str | None:
        """Where the first fact of ``names`` about ``pos`` stands in the text being
        consulted (``file:line:col``), if it can be found there."""
        place = self.where()
        source, text = place.source, place.text
        line = place.line - place.first + 1  # in the text
        alternatives = "|".join(map(re.escape, names))
        m = re.compile(rf"(?:^|(?<=[.\s]))[ \t]*(?:{alternatives})\([ \t]*"
                       rf"{re.escape(show(pos))}[ \t]*[,)]", re.MULTILINE).search(text)
        if m is None:
            return None
        start = text.rfind("\n", 0, m.start()) + 1
        column = m.start() - start + 1 + len(m.group()) - len(m.group().lstrip(" \t"))
        found = (text.count("\n", 0, m.start()) + 1, column)
        if found >= (line, place.column):
            return None  # not in this text before the fact (another file's, asserted)
        return f"{source}:{found[0] + place.first - 1}:{found[1]}"


def _argument_column(line_text: str, index: int) -> int:
    """The column where argument ``index`` of the first fact on the line starts."""
    depth = 0
    quote = ""
    arg = -1
    for i, c in enumerate(line_text):
        if quote:
            if c == quote:
                quote = ""
            continue
        if c in "'\"":
            quote = c
        elif c in "([{":
            depth += 1
            if depth == 1 and c == "(":
                arg = 0
                if index == 0:
                    return _skip_blanks(line_text, i + 1)
        elif c in ")]}":
            depth -= 1
        elif c == "," and depth == 1:
            arg += 1
            if arg == index:
                return _skip_blanks(line_text, i + 1)
    return 1


def _skip_blanks(text: str, i: int) -> int:
    while i < len(text) and text[i] in " \t":
        i += 1
    return i + 1


class ColumnTable(FactTable):
    """One game predicate's facts in the columns."""

    def __init__(self, name: str, columns: Columns, notes: Notes) -> None:
        self.name = name
        self.arity = 2 if name in ("moves", "static_eval") else 1
        self.columns = columns
        self.notes = notes
        self.column: Column = COLUMN_OF[name]

    # -- reading ------------------------------------------------------------------------------

    def _row(self, pos: int) -> Row | None:
        columns = self.columns
        name = columns.names[pos]
        if self.column == "moves":
            kids = columns.kids[pos]
            if kids is None:
                return None
            names = columns.names
            return ("moves", name, make_list([names[k] for k in kids]))
        if self.column == "static_eval":
            value = columns.values[pos]
            return None if value is None else ("static_eval", name, value)
        return (self.name, name) if columns.sides[pos] == SIDES[self.name] else None

    def _ids(self) -> Sequence[int]:
        listed = self.columns.listed(self.column)
        if self.column != "side":
            return listed
        sides, side = self.columns.sides, SIDES[self.name]
        return [pos for pos in listed if sides[pos] == side]

    def select(self, goal: Any) -> tuple[Sequence[Row], dict[int, int]]:
        first = deref(goal[1])
        if type(first) is Var or (type(first) is tuple and not is_ground(first)):
            return _LazyRows(self, self._ids()), NO_DEATHS
        found = self.columns.id(first) if is_position(first) else None
        row = None if found is None else self._row(found)
        return ((), NO_DEATHS) if row is None else ((row,), NO_DEATHS)

    def rows(self) -> Sequence[Row]:
        return [row for pos in self._ids() if (row := self._row(pos)) is not None]

    def __len__(self) -> int:
        counts = self.columns.counts
        return counts[SIDES[self.name]] if self.column == "side" else counts[self.column]

    # -- changes --------------------------------------------------------------------------------

    def append(self, row: Row, offset: int = 0) -> bool:
        pos = row[1]
        if not is_position(pos):
            return False  # a float or a string in a position: the engine's tables hold it
        if self.column == "moves":
            return self._add_moves(row, offset)
        if self.column == "static_eval":
            return self._add_value(row, offset)
        return self._add_side(row, offset)

    def _add_moves(self, row: Row, offset: int) -> bool:
        items, tail = list_tail(row[2])
        if tail is not NIL:
            return self._refuse(FactTypeError, f"moves/2 needs a list of positions, not "
                                f"{show(row[2])}", 1, "a list such as [b, c]", offset)
        if not items:
            return self._refuse(FactTypeError, f"moves({show(row[1])}, []) gives no move: a "
                                "leaf has no moves/2 fact", 1,
                                "a non-empty list, or no moves/2 fact for a leaf", offset)
        if not all(is_position(item) for item in items):
            return False
        known = self.columns.successors(row[1])
        if known is not None:
            if list(known) == items:
                return self.notes.strict  # the same fact again: Prolog holds it twice
            return self._conflict(f"conflicting moves/2 for {show(row[1])}: "
                                  f"{show(row)} here, {show(make_list(list(known)))} before",
                                  row[1], ("moves",), 1, offset)
        self.columns.set_moves(row[1], items)
        return True

    def _add_value(self, row: Row, offset: int) -> bool:
        value = row[2]
        if type(value) not in (int, float) or (type(value) is float and math.isnan(value)):
            return self._refuse(FactTypeError, f"static_eval/2 needs a number, not "
                                f"{show(value)}", 1,
                                "an integer or a float such as 3, -2 or 0.5", offset)
        known = self.columns.value(row[1])
        if known is not None:
            if type(known) is type(value) and known == value:
                return self.notes.strict
            return self._conflict(f"conflicting static_eval/2 for {show(row[1])}: "
                                  f"{show(row)} here, {show(known)} before", row[1],
                                  ("static_eval",), 1, offset)
        self.columns.set_value(row[1], value)
        return True

    def _add_side(self, row: Row, offset: int) -> bool:
        side = SIDES[self.name]
        known = self.columns.side(row[1])
        if known is not None:
            if known == side:
                return self.notes.strict
            both = sorted((known, side), key=("max", "min", "chance").index)
            return self._conflict(f"{show(row[1])} is both {both[0]}_to_move and "
                                  f"{both[1]}_to_move", row[1], (f"{known}_to_move",), None,
                                  offset)
        self.columns.set_side(row[1], side)
        return True

    def _refuse(self, kind: type[SourceError], message: str, arg: int,
                expected: str | None, offset: int) -> bool:
        return self.notes.note(kind, message, arg, expected, offset)

    def _conflict(self, message: str, pos: object, names: tuple[str, ...], arg: int | None,
                  offset: int) -> bool:
        """A second fact for ``pos`` that differs from the first: both places named."""
        first = self.notes.first(names, pos)
        return self.notes.note(FactConflictError,
                               message + (f" (the first at {first})" if first else ""), arg,
                               None, offset)

    def take(self, run: Run) -> bool:
        """A run of facts at once: the columns' bulk paths for the plain shapes into new
        positions, one by one otherwise (all or nothing: a fact the columns cannot hold
        leaves the run to the engine's table)."""
        if self._bulk(run):
            return True
        rows = run.rows()
        if not self.notes.strict and not all(map(self._fits, rows)):
            return False
        return all(self.append(row, offset) for offset, row in enumerate(rows))

    def _bulk(self, run: Run) -> bool:
        columns = self.columns
        first = run.columns[0]
        if not isinstance(first, list) or any(type(p) is not str for p in first[:1]):
            return False
        if self.column == "moves":
            lists = run.columns[1]
            if not isinstance(lists, ListColumn) or not lists.atoms or \
                    not all(lists.bodies):
                return False
            return columns.bulk_moves(first, lists.bodies)
        if self.column == "static_eval":
            values = run.columns[1]
            # (a run's numbers are read from decimal digits: never NaN)
            return run.kinds[1] in "in" and columns.bulk_values(first, values)  # type: ignore[arg-type]
        return columns.bulk_sides(first, SIDES[self.name])

    def _fits(self, row: Row) -> bool:
        """Whether the columns can take ``row`` as it is (checked before any is taken)."""
        pos = row[1]
        if not is_position(pos):
            return False
        if self.column == "moves":
            items, tail = list_tail(row[2])
            return tail is NIL and bool(items) and \
                all(map(is_position, items)) and self.columns.successors(pos) is None
        if self.column == "static_eval":
            return type(row[2]) in (int, float) and self.columns.value(pos) is None
        return self.columns.side(pos) is None

    def remove(self, row: Row) -> None:
        """Drop the fact from the columns (a call walking the rows meanwhile no longer
        meets it: rows are made as they are reached)."""
        self.columns.remove(self.column, row[1])

    def checkpoint(self) -> object:
        return None  # the store keeps the columns' checkpoint (they are shared)

    def rollback(self, mark: Any) -> None:
        pass


class _LazyRows(Sequence[Row]):
    """A game predicate's rows in order, each made when the engine reaches it."""

    def __init__(self, table: ColumnTable, ids: Sequence[int]) -> None:
        self.table = table
        self.ids = ids
        self.size = len(ids)

    def __len__(self) -> int:
        return self.size

    def __getitem__(self, i: int) -> Row:  # type: ignore[override]
        return self.table._row(self.ids[i])  # type: ignore[return-value]  # None: gone

    def __hash__(self) -> int:
        return id(self)


