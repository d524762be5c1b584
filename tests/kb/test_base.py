"""The knowledge base's changes on what the fuzzer found (issue 14)."""

from __future__ import annotations

from logic_minimax import KnowledgeBase


def test_a_fact_of_arity_zero_is_retracted() -> None:
    # found by the fuzzer: retract(x) after assertz(x) raised an IndexError
    kb = KnowledgeBase()
    kb.assertz("x")
    kb.assertz(";")
    assert kb.retract("x") == ()
    assert kb.retractall(";") == 1
    assert kb.query("x.") == [] and kb.facts("x", 0) == []
