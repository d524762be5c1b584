"""The seeds' standard alpha-beta (seeds 000/003/004), for rule games and on request.

Bratko's program (``bratko.py``) cuts only on *strict* tests (``Val > Beta``), so it
searches every successor that ties the bound: on tic-tac-toe, full of draws, that is
146,120 positions. The textbook search of seeds 000 and 004 cuts as soon as
``alpha >= beta``::

    best = max(best, val);
    alpha = max(alpha, best);
    if (beta <= alpha) break;           // seed 000's AlphaBetaPruning

and returns the best value it saw even outside the window (fail-soft), so a caller
learns a bound: a value ``<= alpha`` means "at most this", one ``>= beta`` "at least
this", one in between is exact. On top of that this module keeps

- a transposition table keyed by position and remaining depth, storing each result with
  what it proves (exact, lower or upper bound): a position reached by another move
  order is not searched again when the stored bound already decides it;
- move ordering: the successor found best in a position (by this search, or by the
  previous iteration of iterative deepening) is searched first; the others follow in
  the order of preference among equals (the *last* listed first: Bratko's ``betterof``
  keeps the later of equal successors). Killer moves and the history heuristic are
  left out: they rank *moves* that mean the same in sibling positions, and the game-tree
  protocol names successor positions only (the table's best successor already carries
  what a position's earlier searches learnt);
- iterative deepening (``deepen``): depth 1, 2, ... each iteration ordering the next.

The value is minimax's always; so is the best move, by Bratko's tie rule (the search
from the root re-checks a tie it cannot tell from a bound). Below the root the path is
a principal variation of that value; among equally good lines it may be another one
than Bratko's. An ``int`` and a ``float`` are compared as Python compares them, which
is SWI-Prolog's comparison except for integers beyond 2**53 meeting floats.

Who moves in a position: its own side, else the one Bratko's convention implies from its
first successor's (``min_to_move`` there: MAX moves here), as pictures and expectiminimax
read it. The sides are assumed to alternate, as in every game: a position whose own side
contradicts its successors', or whose successors differ in side, is valued by its own
side here, whereas Bratko's ``betterof`` looks at each successor's.

``negamax`` is seed 004's form of the same search: its value is seen from the side to
move (``-minimax(board, player * -1)``), the rest is identical.
"""

from __future__ import annotations

import math
import sys
import time
from collections.abc import Hashable, Sequence
from typing import Final, TypeAlias, cast

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
    DeepeningResult,
    GameTree,
    Number,
    PathLink,
    SearchObserver,
    SearchResult,
    StopReason,
    implied_mover,
    path_of,
)

__all__ = ["ALGORITHM", "deepen", "negamax", "standard_alphabeta"]

ALGORITHM: Final = "standard_alphabeta"
"""The ``algorithm`` of this module's results."""

EXACT: Final = 0
LOWER: Final = 1
"""The stored value is a lower bound: the search failed high (value >= beta)."""
UPPER: Final = 2
"""The stored value is an upper bound: the search failed low (value <= alpha)."""

Entry: TypeAlias = "tuple[int, Number, PathLink]"
"""A transposition table entry: (EXACT/LOWER/UPPER, value, principal variation)."""

_CLOCK_EVERY = 256
"""Positions between two looks at the clock."""
_NEVER = sys.maxsize


def standard_alphabeta(tree: GameTree, pos: Hashable, *, alpha: Number = -math.inf,
                       beta: Number = math.inf, depth: int | None = None, memo: bool = True,
                       observer: SearchObserver | None = None) -> SearchResult:
    """Standard fail-soft alpha-beta from ``pos`` with a transposition table.

    Within the window (alpha, beta) the value is exact and equals ``minimax``'s, and so
    does the best move; outside it the value is a bound beyond the window (fail-soft).
    ``depth`` is Shannon's cut-off, as for :func:`~logic_minimax.search.minimax`;
    ``memo=False`` searches without the transposition table (same answer, more work).

    Raises:
        MissingValueError, CutoffValueError, CycleError, ChancePositionError: as for
            ``minimax``.
        MissingSideError: a position with moves whose mover cannot be told.
        SearchArgumentError: ``depth`` is negative or not an integer, or the window is
            empty (``alpha >= beta``).
    """
    _check_depth(depth)
    if not alpha < beta:
        raise SearchArgumentError(f"the window needs alpha < beta, not ({alpha!r}, {beta!r}): "
                                  "an empty window proves nothing about the value")
    search = _Search(tree, depth, {}, observer, memo)
    return search.result(pos, alpha, beta, ALGORITHM)


