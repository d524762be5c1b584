"""Benchmark: consulting and asking, one language against SWI-Prolog, in the same run.

    python benchmarks/consult.py            # every row, medians of 3
    python benchmarks/consult.py --repeat 5 --size 1000000
    python benchmarks/consult.py --smoke    # small files, 1 run (the test suite's)

Rows (CPU time, user + system; medians; each ratio against SWI-Prolog run in this same
invocation, or against our own plain load for the first):

1. 100,000 plain ``static_eval/2`` facts, and the same with one rule beside them
   (``leaf(P) :- static_eval(P, _).``): the rule costs at most 2x the plain load.
2. ``aggregate_all(count, (static_eval(X, V), V > 990), N)`` over the 1,111,111-position
   game file, once consulted (``kb.query`` in this process, and the CLI ``query`` minus
   its load), against SWI's time for the same goal after ``consult``; and a point query
   with the first argument bound.
3. 1,000,000 plain ``f/2`` facts of no game predicate: ``kb.consult`` against ``swipl``'s
   ``consult`` (its whole process, start-up included: a few hundredths of a second).
4. The 1,111,111-position file end to end: ``logic-minimax solve --root n0`` against SWI's
   consult + Bratko's minimax (``bench.pl``), with our peak RSS (GNU time).
5. Start-up: ``logic-minimax query facts/bratko.pl true.``.
6. Scans of the game predicates (every row, a bound second argument, joins) over the
   game store (``lm.load``), run by the engine as SWI's ``(Goal -> true ; true)``, against
   SWI's time for the same goal in the same run, and against the same rows as plain facts
   (the predicates renamed).
7. The game file with each position's facts together against the same file grouped,
   through ``solve``; the 1,000,000-position chain and star in that layout, both searches.

Our processes run with their bytecode, as an installed package does (``pip`` compiles it):
``PYTHONDONTWRITEBYTECODE`` is dropped and one warm-up run writes it (else each process
compiles every module it imports, about 0.15 s of CPU here).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
BENCH_PL = HERE / "bench.pl"
GENTREE = HERE / "gentree.py"
CLI = Path(sys.executable).with_name("logic-minimax")


def timed(command: list[str]) -> tuple[float, float, str]:
    """CPU seconds (user + system), peak RSS in MB and stdout of one process."""
    done = subprocess.run(["/usr/bin/time", "-f", "%M %U %S", *command], capture_output=True,
                          text=True, check=False)
    rss, user, system = done.stderr.strip().splitlines()[-1].split()
    return float(user) + float(system), int(rss) / 1024, done.stdout


def swi_goal_cpu(path: Path, goal: str) -> float:
    """SWI-Prolog's CPU seconds for ``goal`` after consulting ``path``."""
    script = (f"consult('{path}'), statistics(cputime, T0), ({goal} -> true ; true), "
              "statistics(cputime, T1), T is T1 - T0, format('~6f~n', [T]), halt.")
    done = subprocess.run(["swipl", "-q", "-g", script], capture_output=True, text=True,
                          check=True)
    return float(done.stdout.split()[-1])


def ours_goal_cpu(path: Path, goal: str) -> float:
    """Our CPU seconds for ``goal`` through ``kb.query``, the file consulted before."""
    code = ("import sys, time, logic_minimax as lm\n"
            "kb = lm.KnowledgeBase(); kb.consult(sys.argv[1])\n"
            "t = time.process_time(); kb.query(sys.argv[2])\n"
            "print(time.process_time() - t)\n")
    done = subprocess.run([sys.executable, "-c", code, str(path), goal], capture_output=True,
                          text=True, check=True)
    return float(done.stdout.split()[-1])


SCANS = ("aggregate_all(count, static_eval(_, _), N)",
         "aggregate_all(max(V), static_eval(_, V), N)",
         "findall(V, static_eval(_, V), Vs), max_list(Vs, N)",
         "aggregate_all(count, static_eval(_, 500), N)",
         "aggregate_all(count, (max_to_move(P), static_eval(P, V)), N)",
         "aggregate_all(count, (moves(P, L), member(K, L), static_eval(K, V)), N)")
"""Scans of the game predicates: every row, a bound second argument, joins."""

PLAIN = {"static_eval": "sv", "max_to_move": "mx", "min_to_move": "mn", "moves": "mv"}
"""The game predicates renamed: the same rows as plain facts, in the engine's own tables."""


def plain_names(text: str) -> str:
    for name, plain in PLAIN.items():
        text = text.replace(f"{name}(", f"{plain}(")
    return text


