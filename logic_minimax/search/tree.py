"""The game-tree protocol the searches run over, and the result they return.

A tree answers three questions about a position (as OpenSpiel's ``minimax.py`` asks a
state): its successors, the side to move in it, and its static value; a tree with chance
positions also answers a fourth, their outcomes' probabilities. Fact files, rule games and
anything else plug in by answering them; the searches know nothing more.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import MISSING, dataclass, fields
from html import escape
from typing import Any, Literal, Protocol, TypeAlias

from ..prolog.write import show

INFINITIES = {"inf": math.inf, "+inf": math.inf, "infinite": math.inf,
               "-inf": -math.inf, "-infinite": -math.inf}
"""How an option's bound may be written (``--alpha -inf``); in a goal a bound is an
arithmetic expression (``alphabeta(a, -inf, inf, ...)``), as Bratko's comparisons take it."""


def show_bound(value: object) -> str:
    """A bound as the course's goals write it: ``inf``/``-inf`` for the infinities (what
    the trace and ``stats`` print), otherwise as SWI writes the number."""
    if isinstance(value, float) and math.isinf(value):
        return "inf" if value > 0 else "-inf"
    return show(value)


Number: TypeAlias = int | float
"""A value: Prolog's integers (unbounded) and floats, kept with their type."""

Side: TypeAlias = Literal["max", "min"]
Mover: TypeAlias = Literal["max", "min", "chance"]
"""Who moves in a position: a side, or chance (``chance_to_move/1``) for expectiminimax."""
PathLink: TypeAlias = "tuple[Hashable, PathLink] | None"
"""A principal variation as a linked list ``(pos, rest)``, shared between nodes."""


class GameTree(Protocol):
    """What a search needs to know about positions (any hashable values)."""

    def moves(self, pos: Hashable) -> Sequence[Hashable] | None:
        """The successors of ``pos`` in order; ``None`` for a leaf (no ``moves/2``).

        An empty sequence is a position whose ``moves(Pos, PosList)`` gives ``[]``:
        Bratko's ``best/4`` (and ``boundedbest/5``) fails on an empty list, so the
        searches stop there (``NoMovesError``) rather than value it as a leaf.
        """

    def to_move(self, pos: Hashable) -> Mover | None:
        """``"max"`` or ``"min"``: who moves in ``pos`` (``max_to_move/1``, ``min_to_move/1``).

        The *parent* of a ``"min"`` position prefers its larger value (Bratko's convention).
        ``"chance"`` (``chance_to_move/1``) marks a chance position, which only
        expectiminimax can value; its outcomes come from ``chance_outcomes``.
        """

    def static_eval(self, pos: Hashable) -> Number | None:
        """The static value of ``pos`` (``static_eval/2``), or ``None`` if it has none.

        Leaves are valued by it, and so are positions with moves at a search's depth
        limit (Shannon's cut-off): for a rule game it is the evaluation function.
        """


class ChanceTree(GameTree, Protocol):
    """A game tree with chance positions (what :func:`expectiminimax` reads).

    A tree without them needs no ``chance_outcomes``: the method is optional.
    """

    def chance_outcomes(self, pos: Hashable) -> Sequence[tuple[Hashable, Number]] | None:
        """The outcomes of a chance position with their probabilities, in the order of
        ``moves(pos)`` (which lists the same positions); ``None`` for other positions."""


class DictTree:
    """A game tree held in dictionaries (what a fact file becomes).

    The protocol's methods are the dictionaries' own ``get``: no call per node is added.
    ``chances`` maps each chance position to its outcomes with their probabilities.
    """

    moves: Callable[[Hashable], Sequence[Hashable] | None]
    to_move: Callable[[Hashable], Mover | None]
    static_eval: Callable[[Hashable], Number | None]
    chance_outcomes: Callable[[Hashable], Sequence[tuple[Hashable, Number]] | None]

    def __init__(self, moves: Mapping[Any, Sequence[Any]], sides: Mapping[Any, Mover],
                 values: Mapping[Any, Number],
                 chances: Mapping[Any, Sequence[tuple[Any, Number]]] | None = None) -> None:
        self.moves = moves.get
        self.to_move = sides.get
        self.static_eval = values.get
        self.chance_outcomes = (chances if chances is not None else {}).get


@dataclass(frozen=True)
class Cutoff:
    """Which test of ``goodenough`` fired: ``value > beta`` (MIN to move in the candidate,
    so its parent maximises) or ``value < alpha``; for the standard search
    (``search/standard.py``) ``value >= beta`` at a MAX position or ``value <= alpha``
    at a MIN one."""

    test: Literal[">", "<", ">=", "<="]
    bound: Number
    """The beta (``>``, ``>=``) or alpha (``<``, ``<=``) the candidate's value reached."""


def implied_mover(tree: GameTree, pos: Hashable, successors: Sequence[Hashable]) -> Mover | None:
    """Who moves in ``pos``: its own side fact, or else the one Bratko's convention implies
    from its first successor's (``min_to_move`` there: MAX moves here); ``None`` if neither
    tells. Pictures and expectiminimax both ask this."""
    own = tree.to_move(pos)
    if own is not None:
        return own
    side = tree.to_move(successors[0]) if successors else None
    return "max" if side == "min" else "min" if side == "max" else None


Scored: TypeAlias = "tuple[Hashable, Number, PathLink]"
"""``(pos, value, below)``: a position with its backed-up value and the principal
variation below it. A plain tuple: the search makes one per position visited."""


