"""Agreement with SWI-Prolog over the corpus of published programs (tests/corpus/).

    .venv/bin/python benchmarks/corpus.py            # the agreement table
    .venv/bin/python benchmarks/corpus.py --failures # and every disagreement in full
    .venv/bin/python benchmarks/corpus.py --write-known-failures [NAME]
    .venv/bin/python benchmarks/corpus.py --check-goals [NAME]  # SWI alone: fit goals?

NAME limits the run to the files whose name (source/path) contains it. The table counts
the files SWI consults without an error and how many consult here, the goals, how many
give SWI's answers, and the disagreements by cause. ``--write-known-failures`` rewrites
the cases of the files run in tests/corpus/known_failures.txt (review the diff: a cause is
a heuristic reading of our error). ``--check-goals`` runs every goal twice in SWI and lists
those that take over a second, reach the answer cap, answer differently (time, random) or
print nothing (SWI halted while loading).
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.helpers.corpus import (
    CONSULT,
    KNOWN_FAILURES,
    MAX_ANSWERS,
    NO_ANSWER,
    Outcome,
    Program,
    missing_or_changed,
    read_known_failures,
    read_manifests,
    run_corpus,
    swi_run,
    write_known_failures,
)


def table(outcomes: list[Outcome], programs: list[Program]) -> str:
    rows = [("source", "files", "SWI clean", "consulted", "goals", "agree", "disagree")]
    sources = {p.name: p.source for p in programs}
    for source in [*dict.fromkeys(sources.values()), "all"]:
        mine = [o for o in outcomes if source in ("all", sources[o.program])]
        clean = [o for o in mine if o.goal == CONSULT and not o.swi.errors]
        goals = [o for o in mine if o.goal != CONSULT]
        rows.append((source, str(sum(o.goal == CONSULT for o in mine)), str(len(clean)),
                     str(sum(o.agree for o in clean)), str(len(goals)),
                     str(sum(o.agree for o in goals)), str(sum(not o.agree for o in goals))))
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    lines = ["  ".join(cell.rjust(w) if i else cell.ljust(w)
                       for i, (cell, w) in enumerate(zip(row, widths, strict=True)))
             for row in rows]
    lines += ["", "(SWI clean: files SWI consults without an error; consulted: of those, "
              "the files consulted here without one)", "",
              "disagreements by cause (consult cases and goals):"]
    causes = Counter(o.cause.split(" (")[0] for o in outcomes if not o.agree)
    details = Counter(o.cause for o in outcomes if not o.agree and " (" in o.cause)
    for cause, n in causes.most_common():
        lines.append(f"  {n:4d}  {cause}")
        lines += [f"          {m:4d}  {detail.removeprefix(cause).strip()}"
                  for detail, m in details.most_common() if detail.startswith(cause + " (")]
    return "\n".join(lines)


def check_goals(exe: str, programs: list[Program]) -> int:
    unfit = 0
    with tempfile.TemporaryDirectory() as tmp:
        for program in programs:
            for goal in program.goals:
                start = time.monotonic()
                first, _ = swi_run(exe, program, goal, Path(tmp))
                took = time.monotonic() - start
                second, _ = swi_run(exe, program, goal, Path(tmp))
                answers = first.out.count(" ;\n") + 1
                problems = [text for bad, text in [
                    (took > 1.0, f"{took:.2f} s"),
                    (first.timed_out, "no answer in time"),
                    (answers >= MAX_ANSWERS, f"{MAX_ANSWERS} answers or more"),
                    (not first.out and not first.errors, "SWI printed nothing"),
                    (not first.same_answers(second), "answers differ between runs")] if bad]
                if problems:
                    unfit += 1
                    print(f"{program.name}  ?- {goal}: {', '.join(problems)}")
    print(f"{unfit} unfit goals")
    return 1 if unfit else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--failures", action="store_true", help="print every disagreement")
    parser.add_argument("--write-known-failures", action="store_true",
                        help=f"rewrite {KNOWN_FAILURES.name} from this run")
    parser.add_argument("--check-goals", action="store_true",
                        help="run the goals in SWI only and list the unfit ones")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("match", nargs="?", default="", help="only files whose name has this")
    args = parser.parse_args()
    exe = shutil.which("swipl")
    if exe is None:
        print("swipl (SWI-Prolog) is not installed", file=sys.stderr)
        return 2
    programs = [p for p in read_manifests() if args.match in p.name]
    problems = missing_or_changed(programs)
    if problems:
        print("\n".join(problems), file=sys.stderr)
        return 2
    if args.check_goals:
        return check_goals(exe, programs)
    start = time.monotonic()
    # a goal known to give no answer gets KNOWN_TIMEOUT seconds, unless the list is rewritten
    slow = set() if args.write_known_failures else {
        case for case, cause in read_known_failures().items() if cause.startswith(NO_ANSWER)}
    outcomes = run_corpus(exe, programs, args.workers, slow)
    if args.failures:
        for outcome in outcomes:
            if not outcome.agree:
                print(outcome.report(), end="\n\n")
    print(table(outcomes, programs))
    print(f"\n({time.monotonic() - start:.0f} s wall, {args.workers} workers)")
    if args.write_known_failures:
        write_known_failures(outcomes, programs)
    return 0


if __name__ == "__main__":
    sys.exit(main())
