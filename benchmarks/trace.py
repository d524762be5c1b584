"""Benchmark: a traced search against the same search untraced, as the tree grows.

    python benchmarks/trace.py                 # 12,500 .. 100,000 positions, 3 runs each
    python benchmarks/trace.py --max 200000 --repeat 5

On a chain (every position one move deeper) and a star (one root, every position its
successor) it runs minimax and alpha-beta plainly and with a trace observer whose sink
does nothing (the trace's own work: its events and their arguments), and prints median
CPU seconds, traced/plain, and how the traced time grows when the tree doubles: about
2x for a linear trace (issue 14: it was 4x, 246 s for the 100,000-deep chain).
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable

from logic_minimax import DictTree
from logic_minimax.render.trace import TraceObserver
from logic_minimax.search import registry


def chain(n: int) -> tuple[DictTree, str]:
    return DictTree({f"p{i}": (f"p{i + 1}",) for i in range(n)},
                    {f"p{i}": "max" if i % 2 else "min" for i in range(n + 1)},
                    {f"p{n}": 1}), "p0"


def star(n: int) -> tuple[DictTree, str]:
    return DictTree({"r": tuple(f"c{i}" for i in range(n))},
                    {f"c{i}": "min" for i in range(n)},
                    {f"c{i}": i % 7 for i in range(n)}), "r"


def run(tree: DictTree, root: str, algorithm: str, traced: bool) -> Callable[[], object]:
    def search() -> object:
        observer = TraceObserver(tree, lambda event: None, algorithm) if traced else None
        return registry.run(tree, root, algorithm, observer=observer)
    return search


def cpu(run: Callable[[], object], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        started = time.process_time()
        run()
        times.append(time.process_time() - started)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--max", type=int, default=100_000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    sizes: list[int] = []
    n = args.max
    while n >= args.max // 8:
        sizes.insert(0, n)
        n //= 2
    print(f"{'tree':6} {'algorithm':10} {'positions':>9} {'plain s':>8} {'traced s':>9} "
          f"{'traced/plain':>12} {'growth':>7}")
    for shape, build in (("chain", chain), ("star", star)):
        for algorithm in ("minimax", "alphabeta"):
            previous = None
            for size in sizes:
                tree, root = build(size)
                plain = cpu(run(tree, root, algorithm, traced=False), args.repeat)
                traced = cpu(run(tree, root, algorithm, traced=True), args.repeat)
                growth = "" if previous is None else f"{traced / previous:.2f}x"
                print(f"{shape:6} {algorithm:10} {size:9d} {plain:8.3f} {traced:9.3f} "
                      f"{traced / plain:12.1f} {growth:>7}")
                previous = traced


if __name__ == "__main__":
    main()
