"""The README stays true: its REPL sessions are replayed through the real command (queries
piped in, or typed at a terminal with the keys shown), its Python sessions run as doctests,
its shell transcripts (commands with what they print) run again, and its other commands
too; every command is documented, and the pictures are what their commands draw. (The
service's transcripts are replayed against a running service: tests/serve.)"""

from __future__ import annotations

import doctest
import itertools
import re
import subprocess
from pathlib import Path

import pytest

from logic_minimax.app.cli import cli
from tests.helpers.cli import console_script, run, venv_env
from tests.helpers.paths import README, ROOT
from tests.helpers.repl import Scenario, terminal_session

README_TEXT = README.read_text()

BLOCK = re.compile(r"^```(\w+)\n(.*?)^```$", re.MULTILINE | re.DOTALL)

TIME = re.compile(r"^% time: \d+\.\d+ seconds$", re.MULTILINE)


def blocks(language: str) -> list[str]:
    return [body for lang, body in BLOCK.findall(README_TEXT) if lang == language]


AT_A_TERMINAL = "# at a terminal"


def repl_sessions(terminal: bool = False) -> list[str]:
    """The REPL's sessions: queries piped in, or typed at a terminal (marked so)."""
    return [body for body in blocks("text") if body.startswith("$ logic-minimax repl ")
            and (AT_A_TERMINAL in body.splitlines()[0]) == terminal]


def transcripts() -> list[str]:
    """Shell transcripts: ``$ command`` lines, each followed by what it prints (``$ cat
    FILE``: a file the commands after it read), run without a service."""
    return [body for body in blocks("text") if body.startswith("$ ")
            and not body.startswith("$ logic-minimax repl ") and " nc " not in body
            and "logic-minimax client" not in body]


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


COMMAND = re.compile(r"^(?:echo .* \| )?logic-minimax (?!serve|play (?!.*--self))(?P<args>.*?)"
                     r"(?:\s+# (?P<comment>.*))?$", re.MULTILINE)
"""A command of a ``sh`` block that runs on its own (no service, nobody at the board)."""


def commands() -> list[tuple[str, str]]:
    """Each such command with its comment (``# prints 1``, ``# % wrote ...``: what it
    prints), but one whose file is not in the checkout (``big.pl``)."""
    found = [(match.group(0).split("  #")[0].strip(), match.group("comment") or "")
             for body in blocks("sh") for match in COMMAND.finditer(body)]
    return [(command, comment) for command, comment in found
            if not any(word.endswith(".pl") and "/" not in word and before != "-o"
                       for before, word in itertools.pairwise(command.split()))]


def test_the_readme_has_every_kind_of_session() -> None:
    assert repl_sessions() and repl_sessions(terminal=True) and blocks("pycon")
    assert len(transcripts()) >= 4 and len(commands()) >= 15


@pytest.mark.pty
@pytest.mark.parametrize("session", repl_sessions(terminal=True))
def test_repl_session_at_a_terminal(session: str) -> None:
    """The keys shown after each port (creep: Enter, skip: s) typed at it; what the
    toplevel prints is the session as shown."""
    command, *lines = session.splitlines()
    scenario: Scenario = []
    for line in lines:
        if "?- " in line:
            scenario.append((line.split("?- ", 1)[1], {}))
        elif line.endswith((" ? creep", " ? skip")):
            keys = scenario[-1][1]
            keys[len(keys)] = "s" if line.endswith("skip") else "\r"
    args = command.split(AT_A_TERMINAL)[0].split()[2:]
    printed = terminal_session([str(console_script()), *args], scenario)
    assert "?- " + printed.rstrip().removesuffix("?-").rstrip() == "\n".join(lines)


@pytest.mark.parametrize("transcript", transcripts())
def test_shell_transcript(transcript: str, tmp_path: Path) -> None:
    """Each command run in a directory holding the examples (``facts/``) and the files
    the transcript shows with ``cat``: what it prints (stdout and stderr) as shown."""
    (tmp_path / "facts").symlink_to(ROOT / "facts")
    steps = re.split(r"^\$ ", transcript, flags=re.MULTILINE)[1:]
    for step in steps:
        command, _, shown = step.partition("\n")
        if command.startswith("cat "):
            (tmp_path / command.split()[1]).write_text(shown)
        done = subprocess.run(command, shell=True, cwd=tmp_path, env=venv_env(),
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                              timeout=120, check=False)
        assert done.stdout == shown, command


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


@pytest.mark.parametrize(("command", "comment"), commands())
def test_command(command: str, comment: str, tmp_path: Path) -> None:
    """It runs (in a directory holding the examples), and prints what its comment says."""
    (tmp_path / "facts").symlink_to(ROOT / "facts")
    (tmp_path / "docs").mkdir()
    done = subprocess.run(command, shell=True, cwd=tmp_path, env=venv_env(),
                          capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stderr
    if comment.startswith("prints "):
        assert done.stdout.split()[0] == comment.split()[1]
    elif comment.startswith("% "):
        assert comment in done.stdout.splitlines()
