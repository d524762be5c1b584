"""What ``check`` tells about a knowledge base: counts, roots, depth, and the problems that
would stop a search, found before any search."""

from __future__ import annotations

from logic_minimax.errors import CycleError, MissingSideError
from tests.helpers.kb import Load


def test_summary(load: Load) -> None:
    kb = load("moves(a, [b, c]). moves(b, [d]). moves(x, [c]). static_eval(c, 1). p(1).")
    summary = kb.summary()
    assert (summary.positions, summary.interior, summary.leaves) == (5, 3, 2)
    assert (summary.valued_leaves, summary.roots, summary.depth) == (1, ("a", "x"), 2)
    assert summary.other_predicates == ("p/1",)


def test_check_reports_problems_before_any_search(load: Load) -> None:
    kb = load("moves(a, [b, c]). moves(c, [a]). static_eval(b, 1).")
    problems = kb.problems()
    assert isinstance(problems[0], CycleError)
    assert any(isinstance(p, MissingSideError) and p.position == "b" for p in problems)
