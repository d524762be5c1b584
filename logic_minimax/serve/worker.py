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
    PrologError,
    RenderError,
    SearchArgumentError,
    SourceError,
)
from logic_minimax.kb import KnowledgeBase
from logic_minimax.prolog.messages import toplevel_error
from logic_minimax.prolog.write import show
from logic_minimax.search.registry import ALGORITHMS
from logic_minimax.search.tree import Number, SearchObserver

from .goals import answer_goal
from .steps import search_steps

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
    steps: bool = False
    """The search step by step, for the page's stepper (:mod:`.steps`)."""

    def arguments(self) -> tuple[object, ...]:
        """Everything but the facts: with the digest, what makes two jobs the same."""
        return (self.name, self.root, self.algorithm, self.depth, self.alpha, self.beta,
                self.memo, self.query, self.picture, self.steps)


class JobInterrupted(LogicMinimaxError, TimeoutError):
    """Raised inside a job's thread to stop it."""


class DeadlinePassed(JobInterrupted):
    """The job ran past its deadline."""


class JobCancelled(JobInterrupted):
    """The job was cancelled."""


class _Guard(SearchObserver):
    """The thread running one job, to interrupt at most once and only while it runs; as
    a search observer, it counts the positions the job's search has entered."""

    def __init__(self) -> None:
        self.thread = threading.get_ident()
        self.lock = threading.Lock()
        self.running = True
        self.started = time.monotonic()
        self.positions = 0

    def enter(self, pos: Hashable, depth: int, alpha: Number, beta: Number) -> None:
        self.positions += 1

    def progress(self) -> dict[str, Any]:
        """What the job has done so far (``positions`` only for a search that counts
        them: see :func:`_search`)."""
        seconds = time.monotonic() - self.started
        shown: dict[str, Any] = {"seconds": round(seconds, 3)}
        if self.positions:
            shown.update(positions=self.positions,
                         rate=round(self.positions / seconds) if seconds > 0 else None)
        return shown

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
_parsed: OrderedDict[tuple[str, str, bool], tuple[KnowledgeBase | LoadError, tuple[str, ...]]] \
    = OrderedDict()
_lock = threading.Lock()


def interrupt(job_id: str) -> bool:
    """Stop job ``job_id`` if it runs in this process (the front calls this on every
    worker when a job is cancelled)."""
    with _lock:
        guard = _running.get(job_id)
    return guard is not None and guard.fire(JobCancelled)


def progress(job_id: str) -> dict[str, Any] | None:
    """What job ``job_id`` has done so far if it runs in this process (the front asks
    every worker for a running job's status)."""
    with _lock:
        guard = _running.get(job_id)
    return None if guard is None else guard.progress()


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
            answer = _answer(request, facts, guard)
        finally:
            guard.finish()
            timer.cancel()
    except DeadlinePassed:
        return _failed("the job ran past its deadline and was stopped")
    except JobCancelled:
        return _failed("the job was cancelled")
    except LoadError as error:
        return _failed(str(error), [_place(e) for e in error.errors],
                       "\n".join(_toplevel(e) for e in error.errors))
    except SourceError as error:
        return _failed(error.format(), [_place(error)], _toplevel(error))
    except PrologError as error:
        return _failed(str(error), text="\n".join([*getattr(error, "consulted", ()),
                                                   toplevel_error(error.term)]))
    except LogicMinimaxError as error:
        return _failed(str(error), text=_toplevel(error))
    finally:
        with _lock:
            _running.pop(job_id, None)
    answer["seconds"] = round(time.perf_counter() - started, 6)
    return {"state": "done", "result": answer}


def _failed(message: str, errors: list[dict[str, Any]] | None = None,
            text: str | None = None) -> dict[str, Any]:
    """A job that gave an error; ``text`` is that error as the toplevel prints it."""
    error: dict[str, Any] = {"message": message, "errors": errors or []}
    if text is not None:
        error["text"] = text
    return {"state": "failed", "error": error}


def _toplevel(error: LogicMinimaxError) -> str:
    """An error as the toplevel prints it: ``ERROR:`` and, for a placed one, its caret."""
    return f"ERROR: {error.format() if isinstance(error, SourceError) else error}"


def _place(error: SourceError) -> dict[str, Any]:
    return {"location": error.location, "file": error.source, "line": error.line,
            "column": error.column, "message": error.message}


