"""Bratko's Prolog minimax and alpha-beta over game trees written as Prolog facts."""

from .analysis import TreeSummary
from .deepening import DeepeningResult, iterative_deepening
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
from .expecti import expectiminimax
from .kb import KnowledgeBase, load, loads
from .render import SearchDrawing, draw_search
from .search import alphabeta, best, betterof, boundedbest, goodenough, minimax, newbounds
from .trace import TraceEvent, TraceObserver
from .tree import (
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
