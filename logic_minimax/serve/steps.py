"""A search step by step, for the page's stepper: the search's events, each named by the
node of its picture, with a sentence in the course's words.

The events are those a :class:`~logic_minimax.search.tree.SearchObserver` receives (the
search never recomputes anything for us): a position entered with its window, a leaf's
static value, a ``goodenough`` test that cut the remaining successors off, a ``betterof``
decision, a position valued. Between two siblings whose windows differ, a ``bounds`` step
says what ``newbounds`` changed. Nodes are named as the picture names them (``n``,
``n_0``, ``n_0_1``: child indices from the root, pruned successors after the searched
ones), so the page can light up the picture's nodes and edges as it steps.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from logic_minimax.errors import SearchArgumentError
from logic_minimax.kb import KnowledgeBase
from logic_minimax.render.drawing import show_number, show_position
from logic_minimax.search.registry import ALGORITHMS
from logic_minimax.search.tree import (
    Cutoff,
    GameTree,
    Mover,
    Number,
    PathLink,
    Scored,
    SearchObserver,
    implied_mover,
)

MAX_POSITIONS = 400
"""Positions a stepped search may enter: more is too many to step through in class."""

Kind = Literal["enter", "bounds", "leaf", "cutoff", "betterof", "exit"]
_PLAYER = {"max": "MAX", "min": "MIN", "chance": "chance", None: "nobody"}


class TooManySteps(SearchArgumentError):
    """The search enters more positions than a class can step through."""


@dataclass
class _Open:
    """A position being searched: its node, and what its successors gave so far."""

    node: str
    pos: Hashable
    side: Mover | None
    window: tuple[Number, Number]
    children: list[tuple[str, Hashable, Number | None]] = field(default_factory=list)
    """``(node, pos, value)`` of each successor entered, in order."""
    child_window: tuple[Number, Number] | None = None
    """The window the last successor entered was searched with."""
    compared: int = -1
    """The successor the next ``betterof`` compares (the cascade runs last to first)."""
    winner: str | None = None
    """The node ``betterof`` chose last (the last successor before any decision)."""


class _Recorder(SearchObserver):
    """Records a search's events as steps (plain dicts, ready for JSON)."""

    def __init__(self, tree: GameTree, algorithm: str, depth: int | None) -> None:
        self.tree = tree
        self.windowed = ALGORITHMS[algorithm].window
        self.depth = depth
        self.open: list[_Open] = []
        self.steps: list[dict[str, Any]] = []
        self.positions = 0

    def _side(self, pos: Hashable) -> Mover | None:
        return implied_mover(self.tree, pos, self.tree.moves(pos) or ())

    def _step(self, kind: Kind, node: str, text: str, **data: Any) -> None:
        self.steps.append({"kind": kind, "node": node, "text": text, **data})

    def enter(self, pos: Hashable, depth: int, alpha: Number, beta: Number) -> None:
        self.positions += 1
        if self.positions > MAX_POSITIONS:
            raise TooManySteps(
                f"this search enters more than {MAX_POSITIONS} positions, too many to step "
                "through: start from a later position, or give a depth limit")
        side = self._side(pos)
        name = show_position(pos)
        window = (alpha, beta)
        if not self.open:
            node = "n"
            where = ""
        else:
            parent = self.open[-1]
            node = f"{parent.node}_{len(parent.children)}"
            if parent.child_window is not None and parent.child_window != window:
                self._bounds(parent, node, window)
            parent.children.append((node, pos, None))
            parent.child_window = window
            where = f" from {show_position(parent.pos)}"
        self.open.append(_Open(node, pos, side, window))
        text = f"Enter {name}{where}: {_PLAYER[side]} to move"
        if self.windowed:
            text += f", searched with α = {show_number(alpha)}, β = {show_number(beta)}"
        self._step("enter", node, text + ".", pos=name, window=_window(window),
                   depth=depth)

    def _bounds(self, parent: _Open, node: str, window: tuple[Number, Number]) -> None:
        """``newbounds``: the last successor's value narrowed the window of the next."""
        before = parent.child_window
        assert before is not None
        last, value = parent.children[-1][1], parent.children[-1][2]
        changes = [f"{name} {show_number(old)} → {show_number(new)}"
                   for name, old, new in zip(("α", "β"), before, window, strict=True)
                   if old != new]
        assert value is not None  # the last successor has exited
        self._step("bounds", parent.node,
                   f"newbounds at {show_position(parent.pos)}: {show_position(last)} has "
                   f"value {show_number(value)}, so {', '.join(changes)} for the next "
                   f"successor.", window=_window(window), next=node)

    def leaf(self, pos: Hashable, depth: int, value: Number) -> None:
        node = self.open[-1].node
        limit = self.depth is not None and depth >= self.depth and bool(self.tree.moves(pos))
        why = " (the depth limit: its moves are not searched)" if limit else ""
        self._step("leaf", node, f"static_eval({show_position(pos)}, {show_number(value)})"
                                 f"{why}: a leaf, valued {show_number(value)}.",
                   value=show_number(value))

    def cutoff(self, pos: Hashable, depth: int, candidate: Scored,
               pruned: Sequence[Hashable], test: Cutoff) -> None:
        parent = self.open[-1]
        start = len(parent.children)
        pruned_nodes = [f"{parent.node}_{start + i}" for i in range(len(pruned))]
        name, value = show_position(candidate[0]), show_number(candidate[1])
        bound = "β" if test.test in (">", ">=") else "α"
        chooser = _PLAYER[parent.side]
        if bound == "β":
            why = (f"{chooser} at {show_position(parent.pos)} can get at least {value}, "
                   f"more than the β = {show_number(test.bound)} the position above already "
                   "allows")
        else:
            why = (f"{chooser} at {show_position(parent.pos)} can hold the value to "
                   f"{value} or less, below the α = {show_number(test.bound)} the position "
                   "above already has")
        rest = ", ".join(show_position(p) for p in pruned)
        self._step("cutoff", parent.node,
                   f"goodenough: {name}'s value {value} {test.test} {bound} = "
                   f"{show_number(test.bound)}. {why[0].upper()}{why[1:]}: "
                   f"{rest} {'is' if len(pruned) == 1 else 'are'} pruned, never searched.",
                   candidate=parent.children[-1][0], pruned=pruned_nodes,
                   test=f"{value} {test.test} {bound}={show_number(test.bound)}")
        parent.winner = parent.children[-1][0]
        parent.compared = len(parent.children) - 2

    def betterof(self, pos: Hashable, depth: int, first: Scored, second: Scored,
                 winner: Scored) -> None:
        parent = self.open[-1]
        if parent.winner is None:  # the first decision: the last pair
            parent.winner = parent.children[-1][0]
            parent.compared = len(parent.children) - 2
        first_node = parent.children[parent.compared][0]
        second_node = parent.winner
        chosen = first_node if winner is first else second_node
        parent.compared -= 1
        parent.winner = chosen
        chooser = _PLAYER[parent.side]
        prefers = {"MAX": ", who prefers the greater value", "MIN": ", who prefers the "
                   "smaller value"}.get(chooser, "")
        self._step("betterof", parent.node,
                   f"betterof at {show_position(parent.pos)}: {show_position(first[0])} "
                   f"({show_number(first[1])}) against {show_position(second[0])} "
                   f"({show_number(second[1])}): {chooser} to move{prefers}, keeps "
                   f"{show_position(winner[0])}.",
                   first=first_node, second=second_node, winner=chosen)

    def exit(self, pos: Hashable, depth: int, best: Hashable | None, value: Number,
             path: PathLink) -> None:
        done = self.open.pop()
        if self.open:
            parent = self.open[-1]
            node, child, _ = parent.children[-1]
            parent.children[-1] = (node, child, value)
        if best is None:
            return  # a leaf: its static value was the step
        move = done.winner or done.children[-1][0]  # one successor: no betterof
        self._step("exit", done.node,
                   f"{show_position(pos)} is valued {show_number(value)}: its best move is "
                   f"{show_position(best)}.", value=show_number(value), best=move)


