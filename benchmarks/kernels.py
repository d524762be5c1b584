"""Benchmark: the engine's kernels, ours against SWI-Prolog in the same run.

    python benchmarks/kernels.py                    # this checkout
    python benchmarks/kernels.py --root ../other    # another checkout's engine (before/after)

Each kernel is a small program and a goal run to completion; the figure is the CPU time of
the goal (median of ``--repeat`` runs), ours and SWI-Prolog's, and their ratio:

* nrev30: naive reverse of a 30-element list, 2,000 times (the LIPS classic);
* queens8: all 92 solutions of 8 queens;
* second-argument lookup: 3,000 facts ``e(I, J)``, each looked up by J (JIT indexing
  makes this one hash lookup a call; without it, a scan of every clause);
* deep list lookup: 3,000 facts ``m(I, [I, x])``, each looked up by the list (deep
  indexing on the list's head);
* catch/throw: 20,000 exceptions thrown and caught;
* findall: 200,000 solutions collected.

Figures are printed, not asserted.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

KERNELS: dict[str, tuple[str, str]] = {
    "nrev30": ("""
app([], L, L).
app([H|T], L, [H|R]) :- app(T, L, R).
nrev([], []).
nrev([H|T], R) :- nrev(T, RT), app(RT, [H], R).
bench(0) :- !.
bench(N) :- numlist(1, 30, L), nrev(L, _), N1 is N-1, bench(N1).
""", "bench(2000)"),
    "queens8": ("""
queens(N, Qs) :- numlist(1, N, Ns), permutation_q(Ns, Qs), safe(Qs).
permutation_q([], []).
permutation_q(L, [H|T]) :- sel(H, L, R), permutation_q(R, T).
sel(X, [X|T], T).
sel(X, [H|T], [H|R]) :- sel(X, T, R).
safe([]).
safe([Q|Qs]) :- no_attack(Q, Qs, 1), safe(Qs).
no_attack(_, [], _).
no_attack(Q, [Q1|Qs], D) :- Q =\\= Q1 + D, Q =\\= Q1 - D, D1 is D + 1, no_attack(Q, Qs, D1).
""", "findall(Q, queens(8, Q), L), length(L, 92)"),
    "second-argument lookup": ("""
:- dynamic e/2.
make(N) :- forall(between(1, N, I), (J is (I * 7) mod N, assertz(e(I, J)))).
look(N) :- forall(between(1, N, J0), (J is J0 - 1, e(_, J))).
""", "make(3000), look(3000)"),
    "deep list lookup": ("""
:- dynamic m/2.
make(N) :- forall(between(1, N, I), assertz(m(I, [I, x]))).
look(N) :- forall(between(1, N, K), m(_, [K, x])).
""", "make(3000), look(3000)"),
    "catch/throw": ("""
loop(0) :- !.
loop(N) :- catch(throw(ball(N)), ball(_), true), N1 is N - 1, loop(N1).
""", "loop(20000)"),
    "findall": ("""
gen(N, X) :- between(1, N, X).
""", "findall(X, gen(200000, X), L), length(L, 200000)"),
}


def ours(root: Path, program: str, goal: str) -> float:
    code = f"""
import sys, time
sys.path.insert(0, {str(root)!r})
from logic_minimax.prolog.engine import Engine
e = Engine()
e.limits.inferences = None
e.consult_text({program!r}, "kernel.pl")
g = e.read_query({goal + "."!r}).term
t = time.process_time()
assert e.once(g)
print(time.process_time() - t)
"""
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    return float(out.stdout.split()[-1])


def swipl(exe: str, program: str, goal: str, tmp: Path) -> float:
    source = tmp / "kernel.pl"
    source.write_text(program + f"\nmain :- statistics(cputime, T0), ({goal}), "
                      "statistics(cputime, T1), T is T1 - T0, format('~w~n', [T]).\n")
    out = subprocess.run([exe, "-q", "-g", "main", "-t", "halt", str(source)],
                         capture_output=True, text=True, check=True)
    return float(out.stdout.split()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--root", type=Path, default=Path(__file__).resolve().parent.parent,
                        help="the checkout whose engine runs (default: this one)")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--only", help="run the kernels whose name holds this text")
    args = parser.parse_args()
    exe = shutil.which("swipl")
    if exe is None:
        sys.exit("swipl (SWI-Prolog) is needed for the comparison")
    print(f"engine: {args.root}")
    with tempfile.TemporaryDirectory() as tmpdir:
        for name, (program, goal) in KERNELS.items():
            if args.only and args.only not in name:
                continue
            start = time.perf_counter()
            our_t = statistics.median(ours(args.root, program, goal)
                                      for _ in range(args.repeat))
            swi_t = statistics.median(swipl(exe, program, goal, Path(tmpdir))
                                      for _ in range(args.repeat))
            print(f"{name:24} ours {our_t:8.3f} s   SWI-Prolog {swi_t:7.3f} s   "
                  f"ratio {our_t / max(swi_t, 1e-6):6.0f}x   "
                  f"(wall {time.perf_counter() - start:.0f} s)")


if __name__ == "__main__":
    main()