def negamax(tree: GameTree, pos: Hashable, *, depth: int | None = None) -> SearchResult:
    """Seed 004's negamax: the same search, valued from the side to move in ``pos``::

        int minimax(int board[9], int player) {
            ...
            int thisScore = -minimax(board, player*-1);
            if(thisScore > score) { score = thisScore; move = i; }

    ``value`` is ``minimax``'s value for MAX to move, negated for MIN to move.
    """
    result = standard_alphabeta(tree, pos, depth=depth)
    sign = 1 if _mover_is_max(tree, pos, (), tree.moves(pos) or ()) else -1
    return SearchResult(result.best, sign * result.value, result.path, result.nodes_visited,
                        result.leaves_evaluated, result.cutoffs, result.pruned, "negamax",
                        result.horizon, result.memo_hits)


def deepen(tree: GameTree, pos: Hashable, *, max_depth: int | None = None,
           node_budget: int | None = None,
           time_budget: float | None = None) -> DeepeningResult:
    """Iterative deepening over the standard search: depth 1, 2, ... ``max_depth``.

    Each iteration searches first, in every position, the successor the previous one
    found best there. Iterations stop at ``max_depth``, or as soon as one values no
    position at its depth limit (``None``: go on until then: the game's full solution),
    or when a budget runs out (the iteration under way is abandoned, the previous answer
    kept; the first iteration always completes). The evaluation function values the
    positions at each iteration's depth limit, so every position needs a ``static_eval``.

    The returned ``result`` counts the positions of all completed iterations.
    """
    if max_depth is not None:
        _check_depth(max_depth)
    for name, budget in (("node_budget", node_budget), ("time_budget", time_budget)):
        if budget is not None and (isinstance(budget, bool) or not budget >= 0):
            raise SearchArgumentError(f"{name} must be None or >= 0, not {budget!r}")
    deadline = None if time_budget is None else time.monotonic() + time_budget
    best_moves: dict[Hashable, Hashable] = {}
    iterations: list[SearchResult] = []
    spent = 0
    stopped_by: StopReason = "max_depth"
    depth = 1 if max_depth != 0 else 0
    while max_depth is None or depth <= max_depth:
        search = _Search(tree, depth, best_moves, None)
        if iterations:
            if deadline is not None and time.monotonic() > deadline:
                stopped_by = "time_budget"
                break
            search.budget(None if node_budget is None else node_budget - spent, deadline)
        try:
            result = search.result(pos, -math.inf, math.inf, ALGORITHM)
        except _OutOfBudget as stop:
            spent += search.nodes
            stopped_by = stop.reason
            break
        spent += result.nodes_visited
        iterations.append(result)
        if result.horizon == 0:
            stopped_by = "complete"
            break
        depth += 1
    last = iterations[-1]
    total = SearchResult(last.best, last.value, last.path,
                         sum(r.nodes_visited for r in iterations),
                         sum(r.leaves_evaluated for r in iterations),
                         sum(r.cutoffs for r in iterations), sum(r.pruned for r in iterations),
                         ALGORITHM, last.horizon, sum(r.memo_hits for r in iterations))
    reached = len(iterations) if max_depth != 0 else 0
    return DeepeningResult(total, reached, tuple(iterations), spent, stopped_by)


def _check_depth(depth: int | None) -> None:
    if depth is not None and (isinstance(depth, bool) or not isinstance(depth, int)
                              or depth < 0):
        raise SearchArgumentError(f"depth must be None or an integer >= 0, not {depth!r}")


