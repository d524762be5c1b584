"""Bratko's Prolog minimax and alpha-beta over game trees written as Prolog facts."""

import sys

from .errors import (
    BoardFormatError,
    ChancePositionError,
    CutoffValueError,
    CycleError,
    FactConflictError,
    FactFileError,
    FactSyntaxError,
    FactTypeError,
    GameError,
    IllegalMoveError,
    LoadError,
    LogicMinimaxError,
    MissingMoverError,
    MissingSideError,
    MissingValueError,
    ProbabilityError,
    QueryError,
    RenderError,
    SearchArgumentError,
    SourceError,
    TreeError,
    UnknownPositionError,
)
from .kb.analysis import TreeSummary
from .kb.base import KnowledgeBase, load, loads
from .render.drawing import SearchDrawing, draw_search
from .render.trace import TraceEvent, TraceObserver
from .search.bratko import alphabeta, best, betterof, boundedbest, goodenough, minimax, newbounds
from .search.deepening import DeepeningResult, iterative_deepening
from .search.expecti import expectiminimax
from .search.tree import (
    ChanceTree,
    DictTree,
    GameTree,
    Mover,
    Scored,
    SearchObserver,
    SearchResult,
    Side,
    path_of,
)

# SWI-Prolog reads and prints integers of any size, and so must every path here (the
# reader, answers, listing, traces, the repr in error messages): lift CPython's cap of
# 4,300 digits on int/str conversion, for the process, whenever any module of the package
# is imported (this file runs before it). The conversion is quadratic: a 10,000-digit
# literal takes about a millisecond, a million digits a few seconds.
sys.set_int_max_str_digits(0)

__version__ = "0.1.0"

_DRAWING = {"Picture": "render_dot", "render_search": "pictures", "show": "pictures"}


def __getattr__(name: str) -> object:
    """The drawing names, imported on first use: Graphviz and rich load only to draw."""
    if name in _DRAWING:
        from importlib import import_module
        return getattr(import_module(f".{_DRAWING[name]}", __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

__all__ = [
    "BoardFormatError",
    "ChancePositionError",
    "ChanceTree",
    "CutoffValueError",
    "CycleError",
    "DeepeningResult",
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
    "MissingMoverError",
    "MissingSideError",
    "MissingValueError",
    "Mover",
    "Picture",
    "ProbabilityError",
    "QueryError",
    "RenderError",
    "Scored",
    "SearchArgumentError",
    "SearchDrawing",
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
    "draw_search",
    "expectiminimax",
    "goodenough",
    "iterative_deepening",
    "load",
    "loads",
    "minimax",
    "newbounds",
    "path_of",
    "render_search",
    "show",
]
