"""Without the ``serve`` extra (its libraries hidden as if not installed): ``serve`` and
``HttpClient`` name the extra to install, and the line client, which needs none of them,
still asks its server."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from .servers import TOKEN, Server

HIDDEN = "fastapi,fastapi_offline,starlette,pydantic,uvicorn,h11,dask,distributed,httpx"
INSTALL = "pip install 'logic-minimax[serve]'"


def without_extra(code: str, cache: Path, *argv: str) -> subprocess.CompletedProcess[str]:
    """Run ``code`` in a Python whose imports of the extra's modules fail as they do when
    it is not installed (``None`` in ``sys.modules``: ModuleNotFoundError)."""
    hide = f"import sys\nfor name in {HIDDEN!r}.split(','):\n    sys.modules[name] = None\n"
    return subprocess.run([sys.executable, "-c", hide + code, *argv], capture_output=True,
                          text=True, timeout=60, check=False,
                          env={"LOGIC_MINIMAX_CACHE": str(cache), "PATH": "/usr/bin:/bin"})


CLI = "from logic_minimax.app.cli import main\nsys.argv[0] = 'logic-minimax'\nmain()\n"


def test_serve_names_the_extra_exits_2_and_writes_no_crash_file(tmp_path: Path) -> None:
    done = without_extra(CLI, tmp_path, "serve", "--tcp", "127.0.0.1:0", "--http",
                         "127.0.0.1:0")
    assert done.returncode == 2, done.stderr
    assert done.stderr == "error: logic-minimax serve needs the serve extra (no module " \
                          f"named 'dask'): {INSTALL}\n"
    assert not (tmp_path / "crashes").exists()


def test_the_http_client_names_the_extra(tmp_path: Path) -> None:
    code = ("from logic_minimax.serve import HttpClient, ServiceError\n"
            "from logic_minimax.errors import LogicMinimaxError\n"
            "try:\n    HttpClient('http://127.0.0.1:9')\n"
            "except (LogicMinimaxError, ImportError) as error:\n    print(error)\n")
    done = without_extra(code, tmp_path)
    assert (done.returncode, done.stdout) == \
        (0, f"HttpClient needs the serve extra (no module named 'httpx'): {INSTALL}\n")


def test_the_line_client_needs_no_extra(tmp_path: Path, server: Server) -> None:
    done = without_extra(CLI, tmp_path, "client", "--tcp", f"{server.host}:{server.port}",
                         "--token", TOKEN, "1,-,-1,-1,-1,1,1,-,-")
    assert (done.returncode, done.stdout, done.stderr) == (0, "1\n", "")
