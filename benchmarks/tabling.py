"""Benchmark: tabling, ours against SWI-Prolog in the same run.

    python benchmarks/tabling.py                    # this checkout, medians of 3
    python benchmarks/tabling.py --root ../other    # another checkout's engine (before/after)
    python benchmarks/tabling.py --smoke            # small sizes, one run (the test suite's)

The rows are issue 34's tabling targets, and SWI-Prolog/bench's pingpong.pl:

* mutual recursion: two tabled predicates that call each other (``d(X) :- e(Y), Y < N,
  X is Y + 1.`` and the converse, each with a fact ``d(0).``), all answers up to 2,000:
  one component whose tables grow an answer at a time;
* left-recursive closure: ``path(X, Y) :- path(X, Z), edge(Z, Y).`` over a chain of 300
  nodes, every pair (44,850 answers);
* tabled Fibonacci of 1,500: 1,500 tables, each complete before its caller's;
* pingpong: SWI's bench program (the mutual recursion up to 20,000), as published.

Each goal abolishes the tables first, so every run computes them.  The figure is the CPU
time of the goal alone, as ``kernels.py`` measures it (its functions run both sides):
medians of ``--repeat`` runs, and their ratio.  Figures are printed, not asserted; a
disagreement of the answers exits with status 1.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from kernels import build, ours, swipl  # noqa: E402


@dataclass(frozen=True)
class Row:
    name: str
    program: str
    goal: str  # binds R, the answer both sides print
    smoke: str  # the same goal at the size of --smoke
    loops: int = 1  # SWI's runs per timing


MUTUAL = """
:- table d/2, e/2.
d(N, X) :- e(N, Y), Y < N, X is Y + 1.
d(_, 0).
e(N, X) :- d(N, Y), Y < N, X is Y + 1.
e(_, 0).
mutual(N, R) :- abolish_all_tables, aggregate_all(count, d(N, _), R).
"""

CLOSURE = """
:- table path/2.
path(X, Y) :- path(X, Z), edge(Z, Y).
path(X, Y) :- edge(X, Y).
:- dynamic edge/2.
chain(N) :- retractall(edge(_, _)), forall(between(2, N, J), (I is J - 1, assertz(edge(I, J)))).
closure(N, R) :- chain(N), abolish_all_tables, aggregate_all(count, path(_, _), R).
"""

FIB = """
:- table fib/2.
fib(0, 0).
fib(1, 1).
fib(N, F) :- N > 1, N1 is N - 1, N2 is N - 2, fib(N1, F1), fib(N2, F2), F is F1 + F2.
tfib(N, R) :- abolish_all_tables, fib(N, F), R is F mod 1000000007.
"""

PINGPONG = """
:- table d/1.
:- table e/1.

top :- abolish_all_tables, d(_), fail.
top.

% Two mutually recursive predicates:
d(X) :- e(Y), Y < 20000, X is Y + 1.
d(0).

e(X) :- d(Y), Y < 20000, X is Y + 1.
e(0).
"""
"""SWI-Prolog/bench's programs/pingpong.pl (BSD-2-Clause, as the suite), without its
``enable_tabling.`` line, a fact of the suite's harness."""

ROWS = [
    Row("mutual recursion 2,000", MUTUAL, "mutual(2000, R)", "mutual(50, R)", loops=10),
    Row("left-recursive closure 300", CLOSURE, "closure(300, R)", "closure(20, R)"),
    Row("tabled fib(1500)", FIB, "tfib(1500, R)", "tfib(50, R)", loops=5),
    Row("pingpong (SWI's bench)", PINGPONG, "top, aggregate_all(count, d(_), R)",
        "top, aggregate_all(count, d(_), R)"),
]


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--root", type=Path, default=HERE.parent,
                        help="the checkout whose engine runs (default: this one)")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--only", help="run the rows whose name holds this text")
    parser.add_argument("--smoke", action="store_true",
                        help="small sizes, one run each: that it runs and agrees")
    args = parser.parse_args()
    exe = shutil.which("swipl")
    if exe is None:
        sys.exit("swipl (SWI-Prolog) is needed for the comparison")
    repeat = 1 if args.smoke else args.repeat
    print(f"engine: {args.root} ({build(args.root)})   CPU time of the goal, "
          f"median of {repeat}")
    print(f"| {'program':28} | {'ours s':>9} | {'SWI s':>8} | {'ratio':>6} | answer |")
    print(f"|{'-' * 30}|{'-' * 11}|{'-' * 10}|{'-' * 8}|--------|")
    agree = True
    with tempfile.TemporaryDirectory() as tmp:
        for row in ROWS:
            if args.only and args.only not in row.name:
                continue
            goal = row.smoke if args.smoke else row.goal
            program = f"{row.program}\nkernel_run(R) :- {goal}.\n"
            loops = 1 if args.smoke else row.loops
            our_runs = [ours(args.root, program, goal) for _ in range(repeat)]
            swi_runs = [swipl(exe, program, goal, loops, Path(tmp)) for _ in range(repeat)]
            our_t = statistics.median(t for t, _ in our_runs)
            swi_t = statistics.median(t for t, _ in swi_runs)
            answers = {a for _, a in our_runs + swi_runs}
            agree = agree and len(answers) == 1
            shown = answers.pop() if len(answers) == 1 else " / ".join(sorted(answers)) \
                + " DIFFER"
            print(f"| {row.name:28} | {our_t:9.3f} | {swi_t:8.4f} | "
                  f"{our_t / max(swi_t, 1e-6):5.0f}x | {shown} |", flush=True)
    if not agree:
        sys.exit("the answers differ")


if __name__ == "__main__":
    main()
