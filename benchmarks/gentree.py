"""Write the benchmark trees as fact files (one fact per line), streamed.

    python benchmarks/gentree.py uniform --branching 10 --depth 6 -o big.pl
    python benchmarks/gentree.py chain --size 1000000 -o chain.pl
    python benchmarks/gentree.py star --size 1000000 -o star.pl

Uniform trees have positions n0 (the root), n1, ... numbered breadth-first (the children
of n<p> are n<p*b+1> .. n<p*b+b>), MAX to move at even depths, integer leaf values
0..1000 from a seeded generator. Each predicate's facts are written together.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Iterator
from typing import TextIO


def uniform(out: TextIO, branching: int, depth: int, seed: int) -> int:
    # One predicate after the other, so that SWI-Prolog consults it without
    # discontiguous-clause warnings.
    sizes: list[int] = [branching ** level for level in range(depth + 1)]
    starts = [sum(sizes[:level]) for level in range(depth + 1)]
    total = sum(sizes)
    for side, parity in (("max_to_move", 0), ("min_to_move", 1)):
        for level in range(parity, depth + 1, 2):
            _write(out, (f"{side}(n{p}).\n" for p in range(starts[level],
                                                            starts[level] + sizes[level])))
    interior = total - sizes[depth]
    _write(out, (f"moves(n{p}, [{_names(p * branching + 1, branching)}]).\n"
                 for p in range(interior)))
    rng = random.Random(seed)
    _write(out, (f"static_eval(n{p}, {rng.randint(0, 1000)}).\n"
                 for p in range(interior, total)))
    return total


def _names(first: int, count: int) -> str:
    return ", ".join(f"n{c}" for c in range(first, first + count))


def _write(out: TextIO, lines: Iterator[str]) -> None:
    batch: list[str] = []
    for line in lines:
        batch.append(line)
        if len(batch) >= 10000:
            out.writelines(batch)
            batch.clear()
    out.writelines(batch)


def chain(out: TextIO, size: int) -> int:
    _write(out, (f"max_to_move(n{p}).\n" for p in range(0, size, 2)))
    _write(out, (f"min_to_move(n{p}).\n" for p in range(1, size, 2)))
    _write(out, (f"moves(n{p}, [n{p + 1}]).\n" for p in range(size)))
    out.write(f"static_eval(n{size}, 1).\n")
    return size + 1


def star(out: TextIO, size: int, seed: int) -> int:
    rng = random.Random(seed)
    out.write("max_to_move(n0).\n")
    _write(out, (f"min_to_move(n{p}).\n" for p in range(1, size + 1)))
    out.write("moves(n0, [" + ", ".join(f"n{c}" for c in range(1, size + 1)) + "]).\n")
    _write(out, (f"static_eval(n{p}, {rng.randint(0, 1000)}).\n" for p in range(1, size + 1)))
    return size + 1


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("shape", choices=["uniform", "chain", "star"])
    parser.add_argument("--branching", type=int, default=10)
    parser.add_argument("--depth", type=int, default=6)
    parser.add_argument("--size", type=int, default=1_000_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("-o", "--output", required=True)
    args = parser.parse_args(argv)
    with open(args.output, "w", encoding="utf-8") as out:
        if args.shape == "uniform":
            count = uniform(out, args.branching, args.depth, args.seed)
        elif args.shape == "chain":
            count = chain(out, args.size)
        else:
            count = star(out, args.size, args.seed)
    print(f"{args.output}: {count} positions", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
