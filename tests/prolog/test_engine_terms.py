"""Types, term construction and comparison in SWI's standard order."""

from __future__ import annotations

import pytest

from tests.helpers.engine_util import ask, engine_with, one
from tests.helpers.swi_toplevel import toplevel
from tests.helpers.swipl import require_swipl


def test_type_checks() -> None:
    e = engine_with()
    assert one(e, "atom(a), atomic(\"s\"), number(1.0), integer(3), float(2.5), "
                  "compound(f(x)), callable(a), is_list([1]), string(\"s\"), var(_).") == \
        "true."
    assert one(e, "atom(\"s\").") == "false."
    assert one(e, "ground(f(X)).") == "false."


def test_functor_arg_univ() -> None:
    e = engine_with()
    assert one(e, "functor(f(a, b), N, A).") == "N = f,\nA = 2."
    assert one(e, "functor(T, p, 2).") == "T = p(_, _)."
    assert one(e, "arg(2, f(a, b), X).") == "X = b."
    assert one(e, "f(a, b) =.. L.") == "L = [f, a, b]."
    assert one(e, "T =.. [g, 1].") == "T = g(1)."


def test_copy_term_and_term_variables() -> None:
    e = engine_with()
    assert one(e, "copy_term(f(X, Y, X), C).") == "C = f(_A, _, _A)."
    assert one(e, "term_variables(f(X, g(Y, X)), L).") == "L = [X, Y]."


def test_standard_order_as_swi() -> None:
    e = engine_with()
    assert one(e, "msort([b, \"a\", f(x), 1.0, 1, a, Z, 0.5], L).") == \
        'L = [Z, 0.5, 1.0, 1, "a", a, b, f(x)].'
    assert one(e, "compare(O, f(a), g(a, b)).") == "O = (<)."
    assert one(e, "sort([c, a, b, a], L).") == "L = [a, b, c]."
    assert one(e, "sort(0, @>=, [1, 3, 2, 3], L).") == "L = [3, 3, 2, 1]."
    assert one(e, "keysort([b-1, a-2, b-0], L).") == "L = [a-2, b-1, b-0]."


def test_unification_and_identity() -> None:
    e = engine_with()
    assert ask(e, "f(X, b) = f(a, Y).") == ["X = a,\nY = b."]
    assert ask(e, "a \\= b.") == ["true."]
    assert ask(e, "X == Y.") == ["false."]
    assert ask(e, "unify_with_occurs_check(X, f(X)).") == ["false."]


OCCURS = """\
p(X, f(X)).
s(X, f(X)).
s(_, other).
deep(X, g(h(X), X)).
"""


@pytest.mark.swipl
@pytest.mark.parametrize("query", [
    "p(Y, Y).",
    "set_prolog_flag(occurs_check, true), p(Y, Y).",
    "set_prolog_flag(occurs_check, true), s(Y, Y).",
    "set_prolog_flag(occurs_check, true), deep(Y, g(Z, Y)).",
    "set_prolog_flag(occurs_check, true), deep(Y, g(Z, W)).",
    "set_prolog_flag(occurs_check, error), catch(p(Y, Y), error(E, C), true).",
    "set_prolog_flag(occurs_check, error), catch(s(Y, Y), error(E, _), true).",
    "set_prolog_flag(occurs_check, error), p(a, Z).",
])
def test_heads_follow_the_occurs_check_flag_as_in_swi(query: str) -> None:
    """The flag holds for every unification, a clause head's too: ``true`` makes the
    clause not match, ``error`` raises SWI's error in the predicate's context."""
    exe = require_swipl()
    answer = ask(engine_with(OCCURS), query)
    typed = "".join(";\n" for line in answer if line.endswith(" ;"))
    assert "\n".join(answer).split("\n") == toplevel(exe, OCCURS, query, typed)
