"""Job processes: a holder loads once, each job runs in a process forked from it, and a
job is stopped (cancelled, late, over its memory) by killing its process."""

from __future__ import annotations

import os
import signal
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from logic_minimax.serve.sandbox import Counter, Guard, Holder, Limits, Outcome

HOUR = 3600.0
GB = 1 << 30


def load_list() -> object:
    return ["loaded"]  # the state the jobs get (a dict would be a failed load's outcome)


def load_forever() -> object:
    while True:
        pass


def load_refused() -> object:
    return {"state": "failed", "error": {"message": "facts.pl:1:3: bad", "errors": []}}


def prepare(state: object, request: object) -> None:
    assert isinstance(state, list)
    if request == "prepared":
        state.append("prepared in the holder")


def answer(state: object, request: object, counter: Counter) -> Outcome:
    assert isinstance(state, list)
    items = state
    if request == "append":
        items.append("appended")
    elif request == "count":
        counter.value = 42
        while True:
            pass
    elif request == "loop":
        while True:
            pass
    elif request == "grow":
        grown = [b"x" * (16 << 20)]
        while True:
            grown.append(b"x" * (16 << 20))
    elif request == "raise":
        raise RuntimeError("a bug")
    elif request == "exit":
        os._exit(3)
    return {"state": "done", "result": {"items": list(items), "pid": os.getpid()}}


def run(holder: Holder, request: str, *, seconds: float = HOUR, memory: int = GB,
        guard: Guard | None = None) -> Outcome:
    return holder.run(request, guard or Guard(), Limits(time.time() + seconds, memory))


def stop_soon(guard: Guard, after: float = 0.3) -> None:
    threading.Timer(after, guard.stop, ("cancelled",)).start()


def stop_once_running(holder: Holder, guard: Guard) -> None:
    """Stop the job once the worker's side aims at its process (a stop before that, while
    the holder prepares the job, takes the holder along)."""
    def wait_and_stop() -> None:
        until = time.monotonic() + 30
        while guard.pid in (None, holder.pid) and time.monotonic() < until:
            time.sleep(0.01)
        guard.stop("cancelled")
    threading.Thread(target=wait_and_stop, daemon=True).start()


@pytest.fixture
def holder() -> Iterator[Holder]:
    started = Holder.start(load_list, prepare, answer)
    yield started
    if started.alive:
        started.kill()


@pytest.fixture
def loaded(holder: Holder) -> Holder:
    """A holder done loading: a job stopped now is stopped in its own process."""
    assert run(holder, "append")["state"] == "done"
    return holder


def test_each_job_starts_from_the_state_as_loaded(holder: Holder) -> None:
    first = run(holder, "append")
    second = run(holder, "append")
    assert first["result"]["items"] == second["result"]["items"] == ["loaded", "appended"]
    assert first["result"]["pid"] != second["result"]["pid"] != holder.pid
    assert run(holder, "prepared")["result"]["items"] == ["loaded", "prepared in the holder"]


def test_a_text_that_does_not_load_is_its_outcome() -> None:
    refused = Holder.start(load_refused, prepare, answer)
    assert run(refused, "append")["error"]["message"] == "facts.pl:1:3: bad"
    assert not refused.alive


def test_a_cancelled_job_is_killed_and_the_holder_serves_the_next(loaded: Holder) -> None:
    guard = Guard()
    stop_once_running(loaded, guard)
    assert run(loaded, "loop", guard=guard) == {"state": "cancelled", "reason": "cancelled"}
    assert loaded.alive and run(loaded, "append")["state"] == "done"


def test_a_job_past_its_deadline_is_killed(loaded: Holder) -> None:
    assert run(loaded, "loop", seconds=2) == {"state": "cancelled", "reason": "deadline"}
    assert loaded.alive and run(loaded, "append")["state"] == "done"


def test_a_job_over_its_memory_is_killed_and_says_which_limit(loaded: Holder) -> None:
    holder = loaded
    outcome = run(holder, "grow", memory=200_000_000)
    assert outcome["state"] == "failed"
    message = outcome["error"]["message"]
    assert message.startswith("the job used ") and "while running, more than the limit of " \
        "200 MB a job has on its worker (--worker-memory): stopped" in message
    assert holder.alive and run(holder, "append")["state"] == "done"


def test_a_load_that_never_ends_is_killed_with_its_holder() -> None:
    looping = Holder.start(load_forever, prepare, answer)
    guard = Guard()
    stop_soon(guard)
    assert run(looping, "append", guard=guard) == {"state": "cancelled", "reason": "cancelled"}
    assert not looping.alive
    with pytest.raises(ChildProcessError):
        os.waitpid(looping.pid, os.WNOHANG)  # reaped: no zombie left


def test_a_cancel_before_the_job_reaches_its_process_still_stops_it(holder: Holder) -> None:
    guard = Guard()
    guard.stop("cancelled")
    assert run(holder, "loop", guard=guard) == {"state": "cancelled", "reason": "cancelled"}


def test_a_bug_or_a_lost_job_process_is_the_jobs_failure(holder: Holder) -> None:
    bug = run(holder, "raise")["error"]["message"]
    assert bug.startswith("internal error: RuntimeError: a bug (at test_sandbox.py:")
    lost = run(holder, "exit")["error"]["message"]
    assert lost == "the job's process ended without an answer (exit status 3)"
    assert run(holder, "append")["state"] == "done"


def children(pid: int) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == pid:
                found.append(int(entry.name))
    return found


def alive(pid: int) -> bool:
    try:
        state = (Path("/proc") / str(pid) / "stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


def test_a_holder_whose_worker_dies_takes_its_job_with_it() -> None:
    worker = os.fork()
    if worker == 0:  # a stand-in for a Dask worker, running a job that never ends
        try:
            run(Holder.start(load_list, prepare, answer), "loop")
        finally:
            os._exit(0)
    try:
        until = time.monotonic() + 30
        while not (held := children(worker)) or not children(held[0]):
            assert time.monotonic() < until
            time.sleep(0.05)
        holder, job = held[0], children(held[0])[0]
    finally:
        os.kill(worker, signal.SIGKILL)
        os.waitpid(worker, 0)
    until = time.monotonic() + 30
    while alive(holder) or alive(job):
        assert time.monotonic() < until, "the holder outlived its worker"
        time.sleep(0.05)


def test_a_holder_killed_while_idle_fails_the_next_job_cleanly(loaded: Holder) -> None:
    holder = loaded
    os.kill(holder.pid, signal.SIGKILL)
    os.waitid(os.P_PID, holder.pid, os.WEXITED | os.WNOWAIT)  # dead, not yet reaped
    assert not holder.running()
    outcome = run(holder, "append")
    assert outcome["state"] == "failed" and not holder.alive
    assert outcome["error"]["message"] == "the job's processes ended unexpectedly while " \
                                          "sending the job (killed by signal 9 (SIGKILL))"


def test_a_job_counts_where_its_worker_reads_it(loaded: Holder) -> None:
    guard = Guard()
    stopped = threading.Thread(target=run, args=(loaded, "count"), kwargs={"guard": guard})
    stopped.start()
    until = time.monotonic() + 30
    # Counted by the job process, and the worker's side has the job's process in aim (a
    # stop before that takes its holder along).
    while loaded.counter.value != 42 or guard.pid in (None, loaded.pid):
        assert time.monotonic() < until
        time.sleep(0.01)
    guard.stop("cancelled")
    stopped.join()
    assert run(loaded, "append")["state"] == "done" and loaded.counter.value == 0
