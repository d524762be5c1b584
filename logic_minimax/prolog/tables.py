"""Fact tables: a predicate's plain ground facts kept as rows, the engine's fact index.

A program's plain facts (``edge(a, b).``, a million ``static_eval(n5, 3).``) need none of a
clause's machinery: no variables, no body, nothing to copy when called.  A predicate made
only of such facts keeps them in a table, each fact one row (the head term itself, a tuple
``(name, arg1, ...)``), in clause order.  Calls select the rows that may match through an
index on their bound arguments, built the first time a call binds that argument (as SWI's
just-in-time indexing does), and unify the rest.  A predicate leaves its table for
ordinary clauses (:meth:`Pred.spill`) when a clause that is no plain fact joins it.

Retracted rows are marked dead with the generation they died in and stay where they are,
so a call that started before sees them still (the logical update view); the rows and
indexes are built anew once most rows are dead, and calls that started before keep the
old ones.

:class:`Rows` is the general table.  Other layers may hold a predicate's facts in a form
of their own (the knowledge base keeps the game tree in columns over position ids) by
implementing :class:`FactTable`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from itertools import compress, repeat
from operator import eq
from typing import Any

from logic_minimax.prolog.core import NIL, PString, Var, deref
from logic_minimax.prolog.facts import Run
from logic_minimax.prolog.walk import resolve

Row = tuple[Any, ...]
"""A fact's head: ``(name, arg1, ..., argN)``, every argument a ground term."""

_OWN_KEYS = {str, int}
"""Terms that are their own index keys (see :func:`row_key`)."""

NO_DEATHS: dict[int, int] = {}
"""The ``died`` of a table where nothing was ever retracted (never written)."""


class Candidates(list):  # type: ignore[type-arg]
    """Rows a table's ``select`` picked as SWI's indexing picks clauses (each row it gives
    matches the call's bound arguments, every one that does is there): the machine tries
    them as they are, narrowing them no further (``rows.py``)."""

    __slots__ = ()


def row_key(t: object) -> object:
    """The index key of a (dereferenced) ground argument, or None when a call's argument
    is unbound.  Atoms and integers are their own keys; ``1`` and ``1.0`` (equal in Python,
    not in Prolog) get different keys, a float's is its bits, and a compound is keyed by
    its name and arity."""
    tt = type(t)
    if tt is str or tt is int or t is NIL:
        return t
    if tt is tuple:
        return (t[0], len(t))  # type: ignore[index,arg-type]
    if tt is float:
        return ("$float", t.hex())  # type: ignore[attr-defined]  # its bits
    if tt is PString:
        return ("$string", str(t))
    return None


class FactTable:
    """What the engine asks of a predicate's table."""

    gen = 0
    """The generation: how many rows were ever retracted (see ``died``)."""
    removable = True
    """Whether :meth:`remove` works here (else the engine moves the rows to a table of
    its own before retracting any)."""

    def select(self, goal: Any) -> tuple[Sequence[Row], dict[int, int]]:
        """The rows that may match ``goal`` (a tuple whose arguments are dereferenced here),
        in clause order, and ``died``: ``id(row)`` -> the generation a retracted row died
        in.  The engine takes ``len`` of the rows once: rows added later are not seen."""
        raise NotImplementedError

    def rows(self) -> Sequence[Row]:
        """Every live row, in clause order."""
        raise NotImplementedError

    def __len__(self) -> int:
        raise NotImplementedError

    def append(self, row: Row) -> bool:
        """Add a row at the end; False when this table cannot hold it (the predicate then
        moves its facts to a table or clauses that can)."""
        raise NotImplementedError

    def take(self, run: Run) -> bool:
        """Add a run of facts read from a file at the end; False (adding none) when this
        table cannot hold them all."""
        raise NotImplementedError

    def remove(self, row: Row) -> None:
        """Retract ``row`` (a row :meth:`select` or :meth:`rows` gave)."""
        raise NotImplementedError

    def checkpoint(self) -> object:
        """A mark to undo later changes to (see :meth:`rollback`)."""
        raise NotImplementedError

    def rollback(self, mark: Any) -> None:
        """Undo what happened since :meth:`checkpoint` gave ``mark`` (a failed load)."""
        raise NotImplementedError


