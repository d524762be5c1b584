"""What every input must satisfy, checked one input at a time; a violation raises
:class:`FuzzFailure` naming its kind. The test suite and ``benchmarks/fuzz.py`` share these.

- Only errors of our root (:class:`~logic_minimax.errors.LogicMinimaxError`) escape, and
  consulting as SWI does (``KnowledgeBase.consult_text``) raises none at all.
- An input under :data:`SMALL_INPUT` bytes takes at most :data:`SLOW_SECONDS` of CPU.
- The reader's plain-fact mode and the full reader agree: consulting with the mode and
  without it lists the same program and reports the same messages; a strict load
  (``load_string``) both ways gives the same facts, or the same errors (kind, place,
  message).
- ``listing`` reads back to the same program.
- The reader reads what SWI-Prolog's reads: the same terms, and a syntax error where SWI
  finds one (a batch of inputs against ``swipl`` at once).
- A search with the memo gives the answer of the same search without it.
"""

from __future__ import annotations

import io
import re
import subprocess
import tempfile
import time
import traceback
from collections.abc import Callable, Hashable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from logic_minimax import KnowledgeBase, LogicMinimaxError
from logic_minimax.app.crash import EXIT_INTERNAL
from logic_minimax.app.repl import Repl
from logic_minimax.errors import LoadError, PrologSyntaxError
from logic_minimax.kb.goals import all_answers
from logic_minimax.prolog.core import NIL, list_tail
from logic_minimax.prolog.ops import Ops
from logic_minimax.prolog.walk import is_ground
from logic_minimax.prolog.write import show
from tests.helpers.conformance import engine_results, swipl_results
from tests.helpers.consult import consulted, full_reader_only, listing
from tests.helpers.engine_util import consulted as file_consulted
from tests.helpers.swipl import read_canonical, require_swipl, swipl_read

_FRESH = re.compile(r"\b_G?[0-9]+\b")

EMPTY_PROGRAM = Path(__file__).resolve().parents[1] / "prolog" / "iso" / "empty.pl"

SLOW_SECONDS = 2.0
"""CPU seconds an input may take: process time, so that other processes' load on a shared
machine does not count; ours take milliseconds, so the margin is wide."""
SMALL_INPUT = 10_000
"""Inputs of fewer bytes than this must be fast (a bigger one may hold one number of a
million digits, which takes seconds to convert, as it would anyone)."""
SEARCH_LIMIT = 5_000
"""Positions a search may meet with repeats (a DAG unfolds into a tree that can be
exponentially bigger, and Bratko's searches walk it all): bigger trees are not searched."""
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
    """Fail an input under SMALL_INPUT bytes that takes over SLOW_SECONDS of CPU.  The
    CPU time is this thread's: the process's would count other threads still running
    from earlier tests (a service's), which could make the check fail at random."""
    started = time.thread_time()
    yield
    spent = time.thread_time() - started
    if spent > SLOW_SECONDS and len(text.encode("utf-8", "surrogatepass")) < SMALL_INPUT:
        raise FuzzFailure("slow", f"{spent:.2f} s of CPU for {len(text)} characters")


def facts_of(kb: KnowledgeBase) -> list[tuple[str, int, str]]:
    """Every predicate's facts, typed (1 and 1.0 differ)."""
    return [(name, arity, repr(kb.facts(name, arity))) for name, arity in kb.predicates()]


def _errors(error: LoadError) -> list[tuple[object, ...]]:
    return [(type(e).__name__, e.source, e.line, e.column, _FRESH.sub("_", e.message))
            for e in error.errors]


def _load(text: str) -> tuple[KnowledgeBase, list[tuple[object, ...]]]:
    kb = KnowledgeBase()
    try:
        kb.load_string(text, "f.pl")
    except LoadError as error:
        return kb, _errors(error)
    return kb, []


def _first_difference(ours: list[Any], other: list[Any]) -> str:
    both = list(zip([*ours, None], [*other, None], strict=False))
    first = next(i for i, (a, b) in enumerate(both) if a != b)
    return f"item {first}: {both[first][0]!r:.300} against {both[first][1]!r:.300}"


def check_readers(text: str) -> None:
    """Consulting with the plain-fact mode and with the full reader only: the same
    program, the same messages."""
    with only_our_errors("consulting"):
        plain, plain_messages = consulted(text)
        full, full_messages = consulted(text, plain=False)
    # fresh variables in messages are named by their cells: _8761041290397
    plain_messages, full_messages = ([_FRESH.sub("_", m) for m in messages]
                                     for messages in (plain_messages, full_messages))
    if plain_messages != full_messages:
        raise FuzzFailure("readers disagree", "messages, " +
                          _first_difference(plain_messages, full_messages))
    if plain != full:
        raise FuzzFailure("readers disagree", "clauses, " + _first_difference(
            plain.splitlines(), full.splitlines()))