def _mover_is_max(tree: GameTree, pos: Hashable, path: Sequence[Hashable],
                  children: Sequence[Hashable]) -> bool:
    """Whether MAX moves in ``pos``: its own side, else the one Bratko's convention
    implies from its first successor's (the parent of a MIN position maximises)."""
    mover = implied_mover(tree, pos, children)
    if mover == "chance":
        raise ChancePositionError(pos, [*path, pos])
    if mover is None:
        first = children[0] if children else pos
        raise MissingSideError(first, [*path, pos, first] if children else [*path, pos])
    return mover == "max"


class _OutOfBudget(Exception):
    def __init__(self, reason: StopReason) -> None:
        self.reason = reason


class _Frame:
    """One position being searched: its successors in search order and the window."""

    __slots__ = ("alpha", "alpha0", "best", "beta", "beta0", "children", "index", "key",
                 "link", "maximizing", "pos")

    def __init__(self, pos: Hashable, key: Hashable, children: Sequence[Hashable],
                 alpha: Number, beta: Number, maximizing: bool) -> None:
        self.pos = pos
        self.key = key
        self.children = children
        self.index = 0
        self.alpha = self.alpha0 = alpha
        self.beta = self.beta0 = beta
        self.maximizing = maximizing
        self.best: Number = -math.inf if maximizing else math.inf
        self.link: PathLink = None


