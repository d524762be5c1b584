"""Predicates and their clauses, compiled to templates for fast head unification.

A clause is stored as templates (templates.py): each variable becomes a ``TV`` slot
number, a compound holding variables a ``TT``, and ground subterms stay shared terms.
Calling a clause fills a frame (one slot per variable) while unifying the head, without
building the head term, and then builds the body goals from the frame.  Each predicate
keeps a first-argument index (key -> candidate clauses, in order), appended to in place
by ``assertz``.

Retracting takes constant amortised time, as in SWI: the clause is stamped with the
predicate's generation (``Clause.erased``) and stays in the lists until more than half of
them are erased; then the lists are rebuilt (new lists: a running call keeps the one it
started with).  A call remembers the generation it started in and skips the clauses
erased before it (the logical update view: one retracted after it started is still
seen).  ``Pred.clauses`` is the live clauses; the machine walks ``Pred.stored``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from logic_minimax.prolog.compile import head_code
from logic_minimax.prolog.core import NIL, PString, Var, deref
from logic_minimax.prolog.facts import Run
from logic_minimax.prolog.kinds import PROCEED, RESUME
from logic_minimax.prolog.tables import FactTable, Row, Rows
from logic_minimax.prolog.templates import TT, TV


def first_key(t: object) -> object:
    """The first-argument index key of a (dereferenced) term; None for a variable.

    A compound's key is its name alone (no tuple to build per call): ``f(x)`` shares its
    candidates with ``f(x, y)`` and the atom ``f``, a superset that head unification
    filters."""
    tt = type(t)
    if tt is str or tt is int or t is NIL:
        return t
    if tt is tuple:
        return t[0]  # type: ignore[index]
    if tt is float:
        return ("$float", t, 0)
    if tt is PString:
        return ("$string", str(t), 0, 0)
    return None


def template_key(t: object) -> object:
    if type(t) is TV:
        return None
    if type(t) is TT:
        return t.t[0]
    return first_key(t)


FACT: tuple[tuple[Any, ...], ...] = ((PROCEED,),)
"""The instructions of a fact's body."""


class Clause:
    """A compiled clause: the head as (name, argument templates...), the body goals as
    (template, predicate) pairs in reverse order (empty for a fact), the number of
    variables, the first-argument key, and where it was read.  ``match`` is the head
    compiled (compile.py), ``ops`` the body compiled to the machine's instructions
    (body.py), run over a frame of ``nslots`` slots after filling ``fresh_run`` with new
    variables; ``code`` is the body as a builder per goal, which the traced machine
    pushes one goal at a time.  (A class of its own, not a dataclass: the compiled build
    makes it an extension type, see database.pxd.)"""

    __slots__ = ("body", "code", "erased", "fresh", "fresh_run", "head", "key", "line",
                 "match", "names", "nslots", "nvars", "ops", "pred", "source")

    def __init__(self, head: tuple[object, ...], body: tuple[tuple[object, Pred], ...],
                 nvars: int, key: object, pred: Pred, source: str | None = None,
                 line: int = 0, *, fresh: range = range(0),
                 code: tuple[tuple[Callable[[list[Any]], object], Pred], ...] = (),
                 match: Any = None, ops: tuple[tuple[Any, ...], ...] = FACT,
                 nslots: int = -1, fresh_run: tuple[int, ...] = ()) -> None:
        self.head = head
        self.body = body
        self.nvars = nvars
        self.key = key
        self.pred = pred
        self.source = source
        self.line = line
        self.erased = 0  # the predicate's generation when it was retracted; 0 while alive
        self.fresh = fresh  # the body-only slots (compile.py: numbered after the head's)
        self.code = code  # the traced machine's body
        if match is None:  # a plain fact from a table (rows.py)
            match = head_code(head)
        self.match: Any = match  # compile.py's head: (goal, frame, trail) -> bool
        self.ops = ops  # body.py's instructions
        self.nslots = nvars if nslots < 0 else nslots
        self.fresh_run = fresh_run  # the body-only slots to fill at entry
        # listing/1's names of the variables, as the source wrote them (varcheck.py)
        self.names: tuple[str | None, ...] | None = None


