"""A cell's text split into its program and its queries: ``?-`` terms are queries, a
lone goal is one too (as in the Prolog kernels for Jupyter), and the program keeps the
cell's lines and columns for its errors."""

from __future__ import annotations

from logic_minimax.notebook.cells import split_cell


def reads(text: str) -> bool:
    return "(." not in text  # stands in for the engine's reader


def test_queries_are_the_terms_after_a_prompt() -> None:
    cell = split_cell("p(1).\n?- p(X).\nq :- p(1), \\+ p(2).\n?- q.\n", reads)
    assert cell.queries == ("p(X).", "q.")
    assert cell.program == "p(1).\n        \nq :- p(1), \\+ p(2).\n     \n"


def test_a_lone_goal_is_a_query_and_a_lone_rule_or_directive_is_not() -> None:
    assert split_cell("trace.", reads).queries == ("trace.",)
    assert split_cell("  member(X, [1, 2]).  % the goal\n", reads).queries == \
        ("member(X, [1, 2]).",)
    for program in ("p :- q.", ":- dynamic p/1.", "a --> [x].", "p(1). p(2)."):
        assert split_cell(program, reads).queries == (), program


def test_a_body_inside_brackets_does_not_make_a_rule() -> None:
    assert split_cell("findall(X, (p(X) :- true), L).", reads).queries == \
        ("findall(X, (p(X) :- true), L).",)


def test_a_term_that_does_not_read_stays_in_the_program_at_its_place() -> None:
    cell = split_cell("q(X :- (.", reads)
    assert cell.queries == () and cell.program == "q(X :- (."
    cell = split_cell("?- p('open.\np(1).\n", reads)
    assert cell.queries == () and cell.program.endswith("p(1).\n")
