"""The ``logic-minimax`` command: a thin layer over the library.

Exit codes: 0 an answer, 1 no answer (``false.``), 2 bad input (errors on stderr as
``file:line:col: message`` with a caret excerpt, never a traceback), 70 an internal error
(a bug: one line on stderr naming a file with the details).
"""

from __future__ import annotations

import io
import json
import os
import sys
import time

import click

from ..errors import LogicMinimaxError, PrologError
from ..prolog.values import json_position
from ..prolog.write import show
from ..search.registry import ALGORITHMS
from ..search.tree import Number, SearchResult
from .common import (
    HELD,
    answer_cache,
    bound,
    files_argument,
    load,
    loading_options,
    map_big_blocks,
    replayable,
    reports_errors,
    root_option,
    start,
)
from .crash import EXIT_INTERNAL, internal_error
from .exits import EXIT_BAD_INPUT, EXIT_NO_ANSWER
from .jupyter import jupyter
from .play import best_move, generate, play
from .progress import search_progress
from .service import client, serve
from .show import show_command


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="logic-minimax")
def cli() -> None:
    """Bratko's minimax and alpha-beta over game trees written as Prolog facts."""


@cli.command()
@files_argument()
@click.argument("goal")
@click.option("--trace", is_flag=True,
              help="Print every port of the goal first, as SWI's tracer (the searches' "
                   "as Bratko's program).")
@loading_options
@reports_errors
def query(files: tuple[str, ...], goal: str, trace: bool, quiet: bool, cache: bool) -> None:
    """Run a Prolog GOAL against fact FILES and print every answer like SWI-Prolog.

    Goals: minimax(Pos, BestPos, Val, Path), alphabeta(Pos, Alpha, Beta, GoodPos, Val),
    alphabeta(Pos, Alpha, Beta, GoodPos, Val, Path), expectiminimax(Pos, BestPos, Val,
    Path) and any stored predicate.

    Example:

        logic-minimax query facts/bratko.pl "minimax(a, BestPos, Val, NodeList)."

        logic-minimax query course_bratko "minimax(d, B, V, P)." --trace
    """
    if trace:
        traced = _traced_answers(files, goal)
        click.echo(traced)
        sys.exit(EXIT_NO_ANSWER if traced.endswith("false.") else 0)
    remembered = answer_cache(files, cache)
    key = ("query", " ".join(goal.split()).removesuffix("."))
    text = remembered.get(key) if remembered else None
    if text is None:
        from ..kb.goals import all_answers

        kb = load(files, quiet, strict=False)
        written = io.StringIO()
        try:
            with search_progress(quiet):
                answers = all_answers(kb, goal, out=written)
        except PrologError:  # SWI shows what the goal wrote, and said, before its error
            click.echo(written.getvalue(), nl=False)
            for message in kb.warnings:
                click.echo(message, err=True)
            raise
        text = answers.text
        said = kb.warnings  # what the goal printed on stderr, which the cache would not
        for message in said:
            click.echo(message, err=True)
        if remembered and answers.pure and not said and replayable(kb, files):
            remembered.put(key, text)
    click.echo(text)
    if text == "false.":
        sys.exit(EXIT_NO_ANSWER)


def _traced_answers(files: tuple[str, ...], goal: str) -> str:
    """Every port, then every answer: the REPL's ``trace.`` and the goal, from a script
    (a built-in search's ports as its own trace shows them, every line of it)."""
    from ..kb.goals import all_answers, read_goal
    from .session import Session
    from .tracer import PortTracer

    session = Session()
    HELD[:] = [session.kb]
    for name in files:
        session.consult(name)
    for message in session.kb.warnings:
        click.echo(message, err=True)
    engine = session.kb.engine
    tracer = PortTracer(engine.write)
    tracer.at_line_start = lambda: engine.at_line_start
    read = read_goal(session.kb, goal)
    tracer.start(read.term, engine.ops)
    session.on_trace = lambda event: engine.write(f"{event}\n")
    return all_answers(session.kb, read, tracer=tracer.engine_tracer(session)).text


@cli.command(name="solve")
@files_argument()
@root_option
@click.option("--algorithm", type=click.Choice(list(ALGORITHMS)),
              default="minimax", show_default=True)
@click.option("--alpha", callback=bound, default="-inf", show_default=True,
              help="Alpha-beta's lower bound.")
@click.option("--beta", callback=bound, default="inf", show_default=True,
              help="Alpha-beta's upper bound.")
@click.option("--depth", type=click.IntRange(min=0),
              help="Cut off after this many moves; static_eval values the positions there.")
@click.option("--memo", is_flag=True, help="Reuse the result of a position reached again.")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object.")
@click.option("--timings", is_flag=True, help="Print the load and search times on stderr.")
@loading_options
@reports_errors
def solve_command(files: tuple[str, ...], root: str | None, algorithm: str, alpha: Number,
                  beta: Number, depth: int | None, memo: bool, as_json: bool, timings: bool,
                  quiet: bool, cache: bool) -> None:
    """Search fact FILES from a root and print the best move, value and path.

    Example:

        logic-minimax solve facts/bratko.pl --root a --algorithm alphabeta --json

        logic-minimax solve facts/expecti.pl --algorithm expectiminimax --depth 2
    """
    remembered = answer_cache(files, cache)
    key: tuple[object, ...] = ("solve", root, algorithm, alpha, beta, as_json)
    if depth is not None or memo:  # only then: answers cached without them stay valid
        key += (depth, memo)
    text = remembered.get(key) if remembered else None
    started, cpu_started = time.perf_counter(), time.process_time()
    loaded = searched = started
    cpu_loaded = cpu_searched = cpu_started
    if text is None:
        kb = load(files, quiet)
        loaded, cpu_loaded = time.perf_counter(), time.process_time()
        position = start(kb, root)
        with search_progress(quiet):
            result = kb.run_search(position, algorithm, alpha=alpha, beta=beta, depth=depth,
                                   memo=memo)
        searched, cpu_searched = time.perf_counter(), time.process_time()
        text = _json(position, result) if as_json else _text(position, result)
        if remembered and replayable(kb, files):
            remembered.put(key, text)
    click.echo(text)
    if timings:
        source = "parsed" if loaded > started else "answer from the cache"
        click.echo(f"load: {loaded - started:.3f} s ({source}), search: "
                   f"{searched - loaded:.3f} s; CPU time: load {cpu_loaded - cpu_started:.3f} s, "
                   f"search {cpu_searched - cpu_loaded:.3f} s", err=True)


