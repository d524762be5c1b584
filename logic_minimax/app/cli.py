"""The ``logic-minimax`` command: a thin layer over the library.

Exit codes: 0 an answer, 1 no answer (``false.``), 2 bad input (errors on stderr as
``file:line:col: message`` with a caret excerpt, never a traceback), 70 an internal error
(a bug: one line on stderr naming a file with the details).
"""

from __future__ import annotations

import json
import os
import sys
import time
from collections.abc import Callable, Sequence
from functools import wraps
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

import click

from ..errors import LoadError, LogicMinimaxError, PrologError, SourceError
from ..kb.base import KnowledgeBase
from ..prolog.write import show
from ..render.drawing import DEFAULT_MAX_NODES, Algorithm
from ..search.registry import ALGORITHMS
from ..search.tree import INFINITIES, Number, SearchResult
from .cache import AnswerCache
from .crash import EXIT_INTERNAL, internal_error
from .play import best_move, generate, play

if TYPE_CHECKING:
    from ..render.dot import Format

F = TypeVar("F", bound=Callable[..., Any])

EXIT_NO_ANSWER = 1
EXIT_BAD_INPUT = 2


def _reports_errors(command: F) -> F:
    """Turn library errors into messages on stderr and exit code 2."""
    @wraps(command)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return command(*args, **kwargs)
        except LoadError as error:
            for item in error.errors:
                click.echo(item.format(), err=True)
            if error.truncated:
                click.echo(f"... stopped after {len(error.errors)} errors", err=True)
            sys.exit(EXIT_BAD_INPUT)
        except SourceError as error:
            click.echo(error.format(), err=True)
            sys.exit(EXIT_BAD_INPUT)
        except PrologError as error:
            from ..kb.goals import error_lines

            click.echo(error_lines(error), err=True)
            sys.exit(EXIT_BAD_INPUT)
        except LogicMinimaxError as error:
            click.echo(f"error: {error}", err=True)
            sys.exit(EXIT_BAD_INPUT)
    return wrapper  # type: ignore[return-value]


def _bound(ctx: click.Context, param: click.Parameter, value: str) -> Number:
    """``--alpha``/``--beta``: a number, ``inf`` or ``-inf``."""
    text = value.strip().lower()
    if text in INFINITIES:
        return INFINITIES[text]
    try:
        return int(text)
    except ValueError:
        pass
    try:
        return float(text)
    except ValueError:
        raise click.BadParameter(f"{value!r} is not a number, inf or -inf") from None


PROGRESS_THRESHOLD = 8 << 20
"""Files smaller than this (bytes, all together) load without a progress bar."""


_HELD: list[KnowledgeBase] = []
"""The knowledge base a command loaded, kept until the process ends (see :func:`main`)."""


def _load(files: Sequence[str], quiet: bool = False, strict: bool = True
          ) -> KnowledgeBase:
    """Load Prolog files, with a progress bar of the bytes read on a terminal: strictly
    (the game-tree commands), or as SWI-Prolog consults them (``query``: its warnings
    and errors are printed as SWI prints them, and the rest loads)."""
    kb = KnowledgeBase()
    _HELD[:] = [kb]
    size = sum(os.path.getsize(f) for f in files if os.path.isfile(f))
    try:
        if quiet or size < PROGRESS_THRESHOLD or not sys.stderr.isatty():
            kb.load_files(files, strict=strict)
            return kb
        with click.progressbar(length=size, label="loading", file=sys.stderr,
                               show_percent=True, show_eta=True) as bar:
            kb.load_files(files, progress=bar.update, strict=strict)
        return kb
    finally:
        for message in kb.warnings:  # a strict load's errors come with its LoadError
            if not strict or message.startswith("Warning"):
                click.echo(message, err=True)


def _only(kb: KnowledgeBase, files: Sequence[str]) -> bool:
    """Whether the program is the files named and no other (a file one of them loads is
    not in the cache's key: its answers are not kept)."""
    return set(kb.engine.mtimes) <= {str(Path(f)) for f in files}


