"""The picture of a search, as data: which nodes to draw, with what values and marks.

A :class:`SearchDrawing` is built from a search's :class:`~logic_minimax.tree.SearchObserver`
events alone (what the search did), plus the tree's ``moves`` for the successors that
alpha-beta pruned (what it saved: never searched, so only the tree knows them). The
Graphviz, terminal and HTML outputs (``render_dot``, ``render_text``) only format it.

Each node is one *visit*: a position reached by two paths (a DAG) is searched twice by
Bratko's program, so it is drawn twice. Nodes are named by the child indices on their
path from the root (``n``, ``n_0``, ``n_0_1``), never by position.

With a depth limit (Shannon's cut-off) a position with moves at the limit is drawn as a
leaf valued by its ``static_eval`` and marked ``horizon``; pruned subtrees stop at the
limit too, as the search would have.
"""

from __future__ import annotations

import math
from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import Literal, Protocol, TypeAlias

from ..prolog.write import show
from ..search.tree import (
    GameTree,
    Mover,
    Number,
    SearchResult,
)

__all__ = ["DEFAULT_MAX_NODES", "Algorithm", "Bound", "Cutoff", "Drawable", "Node", "SearchDrawing",
           "show_number", "show_position"]

DEFAULT_MAX_NODES = 200
"""Positions drawn before deeper levels are collapsed into summary nodes."""

class Drawable(Protocol):
    """What a picture or a trace is made from: a game tree that can tell the positions it
    has (a :class:`~logic_minimax.kb.KnowledgeBase`, for one)."""

    @property
    def tree(self) -> GameTree: ...

    def knows(self, pos: Hashable) -> bool: ...


Algorithm: TypeAlias = Literal["minimax", "alphabeta"]
Status: TypeAlias = Literal["searched", "pruned", "collapsed"]
Bound: TypeAlias = Literal["exact", "upper", "lower", "either"]
"""``upper``: the true value is at most the one shown (``≤2``); ``lower``: at least
(``≥5``); ``either``: one of the two, which a reversed window (alpha > beta) hides."""


def show_number(value: Number) -> str:
    """A value or bound as the pictures print it: ``4``, ``0.5``, ``−∞``, ``+∞``."""
    if value == math.inf:
        return "+∞"
    if value == -math.inf:
        return "−∞"
    return show(value)


def show_position(pos: Hashable) -> str:
    """A position as Prolog writes it (``a``, ``'Hello world'``, ``3``, ``s(3, max)``)."""
    return show(pos)


@dataclass(frozen=True)
class Cutoff:
    """The ``goodenough`` test that fired (Bratko, fig. 22.5)::

        min_to_move(Pos), Val > Beta     % maximizer attained upper bound
        max_to_move(Pos), Val < Alpha    % minimizer attained lower bound
    """

    candidate: Hashable
    """The successor whose value was good enough."""
    value: Number
    test: Literal["<", ">", "<=", ">="]
    bound: Number
    """Alpha for ``<`` (``<=``: the standard search), Beta for ``>`` (``>=``): the window
    the candidate was searched with."""

    def __str__(self) -> str:
        name = "α" if self.test in ("<", "<=") else "β"
        return f"{show_number(self.value)} {self.test} {name}={show_number(self.bound)}"


