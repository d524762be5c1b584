"""Fixtures for every test: a private answer cache, fact text loaded into a fresh
knowledge base, the course tree with heuristic values; in CI, no skipped test; and no
compiled engine module older than its source."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from logic_minimax import KnowledgeBase
from tests.helpers.build import compiled_modules
from tests.helpers.kb import Load
from tests.helpers.paths import BRATKO, ROOT

HEURISTIC = """
static_eval(d, 3).
static_eval(e, 6).
static_eval(f, 2).
static_eval(g, 5).
"""
"""Values for the course tree's MAX positions two moves down, as a Shannon cut-off at
depth 2 needs (seed 001's file values only its leaves)."""


def pytest_sessionstart(session: pytest.Session) -> None:
    """A module compiled before its source (or Cython's ``.pxd`` view of it) last changed,
    or one that setup.py no longer compiles, would be tested instead of its source."""
    stale = [str(so.relative_to(ROOT)) for so in (ROOT / "logic_minimax").rglob("*.so")
             if any(src.exists() and src.stat().st_mtime > so.stat().st_mtime
                    for src in (so.with_name(so.name.split(".")[0] + ext)
                                for ext in (".py", ".pxd")))]
    if stale:
        pytest.exit(f"compiled modules older than their source: {', '.join(stale)}; "
                    "run bash tests/run.sh, or: python setup.py build_ext --inplace",
                    returncode=3)
    engine = ROOT / "logic_minimax" / "prolog"
    unlisted = [str(so.relative_to(ROOT)) for so in engine.rglob("*.so")
                if so.relative_to(engine).as_posix().split(".")[0] not in compiled_modules()]
    if unlisted:
        pytest.exit(f"compiled modules that setup.py no longer compiles: {', '.join(unlisted)}"
                    "; delete them (Python would load them instead of their source)",
                    returncode=3)


@pytest.fixture(autouse=True)
def private_answer_cache(tmp_path_factory: pytest.TempPathFactory,
                         monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test gets its own answer cache, never the user's."""
    directory = tmp_path_factory.mktemp("cache")
    monkeypatch.setenv("LOGIC_MINIMAX_CACHE", str(directory))
    return directory


@pytest.fixture
def load() -> Load:
    """A fresh knowledge base holding the given fact text (named ``test.pl``)."""
    def make(text: str) -> KnowledgeBase:
        kb = KnowledgeBase()
        kb.load_string(text, "test.pl")
        return kb
    return make


@pytest.fixture
def cut_tree(tmp_path: Path) -> Path:
    """The course's tree (seed 001) with ``static_eval`` for d, e, f, g."""
    path = tmp_path / "bratko_h.pl"
    path.write_text(BRATKO.read_text() + HEURISTIC)
    return path


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]
                              ) -> object:
    """In CI (CI=true) a skipped test is a failure: every test must run there."""
    outcome = yield
    report = outcome.get_result()  # type: ignore[attr-defined]
    if os.environ.get("CI") == "true" and report.skipped and not hasattr(report, "wasxfail"):
        report.outcome = "failed"
        report.longrepr = f"skipped in CI: {report.longrepr}"
