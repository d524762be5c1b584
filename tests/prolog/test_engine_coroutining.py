"""Attributed variables and coroutining (builtins/attvar.py, coroutining.pl, the machine's
wakeup): freeze/2, when/2, dif/2 and a program's own attribute module answer, and print
their residual goals, as SWI-Prolog's toplevel does."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.helpers.engine_util import ask, engine_with
from tests.helpers.swi_toplevel import toplevel
from tests.helpers.swipl import require_swipl

COROUTINES = [
    # freeze/2: the goal runs when the variable is bound, in the order delayed
    "freeze(X, Y = done), X = 1.",
    "freeze(X, true).",
    "freeze(X, fail), X = 1.",
    "freeze(a, Y = now).",
    "freeze(X, G).",
    "X = f(Y), freeze(Y, true).",
    "freeze(X, L = [a|T]), freeze(X, T = [b]), X = 1.",
    "freeze(X, true), freeze(Y, true), X = Y.",
    "freeze(X, A = 1), freeze(Y, B = 2), X = Y, X = go.",
    "freeze(X, true), X = Y.",
    "freeze(X, true), frozen(X, G).",
    "frozen(X, G).",
    "freeze(X, true), copy_term(X, Y, Gs).",
    "freeze(X, true), copy_term(X, Y), frozen(Y, G).",
    "freeze(X, true), findall(X, true, [Y]), frozen(Y, G).",
    "dif(X, Y), frozen([X, Y], F), frozen([X, Y], F2), F == F2.",
    "copy_term([X], q(X, Y), V, C).",
    "freeze(Y, true), copy_term(X, q(X, Y), CX, CQ), CQ == q(CX, Y).",
    "freeze(X, true), copy_term_nat(X, q(X, Y), CX, CQ), \\+ attvar(CX).",
    "freeze(X, true), copy_term_nat(f(X), C), \\+ attvar(C).",
    "findall(X, (freeze(X, member(X, [1, 2])), member(X, [0, 1, 2, 3])), L).",
    "findall(X-Y, (freeze(X, Y = 2), (X = 1 ; X = 3)), L).",
    # when/2
    "when(nonvar(X), Y = bound), X = 1.",
    "when(ground(f(X, Y)), Z = g), X = 1, Y = 2.",
    "when(ground(f(X, Y)), Z = g), X = 1.",
    "when((nonvar(X) ; nonvar(Y)), Z = w).",
    "when((nonvar(X) ; nonvar(Y)), Z = w), Y = 1.",
    "when(?=(X, Y), Z = decided), X = Y.",
    "when(?=(X, Y), Z = decided), X = a, Y = b.",
    "when(nonvar(X), G).",
    "catch(when(foo(X), true), error(E, _), true).",
    "catch(when(_, true), error(E, _), true).",
    "C = (C, C), catch(when(C, true), error(E, _), true).",  # cyclic: no endless walk
    # dif/2
    "dif(X, a).",
    "dif(X, a), X = b.",
    "dif(X, a), X = a.",
    "dif(f(X, Y), f(a, b)).",
    "dif(f(X, Y), f(a, b)), X = a.",
    "dif(f(X, Y), f(a, b)), X = a, Y = b.",
    "dif(X, Y), X = Y.",
    "dif(A, B), A = 1.",
    "dif(X, a), dif(X, b).",
    "dif(X, b), freeze(X, true), dif(X, a).",
    "dif(f(X, Y), f(Y, X)).",
    "dif(X-Y, 1-2), X = 1.",
    "findall(X-Y, (dif(X, Y), member(X-Y, [a-a, a-b, b-b, c-d])), L).",
    "dif(A, B), memberchk(A, [B, C]), A == C.",
    "dif(X, a), X \\= a.",
    "dif(X, a), \\+ X = a.",
    # the attribute predicates themselves
    "put_attr(X, my, 1).",
    "put_attr(X, my, 1), get_attr(X, my, V).",
    "put_attr(X, my, 1), put_attr(X, my, 2), get_attrs(X, A).",
    "put_attr(X, a, 1), put_attr(X, b, 2), del_attr(X, a), get_attrs(X, A).",
    "put_attr(X, a, 1), del_attr(X, a), \\+ attvar(X).",
    "(put_attr(X, my, 1), fail ; \\+ attvar(X)).",
    "catch(put_attr(a, m, 1), error(E, _), true).",
    "catch(put_attr(X, 1, 1), error(E, _), true).",
    "catch(put_attr(X, M, 1), error(E, _), true).",
    "get_attr(X, m, V).",
    "freeze(X, true), term_attvars(f(X, Y), Vs), Vs == [X].",
    "unifiable(f(X, Y, Z), f(p, q, r), U).",
    "unifiable(f(X, X), f(Y, a), U).",
    "unifiable(Y, X, U).",
    "unifiable(a, b, U).",
    "?=(a, b), ?=(X, X), \\+ ?=(X, Y).",
    "call_residue_vars(freeze(X, true), Vs).",
    "call_residue_vars((dif(a(_, B), a(_, 1)), B = 2), L).",
    # modules: one namespace, qualified goals call the plain one
    "lists:append([1], [2], L).",
    "call(lists:append, [1], [2], L).",
    "strip_module(a:b:c(x), M, G).",
    "strip_module(c(x), M, G).",
]


@pytest.mark.swipl
@pytest.mark.parametrize("query", COROUTINES)
def test_coroutines_answer_as_swi(query: str) -> None:
    expected = toplevel(require_swipl(), "", query)
    assert "\n".join(ask(engine_with(), query)) == "\n".join(expected)


DOMAIN = """\
:- module(domain, [domain/2]).
:- use_module(library(ordsets)).

