"""What every input must satisfy, checked one input at a time; a violation raises
:class:`FuzzFailure` naming its kind. The test suite and ``benchmarks/fuzz.py`` share these.

- Only errors of our root (:class:`~logic_minimax.errors.LogicMinimaxError`) escape.
- An input under :data:`SMALL_INPUT` bytes takes at most :data:`SLOW_SECONDS` of CPU.
- The whole-text parser and the streaming reader agree on every clause and every error
  (kind, line, column, message); a load through the bulk scan and one clause by clause
  agree on the facts and the errors.
- ``listing`` (every fact written back) reads back to the same facts.
- A search with the memo gives the answer of the same search without it.
"""

from __future__ import annotations

import io
import time
import traceback
from collections.abc import Callable, Hashable, Iterator
from contextlib import contextmanager
from itertools import islice
from pathlib import Path
from typing import Any

from logic_minimax import KnowledgeBase, LogicMinimaxError
from logic_minimax.app.crash import EXIT_INTERNAL
from logic_minimax.app.repl import Repl
from logic_minimax.errors import LoadError, SourceError
from logic_minimax.kb.goals import format_answers, parse_goal, solve
from logic_minimax.prolog.reader import Clause, parse_text
from logic_minimax.prolog.stream import read_clauses, split_lines
from logic_minimax.prolog.terms import format_fact, format_term

SLOW_SECONDS = 2.0
"""CPU seconds an input may take: process time, so that other processes' load on a shared
machine does not count; ours take milliseconds, so the margin is wide."""
SMALL_INPUT = 10_000
"""Inputs of fewer bytes than this must be fast (a bigger one may hold one number of a
million digits, which takes seconds to convert, as it would anyone)."""
SEARCH_LIMIT = 5_000
"""Positions a search may meet with repeats (a DAG unfolds into a tree that can be
exponentially bigger, and Bratko's searches walk it all): bigger trees are not searched."""
MARKER = "zz_fuzz_marker_q"
"""A fact loaded first so that a load cannot take the bulk scan (only an empty knowledge
base does)."""


class FuzzFailure(AssertionError):
    """An input that breaks a property: ``kind`` names which, ``detail`` says how."""

    def __init__(self, kind: str, detail: str) -> None:
        self.kind = kind
        self.detail = detail
        super().__init__(f"{kind}: {detail}")


@contextmanager
def only_our_errors(where: str) -> Iterator[None]:
    """Let our root's errors through; anything else is a bug (the traceback is kept)."""
    try:
        yield
    except (LogicMinimaxError, FuzzFailure):
        raise
    except Exception as error:
        raise FuzzFailure("escaped", f"{where}: {type(error).__name__}: {error}\n"
                          + "".join(traceback.format_exception(error))) from error


@contextmanager
def timed(text: str) -> Iterator[None]:
    """Fail an input under SMALL_INPUT bytes that takes over SLOW_SECONDS of CPU."""
    started = time.process_time()
    yield
    spent = time.process_time() - started
    if spent > SLOW_SECONDS and len(text.encode("utf-8", "surrogatepass")) < SMALL_INPUT:
        raise FuzzFailure("slow", f"{spent:.2f} s of CPU for {len(text)} characters")


def shown(items: list[Clause | SourceError]) -> list[tuple[object, ...]]:
    """Clauses and errors as comparable rows (numbers typed: 1 and 1.0 differ)."""
    return [(item.name, repr(item.args), item.line, item.column)
            if isinstance(item, Clause) else
            (type(item).__name__, item.line, item.column, item.message) for item in items]


def facts_of(kb: KnowledgeBase) -> list[tuple[str, int, str]]:
    return [(name, arity, repr(kb.facts(name, arity))) for name, arity in kb.predicates()
            if name != MARKER]


def _errors(error: LoadError) -> list[tuple[object, ...]]:
    return [(type(e).__name__, e.source, e.line, e.column, e.message) for e in error.errors]


def _load(text: str, marked: bool) -> tuple[KnowledgeBase, list[tuple[object, ...]]]:
    kb = KnowledgeBase()
    if marked:
        kb.assertz(MARKER)
    try:
        kb.load_string(text, "f.pl")
    except LoadError as error:
        return kb, _errors(error)
    return kb, []


def check_readers(text: str) -> None:
    """The whole-text parser and the streaming reader read the same clauses and errors."""
    with only_our_errors("reading"):
        whole = shown(parse_text(text, "f.pl"))
        streamed = shown(list(read_clauses(split_lines(text), "f.pl")))
    if whole != streamed:
        both = list(zip([*whole, None], [*streamed, None], strict=False))
        first = next(i for i, (a, b) in enumerate(both) if a != b)
        raise FuzzFailure("readers disagree", f"item {first}: whole text {both[first][0]}, "
                          f"streamed {both[first][1]}")


def check_listing(kb: KnowledgeBase) -> None:
    """Every fact written as ``listing`` writes it reads back to the same facts."""
    lines = [format_fact(name, row) for name, arity in kb.predicates() if name != MARKER
             for row in kb.facts(name, arity)]
    copy = KnowledgeBase()
    try:
        copy.load_string("\n".join(lines) + "\n", "listing.pl")
    except LoadError as error:
        raise FuzzFailure("listing does not read back", error.errors[0].format()) from None
    if facts_of(copy) != facts_of(kb):
        raise FuzzFailure("listing reads back different facts",
                          f"{facts_of(kb)!r:.300} read back as {facts_of(copy)!r:.300}")


