"""Bratko's minimax and alpha-beta, one Python function per Prolog predicate.

The Prolog is recursive; here one loop with an explicit stack (``_search``) walks the
tree, so a chain a million moves deep cannot reach Python's recursion limit. The loop
calls the predicates' ports (``betterof``, ``goodenough``, ``newbounds``) at the points
where Bratko's clauses call them, in the same order, with the same strict tests: the
answers are his, ties and odd side facts included. Plain minimax is the same loop with
``goodenough`` never true. An ``int`` compared with a ``float`` is converted to a float
first, as SWI-Prolog's ``<``/``>`` do (``2 =:= 2.0`` ties, and so do ``2**53 + 1`` and
``2.0**53``, which Python alone would tell apart).
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Sequence
from typing import Any

from .errors import CycleError, MissingSideError, MissingValueError
from .terms import Number
from .tree import GameTree, Scored, SearchObserver, SearchResult, path_of

__all__ = ["alphabeta", "best", "betterof", "boundedbest", "goodenough", "minimax",
           "newbounds"]


def minimax(tree: GameTree, pos: Hashable,
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

    Raises:
        MissingValueError: a leaf reached without ``static_eval`` (Prolog fails there).
        MissingSideError: ``betterof`` needs the side of a position that has none.
        CycleError: the moves loop (Prolog recurses forever).
    """
    return _from_root(tree, pos, -math.inf, math.inf, False, observer)


def best(tree: GameTree, positions: Sequence[Hashable],
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
    winner = _search(tree, positions, -math.inf, math.inf, False, stats, (), observer)
    return _result(winner, stats, "minimax")


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
    if type(value) is not type(other):  # as _arithmetic, inline: this runs once per node
        value, other = float(value), float(other)
    if side == "min":
        return first if value > other else second
    if side == "max":
        return first if value < other else second
    raise MissingSideError(first[0], ())


def alphabeta(tree: GameTree, pos: Hashable, alpha: Number = -math.inf,
              beta: Number = math.inf, observer: SearchObserver | None = None) -> SearchResult:
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
    """
    return _from_root(tree, pos, alpha, beta, True, observer)


def boundedbest(tree: GameTree, positions: Sequence[Hashable], alpha: Number,
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
    winner = _search(tree, positions, alpha, beta, True, stats, (), observer)
    return _result(winner, stats, "alphabeta")


def goodenough(tree: GameTree, alpha: Number, beta: Number, candidate: Scored) -> bool:
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
    search loop's; this is asked only while candidates remain.

    Raises:
        MissingSideError: ``candidate`` has no side; ``betterof`` will need it anyway.
    """
    side = tree.to_move(candidate[0])
    if side == "min":
        value, bound = _arithmetic(candidate[1], beta)
        return value > bound
    if side == "max":
        value, bound = _arithmetic(candidate[1], alpha)
        return value < bound
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
    """Two numbers as Prolog's arithmetic comparison sees them (mixed: both floats)."""
    if type(a) is type(b):
        return a, b
    return float(a), float(b)


# --- the loop --------------------------------------------------------------------------

class _Stats:
    __slots__ = ("cutoffs", "leaves", "nodes", "pruned")

    def __init__(self) -> None:
        self.nodes = self.leaves = self.cutoffs = self.pruned = 0


def _from_root(tree: GameTree, pos: Hashable, alpha: Number, beta: Number, prune: bool,
               observer: SearchObserver | None) -> SearchResult:
    stats = _Stats()
    stats.nodes = 1
    algorithm = "alphabeta" if prune else "minimax"
    if observer is not None:
        observer.enter(pos, 0, alpha, beta)
    children = tree.moves(pos)
    if not children:
        value = tree.static_eval(pos)
        if value is None:
            raise MissingValueError(pos, (pos,))
        if observer is not None:
            observer.leaf(pos, 0, value)
            observer.exit(pos, 0, None, value, None)
        return SearchResult(None, value, (), 1, 1, algorithm=algorithm)
    winner = _search(tree, children, alpha, beta, prune, stats, (pos,), observer)
    return _result(winner, stats, algorithm)


def _result(winner: Scored, stats: _Stats, algorithm: str) -> SearchResult:
    pos, value, below = winner
    return SearchResult(pos, value, (pos, *path_of(below)), stats.nodes, stats.leaves,
                        stats.cutoffs, stats.pruned, algorithm)


def _fold(tree: GameTree, scored: list[Scored], path: list[Hashable]) -> Scored:
    """``betterof`` over searched candidates from the right (the nested Prolog calls)."""
    winner = scored[-1]
    try:
        for index in range(len(scored) - 2, -1, -1):
            winner = betterof(tree, scored[index], winner)
    except MissingSideError as error:
        raise MissingSideError(error.position, [*path, error.position]) from None
    return winner


def _search(tree: GameTree, candidates: Sequence[Hashable], alpha: Number, beta: Number,
            prune: bool, stats: _Stats, above: tuple[Hashable, ...],
            observer: SearchObserver | None) -> Scored:
    """Search each candidate (a parent's successor list) and return the best one.

    ``above`` is the path from the start position to the candidates' parent, used to
    detect cycles and to name where errors are. Each frame on the stack is one open
    ``best``/``boundedbest`` call: [parent, candidates, next index, alpha, beta, scored].
    """
    moves, static_eval = tree.moves, tree.static_eval
    path: list[Hashable] = list(above)
    on_path = set(path)
    frames: list[list[Any]] = [[above[-1] if above else None, candidates, 1, alpha, beta, []]]
    nodes = leaves = 0
    current = candidates[0]
    while True:
        nodes += 1
        if observer is not None:
            observer.enter(current, len(path), frames[-1][3], frames[-1][4])
        children = moves(current)
        if children:
            if current in on_path:
                raise CycleError([*path[path.index(current):], current])
            on_path.add(current)
            path.append(current)
            frames.append([current, children, 1, frames[-1][3], frames[-1][4], []])
            current = children[0]
            continue
        value = static_eval(current)
        if value is None:
            raise MissingValueError(current, [*path, current])
        leaves += 1
        if observer is not None:
            observer.leaf(current, len(path), value)
            observer.exit(current, len(path), None, value, None)
        done: Scored = (current, value, None)
        while True:  # hand ``done`` to its parent's frame; climb while frames finish
            frame = frames[-1]
            scored = frame[5]
            scored.append(done)
            siblings = frame[1]
            index = frame[2]
            if index < len(siblings):
                if prune:
                    try:
                        cut = goodenough(tree, frame[3], frame[4], done)
                    except MissingSideError as error:
                        raise MissingSideError(done[0], [*path, done[0]]) from error
                    if cut:
                        if observer is not None:
                            observer.cutoff(frame[0], len(path) - 1, done, siblings[index:])
                        stats.cutoffs += 1
                        stats.pruned += len(siblings) - index
                        index = len(siblings)
                    else:
                        frame[3], frame[4] = newbounds(tree, frame[3], frame[4], done)
                if index < len(siblings):
                    frame[2] = index + 1
                    current = siblings[index]
                    break
            winner = _fold(tree, scored, path)
            if observer is not None and path:
                observer.exit(path[-1], len(path) - 1, winner[0], winner[1],
                              (winner[0], winner[2]))
            if len(frames) == 1:
                stats.nodes += nodes
                stats.leaves += leaves
                return winner
            frames.pop()
            parent = path.pop()
            on_path.discard(parent)
            done = (parent, winner[1], (winner[0], winner[2]))
