"""listing/0,1 and portray_clause/1,2 print clauses as SWI-Prolog 9's library(listing)
does (logic_minimax/prolog/portray.py): one goal a line, if-then-else and disjunctions
laid out in columns, the goal arguments of findall/3, forall/2, catch/3 ... on lines of
their own when they are conjunctions, long terms wrapped at the right margin, and a
consulted clause's variables named as its source names them.  Each case is compared
with ``swipl``'s output, byte for byte."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from logic_minimax.prolog.engine import Engine
from tests.helpers.engine_util import consulted
from tests.helpers.swipl import require_swipl

CONTROL = """\
f(X) :- ( X = 1 -> true ; X = 2 -> fail ; throw(x) ), \\+ g(X), findall(Y, (g(Y), Y > 1), _).
h(X) :- ( X > 1, X < 3 ; X = 0 ), !.
c :- (a ; b), (a -> b), (a *-> b ; c), (a *-> b), \\+ (a, b), \\+ a, \\+ \\+ (a ; b).
nested(X) :- ( X > 0 -> ( X > 10 -> big ; small ) ; ( X < -10 ; X =:= -5 ) -> negative ; zero ).
inner(X) :- ( a, ( b ; c -> d ; e ), ff ; X ), ((a, b), c), (a ; b ; c).
g(1).
a. b. c. d. e. ff. big. small. negative. zero.
"""

META = """\
m(L, N) :- findall(X-Y, (member(X, L), Y is X * 2), Ps), forall(member(P, Ps), (write(P), nl)),
    catch((a, b), E, (print_message(error, E), fail)), aggregate_all(count, (member(Z, L),
    Z > 1), N),
    call((a ; b)), once((a -> b)), ignore(\\+ a), findall(X, member(X, L), _),
    setup_call_cleanup(open(f, read, S), (read(S, T), write(T)), close(S)),
    maplist([Q]>>(Q > 1, Q < 3), L), time((a, b)).
a. b.
"""

TERMS = """\
t(Xaaaaaaaaaaaaaaa, Ybbbbbbbbbbbbbbbbbbbbb, Zcccccccccccccccccccccc) :- foo(Xaaaaaaaaaaaaaaa,
    Ybbbbbbbbbbbbbbbbbbbbb, Zcccccccccccccccccccccc, [aaaaaaaaaaa, bbbbbbbbbbbbbbb, cccccccccccc]).
long(X) :- q(X, [aaaaaaaaaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbbbbbbbbbbbb,
    ccccccccccccccccccccccccccccccc, ddddddd|X]).
long2(X) :- X == [aaaaaaaaaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbbbbbbbbbbbb,
    ccccccccccccccccccccccccccccccc, ddd].
s :- q("a string", 'Quoted Atom', 0'c, 1.5e10, -3, - 3, -(3), 1 - -1, a- (-1), [a|b], 'don''t',
    "say \\"hi\\"").
