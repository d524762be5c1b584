"""Seed 004's line protocol: one request a line, one answer a line.

A request is ``C`` followed by nine cells, ``-1`` X, ``1`` O, ``-`` empty
(``C1,-,-1,-1,-1,1,1,-,-``); the server drops the ``C`` and answers the cell (``0``-``8``)
the side to move should play. A finished board answers ``T X won``, ``T O won`` or
``T draw``; anything else one line ``E <reason>``, and the connection goes on.

A server started with a token wants it first: ``T <token>`` as the connection's first
line, answered ``ok``; anything else is answered ``E`` and the connection is closed.
"""

from __future__ import annotations

import hmac

from logic_minimax.errors import BoardFormatError

from .book import TicTacToeBook

EXAMPLE = "C1,-,-1,-1,-1,1,1,-,-"

_SEED_CELL = {"x": "-1", "o": "1", ".": "-"}


def seed_line(board: str) -> str:
    """A board (``x``, ``o``, ``.``) as the seed's client writes it, ``C`` included."""
    return "C" + ",".join(_SEED_CELL[mark] for mark in board)


class LineAnswers:
    """Answers request lines (bytes without the ``\\n``; a final ``\\r`` is ignored).

    The seed's client writes every board one way, so the answer to each reachable board's
    exact line is prepared once; any other line (spaces, errors) is parsed.
    """

    def __init__(self, book: TicTacToeBook) -> None:
        self.book = book
        self.prepared: dict[bytes, bytes] = {
            seed_line(board).encode("ascii"): _encode(found.move, found.result)
            for board, found in book.boards.items()}

    def answer(self, line: bytes) -> bytes:
        """The answer line, ``\\n`` included."""
        if line.endswith(b"\r"):
            line = line[:-1]
        prepared = self.prepared.get(line)
        return prepared if prepared is not None else self._parse(line)

    def _parse(self, line: bytes) -> bytes:
        if not line:
            return _error(f"empty line: send C and nine cells, e.g. {EXAMPLE}")
        try:
            text = line.decode("ascii")
        except UnicodeDecodeError as error:
            return _error(f"byte {error.start + 1} is not ASCII: send C and nine cells "
                          f"-1, 1 or -, e.g. {EXAMPLE}")
        if not text.startswith("C"):
            return _error(f"a request starts with C: send C and nine cells, e.g. {EXAMPLE}")
        try:
            found = self.book.best(text[1:])
        except BoardFormatError as error:
            return _error(str(error))
        return _encode(found.move, found.result)


def _encode(move: int | None, result: str | None) -> bytes:
    return f"{move}\n".encode() if result is None else f"T {result}\n".encode()


def _error(reason: str) -> bytes:
    # Reasons quote the request with repr(), so they hold no line break of their own.
    return f"E {reason}\n".encode("ascii", "backslashreplace")


def admit(line: bytes, token: bytes) -> tuple[bytes, bool]:
    """The answer to a connection's first line when the server wants ``token``, and
    whether the connection goes on."""
    if line.endswith(b"\r"):
        line = line[:-1]
    if not line.startswith(b"T "):
        return b"E this server wants its token first: send T and the token\n", False
    if not hmac.compare_digest(line[2:], token):
        return b"E wrong token: closing\n", False
    return b"ok\n", True
