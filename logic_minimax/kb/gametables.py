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

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import compress, repeat
from operator import eq
from typing import Any, cast

from ..errors import FactConflictError, FactTypeError, SourceError
from ..prolog.consult import Place
from ..prolog.core import NIL, Var, deref, list_tail, make_list
from ..prolog.facts import ListColumn, Run
from ..prolog.tables import NO_DEATHS, ColumnRows, FactTable, Row, Rows, exact_key
from ..prolog.walk import is_ground, term_vars
from ..prolog.write import ANSWER, show, term_to_text
from ..search.tree import Mover
from .columns import Column, Columns
from .places import argument_column
from .ruletree import GAME_PREDICATES

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
    "probability": "probability(ChancePosition, Outcome, Probability)",
}
"""Each game predicate, as its facts are written."""

Where = Callable[[], Place]
"""Where the clause being added stands (the engine knows)."""


is_position = exact_key
"""Whether a ground term can be a position in the columns: one Python's equality tells
apart exactly as Prolog's does (no floats or strings in it: ``1.0`` and ``1`` are one
dictionary key, and the string ``"a"`` and the atom ``a``)."""


Names = tuple[tuple[str, Var], ...]
"""A clause's variables as its text names them."""


@dataclass(frozen=True)
class Problem:
    """What makes a game predicate's fact one the tree cannot use."""

    kind: type[SourceError]
    message: str
    arg: int | None
    """The argument the error points at (None: the fact's start)."""
    expected: str | None


def fact_problem(head: Any, names: Names = ()) -> Problem | None:
    """What makes a fact of ``moves/2`` or ``static_eval/2`` one no search can use (a
    variable its position does not bind counts as never a number or a position)."""
    if head[0] == "static_eval":
        value = deref(head[2])
        if type(value) in (int, float) and value == value:  # (NaN: no value)
            return None
        if type(value) is Var and _bound_by(value, head[1]):
            return None  # static_eval(v(X), X): the position gives the value
        what = f"the variable {_written(value, names)}" if type(value) is Var else \
            _written(value, names)
        return Problem(FactTypeError, f"static_eval/2 needs a number, not {what}", 1,
                       "an integer or a float such as 3, -2 or 0.5")
    if head[0] == "moves":
        items, tail = list_tail(head[2])
        if tail is not NIL and not (type(tail) is Var and _bound_by(tail, head[1])):
            return Problem(FactTypeError, "moves/2 needs a list of positions, not "
                           f"{_written(head[2], names)}", 1, "a list such as [b, c]")
        if not items and tail is NIL:
            return Problem(FactTypeError, f"moves({_written(head[1], names)}, []) gives no "
                           "move: a leaf has no moves/2 fact", 1,
                           "a non-empty list, or no moves/2 fact for a leaf")
        free = [v for item in items for v in term_vars(item)
                if not _bound_by(v, head[1])]
        if free:
            return Problem(FactTypeError, "moves/2 needs a list of positions, not "
                           f"{_written(head[2], names)} ({_written(free[0], names)} is a "
                           "variable)", 1, "a list such as [b, c]")
    return None


def arity_problem(name: str, arity: int) -> Problem | None:
    """A fact of a game predicate's name at another arity: SWI's "did you mean"."""
    if name not in USAGE or (name, arity) in GAME_PREDICATES:
        return None
    meant = next(a for n, a in GAME_PREDICATES if n == name)
    return Problem(FactTypeError, f"{name}/{arity} is not a game predicate: did you mean "
                   f"{name}/{meant}?", None, USAGE[name])


def _bound_by(var: Var, pos: object) -> bool:
    return any(v is var for v in term_vars(pos))


def _written(term: object, names: Names) -> str:
    """A term as messages write it, its variables by their names in the text."""
    named = {var: name for name, var in names}
    for var in term_vars(term):
        named.setdefault(var, "_")
    return term_to_text(term, ANSWER, names=named, priority=699)


