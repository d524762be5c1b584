"""A toplevel session: its knowledge base, its searches' timing for ``stats``, and where
traces of the built-in searches go (the REPL's state, without its terminal).

Consulting, ``make/0``, ``assertz/1`` and the rest are the engine's own predicates, with
SWI-Prolog's semantics: a file consulted again replaces its clauses, ``make`` consults
the files that changed since.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from pathlib import Path
from time import perf_counter
from typing import Unpack

from ..kb.base import KnowledgeBase
from ..render.trace import TraceEvent, tracer
from ..search import registry
from ..search.registry import SearchOptions
from ..search.tree import SearchResult, show_bound


@dataclass(frozen=True)
class SearchStats:
    """The last search a goal ran, for ``stats.``."""

    goal: str
    """What was searched, e.g. ``alphabeta(a, -inf, inf)``."""
    result: SearchResult
    seconds: float
    """Wall-clock time of the search (with its trace, when tracing was on)."""


class SessionKB(KnowledgeBase):
    """The session's knowledge base: its searches are timed, and traced (as SWI traces the
    course's program) while the engine traces."""

    def __init__(self, session: Session) -> None:
        super().__init__()
        self._session = session

    def run_search(self, pos: Hashable, algorithm: str = "minimax",
                   **options: Unpack[SearchOptions]) -> SearchResult:
        traced, self._session.trace_search = self._session.trace_search, False
        sink = self._session.on_trace if traced else None
        if sink is not None and registry.algorithm(algorithm).traced and \
                options.get("observer") is None and options.get("depth") is None and \
                not options.get("memo"):
            options["observer"] = tracer(self.tree, sink, algorithm)
        start = perf_counter()
        result = super().run_search(pos, algorithm, **options)
        window = [options.get("alpha", -math.inf), options.get("beta", math.inf)] \
            if registry.algorithm(algorithm).window else []
        shown = ", ".join(show_bound(arg) for arg in (pos, *window))
        self._session.last = SearchStats(f"{algorithm}({shown})", result,
                                         perf_counter() - start)
        return result


class Session:
    """The knowledge base of a toplevel."""

    def __init__(self) -> None:
        self.kb: SessionKB = SessionKB(self)
        self.last: SearchStats | None = None
        self.on_trace: Callable[[TraceEvent], object] | None = None
        """Where trace events of the built-in searches go while the engine traces."""
        self.trace_search = False
        """The tracer saw a built-in search's Call port: that search is traced (the engine
        hides its tracer while a traced built-in runs)."""

    def consult(self, name: str) -> None:
        """Consult a file as ``consult/1`` at the toplevel does (``name`` or
        ``name.pl``, against the working directory).

        Raises:
            PrologError: ``existence_error(source_sink, name)`` for a missing file.
        """
        engine = self.kb.engine
        path = engine.resolve(name)
        engine.consult_file(path, str(Path(path)))