@dataclass(frozen=True)
class Node:
    """One drawn node: a visit of the search, a pruned position, or a summary."""

    id: str
    """``n`` for the root, ``n_0_1`` for the root's first child's second child."""
    parent: str | None
    pos: Hashable | None
    """``None`` for a summary node (``status == "collapsed"``)."""
    status: Status
    side: Mover | None
    """Who moves here: its own fact, else inferred from its successors (all MIN: MAX)."""
    value: Number | None = None
    """The backed-up value, or the static value of a leaf; ``None`` if never searched."""
    bound: Bound = "exact"
    static: bool = False
    """The value is the position's ``static_eval`` (a leaf of the search)."""
    horizon: bool = False
    """A leaf only because of the depth limit: it has moves, never searched."""
    window: tuple[Number, Number] | None = None
    """Alpha-beta: the (alpha, beta) this interior position was searched with."""
    on_pv: bool = False
    """On the principal variation (the root included)."""
    best_move: bool = False
    """The successor the root moves to."""
    cut: Cutoff | None = None
    """On the first pruned successor (or the summary holding it): why it was pruned."""
    hidden: tuple[int, int] = (0, 0)
    """A summary's positions not drawn: (searched, pruned)."""

    @property
    def value_text(self) -> str:
        """``4``, ``≤2``, ``≥5``, or ``""`` for a position never searched."""
        if self.value is None:
            return ""
        mark = {"exact": "", "upper": "≤", "lower": "≥", "either": "≶"}[self.bound]
        return mark + show_number(self.value)

    @property
    def hidden_text(self) -> str:
        """A summary's content: ``12 more positions (5 searched, 7 pruned)``."""
        searched, pruned = self.hidden
        parts = [f"{searched} searched"] if searched else []
        parts += [f"{pruned} pruned"] if pruned else []
        return f"{_count(searched + pruned, 'more position')} ({', '.join(parts)})"


def _count(number: int, singular: str, plural: str | None = None) -> str:
    return f"{number} {singular if number == 1 else plural or singular + 's'}"


@dataclass(frozen=True)
class SearchDrawing:
    """A search, ready to draw: the nodes in depth-first order, the root first."""

    root: Hashable
    algorithm: Algorithm
    alpha: Number
    beta: Number
    result: SearchResult
    nodes: tuple[Node, ...]
    pruned: int
    """Positions below cut-offs, never searched (each path counted, as a search would)."""
    hidden: int
    """Positions collapsed into summary nodes by ``max_nodes`` (0: everything is drawn)."""
    max_nodes: int
    depth: int | None = None
    """The depth limit searched with (``None``: to the leaves)."""
    horizon: int = 0
    """Positions with moves valued by ``static_eval`` at the depth limit."""
    _children: dict[str, list[Node]] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        children: dict[str, list[Node]] = {}
        for node in self.nodes:
            if node.parent is not None:
                children.setdefault(node.parent, []).append(node)
        object.__setattr__(self, "_children", children)

    def children(self, node: Node) -> list[Node]:
        """The nodes drawn below ``node``, in move order (a summary last)."""
        return self._children.get(node.id, [])

    @property
    def has_sideless(self) -> bool:
        """Whether a drawn position has no side (drawn as a box)."""
        return any(node.side is None and node.status != "collapsed" for node in self.nodes)

    @property
    def title(self) -> str:
        """The call drawn and its answer: ``alphabeta(a, −∞, +∞): best move b, value 4``
        (``minimax(a) to depth 2: ...`` with a depth limit)."""
        call = f"minimax({show_position(self.root)})" if self.algorithm == "minimax" else \
            f"alphabeta({show_position(self.root)}, {show_number(self.alpha)}, " \
            f"{show_number(self.beta)})"
        best = self.result.best
        move = "no move (a leaf)" if best is None else f"best move {show_position(best)}"
        path = ", ".join(show_position(p) for p in self.result.path)
        if self.depth is not None:
            call += f" to depth {self.depth}"
        return f"{call}: {move}, value {show_number(self.result.value)}, path [{path}]"

    @property
    def statistics(self) -> str:
        """``15 positions searched · 8 leaves evaluated`` (and the cut-offs, and the
        positions stopped at the depth limit)."""
        result = self.result
        parts = [_count(result.nodes_visited, "position") + " searched",
                 _count(result.leaves_evaluated, "leaf", "leaves") + " evaluated"]
        if self.algorithm == "alphabeta":
            parts += [_count(result.cutoffs, "cut-off"),
                      _count(self.pruned, "position") + " pruned"]
        if self.depth is not None:
            parts.append(_count(self.horizon, "position") + " stopped at the depth limit")
        return " · ".join(parts)

    def message(self) -> str | None:
        """What ``max_nodes`` left out, or ``None`` when the whole search is drawn."""
        if not self.hidden:
            return None
        total = self.result.nodes_visited + self.pruned
        return (f"the search tree has {total} positions, more than --max-nodes "
                f"{self.max_nodes}: drawing the levels nearest the root and the principal "
                f"variation; {self.hidden} deeper positions are collapsed into '…' nodes")
