"""What the commands share: library errors reported as exit code 2, alpha-beta bounds as
options, fact files loaded (with a progress bar for big ones), answers remembered between
runs, and the root a search starts from."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Hashable, Iterator, Sequence
from contextlib import contextmanager
from functools import wraps
from typing import Any, TypeVar

import click

from ..errors import LoadError, LogicMinimaxError, PrologError, SourceError
from ..kb.base import KnowledgeBase
from ..kb.positions import root_position
from ..prolog.terms import Number
from ..syntax import INFINITIES
from .cache import AnswerCache
from .examples import example_file

F = TypeVar("F", bound=Callable[..., Any])

EXIT_NO_ANSWER = 1
EXIT_BAD_INPUT = 2


def reports_errors(command: F) -> F:
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
            from .engine_goals import error_lines  # the engine loads only for a program

            click.echo(error_lines(error), err=True)
            sys.exit(EXIT_BAD_INPUT)
        except LogicMinimaxError as error:
            click.echo(f"error: {error}", err=True)
            sys.exit(EXIT_BAD_INPUT)
    return wrapper  # type: ignore[return-value]


def bound(ctx: click.Context, param: click.Parameter, value: str) -> Number:
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


HELD: list[KnowledgeBase] = []
"""The knowledge base a command loaded, kept until the process ends (see ``cli.main``)."""


def load(files: Sequence[str], quiet: bool = False) -> KnowledgeBase:
    """Load fact files, with a progress bar of the bytes read on a terminal."""
    kb = KnowledgeBase()
    HELD[:] = [kb]
    size = sum(os.path.getsize(f) for f in files if os.path.isfile(f))
    if quiet or size < PROGRESS_THRESHOLD or not sys.stderr.isatty():
        kb.load_files(files)
        return kb
    with click.progressbar(length=size, label="loading", file=sys.stderr,
                           show_percent=True, show_eta=True) as bar:
        kb.load_files(files, progress=bar.update)
    return kb


def answer_cache(files: Sequence[str], use: bool) -> AnswerCache | None:
    if not use:
        return None
    try:
        return AnswerCache(files)
    except OSError:
        return None  # unreadable files: loading will report them


def loading_options(command: F) -> F:
    command = click.option("--quiet", "-q", is_flag=True,
                           help="No progress shown while loading or searching.")(command)
    return click.option("--cache/--no-cache", default=True, show_default=True,
                        help="Reuse the answers of earlier runs on unchanged files.")(command)


def _example_files(ctx: click.Context, param: click.Parameter,
                   value: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(example_file(name) for name in value)


def files_argument(required: bool = True) -> Callable[[F], F]:
    """FILES: fact files or programs, or the names of bundled examples (``bratko``)."""
    return click.argument("files", nargs=-1, required=required, callback=_example_files,
                          type=click.Path(dir_okay=False))


def root_option(command: F) -> F:
    return click.option("--root", help="Position to search from, any ground term: a, 3, "
                        "'s(5, max)', a board list (default: the tree's only root).")(command)


def start(kb: KnowledgeBase, root: str | None) -> Hashable:
    """``--root`` as a position of ``kb`` (see
    :func:`~logic_minimax.kb.positions.root_position`)."""
    return root_position(kb, root, "--root")


@contextmanager
def serve_extra() -> Iterator[None]:
    """Imports of the service's libraries: without the ``serve`` extra, one line saying
    how to install it (exit 2), not an internal error."""
    try:
        yield
    except ImportError as error:
        click.echo(f"error: the service needs its libraries ({error.name} is missing): "
                   "pip install 'logic-minimax[serve]'", err=True)
        sys.exit(EXIT_BAD_INPUT)
