"""Bratko's minimax and alpha-beta, one Python function per Prolog predicate.

The Prolog is recursive; here one loop with an explicit stack (``_search``) walks the
tree, so a chain a million moves deep cannot reach Python's recursion limit. The loop
calls the predicates' ports (``betterof``, ``goodenough``, ``newbounds``) at the points
where Bratko's clauses call them, in the same order, with the same strict tests: the
answers are his, ties and odd side facts included. Plain minimax is the same loop with
``goodenough`` never true. An ``int`` compared with a ``float`` is converted to a float
first, as SWI-Prolog's ``<``/``>`` do (``2 =:= 2.0`` ties, and so do ``2**53 + 1`` and
``2.0**53``, which Python alone would tell apart).

The same loop also runs Shannon's depth cut-off (``depth``), a transposition table
(``memo``), expectiminimax (``expecti.py``: another fold) and iterative deepening
(``deepening.py``: another search order); :class:`SearchMode` holds those settings.
"""

from __future__ import annotations

import gc
import math
from collections.abc import Callable, Hashable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TypeAlias

from ..errors import (
    ChancePositionError,
    CutoffValueError,
    CycleError,
    MissingSideError,
    MissingValueError,
    NoMovesError,
    SearchArgumentError,
)
from .tree import (
    Cutoff,
    GameTree,
    Number,
    PathLink,
    Scored,
    SearchObserver,
    SearchResult,
    path_of,
)

__all__ = ["alphabeta", "best", "betterof", "boundedbest", "goodenough", "minimax",
           "newbounds"]


def minimax(tree: GameTree, pos: Hashable, *, depth: int | None = None, memo: bool = False,
            observer: SearchObserver | None = None) -> SearchResult:
    """``minimax(+Pos, -BestPos, -Val, -Path)``: the minimax value of ``pos``.

    Ports the course's (seed 001) Bratko program::

        minimax(Pos, BestPos, Val, NodesList) :-
            moves(Pos, PosList), !,
            best(PosList, BestPos, Val, NodesList).
        minimax(Pos, BestPos, Val, []) :-
            static_eval(Pos, Val).

    ``path`` is the principal variation ``[BestPos, best successor of BestPos, ..., leaf]``
    (the slide's answer ``[b, d, i]``), ``[]`` for a leaf, whose ``best`` is ``None``.

    Args:
        depth: Shannon's cut-off, in moves from ``pos``: a position that many moves down
            is valued by ``static_eval`` whether or not it has moves (``depth=0`` values
            ``pos`` itself). ``None`` searches to the leaves, exactly as Bratko's code.
        memo: keep a transposition table: a position reached again (in a DAG, or a rule
            game's transpositions) with the same depth left reuses its first result
            instead of being searched again. The answer is the same as without it.

    Raises:
        MissingValueError: a leaf reached without ``static_eval`` (Prolog fails there).
        CutoffValueError: a position with moves at the depth limit has no value.
        MissingSideError: ``betterof`` needs the side of a position that has none.
        NoMovesError: a position's moves are ``[]`` (Prolog fails there).
        ChancePositionError: a chance position was reached (see ``expectiminimax``).
        CycleError: the moves loop (Prolog recurses forever).
        SearchArgumentError: ``depth`` is negative or not an integer.
    """
    return search_from(tree, pos, -math.inf, math.inf, search_mode(False, depth, memo),
                       observer, "minimax")


def best(tree: GameTree, positions: Sequence[Hashable], *,
         observer: SearchObserver | None = None) -> SearchResult:
    """``best(+PosList, -BestPos, -BestVal, -Path)``: the best of candidate positions.

    ::

        best([Pos], Pos, Val, NodesList) :-
            minimax(Pos, _, Val, NodesList), !.
        best([Pos1|PosList], BestPos, BestVal, [BestPos|NodesList1]) :-
            minimax(Pos1, _, Val1, NodesList1),
            best(PosList, Pos2, Val2, NodesList2),
            betterof(Pos1, Val1, Pos2, Val2, BestPos, BestVal,
                     NodesList1, NodesList2, NodesList).

    The list is folded from the right, ``betterof(Pos1, best(rest))``, so among equal
    values the later position wins. The path returned is the winner's principal variation
    (the slide's clause builds it from ``NodesList1``, the first candidate's: a slip that
    its own stated answer ``[b, d, i]`` does not follow).
    """
    stats = _Stats()
    winner = _search(tree, positions, -math.inf, math.inf, SearchMode(), stats, observer)
    return _result((winner[0], winner[2]), winner[1], stats, "minimax")