def swi_goals_cpu(path: Path, goals: tuple[str, ...]) -> list[float]:
    """SWI-Prolog's CPU seconds for each goal after one consult of ``path``."""
    timed_goals = ", ".join(f"statistics(cputime, T{i}a), ({g} -> true ; true), "
                            f"statistics(cputime, T{i}b), D{i} is T{i}b - T{i}a, "
                            f"format('~6f~n', [D{i}])" for i, g in enumerate(goals))
    done = subprocess.run(["swipl", "-q", "-g", f"consult('{path}'), {timed_goals}, halt."],
                          capture_output=True, text=True, check=True)
    return [float(t) for t in done.stdout.split()]


def ours_goals_cpu(path: Path, goals: tuple[str, ...], strict: bool) -> list[float]:
    """Our CPU seconds for each goal, run by the engine as SWI's ``(Goal -> true ; true)``
    after one load of ``path``: strict (``lm.load``, the game store) or not."""
    code = ("import sys, time, logic_minimax as lm\n"
            "kb = lm.load(sys.argv[1]) if sys.argv[2] == 'strict' else lm.KnowledgeBase()\n"
            "kb.consult(sys.argv[1]) if sys.argv[2] != 'strict' else None\n"
            "for goal in sys.argv[3:]:\n"
            "    term = kb.engine.read_query(goal).term\n"
            "    t = time.process_time(); kb.engine.once(term)\n"
            "    print(time.process_time() - t)\n")
    done = subprocess.run([sys.executable, "-c", code, str(path),
                           "strict" if strict else "consult", *goals],
                          capture_output=True, text=True, check=True)
    return [float(t) for t in done.stdout.split()]


def medians(runs: list[list[float]]) -> list[float]:
    return [median(list(column)) for column in zip(*runs, strict=True)]


def scan_rows(tree: Path, repeat: int) -> None:
    """Each scan over the game store (``lm.load``) against SWI and against the same rows
    as plain facts."""
    plain = tree.with_name("plain_" + tree.name)
    plain.write_text(plain_names(tree.read_text()))
    plain_goals = tuple(plain_names(goal) for goal in SCANS)
    swi = medians([swi_goals_cpu(tree, SCANS) for _ in range(repeat)])
    store = medians([ours_goals_cpu(tree, SCANS, strict=True) for _ in range(repeat)])
    facts = medians([ours_goals_cpu(plain, plain_goals, strict=False)
                     for _ in range(repeat)])
    for goal, theirs, ours, rows in zip(SCANS, swi, store, facts, strict=True):
        row(f"scan: {goal}", ours, theirs, "swipl, consulted", "<= 10x")
        row("  the same, ours: the game store against plain facts", ours, rows,
            "our plain facts", "<= 1x")


def layout_rows(work: Path, repeat: int, smoke: bool) -> None:
    """A file whose facts come each position's together against the same file grouped,
    end to end through ``solve``; the chain and the star in that layout, both searches."""
    files = {}
    for layout in ("grouped", "interleaved"):
        files[layout] = work / f"tree_{layout}.pl"
        subprocess.run([sys.executable, str(GENTREE), "uniform", "--layout", layout,
                        "--depth", "4" if smoke else "6", "-o", str(files[layout])],
                       check=True, capture_output=True)
    solve = [str(CLI), "solve", "--root", "n0", "--no-cache", "--quiet"]
    row("interleaved game file: solve --root n0", median(
        [timed([*solve, str(files["interleaved"])])[0] for _ in range(repeat)]),
        median([timed([*solve, str(files["grouped"])])[0] for _ in range(repeat)]),
        "the same file grouped", "<= 1.2x")
    size = "20000" if smoke else "1000000"
    for shape in ("chain", "star"):
        path = work / f"{shape}.pl"
        subprocess.run([sys.executable, str(GENTREE), shape, "--layout", "interleaved",
                        "--size", size, "-o", str(path)], check=True, capture_output=True)
        for algorithm in ("minimax", "alphabeta"):
            cpu, rss, out = timed([*solve, str(path), "--algorithm", algorithm])
            print(f"| {int(size):,}-position {shape}, interleaved: solve --algorithm "
                  f"{algorithm} | {cpu:.3f} | | | {rss:.0f} MB | "
                  f"{'solves' if 'value: ' in out else 'FAILED'} |", flush=True)
        path.unlink()


def cli_goal_cpu(path: Path, goal: str) -> float:
    """The CLI's CPU seconds for ``query PATH GOAL`` minus those for ``query PATH true.``."""
    with_goal, _, _ = timed([str(CLI), "query", str(path), goal, "--no-cache", "--quiet"])
    plain, _, _ = timed([str(CLI), "query", str(path), "true.", "--no-cache", "--quiet"])
    return max(with_goal - plain, 1e-3)


def load_cpu(path: Path) -> float:
    code = ("import sys, time, logic_minimax as lm\n"
            "kb = lm.KnowledgeBase()\n"
            "t = time.process_time(); kb.consult(sys.argv[1])\n"
            "print(time.process_time() - t)\n")
    done = subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True,
                          text=True, check=True)
    return float(done.stdout.split()[-1])


