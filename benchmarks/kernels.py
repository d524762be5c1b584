"""Benchmark: the engine's kernels, ours against SWI-Prolog in the same run.

    python benchmarks/kernels.py                    # this checkout, medians of 3
    python benchmarks/kernels.py --root ../other    # another checkout's engine (before/after)
    python benchmarks/kernels.py --only sieve --repeat 5
    python benchmarks/kernels.py --smoke            # small sizes, one run (the test suite's)

Each kernel is a small program and a goal that binds ``R``; both sides print ``R`` and
must agree.  The figure is the CPU time of the goal alone (start-up and consult are not
counted): ``time.process_time`` around the goal in a fresh Python process for ours,
``statistics(cputime)`` for SWI-Prolog, after one untimed run (which autoloads the library
predicates the goal calls), then ``loops`` runs in the same timing, divided (one run would
be too short to time).  Medians of ``--repeat`` runs,
and their ratio.  The rows are issue 20's table, then the JIT-indexing and control rows:

* nrev30: naive reverse of a 30-element list (496 inferences), N times: LIPS;
* queens8: all 92 solutions of 8 queens;
* count: ``count(I, N) :- I < N, I1 is I + 1, count(I1, N).`` to 1,000,000;
* fib: naive Fibonacci;
* minimax ttt: the course's own minimax/best/betterof (facts/course_bratko.pl) run by the
  engine over tic-tac-toe written as rules (facts/tictactoe_rules.pl), from a board with
  one mark;
* sieve N: primes up to N with one ``assertz`` per number and one ``retract`` per multiple
  (linear when assert and retract take constant time);
* second-argument and deep list lookups (JIT and deep indexing), catch/throw, findall.

``--peer`` adds a row under each kernel for uc-prolog, a pure-Python Prolog from PyPI
(the ``bench`` extra), where it can run the kernel and gives SWI's answer.

The engine is the build ``--root`` holds: compiled with Cython (``setup.py``, the default
install) or pure Python (``LOGIC_MINIMAX_PURE=1``, or a copy without the compiled
modules); the first line says which.  Figures are printed, not asserted; a disagreement
of the answers exits with status 1.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
FACTS = HERE.parent / "facts"
NREV_LI = 496  # logical inferences of one nrev of 30 elements


@dataclass(frozen=True)
class Kernel:
    name: str
    program: str
    goal: str  # binds R, the answer both sides print
    smoke: str  # the same goal at the size of --smoke
    loops: int = 1  # SWI's runs per timing
    nrevs: int = 0  # nrev30 runs in the goal (LIPS)
    smoke_nrevs: int = 0


NREV = """
app([], L, L).
app([H|T], L, [H|R]) :- app(T, L, R).
nrev([], []).
nrev([H|T], R) :- nrev(T, RT), app(RT, [H], R).
bench(0, R) :- !, numlist(1, 30, L), nrev(L, R).
bench(N, R) :- numlist(1, 30, L), nrev(L, _), N1 is N-1, bench(N1, R).
"""

QUEENS = """
queens(N, Qs) :- numlist(1, N, Ns), permutation_q(Ns, Qs), safe(Qs).
permutation_q([], []).
permutation_q(L, [H|T]) :- sel(H, L, R), permutation_q(R, T).
sel(X, [X|T], T).
sel(X, [H|T], [H|R]) :- sel(X, T, R).
safe([]).
safe([Q|Qs]) :- no_attack(Q, Qs, 1), safe(Qs).
no_attack(_, [], _).
no_attack(Q, [Q1|Qs], D) :- Q =\\= Q1 + D, Q =\\= Q1 - D, D1 is D + 1, no_attack(Q, Qs, D1).
"""

COUNT = """
count(N, N) :- !.
count(I, N) :- I < N, I1 is I + 1, count(I1, N).
"""

FIB = """
fib(0, 0).
fib(1, 1).
fib(N, F) :- N > 1, N1 is N - 1, N2 is N - 2, fib(N1, F1), fib(N2, F2), F is F1 + F2.
"""

SIEVE = """
:- dynamic cand/1.
primes(N, Count) :-
    retractall(cand(_)),
    forall(between(2, N, I), assertz(cand(I))),
    sieve(2, N),
    aggregate_all(count, cand(_), Count).
sieve(P, N) :- P * P > N, !.
sieve(P, N) :- ( cand(P) -> M is P * P, strike(P, M, N) ; true ), P1 is P + 1, sieve(P1, N).
strike(_, M, N) :- M > N, !.
strike(P, M, N) :- ( retract(cand(M)) -> true ; true ), M1 is M + P, strike(P, M1, N).
"""

LOOKUPS = """
:- dynamic e/2, m/2.
make_e(N) :- retractall(e(_, _)),
    forall(between(1, N, I), (J is (I * 7) mod N, assertz(e(I, J)))).
