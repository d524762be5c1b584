"""The knowledge base: a Prolog program (facts, rules, directives), its game tree, its
searches and its pyDatalog view.

A thin facade: the program lives in an :class:`~logic_minimax.prolog.engine.Engine`,
which consults every file; the game predicates' plain facts are its tables in the
:class:`~.store.GameStore`'s columns; the searches come from the registry
(:mod:`logic_minimax.search.registry`) and are the engine's predicates too (:mod:`.ports`);
goals run through :mod:`.goals`; pyDatalog sees the program through :mod:`.datalog`.
"""

from __future__ import annotations

import dataclasses
import io
from collections.abc import Callable, Hashable, Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Unpack

from ..errors import LoadError, UnknownPositionError, VariablePositionError
from ..prolog.checkpoint import checkpoint, rollback
from ..prolog.engine import Engine
from ..prolog.tables import FactTable, Rows
from ..prolog.values import from_python, to_python
from ..prolog.walk import resolve, term_vars
from ..prolog.write import ANSWER, format_atom, term_to_text
from ..search import registry
from ..search.bratko import paused_gc
from ..search.deepening import DeepeningResult, iterative_deepening
from ..search.registry import AlgorithmName, SearchOptions
from ..search.tree import ChanceTree, SearchResult
from . import datalog, goals, loading
from .analysis import TreeSummary
from .gametables import COLUMN_OF, ArityRows, arity_problem
from .loading import ERROR_CAP
from .places import Source
from .ports import register_searches
from .ruletree import GAME_PREDICATES, EngineTree
from .store import GameStore
from .trees import Chances

INFERENCE_LIMIT = 100_000_000
"""A goal stops with ``resource_error(inferences)`` after this many inferences (seconds
to minutes of work; ``kb.engine.limits`` changes it, and memory and time too)."""


