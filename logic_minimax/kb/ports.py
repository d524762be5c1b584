"""The searches as predicates of a knowledge base's engine: ``minimax/4``,
``alphabeta/5,6``, ``expectiminimax/4``, ``standard_alphabeta/5,6``, each answered by the
Python port over the knowledge base's tree.

They are the engine's library, not its built-ins: a program that defines one of these
names itself (in the file, in a file it loads, by ``assertz``) gets its own definition, as
in SWI-Prolog; the ports stay reachable as ``lm_minimax/4``, ``lm_alphabeta/5,6``, ...
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction

from ..errors import LogicMinimaxError, NoMovesError, PrologError
from ..prolog.builtins.arith import evaluate
from ..prolog.core import Var, deref, make_list
from ..prolog.engine import Engine
from ..prolog.messages import word_error
from ..prolog.walk import is_ground
from ..search.registry import ALGORITHMS, SearchOptions
from ..search.tree import SearchResult

PORT_PREFIX = "lm_"
"""The built-in searches stay reachable under this prefix (``lm_minimax/4``)."""

Search = Callable[..., SearchResult]
"""``(pos, algorithm, **SearchOptions) -> SearchResult`` over engine terms."""


def search_predicates() -> list[tuple[str, str, int]]:
    """``(goal name, algorithm, arity)`` of every search goal: ``minimax/4``,
    ``alphabeta/5``, ``alphabeta/6``, ``expectiminimax/4``, ..."""
    return [(a.name, a.name, n) for a in ALGORITHMS.values()
            for n in ((5, 6) if a.window else (4,))]


def search_goals() -> list[str]:
    """The search goals as ``Name/Arity`` (for help texts and completion)."""
    return [f"{name}/{arity}" for name, _, arity in search_predicates()]


SEARCH_ERROR = "search_error"
"""A search that cannot go on throws ``error(search_error(Message), context(Name/Arity,
_))``: a Prolog exception like any other (``catch/3`` catches it, a directive reports it
and the load goes on), worded as the search words it.  A position whose ``moves/2`` gives
``[]`` is no error here: Bratko's ``best/3`` fails on the empty list, so his goal fails,
and so does the port (SWI's ``false.``)."""

word_error(SEARCH_ERROR, 1, lambda args: str(args[0]))


def register_searches(engine: Engine, search: Search) -> set[tuple[str, int]]:
    """Add the searches (and their ``lm_`` ports) to ``engine``; the keys added."""
    keys = set()
    for name, algorithm, arity in search_predicates():
        for goal in (PORT_PREFIX + name, name):
            engine.register_foreign(goal, arity, _port(goal, algorithm, arity, search))
            engine.preds[(goal, arity)].library = True  # a program's own definition wins
            keys.add((goal, arity))
    return keys


def _port(goal: str, algorithm: str, arity: int, search: Search
          ) -> Callable[..., Sequence[object] | None]:
    window = ALGORITHMS[algorithm].window

    def run(*args: object) -> Sequence[object] | None:
        pos = deref(args[0])
        if not is_ground(pos):
            raise PrologError(("error", "instantiation_error",
                               ("context", ("/", goal, arity), Var())))
        options: SearchOptions = {}
        if window:
            options["alpha"] = _bound(args[1])
            options["beta"] = _bound(args[2])
        try:
            result = search(pos, algorithm, **options)
        except PrologError:
            raise  # the program's own (a rule's error, a limit)
        except NoMovesError:
            return None  # best([], _, _) has no clause: Bratko's goal fails there
        except LogicMinimaxError as error:
            raise PrologError(("error", (SEARCH_ERROR, str(error)),
                               ("context", ("/", goal, arity), Var()))) from error
        best: object = Var() if result.best is None else result.best
        found: list[object] = [best, result.value]
        if arity != 5:
            found.append(make_list(list(result.path)))
        return [*args[:len(args) - len(found)], *found]

    return run


def _bound(term: object) -> float | int:
    """An alpha or beta: the value of an arithmetic expression (``inf``, ``-inf``,
    ``1 + 2``), with the errors of SWI's arithmetic, which Bratko's comparisons meet
    (``-infinity``: ``infinity/0`` is not a function); a rational (``1r3``) compared
    as its float, as the search's values are."""
    value = evaluate(term)
    return value if not isinstance(value, Fraction) else float(value)
