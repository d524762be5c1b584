"""The rule-game commands: ``play``, ``best-move`` and ``generate`` (registered in cli.py).

The computer chooses with the seeds' standard alpha-beta over the game's rules (cut-offs
when alpha >= beta, a transposition table: the rules reach most positions by many move
orders) or, with ``--search bratko``, Bratko's minimax with the memo; if asked, with a
depth cut-off at which the game's evaluation function values a position. Both give the
same move (the lowest cell, the smallest take among equals); the searches are the
library's, unchanged. A human's answers are read by the game (never evaluated) and
asked again until they name a legal move; the position is printed after every move.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Hashable
from typing import Any, Literal, TypeAlias

import click

from ..errors import BoardFormatError, GameError, IllegalMoveError
from ..games import Bones, Heap, RuleGame, TicTacToe, parse_board, read_heap, write_facts
from ..games.tictactoe import cell_played
from ..search.bratko import minimax
from ..search.standard import standard_alphabeta
from ..search.tree import SearchResult, Side

EXIT_NO_MOVE = 1

Search: TypeAlias = Literal["standard", "bratko"]
SEARCHES: tuple[Search, ...] = ("standard", "bratko")


def search(game: RuleGame, pos: Hashable, depth: int | None = None,
           using: Search = "standard") -> SearchResult:
    """The computer's search from ``pos``, ``depth`` moves deep (``None``: to the end).

    ``standard``: the seeds' alpha-beta with its transposition table and move ordering
    (tic-tac-toe's empty board: about 1,200 positions). ``bratko``: Bratko's minimax with
    the memo (16,168 positions entered, each of the 5,478 solved once). Same move, same
    value.
    """
    if using == "bratko":
        return minimax(game, pos, depth=depth, memo=True)
    return standard_alphabeta(game, pos, depth=depth)


def play_game(game: RuleGame, pos: Hashable, humans: frozenset[Side],
              say: Callable[[str], None], ask: Callable[[str], str],
              depth: int | None = None, using: Search = "standard") -> Hashable:
    """Play from ``pos`` to the end: ``humans`` answer ``ask``, the computer searches
    ``depth`` moves deep with the search ``using``.

    Returns the final position.
    """
    names = {side: f"{game.player(side)} ({'you' if side in humans else 'computer'})"
             for side in ("max", "min")}
    say(game.render(pos))
    while game.moves(pos):
        side = game.to_move(pos)
        assert side is not None
        name = names[side]
        if side in humans:
            successor = _ask_move(game, pos, f"{_capital(name)}, {game.prompt(pos)}", say, ask)
        else:
            best = search(game, pos, depth, using).best
            assert best is not None
            successor = best
        say(f"{_capital(name)} {game.describe_move(pos, successor)}.")
        pos = successor
        say(game.render(pos))
    winner = game.winner(pos)
    say("Game over: a draw." if winner is None else f"Game over: {names[winner]} wins.")
    return pos


def _ask_move(game: RuleGame, pos: Hashable, question: str, say: Callable[[str], None],
              ask: Callable[[str], str]) -> Hashable:
    while True:
        try:
            return game.read_move(pos, ask(question))
        except IllegalMoveError as error:
            say(f"Illegal move: {error}.")


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _prompt(question: str) -> str:
    try:
        answer: str = click.prompt(question, prompt_suffix=" ")
    except click.Abort:  # the input ended (Ctrl-D, a script's last move) or Ctrl-C
        click.echo()  # the question's line ends
        click.echo("Game left unfinished: no move was read.", err=True)
        sys.exit(EXIT_NO_MOVE)
    return answer


def _players(first: str, computer_only: bool) -> frozenset[Side]:
    if computer_only:
        return frozenset()
    return frozenset({"max"} if first == "human" else {"min"})


_depth = click.option("--depth", type=click.IntRange(min=1),
                      help="Search this many moves ahead, valuing positions there by the "
                           "game's evaluation function (default: to the end of the game).")
_search = click.option("--search", "using", type=click.Choice(SEARCHES), default="standard",
                       show_default=True,
                       help="standard: the seeds' alpha-beta with a transposition table; "
                            "bratko: Bratko's minimax with the memo (same moves, slower).")


def _search_options(command: Callable[..., Any]) -> Callable[..., Any]:
    return _depth(_search(command))


def _player_options(command: Callable[..., Any]) -> Callable[..., Any]:
    command = _search_options(command)
    command = click.option("--self", "computer_only", is_flag=True,
                           help="Computer against computer.")(command)
    return click.option("--first", type=click.Choice(["human", "computer"]), default="human",
                        show_default=True, help="Who moves first.")(command)


# -- play -------------------------------------------------------------------------------

@click.group(name="play")
def play() -> None:
    """Play a rule-defined game in the terminal against the computer (or --self).

    Example:

        logic-minimax play tictactoe --first computer
    """


@play.command(name="bones")
@click.argument("bones", type=click.IntRange(min=0))
@_player_options
def play_bones(bones: int, first: str, computer_only: bool, depth: int | None,
               using: Search) -> None:
    """The Game of Bones from a heap of BONES: take 1, 2 or 3; who cannot take loses.

    Example:

        logic-minimax play bones 6 --first computer
    """
    game = Bones()
    click.echo(f"{game.title}: take 1, 2 or 3 bones; whoever cannot take loses.")
    play_game(game, game.start(bones), _players(first, computer_only), click.echo, _prompt,
              depth, using)


@play.command(name="tictactoe")
@_player_options
def play_tictactoe(first: str, computer_only: bool, depth: int | None,
                   using: Search) -> None:
    """Tic-tac-toe: X moves first; a move is a free cell 0-8, row by row.

    Example:

        logic-minimax play tictactoe --first computer
    """
    game = TicTacToe()
    click.echo(f"{game.title}: X moves first; choose a cell by its number.")
    play_game(game, game.start(), _players(first, computer_only), click.echo, _prompt, depth,
              using)


# -- best-move --------------------------------------------------------------------------

@click.group(name="best-move")
def best_move() -> None:
    """Print the move the computer chooses in a position.

    Example:

        logic-minimax best-move tictactoe "1,-,-1,-1,-1,1,1,-,-"
    """


@best_move.command(name="tictactoe", context_settings={"ignore_unknown_options": True})
@click.argument("board")
@_search_options
def best_move_tictactoe(board: str, depth: int | None, using: Search) -> None:
    """The cell (0-8) to play on BOARD: nine cells x, o or . (x...o....), the rules' list
    [x, o, e, ...] (e: empty), or seed 004's nine cells -1 (X), 1 (O) or - (empty)
    separated by commas. Among equally good cells the lowest wins.

    Example:

        logic-minimax best-move tictactoe "1,-,-1,-1,-1,1,1,-,-"

        logic-minimax best-move tictactoe "[x,e,e, e,o,e, e,e,e]"
    """
    try:
        pos = parse_board(board)
    except BoardFormatError as error:
        raise click.BadParameter(str(error), param_hint="BOARD") from None
    game = TicTacToe()
    if not game.moves(pos):
        winner = game.winner(pos)
        over = "a draw" if winner is None else f"{game.player(winner)} has won"
        click.echo(f"error: the game is over ({over}): there is no move", err=True)
        sys.exit(EXIT_NO_MOVE)
    best = search(game, pos, depth, using).best
    assert best is not None
    click.echo(cell_played(pos, best))


@best_move.command(name="bones")
@click.argument("heap")
@_search_options
def best_move_bones(heap: str, depth: int | None, using: Search) -> None:
    """How many bones to take from HEAP (the smallest among equally good takes): a number
    of bones (player 1 to take), max6 / min6, or the rules' term s(6, max).

    Example:

        logic-minimax best-move bones 6

        logic-minimax best-move bones "s(5, min)"
    """
    try:
        pos = read_heap(heap)[0]
    except GameError as error:
        raise click.BadParameter(str(error), param_hint="HEAP") from None
    if pos.bones == 0:
        click.echo("error: the heap is empty: there is no move", err=True)
        sys.exit(EXIT_NO_MOVE)
    best = search(Bones(), pos, depth, using).best
    assert isinstance(best, Heap)
    click.echo(pos.bones - best.bones)


# -- generate ---------------------------------------------------------------------------

@click.group(name="generate")
def generate() -> None:
    """Write a rule-defined game as a fact file (a DAG: each position once).

    Example:

        logic-minimax generate tictactoe -o tictactoe.pl
    """


_output = click.option("-o", "--output", type=click.File("w", encoding="utf-8"), default="-",
                       show_default=True, help="Where to write the facts.")


@generate.command(name="bones")
@click.argument("bones", type=click.IntRange(min=0))
@_output
def generate_bones(bones: int, output: Any) -> None:
    """Every position of the Game of Bones from a heap of BONES.

    Example:

        logic-minimax generate bones 8 -o bones8.pl
    """
    game = Bones()
    _generate(game, game.start(bones), output, None, f"generate bones {bones}")


@generate.command(name="tictactoe")
@click.option("--depth", type=click.IntRange(min=0),
              help="Stop this many moves from the empty board (positions there are leaves "
                   "valued H/10).")
@_output
def generate_tictactoe(depth: int | None, output: Any) -> None:
    """Every tic-tac-toe position reachable from the empty board (5,478 of them).

    Example:

        logic-minimax generate tictactoe -o tictactoe.pl
    """
    command = "generate tictactoe" + ("" if depth is None else f" --depth {depth}")
    game = TicTacToe()
    _generate(game, game.start(), output, depth, command)


def _generate(game: RuleGame, root: Hashable, output: Any, depth: int | None,
              command: str) -> None:
    header = f"{game.title}, root {game.atom(root)}: logic-minimax {command}"
    written = write_facts(game, root, output, depth, header)
    click.echo(f"{written.positions} positions ({written.leaves} without moves), "
               f"root {written.root}", err=True)
