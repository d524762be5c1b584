"""A long search shows its progress on a terminal, sampled from the search loop's own
count (the loop runs unchanged); nothing when piped or with --quiet."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from collections.abc import Hashable

import pexpect
import pytest

from logic_minimax.app.progress import positions_searched
from logic_minimax.search import registry
from logic_minimax.search.tree import Number, SearchObserver
from tests.helpers.cli import console_script, run_in_terminal
from tests.helpers.kb import course_kb
from tests.helpers.paths import ROOT


class _Pause(SearchObserver):
    """Stops the search when it enters its ``at``-th position, until released."""

    def __init__(self, at: int) -> None:
        self.at, self.entered = at, 0
        self.paused, self.release = threading.Event(), threading.Event()

    def enter(self, pos: Hashable, depth: int, alpha: Number, beta: Number) -> None:
        self.entered += 1
        if self.entered == self.at:
            self.paused.set()
            self.release.wait(10)


@pytest.mark.parametrize("algorithm", list(registry.ALGORITHMS))
def test_the_count_is_read_from_the_running_search(algorithm: str) -> None:
    tree = course_kb("bratko.pl").tree
    pause = _Pause(7)
    search = threading.Thread(target=registry.run, args=(tree, "a", algorithm),
                              kwargs={"observer": pause})
    search.start()
    assert pause.paused.wait(10)
    try:
        assert positions_searched(sys._current_frames()[search.ident or 0]) == 7
    finally:
        pause.release.set()
        search.join()
    assert positions_searched(sys._getframe()) is None  # no search here


SLOW = [str(console_script()), "solve", "tictactoe_rules", "--root", "[e,e,e,e,e,e,e,e,e]",
        "--algorithm", "alphabeta", "--no-cache"]
"""Tic-tac-toe as rules, alpha-beta from the empty board: 146,120 positions, each asked of
the logic engine: about a second compiled, so progress is asked for after a tenth."""
SOONER = dict(os.environ, LOGIC_MINIMAX_PROGRESS_DELAY="0.1")


@pytest.mark.pty
@pytest.mark.slow
def test_progress_on_a_terminal_only() -> None:
    shown = run_in_terminal(SLOW, SOONER)
    assert "searching: " in shown and " positions/s" in shown
    assert "positions visited: 146120" in shown
    assert "positions/s" not in run_in_terminal([*SLOW, "--quiet"], SOONER)
    piped = subprocess.run(SLOW, capture_output=True, text=True, check=True, env=SOONER)
    assert "positions/s" not in piped.stderr + piped.stdout


@pytest.mark.pty
@pytest.mark.slow
def test_progress_at_the_repl_prompt_then_the_answer() -> None:
    child = pexpect.spawn(str(console_script()), ["repl", "tictactoe_rules"], cwd=str(ROOT),
                          env=dict(SOONER, TERM="xterm", PROMPT_TOOLKIT_NO_CPR="1"),
                          encoding="utf-8", timeout=120, dimensions=(40, 200))
    try:
        child.expect_exact("?-")
        child.send("alphabeta([e,e,e,e,e,e,e,e,e], -inf, inf, G, V).\r")
        child.expect(r"searching: [\d,]+ positions, [\d,]+ positions/s")
        child.expect_exact("G = [x, e, e, e, e, e, e, e, e],\r\nV = 0.")
    finally:
        child.close(force=True)
