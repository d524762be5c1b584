"""``serve --scheduler``: jobs go to a cluster started with Dask's own commands (here on
loopback; across machines in the README), and the service starts no worker of its own."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

from .servers import BRATKO, QUIET, TOKEN, read_lines, start_server, wait_for

DASK = str(Path(sys.executable).parent / "dask")


def test_jobs_run_on_a_dask_scheduler_and_worker_started_apart() -> None:
    scheduler = subprocess.Popen(
        [DASK, "scheduler", "--host", "127.0.0.1", "--port", "0", "--no-dashboard"],
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
        env={**QUIET, "DASK_LOGGING__DISTRIBUTED": "info"})
    processes: list[subprocess.Popen[Any]] = [scheduler]
    try:
        assert scheduler.stderr is not None
        said: list[str] = []
        address = wait_for(read_lines(scheduler.stderr), r"Scheduler at:\s+(tcp://\S+)",
                           said)[1]
        worker = subprocess.Popen(
            [DASK, "worker", address, "--nthreads", "1", "--host", "127.0.0.1",
             "--no-dashboard", "--no-nanny"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=QUIET)
        processes.append(worker)
        # the status names its scheduler only to a client with the token (issue 30)
        server = start_server("--scheduler", address, "--token", TOKEN)
        try:
            with server.api(TOKEN) as api:
                job = api.solve(BRATKO, root="a")
                status = api.status()
            assert job["result"]["path"] == ["b", "d", "i"]
            assert status["scheduler"] == address
            assert [w["pid"] for w in status["workers"]] == [worker.pid]
        finally:
            server.stop()
    finally:
        for process in reversed(processes):
            process.terminate()
            process.wait(30)
