"""``logic-minimax repl``: a Prolog toplevel (``?-``) over a knowledge base.

Answers print as SWI-Prolog's toplevel prints them: bindings ``Var = value``, one answer
at a time (``;`` or space for the next, Enter to stop), ``true.``/``false.``; an error is
printed with its place in the query and the loop goes on. Goals are those of ``logic-minimax
query`` plus the toplevel's own (``consult``, ``make``, ``assertz``, ``listing``, ``trace``,
``show``, ...), which live in a table owned by each :class:`Repl`: a method marked ``@goal(...)`` is
one entry, found by name and arity and listed by ``help.``. With stdin not a terminal,
queries are read from it and all their answers printed, without prompts.
"""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Callable, Hashable, Iterable, Iterator
from contextlib import contextmanager
from typing import Any, TextIO

import click

from ..errors import (
    LoadError,
    LogicMinimaxError,
    ProgramClauseError,
    PrologError,
    PrologHalt,
    QueryError,
    SourceError,
)
from ..kb.goals import Answer, answer_of, format_answer, position_arg
from ..prolog.reader import parse_term
from ..prolog.terms import Compound, Term, format_fact, format_term
from ..prolog.toplevel import Answer as EngineAnswer
from ..prolog.unify import unify
from ..render.dot import Canvas
from ..render.pictures import render_search
from ..render.trace import TraceEvent
from ..search.registry import ALGORITHMS
from .crash import EXIT_INTERNAL, internal_error
from .engine_goals import engine_answers, error_lines, take_warnings
from .goaltable import GoalTable, Query, ToEngine, goal
from .progress import with_progress
from .query_text import argument_only, consulted_files, placed_in, split_queries
from .session import Session, SessionKB
from .show import show_goal
from .tracer import PortTracer

TRACE_LIMIT = 500
"""A traced search prints at most this many lines, then how many more there were."""

SEARCH_GOALS = [*((a.predicate, a.summary) for a in ALGORITHMS.values()),
                ("lm_minimax(Pos, BestPos, Val, Path), ...",
                 "the built-in searches, when a file defines minimax/4 (...) itself"),
                ("static_eval(X, V), V > 3, findall(...), ...",
                 "any Prolog goal: the facts, the files' rules, the built-ins")]

class _Halt(Exception):
    """``halt.``: leave the toplevel."""


class _TracePrinter:
    """Prints trace lines up to a cap, then counts the rest."""

    def __init__(self, say: Callable[[str], None], limit: int) -> None:
        self.say = say
        self.limit = limit
        self.count = 0

    def __call__(self, event: TraceEvent) -> None:
        self.count += 1
        if self.count <= self.limit:
            self.say(str(event))

    def finish(self) -> None:
        """Say how many lines were left out, once per search."""
        if self.count > self.limit:
            self.say(f"… {self.count - self.limit} more lines")
        self.count = 0


