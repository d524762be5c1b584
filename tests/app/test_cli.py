"""The command's entry point: a bug prints one line and exits 70, never a traceback."""

from __future__ import annotations

import subprocess
import sys

import pytest

from logic_minimax.app import cli
from logic_minimax.app.crash import EXIT_INTERNAL
from logic_minimax.kb.base import KnowledgeBase

from ..conftest import FACTS


def test_an_internal_error_exits_70_with_one_line(monkeypatch: pytest.MonkeyPatch,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    def broken(self: KnowledgeBase) -> object:
        raise KeyError("oops")

    monkeypatch.setattr(KnowledgeBase, "summary", broken)
    monkeypatch.setattr(sys, "argv", ["logic-minimax", "check", str(FACTS / "bratko.pl")])
    with pytest.raises(SystemExit) as info:
        cli.main()
    assert info.value.code == EXIT_INTERNAL
    [line] = capsys.readouterr().err.splitlines()
    assert line.startswith("internal error: KeyError: 'oops' — please report, details in ")


def test_user_errors_still_exit_2_and_answers_0() -> None:
    command = [sys.executable, "-m", "logic_minimax", "query", str(FACTS / "bratko.pl")]
    assert subprocess.run([*command, "minimax(a, B, V, P)."], capture_output=True,
                          check=False).returncode == 0
    bad = subprocess.run([*command, "foo(-+5)."], capture_output=True, text=True,
                         check=False)
    assert (bad.returncode, bad.stderr.count("\n")) == (2, 4)
    assert "Traceback" not in bad.stderr
