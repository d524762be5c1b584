"""Prolog-style traces of the searches: the ports SWI-Prolog's tracer shows for the Prolog
programs the searches port, rebuilt from the search's observer events.

``minimax`` is traced as the reference program ``tests/oracle/minimax.pl`` (the course's
``minimax/4``, ``best/4`` and ``betterof`` with the principal variation as path)::

    minimax(Pos, BestPos, Val, [BestPos|Path]) :- moves(Pos, PosList), !,
        best(PosList, BestPos, Val, Path).
    minimax(Pos, _, Val, []) :- static_eval(Pos, Val).
    best([Pos], Pos, Val, Path) :- minimax(Pos, _, Val, Path), !.
    best([Pos1|PosList], BestPos, BestVal, BestPath) :- minimax(Pos1, _, Val1, Path1),
        best(PosList, Pos2, Val2, Path2),
        betterof(Pos1, Val1, Pos2, Val2, BestPos, BestVal, Path1, Path2, BestPath).

``alphabeta`` as Bratko's fig. 22.5 (``alphabeta/5``, ``boundedbest/5``, ``goodenough/7``,
``newbounds/6``, ``betterof/6``). The lines are those SWI-Prolog prints for these programs
(``Call``, ``Exit``, ``Fail``, and the ``Redo`` that moves a leaf to its ``static_eval``
clause), with the same frame levels counted from 1 for the traced goal; the side tests and
comparisons inside ``betterof``, ``goodenough`` and ``newbounds`` (``min_to_move``, ``<``,
...) and the retries they cause are left out. The differential tests check this against
SWI-Prolog's tracer.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Hashable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Literal, NamedTuple, Protocol, TypeAlias

from ..errors import SearchArgumentError, UnknownPositionError
from ..prolog.core import make_list
from ..prolog.write import format_atom, show
from ..search import registry
from ..search.tree import (
    Cutoff,
    GameTree,
    Number,
    PathLink,
    Scored,
    SearchObserver,
    SearchResult,
    show_bound,
)
from .drawing import Drawable

Port: TypeAlias = Literal["Call", "Exit", "Fail", "Redo"]

MAX_INDENT = 30
"""Lines are indented two spaces per level, up to this many levels."""

class _Free:
    """An argument still unbound at a port: SWI prints a fresh variable (``_``)."""

    def __repr__(self) -> str:
        return "_"


_FREE = _Free()


class Goal(NamedTuple):
    """A goal at a port: its predicate name and its arguments (``_`` for unbound ones)."""

    name: str
    args: tuple[object, ...]


@dataclass(frozen=True)
class TraceEvent:
    """One port of one goal, as SWI-Prolog's tracer prints it: ``Exit: (2) best([h, i], i, 4, [])``.

    ``str(event)`` is the line, indented by level; infinite bounds show as ``inf``/``-inf``.
    """

    port: Port
    level: int
    """The Prolog frame depth: 1 for the traced goal, one more for each goal it calls."""
    goal: Goal
    """The goal with its arguments at this port (``_`` for an unbound one)."""

    def __str__(self) -> str:
        indent = "  " * min(self.level - 1, MAX_INDENT)
        args = ", ".join("_" if arg is _FREE else str(arg) if isinstance(arg, _Lazy)
                         else show_bound(arg) for arg in self.goal.args)
        return f"{indent}{self.port}: ({self.level}) {format_atom(self.goal.name)}({args})"


class Writable(Protocol):
    def write(self, text: str, /) -> object: ...


TraceSink: TypeAlias = "Callable[[TraceEvent], object] | Writable"
"""Where trace events go: a function called with each event, or a stream that gets lines."""


def trace_search(source: Drawable, pos: Hashable, algorithm: str, sink: TraceSink, *,
                 alpha: Number = -math.inf, beta: Number = math.inf) -> SearchResult:
    """Search ``source`` from ``pos`` and send the trace of Bratko's program to ``sink``: a
    function called with each :class:`TraceEvent`, or a stream that gets the lines
    (``sys.stdout``), as SWI-Prolog's tracer shows the course's program. The search runs
    as that program does: to the leaves, without a transposition table.

    Raises:
        UnknownPositionError: ``source`` does not know ``pos``.
        SearchArgumentError: the search has no Prolog program to trace.
        TreeError: what the search raises.
    """
    if not source.knows(pos):
        raise UnknownPositionError(pos)
    observer = tracer(source.tree, sink, algorithm)
    return registry.run(source.tree, pos, algorithm, alpha=alpha, beta=beta, observer=observer)


def tracer(tree: GameTree, sink: TraceSink, algorithm: str) -> TraceObserver:
    """An observer that sends the trace of a ``minimax`` or ``alphabeta`` search to ``sink``."""
    if hasattr(sink, "write"):
        stream: Writable = sink
        return TraceObserver(tree, lambda event: stream.write(f"{event}\n"), algorithm)
    return TraceObserver(tree, sink, algorithm)


class _Lazy:
    """A list in a goal's arguments, made into a tuple only when compared or printed:
    every line of a trace shows the rest of a candidate list or a path, and copying them
    for each line made a traced search quadratic in its width and depth."""

    __slots__ = ()

    def __iter__(self) -> Iterator[Hashable]:
        raise NotImplementedError

    def __len__(self) -> int:
        return sum(1 for _ in self)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, (tuple, _Lazy)):
            return NotImplemented
        return tuple(self) == tuple(other)

    def __hash__(self) -> int:
        return hash(tuple(self))

    def __str__(self) -> str:
        return show(make_list(list(self)))  # positions are terms: a tuple is a compound

    __repr__ = __str__


class _Rest(_Lazy):
    """``items[start:]``: the candidates a ``best``/``boundedbest`` call has left."""

    __slots__ = ("_items", "_start")

    def __init__(self, items: tuple[Hashable, ...], start: int) -> None:
        self._items, self._start = items, start

    def __iter__(self) -> Iterator[Hashable]:
        return itertools.islice(self._items, self._start, None)

    def __len__(self) -> int:
        return len(self._items) - self._start


class _Path(_Lazy):
    """The positions of a linked principal variation (``minimax``'s fourth argument)."""

    __slots__ = ("_link",)

    def __init__(self, link: PathLink) -> None:
        self._link = link

    def __iter__(self) -> Iterator[Hashable]:
        link = self._link
        while link is not None:
            yield link[0]
            link = link[1]


class _Done(NamedTuple):
    """A searched candidate: its value and its own path (``minimax``'s fourth argument)."""

    pos: Hashable
    value: Number
    path: _Path


@dataclass
class _Frame:
    """An interior position being searched: the open ``best``/``boundedbest`` calls."""

    pos: Hashable
    level: int
    children: tuple[Hashable, ...]
    bounds: list[tuple[Number, Number]]
    """Alpha-beta: the window of each candidate's ``boundedbest`` call, the first included."""
    done: list[_Done] = field(default_factory=list)
    firsts: list[bool] = field(default_factory=list)
    """The search's ``betterof`` decisions, last pair first: whether the first won."""


class TraceObserver(SearchObserver):
    """A :class:`~logic_minimax.search.SearchObserver` that turns a search's events into
    :class:`TraceEvent` s, for searches started by ``minimax`` or ``alphabeta``.

    The ``betterof`` lines show the decisions the search reports; ``goodenough`` and
    ``newbounds`` follow from the events (a cut-off, or the window the next candidate is
    entered with).

    Raises:
        SearchArgumentError: the search has no Prolog program to trace.
    """

    def __init__(self, tree: GameTree, emit: Callable[[TraceEvent], object],
                 algorithm: str = "minimax") -> None:
        chosen = registry.algorithm(algorithm)
        if not chosen.traced:
            raise SearchArgumentError(f"no trace for {algorithm!r}: minimax or alphabeta")
        self._tree = tree
        self._emit = emit
        self._pruning = chosen.window
        self._frames: list[_Frame] = []
        self._leaf: tuple[int, Number, Number] = (0, -math.inf, math.inf)

    def _out(self, port: Port, level: int, name: str, *args: object) -> None:
        self._emit(TraceEvent(port, level, Goal(name, args)))

    def _call_args(self, pos: Hashable, alpha: Number, beta: Number) -> tuple[object, ...]:
        """The search goal's arguments when it is called (and redone)."""
        if self._pruning:
            return (pos, alpha, beta, _FREE, _FREE)
        return (pos, _FREE, _FREE, _FREE)

    @property
    def _search(self) -> str:
        return "alphabeta" if self._pruning else "minimax"

    # -- the events --------------------------------------------------------------------------

    def enter(self, pos: Hashable, depth: int, alpha: Number, beta: Number) -> None:
        level = 1
        if self._frames:
            frame = self._frames[-1]
            k = len(frame.done) + 1
            if k > 1:
                self._next_candidate(frame, k, alpha, beta)
            level = frame.level + (2 * k if self._pruning else k + 1)
        args = self._call_args(pos, alpha, beta)
        self._out("Call", level, self._search, *args)
        self._out("Call", level + 1, "moves", pos, _FREE)
        children = self._tree.moves(pos)
        if children:
            children = tuple(children)
            listed = _Rest(children, 0)
            self._out("Exit", level + 1, "moves", pos, listed)
            if self._pruning:
                self._out("Call", level + 1, "boundedbest", listed, alpha, beta, _FREE, _FREE)
            else:
                self._out("Call", level + 1, "best", listed, _FREE, _FREE, _FREE)
            self._frames.append(_Frame(pos, level, children, [(alpha, beta)]))
        else:
            self._out("Fail", level + 1, "moves", pos, _FREE)
            self._out("Redo", level, self._search, *args)
            self._out("Call", level + 1, "static_eval", pos, _FREE)
            self._leaf = (level, alpha, beta)

    def leaf(self, pos: Hashable, depth: int, value: Number) -> None:
        self._out("Exit", self._leaf[0] + 1, "static_eval", pos, value)

    def cutoff(self, pos: Hashable, depth: int, candidate: Scored,
               pruned: Sequence[Hashable], test: Cutoff) -> None:
        frame = self._frames[-1]
        k = len(frame.done)
        alpha, beta = frame.bounds[k - 1]
        pos_value = candidate[:2]
        self._out("Exit", frame.level + 2 * k, "goodenough", _Rest(frame.children, k), alpha, beta,
                  *pos_value, *pos_value)

    def exit(self, pos: Hashable, depth: int, best: Hashable | None, value: Number,
             path: PathLink) -> None:
        if path is None:  # a leaf
            level, alpha, beta = self._leaf
            done = _Done(pos, value, _Path(None))
            self._exit_search(level, pos, alpha, beta, None, done)
        else:
            frame = self._frames.pop()
            winner = self._unwind(frame)
            alpha, beta = frame.bounds[0]
            done = _Done(pos, value, _Path(path))
            self._exit_search(frame.level, pos, alpha, beta, winner.pos, done)
        if self._frames:
            self._candidate_done(self._frames[-1], done)

    # -- the goals around the candidates ------------------------------------------------------

    def _exit_search(self, level: int, pos: Hashable, alpha: Number, beta: Number,
                     best: Hashable | None, done: _Done) -> None:
        shown = _FREE if best is None else best
        if self._pruning:
            self._out("Exit", level, "alphabeta", pos, alpha, beta, shown, done.value)
        else:
            self._out("Exit", level, "minimax", pos, shown, done.value, done.path)

    def _candidate_done(self, frame: _Frame, done: _Done) -> None:
        """``boundedbest`` goes on with ``goodenough`` (``best`` waits for the next event)."""
        frame.done.append(done)
        if not self._pruning:
            return
        k = len(frame.done)
        alpha, beta = frame.bounds[k - 1]
        rest = _Rest(frame.children, k)
        self._out("Call", frame.level + 2 * k, "goodenough", rest, alpha, beta, done.pos,
                  done.value, _FREE, _FREE)
        if not rest:
            self._out("Exit", frame.level + 2 * k, "goodenough", rest, alpha, beta, done.pos,
                      done.value, done.pos, done.value)

    def _next_candidate(self, frame: _Frame, k: int, alpha: Number, beta: Number) -> None:
        """Candidate ``k`` (from 1) is entered with the window (alpha, beta)."""
        rest = _Rest(frame.children, k - 1)
        if not self._pruning:
            self._out("Call", frame.level + k, "best", rest, _FREE, _FREE, _FREE)
            return
        previous = frame.done[-1]
        old_alpha, old_beta = frame.bounds[-1]
        level = frame.level + 2 * k - 1
        self._out("Call", level, "newbounds", old_alpha, old_beta, previous.pos, previous.value,
                  _FREE, _FREE)
        self._out("Exit", level, "newbounds", old_alpha, old_beta, previous.pos, previous.value,
                  alpha, beta)
        self._out("Call", level, "boundedbest", rest, alpha, beta, _FREE, _FREE)
        frame.bounds.append((alpha, beta))

    def _unwind(self, frame: _Frame) -> _Done:
        """The exits of the nested ``best``/``boundedbest`` calls, from the innermost out,
        with the ``betterof`` call each makes; returns the winner."""
        done, level = frame.done, frame.level
        winner = done[-1]
        m = len(done)
        if self._pruning:
            alpha, beta = frame.bounds[m - 1]
            self._out("Exit", level + 2 * m - 1, "boundedbest", _Rest(frame.children, m - 1), alpha,
                      beta, winner.pos, winner.value)
        else:
            self._out("Exit", level + m, "best", _Rest(frame.children, m - 1), winner.pos,
                      winner.value, winner.path)
        firsts = iter(frame.firsts)
        for k in range(m - 1, 0, -1):
            candidate = done[k - 1]
            better = candidate if next(firsts) else winner
            rest = _Rest(frame.children, k - 1)
            if self._pruning:
                alpha, beta = frame.bounds[k - 1]
                compared = (candidate.pos, candidate.value, winner.pos, winner.value)
                self._out("Call", level + 2 * k + 1, "betterof", *compared, _FREE, _FREE)
                self._out("Exit", level + 2 * k + 1, "betterof", *compared, better.pos,
                          better.value)
                self._out("Exit", level + 2 * k, "goodenough", _Rest(frame.children, k), alpha,
                          beta, candidate.pos, candidate.value, better.pos, better.value)
                self._out("Exit", level + 2 * k - 1, "boundedbest", rest, alpha, beta,
                          better.pos, better.value)
            else:
                # The course's argument order: positions and values, then the lists.
                compared = (candidate.pos, candidate.value, winner.pos, winner.value)
                paths = (candidate.path, winner.path)
                self._out("Call", level + k + 1, "betterof", *compared, _FREE, _FREE, *paths,
                          _FREE)
                self._out("Exit", level + k + 1, "betterof", *compared, better.pos,
                          better.value, *paths, better.path)
                self._out("Exit", level + k, "best", rest, *better)
            winner = better
        return winner

    def betterof(self, pos: Hashable, depth: int, first: Scored, second: Scored,
                 winner: Scored) -> None:
        if self._frames:
            self._frames[-1].firsts.append(winner is first)
