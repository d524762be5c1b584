"""A toplevel session: the knowledge base and how it was built, for ``consult``/``make``,
``assertz``/``retract``, ``trace`` and ``stats`` (the REPL's state, without its terminal).

Every change is kept in a journal (files consulted, facts asserted and retracted, in order)
so that ``make`` can rebuild the knowledge base from the files' new contents and then redo
the session's own changes, as SWI-Prolog's ``make/0`` reloads files and keeps asserted
clauses. A rebuild that fails leaves the knowledge base as it was.
"""

from __future__ import annotations

import math
import os
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from pathlib import Path
from time import perf_counter
from typing import Literal, TypeAlias, Unpack

from ..errors import FactFileError, LoadError
from ..kb.base import KnowledgeBase
from ..prolog.terms import Compound
from ..render.trace import TraceEvent, tracer
from ..search import registry
from ..search.registry import SearchOptions
from ..search.tree import SearchResult
from ..syntax import show_bound
from .examples import example_file

Step: TypeAlias = tuple[Literal["consult", "assertz", "retract", "retractall"], object]
Mode: TypeAlias = Literal["off", "debug", "trace"]
"""The debugger's mode, as SWI's: ``trace.`` traces, ``notrace.`` leaves the debugger on
(``[debug]``, no spy points: nothing is shown), ``nodebug.`` turns it off."""


@dataclass(frozen=True)
class SearchStats:
    """The last search a goal ran, for ``stats.``."""

    goal: str
    """What was searched, e.g. ``alphabeta(a, -inf, inf)``."""
    result: SearchResult
    seconds: float
    """Wall-clock time of the search (with its trace, when tracing was on)."""


class SessionKB(KnowledgeBase):
    """The session's knowledge base: its searches are timed, and traced while tracing is on."""

    def __init__(self, session: Session) -> None:
        super().__init__()
        self._session = session

    def search(self, pos: Hashable, algorithm: str = "minimax",
               **options: Unpack[SearchOptions]) -> SearchResult:
        """Every search, timed; traced (as SWI traces the course's program) while tracing
        is on, for the searches that have such a program and are run as it runs."""
        sink = self._session.trace_sink()
        if sink is not None and registry.algorithm(algorithm).traced and \
                options.get("observer") is None and options.get("depth") is None and \
                not options.get("memo"):
            options["observer"] = tracer(self.tree, sink, algorithm)
        start = perf_counter()
        result = super().search(pos, algorithm, **options)
        window = [options.get("alpha", -math.inf), options.get("beta", math.inf)] \
            if registry.algorithm(algorithm).window else []
        shown = ", ".join(show_bound(arg) for arg in (pos, *window))
        self._session.record(f"{algorithm}({shown})", result, start)
        return result


