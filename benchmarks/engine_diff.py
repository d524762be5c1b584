"""A long differential campaign: the engine against SWI-Prolog on random programs.

    python benchmarks/engine_diff.py --batches 10 --cases 150 --seed 100

Each batch is ``--cases`` generated programs with their goals (tests/engine_gen.py), run
in one SWI-Prolog process and in our engine; every answer is compared in order, and every
error.  Prints the counts (programs, goals, answers compared, goals skipped for an
inference limit on either side) and the first mismatches, if any.
"""

from __future__ import annotations

import argparse
import shutil
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.helpers.engine_diff import run_engine, run_swipl
from tests.helpers.engine_gen import cases


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--batches", type=int, default=10)
    parser.add_argument("--cases", type=int, default=150)
    parser.add_argument("--seed", type=int, default=100)
    args = parser.parse_args()
    exe = shutil.which("swipl")
    if exe is None:
        sys.exit("swipl (SWI-Prolog) is needed")
    programs = goals = answers = skipped = 0
    mismatches: list[str] = []
    for b in range(args.batches):
        batch = cases(args.seed + b, args.cases)
        expected, got = run_swipl(exe, batch), run_engine(batch)
        programs += len(batch)
        for key, lines in sorted(got.items()):
            swi = expected.get(key, ["<no result>"])
            goals += 1
            if any(line.startswith("L") for line in swi + lines):
                skipped += 1
                continue
            answers += len(swi)
            if swi != lines:
                i, n = key
                mismatches.append(f"{batch[i - 1].goals[n - 1]}\n  swipl: {swi}\n  ours:  {lines}")
    print(f"programs {programs}, goals {goals}, answers compared {answers}, "
          f"goals skipped (inference limit) {skipped}, mismatching goals {len(mismatches)}")
    for m in mismatches[:20]:
        print(m)


if __name__ == "__main__":
    main()