domain(X, Dom) :- var(Dom), !, get_attr(X, domain, Dom).
domain(X, List) :- list_to_ord_set(List, Domain), put_attr(Y, domain, Domain), X = Y.

attr_unify_hook(Domain, Y) :-
    (   get_attr(Y, domain, Dom2)
    ->  ord_intersection(Domain, Dom2, NewDomain),
        (   NewDomain == [] -> fail
        ;   NewDomain = [Value] -> Y = Value
        ;   put_attr(Y, domain, NewDomain)
        )
    ;   var(Y) -> put_attr(Y, domain, Domain)
    ;   ord_memberchk(Y, Domain)
    ).

attribute_goals(X) --> { get_attr(X, domain, List) }, [domain(X, List)].
"""
"""The example of SWI's manual (section 8.1): a module of its own with its hook and its
residual goals."""


@pytest.mark.swipl
@pytest.mark.parametrize("query", [
    "domain(X, [a, b]), X = c.",
    "domain(X, [a, b]), domain(X, [a, c]).",
    "domain(X, [a, b, c]), domain(X, [a, c]).",
    "domain(X, [a, b]), Y = f(X).",
    "domain(X, [a, b]), domain(Y, [b, c]), X = Y.",
    "findall(X, (domain(X, [a, b, c]), member(X, [c, d, a])), L).",
])
def test_a_programs_own_attribute_module_works_as_in_swi(query: str) -> None:
    expected = toplevel(require_swipl(), DOMAIN, query)
    assert "\n".join(ask(engine_with(DOMAIN), query)) == "\n".join(expected)


def test_each_attribute_module_keeps_its_own_hook(tmp_path: Path) -> None:
    """Modules are one namespace here, but two attribute modules' attr_unify_hook/2 and
    attribute_goals//1 stay apart (modules.py), with no redefinition warning."""
    (tmp_path / "even.pl").write_text(
        ":- module(even, [even/1]).\neven(X) :- put_attr(X, even, yes).\n"
        "attr_unify_hook(yes, V) :- 0 is V mod 2.\n"
        "attribute_goals(X) --> [even(X)].\n")
    (tmp_path / "small.pl").write_text(
        ":- module(small, [small/1]).\nsmall(X) :- put_attr(X, small, yes).\n"
        "attr_unify_hook(yes, V) :- V < 10.\n")
    (tmp_path / "main.pl").write_text(":- use_module(even).\n:- use_module(small).\n")
    engine = engine_with()
    engine.consult_file(tmp_path / "main.pl")
    assert engine.warnings == []  # type: ignore[attr-defined]
    assert ask(engine, "even(X), small(X), member(X, [3, 12, 4]).") == ["X = 4."]
    assert ask(engine, "even(X), small(X).") == ["even(X),\nput_attr(X, small, yes)."]


def test_a_library_that_comes_with_the_engine_loads_and_no_file_outside() -> None:
    """library(clp/bounds) is SWI's own file, shipped unchanged; a library path may not
    climb out of the engine's own (the service does not let a program open files)."""
    engine = engine_with()
    engine.files_allowed = False
    assert ask(engine, "use_module(library(clp/bounds)).") == ["true."]
    assert ask(engine, "X in 1..5, X #> 3.") == ["put_attr(X, bounds, bounds(4, 5, []))."]
    assert ask(engine, "listing(label/1).") == ["true."]  # a library predicate
    error = ask(engine, "use_module(library('../../../../etc/passwd')).")
    assert error == ["ERROR: source_sink `library('../../../../etc/passwd')' does not exist"]


def test_hooks_run_in_the_order_swi_runs_them() -> None:
    """Of two attributed variables the younger is bound to the older, whose goals come
    first; a plain variable is bound to the attributed one and wakes nothing."""
    engine = engine_with()
    out = ask(engine, "freeze(X, nb_setval(k, x)), freeze(Y, (nb_getval(k, V), "
                      "nb_setval(k, [V, y]))), Y = X, X = 1, nb_getval(k, R).")
    assert out[0].endswith("R = [x, y].")


def test_a_hundred_thousand_woken_goals_need_no_python_recursion() -> None:
    engine = engine_with("wait([]).\nwait([X|Xs]) :- freeze(X, true), wait(Xs).\n")
    query = "length(L, 100000), wait(L), maplist(=(1), L), \\+ term_attvars(L, [_|_])."
    assert ask(engine, query) == ["L = [1, 1, 1, 1, 1, 1, 1, 1, 1|...]."]


def test_sendmoney_style_constraints_prune_a_search(tmp_path: Path) -> None:
    """dif/2 as a generate-and-test program uses it: all different, checked as bound."""
    program = ("all_dif([]).\nall_dif([X|Xs]) :- maplist(dif(X), Xs), all_dif(Xs).\n"
               "perm(L) :- L = [_, _, _], all_dif(L), maplist([X]>>member(X, [a, b, c]), L).\n")
    engine = engine_with(program)
    assert ask(engine, "findall(L, perm(L), Ls), length(Ls, N).")[0].endswith("N = 6.")
