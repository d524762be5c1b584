"""Jobs: searches and goals over fact texts, run on Dask workers.

The front keeps every job's state; Dask keeps the work. A job is one Dask task with
``retries``: if its worker dies Dask reruns it elsewhere, and after the third failure the
job is ``failed`` with the reason. A job still unfinished at its deadline, or cancelled,
is ``cancelled`` and its process killed on its worker (:mod:`.worker`), which is free at
once. Two jobs with the same fact text (by digest) and the same arguments share their
work (:class:`Work`): the second request gets a job of its own (its own id, which no other
client learns) on the first's computation, and a finished computation's answer is kept for
the next identical request. A ``DELETE`` cancels the canceller's job only: the work is
cancelled when no job wants it any more. At most ``queue`` computations wait or run at
once; beyond that :class:`Busy` says when to come back. Finished jobs are forgotten, the
oldest first, beyond ``kept`` of them or ``kept_bytes`` of answers.
"""

from __future__ import annotations

import asyncio
import contextlib
import math
import os
import time
import uuid
from collections import OrderedDict, deque
from dataclasses import dataclass, field
from typing import Any, Literal

from distributed import Client, Future
from distributed.scheduler import KilledWorker

from logic_minimax.errors import LogicMinimaxError

from .worker import JobRequest, hold_facts, interrupt, progress, run_job

State = Literal["queued", "running", "done", "failed", "cancelled"]
UNFINISHED: tuple[State, ...] = ("queued", "running")

FACTS_KEPT = 4
"""Fact texts the front keeps on the workers (as Dask data) for further jobs."""

CANCELLED = "cancelled by a DELETE request"

DASK_WAIT = 5.0
"""Seconds the front waits for the scheduler or the workers before it answers with what
it knows (a request never hangs on them)."""

PROCESSING_FRESH = 0.25
"""Seconds a fetched view of what the workers are running stays good."""


@dataclass(frozen=True)
class JobLimits:
    """How many jobs and for how long."""

    queue: int = 64
    """Jobs waiting or running at once."""
    deadline: float = 300.0
    """Seconds from submission to cancellation."""
    retries: int = 2
    """Reruns after a failure (a lost worker): 3 tries in all."""
    kept: int = 10_000
    """Finished jobs remembered (the oldest are forgotten first)."""
    kept_bytes: int = 256 << 20
    """Bytes of finished jobs' answers remembered."""
    memory: int | None = None
    """Bytes a job may use on its worker (its text loaded, and what it adds); ``None``:
    a share of the worker's Dask memory limit (:data:`.worker.MEMORY_SHARE`)."""


class Busy(LogicMinimaxError, RuntimeError):
    """The queue is full; ``retry_after`` seconds is the hint for the client."""

    def __init__(self, waiting: int, retry_after: int) -> None:
        self.retry_after = retry_after
        super().__init__(f"busy: {waiting} jobs are waiting or running, "
                         f"retry in {retry_after} s")


@dataclass
class Work:
    """One computation on Dask, shared by the jobs of identical requests."""

    id: str
    """Its name on the workers (its Dask task is ``job-<id>``)."""
    key: tuple[object, ...]
    is_query: bool
    submitted: float
    state: State = "queued"
    finished: float | None = None
    result: dict[str, Any] | None = None
    error: dict[str, Any] | None = None
    future: Future[dict[str, Any]] | None = None
    size: int = 0
    """Bytes of the answer as the worker sent it."""
    watcher: asyncio.Task[None] | None = field(default=None, repr=False)
    progress: dict[str, Any] | None = None
    """A running job's work so far, as its worker said it last (:func:`worker.progress`)."""
    progress_at: float = -math.inf
    wanted: int = 0
    """Jobs on it that are not cancelled."""


@dataclass
class Job:
    """One request's job: its own id over a shared :class:`Work`."""

    id: str
    work: Work
    withdrawn: bool = False
    """Cancelled by its client (the work may go on for others)."""

    @property
    def state(self) -> State:
        return "cancelled" if self.withdrawn else self.work.state

    def view(self) -> dict[str, Any]:
        """The job as ``GET /v1/jobs/{id}`` shows it."""
        work = self.work
        if self.withdrawn:
            return {"id": self.id, "state": "cancelled",
                    "error": {"message": CANCELLED, "errors": []}}
        shown: dict[str, Any] = {"id": self.id, "state": work.state}
        if work.state == "running" and work.progress is not None:
            shown["progress"] = work.progress
        if work.result is not None:
            if work.is_query:
                rest = {k: v for k, v in work.result.items() if k != "answers"}
                shown.update(answers=work.result["answers"], result=rest)
            else:
                shown["result"] = work.result
        if work.error is not None:
            shown["error"] = work.error
        return shown


