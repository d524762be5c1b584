"""Clients: seed 004's line client over TCP (the standard library's sockets only), and
a Python client for the HTTP API (httpx, from the ``serve`` extra)."""

from __future__ import annotations

import socket
import time
from collections.abc import Sequence
from types import TracebackType
from typing import Any

from logic_minimax.errors import LogicMinimaxError

from .extra import missing_extra

FINISHED = ("done", "failed", "cancelled")


def ask_lines(host: str, port: int, lines: Sequence[str], timeout: float = 10.0) -> list[str]:
    """Send request lines on one connection (all at once) and read one answer for each."""
    with socket.create_connection((host, port), timeout=timeout) as sock:
        sock.sendall("".join(f"{line}\n" for line in lines).encode("utf-8", "surrogateescape"))
        with sock.makefile("rb") as answers:
            return [answers.readline().decode("utf-8").rstrip("\n") for _ in lines]


def request_lines(board: str, token: str | None = None) -> list[str]:
    """The seed's request for a board: ``C`` and the cells (a leading ``C`` is kept),
    after ``T <token>`` for a server that wants one."""
    line = board if board.startswith("C") else f"C{board}"
    return [line] if token is None else [f"T {token}", line]


class ServiceError(LogicMinimaxError, RuntimeError):
    """The service answered with an error status; ``detail`` is its reason."""

    def __init__(self, status: int, detail: str, retry_after: float | None = None) -> None:
        self.status = status
        self.detail = detail
        self.retry_after = retry_after
        super().__init__(f"{status}: {detail}")


class HttpClient:
    """The HTTP API from Python (``with HttpClient("http://127.0.0.1:8000") as api:``)."""

    def __init__(self, base_url: str, token: str | None = None, timeout: float = 60.0) -> None:
        """Raises:
            MissingExtraError: httpx is not installed (the ``serve`` extra).
        """
        try:
            import httpx
        except ModuleNotFoundError as error:
            raise missing_extra(error, "HttpClient") or error from None
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        self.http = httpx.Client(base_url=base_url, headers=headers, timeout=timeout)

    def __enter__(self) -> HttpClient:
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        self.close()

    def close(self) -> None:
        self.http.close()

    def _call(self, method: str, path: str, body: dict[str, Any] | None = None) -> Any:
        response = self.http.request(method, path, json=body)
        if response.is_error:
            try:
                detail = response.json().get("detail", response.text)
            except ValueError:
                detail = response.text
            after = response.headers.get("Retry-After")
            raise ServiceError(response.status_code, str(detail),
                               float(after) if after else None)
        return response.json()

    def health(self) -> dict[str, Any]:
        answer: dict[str, Any] = self._call("GET", "/v1/health")
        return answer

    def status(self) -> dict[str, Any]:
        answer: dict[str, Any] = self._call("GET", "/v1/status")
        return answer

    def best_move(self, game: str, position: str) -> dict[str, Any]:
        """``{"move", "value", "path", "moves", "result"}`` for a rule game's position."""
        answer: dict[str, Any] = self._call("POST", "/v1/best-move",
                                            {"game": game, "position": position})
        return answer

    def submit(self, facts: str, **arguments: Any) -> str:
        """Start a job (``root=``, ``algorithm=``, ``depth=``... or ``query=``); its id."""
        answer: dict[str, Any] = self._call("POST", "/v1/jobs", {"facts": facts, **arguments})
        return str(answer["id"])

    def job(self, job_id: str) -> dict[str, Any]:
        answer: dict[str, Any] = self._call("GET", f"/v1/jobs/{job_id}")
        return answer

    def cancel(self, job_id: str) -> dict[str, Any]:
        answer: dict[str, Any] = self._call("DELETE", f"/v1/jobs/{job_id}")
        return answer

    def wait(self, job_id: str, timeout: float = 300.0, poll: float = 0.02) -> dict[str, Any]:
        """The job once finished (``done``, ``failed`` or ``cancelled``).

        Raises:
            TimeoutError: still unfinished after ``timeout`` seconds.
        """
        until = time.monotonic() + timeout
        while True:
            shown = self.job(job_id)
            if shown["state"] in FINISHED:
                return shown
            if time.monotonic() > until:
                raise TimeoutError(f"job {job_id} is still {shown['state']} after {timeout} s")
            time.sleep(poll)
            poll = min(poll * 1.5, 0.5)

    def solve(self, facts: str, **arguments: Any) -> dict[str, Any]:
        """Submit a job and wait for it."""
        return self.wait(self.submit(facts, **arguments))
