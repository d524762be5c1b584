"""Bratko's Prolog minimax and alpha-beta over game trees written as Prolog facts.

The names most programs need; the rest lives in the layers (``logic_minimax.search``,
``logic_minimax.kb``, ``logic_minimax.render``, ``logic_minimax.games``) and every error
class in :mod:`logic_minimax.errors` (``lm.errors.LoadError``).
"""

import sys

from . import errors
from .errors import LogicMinimaxError
from .kb import KnowledgeBase, TreeSummary, load, loads
from .render.drawing import SearchDrawing
from .render.layout import draw_search
from .render.trace import TraceEvent, trace_search
from .search import (
    ALGORITHMS,
    DeepeningResult,
    DictTree,
    GameTree,
    SearchObserver,
    SearchResult,
    alphabeta,
    expectiminimax,
    iterative_deepening,
    minimax,
)

# SWI-Prolog reads and prints integers of any size, and so must every path here (the
# reader, answers, listing, traces, the repr in error messages): lift CPython's cap of
# 4,300 digits on int/str conversion, for the process, whenever any module of the package
# is imported (this file runs before it). The conversion is quadratic: a 10,000-digit
# literal takes about a millisecond, a million digits a few seconds.
sys.set_int_max_str_digits(0)

__version__ = "0.1.0"

_DRAWING = {"Picture": "render.dot", "render_search": "render.pictures",
            "show": "render.pictures"}


def load_ipython_extension(shell: object) -> None:
    """``%load_ext logic_minimax``: the ``%%prolog`` cell magic (the ``notebook`` extra)."""
    from .notebook.magic import load

    load(shell)  # type: ignore[arg-type]  # an IPython InteractiveShell


def __getattr__(name: str) -> object:
    """The drawing names, imported on first use: Graphviz and rich load only to draw."""
    if name in _DRAWING:
        from importlib import import_module
        return getattr(import_module(f".{_DRAWING[name]}", __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "ALGORITHMS",
    "DeepeningResult",
    "DictTree",
    "GameTree",
    "KnowledgeBase",
    "LogicMinimaxError",
    "Picture",
    "SearchDrawing",
    "SearchObserver",
    "SearchResult",
    "TraceEvent",
    "TreeSummary",
    "__version__",
    "alphabeta",
    "draw_search",
    "errors",
    "expectiminimax",
    "iterative_deepening",
    "load",
    "loads",
    "minimax",
    "render_search",
    "show",
    "trace_search",
]
