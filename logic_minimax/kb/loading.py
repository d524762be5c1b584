"""Reading fact files into indexes: the load behind :class:`~logic_minimax.kb.KnowledgeBase`.

A load streams each file in pieces of a few megabytes. Pieces made only of one-fact
lines of the common shapes go in whole through :func:`~logic_minimax.facts.bulk_facts`;
the rest clause by clause through :class:`~logic_minimax.facts.ClauseReader`. Everything
read is checked into a :class:`Staging` first, so that a load with any error changes
nothing.
"""

from __future__ import annotations

import math
from collections import ChainMap
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeGuard, cast

from ..errors import (
    FactConflictError,
    FactFileError,
    FactSyntaxError,
    FactTypeError,
    LoadError,
    ProgramClauseError,
    SourceError,
)
from ..prolog.reader import Clause, parse_text
from ..prolog.stream import BulkFacts, ClauseReader, bulk_facts, read_clauses, split_lines
from ..prolog.terms import Compound, Number, PartialList, Position, Term, Var, format_term
from ..search.tree import Mover
from .chance import chance_problems, probability_problem
from .columns import Columns
from .store import KNOWN_PREDICATES, SIDE_OF, FactStore, is_position

if TYPE_CHECKING:
    from .program import ProgramText
ERROR_CAP = 20
"""A load stops collecting errors after this many."""

CHUNK_SIZE = 1 << 20
"""Characters read at a time: files stream, only a few megabytes are held at once."""


def _number(text: str) -> Number:
    """A number the bulk scan found: a float if it has a dot or an exponent."""
    return float(text) if "." in text or "e" in text or "E" in text else int(text)


@dataclass(frozen=True)
class Source:
    name: str
    path: Path | None
    text: str | None

    def chunks(self) -> Iterator[str]:
        """The text in pieces of about ``CHUNK_SIZE`` characters, each ending with a
        newline (a longer line makes a longer piece)."""
        size = CHUNK_SIZE
        if self.text is not None:
            yield from _split_chunks(iter([self.text]))
            return
        assert self.path is not None
        try:
            with self.path.open(encoding="utf-8", newline="") as handle:
                yield from _split_chunks(iter(lambda: handle.read(size), ""))
        except UnicodeDecodeError as error:
            raise FactFileError(f"{self.name}: not UTF-8 text ({error.reason} at byte "
                                f"{error.start} of a block)") from None
        except OSError as error:
            raise FactFileError(f"cannot read {self.name!r}: {error.strerror}") from None

    def lines(self) -> Iterator[str]:
        for chunk in self.chunks():
            yield from split_lines(chunk)


def _split_chunks(pieces: Iterator[str]) -> Iterator[str]:
    """Re-cut text pieces at their last newline (the last piece gets one if it lacks it)."""
    carry = ""
    for piece in pieces:
        text = carry + piece
        cut = text.rfind("\n") + 1
        if cut:
            yield text[:cut]
        carry = text[cut:]
    if carry:
        yield carry + "\n"


def is_number(term: object) -> TypeGuard[Number]:
    return isinstance(term, (int, float)) and not isinstance(term, bool)


def same(a: object, b: object) -> bool:
    """Prolog's ``==`` on numbers and lists: ``1`` and ``1.0`` differ."""
    return type(a) is type(b) and a == b


