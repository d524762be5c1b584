"""The knowledge base: facts loaded from files or text, searchable and queryable.

This is the only module that knows pyDatalog. Facts are kept in plain Python indexes
(a dict per known predicate, a list per other predicate): loading and searching a million
positions must not cost a pyDatalog call per fact or per node. pyDatalog sees the facts
through resolvers (``@pyDatalog.predicate()`` functions) that answer from those indexes,
for the knowledge base made active with ``with kb.datalog():``; so each knowledge base
keeps its own facts although pyDatalog's engine is process-wide.
"""

from __future__ import annotations

import math
import threading
from collections import ChainMap
from collections.abc import Callable, Hashable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from ..errors import (
    CycleError,
    FactConflictError,
    FactSyntaxError,
    LoadError,
    MissingSideError,
    MissingValueError,
    QueryError,
    SourceError,
    TreeError,
    UnknownPositionError,
)
from ..prolog.reader import Clause, parse_text
from ..prolog.stream import ClauseReader, bulk_facts, split_lines
from ..prolog.terms import Compound, Number, Position, Term, format_term, to_python
from ..render.drawing import DEFAULT_MAX_NODES, Algorithm
from ..render.trace import TraceSink, tracer
from ..search.bratko import alphabeta, minimax, paused_gc
from ..search.deepening import DeepeningResult, iterative_deepening
from ..search.expecti import expectiminimax
from ..search.tree import DictTree, Mover, SearchObserver, SearchResult
from .analysis import TreeSummary, heights
from .chance import chance_problems
from .goals import parse_goal, solve, unify
from .loading import (
    ERROR_CAP,
    KNOWN_PREDICATES,
    SIDE_OF,
    USAGE,
    Source,
    Staging,
    first_clause,
    is_position,
    source_order,
)

if TYPE_CHECKING:
    from ..render.dot import Picture