class Repl:
    """A toplevel over its own :class:`~logic_minimax.session.Session`."""

    def __init__(self, files: Iterable[str] = (), *, interactive: bool = False,
                 out: TextIO | None = None, err: TextIO | None = None,
                 trace_limit: int = TRACE_LIMIT) -> None:
        self.session = Session()
        self.goals = GoalTable.collect(self)
        self.interactive = interactive
        self.out = out or sys.stdout
        self.err = err or sys.stderr
        self.status = 0  # a script's exit code: 2 after an error, 70 after a bug
        self.halted = False
        self.read_key: Callable[[], str] = click.getchar
        """Reads one key after an answer or at a traced port (the interactive loop reads
        from its terminal)."""
        self.aborted = False
        """The last query ended with ``% Execution Aborted``."""
        self._printer = _TracePrinter(self.say, trace_limit)
        # At a terminal the tracer steps, as SWI's; a script gets every port.
        self.tracer = PortTracer(self._write, (lambda: self.read_key()) if interactive else
                                 None, on_leap=lambda: setattr(self.session, "mode", "debug"))
        self.session.on_trace = self.tracer.search_event if interactive else self._printer
        for name in files:
            try:
                self.session.consult(name)
            except Exception as error:  # ours, or a bug (one line): the toplevel starts
                self._report(error)
            for warning in take_warnings(self.kb):  # as SWI warns while it loads
                self._say_error(warning)

    @property
    def kb(self) -> SessionKB:
        return self.session.kb

    def say(self, text: str) -> None:
        self._write(text + "\n")

    def _write(self, text: str) -> None:
        self.out.write(text)
        self.out.flush()

    def prompt(self) -> str:
        """SWI's prompt for the debugger's mode: ``?- ``, ``[debug]  ?- ``, ``[trace]  ?- ``."""
        return {"off": "?- ", "debug": "[debug]  ?- ", "trace": "[trace]  ?- "}[
            self.session.mode]

    # -- running queries ------------------------------------------------------------------------

    def execute(self, text: str) -> None:
        """Run one query and print its answers, or its error; only ``halt.`` stops it."""
        self.aborted = False
        try:
            self._run(text)
        except (_Halt, PrologHalt):
            self.halted = True
        except KeyboardInterrupt:
            self._printer.finish()
            self.aborted = True
            self.say("% Execution Aborted")
        except PrologError as error:
            self._printer.finish()
            self.aborted = error.term == "$aborted"
            if not self.aborted:
                self.status = max(self.status, 2)
            (self.say if error.term == "$aborted" else self._say_error)(error_lines(error))
        except Exception as error:  # ours, or a bug (one line): the toplevel goes on
            self._printer.finish()
            self._report(error)
        finally:
            for warning in take_warnings(self.kb):
                self._say_error(warning)

    def _run(self, text: str) -> None:
        """The toplevel's own goal (``consult``, ``show``, ...) runs here; any other goal
        (or one its handler hands on) runs in the knowledge base's engine."""
        query = _own_query(text)
        handler = None if query is None else \
            self.goals.get(query.goal.name, len(query.goal.args))
        if handler is not None and query is not None:
            try:
                answers = iter(handler(query))
            except ToEngine:
                pass
            else:
                self._print_answers(answers)
                return
        found = engine_answers(self.kb, text, self.out, self.tracer, self.session.tracing)
        self._print_engine(with_progress(found, quiet=not self.interactive or
                                         self.session.mode != "off"))

    def _print_engine(self, answers: Iterator[EngineAnswer]) -> None:
        """Answers as SWI's toplevel prints them: ``;`` only while a choice point is left,
        and ``false.`` when asking for another finds none."""
        for answer in answers:
            self._printer.finish()
            if not answer.more:
                self.say(answer.text + ".")
                return
            if not self._more(answer.text):
                return
        self._printer.finish()
        self.say("false.")

    def _say_error(self, text: str) -> None:
        self.err.write(text + "\n")
        self.err.flush()

    def _print_answers(self, answers: Iterator[Answer]) -> None:
        current = next(answers, None)
        following = None if current is None else next(answers, None)
        self._printer.finish()
        if current is None:
            self.say("false.")
            return
        while True:
            text = format_answer(current)
            if following is None:
                self.say(text + ".")
                return
            if not self._more(text):
                return
            current, following = following, next(answers, None)

    def _more(self, answer: str) -> bool:
        """After an answer that may have others: ``;`` asks for the next, Enter stops."""
        if not self.interactive:
            self.say(answer + " ;")
            return True
        self.out.write(answer + " ")
        self.out.flush()
        while True:
            key = self.read_key()
            if key in (";", " ", "n", "r", "\t"):
                self.say(";")
                return True
            if key in ("\r", "\n", ".", "a", "c", "\x04"):
                self.say(".")
                return False
            self.out.write(f"\nUnknown action: {key!r} (; or space: next answer, "
                           f"Enter: stop)\n{answer} ")
            self.out.flush()

    def _report(self, error: Exception) -> None:
        if not isinstance(error, LogicMinimaxError):
            self.status = EXIT_INTERNAL
            self.err.write(internal_error(error) + "\n")
            self.err.flush()
            return
        self.status = max(self.status, 2)
        items: Iterable[LogicMinimaxError] = error.errors if isinstance(error, LoadError) \
            else (error,)
        for item in items:
            text = item.format() if isinstance(item, SourceError) else str(item)
            self.err.write(f"ERROR: {text}\n")
        if isinstance(error, LoadError) and error.truncated:
            self.err.write(f"ERROR: ... stopped after {len(error.errors)} errors\n")
        self.err.flush()

    # -- the toplevel's goals ---------------------------------------------------------------------

    @goal("help", 0, usage="help.", help="this list")
    def do_help(self, query: Query) -> Iterable[Answer]:
        rows = [*SEARCH_GOALS, *((spec.usage, spec.help) for spec in self.goals.specs)]
        width = max(len(usage) for usage, _ in rows) + 2
        self.say("Goals (end each with a period):")
        for usage, text in rows:
            self.say(f"  {usage.ljust(width)}{text}")
        self.say("After an answer: ; or space for the next one, Enter to stop.\n"
                 "Tab completes, Ctrl-C cancels a query or a search, Ctrl-D or halt. exits.")
        return [{}]

    @goal("halt", 0, usage="halt.", help="leave (as Ctrl-D does)")
    def do_halt(self, query: Query) -> Iterable[Answer]:
        raise _Halt

    @goal("consult", 1, usage="consult(File). [File, ...].",
          help="load fact files (File or File.pl), reload if loaded")
    def do_consult(self, query: Query) -> Iterable[Answer]:
        arg = query.goal.args[0]
        for name in arg if isinstance(arg, tuple) else (arg,):
            if not isinstance(name, (str, int)):
                raise QueryError(f"consult/1 needs file names, not {format_term(name)}")
            self.session.consult(str(name))
        return [{}]

    @goal("make", 0, usage="make.", help="reload the consulted files that changed")
    def do_make(self, query: Query) -> Iterable[Answer]:
        changed, warnings = self.session.make()
        for path in changed:
            self.say(f"% reloaded {path}")
        for warning in warnings:
            self.say(f"% Warning: {warning}")
        return [{}]

    @goal("assert", 1, usage="assert(Fact).", help="the same as assertz/1")
    @goal("assertz", 1, usage="assertz(Fact).", help="add a fact, checked as a file load is")
    def do_assertz(self, query: Query) -> Iterable[Answer]:
        self._store_fact(query)
        text = argument_only(query.text)
        try:
            self.session.assertz(text, "<query>")
        except LoadError as error:
            if all(isinstance(e, ProgramClauseError) for e in error.errors):
                raise ToEngine from None  # a rule, a fact with variables: a clause
            raise placed_in(error, query.text) from None
        return [{}]

    def _store_fact(self, query: Query) -> None:
        """Hand the goal to the engine unless its argument is a fact of the store's (or of
        no predicate yet), and not of the program's."""
        fact = query.goal.args[0] if query.goal.args else None
        if isinstance(fact, (str, Compound)):
            name, arity = (fact, 0) if isinstance(fact, str) else (fact.name, len(fact.args))
            program = self.kb.loaded_program
            if program is not None and program.owns(name, arity):
                raise ToEngine
            if query.goal.name.startswith("retract") and \
                    not self.kb.has_predicate(name, arity):
                raise ToEngine

    @goal("retract", 1, usage="retract(Fact).",
          help="remove the first fact that unifies (variables allowed)")
    def do_retract(self, query: Query) -> Iterable[Answer]:
        self._store_fact(query)
        pattern = _fact_pattern(query.goal)
        row = self.session.retract(pattern)
        if row is None:
            return []
        bindings: dict[Any, Term] = {}
        unify(pattern.args, row, bindings)  # type: ignore[arg-type]
        return [answer_of(pattern, bindings)]

    @goal("retractall", 1, usage="retractall(Fact).", help="remove every fact that unifies")
    def do_retractall(self, query: Query) -> Iterable[Answer]:
        self._store_fact(query)
        self.session.retractall(_fact_pattern(query.goal))
        return [{}]

    @goal("listing", 0, 1, usage="listing. listing(Name).",
          help="print the facts (of one predicate) as a fact file")
    def do_listing(self, query: Query) -> Iterable[Answer]:
        """The store's facts as a fact file, then the program's predicates (SWI's
        ``listing``, which also takes ``Name/Arity``)."""
        program = self.kb.loaded_program
        predicates = self.kb.predicates()
        if query.goal.args:
            name = query.goal.args[0]
            predicates = [(n, a) for n, a in predicates if n == name]
            if program is not None and any(program.defines(n, a) for n, a in
                                           program.engine.preds if n == name):
                raise ToEngine
            if not predicates:
                raise QueryError(f"no facts for {format_term(name)}")
        for name, arity in predicates:
            for row in self.kb.facts(name, arity):
                self.say(format_fact(name, row))
            self.say("")
        if program is not None and not query.goal.args:
            list(engine_answers(self.kb, "listing.", self.out))
        return [{}]

    @goal("trace", 0, usage="trace.",
          help="trace the next queries, stepping as SWI's tracer (h at a port: its keys); "
               f"from a script, every port (a search's up to {TRACE_LIMIT} lines)")
    def do_trace(self, query: Query) -> Iterable[Answer]:
        self.session.mode = "trace"
        return [{}]

    @goal("notrace", 0, usage="notrace.", help="stop tracing (the debugger stays on, as SWI)")
    def do_notrace(self, query: Query) -> Iterable[Answer]:
        if self.session.mode == "trace":
            self.session.mode = "debug"
        return [{}]

    @goal("debug", 0, usage="debug.", help="the debugger on: [debug] (no spy points)")
    def do_debug(self, query: Query) -> Iterable[Answer]:
        if self.session.mode == "off":
            self.session.mode = "debug"
        return [{}]

    @goal("nodebug", 0, usage="nodebug.", help="the debugger off: back to ?-")
    def do_nodebug(self, query: Query) -> Iterable[Answer]:
        self.session.mode = "off"
        return [{}]

    @goal("stats", 0, usage="stats.", help="what the last search did, and its time")
    def do_stats(self, query: Query) -> Iterable[Answer]:
        last = self.session.last
        if last is None:
            self.say("% no search yet")
            return [{}]
        self.say(f"% {last.goal}")
        for label, value in last.result.statistics():
            self.say(f"% {label}: {value}")
        self.say(f"% time: {last.seconds:.6f} seconds")
        return [{}]

    @goal("show", 3, usage="show(Pos, Alg, File). show(Pos, Alg, Options).",
          help="the same into File, quoted: 'x.png' (.svg .png .dot .html .txt); options: "
               "[file(F), size(1920, 1080), direction(lr), fold(D), depth(D), max_nodes(N)]")
    @goal("show", 1, 2, usage="show(Pos). show(Pos, Alg).",
          help="draw the search (Alg: any search, as --algorithm) into Pos-Alg.svg here")
    def do_show(self, query: Query) -> Iterable[Answer]:
        """Write the picture of a search (as ``logic-minimax show -o``) and say where."""
        root = position_arg(query.goal.args[0], query.goal)
        asked = show_goal(query.goal)
        file = asked.file or f"{_file_name(root)}-{asked.algorithm}.svg"
        written = render_search(self.kb, root, asked.algorithm, file, asked.max_nodes,
                                depth=asked.depth, fold=asked.fold,
                                canvas=Canvas(asked.direction, asked.size))
        self.say(f"% wrote {written}")
        return [{}]

    # -- reading queries ----------------------------------------------------------------------

    def run_script(self, stream: TextIO) -> int:
        """Run the queries of ``stream`` (no prompts, every answer); its ``status``."""
        buffer = ""
        for line in stream:
            buffer += line
            queries, buffer = split_queries(buffer)
            for text in queries:
                self.execute(text)
                if self.halted:
                    return self.status
        if buffer.strip():
            self.execute(buffer)
        return self.status

    def run_interactive(self) -> int:
        """The ``?-`` prompt until ``halt.`` or Ctrl-D."""
        from .prompt import make_prompt  # prompt_toolkit only for a terminal

        read = make_prompt(self)
        self.say("logic-minimax: Bratko's minimax at a Prolog prompt. "
                 "help. lists the goals, halt. or Ctrl-D leaves.\n")
        while not self.halted:
            try:
                text = read()
            except KeyboardInterrupt:
                continue
            except EOFError:
                self.say("")
                break
            queries, rest = split_queries(text)
            with _keys() as self.read_key:
                for query in queries + ([rest] if rest.strip() else []):
                    self.execute(query)
                    if not self.aborted:  # SWI's prompt follows its abort at once
                        self.say("")
                    if self.halted:
                        break
        return 0


