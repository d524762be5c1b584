"""The engine's public face: a database of predicates, consulting text and files, queries.

    engine = Engine()
    engine.consult_text("len([], 0). len([_|T], N) :- len(T, M), N is M+1.", "x.pl")
    for answer in engine.query("len([a,b], N)."):
        print(answer.text)                     # N = 2.
    engine.register_foreign("double", 2, lambda x, y: [x, 2 * x])
    engine.limits.inferences = 10_000_000     # also .seconds, .memory_bytes
    engine.tracer = lambda port, depth, goal: ...   # four-port trace observer

``query`` yields ``toplevel.Answer`` records; ``solve(term)`` is the low-level iterator
over the solutions of a goal term.  The engine knows nothing of games.
"""

from __future__ import annotations

import io
import sys
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from logic_minimax.errors import FactFileError, PrologError, PrologSyntaxError, SourceError
from logic_minimax.prolog import builtins as _builtins
from logic_minimax.prolog import messages as _messages  # noqa: F401 - words PrologError
from logic_minimax.prolog.autoload import install as install_autoload
from logic_minimax.prolog.body import compile_body
from logic_minimax.prolog.builtins.determinism import det_body
from logic_minimax.prolog.builtins.families import registered
from logic_minimax.prolog.builtins.streams import Streams, to_stderr
from logic_minimax.prolog.compile import body_code, head_code
from logic_minimax.prolog.consult import Loading, Place
from logic_minimax.prolog.core import (
    PString,
    Var,
    conjuncts,
    deref,
    make_list,
    permission_error,
    type_error,
    unify,
)
from logic_minimax.prolog.database import Clause, Pred, check_body, template_key
from logic_minimax.prolog.interface import ClauseCheck, Tracer
from logic_minimax.prolog.kinds import DET, NONDET, USER
from logic_minimax.prolog.machine import Limits, Solver
from logic_minimax.prolog.modules import (
    body_pred,
    import_module,
    initial_modules,
    module_of_file,
    own_pred,
    qualify_body,
    set_meta_specs,
    unlink,
)
from logic_minimax.prolog.ops import Ops
from logic_minimax.prolog.parser import Reader, ReadTerm, syntax_of
from logic_minimax.prolog.tables import FactTable, Rows
from logic_minimax.prolog.templates import TT, TV, compile_term
from logic_minimax.prolog.walk import is_ground

if TYPE_CHECKING:
    import random

    from logic_minimax.prolog.builtins.tablestate import Tabling

# Machine-internal nodes: never callable from Prolog text.
_INTERNAL = frozenset({"$call", "$ite", "$softcut", "$nafail", "$catch_exit", "$collect",
                       "$count", "$fold", "$exit", "$output_done", "$cleanup_exit",
                       "$counted", "$chunk"})