def _cache(files: Sequence[str], use: bool) -> AnswerCache | None:
    if not use:
        return None
    try:
        return AnswerCache(files)
    except OSError:
        return None  # unreadable files: loading will report them


def _loading_options(command: F) -> F:
    command = click.option("--quiet", "-q", is_flag=True,
                           help="No progress bar while loading big files.")(command)
    return click.option("--cache/--no-cache", default=True, show_default=True,
                        help="Reuse the answers of earlier runs on unchanged files.")(command)


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="logic-minimax")
def cli() -> None:
    """Bratko's minimax and alpha-beta over game trees written as Prolog facts."""


@cli.command()
@click.argument("files", nargs=-1, required=True, type=click.Path(dir_okay=False))
@click.argument("goal")
@_loading_options
@_reports_errors
def query(files: tuple[str, ...], goal: str, quiet: bool, cache: bool) -> None:
    """Run a Prolog GOAL against fact FILES and print every answer like SWI-Prolog.

    Goals: minimax(Pos, BestPos, Val, Path), alphabeta(Pos, Alpha, Beta, GoodPos, Val),
    alphabeta(Pos, Alpha, Beta, GoodPos, Val, Path), expectiminimax(Pos, BestPos, Val,
    Path) and any stored predicate.

    Example:

        logic-minimax query facts/bratko.pl "minimax(a, BestPos, Val, NodeList)."
    """
    remembered = _cache(files, cache)
    key = ("query", " ".join(goal.split()).removesuffix("."))
    text = remembered.get(key) if remembered else None
    if text is None:
        from ..kb.goals import all_answers

        kb = _load(files, quiet, strict=False)
        answers = all_answers(kb, goal)
        text = answers.text
        for message in kb.warnings:
            click.echo(message, err=True)
        if remembered and answers.pure and _only(kb, files):
            remembered.put(key, text)
    click.echo(text)
    if text == "false.":
        sys.exit(EXIT_NO_ANSWER)


@cli.command(name="solve")
@click.argument("files", nargs=-1, required=True, type=click.Path(dir_okay=False))
@click.option("--root", help="Position to search from (default: the tree's only root).")
@click.option("--algorithm", type=click.Choice(list(ALGORITHMS)),
              default="minimax", show_default=True)
@click.option("--alpha", callback=_bound, default="-inf", show_default=True,
              help="Alpha-beta's lower bound.")
@click.option("--beta", callback=_bound, default="inf", show_default=True,
              help="Alpha-beta's upper bound.")
@click.option("--depth", type=click.IntRange(min=0),
              help="Cut off after this many moves; static_eval values the positions there.")
@click.option("--memo", is_flag=True, help="Reuse the result of a position reached again.")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object.")
@click.option("--timings", is_flag=True, help="Print the load and search times on stderr.")
@_loading_options
@_reports_errors
def solve_command(files: tuple[str, ...], root: str | None, algorithm: str, alpha: Number,
                  beta: Number, depth: int | None, memo: bool, as_json: bool, timings: bool,
                  quiet: bool, cache: bool) -> None:
    """Search fact FILES from a root and print the best move, value and path.

    Example:

        logic-minimax solve facts/bratko.pl --root a --algorithm alphabeta --json

        logic-minimax solve facts/expecti.pl --algorithm expectiminimax --depth 2
    """
    remembered = _cache(files, cache)
    key: tuple[object, ...] = ("solve", root, algorithm, alpha, beta, as_json)
    if depth is not None or memo:  # only then: answers cached without them stay valid
        key += (depth, memo)
    text = remembered.get(key) if remembered else None
    started, cpu_started = time.perf_counter(), time.process_time()
    loaded = searched = started
    cpu_loaded = cpu_searched = cpu_started
    if text is None:
        kb = _load(files, quiet)
        loaded, cpu_loaded = time.perf_counter(), time.process_time()
        start = _start(kb, root)
        result = kb.run_search(start, algorithm, alpha=alpha, beta=beta, depth=depth,
                               memo=memo)
        searched, cpu_searched = time.perf_counter(), time.process_time()
        text = _json(start, result) if as_json else _text(start, result)
        if remembered and _only(kb, files):
            remembered.put(key, text)
    click.echo(text)
    if timings:
        source = "parsed" if loaded > started else "answer from the cache"
        click.echo(f"load: {loaded - started:.3f} s ({source}), search: "
                   f"{searched - loaded:.3f} s; CPU time: load {cpu_loaded - cpu_started:.3f} s, "
                   f"search {cpu_searched - cpu_loaded:.3f} s", err=True)


