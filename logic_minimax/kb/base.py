"""The knowledge base: facts loaded from files or text, searchable and queryable.

A thin facade: the facts live in a :class:`~logic_minimax.kb.store.FactStore`, loads are
checked by :mod:`~logic_minimax.kb.loading`, goals run by :mod:`~logic_minimax.kb.goals`,
searches come from the registry (:mod:`logic_minimax.search.registry`) and pyDatalog sees
the facts through :mod:`~logic_minimax.kb.datalog`.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any, Unpack

from ..errors import QueryError, SourceError, TreeError, UnknownPositionError
from ..prolog.terms import Compound, Term, to_python
from ..prolog.unify import unify
from ..search import registry
from ..search.bratko import paused_gc
from ..search.deepening import DeepeningResult, iterative_deepening
from ..search.registry import AlgorithmName, SearchOptions
from ..search.tree import ChanceTree, SearchResult
from . import datalog, loading
from .analysis import TreeSummary
from .goals import parse_goal, solve
from .loading import ERROR_CAP, USAGE, Source
from .store import KNOWN_PREDICATES, FactStore

if TYPE_CHECKING:
    from .program import Program
    from .ruletree import RuleTree

class KnowledgeBase:
    """Game-tree facts (``moves/2``, ``max_to_move/1``, ``min_to_move/1``,
    ``static_eval/2``, the chance facts) and any other facts, loaded from files or text.

    Every load is atomic: if any fact is wrong, :class:`LoadError` lists the errors (with
    ``file:line:col``) and the knowledge base is left as it was.
    """

    def __init__(self, *, files: bool = True) -> None:
        """``files=False``: the program may not read files (``consult/1`` in a goal or a
        directive is a permission error), for text that comes from a network client."""
        self._store = FactStore()
        self._sources: list[Source] = []
        self._program: Program | None = None
        self._files = files

    @property
    def tree(self) -> ChanceTree:
        """The game tree by position names (a view of the facts, no copy); when a program
        defines game predicates with rules, a tree that asks it what the store lacks. The
        knowledge base's own searches over facts alone run over position ids instead
        (see :meth:`search`)."""
        rules = self._rule_tree()
        if rules is not None:
            return rules
        return self._store.tree

    def _rule_tree(self) -> RuleTree | None:
        """The tree that asks the program, when it defines game predicates with rules."""
        if self._program is None:
            return None
        from .ruletree import RuleTree, rule_defined

        rules = rule_defined(self._program)
        return RuleTree(self._store.tree, self._program, rules) if rules else None

    @property
    def loaded_program(self) -> Program | None:
        """The engine if it has been made (by a program file, or by asking for it)."""
        return self._program

    @property
    def program(self) -> Program:
        """The Prolog engine of this knowledge base (made when first asked for: a search
        over facts alone never pays for it), with the store's predicates and the searches
        as foreign predicates."""
        if self._program is None:
            from .program import Program  # the engine loads only when asked for

            self._program = Program(self._store, self.search)
            self._program.engine.files_allowed = self._files
        return self._program

    # -- loading ---------------------------------------------------------------------------

    def load_file(self, path: str | Path) -> None:
        """Load one fact file (see :meth:`load_files`)."""
        self.load_files([path])

    def load_files(self, paths: Iterable[str | Path],
                   progress: Callable[[int], None] | None = None) -> None:
        """Load fact files, all or nothing; ``progress`` is told how many characters each
        piece read holds (for a progress bar).

        Raises:
            LoadError: syntax, type or conflict errors, all of them up to ``ERROR_CAP``.
            FactFileError: a file cannot be read.
        """
        self._load([Source(str(p), Path(p), None) for p in paths], progress)

    def load_string(self, text: str, name: str = "<string>") -> None:
        """Load facts from text, all or nothing (errors name ``name`` as the file)."""
        self._load([Source(name, None, text)])

    def _load(self, sources: list[Source],
              progress: Callable[[int], None] | None = None) -> None:
        again = {s.name for s in sources} & {s.name for s in self._sources}
        if again:
            self._reload(sources, again, progress)
            return
        with paused_gc():
            programs = loading.load(self._store, sources, self._sources, progress)
        self._sources.extend(sources)
        if programs or self._program is not None:
            program = self.program
            for loaded in programs:
                program.consult(loaded.text, loaded.source.name,
                                loaded.program.engine_keys, loaded.taken)
            program.refresh()

    def _reload(self, sources: list[Source], again: set[str],
                progress: Callable[[int], None] | None) -> None:
        """Consulting a source again replaces what it gave, as SWI's consult does: the
        knowledge base is built anew from the other sources and the new ones, all or
        nothing (facts asserted since, and the program's own asserts, are not kept)."""
        kept = [s for s in self._sources if s.name not in again]
        fresh = KnowledgeBase()
        fresh._load([*kept, *sources], progress)
        self._store, self._sources, self._program = fresh._store, fresh._sources, \
            fresh._program
        if self._program is not None:
            self._program.search = self.search  # this knowledge base's (timed, traced) search

    # -- asserting and retracting ----------------------------------------------------------

    def assertz(self, fact: str, source: str = "<assertz>") -> None:
        """Add one fact given as text (``"moves(x, [y, z])"``, the final ``.`` optional),
        checked as each fact of a load is: the same errors, conflicts included, and nothing
        changes on an error. Its errors name ``source``. (What only a set of facts can
        satisfy, such as a chance position's probabilities summing to 1, is left to the
        search, as after a retract.)

        Raises:
            LoadError: the text is not exactly one valid fact, or it conflicts.
        """
        self._store.commit(loading.stage_fact(self._store, fact, source, self._sources))

    def retract(self, fact: str | Compound) -> tuple[Term, ...] | None:
        """Remove the first fact that unifies with ``fact`` (variables allowed, as in
        ``"static_eval(h, _)"``); returns its arguments, or None when none matches.

        Raises:
            QueryError: ``fact`` is not a term, or a game-tree predicate with a wrong arity.
        """
        pattern = self._pattern(fact)
        for row in self._matching(pattern):
            self._store.remove(pattern.name, row)
            return row
        return None

    def retractall(self, fact: str | Compound) -> int:
        """Remove every fact that unifies with ``fact``; returns how many were removed."""
        pattern = self._pattern(fact)
        rows = list(self._matching(pattern))
        for row in rows:
            self._store.remove(pattern.name, row)
        return len(rows)

    def _pattern(self, fact: str | Compound) -> Compound:
        pattern = parse_goal(fact) if isinstance(fact, str) else fact
        arity = KNOWN_PREDICATES.get(pattern.name)
        if arity is not None and arity != len(pattern.args):
            raise QueryError(f"{pattern.indicator} is not {pattern.name}/{arity}: "
                             f"{USAGE[pattern.name]}")
        return pattern

    def _matching(self, pattern: Compound) -> Iterator[tuple[Term, ...]]:
        for row in self.facts(pattern.name, len(pattern.args)):
            if unify(pattern.args, row, {}):
                yield row

    # -- reading ---------------------------------------------------------------------------

    def is_empty(self) -> bool:
        return self._store.is_empty()

    def predicates(self) -> list[tuple[str, int]]:
        """Every predicate with facts, the game-tree ones first."""
        return self._store.predicates()

    def facts(self, name: str, arity: int | None = None) -> list[tuple[Term, ...]]:
        """The argument tuples of a predicate's facts, in load order."""
        return self._store.facts(name, arity)

    def has_predicate(self, name: str, arity: int) -> bool:
        return self._store.has_predicate(name, arity)

    def knows(self, pos: Hashable) -> bool:
        """Whether any game-tree fact (or rule) mentions ``pos``."""
        rules = self._rule_tree()
        if rules is not None and rules.knows(pos):
            return True
        return self._store.knows(pos)

    def summary(self) -> TreeSummary:
        """Counts, roots and depth of the game tree (one pass, no recursion)."""
        return self._store.summary()

    def problems(self, limit: int = ERROR_CAP) -> list[TreeError]:
        """What would stop a search: a cycle, leaves without ``static_eval``, and positions
        whose side ``betterof`` needs (every successor but the last) but that have none."""
        return self._store.problems(limit)

    def __repr__(self) -> str:
        counts = ", ".join(f"{n}/{a}: {self._store.count(n, a)}" for n, a in self.predicates())
        names = ", ".join(s.name for s in self._sources)
        return f"<KnowledgeBase {counts or 'empty'}{'; from ' + names if names else ''}>"

    # -- searching -------------------------------------------------------------------------

    def search(self, pos: Hashable, algorithm: AlgorithmName | str = "minimax",
               **options: Unpack[SearchOptions]) -> SearchResult:
        """Search this knowledge base's tree from ``pos`` with the search called
        ``algorithm`` (:data:`~logic_minimax.search.ALGORITHMS`), as
        :func:`logic_minimax.search.run` does.

        Raises:
            UnknownPositionError: no fact mentions ``pos``.
            SearchArgumentError: an unknown search, or an option it does not take.
            TreeError: the search failed (a missing value or side, a cycle).
        """
        if not self.knows(pos):
            raise UnknownPositionError(pos)
        rules = self._rule_tree()
        if rules is not None:
            return registry.run(rules, pos, algorithm, **options)
        return self._store.search(pos, algorithm, dict(options))

    def minimax(self, pos: Hashable, **options: Unpack[SearchOptions]) -> SearchResult:
        """:func:`logic_minimax.search.minimax` over this tree (see :meth:`search`)."""
        return self.search(pos, "minimax", **options)

    def alphabeta(self, pos: Hashable, **options: Unpack[SearchOptions]) -> SearchResult:
        """:func:`logic_minimax.search.alphabeta` over this tree (see :meth:`search`)."""
        return self.search(pos, "alphabeta", **options)

    def expectiminimax(self, pos: Hashable, **options: Unpack[SearchOptions]) -> SearchResult:
        """:func:`logic_minimax.search.expectiminimax` over this tree (see :meth:`search`)."""
        return self.search(pos, "expectiminimax", **options)

    def iterative_deepening(self, pos: Hashable, *, max_depth: int,
                            node_budget: int | None = None, time_budget: float | None = None,
                            algorithm: AlgorithmName = "alphabeta",
                            memo: bool = False) -> DeepeningResult:
        """:func:`logic_minimax.search.iterative_deepening` over this tree.

        Moves are searched best-first only if every position's successors (all but the
        last) share one side, the condition under which that provably keeps Bratko's
        answers; otherwise every iteration searches in the original order.
        """
        if not self.knows(pos):
            raise UnknownPositionError(pos)
        rules = self._rule_tree()
        if rules is not None:
            return iterative_deepening(rules, pos, max_depth=max_depth,
                                       node_budget=node_budget, time_budget=time_budget,
                                       algorithm=algorithm, memo=memo, ordering=False)
        return self._store.deepen(pos, max_depth=max_depth, node_budget=node_budget,
                                  time_budget=time_budget, algorithm=algorithm, memo=memo,
                                  ordering=self._store.well_sided())

    # -- goals and pyDatalog ---------------------------------------------------------------

    def query(self, goal: str) -> list[dict[str, Any]]:
        """Every answer to a goal, one dict per answer with Python values (lists as lists);
        a goal the fact store cannot answer alone (a conjunction, arithmetic, a predicate
        with rules) runs in the engine, whose answers leave out unbound variables::

            >>> kb.query("minimax(a, B, V, P)")
            [{'B': 'b', 'V': 4, 'P': ['b', 'd', 'i']}]

        Raises:
            FactSyntaxError: the goal does not parse.
            QueryError: an unknown predicate, or an argument of the wrong kind.
            TreeError: the search failed (a missing value or side, a cycle).
        """
        try:
            parsed: Compound | None = parse_goal(goal)
        except (SourceError, QueryError):  # a conjunction, an operator: the engine's
            parsed = None
        program = self._program
        if parsed is not None and (program is None or (
                not program.owns(parsed.name, len(parsed.args)) and
                self.has_predicate(parsed.name, len(parsed.args)))):
            return [{name: to_python(value) for name, value in answer.items()}
                    for answer in solve(self, parsed)]
        return self.program.answers(goal)

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
        with datalog.active(self._store, self._program):
            yield self


def load(*files: str | Path) -> KnowledgeBase:
    """A knowledge base holding the facts of ``files`` (loaded all or nothing).

    >>> kb = load("facts/bratko.pl")
    """
    kb = KnowledgeBase()
    kb.load_files(files)
    return kb


def loads(text: str, name: str = "<string>", *, files: bool = True) -> KnowledgeBase:
    """A knowledge base holding the facts written in ``text`` (errors name ``name``;
    ``files=False``: its program may not read files)."""
    kb = KnowledgeBase(files=files)
    kb.load_string(text, name)
    return kb
