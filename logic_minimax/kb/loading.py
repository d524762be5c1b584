"""Loading a knowledge base's files: SWI-Prolog's consult, and the strict load.

Every file is consulted by the engine (:mod:`logic_minimax.prolog.consult`), in order.
A strict load (``check``, ``solve``, ``show`` and the Python API's ``load``) then fails on
anything consulting reported as an error and on every game-tree fact the tree cannot use
(the game store's notes, each at its ``file:line:col``), and on chance facts that make no
probability distribution; the caller then rolls the knowledge base back.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager

from ..errors import FactTypeError, SourceError
from ..prolog.engine import Engine
from ..prolog.tables import FactTable
from ..prolog.write import show
from .chance import chance_problems
from .columns import Columns
from .places import Places, Source
from .ruletree import GAME_PREDICATES
from .store import GameStore
from .trees import Chances

ERROR_CAP = 20
"""A strict load reports at most this many errors."""

GAME_KEYS = frozenset(GAME_PREDICATES)


def consult(engine: Engine, games: GameStore, sources: Sequence[Source], strict: bool,
            progress: Callable[[int], None] | None, errors_before: int
            ) -> list[SourceError]:
    """Consult ``sources``; what makes a strict load fail (nothing when not strict)."""
    notes_before = len(games.notes.found)
    with _strictly(engine, games, strict):
        for source in sources:
            if source.path is not None:
                engine.consult_file(source.path, source.name)
                if progress is not None:
                    progress(source.path.stat().st_size)
            else:
                engine.consult_text(source.text or "", source.name)
    if not strict:
        return []
    problems = [*engine.load_errors[errors_before:], *games.notes.found[notes_before:]]
    if not problems:
        problems = chance_problems(engine, games.columns, sources) + \
            stray_sides(engine, games, sources)
    order = {s.name: i for i, s in enumerate(sources)}
    return sorted(problems, key=lambda e: (order.get(e.source, len(order)), e.line,
                                           e.column))


def assert_clause(engine: Engine, games: GameStore, text: str, source: str
                  ) -> list[SourceError]:
    """Add one clause given as text, checked as a strict load checks its clauses."""
    text = text.strip()
    before = len(engine.load_errors)
    notes = len(games.notes.found)
    with _strictly(engine, games, True):
        engine.add_text_clause(text if text.endswith(".") else text + ".", source)
    return [*engine.load_errors[before:], *games.notes.found[notes:]]


@contextmanager
def _strictly(engine: Engine, games: GameStore, strict: bool) -> Iterator[None]:
    """While a load runs: a strict one checks every game-tree fact (at its place), and
    takes the game predicates as discontiguous (the game commands are the course's, not
    SWI's toplevel: their facts come in any order, each read in bulk)."""
    if not strict:
        yield
        return
    games.notes.strict = True
    engine.check_clause = games.notes.check_clause
    engine.unordered = GAME_KEYS
    try:
        yield
    finally:
        games.notes.strict = False
        engine.check_clause = None
        engine.unordered = frozenset()


def stray_sides(engine: Engine, games: GameStore, sources: Sequence[Source]
                ) -> list[SourceError]:
    """Side facts of positions no ``moves/2`` fact names (neither a parent's nor their
    own) and no ``static_eval/2`` values: no search can use them, a misspelt position
    most likely."""
    moves = engine.preds.get(("moves", 2))
    if moves is None or moves.table is not games.tables.get("moves") or not moves.count():
        return []  # moves given by rules: any position may be a successor
    columns, places = games.columns, Places(sources)
    found: list[SourceError] = []
    for pos in games.strays()[:ERROR_CAP]:
        name = f"{columns.sides[pos]}_to_move"
        found.append(places.error(
            FactTypeError, name, columns.names[pos],
            f"{name}({show(columns.names[pos])}) is about a position no moves/2 fact names "
            "(it has no parent, no moves and no value)", "a position of the tree", 0))
    return found


def chance_ids(columns: Columns, table: FactTable | None) -> Chances:
    """Each chance position's outcomes (ids), with their odds, in the order of its moves:
    from ``probability/3``'s facts (``table``), for the searches over ids."""
    if table is None:
        return {}
    given: dict[int, dict[int, object]] = {}
    for _, chance, outcome, p in table.rows():
        c, o = columns.id(chance), columns.id(outcome)
        if c is not None and o is not None and type(p) in (int, float):
            given.setdefault(c, {})[o] = p
    chances: Chances = {}
    for c, odds in given.items():
        kids = columns.kids[c]
        if columns.sides[c] == "chance" and kids and all(k in odds for k in kids):
            chances[c] = tuple((k, odds[k]) for k in kids)  # type: ignore[misc]
    return chances
