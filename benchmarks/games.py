"""Benchmark: tic-tac-toe from the empty board, alpha-beta, side by side with the peers.

    python benchmarks/games.py               # 5 runs each, medians
    python benchmarks/games.py --repeat 3 --json

Rows: our searches over the rules (the seeds' standard alpha-beta, ``search/standard.py``;
Bratko's alpha-beta with its strict tests; Bratko's minimax with the memo, what ``play``
used before), OpenSpiel's Python ``alpha_beta_search`` over its C++ ``tic_tac_toe``
(``pip install open-spiel``), aima-python's ``alphabeta_search`` over its ``TicTacToe``
(the ``aima3`` package: aima-python's code as a Python 3 package), and SWI-Prolog
running Bratko's minimax and alpha-beta (tests/oracle/) on the generated fact file.

Times are CPU seconds (``process_time``) and wall seconds of the search alone, medians
of ``--repeat`` runs taken in alternation. "cold" runs empty the rules' caches first, so
every board is worked out during the search as the peers' games do; "warm" runs reuse
them (as ``play`` does from its second move on). Positions: ours as the search counts
them (positions entered, table hits included); OpenSpiel's are its calls of
``_alpha_beta``, aima's its calls of ``terminal_test`` plus the root, counted in a
separate untimed run. Figures are printed, not asserted; the run fails only if a search
gives another value than the draw.
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from logic_minimax import alphabeta, minimax
from logic_minimax.games import TicTacToe, tictactoe, write_facts
from logic_minimax.search.standard import standard_alphabeta

PROLOG = Path(__file__).resolve().parent.parent / "tests" / "oracle"


@dataclass
class Row:
    name: str
    positions: int | None
    cpu: float
    wall: float
    answer: str


Search = Callable[[], tuple[int | None, str]]
"""One search: (positions, answer)."""


def ours() -> dict[str, tuple[Search, Callable[[], None]]]:
    """Our searches, each with what to do before a timed run."""
    game = TicTacToe()
    root = game.start()

    def cold() -> None:
        tictactoe._successors.cache_clear()
        tictactoe._value.cache_clear()

    def warm() -> None:
        pass

    def run(search: Callable[[], Any]) -> Search:
        def searched() -> tuple[int | None, str]:
            result = search()
            return result.nodes_visited, f"{result.best} {result.value}"
        return searched

    standard = run(lambda: standard_alphabeta(game, root))
    return {
        "ours: standard alpha-beta, cold": (standard, cold),
        "ours: standard alpha-beta, warm": (standard, warm),
        "ours: Bratko's alpha-beta (strict), warm": (run(lambda: alphabeta(game, root)), warm),
        "ours: Bratko's minimax + memo, warm": (run(lambda: minimax(game, root, memo=True)),
                                                warm),
    }


def openspiel() -> tuple[Search, Callable[[], int]] | None:
    """OpenSpiel's ``alpha_beta_search`` and a counter of its positions, if installed."""
    try:
        import pyspiel  # type: ignore[import-not-found, import-untyped, unused-ignore]
        from open_spiel.python.algorithms import (  # type: ignore[import-not-found, import-untyped, unused-ignore]
            minimax as spiel_minimax,
        )
    except ImportError:
        return None
    game = pyspiel.load_game("tic_tac_toe")

    def search() -> tuple[int | None, str]:
        value, action = spiel_minimax.alpha_beta_search(game)
        return None, f"action {action} {value}"

    def count() -> int:
        calls = 0
        inner = spiel_minimax._alpha_beta

        def counted(*args: Any, **kwargs: Any) -> Any:
            nonlocal calls
            calls += 1
            return inner(*args, **kwargs)

        spiel_minimax._alpha_beta = counted  # its recursion calls the module's name
        try:
            spiel_minimax.alpha_beta_search(game)
        finally:
            spiel_minimax._alpha_beta = inner
        return calls

    return search, count


def aima() -> tuple[Search, Callable[[], int]] | None:
    """aima-python's ``alphabeta_search`` (package ``aima3``) and a position counter."""
    try:
        from aima3 import games as aima_games  # type: ignore[import-not-found, import-untyped, unused-ignore]
    except ImportError:
        return None
    game = aima_games.TicTacToe()

    def search() -> tuple[int | None, str]:
        return None, f"action {aima_games.alphabeta_search(game.initial, game)}"

    def count() -> int:
        calls = 0
        inner = game.terminal_test

        def counted(state: Any) -> Any:
            nonlocal calls
            calls += 1
            return inner(state)

        game.terminal_test = counted
        try:
            aima_games.alphabeta_search(game.initial, game)
        finally:
            del game.terminal_test
        return calls + 1  # the root is expanded without a terminal test

    return search, count


