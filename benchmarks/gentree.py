"""Write the benchmark trees as fact files (one fact per line), streamed.

    python benchmarks/gentree.py uniform --branching 10 --depth 6 -o big.pl
    python benchmarks/gentree.py chain --size 1000000 -o chain.pl
    python benchmarks/gentree.py star --size 1000000 -o star.pl
    python benchmarks/gentree.py chain --layout interleaved --size 1000000 -o chain.pl

Uniform trees have positions n0 (the root), n1, ... numbered breadth-first (the children
of n<p> are n<p*b+1> .. n<p*b+b>), MAX to move at even depths, integer leaf values
0..1000 from a seeded generator. Each predicate's facts are written together (SWI-Prolog
consults that without discontiguous-clause warnings), or, with ``--layout interleaved``,
each position's facts together, as generators and students often write them: its side,
then its moves or its value (the star's moves first). The same facts either way, one a
line.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Iterator
from typing import TextIO


def uniform(out: TextIO, branching: int, depth: int, seed: int, interleaved: bool) -> int:
    sizes: list[int] = [branching ** level for level in range(depth + 1)]
    starts = [sum(sizes[:level]) for level in range(depth + 1)]
    total = sum(sizes)
    interior = total - sizes[depth]
    rng = random.Random(seed)
    if interleaved:
        def position(level: int, p: int) -> str:
            side = "min_to_move" if level % 2 else "max_to_move"
            if p < interior:
                return f"{side}(n{p}).\nmoves(n{p}, [{_names(p * branching + 1, branching)}]).\n"
            return f"{side}(n{p}).\nstatic_eval(n{p}, {rng.randint(0, 1000)}).\n"
        _write(out, (position(level, p) for level in range(depth + 1)
                     for p in range(starts[level], starts[level] + sizes[level])))
        return total
    for side, parity in (("max_to_move", 0), ("min_to_move", 1)):
        for level in range(parity, depth + 1, 2):
            _write(out, (f"{side}(n{p}).\n" for p in range(starts[level],
                                                            starts[level] + sizes[level])))
    _write(out, (f"moves(n{p}, [{_names(p * branching + 1, branching)}]).\n"
                 for p in range(interior)))
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


def _side(p: int) -> str:
    return "min_to_move" if p % 2 else "max_to_move"


def chain(out: TextIO, size: int, interleaved: bool) -> int:
    if interleaved:
        _write(out, (f"{_side(p)}(n{p}).\nmoves(n{p}, [n{p + 1}]).\n" for p in range(size)))
    else:
        _write(out, (f"max_to_move(n{p}).\n" for p in range(0, size, 2)))
        _write(out, (f"min_to_move(n{p}).\n" for p in range(1, size, 2)))
        _write(out, (f"moves(n{p}, [n{p + 1}]).\n" for p in range(size)))
    out.write(f"static_eval(n{size}, 1).\n")
    return size + 1


def star(out: TextIO, size: int, seed: int, interleaved: bool) -> int:
    rng = random.Random(seed)
    out.write("max_to_move(n0).\n")
    moves = "moves(n0, [" + ", ".join(f"n{c}" for c in range(1, size + 1)) + "]).\n"
    if interleaved:
        out.write(moves)
        _write(out, (f"min_to_move(n{p}).\nstatic_eval(n{p}, {rng.randint(0, 1000)}).\n"
                     for p in range(1, size + 1)))
        return size + 1
    _write(out, (f"min_to_move(n{p}).\n" for p in range(1, size + 1)))
    out.write(moves)
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
    parser.add_argument("--layout", choices=["grouped", "interleaved"], default="grouped",
                        help="each predicate's facts together, or each position's")
    parser.add_argument("-o", "--output", required=True)
    args = parser.parse_args(argv)
    with open(args.output, "w", encoding="utf-8") as out:
        interleaved = args.layout == "interleaved"
        if args.shape == "uniform":
            count = uniform(out, args.branching, args.depth, args.seed, interleaved)
        elif args.shape == "chain":
            count = chain(out, args.size, interleaved)
        else:
            count = star(out, args.size, args.seed, interleaved)
    print(f"{args.output}: {count} positions", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
