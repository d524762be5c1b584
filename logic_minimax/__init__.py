"""Bratko's Prolog minimax and alpha-beta over game trees written as Prolog facts."""

from .deepening import DeepeningResult, iterative_deepening
from .errors import (
    ChancePositionError,
    CutoffValueError,
    CycleError,
    FactConflictError,
    FactFileError,
    FactSyntaxError,
    FactTypeError,
    LoadError,
    LogicMinimaxError,
    MissingMoverError,
    MissingSideError,
    MissingValueError,
    ProbabilityError,
    RenderError,
    SearchArgumentError,
    SourceError,
    TreeError,
    UnknownPositionError,
)
from .expecti import expectiminimax
from .kb import KnowledgeBase, TreeSummary
from .pictures import render_search, show
from .render import SearchDrawing, draw_search
from .render_dot import Picture
from .search import alphabeta, best, betterof, boundedbest, goodenough, minimax, newbounds
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

__all__ = [
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
    "GameTree",
    "KnowledgeBase",
    "LoadError",
    "LogicMinimaxError",
    "MissingMoverError",
    "MissingSideError",
    "MissingValueError",
    "Mover",
    "Picture",
    "ProbabilityError",
    "RenderError",
    "Scored",
    "SearchArgumentError",
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
    "expectiminimax",
    "goodenough",
    "iterative_deepening",
    "minimax",
    "newbounds",
    "path_of",
    "render_search",
    "show",
]
