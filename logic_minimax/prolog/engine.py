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
from collections.abc import Callable, Iterable, Iterator, Sequence
from pathlib import Path
from typing import TextIO

from logic_minimax.errors import FactFileError, PrologError, PrologSyntaxError
from logic_minimax.prolog import builtins as _builtins
from logic_minimax.prolog import messages as _messages  # noqa: F401 - words PrologError
from logic_minimax.prolog.compile import body_code
from logic_minimax.prolog.core import (
    PString,
    Var,
    deref,
    make_list,
    permission_error,
    type_error,
    unify,
)
from logic_minimax.prolog.database import TT, Clause, Pred, compile_term, first_key, template_key
from logic_minimax.prolog.machine import DET, NONDET, USER, Limits, Solver
from logic_minimax.prolog.ops import Ops
from logic_minimax.prolog.parser import Reader, ReadTerm

Tracer = Callable[[str, int, object], None]
# Machine-internal nodes: never callable from Prolog text.
_INTERNAL = frozenset({"$call", "$ite", "$softcut", "$nafail", "$catch_exit", "$collect",
                       "$exit", "$output_done"})


def _load_builtins() -> None:
    # Importing a family registers its predicates in builtins.TABLE.
    from logic_minimax.prolog.builtins import (  # noqa: F401
        allsol,
        arith,
        atoms,
        compare,
        control,
        database,
        fmt,
        lists,
        numbers,
        system,
        terms,
    )