class Staging:
    """The facts of one load, checked against each other and the knowledge base."""

    def __init__(self, store: FactStore,
                 programs: Mapping[str, ProgramText] | None = None) -> None:
        self.store = store
        self.programs: Mapping[str, ProgramText] = programs or {}
        """The sources read as programs: their rules' predicates are left to the engine."""
        self.found_programs: set[str] = set()
        """Sources with a clause only the engine takes (a rule, a directive, ...)."""
        self.program_clauses: list[SourceError] = []
        self.taken: dict[str, set[tuple[int, int]]] = {}
        """Where (line, column) each fact of a program source the store took starts."""
        self.columns = Columns()
        """The new game-tree facts (see :mod:`.columns`)."""
        self.probabilities: dict[Position, dict[Position, Number]] = {}
        self.probability_facts: list[Clause] = []
        self.refused: set[tuple[Position, Position]] = set()  # probability facts in error
        self.facts: dict[tuple[str, int], list[tuple[Term, ...]]] = {}
        self.errors: list[SourceError] = []
        self.conflicts: list[tuple[Clause, str, Term]] = []  # clause, predicate, key

    def error(self, error: SourceError) -> None:
        if isinstance(error, ProgramClauseError):
            self.found_programs.add(error.source)
            self.program_clauses.append(error)
        elif not (error.source in self.programs and isinstance(error, FactSyntaxError)):
            self.errors.append(error)  # a program's syntax is judged by the engine's reader

    def add_bulk(self, found: BulkFacts) -> int:
        """Insert facts read by :func:`bulk_facts`: the number added, or -1 when a
        position repeats or a float overflows (the load is then read again clause by
        clause, to accept identical repeats and to report errors with their places).

        Only used while the knowledge base is empty. Whole columns go in at once
        (:meth:`Columns.bulk_values` and the like): a few C calls per chunk rather than
        Python code per fact.
        """
        columns = self.columns
        if found.ints:  # equal values share one int object (floats keep theirs: -0.0)
            valued, values = zip(*found.ints, strict=True)
            numbers = list(map(int, values))
            shared: dict[int, int] = {}
            if not columns.bulk_values(valued, map(shared.setdefault, numbers, numbers)):
                return -1
        for rows, convert in ((found.floats, float), (found.mixed, _number)):
            if rows:
                valued, values = zip(*rows, strict=True)
                parsed: list[Number] = list(map(convert, values))
                if math.inf in parsed or -math.inf in parsed:
                    return -1  # 1e400: the clause-by-clause reading reports the overflow
                if not columns.bulk_values(valued, parsed):
                    return -1
        sides: tuple[tuple[list[str], Mover], ...] = ((found.max_to_move, "max"),
                                                      (found.min_to_move, "min"))
        for positions, side in sides:
            if positions and not columns.bulk_sides(positions, side):
                return -1
        if found.moves:
            heads, lists = zip(*found.moves, strict=True)
            if not columns.bulk_moves(heads, lists):
                return -1
        return len(found.ints) + len(found.floats) + len(found.mixed) + \
            len(found.max_to_move) + len(found.min_to_move) + len(found.moves)

    def successors(self, pos: Position) -> tuple[Position, ...] | None:
        """``pos``'s moves, new or held."""
        found = self.columns.successors(pos)
        return found if found is not None else self.store.successors(pos)

    def side(self, pos: Position) -> Mover | None:
        return self.columns.side(pos) or self.store.side(pos)

    def value(self, pos: Position) -> Number | None:
        found = self.columns.value(pos)
        return found if found is not None else self.store.value(pos)

    def has_chance_side(self) -> bool:
        return self.columns.counts["chance"] > 0

    def take(self, item: Clause | SourceError) -> int:
        """Add a clause (1) or record an error (0)."""
        if isinstance(item, SourceError):
            self.error(item)
            return 0
        self.add(item)
        return 1

    def add(self, clause: Clause) -> None:
        name, args = clause.name, clause.args
        program = self.programs.get(clause.source)
        if program is not None:
            if (name, len(args)) in program.engine_keys:
                return
            self.taken.setdefault(clause.source, set()).add((clause.line, clause.column))
        arity = KNOWN_PREDICATES.get(name)
        if arity is None:
            for index, arg in enumerate(args):
                if holds_variable(arg):
                    self.error(clause.error(ProgramClauseError,
                                            "a fact cannot hold a variable", index))
                    return
            self.facts.setdefault((name, len(args)), []).append(args)
            return
        if len(args) != arity:
            self.error(clause.error(FactTypeError,
                                    f"{name}/{len(args)} is not {name}/{arity}",
                                    expected=USAGE[name]))
            return
        pos = args[0]
        if not is_position(pos):
            self.error(clause.error(FactTypeError,
                                    f"{format_term(pos)} is not a position for {name}/{arity}",
                                    0, "a position: an atom or an integer"))
            return
        if name == "moves":
            self._add_moves(clause, pos, args[1])
        elif name == "probability":
            self._add_probability(clause, pos)
        elif name == "static_eval":
            self._add_value(clause, pos, args[1])
        else:
            self._add_side(clause, pos, SIDE_OF[name])

    def _add_moves(self, clause: Clause, pos: Position, successors: Term) -> None:
        if not isinstance(successors, tuple):
            self.error(clause.error(FactTypeError,
                                    f"moves/2 needs a list of positions, not "
                                    f"{format_term(successors)}", 1, "a list such as [b, c]"))
            return
        if not successors:
            self.error(clause.error(FactTypeError,
                                    f"moves({format_term(pos)}, []) gives no move: a leaf has "
                                    "no moves/2 fact", 1,
                                    "a non-empty list, or no moves/2 fact for a leaf"))
            return
        if not all(is_position(item) for item in successors):
            for item in successors:
                if not is_position(item):
                    self.error(clause.error(FactTypeError,
                                            f"{format_term(item)} in the list is not a position",
                                            1, "positions: atoms or integers"))
                    return
        known = self.successors(pos)
        if known is None:
            self.columns.set_moves(pos, successors)  # type: ignore[arg-type]  # checked above
        elif known != successors:
            self.conflicts.append((clause, "moves", pos))

    def _add_value(self, clause: Clause, pos: Position, value: Term) -> None:
        if not is_number(value):
            self.error(clause.error(FactTypeError,
                                    f"static_eval/2 needs a number, not {format_term(value)}",
                                    1, "an integer or a float such as 3, -2 or 0.5"))
            return
        known = self.value(pos)
        if known is None:
            self.columns.set_value(pos, value)
        elif not same(known, value):
            self.conflicts.append((clause, "static_eval", pos))

    def _add_probability(self, clause: Clause, chance: Position) -> None:
        problem = probability_problem(clause)
        if problem is not None:
            self.error(problem)
            self.refused.add((chance, clause.args[1]))  # type: ignore[arg-type]
            return
        outcome, p = cast(Position, clause.args[1]), cast(Number, clause.args[2])
        known = self.probabilities.get(chance, {}).get(outcome)
        if known is None:
            known = self.store.probability(chance, outcome)
        if known is None:
            self.probabilities.setdefault(chance, {})[outcome] = p
            self.probability_facts.append(clause)
        elif not same(known, p):
            self.conflicts.append((clause, "probability", (chance, outcome)))

    def _add_side(self, clause: Clause, pos: Position, side: Mover) -> None:
        known = self.side(pos)
        if known is None:
            self.columns.set_side(pos, side)
        elif known != side:
            self.conflicts.append((clause, "side", pos))


