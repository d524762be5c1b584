"""Consulting Prolog text as SWI-Prolog does.

Clauses are added in order; ``:- Goal`` directives run where they stand (``op/3`` changes
how the rest of the file reads), a failing or raising directive is a warning and loading
goes on; ``initialization/1`` goals run once the file is loaded.  Consulting a file again
first removes the clauses it gave; a predicate defined elsewhere is redefined as SWI
redefines it (:mod:`.redefine`).  Syntax errors are reported at ``file:line:col`` with
a caret, and reading goes on after the clause (:mod:`.rawread`).  Runs of plain fact
lines are read by the plain-fact mode (:mod:`.facts`) into fact tables (:mod:`.tables`);
the rest by the full reader.  A file that is not valid UTF-8 is read as SWI reads it
(:mod:`.sourcetext`); ``:- encoding(iso_latin_1).`` changes how the rest is decoded.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from logic_minimax.errors import PrologError, PrologSyntaxError, SourceError
from logic_minimax.prolog import modules
from logic_minimax.prolog.builtins.plunit import close_unit, in_unit, take_clause
from logic_minimax.prolog.conditional import Conditions
from logic_minimax.prolog.core import Var, deref
from logic_minimax.prolog.expansion import expand_clause, expand_term
from logic_minimax.prolog.facts import Run, Stretch, read_run, read_stretch, skip_blank
from logic_minimax.prolog.kinds import USER
from logic_minimax.prolog.messages import directive_error, message_text, report
from logic_minimax.prolog.parser import Reader, ReadTerm, syntax_of
from logic_minimax.prolog.redefine import apart, discontiguous, first_clause
from logic_minimax.prolog.sourcetext import ENCODINGS, Bad, Malformed, pieces, swi_place
from logic_minimax.prolog.ssu import no_match_clause, ssu_clause, ssu_head
from logic_minimax.prolog.varcheck import source_names, variable_warnings
from logic_minimax.prolog.walk import is_ground
from logic_minimax.prolog.write import format_atom

if TYPE_CHECKING:
    from logic_minimax.prolog.database import Pred
    from logic_minimax.prolog.engine import Engine

_REST_OF_LINE = re.compile(r"[ \t\r]*(?:%[^\n]*)?\n")
_SSU = frozenset({"=>", "?=>"})


@dataclass(frozen=True)
class Place:
    """Where the clause being added stands: a table that checks its facts names it."""

    source: str
    line: int
    column: int
    text: str
    """The text being consulted (the line is found in it when needed)..."""
    first: int = 1
    """... whose first line is this line of the source."""

    def line_text(self, line: int) -> str:
        """The text of the source's line ``line`` (empty if not in ``text``)."""
        return _line_text(self.text, line - self.first + 1)


@dataclass
class Loading:
    """A file being consulted: what directives inside it need to know."""

    source: str
    directory: Path | None
    """Where relative paths in its directives resolve (its own directory)."""
    line: int = 0
    """The line of the directive running (0: none), where its messages say they are."""
    module: str = "user"  # named by its :- module/2 (modules.py)
    exports: list[tuple[str, int]] = field(default_factory=list)  # and the PIs it exports


