"""The game-tree facts as columns over dense integer ids: the compact form a fact store
and a load's staging keep them in (only :mod:`.store` and :mod:`.loading` use it).

Each position a game-tree fact names gets an id, 0, 1, 2, ..., in the order the facts
first name it (file order). ``moves/2`` is a list of successor-id tuples indexed by id;
the sides and the static values are lists indexed by id; each name is kept once (the
keys of ``ids``, and ``names`` for the way back). A search then costs a list index per
question instead of a dictionary lookup keyed by a string, in an order the file laid
out; the searches run over ids and names are translated at the edges
(:mod:`.trees`).

Each predicate also keeps its facts' order (``facts/1`` lists them in it, as SWI-Prolog
lists clauses): an array of ids, where a removed fact leaves a stale entry that the next
listing drops.
"""

from __future__ import annotations

from array import array
from collections import deque
from collections.abc import Hashable, Iterable, Iterator, Mapping, Sequence
from itertools import compress, pairwise, repeat
from operator import is_not
from typing import Any, Literal, TypeAlias

from ..search.tree import Mover, Number

Position: TypeAlias = Hashable
"""A position: any ground term (an atom, an integer, ``s(3, max)``, a board list)."""

Column: TypeAlias = Literal["moves", "side", "static_eval"]

_RUN = 512
"""Names compared at a time when looking for runs of consecutive ids."""


class _Order:
    """The ids of one predicate's facts in the order they were added.

    While facts come in ascending ids (a file that names positions in the order it
    gives their facts) the order is implicit: the ids holding a fact, ascending, and
    nothing is stored. Otherwise an array of ids (``"i"``: 4 bytes an entry; a
    knowledge base does not hold 2**31 positions), where a removed or replaced fact
    leaves a stale entry that the next listing drops.
    """

    __slots__ = ("ids", "last", "stale")

    def __init__(self) -> None:
        self.ids: array[int] | None = None
        self.last = -1
        """The largest id added while the order is implicit."""
        self.stale = 0

    def add(self, found: Sequence[int], column: Sequence[object]) -> None:
        """``found`` got facts in ``column`` (already set there), in this order."""
        if not found:
            return
        if self.ids is None:
            if found[0] > self.last and (isinstance(found, range) or len(found) == 1):
                self.last = found[-1]
                return
            added = set(found)
            self.ids = array("i", (pos for pos in _held(column) if pos not in added))
        self.ids.extend(found)

    def dropped(self) -> None:
        """A fact was removed or replaced (an implicit order needs no note of it)."""
        if self.ids is not None:
            self.stale += 1

    def listed(self, column: Sequence[object]) -> Sequence[int]:
        """The ids holding a fact in ``column``, in order; stale entries are dropped now
        (a fact removed and added again is listed where it was added last)."""
        if self.ids is None:
            return list(_held(column))
        if self.stale:
            seen: set[int] = set()
            kept: list[int] = []
            for pos in reversed(self.ids):
                if pos not in seen and column[pos] is not None:
                    seen.add(pos)
                    kept.append(pos)
            kept.reverse()
            self.ids = array("i", kept)
            self.stale = 0
        return self.ids


def _held(column: Sequence[object]) -> Iterator[int]:
    """The ids whose entry in ``column`` is not None, ascending."""
    return compress(range(len(column)), map(is_not, column, repeat(None)))


