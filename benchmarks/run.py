"""Benchmark: logic-minimax against SWI-Prolog running Bratko's code, side by side.

    python benchmarks/run.py                 # 1e3 .. 1e6 positions, 3 runs each
    python benchmarks/run.py --max-positions 100000 --repeat 5
    python benchmarks/run.py --smoke         # 1e4 positions, 1 run (the test suite's)
    python benchmarks/run.py --table         # the performance table (README), ~10 minutes
    python benchmarks/run.py --table --python OTHER/.venv/bin/python   # another checkout

For each tree (uniform trees of branching 10 and 4, a chain and a star) it runs, in
alternation, our CLI (``logic-minimax solve --no-cache``: process start, parse, validate,
search, path) and ``swipl`` with the project's Prolog reference (tests/oracle/), and
prints medians: load, search and total wall time, the ratios ours/SWI, and peak RSS
(from GNU time). SWI loads with ``consult`` (as users run it) and, for comparison, with
its fastest plain loader (a read_term/assertz loop). It then times a second, cached run
and a Datalog query over the largest knowledge base. Figures are printed, not asserted:
the only check is that both sides give the same best move and value.

``--table`` prints the README's performance table instead, every row a ratio measured in
this run: the 1,111,111-position tree end to end (``solve --no-cache``) and its search
alone against SWI-Prolog (consult + Bratko's minimax), in CPU time (user + system, GNU
time; the search's own ``process_time``/``statistics(cputime)``) and wall time, peak
RSS; tic-tac-toe's alpha-beta against OpenSpiel and aima-python (``games.py``); a Datalog
point query and range query on the same tree against SWI-Prolog's ``findall``. Medians of
``--repeat`` runs. ``--python`` runs our side with another checkout's interpreter (the
"before" column).
"""

from __future__ import annotations

import argparse
import json
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


NAN = float("nan")


@dataclass
class Run:
    wall: float
    rss_mb: float
    load: float
    search: float
    answer: str
    cpu: float = NAN
    """User + system CPU seconds of the whole process."""
    cpu_search: float = NAN
    """CPU seconds of the search alone, as the process measured it."""
    cpu_load: float = NAN
    """CPU seconds of the load alone, as the process measured it."""


@dataclass
class Timed:
    wall: float
    rss_mb: float
    cpu: float
    out: str
    err: str


def timed(command: list[str], env: dict[str, str] | None = None) -> Timed:
    """Wall seconds, peak RSS in MB, CPU seconds, stdout and stderr of one process (GNU
    time)."""
    started = time.perf_counter()
    done = subprocess.run(["/usr/bin/time", "-f", "%M %U %S", *command], capture_output=True,
                          text=True, env=env, check=False)
    wall = time.perf_counter() - started
    lines = done.stderr.strip().splitlines()
    figures = re.fullmatch(r"(\d+) ([\d.]+) ([\d.]+)", lines[-1]) if lines else None
    rss = int(figures[1]) / 1024 if figures else NAN
    cpu = float(figures[2]) + float(figures[3]) if figures else NAN
    if done.returncode != 0:
        return Timed(wall, rss, cpu, "", "\n".join(lines[:-1])[-300:] or "failed")
    return Timed(wall, rss, cpu, done.stdout, "\n".join(lines[:-1]))


def ours(path: Path, algorithm: str, env: dict[str, str], python: Path | None = None) -> Run:
    """``logic-minimax solve`` of ``python``'s environment (default: this one's)."""
    python = python or Path(sys.executable)
    run = timed([str(python.with_name("logic-minimax")), "solve", str(path), "--root", "n0",
                 "--algorithm", algorithm, "--json", "--no-cache", "--quiet", "--timings"],
                env)
    times = re.search(r"load: ([\d.]+) s .*search: ([\d.]+) s", run.err)
    cpu = re.search(r"CPU time: load ([\d.]+) s, search ([\d.]+) s", run.err)
    best = re.search(r'"best": "?([^",]+)"?, "value": ([-\d.e]+)', run.out)
    if not (times and best):
        return Run(run.wall, run.rss_mb, NAN, NAN, f"error: {run.err.strip()[:200]}")
    return Run(run.wall, run.rss_mb, float(times[1]), float(times[2]), f"{best[1]} {best[2]}",
               run.cpu, float(cpu[2]) if cpu else NAN, float(cpu[1]) if cpu else NAN)


