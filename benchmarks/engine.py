"""Benchmark: the logic engine against SWI-Prolog, side by side in one run.

    python benchmarks/engine.py                  # nrev30 LIPS and the 1M-fact scan
    python benchmarks/engine.py --facts 100000 --repeat 5

1. Naive reverse of a 30-element list (496 logical inferences per reverse): logical
   inferences per second, ours and SWI's, CPU time, median of ``--repeat`` runs.
2. A conjunctive scan over a generated program of ``--facts`` ``static_eval/2`` facts:
   ``aggregate_all(count, (static_eval(X, V), V > 990), N)``, CPU time of the query
   alone (median), ours and SWI's.  Our facts are added with ``Engine.add_facts`` (the bulk
   path); consulting the same text with our full reader is timed too, for reference.

Figures are printed, not asserted; both sides must agree on the count.
"""

from __future__ import annotations

import argparse
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from logic_minimax.prolog.core import deref
from logic_minimax.prolog.engine import Engine

NREV = """
app([], L, L).
app([H|T], L, [H|R]) :- app(T, L, R).
nrev([], []).
nrev([H|T], R) :- nrev(T, RT), app(RT, [H], R).
bench(0) :- !.
bench(N) :- numlist(1, 30, L), nrev(L, _), N1 is N-1, bench(N1).
"""
SCAN = "aggregate_all(count, (static_eval(X, V), V > 990), N)"


def ours_nrev(iterations: int) -> float:
    engine = Engine()
    engine.consult_text(NREV, "nrev.pl")
    goal = engine.read_query(f"bench({iterations}).").term
    start = time.process_time()
    assert engine.once(goal)
    return time.process_time() - start


def swipl_run(exe: str, files: list[Path], goal: str) -> str:
    program = (f"main :- statistics(cputime, T0), {goal}, statistics(cputime, T1), "
               "T is T1 - T0, format('~w ~w~n', [T, Out]), halt.")
    with tempfile.TemporaryDirectory() as tmp:
        main = Path(tmp) / "main.pl"
        main.write_text(program + "\n")
        proc = subprocess.run([exe, "-q", "-g", "main", "-t", "halt", *map(str, files),
                               str(main)], capture_output=True, text=True, check=True)
    return proc.stdout.strip().splitlines()[-1]


def swipl_nrev(exe: str, iterations: int, tmp: Path) -> float:
    source = tmp / "nrev.pl"
    source.write_text(NREV)
    line = swipl_run(exe, [source], f"bench({iterations}), Out = done")
    return float(line.split()[0])


def fact_rows(n: int, seed: int = 1) -> list[tuple[str, int]]:
    r = random.Random(seed)
    return [(f"p{i}", r.randint(0, 1000)) for i in range(n)]


def ours_scan(engine: Engine) -> tuple[float, object]:
    read = engine.read_query(SCAN + ".")
    start = time.process_time()
    assert engine.once(read.term)
    elapsed = time.process_time() - start
    return elapsed, deref(dict(read.names)["N"])


def swipl_scan(exe: str, source: Path) -> tuple[float, object]:
    line = swipl_run(exe, [source], f"{SCAN}, Out = N")
    seconds, count = line.split()
    return float(seconds), int(count)


def consult_rate(rows: list[tuple[str, int]]) -> float:
    """Facts per second through the full reader (on at most 100,000 facts)."""
    sample = rows[:100_000]
    text = "".join(f"static_eval({p}, {v}).\n" for p, v in sample)
    engine = Engine()
    start = time.process_time()
    engine.consult_text(text, "sample.pl")
    return len(sample) / (time.process_time() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--iterations", type=int, default=2000, help="nrev30 runs per timing")
    parser.add_argument("--facts", type=int, default=1_000_000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    exe = shutil.which("swipl")
    if exe is None:
        sys.exit("swipl (SWI-Prolog) is needed for the comparison")
    inferences = 496 * args.iterations
    with tempfile.TemporaryDirectory() as tmpdir:
        tmp = Path(tmpdir)
        ours = statistics.median(ours_nrev(args.iterations) for _ in range(args.repeat))
        swi_iterations = args.iterations * 100
        swi = statistics.median(swipl_nrev(exe, swi_iterations, tmp)
                                for _ in range(args.repeat))
        our_lips = inferences / ours
        swi_lips = 496 * swi_iterations / swi
        print(f"nrev30: ours {our_lips:,.0f} LIPS, SWI-Prolog {swi_lips:,.0f} LIPS, "
              f"ratio 1/{swi_lips / our_lips:.0f}")

        rows = fact_rows(args.facts)
        source = tmp / "scan.pl"
        source.write_text("".join(f"static_eval({p}, {v}).\n" for p, v in rows))
        engine = Engine()
        start = time.process_time()
        engine.consult_file(source)
        load = time.process_time() - start
        our_runs = [ours_scan(engine) for _ in range(args.repeat)]
        swi_runs = [swipl_scan(exe, source) for _ in range(args.repeat)]
        counts = {c for _, c in our_runs} | {c for _, c in swi_runs}
        if len(counts) != 1:
            sys.exit(f"the counts differ: {counts}")
        ours_t = statistics.median(t for t, _ in our_runs)
        swi_t = statistics.median(t for t, _ in swi_runs)
        print(f"scan of {args.facts:,} facts ({SCAN}, N = {counts.pop()}): "
              f"ours {ours_t:.3f} s, SWI-Prolog {swi_t:.3f} s, ratio {ours_t / swi_t:.1f}x "
              f"(bulk load {load:.1f} s; full reader {consult_rate(rows):,.0f} facts/s)")


if __name__ == "__main__":
    main()
