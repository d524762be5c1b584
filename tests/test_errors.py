"""Bad input gets a clear error naming the place: one test per error class of the core
issue, asserting the message, line and column."""

from __future__ import annotations

import pytest

from logic_minimax import KnowledgeBase
from logic_minimax.errors import (
    CycleError,
    FactConflictError,
    FactFileError,
    FactTypeError,
    LoadError,
    MissingSideError,
    MissingValueError,
    PrologSyntaxError,
    SourceError,
    UnknownPositionError,
)
from tests.helpers.kb import Load


def load_errors(text: str) -> tuple[SourceError, ...]:
    kb = KnowledgeBase()
    with pytest.raises(LoadError) as info:
        kb.load_string(text, "bad.pl")
    assert kb.is_empty(), "a failed load must leave the knowledge base as it was"
    return info.value.errors


def only_error(text: str) -> SourceError:
    errors = load_errors(text)
    assert len(errors) == 1, [e.format() for e in errors]
    return errors[0]


@pytest.mark.parametrize(("text", "line", "column", "message"), [
    ("moves(a, [b, c])\nmoves(b, [d]).", 1, 17, "operator expected"),  # SWI's places
    ("moves(a, [b, c])", 1, 16, "unexpected end of file"),
    ("moves(a, [b, c).", 1, 14, "illegal start of term"),  # SWI's words, all
    ("moves(a, [b, c]].", 1, 15, "illegal start of term"),
    ("static_eval(h, 1).\nmoves(a, ['b c, d]).", 2, 1, "end of file in quoted atom"),
    ("static_eval(h, 1).\n/* not closed\nmoves(a, [b]).", 2, 1, "end of file in /* ... */ comment"),
    ("static_eval(h, 1) ).", 1, 18, "illegal start of term"),
    ("static_eval(h, 1). }", 1, 20, "illegal start of term"),
])
def test_syntax_errors(text: str, line: int, column: int, message: str) -> None:
    """The engine's reader places every error (one reader for files and goals), as SWI
    places it (its ptr_to_location: a line's characters before the error)."""
    error = load_errors(text)[0]
    assert isinstance(error, PrologSyntaxError)
    assert (error.line, error.column) == (line, column), error.format()
    assert message in error.message


def test_error_text_has_location_caret_and_expectation() -> None:
    error = only_error("moves(a, [b, c]).\nstatic_eval(b, high).")
    assert error.format() == (
        "bad.pl:2:16: static_eval/2 needs a number, not high\n"
        "    static_eval(b, high).\n"
        "                   ^\n"
        "    expected: an integer or a float such as 3, -2 or 0.5")
    assert isinstance(error, ValueError)  # the matching built-in


@pytest.mark.parametrize(("text", "column", "message"), [
    ("moves(a, b).", 10, "moves/2 needs a list of positions, not b"),
    ("static_eval(h, x).", 16, "static_eval/2 needs a number, not x"),
    ('static_eval(h, "one").', 16, 'static_eval/2 needs a number, not "one"'),
    ("moves(p, []).", 10, "moves(p, []) gives no move"),
])
def test_game_tree_errors_of_a_strict_load(text: str, column: int, message: str) -> None:
    """Prolog facts the game tree cannot use: SWI consults them, a strict load refuses."""
    error = only_error(text)
    assert isinstance(error, FactTypeError)
    assert (error.line, error.column) == (1, column)
    assert message in error.message
    kb = KnowledgeBase()
    assert not any("ERROR" in m for m in kb.consult_text(text))  # as SWI-Prolog


@pytest.mark.parametrize(("text", "column", "message"), [
    ("moves(a).", 1, "moves/1 is not a game predicate: did you mean moves/2?"),
    ("static_eval(h, 1, 2).", 1, "static_eval/3 is not a game predicate: did you mean "
                                 "static_eval/2?"),
    ("static_eval(h, V).", 16, "static_eval/2 needs a number, not the variable V"),
])
def test_a_strict_load_places_game_facts_prolog_takes(text: str, column: int,
                                                      message: str) -> None:
    """A game predicate at another arity, a variable for a value: SWI consults them
    (with a singleton warning at most), a strict load refuses them at their place
    (issue 32)."""
    error = only_error(text)
    assert (error.line, error.column) == (1, column)
    assert message in error.message
    assert not any("ERROR" in m for m in KnowledgeBase().consult_text(text))


@pytest.mark.parametrize("text", ["static_eval([h], 1).", "max_to_move(1.5).",
                                  "moves(a, [b, 2.5]).", "p(X).", "max_to_move(s(_, max))."])
def test_what_prolog_takes_is_no_error(text: str) -> None:
    """Positions that are any ground term, facts with variables (a rule game's
    ``max_to_move(s(_, max)).``), other predicates: all Prolog, all loaded."""
    kb = KnowledgeBase()
    kb.load_string(text, "fine.pl")
    assert not kb.is_empty()


