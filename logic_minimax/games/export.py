"""Write a rule game out as a fact file that the knowledge base, or SWI-Prolog running
Bratko's program, solves with the same answers as the rules.

Each reachable position is written once, however many move orders reach it (a DAG: a
``moves/2`` list names positions that other lists name too), with its side, its
successors in the game's order, and its ``static_eval``: the exact value of a finished
game, the evaluation function's estimate otherwise (Bratko's ``minimax`` never reads the
static value of a position that has moves; a depth cut-off does). Positions are found
breadth first and kept (each once); the text goes out fact by fact, never held whole.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import TextIO

from ..errors import GameError
from ..prolog.write import show
from .game import RuleGame


@dataclass(frozen=True)
class WrittenFacts:
    """What :func:`write_facts` wrote."""

    root: str
    """The start position's atom."""
    positions: int
    """Positions written, the start included."""
    leaves: int
    """Positions without ``moves/2``: finished games, and those at the depth limit."""


def write_facts(game: RuleGame, root: Hashable, out: TextIO, depth: int | None = None,
                header: str = "") -> WrittenFacts:
    """Write the positions reachable from ``root`` (up to ``depth`` moves) as facts.

    ``header`` opens the file as ``%`` comment lines, followed by the game's legend. Each
    predicate's facts are written together (SWI-Prolog warns about discontiguous
    clauses otherwise): the positions are found first, then written once per predicate.

    Raises:
        GameError: with ``depth``, a position reachable in two different numbers of
            moves (one file cannot make it both a leaf and an inner position).
    """
    depth_of = _reachable(game, root, depth)

    def successors(pos: Hashable) -> Sequence[Hashable]:
        return (game.moves(pos) or ()) if depth is None or depth_of[pos] < depth else ()

    name = game.atom
    for line in [*header.splitlines(), *game.legend.splitlines()]:
        out.write(f"% {line}\n" if line else "%\n")
    leaves = 0
    out.write("\n")
    for pos in depth_of:
        listed = successors(pos)
        if listed:
            out.write(f"moves({show(name(pos))}, "
                      f"[{', '.join(show(name(s)) for s in listed)}]).\n")
        else:
            leaves += 1
    for side in ("max", "min"):
        out.write("\n")
        for pos in depth_of:
            if game.to_move(pos) == side:
                out.write(f"{side}_to_move({show(name(pos))}).\n")
    out.write("\n")
    for pos in depth_of:
        value = game.static_eval(pos)
        if value is not None:
            out.write(f"static_eval({show(name(pos))}, {show(value)}).\n")
    return WrittenFacts(name(root), len(depth_of), leaves)


def _reachable(game: RuleGame, root: Hashable, depth: int | None) -> dict[Hashable, int]:
    """Every position within ``depth`` moves of ``root``, breadth first, with its depth."""
    depth_of: dict[Hashable, int] = {root: 0}
    queue: deque[Hashable] = deque([root])
    while queue:
        pos = queue.popleft()
        here = depth_of[pos]
        if depth is not None and here == depth:
            continue
        for successor in game.moves(pos) or ():
            seen = depth_of.get(successor)
            if seen is None:
                depth_of[successor] = here + 1
                queue.append(successor)
            elif depth is not None and seen != here + 1:
                raise GameError(f"{game.atom(successor)} is reached in {seen} and in "
                                f"{here + 1} moves: a fact file cut at depth {depth} "
                                "cannot make it both a leaf and an inner position")
    return depth_of
