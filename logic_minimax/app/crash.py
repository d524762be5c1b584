"""Internal errors: a bug is one line for the user and a traceback in a file to report.

Errors of the library's root (:class:`~logic_minimax.errors.LogicMinimaxError`) are the
user's input and print as such; anything else escaping a command or a query is ours. The
command line then exits with :data:`EXIT_INTERNAL`; the REPL prints the line and goes on.
"""

from __future__ import annotations

import os
import tempfile
import time
import traceback
from pathlib import Path

from .cache import default_directory

EXIT_INTERNAL = 70
"""``EX_SOFTWARE`` of sysexits.h: an internal software error."""

_SHOWN = 200
"""Characters of the error's message on the user's line."""


def internal_error(error: BaseException) -> str:
    """The line to print for ``error``, after writing its traceback to a file."""
    message = str(error).split("\n", 1)[0]
    if len(message) > _SHOWN:
        message = message[:_SHOWN] + "…"
    what = type(error).__name__ + (f": {message}" if message else "")
    path = _write_details("".join(traceback.format_exception(error)))
    where = f"details in {path}" if path else "no file could be written for the details"
    return f"internal error: {what} — please report, {where}"


def _write_details(text: str) -> Path | None:
    """The traceback in a new file under the cache directory (else the temporary one)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for directory in (default_directory() / "crashes", Path(tempfile.gettempdir())):
        try:
            directory.mkdir(parents=True, exist_ok=True)
            handle, name = tempfile.mkstemp(prefix=f"logic-minimax-crash-{stamp}-",
                                            suffix=".txt", dir=directory)
            with os.fdopen(handle, "w", encoding="utf-8", errors="backslashreplace") as file:
                file.write(text)
            return Path(name)
        except OSError:
            continue
    return None
