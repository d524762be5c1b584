"""The chance vocabulary of fact files (for expectiminimax), checked at load.

::

    max_to_move(a).          % MAX moves in a (a chance position's parent says who it is)
    moves(a, [c, d]).
    chance_to_move(c).       % chance moves in c: its value is its outcomes' expectation
    moves(c, [x, y]).        % the outcomes, in order
    probability(c, x, 0.5).  % one fact per outcome: probability(Chance, Outcome, P)
    probability(c, y, 0.5).

Plain facts, so they go through our parser like any other. A load is refused, with each
error at its ``file:line:col``, unless every chance position has moves, a probability in
[0, 1] for each of them (and for nothing else), summing to 1 within
:data:`PROBABILITY_TOLERANCE`, and every parent of a chance position has a side fact of
its own (Bratko's convention reads a parent's side off its successors, which a chance
position cannot give).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Container, Iterable, Iterator, Mapping, Sequence
from typing import cast

from ..errors import FactTypeError, ProbabilityError, SourceError
from ..prolog.reader import Clause
from ..prolog.terms import Number, Position, Term, format_term
from ..search.tree import Mover

__all__ = ["PROBABILITY_TOLERANCE", "chance_problems", "probability_problem"]

PROBABILITY_TOLERANCE = 1e-9
"""How far from 1 the probabilities of a chance position's outcomes may sum."""

Locate = Callable[[str, tuple[Term, ...]], Clause | None]
"""Finds the first fact of a predicate whose leading arguments are the given ones."""


def probability_problem(clause: Clause) -> SourceError | None:
    """What is wrong with one ``probability/3`` fact on its own, if anything (its first
    argument was checked as a position already)."""
    _, outcome, p = clause.args
    if not (isinstance(outcome, str) or
            (isinstance(outcome, int) and not isinstance(outcome, bool))):
        return clause.error(FactTypeError, f"{format_term(outcome)} is not a position for "
                            "probability/3", 1, "a position: an atom or an integer")
    if not isinstance(p, (int, float)) or isinstance(p, bool):
        return clause.error(FactTypeError,
                            f"probability/3 needs a number, not {format_term(p)}", 2,
                            "a probability such as 0.5, 1 or 0.16666666666666666")
    if not 0 <= p <= 1:
        return clause.error(ProbabilityError, f"probability {format_term(p)} is not in "
                            "[0, 1]", 2, "a probability between 0 and 1")
    return None


def _misplaced(new_facts: Iterable[Clause], moves: Mapping[Position, Sequence[Position]],
               sides: Mapping[Position, Mover]) -> Iterator[SourceError]:
    """``probability/3`` facts about a position that is not a chance position, or about an
    outcome that is not one of its moves."""
    for clause in new_facts:
        chance, outcome = cast(Position, clause.args[0]), cast(Position, clause.args[1])
        if sides.get(chance) != "chance":
            yield clause.error(
                ProbabilityError, f"probability/3 gives an outcome of "
                f"{format_term(chance)}, which is not a chance position", 0,
                f"a chance_to_move({format_term(chance)}) fact")
        elif chance in moves and outcome not in moves[chance]:
            yield clause.error(
                ProbabilityError, f"{format_term(outcome)} is not a move of "
                f"{format_term(chance)}", 1, f"one of {format_term(tuple(moves[chance]))}")


def chance_problems(moves: Mapping[Position, Sequence[Position]],
                    sides: Mapping[Position, Mover],
                    probabilities: Mapping[Position, Mapping[Position, Number]],
                    new_facts: Iterable[Clause], locate: Locate,
                    refused: Container[tuple[Position, Position]] = ()) -> list[SourceError]:
    """Every way the chance facts (old and new together) fail to make distributions.

    ``new_facts`` are this load's ``probability/3`` facts; the other errors are placed at
    the first ``chance_to_move/1`` or ``moves/2`` fact of the position concerned.
    ``refused`` are (chance, outcome) pairs whose fact was refused already (by
    :func:`probability_problem`): not reported again as missing.
    """
    found: list[SourceError] = []

    def at(name: str, key: Position, message: str, expected: str, index: int | None = None
           ) -> None:
        clause = locate(name, (key,))
        if clause is None:  # every position here has that fact: only a safety net
            found.append(ProbabilityError(message, "<facts>", 1, 1, "", expected))
        else:
            found.append(clause.error(ProbabilityError, message, index, expected))

    found.extend(_misplaced(new_facts, moves, sides))
    chances = [pos for pos, side in sides.items() if side == "chance"]
    for chance in chances:
        shown = format_term(chance)
        outcomes = moves.get(chance)
        if outcomes is None:
            at("chance_to_move", chance, f"chance position {shown} has no moves/2 fact "
               "listing its outcomes", f"moves({shown}, [Outcome, ...])")
            continue
        if len(set(outcomes)) != len(outcomes):
            at("moves", chance, f"an outcome of chance position {shown} is listed twice",
               "each outcome once", 1)
            continue
        given = probabilities.get(chance, {})
        if any(o not in given and (chance, o) in refused for o in outcomes):
            continue  # a refused probability fact was reported already
        missing = [o for o in outcomes if o not in given]
        if missing:
            names = ", ".join(format_term(o) for o in missing)
            at("moves", chance, f"outcome{'s' if len(missing) > 1 else ''} {names} of "
               f"chance position {shown} ha{'ve' if len(missing) > 1 else 's'} no "
               "probability/3 fact", f"probability({shown}, {format_term(missing[0])}, P)",
               1)
            continue
        total = math.fsum(given[o] for o in outcomes)
        if abs(total - 1) > PROBABILITY_TOLERANCE:
            at("chance_to_move", chance, f"the probabilities of {shown}'s outcomes sum to "
               f"{total:.12g}, not 1", f"probabilities summing to 1 (within "
               f"{PROBABILITY_TOLERANCE})")
    if chances:
        for parent, successors in moves.items():
            if parent not in sides:
                child = next((s for s in successors if sides.get(s) == "chance"), None)
                if child is not None:
                    at("moves", parent, f"{format_term(parent)} has the chance successor "
                       f"{format_term(child)}, so it needs a side fact of its own",
                       f"max_to_move({format_term(parent)}), min_to_move(...) or "
                       "chance_to_move(...)")
    return found
