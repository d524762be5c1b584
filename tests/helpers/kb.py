"""Knowledge bases of the course's trees, and search answers in comparable form."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from pathlib import Path

from logic_minimax import KnowledgeBase, SearchResult

from .paths import FACTS

Load = Callable[[str], KnowledgeBase]
"""The ``load`` fixture: a fresh knowledge base holding the given fact text."""


def course_kb(name: str) -> KnowledgeBase:
    """A knowledge base holding the course file ``facts/<name>``."""
    kb = KnowledgeBase()
    kb.load_file(FACTS / name)
    return kb


def answer(result: SearchResult) -> tuple[Hashable, object, tuple[Hashable, ...]]:
    """Best move, value and path: what a search answers (2 == 2.0 here)."""
    return result.best, result.value, result.path


def exact_answer(result: SearchResult) -> tuple[Hashable, type, str, tuple[Hashable, ...]]:
    """Best move, the value's type and repr (which tell 2 from 2.0 and 0.0 from -0.0, as
    Prolog does), and path."""
    return result.best, type(result.value), repr(result.value), result.path


def load_kb(path: Path) -> KnowledgeBase:
    """A knowledge base holding the fact file ``path``."""
    kb = KnowledgeBase()
    kb.load_file(path)
    return kb
