"""Game-tree search over a protocol (:class:`GameTree`): Bratko's predicates, one loop,
expectiminimax, iterative deepening, and the registry every caller picks a search from.
Knows nothing of fact files or Prolog: positions are any hashable values."""

from .bratko import alphabeta, best, betterof, boundedbest, goodenough, minimax, newbounds
from .deepening import DeepeningResult, iterative_deepening
from .expecti import expectiminimax
from .registry import ALGORITHMS, Algorithm, AlgorithmName, algorithm, run
from .tree import (
    ChanceTree,
    Cutoff,
    DictTree,
    GameTree,
    Mover,
    Number,
    SearchObserver,
    SearchResult,
    Side,
)

__all__ = ["ALGORITHMS", "Algorithm", "AlgorithmName", "ChanceTree", "Cutoff",
           "DeepeningResult", "DictTree", "GameTree", "Mover", "Number", "SearchObserver",
           "SearchResult", "Side", "algorithm", "alphabeta", "best", "betterof",
           "boundedbest", "expectiminimax", "goodenough", "iterative_deepening", "minimax",
           "newbounds", "run"]