def _answer(request: JobRequest, facts: str, guard: _Guard) -> dict[str, Any]:
    kb, cached, messages = _knowledge_base(request, facts)
    if request.query is not None:
        try:
            found = answer_goal(kb, request.query)
        except PrologError as error:
            error.consulted = messages  # type: ignore[attr-defined]  # said first
            raise
        # What consulting the text printed comes first, as SWI's toplevel shows it.
        lines = list(found.lines)
        if messages:
            lines[0] = "\n".join(messages) + "\n" + lines[0]
        return {"answers": list(found.answers), "text": "\n".join(lines), "lines": lines,
                "messages": list(messages), "svg": found.svg,
                "truncated": found.truncated, "facts_cached": cached}
    if request.steps:
        return {**search_steps(kb, _root(kb, request.root), request.algorithm,
                               request.alpha, request.beta, request.depth),
                "facts_cached": cached}
    answer = _search(kb, request, guard)
    answer["facts_cached"] = cached
    return answer


def _knowledge_base(request: JobRequest, facts: str
                    ) -> tuple[KnowledgeBase, bool, tuple[str, ...]]:
    """The job's program, consulted, whether it was consulted before on this worker, and
    what consulting it printed (SWI's warnings and errors).

    A text that does not load (strictly, for a search) is remembered too, with its errors.
    """
    strict = request.query is None  # a search job needs a sound tree; a goal, SWI's consult
    key = (request.digest, request.name, strict)
    with _lock:
        entry = _parsed.get(key)
        if entry is not None:
            _parsed.move_to_end(key)
    cached = entry is not None
    if entry is None:
        known: KnowledgeBase | LoadError = KnowledgeBase(files=False)
        try:
            known.load_string(facts, request.name, strict=strict)  # type: ignore[union-attr]
            entry = (known, tuple(known.warnings))  # type: ignore[union-attr]
        except LoadError as error:
            entry = (error, ())
        with _lock:
            _parsed[key] = entry
            while len(_parsed) > PARSED_KEPT:
                _parsed.popitem(last=False)
    known, messages = entry
    if isinstance(known, LoadError):
        raise known
    return known, cached, messages


def _search(kb: KnowledgeBase, request: JobRequest, guard: _Guard) -> dict[str, Any]:
    root = _root(kb, request.root)
    # Over rules a search is slow enough to want its progress; over the columns it runs
    # over position ids, which an observer would slow two to four times.
    found = kb.run_search(root, request.algorithm, alpha=request.alpha, beta=request.beta,
                          depth=request.depth, memo=request.memo,
                          observer=guard if kb.through_engine else None)
    answer: dict[str, Any] = {
        "root": _json_position(root), "algorithm": found.algorithm,
        "best": None if found.best is None else _json_position(found.best),
        "value": _number(found.value), "path": [_json_position(p) for p in found.path],
        "text": "[" + ", ".join(show(p) for p in found.path) + "]",
        "nodes_visited": found.nodes_visited, "leaves_evaluated": found.leaves_evaluated,
        "cutoffs": found.cutoffs, "pruned": found.pruned, "horizon": found.horizon,
        "memo_hits": found.memo_hits}
    if request.picture:
        answer.update(_picture(kb, root, request))
    return answer


def _json_position(pos: object) -> object:
    """A position for JSON: an atom or an integer as itself, another term as SWI writes
    it."""
    return pos if type(pos) in (str, int) else show(pos)


def _picture(kb: KnowledgeBase, root: object, request: JobRequest) -> dict[str, Any]:
    if not ALGORITHMS[request.algorithm].traced:
        return {"svg": None, "picture_note": "pictures show minimax and alphabeta searches"}
    from logic_minimax.render.pictures import show  # Graphviz loads only to draw

    try:
        picture = show(kb, root, request.algorithm, request.alpha,  # type: ignore[arg-type]
                       request.beta, depth=request.depth)
        return {"svg": picture.svg(), "picture_note": picture.drawing.message()}
    except RenderError as error:
        return {"svg": None, "picture_note": str(error)}


def _root(kb: KnowledgeBase, root: str | int | None) -> object:
    """The job's root as the CLI's ``--root`` reads it (a term); by default the tree's
    only root."""
    if root is None:
        roots = kb.summary().roots
        if len(roots) == 1:
            return roots[0]
        shown = ", ".join(show(r) for r in roots[:10])
        raise SearchArgumentError(
            "the facts have no root (a position with moves that is nobody's successor): "
            "name one with root" if not roots else
            f"the facts have {len(roots)} roots ({shown}): choose one with root")
    return kb.position(str(root))


def _number(value: float) -> float | str:
    """A value for JSON: an infinity is written as Prolog writes it."""
    return value if math.isfinite(value) else show(value)
