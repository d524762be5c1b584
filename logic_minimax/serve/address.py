"""Where a server listens: ``HOST:PORT`` as the command line writes it (no library
needed, so that the line client runs without the ``serve`` extra)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Address:
    """Where a server listens: ``host`` and ``port`` (0: any free port)."""

    host: str
    port: int

    def __str__(self) -> str:
        return f"[{self.host}]:{self.port}" if ":" in self.host else f"{self.host}:{self.port}"


def parse_address(text: str) -> Address:
    """``HOST:PORT`` (``[::1]:8000`` for IPv6) as an :class:`Address`.

    Raises:
        ValueError: not that shape, or a port outside 0-65535.
    """
    host, colon, port = text.rpartition(":")
    host = host[1:-1] if host.startswith("[") and host.endswith("]") else host
    if not colon or not host or not port.isdigit() or int(port) > 65535:
        raise ValueError(f"{text!r} is not HOST:PORT, e.g. 127.0.0.1:8000")
    return Address(host, int(port))
