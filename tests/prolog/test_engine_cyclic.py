"""Cyclic terms at the toplevel, against SWI-Prolog's toplevel: ``X = f(X)``, names joined
by ``==``, another binding's cyclic value written by its name, other cycles after
``% where``.  (The built-ins on cyclic terms are in swi/cyclic.txt, run by the conformance
tests.)"""

from __future__ import annotations

import pytest

from tests.helpers.engine_util import ask, engine_with
from tests.helpers.swi_toplevel import toplevel
from tests.helpers.swipl import require_swipl

pytestmark = pytest.mark.swipl


@pytest.mark.parametrize("query", [
    "X = f(X).",
    "X = f(X), Y = g(X).",
    "X = f(Y), Y = f(X).",
    "X = f(X), Y = f(Y).",
    "X = [a|X], Y = [b|X].",
    "X = f(X), copy_term(X, Y).",
    "X = f(X), findall(X, true, L).",
    "X = f(X), Y = X.",
    "X = f(_, X).",
    "X = f(X), Y = f(Y), X == Y.",
    "X = f(X, Y), Z = g(Y, Y).",
    "X = [a|X], catch(length(X, N), error(E, _), true).",
    "X = f(X), write(X), nl.",
    "X = [1, 2|X], format(\"~w~n\", [X]).",
])
def test_cyclic_answers_print_as_in_swi(query: str) -> None:
    exe = require_swipl()
    engine = engine_with()
    written = engine.capture()
    answer = ask(engine, query)
    assert [*written.getvalue().splitlines(), *"\n".join(answer).split("\n")] == \
        toplevel(exe, "", query)