USAGE = {
    "moves": "moves(Position, [Successor, ...])",
    "static_eval": "static_eval(Position, Number)",
    "max_to_move": "max_to_move(Position)",
    "min_to_move": "min_to_move(Position)",
    "chance_to_move": "chance_to_move(Position)",
    "probability": "probability(ChancePosition, Outcome, Probability)",
}


def holds_variable(term: Term) -> bool:
    if isinstance(term, (Var, PartialList)):
        return True
    if isinstance(term, tuple):
        return any(holds_variable(t) for t in term)
    if isinstance(term, Compound):
        return any(holds_variable(t) for t in term.args)
    return False


def first_clause(sources: Sequence[Source], names: Sequence[str],
                  keys: tuple[Term, ...]) -> Clause | None:
    """The first fact of ``names`` whose leading arguments are ``keys`` (read again:
    lines are not kept)."""
    for source in sources:
        for item in read_clauses(source.lines(), source.name):
            if isinstance(item, Clause) and item.name in names and \
                    len(item.args) >= len(keys) and \
                    all(same(a, k) for a, k in zip(item.args, keys, strict=False)):
                return item
    return None


def source_order(sources: Sequence[Source], name: str) -> int:
    return next((i for i, s in enumerate(sources) if s.name == name), len(sources))


