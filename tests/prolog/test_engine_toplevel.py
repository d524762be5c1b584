"""Answers printed exactly as SWI-Prolog's toplevel prints them."""

from __future__ import annotations

import pytest

from logic_minimax.prolog.toplevel import answers
from tests.helpers.engine_util import ask, engine_with
from tests.helpers.swi_toplevel import toplevel
from tests.helpers.swipl import require_swipl


@pytest.mark.parametrize(("query", "answers"), [
    ("X = f(Y), Y = 1.", ["X = f(1),\nY = 1."]),
    ("X = Y.", ["X = Y."]),
    ("X = a, Y = X.", ["X = Y, Y = a."]),
    ("X = f(A, B), A = B.", ["X = f(B, B),\nA = B."]),
    ("X = f(_).", ["X = f(_)."]),
    ("length(L, 2).", ["L = [_, _]."]),
    ("copy_term([A, B, A], L).", ["L = [_A, _, _A]."]),
    ("_X = 1.", ["_X = 1."]),
    ("true.", ["true."]),
    ("fail.", ["false."]),
    ("X = \"abc\", Y = (a:-b), Z = [1, 2|T].", ['X = "abc",\nY = (a:-b),\nZ = [1, 2|T].']),
    ("X = [a, 'B c', {x, y}, - 1, -1, 1-(-1), a- -1, f(a, b)].",
     ["X = [a, 'B c', {x, y}, - 1, -1, 1- -1, a- -1, f(a, b)]."]),
    ("X = (-), Y = (a = b), Z = [-].", ["X = (-),\nY = (a=b),\nZ = [-]."]),
    ("X = [-(2^2), -(a^2), -(1)+2, 2-(-(1)), -(1.0), -(1-2)].",
     ["X = [- 2^2, -a^2, - 1+2, 2- - 1, - 1.0, - (1-2)]."]),
    ("X = 1.0e10, Y = 0.1, Z = 1.0Inf.", ["X = 10000000000.0,\nY = 0.1,\nZ = 1.0Inf."]),
    ("member(X, [1, 2]).", ["X = 1 ;", "X = 2."]),
])
def test_answers(query: str, answers: list[str]) -> None:
    assert ask(engine_with(), query) == answers


@pytest.mark.swipl
@pytest.mark.parametrize("query", [
    "numlist(1, 9, L).",                  # nine elements: whole
    "numlist(1, 10, L).",                 # ten: [1, ..., 9|...]
    "length(L, 12).",
    "X = f(f(f(f(f(f(f(f(f(f(f(f(a)))))))))))).",
    "X = [a, [b, [c, [d, [e, [f, [g, [h, [i, [j, [k]]]]]]]]]]].",
    "X = [[[[[[[[[[[a]]]]]]]]]]].",
    "X = [a-1, b-2, c-3, d-4, e-5, f-6, g-7, h-8, i-9, j-10, k-11].",
    "X = a+b+c+d+e+f+g+h+i+j+k+l+m.",
    "X = f([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], g(h(i(j(k(l(m(n(o(p(q))))))))))).",
    "X = [1, 2, 3, 4, 5, 6, 7, 8, 9|foo].",
    "X = [f(A), B, A, B, C, D, E, F, G, H, I].",
])
def test_long_answers_are_abbreviated_as_swi_does(query: str) -> None:
    """SWI's ``answer_write_options`` hold ``max_depth(10)``."""
    expected = toplevel(require_swipl(), "", query)
    assert ask(engine_with(), query) == ["\n".join(expected)]


DECLARED = ":- dynamic f/1, user:g/1, h//1.\nf(1).\n"


@pytest.mark.swipl
@pytest.mark.parametrize("query", [
    "predicate_property(f(_), dynamic).",  # a property named: no choice point left
    "predicate_property(g(_), dynamic).",  # declared module-qualified
    "predicate_property(h(_, _, _), dynamic).",  # a grammar rule's Name//Arity
    "predicate_property(f(_), number_of_clauses(N)).",
    "predicate_property(f(_), static).",
])
def test_declared_predicates_have_swis_properties(query: str) -> None:
    assert ask(engine_with(DECLARED), query) == \
        ["\n".join(toplevel(require_swipl(), DECLARED, query))]


