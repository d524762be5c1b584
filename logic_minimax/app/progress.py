"""Progress of a long search on a terminal: after a second, a line on stderr (rich) with
the positions searched so far and the rate, gone when the search ends.

The search loops count positions in a local variable (``nodes``) or an attribute, and
take no call per position for anything else (each would cost about 1.5% of a search). So
a thread samples that count a few times a second from the searching thread's frames
(``sys._current_frames``): the search runs exactly as without progress.
"""

from __future__ import annotations

import os
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from types import CodeType, FrameType
from typing import TypeVar

from ..search.bratko import _walk
from ..search.columns import minimax_columns
from ..search.standard import _Search

T = TypeVar("T")
_END = object()

DELAY = float(os.environ.get("LOGIC_MINIMAX_PROGRESS_DELAY", "1"))
"""Seconds a search runs before its progress is shown (the environment may say)."""
EVERY = 0.2
"""Seconds between two samples of the count."""

_LOCAL_COUNTERS: frozenset[CodeType] = frozenset({_walk.__code__, minimax_columns.__code__})
"""Loops whose local ``nodes`` counts the positions entered."""
_OWN_COUNTERS: frozenset[CodeType] = frozenset({_Search.solve.__code__,
                                                _Search.root.__code__})
"""Methods whose ``self.nodes`` counts them (the standard search)."""


def positions_searched(frame: FrameType | None) -> int | None:
    """The positions entered so far by the innermost search running in ``frame`` or its
    callers (a rule game's evaluation runs in the engine, below the search loop)."""
    while frame is not None:
        code = frame.f_code
        if code in _LOCAL_COUNTERS:
            count = frame.f_locals.get("nodes")
            return count if isinstance(count, int) else None
        if code in _OWN_COUNTERS:
            count = getattr(frame.f_locals.get("self"), "nodes", None)
            return count if isinstance(count, int) else None
        frame = frame.f_back
    return None


@contextmanager
def search_progress(quiet: bool = False) -> Iterator[None]:
    """Show the progress of the searches run inside, on a terminal (stderr) unless
    ``quiet``; nothing when stderr is not a terminal."""
    if quiet or not sys.stderr.isatty():
        yield
        return
    done = threading.Event()
    sampler = threading.Thread(target=_show, args=(threading.get_ident(), done),
                               name="search progress", daemon=True)
    sampler.start()
    try:
        yield
    finally:
        done.set()
        sampler.join()


def with_progress(items: Iterator[T], quiet: bool = False) -> Iterator[T]:
    """``items`` (a query's answers), each computed under :func:`search_progress`, which
    is gone before the item is handed on (and printed)."""
    while True:
        with search_progress(quiet):
            item = next(items, _END)
        if item is _END:
            return
        yield item  # type: ignore[misc]  # not the sentinel


def _show(searching: int, done: threading.Event) -> None:
    """Wait a second, then keep a transient status line up to date until ``done``."""
    start = time.monotonic()
    if done.wait(DELAY):
        return
    from rich.console import Console  # the terminal's libraries load only when needed
    def line() -> str | None:
        count = positions_searched(sys._current_frames().get(searching))
        if count is None:
            return None  # between searches, or in a goal that is no search
        rate = count / (time.monotonic() - start)
        return f"searching: {count:,} positions, {rate:,.0f} positions/s"

    shown = line()
    while shown is None:
        if done.wait(EVERY):
            return
        shown = line()
    with Console(stderr=True).status(shown, spinner="dots") as status:
        while not done.wait(EVERY):
            status.update(line() or shown)