def check_listing(kb: KnowledgeBase) -> None:
    """The program as ``listing`` writes it reads back to the same program."""
    listed = listing(kb.engine)
    copy = KnowledgeBase()
    # listing writes no op/3 directives (nor does SWI's): the copy reads with the ops
    ops, standard = kb.engine.ops.all(), Ops().all()
    changed = [op for op in ops if op not in standard] + \
        [(0, kind, name) for priority, kind, name in standard
         if (priority, kind, name) not in ops]
    copy.engine.consult_text("".join(f":- op({priority}, {kind}, {show(name)}).\n"
                                     for priority, kind, name in changed), "ops.pl")
    # (a clause lists with its source's names, a singleton's too, as SWI's listing does:
    # reading it back warns of the singleton again, and that is all it may say)
    messages = [m for m in copy.consult_text(listed, "listing.pl")
                if not m.startswith("Warning:") or "Singleton" not in m]
    if messages:
        raise FuzzFailure("listing does not read back", messages[0])
    # the same predicates, maybe in another order (as SWI's listing, whose order is its
    # table's): a clause's body makes the predicates it calls
    ours, again = sorted(listed.split("\n\n")), sorted(listing(copy.engine).split("\n\n"))
    if again != ours:
        raise FuzzFailure("listing reads back a different program",
                          _first_difference(ours, again))


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
    search = kb.run_search
    return [
        ("minimax", lambda: search(root)),
        ("minimax memo", lambda: search(root, memo=True)),
        ("alphabeta", lambda: search(root, "alphabeta")),
        ("alphabeta memo", lambda: search(root, "alphabeta", memo=True)),
        ("alphabeta window", lambda: search(root, "alphabeta", alpha=-1, beta=2.5)),
        ("alphabeta window memo",
         lambda: search(root, "alphabeta", alpha=-1, beta=2.5, memo=True)),
        ("minimax depth", lambda: search(root, depth=2)),
        ("alphabeta depth memo", lambda: search(root, "alphabeta", depth=1, memo=True)),
        ("expectiminimax", lambda: search(root, "expectiminimax")),
        ("expectiminimax memo", lambda: search(root, "expectiminimax", memo=True)),
    ]


def _answer(run: Callable[[], Any]) -> tuple[str, str]:
    try:
        result = run()
    except LogicMinimaxError as error:
        return "search error", f"{type(error).__name__}: {error}"
    best = "none" if result.best is None else show(result.best)
    return "solved", f"{best} {show(result.value)} [{', '.join(map(show, result.path))}]"


def moves_of(kb: KnowledgeBase) -> dict[Hashable, tuple[Hashable, ...]]:
    """The ``moves/2`` facts with a ground position and a proper list, as terms (the
    first fact of a position, as a search reads it)."""
    pred = kb.engine.preds.get(("moves", 2))
    moves: dict[Hashable, tuple[Hashable, ...]] = {}
    if pred is None:
        return moves
    for head in kb.engine.fact_heads(pred):
        pos, successors = head[1], head[2]
        items, tail = list_tail(successors)
        if is_ground(head) and tail == NIL:
            moves.setdefault(pos, tuple(items))
    return moves


def check_searches(kb: KnowledgeBase, outcomes: list[str]) -> None:
    """Search from the roots (and a position with moves): only our errors, and the memo
    changes nothing but the work done."""
    summary = kb.summary()
    kb.problems()
    moves = moves_of(kb)
    roots = list(summary.roots[:2]) + list(moves)[:1]
    for root in dict.fromkeys(roots):
        size = unfolded_size(moves, root)
        if (len(moves) > 12) if size is None else (size > SEARCH_LIMIT):
            outcomes.append("too big to search")
            continue
        answers: dict[str, tuple[str, str]] = {}
        for name, run in _searches(kb, root):
            with only_our_errors(f"{name} from {show(root)}"):
                answers[name] = _answer(run)
            outcomes.append(answers[name][0])
        for name, answer in answers.items():
            plain = answers.get(name.replace(" memo", ""))
            if name.endswith(" memo") and plain is not None and plain != answer:
                raise FuzzFailure("memo changes the answer",
                                  f"{name} from {show(root)}: {answer} but without it "
                                  f"{plain}")