def betterof(tree: GameTree, first: Scored, second: Scored) -> Scored:
    """``betterof(Pos0, Val0, Pos1, Val1, BestPos, BestVal, ...)``: the better of two.

    ::

        betterof(Pos0, Val0, Pos1, Val1, Pos0, Val0, NodesList0, NodesList1, NodesList0) :-
            min_to_move(Pos0), Val0 > Val1, !.
        betterof(Pos0, Val0, Pos1, Val1, Pos0, Val0, NodesList0, NodesList1, NodesList0) :-
            max_to_move(Pos0), Val0 < Val1, !.
        betterof(Pos0, Val0, Pos1, Val1, Pos1, Val1, NodesList0, NodesList1, NodesList1).

    Only ``first``'s side is looked at: MIN to move in it means its parent maximises.
    ``first`` wins only if strictly better. (Alpha-beta's ``betterof/6``, fig. 22.5, is
    the same test without the lists.)

    Raises:
        MissingSideError: ``first`` has no side fact; Prolog would silently take ``second``.
    """
    side = tree.to_move(first[0])
    value, other = first[1], second[1]
    if type(value) is not type(other):  # mixed: as floats (the test inline: once a node)
        value, other = _arithmetic(value, other)
    if side == "min":
        return first if value > other else second
    if side == "max":
        return first if value < other else second
    raise MissingSideError(first[0], ())


def alphabeta(tree: GameTree, pos: Hashable, *, alpha: Number = -math.inf,
              beta: Number = math.inf, depth: int | None = None, memo: bool = False,
              observer: SearchObserver | None = None) -> SearchResult:
    """``alphabeta(+Pos, +Alpha, +Beta, -GoodPos, -Val)``: Bratko's fig. 22.5.

    ::

        alphabeta(Pos, Alpha, Beta, GoodPos, Val) :-
            moves(Pos, PosList), !,
            boundedbest(PosList, Alpha, Beta, GoodPos, Val)
            ;
            staticval(Pos, Val).

    Same ``GoodPos`` and ``Val`` as Bratko's code for any window (outside the window the
    value is a bound, as in his program), plus the principal variation of the searched
    tree, the cut-offs made and the successors they pruned.

    ``depth`` is Shannon's cut-off as for :func:`minimax`. With ``memo`` a position's
    result is reused only when it is reached again with the same window (alpha, beta)
    and the same depth left: the move Bratko's code reports among equal values, and the
    bound it returns outside the window, depend on the window, so only then is the
    reused answer (move, value and path) provably the one a new search would give.
    """
    return search_from(tree, pos, alpha, beta, search_mode(True, depth, memo), observer,
                       "alphabeta")


def boundedbest(tree: GameTree, positions: Sequence[Hashable], *, alpha: Number,
                beta: Number, observer: SearchObserver | None = None) -> SearchResult:
    """``boundedbest(+PosList, +Alpha, +Beta, -GoodPos, -GoodVal)``::

        boundedbest([Pos|PosList], Alpha, Beta, GoodPos, GoodVal) :-
            alphabeta(Pos, Alpha, Beta, _, Val),
            goodenough(PosList, Alpha, Beta, Pos, Val, GoodPos, GoodVal).

    Candidates are searched left to right, each with the bounds ``newbounds`` left, until
    one is ``goodenough``; the searched ones are then combined by ``betterof`` from the
    right, exactly as the nested ``goodenough``/``betterof`` calls of the Prolog do.
    """
    stats = _Stats()
    winner = _search(tree, positions, alpha, beta, SearchMode(prune=True), stats, observer)
    return _result((winner[0], winner[2]), winner[1], stats, "alphabeta")


