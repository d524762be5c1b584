"""char_type/2 and code_type/2 against swipl (under a UTF-8 locale, as a user's): every
class of every Latin-1 character and of a sample of Unicode, in SWI's order, as the one
goal ``findall(T, code_type(C, T), Ts)`` enumerates them; the classes' members, and
their errors."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from tests.helpers.engine_util import engine_with
from tests.helpers.swipl import require_swipl

pytestmark = pytest.mark.swipl

DUMP = """\
codes(C) :- between(-1, 0x2FF, C).
codes(C) :- between(0x300, 0x10FFFF, C), C mod 1009 =:= 0.
classes :- forall(codes(C), (findall(T, code_type(C, T), Ts), writeq(C-Ts), nl)).
chars :- forall(member(C, [a, 'Z', '_', '1', ' ', 'é', 'ß', 'Σ', 'ǅ', '٣', '(', '\\n']),
                (findall(T, char_type(C, T), Ts), writeq(C-Ts), nl)).
members :- forall(member(G, [char_type(X, upper(a)), code_type(X, paren(_)),
                             code_type(X, end_of_file), char_type(X, digit(W)),
                             code_type(X, to_lower(0'A)), char_type(X, period),
                             char_type(1, alpha), code_type(0'a, lower(U)),
                             char_type(X, foo), char_type(ab, alpha), code_type(-5, alpha),
                             char_type(_, _), char_type(-1, end_of_file)]),
                  (catch(findall(G, G, L), error(E, _), L = E), writeq(L), nl)).
"""


def swi(goal: str, path: Path) -> str:
    env = {**os.environ, "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"}
    done = subprocess.run([require_swipl(), "-q", "-g", goal, "-t", "halt", str(path)],
                          capture_output=True, text=True, timeout=300, check=False, env=env)
    return done.stdout


def ours(goal: str) -> str:
    engine = engine_with(DUMP)
    out = engine.capture()
    try:
        assert engine.once(engine.read_query(goal).term)
    finally:
        engine.outputs.pop()
    return out.getvalue()


@pytest.mark.parametrize("goal", ["classes", "chars", "members"])
def test_character_classes_are_swis(goal: str, tmp_path: Path) -> None:
    path = tmp_path / "dump.pl"
    path.write_text(DUMP, encoding="utf-8")
    expected = swi(goal, path).splitlines()
    got = ours(goal).splitlines()
    assert len(got) == len(expected)
    for line, want in zip(got, expected, strict=True):
        assert line == want