class Consult:
    """One consult of one text (a file, or text given as a source name)."""

    def __init__(self, engine: Engine, text: str, source: str,
                 directory: Path | None = None, path: Path | None = None) -> None:
        """Consult ``text``, or the file ``path`` (``text`` empty) piece by piece."""
        self.engine = engine
        self.source = source
        self.directory = directory
        self.path = path
        self.rest: Iterator[tuple[str, Bad]] = \
            pieces(path) if path is not None else iter([(text, [])])
        self.text = ""
        """The text being read: whole lines of the source, from line ``base`` on."""
        self.ends_early = 0  # 1: the source's last line has no newline (text is given one)
        self.base = 1
        self.malformed = Malformed()
        self.bytes_before = 0
        """The bytes of the file before ``text`` (to decode the rest anew)."""
        self.defined: set[Pred] = set()
        """The predicates of this file (its clauses, its dynamic declarations)."""
        self.started: set[Pred] = set()
        """The predicates this file gave clauses to."""
        self.last: Pred | None = None
        self.ssu: set[tuple[str, str, int]] = set()
        self.conditions = Conditions()

    # -- the loop -------------------------------------------------------------------------

    def run(self) -> None:
        engine = self.engine
        for pred in engine.sources.pop(self.source, set()):
            if pred.source == self.source or not pred.multifile:  # (SWI: another file's
                pred.clear()  # redefinition of one too)
        engine.sources[self.source] = self.defined
        engine.loaded.add(self.source)
        engine.load_stack.append(loading := Loading(self.source, self.directory))
        first_init = len(engine.initialization)
        styles = set(engine.styles)  # a file's style_check/1 lasts while it loads
        try:
            self._read()
            self._close_ssu()
            close_unit(engine)  # a test unit still open ends with its file
            unterminated = self.conditions.unterminated(self.source)
            if unterminated:
                self.error_text(self.base + self.text.count("\n"), unterminated)
        finally:
            engine.load_stack.pop()
            engine.styles = styles
            engine.where = Place(self.source, 0, 1, "")  # the text is not kept
        check_exports(engine, loading.module, loading.exports)
        inits = engine.initialization[first_init:]
        del engine.initialization[first_init:]
        for goal, line in inits:
            self.directive(goal, line)

    def _more(self, pos: int) -> bool:
        """Keep the text from ``pos`` on, add the source's next piece (False: no more)."""
        piece = next(self.rest, None)
        if piece is None:
            return False
        text, bad = piece
        kept = self.text[pos:]
        self.base += self.text.count("\n", 0, pos)
        self.bytes_before += len(self.text[:pos].encode("utf-8", errors="replace"))
        self.ends_early = int(not text.endswith("\n"))
        self.text = kept + text + "\n" * self.ends_early
        self.malformed.moved(pos, len(kept), bad)
        return True

    def _reader(self) -> Reader:
        reader = self.engine.reader(self.text, self.source)
        reader.lexer.line_base = self.base - 1
        return reader

    def _read(self) -> None:
        self._more(0)
        pos, line = 0, 1
        if self.text.startswith("#!"):  # a script's first line
            pos, line = self.text.find("\n") + 1, 2
        reader = self._reader()
        while True:
            text = self.text
            if pos >= len(text):
                if not self._more(pos):
                    end = len(text) - self.ends_early  # (no newline there: the last line)
                    self.report_bad(self.base + text.count("\n", 0, end), end)
                    return
                pos, reader = 0, self._reader()
                continue
            if self._plain_mode():
                skip, lines = skip_blank(text, pos)
                pos, line = skip, line + lines
                taken = self._plain_facts(text, pos, line)
                if taken is not None:
                    pos, line = taken
                    continue
            reader.seek(pos, line)
            try:
                read = reader.read_clause()
            except PrologSyntaxError as e:
                ended = reader.skip_to_end()  # (a malformed sequence in it: warned of at
                if not ended and self._more(pos):  # the next) cut short: read it whole
                    pos, reader = 0, self._reader()
                    continue
                self.syntax_error(e, reader, ended)
                pos, line = _after(reader)
                continue
            if read is None:
                pos = len(text)
                continue
            self.report_bad(read.line, reader.lexer.pos)
            term = deref(read.term)
            if type(term) is str and term == "end_of_file":  # SWI reads no further
                return
            if read.singletons and "singleton" in self.engine.styles and \
                    not self.conditions.dropping:  # SWI's read warns, before all else
                self.warn(read.line, [f"Singleton variables: [{','.join(read.singletons)}]"])
            try:
                terms = expand_term(self.engine, term)
            except PrologError as e:
                self.error(read.line, e.term)
                terms = []
            for each in terms:
                self.clause(read, each)
            reader.syntax = syntax_of(self.engine.flags)  # as a directive may have set it
            pos, line = _after(reader)
            if self.text is not text:  # an encoding directive decoded the rest anew
                reader = self._reader()

    def _plain_facts(self, text: str, pos: int, line: int) -> tuple[int, int] | None:
        """Read the plain fact lines at ``pos`` (line ``line``) in bulk, if any: where
        reading goes on."""
        run = read_run(text, pos, line)
        if run is None or self.malformed.before(run.end):
            return None
        stretch = read_stretch(text, pos, run, self._apart)
        if stretch is not None and not self.malformed.before(stretch.end) and \
                self.add_stretch(stretch):
            return stretch.end, line + stretch.count
        if self.add_run(run):
            return run.end, line + run.count
        return None

    def _plain_mode(self) -> bool:
        """Whether lines may be read as plain facts: not while the program expands terms
        (``term_expansion/2`` sees every clause in SWI), nor in a test unit."""
        pred = self.engine.preds.get(("term_expansion", 2))
        return (pred is None or not pred.count()) and not in_unit(self.engine) and \
            not self.conditions.dropping

    def set_encoding(self, name: str, offset: int) -> None:
        """``:- encoding(Name).``: the text after ``offset`` decoded anew from the bytes."""
        codec = ENCODINGS.get(name)
        if codec is None or self.path is None:
            return
        done = self.bytes_before + len(self.text[:offset].encode("utf-8", errors="replace"))
        self.rest = pieces(self.path, done, codec)
        self.text = self.text[:offset]
        self.malformed.cut(offset)  # sequences malformed in UTF-8 only

    # -- clauses --------------------------------------------------------------------------

    def clause(self, read: ReadTerm, made: object) -> None:
        """A term read (or one the program's term_expansion/2 made of it)."""
        term: Any = deref(made)
        if _is(term, ":-", 1) or _is(term, "?-", 1):
            if not self.conditional(term[1], read.line) and not self.conditions.dropping:
                self.directive(term[1], read.line, read.start)
            return
        if self.conditions.dropping:
            return
        if in_unit(self.engine) and take_clause(self.engine, term, read.line, self.error):
            return  # a test of the unit being read (library(plunit))
        if _is(term, "-->", 2):
            term = self._translate_dcg(term, read.line)
            if term is None:
                return
        elif type(term) is tuple and term[0] in _SSU and len(term) == 3:
            term = self._ssu(term, read.line)
            if term is None:
                return
        module, term = modules.local_clause(self.engine,
                                    expanded := expand_clause(self.engine, term))
        head = deref(term[1]) if _is(term, ":-", 2) else term
        key = _key(head)
        if key is None:
            self.error(read.line, ("error", ("type_error", "callable", head), Var()))
            return
        column = read.start - self.text.rfind("\n", 0, read.start)
        self.engine.where = Place(self.source, read.line, column, self.text, self.base)
        check = self.engine.check_clause
        if check is not None and not check(term, read.names):
            return
        pred = self.define(key, read.line, module)
        if pred is None:
            self._refused(key, read.line)
            return
        if "singleton" in self.engine.styles:  # and SWI's compiler, of what it compiles
            self.warn(read.line, variable_warnings(term, read.names))
        if pred.table is None and not pred.clauses and key[1] and \
                not _is(term, ":-", 2) and is_ground(term):
            pred.table = self.engine.new_table(*key)
        try:
            clause = self.engine.add_clause(term, source=self.source, line=read.line,
                                            module=module)
            clause.names = source_names(read, expanded)
        except PrologError as e:
            self.error(read.line, e.term)

    def _refused(self, key: tuple[str, int], line: int) -> None:
        """A clause of a built-in: SWI's permission error (of ``,/2``, its guess at what
        went wrong)."""
        if key == (",", 2):
            self.error_text(line, "Full stop in clause-body?  Cannot redefine ,/2")
        else:
            self.error(line, ("error", ("permission_error", "modify", "static_procedure",
                                        ("/", *key)), Var()))

    def _own(self, key: tuple[str, int]) -> Pred:
        """The loading module's own predicate ``key``, which this file's facts define
        (no longer what the module inherits)."""
        pred = modules.own_pred(self.engine, modules.current_module(self.engine), *key)
        modules.unlink(pred)
        return pred

    def _takes(self, pred: Pred) -> bool:
        """Whether a run of plain facts of ``pred`` may be added whole: not for a
        built-in's name (its clauses are errors to report one by one), nor, under a
        check of clauses, for a predicate whose clauses hold no table (each fact is
        checked as a clause)."""
        if pred.control != USER and not pred.wrapped:
            return False
        return pred.table is not None or not pred.clauses or \
            self.engine.check_clause is None

    def _apart(self, name: str, arity: int) -> bool:
        pred = self._own((name, arity))
        return apart(self.engine, pred) and self._takes(pred)

    def add_run(self, run: Run) -> bool:
        """Add a run of plain facts; False when the full reader must read its lines."""
        key = (run.name, run.arity)
        if not self._takes(self._own(key)):
            return False
        self._take(self.define(key, run.line, modules.current_module(self.engine)), run)
        return True

    def add_stretch(self, stretch: Stretch) -> bool:
        """Add the runs of a stretch of several predicates' plain facts (each taken as
        discontiguous: their order among each other does not matter)."""
        if not all(self._takes(self._own((run.name, run.arity))) for run in stretch.runs):
            return False
        module = modules.current_module(self.engine)
        preds = [self.define((run.name, run.arity), run.line, module) for run in stretch.runs]
        for pred, run in zip(preds, stretch.runs, strict=True):
            self._take(pred, run)
        self.last = modules.own_pred(self.engine, module, *stretch.last)
        return True

    def _take(self, pred: Pred | None, run: Run) -> None:
        assert pred is not None  # (``_takes`` said it is no built-in)
        pred.defined = True
        if pred.table is None and not pred.clauses:
            pred.table = self.engine.new_table(pred.name, pred.arity)
        self.engine.where = Place(self.source, run.line, 1, self.text, self.base)
        pred.take(run)

    def define(self, key: tuple[str, int], line: int, module: str = "user") -> Pred | None:
        """The predicate a clause of this file adds to, in ``module`` (None: a built-in, which
        a program may not redefine); its first one here takes it over (:mod:`.redefine`)."""
        engine = self.engine
        pred = modules.own_pred(engine, module, *key)
        if pred in self.started:
            if pred is not self.last:
                discontiguous(engine, pred, self.source, line, self.last)
            self.last = pred
            return pred
        weak = modules.imported_from(engine, pred)
        modules.unlink(pred)
        if not pred.library and pred.control != USER and not pred.wrapped:
            return None
        first_clause(engine, pred, self.source, line, weak)
        self.defined.add(pred)
        self.started.add(pred)
        self.last = pred
        if not pred.multifile or pred.source is None:
            pred.source = self.source
            pred.line = line
        return pred

    def _translate_dcg(self, rule: object, line: int) -> object:
        clause = Var()
        try:
            if self.engine.once(("$dcg_rule", rule, clause)):
                return deref(clause)
        except PrologError as e:
            self.error(line, e.term)
            return None
        self.error(line, ("error", ("type_error", "dcg_rule", rule), Var()))
        return None

    def _ssu(self, rule: tuple[object, ...], line: int) -> object:
        """An SSU rule's clause (ssu.py)."""
        key = _key(ssu_head(rule))
        if key is None:
            self.error(line, ("error", ("type_error", "callable", ssu_head(rule)), Var()))
            return None
        self.ssu.add((modules.current_module(self.engine), *key))
        return ssu_clause(rule, *key)

    def _close_ssu(self) -> None:
        for module, name, arity in self.ssu:
            self.engine.add_clause(no_match_clause(name, arity, module), source=self.source,
                                   module=module)

    # -- directives -----------------------------------------------------------------------

    def conditional(self, goal: object, line: int) -> bool:
        """Whether ``goal`` is ``if/1``, ``elif/1``, ``else`` or ``endif`` (applied)."""
        message = self.conditions.directive(goal, line, lambda g: self._holds(g, line))
        if message:
            self.error_text(line, message)
        return message is not None

    def _holds(self, goal: object, line: int) -> bool:
        try:
            return self.engine.once(goal)
        except PrologError as e:
            self.error_text(line, directive_error(self.engine, e.term, goal, "'$eval_if'/1"))
            return False

    def directive(self, goal: Any, line: int, start: int = -1) -> None:
        goal = deref(goal)
        if _is(goal, "encoding", 1) and start >= 0:
            name = deref(goal[1])
            if type(name) is str:
                self.set_encoding(name, self.text.find("\n", start) + 1)
            return
        if _is(goal, "initialization", 1) or _is(goal, "initialization", 2):
            when = deref(goal[2]) if len(goal) == 3 else "after_load"
            if when == "now":
                self.directive(goal[1], line)
            elif when != "main":  # main goals run only when a script starts (swipl FILE)
                module = modules.current_module(self.engine)
                self.engine.initialization.append(
                    (goal[1] if module == "user" else (":", module, goal[1]), line))
            return
        if _is(goal, "include", 1):
            self.include(goal[1], line)
            return
        loading = self.engine.load_stack[-1] if self.engine.load_stack else None
        if loading is not None:
            loading.line = line
        module = modules.current_module(self.engine)
        try:
            ok = self.engine.once(goal if module == "user" else (":", module, goal))
        except PrologError as e:
            # SWI 9's directive runner prints the error, then fails: both are reported
            self.error_text(line, directive_error(self.engine, e.term, goal))
            ok = False
        finally:
            if loading is not None:
                loading.line = 0
        if not ok:
            from logic_minimax.prolog.write import term_to_text
            module = loading.module if loading is not None else "user"
            self.warn(line, [f"Goal (directive) failed: {term_to_text((':', module, goal))}"])

    def include(self, spec: object, line: int) -> None:
        """``:- include(File).``: the file's clauses as if they stood here."""
        engine = self.engine
        try:
            path = engine.resolve(spec)
        except PrologError as e:
            self.error(line, e.term)
            return
        inner = Consult(engine, "", str(path), path.parent, path)
        inner.defined, inner.started, inner.last, inner.ssu, inner.conditions = \
            self.defined, self.started, self.last, self.ssu, self.conditions
        inner.source = self.source
        engine.load_stack.append(Loading(self.source, path.parent))
        try:
            inner._read()
        finally:
            engine.load_stack.pop()
        self.last = inner.last

    # -- messages -------------------------------------------------------------------------

    def report_bad(self, line: int, end: int) -> None:
        """SWI's warning of a read's malformed UTF-8 sequences (the last one, placed where
        the read stopped at ``end``), under the term's line."""
        name = self.malformed.take(end)
        if name is not None:
            row, column = self.base + self.text.count("\n", 0, end), \
                end - self.text.rfind("\n", 0, end) - 1
            self.warn(line, [f"{format_atom(self.source)}:{row}:{column}: {name}"])

    def warn(self, line: int, lines: list[str]) -> None:
        """Warnings under the place of the clause they are about, one a line."""
        if lines:
            self.engine.warn(f"Warning: {self.source}:{line}:\n"
                             + "\n".join(f"Warning:    {text}" for text in lines))

    def syntax_error(self, e: PrologSyntaxError, reader: Reader, ended: bool) -> None:
        """As SWI prints it (at its place; a clause the file ends in is an unexpected end
        of file there; an open quote or comment, at the clause's start), with our caret
        excerpt under it."""
        text, start, message, context = self.text, reader.term_start, e.message, e.get_context()
        here = e.offset if e.offset >= 0 else len(text)
        if message == "unexpected end of file" or not (ended or "end of file" in message):
            message, context, here = "unexpected end of file", "", len(text) - self.ends_early
        if message == "unexpected end of clause" and here == start:
            here += 1  # a clause that is only its full stop: SWI places it after it
        lines, column = swi_place(text, start, here) if not message.startswith(
            "end of file in") else (0, swi_place(text, start, start)[1] + 1)
        message = message if " " not in message else message[:1].upper() + message[1:]
        self.engine.warn(f"ERROR: {e.source}:{reader.term_line() + lines}:{column}: Syntax "
                         f"error: {message}" + (f"\n{context}" if context else ""))
        e.placed_as(reader.term_line() + lines, column)
        self.engine.load_errors.append(e)

    def error(self, line: int, ball: object) -> None:
        self.error_text(line, message_text(ball))

    def error_text(self, line: int, text: str) -> None:
        self.engine.warn(f"ERROR: {self.source}:{line}:\n" + "\n".join(
            f"ERROR:    {part}" for part in text.split("\n")))
        self.engine.load_errors.append(SourceError(text, self.source, line, 1,
                                                   _line_text(self.text, line - self.base + 1)))


