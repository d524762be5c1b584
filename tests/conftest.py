from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from logic_minimax import KnowledgeBase

FACTS = Path(__file__).resolve().parent.parent / "facts"


@pytest.fixture
def load() -> Callable[[str], KnowledgeBase]:
    """A fresh knowledge base holding the given fact text (named ``test.pl``)."""
    def make(text: str) -> KnowledgeBase:
        kb = KnowledgeBase()
        kb.load_string(text, "test.pl")
        return kb
    return make


def course_kb(name: str) -> KnowledgeBase:
    kb = KnowledgeBase()
    kb.load_file(FACTS / name)
    return kb
