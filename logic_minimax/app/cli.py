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
from .exits import EXIT_BAD_INPUT, EXIT_NO_ANSWER
from .play import best_move, generate, play
from .service import client, serve

if TYPE_CHECKING:
    from ..render.dot import Format

F = TypeVar("F", bound=Callable[..., Any])



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


cli.add_command(play)
cli.add_command(serve)
cli.add_command(client)
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
