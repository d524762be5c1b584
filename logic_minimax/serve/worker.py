"""What a Dask worker runs for a job: the job's text loaded in a holder process (once per
text), then the search, the goal or the steps in a process of its own (:mod:`.sandbox`),
within the job's deadline and memory limit.

The task returns a plain dict, ``{"state": "done", "result": ...}``, ``{"state":
"failed", "error": ...}`` or ``{"state": "cancelled", "reason": ...}``: a bad fact file
or goal is an answer, not an exception, so Dask never retries it. Only a lost worker
makes the task fail, and Dask reruns it.

The front cancels a job by running :func:`interrupt` on every worker (``Client.run``):
the job's process is killed wherever the job is, and a job that has not started on this
worker yet is remembered as cancelled and never starts (the cancel can overtake the
task on its way to the worker). It asks a running job's progress the same way
(:func:`progress`): a search through the engine counts the positions it enters where
this worker reads them.
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
    PrologError,
    RenderError,
    SearchArgumentError,
    SourceError,
)
from logic_minimax.kb import KnowledgeBase
from logic_minimax.prolog.messages import toplevel_error
from logic_minimax.prolog.values import json_position
from logic_minimax.prolog.write import show
from logic_minimax.render.drawing import DEFAULT_MAX_NODES
from logic_minimax.search.tree import Number, SearchObserver

from .goals import SECONDS, answer_goal
from .sandbox import Counter, Guard, Holder, Limits, Outcome, failed
from .steps import search_steps

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
    steps: bool = False
    """The search step by step, for the page's stepper (:mod:`.steps`)."""
    max_nodes: int = DEFAULT_MAX_NODES
    """Positions drawn in a picture (the others are summarised), as ``show``'s."""

    def arguments(self) -> tuple[object, ...]:
        """Everything but the facts: with the digest, what makes two jobs the same."""
        return (self.name, self.root, self.algorithm, self.depth, self.alpha, self.beta,
                self.memo, self.query, self.picture, self.steps, self.max_nodes)


@dataclass
class _Loaded:
    """A text as its holder keeps it: the knowledge base, what consulting it printed
    (SWI's warnings and errors), and what jobs ask of it alike."""

    kb: KnowledgeBase
    messages: tuple[str, ...]
    errors: tuple[SourceError, ...] = ()
    """The placed errors among the messages (a syntax error, a directive's error)."""
    roots: tuple[Hashable, ...] | None = None


@dataclass
class _Running:
    """A job on this worker: its stop switch, and its progress as its process counts it."""

    guard: Guard
    started: float
    counter: Counter | None = None

    def progress(self) -> dict[str, Any]:
        seconds = time.monotonic() - self.started
        shown: dict[str, Any] = {"seconds": round(seconds, 3)}
        positions = 0 if self.counter is None else self.counter.value
        if positions:
            shown.update(positions=positions,
                         rate=round(positions / seconds) if seconds > 0 else None)
        return shown


_running: dict[str, _Running] = {}
_cancelled: OrderedDict[str, None] = OrderedDict()
_holders: OrderedDict[tuple[str, str, bool], Holder] = OrderedDict()
_lock = threading.Lock()


def interrupt(job_id: str) -> bool:
    """Stop job ``job_id`` on this worker: at once if it runs, when it arrives if not (the
    front runs this on every worker when a job is cancelled)."""
    with _lock:
        running = _running.get(job_id)
        if running is None:
            _cancelled[job_id] = None
            while len(_cancelled) > CANCELS_KEPT:
                _cancelled.popitem(last=False)
            return False
    running.guard.stop("cancelled")
    return True


def progress(job_id: str) -> dict[str, Any] | None:
    """What job ``job_id`` has done so far if it runs on this worker (the front asks every
    worker for a running job's status): its seconds, and the positions its search has
    entered if it counts them (see :func:`_search`)."""
    with _lock:
        running = _running.get(job_id)
    return None if running is None else running.progress()


