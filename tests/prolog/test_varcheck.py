"""SWI's compiler's warnings about a clause's variables (varcheck.py): singletons in a
branch of a disjunction or under \\+, and singleton-marked variables used twice, each
file's messages compared with those ``swipl`` prints consulting it."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from logic_minimax.prolog.parser import Reader
from logic_minimax.prolog.varcheck import variable_warnings
from tests.helpers.engine_util import consulted
from tests.helpers.swipl import require_swipl

PROGRAMS = {
    "branches": """\
p1 :- ( X = 1 ; X = 2 ).
p2(Y) :- ( X = 1 ; Y = 2 ), X > 0.
p7 :- ( a -> X = 1 ; true ).
p8 :- ( a -> X = 1 ; X = 2 ), X > 1.
p9 :- ( a -> X = 1, X > 0 ; Y = 2 ).
p10 :- findall(X, (member(X, [1]) ; true), _).
p11(X) :- ( X == 1 -> true ; Z = 1 ).
p12 :- forall(( A = 1 ; A = 2 ), true).
p13 :- ( X = 1 ; Y = 1 ; X = Y ).
m :- ( X = 1 , ( Y = 2 ; Y = 3 ) ; X = 2 ).
g(X) :- catch(( A = 1 ; A = 2 ), _, true), X = 1.
k(X) :- ( X = 1 -> Y = 2 ; Y = 3 ), Y > 0.
a.
""",
    "negation": """\
p3 :- \\+ ( X = 1, Y = X ), Y = 2.
p4 :- \\+ q(X, Z), Z = 1.
h :- \\+ \\+ ( X = 1 ; Y = 2 ).
q(_, _).
""",
    "marked names": """\
p5(_A, _A).
p6(_B) :- _B = 1.
p(_a) :- true.
q(_a, _a).
r(__x, __x).
s(_1, _1).
""",
    "grammar rules, SSU and a discontiguous clause": """\
s --> ( [x] ; [y] ), { X = 1 ; X = 2 }.
a --> [x], ( [y] ; { Q = 1 } ).
f(X, Y), X > 0 => ( Y = 1 ; Y = 2 ).
f(_, Z) => ( Z = 1 ; W = 2 ).
b(1).
c(1).
b(Q) :- ( X = 1 ; X = 2 ), Q = 1.
""",
}


@pytest.mark.swipl
@pytest.mark.parametrize("name", PROGRAMS)
def test_warnings_are_swis(name: str, tmp_path: Path) -> None:
    path = tmp_path / "program.pl"
    path.write_text(PROGRAMS[name])
    _, ours = consulted(path)
    swi = subprocess.run([require_swipl(), "-q", "-g", "halt", str(path)],
                         capture_output=True, text=True, timeout=60, check=False)
    assert "\n".join(ours).splitlines() == swi.stderr.splitlines()


def test_style_check_minus_singleton_turns_them_off(tmp_path: Path) -> None:
    path = tmp_path / "quiet.pl"
    path.write_text(":- style_check(-singleton).\np :- ( X = 1 ; X = 2 ).\n")
    assert consulted(path)[1] == []


def test_a_deep_body_is_walked_without_recursion() -> None:
    depth = 100_000
    text = "p :- " + "( X = 1 ; " * depth + "true" + " )" * depth + ".\n"
    read = Reader(text, "deep").read_clause()
    assert read is not None
    assert variable_warnings(read.term, read.names) == ["Singleton variable in branch: X"]