def check_fact_file(text: str) -> list[str]:
    """Every property on one file; the outcomes met (``loaded``, ``load error``,
    ``solved``, ``search error``, ...)."""
    outcomes: list[str] = []
    with timed(text):
        check_readers(text)
        with only_our_errors("consult"):
            try:
                KnowledgeBase().consult_text(text, "f.pl")
            except LogicMinimaxError as error:
                raise FuzzFailure("consult raised", f"{type(error).__name__}: {error}"
                                  ) from None
        with only_our_errors("loading"):
            kb, errors = _load(text)
            with full_reader_only():
                other, other_errors = _load(text)
        if errors != other_errors or facts_of(kb) != facts_of(other):
            raise FuzzFailure("strict loads disagree with the full reader",
                              f"{errors or facts_of(kb)!r:.300} vs "
                              f"{other_errors or facts_of(other)!r:.300}")
        outcomes.append("load error" if errors else "loaded")
        if not errors:
            with only_our_errors("listing"):
                check_listing(kb)
            check_searches(kb, outcomes)
    return outcomes


def check_swi_reader(texts: list[str]) -> None:
    """Each text read by our reader and by SWI-Prolog's (one ``swipl`` for the batch):
    the same terms up to SWI's first syntax error, and that error. SWI reads ``a .b`` as
    ``'.'(a, b)`` (its dicts' syntax) and refuses the clause when it consults it, where
    ours finds a syntax error: the same clause refused."""
    for text, theirs in zip(texts, swipl_read(texts), strict=True):
        theirs = ["error" if "'.'(" in term else term for term in theirs]
        end = theirs.index("error") + 1 if "error" in theirs else len(theirs)
        with only_our_errors("reading"):
            ours = read_canonical(text)[:end]
        if ours != theirs[:end]:
            raise FuzzFailure("SWI reads it otherwise", _first_difference(ours, theirs[:end])
                              + f" in {text!r:.2000}")


_DICT_SYNTAX = re.compile(r"[\w)\]}'\"`]\.[^\W\d]")
"""SWI 7's dicts' functional notation (``p.name``, ``f(x).name``), which our reader leaves
out on purpose: SWI expands it as it loads (errors of its own)."""
_SWI_ONLY = "ERROR:    Defined at /usr/lib/swi-prolog"  # (a built-in's place in SWI's boot)


def check_swi_load(files: list[bytes]) -> int:
    """Each file consulted here and by SWI-Prolog (one ``swipl`` a file): the same
    warnings and errors, in SWI's words, at SWI's lines and columns (paths and fresh
    variables aside; what SWI says of its own boot files aside).  How many were
    compared (a file with dicts' syntax is not)."""
    exe = require_swipl()
    compared = 0
    with tempfile.TemporaryDirectory() as tmp:
        for k, data in enumerate(files):
            if _DICT_SYNTAX.search(data.decode("utf-8", "replace")):
                continue
            path = Path(tmp) / f"garbled{k}.pl"
            path.write_bytes(data)
            done = subprocess.run([exe, "-q", "-g", "halt", str(path)], capture_output=True,
                                  timeout=60, check=False)
            with only_our_errors("consulting"):
                _, messages = file_consulted(path)
            theirs, ours = (_load_lines(text, path) for text in (
                done.stderr.decode("utf-8", "replace"), "\n".join(messages)))
            if ours != theirs:
                raise FuzzFailure("SWI loads it otherwise", _first_difference(ours, theirs)
                                  + f" in {data!r:.3000}")
            compared += 1
    return compared


def _load_lines(text: str, path: Path) -> list[str]:
    """A consult's messages as compared: SWI's lines (no caret excerpts), the path as
    ``F``, fresh variables as ``_``."""
    return [_FRESH.sub("_", line.replace(str(path), "F")) for line in text.splitlines()
            if line.startswith(("ERROR:", "Warning:")) and not line.startswith(_SWI_ONLY)]


def check_swi_answers(goals: list[str]) -> None:
    """Each goal answered here as by SWI-Prolog (one ``swipl`` for the batch, each goal
    under a limit of inferences and seconds): the same solutions, or the same error."""
    theirs = swipl_results(require_swipl(), EMPTY_PROGRAM, goals)
    with only_our_errors("goal"):
        ours = engine_results(EMPTY_PROGRAM, goals)
    for goal, our, their in zip(goals, ours, theirs, strict=True):
        if our != their:
            raise FuzzFailure("SWI answers otherwise", f"{goal}\n  swipl: {their}\n"
                                                       f"  ours:  {our}")


def check_goal(text: str, kb: KnowledgeBase) -> str:
    """A goal against ``kb``: answers, none, or one of our errors."""
    with timed(text), only_our_errors("goal"):
        try:
            found = all_answers(kb, text, limit=200)
        except PrologSyntaxError:
            return "goal syntax error"
        except LogicMinimaxError as error:
            return f"goal error: {type(error).__name__}"
        return "answers" if found.answers else "no answer"


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