def _start(kb: KnowledgeBase, root: str | None) -> object:
    """``--root`` as a position (any ground term: ``a``, ``3``, ``'s(5, max)'``, a board
    list), else the tree's only root."""
    if root is None:
        return _only_root(kb)
    return kb.position(root)


def _only_root(kb: KnowledgeBase) -> object:
    roots = kb.summary().roots
    if len(roots) == 1:
        return roots[0]
    if not roots:
        raise click.UsageError("the facts have no root (a position with moves that is "
                               "nobody's successor): name one with --root")
    shown = ", ".join(show(r) for r in roots[:10])
    raise click.UsageError(f"the facts have {len(roots)} roots ({shown}): choose with --root")


def _json(root: object, result: SearchResult) -> str:
    """The result as JSON: positions that are atoms or integers as themselves, other terms
    written as SWI writes them."""
    return json.dumps({
        "root": _json_position(root),
        "algorithm": result.algorithm,
        "best": None if result.best is None else _json_position(result.best),
        "value": result.value,
        "path": [_json_position(p) for p in result.path],
        "nodes_visited": result.nodes_visited,
        "leaves_evaluated": result.leaves_evaluated,
        "cutoffs": result.cutoffs,
        "pruned": result.pruned,
        "horizon": result.horizon,
        "memo_hits": result.memo_hits,
        "positions_solved": result.positions_solved,
    })


def _json_position(pos: object) -> object:
    return pos if type(pos) in (str, int) else show(pos)


def _text(root: object, result: SearchResult) -> str:
    lines = [
        f"root: {show(root)}",
        f"best move: {'none (a leaf)' if result.best is None else show(result.best)}",
        f"value: {show(result.value)}",
        "path: [" + ", ".join(show(p) for p in result.path) + "]",
        *(f"{label}: {value}" for label, value in result.statistics()),
    ]
    return "\n".join(lines)


@cli.command(name="show")
@click.argument("files", nargs=-1, required=True, type=click.Path(dir_okay=False))
@click.option("--root", help="Position to search from (default: the tree's only root).")
@click.option("--algorithm", type=click.Choice([a.name for a in ALGORITHMS.values() if a.traced]),
              default="minimax",
              show_default=True)
@click.option("--alpha", callback=_bound, default="-inf", show_default=True,
              help="Alpha-beta's lower bound.")
@click.option("--beta", callback=_bound, default="inf", show_default=True,
              help="Alpha-beta's upper bound.")
@click.option("-o", "--output", type=click.Path(dir_okay=False),
              help="Write the picture to this file: .svg, .png, .dot, .html or .txt.")
@click.option("--format", "fmt", type=click.Choice(["text", "svg", "png", "dot", "html"]),
              help="Picture format [default: from the -o suffix, else text in the terminal].")
@click.option("--max-nodes", type=click.IntRange(min=1), default=DEFAULT_MAX_NODES,
              show_default=True, help="Positions drawn before deeper levels are collapsed.")
@click.option("--depth", type=click.IntRange(min=0),
              help="Cut off after this many moves; static_eval values the positions there.")
