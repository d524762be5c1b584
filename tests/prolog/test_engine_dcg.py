"""Grammar rules (``-->``) translated at consult time, and phrase/2,3."""

from __future__ import annotations

from tests.helpers.engine_util import ask, engine_with, one

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