class Jobs:
    """The jobs of one service, over an asynchronous Dask client."""

    def __init__(self, client: Client, limits: JobLimits) -> None:
        self.client = client
        self.limits = limits
        self.jobs: OrderedDict[str, Job] = OrderedDict()
        self.by_key: dict[tuple[object, ...], Work] = {}
        """The work of each request not to compute again: unfinished or done."""
        self.computations = 0
        """Tasks given to Dask (an identical job adds none)."""
        self.durations: deque[float] = deque(maxlen=32)
        self.processing: set[str] = set()
        self.processing_at = -math.inf
        self.stopping: list[Future[dict[str, Any]]] = []
        self.facts: OrderedDict[str, Future[str]] = OrderedDict()
        self.kept_bytes = 0

    def submit(self, request: JobRequest, facts: str) -> Job:
        """A job for ``request`` over ``facts``: on the work of an identical request if
        one is known, else on new work on Dask.

        Raises:
            Busy: ``queue`` computations are waiting or running already.
        """
        key = (request.digest, *request.arguments())
        work = self.by_key.get(key)
        if work is None:
            work = self._start(key, request, facts)
        job = Job(uuid.uuid4().hex, work)
        if work.state in UNFINISHED:
            work.wanted += 1
        self.jobs[job.id] = job
        self._forget_old()
        return job

    def _start(self, key: tuple[object, ...], request: JobRequest, facts: str) -> Work:
        waiting = len({id(job.work) for job in self.jobs.values()
                       if job.work.state in UNFINISHED})
        if waiting >= self.limits.queue:
            raise Busy(waiting, self._retry_after(waiting))
        work = Work(uuid.uuid4().hex, key, request.query is not None, time.time())
        work.future = self.client.submit(
            run_job, request, self._held(request.digest, facts), work.id,
            work.submitted + self.limits.deadline, self.limits.memory, key=_task(work.id),
            retries=self.limits.retries, pure=False)
        self.computations += 1
        self.by_key[key] = work
        work.watcher = asyncio.get_running_loop().create_task(self._watch(work))
        return work

    def _held(self, digest: str, facts: str) -> Future[str]:
        """The text as Dask data on a worker: sent once for the jobs over it (the
        scheduler runs them where it is, where the parsed facts are too)."""
        held = self.facts.get(digest)
        if held is None or held.status == "error":  # lost with its workers: send it again
            held = self.facts[digest] = self.client.submit(
                hold_facts, facts, key=f"facts-{digest}-{uuid.uuid4().hex}",
                retries=self.limits.retries)
        self.facts.move_to_end(digest)
        while len(self.facts) > FACTS_KEPT:
            self.facts.popitem(last=False)  # Dask forgets it once its jobs are done
        return held

    def _retry_after(self, waiting: int) -> int:
        average = sum(self.durations) / len(self.durations) if self.durations else 1.0
        workers = max(1, len(self.client.scheduler_info()["workers"]))  # a recent count
        return max(1, math.ceil(average * waiting / workers))

    async def _watch(self, work: Work) -> None:
        assert work.future is not None
        try:
            outcome = await asyncio.wait_for(work.future, self.limits.deadline)
        except TimeoutError:  # not started by its deadline, or its worker's stop is late
            self._finish(work, "cancelled", error=self._past_deadline())
            await self._stop(work)
            return
        except KilledWorker:
            self._finish(work, "failed", error=f"a worker died running this job "
                                               f"{self.limits.retries + 1} times: given up")
            return
        except Exception as error:  # a bug in a worker: reported, the service goes on
            self._finish(work, "failed", error=f"the job failed {self.limits.retries + 1} "
                                               f"times on its workers: "
                                               f"{type(error).__name__}: {error}")
            return
        self.durations.append(time.time() - work.submitted)
        if outcome["state"] == "done":
            work.size = outcome.get("size", 0)
            self.kept_bytes += work.size
            self._finish(work, "done", result=outcome["result"])
            self._forget_old()
        elif outcome["state"] == "cancelled":
            self._finish(work, "cancelled", error=self._past_deadline()
                         if outcome["reason"] == "deadline" else CANCELLED)
        else:
            self._finish(work, "failed", error=outcome["error"])

    def _past_deadline(self) -> str:
        return f"the job ran past its deadline of {self.limits.deadline:g} s and was stopped"

    def _finish(self, work: Work, state: State, *, result: dict[str, Any] | None = None,
                error: str | dict[str, Any] | None = None) -> None:
        work.state = state
        work.finished = time.time()
        work.result = result
        work.error = {"message": error, "errors": []} if isinstance(error, str) else error
        future, work.future = work.future, None
        if state == "cancelled" and future is not None:
            self.stopping.append(future)  # held until the task is released
        if state != "done" and self.by_key.get(work.key) is work:
            del self.by_key[work.key]  # asked again, it is computed again

    async def _stop(self, work: Work) -> None:
        """Release the work's task and stop it wherever it runs."""
        futures, self.stopping = self.stopping, []
        with contextlib.suppress(Exception):  # the workers may be gone: nothing to stop
            await asyncio.wait_for(self.client.cancel(futures, force=True), DASK_WAIT)
            await asyncio.wait_for(self.client.run(interrupt, work.id, on_error="ignore"),
                                   DASK_WAIT)

    async def cancel(self, job_id: str) -> Job:
        """Cancel an unfinished job (a finished one is left as it is): its client's
        interest in the work goes; the work stops when no other job wants it.

        Raises:
            KeyError: no such job.
        """
        job = self.jobs[job_id]
        work = job.work
        if job.state in UNFINISHED:
            job.withdrawn = True
            work.wanted -= 1
            if work.wanted == 0:
                if work.watcher is not None:
                    work.watcher.cancel()
                self._finish(work, "cancelled", error=CANCELLED)
                await self._stop(work)
        return job

    async def get(self, job_id: str) -> Job:
        """A job, with ``queued``/``running`` as the workers see it now.

        Raises:
            KeyError: no such job.
        """
        job = self.jobs[job_id]
        if job.state in UNFINISHED:
            await self._refresh()
        if job.state == "running":
            await self._progress(job.work)
        return job

    async def _progress(self, work: Work) -> None:
        """Ask the workers what running work has done (at most every
        :data:`PROCESSING_FRESH` seconds)."""
        now = time.monotonic()
        if now - work.progress_at < PROCESSING_FRESH:
            return
        work.progress_at = now
        with contextlib.suppress(Exception):  # a worker lost just now: the last one stays
            said = await self.client.run(progress, work.id, on_error="ignore")
            work.progress = next((p for p in said.values() if p is not None), work.progress)

    async def _refresh(self) -> None:
        now = time.monotonic()
        if now - self.processing_at < PROCESSING_FRESH:
            return
        self.processing_at = now
        with contextlib.suppress(Exception):  # the scheduler is away: states stay
            running = await asyncio.wait_for(self.client.processing(), DASK_WAIT)
            self.processing = {key for keys in running.values() for key in keys}
        for work in {id(job.work): job.work for job in self.jobs.values()}.values():
            if work.state in UNFINISHED:
                work.state = "running" if _task(work.id) in self.processing else "queued"

    async def status(self, private: bool = True) -> dict[str, Any]:
        """What ``GET /v1/status`` shows; without ``private`` (a service with no token:
        anyone may ask), no address of the scheduler or its workers and no pid."""
        await self._refresh()
        counts = {state: 0 for state in ("queued", "running", "done", "failed", "cancelled")}
        for job in self.jobs.values():
            counts[job.state] += 1
        pids: dict[str, Any] = {}
        with contextlib.suppress(Exception):  # a worker lost just now: shown without pid
            pids = await asyncio.wait_for(self.client.run(os.getpid, on_error="return"),
                                          DASK_WAIT)
        scheduler = self.client.scheduler
        assert scheduler is not None  # a started client has its scheduler
        info: dict[str, Any] = {"workers": {}}
        with contextlib.suppress(Exception):  # the scheduler is away: no workers shown
            info = await asyncio.wait_for(scheduler.identity(), DASK_WAIT)
        workers = [{"address": address, "nthreads": worker.get("nthreads"),
                    "pid": pids.get(address) if isinstance(pids.get(address), int) else None}
                   for address, worker in info["workers"].items()]
        shown = {"jobs": {**counts, "finished": counts["done"] + counts["failed"]
                          + counts["cancelled"]},
                 "computations": self.computations, "queue_limit": self.limits.queue,
                 "deadline": self.limits.deadline, "workers": workers,
                 "scheduler": scheduler.address}
        if not private:
            shown.update(workers=[{"nthreads": w["nthreads"]} for w in workers])
            del shown["scheduler"]
        return shown

    def _forget_old(self) -> None:
        """Forget the oldest finished jobs (and then their work) beyond the limits."""
        excess = len(self.jobs) - self.limits.kept
        for job_id in [j.id for j in self.jobs.values() if j.state not in UNFINISHED]:
            if excess <= 0 and self.kept_bytes <= self.limits.kept_bytes:
                return
            work = self.jobs.pop(job_id).work
            if self.by_key.get(work.key) is work and work.state not in UNFINISHED:
                del self.by_key[work.key]
                self.kept_bytes -= work.size
            excess -= 1

    async def close(self) -> None:
        for job in self.jobs.values():
            if job.work.watcher is not None:
                job.work.watcher.cancel()


def _task(job_id: str) -> str:
    return f"job-{job_id}"