def _window(window: tuple[Number, Number]) -> list[str]:
    return [show_number(window[0]), show_number(window[1])]


def search_steps(kb: KnowledgeBase, root: Hashable, algorithm: str,
                 alpha: Number = -math.inf, beta: Number = math.inf,
                 depth: int | None = None) -> dict[str, Any]:
    """The steps of a search from ``root`` with its picture (SVG, nodes named by the
    steps), as the page's stepper and the notebook's widget read them (``windowed``: the
    steps carry the windows of an alpha-beta search).

    Raises:
        TooManySteps: the search enters more than :data:`MAX_POSITIONS` positions.
        SearchArgumentError: a search that has no picture (minimax and alphabeta have).
        UnknownPositionError, TreeError: as the search does.
    """
    chosen = ALGORITHMS.get(algorithm)
    if chosen is None or not chosen.traced:
        raise SearchArgumentError(f"the stepper shows minimax or alphabeta, not {algorithm!r}")
    recorder = _Recorder(kb.tree, algorithm, depth)
    options: dict[str, Any] = {"depth": depth, "observer": recorder}
    if chosen.window:
        options.update(alpha=alpha, beta=beta)
    result = kb.run_search(root, algorithm, **options)
    from logic_minimax.render.pictures import show  # Graphviz loads only to draw

    picture = show(kb, root, algorithm, alpha, beta,  # type: ignore[arg-type]
                   max_nodes=2 * MAX_POSITIONS, depth=depth)
    drawing = picture.drawing
    answer = f"{drawing.title} ({drawing.statistics})"
    recorder.steps.append({"kind": "done", "node": "n", "text": f"Done: {answer}."})
    return {"steps": recorder.steps, "svg": picture.svg(), "title": drawing.title,
            "windowed": chosen.window,
            "best": None if result.best is None else show_position(result.best),
            "value": show_number(result.value),
            "nodes": {n.id: {"pos": None if n.pos is None else show_position(n.pos),
                             "status": n.status, "value": n.value_text}
                      for n in drawing.nodes}}
