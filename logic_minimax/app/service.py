"""The service's commands: ``serve`` (the line protocol, the HTTP API and the page, jobs
on Dask) and ``client`` (seed 004's line client), registered in cli.py.

``serve`` loads the service's libraries (the ``serve`` extra) only when it runs, and says
which extra to install when they are missing; ``client`` needs none of them.
"""

from __future__ import annotations

import sys

import click

from ..render.drawing import DEFAULT_MAX_NODES
from .exits import EXIT_BAD_INPUT, EXIT_NO_ANSWER


@click.command()
@click.option("--tcp", "tcp_at", default="127.0.0.1:7878", show_default=True,
              help="Where seed 004's line protocol listens (HOST:PORT; port 0: any free).")
@click.option("--http", "http_at", default="127.0.0.1:8000", show_default=True,
              help="Where the HTTP API and the web page listen (HOST:PORT).")
@click.option("--workers", type=click.IntRange(min=1), default=2, show_default=True,
              help="Dask worker processes to start (a LocalCluster on loopback).")
@click.option("--scheduler", metavar="tcp://HOST:PORT",
              help="Send jobs to this Dask scheduler (`dask scheduler`) and start no workers.")
@click.option("--token", envvar="LOGIC_MINIMAX_TOKEN",
              help="Every API route but /v1/health and /v1/examples wants Authorization: "
                   "Bearer TOKEN, and a line connection's first line must be T TOKEN.")
@click.option("--queue", type=click.IntRange(min=1), default=64, show_default=True,
              help="Jobs waiting or running at once; beyond, 429 with Retry-After.")
@click.option("--deadline", type=click.FloatRange(min=0, min_open=True), default=300.0,
              show_default=True, help="Seconds a job may take before it is cancelled.")
@click.option("--worker-memory", metavar="SIZE",
              help="Memory a job may use on its worker (its text loaded and what it adds), "
                   "e.g. 2GB or 500MB; beyond, it fails. Default: 80% of the worker's "
                   "share of the machine.")
@click.option("--max-body", type=click.IntRange(min=1), default=32, show_default=True,
              help="Largest request body in MB (a fact file sent as a job).")
@click.option("--max-connections", type=click.IntRange(min=1), default=1000,
              show_default=True, help="Open connections per port.")
@click.option("--client-timeout", type=click.FloatRange(min=0, min_open=True), default=10.0,
              show_default=True, help="Seconds an HTTP request's head and body have to "
                                      "arrive; beyond, 408.")
@click.option("--idle-timeout", type=click.FloatRange(min=0, min_open=True), default=60.0,
              show_default=True, help="Seconds before an idle line connection is closed.")
@click.option("--max-nodes", type=click.IntRange(min=1), default=DEFAULT_MAX_NODES,
              show_default=True, help="Positions drawn in a job's picture (as in show).")
def serve(tcp_at: str, http_at: str, workers: int, scheduler: str | None, token: str | None,
          queue: int, deadline: float, worker_memory: str | None, max_body: int,
          max_connections: int, client_timeout: float, idle_timeout: float,
          max_nodes: int) -> None:
    """Serve best moves: seed 004's line protocol over TCP, an HTTP/JSON API with a web
    page, and jobs (searches of fact files, Prolog goals) on Dask workers.

    Example:

        logic-minimax serve --tcp 127.0.0.1:7878 --http 127.0.0.1:8000 --workers 2
    """
    from ..serve.address import parse_address
    from ..serve.extra import missing_extra

    try:  # the service's libraries load only to serve
        from dask.utils import parse_bytes

        from ..serve.jobs import JobLimits
        from ..serve.server import ServeOptions, run
        from ..serve.tcp import TcpLimits
    except ModuleNotFoundError as error:
        raise missing_extra(error, "logic-minimax serve") or error from None
    try:
        addresses = parse_address(tcp_at), parse_address(http_at)
    except ValueError as error:
        raise click.BadParameter(str(error)) from None
    try:
        memory = None if worker_memory is None else parse_bytes(worker_memory)
    except ValueError:
        raise click.BadParameter(f"{worker_memory!r} is not a size such as 2GB or 500MB",
                                 param_hint="--worker-memory") from None
    options = ServeOptions(
        tcp=addresses[0], http=addresses[1], workers=workers, scheduler=scheduler,
        token=token, tcp_limits=TcpLimits(max_connections=max_connections,
                                          idle_timeout=idle_timeout),
        job_limits=JobLimits(queue=queue, deadline=deadline, memory=memory),
        max_body=max_body << 20, client_timeout=client_timeout, max_nodes=max_nodes)
    try:
        run(options, lambda line: click.echo(line))
    except OSError as error:  # a port taken, a scheduler that does not answer
        click.echo(f"error: {error}", err=True)
        sys.exit(EXIT_BAD_INPUT)


@click.command(name="client")
@click.option("--tcp", "tcp_at", default="127.0.0.1:7878", show_default=True,
              help="The server's line protocol (HOST:PORT).")
@click.option("--token", envvar="LOGIC_MINIMAX_TOKEN",
              help="The server's token, sent first as T TOKEN.")
@click.argument("board")
def client(tcp_at: str, token: str | None, board: str) -> None:
    """Ask a server for the best move on BOARD, as seed 004's client does: nine cells -1
    (X), 1 (O) or - (empty) separated by commas (the C is added). Prints the cell (exit
    0), T and the result of a finished game (exit 1), or E and the reason (exit 2).

    Example:

        logic-minimax client --tcp 127.0.0.1:7878 "1,-,-1,-1,-1,1,1,-,-"
    """
    from ..serve.address import parse_address
    from ..serve.client import ask_lines, request_lines

    try:
        at = parse_address(tcp_at)
    except ValueError as error:
        raise click.BadParameter(str(error), param_hint="--tcp") from None
    try:
        answers = ask_lines(at.host, at.port, request_lines(board, token))
    except OSError as error:
        click.echo(f"error: cannot ask {at}: {error}", err=True)
        sys.exit(EXIT_BAD_INPUT)
    answer = answers[0] if token is not None and answers[0] != "ok" else answers[-1]
    click.echo(answer)
    if answer.startswith("T"):
        sys.exit(EXIT_NO_ANSWER)
    if not answer[:1].isdigit():
        sys.exit(EXIT_BAD_INPUT)
