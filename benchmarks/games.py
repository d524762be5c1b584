"""Benchmark: solving tic-tac-toe from the empty board, over the rules and over the
generated fact file, with and without the transposition table, and SWI-Prolog running
Bratko's minimax/4 (tests/oracle/minimax.pl) on the same file.

    python benchmarks/games.py              # 5 runs each, the fastest is printed
    python benchmarks/games.py --repeat 1

Positions visited and solved are exact; times are wall-clock seconds of the search alone
(the rules' cached moves are worked out by a first, untimed run). Figures are printed,
not asserted; the only check is that every search gives the same best move and value.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from logic_minimax import KnowledgeBase, SearchResult, alphabeta, minimax
from logic_minimax.games import TicTacToe, write_facts

MINIMAX_PL = Path(__file__).resolve().parent.parent / "tests" / "oracle" / "minimax.pl"


def fastest(search: Callable[[], SearchResult], repeat: int) -> tuple[float, SearchResult]:
    times, result = [], search()
    for _ in range(repeat):
        start = time.perf_counter()
        result = search()
        times.append(time.perf_counter() - start)
    return min(times), result


def swi(path: Path, repeat: int) -> tuple[float, str] | None:
    """Seconds of minimax/4 in swipl on ``path``: the fastest load-and-solve run minus the
    fastest load-only run (SWI-Prolog does not count positions)."""
    exe = shutil.which("swipl")
    if exe is None:
        return None
    load = f"use_module('{MINIMAX_PL}'), load_files('{path}', [])"
    solve = f"{load}, minimax:minimax(.........,B,V,_), writeq(B-V), nl"
    best: dict[str, float] = {}
    answer = ""
    for name, goal in (("load", load), ("solve", solve)):
        for _ in range(repeat):
            start = time.perf_counter()
            done = subprocess.run([exe, "-q", "-g", goal, "-t", "halt"], capture_output=True,
                                  text=True, check=True)
            best[name] = min(best.get(name, float("inf")), time.perf_counter() - start)
            answer = done.stdout.strip() or answer
    return best["solve"] - best["load"], answer


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    repeat = parser.parse_args().repeat
    game = TicTacToe()
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "tictactoe.pl"
        with path.open("w") as out:
            write_facts(game, game.start(), out)
        kb = KnowledgeBase()
        kb.load_file(path)
        root = game.start()
        rows: list[tuple[str, Callable[[], SearchResult]]] = [
            ("minimax, rules", lambda: minimax(game, root)),
            ("minimax, rules, memo", lambda: minimax(game, root, memo=True)),
            ("alphabeta, rules", lambda: alphabeta(game, root)),
            ("alphabeta, rules, memo", lambda: alphabeta(game, root, memo=True)),
            ("minimax, facts", lambda: kb.minimax(root)),
            ("minimax, facts, memo", lambda: kb.minimax(root, memo=True)),
            ("alphabeta, facts", lambda: kb.alphabeta(root)),
            ("alphabeta, facts, memo", lambda: kb.alphabeta(root, memo=True)),
        ]
        print(f"{'search':<26}{'visited':>10}{'solved':>10}{'seconds':>10}  best, value")
        for name, search in rows:
            seconds, result = fastest(search, repeat)
            print(f"{name:<26}{result.nodes_visited:>10,}{result.positions_solved:>10,}"
                  f"{seconds:>10.3f}  {result.best}, {result.value}")
            assert (result.best, result.value) == ("x........", 0), name
        prolog = swi(path, repeat)
        if prolog is None:
            print("swipl not found: SWI-Prolog skipped")
        else:
            print(f"{'minimax/4, SWI-Prolog':<26}{'':>20}{prolog[0]:>10.3f}  {prolog[1]}")
            assert prolog[1] == "'x........'-0", prolog


if __name__ == "__main__":
    main()