def test_a_rule_with_a_syntax_error_fails_the_whole_load_at_its_place() -> None:
    # Rules go to the engine (issue 11), but the load stays all or nothing.
    error = only_error("static_eval(h, 1).\nbest(X) :- moves(X, _)).\n")
    assert (error.line, error.column, type(error)) == (2, 22, PrologSyntaxError)
    assert "illegal start of term" in error.message


def test_both_sides_names_both_lines() -> None:
    error = only_error("max_to_move(d).\nmoves(d, [x]).\nmin_to_move(d).")
    assert isinstance(error, FactConflictError)
    assert (error.line, error.column) == (3, 1)
    assert "d is both max_to_move and min_to_move" in error.message
    assert "bad.pl:1:1" in error.message


def test_conflicting_duplicates_name_both_lines() -> None:
    moves, value = load_errors("moves(a, [b, c]).\nstatic_eval(b, 1).\n"
                               "moves(a, [c, b]).\nstatic_eval(b, 1.0).")
    assert (moves.line, value.line) == (3, 4)
    assert "conflicting moves/2 for a: moves(a, [c, b]) here, [b, c] before (the first at " \
           "bad.pl:1:1)" in moves.message
    assert "1 before (the first at bad.pl:2:1)" in value.message  # 1 and 1.0 differ


def test_identical_duplicates_are_fine(load: Load) -> None:
    kb = load("moves(a, [b]).\nmoves(a, [b]).\nstatic_eval(b, 2).\nstatic_eval(b, 2).\n"
              "min_to_move(b). min_to_move(b).")
    assert kb.minimax("a").value == 2


def test_all_errors_of_a_file_are_reported_together() -> None:
    errors = load_errors("moves(a, b).\nstatic_eval(h, x).\np(X) :- .\nq(a")
    assert [e.line for e in errors] == [1, 2, 3, 4]


def test_errors_are_capped() -> None:
    with pytest.raises(LoadError) as info:
        KnowledgeBase().load_string("p(X) :- .\n" * 100)
    assert len(info.value.errors) == 20 and info.value.truncated


def test_failed_load_leaves_the_knowledge_base_as_it_was(load: Load) -> None:
    kb = load("moves(a, [b, c]). static_eval(b, 1). static_eval(c, 2).")
    with pytest.raises(LoadError):
        kb.load_string("static_eval(d, 5).\nmoves(x, [y]).\nmoves(x, [z]).")  # conflicting
    assert kb.facts("static_eval") == [("b", 1), ("c", 2)]
    assert kb.facts("moves") == [("a", ("b", "c"))]


@pytest.mark.parametrize("text", ["", "% only a comment\n/* and a block */\n"])
def test_an_empty_file_loads(text: str) -> None:
    """A student's first file: nothing in it yet, and goals can be asked (as in SWI)."""
    kb = KnowledgeBase()
    kb.load_string(text, "empty.pl")
    assert kb.is_empty() and kb.query("X = 1.") == [{"X": 1}]


def test_missing_file() -> None:
    with pytest.raises(FactFileError, match=r"cannot read nowhere\.pl"):
        KnowledgeBase().load_file("nowhere.pl")


def test_missing_side_is_named_with_its_path(load: Load) -> None:
    kb = load("moves(a, [b, c]). moves(b, [d, e]). min_to_move(c). static_eval(c, 1).\n"
              "static_eval(d, 1). static_eval(e, 2).")  # d has no side; b needs one too
    for search in (kb.minimax, kb.alphabeta):
        with pytest.raises(MissingSideError) as info:
            search("a")
        assert info.value.position == "d"
        assert info.value.path == ("a", "b", "d")
        assert "position d has no max_to_move/1 or min_to_move/1 fact" in str(info.value)


def test_leaf_without_value_is_named_with_its_path(load: Load) -> None:
    kb = load("moves(a, [b, c]). moves(b, [d]). min_to_move(b). static_eval(c, 1).")
    for search in (kb.minimax, kb.alphabeta):
        with pytest.raises(MissingValueError) as info:
            search("a")
        assert (info.value.position, info.value.path) == ("d", ("a", "b", "d"))
        assert "leaf d has no static_eval/2 fact (reached by a -> b -> d)" in \
            str(info.value)


def test_cycle_is_printed(load: Load) -> None:
    kb = load("moves(a, [b]). moves(b, [c]). moves(c, [d, a]). static_eval(d, 1).\n"
              "max_to_move(d).")
    for search in (kb.minimax, kb.alphabeta):
        with pytest.raises(CycleError) as info:
            search("a")
        assert info.value.cycle == ("a", "b", "c", "a")
        assert "a -> b -> c -> a" in str(info.value)


def test_unknown_root(load: Load) -> None:
    kb = load("moves(a, [b]). static_eval(b, 1).")
    with pytest.raises(UnknownPositionError, match="position zz:"):
        kb.minimax("zz")
    assert isinstance(UnknownPositionError("x"), KeyError)