# -- a load, all or nothing -----------------------------------------------------------------

@dataclass(frozen=True)
class LoadedProgram:
    """A source with rules or directives: what the engine consults after the load."""

    source: Source
    text: str
    program: ProgramText
    taken: frozenset[tuple[int, int]]
    """Where the facts that went to the store start (the engine skips them)."""


def load(store: FactStore, sources: Sequence[Source], held: Sequence[Source],
         progress: Callable[[int], None] | None = None) -> list[LoadedProgram]:
    """Check every fact of ``sources`` and add them to ``store``, or raise and add nothing;
    the sources holding rules or directives are returned for the engine to consult.

    ``held`` are the sources already in the store (to name where a conflicting fact is).
    A source with a rule is read twice: once to find it, once more (after the engine's
    reader has told which predicates the rules define) leaving those to the engine.

    Raises:
        LoadError: syntax, type or conflict errors, all of them up to ``ERROR_CAP``.
        FactFileError: a file cannot be read.
    """
    staging = _stage(store, sources, held, store.is_empty(), progress)
    if staging is None:  # a position repeats in bulk lines: read again, clause by clause
        staging = _stage(store, sources, held, False, None)
        assert staging is not None
    texts: dict[str, str] = {}
    if staging.found_programs:
        texts = {s.name: "".join(s.chunks()) for s in sources if s.name in staging.found_programs}
        from .program import read_program  # the engine loads only for a program
        programs = {name: read_program(text, name) for name, text in texts.items()}
        staging = _stage(store, sources, held, False, None, programs)
        assert staging is not None
    store.commit(staging)
    return [LoadedProgram(s, texts[s.name], staging.programs[s.name],
                          frozenset(staging.taken.get(s.name, ()))) for s in sources
            if s.name in texts]


def _stage(store: FactStore, sources: Sequence[Source], held: Sequence[Source], bulk: bool,
           progress: Callable[[int], None] | None,
           programs: Mapping[str, ProgramText] | None = None) -> Staging | None:
    staging = Staging(store, programs)
    for source in sources:
        if not _stage_source(staging, source, bulk, progress):
            return None
    if staging.found_programs and not staging.programs:
        return staging  # read again as programs (see load)
    for program in staging.programs.values():
        staging.errors.extend(program.errors)
    for clause, predicate, key in staging.conflicts:
        staging.error(conflict_error(staging, clause, predicate, key, [*held, *sources]))
    odds_by_rules = any(("probability", 3) in p.engine_keys for p in staging.programs.values())
    if (staging.probability_facts or store.has_chance() or staging.has_chance_side()) \
            and not odds_by_rules:
        for problem in _chance_problems(staging, [*held, *sources]):
            staging.error(problem)
    if staging.errors:
        staging.errors.sort(key=lambda e: (source_order(sources, e.source), e.line, e.column))
        raise LoadError(staging.errors[:ERROR_CAP], len(staging.errors) > ERROR_CAP)
    return staging


