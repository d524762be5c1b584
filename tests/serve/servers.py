"""Real service processes on loopback ports for the tests, and the trees their jobs search."""

from __future__ import annotations

import os
import queue
import random
import re
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO

from logic_minimax.serve.client import HttpClient, ask_lines

TOKEN = "course-token"
QUIET = {**os.environ, "DASK_LOGGING__DISTRIBUTED": "error"}
LOGGED = {**os.environ, "DASK_LOGGING__DISTRIBUTED": "warning"}
"""A test service logs Dask's warnings (an event loop that did not answer, a worker lost):
shown with a failed test's report (tests/serve/conftest.py)."""

RUNNING: list[Server] = []
"""The services started and not stopped yet."""


@dataclass
class Server:
    """A ``logic-minimax serve`` process started on free ports (port 0)."""

    process: subprocess.Popen[str]
    host: str
    port: int
    url: str
    token: str | None = None
    said: list[str] = field(default_factory=list)
    output: queue.Queue[str | None] | None = None
    """What the service prints, from its start on."""

    def ask(self, lines: Sequence[str]) -> list[str]:
        """Seed 004's exchange: request lines on one connection (after the token, if the
        server wants one), their answers."""
        if self.token is None:
            return ask_lines(self.host, self.port, lines)
        admitted, *answers = ask_lines(self.host, self.port, [f"T {self.token}", *lines])
        assert admitted == "ok"
        return answers

    def connect(self) -> socket.socket:
        """A line connection, admitted (the token sent, if the server wants one)."""
        sock = socket.create_connection((self.host, self.port), timeout=10)
        if self.token is not None:
            sock.sendall(f"T {self.token}\n".encode())
            assert _read_line(sock) == b"ok\n"
        return sock

    def api(self, token: str | None = TOKEN) -> HttpClient:
        return HttpClient(self.url, token)

    def log(self) -> list[str]:
        """What the service has printed so far."""
        while self.output is not None and not self.output.empty():
            line = self.output.get()
            if line is not None:
                self.said.append(line)
        return self.said

    def stop(self) -> None:
        if self in RUNNING:
            RUNNING.remove(self)
        self.process.terminate()
        try:
            self.process.wait(30)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


def _read_line(sock: socket.socket) -> bytes:
    """One line, read a byte at a time (a file over the socket would read ahead)."""
    line = b""
    while not line.endswith(b"\n") and (byte := sock.recv(1)):
        line += byte
    return line


def read_lines(stream: IO[str]) -> queue.Queue[str | None]:
    """The lines of a process's output as they come, ``None`` at its end."""
    lines: queue.Queue[str | None] = queue.Queue()

    def pump() -> None:
        for line in stream:
            lines.put(line.rstrip("\n"))
        lines.put(None)
    threading.Thread(target=pump, daemon=True).start()
    return lines


def wait_for(lines: queue.Queue[str | None], pattern: str, seen: list[str],
             timeout: float = 90.0) -> re.Match[str]:
    """The first line (among those still to come) matching ``pattern``."""
    until = time.monotonic() + timeout
    while True:
        line = lines.get(timeout=max(0.1, until - time.monotonic()))
        if line is None:
            raise RuntimeError("the process ended:\n" + "\n".join(seen))
        seen.append(line)
        found = re.search(pattern, line)
        if found:
            return found


def start_server(*options: str) -> Server:
    """``logic-minimax serve`` on loopback ports chosen by the system, once ready."""
    process = subprocess.Popen(
        [sys.executable, "-m", "logic_minimax", "serve", "--tcp", "127.0.0.1:0",
         "--http", "127.0.0.1:0", *options],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=LOGGED)
    assert process.stdout is not None
    lines = read_lines(process.stdout)
    said: list[str] = []
    try:
        tcp = wait_for(lines, r"^tcp: listening on ([\d.]+):(\d+)", said)
        http = wait_for(lines, r"^http: listening on (http://[\d.:]+)", said)
        wait_for(lines, r"^ready in", said)
        wait_for(lines, r"^dask: \d+ workers up", said)  # the jobs' tests want them
    except BaseException:
        process.kill()
        raise
    token = options[options.index("--token") + 1] if "--token" in options else None
    server = Server(process, tcp[1], int(tcp[2]), http[1], token, said, lines)
    RUNNING.append(server)
    return server


def diamond(levels: int, seed: int, leaf: int = 0) -> str:
    """A game DAG whose paths double at each level (``levels`` 60: a search without memo
    never ends), with random side values: ``moves(p0, [a0, b0])``, both leading to
    ``p1``, and ``a0`` also to a leaf ``x0``."""
    rng = random.Random(seed)
    lines = [f"% diamond {levels} levels, seed {seed}"]
    for i in range(levels):
        lines += [f"moves(p{i}, [a{i}, b{i}]).", f"moves(a{i}, [p{i + 1}, x{i}]).",
                  f"moves(b{i}, [p{i + 1}]).", f"max_to_move(p{i + 1}).",
                  f"min_to_move(a{i}).", f"min_to_move(b{i}).",
                  f"static_eval(x{i}, {rng.randint(-100, 100)})."]
    lines.append(f"static_eval(p{levels}, {leaf}).")
    return "\n".join(lines) + "\n"


FACTS = Path(__file__).resolve().parents[2] / "facts"
BRATKO = (FACTS / "bratko.pl").read_text()
BONES_RULES = (FACTS / "bones_rules.pl").read_text()
