"""A long fuzz campaign: the test suite's strategies and properties (tests/fuzz/) on
100,000 inputs and more, counted by outcome; nothing stops it, every failure is kept.

    python benchmarks/fuzz.py                           # 100,000 inputs, 1 process
    python benchmarks/fuzz.py --inputs 200000 --jobs 2 --out /tmp/fuzz
    python benchmarks/fuzz.py --inputs 2000 --cli 100   # and 100 files through the CLI

Inputs are drawn by Hypothesis in batches, each from its own seed (generation only, no
shrinking), in the proportions fact files 70%, goals 20%, REPL programs 10%; beside each
drawn one, a few mutants of it (``strategies.mutate``: plain code, cheaper than drawing).
Each input is checked as the test suite checks it (only our error root escapes, under 2 s of CPU for
inputs under 10 KB, the readers agree, listing reads back, the memo changes no answer).
It prints counts by outcome and by failure kind, the slowest inputs, and writes each
failing input with its details to ``--out``. ``--cli N`` also runs N fact files through
the real command (``check`` and a ``query``): exit codes 0, 1 or 2 only, no traceback.
"""

from __future__ import annotations

import argparse
import itertools
import multiprocessing
import os
import random
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path

from hypothesis import HealthCheck, Phase, given, seed, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from logic_minimax import KnowledgeBase
from logic_minimax.errors import LoadError
from tests.fuzz.properties import (
    FuzzFailure,
    check_fact_file,
    check_goal,
    check_program,
)
from tests.fuzz.strategies import (
    FACT_BASES,
    FACT_FILES,
    fact_files,
    goal_texts,
    mutate,
    programs,
)

BATCH = 1_000
_NUMBERS = itertools.count()
SHARES = {"fact file": 0.7, "goal": 0.2, "program": 0.1}
COURSE = Path(__file__).resolve().parent.parent / "facts" / "bratko.pl"


@dataclass
class Tally:
    """What a worker saw."""

    inputs: Counter[str] = field(default_factory=Counter)
    outcomes: Counter[str] = field(default_factory=Counter)
    failures: Counter[str] = field(default_factory=Counter)
    slowest: list[tuple[float, str, int]] = field(default_factory=list)  # cpu, kind, size
    kept: list[Path] = field(default_factory=list)

    def merge(self, other: Tally) -> None:
        self.inputs += other.inputs
        self.outcomes += other.outcomes
        self.failures += other.failures
        self.slowest = sorted(self.slowest + other.slowest, reverse=True)[:10]
        self.kept += other.kept


def _run_one(tally: Tally, kind: str, text: str, check: Callable[[], object],
             out: Path) -> None:
    started = time.process_time()
    try:
        found = check()
        for outcome in found if isinstance(found, list) else [found]:
            tally.outcomes[str(outcome)] += 1
    except FuzzFailure as failure:
        tally.failures[failure.kind] += 1
        out.mkdir(parents=True, exist_ok=True)
        path = out / f"{failure.kind.replace(' ', '_')}-{os.getpid()}-{next(_NUMBERS)}.txt"
        path.write_text(f"{kind}\n{failure.detail}\n--- input ---\n{text}",
                        encoding="utf-8", errors="backslashreplace")
        tally.kept.append(path)
    spent = time.process_time() - started
    tally.inputs[kind] += 1
    tally.slowest = sorted([*tally.slowest, (spent, kind, len(text))], reverse=True)[:10]


def _kb_of(facts: str) -> KnowledgeBase:
    kb = KnowledgeBase()
    try:
        kb.load_string(facts, "f.pl")
    except LoadError:
        kb = KnowledgeBase()
        kb.load_file(COURSE)
    return kb


MUTANTS = {"fact file": 4, "goal": 1, "program": 2}
"""Mutants checked beside each drawn input (made by plain code, cheaply: drawing with
Hypothesis costs more than most checks)."""
GOALS_PER_FILE = 4


def _with_mutants(kind: str, text: str, rng: random.Random) -> list[str]:
    return [text, *(mutate(text, rng) for _ in range(MUTANTS[kind]))]


