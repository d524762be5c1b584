"""What a Dask worker runs for a job: the job's text loaded in a holder process (once per
text), then the search or the goal in a process of its own (:mod:`.sandbox`), within the
job's deadline and memory limit.

The task returns a plain dict, ``{"state": "done", "result": ...}``, ``{"state":
"failed", "error": ...}`` or ``{"state": "cancelled", "reason": ...}``: a bad fact file
or goal is an answer, not an exception, so Dask never retries it. Only a lost worker
makes the task fail, and Dask reruns it.

The front cancels a job by running :func:`interrupt` on every worker (``Client.run``):
the job's process is killed wherever the job is, and a job that has not started on this
worker yet is remembered as cancelled and never starts (the cancel can overtake the
task on its way to the worker).
"""

from __future__ import annotations

import atexit
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
    SearchArgumentError,
    SourceError,
)
from logic_minimax.kb import KnowledgeBase
from logic_minimax.prolog.terms import format_term
from logic_minimax.render.drawing import DEFAULT_MAX_NODES
from logic_minimax.search.registry import ALGORITHMS

from .goals import SECONDS, answer_goal
from .sandbox import Guard, Holder, Limits, Outcome, failed

Algorithm = Literal["minimax", "alphabeta", "expectiminimax"]

KEPT = 1
"""Texts a worker keeps loaded (each in its holder process) for further jobs: one, so
that a worker holds at most one text beside the job it runs."""

MEMORY_SHARE = 0.8
"""A job's default memory limit: this share of its worker's Dask memory limit (which a
LocalCluster sets to the machine's memory divided among its workers); the rest is the
room of the worker, the scheduler and the front."""

PICTURE_LIMIT = 100_000
"""Positions a search may visit and still be drawn: a picture records every step of the
search before laying out ``max_nodes`` of them."""

CANCELS_KEPT = 10_000


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
    max_nodes: int = DEFAULT_MAX_NODES
    """Positions drawn in a picture (the others are summarised), as ``show``'s."""

    def arguments(self) -> tuple[object, ...]:
        """Everything but the facts: with the digest, what makes two jobs the same."""
        return (self.name, self.root, self.algorithm, self.depth, self.alpha, self.beta,
                self.memo, self.query, self.picture, self.max_nodes)


@dataclass
class _Loaded:
    """A text as its holder keeps it: the knowledge base, and what jobs ask of it alike."""

    kb: KnowledgeBase
    roots: tuple[Hashable, ...] | None = None


_running: dict[str, Guard] = {}
_cancelled: OrderedDict[str, None] = OrderedDict()
_holders: OrderedDict[tuple[str, str], Holder] = OrderedDict()
_lock = threading.Lock()


def interrupt(job_id: str) -> bool:
    """Stop job ``job_id`` on this worker: at once if it runs, when it arrives if not (the
    front runs this on every worker when a job is cancelled)."""
    with _lock:
        guard = _running.get(job_id)
        if guard is None:
            _cancelled[job_id] = None
            while len(_cancelled) > CANCELS_KEPT:
                _cancelled.popitem(last=False)
            return False
    guard.stop("cancelled")
    return True


def hold_facts(facts: str) -> str:
    """A fact text as a Dask task's result: held on a worker, it reaches the jobs over it
    without being sent again (and Dask can make it again if that worker is lost)."""
    return facts


def run_job(request: JobRequest, facts: str, job_id: str, deadline_at: float,
            memory: int | None = None) -> Outcome:
    """Do the job over ``facts`` by ``deadline_at`` (a ``time.time()``) within ``memory``
    bytes (default: :data:`MEMORY_SHARE` of the worker's), as a plain dict."""
    guard = Guard()
    with _lock:
        if job_id in _cancelled:
            return {"state": "cancelled", "reason": "cancelled"}
        _running[job_id] = guard
    key = (request.digest, request.name)
    try:
        if time.time() >= deadline_at:  # it waited past its deadline: no process for it
            return {"state": "cancelled", "reason": "deadline"}
        holder = _take(key)
        cached = holder is not None
        if holder is None:
            holder = Holder.start(lambda: _load(request, facts), _prepare, _answer)
        outcome = holder.run(request, guard, Limits(deadline_at, memory or _memory_share()))
        _give_back(key, holder)
    finally:
        with _lock:
            _running.pop(job_id, None)
    if outcome["state"] == "done":
        outcome["result"]["facts_cached"] = cached
    return outcome


def _take(key: tuple[str, str]) -> Holder | None:
    """The idle holder of ``key``'s text, for this job alone; if there is none, the other
    idle holders go (:data:`KEPT`)."""
    with _lock:
        holder = _holders.pop(key, None)
        others = [] if holder is not None else list(_holders.values())
        if holder is None:
            _holders.clear()
    for other in others:
        other.kill()
    if holder is not None and not holder.running():
        holder.kill()
        return None
    return holder


def _give_back(key: tuple[str, str], holder: Holder) -> None:
    if not holder.alive:
        return
    with _lock:
        spare = holder if key in _holders else None
        if spare is None:
            _holders[key] = holder
        while len(_holders) > KEPT:
            spare = _holders.popitem(last=False)[1]
    if spare is not None:
        spare.kill()


