"""What the commands share: library errors reported as exit code 2, alpha-beta bounds as
options, Prolog files loaded (with a progress bar for big ones) and named as files or
bundled examples, answers remembered between runs, and the root a search starts from."""

from __future__ import annotations

import contextlib
import ctypes
import os
import shlex
import sys
from collections.abc import Callable, Sequence
from functools import wraps
from pathlib import Path
from typing import Any, TypeVar

import click

from ..errors import (
    LoadError,
    LogicMinimaxError,
    PrologError,
    QueryError,
    SourceError,
    VariablePositionError,
)
from ..kb.base import KnowledgeBase
from ..kb.examples import example_file
from ..prolog.write import show
from ..search.tree import INFINITIES, Number
from .cache import AnswerCache
from .exits import EXIT_BAD_INPUT

F = TypeVar("F", bound=Callable[..., Any])


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
            from ..kb.goals import error_lines

            click.echo(error_lines(error, HELD[0].engine if HELD else None), err=True)
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


def load(files: Sequence[str], quiet: bool = False, strict: bool = True) -> KnowledgeBase:
    """Load Prolog files, with a progress bar of the bytes read on a terminal: strictly
    (the game-tree commands), or as SWI-Prolog consults them (``query``: its warnings
    and errors are printed as SWI prints them, and the rest loads)."""
    kb = KnowledgeBase()
    if quiet:  # as swipl -q: no informational messages
        kb.engine.flags["verbose"] = "silent"
    HELD[:] = [kb]
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


_M_MMAP_THRESHOLD = -3
"""glibc's ``mallopt`` parameter: blocks of at least this many bytes are mapped on their
own."""


def map_big_blocks() -> None:
    """Blocks of 4 MB and more mapped on their own for the whole process, from its start
    (glibc's ``mallopt``; elsewhere nothing changes). glibc raises that threshold as big
    blocks are freed (up to 32 MB): a big load's growing lists are then moved about inside
    the heap and leave holes in it. The 1.1M-position file peaked at 230-250 MB through
    ``solve`` (which of the two depended on the heap's layout: on the command's options),
    217 MB with the threshold fixed, in the same CPU time."""
    with contextlib.suppress(AttributeError, OSError, TypeError):  # no glibc
        ctypes.CDLL(None).mallopt(_M_MMAP_THRESHOLD, 4 << 20)


def replayable(kb: KnowledgeBase, files: Sequence[str]) -> bool:
    """Whether an answer over the program may be remembered: the program is the files
    named and no other (a file one of them loads is not in the cache's key), and loading
    them printed nothing (a message, a directive's output), which an answer from the
    cache would not print again."""
    return not kb.loading_said and set(kb.engine.mtimes) <= {str(Path(f)) for f in files}


def answer_cache(files: Sequence[str], use: bool) -> AnswerCache | None:
    if not use:
        return None
    try:
        return AnswerCache(files)
    except OSError:
        return None  # unreadable files: loading will report them


def loading_options(command: F) -> F:
    command = click.option("--quiet", "-q", is_flag=True,
                           help="No progress shown while loading or searching, and (as "
                           "swipl -q) no informational messages.")(command)
    return click.option("--cache/--no-cache", default=True, show_default=True,
                        help="Reuse the answers of earlier runs on unchanged files.")(command)


def _example_files(ctx: click.Context, param: click.Parameter,
                   value: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(example_file(name) for name in value)


def files_argument(required: bool = True) -> Callable[[F], F]:
    """FILES: Prolog files, or the names of bundled examples (``bratko``)."""
    return click.argument("files", nargs=-1, required=required, callback=_example_files,
                          type=click.Path(dir_okay=False))


def root_option(command: F) -> F:
    return click.option("--root", help="Position to search from, any ground term: a, 3, "
                        "'s(5, max)', a board list (default: the tree's only root).")(command)


def start(kb: KnowledgeBase, root: str | None) -> object:
    """``--root`` as a position (any ground term: ``a``, ``3``, ``'s(5, max)'``, a board
    list), else the tree's only root."""
    if root is None:
        return _only_root(kb)
    try:
        return kb.position(root)
    except VariablePositionError as error:  # the quotes, as a shell passes them on
        shell = f'"{error.quoted}"' if not set(error.quoted) & set('"$`\\!') else \
            shlex.quote(error.quoted)
        raise QueryError(f"{error} (--root {shell})") from None


def _only_root(kb: KnowledgeBase) -> object:
    roots = kb.summary().roots
    if len(roots) == 1:
        return roots[0]
    if not roots:
        raise click.UsageError("the facts have no root (a position with moves that is "
                               "nobody's successor): name one with --root")
    shown = ", ".join(show(r) for r in roots[:10])
    raise click.UsageError(f"the facts have {len(roots)} roots ({shown}): choose with --root")