def timed(search: Search, before: Callable[[], None]) -> tuple[float, float, int | None,
                                                                 str]:
    before()
    wall, cpu = time.perf_counter(), time.process_time()
    positions, answer = search()
    return time.process_time() - cpu, time.perf_counter() - wall, positions, answer


def swi(path: Path, repeat: int) -> list[Row]:
    """Bratko's minimax and alpha-beta in swipl on the fact file: CPU time of the search
    (``statistics(cputime)``) and wall time, medians."""
    exe = shutil.which("swipl")
    if exe is None:
        return []
    rows = []
    for name, goal in (("minimax", "minimax:minimax(.........,B,V,_)"),
                       ("alphabeta", "alphabeta_bratko:alphabeta(.........,-inf,inf,B,V)")):
        program = (f"use_module('{PROLOG / 'minimax'}'), "
                   f"use_module('{PROLOG / 'alphabeta_bratko'}'), load_files('{path}', []), "
                   f"statistics(cputime, C0), get_time(T0), {goal}, "
                   f"statistics(cputime, C1), get_time(T1), C is C1 - C0, T is T1 - T0, "
                   f"format('~6f ~6f ~q ~q~n', [C, T, B, V])")
        cpus, walls, answer = [], [], ""
        for _ in range(repeat):
            done = subprocess.run([exe, "-q", "-g", program, "-t", "halt"],
                                  capture_output=True, text=True, check=True)
            cpu, wall, best, value = done.stdout.split()
            cpus.append(float(cpu))
            walls.append(float(wall))
            answer = f"{best.strip(chr(39))} {value}"
        rows.append(Row(f"SWI-Prolog: Bratko's {name}, fact file", None,
                        statistics.median(cpus), statistics.median(walls), answer))
    return rows


def measure(repeat: int) -> list[Row]:
    searches = dict(ours())
    counters: dict[str, Callable[[], int]] = {}
    for name, peer in (("OpenSpiel: alpha_beta_search (Python)", openspiel()),
                       ("aima-python: alphabeta_search", aima())):
        if peer is not None:
            searches[name] = (peer[0], lambda: None)
            counters[name] = peer[1]
    times: dict[str, list[tuple[float, float, int | None, str]]] = {n: [] for n in searches}
    for search, before in searches.values():  # once untimed: imports, first calls
        before()
        search()
    for _ in range(repeat):  # alternate, so that machine noise hits every row alike
        for name, (search, before) in searches.items():
            times[name].append(timed(search, before))
    rows = []
    for name, runs in times.items():
        positions = runs[-1][2] if name not in counters else counters[name]()
        rows.append(Row(name, positions, statistics.median(r[0] for r in runs),
                        statistics.median(r[1] for r in runs), runs[-1][3]))
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "tictactoe.pl"
        with path.open("w") as out:
            write_facts(TicTacToe(), TicTacToe.start(), out)
        rows += swi(path, repeat)
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--json", action="store_true", help="print the rows as JSON")
    args = parser.parse_args()
    rows = measure(args.repeat)
    if args.json:
        print(json.dumps([asdict(row) for row in rows]))
    else:
        print_rows(rows)
    missing = [peer for peer in ("OpenSpiel", "aima-python")
               if not any(row.name.startswith(peer) for row in rows)]
    if missing:
        print(f"not installed: {', '.join(missing)} (pip install -e '.[bench]')",
              file=sys.stderr)
    wrong = [row.name for row in rows if not draw(row)]
    for name in wrong:
        print(f"WRONG VALUE: {name}", file=sys.stderr)
    return 1 if wrong else 0


def draw(row: Row) -> bool:
    """Whether the row found the draw (aima's search returns only a move)."""
    words = row.answer.split()
    return row.name.startswith("aima") or float(words[-1]) == 0


def print_rows(rows: list[Row]) -> None:
    spiel = next((row for row in rows if row.name.startswith("OpenSpiel")), None)
    print(f"{'tic-tac-toe, empty board':<44}{'positions':>10}{'CPU ms':>9}{'wall ms':>9}"
          f"{'CPU vs OpenSpiel':>18}  answer")
    for row in rows:
        versus = f"{row.cpu / spiel.cpu:.2f}x" if spiel else "-"
        positions = f"{row.positions:,}" if row.positions is not None else "-"
        print(f"{row.name:<44}{positions:>10}{row.cpu * 1000:>9.1f}{row.wall * 1000:>9.1f}"
              f"{versus:>18}  {row.answer}")


if __name__ == "__main__":
    sys.exit(main())
