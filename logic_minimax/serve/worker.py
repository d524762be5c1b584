"""What a Dask worker runs for a job: parse the facts (once per text), then search or
answer the goal, within the job's deadline.

The task returns a plain dict, ``{"state": "done", "result": ...}`` or ``{"state":
"failed", "error": ...}``: a bad fact file or goal is an answer, not an exception, so Dask
never retries it. Only a lost worker (or a bug) makes the task fail, and Dask reruns it.

A running search cannot be stopped from outside a Python thread, so the job stops itself:
when its deadline passes, or when the front cancels it (:func:`interrupt`, run on the
workers through ``Client.run``), an exception is raised in the job's own thread
(``PyThreadState_SetAsyncExc``), which ends the search at its next step and frees the
worker.
"""

from __future__ import annotations

import ctypes
import math
import threading
import time
from collections import OrderedDict
from collections.abc import Hashable
from dataclasses import dataclass
from typing import Any, Literal

from logic_minimax.errors import (
    LoadError,
    LogicMinimaxError,
    RenderError,
    SourceError,
)
from logic_minimax.kb import KnowledgeBase, loads
from logic_minimax.kb.positions import json_position, root_position
from logic_minimax.prolog.terms import format_term
from logic_minimax.syntax import show

from .goals import answer_goal

Algorithm = Literal["minimax", "alphabeta", "expectiminimax"]

PARSED_KEPT = 2
"""Fact texts kept parsed per worker (a million positions take some 400 MB)."""


@dataclass(frozen=True)
class JobRequest:
    """A job as the worker gets it: the digest of its facts, and what to do."""

    digest: str
    name: str = "facts.pl"
    """The file name errors give (``facts.pl:3:16: ...``)."""
    root: str | int | None = None
    algorithm: Algorithm = "minimax"
    depth: int | None = None
    alpha: float = -math.inf
    beta: float = math.inf
    memo: bool = False
    query: str | None = None
    picture: bool = False

    def arguments(self) -> tuple[object, ...]:
        """Everything but the facts: with the digest, what makes two jobs the same."""
        return (self.name, self.root, self.algorithm, self.depth, self.alpha, self.beta,
                self.memo, self.query, self.picture)


class JobInterrupted(LogicMinimaxError, TimeoutError):
    """Raised inside a job's thread to stop it."""


class DeadlinePassed(JobInterrupted):
    """The job ran past its deadline."""


class JobCancelled(JobInterrupted):
    """The job was cancelled."""


class _Guard:
    """The thread running one job, to interrupt at most once and only while it runs."""

    def __init__(self) -> None:
        self.thread = threading.get_ident()
        self.lock = threading.Lock()
        self.running = True

    def fire(self, reason: type[JobInterrupted]) -> bool:
        with self.lock:
            if not self.running:
                return False
            self.running = False
            ctypes.pythonapi.PyThreadState_SetAsyncExc(ctypes.c_ulong(self.thread),
                                                       ctypes.py_object(reason))
            return True

    def finish(self) -> None:
        with self.lock:
            self.running = False


_running: dict[str, _Guard] = {}
_parsed: OrderedDict[tuple[str, str], KnowledgeBase | LoadError] = OrderedDict()
_lock = threading.Lock()


def interrupt(job_id: str) -> bool:
    """Stop job ``job_id`` if it runs in this process (the front calls this on every
    worker when a job is cancelled)."""
    with _lock:
        guard = _running.get(job_id)
    return guard is not None and guard.fire(JobCancelled)


def hold_facts(facts: str) -> str:
    """A fact text as a Dask task's result: held on a worker, it reaches the jobs over it
    without being sent again (and Dask can make it again if that worker is lost)."""
    return facts


def run_job(request: JobRequest, facts: str, job_id: str,
            deadline_at: float) -> dict[str, Any]:
    """Do the job over ``facts``, by ``deadline_at`` (a ``time.time()``), as a plain dict."""
    guard = _Guard()
    timer = threading.Timer(max(0.0, deadline_at - time.time()), guard.fire, (DeadlinePassed,))
    timer.daemon = True
    with _lock:
        _running[job_id] = guard
    started = time.perf_counter()
    try:
        timer.start()
        try:
            answer = _answer(request, facts)
        finally:
            guard.finish()
            timer.cancel()
    except DeadlinePassed:
        return _failed("the job ran past its deadline and was stopped")
    except JobCancelled:
        return _failed("the job was cancelled")
    except LoadError as error:
        return _failed(str(error), [_place(e) for e in error.errors])
    except SourceError as error:
        return _failed(error.format(), [_place(error)])
    except LogicMinimaxError as error:
        return _failed(str(error))
    finally:
        with _lock:
            _running.pop(job_id, None)
    answer["seconds"] = round(time.perf_counter() - started, 6)
    return {"state": "done", "result": answer}


def _failed(message: str, errors: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    return {"state": "failed", "error": {"message": message, "errors": errors or []}}


def _place(error: SourceError) -> dict[str, Any]:
    return {"location": error.location, "file": error.source, "line": error.line,
            "column": error.column, "message": error.message}


def _answer(request: JobRequest, facts: str) -> dict[str, Any]:
    kb, cached = _knowledge_base(request, facts)
    if request.query is not None:
        found = answer_goal(kb, request.query)
        return {"answers": list(found.answers), "text": found.text,
                "truncated": found.truncated, "facts_cached": cached}
    answer = _search(kb, request)
    answer["facts_cached"] = cached
    return answer


def _knowledge_base(request: JobRequest, facts: str) -> tuple[KnowledgeBase, bool]:
    """The job's facts, parsed, and whether they were parsed before on this worker.

    A text that does not load is remembered too, with its errors.
    """
    key = (request.digest, request.name)
    with _lock:
        known = _parsed.get(key)
        if known is not None:
            _parsed.move_to_end(key)
    cached = known is not None
    if known is None:
        try:
            known = loads(facts, request.name, files=False)
        except LoadError as error:
            known = error
        with _lock:
            _parsed[key] = known
            while len(_parsed) > PARSED_KEPT:
                _parsed.popitem(last=False)
    if isinstance(known, LoadError):
        raise known
    return known, cached


def _search(kb: KnowledgeBase, request: JobRequest) -> dict[str, Any]:
    root = root_position(kb, request.root, "root")
    found = kb.search(root, request.algorithm, alpha=request.alpha, beta=request.beta,
                      depth=request.depth, memo=request.memo)
    answer: dict[str, Any] = {
        "root": json_position(root), "algorithm": found.algorithm,
        "best": None if found.best is None else json_position(found.best),
        "value": _number(found.value), "path": [json_position(p) for p in found.path],
        "text": show(found.path),
        "nodes_visited": found.nodes_visited, "leaves_evaluated": found.leaves_evaluated,
        "cutoffs": found.cutoffs, "pruned": found.pruned, "horizon": found.horizon,
        "memo_hits": found.memo_hits}
    if request.picture:
        answer.update(_picture(kb, root, request))
    return answer


def _picture(kb: KnowledgeBase, root: Hashable, request: JobRequest) -> dict[str, Any]:
    from logic_minimax.render.pictures import show as draw  # Graphviz loads only to draw

    try:
        picture = draw(kb, root, request.algorithm, request.alpha, request.beta,
                       depth=request.depth)
        return {"svg": picture.svg(), "picture_note": picture.drawing.message()}
    except RenderError as error:
        return {"svg": None, "picture_note": str(error)}


def _number(value: float) -> float | str:
    """A value for JSON: an infinity is written as Prolog writes it."""
    return value if math.isfinite(value) else format_term(value)
