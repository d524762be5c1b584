"""Pictures of a knowledge base's searches, for the Python API, the CLI and the REPL.

``show(kb, "a", "alphabeta")`` returns a :class:`~logic_minimax.render.dot.Picture` that
Jupyter draws inline; ``render_search(kb, "a", "alphabeta", "a.svg")`` writes a file in
the format its suffix names (what the REPL's ``show(a, alphabeta).`` does). Both take the
picture options of ``logic-minimax show``: ``fold`` (subtrees below that depth folded),
and a :class:`~logic_minimax.render.dot.Canvas` (``direction``, ``size``).
"""

from __future__ import annotations

import math
import re
from collections.abc import Hashable
from pathlib import Path

from ..errors import PictureOptionError, UnknownPositionError
from ..search.tree import Number
from .dot import NATURAL, Canvas, Picture
from .drawing import DEFAULT_MAX_NODES, Algorithm, Drawable
from .layout import draw_search

__all__ = ["parse_size", "render_search", "show"]

_SIZE = re.compile(r"\s*(\d+)\s*[xX×]\s*(\d+)\s*")
MAX_SIDE = 20_000
"""The largest width or height in pixels (Graphviz and viewers give up on bigger ones)."""


def show(kb: Drawable, root: Hashable, algorithm: Algorithm = "minimax",
         alpha: Number = -math.inf, beta: Number = math.inf,
         max_nodes: int = DEFAULT_MAX_NODES, *, depth: int | None = None,
         fold: int | None = None, memo: bool = False,
         canvas: Canvas = NATURAL) -> Picture:
    """Search ``kb`` from ``root`` (to ``depth`` moves, if given; with the transposition
    table if ``memo``) and draw it (see
    :func:`~logic_minimax.render.draw_search`) on ``canvas``.

    Raises:
        UnknownPositionError: no fact mentions ``root``.
        MissingValueError, MissingSideError, CycleError: as the search does.
    """
    if not kb.knows(root):
        raise UnknownPositionError(root)
    return Picture.of(draw_search(kb.tree, root, algorithm, alpha, beta, max_nodes,
                                  depth=depth, fold=fold, memo=memo), canvas)


def render_search(kb: Drawable, root: Hashable, algorithm: Algorithm,
                  path: str | Path, max_nodes: int = DEFAULT_MAX_NODES, *,
                  depth: int | None = None, fold: int | None = None,
                  canvas: Canvas = NATURAL, alpha: Number = -math.inf,
                  beta: Number = math.inf) -> Path:
    """Draw the search of ``kb`` from ``root`` into ``path``, in the format its suffix names
    (``.svg``, ``.png``, ``.dot``, ``.html``, ``.txt``); returns the path written.

    This is what the REPL's ``show(a).`` and ``show(a, alphabeta).`` run.

    Raises:
        UnknownPositionError, and the search's errors: as :func:`show`.
        RenderError: an unknown suffix, Graphviz cannot draw, or the file cannot be written.
    """
    return show(kb, root, algorithm, alpha, beta, max_nodes, depth=depth, fold=fold,
                canvas=canvas).save(path)


def parse_size(text: str) -> tuple[int, int]:
    """``1920x1080`` as (1920, 1080): a box in pixels.

    Raises:
        PictureOptionError: not WIDTHxHEIGHT in positive whole pixels up to 20,000.
    """
    match = _SIZE.fullmatch(text)
    if match is None:
        raise PictureOptionError(f"{text!r} is not a size: write WIDTHxHEIGHT in pixels, "
                                 "e.g. 1920x1080")
    width, height = int(match.group(1)), int(match.group(2))
    if not (0 < width <= MAX_SIDE and 0 < height <= MAX_SIDE):
        raise PictureOptionError(f"{text!r}: width and height must be 1 to {MAX_SIDE:,} "
                                 "pixels")
    return width, height