class Rows(FactTable):
    """Rows in a list, with an index per argument built when a call first binds it."""

    __slots__ = ("arity", "dead", "died", "gen", "indexes", "live")

    def __init__(self, arity: int, rows: Iterable[Row] = ()) -> None:
        self.arity = arity
        self.live: list[Row] = list(rows)
        """Every row, dead ones included, in clause order."""
        self.indexes: dict[int, dict[object, list[Row] | Row]] = {}
        """Argument position -> key -> its rows (one row alone is kept bare)."""
        self.died: dict[int, int] = NO_DEATHS
        self.dead = 0
        self.gen = 0

    def __len__(self) -> int:
        return len(self.live) - self.dead

    def rows(self) -> Sequence[Row]:
        if not self.dead:
            return self.live
        died = self.died
        return [r for r in self.live if id(r) not in died]

    def select(self, goal: Any) -> tuple[Sequence[Row], dict[int, int]]:
        for i in range(1, self.arity + 1):
            a = goal[i]
            while type(a) is Var:
                r = a.ref
                if r is None:
                    break
                a = r
            key = row_key(a)
            if key is None:
                continue
            index = self.indexes.get(i)
            if index is None:
                if len(self.live) < 8 and i > 1:
                    continue  # a few rows: scanning beats building another index
                index = self._index(i)
            found = index.get(key)
            if found is None:
                return (), self.died
            if type(found) is tuple:
                return (found,), self.died
            return found, self.died
        return self.live, self.died

    def _index(self, i: int) -> dict[object, list[Row] | Row]:
        keys = [row[i] for row in self.live]
        if set(map(type, keys)) <= _OWN_KEYS and len(set(keys)) == len(keys):
            # Atoms and integers, each once (a column of names): built in one C call.
            self.indexes[i] = unique = dict(zip(keys, self.live, strict=True))
            return unique
        index: dict[object, list[Row] | Row] = {}
        for row in self.live:
            _put(index, row_key(row[i]), row)
        self.indexes[i] = index
        return index

    def append(self, row: Row) -> bool:
        self.live.append(row)
        for i, index in self.indexes.items():
            _put(index, row_key(row[i]), row)
        return True

    def take(self, run: Run) -> bool:
        rows = run.rows()
        if self.indexes:
            for row in rows:
                self.append(row)
        else:
            self.live.extend(rows)
        return True

    def remove(self, row: Row) -> None:
        if id(row) in self.died:
            return  # retracted again by a call that met it before (the logical update view)
        if self.died is NO_DEATHS:
            self.died = {}
        self.gen += 1
        self.died[id(row)] = self.gen
        self.dead += 1
        if self.dead > 64 and self.dead * 2 > len(self.live):
            self._compact()

    def _compact(self) -> None:
        """Build the rows and indexes anew without the dead (calls under way keep the
        lists they were given, and the ``died`` that tells which of them died when)."""
        died = self.died
        self.live = [r for r in self.live if id(r) not in died]
        self.died = NO_DEATHS
        self.dead = 0
        self.indexes = {}

    def checkpoint(self) -> object:
        return self.live, len(self.live), dict(self.died), self.dead, self.gen

    def rollback(self, mark: Any) -> None:
        """Undo what happened since :meth:`checkpoint` (a failed load).  A compaction
        since made a new list and left the old one as it was, but for rows added at its
        end before: cutting those restores it."""
        live, size, died, self.dead, self.gen = mark
        del live[size:]
        self.live = live
        self.died = died or NO_DEATHS
        self.indexes = {}


