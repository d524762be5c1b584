"""The benchmark's smoke-sized run: it keeps working, and both sides agree. Its figures
are printed (run pytest with -s to see them), never asserted."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers.paths import BENCHMARKS, ROOT
from tests.helpers.swipl import require_swipl


@pytest.mark.swipl
@pytest.mark.slow
def test_smoke_benchmark_runs_and_agrees_with_swi(tmp_path: Path) -> None:
    require_swipl()
    assert shutil.which("swipl")
    done = subprocess.run([sys.executable, str(BENCHMARKS / "run.py"), "--smoke",
                           "--workdir", str(tmp_path)], capture_output=True, text=True,
                          check=False, timeout=300)
    print(done.stdout)
    assert done.returncode == 0, done.stdout + done.stderr
    row = next(line for line in done.stdout.splitlines() if line.startswith("b10 d4"))
    assert row.endswith("| yes")
    assert "correct" in done.stdout and "same answer" in done.stdout


@pytest.mark.swipl
@pytest.mark.slow
def test_kernels_smoke_runs_every_row_and_agrees_with_swi() -> None:
    require_swipl()
    done = subprocess.run([sys.executable, str(BENCHMARKS / "kernels.py"), "--smoke"],
                          capture_output=True, text=True, check=False, timeout=300)
    print(done.stdout)
    assert done.returncode == 0, done.stdout + done.stderr
    # tests/run.sh builds the engine as the README's install does, and measures that
    assert done.stdout.startswith(f"engine: {ROOT} (compiled with Cython)")
    rows = [line.split("|")[1].strip() for line in done.stdout.splitlines()
            if line.startswith("| ")]
    for kernel in ("nrev30", "queens8 all", "count 1,000,000", "fib(21)", "minimax ttt",
                   "sieve 500", "sieve 10000"):
        assert kernel in rows
    assert "DIFFER" not in done.stdout


@pytest.mark.swipl
@pytest.mark.slow
def test_the_engine_as_pure_python_answers_every_kernel_as_swi(tmp_path: Path) -> None:
    """Installed with LOGIC_MINIMAX_PURE=1, or where no C compiler is: the same source,
    not compiled, gives the same answers."""
    require_swipl()
    copy = tmp_path / "pure"
    shutil.copytree(ROOT / "logic_minimax", copy / "logic_minimax",
                    ignore=shutil.ignore_patterns("*.so", "*.c", "__pycache__"))
    done = subprocess.run([sys.executable, str(BENCHMARKS / "kernels.py"), "--smoke",
                           "--root", str(copy)],
                          capture_output=True, text=True, check=False, timeout=300)
    print(done.stdout)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.startswith(f"engine: {copy} (pure Python)")
    assert "minimax ttt" in done.stdout
    assert "DIFFER" not in done.stdout


@pytest.mark.swipl
@pytest.mark.slow
def test_the_consult_benchmark_runs_every_row() -> None:
    require_swipl()
    done = subprocess.run([sys.executable, str(BENCHMARKS / "consult.py"), "--smoke"],
                          capture_output=True, text=True, check=False, timeout=300)
    print(done.stdout)
    assert done.returncode == 0, done.stdout + done.stderr
    rows = [line for line in done.stdout.splitlines() if line.startswith("| ")]
    # a header, 8 rows, 2 per scan, the layouts' 1 and 4 (chain and star, both searches)
    assert len(rows) == 9 + 12 + 5 and all("nan" not in row for row in rows)
    assert all(row.endswith("| solves |") for row in rows if "interleaved: solve" in row)


@pytest.mark.swipl
@pytest.mark.slow
def test_the_tabling_benchmark_runs_every_row_and_agrees_with_swi() -> None:
    require_swipl()
    done = subprocess.run([sys.executable, str(BENCHMARKS / "tabling.py"), "--smoke"],
                          capture_output=True, text=True, check=False, timeout=300)
    print(done.stdout)
    assert done.returncode == 0, done.stdout + done.stderr
    rows = [line.split("|")[1].strip() for line in done.stdout.splitlines()
            if line.startswith("| ")]
    assert rows[1:] == ["mutual recursion 2,000", "left-recursive closure 300",
                        "tabled fib(1500)", "pingpong (SWI's bench)"]
    assert "DIFFER" not in done.stdout


@pytest.mark.swipl
def test_published_goals_of_a_directory_are_asked_of_both(tmp_path: Path) -> None:
    require_swipl()
    (tmp_path / "family.pl").write_text(
        "parent(tom, bob).\nparent(bob, ann).\n% ?- parent(tom, X).\n"
        "% ?- parent(X, ann).\n% ?- atom_length(X, 3).\n")
    done = subprocess.run([sys.executable, str(BENCHMARKS / "published.py"), str(tmp_path)],
                          capture_output=True, text=True, check=False, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.startswith("1 files, 3 goals: 3 answer as in SWI, 0 differ")


@pytest.mark.swipl
@pytest.mark.slow
def test_vanroy_smoke_runs_its_rows_and_agrees_with_swi() -> None:
    require_swipl()
    done = subprocess.run([sys.executable, str(BENCHMARKS / "vanroy.py"), "--smoke"],
                          capture_output=True, text=True, check=False, timeout=600)
    print(done.stdout)
    assert done.returncode == 0, done.stdout + done.stderr
    answers = {cells[1].strip(): cells[-1].strip()
               for cells in (line.split("|") for line in done.stdout.splitlines()
                             if line.startswith("| "))
               if cells[1].strip() != "program"}
    assert answers.keys() == {"crypt", "derive", "nreverse", "qsort", "tak",
                              "count 1,000,000", "minimax ttt"}
    assert all(answers[p] == "true" for p in ("crypt", "derive", "nreverse", "qsort", "tak"))
    assert answers["count 1,000,000"] == "done"
    assert "van Roy suite: 5 of 5 programs answer on both sides" in done.stdout