@contextmanager
def _keys() -> Iterator[Callable[[], str]]:
    """Single keys from the terminal, held in cbreak mode meanwhile: a key typed before
    it is asked for (``;`` just as an answer prints) is kept, and Ctrl-C still interrupts."""
    try:
        import termios
        import tty
    except ImportError:  # not POSIX
        yield click.getchar
        return
    fd = sys.stdin.fileno()
    saved = termios.tcgetattr(fd)
    tty.setcbreak(fd, termios.TCSANOW)
    try:
        yield lambda: os.read(fd, 32).decode(errors="replace")[:1]
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, saved)


def _own_query(text: str) -> Query | None:
    """The query as the toplevel's own goals read it, or None if it is not one of their
    shape (an operator, a string, ...: the engine reads it)."""
    try:
        term = parse_term(text)
    except SourceError:
        files = consulted_files(text)
        return None if files is None else Query(text, Compound("consult", (files,)))
    if isinstance(term, tuple) and term:  # [File, ...]
        term = Compound("consult", (term,))
    elif isinstance(term, str):
        term = Compound(term, ())
    return Query(text, term) if isinstance(term, Compound) else None


def _file_name(pos: Hashable) -> str:
    """A position as part of a file name: ``a``, ``3``; other characters than letters,
    digits, ``.`` and ``-`` become ``_`` (``'x/y'``: ``x_y``)."""
    return re.sub(r"[^\w.-]", "_", str(pos))


def _fact_pattern(goal: Compound) -> Compound:
    fact = goal.args[0]
    if isinstance(fact, str):
        return Compound(fact, ())
    if isinstance(fact, Compound):
        return fact
    raise QueryError(f"{goal.indicator} needs a fact such as static_eval(h, _), "
                     f"not {format_term(fact)}")


def main(files: Iterable[str]) -> int:
    """``logic-minimax repl``: interactive on a terminal, a script reader otherwise."""
    interactive = sys.stdin.isatty()
    repl = Repl(files, interactive=interactive)
    return repl.run_interactive() if interactive else repl.run_script(sys.stdin)
