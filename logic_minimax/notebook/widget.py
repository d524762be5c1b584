"""The page's alpha-beta stepper as a notebook widget (anywidget): the same steps and
texts (:func:`logic_minimax.serve.steps.search_steps`), shown by the page's own step
view (``serve/page/stepview.js`` and ``steps.css``, carried whole in the widget's
module): ◀◀ ◀ ▶ ▶▶, the step's text (the cut-off that fired, with its test), the
picture lit up as the search goes.

``widget.steps`` lists the steps, ``widget.at`` is the one shown (set it to step from
Python).
"""

from __future__ import annotations

import math
import re
from importlib.resources import files
from typing import Any

import anywidget
import traitlets

from ..kb.base import KnowledgeBase
from ..prolog.values import from_python
from ..search.tree import Number
from ..serve.steps import search_steps

_PAGE = files("logic_minimax.serve") / "page"
_IMPORT = re.compile(r'^import \{\w+\} from "\.\./serve/page/(\w+\.js)";$', re.MULTILINE)


def _module() -> str:
    """The widget's module with the page's modules it imports in place of the imports
    (a widget's module is one text)."""
    text = (files(__package__) / "widget.js").read_text(encoding="utf-8")
    return _IMPORT.sub(lambda m: (_PAGE / m[1]).read_text(encoding="utf-8"), text)


class Stepper(anywidget.AnyWidget):
    _esm = _module()
    _css = (_PAGE / "steps.css").read_text(encoding="utf-8")
    steps = traitlets.List(traitlets.Dict()).tag(sync=True)
    svg = traitlets.Unicode().tag(sync=True)
    windowed = traitlets.Bool().tag(sync=True)
    at = traitlets.Int(0).tag(sync=True)
    title = traitlets.Unicode().tag(sync=True)

    def __repr__(self) -> str:
        return f"<Stepper {self.title}: step {self.at + 1} of {len(self.steps)}>"


def stepper(kb: KnowledgeBase, root: Any, algorithm: str = "alphabeta",
            alpha: Number = -math.inf, beta: Number = math.inf,
            depth: int | None = None) -> Stepper:
    """The search of ``kb`` from ``root`` (a Python value, as ``kb.search`` takes it:
    ``"a"``, ``Compound("s", 5, "max")``) step by step, as the page's stepper shows it.

    Raises:
        TooManySteps: the search enters more positions than a class can step through.
        SearchArgumentError: a search that has no picture (minimax and alphabeta have).
        UnknownPositionError, TreeError: as the search does.
    """
    found = search_steps(kb, from_python(root), algorithm, alpha, beta, depth)
    return Stepper(steps=found["steps"], svg=found["svg"], windowed=found["windowed"],
                   title=found["title"])
