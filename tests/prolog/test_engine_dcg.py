"""Grammar rules (``-->``) translated at consult time, and phrase/2,3."""

from __future__ import annotations

import pytest

from tests.helpers.engine_util import ask, engine_with, one
from tests.helpers.swi_toplevel import toplevel
from tests.helpers.swipl import require_swipl

GRAMMAR = """
greeting --> [hello], name.
name --> [world].
name --> [prolog].
expr(X) --> term(X0), rest(X0, X).
rest(Acc, X) --> "+", !, term(Y), { Acc1 is Acc + Y }, rest(Acc1, X).
rest(X, X) --> [].
term(N) --> [C], { C >= 0'0, C =< 0'9, N is C - 0'0 }.
ab --> "a", ( "b" -> [] ; "c" ).
"""


def test_phrase_parses_and_generates() -> None:
    e = engine_with(GRAMMAR)
    assert ask(e, "phrase(greeting, X).") == ["X = [hello, world] ;", "X = [hello, prolog]."]
    assert one(e, "phrase(expr(X), `1+2+3`).") == "X = 6."
    assert one(e, "phrase(ab, `ac`).") == "true."
    assert one(e, "phrase(ab, `abz`, R).") == "R = [122]."
    assert one(e, "phrase(greeting, [hello, there]).") == "false."


@pytest.mark.swipl
@pytest.mark.parametrize("query", [
    "expand_term((a --> [x], b), C).",
    "expand_term((b, d --> []), C).",  # a pushback that is a body, not a list
    "expand_term((a, [x] --> b), C).",
    "expand_term(foo, X).",
    "expand_term(X, Y).",
    "expand_goal(foo(X), G).",
])
def test_expand_term_and_goal_as_swi(query: str) -> None:
    expected = toplevel(require_swipl(), "", query)
    assert "\n".join(ask(engine_with(), query)) == "\n".join(expected)


@pytest.mark.swipl
@pytest.mark.parametrize("query", [
    "catch(phrase(_, [], []), E, true).",
    "catch(phrase(L, L), E, true).",
    "catch(phrase(27, [], []), E, true).",
    "catch((G = phrase([], a), call(G)), E, true).",
    "catch(phrase(a, b, c), E, true).",
    "phrase([1], L, L).",
    "findall(As-Bs, phrase([a|As], [a, b], Bs), L).",  # a partial list of terminals
    "X = [a|X], catch(must_be(list_or_partial_list, X), error(E, _), true).",
])
def test_phrase_checks_its_arguments_as_swi(query: str) -> None:
    expected = toplevel(require_swipl(), "", query)
    assert "\n".join(ask(engine_with(), query)) == "\n".join(expected)
