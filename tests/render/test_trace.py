"""Traces: the slide's order of calls on seed 001's tree, traces sent to a function or a
stream, and line for line what SWI-Prolog's tracer prints for the reference programs
(tests/oracle/trace_runner.pl)."""

from __future__ import annotations

import io
import math
import re
import subprocess
import tempfile
from collections import Counter
from itertools import zip_longest
from pathlib import Path

import pytest

import logic_minimax as lm
from logic_minimax import KnowledgeBase, LogicMinimaxError, TraceEvent
from logic_minimax.prolog.values import Compound
from logic_minimax.render.trace import TraceObserver
from tests.helpers.kb import course_kb
from tests.helpers.paths import BRATKO, ORACLE
from tests.helpers.randtrees import RandomTree, Window, prolog_number, random_trees
from tests.helpers.swipl import require_swipl
from tests.helpers.traces import SLIDE_TRACE


def test_trace_of_the_slide() -> None:
    out = io.StringIO()
    result = lm.trace_search(course_kb("bratko.pl"), "d", "minimax", out)
    assert (result.best, result.value, result.path) == ("i", 4, ("i",))
    assert out.getvalue() == SLIDE_TRACE


def test_calls_come_in_the_slides_order() -> None:
    # The slide: minimax(d) -> moves(d) -> best([h, i]) -> minimax(h) -> static_eval(h)
    # -> best([i]) -> minimax(i) -> static_eval(i) -> betterof(h, 1, i, 4, ...)
    events: list[TraceEvent] = []
    lm.trace_search(course_kb("bratko.pl"), "d", "minimax", events.append)
    calls = [(e.goal.name, e.goal.args[0]) for e in events if e.port == "Call"]
    assert calls == [("minimax", "d"), ("moves", "d"), ("best", ("h", "i")), ("minimax", "h"),
                     ("moves", "h"), ("static_eval", "h"), ("best", ("i",)), ("minimax", "i"),
                     ("moves", "i"), ("static_eval", "i"), ("betterof", "h")]


def test_alphabeta_trace_shows_the_cutoff() -> None:
    events: list[TraceEvent] = []
    lm.trace_search(course_kb("aima_3ply.pl"), "a", "alphabeta", events.append)
    lines = [str(e).strip() for e in events]
    # c1 = 2 is below alpha = 3: goodenough accepts it and c2, c3 are never called
    assert "Exit: (7) goodenough([c2, c3], 3, inf, c1, 2, c1, 2)" in lines
    assert not any(e.goal.args[0] in ("c2", "c3") for e in events
                   if e.goal.name in ("alphabeta", "moves"))
    assert lines[-1] == "Exit: (1) alphabeta(a, -inf, inf, b, 3)"


def test_a_trace_observer_is_what_trace_search_attaches() -> None:
    kb = course_kb("bratko.pl")
    by_hand: list[TraceEvent] = []
    kb.minimax("a", observer=TraceObserver(kb.tree, by_hand.append))
    traced: list[TraceEvent] = []
    lm.trace_search(kb, "a", "minimax", traced.append)
    assert by_hand == traced and by_hand[-1].goal.name == "minimax"


def test_trace_to_a_function_and_to_a_stream() -> None:
    kb = lm.load(BRATKO)
    events: list[TraceEvent] = []
    lm.trace_search(kb, "a", "alphabeta", events.append, alpha=-math.inf, beta=math.inf)
    stream = io.StringIO()
    lm.trace_search(kb, "a", "alphabeta", stream)
    assert stream.getvalue() == "".join(f"{event}\n" for event in events)
    first, last = events[0], events[-1]
    assert (first.port, first.level, first.goal.name) == ("Call", 1, "alphabeta")
    assert last.goal.args == ("a", -math.inf, math.inf, "b", 4)
    assert str(last) == "Exit: (1) alphabeta(a, -inf, inf, b, 4)"


