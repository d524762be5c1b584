"""Answers remembered between runs, keyed by the fact files' path, size, mtime and content.

A second ``solve`` (or search ``query``) of unchanged files answers from here without
parsing them again. An entry is used only if every file still has the size, mtime and
BLAKE2 digest it had; anything unreadable, corrupted, foreign or from another version is
ignored (and overwritten), never trusted. Entries hold only plain values (``marshal``),
never code or pickles.
"""

from __future__ import annotations

import hashlib
import marshal
import os
import threading
from collections.abc import Hashable, Sequence
from pathlib import Path
from typing import Any

MAGIC = b"logic-minimax answers v2\n"
_DIGEST_SIZE = 32


def default_directory() -> Path:
    """``$LOGIC_MINIMAX_CACHE``, else ``$XDG_CACHE_HOME/logic-minimax``, else
    ``~/.cache/logic-minimax``."""
    explicit = os.environ.get("LOGIC_MINIMAX_CACHE")
    if explicit:
        return Path(explicit)
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "logic-minimax"


def _exact(key: Hashable) -> Hashable:
    """``key`` with each number tagged by its type: as dictionary keys ``2**53`` and
    ``2.0**53`` (or ``0.0`` and ``-0.0``) are one key, but a search window of one is not
    the window of the other, nor the answer printed."""
    if isinstance(key, tuple):
        return tuple(_exact(item) for item in key)
    if isinstance(key, float):
        return ("float", repr(key))
    if isinstance(key, int) and not isinstance(key, bool):
        return ("int", key)
    return key


def _digest(path: Path) -> str:
    digest = hashlib.blake2b(digest_size=_DIGEST_SIZE)
    with path.open("rb") as handle:
        while block := handle.read(1 << 22):
            digest.update(block)  # releases the GIL: runs beside the parser
    return digest.hexdigest()


class AnswerCache:
    """The remembered answers for one list of fact files.

    The files' digests are computed in a background thread, while the caller goes on
    (loading the files, on a first run); they are waited for only when an entry's path,
    size and mtime match, or when an answer is stored.
    """

    def __init__(self, files: Sequence[str | Path], directory: Path | None = None) -> None:
        paths = [Path(f) for f in files]
        infos = [(p, p.stat()) for p in paths]
        self.quick = tuple((str(p.resolve()), i.st_size, i.st_mtime_ns) for p, i in infos)
        self._digests: list[str] = []
        self._hashing = threading.Thread(target=self._hash, args=(paths,), daemon=True)
        self._hashing.start()
        name = hashlib.blake2b(repr([q[0] for q in self.quick]).encode(),
                               digest_size=16).hexdigest()
        self.path = (directory or default_directory()) / f"{name}.answers"
        self._answers: dict[Hashable, Any] | None = None

    def _hash(self, paths: list[Path]) -> None:
        try:
            self._digests = [_digest(p) for p in paths]
        except OSError:
            self._digests = []

    @property
    def stamps(self) -> tuple[tuple[str, int, int, str], ...] | None:
        """(absolute path, size, mtime in ns, BLAKE2b) of each file; None if unreadable."""
        self._hashing.join()
        if len(self._digests) != len(self.quick):
            return None
        return tuple((*q, d) for q, d in zip(self.quick, self._digests, strict=True))

    def _read(self) -> dict[Hashable, Any]:
        if self._answers is None:
            self._answers = self._load()
        return self._answers

    def _load(self) -> dict[Hashable, Any]:
        try:
            data = self.path.read_bytes()
        except OSError:
            return {}
        body = data[len(MAGIC) + 2 * _DIGEST_SIZE:]
        check = data[len(MAGIC):len(MAGIC) + 2 * _DIGEST_SIZE]
        if not data.startswith(MAGIC) or \
                hashlib.blake2b(body, digest_size=_DIGEST_SIZE).hexdigest().encode() != check:
            return {}
        try:
            stamps, answers = marshal.loads(body)
            quick = tuple(stamp[:3] for stamp in stamps)
        except (ValueError, EOFError, TypeError):
            return {}
        if quick != self.quick or stamps != self.stamps or not isinstance(answers, dict):
            return {}
        return answers

    def get(self, key: Hashable) -> Any:
        """The answer stored under ``key`` for these exact files, or ``None``."""
        return self._read().get(_exact(key))

    def put(self, key: Hashable, answer: Any) -> None:
        """Remember ``answer`` (plain values only); failures to write are ignored."""
        answers = self._read()
        key = _exact(key)
        answers[key] = answer
        stamps = self.stamps
        if stamps is None:
            return
        try:
            body = marshal.dumps((stamps, answers))
        except ValueError:  # not plain data: not worth remembering
            del answers[key]
            return
        check = hashlib.blake2b(body, digest_size=_DIGEST_SIZE).hexdigest().encode()
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            partial = self.path.with_suffix(f".{os.getpid()}.tmp")
            partial.write_bytes(MAGIC + check + body)
            partial.replace(self.path)  # atomic: readers see the old file or the new one
        except OSError:
            pass
