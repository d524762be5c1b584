"""``logic-minimax repl``: a Prolog toplevel (``?-``) over a knowledge base.

Every goal is read once by the engine's reader and run by the one goal runner
(:mod:`logic_minimax.kb.goals`); answers print as SWI-Prolog's toplevel prints them:
bindings ``Var = value``, one answer at a time (``;`` or space for the next, Enter to
stop), ``true.``/``false.``; an error is printed as SWI prints it and the loop goes on.
Besides every predicate of the engine and the program (``consult/1``, ``[File]``,
``make/0``, ``assertz/1``, ``listing/1``, ``trace/0``, the searches), the toplevel adds
``help/0``, ``stats/0``, ``show/1,2,3``, ``debug/0`` and ``nodebug/0`` as predicates of
its own (a program that defines one of these names keeps its own). After ``trace.`` the
ports step at a terminal as SWI's tracer does (:mod:`.tracer`). With stdin not a
terminal, queries are read from it and all their answers printed (every port too while
tracing), without prompts.
"""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Callable, Hashable, Iterable, Iterator
from contextlib import contextmanager
from typing import ClassVar, Literal, TextIO

import click

from ..errors import LogicMinimaxError, PrologError, PrologHalt, SourceError
from ..kb.goals import error_lines, read_goal, run
from ..prolog.core import Var
from ..prolog.toplevel import Answer
from ..prolog.walk import is_ground
from ..prolog.write import show as show_term
from ..render.dot import Canvas, Picture
from ..render.pictures import show
from ..render.trace import TraceEvent
from ..search.registry import ALGORITHMS
from .crash import EXIT_INTERNAL, internal_error
from .progress import with_progress
from .query_text import split_queries
from .session import Session, SessionKB
from .show import show_goal
from .tracer import PortTracer

Mode = Literal["off", "debug", "trace"]

TRACE_LIMIT = 500
"""A traced search prints at most this many lines, then how many more there were."""

SEARCH_GOALS = [*((a.predicate, a.summary) for a in ALGORITHMS.values()),
                ("lm_minimax(Pos, BestPos, Val, Path), ...",
                 "the built-in searches, when a file defines minimax/4 (...) itself"),
                ("static_eval(X, V), V > 3, findall(...), ...",
                 "any Prolog goal: the facts, the files' rules, the built-ins")]

TOPLEVEL_GOALS = [
    ("help.", "this list"),
    ("consult(File). [File, ...].", "load Prolog files (File or File.pl); again: reload"),
    ("make.", "consult again the files that changed"),
    ("assertz(Clause). retract(Clause).", "change dynamic predicates (:- dynamic p/1.)"),
    ("listing. listing(Name).", "print the program's clauses (of one predicate)"),
    ("trace.", "step through the next goals as SWI's tracer (h at a port: its keys); "
               f"from a script, every port (a search's up to {TRACE_LIMIT} lines)"),
    ("notrace. debug. nodebug.", "stop tracing ([debug]); the debugger on; off (?-)"),
    ("stats.", "what the last search did, and its time"),
    ("show(Pos). show(Pos, Alg).", "draw the search (Alg: any search, as --algorithm) "
                                   "into Pos-Alg.svg here"),
    ("show(Pos, Alg, File).", "the same into File, quoted: 'x.png' (.svg .png .dot .html "
                              ".txt)"),
    ("show(Pos, Alg, Options).", "options: [file(F), size(1920, 1080), direction(lr), "
                                 "fold(D), depth(D), max_nodes(N)]"),
    ("halt.", "leave (as Ctrl-D does)"),
]


