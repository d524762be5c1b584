"""``logic-minimax serve``: the line server, the HTTP API and the Dask workers in one
process (one event loop), started together and stopped together.

Start-up solves tic-tac-toe while Dask starts its workers, then opens both ports and
prints where it listens, then ``ready``. SIGINT or SIGTERM stops it: no new connections,
the jobs' watchers end, the workers stop.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import signal
import socket
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import dask
import uvicorn
from distributed import Client, LocalCluster

from logic_minimax.render.drawing import DEFAULT_MAX_NODES

from .address import Address
from .book import TicTacToeBook
from .connections import ConnectionCap, OpenConnections, timed_protocol
from .http import MAX_BODY, create_app
from .jobs import JobLimits, Jobs
from .protocol import EXAMPLE, LineAnswers
from .tcp import TcpLimits, start_tcp


@dataclass(frozen=True)
class ServeOptions:
    """Everything ``logic-minimax serve`` takes."""

    tcp: Address = field(default_factory=lambda: Address("127.0.0.1", 7878))
    http: Address = field(default_factory=lambda: Address("127.0.0.1", 8000))
    workers: int = 2
    """Worker processes of a LocalCluster (none with ``scheduler``)."""
    scheduler: str | None = None
    """An existing Dask scheduler (``tcp://host:8786``) to send jobs to."""
    token: str | None = None
    """Wanted by every API route but ``/v1/health``, and by the line protocol."""
    tcp_limits: TcpLimits = field(default_factory=TcpLimits)
    job_limits: JobLimits = field(default_factory=JobLimits)
    max_body: int = MAX_BODY
    client_timeout: float = 10.0
    """Seconds an HTTP request's head and body have to arrive."""
    max_nodes: int = DEFAULT_MAX_NODES
    """Positions drawn in a job's picture."""


def _quiet_dask() -> None:
    # Dask logs every worker's start at INFO: not here, nor in the workers, which
    # read their logging configuration from the environment.
    os.environ.setdefault("DASK_LOGGING__DISTRIBUTED", "warning")
    logging.getLogger("distributed").setLevel(logging.WARNING)


async def _start_dask(options: ServeOptions) -> tuple[Client, LocalCluster | None]:
    if options.scheduler is not None:
        client = await Client(options.scheduler, asynchronous=True, timeout=10)
        return client, None
    # A task is tried 3 times when workers die under it (allowed failures 2), and a
    # worker is given only what it runs now, so a lost worker takes no queue with it.
    dask.config.set({"distributed.scheduler.allowed-failures": options.job_limits.retries,
                     "distributed.scheduler.worker-saturation": 1.0})
    # Each worker's Dask memory limit is its share of the machine; its jobs get most of it
    # (worker.MEMORY_SHARE) unless --worker-memory says otherwise.
    cluster = await LocalCluster(n_workers=0, threads_per_worker=1, processes=True,
                                 memory_limit=1 / options.workers,
                                 dashboard_address=None, host="127.0.0.1", asynchronous=True,
                                 # no dashboard, and its health routes on any free port
                                 scheduler_kwargs={"dashboard_address": "127.0.0.1:0"})
    return await Client(cluster, asynchronous=True), cluster


def _listen(address: Address) -> socket.socket:
    family = socket.AF_INET6 if ":" in address.host else socket.AF_INET
    # IPPROTO_TCP named, so that asyncio sets TCP_NODELAY on the accepted connections (a
    # response's head and body, written apart, would otherwise wait 40 ms for an ACK).
    sock = socket.socket(family, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind((address.host, address.port))
    sock.listen(1024)
    sock.setblocking(False)
    return sock


class _Uvicorn(uvicorn.Server):
    @contextmanager
    def capture_signals(self) -> Iterator[None]:
        yield  # the service handles the signals, for everything it runs


async def serve(options: ServeOptions, say: Callable[[str], None],
                stop: asyncio.Event | None = None) -> None:
    """Run the service until ``stop`` is set (or SIGINT/SIGTERM)."""
    _quiet_dask()
    stop = stop or asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(signum, stop.set)
    started = time.perf_counter()
    dask_started = asyncio.create_task(_start_dask(options))
    book = await asyncio.to_thread(TicTacToeBook)
    say(f"tictactoe: {len(book.boards)} boards solved in {time.perf_counter() - started:.2f} s")
    client, cluster = await dask_started
    async with contextlib.AsyncExitStack() as cleanup:  # undone in reverse, even on errors
        cleanup.push_async_callback(_close_dask, client, cluster)
        jobs = Jobs(client, options.job_limits)
        cleanup.push_async_callback(jobs.close)
        tcp = await start_tcp(options.tcp.host, options.tcp.port, LineAnswers(book),
                              options.tcp_limits, options.token)
        cleanup.callback(tcp.close)
        http_at = await _start_http(options, book, jobs, cleanup)
        tcp_at = Address(*tcp.sockets[0].getsockname()[:2])
        scheduler = client.scheduler
        assert scheduler is not None  # a started client has its scheduler
        say(f"tcp: listening on {tcp_at} (seed 004's lines: echo {EXAMPLE} | nc "
            f"{tcp_at.host} {tcp_at.port})")
        say(f"http: listening on http://{http_at} (the page at /, the API docs at /docs)")
        say(f"dask: scheduler {scheduler.address}" + (
            "" if cluster is None else f", {options.workers} workers starting (a LocalCluster)"))
        say(f"ready in {time.perf_counter() - started:.2f} s")
        if cluster is not None:
            # The worker processes start once the ports are open, not to compete with the
            # start-up for the CPU: jobs wait for them at the scheduler, and rule games
            # never need them.
            cluster.scale(options.workers)
        watch = asyncio.create_task(_workers_up(scheduler, 1 if cluster is None else
                                                options.workers, started, say))
        cleanup.callback(watch.cancel)
        await stop.wait()
    say("stopped")


async def _start_http(options: ServeOptions, book: TicTacToeBook, jobs: Jobs,
                      cleanup: contextlib.AsyncExitStack) -> Address:
    """Serve the API with uvicorn (stopped by ``cleanup``); where it listens."""
    sock = _listen(options.http)
    cleanup.callback(sock.close)
    open_now = OpenConnections()
    app = ConnectionCap(create_app(book, jobs, options.token, options.max_body,
                                   options.max_nodes),
                        open_now, options.tcp_limits.max_connections)
    http = _Uvicorn(uvicorn.Config(
        app, log_level="warning", access_log=False, lifespan="off", timeout_keep_alive=5,
        http=timed_protocol(options.client_timeout, open_now)))
    task = asyncio.create_task(http.serve(sockets=[sock]))

    async def stop() -> None:
        http.should_exit = True
        await task
    cleanup.push_async_callback(stop)
    while not http.started and not task.done():
        await asyncio.sleep(0.01)
    return Address(*sock.getsockname()[:2])


async def _close_dask(client: Client, cluster: LocalCluster | None) -> None:
    await client.close()
    if cluster is not None:
        closing = cluster.close()
        assert closing is not None  # an asynchronous cluster's close is awaited
        await closing


async def _workers_up(scheduler: Any, count: int, started: float,
                      say: Callable[[str], None]) -> None:
    """Say when ``count`` workers have joined the scheduler."""
    while len(workers := (await scheduler.identity())["workers"]) < count:
        await asyncio.sleep(0.1)
    say(f"dask: {len(workers)} workers up after {time.perf_counter() - started:.2f} s")


def run(options: ServeOptions, say: Callable[[str], None]) -> None:
    """Run the service in this process until SIGINT or SIGTERM."""
    asyncio.run(serve(options, say))
