"""Terms printed the way SWI-Prolog's ``writeq`` prints them."""

from __future__ import annotations

import math

import pytest

from logic_minimax.prolog.terms import Compound, format_term


@pytest.mark.parametrize(("term", "text"), [
    ("b", "b"), ("Hello world", "'Hello world'"), ("don't", "'don\\'t'"), ("[]", "'[]'"),
    ((), "[]"), (("b", "d", "i"), "[b, d, i]"), (1e10, "10000000000.0"),
    (1e15, "1.0e+15"), (1.5e-7, "1.5e-7"), (0.1, "0.1"), (-2, "-2"), (math.inf, "1.0Inf"),
    ("A", "'A'"), (Compound("f", ("x", 1)), "f(x, 1)"),
])
def test_terms_print_as_swi_prolog_writes_them(term: object, text: str) -> None:
    assert format_term(term) == text  # type: ignore[arg-type]
