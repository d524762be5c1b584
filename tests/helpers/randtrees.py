"""Random game trees for the differential tests, deterministic from a seed.

A tree is built level by level: positions ``n0``, ``n1``, ... at depth d move only to
positions at depth d + 1, so sharing a position between two parents (a DAG) can never
make a cycle. Values come from small ranges so that ties (also ``2`` against ``2.0``)
are frequent.
"""

from __future__ import annotations

import dataclasses
import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Literal

Side = Literal["max", "min"]
Number = int | float
Window = tuple[Number, Number]

FULL_WINDOW: Window = (-math.inf, math.inf)

# Leaf values per tree "mode": small ranges, so ties are common.
_VALUE_POOLS: dict[str, tuple[Number, ...]] = {
    "int": (-3, -2, -1, 0, 1, 2, 3),
    "float": (-1.5, -1.0, -0.5, -0.0, 0.0, 0.1, 0.5, 1.0, 2.5),
    "mixed": (-2, -2.0, -1, 0, 0.0, 1, 1.0, 2, 2.0),
    "wide": tuple(range(-60, 61)),
    "big": (10**10, 10000000000.0, -(10**10), 1e16, 10**16, 0.5, 3),
}


def prolog_number(x: Number) -> str:
    """``x`` in Prolog syntax (floats always with a dot: ``1.0e16``, infinities as ``inf``)."""
    if isinstance(x, int):
        return str(x)
    if math.isinf(x):
        return "inf" if x > 0 else "-inf"
    text = repr(x)
    if "e" in text:
        mantissa, exponent = text.split("e")
        if "." not in mantissa:
            mantissa += ".0"
        text = f"{mantissa}e{int(exponent)}"
    return text


@dataclass(frozen=True)
class RandomTree:
    seed: int
    root: str
    moves: dict[str, tuple[str, ...]]
    sides: dict[str, Side]
    values: dict[str, Number]
    windows: tuple[Window, ...]
    consistent: bool  # sides alternate by level (and every side is known)
    shuffle: int | None = None  # seed for the order of the facts, None for grouped


    def facts(self) -> list[str]:
        """The facts as Prolog terms, without the final period."""
        out = [f"moves({p}, [{', '.join(cs)}])" for p, cs in self.moves.items()]
        out += [f"{side}_to_move({p})" for p, side in self.sides.items()]
        out += [f"static_eval({p}, {prolog_number(v)})" for p, v in self.values.items()]
        if self.shuffle is not None:
            random.Random(self.shuffle).shuffle(out)
        return out

    def text(self) -> str:
        """The tree as a fact file."""
        return "".join(f"{fact}.\n" for fact in self.facts())

    def size(self) -> int:
        """Number of nodes of the tree unfolded from the root (shared positions count each time)."""

        @cache
        def count(pos: str) -> int:
            return 1 + sum(count(c) for c in self.moves.get(pos, ()))

        return count(self.root)

    def describe(self) -> str:
        return f"seed {self.seed}, root {self.root}\n{self.text()}"


def random_tree(seed: int, max_size: int = 300) -> RandomTree:
    """A random tree whose unfolded size is at most ``max_size``."""
    rng = random.Random(seed)
    attempt = 0
    while True:
        tree = _attempt(rng, seed, max(1, 5 - attempt), max_size)
        if tree is not None and tree.size() <= max_size:
            return tree
        attempt += 1


def _attempt(
    rng: random.Random, seed: int, max_branching: int, max_size: int
) -> RandomTree | None:
    """A random tree, or None if it gets more than ``max_size`` positions."""
    depth = 0 if rng.random() < 0.03 else rng.randint(1, 7)
    share = 0.0 if rng.random() < 0.4 else rng.uniform(0.1, 0.5)
    p_internal = rng.uniform(0.6, 1.0)
    names = (f"n{i}" for i in range(10**9))

    root = next(names)
    levels: list[list[str]] = [[root]]
    moves: dict[str, tuple[str, ...]] = {}
    for d in range(depth):
        below: list[str] = []
        for pos in levels[d]:
            if pos != root and rng.random() > p_internal:
                continue
            children: list[str] = []
            for _ in range(rng.randint(1, max_branching)):
                reusable = [c for c in below if c not in children]
                if reusable and rng.random() < share:
                    children.append(rng.choice(reusable))
                else:
                    children.append(next(names))
                    below.append(children[-1])
            moves[pos] = tuple(children)
            if len(moves) + len(below) > max_size:
                return None
        levels.append(below)

    level_of = {p: d for d, level in enumerate(levels) for p in level}
    # Every child that is not last in some list needs a side; others may go without.
    needs_side = {c for cs in moves.values() for c in cs[:-1]}
    consistent = rng.random() < 0.75
    sparse = rng.random() < 0.2
    sides: dict[str, Side] = {}
    for pos, d in level_of.items():
        if sparse and pos not in needs_side and rng.random() < 0.5:
            continue
        side: Side = "max" if d % 2 == 0 else "min"
        if not consistent and rng.random() < 0.3:
            side = rng.choice(("max", "min"))
        sides[pos] = side

    pool = _VALUE_POOLS[rng.choice(("int", "int", "float", "mixed", "mixed", "wide", "big"))]
    values = {p: rng.choice(pool) for p in level_of if p not in moves}
    if rng.random() < 0.1:  # static values of inner positions, which the search ignores
        values.update({p: rng.choice(pool) for p in moves if rng.random() < 0.5})

    windows = (FULL_WINDOW, *(_window(rng, pool) for _ in range(rng.randint(1, 3))))
    return RandomTree(
        seed=seed,
        root=root,
        moves=moves,
        sides=sides,
        values=values,
        windows=windows,
        consistent=consistent and not sparse,
        shuffle=rng.randrange(10**6) if rng.random() < 0.3 else None,
    )


def _window(rng: random.Random, pool: Sequence[Number]) -> Window:
    def bound() -> Number:
        x = rng.choice(pool)
        kind = rng.random()
        if kind < 0.25:
            return x + 0.5
        if kind < 0.4:
            return float(x)
        return x

    a, b = sorted((bound(), bound()))
    kind = rng.choice(("plain", "equal", "reversed", "low_open", "high_open", "narrow"))
    if kind == "equal":
        return a, a
    if kind == "reversed":
        return b, a
    if kind == "low_open":
        return -math.inf, b
    if kind == "high_open":
        return a, math.inf
    if kind == "narrow":
        return a, a + rng.choice((1, 0.5, 1e-9))
    return a, b


def with_empty_moves(tree: RandomTree) -> RandomTree:
    """``tree`` with ``moves(Leaf, [])`` for some of its leaves (each keeps its value):
    Bratko's search fails on reaching one, and may prune it away first."""
    rng = random.Random(tree.seed)
    leaves = sorted(tree.values.keys() - tree.moves.keys(), key=lambda p: int(p[1:]))
    empty = [p for p in leaves if rng.random() < 0.2] or leaves[-1:]
    return dataclasses.replace(tree, moves={**tree.moves, **{p: () for p in empty}})


def random_trees(count: int, first_seed: int = 0) -> list[RandomTree]:
    return [random_tree(seed) for seed in range(first_seed, first_seed + count)]
