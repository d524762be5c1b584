"""The well-founded semantics of tabled negation (builtins/wfs.py) against SWI-Prolog's
toplevel: a loop through negation leaves answers *undefined*, shown with their
``% WFS residual program`` and delays; answers the completed SCC proves true or false
lose their delays; ``undefined/0``, ``call_delays/2``, ``get_residual/2``,
``answer_residual/2``.  (Queries with one answer each: SWI gives a table's answers in
its tries' order.)"""

from __future__ import annotations

import pytest

from tests.helpers.engine_util import ask, engine_with
from tests.helpers.swi_toplevel import toplevel
from tests.helpers.swipl import require_swipl

GAME = """\
:- table win/1.
move(a, b). move(b, c). move(c, a). move(d, a).
move(f, g). move(g, f). move(g, h).
win(X) :- move(X, Y), tnot(win(Y)).
"""
"""The stalemate game: a, b, c move round a cycle and d moves into it (all undefined);
g can move to h, where no move is left, so g wins (and f, whose one move is to g,
loses)."""

MIXED = """\
:- table p/0, q/0, r/0, s/1.
p :- tnot(p), q.
p :- tnot(q), r.
q :- tnot(p).
r :- fail.
s(X) :- member(X, [1, 2]), undefined.
"""
"""XSB's delay test fr4 (p and q undefined, r false), and undefined/0 in a clause."""


def _swi_and_ours(program: str, query: str) -> tuple[str, str]:
    expected = "\n".join(toplevel(require_swipl(), program, query))
    return expected, "\n".join(ask(engine_with(program), query))


@pytest.mark.swipl
@pytest.mark.parametrize("query", [
    "win(a).",                       # undefined: the residual program, then the delays
    "win(d).",                       # undefined through a negation of an undefined one
    "win(g).",                       # true
    "win(f).",                       # false
    "win(h).",
    "tnot(win(d)).",
    "tnot(win(c)), win(a).",
    "call_delays(win(d), D).",
    "call_delays(win(g), D).",
])
def test_a_loop_through_negation_is_undefined_as_in_swi(query: str) -> None:
    expected, got = _swi_and_ours(GAME, query)
    assert got == expected


@pytest.mark.swipl
@pytest.mark.parametrize("query", [
    "p.",
    "q, tnot(q), p.",                # the delays listed newest first
    "r.",
    "tnot(r).",
    "(p -> X = yes ; X = no).",      # an undefined condition is taken, with its delay
    "\\+ p.",
    "get_residual(p, L).",
    "answer_residual(q, R).",
])
def test_undefined_answers_carry_their_delays_as_in_swi(query: str) -> None:
    expected, got = _swi_and_ours(MIXED, query)
    assert got == expected


@pytest.mark.swipl
@pytest.mark.parametrize("query", [
    "undefined.",
    "tnot(undefined).",
    "s(1).",
    "call_delays(s(2), D).",
])
def test_undefined_is_the_third_truth_value_as_in_swi(query: str) -> None:
    expected, got = _swi_and_ours(MIXED, query)
    assert got == expected


OWN_UNDEFINED = """\
:- table p/0, undefined/0.
p :- undefined.
undefined :- tnot(undefined).
"""


@pytest.mark.swipl
@pytest.mark.parametrize("query", [
    "p, fail ; get_residual(p, R).",  # the delay is the program's undefined, a table
    "undefined, fail ; get_residual(undefined, R).",
])
def test_a_program_may_table_its_own_undefined(query: str) -> None:
    expected, got = _swi_and_ours(OWN_UNDEFINED, query)
    assert got == expected


@pytest.mark.swipl
@pytest.mark.parametrize("query", [
    "q.",                            # library(wfs) makes tnot a prefix operator
    "call_delays(q, D), delays_residual_program(D, P).",
    "call_residual_program(p, P).",
])
def test_library_wfs_gives_the_residual_program_as_in_swi(query: str) -> None:
    expected, got = _swi_and_ours(":- use_module(library(wfs)).\n" + MIXED, query)
    assert got == expected


def test_the_residual_program_is_listed_before_the_answer() -> None:
    e = engine_with(GAME)
    assert ask(e, "win(d).") == ["% WFS residual program\n"
                                 "    win(d) :-\n        tnot(win(a)).\n"
                                 "    win(a) :-\n        tnot(win(b)).\n"
                                 "    win(b) :-\n        tnot(win(c)).\n"
                                 "    win(c) :-\n        tnot(win(a)).\n"
                                 "win(d)."]


def test_a_proved_answer_loses_its_delays() -> None:
    # g's first answer is conditional (tnot(win(f)), f still being computed); its move
    # to h proves it, and the SCC's completion makes it true (and f false)
    e = engine_with(GAME)
    assert ask(e, "call_delays(win(g), D).") == ["D = true."]
    assert ask(e, "get_residual(win(g), L).") == ["L = []."]
    assert ask(e, "win(f).") == ["false."]


DECLARED_TWICE = """\
:- table p/1.
:- table undef/0.
undef :- tnot(undef).
:- table p/1 as subsumptive.
p(_) :- undef.
p(1).
"""


@pytest.mark.swipl
@pytest.mark.parametrize("query", [
    "p(_), fail ; findall(X-R, get_residual(p(X), R), L).",  # once per table directive
    "once(p(X)).",             # a non-ground undefined answer shows the query's variable
])
def test_get_residual_and_the_residual_program_are_swis(query: str) -> None:
    expected, got = _swi_and_ours(DECLARED_TWICE, query)
    assert got == expected