class _TracePrinter:
    """Prints trace lines of a search up to a cap, then counts the rest."""

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
    """A toplevel over its own :class:`~logic_minimax.app.session.Session`."""

    own_goals: ClassVar[list[tuple[str, str]]] = TOPLEVEL_GOALS
    """The toplevel's own goals, which ``help.`` lists and the prompt completes."""

    whole_answers: ClassVar[bool] = False
    """Whether an answer keeps its values (a notebook's ``--out`` gives them to Python);
    a terminal's answer is only its text, written as deep as it is printed."""

    def __init__(self, files: Iterable[str] = (), *, interactive: bool = False,
                 out: TextIO | None = None, err: TextIO | None = None,
                 trace_limit: int = TRACE_LIMIT, answer_limit: int | None = None) -> None:
        self.session = Session()
        self.interactive = interactive
        self.answer_limit = answer_limit
        """A script prints at most this many answers of a query, then says that more
        exist (a notebook's cell)."""
        self.shown: list[Answer] = []
        """The answers the last query printed."""
        self.out = out or sys.stdout
        self.err = err or sys.stderr
        self.status = 0  # a script's exit code: 2 after an error, 70 after a bug
        self.halted = False
        self.mode: Mode = "off"
        """The debugger, as SWI's: ``trace`` steps (or prints every port), ``debug`` is on
        without tracing (no spy points: nothing shown), ``off``."""
        self.aborted = False
        """The last query ended with ``% Execution Aborted``."""
        self.read_key: Callable[[], str] = click.getchar
        """Reads one key after an answer or at a port (the interactive loop reads from its
        terminal)."""
        self.kb.engine.warn = self._say_message  # each message as it is made, as SWI's
        self._printer = _TracePrinter(self.say, trace_limit)
        # At a terminal the tracer steps, as SWI's; a script gets every port.
        self.tracer = PortTracer(self.kb.engine.write,
                                 (lambda: self.read_key()) if interactive else None)
        self.tracer.at_line_start = lambda: self.kb.engine.at_line_start
        self.session.on_trace = self.tracer.search_event if interactive else self._printer
        self._add_goals()
        for name in files:
            try:
                self.session.consult(name)
            except Exception as error:  # ours, or a bug (one line): the toplevel starts
                self._report(error)

    @property
    def kb(self) -> SessionKB:
        return self.session.kb

    def say(self, text: str) -> None:
        self.out.write(text + "\n")
        self.out.flush()

    def prompt(self) -> str:
        """SWI's prompt for the debugger's mode: ``?- ``, ``[debug]  ?- ``, ``[trace]  ?- ``."""
        return {"off": "?- ", "debug": "[debug]  ?- ", "trace": "[trace]  ?- "}[self.mode]

    # -- the toplevel's own predicates ---------------------------------------------------------

    def _add_goals(self) -> None:
        engine = self.kb.engine

        def own(name: str, arity: int, fn: Callable[..., object]) -> None:
            engine.register_foreign(name, arity, fn)
            engine.preds[(name, arity)].library = True  # a program's own wins

        own("help", 0, self._help)
        own("stats", 0, self._stats)
        for arity in (1, 2, 3):
            own("show", arity, self._show)
        own("debug", 0, lambda: self._debugger("debug"))
        own("nodebug", 0, lambda: self._debugger("off"))
        engine.make_tracer = lambda: self.tracer.engine_tracer(self.session)  # trace/0's

    def _debugger(self, mode: Mode) -> bool:
        """``debug/0`` (from ``off``; ``trace`` stays) and ``nodebug/0`` (tracing ends),
        with SWI's ``debug`` flag."""
        self.kb.engine.flags["debug"] = "false" if mode == "off" else "true"
        if mode == "off":
            self.kb.engine.tracer = None
            self.mode = "off"
        elif self.mode == "off":
            self.mode = "debug"
        return True

    def _help(self) -> bool:
        rows = [*SEARCH_GOALS, *TOPLEVEL_GOALS]
        width = max(len(usage) for usage, _ in rows) + 2
        self.kb.engine.write("Goals (end each with a period):\n" + "".join(
            f"  {usage.ljust(width)}{text}\n" for usage, text in rows) +
            "After an answer: ; or space for the next one, Enter to stop.\n"
            "Tab completes, Ctrl-C cancels a query or a search, Ctrl-D or halt. exits.\n")
        return True

    def _stats(self) -> bool:
        last = self.session.last
        write = self.kb.engine.write
        if last is None:
            write("% no search yet\n")
            return True
        write(f"% {last.goal}\n")
        for label, value in last.result.statistics():
            write(f"% {label}: {value}\n")
        write(f"% time: {last.seconds:.6f} seconds\n")
        return True

    def _show(self, pos: object, *rest: object) -> bool:
        """Write the picture of a search (as ``logic-minimax show -o``) and say where."""
        if not is_ground(pos):
            raise PrologError(("error", "instantiation_error",
                               ("context", ("/", "show", 1 + len(rest)), Var())))
        asked = show_goal(rest)
        picture = show(self.kb, pos, asked.algorithm, max_nodes=asked.max_nodes,
                       depth=asked.depth, fold=asked.fold,
                       canvas=Canvas(asked.direction, asked.size))
        self.picture(picture, asked.file or f"{_file_name(pos)}-{asked.algorithm}.svg",
                     asked.file is not None)
        return True

    def picture(self, picture: Picture, file: str, asked: bool) -> None:
        """Where ``show/1-3`` puts its picture: into ``file`` (``asked`` for by the goal,
        or the default ``Pos-Alg.svg``), said in a comment."""
        self.kb.engine.write(f"% wrote {picture.save(file)}\n")

    # -- running queries ------------------------------------------------------------------------

    def execute(self, text: str) -> None:
        """Run one query and print its answers, or its error; only ``halt.`` stops it."""
        self.aborted = False
        engine = self.kb.engine
        try:
            read = read_goal(self.kb, text)
            self.tracer.start(read.term, engine.ops)
            answers = run(self.kb, read, self.out, self.tracer.engine_tracer(self.session)
                          if self.mode == "trace" else None,
                          self._confirm if self.interactive else None,
                          whole=self.whole_answers)
            # a search's progress on the terminal while an answer is computed
            self._print_answers(with_progress(answers, quiet=not self.interactive or
                                              self.mode != "off"))
        except PrologHalt:
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
            (self.say if self.aborted else self._say_error)(error_lines(error, self.kb.engine))
        except Exception as error:  # ours, or a bug (one line): the toplevel goes on
            self._printer.finish()
            self._report(error)
        finally:
            if engine.tracer is not None and not self.tracer.leaping:  # trace/0, or before
                self.mode = "trace"
            elif self.mode == "trace":  # notrace/0, or a leap: the debugger stays on
                self.mode = "debug"

    def _confirm(self, question: str) -> bool:
        """SWI's DWIM question (``Correct to: "Goal"? ``): y, j, space or Enter say yes."""
        self.out.write(question)
        self.out.flush()
        while True:
            key = self.read_key()
            if key in ("y", "Y", "j", "J", " ", "\r", "\n"):
                self.say("yes")
                return True
            if key in ("n", "N", "\x04"):
                self.say("no")
                return False
            self.out.write("Please answer 'y' or 'n'? ")
            self.out.flush()

    def _print_answers(self, answers: Iterator[Answer]) -> None:
        """Answers as SWI's toplevel prints them: ``;`` only while a choice point is left,
        and ``false.`` when asking for another finds none; past ``answer_limit``, a note
        that more exist."""
        self.shown = []
        for answer in answers:
            self._printer.finish()
            if len(self.shown) == self.answer_limit:
                self.say(f"% more answers exist: only the first {self.answer_limit} "
                         "are shown")
                return
            self.shown.append(answer)
            if not answer.more:
                self.say(str(answer))
                return
            if not self._more(answer.text):
                return
        self._printer.finish()
        self.say("false.")

    def _say_error(self, text: str) -> None:
        self.err.write(text + "\n")
        self.err.flush()

    def _say_message(self, text: str) -> None:
        """A message (a warning, an error consulting reported) when it is made, after the
        output written before it, as SWI prints them."""
        self.out.flush()
        self._say_error(text)

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
        if isinstance(error, PrologError):
            self.err.write(error_lines(error, self.kb.engine) + "\n")
        else:
            text = error.format() if isinstance(error, SourceError) else str(error)
            self.err.write(f"ERROR: {text}\n")
        self.err.flush()

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


def _file_name(pos: Hashable) -> str:
    """A position as part of a file name: ``a``, ``3``, ``s_3_max_``; other characters
    than letters, digits, ``.`` and ``-`` become ``_``."""
    return re.sub(r"[^\w.-]", "_", show_term(pos))


def main(files: Iterable[str]) -> int:
    """``logic-minimax repl``: interactive on a terminal, a script reader otherwise."""
    interactive = sys.stdin.isatty()
    repl = Repl(files, interactive=interactive)
    return repl.run_interactive() if interactive else repl.run_script(sys.stdin)
