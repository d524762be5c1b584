"""Job processes: each job runs in a process of its own, forked from a process that holds
its text loaded, and is killed when it is cancelled, late or over its memory limit.

A Dask worker runs a job in a thread, and a thread cannot be stopped from outside (a
search, or a goal looping in a user rule, checks nothing). So the worker forks a *holder*
for a text: the holder loads the text once, then waits. For each job over that text the
holder forks a *job process*, which inherits the loaded text copy-on-write, answers,
hands its result back and exits. Whatever a job changes (clauses, flags, operators,
global variables) dies with its process: every job starts from the text as loaded, and
nothing crosses jobs or clients.

The worker thread watches each step and kills: the job process when the job is
cancelled, past its deadline or over the memory limit (the holder stays, for the next
job over the text); the holder itself when that happens while it loads. A holder and its
job process die with their worker (Linux's parent-death signal).

A job's memory is what its holder and its job process hold that no other process shares:
the text loaded once, plus what the job added. It is looked at every tenth of a second:
the resident size (read at once) while that is below the limit, else the private memory
(Linux's ``/proc/PID/smaps_rollup``, slower to read).
"""

from __future__ import annotations

import contextlib
import ctypes
import gc
import mmap
import os
import pickle
import select
import signal
import socket
import struct
import sys
import threading
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal

Outcome = dict[str, Any]
"""What a job gives the front: ``{"state": "done", "result": ...}``, ``{"state": "failed",
"error": ...}`` or ``{"state": "cancelled", "reason": "cancelled" | "deadline"}``.  A
failure because something outside killed the job's processes (a signal this module did
not send: ``kill -9``, the kernel's OOM killer) says so with ``"killed": True``: running
the job again may well succeed."""

Reason = Literal["cancelled", "deadline"]

Answer = Callable[[object, object, "Counter"], Outcome]
"""What a job process runs: ``answer(state, request, counter)``."""

WATCH_EVERY = 0.1
"""Seconds between two looks at a job's memory and deadline."""

SETTLE = 10.0
"""Seconds a holder has to report a job process killed under it before it is killed too."""

MAX_ANSWER = 64 << 20
"""Bytes of a job's answer (the front keeps the answers of finished jobs): room for an
answer SWI gives at once, such as a 10 MB atom (sent twice: its binding and its text)."""

_HEADER = struct.Struct(">Q")
_COUNT = struct.Struct("=Q")
_PR_SET_PDEATHSIG = 1
_PAGE = os.sysconf("SC_PAGE_SIZE")


@dataclass(frozen=True)
class Limits:
    """What one job may take."""

    deadline_at: float
    """A ``time.time()``: past it, the job is stopped."""
    memory: int
    """Bytes of the holder and the job process together."""


def failed(message: str, errors: list[dict[str, Any]] | None = None) -> Outcome:
    return {"state": "failed", "error": {"message": message, "errors": errors or []}}


def megabytes(size: int) -> str:
    return f"{size / 1e9:.2f} GB" if size >= 1e9 else f"{size / 1e6:.0f} MB"


class Guard:
    """One job's stop switch, shared by its thread and whoever cancels it: it kills the
    process the job is in now (the holder while it loads, then the job process)."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.reason: Reason | None = None
        self.pid: int | None = None
        self.group = False

    def aim(self, pid: int | None, *, group: bool = False) -> None:
        """Kill ``pid`` (its whole process group if ``group``) when stopped; at once if
        stopped already."""
        with self.lock:
            self.pid, self.group = pid, group
            if self.reason is not None:
                self._kill()

    def stop(self, reason: Reason) -> None:
        with self.lock:
            if self.reason is None:
                self.reason = reason
            self._kill()

    def _kill(self) -> None:
        if self.pid is not None:
            with contextlib.suppress(ProcessLookupError):
                (os.killpg if self.group else os.kill)(self.pid, signal.SIGKILL)


class Counter:
    """A number a job process writes and its worker reads (shared memory, made before the
    holder is forked, so that its job processes share it too)."""

    def __init__(self) -> None:
        self.memory = mmap.mmap(-1, _COUNT.size)

    @property
    def value(self) -> int:
        count: int = _COUNT.unpack_from(self.memory)[0]
        return count

    @value.setter
    def value(self, count: int) -> None:
        _COUNT.pack_into(self.memory, 0, count)


class Stopped(Exception):
    """Carries a stopped job's outcome out of the watch."""

    def __init__(self, outcome: Outcome) -> None:
        self.outcome = outcome