class ColumnRows:
    """The rows of a table another layer keeps as columns over ids (the knowledge base's
    game store), made as the engine reaches them (no row is held): for id ``k``,
    ``(name, names[k])``, or ``(name, names[k], value)`` of ``values[k]`` (made a term by
    ``convert``).  ``ids`` lists the ids of the facts, in order; a row whose entry is gone
    since (None, or not ``only`` in a column several predicates share) comes as None, as
    from any foreign table.  A sequence of rows for the machine (compiled: an extension
    type, ``tables.pxd``, whose items cost a list's), and a point lookup by name
    (``index``: name -> id)."""

    __slots__ = ("convert", "ids", "index", "name", "names", "only", "size", "values")

    def __init__(self, name: str, ids: Sequence[int], index: dict[object, int],
                 names: Sequence[object], values: Sequence[object], only: object = None,
                 convert: Callable[[Any], object] | None = None) -> None:
        self.name = name
        self.ids = ids
        self.index = index
        self.names = names
        self.values = values
        """Each id's entry: the row's value, or (with ``only``) what says it holds one."""
        self.only = only
        self.convert = convert
        self.size = len(ids)

    def __len__(self) -> int:
        return self.size

    def __getitem__(self, i: int) -> Row | None:
        return self.row(self.ids[i])

    def row(self, k: int) -> Row | None:
        """The row of id ``k``, if it holds one."""
        value = self.values[k]
        if value is None:
            return None
        if self.only is not None:
            return (self.name, self.names[k]) if value == self.only else None
        if self.convert is not None:
            value = self.convert(value)
        return (self.name, self.names[k], value)

    def lookup(self, key: object) -> tuple[Row, ...]:
        """The rows whose first argument is ``key`` (a ground term): none or one."""
        if type(key) is tuple:
            key = resolve(key)  # (its arguments may be variables bound to a value)
        if not exact_key(key):
            return ()  # (1.0 finds no 1, nor "a" the atom a, as in Prolog)
        k = self.index.get(key)
        row = None if k is None else self.row(k)
        return () if row is None else (row,)

    def having(self, value: object) -> Candidates:
        """The rows whose value is the number ``value`` (of its type: ``1`` is no
        ``1.0`` in Prolog), in order: the ids picked out by comparisons in C, then those
        few made rows (a call with its position unbound and its value bound)."""
        ids, values, kind = self.ids, self.values, type(value)
        picked = compress(ids, map(eq, map(values.__getitem__, ids), repeat(value)))
        return Candidates(row for row in map(self.row, picked) if row is not None and
                          type(row[2]) is kind)

    def shaped(self, compound: tuple[Any, ...]) -> list[Row]:
        """The rows whose first argument is a compound of ``compound``'s name and arity,
        in order (a call whose position is such a compound, not ground: as a first
        argument index on its functor gives them)."""
        key, names = (compound[0], len(compound)), self.names
        picked = [k for k in self.ids if type(names[k]) is tuple and
                  (names[k][0], len(names[k])) == key]  # type: ignore[index,arg-type]
        return [row for row in map(self.row, picked) if row is not None]

    def live(self) -> list[Row]:
        """Every row still held, in order."""
        return [row for row in map(self.row, self.ids) if row is not None]


def exact_key(term: object) -> bool:
    """Whether a ground term is one Python's equality tells apart exactly as Prolog's
    does, a dictionary key for it: atoms, integers and compounds of them (not ``1.0``,
    equal to ``1``, nor the string ``"a"``, equal to the atom)."""
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


def _put(index: dict[object, list[Row] | Row], key: object, row: Row) -> None:
    """File ``row`` under ``key``: bare while it is the only one, then in a list."""
    found = index.get(key)
    if found is None:
        index[key] = row
    elif type(found) is tuple:
        index[key] = [found, row]
    else:
        found.append(row)  # type: ignore[union-attr]


def bound_atomic(goal: Any) -> tuple[tuple[int, object], ...]:
    """The atomic arguments of a call, by position (what :func:`clashes` compares)."""
    found = []
    for i in range(1, len(goal)):
        a = deref(goal[i])
        if type(a) is not Var and type(a) is not tuple:
            found.append((i, a))
    return tuple(found)


def clashes(row: Row, bound: tuple[tuple[int, object], ...]) -> bool:
    """Whether ``row`` differs from a call's atomic arguments (so that it cannot match;
    seeing that no other row can, a call leaves no choice point, as SWI's indexing)."""
    for i, a in bound:
        v = row[i]
        if type(v) is not type(a) or v != a:
            return True
    return False
