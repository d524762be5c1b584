"""Resource limits of a query (inferences, seconds, memory) and the watchdog that makes
them hold inside one long built-in call too.

The solver checks the limits itself every few thousand inferences (``Guard.check``).  A
single built-in can run long without an inference (a copy of a huge term, a walk of a
cyclic one, a long sort): for those a watchdog thread looks at every running query's
deadline and memory every ``TICK`` seconds and, when one is over, raises
``LimitInterrupt`` asynchronously in the query's thread (CPython's
``PyThreadState_SetAsyncExc``, the mechanism behind Ctrl-C's ``KeyboardInterrupt``).
The exception lands between two bytecodes; only a query that is running (not one waiting
at a solution for its caller) is interrupted.  Compiled code (setup.py) runs no bytecode and
gives the watchdog no turn: there the machine also looks at the clock after each built-in.

The memory limit is like SWI's stack limit: the growth of the process's resident memory
since the query started (1 GiB by default, SWI's default stack limit).  A built-in that
builds a term of a size it knows first (``functor/3``, ``length/2``, a column of
``format/2``) asks ``afford`` first, as SWI checks its stacks before it builds: a term the
budget cannot hold is SWI's stack overflow error at once, and any other size is allowed
(no cap on an arity or a column below the budget).
"""

from __future__ import annotations

import ctypes
import os
import threading
import time
from dataclasses import dataclass

from logic_minimax.errors import PrologLimitError
from logic_minimax.prolog.core import Var, resource_error

DEFAULT_MEMORY = 1 << 30
TICK = 0.1
VAR_BYTES = 96
"""What a fresh variable in a new term costs: the ``Var``, its serial number, its slot."""
CELL_BYTES = 160
"""What a list cell holding a fresh variable (or a small integer) costs."""
_UNCHECKED = 1 << 20  # smaller terms are the watchdog's: no look at /proc for them


@dataclass
class Limits:
    """Resource limits of a query; ``None`` means no limit.  ``memory_bytes`` is the
    growth of resident memory allowed while the query runs."""

    inferences: int | None = None
    seconds: float | None = None
    memory_bytes: int | None = DEFAULT_MEMORY


def rss_bytes() -> int:
    """The process's resident memory now (0 where /proc is missing)."""
    try:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[1]) * 4096
    except (FileNotFoundError, PermissionError):
        # Not OSError: an interrupt raised into this thread meanwhile (a TimeoutError is
        # an OSError) must go on to the query.
        return 0


def afford(size: int) -> None:
    """Raise SWI's ``resource_error(stack)`` (its stack overflow) if building ``size`` more
    bytes would take the goal running in this thread past its memory limit (no goal, or
    no limit: past the machine's memory)."""
    if size < _UNCHECKED:
        return
    with _lock:
        record = _threads.get(threading.get_ident())
        caps = [f.memory_cap for f in record.frames if f.memory_cap] if record else []
    now = rss_bytes()
    if now + size > (min(caps) if caps else now + _physical_memory()):
        raise resource_error("stack")


def _physical_memory() -> int:
    try:
        return os.sysconf("SC_PHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")
    except (ValueError, OSError):
        return 1 << 62


def limit_error(what: str) -> PrologLimitError:
    """SWI's ball for an exhausted resource, as an error the program cannot catch."""
    messages = {"time": "time limit exceeded", "memory": "memory limit exceeded",
                "inferences": "inference limit exceeded"}
    return PrologLimitError(("error", ("resource_error", what), Var()), messages[what])


class LimitInterrupt(PrologLimitError):
    """Raised by the watchdog in a query's thread; it is the limit error itself, so it is
    handled as one wherever it lands."""

    def __init__(self) -> None:
        what = _fired_reason() or "time"
        error = limit_error(what)
        super().__init__(error.term, error.args[0])


@dataclass
class _Frame:
    deadline: float  # 0.0: none
    memory_cap: int  # 0: none


class _Thread:
    """The queries running in one thread (nested ones stack up)."""

    __slots__ = ("fired", "frames", "ident", "paused", "pending")

    def __init__(self, ident: int) -> None:
        self.ident = ident
        self.frames: list[_Frame] = []
        self.paused = 0  # > 0 while the outermost query waits at a solution
        self.fired: str | None = None  # the limit that stopped the query, once it did
        self.pending = False  # an interrupt was raised and not yet delivered


