"""A worker process killed in the middle of jobs loses none of them: Dask reruns its
task on another worker (or on the one its nanny starts again); a job's own process, or
the holder keeping its text loaded, killed from outside runs the job again on the same
worker (issue 30, finding 10)."""

from __future__ import annotations

import os
import signal
import time

import psutil  # type: ignore[import-untyped]
import pytest

import logic_minimax as lm

from .servers import BRATKO, diamond, start_server


def test_a_worker_sigkilled_during_30_jobs_loses_nothing() -> None:
    server = start_server("--workers", "2", "--token", "t", "--deadline", "120")
    try:
        trees = [diamond(15, seed=k, leaf=k) for k in range(30)]
        with server.api("t") as api:
            ids = [api.submit(facts, root="p0") for facts in trees]
            until = time.monotonic() + 60
            while True:  # kill while both workers are busy and some jobs are done
                status = api.status()
                if status["jobs"]["done"] >= 2 and status["jobs"]["running"] == 2:
                    break
                assert time.monotonic() < until
                time.sleep(0.05)
            victim = status["workers"][0]["pid"]
            os.kill(victim, signal.SIGKILL)
            jobs = [api.wait(job_id, timeout=120) for job_id in ids]
            after = api.status()
        assert all(job["state"] == "done" for job in jobs), [j for j in jobs if "error" in j]
        for facts, job in zip(trees, jobs, strict=True):
            expected = lm.loads(facts).minimax("p0", memo=True)  # the same answer, fast
            assert (job["result"]["best"], job["result"]["value"], job["result"]["path"]) == \
                (expected.best, expected.value, list(expected.path))
        assert victim not in [worker["pid"] for worker in after["workers"]]
        assert after["computations"] == 30
    finally:
        server.stop()


def test_a_job_whose_worker_dies_three_times_fails_and_the_service_goes_on() -> None:
    server = start_server("--workers", "1", "--token", "t", "--deadline", "120")
    try:
        with server.api("t") as api:
            poison = api.submit(diamond(60, seed=2), root="p0")  # runs until stopped
            killed: list[int] = []
            until = time.monotonic() + 90
            while len(killed) < 3:
                assert time.monotonic() < until
                status = api.status()
                # (a worker whose pid did not come back in time is listed without one)
                pids = [w["pid"] for w in status["workers"]
                        if w["pid"] is not None and w["pid"] not in killed]
                if pids and status["jobs"]["running"] == 1:
                    os.kill(pids[0], signal.SIGKILL)  # the nanny starts another worker
                    killed.append(pids[0])
                time.sleep(0.1)
            failed = api.wait(poison, timeout=60)
            assert failed["state"] == "failed"
            assert failed["error"]["message"] == \
                "a worker died running this job 3 times: given up"
            after = api.solve(diamond(4, seed=3), root="p0")
        assert after["state"] == "done"
    finally:
        server.stop()


SLOW = "between(1, 2000000, X), X >= 2000000."
"""A goal of a few seconds: time to find its process and kill it."""


def _job_processes(worker: int) -> list[psutil.Process]:
    """The processes of the job a worker runs: its holder (a child of the worker), then
    the job process the holder forked."""
    for holder in psutil.Process(worker).children():
        with_job = holder.children()
        if with_job:
            return [holder, with_job[0]]
    return []


@pytest.mark.parametrize("victim", [1, 0], ids=["job process", "holder"])
def test_a_job_whose_process_is_killed_from_outside_runs_again(victim: int) -> None:
    """As the kernel's OOM killer would: kill -9 of the process running a goal (or of
    the holder it was forked from) is no answer; the job runs again, and its client gets
    the goal's answer."""
    server = start_server("--workers", "1", "--token", "t", "--deadline", "120")
    try:
        with server.api("t") as api:
            job_id = api.submit(BRATKO, query=SLOW)
            until = time.monotonic() + 90
            processes: list[psutil.Process] = []
            while not processes:
                assert time.monotonic() < until, api.job(job_id)
                pids = [w["pid"] for w in api.status()["workers"] if w["pid"] is not None]
                processes = _job_processes(pids[0]) if pids else []
                time.sleep(0.02)
            killed = processes[victim]
            killed.send_signal(signal.SIGKILL)
            done = api.wait(job_id, timeout=120)
            quick = api.solve(BRATKO, query="max_to_move(X).")
        assert not killed.is_running() or killed.status() == psutil.STATUS_ZOMBIE
        assert done["state"] == "done", done
        assert done["answers"] == [{"X": "2000000"}] and done["result"]["text"] == "X = 2000000."
        assert quick["state"] == "done"
    finally:
        server.stop()