def unfolded_size(moves: dict[Any, tuple[Any, ...]], root: Hashable) -> int | None:
    """Positions a search from ``root`` meets, repeats counted (capped just above
    SEARCH_LIMIT); None if a cycle is reachable."""
    size: dict[Hashable, int] = {}
    on_path: set[Hashable] = set()
    stack: list[tuple[Hashable, bool]] = [(root, False)]
    while stack:
        pos, done = stack.pop()
        if done:
            on_path.discard(pos)
            size[pos] = min(SEARCH_LIMIT + 1,
                            1 + sum(size[s] for s in moves.get(pos, ())))
            continue
        if pos in size:
            continue
        if pos in on_path:
            return None
        on_path.add(pos)
        stack.append((pos, True))
        stack.extend((s, False) for s in moves.get(pos, ()) if s not in size)
    return size[root]


def _searches(kb: KnowledgeBase, root: Hashable) -> list[tuple[str, Callable[[], Any]]]:
    return [
        ("minimax", lambda: kb.minimax(root)),
        ("minimax memo", lambda: kb.minimax(root, memo=True)),
        ("alphabeta", lambda: kb.alphabeta(root)),
        ("alphabeta memo", lambda: kb.alphabeta(root, memo=True)),
        ("alphabeta window", lambda: kb.alphabeta(root, alpha=-1, beta=2.5)),
        ("alphabeta window memo", lambda: kb.alphabeta(root, alpha=-1, beta=2.5, memo=True)),
        ("minimax depth", lambda: kb.minimax(root, depth=2)),
        ("alphabeta depth memo", lambda: kb.alphabeta(root, depth=1, memo=True)),
        ("expectiminimax", lambda: kb.expectiminimax(root)),
        ("expectiminimax memo", lambda: kb.expectiminimax(root, memo=True)),
    ]


def _answer(run: Callable[[], Any]) -> tuple[str, str]:
    try:
        result = run()
    except LogicMinimaxError as error:
        return "search error", f"{type(error).__name__}: {error}"
    shown_path = ", ".join(map(format_term, result.path))
    return "solved", f"{result.best!r} {format_term(result.value)} [{shown_path}]"


def check_searches(kb: KnowledgeBase, outcomes: list[str]) -> None:
    """Search from the roots (and a position with moves): only our errors, and the memo
    changes nothing but the work done."""
    summary = kb.summary()
    kb.problems()
    moves: dict[Any, Any] = {row[0]: row[1] for row in kb.facts("moves", 2)}
    roots = list(summary.roots[:2]) + list(islice(moves, 1))
    for root in dict.fromkeys(roots):
        size = unfolded_size(moves, root)
        if (len(moves) > 12) if size is None else (size > SEARCH_LIMIT):
            outcomes.append("too big to search")
            continue
        answers: dict[str, tuple[str, str]] = {}
        for name, run in _searches(kb, root):
            with only_our_errors(f"{name} from {root!r}"):
                answers[name] = _answer(run)
            outcomes.append(answers[name][0])
        for name, answer in answers.items():
            plain = answers.get(name.replace(" memo", ""))
            if name.endswith(" memo") and plain is not None and plain != answer:
                raise FuzzFailure("memo changes the answer",
                                  f"{name} from {root!r}: {answer} but without it {plain}")


def check_fact_file(text: str) -> list[str]:
    """Every property on one fact file; the outcomes met (``loaded``, ``load error``,
    ``solved``, ``search error``, ...)."""
    outcomes: list[str] = []
    with timed(text):
        check_readers(text)
        with only_our_errors("loading"):
            kb, errors = _load(text, marked=False)
            other, other_errors = _load(text, marked=True)
        if errors != other_errors or facts_of(kb) != facts_of(other):
            raise FuzzFailure("bulk and clause-by-clause loads disagree",
                              f"{errors or facts_of(kb)!r:.300} vs "
                              f"{other_errors or facts_of(other)!r:.300}")
        outcomes.append("load error" if errors else "loaded")
        if not errors:
            with only_our_errors("listing"):
                check_listing(kb)
            check_searches(kb, outcomes)
    return outcomes


def check_goal(text: str, kb: KnowledgeBase) -> str:
    """A goal against ``kb``: answers, none, or one of our errors."""
    with timed(text), only_our_errors("goal"):
        try:
            answers = list(islice(solve(kb, parse_goal(text)), 200))
            printed = format_answers(answers)
        except SourceError:
            return "goal syntax error"
        except LogicMinimaxError as error:
            return f"goal error: {type(error).__name__}"
        return "no answer" if printed == "false." else "answers"


def check_program(text: str, facts: Path) -> str:
    """A REPL script over the fact file ``facts``: the REPL never meets an internal error
    (it would print one line and go on: here that is a failure, with its details)."""
    out, err = io.StringIO(), io.StringIO()
    with timed(text), only_our_errors("REPL"):
        repl = Repl([str(facts)], out=out, err=err, trace_limit=50)
        status = repl.run_script(io.StringIO(text))
    if status == EXIT_INTERNAL:
        line = next(line for line in err.getvalue().splitlines()
                    if line.startswith("internal error"))
        details = Path(line.rsplit(" ", 1)[1]).read_text(encoding="utf-8")
        raise FuzzFailure("escaped", f"REPL: {line}\n{details}")
    return {0: "script ok", 2: "script with errors"}.get(status, f"script status {status}")
