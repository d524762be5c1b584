"""Benchmark: logic-minimax against SWI-Prolog running Bratko's code, side by side.

    python benchmarks/run.py                 # 1e3 .. 1e6 positions, 3 runs each
    python benchmarks/run.py --max-positions 100000 --repeat 5
    python benchmarks/run.py --smoke         # 1e4 positions, 1 run (the test suite's)

For each tree (uniform trees of branching 10 and 4, a chain and a star) it runs, in
alternation, our CLI (``logic-minimax solve --no-cache``: process start, parse, validate,
search, path) and ``swipl`` with the project's Prolog reference (tests/oracle/), and
prints medians: load, search and total wall time, the ratios ours/SWI, and peak RSS
(from GNU time). SWI loads with ``consult`` (as users run it) and, for comparison, with
its fastest plain loader (a read_term/assertz loop). It then times a second, cached run
and a Datalog query over the largest knowledge base. Figures are printed, not asserted:
the only check is that both sides give the same best move and value.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
GENTREE = HERE / "gentree.py"
BENCH_PL = HERE / "bench.pl"

# name, positions, gentree arguments
TREES = [
    ("b10 d3", 1_111, ["uniform", "--branching", "10", "--depth", "3"]),
    ("b4 d5", 1_365, ["uniform", "--branching", "4", "--depth", "5"]),
    ("b10 d4", 11_111, ["uniform", "--branching", "10", "--depth", "4"]),
    ("b4 d7", 21_845, ["uniform", "--branching", "4", "--depth", "7"]),
    ("b10 d5", 111_111, ["uniform", "--branching", "10", "--depth", "5"]),
    ("b4 d8", 87_381, ["uniform", "--branching", "4", "--depth", "8"]),
    ("b10 d6", 1_111_111, ["uniform", "--branching", "10", "--depth", "6"]),
    ("b4 d10", 1_398_101, ["uniform", "--branching", "4", "--depth", "10"]),
    ("chain", 1_000_001, ["chain", "--size", "1000000"]),
    ("star", 1_000_001, ["star", "--size", "1000000"]),
]


@dataclass
class Run:
    wall: float
    rss_mb: float
    load: float
    search: float
    answer: str


def timed(command: list[str], env: dict[str, str] | None = None) -> tuple[float, float, str,
                                                                           str]:
    """Wall seconds, peak RSS in MB, stdout and stderr of one process (GNU time)."""
    started = time.perf_counter()
    done = subprocess.run(["/usr/bin/time", "-f", "%M", *command], capture_output=True,
                          text=True, env=env, check=False)
    wall = time.perf_counter() - started
    lines = done.stderr.strip().splitlines()
    rss = int(lines[-1]) / 1024 if lines and lines[-1].isdigit() else float("nan")
    if done.returncode != 0:
        return wall, rss, "", "\n".join(lines[:-1])[-300:] or "failed"
    return wall, rss, done.stdout, "\n".join(lines[:-1])


def ours(path: Path, algorithm: str, env: dict[str, str]) -> Run:
    wall, rss, out, err = timed([str(Path(sys.executable).with_name("logic-minimax")),
                                 "solve", str(path), "--root", "n0", "--algorithm", algorithm,
                                 "--json", "--no-cache", "--quiet", "--timings"], env)
    times = re.search(r"load: ([\d.]+) s .*search: ([\d.]+) s", err)
    best = re.search(r'"best": "?([^",]+)"?, "value": ([-\d.e]+)', out)
    if not (times and best):
        return Run(wall, rss, float("nan"), float("nan"), f"error: {err.strip()[:200]}")
    return Run(wall, rss, float(times[1]), float(times[2]), f"{best[1]} {best[2]}")


def swi(path: Path, algorithm: str, loader: str) -> Run:
    wall, rss, out, err = timed(["swipl", str(BENCH_PL), "--", str(path), "n0", loader,
                                 algorithm])
    found = re.search(r"load=([\d.]+) search=([\d.]+) best=(\S+) value=(\S+)", out)
    if not found:
        return Run(wall, rss, float("nan"), float("nan"), f"error: {err.strip()[:200]}")
    return Run(wall, rss, float(found[1]), float(found[2]), f"{found[3]} {found[4]}")


def median(runs: list[Run], field: str) -> float:
    return float(statistics.median(getattr(r, field) for r in runs))


def ratio(a: float, b: float) -> str:
    return f"{a / b:.2f}" if b == b and b > 0 and a == a else "-"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--max-positions", type=int, default=1_500_000)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--smoke", action="store_true",
                        help="one 1e4-position tree, one run: keeps the benchmark working")
    parser.add_argument("--workdir", type=Path, help="where the generated trees are kept")
    parser.add_argument("--only", help="run only the trees whose name contains this")
    args = parser.parse_args(argv)
    if args.smoke:
        args.max_positions, args.repeat, args.only = 12_000, 1, "b10 d4"
    if shutil.which("swipl") is None:
        print("swipl is not installed (apt-get install swi-prolog-nox)", file=sys.stderr)
        return 2
    workdir = args.workdir or Path(tempfile.mkdtemp(prefix="lm-bench-"))
    workdir.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ, LOGIC_MINIMAX_CACHE=str(workdir / "cache"))
    trees = [t for t in TREES if t[1] <= args.max_positions and
             (args.only is None or args.only in t[0])]
    header = (f"{'tree':8} {'positions':>9} | {'ours load':>9} {'search':>7} {'total':>7} | "
              f"{'SWI consult':>11} {'search':>7} {'total':>7} {'ratio':>5} | "
              f"{'SWI assertz':>11} {'total':>7} {'ratio':>5} | {'ours ab':>7} {'SWI ab':>7} "
              f"{'ratio':>5} | {'RSS ours':>8} {'SWI':>6} | agree")
    print(header)
    print("-" * len(header))
    disagreements = 0
    largest: Path | None = None
    for name, positions, generator in trees:
        path = workdir / f"{name.replace(' ', '_')}.pl"
        if not path.exists():
            subprocess.run([sys.executable, str(GENTREE), *generator, "-o", str(path)],
                           check=True, capture_output=True)
        largest = path if "d6" in name or largest is None else largest
        mine: list[Run] = []
        theirs: list[Run] = []
        fast: list[Run] = []
        mine_ab: list[Run] = []
        theirs_ab: list[Run] = []
        for _ in range(args.repeat):  # alternate, so that machine noise hits both
            mine.append(ours(path, "minimax", env))
            theirs.append(swi(path, "minimax", "consult"))
            mine_ab.append(ours(path, "alphabeta", env))
            theirs_ab.append(swi(path, "alphabeta", "consult"))
            fast.append(swi(path, "minimax", "assertz"))
        answers = {r.answer for r in mine + theirs + mine_ab + theirs_ab + fast}
        agree = "yes" if len(answers) == 1 else "NO: " + " / ".join(sorted(answers))
        disagreements += len(answers) != 1
        print(f"{name:8} {positions:>9} | {median(mine, 'load'):>9.3f} "
              f"{median(mine, 'search'):>7.3f} {median(mine, 'wall'):>7.3f} | "
              f"{median(theirs, 'load'):>11.3f} {median(theirs, 'search'):>7.3f} "
              f"{median(theirs, 'wall'):>7.3f} "
              f"{ratio(median(mine, 'wall'), median(theirs, 'wall')):>5} | "
              f"{median(fast, 'load'):>11.3f} {median(fast, 'wall'):>7.3f} "
              f"{ratio(median(mine, 'wall'), median(fast, 'wall')):>5} | "
              f"{median(mine_ab, 'search'):>7.3f} {median(theirs_ab, 'search'):>7.3f} "
              f"{ratio(median(mine_ab, 'search'), median(theirs_ab, 'search')):>5} | "
              f"{median(mine, 'rss_mb'):>8.0f} {median(theirs, 'rss_mb'):>6.0f} | {agree}",
              flush=True)
    if largest is not None:
        cached(largest, env)
        datalog(largest)
    print("times in seconds (medians), RSS in MB; ratio = ours / SWI-Prolog")
    return 1 if disagreements else 0


def cached(path: Path, env: dict[str, str]) -> None:
    """A first and a second run with the answer cache on (a fresh cache)."""
    cache = Path(env["LOGIC_MINIMAX_CACHE"])
    shutil.rmtree(cache, ignore_errors=True)
    command = [str(Path(sys.executable).with_name("logic-minimax")), "solve", str(path),
               "--root", "n0", "--json", "--quiet"]
    first = timed(command, env)
    second = timed(command, env)
    same = "same answer" if first[2] == second[2] else "DIFFERENT ANSWERS"
    print(f"cache on {path.name}: first run {first[0]:.3f} s, second run {second[0]:.3f} s "
          f"({same})")


def datalog(path: Path) -> None:
    """A Datalog query over the loaded knowledge base, checked against the index."""
    script = (
        "import sys, time\n"
        "from pyDatalog.pyDatalog import Variable\n"
        "from pyDatalog.pyParser import Term\n"
        "from logic_minimax import KnowledgeBase\n"
        "kb = KnowledgeBase(); kb.load_file(sys.argv[1])\n"
        "X, V = Variable(), Variable()\n"
        "started = time.perf_counter()\n"
        "with kb.datalog():\n"
        "    found = sorted(x for x, _ in (Term('static_eval')(X, V) & (V > 990)).data)\n"
        "took = time.perf_counter() - started\n"
        "expected = sorted(p for p, v in kb.facts('static_eval') if v > 990)\n"
        "leaf = expected[-1]\n"
        "started = time.perf_counter()\n"
        "with kb.datalog():\n"
        "    point = Term('static_eval')(leaf, V).data\n"
        "point_took = time.perf_counter() - started\n"
        "right = found == expected and point == [(kb.tree.static_eval(leaf),)]\n"
        "print(f'{len(found)} positions with static value > 990 in {took:.2f} s; '\n"
        "      f'static_eval({leaf}, V) in {point_took * 1000:.1f} ms; '\n"
        "      f\"{'correct' if right else 'WRONG'}\")\n")
    done = subprocess.run([sys.executable, "-c", script, str(path)], capture_output=True,
                          text=True, check=False)
    print(f"Datalog query on {path.name}: {(done.stdout or done.stderr).strip()[-300:]}")


if __name__ == "__main__":
    sys.exit(main())
