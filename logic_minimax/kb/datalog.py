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
from typing import Any

from ..prolog.core import Var
from ..prolog.engine import Engine
from ..prolog.values import from_python, to_python
from ..search.bratko import paused_gc

_local = threading.local()
_registered: set[str] = set()


@contextmanager
def active(engine: Engine, predicates: Iterable[tuple[str, int]]) -> Iterator[None]:
    """Make ``engine``'s program the one pyDatalog queries see in this thread, for the
    ``with`` block (``predicates``: those to make known to pyDatalog).

    pyDatalog's own float rounding is switched off (``Float_Precision = None``) so values
    come back exact; its equality still merges ``1`` and ``1.0``. The cyclic garbage
    collector is paused for the block (it spent three quarters of a range query over a
    million facts rescanning them).
    """
    _register_resolvers(predicates)
    stack = _active_stack()
    stack.append(engine)
    try:
        with paused_gc():  # pyDatalog makes objects per fact it sees, and no cycles that
            yield          # outlive a query: the collector would rescan them (and the KB)
    finally:
        stack.pop()


def _active_stack() -> list[Engine]:
    stack: list[Engine] | None = getattr(_local, "stack", None)
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


def _make_resolver(name: str, arity: int) -> Callable[..., Iterator[tuple[Any, ...]]]:
    def resolver(*terms: Any) -> Iterator[tuple[Any, ...]]:
        """The answers matching ``terms``: the table's rows that may match (a point
        lookup when the first argument is known), else the engine's solutions."""
        stack = _active_stack()
        if not stack:
            return
        engine = stack[-1]
        pred = engine.preds.get((name, arity))
        if pred is None:
            return
        consts = {i: t.id for i, t in enumerate(terms) if t.is_const()}
        goal = (name, *(from_python(consts[i]) if i in consts else Var()
                        for i in range(arity)))
        if pred.table is not None:
            rows, _ = pred.table.select(goal)
            for row in rows:
                values = tuple(to_python(a, tuple) for a in row[1:])
                if all(values[i] == value for i, value in consts.items()):
                    yield values
            return
        for _ in engine.solve(goal):
            try:
                yield tuple(to_python(a, tuple) for a in goal[1:])
            except TypeError:
                continue
    resolver.__name__ = name
    return resolver