class Notes:
    """What a strict load found wrong with the game tree's facts (each at its place: the
    fact is then refused and the load fails); outside one, nothing is noted (Prolog
    takes any fact)."""

    def __init__(self, where: Where) -> None:
        self.where = where
        self.strict = False
        self.found: list[SourceError] = []

    def note(self, problem: Problem, line: int | None = None) -> bool:
        """Record a problem of the fact being added (at ``line`` of a run of facts, else
        where the engine's clause is); True when the fact is to be dropped."""
        if not self.strict:
            return False
        place = self.where()
        at = place.line if line is None else line
        line_text = place.line_text(at)
        start = place.column - 1 if line is None else 0
        column = start + (argument_column(line_text[start:], problem.arg)
                          if problem.arg is not None else 1)
        self.found.append(problem.kind(problem.message, place.source, at, column,
                                       line_text, problem.expected))
        return True

    def check_clause(self, term: Any, names: Names) -> bool:
        """A strict load's check of a clause read (the engine's ``check_clause``): a fact
        of a game predicate at another arity, or one no search can use, is an error at its
        place (and dropped)."""
        if not self.strict or (type(term) is tuple and term[0] == ":-" and len(term) == 3):
            return True  # rules: the searches ask them, and say what they met
        name, arity = (term, 0) if type(term) is str else (term[0], len(term) - 1)
        if name not in USAGE:
            return True
        problem = arity_problem(name, arity) or fact_problem(term, names)
        return problem is None or not self.note(problem)

    def other(self, names: tuple[str, ...], pos: object, line: int | None) -> str:
        """Where the first fact of ``names`` about ``pos`` stands in the text being
        consulted (`` (the first at file:line:col)``; `` (the other at ...)`` when it comes
        after the fact being added, as a run of several predicates' facts may add them),
        or nothing if not in this text (another file's, an asserted one)."""
        place = self.where()
        text = place.text
        here = (place.line, place.column) if line is None else (line, 1)
        alternatives = "|".join(map(re.escape, names))
        m = re.compile(rf"(?:^|(?<=[.\s]))[ \t]*(?:{alternatives})\([ \t]*"
                       rf"{re.escape(show(pos))}[ \t]*[,)]", re.MULTILINE).search(text)
        if m is None:
            return ""
        start = text.rfind("\n", 0, m.start()) + 1
        column = m.start() - start + 1 + len(m.group()) - len(m.group().lstrip(" \t"))
        found = (text.count("\n", 0, m.start()) + place.first, column)
        if found == here:
            return ""
        return f" (the {'first' if found < here else 'other'} at {place.source}:{found[0]}:" \
            f"{found[1]})"