class Engine:
    """A Prolog engine: predicates, operators, flags, output, limits and a tracer.  What
    the machine and the built-ins see of it is ``interface.Engine``, where its state is
    declared."""

    def __init__(self) -> None:
        # The state interface.Engine declares (and says what each is).
        self.preds: dict[tuple[str, int], Pred] = {}
        self.ops = Ops()
        self.flags: dict[str, object] = {"double_quotes": "string",
                                         "unknown": "error", "occurs_check": "false"}
        self.limits = Limits()
        self.files_allowed = True
        self.search_dirs: list[Path] = []
        self.tracer: Tracer | None = None
        self.occurs_check = "false"
        self.attributed = False
        self.styles = {"singleton", "discontiguous", "no_effect"}
        self.residue: list[Var] | None = None
        self.make_tracer: Callable[[], Tracer] | None = None
        self.inferences = 0
        self.outputs: list[TextIO] = [sys.stdout]
        self.streams = Streams()
        self.at_line_start = True
        self.warn: Callable[[str], None] = lambda text: print(text, file=sys.stderr)
        self.error_write: Callable[[str], None] = to_stderr  # user_error's text, as written
        self.sources: dict[str, set[Pred]] = {}
        self.loaded: set[str] = set()
        self.mtimes: dict[str, float] = {}
        self.writes = 0
        self.load_stack: list[Loading] = []
        self.imports: dict[str, list[str]] = {}
        self.load_errors: list[SourceError] = []
        self.where = Place("user", 0, 1, "")
        self.initialization: list[tuple[object, int]] = []
        self.table_factory: Callable[[str, int], FactTable] = lambda _, arity: Rows(arity)
        self.check_clause: ClauseCheck | None = None
        self.unordered: frozenset[tuple[str, int]] = frozenset()
        self.globals: dict[str, object] = {}
        self.counters: dict[object, object] = {}
        self.debug_topics: list[list[object]] = []
        self.records: dict[object, list[tuple[int, object]]] = {}
        self.rng: random.Random | None = None
        self.tabling: Tabling | None = None
        internal: dict[str, Pred] = {}
        for name, arity, kind, fn, quick in registered():
            pred = Pred(name, arity)
            pred.control = kind
            pred.builtin = fn
            pred.semidet = quick  # type: ignore[assignment]
            pred.defined = True
            if name in _INTERNAL:
                internal[name] = pred
            else:
                self.preds[(name, arity)] = pred
        self.call_pred = internal["$call"]
        self.ite_pred = internal["$ite"]
        self.softcut_pred = internal["$softcut"]
        self.nafail_pred = internal["$nafail"]
        self.catch_exit_pred = internal["$catch_exit"]
        self.collect_pred = internal["$collect"]
        self.exit_pred = internal["$exit"]
        self.internal = internal
        for key, pred in self.preds.items():
            pred.library = key not in _builtins.PROTECTED
            pred.module = "system"
        self.modules = initial_modules(self.preds)
        """Each module by name (modules.py): ``user`` and ``system`` share ``preds``."""
        from logic_minimax.prolog.library import load_library
        load_library(self)
        set_meta_specs(self.preds)
        install_autoload(self)

    # -- predicates -----------------------------------------------------------------------

    def pred(self, name: str, arity: int) -> Pred:
        """The predicate ``name/arity``, created (undefined) if new."""
        pred = self.preds.get((name, arity))
        return self._new_pred((name, arity)) if pred is None else pred

    def _new_pred(self, key: tuple[str, int]) -> Pred:
        pred = self.preds[key] = Pred(*key)
        if key[0] == "call" and key[1] > 8:  # call/N of any N, as SWI's (builtins: 1-8)
            model = self.preds[("call", 8)]
            pred.control, pred.builtin, pred.defined = model.control, model.builtin, True
        return pred

    def own(self, pred: Pred) -> None:
        """Make a library predicate the program's own (its definition replaces ours)."""
        pred.clear()
        pred.library = False
        pred.control = USER
        pred.builtin = None
        pred.semidet = None
        pred.defined = False
        pred.module = "user"
        pred.link = None
        pred.meta = None

    def pred_of(self, term: object) -> Pred:
        """The predicate a (dereferenced) goal term calls; ``call_pred`` for a variable or a
        non-callable term (which then raises the right error)."""
        tt = type(term)
        if tt is tuple:
            key = (term[0], len(term) - 1)  # type: ignore[index,arg-type]
        elif tt is str:
            key = (term, 0)
        else:
            return self.call_pred
        pred = self.preds.get(key)
        if pred is None:  # created undefined: an assert before the call defines it
            pred = self._new_pred(key)
        return pred

    def register_foreign(self, name: str, arity: int, fn: Callable[..., object],
                         nondet: bool = False) -> None:
        """Add ``name/arity`` written in Python.

        ``fn`` is called with the dereferenced arguments (engine terms: ``str`` atoms,
        ``int``, ``float``, ``PString``, tuples for compounds, ``Var`` for unbound).
        Deterministic (``nondet=False``): it returns ``True``/``False``, or a sequence of
        ``arity`` terms to unify with the arguments (``None`` fails).  Nondeterministic: it
        returns an iterable of such sequences, one per solution, tried in order on
        backtracking.  Python lists in results become Prolog lists.
        """
        pred = self.pred(name, arity)
        pred.clauses = []
        pred.defined = True
        pred.semidet = None
        pred.control = NONDET if nondet else DET
        if nondet:
            def run_nondet(s: Solver, goal: object) -> Iterator[bool]:
                args = _args(goal)
                solutions = iter(fn(*args))  # type: ignore[call-overload]
                nxt = next(solutions, None)
                while nxt is not None:
                    after = next(solutions, None)
                    mark = len(s.trail)
                    if _unify_all(args, nxt, s.trail):
                        yield after is not None
                    s.undo(mark)
                    nxt = after
            pred.builtin = run_nondet
        else:
            def run_det(s: Solver, goal: object) -> bool:
                args = _args(goal)
                result = fn(*args)
                if result is True or result is False or result is None:
                    return bool(result)
                return _unify_all(args, result, s.trail)  # type: ignore[arg-type]
            pred.builtin = run_det

    # -- clauses --------------------------------------------------------------------------

    def compile_clause(self, term: object, source: str | None = None, line: int = 0,
                       module: str = "user") -> Clause:
        term = deref(term)
        if type(term) is tuple and term[0] == ":-" and len(term) == 3:
            head, body = deref(term[1]), deref(term[2])
        else:
            head, body = term, "true"
        if type(head) is Var:
            raise PrologError(("error", "instantiation_error", Var()))
        if type(head) not in (str, tuple):
            raise type_error("callable", head)
        name = head if type(head) is str else head[0]
        arity = 0 if type(head) is str else len(head) - 1
        pred = own_pred(self, module, name, arity)
        unlink(pred)  # the module's own definition: no longer inherited
        body = qualify_body(body, module, self._meta)
        if pred.control != USER and not pred.wrapped:
            raise permission_error("modify", "static_procedure", ("/", name, arity))
        slots: dict[Var, int] = {}
        head_t = compile_term(head, slots)
        nhead = len(slots)
        head_tuple: tuple[object, ...] = (
            head_t.t if isinstance(head_t, TT) else
            (head_t,) if type(head_t) is str else head_t)  # type: ignore[assignment]
        check_body(head, body)
        goals = []
        for g in det_body(list(conjuncts(body)), name, arity):
            if g == "true" and type(g) is str:
                continue  # facts and `true` in bodies cost nothing at run time
            goals.append((compile_term(g, slots), self._body_pred(g, module)))
        key = template_key(head_tuple[1]) if arity else None
        body_t = tuple(reversed(goals))
        fresh = range(nhead, len(slots))
        ops, nslots, fresh_run = compile_body([t for t, _ in goals],
                                              lambda t: self._body_pred(t, module), fresh,
                                              len(slots))
        return Clause(head_tuple, body_t, len(slots), key, pred, source, line,
                      fresh=fresh, code=body_code(body_t), match=head_code(head_tuple),
                      ops=ops, nslots=nslots, fresh_run=fresh_run)

    def _body_pred(self, g: Any, module: str = "user") -> Pred:
        """The predicate a body goal (a term or its template) calls in ``module``."""
        if type(g) is Var or type(g) is TV:
            return self.call_pred
        if type(g) is TT:
            return body_pred(self, module, g.name, len(g.args))  # type: ignore[arg-type]
        return body_pred(self, module, *((g, 0) if type(g) is str else (g[0], len(g) - 1)))

    def _meta(self, goal: Any) -> str | None:
        """The meta-argument specs of an ISO built-in ``goal`` calls, which a module's
        clause calls directly (its other goals' are qualified when forwarded)."""
        if type(goal) is str:
            return None
        key = (goal[0], len(goal) - 1)
        pred = self.preds.get(key) if key in _builtins.PROTECTED else None
        return None if pred is None else pred.meta

    def add_clause(self, term: object, front: bool = False, source: str | None = None,
                   line: int = 0, module: str = "user") -> Clause:
        clause = self.compile_clause(term, source, line, module)
        pred = clause.pred
        pred.defined = True
        pred.add(clause, front)
        return clause

    def new_table(self, name: str, arity: int) -> FactTable:
        return self.table_factory(name, arity)

    # -- consulting -----------------------------------------------------------------------

    @property
    def loading(self) -> str | None:
        """The source being consulted, if any."""
        return self.load_stack[-1].source if self.load_stack else None

    def resolve(self, spec: object) -> Path:
        """The full path of the file a spec names (``f``, ``'f.pl'``, ``sub/helper``; ``.pl``
        added when no such file), against the loading file's directory, else the working
        directory.  A missing file is ``existence_error(source_sink, Spec)``; without file
        access any is a permission error naming it as given (what exists is not told)."""
        from logic_minimax.prolog.sourcetext import find_source
        spec = deref(spec)
        if not self.files_allowed and type(spec) is not Var:
            raise permission_error("open", "source_sink", spec)
        base = self.load_stack[-1].directory if self.load_stack else None
        return find_source(spec, base, self.search_dirs)

    def consult_file(self, path: str | Path, source: str | None = None,
                     if_new: bool = False, library: bool = False, imports: bool = True
                     ) -> None:
        """Consult a file (``if_new``: only if it was not loaded yet, as ensure_loaded/1;
        ``library``: one that comes with the engine, read even where files are not); a
        module file's exports are imported into ``user`` (unless not ``imports``)."""
        from logic_minimax.prolog.consult import consult_file
        if not self.files_allowed and not library:
            raise permission_error("open", "source_sink", str(path))
        p = Path(path)
        name = source or str(p)
        if not (if_new and name in self.loaded):
            try:
                consult_file(self, p, name)
            except OSError as e:
                raise FactFileError(f"cannot read {path}: {e.strerror or e}") from None
        module = module_of_file(self, name)
        if imports and module is not None:
            import_module(self, "user", module)

    def consult_text(self, text: str, source: str = "user",
                     directory: Path | None = None) -> None:
        """Load clauses and run directives; consulting a source again replaces its clauses
        (a module's exports are imported into ``user``)."""
        from logic_minimax.prolog.consult import consult_text
        consult_text(self, text, source, directory)
        module = module_of_file(self, source)
        if module is not None:
            import_module(self, "user", module)

    def add_text_clause(self, text: str, source: str) -> None:
        """Add the one clause ``text`` holds at the end of its predicate (a program's
        host adding a clause: no permission asked, as ``assertz/1`` would). Errors go to
        ``load_errors`` as consulting reports them."""
        reader = self.reader(text, source)
        try:
            read = reader.read_clause()
            extra = reader.read_clause() if read is not None else None
        except PrologSyntaxError as e:
            self.load_errors.append(e)
            return
        if read is None or extra is not None:
            self.load_errors.append(PrologSyntaxError(
                "expected exactly one clause", source, 1, 1, text.split("\n")[0],
                "one clause such as moves(a, [b, c])."))
            return
        self.where = Place(source, 1, 1, text)
        term = deref(read.term)
        if self.check_clause is not None and not self.check_clause(term, read.names):
            return
        head = deref(term[1]) if type(term) is tuple and term[0] == ":-" and \
            len(term) == 3 else term
        pred = self.preds.get((head, 0) if type(head) is str else
                              (head[0], len(head) - 1)) if type(head) in (str, tuple) \
            else None
        if pred is None and type(head) is tuple:
            pred = self.pred(head[0], len(head) - 1)
        if pred is not None and pred.table is None and not pred.clauses and \
                type(head) is tuple and term is head and is_ground(term):
            pred.table = self.new_table(pred.name, pred.arity)
        try:
            self.add_clause(term, source=source, line=1)
        except PrologError as e:
            self.load_errors.append(SourceError(str(e), source, 1, 1, text.split("\n")[0]))

    def retract_text(self, text: str, every: bool) -> list[tuple[object, ...]]:
        """Remove the first (or every) clause that unifies with the clause ``text`` (a
        host program's change: no permission asked); the removed heads' arguments, as
        Python values."""
        from logic_minimax.prolog.builtins.database import retract_clauses
        return retract_clauses(self, deref(self.read_query(text).term), every)

    def fact_heads(self, pred: Pred) -> list[tuple[Any, ...]]:
        """The heads of a predicate's facts (its clauses without a body), in order."""
        from logic_minimax.prolog.builtins.database import clause_items, clause_term
        heads: list[tuple[Any, ...]] = []
        for item in clause_items(pred):
            head, body = clause_term(item)
            if body == "true":
                heads.append(head if type(head) is tuple else (head,))
        return heads

    def reader(self, text: str, source: str) -> Reader:
        """The one reader of the engine's text (files, goals, ``read/1``,
        ``term_to_atom/2``): its operators, and the syntax its flags ask for."""
        return Reader(text, source, self.ops, syntax_of(self.flags))

    def read_query(self, text: str, source: str = "<query>", term: bool = False) -> ReadTerm:
        """A goal (or a term) as typed, its final period optional; ``source`` names the
        text in errors, whose excerpt shows the text as typed (not the period added).
        ``term``: one term as ``term_string/2`` reads it, the period always added (so a
        text that ends in a symbol atom, ``.........``, reads as that atom)."""
        typed = text.strip()
        text = typed if typed.endswith(".") and not term else typed + " ."
        reader = self.reader(text + "\n", source)
        try:
            read = reader.read_clause()
        except PrologSyntaxError as error:
            if text == typed or error.line != text.count("\n") + 1:
                raise
            shown = PrologSyntaxError(error.message, source, error.line, error.column,
                                      error.line_text.removesuffix(" ."), error.expected)
            shown.offset = error.offset
            raise shown from None
        first = typed.partition("\n")[0]
        if read is None:
            raise PrologSyntaxError("empty query" if not term else "no term", source, 1, 1,
                                    first, "a goal" if not term else "one term")
        if term:
            rest = text[reader.lexer.pos:].strip()
            if rest not in ("", "."):
                at = len(typed) - len(rest.removesuffix(".").rstrip())
                raise PrologSyntaxError("more than one term", source, 1, at + 1, first,
                                        "one term")
        elif reader.read_clause() is not None:
            raise PrologSyntaxError("more than one clause in a query", source, 1, 1, first)
        return read

    # -- running --------------------------------------------------------------------------

    def solver(self, goal: object, depth: int = 0) -> Solver:
        """A solver for ``goal`` (iterate it for the solutions)."""
        return Solver(self, goal, depth)

    def solve(self, goal: object) -> Iterator[None]:
        """Solutions of ``goal`` (bindings are left in its variables while iterating)."""
        return iter(Solver(self, goal))

    def once(self, goal: object) -> bool:
        for _ in self.solve(goal):
            return True
        return False

    def query(self, text: str) -> Iterator[object]:
        """Answers to a query, as the toplevel prints them (``toplevel.Answer``)."""
        from logic_minimax.prolog.toplevel import answers
        return answers(self, self.read_query(text))

    @property
    def out(self) -> TextIO:
        """The current output: set_output/1's file, unless a with_output_to/2 begun since
        captures it; else ``user_output`` (the top of ``outputs``)."""
        handle = self.streams.output.handle
        if handle is None or len(self.outputs) > self.streams.output_depth:
            return self.outputs[-1]
        return handle

    def write(self, text: str, out: TextIO | None = None) -> None:
        """Write to ``out``, else to the current output."""
        if text:
            out = self.out if out is None else out
            out.write(text)
            if out is self.outputs[-1]:
                self.at_line_start = text.endswith("\n")
            self.writes += 1

    def capture(self) -> io.StringIO:
        buf = io.StringIO()
        self.outputs.append(buf)
        return buf

    def trace_port(self, port: str, depth: int, goal: object) -> bool:
        """Report a port; whether the tracer asks the goal to fail."""
        tracer = self.tracer
        return tracer is not None and bool(tracer(port, depth, goal))


def _args(goal: object) -> tuple[object, ...]:
    return tuple(deref(a) for a in goal[1:]) if type(goal) is tuple else ()


def from_python(value: object) -> object:
    if isinstance(value, list):
        return make_list([from_python(v) for v in value])
    if isinstance(value, bool):
        return "true" if value else "false"
    return value


def _unify_all(args: tuple[object, ...], values: Iterable[object], trail: list[Var]) -> bool:
    vals = [from_python(v) for v in values]
    if len(vals) != len(args):
        return False
    return all(unify(a, v, trail) for a, v in zip(args, vals, strict=True))


__all__ = ["Engine", "PString", "Tracer"]
