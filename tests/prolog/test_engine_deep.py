"""No Python recursion: a million-deep recursion (tail and not), deep terms through
unification, copying, comparison, printing and findall."""

from __future__ import annotations

from logic_minimax.prolog.core import deref
from tests.helpers.engine_util import engine_with, one

LEN = """
len([], 0).
len([_|T], N) :- len(T, M), N is M + 1.
count(N, N) :- !.
count(I, N) :- I1 is I + 1, count(I1, N).
nest(0, z) :- !.
nest(N, s(T)) :- N1 is N - 1, nest(N1, T).
"""


def test_non_tail_recursion_a_million_deep() -> None:
    e = engine_with(LEN)
    read = e.read_query("numlist(1, 1000000, L), len(L, N).")
    assert e.once(read.term)
    assert deref(dict(read.names)["N"]) == 1000000


def test_tail_recursion_a_million_deep() -> None:
    e = engine_with(LEN)
    assert one(e, "count(0, 1000000).") == "true."


def test_deep_terms_unify_compare_copy_and_print() -> None:
    e = engine_with(LEN)
    read = e.read_query("nest(300000, A), nest(300000, B), A = B, A == B, "
                        "copy_term(A, C), C @>= B, findall(A, true, [D]), "
                        "with_output_to(string(S), write(D)), string_length(S, Len).")
    assert e.once(read.term)
    names = dict(read.names)
    assert deref(names["Len"]) == 300000 * 3 + 1
