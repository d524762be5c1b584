"""A knowledge base's Prolog program: the engine that runs its rules and directives.

The fact store keeps answering what it holds: every predicate with facts in the store is
a foreign predicate of the engine, answered from the store's indexes (one lookup for a
game predicate with a known position). The searches of the registry are foreign
predicates too (``minimax/4``, ``alphabeta/5,6``, ``expectiminimax/4``) running the Python
ports over the knowledge base's tree. A program that defines one of those names itself
gets its own definition, as in SWI-Prolog; the ports stay reachable as ``lm_minimax/4``,
``lm_alphabeta/5,6`` and ``lm_expectiminimax/4``.

Reading a program file (:func:`read_program`) tells the load which predicates go to the
engine: those with a rule, a fact with variables, or a ``dynamic`` declaration in that
file. Their facts go with them; the other facts stay in the store.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..errors import PrologSyntaxError, QueryError, SourceError
from ..prolog.consult import consult
from ..prolog.core import Var, deref
from ..prolog.engine import Engine
from ..prolog.machine import USER
from ..prolog.parser import Reader, ReadTerm
from ..prolog.terms import Compound, Term, format_atom, format_term, to_python
from ..prolog.write import term_to_text
from ..search.registry import ALGORITHMS, SearchOptions
from ..search.tree import SearchResult
from ..syntax import INFINITIES
from .convert import from_engine, to_engine
from .store import ANY, FactStore, is_position

INFERENCE_LIMIT = 100_000_000
"""A query of the program stops with ``resource_error(inferences)`` after this many
inferences (minutes of work; ``kb.program.engine.limits`` changes it, and memory and
time too)."""

PORT_PREFIX = "lm_"
"""The built-in searches stay reachable under this prefix (``lm_minimax/4``)."""

Search = Callable[..., SearchResult]
"""``KnowledgeBase.search``: ``(pos, algorithm, **SearchOptions) -> SearchResult``."""


def search_predicates() -> list[tuple[str, str, int]]:
    """``(goal name, algorithm, arity)`` of every search goal: ``minimax/4``,
    ``alphabeta/5``, ``alphabeta/6``, ``expectiminimax/4``."""
    return [(a.name, a.name, n) for a in ALGORITHMS.values()
            for n in ((5, 6) if a.window else (4,))]


@dataclass
class ProgramText:
    """What a program file gives the engine: the predicates it defines there, and its
    syntax errors (which fail the load, as every error of a fact file does)."""

    engine_keys: set[tuple[str, int]] = field(default_factory=set)
    errors: list[SourceError] = field(default_factory=list)


def read_program(text: str, source: str) -> ProgramText:
    """Read a program file with the engine's reader: which predicates have rules (or facts
    with variables, or a ``dynamic`` declaration) in it, and its syntax errors."""
    found = ProgramText()
    reader = Reader(text, source)
    while True:
        try:
            read = reader.read_clause()
        except PrologSyntaxError as error:
            found.errors.append(error)
            reader.skip_to_end()
            continue
        if read is None:
            return found
        term = deref(read.term)
        if _is(term, ":-", 1):
            found.engine_keys.update(_declared_dynamic(term[1]))
        elif _is(term, ":-", 2):
            key = _key(term[1])
            if key is not None:
                found.engine_keys.add(key)
        elif read.names:  # a fact with variables
            key = _key(term)
            if key is not None:
                found.engine_keys.add(key)


def _is(term: object, name: str, arity: int) -> bool:
    return type(term) is tuple and len(term) == arity + 1 and term[0] == name


def _key(head: object) -> tuple[str, int] | None:
    head = deref(head)
    if type(head) is str:
        return head, 0
    if type(head) is tuple and type(head[0]) is str:
        return head[0], len(head) - 1
    return None


def _declared_dynamic(directive: object) -> Iterator[tuple[str, int]]:
    """The ``Name/Arity`` keys of ``dynamic A, B`` or ``dynamic [A, B]``."""
    directive = deref(directive)
    if not _is(directive, "dynamic", 1):
        return
    stack = [directive[1]]  # type: ignore[index]
    while stack:
        spec = deref(stack.pop())
        if _is(spec, ",", 2) or _is(spec, "[|]", 2):
            stack.extend((spec[2], spec[1]))
        elif _is(spec, "/", 2):
            name, arity = deref(spec[1]), deref(spec[2])
            if type(name) is str and type(arity) is int:
                yield name, arity


class Program:
    """The engine of one knowledge base, with the store's predicates and the searches
    registered as foreign predicates."""

    def __init__(self, store: FactStore, search: Search) -> None:
        self.store = store
        self.search = search
        self.engine = Engine()
        self.engine.limits.inferences = INFERENCE_LIMIT
        self.warnings: list[str] = []
        self.engine.warn = self.warnings.append
        self.foreign: set[tuple[str, int]] = set()
        """The predicates answered by Python: store predicates and searches."""
        self.searches: set[tuple[str, int]] = set()
        for name, algorithm, arity in search_predicates():
            self._register_search(PORT_PREFIX + name, algorithm, arity)
            self._register_search(name, algorithm, arity)
        self._list_store_facts()
        self.refresh()

    # -- what the engine defines -------------------------------------------------------------

    def defines(self, name: str, arity: int) -> bool:
        """Whether the program (not the store, not a search) defines ``name/arity``."""
        pred = self.engine.preds.get((name, arity))
        return pred is not None and pred.control == USER and (
            bool(pred.clauses) or pred.dynamic) and (name, arity) not in self.foreign

    def owns(self, name: str, arity: int) -> bool:
        """Whether ``name/arity`` is the engine's: the program's, or a built-in."""
        pred = self.engine.preds.get((name, arity))
        return pred is not None and (name, arity) not in self.foreign and (
            pred.control != USER or bool(pred.clauses) or pred.dynamic)

    def refresh(self) -> None:
        """Answer every store predicate the program does not define from the store."""
        for name, arity in self.store.predicates():
            if (name, arity) not in self.foreign and not self.defines(name, arity):
                self._register_fact_predicate(name, arity)

    def release(self, keys: set[tuple[str, int]]) -> None:
        """Hand ``keys`` over to a program that defines them: a search's name becomes
        the program's own (its port stays as ``lm_...``), a store predicate's clauses
        come from the program."""
        for key in keys & self.foreign:
            self.foreign.discard(key)
            self.searches.discard(key)
            pred = self.engine.pred(*key)
            pred.clear()
            pred.control = USER
            pred.builtin = None
            pred.defined = False

    def consult(self, text: str, source: str, engine_keys: set[tuple[str, int]],
                taken: frozenset[tuple[int, int]]) -> None:
        """Consult a program file's rules, directives and the facts that go with them;
        the facts the store took (``taken``: where each starts) are skipped, and line
        numbers in warnings stay those of the file."""
        self.release(engine_keys)

        def skip(read: ReadTerm) -> bool:
            column = read.start - text.rfind("\n", 0, read.start)
            return (read.line, column) in taken

        consult(self.engine, text, source, skip=skip)
        self.refresh()

    def is_search(self, goal: object) -> bool:
        """Whether ``goal`` calls a built-in search (which traces itself as Bratko's
        program runs)."""
        goal = deref(goal)
        return type(goal) is tuple and (goal[0], len(goal) - 1) in self.searches

    # -- foreign predicates -------------------------------------------------------------------

    def _register_fact_predicate(self, name: str, arity: int) -> None:
        store = self.store

        def rows(*args: object) -> Iterator[list[object]]:
            first: Any = ANY
            if arity and type(args[0]) is not Var:
                try:
                    value = from_engine(args[0])
                except QueryError:  # not ground: every row
                    value = ANY
                first = value if is_position(value) or value is ANY else ANY
            # Rows whose atomic arguments differ are left out here, so that the last row
            # that can match leaves no choice point (as SWI's indexing does).
            atomic = [(i, a) for i, a in enumerate(args) if type(a) in (str, int, float)]
            for row in store.rows(name, arity, first):
                if not any(_clashes(row[i], a) for i, a in atomic):
                    yield [to_engine(v) for v in row]

        self.engine.register_foreign(name, arity, rows, nondet=True)
        self.foreign.add((name, arity))

    def _register_search(self, goal: str, algorithm: str, arity: int) -> None:
        window = ALGORITHMS[algorithm].window

        def run(*args: object) -> Sequence[object] | bool:
            if type(args[0]) is Var:
                raise QueryError(f"{goal}/{arity} needs a position as its first argument, "
                                 "not an unbound variable")
            pos = from_engine(args[0])
            options: SearchOptions = {}
            if window:
                options["alpha"] = _bound(args[1], "Alpha")
                options["beta"] = _bound(args[2], "Beta")
            result = self.search(pos, algorithm, **options)
            best: object = Var() if result.best is None else to_engine(result.best)  # type: ignore[arg-type]
            found: list[object] = [best, result.value]
            if arity != 5:
                found.append(to_engine(tuple(result.path)))  # type: ignore[arg-type]
            return [*args[:len(args) - len(found)], *found]

        self.engine.register_foreign(goal, arity, run)
        self.foreign.add((goal, arity))
        self.searches.add((goal, arity))

    def _list_store_facts(self) -> None:
        """``listing(Name)`` and ``listing(Name/Arity)`` list the store's facts too (as
        the clauses SWI lists), before the program's own clauses."""
        pred = self.engine.preds[("listing", 1)]
        program_listing = pred.builtin
        assert program_listing is not None

        def listing(solver: object, goal: tuple[object, ...]) -> object:
            spec = deref(goal[1])
            wanted = (deref(spec[1]), deref(spec[2])) if _is(spec, "/", 2) else None
            for name, arity in self.store.predicates():
                if ((name, arity) == wanted or name == spec) and \
                        (name, arity) in self.foreign:
                    for row in self.store.facts(name, arity):
                        fact = format_term(Compound(name, row)) if row else format_atom(name)
                        self.engine.write(fact + ".\n")
                    self.engine.write("\n")
            return program_listing(solver, goal)

        pred.builtin = listing

    # -- the game predicates as rules ---------------------------------------------------------

    def first(self, name: str, args: Sequence[Hashable]) -> Term | None:
        """The last argument of the first solution of ``name(Args..., X)``, or None."""
        out = Var()
        goal = (name, *(to_engine(a) for a in args), out)  # type: ignore[arg-type]
        for _ in self.engine.solve(goal):
            return from_engine(out)
        return None

    def defined_predicates(self) -> list[tuple[str, int]]:
        """The predicates the program defines (for the pyDatalog view)."""
        return [key for key in self.engine.preds if self.defines(*key)]

    def solutions(self, name: str, arity: int, given: dict[int, Term]
                  ) -> Iterator[tuple[Term, ...]]:
        """The ground answers to ``name(Args...)`` with the arguments ``given`` bound (an
        answer left with a variable is no Datalog fact, and is left out)."""
        args = [to_engine(given[i]) if i in given else Var() for i in range(arity)]
        rows: list[tuple[Term, ...]] = []
        for _ in self.engine.solve((name, *args) if arity else name):
            try:
                rows.append(tuple(from_engine(a) for a in args))
            except QueryError:
                continue
        return iter(rows)

    def answers(self, text: str) -> list[dict[str, Any]]:
        """Every answer to the query ``text``: its named variables' values as Python data
        (lists as lists), those left unbound (or partly bound) left out."""
        read = self.engine.read_query(text.strip().removeprefix("?-"))
        found: list[dict[str, Any]] = []
        for _ in self.engine.solve(read.term):
            answer: dict[str, Any] = {}
            for name, var in read.names:
                if not name.startswith("_"):
                    try:
                        answer[name] = to_python(from_engine(var))
                    except QueryError:
                        continue
            found.append(answer)
        return found

    def holds(self, name: str, arg: Hashable) -> bool:
        return self.engine.once((name, to_engine(arg)))  # type: ignore[arg-type]


def _clashes(value: object, atomic: object) -> bool:
    """Whether a stored atom or number cannot unify with an atomic argument."""
    return type(value) in (str, int, float) and (type(value) is not type(atomic) or
                                                 value != atomic)


def _bound(term: object, what: str) -> float | int:
    term = deref(term)
    if type(term) in (int, float):
        return term  # type: ignore[return-value]
    if type(term) is str and term in INFINITIES:
        return INFINITIES[term]
    if _is(term, "-", 1) and deref(term[1]) in {"inf", "infinite"}:  # type: ignore[index]
        return -math.inf
    raise QueryError(f"{what} must be a number, inf or -inf, not {term_to_text(term)}")