def next_visible(clauses: list[Clause], i: int, n: int, gen: int) -> int:
    """The position of the first clause from ``i`` that a call started in generation
    ``gen`` sees (``n`` if none): so a call whose other clauses are erased leaves no choice
    point, as in SWI."""
    while i < n:
        erased = clauses[i].erased
        if not erased or erased > gen:
            return i
        i += 1
    return n


class Pred:
    """A predicate: its clauses (or its Python implementation) and first-argument index."""

    __slots__ = ("arity", "builtin", "control", "defined", "det", "discontiguous",
                 "dynamic", "generation", "incremental", "index", "jit", "library", "line",
                 "link", "meta", "module", "multifile", "name", "nerased", "semidet",
                 "source", "stored", "table", "tabled", "varlist")

    def __init__(self, name: str, arity: int) -> None:
        self.name = name
        self.arity = arity
        self.stored: list[Clause] = []  # the clauses, erased ones among them
        self.generation = 0  # retracts so far
        self.nerased = 0  # erased clauses still in ``stored`` and the index
        self.index: dict[object, list[Clause]] | None = None
        self.varlist: list[Clause] = []
        self.builtin: Callable[..., object] | None = None
        self.semidet: Callable[..., bool | None] | None = None  # builtins.SEMIDET
        self.det = False  # det/1's: each call guarded (builtins/determinism.py)
        self.control = 0
        self.dynamic = False
        self.defined = False
        self.discontiguous = False
        self.library = False
        self.multifile = False
        self.source: str | None = None
        self.line = 0  # where its first clause stands in ``source`` (a table keeps no lines)
        self.jit: Any = None  # indexes beyond the first argument (indexing.py): reset on
        # every change to the clauses; False when no argument can narrow a call
        self.tabled = False  # called through its answer tables (builtins/tabling.py)
        self.incremental = False
        """Incremental tabling (builtins/incremental.py): a tabled predicate whose tables
        follow the changes of the incremental dynamic predicates they depend on, or such a
        dynamic predicate (called through a wrapper that notes the dependency)."""
        self.table: FactTable | None = None
        """The predicate's plain facts, when it has nothing else (``clauses`` is empty)."""
        self.module = "user"  # the module whose predicate it is (modules.py)
        self.link: Pred | None = None
        """The predicate a call of this one goes to: an import, or (a module's predicate
        it does not define) the one its import modules give it (modules.py)."""
        self.meta: str | None = None  # meta_predicate/1's argument specs (metaspecs.py)

    @property
    def indicator(self) -> str:
        return f"{self.name}/{self.arity}"

    @property
    def wrapped(self) -> bool:
        """Whether its clauses are called through a wrapper of its own (tabling, an
        incremental dynamic predicate, det/1): a program's predicate all the same."""
        return bool(self.tabled or self.incremental or self.det)

    @property
    def clauses(self) -> list[Clause]:
        """The live clauses, in order."""
        if self.nerased:
            self._compact()
        return self.stored

    @clauses.setter
    def clauses(self, clauses: list[Clause]) -> None:
        self.generation += 1
        self.stored = clauses
        self.nerased = 0
        self.index = None
        self.jit = None

    def candidates(self, first: object) -> list[Clause]:
        """Clauses whose first argument may match ``first`` (dereferenced), erased ones
        among them."""
        if self.arity == 0 or type(first) is Var:
            return self.stored
        index = self.index
        if index is None:
            index = self.build_index()
        found = index.get(first_key(first))
        return self.varlist if found is None else found

    def build_index(self) -> dict[object, list[Clause]]:
        index: dict[object, list[Clause]] = {}
        varlist: list[Clause] = []
        for c in self.stored:
            if c.key is None:
                varlist.append(c)
                for lst in index.values():
                    lst.append(c)
            else:
                found = index.get(c.key)
                if found is None:
                    found = index[c.key] = list(varlist)
                found.append(c)
        self.index = index
        self.varlist = varlist
        return index

    def count(self) -> int:
        """How many clauses (facts of its table included) the predicate has."""
        return len(self.table) if self.table is not None else len(self.stored) - self.nerased

    def spill(self) -> None:
        """Turn the table's facts into clauses, in order (a clause that is no plain fact is
        joining them, or a fact the table cannot hold)."""
        table = self.table
        if table is None:
            return
        self.table = None
        self.clauses = [Clause(row, (), 0, first_key(row[1]) if self.arity else None, self)
                        for row in table.rows()]
        self.index = None
        self.jit = None

    def add(self, clause: Clause, front: bool = False) -> None:
        if self.table is not None:
            if not front and not clause.nvars and not clause.body:
                self.add_row(clause.head)
                return
            self.spill()
        self.jit = None
        if front:
            self.stored = [clause, *self.stored]
            self.index = None
            return
        self.stored.append(clause)
        index = self.index
        if index is None:
            return
        key = clause.key
        if key is None:
            self.varlist.append(clause)
            for lst in index.values():
                lst.append(clause)
        else:
            found = index.get(key)
            if found is None:
                found = index[key] = list(self.varlist)
            found.append(clause)

    def add_row(self, row: Row) -> None:
        """Add a plain fact at the end: to the table (one that can hold it, if this one
        cannot), or as a clause when the predicate has clauses."""
        table = self.table
        if table is None:
            key = first_key(row[1]) if self.arity else None
            self.add(Clause(row, (), 0, key, self))
        elif not table.append(row):
            self.table = Rows(self.arity, table.rows())
            self.table.append(row)

    def take(self, run: Run) -> None:
        """Add a run of plain facts read from a file, in order."""
        table = self.table
        if table is None:
            for row in run.rows():
                self.add_row(row)
        elif not table.take(run):
            self.table = Rows(self.arity, table.rows())
            self.table.take(run)

    def remove(self, clause: Clause) -> None:
        """Retract a clause (again: nothing); calls already running still see it."""
        if clause.erased:
            return
        self.generation += 1
        clause.erased = self.generation
        self.nerased += 1
        if self.nerased > 8 and 2 * self.nerased > len(self.stored):
            self._compact()

    def _compact(self) -> None:
        self.generation += 1  # (generation, len(stored)) tells every change apart
        self.stored = [c for c in self.stored if not c.erased]
        self.nerased = 0
        self.index = None
        self.jit = None

    def first_place(self) -> tuple[str, int] | None:
        """The file and line of the predicate's first clause (None: it was asserted).  A
        fact table holds the file's facts, from the line where its predicate started."""
        if self.table is not None:
            return (self.source, self.line) if self.source is not None else None
        clauses = self.clauses
        if clauses and clauses[0].source is not None:
            return clauses[0].source, clauses[0].line
        return None

    def clear(self) -> None:
        self.generation += 1
        for c in self.stored:
            if not c.erased:
                c.erased = self.generation
        self.table = None
        self.clauses = []
        self.varlist = []


_CONTROL = frozenset({(",", 2), (";", 2), ("->", 2), ("*->", 2), ("\\+", 1)})


def uncallable(goal: object) -> bool:
    """Whether a goal, or one in a goal position of its control constructs, is no goal
    (a number, a string): SWI's compiler then refuses the whole body."""
    stack = [goal]
    while stack:
        g = deref(stack.pop())
        if type(g) is tuple:
            if (g[0], len(g) - 1) in _CONTROL:
                stack.extend(g[1:])
        elif type(g) is not Var and type(g) is not str:
            return True
    return False


class Resume(Pred):
    """A place in a clause body's instructions (body.py) where the machine goes on: a
    continuation node ``(frame, resume, cut_barrier, depth, next)`` names it in the
    predicate's place, so the machine tells it by its kind (``kinds.RESUME``)."""

    __slots__ = ("code", "pc")

    def __init__(self, pc: int) -> None:
        super().__init__("$resume", 0)
        self.control = RESUME
        self.pc = pc
        self.code: tuple[tuple[Any, ...], ...] = ()
