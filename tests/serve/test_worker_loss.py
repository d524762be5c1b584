"""A worker process killed in the middle of jobs loses none of them: Dask reruns its
task on another worker (or on the one its nanny starts again)."""

from __future__ import annotations

import os
import signal
import time

import logic_minimax as lm

from .servers import diamond, start_server


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