def goodenough(tree: GameTree, alpha: Number, beta: Number,
               candidate: Scored) -> Cutoff | None:
    """The cut-off test of ``goodenough/7`` (its second clause)::

        goodenough([], _, _, Pos, Val, Pos, Val) :- !.    % no other candidate
        goodenough(_, Alpha, Beta, Pos, Val, Pos, Val) :-
            min_to_move(Pos), Val > Beta, !               % maximizer attained upper bound
            ;
            max_to_move(Pos), Val < Alpha, !.             % minimizer attained lower bound
        goodenough(PosList, Alpha, Beta, Pos, Val, GoodPos, GoodVal) :-
            newbounds(Alpha, Beta, Pos, Val, NewAlpha, NewBeta),
            boundedbest(PosList, NewAlpha, NewBeta, Pos1, Val1),
            betterof(Pos, Val, Pos1, Val1, GoodPos, GoodVal).

    The first clause (no candidate left) and the third (go on with the rest) are the
    search loop's; this is asked only while candidates remain. Returns the test that
    fired (which observers draw and trace), or ``None`` to go on.

    Raises:
        MissingSideError: ``candidate`` has no side; ``betterof`` will need it anyway.
    """
    side = tree.to_move(candidate[0])
    if side == "min":
        value, bound = _arithmetic(candidate[1], beta)
        return Cutoff(">", beta) if value > bound else None
    if side == "max":
        value, bound = _arithmetic(candidate[1], alpha)
        return Cutoff("<", alpha) if value < bound else None
    raise MissingSideError(candidate[0], ())


def newbounds(tree: GameTree, alpha: Number, beta: Number,
              candidate: Scored) -> tuple[Number, Number]:
    """``newbounds(+Alpha, +Beta, +Pos, +Val, -NewAlpha, -NewBeta)``::

        newbounds(Alpha, Beta, Pos, Val, Val, Beta) :-
            min_to_move(Pos), Val > Alpha, !.             % maximizer increased lower bound
        newbounds(Alpha, Beta, Pos, Val, Alpha, Val) :-
            max_to_move(Pos), Val < Beta, !.              % minimizer decreased upper bound
        newbounds(Alpha, Beta, _, _, Alpha, Beta).
    """
    side = tree.to_move(candidate[0])
    if side == "min":
        value, bound = _arithmetic(candidate[1], alpha)
        if value > bound:
            return candidate[1], beta
    elif side == "max":
        value, bound = _arithmetic(candidate[1], beta)
        if value < bound:
            return alpha, candidate[1]
    return alpha, beta


def _arithmetic(a: Number, b: Number) -> tuple[Number, Number]:
    """Two numbers as SWI-Prolog compares them: mixed, both as floats (rounded), and an
    integer beyond the floats as an infinity (``10**309 =:= inf``; never an overflow)."""
    if type(a) is type(b):
        return a, b
    return _as_float(a), _as_float(b)


def _as_float(number: Number) -> float:
    try:
        return float(number)
    except OverflowError:
        return math.inf if number > 0 else -math.inf


@contextmanager
def paused_gc() -> Iterator[None]:
    """Pause the cyclic garbage collector, which would otherwise scan the million objects
    of a big knowledge base again and again while a search or a load makes its tuples;
    neither leaves cyclic garbage behind."""
    collecting = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if collecting:
            gc.enable()


# --- the loop --------------------------------------------------------------------------

Fold: TypeAlias = Callable[[GameTree, list[Scored], list[Hashable], "SearchObserver | None"],
                           Scored]
"""Combines a finished position's searched successors (in their original order) into the
winner: its position is the best move, its value the position's value. The observer, if
any, is told each decision the fold makes."""
Order: TypeAlias = Callable[[Hashable, Sequence[Hashable]], Sequence[Hashable]]
"""The order to search a position's successors in (the same list, or a permutation)."""


def _fold(tree: GameTree, scored: list[Scored], path: list[Hashable],
          observer: SearchObserver | None) -> Scored:
    """``betterof`` over searched candidates from the right (the nested Prolog calls)."""
    winner = scored[-1]
    try:
        for index in range(len(scored) - 2, -1, -1):
            better = betterof(tree, scored[index], winner)
            if observer is not None:
                observer.betterof(path[-1] if path else None, len(path) - 1, scored[index],
                                  winner, better)
            winner = better
    except MissingSideError as error:
        raise MissingSideError(error.position, [*path, error.position]) from None
    return winner


