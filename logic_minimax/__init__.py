"""Bratko's Prolog minimax and alpha-beta over game trees written as Prolog facts."""

from .errors import (
    CycleError,
    FactConflictError,
    FactFileError,
    FactSyntaxError,
    FactTypeError,
    LoadError,
    LogicMinimaxError,
    MissingSideError,
    MissingValueError,
    QueryError,
    SourceError,
    TreeError,
    UnknownPositionError,
)
from .kb import KnowledgeBase, TreeSummary, load, loads
from .search import alphabeta, best, betterof, boundedbest, goodenough, minimax, newbounds
from .trace import TraceEvent, TraceObserver
from .tree import DictTree, GameTree, Scored, SearchObserver, SearchResult, Side, path_of

__version__ = "0.1.0"

__all__ = [
    "CycleError",
    "DictTree",
    "FactConflictError",
    "FactFileError",
    "FactSyntaxError",
    "FactTypeError",
    "GameTree",
    "KnowledgeBase",
    "LoadError",
    "LogicMinimaxError",
    "MissingSideError",
    "MissingValueError",
    "QueryError",
    "Scored",
    "SearchObserver",
    "SearchResult",
    "Side",
    "SourceError",
    "TraceEvent",
    "TraceObserver",
    "TreeError",
    "TreeSummary",
    "UnknownPositionError",
    "__version__",
    "alphabeta",
    "best",
    "betterof",
    "boundedbest",
    "goodenough",
    "load",
    "loads",
    "minimax",
    "newbounds",
    "path_of",
]
