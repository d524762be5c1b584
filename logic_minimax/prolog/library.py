"""Loads ``library.pl`` (lists, apply, yall, aggregate, bags) into an engine.

The text is parsed once per process and the compiled clauses' source terms cached; each
engine adds them as library predicates, which listing/0 does not show and the tracer
shows only at their entry (as SWI hides its system predicates' insides).
"""

from __future__ import annotations

from functools import cache
from importlib import resources
from typing import TYPE_CHECKING

from logic_minimax.prolog.parser import read_terms

if TYPE_CHECKING:
    from logic_minimax.prolog.engine import Engine


@cache
def _library_terms() -> tuple[object, ...]:
    text = resources.files("logic_minimax.prolog").joinpath("library.pl").read_text("utf-8")
    return tuple(r.term for r in read_terms(text, "library.pl"))


def load_library(engine: Engine) -> None:
    for term in _library_terms():
        clause = engine.add_clause(term, source="library")
        clause.pred.library = True