@dataclass(frozen=True)
class SearchMode:
    """How the one search loop runs; minimax, alpha-beta, expectiminimax and iterative
    deepening differ only in these settings (shared by the package, not re-exported)."""

    prune: bool = False
    """Alpha-beta: ask ``goodenough`` after each candidate and narrow with ``newbounds``."""
    depth: int | None = None
    """Shannon's cut-off: positions this many moves from the start are valued statically."""
    memo: dict[Hashable, Scored] | None = None
    """The transposition table, or ``None`` for none."""
    fold: Fold = _fold
    """How a position's value comes from its successors' (Bratko's ``betterof``)."""
    order: Order | None = None
    """Search order of successors; folding stays in the original order."""
    chance: bool = False
    """Whether chance positions may be expanded (only ``fold`` of expectiminimax can)."""


def search_mode(prune: bool, depth: int | None, memo: bool) -> SearchMode:
    """The mode of a public search, with its arguments checked at the door."""
    if depth is not None and (isinstance(depth, bool) or not isinstance(depth, int)
                              or depth < 0):
        raise SearchArgumentError(f"depth must be None or an integer >= 0, not {depth!r}")
    return SearchMode(prune=prune, depth=depth, memo={} if memo else None)


class _Stats:
    __slots__ = ("cutoffs", "hits", "horizon", "leaves", "nodes", "pruned")

    def __init__(self) -> None:
        self.nodes = self.leaves = self.cutoffs = self.pruned = self.horizon = self.hits = 0


class _Frame:
    """One open ``best``/``boundedbest`` call: a position whose successors are being
    searched (slots, not a dataclass: the loop makes one per interior position)."""

    __slots__ = ("alpha", "beta", "key", "next", "original", "parent", "scored", "siblings")

    def __init__(self, parent: Hashable, siblings: Sequence[Hashable], alpha: Number,
                 beta: Number, key: Hashable, original: Sequence[Hashable] | None) -> None:
        self.parent = parent
        self.siblings = siblings
        """The successors in search order."""
        self.next = 1
        """The index in ``siblings`` of the next one to search."""
        self.alpha = alpha
        self.beta = beta
        """The window ``newbounds`` has left for the next successor."""
        self.scored: list[Scored] = []
        """The successors searched so far, with their values."""
        self.key = key
        """The parent's transposition-table key."""
        self.original = original
        """The successors in their own order, when searched in another (else ``None``)."""


def search_from(tree: GameTree, pos: Hashable, alpha: Number, beta: Number,
                mode: SearchMode, observer: SearchObserver | None,
                algorithm: str) -> SearchResult:
    """Search from ``pos`` (a candidate list of one, with no parent)."""
    stats = _Stats()
    top = _search(tree, (pos,), alpha, beta, mode, stats, observer)
    return _result(top[2], top[1], stats, algorithm)


def _result(link: PathLink, value: Number, stats: _Stats, algorithm: str) -> SearchResult:
    return SearchResult(None if link is None else link[0], value, path_of(link),
                        stats.nodes, stats.leaves, stats.cutoffs, stats.pruned, algorithm,
                        stats.horizon, stats.hits)


def _search(tree: GameTree, candidates: Sequence[Hashable], alpha: Number, beta: Number,
            mode: SearchMode, stats: _Stats, observer: SearchObserver | None) -> Scored:
    """:func:`_walk` with the garbage collector paused."""
    with paused_gc():
        return _walk(tree, candidates, alpha, beta, mode, stats, observer)


def _expandable(tree: GameTree, mode: SearchMode, current: Hashable, path: list[Hashable],
                on_path: set[Hashable]) -> None:
    """Refuse to search below ``current`` where Bratko's code would loop or cannot go."""
    if current in on_path:
        raise CycleError([*path[path.index(current):], current])
    if not mode.chance and tree.to_move(current) == "chance":
        raise ChancePositionError(current, [*path, current])


def _unvalued(tree: GameTree, mode: SearchMode, current: Hashable,
              path: list[Hashable]) -> MissingValueError:
    """The error for a position the search must value but that has no ``static_eval``."""
    if mode.depth is not None and len(path) >= mode.depth and tree.moves(current):
        return CutoffValueError(current, [*path, current], mode.depth)
    return MissingValueError(current, [*path, current])


def _in_order(frame: _Frame) -> list[Scored]:
    """A frame's searched successors in their own order (Bratko's fold order)."""
    if frame.original is None:
        return frame.scored
    rank = {pos: i for i, pos in enumerate(frame.original)}
    return sorted(frame.scored, key=lambda s: rank[s[0]])


