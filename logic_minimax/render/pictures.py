"""Pictures of a knowledge base's searches, for the Python API, the CLI and the REPL.

``show(kb, "a", "alphabeta")`` returns a :class:`~logic_minimax.render_dot.Picture` that
Jupyter draws inline; ``render_search(kb, "a", "alphabeta", "a.svg")`` writes a file in
the format its suffix names (what the REPL's ``show(a, alphabeta).`` does).
"""

from __future__ import annotations

import math
from collections.abc import Hashable
from pathlib import Path

from ..errors import UnknownPositionError
from ..search.tree import Number
from .dot import Picture
from .drawing import DEFAULT_MAX_NODES, Algorithm, Drawable
from .layout import draw_search

__all__ = ["render_search", "show"]


def show(kb: Drawable, root: Hashable, algorithm: Algorithm = "minimax",
         alpha: Number = -math.inf, beta: Number = math.inf,
         max_nodes: int = DEFAULT_MAX_NODES, *, depth: int | None = None) -> Picture:
    """Search ``kb`` from ``root`` (to ``depth`` moves, if given) and draw it (see
    :func:`~logic_minimax.render.draw_search`).

    Raises:
        UnknownPositionError: no fact mentions ``root``.
        MissingValueError, MissingSideError, CycleError: as the search does.
    """
    if not kb.knows(root):
        raise UnknownPositionError(root)
    return Picture.of(draw_search(kb.tree, root, algorithm, alpha, beta, max_nodes,
                                  depth=depth))


def render_search(kb: Drawable, root: Hashable, algorithm: Algorithm,
                  path: str | Path, max_nodes: int = DEFAULT_MAX_NODES, *,
                  depth: int | None = None) -> Path:
    """Draw the search of ``kb`` from ``root`` into ``path``, in the format its suffix names
    (``.svg``, ``.png``, ``.dot``, ``.html``, ``.txt``); returns the path written.

    This is what the REPL's ``show(a).`` and ``show(a, alphabeta).`` run.

    Raises:
        UnknownPositionError, and the search's errors: as :func:`show`.
        RenderError: an unknown suffix, Graphviz cannot draw, or the file cannot be written.
    """
    return show(kb, root, algorithm, max_nodes=max_nodes, depth=depth).save(path)
