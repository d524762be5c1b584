"""The ``logic-minimax`` command: through click's runner, as the installed console script,
and on a pseudo-terminal."""

from __future__ import annotations

import os
import pty
import subprocess
import sys
from pathlib import Path

from click.testing import CliRunner

from logic_minimax.app.cli import cli


def run(*args: str) -> tuple[int, str, str]:
    """Exit code, stdout and stderr of ``logic-minimax ARGS`` (click's runner); an
    exception other than the exit itself fails the test."""
    result = CliRunner().invoke(cli, list(args))
    assert result.exception is None or isinstance(result.exception, SystemExit), \
        result.exception
    return result.exit_code, result.stdout, result.stderr


def console_script() -> Path:
    """The installed ``logic-minimax`` script next to this Python."""
    return Path(sys.executable).with_name("logic-minimax")


def venv_env() -> dict[str, str]:
    """The environment with this Python's scripts first on PATH, for shell commands."""
    return dict(os.environ, PATH=f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}")


def run_in_terminal(command: list[str], env: dict[str, str] | None = None) -> str:
    """Run ``command`` with stdout and stderr on a pseudo-terminal; what it printed."""
    leader, follower = pty.openpty()
    done = subprocess.Popen(command, stdout=follower, stderr=follower, close_fds=True,
                            env=env)
    os.close(follower)
    output = b""
    while True:
        try:
            data = os.read(leader, 1 << 16)
        except OSError:  # the terminal closed
            break
        if not data:
            break
        output += data
    done.wait(timeout=120)
    os.close(leader)
    return output.decode(errors="replace")