def _walk(  # noqa: C901  # the hot loop: one call per position searched (see below)
        tree: GameTree, candidates: Sequence[Hashable], alpha: Number, beta: Number,
        mode: SearchMode, stats: _Stats, observer: SearchObserver | None) -> Scored:
    """Search each candidate (a parent's successor list) and return the best one.

    Each frame on the stack is one open ``best``/``boundedbest`` call. A candidate list
    without a parent (``best/4``, or the start position alone) is folded by ``betterof``.
    The loop is one function, its rare branches in helpers: each function call added per
    position costs about 1.5% of the search (measured: 2.418 s -> 2.455 s CPU, medians of 5,
    minimax over benchmarks/gentree.py's 1.1M-position uniform tree), and splitting the
    enter, leaf and climb steps would add three, against the 5% budget of issue 10.
    """
    moves, static_eval = tree.moves, tree.static_eval
    prune, depth, memo, fold, order = mode.prune, mode.depth, mode.memo, mode.fold, mode.order
    path: list[Hashable] = []
    on_path: set[Hashable] = set()
    frames = [_Frame(None, candidates, alpha, beta, None, None)]
    nodes = leaves = horizon = hits = 0
    key: Hashable = None
    done: Scored | None = None
    current = candidates[0]
    while True:
        nodes += 1
        frame = frames[-1]
        if observer is not None:
            observer.enter(current, len(path), frame.alpha, frame.beta)
        if memo is not None:
            remaining = None if depth is None else depth - len(path)
            key = (current, frame.alpha, type(frame.alpha), frame.beta, type(frame.beta),
                   remaining) if prune else (current, remaining)
            done = memo.get(key)
        if done is not None:
            hits += 1
            if observer is not None:
                below = done[2]
                observer.exit(current, len(path), None if below is None else below[0],
                              done[1], below)
        else:
            children = moves(current) if depth is None or len(path) < depth else None
            if children:
                _expandable(tree, mode, current, path, on_path)
                original = None
                if order is not None:
                    searched = order(current, children)
                    if searched is not children:
                        original, children = children, searched
                on_path.add(current)
                path.append(current)
                frames.append(_Frame(current, children, frame.alpha, frame.beta, key, original))
                current = children[0]
                continue
            if children is not None:  # moves(Pos, []): best([], ...) fails
                raise NoMovesError(current, [*path, current])
            value = static_eval(current)
            if value is None:
                raise _unvalued(tree, mode, current, path)
            leaves += 1
            if depth is not None and len(path) >= depth:
                horizon += 1
            if observer is not None:
                observer.leaf(current, len(path), value)
                observer.exit(current, len(path), None, value, None)
            done = (current, value, None)
            if memo is not None:
                memo[key] = done
        while True:  # hand ``done`` to its parent's frame; climb while frames finish
            frame = frames[-1]
            frame.scored.append(done)
            siblings = frame.siblings
            index = frame.next
            if index < len(siblings):
                if prune:
                    try:
                        cut = goodenough(tree, frame.alpha, frame.beta, done)
                    except MissingSideError as error:
                        raise MissingSideError(done[0], [*path, done[0]]) from error
                    if cut is not None:
                        if observer is not None:
                            observer.cutoff(frame.parent, len(path) - 1, done,
                                            siblings[index:], cut)
                        stats.cutoffs += 1
                        stats.pruned += len(siblings) - index
                        index = len(siblings)
                    else:
                        frame.alpha, frame.beta = newbounds(tree, frame.alpha, frame.beta, done)
                if index < len(siblings):
                    frame.next = index + 1
                    current = siblings[index]
                    break
            scored = _in_order(frame)
            winner = fold(tree, scored, path, observer) if path else \
                _fold(tree, scored, path, observer)
            if observer is not None and path:
                observer.exit(path[-1], len(path) - 1, winner[0], winner[1],
                              (winner[0], winner[2]))
            if len(frames) == 1:
                stats.nodes += nodes
                stats.leaves += leaves
                stats.horizon += horizon
                stats.hits += hits
                return winner
            frames.pop()
            parent = path.pop()
            on_path.discard(parent)
            done = (parent, winner[1], (winner[0], winner[2]))
            if memo is not None:
                memo[frame.key] = done
        done = None
