"""The line server: asyncio, one protocol object per connection, answers in order.

Every answer is computed at once (a table lookup), so the answers to the lines of one
read go out together in one write, in the order they came (pipelining for free). What a
connection may cost is bounded: a line over ``max_line`` bytes is refused with one ``E``
and skipped up to its ``\\n`` without being kept; a client that stops reading stops being
read; an idle connection is closed; beyond ``max_connections`` a new one gets ``E busy``.
With a token, a connection's first line must be ``T <token>`` (:mod:`.protocol`).
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass

from .protocol import LineAnswers, admit


@dataclass(frozen=True)
class TcpLimits:
    """What one client may cost the server."""

    max_line: int = 64
    """Bytes in a line, without its ``\\n`` (a request is at most 29)."""
    max_connections: int = 1000
    idle_timeout: float = 60.0
    """Seconds without a byte from the client before the connection is closed."""


@dataclass
class _Open:
    """The connections open now (shared by the server's protocol objects)."""

    count: int = 0


class LineProtocol(asyncio.Protocol):
    """One client connection."""

    def __init__(self, answers: LineAnswers, limits: TcpLimits, open_now: _Open,
                 token: bytes | None) -> None:
        self.answers = answers
        self.limits = limits
        self.open_now = open_now
        self.token = token
        """Still to be sent by the client (``None``: nothing to send, or sent)."""
        self.refused = False
        """The token was not sent: the connection is ending."""
        self.buffer = b""
        self.skipping = False  # inside an over-long line, refused already
        self.counted = False
        self.transport: asyncio.Transport | None = None
        self.timer: asyncio.TimerHandle | None = None
        self.last_read = 0.0

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        self.transport = transport
        if self.open_now.count >= self.limits.max_connections:
            transport.write(f"E busy: {self.open_now.count} connections are open, "
                            "retry in 1 s\n".encode())
            transport.close()
            return
        self.open_now.count += 1
        self.counted = True
        loop = asyncio.get_running_loop()
        self.last_read = loop.time()
        self.timer = loop.call_later(self.limits.idle_timeout, self._check_idle)

    def _check_idle(self) -> None:
        assert self.transport is not None
        loop = asyncio.get_running_loop()
        idle = loop.time() - self.last_read
        if idle >= self.limits.idle_timeout:
            if not self.refused:  # a refused connection has said its last word
                self.transport.write(f"E idle for {self.limits.idle_timeout:g} s: "
                                     "closing\n".encode())
            self.transport.close()
        else:
            self.timer = loop.call_later(self.limits.idle_timeout - idle, self._check_idle)

    def data_received(self, data: bytes) -> None:
        assert self.transport is not None
        self.last_read = asyncio.get_running_loop().time()
        if self.refused:
            return
        buffer = self.buffer + data if self.buffer else data
        out: list[bytes] = []
        start = 0
        limit = self.limits.max_line
        while (end := buffer.find(b"\n", start)) >= 0:
            if self.skipping:
                self.skipping = False
            elif end - start > limit:
                out.append(self._too_long())
            elif self.token is not None:
                answer, admitted = admit(buffer[start:end], self.token)
                out.append(answer)
                if not admitted:
                    self._refuse(b"".join(out))
                    return
                self.token = None
            else:
                out.append(self.answers.answer(buffer[start:end]))
            start = end + 1
        rest = buffer[start:]
        if self.skipping or len(rest) > limit:
            if not self.skipping:
                out.append(self._too_long())
                self.skipping = True
            rest = b""
        self.buffer = rest
        if out:
            self.transport.write(b"".join(out))

    def _refuse(self, answers: bytes) -> None:
        """Answer, then end the connection from this side; what the client still sends is
        read and dropped until it closes too (or is idle): closed with unread data, the
        connection would be reset, and the answer could be lost on its way."""
        assert self.transport is not None
        self.refused = True
        self.buffer = b""
        self.transport.write(answers)
        self.transport.write_eof()

    def _too_long(self) -> bytes:
        return f"E line longer than {self.limits.max_line} bytes: send C and nine " \
               "cells\n".encode()

    def eof_received(self) -> bool:
        """A last line without ``\\n`` is answered too; then the connection closes."""
        assert self.transport is not None
        if self.buffer and not self.skipping and not self.refused:
            self.transport.write(self.answers.answer(self.buffer) if self.token is None
                                 else admit(self.buffer, self.token)[0])
        self.buffer = b""
        return False

    def pause_writing(self) -> None:
        # The client does not read its answers: stop reading its requests meanwhile.
        assert self.transport is not None
        self.transport.pause_reading()

    def resume_writing(self) -> None:
        assert self.transport is not None
        self.transport.resume_reading()

    def connection_lost(self, exc: Exception | None) -> None:
        if self.counted:
            self.open_now.count -= 1
            self.counted = False
        if self.timer is not None:
            self.timer.cancel()


async def start_tcp(host: str, port: int, answers: LineAnswers, limits: TcpLimits,
                    token: str | None = None) -> asyncio.Server:
    """Listen on ``host:port`` (port 0: any free port) and answer request lines (after
    ``T <token>`` if ``token``)."""
    open_now = _Open()
    loop = asyncio.get_running_loop()
    wanted = None if token is None else token.encode()
    return await loop.create_server(lambda: LineProtocol(answers, limits, open_now, wanted),
                                    host, port, reuse_address=True)
