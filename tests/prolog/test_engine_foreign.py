"""Foreign predicates: Python functions as deterministic or nondeterministic predicates."""

from __future__ import annotations

from collections.abc import Iterator

from logic_minimax.prolog.core import Var
from tests.helpers.engine_util import ask, engine_with, one

MOVES = {"a": ["b", "c"], "b": ["d"]}


def test_deterministic_foreign_predicate() -> None:
    e = engine_with()

    def moves(pos: object, succ: object) -> list[object] | None:
        if isinstance(pos, str) and pos in MOVES:
            return [pos, list(MOVES[pos])]
        return None
    e.register_foreign("moves", 2, moves)
    assert one(e, "moves(a, L).") == "L = [b, c]."
    assert one(e, "moves(z, L).") == "false."
    assert one(e, "findall(P-L, (member(P, [a, b]), moves(P, L)), R).") == \
        "R = [a-[b, c], b-[d]]."


def test_nondeterministic_foreign_predicate() -> None:
    e = engine_with()

    def edge(x: object, y: object) -> Iterator[tuple[object, object]]:
        for a, succs in MOVES.items():
            for b in succs:
                if (isinstance(x, Var) or x == a) and (isinstance(y, Var) or y == b):
                    yield a, b
    e.register_foreign("edge", 2, edge, nondet=True)
    assert ask(e, "edge(a, X).") == ["X = b ;", "X = c."]
    assert one(e, "aggregate_all(count, edge(_, _), N).") == "N = 3."


def test_boolean_foreign_predicate_in_rules() -> None:
    e = engine_with("small(X) :- below(X, 10).\n")
    e.register_foreign("below", 2, lambda x, y: isinstance(x, int) and x < y)
    assert one(e, "small(3).") == "true."
    assert one(e, "small(30).") == "false."
