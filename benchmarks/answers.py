"""Benchmark: long answers at the toplevel, ours and SWI-Prolog's, side by side.

    python benchmarks/answers.py
    python benchmarks/answers.py --repeat 5

For each query (long lists, a long list of pairs, fresh variables, a big integer written
in full) it prints the CPU time to the printed answer, ours (the goal and its answer as
the CLI and the REPL make it, written only as deep as it is printed) and SWI's (its
toplevel reading the query from standard input, less a run of ``true.``), medians of
``--repeat`` runs, and the ratio.  Figures are printed, not asserted; both must print
the same answer.
"""

from __future__ import annotations

import argparse
import resource
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from logic_minimax.prolog.engine import Engine
from logic_minimax.prolog.toplevel import answers

QUERIES = [
    "numlist(1, 200000, L).",
    "numlist(1, 1000000, L).",
    "findall(X-f(X), between(1, 100000, X), L).",
    "length(L, 200000).",
    "X is 10**200000, atom_length(X, N).",
]


def ours(query: str) -> tuple[float, str]:
    engine = Engine()
    start = time.process_time()
    text = "\n".join(str(a) for a in answers(engine, engine.read_query(query), whole=False))
    return time.process_time() - start, text


def swi(exe: str, query: str) -> tuple[float, str]:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    proc = subprocess.run([exe, "-q"], input=query + "\n", capture_output=True, text=True,
                          check=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    seconds = (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
    return seconds, proc.stdout.strip()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    exe = shutil.which("swipl")
    if exe is None:
        sys.exit("swipl (SWI-Prolog) is needed for the comparison")
    baseline = statistics.median(swi(exe, "true.")[0] for _ in range(args.repeat))
    for query in QUERIES:
        our_runs = [ours(query) for _ in range(args.repeat)]
        swi_runs = [swi(exe, query) for _ in range(args.repeat)]
        if our_runs[0][1] != swi_runs[0][1]:
            sys.exit(f"the answers differ for {query}:\n{our_runs[0][1][:500]}\n"
                     f"{swi_runs[0][1][:500]}")
        our_t = statistics.median(t for t, _ in our_runs)
        swi_t = max(statistics.median(t for t, _ in swi_runs) - baseline, 0.001)
        print(f"{query:45} ours {our_t:7.3f} s  SWI-Prolog {swi_t:7.3f} s  "
              f"ratio {our_t / swi_t:6.1f}x")


if __name__ == "__main__":
    main()
