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


TERMS = """\
term_expansion(gen(N), Cs) :- findall(num(I), between(1, N, I), Cs).
term_expansion(double(X), [X, X]).
term_expansion((:- note(X)), (:- assertz(noted(X)))).
term_expansion(rule(H, B), (H --> B)).
gen(3).
double(d(1)).
plain(1).
:- note(hello).
rule(greeting, [hi]).
exception(undefined_global_variable, counter, retry) :- nb_setval(counter, 0).
"""
"""term_expansion/2 over facts, a list, a directive and a rule made a grammar rule; the
hook that makes an undefined global variable (clpfd's way)."""


@pytest.mark.swipl
@pytest.mark.parametrize("query", [
    "findall(X, num(X), L), findall(Y, d(Y), M), plain(P).",
    "noted(X).",
    "phrase(greeting, [hi]).",
    "nb_getval(counter, C).",
    "catch(nb_getval(other, C), error(E, _), true).",
    "expand_term(gen(2), X).",
])
def test_term_expansion_is_swis(query: str) -> None:
    assert "\n".join(ask(engine_with(TERMS), query)) == \
        "\n".join(toplevel(require_swipl(), TERMS, query))


FUNCTIONS = """\
before(X) :- X is sq(2).
:- arithmetic_function(sq/1).
:- arithmetic_function(twice/1).
sq(X, Y) :- Y is X * X.
twice(X, Y) :- Y is 2 * X.
t(Z) :- Z is sq(3) + twice(sq(2)).
u :- 10 > sq(3), sq(1+1) =:= 4.
v(X) :- G = (X is sq(4)), call(G).
w(X) :- X is sq(4).
"""


@pytest.mark.swipl
@pytest.mark.parametrize("query", [
    "t(Z).",                # calls made first, innermost first
    "u.",                   # comparisons too; an expression argument evaluated first
    "clause(t(Z), Body).",  # the clause as it was rewritten
    "clause(w(X), Body).",  # X is sq(4) becomes sq(4, X)
    "X is sq(5) + 1.",      # the toplevel expands its query as a clause body
    "catch(v(X), error(E, _), true).",       # a goal built at run time is not rewritten
    "catch(before(X), error(E, _), true).",  # nor a clause read before the declaration
])
def test_arithmetic_functions_are_swis(query: str) -> None:
    """library(arithmetic)'s arithmetic_function/1 (arithfun.py)."""
    assert ask(engine_with(FUNCTIONS), query) == \
        toplevel(require_swipl(), FUNCTIONS, query)