def swi(path: Path, algorithm: str, loader: str) -> Run:
    run = timed(["swipl", str(BENCH_PL), "--", str(path), "n0", loader, algorithm])
    found = re.search(r"load=([\d.]+) search=([\d.]+) cpuload=([\d.]+) cpusearch=([\d.]+) "
                      r"best=(\S+) value=(\S+)", run.out)
    if not found:
        return Run(run.wall, run.rss_mb, NAN, NAN, f"error: {run.err.strip()[:200]}")
    return Run(run.wall, run.rss_mb, float(found[1]), float(found[2]),
               f"{found[5]} {found[6]}", run.cpu, float(found[4]), float(found[3]))


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
    parser.add_argument("--table", action="store_true",
                        help="print the README's performance table (see above)")
    parser.add_argument("--python", type=Path, default=Path(sys.executable),
                        help="with --table: measure the logic-minimax of this interpreter's "
                             "environment")
    args = parser.parse_args(argv)
    if args.smoke:
        args.max_positions, args.repeat, args.only = 12_000, 1, "b10 d4"
    if shutil.which("swipl") is None:
        print("swipl is not installed (apt-get install swi-prolog-nox)", file=sys.stderr)
        return 2
    workdir = args.workdir or Path(tempfile.mkdtemp(prefix="lm-bench-"))
    workdir.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ, LOGIC_MINIMAX_CACHE=str(workdir / "cache"))
    if args.table:
        return performance_table(workdir, env, args.repeat, args.python)
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
    same = "same answer" if first.out == second.out else "DIFFERENT ANSWERS"
    print(f"cache on {path.name}: first run {first.wall:.3f} s, second run "
          f"{second.wall:.3f} s ({same})")


def datalog(path: Path, python: Path | None = None) -> str:
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
    done = subprocess.run([str(python or sys.executable), "-c", script, str(path.resolve())],
                          capture_output=True, text=True, check=False, cwd=path.parent)
    print(f"Datalog query on {path.name}: {(done.stdout or done.stderr).strip()[-300:]}")
    return done.stdout


DATALOG_FIGURES = """\
import json, sys, time
from pyDatalog.pyDatalog import Variable
from pyDatalog.pyParser import Term
from logic_minimax import KnowledgeBase
kb = KnowledgeBase()
kb.load_file(sys.argv[1])
expected = sorted(p for p, v in kb.facts('static_eval') if v > 990)
leaf = expected[-1]
X, V = Variable(), Variable()
figures = {'point': [], 'range': [], 'answers': len(expected), 'correct': True}
for kind in ('point', 'range'):  # point queries first: a query frees the one before
    for _ in range(int(sys.argv[2])):
        wall, cpu = time.perf_counter(), time.process_time()
        with kb.datalog():
            if kind == 'point':
                found = Term('static_eval')(leaf, V).data
            else:
                found = (Term('static_eval')(X, V) & (V > 990)).data
        figures[kind].append((time.process_time() - cpu, time.perf_counter() - wall))
        if kind == 'point':
            figures['correct'] &= found == [(kb.tree.static_eval(leaf),)]
        else:
            figures['correct'] &= sorted(x for x, _ in found) == expected
print(json.dumps(figures))
"""