class Holder:
    """The worker's side of a holder process: one loaded text, one job at a time."""

    def __init__(self, pid: int, sock: socket.socket, counter: Counter) -> None:
        self.pid = pid
        self.sock = sock
        self.counter = counter
        """What the running job counts (its progress)."""
        self.loaded = False
        self.alive = True
        self.ended: int | None = None
        """The holder's wait status once it has ended and been reaped."""

    @classmethod
    def start(cls, load: Callable[[], object], prepare: Callable[[object, object], None],
              answer: Answer) -> Holder:
        """Fork a holder that loads with ``load()``: an outcome dict if the text does not
        load, else the state each job gets (``prepare(state, request)`` runs in the
        holder before the job process is forked, ``answer(state, request, counter)`` in
        it)."""
        ours, theirs = socket.socketpair()
        counter = Counter()
        pid = os.fork()
        if pid == 0:  # the holder: never returns into the worker's code
            code = 1
            try:
                ours.close()
                _hold(theirs, load, prepare, answer, counter)
                code = 0
            finally:
                os._exit(code)
        # Its own process group from now on, whichever of the two sets it first: a kill
        # of the group at once must not miss it.
        with contextlib.suppress(OSError):
            os.setpgid(pid, pid)
        theirs.close()
        return cls(pid, ours, counter)

    def run(self, request: object, guard: Guard, limits: Limits) -> Outcome:
        """The job's outcome; the holder is left ready for the next job (``alive``) or
        killed."""
        try:
            guard.aim(self.pid, group=True)
            if not self.loaded:
                kind, value = self._next(guard, limits, "loading the text")
                if kind == "load_failed":
                    self.kill()
                    return dict(value)
                self.loaded = True
            self.counter.value = 0
            try:
                _send(self.sock, request)
            except OSError:
                raise Stopped(self._lost("sending the job")) from None
            kind, (job, held) = self._next(guard, limits, "preparing the job")
            guard.aim(job)
            try:
                kind, (data, status) = self._next(guard, limits, "running", job, held)
            except Stopped:
                self._settle()
                raise
            guard.aim(None)
            if (stopped := _stopped(guard)) is not None:  # stopped as it ended
                return stopped
            if len(data) > MAX_ANSWER:
                return failed(f"the job's answer takes {megabytes(len(data))}, more than a "
                              f"job may send ({megabytes(MAX_ANSWER)})")
            if data:
                outcome: Outcome = pickle.loads(data)
                outcome["size"] = len(data)
                return outcome
            return _ended(failed(f"the job's process ended without an answer "
                                 f"({_status(status)})"), status)
        except Stopped as stopped:
            return stopped.outcome

    def _next(self, guard: Guard, limits: Limits, phase: str, job: int | None = None,
              held: int = 0) -> tuple[str, Any]:
        """The holder's next message, watching the job meanwhile: the memory is the
        holder's own (``held`` once it has forked ``job``) and the job process's.

        Raises:
            Stopped: the job was stopped (cancelled, late, over its memory), or the holder
                died.
        """
        while True:
            # A message already there comes before a deadline passed meanwhile: a job
            # process that has started is stopped alone.
            ready = select.select([self.sock], [], [], 0)[0]
            if not ready and guard.reason is None and time.time() >= limits.deadline_at:
                guard.stop("deadline")
            if (stopped := _stopped(guard)) is not None:
                if job is None:
                    self.kill()
                raise Stopped(stopped)
            used = _memory(self.pid if job is None else job, held, limits.memory)
            if used > limits.memory:
                if job is None:
                    self.kill()
                else:
                    with contextlib.suppress(ProcessLookupError):
                        os.kill(job, signal.SIGKILL)
                raise Stopped(failed(
                    f"the job used {megabytes(used)} of memory while {phase}, more than "
                    f"the limit of {megabytes(limits.memory)} a job has on its worker "
                    f"(--worker-memory): stopped"))
            wait = min(WATCH_EVERY, max(0.0, limits.deadline_at - time.time()))
            if not (ready or select.select([self.sock], [], [], wait)[0]) or \
                    guard.reason is not None:
                continue  # a stop that came meanwhile is handled first
            message = _receive(self.sock)
            if message is None:
                raise Stopped(_stopped(guard) or self._lost(phase))
            kind, value = message
            return kind, value

    def _settle(self) -> None:
        """After a job process is killed: the holder's report of it, or the holder goes."""
        if not self.alive:
            return
        until = time.monotonic() + SETTLE
        while (left := until - time.monotonic()) > 0:
            if select.select([self.sock], [], [], left)[0]:
                message = _receive(self.sock)
                if message is not None and message[0] == "finished":
                    return
                break
        self.kill()

    def _lost(self, phase: str) -> Outcome:
        status = self.kill()
        return _ended(failed(f"the job's processes ended unexpectedly while {phase} "
                             f"({_status(status)})"), status)

    def running(self) -> bool:
        """Whether the holder is still there (something else may have ended it)."""
        if self.ended is None:
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                self.ended = status
        return self.ended is None

    def kill(self) -> int:
        """Kill the holder and whatever runs under it; its wait status."""
        self.alive = False
        if self.ended is None:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self.pid, signal.SIGKILL)
            self.ended = os.waitpid(self.pid, 0)[1]
        self.sock.close()
        return self.ended


