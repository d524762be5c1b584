"""The SWI-Prolog oracle: find swipl (a test without it skips, but fails in CI), and run
the Prolog reference programs (tests/oracle/) on many trees in one SWI-Prolog process."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import tempfile
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

import pytest

from .paths import ORACLE
from .randtrees import Number, RandomTree, Window, prolog_number

RUNNER = ORACLE / "runner.pl"

_INT = re.compile(r"-?\d+")


@dataclass(frozen=True)
class Answer:
    """One solution: ``best`` is None when Prolog left GoodPos unbound (a leaf root)."""

    best: str | int | None
    value: Number
    path: tuple[str | int, ...]


# A tree to run: (id, root, facts without their final period, alpha-beta windows).
Job = tuple[str, str, list[str], Iterable[Window]]

# One reply per query: an Answer, or None when the query failed.
Replies = dict[tuple[str, str], Answer | None]


class PrologError(RuntimeError):
    pass


def swipl() -> str | None:
    return shutil.which(os.environ.get("SWIPL", "swipl"))


def require_swipl() -> str:
    """The swipl executable; skip the test without it, but fail in CI (CI=true)."""
    found = swipl()
    if found is None:
        message = "swipl (SWI-Prolog) is not installed"
        if os.environ.get("CI") == "true":
            pytest.fail(message)
        pytest.skip(message)
    return found


def parse_number(text: str) -> Number:
    """A number as SWI-Prolog writes it (``2``, ``-2.0``, ``1.0e16``, ``1.0e+16``, ``1.5e-7``,
    ``-1.0Inf``)."""
    return int(text) if _INT.fullmatch(text) else float(text.replace("1.0Inf", "inf"))


def _parse_position(text: str) -> str | int:
    return int(text) if _INT.fullmatch(text) else text


def run_batch(jobs: Iterable[Job]) -> Replies:
    """Run minimax/4, alphabeta/5 and alphabeta/6 on each ``(id, root, facts, windows)``.

    Returns replies keyed by ``(id, query)``, query being ``minimax``, ``ab5:K`` or
    ``ab6:K`` for the K-th window. Raises PrologError if SWI-Prolog reports an error
    or an inference limit.
    """
    exe = swipl()
    if exe is None:
        raise PrologError("swipl not found")
    with tempfile.TemporaryDirectory() as tmp:
        batch = Path(tmp) / "batch.txt"
        with batch.open("w") as out:
            for tree_id, root, facts, windows in jobs:
                ws = ", ".join(f"w({prolog_number(a)}, {prolog_number(b)})" for a, b in windows)
                out.write(f"tree({tree_id}, {root}, [{', '.join(facts)}], [{ws}]).\n")
        proc = subprocess.run(
            [exe, "-q", str(RUNNER), "--", str(batch)],
            capture_output=True,
            text=True,
            timeout=300,
            check=False,
        )
    if proc.returncode != 0 or proc.stderr.strip():
        raise PrologError(f"swipl exited with {proc.returncode}:\n{proc.stderr}")
    replies: Replies = {}
    for line in proc.stdout.splitlines():
        tree_id, query, status, best, value, path = line.split("\t")
        if status == "false":
            replies[tree_id, query] = None
        elif status == "ok":
            replies[tree_id, query] = Answer(
                best=_parse_position(best) if best else None,
                value=parse_number(value),
                path=tuple(_parse_position(p) for p in path.split()),
            )
        else:
            raise PrologError(f"{tree_id} {query}: {status} {best}")
    return replies


def run_random_trees(trees: Iterable[RandomTree]) -> Replies:
    """run_batch on random trees; the ids are ``t<seed>``."""
    return run_batch((f"t{t.seed}", t.root, t.facts(), t.windows) for t in trees)


READER = ORACLE / "reader_runner.pl"
_FRESH_VAR = re.compile(r"\b_[0-9]+\b")


def swipl_read(texts: Iterable[str], written: str = "canonical") -> list[list[str]]:
    """Each text read by SWI-Prolog as consult reads a file, in one process: per text, a
    line per clause, the term as ``write_canonical`` writes it (``written="show"``: as the
    toplevel writes a value, fresh variables as ``_``; ``"listing"``: a fact as
    ``portray_clause/1`` writes it, without its newline) or ``error`` for a syntax error."""
    exe = require_swipl()
    with tempfile.TemporaryDirectory() as tmp:
        paths = []
        for k, text in enumerate(texts):
            path = Path(tmp) / f"t{k}.pl"
            path.write_text(text, encoding="utf-8")
            paths.append(path)
        mode = [] if written == "canonical" else [written]
        proc = subprocess.run([exe, "-q", str(READER), "--", *mode, *map(str, paths)],
                              capture_output=True, text=True, encoding="utf-8", timeout=300,
                              check=False)
    assert proc.returncode == 0 and not proc.stderr.strip(), proc.stderr
    found: dict[str, list[str]] = {str(path): [] for path in paths}
    for line in proc.stdout.split("\n")[:-1]:
        name, term = line.split("\t", 1)
        if term != "end":
            found[name].append(_FRESH_VAR.sub("_", term) if written == "show" else term)
    return [found[str(path)] for path in paths]


def swipl_toplevel(queries: str, *files: str | Path) -> list[str]:
    """What SWI-Prolog's toplevel prints for ``queries`` (piped in, each deterministic:
    with a choice point left it would read the next line as its reply), blank lines
    dropped."""
    exe = require_swipl()
    proc = subprocess.run([exe, "-q", *map(str, files)], input=queries, capture_output=True,
                          text=True, encoding="utf-8", timeout=300, check=False)
    return [line for line in proc.stdout.split("\n") if line]


def swipl_session(queries: str, *files: str, cwd: Path) -> tuple[list[str], str]:
    """SWI-Prolog's toplevel in ``cwd`` over ``files``: its output lines (blank lines
    dropped) and its messages (``cwd``'s path left out of them)."""
    exe = require_swipl()
    proc = subprocess.run([exe, "-q", *files], input=queries, capture_output=True, text=True,
                          encoding="utf-8", timeout=300, check=False, cwd=cwd)
    return [line for line in proc.stdout.split("\n") if line], \
        proc.stderr.replace(f"{cwd}/", "")


def read_canonical(text: str) -> list[str]:
    """Our reader on ``text``, written as :func:`swipl_read` writes SWI's: a line per
    clause, ``write_canonical``'s text or ``error``."""
    from logic_minimax.errors import PrologSyntaxError
    from logic_minimax.prolog.builtins.fmt import variable_names
    from logic_minimax.prolog.parser import Reader
    from logic_minimax.prolog.write import CANONICAL, term_to_text

    reader = Reader(text, "t.pl")
    found: list[str] = []
    while True:
        try:
            clause = reader.read_clause()
        except PrologSyntaxError:
            found.append("error")
            reader.skip_to_end()
            continue
        if clause is None:
            return found
        found.append(term_to_text(clause.term, CANONICAL, names=variable_names(clause.term)))
