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
    RenderError,
    SourceError,
    TreeError,
    UnknownPositionError,
)
from .kb import KnowledgeBase, TreeSummary
from .pictures import render_search, show
from .render import SearchDrawing, draw_search
from .render_dot import Picture
from .search import alphabeta, best, betterof, boundedbest, goodenough, minimax, newbounds
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
    "Picture",
    "RenderError",
    "Scored",
    "SearchDrawing",
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
    "draw_search",
    "goodenough",
    "minimax",
    "newbounds",
    "path_of",
    "render_search",
    "show",
]