class KnowledgeBase:
    """Game-tree facts (``moves/2``, ``max_to_move/1``, ``min_to_move/1``,
    ``static_eval/2``) and any other facts, loaded from files or text.

    Every load is atomic: if any fact is wrong, :class:`LoadError` lists the errors (with
    ``file:line:col``) and the knowledge base is left as it was.
    """

    def __init__(self) -> None:
        self._moves: dict[Position, tuple[Position, ...]] = {}
        self._sides: dict[Position, Mover] = {}
        self._values: dict[Position, Number] = {}
        self._probabilities: dict[Position, dict[Position, Number]] = {}
        self._chances: dict[Position, tuple[tuple[Position, Number], ...]] = {}
        self._facts: dict[tuple[str, int], list[tuple[Term, ...]]] = {}
        self._sources: list[Source] = []
        self.tree = DictTree(self._moves, self._sides, self._values, self._chances)

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

    def _load(self, sources: Sequence[Source],
              progress: Callable[[int], None] | None = None) -> None:
        with paused_gc():
            self._load_all(sources, True, progress)

    def _load_all(self, sources: Sequence[Source], bulk: bool,
                  progress: Callable[[int], None] | None) -> None:
        staging = Staging(self)
        bulk = bulk and self.is_empty()
        for source in sources:
            reader = ClauseReader(source.name)
            facts = 0
            for chunk in source.chunks():
                if progress is not None:
                    progress(len(chunk))
                found = bulk_facts(chunk) if bulk and reader.idle else None
                if found is not None:
                    added = staging.add_bulk(found)
                    if added < 0:  # a repeated position: read again, clause by clause
                        return self._load_all(sources, False, None)
                    facts += added
                    reader.skip_lines(chunk.count("\n"))
                    continue
                for item in reader.feed(split_lines(chunk)):
                    facts += staging.take(item)
                    if len(staging.errors) >= ERROR_CAP:
                        raise LoadError(staging.errors, truncated=True)
            for item in reader.close():
                facts += staging.take(item)
            if facts == 0 and not any(e.source == source.name for e in staging.errors):
                staging.error(FactSyntaxError("the file holds no facts", source.name, 1, 1, "",
                                              "facts such as moves(a, [b, c])."))
        for clause, predicate, key in staging.conflicts:
            staging.error(self._conflict_error(clause, predicate, key, sources, staging))
        if staging.probability_facts or self._chances or "chance" in staging.sides.values():
            for problem in self._chance_problems(staging, sources):
                staging.error(problem)
        if staging.errors:
            staging.errors.sort(key=lambda e: (source_order(sources, e.source), e.line, e.column))
            raise LoadError(staging.errors[:ERROR_CAP], len(staging.errors) > ERROR_CAP)
        self._commit(staging, sources)

    def _chance_problems(self, staging: Staging,
                         sources: Sequence[Source]) -> list[SourceError]:
        probabilities = {chance: {**self._probabilities.get(chance, {}), **given}
                         for chance, given in staging.probabilities.items()}
        all_sources = [*self._sources, *sources]
        return chance_problems(
            ChainMap[Position, tuple[Position, ...]](staging.moves, self._moves),
            ChainMap[Position, Mover](staging.sides, self._sides),
            ChainMap[Position, dict[Position, Number]](probabilities, self._probabilities),
            staging.probability_facts,
            lambda name, key: first_clause(all_sources, (name,), key), staging.refused)

    def _commit(self, staging: Staging, sources: Sequence[Source]) -> None:
        if self.is_empty():  # adopt the new indexes rather than copying a million entries
            self._moves, self._sides, self._values = staging.moves, staging.sides, \
                staging.values
            self.tree = DictTree(self._moves, self._sides, self._values, self._chances)
        else:
            self._moves.update(staging.moves)
            self._sides.update(staging.sides)
            self._values.update(staging.values)
        for chance, given in staging.probabilities.items():
            self._probabilities.setdefault(chance, {}).update(given)
        if "chance" in staging.sides.values():  # a load is complete: new chance facts
            for pos, side in staging.sides.items():  # come with their outcomes' odds
                if side == "chance":
                    self._chances[pos] = tuple(
                        (outcome, self._probabilities[pos][outcome])
                        for outcome in self._moves[pos])
        for key, rows in staging.facts.items():
            self._facts.setdefault(key, []).extend(rows)
        self._sources.extend(sources)

    def _conflict_error(self, clause: Clause, predicate: str, key: Term,
                        sources: Sequence[Source], staging: Staging) -> SourceError:
        keys: tuple[Term, ...] = key if isinstance(key, tuple) else (key,)
        known = self._known_fact(predicate, keys, staging)
        first = first_clause([*self._sources, *sources], (known.name,), known.args)
        where = f"at {first.source}:{first.line}:{first.column}" if first else "asserted"
        if predicate == "side":
            both = sorted({known.name, clause.name}, key=list(SIDE_OF).index)
            message = f"{format_term(keys[0])} is both {' and '.join(both)} " \
                      f"(a {format_term(known)} {where})"
            expected = "one side per position"
        else:
            subject = format_term(key) if len(keys) == 1 else \
                f"{format_term(keys[0])}'s outcome {format_term(keys[1])}"
            message = f"conflicting {clause.indicator} for {subject}: " \
                      f"{format_term(Compound(clause.name, clause.args))} here, " \
                      f"{format_term(known)} {where}"
            per = "outcome" if predicate == "probability" else "position"
            expected = f"one {predicate} fact per {per} (identical repeats are fine)"
        return clause.error(FactConflictError, message, expected=expected)

    def _known_fact(self, predicate: str, keys: tuple[Term, ...],
                    staging: Staging) -> Compound:
        """The fact held (here or earlier in the load) that a conflicting one contradicts:
        its place is looked up to name it, and an asserted fact has none."""
        pos: Any = keys[0]
        if predicate == "side":
            side = self._sides.get(pos) or staging.sides[pos]
            return Compound(f"{side}_to_move", (pos,))
        if predicate == "probability":
            given = self._probabilities.get(pos, {})
            outcome: Any = keys[1]
            p = given[outcome] if outcome in given else staging.probabilities[pos][outcome]
            return Compound("probability", (pos, outcome, p))
        index: dict[Any, Any] = self._moves if predicate == "moves" else self._values
        staged: dict[Any, Any] = staging.moves if predicate == "moves" else staging.values
        return Compound(predicate, (pos, index[pos] if pos in index else staged[pos]))

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
        text = fact if fact.rstrip().endswith(".") else fact.rstrip() + "."
        items = parse_text(text, source)
        if len(items) != 1:
            where = items[1] if len(items) > 1 else None
            line, column = (where.line, where.column) if where else (1, 1)
            raise LoadError([FactSyntaxError(
                "assertz takes one fact" if where else "assertz needs a fact", source, line,
                column, text.split("\n")[line - 1], "one fact such as moves(x, [y, z])")])
        staging = Staging(self)
        staging.take(items[0])
        for clause, predicate, key in staging.conflicts:
            staging.error(self._conflict_error(clause, predicate, key, (), staging))
        if staging.errors:
            raise LoadError(staging.errors)
        self._moves.update(staging.moves)
        self._sides.update(staging.sides)
        self._values.update(staging.values)
        for chance, given in staging.probabilities.items():
            self._probabilities.setdefault(chance, {}).update(given)
        for key, rows in staging.facts.items():
            self._facts.setdefault(key, []).extend(rows)
        if isinstance(items[0], Clause) and items[0].args:
            self._refresh_chance(items[0].args[0])

    def retract(self, fact: str | Compound) -> tuple[Term, ...] | None:
        """Remove the first fact that unifies with ``fact`` (variables allowed, as in
        ``"static_eval(h, _)"``); returns its arguments, or None when none matches.

        Raises:
            QueryError: ``fact`` is not a term, or a game-tree predicate with a wrong arity.
        """
        pattern = self._pattern(fact)
        for row in self._matching(pattern):
            self._remove(pattern.name, row)
            return row
        return None

    def retractall(self, fact: str | Compound) -> int:
        """Remove every fact that unifies with ``fact``; returns how many were removed."""
        pattern = self._pattern(fact)
        rows = list(self._matching(pattern))
        for row in rows:
            self._remove(pattern.name, row)
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

    def _remove(self, name: str, row: tuple[Term, ...]) -> None:
        """Delete one fact in place, so that ``tree`` (views of the indexes) stays right."""
        pos: Any = row[0] if row else None  # a fact of arity 0 has no position
        if name == "probability":
            given: dict[Any, Number] = self._probabilities[pos]
            del given[row[1]]
            if not given:
                del self._probabilities[pos]
        elif name in KNOWN_PREDICATES:
            index: dict[Any, Any] = self._moves if name == "moves" else \
                self._values if name == "static_eval" else self._sides
            del index[pos]
        else:
            rows = self._facts[name, len(row)]
            del rows[next(i for i, r in enumerate(rows) if r is row)]
            return
        self._refresh_chance(pos)

    def _refresh_chance(self, pos: Any) -> None:
        """A chance position's outcomes with their odds, after its facts changed (kept
        only while it has moves and the odds of each)."""
        given = self._probabilities.get(pos, {})
        successors = self._moves.get(pos)
        if self._sides.get(pos) == "chance" and successors and \
                all(s in given for s in successors):
            self._chances[pos] = tuple((s, given[s]) for s in successors)
        else:
            self._chances.pop(pos, None)

    # -- reading ---------------------------------------------------------------------------

    def is_empty(self) -> bool:
        return not (self._moves or self._sides or self._values or self._facts)

    def predicates(self) -> list[tuple[str, int]]:
        """Every predicate with facts, the four known ones first."""
        known = [(n, a) for n, a in KNOWN_PREDICATES.items() if self._count(n)]
        return known + list(self._facts)

    def _count(self, name: str) -> int:
        if name == "moves":
            return len(self._moves)
        if name == "static_eval":
            return len(self._values)
        if name in SIDE_OF:
            return sum(1 for s in self._sides.values() if s == SIDE_OF[name])
        if name == "probability":
            return sum(len(given) for given in self._probabilities.values())
        return 0

    def facts(self, name: str, arity: int | None = None) -> list[tuple[Term, ...]]:
        """The argument tuples of a predicate's facts, in load order."""
        if name in KNOWN_PREDICATES and arity in (None, KNOWN_PREDICATES[name]):
            if name == "moves":
                return list(self._moves.items())
            if name == "static_eval":
                return list(self._values.items())
            if name == "probability":
                return list(self._probability_rows(_ANY))
            side = SIDE_OF[name]
            return [(p,) for p, s in self._sides.items() if s == side]
        if arity is None:
            return [row for (n, _), rows in self._facts.items() if n == name for row in rows]
        return list(self._facts.get((name, arity), []))

    def has_predicate(self, name: str, arity: int) -> bool:
        return KNOWN_PREDICATES.get(name) == arity or (name, arity) in self._facts

    def knows(self, pos: Hashable) -> bool:
        """Whether any game-tree fact mentions ``pos``."""
        if pos in self._moves or pos in self._values or pos in self._sides:
            return True
        return any(pos in successors for successors in self._moves.values())

    def _check_root(self, pos: Hashable) -> None:
        if not self.knows(pos):
            raise UnknownPositionError(pos)

    # -- searching -------------------------------------------------------------------------

    def minimax(self, pos: Hashable, observer: SearchObserver | None = None, *,
                depth: int | None = None, memo: bool = False,
                trace: TraceSink | None = None) -> SearchResult:
        """:func:`logic_minimax.minimax` over this knowledge base's tree.

        ``trace``: a function called with each :class:`~logic_minimax.trace.TraceEvent`, or
        a stream that gets the trace's lines (``sys.stdout``), as SWI-Prolog's tracer shows
        the course's program (see :mod:`logic_minimax.trace`); not with ``depth`` or
        ``memo``, which that program does not have.
        """
        self._check_root(pos)
        observer = self._observer(observer, trace, "minimax", depth, memo)
        return minimax(self.tree, pos, observer, depth=depth, memo=memo)

    def alphabeta(self, pos: Hashable, alpha: Number = -math.inf, beta: Number = math.inf,
                  observer: SearchObserver | None = None, *, depth: int | None = None,
                  memo: bool = False, trace: TraceSink | None = None) -> SearchResult:
        """:func:`logic_minimax.alphabeta` over this knowledge base's tree (``trace`` as for
        :meth:`minimax`, showing Bratko's ``alphabeta/5`` program)."""
        self._check_root(pos)
        observer = self._observer(observer, trace, "alphabeta", depth, memo)
        return alphabeta(self.tree, pos, alpha, beta, observer, depth=depth, memo=memo)

    def _observer(self, observer: SearchObserver | None, trace: TraceSink | None,
                  algorithm: str, depth: int | None, memo: bool) -> SearchObserver | None:
        if trace is None:
            return observer
        if observer is not None:
            raise ValueError("give an observer or a trace, not both")
        if depth is not None or memo:
            raise ValueError("a trace shows Bratko's program: no depth limit, no memo")
        return tracer(self.tree, trace, algorithm)

    def query(self, goal: str) -> list[dict[str, Any]]:
        """Every answer to a goal, as ``logic-minimax query`` finds them, one dict per
        answer with Python values (lists as lists)::

            >>> kb.query("minimax(a, B, V, P)")
            [{'B': 'b', 'V': 4, 'P': ['b', 'd', 'i']}]

        Raises:
            FactSyntaxError: the goal does not parse.
            QueryError: an unknown predicate, or an argument of the wrong kind.
            TreeError: the search failed (a missing value or side, a cycle).
        """
        return [{name: to_python(value) for name, value in answer.items()}
                for answer in solve(self, parse_goal(goal))]

    def __repr__(self) -> str:
        counts = ", ".join(f"{n}/{a}: {len(self.facts(n, a))}" for n, a in self.predicates())
        names = ", ".join(s.name for s in self._sources)
        return f"<KnowledgeBase {counts or 'empty'}{'; from ' + names if names else ''}>"

    def expectiminimax(self, pos: Hashable, depth: int | None = None, *, memo: bool = False,
                       observer: SearchObserver | None = None) -> SearchResult:
        """:func:`logic_minimax.expectiminimax` over this knowledge base's tree."""
        self._check_root(pos)
        return expectiminimax(self.tree, pos, depth, memo=memo, observer=observer)

    def iterative_deepening(self, pos: Hashable, *, max_depth: int,
                            node_budget: int | None = None, time_budget: float | None = None,
                            algorithm: Literal["minimax", "alphabeta"] = "alphabeta",
                            memo: bool = False) -> DeepeningResult:
        """:func:`logic_minimax.iterative_deepening` over this knowledge base's tree.

        Moves are searched best-first only if every position's successors (all but the
        last) share one side, the condition under which that provably keeps Bratko's
        answers; otherwise every iteration searches in the original order.
        """
        self._check_root(pos)
        return iterative_deepening(self.tree, pos, max_depth=max_depth,
                                   node_budget=node_budget, time_budget=time_budget,
                                   algorithm=algorithm, memo=memo,
                                   ordering=self._well_sided())

    def _well_sided(self) -> bool:
        sides = self._sides
        for successors in self._moves.values():
            first = sides.get(successors[0])
            if any(sides.get(s) != first for s in successors[1:-1]):
                return False
        return True

    def show(self, pos: Hashable, algorithm: Algorithm = "minimax", alpha: Number = -math.inf,
             beta: Number = math.inf, max_nodes: int = DEFAULT_MAX_NODES, *,
             depth: int | None = None) -> Picture:
        """Search from ``pos`` (to ``depth`` moves, if given) and draw it: a picture Jupyter
        shows inline (SVG), that saves as SVG, PNG, DOT, HTML or text
        (:func:`logic_minimax.pictures.show`)."""
        from ..render.pictures import show  # Graphviz and rich load only when something is drawn

        return show(self, pos, algorithm, alpha, beta, max_nodes, depth=depth)

    def summary(self) -> TreeSummary:
        """Counts, roots and depth of the game tree (one pass, no recursion)."""
        children: set[Position] = set()
        for successors in self._moves.values():
            children.update(successors)
        positions = children | self._moves.keys() | self._values.keys() | self._sides.keys()
        leaves = positions - self._moves.keys()
        roots = tuple(p for p in self._moves if p not in children)
        height, cycle = heights(self._moves)
        return TreeSummary(
            positions=len(positions),
            interior=len(self._moves),
            leaves=len(leaves),
            valued_leaves=sum(1 for p in leaves if p in self._values),
            roots=roots,
            depth=None if cycle else max(height.values(), default=0),
            other_predicates=tuple(f"{n}/{a}" for n, a in self._facts),
        )

    def problems(self, limit: int = ERROR_CAP) -> list[TreeError]:
        """What would stop a search: a cycle, leaves without ``static_eval``, and positions
        whose side ``betterof`` needs (every successor but the last) but that have none.
        """
        found: list[TreeError] = []
        cycle = heights(self._moves)[1]
        if cycle:
            found.append(CycleError(cycle))
        for pos, successors in self._moves.items():
            for index, successor in enumerate(successors):
                if len(found) >= limit:
                    return found
                if successor not in self._moves and successor not in self._values:
                    found.append(MissingValueError(successor, (pos, successor)))
                elif index < len(successors) - 1 and successor not in self._sides and \
                        self._sides.get(pos) != "chance":  # expectiminimax asks no side
                    found.append(MissingSideError(successor, (pos, successor)))
        return found

    # -- pyDatalog ------------------------------------------------------------------------

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
        _register_resolvers(self.predicates() + list(KNOWN_PREDICATES.items()))
        stack = _active_stack()
        stack.append(self)
        try:
            yield self
        finally:
            stack.pop()

    def _rows(self, name: str, arity: int, first: Any) -> Iterable[tuple[Term, ...]]:
        """Facts whose first argument may equal ``first`` (``_ANY`` for all)."""
        index: dict[Position, Any] | None = (
            self._moves if name == "moves" else self._values if name == "static_eval" else None)
        if index is not None:
            if first is _ANY:
                return index.items()
            found = index.get(first) if is_position(first) else None
            return [] if found is None else [(first, found)]
        if name in SIDE_OF:
            side = SIDE_OF[name]
            if first is _ANY:
                return ((p,) for p, s in self._sides.items() if s == side)
            return [(first,)] if self._sides.get(first) == side else []
        if name == "probability":
            return self._probability_rows(first)
        return self._facts.get((name, arity), [])

    def _probability_rows(self, first: Any) -> Iterator[tuple[Term, ...]]:
        chances = self._probabilities if first is _ANY else \
            {first: self._probabilities.get(first, {})} if is_position(first) else {}
        for chance, given in chances.items():
            for outcome, p in given.items():
                yield chance, outcome, p


