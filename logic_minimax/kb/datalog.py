"""The pyDatalog view of knowledge bases: the only module that imports pyDatalog.

pyDatalog sees a knowledge base's facts through resolvers (functions registered in
``pyEngine.Python_resolvers``) that answer from the fact store's indexes, for the store
made active in this thread with :func:`active`; so each knowledge base keeps its own facts
although pyDatalog's engine is process-wide. A predicate the knowledge base's program
defines with rules is answered by its engine (each call one engine query, its constants
bound). No user text ever reaches pyDatalog: it runs only the queries a Python program
builds with its term API.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from ..prolog.terms import Term
from ..search.bratko import paused_gc
from .store import ANY, KNOWN_PREDICATES, FactStore

if TYPE_CHECKING:
    from .program import Program

_local = threading.local()
_registered: set[str] = set()


@contextmanager
def active(store: FactStore, program: Program | None = None) -> Iterator[None]:
    """Make ``store`` (and ``program``'s rules) the ones pyDatalog queries see in this
    thread, for the ``with`` block.

    pyDatalog's own float rounding is switched off (``Float_Precision = None``) so values
    come back exact; its equality still merges ``1`` and ``1.0``. The cyclic garbage
    collector is paused for the block (it spent three quarters of a range query over a
    million facts rescanning them).
    """
    rules = program.defined_predicates() if program is not None else []
    _register_resolvers([*store.predicates(), *KNOWN_PREDICATES.items(), *rules])
    stack = _active_stack()
    stack.append((store, program))
    try:
        with paused_gc():  # pyDatalog makes objects per fact it sees, and no cycles that
            yield          # outlive a query: the collector would rescan them (and the KB)
    finally:
        stack.pop()


def _active_stack() -> list[tuple[FactStore, Program | None]]:
    stack: list[tuple[FactStore, Program | None]] | None = getattr(_local, "stack", None)
    if stack is None:
        stack = _local.stack = []
    return stack


def _register_resolvers(predicates: Iterable[tuple[str, int]]) -> None:
    from pyDatalog import pyEngine  # only here: the CLI's searches never import pyDatalog

    pyEngine.Float_Precision = None
    for name, arity in predicates:
        key = f"{name}/{arity}"
        if key not in _registered:
            pyEngine.Python_resolvers[key] = _make_resolver(name, arity)
            _registered.add(key)


def _make_resolver(name: str, arity: int) -> Callable[..., Iterator[tuple[Term, ...]]]:
    def resolver(*terms: Any) -> Iterator[tuple[Term, ...]]:
        """The facts matching ``terms``: a point lookup when the first is known, every
        fact handed over as it is when none is (pyDatalog then does the rest)."""
        stack = _active_stack()
        if not stack:
            return
        consts = [(i, t.id) for i, t in enumerate(terms) if t.is_const()]
        store, program = stack[-1]
        if program is not None and program.defines(name, arity):
            yield from program.solutions(name, arity, dict(consts))
            return
        first = next((value for i, value in consts if i == 0), ANY)
        rows = store.rows(name, arity, first)
        if not consts:
            yield from rows
            return
        for row in rows:
            if all(row[i] == value for i, value in consts):
                yield row
    resolver.__name__ = name
    return resolver