def performance_table(workdir: Path, env: dict[str, str], repeat: int, python: Path) -> int:
    """The README's table: each aim of the performance issue as a ratio in this run."""
    path = workdir / "b10_d6.pl"
    if not path.exists():
        subprocess.run([sys.executable, str(GENTREE), "uniform", "--branching", "10",
                        "--depth", "6", "-o", str(path)], check=True, capture_output=True)
    mine: list[Run] = []
    theirs: list[Run] = []
    found: list[Run] = []
    for _ in range(repeat):  # alternate, so that machine noise hits both
        mine.append(ours(path, "minimax", env, python))
        theirs.append(swi(path, "minimax", "consult"))
        found.append(swi(path, "findall", "consult"))
    answers = {r.answer for r in mine + theirs}
    done = subprocess.run([str(python), "-c", DATALOG_FIGURES, str(path.resolve()),
                           str(repeat)], capture_output=True, text=True, check=False,
                          cwd=workdir)  # not a checkout: "-c" puts the cwd on sys.path
    datalog = json.loads(done.stdout) if done.returncode == 0 else None
    games = subprocess.run([str(python), str(HERE / "games.py"), "--json", "--repeat",
                            str(max(repeat, 5))], capture_output=True, text=True, check=False)
    rows = json.loads(games.stdout) if games.returncode == 0 else []
    print(f"1,111,111-position tree (b10 d6), {repeat} runs each, medians; "
          f"ratio = ours / peer; {python}")
    print(f"{'what':<58}{'ours':>10}{'peer':>10}{'ratio':>8}  peer")
    line = "{:<58}{:>10}{:>10}{:>8}  {}"
    cpu, swi_cpu = median(mine, "cpu"), median(theirs, "cpu")
    print(line.format("solve --no-cache, CPU s (whole process)", f"{cpu:.2f}",
                      f"{swi_cpu:.2f}", ratio(cpu, swi_cpu), "swipl consult + minimax"))
    wall, swi_wall = median(mine, "wall"), median(theirs, "wall")
    print(line.format("solve --no-cache, wall s", f"{wall:.2f}", f"{swi_wall:.2f}",
                      ratio(wall, swi_wall), "swipl consult + minimax"))
    print(line.format("  of which load, CPU s", f"{median(mine, 'cpu_load'):.2f}",
                      f"{median(theirs, 'cpu_load'):.2f}",
                      ratio(median(mine, 'cpu_load'), median(theirs, 'cpu_load')),
                      "swipl consult"))
    rss, swi_rss = median(mine, "rss_mb"), median(theirs, "rss_mb")
    print(line.format("peak RSS, MB", f"{rss:.0f}", f"{swi_rss:.0f}", ratio(rss, swi_rss),
                      "swipl consult + minimax"))
    search, swi_search = median(mine, "cpu_search"), median(theirs, "cpu_search")
    print(line.format("search alone, CPU s", f"{search:.2f}", f"{swi_search:.2f}",
                      ratio(search, swi_search), "swipl minimax"))
    by_name = {row["name"]: row for row in rows}
    spiel = by_name.get("OpenSpiel: alpha_beta_search (Python)")
    for name, row in by_name.items():
        if name.startswith("ours") or name.startswith("aima"):
            label = f"tic-tac-toe, {name.removeprefix('ours: ')}: CPU ms"
            peer_cpu = spiel["cpu"] if spiel else NAN
            print(line.format(label[:58], f"{row['cpu'] * 1000:.1f}",
                              f"{peer_cpu * 1000:.1f}", ratio(row["cpu"], peer_cpu),
                              f"OpenSpiel alpha_beta_search ({row['positions']:,} positions "
                              f"vs {spiel['positions'] if spiel else '-':,})"))
    if datalog is not None:
        point = statistics.median(cpu for cpu, _ in datalog["point"])
        print(line.format("Datalog point query static_eval(n, V), CPU ms",
                          f"{point * 1000:.1f}", "", "", ""))
        ranged = statistics.median(cpu for cpu, _ in datalog["range"])
        swi_found = median(found, "cpu_search")
        print(line.format(f"Datalog range query V > 990 ({datalog['answers']} answers), CPU s",
                          f"{ranged:.3f}", f"{swi_found:.3f}", ratio(ranged, swi_found),
                          "swipl findall"))
    else:
        print(f"Datalog: failed: {done.stderr.strip()[-300:]}")
    agree = len(answers) == 1 and (datalog or {}).get("correct", False)
    print("answers agree" if agree else f"ANSWERS DIFFER OR WRONG: {sorted(answers)}")
    return 0 if agree else 1


if __name__ == "__main__":
    sys.exit(main())