class Engine:
    """A Prolog engine: predicates, operators, flags, output, limits and a tracer."""

    def __init__(self) -> None:
        _load_builtins()
        self.preds: dict[tuple[str, int], Pred] = {}
        self.ops = Ops()
        self.flags: dict[str, object] = {"double_quotes": "string",
                                         "unknown": "error", "occurs_check": "false"}
        self.limits = Limits()
        self.files_allowed = True
        """Whether consult/1 may read files (off for text from a network client)."""
        self.tracer: Tracer | None = None
        self.inferences = 0
        self.outputs: list[TextIO] = [sys.stdout]
        self.at_line_start = True
        self.warn: Callable[[str], None] = lambda text: print(text, file=sys.stderr)
        self.sources: dict[str, set[tuple[str, int]]] = {}
        self.loading: str | None = None
        self.initialization: list[tuple[object, str, int]] = []
        self.globals: dict[str, object] = {}
        self.flag_values: dict[object, object] = {}
        internal: dict[str, Pred] = {}
        for name, arity, kind, fn in _builtins.TABLE:
            pred = Pred(name, arity)
            pred.control = kind
            pred.builtin = fn
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
        from logic_minimax.prolog.builtins.lists import OVERRIDABLE
        for pred in self.preds.values():
            pred.library = pred.name in OVERRIDABLE
        from logic_minimax.prolog.library import load_library
        load_library(self)

    # -- predicates -----------------------------------------------------------------------

    def pred(self, name: str, arity: int) -> Pred:
        """The predicate ``name/arity``, created (undefined) if new."""
        key = (name, arity)
        pred = self.preds.get(key)
        if pred is None:
            pred = self.preds[key] = Pred(name, arity)
        return pred

    def own(self, pred: Pred) -> None:
        """Make a library predicate the program's own (its definition replaces ours)."""
        pred.clear()
        pred.library = False
        pred.control = USER
        pred.builtin = None
        pred.defined = False

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
        if pred is None:
            # Created undefined: an assert before the call defines it.
            pred = self.preds[key] = Pred(*key)
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

    def compile_clause(self, term: object, source: str | None = None, line: int = 0
                       ) -> Clause:
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
        pred = self.pred(name, arity)
        if pred.control != USER and not pred.tabled:
            raise permission_error("modify", "static_procedure", ("/", name, arity))
        slots: dict[Var, int] = {}
        head_t = compile_term(head, slots)
        nhead = len(slots)
        head_tuple: tuple[object, ...] = (
            head_t.t if isinstance(head_t, TT) else
            (head_t,) if type(head_t) is str else head_t)  # type: ignore[assignment]
        goals = []
        for g in _conjuncts(body):
            if g == "true" and type(g) is str:
                continue  # facts and `true` in bodies cost nothing at run time
            if type(g) is not Var and type(g) not in (str, tuple):
                raise type_error("callable", g)
            goals.append((compile_term(g, slots), self._body_pred(g)))
        key = template_key(head_tuple[1]) if arity else None
        body_t = tuple(reversed(goals))
        return Clause(head_tuple, body_t, len(slots), key, pred, source, line,
                      fresh=range(nhead, len(slots)), code=body_code(body_t))

    def _body_pred(self, g: object) -> Pred:
        if type(g) is Var:
            return self.call_pred
        return self.pred(*((g, 0) if type(g) is str else (g[0], len(g) - 1)))  # type: ignore[index,arg-type]

    def add_clause(self, term: object, front: bool = False, source: str | None = None,
                   line: int = 0) -> Clause:
        clause = self.compile_clause(term, source, line)
        pred = clause.pred
        pred.defined = True
        pred.add(clause, front)
        return clause

    def add_facts(self, name: str, arity: int, rows: Iterable[Sequence[object]],
                  source: str | None = None) -> int:
        """Append ground facts ``name(row...)`` without reading text (the bulk path for
        big fact files already parsed by a fast reader); returns how many were added.
        Rows hold engine terms (``str`` atoms, numbers, tuples for compounds)."""
        pred = self.pred(name, arity)
        if pred.control != USER:
            raise permission_error("modify", "static_procedure", ("/", name, arity))
        pred.defined = True
        if source is not None and pred.source is None:
            pred.source = source
            self.sources.setdefault(source, set()).add((name, arity))
        count = 0
        for row in rows:
            args = tuple(row)
            if len(args) != arity:
                raise type_error("fact_row", make_list(list(args)))
            key = first_key(args[0]) if arity else None
            pred.add(Clause((name, *args), (), 0, key, pred, source))
            count += 1
        return count

    # -- consulting -----------------------------------------------------------------------

    def consult_file(self, path: str | Path) -> None:
        if not self.files_allowed:
            raise permission_error("open", "source_sink", str(path))
        p = Path(path)
        if not p.suffix and not p.exists():
            p = p.with_suffix(".pl")
        try:
            text = p.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError, ValueError) as e:
            raise FactFileError(f"cannot read {path}: {e}") from None
        self.consult_text(text, str(p))

    def consult_text(self, text: str, source: str = "user") -> None:
        """Load clauses and run directives; consulting a source again replaces its clauses."""
        from logic_minimax.prolog.consult import consult
        consult(self, text, source)

    def read_query(self, text: str) -> ReadTerm:
        text = text.strip()
        if not text.endswith("."):
            text += " ."
        reader = Reader(text + "\n", "<query>", self.ops, str(self.flags["double_quotes"]))
        read = reader.read_clause()
        if read is None:
            raise PrologSyntaxError("empty query", "<query>", 1, 1, text, "a goal")
        if reader.read_clause() is not None:
            raise PrologSyntaxError("more than one clause in a query", "<query>", 1, 1, text)
        return read

    # -- running --------------------------------------------------------------------------

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
        return self.outputs[-1]

    def write(self, text: str) -> None:
        if text:
            self.outputs[-1].write(text)
            self.at_line_start = text.endswith("\n")

    def capture(self) -> io.StringIO:
        buf = io.StringIO()
        self.outputs.append(buf)
        return buf

    def trace_port(self, port: str, depth: int, goal: object) -> None:
        tracer = self.tracer
        if tracer is not None:
            tracer(port, depth, goal)


def _conjuncts(body: object) -> list[object]:
    out: list[object] = []
    stack = [body]
    while stack:
        g = deref(stack.pop())
        if type(g) is tuple and len(g) == 3 and g[0] == ",":
            stack.append(g[2])
            stack.append(g[1])
        else:
            out.append(g)
    return out


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


__all__ = ["Engine", "PString"]