def hold_facts(facts: str) -> str:
    """A fact text as a Dask task's result: held on a worker, it reaches the jobs over it
    without being sent again (and Dask can make it again if that worker is lost)."""
    return facts


def run_job(request: JobRequest, facts: str, job_id: str, deadline_at: float,
            memory: int | None = None) -> Outcome:
    """Do the job over ``facts`` by ``deadline_at`` (a ``time.time()``) within ``memory``
    bytes (default: :data:`MEMORY_SHARE` of the worker's), as a plain dict."""
    running = _Running(Guard(), time.monotonic())
    with _lock:
        if job_id in _cancelled:
            return {"state": "cancelled", "reason": "cancelled"}
        _running[job_id] = running
    # A search job needs a sound tree (a strict load); a goal, SWI's consult.
    key = (request.digest, request.name, request.query is None)
    try:
        if time.time() >= deadline_at:  # it waited past its deadline: no process for it
            return {"state": "cancelled", "reason": "deadline"}
        holder = _take(key)
        cached = holder is not None
        if holder is None:
            holder = Holder.start(lambda: _load(request, facts), _prepare, _answer)
        running.counter = holder.counter
        outcome = holder.run(request, running.guard,
                             Limits(deadline_at, memory or _memory_share()))
        _give_back(key, holder)
    finally:
        with _lock:
            _running.pop(job_id, None)
    if outcome["state"] == "done":
        outcome["result"]["facts_cached"] = cached
    return outcome


def _take(key: tuple[str, str, bool]) -> Holder | None:
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


def _give_back(key: tuple[str, str, bool], holder: Holder) -> None:
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
    """Kill the idle holders (the worker is closing; a holder would die with it anyway)."""
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
    """The job's text loaded (strictly for a search, as SWI consults it for a goal), with
    no file access, its directives under the goals' time limit; a failed outcome if it
    does not load."""
    kb = KnowledgeBase(files=False)
    kb.engine.limits.seconds = SECONDS
    try:
        kb.load_string(facts, request.name, strict=request.query is None)
    except LogicMinimaxError as error:
        return _failure(error)
    return _Loaded(kb, tuple(kb.warnings), tuple(kb.engine.load_errors))


def _prepare(loaded: object, request: object) -> None:
    """Work every job over the text would repeat, done once in the holder."""
    assert isinstance(loaded, _Loaded) and isinstance(request, JobRequest)
    if request.query is None and request.root is None and loaded.roots is None:
        loaded.roots = tuple(loaded.kb.summary().roots)


# -- in the job's process ------------------------------------------------------------------

def _answer(loaded: object, request: object, counter: Counter) -> Outcome:
    assert isinstance(loaded, _Loaded) and isinstance(request, JobRequest)
    started = time.perf_counter()
    try:
        if request.query is not None:
            answer = _goal(loaded, request.query)
        elif request.steps:
            answer = search_steps(loaded.kb, _root(loaded, request.root), request.algorithm,
                                  request.alpha, request.beta, request.depth)
        else:
            answer = _search(loaded, request, counter)
    except LogicMinimaxError as error:
        return _failure(error, loaded)
    answer["seconds"] = round(time.perf_counter() - started, 6)
    return {"state": "done", "result": answer}


def _goal(loaded: _Loaded, goal: str) -> dict[str, Any]:
    found = answer_goal(loaded.kb, goal)
    # What consulting the text printed comes first, as SWI's toplevel shows it.
    lines = list(found.lines)
    if loaded.messages:
        lines[0] = "\n".join(loaded.messages) + "\n" + lines[0]
    return {"answers": list(found.answers), "text": "\n".join(lines), "lines": lines,
            "messages": list(loaded.messages),
            "errors": [_place(e) for e in loaded.errors], "svg": found.svg,
            "truncated": found.truncated}


