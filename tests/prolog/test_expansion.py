"""goal_expansion/2 (prolog/expansion.py): a program's expansions rewrite the goals of the
clauses consulted after them, through the control constructs, again and again, as in
SWI-Prolog."""

from __future__ import annotations

import pytest

from tests.helpers.engine_util import ask, engine_with
from tests.helpers.swi_toplevel import toplevel
from tests.helpers.swipl import require_swipl

PROGRAM = """\
before :- twice(1, X), writeln(X).
goal_expansion(twice(X, Y), Y is 2 * X).
goal_expansion(gc(N), (garbage_collect_atoms, N = 0)).
goal_expansion(step(X), next(X)).
goal_expansion(next(X), writeln(next(X))).
goal_expansion(same(X), same(X)).
after :- twice(2, X), writeln(X).
inside :- ( gc(N) -> writeln(N) ; true ), \\+ \\+ step(a).
same(x).
again :- same(Y), writeln(Y).
"""


@pytest.mark.swipl
@pytest.mark.parametrize("query", [
    "after.",      # expanded: 2 * 2
    "inside.",     # through ->, ; and \\+, and an expansion expanded again
    "again.",      # an expansion that gives back its goal ends
    "catch(before, error(E, _), true).",  # consulted before the expansion: not expanded
])
def test_goal_expansion_is_swis(query: str) -> None:
    engine = engine_with(PROGRAM)
    written = engine.capture()
    answer = ask(engine, query)
    ours = [*written.getvalue().splitlines(), *answer]  # what it wrote, then the answer
    assert ours == toplevel(require_swipl(), PROGRAM, query)


def test_a_body_of_100000_goals_is_expanded_without_deep_recursion() -> None:
    """The engine may be compiled (Cython does not check Python's recursion limit): the
    walk through the control constructs keeps its own stack."""
    body = ", ".join(["twice(1, _)"] * 100_000)
    engine = engine_with(f"goal_expansion(twice(X, Y), Y is 2 * X).\nlong :- {body}.\n")
    assert ask(engine, "clause(long, (_ is E, _)).") == ["E = 2*1."]
    assert ask(engine, "clause(long, B), term_to_atom(B, A), sub_atom(A, _, _, _, twice).") \
        == ["false."]
