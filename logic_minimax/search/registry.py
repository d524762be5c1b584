"""The searches by name: one table that the knowledge base, the goals, the pictures, the
trace, the CLI and the REPL all pick a search from.

Every search takes the same shape, ``(tree, pos, *, alpha, beta, depth, memo, observer)``,
with only the options it has; :func:`run` checks the options against the table at the door.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Any, Literal, TypeAlias, TypedDict, get_args

from ..errors import SearchArgumentError
from .bratko import alphabeta, minimax
from .expecti import expectiminimax
from .standard import standard_alphabeta
from .tree import GameTree, Number, SearchObserver, SearchResult

AlgorithmName: TypeAlias = Literal["minimax", "alphabeta", "expectiminimax",
                                   "standard_alphabeta"]
"""The names a caller may ask for (``--algorithm``, ``show(a, alphabeta)``, ...)."""


class SearchOptions(TypedDict, total=False):
    """The options of a search, as far as it has them (:attr:`Algorithm.window` tells
    whether it takes ``alpha`` and ``beta``)."""

    alpha: Number
    beta: Number
    depth: int | None
    memo: bool
    observer: SearchObserver | None


@dataclass(frozen=True)
class Algorithm:
    """A search and what it supports."""

    name: AlgorithmName
    run: Callable[..., SearchResult]
    """The search function: ``run(tree, pos, *, [alpha, beta,] depth, memo, observer)``."""
    predicate: str
    """The Prolog goal it answers, as the course writes it."""
    summary: str
    """What it is, in a few words (for help texts)."""
    window: bool = False
    """Takes an (alpha, beta) window."""
    chance: bool = False
    """Values chance positions (``chance_to_move/1``)."""
    traced: bool = False
    """Has a Prolog program whose trace :mod:`logic_minimax.render.trace` shows."""
    strict: bool = True
    """Cuts on Bratko's strict tests (``Val > Beta``), so a value equal to a bound of its
    window is exact; the seeds' search cuts at alpha >= beta (such a value is a bound)."""


ALGORITHMS: dict[str, Algorithm] = {a.name: a for a in (
    Algorithm("minimax", minimax, "minimax(Pos, BestPos, Val, Path)",
              "Bratko's minimax (the course's minimax/4)", traced=True),
    Algorithm("alphabeta", alphabeta, "alphabeta(Pos, Alpha, Beta, GoodPos, Val)",
              "Bratko's alpha-beta (inf, -inf allowed; a 6th argument gets the path)",
              window=True, traced=True),
    Algorithm("expectiminimax", expectiminimax, "expectiminimax(Pos, BestPos, Val, Path)",
              "with chance positions (chance_to_move/1)", chance=True),
    Algorithm("standard_alphabeta", standard_alphabeta,
              "standard_alphabeta(Pos, Alpha, Beta, GoodPos, Val)",
              "the seeds' alpha-beta (cut when alpha >= beta, fail-soft, transposition table)",
              window=True, strict=False),
)}
assert set(ALGORITHMS) == set(get_args(AlgorithmName))


def algorithm(name: str) -> Algorithm:
    """The search called ``name``.

    Raises:
        SearchArgumentError: no search has that name.
    """
    found = ALGORITHMS.get(name)
    if found is None:
        raise SearchArgumentError(f"no search called {name!r}: one of "
                                  f"{', '.join(ALGORITHMS)}")
    return found


def run(tree: GameTree, pos: Hashable, name: str = "minimax", *,
        alpha: Number | None = None, beta: Number | None = None, depth: int | None = None,
        memo: bool = False, observer: SearchObserver | None = None) -> SearchResult:
    """Search ``pos`` with the search called ``name``; a window other than (-inf, inf)
    given to a search without one is refused rather than ignored.

    Raises:
        SearchArgumentError: an unknown search, or an option it does not take.
        TreeError: what the search itself raises.
    """
    chosen = algorithm(name)
    options: dict[str, Any] = {"depth": depth, "memo": memo, "observer": observer}
    if chosen.window:
        options["alpha"] = -math.inf if alpha is None else alpha
        options["beta"] = math.inf if beta is None else beta
    elif alpha not in (None, -math.inf) or beta not in (None, math.inf):
        raise SearchArgumentError(f"{name} takes no alpha/beta window (alphabeta does)")
    return chosen.run(tree, pos, **options)