def test_a_trace_is_of_bratkos_program_only() -> None:
    kb = lm.load(BRATKO)
    with pytest.raises(lm.errors.SearchArgumentError, match="no trace for 'expectiminimax'"):
        lm.trace_search(kb, "a", "expectiminimax", print)
    with pytest.raises(lm.errors.UnknownPositionError):
        lm.trace_search(kb, "zz", "minimax", print)


# --- against SWI-Prolog's tracer -------------------------------------------------------


Job = tuple[str, str, list[str], Window | None]  # id, root, facts, alpha-beta window

COURSE = [("bratko.pl", "a"), ("bratko.pl", "d"), ("aima_3ply.pl", "a"), ("binary8.pl", "n0")]

FULL: Window = (-math.inf, math.inf)


def course_jobs() -> list[tuple[Job, KnowledgeBase]]:
    jobs = []
    for file, root in COURSE:
        kb = course_kb(file)
        facts = [str(Compound(name, row)) for name, _ in kb.predicates()
                 for row in kb.facts(name)]
        for window in (None, FULL):
            jobs.append(((f"{file[:-3]}_{root}_{'ab' if window else 'mm'}", root, facts, window),
                         kb))
    return jobs


def bones(heap: int) -> str:
    """The Game of Bones from ``heap`` as facts over compound positions ``s(N, Side)``:
    take 1, 2 or 3; who cannot move has lost."""
    facts = []
    for n in range(heap + 1):
        for side, other in (("max", "min"), ("min", "max")):
            facts.append(f"{side}_to_move(s({n}, {side})).")
            taken = [f"s({n - k}, {other})" for k in (1, 2, 3) if n - k >= 0]
            if taken:
                facts.append(f"moves(s({n}, {side}), [{', '.join(taken)}]).")
            else:
                facts.append(f"static_eval(s(0, {side}), {-1 if side == 'max' else 1}).")
    return "\n".join(facts) + "\n"


def compound_jobs() -> list[tuple[Job, KnowledgeBase]]:
    """Positions that are compound terms, lists of them, and empty paths in the lines."""
    kb = KnowledgeBase()
    kb.load_string(bones(4))
    facts = [str(Compound(name, row)) for name, _ in kb.predicates()
             for row in kb.facts(name)]
    return [((f"bones_{'ab' if window else 'mm'}", "s(4, max)", facts, window), kb)
            for window in (None, FULL)]


def random_jobs(count: int) -> list[tuple[Job, KnowledgeBase]]:
    jobs = []
    for tree in random_trees(count, first_seed=1000):
        kb = KnowledgeBase()
        kb.load_string(tree.text())
        for k, window in enumerate((None, *tree.windows)):
            if searchable(kb, tree, window):
                jobs.append(((f"t{tree.seed}_{k}", tree.root, tree.facts(), window), kb))
    return jobs


def searchable(kb: KnowledgeBase, tree: RandomTree, window: Window | None) -> bool:
    """Whether our search answers (where it raises, Prolog fails or guesses a side)."""
    try:
        if window is None:
            kb.minimax(tree.root)
        else:
            kb.alphabeta(tree.root, alpha=window[0], beta=window[1])
    except LogicMinimaxError:
        return False
    return True


def ours(job: Job, kb: KnowledgeBase) -> list[str]:
    _, text, _, window = job
    root = kb.position(text)
    events: list[TraceEvent] = []
    if window is None:
        lm.trace_search(kb, root, "minimax", events.append)
    else:
        lm.trace_search(kb, root, "alphabeta", events.append, alpha=window[0], beta=window[1])
    return [str(e).strip() for e in events]


def swi_traces(jobs: list[Job]) -> dict[str, list[str]]:
    exe = require_swipl()
    with tempfile.TemporaryDirectory() as tmp:
        batch = Path(tmp) / "jobs.txt"
        with batch.open("w") as out:
            for job_id, root, facts, window in jobs:
                search = "minimax" if window is None else \
                    f"alphabeta({prolog_number(window[0])}, {prolog_number(window[1])})"
                out.write(f"job({job_id}, {root}, [{', '.join(facts)}], {search}).\n")
        proc = subprocess.run([exe, "-q", str(ORACLE / "trace_runner.pl"), "--", str(batch)],
                              capture_output=True, text=True, timeout=600, check=False)
    assert proc.returncode == 0 and not proc.stderr.strip(), proc.stderr
    traces: dict[str, list[str]] = {}
    for line in proc.stdout.splitlines():
        job_id, text = line.split("\t")
        if text != "end":
            traces.setdefault(job_id, []).append(text)
    return {job_id: relevel(lines) for job_id, lines in traces.items()}


