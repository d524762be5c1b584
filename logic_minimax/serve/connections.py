"""What a slow or idle HTTP client may hold: a request timeout and a connection cap.

uvicorn closes idle keep-alive connections, but a connection that sends part of a request
and stops is never timed out, and beyond its concurrency limit every route answers 503,
the health check included. So the service runs uvicorn's HTTP/1.1 protocol with:

- a request timeout: a request's head and body must arrive within ``client_timeout``
  seconds of its first byte (of the connection's opening, for the first request); past
  it the client gets 408 and the connection is closed (one that sent nothing is closed
  without a word);
- a count of the open connections, which :class:`ConnectionCap` reads to answer 503
  beyond ``max_connections`` on every route but ``/v1/health``.
"""

from __future__ import annotations

import asyncio
import json
from dataclasses import dataclass
from typing import Any, ClassVar

import h11
from uvicorn.protocols.http.h11_impl import H11Protocol

from .http import ASGIApp, Receive, Scope, Send

HEALTH = "/v1/health"


@dataclass
class OpenConnections:
    """The HTTP connections open now (shared by the protocol objects and the cap)."""

    count: int = 0


class TimedProtocol(H11Protocol):
    """uvicorn's HTTP/1.1 protocol with the request timeout, counting its connections
    (made by :func:`timed_protocol`, which sets the two class attributes)."""

    client_timeout: ClassVar[float]
    open_now: ClassVar[OpenConnections]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.timer: asyncio.TimerHandle | None = None

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self.open_now.count += 1
        self._arm()

    def connection_lost(self, exc: Exception | None) -> None:
        self.open_now.count -= 1
        self._disarm()
        super().connection_lost(exc)

    def data_received(self, data: bytes) -> None:
        super().data_received(data)
        if not self._receiving():  # whole (the app's time is not the client's), or none
            self._disarm()
        elif self.timer is None:  # the first bytes of a request
            self._arm()

    def _receiving(self) -> bool:
        """Whether part of a request has arrived, and not all of it."""
        state = self.conn.their_state
        return state is h11.SEND_BODY or (state is h11.IDLE and bool(self.conn.trailing_data[0]))

    def _arm(self) -> None:
        self.timer = self.loop.call_later(self.client_timeout, self._expire)

    def _disarm(self) -> None:
        if self.timer is not None:
            self.timer.cancel()
            self.timer = None

    def _expire(self) -> None:
        self.timer = None
        if self.transport.is_closing():
            return
        if self._receiving():
            # Unless the request was answered already (a body refused as too large).
            if self.conn.their_state is h11.IDLE or not self.cycle.response_started:
                self.transport.write(_timed_out(self.client_timeout))
            self.transport.close()
        elif self.cycle is None:
            self.transport.close()  # opened, and nothing sent


def timed_protocol(client_timeout: float, open_now: OpenConnections) -> type[TimedProtocol]:
    """The protocol class for uvicorn's ``http``: ``client_timeout`` seconds for each
    request, its connections counted in ``open_now``."""
    return type("TimedProtocol", (TimedProtocol,),
                {"client_timeout": client_timeout, "open_now": open_now})


def _timed_out(seconds: float) -> bytes:
    body = json.dumps({"detail": f"the request did not arrive within {seconds:g} s: "
                                 "closing"}).encode()
    return (b"HTTP/1.1 408 Request Timeout\r\ncontent-type: application/json\r\n"
            b"content-length: %d\r\nconnection: close\r\n\r\n%s" % (len(body), body))


class ConnectionCap:
    """ASGI middleware: beyond ``limit`` open connections, 503 with ``Retry-After`` on
    every route but the health check (which answers under any load)."""

    def __init__(self, app: ASGIApp, open_now: OpenConnections, limit: int) -> None:
        self.app = app
        self.open_now = open_now
        self.limit = limit

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or self.open_now.count <= self.limit or \
                scope["path"] == HEALTH:
            return await self.app(scope, receive, send)
        body = json.dumps({"detail": f"busy: {self.open_now.count} connections are open, "
                                     "retry in 1 s"}).encode()
        await send({"type": "http.response.start", "status": 503,
                    "headers": [(b"content-type", b"application/json"),
                                (b"content-length", str(len(body)).encode()),
                                (b"retry-after", b"1"), (b"connection", b"close")]})
        await send({"type": "http.response.body", "body": body})