@_reports_errors
def show_command(files: tuple[str, ...], root: str | None, algorithm: Algorithm,
                 alpha: Number, beta: Number, output: str | None, fmt: Format | None,
                 max_nodes: int, depth: int | None) -> None:
    """Draw the search of fact FILES from a root: MAX/MIN nodes with their values, the
    principal variation, and for alpha-beta the windows, cut-offs and pruned subtrees.

    Example:

        logic-minimax show facts/bratko.pl --root a --algorithm alphabeta -o bratko.svg

    With --depth, positions with moves at the limit are leaves valued by static_eval,
    drawn dashed (marked "depth limit" in the terminal).
    """
    kb = _load(files)
    from ..render import pictures  # Graphviz and rich load only when something is drawn

    picture = pictures.show(kb, _start(kb, root), algorithm, alpha, beta, max_nodes,
                            depth=depth)
    message = picture.drawing.message()
    if message:
        click.echo(f"note: {message}", err=True)
    if output is not None:
        click.echo(f"wrote {picture.save(output, fmt)}")
    elif fmt in (None, "text"):
        from rich.console import Console  # drawing libraries load only to draw

        from ..render.text import print_search
        print_search(picture.drawing, Console())
    elif fmt == "png":
        raise click.UsageError("a PNG picture needs a file: add -o FILE.png")
    else:
        click.echo(picture.html() if fmt == "html" else
                   picture.svg() if fmt == "svg" else picture.source, nl=False)


@cli.command()
@click.argument("files", nargs=-1, required=True, type=click.Path(dir_okay=False))
@click.option("--quiet", "-q", is_flag=True, help="No progress bar while loading big files.")
@_reports_errors
def check(files: tuple[str, ...], quiet: bool) -> None:
    """Validate fact FILES and summarise their game tree.

    Example:

        logic-minimax check facts/bratko.pl
    """
    kb = _load(files, quiet)
    summary = kb.summary()
    roots = ", ".join(show(r) for r in summary.roots[:10])
    if len(summary.roots) > 10:
        roots += f", ... ({len(summary.roots)} in all)"
    click.echo(f"positions: {summary.positions} ({summary.interior} with moves, "
               f"{summary.leaves} leaves, {summary.valued_leaves} leaves with static_eval)")
    click.echo(f"roots: {roots or 'none'}")
    click.echo(f"depth: {'cyclic' if summary.depth is None else summary.depth}")
    if summary.other_predicates:
        click.echo(f"other predicates: {', '.join(summary.other_predicates)}")
    problems = kb.problems()
    for problem in problems:
        click.echo(f"error: {problem}", err=True)
    if problems:
        sys.exit(EXIT_BAD_INPUT)
    click.echo("ok")


@cli.command()
@click.argument("files", nargs=-1, type=click.Path(dir_okay=False))
def repl(files: tuple[str, ...]) -> None:
    """Query fact FILES at a Prolog prompt (?-), as in SWI-Prolog; help. lists the goals.

    With stdin not a terminal, runs the queries read from it and prints every answer.

    Example:

        echo "minimax(a, B, V, P)." | logic-minimax repl facts/bratko.pl
    """
    from .repl import main as run_repl  # prompt_toolkit loads only for this command

    sys.exit(run_repl(files))


@cli.command()
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
                   "Bearer TOKEN, and "
                   "a line connection's first line must be T TOKEN.")
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


@cli.command(name="client")
@click.option("--tcp", "tcp_at", default="127.0.0.1:7878", show_default=True,
              help="The server's line protocol (HOST:PORT).")
@click.option("--token", envvar="LOGIC_MINIMAX_TOKEN",
              help="The server's token, sent first as T TOKEN.")
@click.argument("board")
def client_command(tcp_at: str, token: str | None, board: str) -> None:
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


cli.add_command(play)
cli.add_command(best_move)
cli.add_command(generate)


def main() -> None:
    """Console-script entry point: a bug prints one line and exits 70, never a traceback
    (the details go to a file named on that line).

    A command that loaded facts ends the process without freeing them: a million
    positions take longer to free (a fifth of a second) than the process takes to end.
    Output is flushed first; nothing else is pending then (the answer cache writes its
    file before the command returns).
    """
    try:
        cli(prog_name="logic-minimax")
    except SystemExit as done:
        if not _HELD:
            raise
        code = done.code
        if isinstance(code, str):
            print(code, file=sys.stderr)
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(code if isinstance(code, int) else 0 if code is None else 1)
    except LogicMinimaxError as error:  # a command that does not report its errors
        click.echo(f"error: {error}", err=True)
        sys.exit(EXIT_BAD_INPUT)
    except Exception as error:
        click.echo(internal_error(error), err=True)
        sys.exit(EXIT_INTERNAL)
