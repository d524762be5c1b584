"""The Prolog kernel: installed by ``logic-minimax jupyter install --sys-prefix`` (the
console script), then driven as Jupyter drives it: a notebook executed by nbclient, and a
kernel client asking for completions, inspection and an interrupt."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from jupyter_client.blocking.client import BlockingKernelClient
from jupyter_client.manager import KernelManager, start_new_kernel

from tests.helpers.cli import console_script
from tests.helpers.notebooks import TIMEOUT, make_notebook, run_notebook, shown, stream
from tests.helpers.programs import normalize_trace, swipl_run

TREE = """moves(a, [b, c]). moves(b, [d, e]). moves(c, [f, g]).
max_to_move(a). max_to_move(d). max_to_move(e). max_to_move(f). max_to_move(g).
min_to_move(b). min_to_move(c).
static_eval(d, 3). static_eval(e, 5). static_eval(f, 2). static_eval(g, 9).
"""


@pytest.fixture(scope="module")
def installed() -> Path:
    """The kernelspec, installed into this Python's environment by the command."""
    done = subprocess.run([str(console_script()), "jupyter", "install", "--sys-prefix"],
                          capture_output=True, text=True, timeout=120, check=True)
    folder = Path(sys.prefix, "share", "jupyter", "kernels", "logic-minimax")
    assert done.stdout == (f"installed the kernelspec logic-minimax (Prolog (logic-minimax)) "
                           f"in {folder}\n")
    return folder


@pytest.fixture(scope="module")
def kernel(installed: Path) -> Iterator[tuple[KernelManager, BlockingKernelClient]]:
    manager, client = start_new_kernel(kernel_name="logic-minimax", startup_timeout=TIMEOUT)
    yield manager, client
    client.stop_channels()
    manager.shutdown_kernel(now=True)


def execute(client: BlockingKernelClient, code: str) -> list[dict[str, Any]]:
    """The output messages (``stream``, ``display_data``) of running ``code``."""
    found: list[dict[str, Any]] = []
    client.execute_interactive(code, timeout=TIMEOUT, output_hook=lambda message: found.append(
        {"output_type": message["msg_type"], **message["content"]}))
    return found


def test_the_kernelspec_starts_this_python_with_the_kernel(installed: Path) -> None:
    spec = json.loads((installed / "kernel.json").read_text())
    python = Path(spec["argv"][0])
    assert python.parent == Path(sys.executable).parent and python.name.startswith("python")
    assert spec == {"argv": [str(python), "-m", "logic_minimax.notebook", "-f",
                             "{connection_file}"],
                    "display_name": "Prolog (logic-minimax)", "language": "prolog",
                    "interrupt_mode": "signal"}


def test_without_the_notebook_extra_install_says_what_to_install() -> None:
    script = ("import sys; sys.modules['jupyter_client'] = None; "
              "from logic_minimax.app.cli import main; main()")
    done = subprocess.run([sys.executable, "-c", script, "jupyter", "install", "--user"],
                          capture_output=True, text=True, timeout=120, check=False)
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == ("error: the Prolog kernel needs the notebook extra (no module "
                           "named 'jupyter_client'): pip install 'logic-minimax[notebook]'\n")


APPEND = "app([], L, L).\napp([H|T], L, [H|R]) :- app(T, L, R).\n"


@pytest.mark.slow
@pytest.mark.swipl
def test_a_notebook_in_the_prolog_kernel(installed: Path, tmp_path: Path) -> None:
    notebook = make_notebook([TREE, "?- minimax(a, B, V, P).", "?- show(a, minimax).",
                              "q(X :- .", APPEND, "trace.", "?- app([1], [2], L).",
                              "notrace."],
                             {"kernelspec": {"name": "logic-minimax", "language": "prolog",
                                             "display_name": "Prolog (logic-minimax)"}})
    outputs = [cell.outputs for cell in run_notebook(notebook, "logic-minimax").cells]
    assert outputs[0] == [] and outputs[4] == []
    assert stream(outputs[1]) == "B = b,\nV = 3,\nP = [b, d].\n"
    assert len(shown(outputs[2], "image/svg+xml")) == 1
    assert stream(outputs[2]) == "true.\n"
    assert stream(outputs[3], "stderr") == ("ERROR: In[4]:1:7: Syntax error: Unexpected end "
                                            "of clause\n    q(X :- .\n           ^\n")
    assert stream(outputs[5]) == "true.\n"
    traced = stream(outputs[6]).splitlines()
    program = tmp_path / "app.pl"
    program.write_text(APPEND)
    ports = normalize_trace(traced)
    swi = swipl_run([program], "app([1], [2], L)", tmp_path, trace=True)
    assert len(ports) == 4 and swi == [*ports, "Call: (0) true", "Exit: (0) true"]  # ->'s
    assert traced[-1] == "L = [1, 2]."
    assert stream(outputs[7]) == "true.\n"


def test_completion_and_inspection(kernel: tuple[KernelManager, BlockingKernelClient]) -> None:
    _, client = kernel
    execute(client, TREE + "best_leaf(L) :- static_eval(L, V), V > 4.\n")
    reply = client.complete("?- alph", 7, reply=True, timeout=TIMEOUT)["content"]
    assert "alphabeta" in reply["matches"] and reply["cursor_start"] == 3
    reply = client.complete("?- best_", 8, reply=True, timeout=TIMEOUT)["content"]
    assert reply["matches"] == ["best_leaf"]
    reply = client.complete("?- minimax(", 11, reply=True, timeout=TIMEOUT)["content"]
    assert {"a", "b", "g"} <= set(reply["matches"])  # positions inside the arguments
    text = client.inspect("?- minimax(a, B", 5, reply=True, timeout=TIMEOUT)["content"]
    assert text["found"] and text["data"]["text/plain"].startswith(
        "minimax(Pos, BestPos, Val, Path)\n    Bratko's minimax")
    text = client.inspect("best_leaf", 3, reply=True, timeout=TIMEOUT)["content"]
    assert text["data"]["text/plain"] == (
        "best_leaf/1: the program's (1 clause, from In[1]:5)\n"
        "best_leaf(L) :-\n    static_eval(L, V),\n    V>4.")
    text = client.inspect("X is 1", 3, reply=True, timeout=TIMEOUT)["content"]
    assert text["data"]["text/plain"] == "(is)/2: a built-in predicate [ISO]"
    assert not client.inspect("X = 1", 0, reply=True, timeout=TIMEOUT)["content"]["found"]


@pytest.mark.slow
def test_an_interrupt_stops_a_running_goal(
        kernel: tuple[KernelManager, BlockingKernelClient]) -> None:
    manager, client = kernel
    execute(client, "spin :- spin.")
    request = client.execute("?- spin.")
    texts: list[str] = []
    busy = False
    while True:
        message = client.get_iopub_msg(timeout=TIMEOUT)
        if message["parent_header"].get("msg_id") != request:
            continue
        if message["msg_type"] == "execute_input":
            busy = True
            time.sleep(1)  # the goal is running
            manager.interrupt_kernel()
        elif message["msg_type"] == "stream":
            texts.append(message["content"]["text"])
        elif message["msg_type"] == "status" and busy and \
                message["content"]["execution_state"] == "idle":
            break
    assert "".join(texts) == "% Execution Aborted\n"
    assert stream(execute(client, "?- X = 1.")) == "X = 1.\n"  # the kernel goes on