class SearchObserver:
    """Receives a search's steps as they happen (for traces, statistics and pictures);
    a subclass overrides the steps it wants, the others do nothing.

    ``depth`` counts moves from the start position (0). Every position entered gets one
    ``enter`` and, unless the search fails, one ``exit``.
    """

    def enter(self, pos: Hashable, depth: int, alpha: Number, beta: Number) -> None:
        """``pos`` is searched within (alpha, beta); minimax passes (-inf, inf)."""

    def leaf(self, pos: Hashable, depth: int, value: Number) -> None:
        """``static_eval`` gave ``pos`` its value."""

    def cutoff(self, pos: Hashable, depth: int, candidate: Scored,
               pruned: Sequence[Hashable], test: Cutoff) -> None:
        """At ``pos``, ``goodenough`` accepted ``candidate`` by ``test``: ``pruned`` are
        never visited."""

    def betterof(self, pos: Hashable, depth: int, first: Scored, second: Scored,
                 winner: Scored) -> None:
        """At ``pos``, ``betterof`` compared two searched successors and chose ``winner``
        (called from the last pair to the first, as the nested Prolog calls return)."""

    def exit(self, pos: Hashable, depth: int, best: Hashable | None, value: Number,
             path: PathLink) -> None:
        """``pos`` is valued; ``path`` is its principal variation (``None`` for a leaf)."""


def path_of(link: PathLink) -> tuple[Hashable, ...]:
    """The positions of a linked principal variation, in order."""
    path: list[Hashable] = []
    while link is not None:
        path.append(link[0])
        link = link[1]
    return tuple(path)


@dataclass(frozen=True)
class SearchResult:
    """The answer of a search from one position."""

    best: Hashable | None
    """The successor to move to (Bratko's ``BestPos``/``GoodPos``); ``None`` for a leaf."""
    value: Number
    """The backed-up value (``Val``), with the type the leaf's ``static_eval`` had."""
    path: tuple[Hashable, ...]
    """The principal variation ``(best, best successor of best, ..., leaf)``; ``()`` for a leaf."""
    nodes_visited: int
    """Positions the search entered, the start position included."""
    leaves_evaluated: int
    """``static_eval`` values used."""
    cutoffs: int = 0
    """Alpha-beta: times ``goodenough`` stopped a candidate list early."""
    pruned: int = 0
    """Alpha-beta: positions pruned, the successors never visited because of those cut-offs
    (the lists Bratko's ``goodenough`` drops: his program never generates the positions
    below them, so they are not counted). The one count of pruned positions: JSON,
    ``stats.`` and the pictures show it."""
    algorithm: str = "minimax"
    horizon: int = 0
    """Positions valued by ``static_eval`` because they lay at the depth limit (0 without
    one); when it is 0 the limit cut nothing off, and a deeper search gives the same."""
    memo_hits: int = 0
    """Positions whose result came from the transposition table (``memo=True``)."""

    @property
    def positions_solved(self) -> int:
        """Positions the search valued itself rather than from the transposition table.

        Without memo it equals ``nodes_visited``; with memo on minimax, each distinct
        position (and remaining depth) is solved once.
        """
        return self.nodes_visited - self.memo_hits

    def statistics(self) -> list[tuple[str, str]]:
        """What the search did, as (label, value) rows: the one report that the CLI, the
        REPL's ``stats``, notebooks and pictures show."""
        rows = [("positions visited", str(self.nodes_visited)),
                ("leaves evaluated", str(self.leaves_evaluated))]
        if self.algorithm.endswith("alphabeta"):  # Bratko's and the standard one
            rows += [("cut-offs", str(self.cutoffs)), ("positions pruned", str(self.pruned))]
        if self.horizon:
            rows.append(("valued at the depth limit", str(self.horizon)))
        if self.memo_hits:
            rows.append(("memo", f"{self.memo_hits} hits, {self.positions_solved} positions "
                                 "solved"))
        return rows

    def __repr__(self) -> str:
        """The fields that differ from their defaults, the path shown as a list."""
        shown = []
        for item in fields(self):
            value = getattr(self, item.name)
            if item.default is MISSING or value != item.default:
                shown.append(f"{item.name}={list(value) if item.name == 'path' else value!r}")
        return f"SearchResult({', '.join(shown)})"

    def _repr_html_(self) -> str:
        """A small table for notebooks: the answer, then what the search did."""
        rows = [
            ("best move", "none (a leaf)" if self.best is None else show(self.best)),
            ("value", show(self.value)),
            ("path", "[" + ", ".join(map(show, self.path)) + "]"),
            ("algorithm", self.algorithm),
            *self.statistics(),
        ]
        cells = "".join(f"<tr><th style=\"text-align:left\">{escape(name)}</th>"
                        f"<td>{escape(text)}</td></tr>" for name, text in rows)
        return f"<table>{cells}</table>"


StopReason: TypeAlias = Literal["max_depth", "complete", "node_budget", "time_budget"]


@dataclass(frozen=True)
class DeepeningResult:
    """What iterative deepening found."""

    result: SearchResult
    """The deepest completed iteration's answer (equal to a plain search at ``depth``)."""
    depth: int
    """The depth limit of that iteration."""
    iterations: tuple[SearchResult, ...]
    """Every completed iteration, depth 1 first (depth 0 alone when ``max_depth`` is 0)."""
    nodes_visited: int
    """Positions entered by all iterations, the abandoned one included."""
    stopped_by: StopReason
    """``max_depth`` reached; ``complete``: the last iteration cut nothing off, so deeper
    ones would give the same; or the budget that ran out during the next iteration."""