class Columns:
    """Game-tree facts over dense ids: successor tuples, sides and values, one entry per
    position (``None`` where it has no such fact)."""

    __slots__ = ("counts", "ids", "kids", "moved", "names", "orders", "sides", "values",
                 "version")

    def __init__(self) -> None:
        self.ids: dict[Position, int] = {}
        self.names: list[Position] = []
        self.kids: list[Sequence[int] | None] = []
        """Successor ids: a tuple, or a ``range`` when they are consecutive."""
        self.sides: list[Mover | None] = []
        self.values: list[Number | None] = []
        self.moved = bytearray()
        """1 for each position a ``moves/2`` fact named (its own, or a parent's), as the
        facts came: a removed fact leaves its marks (a strict load's check of side facts
        nothing reaches reads it)."""
        self.orders: dict[Column, _Order] = {"moves": _Order(), "side": _Order(),
                                             "static_eval": _Order()}
        self.counts: dict[str, int] = {"moves": 0, "static_eval": 0, "max": 0, "min": 0,
                                       "chance": 0}
        """Facts per predicate (sides by kind), so that counting costs nothing."""
        self.version = 0
        """Changes to the facts so far (what is made of them is kept until the next)."""

    # -- ids ---------------------------------------------------------------------------------

    def intern(self, batch: Sequence[Position]) -> Sequence[int]:
        """The ids of ``batch``; names not seen yet get the next ids, in order.

        Programs write facts in the order of the positions they name, so a batch often
        names runs of consecutive ids: each piece of ``_RUN`` names is compared with the
        names at its first one's id (one lookup, then a sequential comparison), and a
        batch that is one run comes back as a ``range``. Other pieces are looked up
        (all known: a file gives a position's side, then its moves) or, holding new
        names, take one pass in C: ``setdefault`` with the next id, read off the
        dictionary's size as each name comes (the new names are those whose id is new).
        """
        batch = list(batch)
        if len(batch) <= _RUN:
            return self._piece(batch)
        start = self.ids.get(batch[0])
        if start is not None and self.names[start:start + len(batch)] == batch:
            return range(start, start + len(batch))  # the whole batch is one run
        if start is None:
            fresh = self._fresh(batch)
            if fresh is not None:
                return fresh
        pieces = [self._piece(batch[at:at + _RUN]) for at in range(0, len(batch), _RUN)]
        runs = [piece for piece in pieces if isinstance(piece, range)]
        if len(runs) == len(pieces) and all(a.stop == b.start for a, b in pairwise(runs)):
            return range(runs[0].start, runs[-1].stop)  # new names, in order
        found: list[int] = []
        for piece in pieces:
            found.extend(piece)
        return found

    def _fresh(self, batch: list[Position]) -> range | None:
        """The next ids for a batch of names none of which is known, all different (a
        file's first facts): one pass in C to tell, one to add; None otherwise (nothing
        added)."""
        ids = self.ids
        if not ids.keys().isdisjoint(batch):
            return None
        old = len(ids)
        ids.update(zip(batch, range(old, old + len(batch)), strict=True))
        if len(ids) != old + len(batch):  # a name repeats: leave it to the pieces
            for name in batch:
                ids.pop(name, None)
            return None
        self._grow(batch)
        return range(old, len(ids))

    def _grow(self, new: Sequence[Position]) -> None:
        """``new`` got the next ids: their names, and empty entries in each column."""
        self.names.extend(new)
        grow = len(new)
        self.kids.extend(repeat(None, grow))
        self.sides.extend(repeat(None, grow))
        self.values.extend(repeat(None, grow))
        self.moved.extend(bytes(grow))

    def _piece(self, batch: list[Position]) -> Sequence[int]:
        """The ids of a few names: a run, or looked up (and added if new)."""
        if not batch:
            return ()
        ids = self.ids
        start = ids.get(batch[0])
        if start is not None:
            if self.names[start:start + len(batch)] == batch:
                return range(start, start + len(batch))
            known = list(map(ids.get, batch))
            if None not in known:  # all named before (a position's moves after its side)
                return known  # type: ignore[return-value]
        old = len(ids)
        found = list(map(ids.setdefault, batch, iter(ids.__len__, -1)))
        grow = len(ids) - old
        if grow:
            self._grow(batch if grow == len(batch) else  # all new: no repeats
                       list(dict.fromkeys(compress(batch, map(old.__le__, found)))))
        if grow == len(batch):  # all new: the next ids, in order (orders stay implicit)
            return range(old, old + grow)
        return found

    def id(self, pos: object) -> int | None:
        """The id of a position named by some fact, else ``None``."""
        try:
            found: int | None = self.ids.get(pos)
        except TypeError:  # an unhashable term (a list) names no position
            return None
        return found

    def is_empty(self) -> bool:
        return not any(self.counts.values())

    # -- one fact at a time --------------------------------------------------------------------

    def successors(self, pos: object) -> tuple[Position, ...] | None:
        found = self.id(pos)
        kids = None if found is None else self.kids[found]
        return None if kids is None else tuple(self.names[kid] for kid in kids)

    def side(self, pos: object) -> Mover | None:
        found = self.id(pos)
        return None if found is None else self.sides[found]

    def value(self, pos: object) -> Number | None:
        found = self.id(pos)
        return None if found is None else self.values[found]

    def set_moves(self, pos: Position, successors: Sequence[Position]) -> None:
        self.version += 1
        head = self.intern([pos])[0]
        if self.kids[head] is None:
            self.counts["moves"] += 1
        else:  # replaced: its earlier entry in the order is stale
            self.orders["moves"].dropped()
        self.kids[head] = _compact(self.intern(successors))
        self._mark((head,))
        self._mark(self.kids[head])  # type: ignore[arg-type]
        self.orders["moves"].add((head,), self.kids)

    def set_side(self, pos: Position, side: Mover) -> None:
        self.version += 1
        found = self.intern([pos])[0]
        held = self.sides[found]
        if held is not None:
            self.counts[held] -= 1
            self.orders["side"].dropped()
        self.counts[side] += 1
        self.sides[found] = side
        self.orders["side"].add((found,), self.sides)

    def set_value(self, pos: Position, value: Number) -> None:
        self.version += 1
        found = self.intern([pos])[0]
        if self.values[found] is None:
            self.counts["static_eval"] += 1
        else:
            self.orders["static_eval"].dropped()
        self.values[found] = value
        self.orders["static_eval"].add((found,), self.values)

    def remove(self, column: Column, pos: Position) -> None:
        """Drop ``pos``'s fact of ``column`` (its id stays)."""
        self.version += 1
        found = self.ids[pos]
        if column == "moves":
            self.kids[found] = None
            self.counts["moves"] -= 1
        elif column == "static_eval":
            self.values[found] = None
            self.counts["static_eval"] -= 1
        else:
            side = self.sides[found]
            assert side is not None
            self.counts[side] -= 1
            self.sides[found] = None
        self.orders[column].dropped()

    # -- whole chunks (a load into an empty store) -----------------------------------------

    def bulk_sides(self, positions: Sequence[Position], side: Mover) -> bool:
        """Add ``side`` for each of ``positions``; False (adding nothing) if one of them
        has a side already or repeats."""
        found = self.intern(positions)
        sides = self.sides
        if not _empty(sides, found) or not _distinct(found):
            return False
        if isinstance(found, range):  # consecutive ids: one slice, no loop
            sides[found.start:found.stop] = repeat(side, len(found))
        else:
            for pos in found:
                sides[pos] = side
        self.counts[side] += len(found)
        self.orders["side"].add(found, sides)
        self.version += 1
        return True

    def bulk_values(self, positions: Sequence[Position], values: Iterable[Number]) -> bool:
        """Add a static value for each of ``positions``; False (adding nothing) if one of
        them has a value already or repeats."""
        found = self.intern(positions)
        column = self.values
        if not _empty(column, found) or not _distinct(found):
            return False
        if isinstance(found, range):  # consecutive ids: one slice, no loop
            listed = list(values)
            if len(listed) != len(found):
                raise ValueError("a value for each position")
            column[found.start:found.stop] = listed
        else:
            for pos, value in zip(found, values, strict=True):
                column[pos] = value
        self.counts["static_eval"] += len(found)
        self.orders["static_eval"].add(found, column)
        self.version += 1
        return True

    def bulk_moves(self, heads: Sequence[Position], lists: Sequence[str]) -> bool:
        """Add ``moves(head, [list])`` for each head and its comma-separated successor
        names; False (adding nothing) if a head has moves already or repeats."""
        found = self.intern(heads)
        kids = self.kids
        if not _empty(kids, found) or not _distinct(found):
            return False
        joined = ",".join(lists)
        if " " in joined or "\t" in joined:
            joined = joined.replace(" ", "").replace("\t", "")
        successors = self.intern(joined.split(","))
        size = len(successors) // len(found)
        if len(successors) == len(found):  # one successor each (a chain): no slicing
            for head, kid in zip(found, successors, strict=True):
                kids[head] = (kid,)
        elif isinstance(successors, range) and \
                list(map(str.count, lists, repeat(","))).count(size - 1) == len(lists):
            # as many successors each, all consecutive ids (a uniform tree a program
            # wrote): each a range, made in C
            first = successors.start
            ranges = map(range, range(first, successors.stop, size),
                         range(first + size, successors.stop + size, size))
            if isinstance(found, range):
                kids[found.start:found.stop] = ranges
            else:
                for head, kid_ids in zip(found, ranges, strict=False):
                    kids[head] = kid_ids
        else:
            start = 0
            for head, listed in zip(found, lists, strict=True):
                end = start + listed.count(",") + 1
                kids[head] = _compact(successors[start:end])
                start = end
        self._mark(found)
        self._mark(successors)
        self.counts["moves"] += len(found)
        self.orders["moves"].add(found, kids)
        self.version += 1
        return True

    def _mark(self, found: Sequence[int]) -> None:
        """Note that ``moves/2`` facts name ``found`` (a run of ids: one slice)."""
        moved = self.moved
        if isinstance(found, range):
            moved[found.start:found.stop] = b"\x01" * len(found)
        else:
            deque(map(moved.__setitem__, found, repeat(1)), maxlen=0)

    # -- a file consulted again, a load that fails -----------------------------------------

    def clear(self, column: Column, side: Mover | None = None) -> None:
        """Drop every fact of ``column`` (of ``side`` only, for the side column)."""
        self.version += 1
        held: list[Any] = self.kids if column == "moves" else \
            self.values if column == "static_eval" else self.sides
        for pos in self.listed(column):
            if held[pos] is not None and (side is None or held[pos] == side):
                held[pos] = None
                self.orders[column].dropped()
        if side is not None:
            self.counts[side] = 0
        else:
            self.counts[column] = 0
        if column == "moves":
            self.moved = bytearray(len(self.moved))

    def copy(self) -> Columns:
        """An independent copy (entries are immutable: lists and orders are copied)."""
        other = Columns()
        other.ids = dict(self.ids)
        other.names = list(self.names)
        other.kids = list(self.kids)
        other.sides = list(self.sides)
        other.values = list(self.values)
        other.moved = bytearray(self.moved)
        other.counts = dict(self.counts)
        other.version = self.version
        for column, order in self.orders.items():
            copied = other.orders[column]
            copied.ids = None if order.ids is None else array("i", order.ids)
            copied.last, copied.stale = order.last, order.stale
        return other

    # -- reading ----------------------------------------------------------------------------

    def listed(self, column: Column) -> Sequence[int]:
        """The ids holding a fact of ``column``, in the order the facts came."""
        held: Sequence[object] = self.kids if column == "moves" else \
            self.values if column == "static_eval" else self.sides
        return self.orders[column].listed(held)

    def moves_view(self) -> Mapping[Position, tuple[Position, ...]]:
        return _MovesView(self)

    def sides_view(self) -> Mapping[Position, Mover]:
        return _SidesView(self)


