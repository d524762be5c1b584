"""The README stays true: the REPL session is replayed through the real command (queries
piped in), the Python session runs as a doctest, every command is documented, and the
pictures are what their commands draw."""

from __future__ import annotations

import doctest
import re
import subprocess
from pathlib import Path

import pytest

from logic_minimax.app.cli import cli
from tests.helpers.cli import run, venv_env
from tests.helpers.paths import README, ROOT

README_TEXT = README.read_text()

BLOCK = re.compile(r"^```(\w+)\n(.*?)^```$", re.MULTILINE | re.DOTALL)

TIME = re.compile(r"^% time: \d+\.\d+ seconds$", re.MULTILINE)


def blocks(language: str) -> list[str]:
    return [body for lang, body in BLOCK.findall(README_TEXT) if lang == language]


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
    done = subprocess.run(command[2:], shell=True, cwd=ROOT, env=venv_env(),
                          input="\n".join(queries), stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT, text=True, timeout=60, check=False)
    # The checkout's own path, which messages name, reads as a clone in the home directory.
    printed = [line.replace(str(ROOT), "~/logic-minimax")
               for line in done.stdout.splitlines() if line]
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


def test_every_command_is_documented_in_the_readme() -> None:
    readme = README_TEXT
    for name, command in cli.commands.items():
        assert f"logic-minimax {name}" in readme, name
        assert command.help and "Example:" in command.help, name


def test_readme_picture_is_what_its_command_draws(tmp_path: Path) -> None:
    readme = README_TEXT
    section = readme[readme.index("## Pictures of the search"):]
    image = re.search(r"!\[[^\]]*\]\((docs/[^)]+)\)", section)
    command = re.search(r"^logic-minimax (show .*)$", section, re.MULTILINE)
    assert image and command
    args = command.group(1).split()
    args[args.index("-o") + 1] = str(tmp_path / Path(image.group(1)).name)
    assert run(*args)[0] == 0
    committed = (ROOT / image.group(1)).read_text()
    fresh = (tmp_path / Path(image.group(1)).name).read_text()
    shapes = re.compile(r'<g id="(?:node|edge)\d+" class="([^"]+)">\n<title>([^<]+)</title>')
    assert shapes.findall(committed) == shapes.findall(fresh)
    assert shapes.findall(committed)  # the picture has its nodes and edges


def test_readme_terminal_picture_is_true() -> None:
    readme = README_TEXT
    section = readme[readme.index("## Pictures of the search"):]
    block = re.search(r"```text\n\$ logic-minimax (show [^\n]*)\n(.*?)```", section, re.DOTALL)
    assert block
    args = [str(ROOT / a) if a.startswith("facts/") else a for a in block.group(1).split()]
    assert run(*args) == (0, block.group(2), "")
