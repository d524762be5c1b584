"""The README's interactive examples stay true: the REPL session is replayed through the
real command (queries piped in), and the Python session runs as a doctest."""

from __future__ import annotations

import doctest
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text()
BLOCK = re.compile(r"^```(\w+)\n(.*?)^```$", re.MULTILINE | re.DOTALL)
TIME = re.compile(r"^% time: \d+\.\d+ seconds$", re.MULTILINE)


def blocks(language: str) -> list[str]:
    return [body for lang, body in BLOCK.findall(README) if lang == language]


def repl_sessions() -> list[str]:
    return [body for body in blocks("text") if body.startswith("$ logic-minimax repl ")]


def replay(session: str) -> tuple[str, str]:
    """What the session shows after its prompts, and what the command prints for its
    queries (blank lines dropped, times blanked)."""
    command, *lines = session.splitlines()
    queries, shown = [], []
    for line in lines:
        if line.startswith("?- "):
            queries.append(line[3:])
        elif line:
            shown.append(line)
    env = dict(os.environ, PATH=f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}")
    done = subprocess.run(command[2:], shell=True, cwd=ROOT, env=env, input="\n".join(queries),
                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                          timeout=60, check=False)
    printed = [line for line in done.stdout.splitlines() if line]
    return (TIME.sub("% time", "\n".join(printed)), TIME.sub("% time", "\n".join(shown)))


def test_the_readme_has_a_repl_session_and_a_python_session() -> None:
    assert repl_sessions() and blocks("pycon")


@pytest.mark.parametrize("session", repl_sessions())
def test_repl_session(session: str) -> None:
    printed, shown = replay(session)
    assert printed == shown


@pytest.mark.parametrize("session", blocks("pycon"))
def test_python_session(session: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    test = doctest.DocTestParser().get_doctest(session, {}, "README.md", "README.md", 0)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    runner.run(test)
    assert runner.summarize(verbose=False).failed == 0