def _compact(kids: Sequence[int]) -> Sequence[int]:
    """Successor ids as a ``range`` if they are consecutive, else as a tuple."""
    if isinstance(kids, range):
        return kids
    run = range(kids[0], kids[0] + len(kids))
    return run if kids[-1] == run[-1] and list(run) == kids else tuple(kids)


def _empty(column: list[Any], found: Sequence[int]) -> bool:
    """Whether ``column`` has no entry at any of ``found``."""
    if isinstance(found, range):  # one slice, counted in C
        return column[found.start:found.stop].count(None) == len(found)
    return list(map(column.__getitem__, found)).count(None) == len(found)


def _distinct(found: Sequence[int]) -> bool:
    return isinstance(found, range) or len(set(found)) == len(found)


class _MovesView(Mapping[Position, tuple[Position, ...]]):
    """``moves/2`` as a read-only mapping of names (for the chance checks)."""

    def __init__(self, columns: Columns) -> None:
        self.columns = columns

    def __getitem__(self, pos: Position) -> tuple[Position, ...]:
        found = self.columns.successors(pos)
        if found is None:
            raise KeyError(pos)
        return found

    def __iter__(self) -> Iterator[Position]:
        names = self.columns.names
        return (names[pos] for pos in self.columns.listed("moves"))

    def __len__(self) -> int:
        return self.columns.counts["moves"]


class _SidesView(Mapping[Position, Mover]):
    """The side facts as a read-only mapping of names (for the chance checks)."""

    def __init__(self, columns: Columns) -> None:
        self.columns = columns

    def __getitem__(self, pos: Position) -> Mover:
        found = self.columns.side(pos)
        if found is None:
            raise KeyError(pos)
        return found

    def __iter__(self) -> Iterator[Position]:
        names = self.columns.names
        return (names[pos] for pos in self.columns.listed("side"))

    def __len__(self) -> int:
        counts = self.columns.counts
        return counts["max"] + counts["min"] + counts["chance"]
