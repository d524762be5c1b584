"""SWI-Prolog's module system against swipl: each module its own predicates, calls
resolved in the module, then its imports, ``user`` and ``system``; ``Module:Goal``,
meta-predicate arguments, ``@/2``, ``import/1``, ``export/1``, ``add_import_module/3``,
``reexport/1,2``; files that load each other."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.helpers.engine_diff import run_files
from tests.helpers.swipl import require_swipl

pytestmark = pytest.mark.swipl

HEURISTICS = {
    "main.pl": ":- use_module(a).\n:- use_module(b).\n",
    "a.pl": ":- module(a, [pa/1]).\npa(X) :- helper(X).\nhelper(a).\n",
    "b.pl": ":- module(b, [pb/1]).\npb(X) :- helper(X).\nhelper(b).\n",
}

CASES: dict[str, tuple[dict[str, str], list[str]]] = {
    "private helpers": (HEURISTICS, [
        "findall(X, pa(X), L)", "findall(X, pb(X), L)", "helper(X)", "a:helper(X)",
        "b:helper(X)", "a:nohelp", "a:pb(X)", "predicate_property(pa(_), imported_from(M))",
        "clause(pa(X), B)", "clause(a:helper(X), B)", "current_predicate(helper/1)",
        "current_predicate(a:helper/1)",
        "forall(member(M, [a, b, user, system]), current_module(M))"]),
    "files that load each other": ({
        "c1.pl": ":- module(c1, [c1/0]).\n:- use_module(c2).\nc1 :- c2.\n",
        "c2.pl": ":- module(c2, [c2/0]).\n:- use_module(c1).\nc2.\nc3 :- c1.\n",
    }, ["c1", "c2", "c2:c3", "c3"]),
    "meta-arguments": ({
        "main.pl": ":- use_module(m).\nfoo(user).\n",
        "m.pl": ":- module(m, [twice/2, all/1, run/2, count/1, goals/1]).\n"
                ":- meta_predicate twice(0, -).\n"
                "twice(G, [X, Y]) :- G, copy_term(G, H), call(H), arg(1, G, X), "
                "arg(1, H, Y).\n"
                "foo(m).\n"
                "all(L) :- findall(X, foo(X), L).\n"
                "run(X, Y) :- ( foo(X) -> true ; X = none ), \\+ \\+ foo(_), "
                "maplist([A]>>foo(A), [Y]).\n"
                ":- dynamic seen/1.\n"
                "count(N) :- retractall(seen(_)), forall(foo(X), assertz(seen(X))), "
                "aggregate_all(count, seen(_), N).\n"
                "goals(L) :- G = foo(X), findall(X, call(G), L1), "
                "findall(Y, m:foo(Y), L2), append(L1, L2, L).\n",
    }, ["twice(foo(X), L)", "all(L)", "run(X, Y)", "count(N)", "goals(L)",
        "m:seen(X)", "seen(X)", "twice(m:foo(X), L)", "@(foo(X), m)", "@(m:foo(X), user)",
        "m:twice(foo(X), L)"]),
    "a module calls user's and system's": ({
        "main.pl": ":- use_module(m).\nuserpred(42).\n",
        "m.pl": ":- module(m, [t/1, u/1, v/1]).\nt(X) :- userpred(X).\n"
                "u(X) :- between(1, 3, X).\nbetween(a, b, c).\n"
                "v(L) :- msort([c, a, b], L).\n",
    }, ["t(X)", "u(X)", "v(L)", "m:between(A, B, C)", "between(1, 2, X)"]),
    "use_module/2's import lists": ({
        "main.pl": ":- use_module(m, [p/1, q/1 as qq]).\n:- use_module(n, except([r/1])).\n",
        "m.pl": ":- module(m, [p/1, q/1, s/1]).\np(m).\nq(m).\ns(m).\n",
        "n.pl": ":- module(n, [r/1, w/1]).\nr(n).\nw(n).\n",
    }, ["p(X)", "qq(X)", "q(X)", "s(X)", "w(X)", "r(X)", "m:s(X)"]),
    "import, export, add_import_module": ({
        "main.pl": ":- use_module(m).\nmine(u).\n",
        "m.pl": ":- module(m, []).\nhidden(m).\nother(m).\n",
    }, ["import(m:hidden/1), hidden(X)", "m:export(other/1), m:other(X)",
        "add_import_module(k, m, end), k:other(X)",
        "findall(I, import_module(m, I), Is)", "k:mine(X)",
        "delete_import_module(k, user), catch(k:mine(X), E, true)"]),
    "dynamic and assert by module": ({
        "main.pl": ":- use_module(m).\n:- dynamic fact/1.\nfact(user).\n",
        "m.pl": ":- module(m, [add/1, facts/1]).\n:- dynamic fact/1.\n"
                "add(X) :- assertz(fact(X)).\nfacts(L) :- findall(X, fact(X), L).\n",
    }, ["add(1), add(2), facts(L)", "findall(X, fact(X), L)", "assertz(m:fact(3)), "
        "m:facts(L)", "retract(m:fact(1)), facts(L)", "m:assertz(fact(4)), facts(L)",
        "predicate_property(m:fact(_), dynamic)", "abolish(m:fact/1), catch(facts(L), E, true)"]),
    "a module's load context": ({
        "main.pl": ":- use_module(m).\n",
        "m.pl": ":- module(m, [t/1]).\n:- dynamic seen/1.\n"
                ":- prolog_load_context(module, M), assertz(seen(M)).\nt(M) :- seen(M).\n",
    }, ["t(M)"]),
    "reexport/1,2": ({
        "main.pl": ":- use_module(mid).\n:- use_module(mid2).\n:- use_module(mid3).\n",
        "base.pl": ":- module(base, [b1/1, b2/1]).\nb1(1).\nb2(2).\n",
        "mid.pl": ":- module(mid, [m/1]).\n:- reexport(base).\nm(X) :- b1(X).\n",
        "mid2.pl": ":- module(mid2, []).\n:- reexport(base, [b2/1 as bb]).\n",
        "mid3.pl": ":- module(mid3, []).\n:- reexport(base, except([b1/1])).\n",
    }, ["b1(X)", "b2(X)", "bb(X)", "m(X)", "predicate_property(bb(_), imported_from(M))",
        "module_property(mid, exports(L)), msort(L, S)",
        "module_property(mid2, exports(L))", "module_property(mid3, exports(L))"]),
}


@pytest.mark.parametrize("name", list(CASES))
def test_modules_answer_as_swi(name: str, tmp_path: Path) -> None:
    files, goals = CASES[name]
    (swi, swi_messages), (ours, messages) = run_files(require_swipl(), files, tmp_path, goals)
    assert messages == swi_messages
    for goal, theirs, mine in zip(goals, swi, ours, strict=True):
        assert mine == theirs, goal


def test_the_reproducers_search_finds_its_own_helper(tmp_path: Path) -> None:
    """issue 33's three files: SWI answers [a] with no warning."""
    (swi, swi_messages), (ours, messages) = run_files(
        require_swipl(), HEURISTICS, tmp_path, ["findall(X, pa(X), L)"])
    assert ours == swi == [["S ['X'=A,'L'=[a]]"]]
    assert messages == swi_messages == ""
