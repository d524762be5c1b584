"""The chance vocabulary of game trees (for expectiminimax), checked by a strict load.

::

    max_to_move(a).          % MAX moves in a (a chance position's parent says who it is)
    moves(a, [c, d]).
    chance_to_move(c).       % chance moves in c: its value is its outcomes' expectation
    moves(c, [x, y]).        % the outcomes, in order
    probability(c, x, 0.5).  % one fact per outcome: probability(Chance, Outcome, P)
    probability(c, y, 0.5).

A strict load fails, with each error at its ``file:line:col``, unless every chance
position has moves, a probability in [0, 1] for each of them (and for nothing else),
summing to 1 within :data:`PROBABILITY_TOLERANCE`, and every parent of a chance position
has a side fact of its own (Bratko's convention reads a parent's side off its successors,
which a chance position cannot give).  Errors are placed at the fact concerned, found in
the loaded text.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..errors import FactTypeError, ProbabilityError, SourceError
from ..prolog.write import show
from .columns import Columns
from .places import Places, Source

if TYPE_CHECKING:
    from ..prolog.engine import Engine

__all__ = ["PROBABILITY_TOLERANCE", "chance_problems"]

PROBABILITY_TOLERANCE = 1e-9
"""How far from 1 the probabilities of a chance position's outcomes may sum."""


def chance_problems(engine: Engine, columns: Columns, sources: Sequence[Source]
                    ) -> list[SourceError]:
    """Every way the chance facts fail to make probability distributions."""
    pred = engine.preds.get(("probability", 3))
    if pred is not None and any(c.body for c in pred.clauses):
        return []  # odds given by rules: the search asks them, and says what is missing
    facts = engine.fact_heads(pred) if pred is not None else []
    sides = columns.sides
    chances = [columns.names[p] for p in columns.listed("side") if sides[p] == "chance"] \
        if columns.counts["chance"] else []
    if not facts and not chances:
        return []
    places = Places(sources)
    found: list[SourceError] = []
    given: dict[object, dict[object, object]] = {}
    refused: set[object] = set()
    for fact in facts:
        _, chance, outcome, p = fact
        problem = _number_problem(places, chance, outcome, p) or \
            _place_problem(places, chance, outcome, columns)
        if problem is not None:
            found.append(problem)
        if type(p) not in (int, float) or not 0 <= p <= 1:
            refused.add(chance)  # reported: its distribution is not judged again
            continue
        known = given.setdefault(chance, {})
        if outcome in known and not (type(known[outcome]) is type(p) and known[outcome] == p):
            first = places.error(ProbabilityError, "probability",
                                 (chance, outcome, known[outcome]), "", None)
            found.append(places.error(
                ProbabilityError, "probability", (chance, outcome, p),
                f"conflicting probability/3 for {show(chance)}'s outcome {show(outcome)}: "
                f"{show(fact)} here, {show(('probability', chance, outcome, known[outcome]))}"
                f" at {first.location}", None))
            refused.add(chance)
        known[outcome] = p
    for chance in chances:
        if chance not in refused:
            found.extend(_distribution_problems(places, chance, given.get(chance, {}),
                                                columns))
    if chances:
        found.extend(_parent_problems(places, columns))
    return found


def _number_problem(places: Places, chance: object, outcome: object, p: object
                    ) -> SourceError | None:
    """What is wrong with a ``probability/3`` fact's probability, if anything."""
    if type(p) not in (int, float):
        return places.error(FactTypeError, "probability", (chance, outcome),
                            f"probability/3 needs a number, not {show(p)}",
                            "a probability such as 0.5, 1 or 0.16666666666666666", 2)
    if not 0 <= p <= 1:  # type: ignore[operator]
        return places.error(ProbabilityError, "probability", (chance, outcome),
                            f"probability {show(p)} is not in [0, 1]",
                            "a probability between 0 and 1", 2)
    return None


def _place_problem(places: Places, chance: object, outcome: object, columns: Columns
                   ) -> SourceError | None:
    """A ``probability/3`` fact about no chance position, or about no outcome of it."""
    if columns.side(chance) != "chance":
        return places.error(ProbabilityError, "probability", (chance, outcome),
                            f"probability/3 gives an outcome of {show(chance)}, which is "
                            "not a chance position", f"a chance_to_move({show(chance)}) fact",
                            0)
    moves = columns.successors(chance)
    if moves is not None and outcome not in moves:
        return places.error(ProbabilityError, "probability", (chance, outcome),
                            f"{show(outcome)} is not a move of {show(chance)}",
                            f"one of {', '.join(map(show, moves))}", 1)
    return None


def _distribution_problems(places: Places, chance: object, given: dict[object, object],
                           columns: Columns) -> list[SourceError]:
    shown = show(chance)
    outcomes = columns.successors(chance)
    if outcomes is None:
        return [places.error(ProbabilityError, "chance_to_move", chance,
                             f"chance position {shown} has no moves/2 fact listing its "
                             "outcomes", f"moves({shown}, [Outcome, ...])")]
    if len(set(outcomes)) != len(outcomes):
        return [places.error(ProbabilityError, "moves", chance,
                             f"an outcome of chance position {shown} is listed twice",
                             "each outcome once", 1)]
    if any(type(given.get(o)) not in (int, float) and o in given for o in outcomes):
        return []  # a probability that is no number was reported already
    missing = [o for o in outcomes if o not in given]
    if missing:
        names = ", ".join(show(o) for o in missing)
        many = len(missing) > 1
        return [places.error(ProbabilityError, "moves", chance,
                             f"outcome{'s' if many else ''} {names} of chance position "
                             f"{shown} ha{'ve' if many else 's'} no probability/3 fact",
                             f"probability({shown}, {show(missing[0])}, P)", 1)]
    total = math.fsum(given[o] for o in outcomes)  # type: ignore[misc]
    if abs(total - 1) > PROBABILITY_TOLERANCE:
        return [places.error(ProbabilityError, "chance_to_move", chance,
                             f"the probabilities of {shown}'s outcomes sum to "
                             f"{total:.12g}, not 1", "probabilities summing to 1 (within "
                             f"{PROBABILITY_TOLERANCE})")]
    return []


def _parent_problems(places: Places, columns: Columns) -> list[SourceError]:
    """Parents of chance positions without a side fact of their own."""
    found = []
    names, sides, kids = columns.names, columns.sides, columns.kids
    for parent in columns.listed("moves"):
        if sides[parent] is not None:
            continue
        child = next((s for s in kids[parent] or () if sides[s] == "chance"), None)
        if child is not None:
            shown = show(names[parent])
            found.append(places.error(
                ProbabilityError, "moves", names[parent],
                f"{shown} has the chance successor {show(names[child])}, so it needs a "
                "side fact of its own",
                f"max_to_move({shown}), min_to_move(...) or chance_to_move(...)"))
    return found
