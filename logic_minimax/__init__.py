"""Bratko's Prolog minimax and alpha-beta over game trees written as Prolog facts."""

from .errors import (
    BoardFormatError,
    CycleError,
    FactConflictError,
    FactFileError,
    FactSyntaxError,
    FactTypeError,
    GameError,
    IllegalMoveError,
    LoadError,
    LogicMinimaxError,
    MissingSideError,
    MissingValueError,
    SourceError,
    TreeError,
    UnknownPositionError,
)
from .kb import KnowledgeBase, TreeSummary
from .search import alphabeta, best, betterof, boundedbest, goodenough, minimax, newbounds
from .tree import DictTree, GameTree, Scored, SearchObserver, SearchResult, Side, path_of

__version__ = "0.1.0"

__all__ = [
    "BoardFormatError",
    "CycleError",
    "DictTree",
    "FactConflictError",
    "FactFileError",
    "FactSyntaxError",
    "FactTypeError",
    "GameError",
    "GameTree",
    "IllegalMoveError",
    "KnowledgeBase",
    "LoadError",
    "LogicMinimaxError",
    "MissingSideError",
    "MissingValueError",
    "Scored",
    "SearchObserver",
    "SearchResult",
    "Side",
    "SourceError",
    "TreeError",
    "TreeSummary",
    "UnknownPositionError",
    "__version__",
    "alphabeta",
    "best",
    "betterof",
    "boundedbest",
    "goodenough",
    "minimax",
    "newbounds",
    "path_of",
]
