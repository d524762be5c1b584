"""A search recorded and laid out as the nodes of its picture (:func:`draw_search`).

An observer records every position the search enters with its window, value and the
cut-off test that fired below it; the layout then walks the recorded search, adds the
pruned successors (with their subtrees counted from the tree), keeps whole levels and the
principal variation within ``max_nodes`` and summarises the rest.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Iterator, Sequence

from ..errors import SearchArgumentError
from ..search import registry
from ..search import tree as search
from ..search.tree import (
    GameTree,
    Mover,
    Number,
    PathLink,
    Scored,
    SearchObserver,
    implied_mover,
)
from .drawing import DEFAULT_MAX_NODES, Algorithm, Bound, Cutoff, Node, SearchDrawing

__all__ = ["draw_search"]


# --- recording the search ------------------------------------------------------------

class _Visit:
    """A position as the search entered it (mutable while the search runs)."""

    __slots__ = ("best", "children", "cut", "cut_below", "horizon", "pos", "pruned", "reused",
                 "static", "value", "window")

    def __init__(self, pos: Hashable, window: tuple[Number, Number]) -> None:
        self.pos = pos
        self.window = window
        self.value: Number | None = None
        self.static = False
        self.horizon = False
        self.best: Hashable | None = None
        self.children: list[_Visit] = []
        self.cut: Cutoff | None = None
        self.cut_below = False
        """A cut-off here or in the subtree: the value may be a bound."""
        self.pruned: Sequence[Hashable] = ()
        self.reused = False
        """Valued from the transposition table: entered and left without a subtree."""


class _Recorder(SearchObserver):
    """A :class:`SearchObserver` that keeps the searched tree, one ``_Visit`` per ``enter``."""

    def __init__(self, tree: GameTree, depth: int | None) -> None:
        self.tree = tree
        self.depth = depth
        self.open: list[_Visit] = []
        self.root: _Visit | None = None
        self.horizon = 0

    def enter(self, pos: Hashable, depth: int, alpha: Number, beta: Number) -> None:
        visit = _Visit(pos, (alpha, beta))
        if self.open:
            self.open[-1].children.append(visit)
        else:
            self.root = visit
        self.open.append(visit)

    def leaf(self, pos: Hashable, depth: int, value: Number) -> None:
        visit = self.open[-1]
        visit.static = True
        if self.depth is not None and depth >= self.depth and self.tree.moves(pos):
            visit.horizon = True
            self.horizon += 1

    def cutoff(self, pos: Hashable, depth: int, candidate: Scored,
               pruned: Sequence[Hashable], test: search.Cutoff) -> None:
        parent = self.open[-1]  # the candidate has exited already
        parent.cut = Cutoff(candidate[0], candidate[1], test.test, test.bound)
        parent.pruned = pruned

    def exit(self, pos: Hashable, depth: int, best: Hashable | None, value: Number,
             path: PathLink) -> None:
        visit = self.open.pop()
        visit.value = value
        visit.best = best
        visit.reused = not visit.static and not visit.children
        visit.cut_below = visit.cut is not None or any(c.cut_below for c in visit.children)


# --- from the recorded search to the nodes drawn ---------------------------------------

class _Item:
    """A node of the full picture: a visit, or a pruned position below a cut-off."""

    __slots__ = ("_id", "cut", "depth", "index", "parent", "pos", "probability", "visit")

    def __init__(self, index: int, pos: Hashable, visit: _Visit | None,
                 parent: _Item | None, cut: Cutoff | None = None,
                 probability: Number | None = None) -> None:
        self.index = index
        self.pos = pos
        self.visit = visit
        self.parent = parent
        self.cut = cut
        self.probability = probability
        self.depth: int = 0 if parent is None else parent.depth + 1
        """Moves from the root."""
        self._id: str | None = None

    @property
    def id(self) -> str:
        """``n_0_1``: made when asked (only near the root), as the path can be long."""
        if self._id is None:
            self._id = "n" if self.parent is None else f"{self.parent.id}_{self.index}"
        return self._id

    def on_path(self, pos: Hashable) -> bool:
        item: _Item | None = self
        while item is not None:
            if item.pos == pos:
                return True
            item = item.parent
        return False


class _Builder:
    def __init__(self, tree: GameTree, prune: bool, depth: int | None, strict: bool) -> None:
        self.tree = tree
        self.prune = prune
        self.depth = depth
        self.strict = strict
        self.paths: dict[tuple[Hashable, int | None], int] = {}

    def remaining(self, depth: int) -> int | None:
        """Moves the search may still make ``depth`` moves from the root (``None``: any)."""
        return None if self.depth is None else self.depth - depth

    def successors(self, pos: Hashable, remaining: int | None) -> Iterator[Hashable]:
        """The moves a search could make from ``pos``: none at the depth limit."""
        return iter(() if remaining == 0 else self.tree.moves(pos) or ())

    def children(self, item: _Item) -> list[_Item]:
        visit = item.visit
        if visit is None:  # pruned: the tree's moves, a cycle's repeat left unexpanded
            if item.parent is not None and item.parent.on_path(item.pos):
                return []
            moves = self.successors(item.pos, self.remaining(item.depth))
            return [_Item(i, pos, None, item) for i, pos in enumerate(moves)]
        odds = self.odds(item.pos)
        items = [_Item(i, child.pos, child, item, probability=odds.get(i))
                 for i, child in enumerate(visit.children)]
        start = len(items)
        for offset, pos in enumerate(visit.pruned):
            cut = visit.cut if offset == 0 else None
            items.append(_Item(start + offset, pos, None, item, cut))
        return items

    def odds(self, pos: Hashable) -> dict[int, Number]:
        """A chance position's outcome probabilities by successor index (else none)."""
        if self.tree.to_move(pos) != "chance":
            return {}
        outcomes = getattr(self.tree, "chance_outcomes", None)
        found = outcomes(pos) if outcomes is not None else None
        return {i: p for i, (_, p) in enumerate(found or ())}

    def principal_variation(self, root: _Item, limit: int) -> list[_Item]:
        """The root's item, its best successor's, ... down to the leaf (``limit`` items)."""
        chain = [root]
        while len(chain) < limit and chain[-1].visit is not None and \
                chain[-1].visit.best is not None:
            visit = chain[-1].visit
            moved = [c for c in self.children(chain[-1])
                     if c.visit is not None and c.pos == visit.best]
            # the winner is a searched successor with that position and value (the last
            # one if the list repeats a position: ties go to the later sibling); at a
            # chance position the likeliest outcome, which carries the expected value
            valued = [c for c in moved if c.visit is not None and c.visit.value == visit.value]
            if not moved:  # a value from the transposition table: its line is not drawn
                break
            chain.append((valued or moved)[-1])
        return chain

    def size(self, item: _Item) -> tuple[int, int]:
        """Positions at and below ``item``: (searched, pruned)."""
        if item.visit is None:
            return 0, self.pruned_paths(item.pos, self.remaining(item.depth))
        searched = pruned = 0
        stack = [(item.visit, item.depth)]
        while stack:
            visit, depth = stack.pop()
            searched += 1
            below = self.remaining(depth + 1)
            pruned += sum(self.pruned_paths(pos, below) for pos in visit.pruned)
            stack.extend((child, depth + 1) for child in visit.children)
        return searched, pruned

    def pruned_paths(self, pos: Hashable, remaining: int | None) -> int:
        """Positions at and below ``pos`` counted per path down to the depth limit
        (``remaining`` moves more), memoised per position and remaining depth.

        A cycle below a cut-off (the search never got there, or it would have stopped)
        is not walked round: the move back counts as one position, as the drawing shows
        a position repeated on its path without its successors; there the count may
        differ slightly from the nodes a full drawing has, depending on where the cycle
        is entered."""
        if (pos, remaining) in self.paths:
            return self.paths[pos, remaining]
        counting = {pos}
        stack: list[tuple[Hashable, int | None, Iterator[Hashable]]] = [
            (pos, remaining, self.successors(pos, remaining))]
        totals = [1]
        while stack:
            current, left, successors = stack[-1]
            successor = next(successors, None)
            below = None if left is None else left - 1
            if successor is None:
                stack.pop()
                counting.discard(current)
                total = totals.pop()
                self.paths[current, left] = total
                if totals:
                    totals[-1] += total
            elif (successor, below) in self.paths:
                totals[-1] += self.paths[successor, below]
            elif successor in counting:
                totals[-1] += 1
            else:
                counting.add(successor)
                stack.append((successor, below, self.successors(successor, below)))
                totals.append(1)
        return self.paths[pos, remaining]

    def side(self, item: _Item, children: list[_Item]) -> Mover | None:
        return implied_mover(self.tree, item.pos, [child.pos for child in children])

    def node(self, item: _Item, children: list[_Item], pv: set[str],
             best_move: str | None) -> Node:
        visit = item.visit
        parent = item.parent.id if item.parent is not None else None
        side = self.side(item, children)
        if visit is None:
            return Node(item.id, parent, item.pos, "pruned", side, cut=item.cut)
        window = visit.window if self.prune and not visit.static else None
        bound = _bound(visit, self.strict) if visit.cut_below else "exact"
        return Node(item.id, parent, item.pos, "searched", side, visit.value, bound,
                    visit.static, visit.horizon, window, item.id in pv, item.id == best_move,
                    probability=item.probability, reused=visit.reused)