class KnowledgeBase:
    """A Prolog program, loaded from files or text, whose game tree can be searched.

    ``load_files`` and ``load_string`` are strict, as the course's game-tree commands
    are: any error (a syntax error, a game-tree fact the tree cannot use) raises
    :class:`LoadError` listing them all with ``file:line:col``, and the knowledge base is
    left as it was. ``consult`` loads as SWI-Prolog does: errors and warnings are reported
    (``messages``) and the rest loads.
    """

    def __init__(self, *, files: bool = True) -> None:
        """``files=False``: the program may not read files (``consult/1`` in a goal or a
        directive is a permission error), for text that comes from a network client."""
        self.engine = Engine()
        self.engine.files_allowed = files
        self.engine.limits.inferences = INFERENCE_LIMIT
        self.messages: list[str] = []
        """What consulting reported (SWI's warnings and errors) and what goals wrote to
        ``user_error`` (line by line), until a caller takes it."""
        self._error_line = ""  # user_error's text since its last newline
        self.engine.warn = self._message
        self.engine.error_write = self._user_error
        self.loading_said = False
        """Loading printed something (a message, a directive's or an initialization
        goal's output): a second run would print it again, an answer remembered would
        not."""
        self._games = GameStore(lambda: self.engine.where)
        self.engine.table_factory = self._new_table
        self._ports = register_searches(self.engine, self.run_search)
        self._sources: list[Source] = []

    def _new_table(self, name: str, arity: int) -> FactTable:
        if COLUMN_OF.get(name) is not None and (name, arity) in GAME_PREDICATES:
            return self._games.table(name)
        if arity_problem(name, arity) is not None:
            return ArityRows(arity, self._games.notes)
        return Rows(arity)

    # -- loading ---------------------------------------------------------------------------

    def load_file(self, path: str | Path) -> None:
        """Load one file (see :meth:`load_files`)."""
        self.load_files([path])

    def load_files(self, paths: Iterable[str | Path],
                   progress: Callable[[int], None] | None = None, *,
                   strict: bool = True) -> None:
        """Consult files in order, all or nothing when ``strict`` (the default);
        ``progress`` is told how many characters each piece read holds (for a progress
        bar). ``strict=False`` is :meth:`consult`.

        Raises:
            LoadError: syntax errors, clauses that fail to load and game-tree facts the
                tree cannot use (a strict load), all of them up to ``ERROR_CAP``.
            FactFileError: a file cannot be read.
        """
        self._load([Source(str(p), Path(p), None) for p in paths], strict, progress)

    def load_string(self, text: str, name: str = "<string>", *, strict: bool = True) -> None:
        """Load program text (errors name ``name`` as the file)."""
        self._load([Source(name, None, text)], strict)

    def consult(self, *paths: str | Path) -> list[str]:
        """Consult files as SWI-Prolog's ``consult/1`` does (a file consulted again
        replaces its clauses; another file's predicates are redefined with a warning);
        returns the messages consulting printed in SWI (also kept in ``messages``)."""
        before = len(self.messages)
        self.load_files(paths, strict=False)
        return self.messages[before:]

    def consult_text(self, text: str, name: str = "user") -> list[str]:
        """Consult program text as SWI-Prolog consults a file (see :meth:`consult`)."""
        before = len(self.messages)
        self.load_string(text, name, strict=False)
        return self.messages[before:]

    def _load(self, sources: list[Source], strict: bool,
              progress: Callable[[int], None] | None = None) -> None:
        engine_mark = checkpoint(self.engine)
        games_mark = self._games.checkpoint()
        errors_before = len(self.engine.load_errors)
        said = self.engine.writes, len(self.messages), self._error_line
        try:
            with paused_gc():
                problems = loading.consult(self.engine, self._games, sources, strict,
                                           progress, errors_before)
        except BaseException:
            rollback(self.engine, engine_mark)
            self._games.rollback(games_mark)
            raise
        finally:
            if (self.engine.writes, len(self.messages), self._error_line) != said:
                self.loading_said = True
        if problems:
            rollback(self.engine, engine_mark)
            self._games.rollback(games_mark)
            raise LoadError(problems[:ERROR_CAP], len(problems) > ERROR_CAP)
        self._sources.extend(s for s in sources if s.name not in
                             {k.name for k in self._sources})

    # -- asserting and retracting ----------------------------------------------------------

    def assertz(self, clause: str, source: str = "<assertz>") -> None:
        """Add one clause given as text (``"moves(x, [y, z])"``, the final ``.``
        optional), checked as a strict load checks its clauses: nothing changes on an
        error, which names ``source``.

        Raises:
            LoadError: the text is not exactly one clause, or a game-tree fact the tree
                cannot use.
        """
        engine_mark = checkpoint(self.engine)
        games_mark = self._games.checkpoint()
        problems = loading.assert_clause(self.engine, self._games, clause, source)
        if problems:
            rollback(self.engine, engine_mark)
            self._games.rollback(games_mark)
            raise LoadError(problems[:ERROR_CAP], len(problems) > ERROR_CAP)

    def retract(self, fact: str) -> tuple[Any, ...] | None:
        """Remove the first clause (a fact, or ``Head :- Body``) that unifies with
        ``fact`` (``"static_eval(h, _)"``); returns its head's arguments as Python values,
        or None when none matches. As the host program's change it needs no ``dynamic``
        declaration (``retract/1`` in a goal does, as in SWI)."""
        removed = self.engine.retract_text(fact, every=False)
        return removed[0] if removed else None

    def retractall(self, fact: str) -> int:
        """Remove every clause whose head unifies with ``fact``; returns how many."""
        return len(self.engine.retract_text(fact, every=True))

    # -- reading ---------------------------------------------------------------------------

    def is_empty(self) -> bool:
        return not self.predicates()

    def predicates(self) -> list[tuple[str, int]]:
        """Every predicate the program defines, the game-tree ones first."""
        defined = [key for key in self.engine.preds if self.defines(*key)]
        game = [key for key in GAME_PREDICATES if key in defined]
        return game + [key for key in defined if key not in game]

    def facts(self, name: str, arity: int | None = None) -> list[tuple[Any, ...]]:
        """The arguments of a predicate's facts (its clauses without a body), in order,
        as Python values (lists as tuples); every arity of ``name`` when ``arity`` is
        None."""
        found: list[tuple[Any, ...]] = []
        for (n, a), pred in self.engine.preds.items():
            if n != name or (arity is not None and a != arity) or pred.control != 0:
                continue
            for head in self.engine.fact_heads(pred):
                found.append(tuple(to_python(arg, tuple) for arg in head[1:]))
        return found

    def has_predicate(self, name: str, arity: int) -> bool:
        return (name, arity) in self.predicates()

    def defines(self, name: str, arity: int) -> bool:
        """Whether the program defines ``name/arity`` (with clauses, facts or a
        ``dynamic`` declaration), rather than the engine or a built-in search."""
        pred = self.engine.preds.get((name, arity))
        return pred is not None and pred.control == 0 and pred.defined and \
            not pred.library and (bool(pred.count()) or pred.dynamic)

    def knows(self, pos: Hashable) -> bool:
        """Whether any game-tree fact (or rule) mentions the position ``pos`` (a term)."""
        return self._games.knows(pos) or (not self._plain() and EngineTree(self.engine)
                                          .knows(pos))

    def summary(self) -> TreeSummary:
        """Counts, roots and depth of the game tree (one pass, no recursion)."""
        game = {name for name, _ in GAME_PREDICATES}
        others = tuple(f"{n}/{a}" for n, a in self.predicates() if n not in game)
        return self._games.summary(others)

    def problems(self, limit: int = ERROR_CAP) -> list[Any]:
        """What would stop a search: a cycle, leaves without ``static_eval``, and positions
        whose side ``betterof`` needs (every successor but the last) but that have none."""
        return self._games.problems(limit)

    @property
    def warnings(self) -> list[str]:
        """What consulting reported, and goals wrote to ``user_error``, since last asked,
        taken."""
        self._end_error_line()
        taken = list(self.messages)
        self.messages.clear()
        return taken

    def _message(self, text: str) -> None:
        self._end_error_line()  # a message starts a line of its own
        self.messages.append(text)

    def _end_error_line(self) -> None:
        if self._error_line:
            self.messages.append(self._error_line)
            self._error_line = ""

    def _user_error(self, text: str) -> None:
        *lines, self._error_line = (self._error_line + text).split("\n")
        self.messages.extend(lines)

    def __repr__(self) -> str:
        counts = ", ".join(f"{n}/{a}: {self.engine.preds[(n, a)].count()}"
                           for n, a in self.predicates())
        names = ", ".join(s.name for s in self._sources)
        return f"<KnowledgeBase {counts or 'empty'}{'; from ' + names if names else ''}>"

    def position(self, text: str) -> object:
        """A position written as Prolog (``a``, ``3``, ``s(5, max)``, ``[x, o, e]``,
        ``.........``): the one term the text holds, read by the engine's reader as
        ``term_string/2`` reads one (a final ``.`` optional).

        Raises:
            PrologSyntaxError: the text is not one term (``<root>:1:3``).
            VariablePositionError: it holds a variable (a position is a ground term).
        """
        read = self.engine.read_query(text, "<root>", term=True)
        term = resolve(read.term)
        variables = term_vars(term)
        if variables:
            named = {var: name for name, var in read.names}
            written = {var: named.get(var, "_") for var in variables}
            quoted = {var: format_atom(name) for var, name in written.items()}
            raise VariablePositionError(term_to_text(term, ANSWER, names=written, priority=699),
                                        written[variables[0]],
                                        term_to_text(term, ANSWER, names=quoted, priority=699))
        return term

    # -- searching -------------------------------------------------------------------------

    @property
    def through_engine(self) -> bool:
        """Whether the game tree is read through the engine (rules, or facts the columns
        could not hold), rather than from the columns by id."""
        return not self._plain()

    def _plain(self) -> bool:
        """Whether the columns hold the whole game tree (and probability/3 is plain
        facts): then the searches run over ids."""
        tables: dict[str, object] = {}
        for name, arity in GAME_PREDICATES:
            pred = self.engine.preds.get((name, arity))
            if pred is None or not (pred.count() or pred.clauses):
                continue
            if name == "probability":
                if not isinstance(pred.table, Rows):
                    return False
                continue
            tables[name] = pred.table
        return self._games.holds(tables)

    def _chance_ids(self) -> Chances:
        """Each chance position's outcomes (ids) with their odds, from probability/3."""
        pred = self.engine.preds.get(("probability", 3))
        return loading.chance_ids(self._games.columns, None if pred is None else pred.table)

    @property
    def tree(self) -> ChanceTree:
        """The game tree, positions as terms: a view of the columns when they hold it,
        else one that asks the engine (rules)."""
        if self._plain():
            from .trees import NameTree
            return NameTree(self._games.columns, self._chance_ids())
        return EngineTree(self.engine)

    def run_search(self, pos: Hashable, algorithm: AlgorithmName | str = "minimax",
                   **options: Unpack[SearchOptions]) -> SearchResult:
        """:meth:`search` from a position given as a term, with the answer's positions as
        terms (what the goals, the command line and the pictures use)."""
        if self._plain():
            if not self._games.knows(pos):
                raise UnknownPositionError(pos)
            return self._games.search(pos, algorithm, dict(options), self._chance_ids())
        tree = EngineTree(self.engine)
        if not tree.knows(pos):
            raise UnknownPositionError(pos)
        return registry.run(tree, pos, algorithm, **options)

    def search(self, pos: Any, algorithm: AlgorithmName | str = "minimax",
               **options: Unpack[SearchOptions]) -> SearchResult:
        """Search this knowledge base's tree from ``pos`` (a Python value: an atom as
        ``str``, an integer, a :class:`~logic_minimax.prolog.values.Compound`, a list)
        with the search called ``algorithm`` (:data:`~logic_minimax.search.ALGORITHMS`),
        as :func:`logic_minimax.search.run` does; the answer's positions are Python
        values too (lists as tuples).

        Raises:
            UnknownPositionError: no fact mentions ``pos``.
            SearchArgumentError: an unknown search, or an option it does not take.
            TreeError: the search failed (a missing value or side, a cycle).
        """
        result = self.run_search(from_python(pos), algorithm, **options)
        return _python_result(result)

    def minimax(self, pos: Any, **options: Unpack[SearchOptions]) -> SearchResult:
        """:func:`logic_minimax.search.minimax` over this tree (see :meth:`search`)."""
        return self.search(pos, "minimax", **options)

    def alphabeta(self, pos: Any, **options: Unpack[SearchOptions]) -> SearchResult:
        """:func:`logic_minimax.search.alphabeta` over this tree (see :meth:`search`)."""
        return self.search(pos, "alphabeta", **options)

    def expectiminimax(self, pos: Any, **options: Unpack[SearchOptions]) -> SearchResult:
        """:func:`logic_minimax.search.expectiminimax` over this tree (see :meth:`search`)."""
        return self.search(pos, "expectiminimax", **options)

    def iterative_deepening(self, pos: Any, *, max_depth: int,
                            node_budget: int | None = None, time_budget: float | None = None,
                            algorithm: AlgorithmName = "alphabeta",
                            memo: bool = False) -> DeepeningResult:
        """:func:`logic_minimax.search.iterative_deepening` over this tree.

        Moves are searched best-first only if every position's successors (all but the
        last) share one side, the condition under which that provably keeps Bratko's
        answers; otherwise every iteration searches in the original order.
        """
        term = from_python(pos)
        if not self._plain():
            tree = EngineTree(self.engine)
            if not tree.knows(term):
                raise UnknownPositionError(pos)
            return iterative_deepening(tree, term, max_depth=max_depth,
                                       node_budget=node_budget, time_budget=time_budget,
                                       algorithm=algorithm, memo=memo, ordering=False)
        if not self._games.knows(term):
            raise UnknownPositionError(pos)
        found = self._games.deepen(term, self._chance_ids(), max_depth=max_depth,
                                   node_budget=node_budget, time_budget=time_budget,
                                   algorithm=algorithm, memo=memo,
                                   ordering=self._games.well_sided())
        return dataclasses.replace(found, result=_python_result(found.result),
                                   iterations=tuple(map(_python_result, found.iterations)))

    # -- goals and pyDatalog ---------------------------------------------------------------

    def query(self, goal: str, *, first: bool = False) -> list[dict[str, Any]]:
        """Every answer to a goal (``first``: only the first), one dict per answer with
        the values of its variables as Python values (lists as lists); a variable left
        unbound (or bound to a term holding one) is left out::

            >>> kb.query("minimax(a, B, V, P)")
            [{'B': 'b', 'V': 4, 'P': ['b', 'd', 'i']}]

        Raises:
            PrologSyntaxError: the goal does not read.
            PrologError: an uncaught Prolog exception (a search that could not go on:
                ``error(search_error(Message), _)``, see :mod:`.ports`).
        """
        found: list[dict[str, Any]] = []
        for answer in goals.run(self, goal, io.StringIO()):
            found.append(goals.python_values(answer))
            if first:
                break
        return found

    @contextmanager
    def datalog(self) -> Iterator[KnowledgeBase]:
        """Make this knowledge base the one pyDatalog queries see, in this thread.

        Example::

            from pyDatalog import pyDatalog
            pyDatalog.create_terms("X, V, static_eval")
            with kb.datalog():
                print(static_eval(X, V) & (V > 990))

        pyDatalog's own float rounding is switched off (``Float_Precision = None``) so
        values come back exact; its equality still merges ``1`` and ``1.0``.
        """
        with datalog.active(self.engine, self.predicates()):
            yield self


def _python_result(result: SearchResult) -> SearchResult:
    best = None if result.best is None else to_python(result.best, tuple)
    return dataclasses.replace(result, best=best,
                               path=tuple(to_python(p, tuple) for p in result.path))


def load(*files: str | Path) -> KnowledgeBase:
    """A knowledge base holding the program of ``files`` (loaded all or nothing).

    >>> kb = load("facts/bratko.pl")
    """
    kb = KnowledgeBase()
    kb.load_files(files)
    return kb


def loads(text: str, name: str = "<string>", *, files: bool = True) -> KnowledgeBase:
    """A knowledge base holding the program written in ``text`` (errors name ``name``;
    ``files=False``: its program may not read files)."""
    kb = KnowledgeBase(files=files)
    kb.load_string(text, name)
    return kb