look_e(N) :- forall(between(1, N, J0), (J is J0 - 1, e(_, J))).
make_m(N) :- retractall(m(_, _)), forall(between(1, N, I), assertz(m(I, [I, x]))).
look_m(N) :- forall(between(1, N, K), m(_, [K, x])).
"""

CATCH = """
loop(0) :- !.
loop(N) :- catch(throw(ball(N)), ball(_), true), N1 is N - 1, loop(N1).
"""


def _course_minimax() -> str:
    """The course file's rules (minimax/4, best/4, betterof/9), without its tree."""
    text = (FACTS / "course_bratko.pl").read_text(encoding="utf-8")
    return text[text.index("minimax(Pos, BestPos"):]


def kernels() -> list[Kernel]:
    minimax = _course_minimax() + (FACTS / "tictactoe_rules.pl").read_text(encoding="utf-8")
    rows = [
        Kernel("nrev30", NREV, "bench(3000, R)", "bench(100, R)", loops=20,
               nrevs=3001, smoke_nrevs=101),
        Kernel("queens8 all", QUEENS, "findall(Q, queens(8, Q), L), length(L, R)",
               "findall(Q, queens(5, Q), L), length(L, R)", loops=5),
        Kernel("count 1,000,000", COUNT, "count(0, 1000000), R = done",
               "count(0, 10000), R = done", loops=10),
        Kernel("fib(21)", FIB, "fib(21, R)", "fib(12, R)", loops=10),
        Kernel("minimax ttt", minimax,
               "minimax([e,e,e,e,x,e,e,e,e], B, V, _), R = B-V",
               "minimax([x,o,x,e,o,e,e,e,e], B, V, _), R = B-V"),
    ]
    rows += [Kernel(f"sieve {n}", SIEVE, f"primes({n}, R)", f"primes({n // 10}, R)",
                    loops=max(1, 20000 // n)) for n in (500, 1000, 2000, 10000)]
    rows += [
        Kernel("second-argument lookup", LOOKUPS, "make_e(3000), look_e(3000), R = done",
               "make_e(100), look_e(100), R = done", loops=10),
        Kernel("deep list lookup", LOOKUPS, "make_m(3000), look_m(3000), R = done",
               "make_m(100), look_m(100), R = done", loops=10),
        Kernel("catch/throw", CATCH, "loop(20000), R = done", "loop(200), R = done",
               loops=10),
        Kernel("findall", "", "findall(X, between(1, 200000, X), L), length(L, R)",
               "findall(X, between(1, 2000, X), L), length(L, R)", loops=10),
    ]
    return rows


def ours(root: Path, program: str, goal: str) -> tuple[float, str]:
    """CPU seconds of one run of ``goal`` in a fresh process, and the answer's text."""
    code = f"""
import sys, time
sys.path.insert(0, {str(root)!r})
from logic_minimax.prolog.engine import Engine
from logic_minimax.prolog.write import term_to_text
e = Engine()
e.limits.inferences = None
e.limits.seconds = None
e.consult_text({program!r}, "kernel.pl")
q = e.read_query("kernel_run(R).")
t = time.process_time()
assert e.once(q.term), "the goal failed"
t = time.process_time() - t
print(term_to_text(q.term[1]))
print(t)
"""
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=False)
    if out.returncode:
        sys.exit(f"ours failed on {goal}:\n{out.stderr}")
    answer, seconds = out.stdout.split("\n")[-3:-1]
    return float(seconds), answer


def build(root: Path) -> str:
    """Which build of the engine ``root`` holds: compiled by setup.py, or plain Python."""
    code = f"""
import sys, importlib.machinery
sys.path.insert(0, {str(root)!r})
import logic_minimax.prolog.machine as m
print(m.__file__.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES)))
"""
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    return "compiled with Cython" if out.stdout.strip() == "True" else "pure Python"


PEER = "uc-prolog"
"""A pure-Python Prolog from PyPI (``pip install '.[bench]'``), timed where it runs a
kernel and gives SWI's answer (most kernels need built-ins it lacks, such as numlist/3,
or recurse past Python's stack)."""


def peer(program: str, timeout: float) -> tuple[float, str] | str:
    """CPU seconds of one run of ``kernel_run(R)`` in the peer and its answer, or why not."""
    code = f"""
import sys, time
sys.setrecursionlimit(100000)
from uc_prolog import Engine
e = Engine()
e.load({program!r})
t = time.process_time()
out = e.eval("?- kernel_run(R).")
print(out.replace("\\n", " "))
print(time.process_time() - t)
"""
    try:
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                             check=False, timeout=timeout)
    except subprocess.TimeoutExpired:
        return f"over {timeout:.0f} s"
    if out.returncode:
        return "not installed" if "No module named" in out.stderr else "crashed"
    answer, seconds = out.stdout.split("\n")[-3:-1]
    if not answer.startswith("R = "):
        return answer[:40]
    return float(seconds), answer[4:].rstrip(".")


def swipl(exe: str, program: str, goal: str, loops: int, tmp: Path) -> tuple[float, str]:
    """CPU seconds of one run of ``goal`` in SWI-Prolog (``loops`` runs, divided)."""
    source = tmp / "kernel.pl"
    source.write_text(program + "\nmain :- \\+ \\+ kernel_run(_), "
                      "statistics(cputime, T0), kernel_run(R), !, "
                      f"forall(between(2, {loops}, _), kernel_run(_)), "
                      f"statistics(cputime, T1), T is (T1 - T0) / {loops}, "
                      "format('~q~n~w~n', [R, T]).\n", encoding="utf-8")
    out = subprocess.run([exe, "-q", "-g", "main", "-t", "halt", str(source)],
                         capture_output=True, text=True, check=False)
    if out.returncode:
        sys.exit(f"SWI-Prolog failed on {goal}:\n{out.stdout}{out.stderr}")
    answer, seconds = out.stdout.split("\n")[-3:-1]
    return float(seconds), answer


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--root", type=Path, default=HERE.parent,
                        help="the checkout whose engine runs (default: this one)")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--only", help="run the kernels whose name holds this text")
    parser.add_argument("--smoke", action="store_true",
                        help="small sizes, one run each: that it runs and agrees")
    parser.add_argument("--peer", action="store_true",
                        help=f"also {PEER} (a pure-Python Prolog), one run each")
    parser.add_argument("--peer-timeout", type=float, default=120)
    args = parser.parse_args()
    exe = shutil.which("swipl")
    if exe is None:
        sys.exit("swipl (SWI-Prolog) is needed for the comparison")
    repeat = 1 if args.smoke else args.repeat
    print(f"engine: {args.root} ({build(args.root)})   CPU time of the goal, "
          f"median of {repeat}")
    print(f"| {'kernel':24} | {'ours s':>9} | {'SWI s':>8} | {'ratio':>6} | answer |")
    print(f"|{'-' * 26}|{'-' * 11}|{'-' * 10}|{'-' * 8}|--------|")
    agree = True
    with tempfile.TemporaryDirectory() as tmpdir:
        for k in kernels():
            if args.only and args.only not in k.name:
                continue
            goal = k.smoke if args.smoke else k.goal
            program = f"{k.program}\nkernel_run(R) :- {goal}.\n"
            loops = 1 if args.smoke else k.loops
            start = time.perf_counter()
            our_runs = [ours(args.root, program, goal) for _ in range(repeat)]
            swi_runs = [swipl(exe, program, goal, loops, Path(tmpdir)) for _ in range(repeat)]
            our_t = statistics.median(t for t, _ in our_runs)
            swi_t = statistics.median(t for t, _ in swi_runs)
            answers = {a for _, a in our_runs + swi_runs}
            same = len(answers) == 1
            agree = agree and same
            shown = answers.pop() if same else " / ".join(sorted(answers)) + " DIFFER"
            print(f"| {k.name:24} | {our_t:9.3f} | {swi_t:8.4f} | "
                  f"{our_t / max(swi_t, 1e-6):5.0f}x | {shown} |"
                  f"  (wall {time.perf_counter() - start:.0f} s)", flush=True)
            if args.peer:
                found = peer(program, args.peer_timeout)
                if isinstance(found, str):
                    print(f"|   {PEER:22} | {'-':>9} | {found}")
                elif found[1].replace(" ", "") != shown:
                    print(f"|   {PEER:22} | {'-':>9} | answered {found[1][:40]}")
                else:
                    print(f"|   {PEER:22} | {found[0]:9.3f} | "
                          f"{found[0] / max(our_t, 1e-6):.1f}x ours")
            nrevs = k.smoke_nrevs if args.smoke else k.nrevs
            if nrevs:
                print(f"|   LIPS (nrev30)          | {nrevs * NREV_LI / our_t:9.0f} | "
                      f"{nrevs * NREV_LI / max(swi_t, 1e-6):8.0f} |")
    if not agree:
        sys.exit("the answers differ")


if __name__ == "__main__":
    main()