def _failure(error: LogicMinimaxError, consulted: _Loaded | None = None) -> Outcome:
    """A job that gave an error, with that error as the toplevel prints it (``text``),
    after what consulting the text printed, whatever the error (its placed errors first
    in ``errors``): a program's syntax error is often why its goal failed."""
    placed: list[SourceError] = []
    if isinstance(error, LoadError):
        placed = list(error.errors)
        text = "\n".join(_toplevel(e) for e in error.errors)
    elif isinstance(error, SourceError):
        placed = [error]
        text = _toplevel(error)
    elif isinstance(error, PrologError):
        text = toplevel_error(error.term, None if consulted is None else consulted.kb.engine)
    else:
        text = _toplevel(error)
    if consulted is not None:
        placed = [*consulted.errors, *placed]
        text = "\n".join([*consulted.messages, text])
    outcome = failed(str(error), [_place(e) for e in placed])
    outcome["error"]["text"] = text
    return outcome


def _toplevel(error: LogicMinimaxError) -> str:
    """An error as the toplevel prints it: ``ERROR:`` and, for a placed one, its caret."""
    return f"ERROR: {error.format() if isinstance(error, SourceError) else error}"


def _place(error: SourceError) -> dict[str, Any]:
    return {"location": error.location, "file": error.source, "line": error.line,
            "column": error.column, "message": error.message}


class _Counting(SearchObserver):
    """Counts the positions a search enters, where the worker reads them."""

    EVERY = 64

    def __init__(self, counter: Counter) -> None:
        self.counter = counter
        self.positions = 0

    def enter(self, pos: Hashable, depth: int, alpha: Number, beta: Number) -> None:
        self.positions += 1
        if not self.positions % self.EVERY:
            self.counter.value = self.positions


def _search(loaded: _Loaded, request: JobRequest, counter: Counter) -> dict[str, Any]:
    kb = loaded.kb
    root = _root(loaded, request.root)
    # Over rules a search is slow enough to want its progress; over the columns it runs
    # over position ids, which an observer would slow two to four times.
    found = kb.run_search(root, request.algorithm, alpha=request.alpha, beta=request.beta,
                          depth=request.depth, memo=request.memo,
                          observer=_Counting(counter) if kb.through_engine else None)
    answer: dict[str, Any] = {
        "root": json_position(root), "algorithm": found.algorithm,
        "best": None if found.best is None else json_position(found.best),
        "value": _number(found.value), "path": [json_position(p) for p in found.path],
        "text": "[" + ", ".join(show(p) for p in found.path) + "]",
        "nodes_visited": found.nodes_visited, "leaves_evaluated": found.leaves_evaluated,
        "cutoffs": found.cutoffs, "pruned": found.pruned, "horizon": found.horizon,
        "memo_hits": found.memo_hits}
    if request.picture:
        answer.update(_picture(kb, root, request, found.nodes_visited))
    return answer


def _picture(kb: KnowledgeBase, root: object, request: JobRequest,
             visited: int) -> dict[str, Any]:
    if visited > PICTURE_LIMIT:
        return {"svg": None, "picture_note": f"no picture: the search visited {visited:,} "
                                             f"positions, and pictures are drawn of "
                                             f"searches of at most {PICTURE_LIMIT:,}"}
    from logic_minimax.render.pictures import show as draw  # Graphviz loads only to draw

    try:
        picture = draw(kb, root, request.algorithm, request.alpha, request.beta,
                       request.max_nodes, depth=request.depth)
        return {"svg": picture.svg(), "picture_note": picture.drawing.message()}
    except RenderError as error:
        return {"svg": None, "picture_note": str(error)}


def _root(loaded: _Loaded, root: str | int | None) -> object:
    """The job's root as the CLI's ``--root`` reads it (a term); by default the tree's
    only root."""
    kb = loaded.kb
    if root is None:
        roots = loaded.roots if loaded.roots is not None else tuple(kb.summary().roots)
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
