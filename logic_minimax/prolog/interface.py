"""How the built-ins see the machine: the protocols of the solver running a goal
(``Solver``) and of the engine it runs in (``Engine``), with the engine's declared state.

A built-in is ``fn(solver, goal)`` (see ``builtins/__init__.py``); it reaches the engine as
``solver.engine``.  Built-in families import this module, never ``machine.py`` or
``engine.py`` (which implement ``Solver`` and ``Engine``): whatever the machine becomes, a
built-in relies on what is declared here and nothing else.  A family that keeps state of
its own on the engine declares it here (``records``, ``rng``, ``tabling``), never by
setting attributes the engine lacks.

This module imports nothing of the package at run time (its types are for the type
checker), so it sits below the machine and every module may use it.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterator
from typing import TYPE_CHECKING, Protocol, TextIO

if TYPE_CHECKING:
    import io
    import random
    from pathlib import Path

    from logic_minimax.errors import SourceError
    from logic_minimax.prolog.builtins.streams import Streams
    from logic_minimax.prolog.builtins.tablestate import Tabling
    from logic_minimax.prolog.consult import Loading, Place
    from logic_minimax.prolog.core import Var
    from logic_minimax.prolog.database import Clause, Pred
    from logic_minimax.prolog.kinds import ChoicePoint, Cont
    from logic_minimax.prolog.limits import Limits
    from logic_minimax.prolog.modules import Module
    from logic_minimax.prolog.ops import Ops
    from logic_minimax.prolog.parser import Reader
    from logic_minimax.prolog.tables import FactTable

Tracer = Callable[[str, int, object], object]
"""``tracer(port, depth, goal)``; a true result at a Call, Redo or Exit port makes the goal
fail there (the interactive tracer's ``f``)."""
ClauseCheck = Callable[[object, tuple[tuple[str, "Var"], ...]], bool]
"""``check(clause, names)``: a clause read, with its variables' names in the text."""


class Solver(Protocol):
    """The solver running one goal, as a built-in sees it."""

    engine: Engine
    trail: list[Var]
    """Every binding made, undone back to a mark on backtracking (``undo``)."""
    cps: list[ChoicePoint]
    """The choice points, newest last (control constructs push their own: kinds.py)."""
    inferences: int
    """The inferences of this goal so far."""
    nested: bool
    """A built-in's sub-goal: its trail goes to its caller's."""
    guarded: int
    """The live ``setup_call_cleanup/3`` choice points (cleanup.py)."""
    woken: int
    """The trail's entries below this were looked at for attributed variables."""

    @property
    def alternatives(self) -> bool:
        """Whether backtracking could give another solution (a live choice point)."""

    def __iter__(self) -> Generator[None, None, None]:
        """The goal's solutions (the bindings are in its variables)."""

    def undo(self, mark: int) -> None:
        """Undo the bindings made since the trail was ``mark`` long."""

    def call_user(self, goal: object, pred: Pred, depth: int, cont: Cont) -> Cont:
        """Call a program predicate's clauses for ``goal`` (whatever its kind)."""

    def undefined(self, pred: Pred) -> None:
        """A call of an undefined predicate: the ``unknown`` flag's way (an existence
        error, a warning, or nothing: the call fails)."""


class Engine(Protocol):
    """The engine as the machine and the built-ins see it: its declared state and the
    calls they make (``engine.py`` is the engine's public face)."""

    preds: dict[tuple[str, int], Pred]
    ops: Ops
    flags: dict[str, object]
    limits: Limits
    files_allowed: bool
    """Whether consult/1 may read files (off for text from a network client)."""
    search_dirs: list[Path]
    """Where a relative file name is looked for last, when it names no file where it
    stands (the toplevel's bundled examples: ``consult(course_bratko)``)."""
    tracer: Tracer | None
    occurs_check: str
    """The occurs_check flag, which heads' unification follows too."""
    attributed: bool
    """Whether put_attr/3 ever ran: the machine then wakes hooks."""
    styles: set[str]
    """style_check/1's styles that are on."""
    residue: list[Var] | None
    """call_residue_vars/2's log, while one runs."""
    make_tracer: Callable[[], Tracer] | None
    """What ``trace/0`` switches on (``None``: the full trace, a ``TracePrinter``)."""
    inferences: int
    """The inferences of the queries run so far (statistics/2)."""
    outputs: list[TextIO]
    """``user_output``, then the captures begun since (``with_output_to/2``)."""
    streams: Streams
    """The open streams, the current input and output (``builtins/streams.py``)."""
    at_line_start: bool
    warn: Callable[[str], None]
    """Where warnings and errors go (``user_error``, or a knowledge base's messages)."""
    error_write: Callable[[str], None]
    """Where a program's writes to ``user_error`` go, as written (stderr, unbuffered, or
    a knowledge base's messages line by line)."""
    sources: dict[str, set[Pred]]
    """Each consulted source's predicates (consulting it again replaces them)."""
    loaded: set[str]
    mtimes: dict[str, float]
    """Each consulted file's modification time when it was read (for ``make/0``)."""
    writes: int
    """How many writes the program made (a caller tells whether a step wrote)."""
    load_stack: list[Loading]
    """The files being consulted, innermost last."""
    imports: dict[str, list[str]]
    """Each module's libraries (redefine.py)."""
    load_errors: list[SourceError]
    """Every error consulting reported (syntax errors, failing clauses, ...), in order:
    a strict load fails if a consult added any."""
    where: Place
    """The source and line of the clause being added (for tables that note facts)."""
    initialization: list[tuple[object, int]]
    """initialization/1's goals (and their lines), run once their file is loaded."""
    table_factory: Callable[[str, int], FactTable]
    """The table a predicate's plain facts start in (another layer may keep some
    predicates its own way)."""
    check_clause: ClauseCheck | None
    """Asked of each clause a file (or the host's text) gives, with ``where`` at its
    place, before it is added: False drops it (the check reported why).  Another layer's
    stricter reading of a program (the knowledge base's strict load); runs of plain facts
    are their tables' to check."""
    unordered: frozenset[tuple[str, int]]
    """Predicates taken as discontiguous though undeclared (a layer's own, such as the game
    predicates while the game commands load): no warning when their clauses stand apart,
    and their plain facts are read in bulk in any order."""
    globals: dict[str, object]
    """b_setval/2's and nb_setval/2's global variables."""
    counters: dict[object, object]
    """gensym/2's counters and flag/3's values."""
    debug_topics: list[list[object]]
    """library(debug)'s: [topic, on]."""
    records: dict[object, list[tuple[int, object]]]
    """recorda/3's and recordz/3's keys and their records (classic.py)."""
    rng: random.Random | None
    """The random generator of library(random), once a goal needs it (chance.py)."""
    tabling: Tabling | None
    """The tables and the computation in progress, once a tabled goal ran (tablestate.py)."""
    modules: dict[str, Module]
    """Each module by name (modules.py): ``user`` and ``system`` share ``preds``."""
    internal: dict[str, Pred]
    """The machine's own nodes (``$call``, ``$ite``, ...), never callable from text."""
    call_pred: Pred
    ite_pred: Pred
    softcut_pred: Pred
    nafail_pred: Pred
    catch_exit_pred: Pred
    collect_pred: Pred
    exit_pred: Pred

    @property
    def loading(self) -> str | None:
        """The source being consulted, if any."""

    @property
    def out(self) -> TextIO:
        """The current output."""

    def pred(self, name: str, arity: int) -> Pred:
        """The predicate ``name/arity``, created (undefined) if new."""

    def pred_of(self, term: object) -> Pred:
        """The predicate a (dereferenced) goal term calls."""

    def own(self, pred: Pred) -> None:
        """Make a library predicate the program's own (its definition replaces ours)."""

    def add_clause(self, term: object, front: bool = False, source: str | None = None,
                   line: int = 0, module: str = "user") -> Clause:
        """Compile a clause of ``module`` and add it to its predicate."""

    def new_table(self, name: str, arity: int) -> FactTable:
        """The table a predicate's plain facts start in."""

    def reader(self, text: str, source: str) -> Reader:
        """The one reader of the engine's text: its operators and its flags."""

    def resolve(self, spec: object) -> Path:
        """The full path of the file a spec names."""

    def consult_file(self, path: str | Path, source: str | None = None,
                     if_new: bool = False, library: bool = False, imports: bool = True
                     ) -> None:
        """Consult a file (``library``: one that comes with the engine; ``imports``: a
        module file's exports imported into ``user``)."""

    def solver(self, goal: object, depth: int = 0) -> Solver:
        """A solver for ``goal`` (iterate it for the solutions)."""

    def solve(self, goal: object) -> Iterator[None]:
        """The solutions of ``goal`` (bindings are left in its variables while iterating)."""

    def once(self, goal: object) -> bool:
        """Whether ``goal`` has a solution (its bindings stay)."""

    def write(self, text: str, out: TextIO | None = None) -> None:
        """Write to ``out``, else to the current output."""

    def capture(self) -> io.StringIO:
        """Capture the output from now on, until the buffer is popped from ``outputs``."""

    def trace_port(self, port: str, depth: int, goal: object) -> bool:
        """Report a port; whether the tracer asks the goal to fail."""