def load(*files: str | Path) -> KnowledgeBase:
    """A knowledge base holding the facts of ``files`` (loaded all or nothing).

    >>> kb = load("facts/bratko.pl")
    """
    kb = KnowledgeBase()
    kb.load_files(files)
    return kb


def loads(text: str, name: str = "<string>") -> KnowledgeBase:
    """A knowledge base holding the facts written in ``text`` (errors name ``name``)."""
    kb = KnowledgeBase()
    kb.load_string(text, name)
    return kb


# -- the pyDatalog side -------------------------------------------------------------------

_ANY = object()
_local = threading.local()
_registered: set[str] = set()


def _active_stack() -> list[KnowledgeBase]:
    stack: list[KnowledgeBase] | None = getattr(_local, "stack", None)
    if stack is None:
        stack = _local.stack = []
    return stack


def _register_resolvers(predicates: Iterable[tuple[str, int]]) -> None:
    from pyDatalog import pyEngine  # only here: the CLI's searches never import pyDatalog

    pyEngine.Float_Precision = None
    for name, arity in predicates:
        key = f"{name}/{arity}"
        if key not in _registered:
            pyEngine.Python_resolvers[key] = _make_resolver(name, arity)
            _registered.add(key)


def _make_resolver(name: str, arity: int) -> Callable[..., Iterator[tuple[Term, ...]]]:
    def resolver(*terms: Any) -> Iterator[tuple[Term, ...]]:
        stack = _active_stack()
        if not stack:
            return
        consts = [(i, t.id) for i, t in enumerate(terms) if t.is_const()]
        first = next((value for i, value in consts if i == 0), _ANY)
        for row in stack[-1]._rows(name, arity, first):
            if len(row) == arity and all(row[i] == value for i, value in consts):
                yield row
    resolver.__name__ = name
    return resolver
