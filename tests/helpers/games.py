"""The searches a rule game is solved by, by name: every algorithm, with and without the
transposition table (the ``search`` fixture of tests/games/ runs a test once per entry)."""

from __future__ import annotations

from collections.abc import Callable, Hashable

from logic_minimax import SearchResult, alphabeta, minimax
from logic_minimax.games.game import RuleGame

Search = Callable[[RuleGame, Hashable], SearchResult]

ALGORITHMS: dict[str, Search] = {
    "minimax": lambda game, pos: minimax(game, pos),
    "minimax memo": lambda game, pos: minimax(game, pos, memo=True),
    "alphabeta": lambda game, pos: alphabeta(game, pos),
    "alphabeta memo": lambda game, pos: alphabeta(game, pos, memo=True),
}