class ColumnTable(FactTable):
    """One game predicate's facts in the columns."""

    def __init__(self, name: str, columns: Columns, notes: Notes) -> None:
        self.name = name
        self.arity = 2 if name in ("moves", "static_eval") else 1
        self.columns = columns
        self.notes = notes
        self.column: Column = COLUMN_OF[name]
        self._view: tuple[Columns, int, ColumnRows] | None = None

    # -- reading ------------------------------------------------------------------------------

    @property
    def gen(self) -> int:  # type: ignore[override]
        """Changes to the columns so far (an index made of the rows is made anew after
        one)."""
        return self.columns.version

    def _successors(self, kids: Sequence[int]) -> object:
        names = self.columns.names
        return make_list([names[k] for k in kids])

    def view(self) -> ColumnRows:
        """The rows in the order the facts came, each made as the engine reaches it (or
        looks it up by position): a view of the columns, made again once they change."""
        columns = self.columns
        view = self._view
        if view is not None and view[0] is columns and view[1] == columns.version:
            return view[2]
        ids = columns.listed(self.column)
        if self.column == "moves":
            rows = ColumnRows("moves", ids, columns.ids, columns.names, columns.kids,
                              convert=self._successors)
        elif self.column == "static_eval":
            rows = ColumnRows("static_eval", ids, columns.ids, columns.names, columns.values)
        else:  # this side's positions only (chance's may be a few among a million)
            side, sides = SIDES[self.name], columns.sides
            ids = list(compress(ids, map(eq, map(sides.__getitem__, ids), repeat(side))))
            rows = ColumnRows(self.name, ids, columns.ids, columns.names, sides, only=side)
        self._view = (columns, columns.version, rows)
        return rows

    def select(self, goal: Any) -> tuple[Sequence[Row], dict[int, int]]:
        made, columns = self._view, self.columns  # (a call per join step: view() inlined)
        view = made[2] if made is not None and made[0] is columns and \
            made[1] == columns.version else self.view()
        first = deref(goal[1])
        if type(first) is Var and self.column == "static_eval":
            value = deref(goal[2])
            if type(value) is int or type(value) is float:
                # SWI's index on the value: the rows holding it, and only those
                return view.having(value), NO_DEATHS
        if type(first) is Var:
            return cast(Sequence[Row], view), NO_DEATHS
        if type(first) is tuple and not is_ground(first):
            return view.shaped(first), NO_DEATHS
        return view.lookup(first), NO_DEATHS

    def rows(self) -> Sequence[Row]:
        return self.view().live()

    def __len__(self) -> int:
        counts = self.columns.counts
        return counts[SIDES[self.name]] if self.column == "side" else counts[self.column]

    # -- changes --------------------------------------------------------------------------------

    def append(self, row: Row, line: int | None = None) -> bool:
        """Add a fact the engine gives (``line``: of a run of facts, else the clause's);
        False when the columns cannot hold it as the game tree needs it."""
        pos = row[1]
        if not is_position(pos):
            return False  # a float or a string in a position: the engine's tables hold it
        if self.column == "side":
            return self._add_side(row, line)
        problem = fact_problem(row)
        if problem is not None:  # (a clause's was noted by the clause check)
            return line is not None and self.notes.note(problem, line)
        if self.column == "moves":
            return self._add_moves(row, line)
        return self._add_value(row, line)

    def _add_moves(self, row: Row, line: int | None) -> bool:
        items, _ = list_tail(row[2])
        if not all(is_position(item) for item in items):
            return False
        known = self.columns.successors(row[1])
        if known is not None:
            if list(known) == items:
                return self.notes.strict  # the same fact again: Prolog holds it twice
            return self._conflict(f"conflicting moves/2 for {show(row[1])}: "
                                  f"{show(row)} here, {show(make_list(list(known)))} before",
                                  row[1], ("moves",), 1, line)
        self.columns.set_moves(row[1], items)
        return True

    def _add_value(self, row: Row, line: int | None) -> bool:
        value = row[2]
        known = self.columns.value(row[1])
        if known is not None:
            if type(known) is type(value) and known == value:
                return self.notes.strict
            return self._conflict(f"conflicting static_eval/2 for {show(row[1])}: "
                                  f"{show(row)} here, {show(known)} before", row[1],
                                  ("static_eval",), 1, line)
        self.columns.set_value(row[1], value)
        return True

    def _add_side(self, row: Row, line: int | None) -> bool:
        side = SIDES[self.name]
        known = self.columns.side(row[1])
        if known is not None:
            if known == side:
                return self.notes.strict
            both = sorted((known, side), key=("max", "min", "chance").index)
            return self._conflict(f"{show(row[1])} is both {both[0]}_to_move and "
                                  f"{both[1]}_to_move", row[1], (f"{known}_to_move",), None,
                                  line)
        self.columns.set_side(row[1], side)
        return True

    def _conflict(self, message: str, pos: object, names: tuple[str, ...], arg: int | None,
                  line: int | None) -> bool:
        """A second fact for ``pos`` that differs from the first: both places named."""
        if not self.notes.strict:
            return False
        other = self.notes.other(names, pos, line)
        return self.notes.note(Problem(FactConflictError, message + other, arg, None), line)

    def take(self, run: Run) -> bool:
        """A run of facts at once: the columns' bulk paths for the plain shapes into new
        positions, one by one otherwise (all or nothing outside a strict load: a fact the
        columns cannot hold leaves the run to the engine's table)."""
        if self._bulk(run):
            return True
        rows = run.rows()
        if not self.notes.strict:
            return all(map(self._fits, rows)) and all(map(self.append, rows))
        return all([self.append(row, run.line_of(i)) for i, row in enumerate(rows)])

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
        if self.column == "side":
            return self.columns.side(pos) is None
        if fact_problem(row) is not None:
            return False
        if self.column == "moves":
            return all(map(is_position, list_tail(row[2])[0])) and \
                self.columns.successors(pos) is None
        return self.columns.value(pos) is None

    def remove(self, row: Row) -> None:
        """Drop the fact from the columns (a call walking the rows meanwhile no longer
        meets it: rows are made as they are reached)."""
        self.columns.remove(self.column, row[1])

    def checkpoint(self) -> object:
        return None  # the store keeps the columns' checkpoint (they are shared)

    def rollback(self, mark: Any) -> None:
        pass


class ArityRows(Rows):
    """The facts of a game predicate's name at another arity (``min_to_move(b, c).``): the
    engine's own table, but a strict load refuses its runs of facts, each an error at its
    place (a clause is the clause check's)."""

    __slots__ = ("notes",)

    def __init__(self, arity: int, notes: Notes) -> None:
        super().__init__(arity)
        self.notes = notes

    def take(self, run: Run) -> bool:
        problem = arity_problem(run.name, run.arity)
        if not self.notes.strict or problem is None:
            return super().take(run)
        for index in range(run.count):
            self.notes.note(problem, run.line_of(index))
        return True
