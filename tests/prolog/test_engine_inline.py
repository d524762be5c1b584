"""Inline built-ins (inline.py): the built-ins SWI inlines run as tests on a clause's
frame, and everything is as if they ran as goals: answers, errors and their context,
cuts, the occurs_check flag set later, determinism, and the tracer's ports (against SWI's
toplevel)."""

from __future__ import annotations

import pytest

from tests.helpers.engine_util import ask, engine_with, one
from tests.helpers.swi_toplevel import toplevel
from tests.helpers.swipl import require_swipl

GUARDED = """\
count(N, N) :- !.
count(I, N) :- I < N, I1 is I + 1, count(I1, N).
fib(0, 0).
fib(1, 1).
fib(N, F) :- N > 1, N1 is N - 1, N2 is N - 2, fib(N1, F1), fib(N2, F2), F is F1 + F2.
half(X, Y) :- Y is X / 2.
inc(X, Y) :- Y is X + 1.
big(X) :- X > 10, !, write(big), nl.
big(X) :- X =< 10, write(small), nl.
neck(X) :- !, X = a.
neck(b).
twice(X, Y) :- Y is X * 2, Y > 4.
same(X, Y) :- X == Y.
loop(X) :- X = f(X).
typed(X, T) :- atom(X), !, T = atom.
typed(X, T) :- integer(X), !, T = integer.
typed(_, other).
safe(Q, Q1, D) :- Q =\\= Q1 + D, Q =\\= Q1 - D.
nested(X, Y) :- Y is (X + 1) * 2 - X.
open(X) :- X \\== e.
one(X) :- X == 1, !.
one(_).
empty(X) :- X == [], !.
"""


@pytest.mark.swipl
@pytest.mark.parametrize("query", [
    "count(0, 1000).",
    "count(5, 3).",
    "fib(15, F), !.",
    "inc(1, Y).",
    "inc(X, Y).",
    "inc(a, Y).",
    "inc(1.5, Y).",
    "inc(9007199254740993, Y).",
    "half(3, Y).",
    "inc(1, 3).",
    "inc(1, 2.0).",
    "big(20).",
    "big(3).",
    "big(X).",
    "neck(X).",
    "neck(b).",
    "twice(3, Y).",
    "twice(2, Y).",
    "twice(X, 6).",
    "same(a, a).",
    "same(1, 1.0).",
    "same(X, Y).",
    "set_prolog_flag(occurs_check, true), loop(X).",
    "set_prolog_flag(occurs_check, error), catch(loop(X), error(E, _), true).",
    "typed(a, T).",
    "typed(3, T).",
    "typed(\"s\", T).",
    "catch(inc(foo, Y), error(E, C), true).",
    "safe(1, 5, 1).",
    "safe(1, 2, 1).",
    "safe(1, 5, 1.5).",
    "safe(1, X, 1).",
    "nested(3, Y).",
    "nested(3.0, Y).",
    "nested(X, Y).",
    "open(e).",
    "open(x).",
    "open(X).",
    "open(\"e\").",
    "open(f(e)).",
    "one(1).",
    "one(1.0).",
    "X = 1, one(X).",
    "empty([]).",
    "empty('[]').",
    "empty(X).",
])
def test_guarded_clauses_answer_as_in_swi(query: str) -> None:
    exe = require_swipl()
    engine = engine_with(GUARDED)
    written = engine.capture()
    answer = ask(engine, query)
    # SWI waits for the user after an answer with alternatives: the replies are typed.
    typed = "".join(";\n" for line in answer if line.endswith(" ;"))
    assert [*written.getvalue().splitlines(), *"\n".join(answer).split("\n")] == \
        toplevel(exe, GUARDED, query, typed)


def test_a_guard_failing_after_the_clause_left_a_choice_point_tries_the_next_clause() -> None:
    e = engine_with("p(X, a) :- X > 1.\np(X, b) :- X > 0.\np(_, c).\n")
    assert ask(e, "p(1, Y).") == ["Y = b ;", "Y = c."]
    assert ask(e, "p(2, Y).") == ["Y = a ;", "Y = b ;", "Y = c."]


def test_the_tracer_shows_each_guard_as_a_goal() -> None:
    e = engine_with("inc(X, Y) :- X > 0, Y is X + 1.\n")
    lines: list[tuple[str, object]] = []

    def note(port: str, depth: int, goal: object) -> bool:
        lines.append((port, goal))
        return False
    e.tracer = note
    assert one(e, "inc(1, Y).") == "Y = 2."
    ports = [(port, goal[0]) for port, goal in lines if type(goal) is tuple]
    assert ("call", ">") in ports and ("call", "is") in ports