def _ended(outcome: Outcome, status: int) -> Outcome:
    """A failure of a process that ended by itself, marked ``killed`` if a signal ended
    it (this module's own kills are stops, never these)."""
    if os.WIFSIGNALED(status):
        outcome["killed"] = True
    return outcome


def _stopped(guard: Guard) -> Outcome | None:
    return None if guard.reason is None else {"state": "cancelled", "reason": guard.reason}


def _status(status: int) -> str:
    if os.WIFSIGNALED(status):
        number = os.WTERMSIG(status)
        return f"killed by signal {number} ({signal.Signals(number).name})"
    return f"exit status {os.waitstatus_to_exitcode(status)}"


# -- in the holder -------------------------------------------------------------------------

def _hold(sock: socket.socket, load: Callable[[], object],
          prepare: Callable[[object, object], None], answer: Answer,
          counter: Counter) -> None:
    _detach(os.getppid())
    state = load()
    if isinstance(state, dict):
        _send(sock, ("load_failed", state))
        return
    gc.freeze()  # the jobs' collections leave the loaded text alone (and its pages shared)
    _send(sock, ("loaded", None))
    holder = os.getpid()
    while (request := _receive(sock)) is not None:
        prepare(state, request)
        gc.freeze()
        reader, writer = os.pipe()
        job = os.fork()
        if job == 0:
            code = 1
            try:
                _die_with(holder)
                os.close(reader)
                sock.close()
                _answer_in_process(writer, answer, state, request, counter)
                code = 0
            finally:
                os._exit(code)
        os.close(writer)
        # What the holder has of its own, before its job process shares it: the job's
        # memory is that and what the job process adds.
        _send(sock, ("started", (job, _private(holder))))
        with os.fdopen(reader, "rb") as result:
            data = result.read()
        status = os.waitpid(job, 0)[1]
        _send(sock, ("finished", (data, status)))


