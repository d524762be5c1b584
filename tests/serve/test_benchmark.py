"""The service's benchmark, smoke-sized: it keeps working and finds nothing lost or
wrong. Its figures are printed (pytest -s), never asserted."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

BENCHMARK = Path(__file__).resolve().parents[2] / "benchmarks" / "serve.py"


def test_the_smoke_benchmark_loses_nothing_and_answers_right() -> None:
    done = subprocess.run([sys.executable, str(BENCHMARK), "--smoke", "--only", "lines"],
                          capture_output=True, text=True, check=False, timeout=300)
    print(done.stdout)
    assert done.returncode == 0, done.stdout + done.stderr
    summary = re.search(r"lost (\d+), wrong (\d+) in 1 rounds", done.stdout)
    assert summary and summary.groups() == ("0", "0")


def test_the_page_benchmark_steps_through_the_course_tree() -> None:
    page = BENCHMARK.with_name("page.py")
    done = subprocess.run([sys.executable, str(page), "--smoke"], capture_output=True,
                          text=True, check=False, timeout=300)
    print(done.stdout)
    assert done.returncode == 0, done.stdout + done.stderr
    assert re.search(r"\| the course tree, alphabeta from a \| 32 \|", done.stdout)
