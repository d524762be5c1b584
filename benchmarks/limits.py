"""Benchmark: runaway goals end in a resource error, ours and SWI-Prolog's, with their
default limits (ours: 1 GiB of memory growth; SWI: its 1 GiB stack limit).

    python benchmarks/limits.py
    python benchmarks/limits.py --seconds 10      # ours with a time limit as well

For each runaway of the issue (a term that grows without end, a left recursion, a findall
over an unbounded list, the same inside catch/3, a second answer that never comes) and for
the cyclic-term goals that used to hang, it prints how the goal ended, the wall and CPU
time to that end and the peak resident memory, ours and SWI's, each in a process of its
own (GNU time's figures: /usr/bin/time).
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

PROGRAM = """\
q(X) :- q(f(X)).
p2 :- p2, x.
x.
"""
GOALS = [
    "q(a)",
    "p2",
    "findall(X, last(L, X), R)",
    "catch(findall(X, last(L, X), R), _, true)",
    "select('', Y, Y), fail",
    "X = f(X), copy_term(X, Y)",
    "X = f(X), Y = f(Y), X == Y",
    "X = [a|X], catch(length(X, N), error(E, _), true)",
]
ROOT = Path(__file__).resolve().parent.parent


def run(command: list[str], timeout: float) -> tuple[str, float, float, float]:
    """How the command ended (its last line), wall seconds, CPU seconds, peak MB (GNU
    time's figures for that one process)."""
    marker = "@@time"
    timed = ["/usr/bin/time", "-f", f"{marker} %e %U %S %M", *command]
    try:
        proc = subprocess.run(timed, capture_output=True, text=True, timeout=timeout,
                              check=False)
    except subprocess.TimeoutExpired:
        return f"still running after {timeout:.0f} s", timeout, timeout, float("nan")
    lines = [line for line in (proc.stdout + proc.stderr).strip().splitlines()
             if not line.startswith(marker)]
    figures = [line for line in proc.stderr.splitlines() if line.startswith(marker)]
    wall, user, system, peak_kb = (float(x) for x in figures[-1].split()[1:])
    outcome = lines[-1] if lines else f"exit {proc.returncode}"
    return outcome[:70], wall, user + system, peak_kb / 1024


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=None, help="our time limit")
    parser.add_argument("--timeout", type=float, default=300)
    args = parser.parse_args()
    exe = shutil.which("swipl")
    if exe is None:
        sys.exit("swipl (SWI-Prolog) is needed for the comparison")
    with tempfile.TemporaryDirectory() as tmp:
        program = Path(tmp) / "runaway.pl"
        program.write_text(PROGRAM)
        for goal in GOALS:
            code = f"""
import sys
sys.path.insert(0, {str(ROOT)!r})
from logic_minimax.errors import PrologError
from logic_minimax.prolog.engine import Engine
e = Engine()
e.limits.seconds = {args.seconds!r}
e.consult_text(open({str(program)!r}).read(), "runaway.pl")
try:
    for answer in e.query({goal + "."!r}):
        print(answer)
        break
    else:
        print("false.")
except PrologError as error:
    print("ERROR:", error)
"""
            ours = run([sys.executable, "-c", code], args.timeout)
            swi = run([exe, "-q", "-g", f"catch(({goal}), E, (print_message(error, E), "
                       "halt(1))), writeln(done), halt", "-t", "halt", str(program)],
                      args.timeout)
            print(goal)
            for who, (outcome, wall, cpu, peak) in (("ours", ours), ("swipl", swi)):
                print(f"  {who:6} {wall:6.1f} s wall {cpu:6.1f} s CPU {peak:7.0f} MB peak"
                      f"  {outcome}")


if __name__ == "__main__":
    main()