class _Search:
    """One search: the tree, the depth limit, the table and the counts."""

    def __init__(self, tree: GameTree, depth: int | None,
                 best_moves: dict[Hashable, Hashable],
                 observer: SearchObserver | None, memo: bool = True) -> None:
        self.tree = tree
        self.depth = depth
        self.table: dict[Hashable, Entry] | None = {} if memo else None
        self.best_moves = best_moves
        self.observer = observer
        self.path: list[Hashable] = []
        self.on_path: set[Hashable] = set()
        self.nodes = self.leaves = self.cutoffs = self.pruned = self.horizon = self.hits = 0
        self.check_at = _NEVER
        """Node count at which to look at the budget next."""
        self.node_budget: int | None = None
        self.deadline: float | None = None

    def budget(self, nodes: int | None, deadline: float | None) -> None:
        self.node_budget = nodes
        self.deadline = deadline
        self._next_check()

    def _next_check(self) -> None:
        points = [self.nodes + _CLOCK_EVERY] if self.deadline is not None else []
        if self.node_budget is not None:
            points.append(self.node_budget + 1)
        self.check_at = min(points, default=_NEVER)

    def _over_budget(self) -> None:
        if self.node_budget is not None and self.nodes > self.node_budget:
            raise _OutOfBudget("node_budget")
        if self.deadline is not None and time.monotonic() > self.deadline:
            raise _OutOfBudget("time_budget")
        self._next_check()

    def result(self, pos: Hashable, alpha: Number, beta: Number,
               algorithm: str) -> SearchResult:
        value, link = self.root(pos, alpha, beta)
        return SearchResult(None if link is None else link[0], value, path_of(link),
                            self.nodes, self.leaves, self.cutoffs, self.pruned, algorithm,
                            self.horizon, self.hits)

    def root(self, pos: Hashable, alpha: Number, beta: Number) -> tuple[Number, PathLink]:
        """Search ``pos``, picking its best move by Bratko's tie rule.

        Successors are searched in preference order (the last listed first), after the
        one the previous iteration found best; each replaces the best so far only if
        strictly better, or if it is equal and preferred. A preferred successor whose
        fail-soft value only *bounds* it at the best value (it failed low at exactly
        that value) is searched again with the root's window to tell a tie from a loss.
        """
        tree = self.tree
        children = tree.moves(pos) if self.depth is None or self.depth > 0 else None
        if not children:
            return self.solve(pos, alpha, beta)
        self.nodes += 1
        if self.observer is not None:
            self.observer.enter(pos, 0, alpha, beta)
        maximizing = _mover_is_max(tree, pos, (), children)
        rank = {child: index for index, child in enumerate(children)}
        self.path.append(pos)
        self.on_path.add(pos)
        best_value: Number = -math.inf if maximizing else math.inf
        best: tuple[Hashable, Number, PathLink] | None = None
        window = alpha, beta
        ordered = self.order(pos, children, maximizing)
        for index, child in enumerate(ordered):
            value, link = self.solve(child, *window)
            if best is not None and value == best_value and rank[child] > rank[best[0]] \
                    and (alpha < value if maximizing else value < beta):
                value, link = self.solve(child, alpha, beta)  # a tie, or a bound?
                if value == best_value:
                    best = child, value, link
                continue
            if best is None or (value > best_value if maximizing else value < best_value):
                best, best_value = (child, value, link), value
                window = (max(alpha, value), beta) if maximizing else (alpha, min(beta, value))
                if window[0] >= window[1]:
                    self.cutoff(pos, best, ordered[index + 1:], maximizing, window)
                    break
        assert best is not None
        self.path.pop()
        self.on_path.discard(pos)
        self.best_moves[pos] = best[0]
        top = (best[0], best[2])
        if self.observer is not None:
            self.observer.exit(pos, 0, best[0], best[1], top)
        return best[1], top

    def order(self, pos: Hashable, children: Sequence[Hashable],
              maximizing: bool) -> Sequence[Hashable]:
        """The order to search ``children`` in: the best successor found before (by an
        earlier search of ``pos``, or the previous iteration) first, then the others by
        their static values (the evaluation function's guess, best for the mover first)
        if all have one, equal ones in preference order (the last listed first)."""
        ordered = children[::-1]
        static_eval = self.tree.static_eval
        values = [static_eval(child) for child in ordered]
        if None not in values:
            known = cast(list[Number], values)
            ranks = sorted(range(len(ordered)), key=known.__getitem__, reverse=maximizing)
            ordered = [ordered[rank] for rank in ranks]
        hint = self.best_moves.get(pos)
        if hint is not None and hint != ordered[0] and hint in children:
            ordered = [hint, *(c for c in ordered if c != hint)]
        return ordered

    def cutoff(self, pos: Hashable, best: tuple[Hashable, Number, PathLink],
               pruned: Sequence[Hashable], maximizing: bool,
               window: tuple[Number, Number]) -> None:
        """Count a cut-off (alpha >= beta) that leaves ``pruned`` unvisited."""
        if not pruned:
            return
        self.cutoffs += 1
        self.pruned += len(pruned)
        if self.observer is not None:
            test = Cutoff(">=", window[1]) if maximizing else Cutoff("<=", window[0])
            self.observer.cutoff(pos, len(self.path) - 1, best, pruned, test)

    def solve(self, pos: Hashable, alpha: Number, beta: Number) -> tuple[Number, PathLink]:
        """The fail-soft value of ``pos`` within (alpha, beta), with its line.

        One loop with an explicit stack of :class:`_Frame` (no recursion however deep
        the tree): entering a position looks it up in the table, values a leaf, or
        pushes a frame whose successors are then entered one by one; each value climbs
        to its parent's frame, which narrows its window and stops when alpha >= beta.
        """
        observer, table, depth, moves = self.observer, self.table, self.depth, self.tree.moves
        path = self.path
        frames: list[_Frame] = []
        current = pos
        result: tuple[Number, PathLink]
        while True:
            self.nodes += 1
            if self.nodes >= self.check_at:
                self._over_budget()
            ply = len(path)
            if observer is not None:
                observer.enter(current, ply, alpha, beta)
            if depth is None:  # without a limit the position alone is the key
                remaining = None
                key: Hashable = current
            else:
                remaining = depth - ply
                key = (current, remaining)
            entry = table.get(key) if table is not None else None
            if entry is not None and (entry[0] == EXACT or (
                    entry[1] >= beta if entry[0] == LOWER else entry[1] <= alpha)):
                result = self.hit(current, ply, entry)
            else:
                children = moves(current) if remaining is None or remaining > 0 else None
                if children:
                    frame = self.expand(current, key, children, alpha, beta)
                    frames.append(frame)
                    current = frame.children[0]
                    continue
                result = self.leaf(current, key, ply, children)
            while frames:  # hand ``result`` to its parent's frame; climb while they finish
                frame = frames[-1]
                value = result[0]
                if frame.maximizing:
                    if value > frame.best or frame.link is None:
                        frame.best = value
                        frame.link = frame.children[frame.index], result[1]
                        if value > frame.alpha:
                            frame.alpha = value
                elif value < frame.best or frame.link is None:
                    frame.best = value
                    frame.link = frame.children[frame.index], result[1]
                    if value < frame.beta:
                        frame.beta = value
                frame.index += 1
                if frame.index < len(frame.children):
                    if frame.alpha < frame.beta:
                        current = frame.children[frame.index]
                        alpha, beta = frame.alpha, frame.beta
                        break
                    self.cutoff(frame.pos, (frame.children[frame.index - 1], frame.best,
                                            frame.link[1]), frame.children[frame.index:],
                                frame.maximizing, (frame.alpha, frame.beta))
                result = self.finish(frame)
                frames.pop()
            else:
                return result

    def hit(self, pos: Hashable, ply: int, entry: Entry) -> tuple[Number, PathLink]:
        """A stored result that decides ``pos`` within its window."""
        self.hits += 1
        if self.observer is not None:
            below = entry[2]
            self.observer.exit(pos, ply, None if below is None else below[0], entry[1], below)
        return entry[1], entry[2]

    def expand(self, pos: Hashable, key: Hashable, children: Sequence[Hashable],
               alpha: Number, beta: Number) -> _Frame:
        """A frame for ``pos`` about to search its successors."""
        if pos in self.on_path:
            raise CycleError([*self.path[self.path.index(pos):], pos])
        side = self.tree.to_move(pos)  # the common case inline: a search asks it per node
        maximizing = side == "max" if side == "max" or side == "min" else \
            _mover_is_max(self.tree, pos, self.path, children)
        ordered = self.order(pos, children, maximizing)
        self.path.append(pos)
        self.on_path.add(pos)
        return _Frame(pos, key, ordered, alpha, beta, maximizing)

    def leaf(self, pos: Hashable, key: Hashable, ply: int,
             children: Sequence[Hashable] | None) -> tuple[Number, PathLink]:
        """The static value of ``pos`` (a leaf, or at the depth limit: ``children`` None;
        an empty list of moves is no leaf: Bratko's minimax fails there)."""
        if children is not None:
            raise NoMovesError(pos, [*self.path, pos])
        value = self.tree.static_eval(pos)
        at_limit = self.depth is not None and ply >= self.depth
        if value is None:
            if at_limit and self.tree.moves(pos):
                assert self.depth is not None
                raise CutoffValueError(pos, [*self.path, pos], self.depth)
            raise MissingValueError(pos, [*self.path, pos])
        self.leaves += 1
        if at_limit:
            self.horizon += 1
        if self.observer is not None:
            self.observer.leaf(pos, ply, value)
            self.observer.exit(pos, ply, None, value, None)
        if self.table is not None:
            self.table[key] = EXACT, value, None
        return value, None

    def finish(self, frame: _Frame) -> tuple[Number, PathLink]:
        """Store a searched position's result with what it proves, and return it."""
        self.path.pop()
        self.on_path.discard(frame.pos)
        best, link = frame.best, frame.link
        assert link is not None
        self.best_moves[frame.pos] = link[0]
        flag = UPPER if best <= frame.alpha0 else LOWER if best >= frame.beta0 else EXACT
        if self.table is not None:
            self.table[frame.key] = flag, best, link
        if self.observer is not None:
            self.observer.exit(frame.pos, len(self.path), link[0], best, link)
        return best, link
