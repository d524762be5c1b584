from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from logic_minimax import KnowledgeBase

FACTS = Path(__file__).resolve().parent.parent / "facts"


@pytest.fixture(autouse=True)
def private_answer_cache(tmp_path_factory: pytest.TempPathFactory,
                         monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test gets its own answer cache, never the user's."""
    directory = tmp_path_factory.mktemp("cache")
    monkeypatch.setenv("LOGIC_MINIMAX_CACHE", str(directory))
    return directory


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