@atexit.register
def forget_texts() -> None:
    """Kill the idle holders (the worker is closing; a holder would notice by itself, a
    moment later)."""
    with _lock:
        idle = list(_holders.values())
        _holders.clear()
    for holder in idle:
        holder.kill()


def _memory_share() -> int:
    from distributed import get_worker
    from distributed.system import MEMORY_LIMIT

    try:
        limit = get_worker().memory_manager.memory_limit
    except ValueError:  # not in a worker (a test)
        limit = None
    return int((limit or MEMORY_LIMIT) * MEMORY_SHARE)


# -- in the holder: the text ---------------------------------------------------------------

def _load(request: JobRequest, facts: str) -> _Loaded | Outcome:
    """The job's text loaded as SWI-Prolog consults it, with no file access, its
    directives under the goals' time limit; a failed outcome if it does not load."""
    kb = KnowledgeBase(files=False)
    kb.program.engine.limits.seconds = SECONDS
    try:
        kb.load_string(facts, request.name)
    except LogicMinimaxError as error:
        return _failure(error)
    return _Loaded(kb)


def _prepare(loaded: object, request: object) -> None:
    """Work every job over the text would repeat, done once in the holder."""
    assert isinstance(loaded, _Loaded) and isinstance(request, JobRequest)
    if request.query is None and request.root is None and loaded.roots is None:
        loaded.roots = tuple(loaded.kb.summary().roots)


# -- in the job's process ------------------------------------------------------------------

def _answer(loaded: object, request: object) -> Outcome:
    assert isinstance(loaded, _Loaded) and isinstance(request, JobRequest)
    started = time.perf_counter()
    try:
        if request.query is not None:
            found = answer_goal(loaded.kb, request.query)
            answer: dict[str, Any] = {"answers": list(found.answers), "text": found.text,
                                      "truncated": found.truncated}
        else:
            answer = _search(loaded, request)
    except LogicMinimaxError as error:
        return _failure(error)
    answer["seconds"] = round(time.perf_counter() - started, 6)
    return {"state": "done", "result": answer}


def _failure(error: LogicMinimaxError) -> Outcome:
    if isinstance(error, LoadError):
        return failed(str(error), [_place(e) for e in error.errors])
    if isinstance(error, SourceError):
        return failed(error.format(), [_place(error)])
    return failed(str(error))


def _place(error: SourceError) -> dict[str, Any]:
    return {"location": error.location, "file": error.source, "line": error.line,
            "column": error.column, "message": error.message}


def _search(loaded: _Loaded, request: JobRequest) -> dict[str, Any]:
    kb = loaded.kb
    root = _root(loaded, request.root)
    found = kb.search(root, request.algorithm, alpha=request.alpha, beta=request.beta,
                      depth=request.depth, memo=request.memo)
    answer: dict[str, Any] = {
        "root": root, "algorithm": found.algorithm, "best": found.best,
        "value": _number(found.value), "path": list(found.path),
        "text": "[" + ", ".join(format_term(p) for p in found.path) + "]",  # type: ignore[arg-type]
        "nodes_visited": found.nodes_visited, "leaves_evaluated": found.leaves_evaluated,
        "cutoffs": found.cutoffs, "pruned": found.pruned, "horizon": found.horizon,
        "memo_hits": found.memo_hits}
    if request.picture:
        answer.update(_picture(kb, root, request, found.nodes_visited))
    return answer


def _picture(kb: KnowledgeBase, root: str | int, request: JobRequest,
             visited: int) -> dict[str, Any]:
    if not ALGORITHMS[request.algorithm].traced:
        return {"svg": None, "picture_note": "pictures show minimax and alphabeta searches"}
    if visited > PICTURE_LIMIT:
        return {"svg": None, "picture_note": f"no picture: the search visited {visited:,} "
                                             f"positions, and pictures are drawn of "
                                             f"searches of at most {PICTURE_LIMIT:,}"}
    from logic_minimax.render.pictures import show  # Graphviz loads only to draw

    try:
        picture = show(kb, root, request.algorithm, request.alpha,  # type: ignore[arg-type]
                       request.beta, request.max_nodes, depth=request.depth)
        return {"svg": picture.svg(), "picture_note": picture.drawing.message()}
    except RenderError as error:
        return {"svg": None, "picture_note": str(error)}


def _root(loaded: _Loaded, root: str | int | None) -> str | int:
    """The job's root as the CLI's ``--root`` reads it; by default the tree's only root."""
    kb = loaded.kb
    if root is None:
        roots = loaded.roots if loaded.roots is not None else tuple(kb.summary().roots)
        if len(roots) == 1:
            return roots[0]  # type: ignore[return-value]
        shown = ", ".join(format_term(r) for r in roots[:10])  # type: ignore[arg-type]
        raise SearchArgumentError(
            "the facts have no root (a position with moves that is nobody's successor): "
            "name one with root" if not roots else
            f"the facts have {len(roots)} roots ({shown}): choose one with root")
    if isinstance(root, str) and root.lstrip("-").isdigit() and not kb.knows(root):
        return int(root)
    return root


def _number(value: float) -> float | str:
    """A value for JSON: an infinity is written as Prolog writes it."""
    return value if math.isfinite(value) else format_term(value)