def _json(root: object, result: SearchResult) -> str:
    """The result as JSON: positions that are atoms or integers as themselves, other terms
    written as SWI writes them."""
    return json.dumps({
        "root": json_position(root),
        "algorithm": result.algorithm,
        "best": None if result.best is None else json_position(result.best),
        "value": result.value,
        "path": [json_position(p) for p in result.path],
        "nodes_visited": result.nodes_visited,
        "leaves_evaluated": result.leaves_evaluated,
        "cutoffs": result.cutoffs,
        "pruned": result.pruned,
        "horizon": result.horizon,
        "memo_hits": result.memo_hits,
        "positions_solved": result.positions_solved,
    })


def _text(root: object, result: SearchResult) -> str:
    lines = [
        f"root: {show(root)}",
        f"best move: {'none (a leaf)' if result.best is None else show(result.best)}",
        f"value: {show(result.value)}",
        "path: [" + ", ".join(show(p) for p in result.path) + "]",
        *(f"{label}: {value}" for label, value in result.statistics()),
    ]
    return "\n".join(lines)


@cli.command()
@files_argument()
@click.option("--quiet", "-q", is_flag=True, help="No progress bar while loading big files.")
@reports_errors
def check(files: tuple[str, ...], quiet: bool) -> None:
    """Validate fact FILES and summarise their game tree.

    Example:

        logic-minimax check facts/bratko.pl
    """
    kb = load(files, quiet)
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
@files_argument(required=False)
def repl(files: tuple[str, ...]) -> None:
    """Query fact FILES at a Prolog prompt (?-), as in SWI-Prolog; help. lists the goals.

    With stdin not a terminal, runs the queries read from it and prints every answer.

    Example:

        echo "minimax(a, B, V, P)." | logic-minimax repl facts/bratko.pl
    """
    from .repl import main as run_repl  # prompt_toolkit loads only for this command

    sys.exit(run_repl(files))


@cli.command(name="examples")
@click.argument("name", required=False)
def examples_command(name: str | None) -> None:
    """List the bundled examples (the course's trees and programs), or print the one
    called NAME. A name works wherever a file does.

    Example:

        logic-minimax examples

        logic-minimax query bratko "minimax(a, BestPos, Val, NodeList)."

        logic-minimax examples bratko > mytree.pl
    """
    from ..kb.examples import examples, examples_dir, notebooks

    found = examples()
    books = notebooks()
    if name is not None:
        chosen = [e.text for e in found if name in (e.name, f"{e.name}.pl")] + \
            [b.text for b in books if name in (b.name, b.name.removesuffix(".ipynb"))]
        if not chosen:
            click.echo(f"error: no example called {name!r}: "
                       f"{', '.join([e.name for e in found] + [b.name for b in books])}",
                       err=True)
            sys.exit(EXIT_BAD_INPUT)
        click.echo(chosen[0], nl=False)
        return
    click.echo("The bundled examples; a name works wherever a file does "
               "(logic-minimax repl course_bratko):\n")
    width = max(len(name) for name in [e.name for e in found] + [b.name for b in books]) + 2
    for example in found:
        click.echo(f"  {example.name.ljust(width)}{example.title}")
        if example.goal:
            click.echo(f"  {'':{width}}?- {example.goal}")
    if books:
        click.echo("\nNotebooks, for Jupyter (pip install 'logic-minimax[notebook]'; "
                   "logic-minimax examples course.ipynb > course.ipynb):\n")
        for book in books:
            click.echo(f"  {book.name.ljust(width)}{book.title}")
    click.echo(f"\nin {examples_dir()}; logic-minimax examples NAME prints one.")


cli.add_command(show_command)
cli.add_command(play)
cli.add_command(serve)
cli.add_command(client)
cli.add_command(best_move)
cli.add_command(generate)
cli.add_command(jupyter)


def main() -> None:
    """Console-script entry point: a bug prints one line and exits 70, never a traceback
    (the details go to a file named on that line).

    A command that loaded facts ends the process without freeing them: a million
    positions take longer to free (a fifth of a second) than the process takes to end.
    Output is flushed first, and the files the program left open are closed; nothing
    else is pending then (the answer cache writes its file before the command returns).
    Big blocks are mapped on their own from the start
    (:func:`.common.map_big_blocks`: a big load's peak memory no longer depends on the
    heap's layout).
    """
    map_big_blocks()
    try:
        cli(prog_name="logic-minimax")
    except SystemExit as done:
        if not HELD:
            raise
        code = done.code
        if isinstance(code, str):
            print(code, file=sys.stderr)
        for kb in HELD:  # the files a program left open are written out, as SWI's halt
            kb.engine.streams.close_all()
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(code if isinstance(code, int) else 0 if code is None else 1)
    except LogicMinimaxError as error:  # a command that does not report its errors
        click.echo(f"error: {error}", err=True)
        sys.exit(EXIT_BAD_INPUT)
    except Exception as error:
        click.echo(internal_error(error), err=True)
        sys.exit(EXIT_INTERNAL)