def run_batch(kind: str, count: int, batch_seed: int, out: Path, work: Path) -> Tally:
    """About ``count`` inputs of ``kind`` from the seed ``batch_seed``."""
    tally = Tally()
    per_draw = (1 + MUTANTS[kind]) * (GOALS_PER_FILE if kind == "goal" else 1)
    options = settings(max_examples=max(1, count // per_draw), phases=[Phase.generate],
                       database=None, deadline=None, suppress_health_check=list(HealthCheck))
    randoms = st.randoms(use_true_random=False)
    if kind == "fact file":
        @seed(batch_seed)
        @options
        @given(FACT_BASES, randoms)
        def run(base: str, rng: random.Random) -> None:
            for text in _with_mutants(kind, base, rng):
                _run_one(tally, kind, text, partial(check_fact_file, text), out)
    elif kind == "goal":
        @seed(batch_seed)
        @options
        @given(fact_files(), st.lists(goal_texts(), min_size=GOALS_PER_FILE,
                                      max_size=GOALS_PER_FILE), randoms)
        def run(facts: str, goals: list[str], rng: random.Random) -> None:
            kb = _kb_of(facts)
            for goal in (text for drawn in goals for text in _with_mutants(kind, drawn, rng)):
                _run_one(tally, kind, goal, partial(check_goal, goal, kb), out)
    else:
        @seed(batch_seed)
        @options
        @given(fact_files(), programs(), randoms)
        def run(facts: str, program: str, rng: random.Random) -> None:
            path = work / "t.pl"
            path.write_text(facts, encoding="utf-8")
            for text in _with_mutants(kind, program, rng):
                _run_one(tally, kind, text, partial(check_program, text, path), out)
    run()
    return tally


def _worker(args: tuple[list[tuple[str, int, int]], Path]) -> Tally:
    batches, out = args
    total = Tally()
    with tempfile.TemporaryDirectory() as work:
        os.chdir(work)  # show/3 writes its pictures here, crash reports go here too
        os.environ["LOGIC_MINIMAX_CACHE"] = work
        for kind, count, batch_seed in batches:
            tally = run_batch(kind, count, batch_seed, out, Path(work))
            total.merge(tally)
            print(f"[{os.getpid()}] {sum(total.inputs.values())} inputs, "
                  f"{sum(total.failures.values())} failing (last batch: {count} {kind}s)",
                  file=sys.stderr, flush=True)
    return total


def plan(inputs: int, first_seed: int) -> list[tuple[str, int, int]]:
    """Batches of each kind with their seeds, the kinds interleaved in proportion (a
    campaign stopped early has seen every kind)."""
    batches = []
    for index, (kind, share) in enumerate(SHARES.items()):
        left = round(inputs * share)
        number = 0
        while left > 0:
            count = min(BATCH, left)
            batches.append((number * BATCH / (inputs * share), kind, count,
                            first_seed + 100_000 * index + number))
            left -= count
            number += 1
    return [(kind, count, batch_seed) for _, kind, count, batch_seed in sorted(batches)]


def run_cli(count: int, first_seed: int, out: Path) -> Counter[str]:
    """Fact files through the real command: exit codes 0, 1 or 2, never a traceback."""
    outcomes: Counter[str] = Counter()
    texts: list[tuple[str, str]] = []

    @seed(first_seed)
    @settings(max_examples=count, phases=[Phase.generate], database=None, deadline=None,
              suppress_health_check=list(HealthCheck))
    @given(FACT_FILES, st.sampled_from(["static_eval(X, V).", "minimax(p0, B, V, P).",
                                        "alphabeta(p0, -inf, inf, G, V)."]))
    def collect(text: str, goal: str) -> None:
        texts.append((text, goal))

    collect()
    with tempfile.TemporaryDirectory() as work:
        path = Path(work) / "f.pl"
        for number, (text, goal) in enumerate(texts):
            path.write_text(text, encoding="utf-8")
            for command in (["check", str(path)], ["query", "--no-cache", str(path), goal]):
                done = subprocess.run([sys.executable, "-m", "logic_minimax", *command],
                                      capture_output=True, text=True, check=False,
                                      errors="backslashreplace")
                bad = done.returncode not in (0, 1, 2) or "Traceback" in done.stderr
                outcomes[f"cli {command[0]} exit {done.returncode}"] += 1
                if bad:
                    outcomes["cli failure"] += 1
                    out.mkdir(parents=True, exist_ok=True)
                    (out / f"cli-{number}.txt").write_text(
                        f"{command}\n{done.stderr}\n--- input ---\n{text}", encoding="utf-8",
                        errors="backslashreplace")
    return outcomes


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--inputs", type=int, default=100_000)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--seed", type=int, default=14)
    parser.add_argument("--cli", type=int, default=0, help="fact files through the CLI")
    parser.add_argument("--out", type=Path, default=Path("fuzz-findings"))
    args = parser.parse_args()
    out = args.out.resolve()
    batches = plan(args.inputs, args.seed)
    shares = [(batches[i::args.jobs], out) for i in range(args.jobs)]
    started = time.perf_counter()
    total = Tally()
    if args.jobs == 1:
        total.merge(_worker(shares[0]))
    else:
        with multiprocessing.Pool(args.jobs) as pool:
            for tally in pool.imap_unordered(_worker, shares):
                total.merge(tally)
    cli = run_cli(args.cli, args.seed, out) if args.cli else Counter[str]()
    wall = time.perf_counter() - started
    kinds = ", ".join(f"{count} {kind}s" for kind, count in total.inputs.items())
    print(f"inputs: {sum(total.inputs.values())} ({kinds}) in {wall:.0f} s wall, "
          f"{args.jobs} process(es), seed {args.seed}")
    print("outcomes (a fact file counts one load and each search it ran):")
    for outcome, count in total.outcomes.most_common():
        print(f"  {count:9d}  {outcome}")
    for outcome, count in sorted(cli.items()):
        print(f"  {count:9d}  {outcome}")
    print(f"failures: {sum(total.failures.values()) + cli['cli failure']}")
    for kind, count in total.failures.most_common():
        print(f"  {count:9d}  {kind}")
    print("slowest inputs (CPU seconds, kind, characters):")
    for spent, kind, size in total.slowest[:5]:
        print(f"  {spent:9.3f}  {kind}, {size}")
    if total.kept:
        print(f"failing inputs written to {out}")
    sys.exit(1 if total.failures or cli["cli failure"] else 0)


if __name__ == "__main__":
    main()