class Session:
    """The knowledge base of a toplevel and the journal it was built from."""

    def __init__(self) -> None:
        self.kb: SessionKB = SessionKB(self)
        self.journal: list[Step] = []
        self.mtimes: dict[Path, float] = {}
        self.last: SearchStats | None = None
        self.mode: Mode = "off"
        self.on_trace: Callable[[TraceEvent], object] | None = None
        """Where a search's trace events go while tracing is on (the REPL's capped printer,
        or its stepping tracer at a terminal)."""

    @property
    def tracing(self) -> bool:
        return self.mode == "trace"

    def trace_sink(self) -> Callable[[TraceEvent], object] | None:
        return self.on_trace if self.tracing else None

    def record(self, goal: str, result: SearchResult, start: float) -> None:
        """Keep what the search that began at ``start`` (``perf_counter``) did."""
        self.last = SearchStats(goal, result, perf_counter() - start)

    @property
    def files(self) -> list[Path]:
        """The consulted files, in the order they were first consulted."""
        return [step[1] for step in self.journal if step[0] == "consult"]  # type: ignore[misc]

    # -- changes ------------------------------------------------------------------------------

    def consult(self, name: str) -> Path:
        """Load a fact file (``name`` or ``name.pl``); a file consulted before is reloaded
        in its place, as SWI-Prolog's ``consult/1`` does.

        Raises:
            LoadError: the file has errors (the knowledge base is unchanged).
            FactFileError: there is no such file, or it cannot be read.
        """
        path = resolve(name)
        if any(path.resolve() == known.resolve() for known in self.files):
            self.rebuild()
            return path
        mtime = _mtime(path)
        self.kb.load_file(path)
        self.journal.append(("consult", path))
        self.mtimes[path] = mtime
        return path

    def assertz(self, text: str, source: str = "<assertz>") -> None:
        """``KnowledgeBase.assertz``, remembered for ``make``."""
        self.kb.assertz(text, source)
        self.journal.append(("assertz", text.strip()))

    def retract(self, pattern: Compound) -> tuple[object, ...] | None:
        """``KnowledgeBase.retract``, remembered for ``make``."""
        row = self.kb.retract(pattern)
        if row is not None:
            self.journal.append(("retract", pattern))
        return row

    def retractall(self, pattern: Compound) -> int:
        """``KnowledgeBase.retractall``, remembered for ``make``."""
        count = self.kb.retractall(pattern)
        self.journal.append(("retractall", pattern))
        return count

    # -- reloading ----------------------------------------------------------------------------

    def changed_files(self) -> list[Path]:
        """Consulted files modified (or removed) since they were loaded."""
        return [path for path in self.files if _mtime_or_none(path) != self.mtimes.get(path)]

    def make(self) -> tuple[list[Path], list[str]]:
        """Reload if any consulted file changed: the files changed, and the warnings of
        :meth:`rebuild` (nothing is done when no file changed)."""
        changed = self.changed_files()
        return changed, self.rebuild() if changed else []

    def rebuild(self) -> list[str]:
        """Build the knowledge base again from the journal: files read anew, then the
        session's asserts and retracts redone in order. An asserted fact that now
        conflicts with a file is dropped (the file wins), with a warning returned.

        Raises:
            LoadError, FactFileError: a file has errors or is gone; nothing changes.
        """
        kb = SessionKB(self)
        journal: list[Step] = []
        mtimes: dict[Path, float] = {}
        warnings: list[str] = []
        for step in self.journal:
            kind, item = step
            if kind == "consult":
                assert isinstance(item, Path)
                mtimes[item] = _mtime(item)
                kb.load_file(item)
            elif kind == "assertz":
                try:
                    kb.assertz(str(item))
                except LoadError as error:
                    warnings.append(f"dropped assertz({str(item).rstrip('.')}): "
                                    f"{error.errors[0].message}")
                    continue
            elif kind == "retract":
                kb.retract(item)  # type: ignore[arg-type]
            else:
                kb.retractall(item)  # type: ignore[arg-type]
            journal.append(step)
        self.kb, self.journal, self.mtimes = kb, journal, mtimes
        return warnings


def resolve(name: str) -> Path:
    """The file ``name`` names, or else ``name.pl``, as SWI-Prolog's ``consult/1`` looks,
    or else the bundled example called ``name`` (``bratko``, ``course_bratko``).

    Raises:
        FactFileError: none exists.
    """
    path = Path(os.path.expanduser(name))
    with_suffix = Path(os.path.expanduser(name + ".pl"))
    if not _is_file(path) and _is_file(with_suffix):
        path = with_suffix
    if not _is_file(path) and not _is_file(with_suffix):
        path = Path(example_file(name))
    if not _is_file(path):
        also = "" if name.endswith(".pl") else f" (nor {name + '.pl'!r})"
        raise FactFileError(f"no fact file {name!r}{also}")
    return path


def _is_file(path: Path) -> bool:
    """``path.is_file()``, false for names the system refuses (too long, a null byte),
    which ``is_file`` raises on."""
    try:
        return path.is_file()
    except (OSError, ValueError):
        return False


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError as error:
        raise FactFileError(f"cannot read {str(path)!r}: {error.strerror}") from None


def _mtime_or_none(path: Path) -> float | None:
    try:
        return path.stat().st_mtime
    except OSError:
        return None