def swi_consult_cpu(path: Path) -> float:
    cpu, _, _ = timed(["swipl", "-q", "-g", f"consult('{path}'), halt."])
    return cpu


def median(values: list[float]) -> float:
    return float(statistics.median(values))


def row(label: str, ours: float, theirs: float, against: str, aim: str) -> None:
    print(f"| {label} | {ours:.3f} | {theirs:.3f} | {ours / theirs:.2f}x | {against} | "
          f"{aim} |", flush=True)


def write_values(path: Path, count: int, rule: bool) -> None:
    rng = random.Random(count)
    with path.open("w") as out:
        for i in range(count):
            out.write(f"static_eval(p{i}, {rng.randint(0, 1000)}).\n")
        if rule:
            out.write("leaf(P) :- static_eval(P, _).\n")


def write_pairs(path: Path, count: int) -> None:
    rng = random.Random(count)
    with path.open("w") as out:
        for i in range(count):
            out.write(f"f(a{i}, {rng.randint(0, 1000)}).\n")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--size", type=int, default=1_000_000,
                        help="facts of the f/2 file (rows 3)")
    parser.add_argument("--smoke", action="store_true", help="small files, one run")
    args = parser.parse_args(argv)
    repeat = 1 if args.smoke else args.repeat
    size = 20_000 if args.smoke else args.size
    values = 5_000 if args.smoke else 100_000
    depth = "4" if args.smoke else "6"
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    for warm_up in ("query", "solve"):
        subprocess.run([str(CLI), warm_up, str(ROOT / "facts" / "bratko.pl"),
                        *(["true."] if warm_up == "query" else []), "--no-cache"],
                       capture_output=True, check=False)
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        plain, ruled, pairs, tree = (work / "plain.pl", work / "ruled.pl", work / "pairs.pl",
                                     work / "tree.pl")
        write_values(plain, values, rule=False)
        write_values(ruled, values, rule=True)
        write_pairs(pairs, size)
        subprocess.run([sys.executable, str(GENTREE), "uniform", "--branching", "10",
                        "--depth", depth, "-o", str(tree)], check=True, capture_output=True)
        print("| row | ours (s) | against (s) | ratio | against | aim |")
        print("|---|---|---|---|---|---|")
        row(f"{values:,} facts and one rule: load", median([load_cpu(ruled)
                                                           for _ in range(repeat)]),
            median([load_cpu(plain) for _ in range(repeat)]), "our plain load", "<= 2x")
        scan = "aggregate_all(count, (static_eval(X, V), V > 990), N)"
        swi_scan = median([swi_goal_cpu(tree, scan) for _ in range(repeat)])
        row("scan of the game file, kb.query", median([ours_goal_cpu(tree, scan)
                                                       for _ in range(repeat)]),
            swi_scan, "swipl, consulted", "<= 10x")
        row("the same scan, CLI query (minus its load)",
            median([cli_goal_cpu(tree, scan + ".") for _ in range(repeat)]), swi_scan,
            "swipl, consulted", "<= 10x")
        point = "static_eval(n99999, V)" if not args.smoke else "static_eval(n9999, V)"
        row("point query, first argument bound, kb.query",
            median([ours_goal_cpu(tree, point) for _ in range(repeat)]),
            median([swi_goal_cpu(tree, point) for _ in range(repeat)]),
            "swipl, consulted", "microseconds (once indexed)")
        row(f"{size:,} plain f/2 facts: consult", median([load_cpu(pairs)
                                                          for _ in range(repeat)]),
            median([swi_consult_cpu(pairs) for _ in range(repeat)]), "swipl consult",
            "<= 0.15x")
        solved = [timed([str(CLI), "solve", str(tree), "--root", "n0", "--no-cache",
                         "--quiet"]) for _ in range(repeat)]
        swi_runs = [timed(["swipl", str(BENCH_PL), "--", str(tree), "n0", "consult",
                           "minimax"])[0] for _ in range(repeat)]
        row("game file end to end: solve --root n0", median([s[0] for s in solved]),
            median(swi_runs), "swipl consult + minimax", "<= 0.12x")
        print(f"| its peak RSS | {median([s[1] for s in solved]):.0f} MB | | | | <= 250 MB |")
        scan_rows(tree, repeat)
        layout_rows(work, repeat, args.smoke)
        starts = [timed([str(CLI), "query", str(ROOT / "facts" / "bratko.pl"), "true.",
                         "--no-cache"])[0] for _ in range(max(repeat, 5))]
        print(f"| start-up: query facts/bratko.pl true. | {median(starts):.3f} | | | | "
              "near 0.1 s |")
    return 0


if __name__ == "__main__":
    started = time.perf_counter()
    code = main()
    print(f"({time.perf_counter() - started:.0f} s)", file=sys.stderr)
    sys.exit(code)
