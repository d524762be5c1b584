"""The knowledge base: a fact store, loading, chance checks, analysis, goals and the
pyDatalog view, behind :class:`KnowledgeBase`. Joins the language (``prolog/``) and the
searches (``search/``); knows nothing of pictures, traces or the terminal."""

from .analysis import TreeSummary
from .base import KnowledgeBase, load, loads

__all__ = ["KnowledgeBase", "TreeSummary", "load", "loads"]