def _detach(worker: int) -> None:
    """Make this forked process its own: its own process group (killed as one), dead with
    its worker, default signals, no share in the worker's signal wake-up or standard
    streams."""
    os.setpgid(0, 0)
    _die_with(worker)
    with contextlib.suppress(ValueError, OSError):
        signal.set_wakeup_fd(-1)
    for signum in (signal.SIGINT, signal.SIGTERM, signal.SIGCHLD):
        signal.signal(signum, signal.SIG_DFL)
    # Another thread of the worker may have held their locks when it forked.
    sys.stdout = sys.stderr = open(os.devnull, "w")  # noqa: SIM115 (held until exit)
    gc.freeze()


def _die_with(parent: int) -> None:
    """Be killed when ``parent`` dies, whatever this process is doing then (Linux's
    parent-death signal)."""
    ctypes.CDLL(None, use_errno=True).prctl(_PR_SET_PDEATHSIG, signal.SIGKILL)
    if os.getppid() != parent:  # it died before the signal was asked for
        os._exit(1)


def _answer_in_process(writer: int, answer: Answer, state: object, request: object,
                       counter: Counter) -> None:
    try:
        outcome = answer(state, request, counter)
    except MemoryError:
        outcome = failed("the job ran out of memory")
    except Exception as error:  # a bug: reported as the job's failure, the service goes on
        where = traceback.extract_tb(error.__traceback__)[-1]
        outcome = failed(f"internal error: {type(error).__name__}: {error} (at "
                         f"{os.path.basename(where.filename)}:{where.lineno}) - please report")
    data = pickle.dumps(outcome, pickle.HIGHEST_PROTOCOL)
    view = memoryview(data)
    while view:
        view = view[os.write(writer, view):]


# -- messages and memory -------------------------------------------------------------------

def _send(sock: socket.socket, message: object) -> None:
    data = pickle.dumps(message, pickle.HIGHEST_PROTOCOL)
    sock.sendall(_HEADER.pack(len(data)) + data)


def _receive(sock: socket.socket) -> Any:
    """The next message; ``None`` at the end of the stream."""
    header = _read_exactly(sock, _HEADER.size)
    if header is None:
        return None
    data = _read_exactly(sock, _HEADER.unpack(header)[0])
    return None if data is None else pickle.loads(data)


def _read_exactly(sock: socket.socket, size: int) -> bytes | None:
    chunks = []
    while size:
        try:
            chunk = sock.recv(min(size, 1 << 20))
        except OSError:
            return None
        if not chunk:
            return None
        chunks.append(chunk)
        size -= len(chunk)
    return b"".join(chunks)


def _memory(pid: int, held: int, limit: int) -> int:
    """What a process and ``held`` bytes of its holder's own use together, as far as
    ``limit`` needs to know: a bound read at once while it is below the limit, else the
    exact figure (its private memory, slower to read)."""
    bound = held + _resident(pid)
    return bound if bound <= limit else held + _private(pid)


def _private(pid: int) -> int:
    """The memory a process has that no other shares, in bytes (0 once it is gone): a
    holder's loaded text, a job process's copies and new data (Linux's smaps_rollup, which
    walks the process's pages)."""
    try:
        with open(f"/proc/{pid}/smaps_rollup", "rb") as rollup:
            return sum(int(line.split()[1]) << 10 for line in rollup
                       if line.startswith((b"Private_Clean:", b"Private_Dirty:")))
    except (OSError, ValueError, IndexError):
        return 0


def _resident(pid: int) -> int:
    """A process's resident memory, in bytes, shared pages included (0 once it is gone):
    read at once."""
    try:
        with open(f"/proc/{pid}/statm", "rb") as statm:
            return int(statm.read().split()[1]) * _PAGE
    except (OSError, ValueError, IndexError):
        return 0