def relevel(lines: list[str]) -> list[str]:
    """Frame levels counted from 1 for the traced goal, as ours are."""
    base = int(re.search(r"\((\d+)\)", lines[0]).group(1)) - 1  # type: ignore[union-attr]
    return [re.sub(r"\((\d+)\)", lambda m: f"({int(m.group(1)) - base})", line, count=1)
            for line in lines]


@pytest.fixture(scope="module")
def jobs() -> list[tuple[Job, KnowledgeBase]]:
    require_swipl()
    return course_jobs() + compound_jobs() + random_jobs(150)


@pytest.mark.swipl
@pytest.mark.slow
def test_same_trace_as_swi_prolog(jobs: list[tuple[Job, KnowledgeBase]]) -> None:
    theirs = swi_traces([job for job, _ in jobs])
    assert len(theirs) == len(jobs)
    lines = 0
    for job, kb in jobs:
        mine, prolog = ours(job, kb), theirs[job[0]]
        lines += len(mine)
        if mine != prolog:
            first, (line, theirs_line) = next(
                (i, pair) for i, pair in enumerate(zip_longest(mine, prolog, fillvalue="(end)"))
                if pair[0] != pair[1])
            pytest.fail(f"job {job[0]} (window {job[3]}) differs at line {first + 1}:\n"
                        f"  ours:   {line}\n  Prolog: {theirs_line}\n"
                        f"facts: {'. '.join(job[2])}.")
    print(f"{len(jobs)} traces, {lines} lines, all equal to SWI-Prolog's")


# -- issue 14: a trace is linear in the size of the search ----------------------------------

WIDE = 100_000


def _wide_and_deep() -> list[tuple[str, lm.DictTree, str]]:
    chain = lm.DictTree({f"p{i}": (f"p{i + 1}",) for i in range(WIDE)},
                        {f"p{i}": "max" if i % 2 else "min" for i in range(WIDE + 1)},
                        {f"p{WIDE}": 1})
    star = lm.DictTree({"r": tuple(f"c{i}" for i in range(WIDE))},
                       {f"c{i}": "min" for i in range(WIDE)},
                       {f"c{i}": i % 7 for i in range(WIDE)})
    return [("chain", chain, "p0"), ("star", star, "r")]


@pytest.mark.slow
@pytest.mark.parametrize("algorithm", ["minimax", "alphabeta"])
def test_a_trace_of_a_deep_chain_and_a_wide_root_is_linear(algorithm: str) -> None:
    # Each line used to copy the rest of its candidate list and its path: a no-op trace
    # of the 100,000-deep chain took 246 s, of the 100,000-wide root 22 s (now seconds;
    # benchmarks/trace.py measures the growth). Lines still print those lists in full.
    for shape, tree, root in _wide_and_deep():
        ports = Counter[str]()

        def count(event: TraceEvent, ports: Counter[str] = ports) -> None:
            ports[event.port] += 1

        observer = TraceObserver(tree, count, algorithm)
        result = lm.search.registry.run(tree, root, algorithm, observer=observer)
        assert ports["Call"] == ports["Exit"] + ports["Fail"], shape
        assert result.nodes_visited == WIDE + 1
    events: list[TraceEvent] = []
    lm.trace_search(course_kb("bratko.pl"), "a", algorithm, events.append)
    boundedbest = next(e for e in events if e.goal.name in ("best", "boundedbest"))
    assert str(boundedbest).endswith("([b, c], _, _, _)" if algorithm == "minimax" else
                                     "([b, c], -inf, inf, _, _)")
