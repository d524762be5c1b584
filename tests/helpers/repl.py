"""The toplevel run as a script (queries from a string, answers and errors as text), and
any toplevel (ours, ``swipl``) at a terminal: queries and keys typed on a pseudo-terminal."""

from __future__ import annotations

import io
import os
import re

import pexpect

from logic_minimax.app.repl import Repl

from .paths import ROOT


def run_script(queries: str, *files: str, repl: Repl | None = None) -> tuple[str, str]:
    """Out and err of ``queries`` run by ``repl``, or by a new toplevel over ``files``."""
    out, err = io.StringIO(), io.StringIO()
    if repl is None:
        repl = Repl(files, out=out, err=err)
    else:
        repl.out, repl.err = out, err
    repl.run_script(io.StringIO(queries))
    return out.getvalue(), err.getvalue()


WAITING: list[re.Pattern[str] | re.Pattern[bytes] | str | bytes | type[pexpect.EOF]
              | type[pexpect.TIMEOUT]] = [r" \? $", r"\?- $", r"= \S+ $"]
"""A port, the prompt, an answer with others."""

Scenario = list[tuple[str, dict[int, str]]]
"""Queries, each with the keys typed at its ports and answers by number (by default
Enter, a creep, at a port and ``;`` after an answer)."""


def terminal_session(command: list[str], scenario: Scenario,
                     prelude: tuple[str, ...] = ()) -> str:
    """What a toplevel prints for the scenario, typed at its prompts and ports."""
    child = pexpect.spawn(command[0], command[1:], cwd=str(ROOT), encoding="utf-8",
                          timeout=60, env=dict(os.environ, TERM="dumb"))
    try:
        child.expect(r"\?- $")
        for query in prelude:
            child.send(query + "\r")
            child.expect(r"\?- $")
        shown = []
        for query, keys in scenario:
            child.send(query + "\r")
            for count in range(10_000):
                waiting = child.expect(WAITING)
                shown.append(f"{child.before}{child.after}")
                if waiting == 1:
                    break
                child.send(keys.get(count, "\r" if waiting == 0 else ";"))
    finally:
        child.close(force=True)
    return "".join(shown).replace("\r", "")