@pytest.mark.swipl
@pytest.mark.parametrize("query", [
    "findall(F-B-D, (member(F, ['/a/b/c.pl', 'c.pl', '/a/b/', '/', '', 'a//b', \"s/t\"]), "
    "file_base_name(F, B), file_directory_name(F, D)), L).",
    "catch(file_base_name(_, _), error(E, _), true).",
    "exists_source(library(lists)).",
    "exists_source(no_such_file_here).",
    "exists_source('~nobody_here/x').",  # the home of no user
    "prolog_load_context(module, M), prolog_load_context(dialect, D), "
    "\\+ prolog_load_context(file, _).",  # at the toplevel: no file
])
def test_file_names_and_sources_as_swi(query: str) -> None:
    assert ask(engine_with(), query) == ["\n".join(toplevel(require_swipl(), "", query))]


def test_a_bindings_text_stays_whole() -> None:
    [answer] = engine_with().query("numlist(1, 100, L).")
    assert str(answer).endswith("9|...].")
    assert answer.bindings[0][1].count(",") == 99  # type: ignore[attr-defined]


LONG_ANSWERS = [
    "numlist(1, 200000, L).",
    "numlist(1, 200000, L), msort(L, S).",
    "findall(X-f(X), between(1, 50000, X), L).",
    "length(L, 100000).",
    "length(L0, 30), L0 = [_, V|_], last(L0, V), copy_term(L0, L).",  # _A beyond the depth
    "A = f(A), numlist(1, 20, L), append(L, [A], L2), copy_term(L2, Y).",  # a cycle too
    "numlist(1, 20, L0), append(L0, X, X).",
    "X = f(f(f(f(f(f(f(f(f(f(f(f(a)))))))))))).",
    "numlist(1, 100000, L), atomic_list_concat(L, ',', A), atom_length(A, N).",
]


@pytest.mark.swipl
@pytest.mark.parametrize("query", LONG_ANSWERS)
def test_a_long_answer_is_abbreviated_as_swi(query: str) -> None:
    """Issue 30, finding 7: a long answer prints as SWI abbreviates it, written only as
    deep as it is printed (the CLI and the REPL ask for no more); the answer in full
    (for the service and the API) prints the same."""
    engine = engine_with()
    printed = [str(a) for a in answers(engine, engine.read_query(query), whole=False)]
    assert "\n".join(printed) == "\n".join(toplevel(require_swipl(), "", query))
    assert printed == [str(a) for a in engine.query(query)]


@pytest.mark.swipl
@pytest.mark.parametrize("formal", [
    "type_error(integer, a)", "type_error(list, [a|b])", "type_error(list, [a, b])",
    "type_error(callable, \"s\")", "type_error(atom, 1.5)", "type_error(atom, [])",
    "type_error(evaluable, foo/0)", "type_error(x)", "type_error('a b', 'c d')",
    "domain_error(not_less_than_zero, -1)", "domain_error(range(1, 9), 10)",
    "domain_error(x)", "existence_error(procedure, foo/0, user)",
    "existence_error(file, 'x y')", "existence_error(matching_rule, user:f(x))",
    "existence_error(x)", "existence_error(procedure, foo/1)",
    "existence_error(procedure, nothing)", "uninstantiation_error(f(a))",
    "representation_error(max_arity)",
    "evaluation_error(undefined)", "permission_error(open, source_sink, x)",
    "permission_error(modify, static_procedure, foo/1)",
    "permission_error(modify, built_in_procedure, atom_length/2)",
    "permission_error(input, stream, s)", "permission_error(open, source_sink, alias(a))",
    "permission_error(x)", "resource_error(memory)", "resource_error(a, b)",
    "syntax_error(operator_expected)", "syntax_error(cannot_start_term)",
    "syntax_error('my own')", "occurs_check(a, f(a))", "format('bad ~w')",
    "busy(mutex, m)", "io_error(read, s)", "foo", "foo(bar)", "[]", "1",
])
def test_errors_are_worded_as_swi_words_them(formal: str) -> None:
    exe = require_swipl()
    query = f"throw(error({formal}, _))."
    assert "\n".join(ask(engine_with(""), query)) == "\n".join(toplevel(exe, "", query))