def _after(reader: Reader) -> tuple[int, int]:
    """Where reading goes on after a clause: the next line when the rest of this one is
    layout (the plain-fact mode may take it), else right after it."""
    text = reader.lexer.text
    pos = reader.lexer.pos
    line = reader.line_at(pos)
    m = _REST_OF_LINE.match(text, pos)
    return (m.end(), line + 1) if m is not None else (pos, line)


def _line_text(text: str, line: int) -> str:
    """The text of line ``line`` of ``text`` (counted from 1)."""
    lines = text.split("\n", line) if line > 0 else []
    return lines[line - 1] if 0 < line <= len(lines) else ""


def _is(term: object, name: str, arity: int) -> bool:
    return type(term) is tuple and len(term) == arity + 1 and term[0] == name


def _key(head: object) -> tuple[str, int] | None:
    head = deref(head)
    return (head, 0) if type(head) is str else (str(head[0]), len(head) - 1) \
        if type(head) is tuple else None


def consult_file(engine: Engine, path: Path, source: str | None = None) -> None:
    engine.mtimes[source or str(path)] = path.stat().st_mtime
    Consult(engine, "", source or str(path), path.parent, path).run()


def consult_text(engine: Engine, text: str, source: str = "user",
                 directory: Path | None = None) -> None:
    Consult(engine, text, source, directory).run()


def check_exports(engine: Engine, module: str, exports: list[tuple[str, int]]) -> None:
    """SWI's errors for the predicates a module file exports and does not define (the
    last named first), once it is loaded: under the directive that loaded it, if any."""
    for name, arity in reversed(exports):
        pred = modules.own_pred(engine, module, name, arity)
        if not modules.callable_pred(pred) and modules.inherited(engine, pred) is None:
            report(engine, "error", f"Exported procedure {module}:{name}/{arity} is not defined")
