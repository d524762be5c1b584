"""The toplevel run as a script: queries from a string, answers and errors as text."""

from __future__ import annotations

import io

from logic_minimax.app.repl import Repl


def run_script(queries: str, *files: str, repl: Repl | None = None) -> tuple[str, str]:
    """Out and err of ``queries`` run by ``repl``, or by a new toplevel over ``files``."""
    out, err = io.StringIO(), io.StringIO()
    if repl is None:
        repl = Repl(files, out=out, err=err)
    else:
        repl.out, repl.err = out, err
    repl.run_script(io.StringIO(queries))
    return out.getvalue(), err.getvalue()