def _bound(visit: _Visit, strict: bool) -> Bound:
    """What a value found with cut-offs below is: exact within the window (closed, as
    Bratko's tests are strict; open for the standard search, which cuts at alpha >= beta),
    else a bound on the side it fell (the fail-soft rule)."""
    alpha, beta = visit.window
    value = visit.value
    assert value is not None  # the visit has exited
    below, above = (value < alpha, value > beta) if strict else (value <= alpha, value >= beta)
    if below and above:
        return "either"
    if below:
        return "upper"
    return "lower" if above else "exact"


def draw_search(tree: GameTree, root: Hashable, algorithm: Algorithm = "minimax",
                alpha: Number = -math.inf, beta: Number = math.inf,
                max_nodes: int = DEFAULT_MAX_NODES, *,
                depth: int | None = None, fold: int | None = None,
                memo: bool = False) -> SearchDrawing:
    """Search ``tree`` from ``root`` with any search of the registry and lay out the
    picture of that search.

    Every position the search entered is a node, with its backed-up (or static) value;
    for alpha-beta also the window it was searched with, and ``≤``/``≥`` on values that
    are only bounds: a cut-off at or below the position, and the value fell below its
    alpha (fail-low: the true value is at most this) or above its beta (fail-high).
    Successors that a cut-off pruned are nodes too, with their subtrees walked from the
    tree, and the first one of each cut-off carries the test that fired (Bratko's
    ``goodenough``, or the standard search's alpha >= beta). The standard search's
    successors are drawn in the order it searched them (its move ordering), and a value
    taken from a transposition table (``memo``) is marked. Expectiminimax's chance
    positions carry their outcomes' probabilities.

    If the picture would hold more than ``max_nodes`` positions, whole levels are kept
    from the root down while they fit, plus the principal variation; what is left out
    below a drawn node becomes one summary node counting the positions it stands for.
    ``fold`` folds every subtree more than ``fold`` moves below the root that way (the
    principal variation too).

    ``depth`` is the search's depth limit (Shannon's cut-off, as for
    :func:`~logic_minimax.search.minimax`): a position with moves at the limit is a leaf
    valued by its ``static_eval``, marked ``horizon``. ``memo`` searches with the
    transposition table, as the search's own option (a position valued from it is drawn
    without its subtree).

    Raises:
        MissingValueError, MissingSideError, CycleError: as the search does
            (``CutoffValueError``: a position at the depth limit has no value).
        SearchArgumentError: ``depth`` or ``fold`` is negative, ``max_nodes`` is less
            than 1, or there is no search called ``algorithm``.
    """
    if max_nodes < 1:
        raise SearchArgumentError(f"max_nodes must be at least 1, not {max_nodes}")
    if fold is not None and fold < 0:
        raise SearchArgumentError(f"fold must be at least 0, not {fold}")
    chosen = registry.algorithm(algorithm)
    recorder = _Recorder(tree, depth)
    result = registry.run(tree, root, algorithm, alpha=alpha, beta=beta, depth=depth,
                          memo=memo, observer=recorder)
    assert recorder.root is not None  # the search entered its root
    builder = _Builder(tree, chosen.window, depth, chosen.strict)
    top = _Item(0, root, recorder.root, None)
    limit = max_nodes if fold is None else min(max_nodes, fold + 1)
    pv_chain = builder.principal_variation(top, limit)
    kept, capped = _levels(builder, top, max_nodes, fold)
    kept.update((item.id, item) for item in pv_chain)
    pv = {item.id for item in pv_chain}
    best_move = pv_chain[1].id if len(pv_chain) > 1 else None

    nodes: list[Node] = []
    hidden = 0
    stack: list[_Item | Node] = [top]
    while stack:  # depth-first, children in move order, a summary after them
        item = stack.pop()
        if isinstance(item, Node):
            nodes.append(item)
            continue
        children = builder.children(item)
        nodes.append(builder.node(item, children, pv, best_move))
        left_out = [child for child in children if child.id not in kept]
        if left_out:
            sizes = [builder.size(child) for child in left_out]
            counts = (sum(s for s, _ in sizes), sum(p for _, p in sizes))
            hidden += sum(counts)
            cut = next((child.cut for child in left_out if child.cut is not None), None)
            stack.append(Node(f"{item.id}_more", item.id, None, "collapsed", None, cut=cut,
                              hidden=counts))
        stack.extend(reversed([child for child in children if child.id in kept]))
    return SearchDrawing(root, chosen.name, alpha, beta, result, tuple(nodes),
                         builder.size(top)[1], hidden, max_nodes, depth, recorder.horizon,
                         chosen.window, fold, capped)


def _levels(builder: _Builder, top: _Item, max_nodes: int,
            fold: int | None) -> tuple[dict[str, _Item], bool]:
    """The items of the first levels from the root, as many whole levels as fit (down to
    ``fold`` moves below the root), and whether ``max_nodes`` stopped them first."""
    kept = {top.id: top}
    level = [top]
    while level and (fold is None or level[0].depth < fold):
        below = [child for item in level for child in builder.children(item)]
        if len(kept) + len(below) > max_nodes:
            return kept, True
        kept.update((child.id, child) for child in below)
        level = below
    return kept, False