ops(X) :- X \\== a + b * c, Y is -(-(1)), Y =.. [f|_], X @< Y, format("~w~n", [X-Y]).
curly :- x({a, b}), y({a}).
fact(1, two, "three", [4, 5], f(_, _)).
fact(X, X, _, _, _).
q(_, _). q(_, _, _, _, _, _, _, _, _, _, _, _). x(_). y(_). foo(_, _, _, _).
"""

DYNAMIC = """\
:- dynamic counter/1, visited/2.
counter(0).
visited(a, 1).
bump :- retract(counter(N)), N1 is N + 1, assertz(counter(N1)).
"""

NAMES = """\
p(Foo, _, _Bar) :- q(Foo, Baz, _), r(Baz).
pp(Foo, Single, _Bar, _Baz) :- q(Foo, _Baz, _Baz), r(Single).
p1(X) :- q(X, A, B), r(A), r(B), r(_C), r(_).
q(X, Y, Z) :- X == Y, Y == Z.
q(_A, _B, _C).
r(_).
r(x).
"""

PORTRAY = """\
t((f(X) :- ( X = 1 -> true ; X = 2 -> fail ; throw(x) ), \\+ g(X), findall(Y, (g(Y), Y > 1), _))).
t((h(X) :- ( X > 1, X < 3 ; X = 0 ), !)).
t(_).
t((a, b)).
t((:- a, b)).
t((:- dynamic foo/1)).
t((:- module(m, [a/1, b/2]))).
t((x :- (a :- b))).
t((foo :- dynamic(a))).
t((a --> b, {c, d}, [x])).
t((a --> \\+ b, call(c, x) ; [y], !)).
t((a :- ((b, c), d), e)).
t((a :- (b ; c ; d), (e -> f ; g *-> h ; i), (j *-> k), (l -> m))).
t((a :- ((b ; c) -> d ; e))).
t((a :- (b, ! ; c), !, d)).
t((a => b, c)).
t(foo(aaaaaaaaaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbbbbbbbbbbbb, ccccccccccccccccccccccccccccccccc,
    [dddddddddddddddddd, eeeeeeeeeeeeeeeeeeeeeee, fffffffffffffffffff|T], T)).
t((p :- {a, b})).
t((a :- findall(X-Y, (member(X, [1, 2, 3]), member(Y, [aaaaaaaaaaaaaaaaaa,
    bbbbbbbbbbbbbbbbbbbbbbbbbbbb, cccccccccccccccc])), L), length(L, N), N > 1)).
t((a(X) :- X = "long string long string long string long string long string long string long")).
t([a, b]).
t((+ :- a)).
go :- forall(t(X), portray_clause(X)), portray_clause(user_output, (a :- b, c)).
"""

CASES = {
    "control": (CONTROL, "listing(f), listing(h), listing(c), listing(nested), listing(inner)"),
    "meta": (META, "listing(m)"),
    "terms": (TERMS, "listing(t), listing(long), listing(long2), listing(s), listing(ops),"
                     " listing(curly), listing(fact)"),
    "dynamic": (DYNAMIC, "assertz(visited(b, 2)), assertz((visited(X, Y) :- X == Y, !)),"
                         " listing(counter), listing(visited), listing(bump)"),
    "names": (NAMES, "listing(p), listing(pp), listing(p1), listing(q), listing(r)"),
    "portray": (PORTRAY, "go"),
}


def _ours(path: Path, goal: str) -> str:
    engine, _ = consulted(path)
    out = engine.capture()
    list(engine.query(f"{goal}."))
    return out.getvalue()


def _swi(exe: str, path: Path, goal: str) -> str:
    done = subprocess.run([exe, "-q", "-g", goal, "-t", "halt", str(path)],
                          capture_output=True, text=True, timeout=60, check=True)
    return done.stdout


@pytest.mark.swipl
@pytest.mark.parametrize("case", sorted(CASES))
def test_listing_is_swis(case: str, tmp_path: Path) -> None:
    exe = require_swipl()
    program, goal = CASES[case]
    path = tmp_path / f"{case}.pl"
    path.write_text(program)
    expected = _swi(exe, path, goal)
    assert ":-\n" in expected  # SWI listed the clauses, not an error
    assert _ours(path, goal) == expected


def test_a_deep_body_is_laid_out_without_recursion() -> None:
    """100,000 goals in a row, and an if-then-else 20,000 deep: an explicit stack."""
    engine = Engine()
    out = engine.capture()
    conj = ", ".join(["a"] * 100_000)
    list(engine.query(f"portray_clause((p :- {conj}))."))
    assert out.getvalue().count("\n    a") == 100_000
    out.truncate(0)
    nested = "".join("(a -> " for _ in range(20_000)) + "b" + ")" * 20_000
    list(engine.query(f"portray_clause((p :- {nested}))."))
    assert out.getvalue().count("->  ") == 20_000
