"""``logic-minimax show``: the picture of a search, in the terminal or as a file, sized for a
projector (``--size 1920x1080``), left to right for wide trees (``--direction LR``),
folded below a depth (``--fold 2``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import click

from ..errors import PictureOptionError, PrologError
from ..prolog.core import Var, deref, proper_list
from ..render.drawing import DEFAULT_MAX_NODES, Algorithm
from ..search.registry import ALGORITHMS
from ..search.tree import Number
from .common import bound, files_argument, load, reports_errors, root_option, start
from .progress import search_progress

if TYPE_CHECKING:
    from ..render.dot import Direction, Format


def _size(ctx: click.Context, param: click.Parameter,
          value: str | None) -> tuple[int, int] | None:
    from ..render.pictures import parse_size  # Graphviz loads only to draw

    try:
        return None if value is None else parse_size(value)
    except PictureOptionError as error:
        raise click.BadParameter(str(error)) from None


@click.command(name="show")
@files_argument()
@root_option
@click.option("--algorithm", type=click.Choice(list(ALGORITHMS)), default="minimax",
              show_default=True)
@click.option("--alpha", callback=bound, default="-inf", show_default=True,
              help="Alpha-beta's lower bound.")
@click.option("--beta", callback=bound, default="inf", show_default=True,
              help="Alpha-beta's upper bound.")
@click.option("-o", "--output", type=click.Path(dir_okay=False),
              help="Write the picture to this file: .svg, .png, .dot, .html or .txt.")
@click.option("--format", "fmt", type=click.Choice(["text", "svg", "png", "dot", "html"]),
              help="Picture format [default: from the -o suffix, else text in the terminal].")
@click.option("--size", callback=_size, metavar="WIDTHxHEIGHT",
              help="Scale the picture to fill this box of pixels, e.g. 1920x1080 for a "
                   "projector (SVG, PNG, HTML).")
@click.option("--direction", type=click.Choice(["TB", "LR"], case_sensitive=False),
              default="TB", show_default=True,
              help="TB: the root at the top; LR: at the left, for wide trees.")
@click.option("--fold", type=click.IntRange(min=0), metavar="DEPTH",
              help="Fold the subtrees more than DEPTH moves below the root into '…' nodes.")
@click.option("--max-nodes", type=click.IntRange(min=1), default=DEFAULT_MAX_NODES,
              show_default=True, help="Positions drawn before deeper levels are collapsed.")
@click.option("--depth", type=click.IntRange(min=0),
              help="Cut off after this many moves; static_eval values the positions there.")
@click.option("--memo", is_flag=True, help="Reuse the result of a position reached again "
              "(drawn without its subtree).")
@click.option("--quiet", "-q", is_flag=True, help="No progress shown while searching.")
@reports_errors
def show_command(files: tuple[str, ...], root: str | None, algorithm: Algorithm,
                 alpha: Number, beta: Number, output: str | None, fmt: Format | None,
                 size: tuple[int, int] | None, direction: str, fold: int | None,
                 max_nodes: int, depth: int | None, memo: bool, quiet: bool) -> None:
    """Draw the search of fact FILES from a root: MAX/MIN nodes with their values, the
    principal variation, and for alpha-beta the windows, cut-offs and pruned subtrees.

    Example:

        logic-minimax show facts/bratko.pl --root a --algorithm alphabeta -o bratko.svg

        logic-minimax show facts/bratko.pl --algorithm alphabeta --size 1920x1080 -o a.png

    With --depth, positions with moves at the limit are leaves valued by static_eval,
    drawn dashed (marked "depth limit" in the terminal).
    """
    from ..render import pictures  # Graphviz and rich load only when something is drawn
    from ..render.dot import Canvas, format_of

    chosen = fmt or (None if output is None else format_of(output))
    if chosen in (None, "text") and (size is not None or direction.upper() != "TB"):
        raise click.UsageError("--size and --direction shape an SVG, PNG or HTML picture, "
                               "not the tree drawn in the terminal: add -o FILE.png")
    kb = load(files)
    lay: Direction = "LR" if direction.upper() == "LR" else "TB"
    with search_progress(quiet):
        picture = pictures.show(kb, start(kb, root), algorithm, alpha, beta, max_nodes,
                                depth=depth, fold=fold, memo=memo, canvas=Canvas(lay, size))
    message = picture.drawing.message()
    if message:
        click.echo(f"note: {message}", err=True)
    if output is not None:
        click.echo(f"wrote {picture.save(output, fmt)}")
    elif fmt in (None, "text"):
        import sys

        from rich.console import Console  # drawing libraries load only to draw

        from ..render.text import print_search
        # piped: whole lines, never cropped to a terminal's width
        print_search(picture.drawing, Console() if sys.stdout.isatty() else
                     Console(width=100_000))
    elif fmt == "png":
        raise click.UsageError("a PNG picture needs a file: add -o FILE.png")
    else:
        click.echo(picture.html() if fmt == "html" else
                   picture.svg() if fmt == "svg" else picture.source, nl=False)


# -- the REPL's show/1-3 ---------------------------------------------------------------

SHOW_OPTIONS = ("file(F)", "size(W, H)", "direction(lr)", "fold(D)", "depth(D)",
                "max_nodes(N)")


@dataclass(frozen=True)
class ShowGoal:
    """What ``show(Pos, Alg, Options)`` asks for (``show(Pos, Alg, File)`` too)."""

    algorithm: Algorithm = "minimax"
    file: str | None = None
    size: tuple[int, int] | None = None
    direction: Direction = "TB"
    fold: int | None = None
    depth: int | None = None
    max_nodes: int = DEFAULT_MAX_NODES


def show_goal(rest: tuple[object, ...]) -> ShowGoal:
    """The algorithm and options of ``show/2,3`` (its arguments after the position): a
    search of the registry, then a file name (``'a.png'``) or a list of options
    (``[file('a.png'), size(1920, 1080), direction(lr), fold(2)]``).

    Raises:
        PrologError: SWI's instantiation, type and domain errors for an argument of the
            wrong kind.
    """
    found: dict[str, Any] = {}
    if rest:
        algorithm = deref(rest[0])
        if type(algorithm) is not str or algorithm not in ALGORITHMS:
            raise _error(("domain_error", "picture_algorithm", algorithm))
        found["algorithm"] = algorithm
    if len(rest) > 1:
        third = deref(rest[1])
        if type(third) is str:  # a file name ([] is no atom: the options list)
            found["file"] = third
        else:
            for option in proper_list(third):
                found.update(_option(deref(option)))
    return ShowGoal(**found)


def _option(option: object) -> dict[str, Any]:
    """One option's field; SWI's ``domain_error(show_option, Option)`` otherwise."""
    name, values = (option[0], [deref(v) for v in option[1:]]) \
        if type(option) is tuple else (option, [])
    number = values[0] if len(values) == 1 and type(values[0]) is int else None
    if name == "size" and len(values) == 2 and all(type(v) is int and v > 0
                                                   for v in values):
        return {"size": (values[0], values[1])}
    if name == "size" and len(values) == 1 and type(values[0]) is str:
        try:
            from ..render.pictures import parse_size

            return {"size": parse_size(values[0])}
        except PictureOptionError:
            pass
    if name == "file" and len(values) == 1 and type(values[0]) is str:
        return {"file": values[0]}
    if name == "direction" and len(values) == 1 and type(values[0]) is str and \
            values[0].upper() in ("TB", "LR"):
        return {"direction": values[0].upper()}
    if name in ("fold", "depth", "max_nodes") and number is not None and \
            number >= (1 if name == "max_nodes" else 0):
        return {name: number}
    raise _error(("domain_error", "show_option", option))


def _error(formal: object) -> PrologError:
    return PrologError(("error", formal, Var()))
