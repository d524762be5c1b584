"""Clause bodies compiled to the machine's instructions (body.py): control constructs in a
body are compiled in place (if-then-else, soft cut, disjunction, negation, a cut local to
a condition or a negation, a cut in a branch cutting the clause), and the inlined
built-ins hand rare cases to the built-in; every answer, its determinism and every error
as SWI's toplevel gives them."""

from __future__ import annotations

import pytest

from tests.helpers.engine_util import ask, engine_with
from tests.helpers.swi_toplevel import toplevel
from tests.helpers.swipl import require_swipl

PROGRAM = """\
m(1). m(2). m(3).
sign(X, S) :- ( X > 0 -> S = pos ; X < 0 -> S = neg ; S = zero ).
first(X) :- ( m(X), X > 1 -> true ; X = none ).
soft(X) :- ( m(X) *-> true ; X = none ).
soft_none(X) :- ( fail *-> X = yes ; X = none ).
either(X) :- ( X = a ; X = b ; m(X) ).
absent(X) :- \\+ m(X).
local_cut(X) :- ( m(X), ! , X > 1 -> true ; X = local ).
branch_cut(X, Y) :- m(X), ( X >= 2 -> ! , Y = cut ; Y = on ).
not_cut(X) :- m(X), \\+ ( m(Y), !, Y > 1 ).
then_only(X, Y) :- ( X > 1 -> Y = big ).
nested(X, Y) :- ( m(X), ( X > 1 -> Y = a ; fail ) ; Y = b ).
throws(X, Y) :- catch(( X > 0 -> Y = pos ; Y = neg ), error(E, _), Y = E).
deep(X) :- ( X = 1 ; ( X = 2 ; ( X = 3 ; ( X = 4 ; X = 5 ) ) ) ).
after(X, Y) :- ( m(X) ; X = 0 ), Y is X * 10.
twice(X) :- m(X), \\+ \\+ X = 2.
mk(F, N, T) :- functor(T, F, N).
nth(N, T, A) :- arg(N, T, A).
view(T, F, N) :- functor(T, F, N).
store(X, Y) :- Y = f(X), X = 1.
same(X, Y) :- ( X == Y -> true ; fail ).
kind(X, K) :- ( var(X) -> K = var ; atom(X) -> K = atom ; integer(X) -> K = int
              ; float(X) -> K = float ; compound(X) -> K = compound ; K = other ).
"""


@pytest.mark.swipl
@pytest.mark.parametrize("query", [
    "sign(3, S).", "sign(-2, S).", "sign(0, S).", "sign(a, S).", "sign(X, S).",
    "first(X).", "soft(X).", "soft_none(X).", "either(X).", "absent(4).", "absent(2).",
    "absent(X).", "local_cut(X).", "branch_cut(X, Y).", "not_cut(X).",
    "then_only(2, Y).", "then_only(0, Y).", "nested(X, Y).", "throws(1, Y).",
    "throws(a, Y).", "deep(X).", "after(X, Y).", "twice(X).",
    "mk(foo, 3, T).", "mk(foo, 0, T).", "mk(X, 2, T).", "mk(foo, -1, T).",
    "mk(1, 2, T).", "mk(foo, a, T).", "nth(2, f(a, b), A).", "nth(0, f(a), A).",
    "nth(3, f(a), A).", "nth(N, f(a, b), A).", "nth(-1, f(a), A).", "nth(1, a, A).",
    "nth(a, f(a), A).", "nth(1, T, A).", "view(f(a, b), F, N).", "view(abc, F, N).",
    "view(\"s\", F, N).", "view([a], F, N).", "store(X, Y).", "same(a, a).",
    "same(a, b).", "same(X, X).", "same(X, Y).", "same(f(X), f(X)).", "same(1, 1.0).",
    "kind(X, K).", "kind(a, K).", "kind(1, K).", "kind(1.5, K).", "kind(f(x), K).",
    "kind(\"s\", K).", "kind([], K).",
])
def test_compiled_bodies_answer_as_in_swi(query: str) -> None:
    exe = require_swipl()
    engine = engine_with(PROGRAM)
    answer = ask(engine, query)
    typed = "".join(";\n" for line in answer if line.endswith(" ;"))
    # SWI's toplevel reading a pipe writes the answers one after another on a line
    shown = "\n".join(answer).replace(" ;\n", " ").split("\n")
    assert shown == toplevel(exe, PROGRAM, query, typed)


def test_a_body_nested_ever_so_deep_compiles_and_runs() -> None:
    depth = 20000
    body = "X = 0"
    for i in range(1, depth):
        body = f"( {body} ; X = {i} )"
    e = engine_with(f"p(X) :- {body}.\nq(N) :- aggregate_all(count, p(_), N).\n")
    assert ask(e, "q(N).") == [f"N = {depth}."]
