"""Published programs against SWI-Prolog: the goals their authors wrote down.

    python benchmarks/published.py DIR [--per-file 10]

For every Prolog file under DIR (``.pl``, ``.pro``), the goals written in it as
``?- Goal.`` (in comments or as directives' examples) are run as ``findall`` with errors
caught, in SWI-Prolog and in the engine, each over the file loaded afresh, and compared
(solutions, errors and output; tests/helpers/conformance.py).  Prints the counts and the
goals that differ.  The corpus itself is not part of the project: fetch one (textbook code,
exercise solutions) into DIR.  (``benchmarks/corpus.py`` runs the project's own corpus,
tests/corpus/, against its list of known failures; this script takes any directory as it
is.)
"""

from __future__ import annotations

import argparse
import re
import shutil
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from logic_minimax.prolog.engine import Engine
from tests.helpers.conformance import engine_results, swipl_results

_GOAL = re.compile(r"\?-\s*(.+?)\.\s*(?:%.*)?$")


def goals_of(text: str, limit: int) -> list[str]:
    found: list[str] = []
    for line in text.splitlines():
        m = _GOAL.search(line)
        if m and "time(" not in m.group(1) and len(found) < limit:
            goal = m.group(1).strip()
            if goal and goal not in found:
                found.append(goal)
    return found


def loads(path: Path) -> bool:
    engine = Engine()
    engine.warn = lambda text: None
    try:
        engine.consult_text(path.read_text(encoding="utf-8", errors="replace"), str(path))
    except Exception:
        return False
    return True


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("directory", type=Path)
    parser.add_argument("--per-file", type=int, default=10)
    args = parser.parse_args()
    exe = shutil.which("swipl")
    if exe is None:
        sys.exit("swipl (SWI-Prolog) is needed")
    files = sorted(p for p in args.directory.rglob("*") if p.suffix in (".pl", ".pro"))
    total = agree = 0
    differ: list[str] = []
    for path in files:
        goals = goals_of(path.read_text(encoding="utf-8", errors="replace"), args.per_file)
        if not goals or not loads(path):
            continue
        expected = swipl_results(exe, path, goals)
        got = engine_results(path, goals)
        for goal, swi, ours in zip(goals, expected, got, strict=True):
            total += 1
            if swi == ours:
                agree += 1
            else:
                differ.append(f"{path.name}: {goal}\n  swipl: {swi[:300]}\n  ours:  {ours[:300]}")
    print(f"{len(files)} files, {total} goals: {agree} answer as in SWI, "
          f"{total - agree} differ")
    for line in differ:
        print(line)


if __name__ == "__main__":
    main()