def _stage_source(staging: Staging, source: Source, bulk: bool,
                  progress: Callable[[int], None] | None) -> bool:
    """Read one source into ``staging``; False if bulk lines repeat a position."""
    reader = ClauseReader(source.name)
    facts = 0
    for chunk in source.chunks():
        if progress is not None:
            progress(len(chunk))
        found = bulk_facts(chunk) if bulk and reader.idle else None
        if found is not None:
            added = staging.add_bulk(found)
            if added < 0:
                return False
            facts += added
            reader.skip_lines(chunk.count("\n"))
            continue
        for item in reader.feed(split_lines(chunk)):
            facts += staging.take(item)
            if len(staging.errors) >= ERROR_CAP:
                raise LoadError(staging.errors, truncated=True)
    for item in reader.close():
        facts += staging.take(item)
    if facts == 0 and source.name not in staging.found_programs and \
            source.name not in staging.programs and \
            not any(e.source == source.name for e in staging.errors):
        staging.error(FactSyntaxError("the file holds no facts", source.name, 1, 1, "",
                                      "facts such as moves(a, [b, c])."))
    return True


def stage_fact(store: FactStore, text: str, source: str, held: Sequence[Source]) -> Staging:
    """One fact given as text (``"moves(x, [y, z])"``, the final ``.`` optional), checked
    as each fact of a load is: the same errors, conflicts included (``held``: the
    sources in the store, to name where a conflicting fact is).

    Raises:
        LoadError: the text is not exactly one valid fact, or it conflicts.
    """
    text = text if text.rstrip().endswith(".") else text.rstrip() + "."
    items = parse_text(text, source)
    if len(items) != 1:
        where = items[1] if len(items) > 1 else None
        line, column = (where.line, where.column) if where else (1, 1)
        raise LoadError([FactSyntaxError(
            "assertz takes one fact" if where else "assertz needs a fact", source, line,
            column, text.split("\n")[line - 1], "one fact such as moves(x, [y, z])")])
    staging = Staging(store)
    staging.take(items[0])
    staging.errors.extend(staging.program_clauses)  # one fact: a rule is the engine's
    for clause, predicate, key in staging.conflicts:
        staging.error(conflict_error(staging, clause, predicate, key, held))
    if staging.errors:
        raise LoadError(staging.errors)
    return staging


def _chance_problems(staging: Staging, sources: Sequence[Source]) -> list[SourceError]:
    moves, sides, held = staging.store.views()
    probabilities = {chance: {**held.get(chance, {}), **given}
                     for chance, given in staging.probabilities.items()}
    return chance_problems(
        ChainMap[Position, Sequence[Position]](
            staging.columns.moves_view(), moves),  # type: ignore[arg-type]
        ChainMap[Position, Mover](staging.columns.sides_view(), sides),  # type: ignore[arg-type]
        ChainMap[Position, Mapping[Position, Number]](probabilities, held),  # type: ignore[arg-type]
        staging.probability_facts,
        lambda name, key: first_clause(sources, (name,), key), staging.refused)


def conflict_error(staging: Staging, clause: Clause, predicate: str, key: Term,
                   sources: Sequence[Source]) -> SourceError:
    """The error for a fact that contradicts one held (in the store or earlier in the
    load), naming where that one is."""
    keys: tuple[Term, ...] = key if isinstance(key, tuple) else (key,)
    known = _known_fact(staging, predicate, keys)
    first = first_clause(sources, (known.name,), known.args)
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


def _known_fact(staging: Staging, predicate: str, keys: tuple[Term, ...]) -> Compound:
    """The fact held (in the store or earlier in the load) that a conflicting one
    contradicts: its place is looked up to name it, and an asserted fact has none."""
    store = staging.store
    pos: Any = keys[0]
    if predicate == "side":
        return Compound(f"{staging.side(pos)}_to_move", (pos,))
    if predicate == "probability":
        outcome: Any = keys[1]
        p = store.probability(pos, outcome)
        return Compound("probability", (pos, outcome, staging.probabilities[pos][outcome]
                                        if p is None else p))
    if predicate == "moves":
        held = staging.successors(pos)
        assert held is not None  # a conflict is with a fact held
        return Compound("moves", (pos, held))
    value = staging.value(pos)
    assert value is not None
    return Compound("static_eval", (pos, value))
