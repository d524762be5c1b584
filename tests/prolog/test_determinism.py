"""SWI-Prolog 9's determinism assertions against swipl: ``det/1``, ``$/1``, ``$/0`` and
the flag ``determinism_error``; their errors as its toplevel prints them."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.helpers.engine_diff import run_files
from tests.helpers.engine_util import ask, engine_with
from tests.helpers.swi_toplevel import toplevel
from tests.helpers.swipl import require_swipl

pytestmark = pytest.mark.swipl

PROGRAM = """\
:- det(p/1).
p(1).
p(2).
q(X) :- member(X, [1, 2]), $, X > 0.
q2(X) :- $, member(X, [1, 2]).
q4(X) :- $, member(X, [1, 2]), true.
q5 :- $, fail.
q6(X) :- member(X, [1, 2, 3]), $, X > 1.
r(X) :- $member(X, [1, 2]).
r2(X) :- $member(X, []).
r3(X) :- $member(X, [1]).
:- det(s/1).
s(X) :- member(X, [1, 2]).
:- det(t/0).
t :- fail.
:- det(d/1).
d(X) :- member(X, [1, 2]), !.
rdet(0) => true.
rdet(N) => $p(1), $, N1 is N - 1, rdet(N1).
"""

# (q2's and s's last calls take their violations over, SWI naming the callee's own helper
# after last-call optimisation: lists:member_/3 here, q2/1 and s/1 at its toplevel.)
GOALS = ["p(1)", "p(X)", "p(a)", "q(X)", "q4(X)", "q5", "q6(X)", "r(X)", "r2(X)",
         "r3(X)", "t", "d(X)", "$(fail)", "$member(X, [a, b])", "rdet(1000)",
         "predicate_property(p(_), det)", "clause(q(X), B)",
         "set_prolog_flag(determinism_error, silent), q4(X), p(Y), $member(Z, [a, b])",
         "set_prolog_flag(determinism_error, silent), catch(p(a), E, true)"]


def test_determinism_assertions_answer_as_swi(tmp_path: Path) -> None:
    (swi, swi_messages), (ours, messages) = run_files(
        require_swipl(), {"det.pl": PROGRAM}, tmp_path, GOALS)
    assert messages == swi_messages
    for goal, theirs, mine in zip(GOALS, swi, ours, strict=True):
        assert mine == theirs, goal


@pytest.mark.parametrize("query", ["p(X).", "p(a).", "r(X).", "r2(X)."])
def test_the_toplevel_words_a_violation_as_swi(query: str) -> None:
    expected = toplevel(require_swipl(), PROGRAM, query)
    fresh = re.compile(r"_[0-9]+")
    assert fresh.sub("_", ask(engine_with(PROGRAM), query)[0]) == fresh.sub("_", expected[0])