# Reentrant: the watchdog's interrupt may land in the query's thread while that thread
# holds the lock (in Guard.pause, say), and LimitInterrupt's constructor takes it again.
_lock = threading.RLock()
_threads: dict[int, _Thread] = {}
_watchdog: tuple[int, threading.Thread] | None = None  # (pid, thread)


def _fired_reason() -> str | None:
    with _lock:
        record = _threads.get(threading.get_ident())
        if record is None:
            return None
        record.pending = False
        return record.fired


def _set_async(ident: int, exc: type[BaseException] | None) -> None:
    ctypes.pythonapi.PyThreadState_SetAsyncExc(ctypes.c_ulong(ident),
                                               None if exc is None else ctypes.py_object(exc))


def _over(frame: _Frame, now: float, rss: int) -> str | None:
    if frame.deadline and now > frame.deadline:
        return "time"
    if frame.memory_cap and rss > frame.memory_cap:
        return "memory"
    return None


def _watch() -> None:
    while True:
        time.sleep(TICK)
        with _lock:
            records = [r for r in _threads.values()
                       if r.frames and not r.paused and r.fired is None]
            if not records:
                continue
            now = time.monotonic()
            rss = rss_bytes() if any(f.memory_cap for r in records for f in r.frames) else 0
            for record in records:
                for frame in record.frames:
                    reason = _over(frame, now, rss)
                    if reason is not None:
                        record.fired = reason
                        record.pending = True
                        _set_async(record.ident, LimitInterrupt)
                        break


def _start_watchdog() -> None:
    global _watchdog
    if _watchdog is not None and _watchdog[0] == os.getpid() and _watchdog[1].is_alive():
        return
    thread = threading.Thread(target=_watch, name="prolog-limits", daemon=True)
    thread.start()
    _watchdog = (os.getpid(), thread)


class Guard:
    """One query's limits in its thread: ``enter`` when it starts, ``pause``/``resume``
    around each solution handed to the caller, ``check`` now and then, ``leave`` at the
    end."""

    __slots__ = ("frame", "limits", "record")

    def __init__(self, limits: Limits) -> None:
        self.limits = limits
        now = time.monotonic()
        deadline = now + limits.seconds if limits.seconds else 0.0
        cap = rss_bytes() + limits.memory_bytes if limits.memory_bytes is not None else 0
        self.frame = _Frame(deadline, cap)
        ident = threading.get_ident()
        with _lock:
            record = _threads.get(ident)
            if record is None:
                record = _threads[ident] = _Thread(ident)
            record.frames.append(self.frame)
            self.record = record
        if deadline or cap:
            _start_watchdog()

    def pause(self) -> None:
        if len(self.record.frames) == 1 or self.record.frames[0] is self.frame:
            with _lock:
                self.record.paused += 1

    def resume(self) -> None:
        if len(self.record.frames) == 1 or self.record.frames[0] is self.frame:
            with _lock:
                self.record.paused -= 1

    def check(self, inferences: int) -> None:
        """Raise the limit error if a limit of this query (or of one it runs inside) is
        exhausted, or if the watchdog already stopped it."""
        limits = self.limits
        reason = None
        if limits.inferences is not None and inferences > limits.inferences:
            reason = "inferences"
        elif self.record.fired is None:
            now = time.monotonic()
            rss = rss_bytes() if any(f.memory_cap for f in self.record.frames) else 0
            for frame in self.record.frames:
                reason = _over(frame, now, rss)
                if reason is not None:
                    break
        if reason is None and self.record.fired is None:
            return
        with _lock:
            record = self.record
            if record.fired is None:
                record.fired = reason
            elif record.pending:
                _set_async(record.ident, None)  # raised here instead
                record.pending = False
            what = record.fired
        raise limit_error(what or "time")

    def leave(self) -> None:
        with _lock:
            record = self.record
            if self.frame in record.frames:
                record.frames.remove(self.frame)
            if record.pending:
                _set_async(record.ident, None)
                record.pending = False
            if not record.frames:
                record.fired = None
                record.paused = 0
                _threads.pop(record.ident, None)
