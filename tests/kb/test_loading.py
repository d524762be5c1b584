"""Loading through every path (the bulk scan, the one-line fast path, the full parser) on
the reproducers of issue 14: each reads as SWI-Prolog reads it, or fails with its place."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from logic_minimax import KnowledgeBase, LoadError
from logic_minimax.errors import FactConflictError, FactSyntaxError

Load = Callable[[str], KnowledgeBase]

BIG = 7 ** 6000  # 5,071 digits: beyond CPython's default cap of 4,300 on int <-> str
HEX = 16 ** 5000 - 1

# The same facts as the bulk scan takes them, as the fast path does (a quoted atom sends
# the chunk clause by clause), and as the full parser does (a clause over two lines).
SHAPES = {
    "bulk": "static_eval(x, {}).\n",
    "fast path": "foo('q').\nstatic_eval(x, {}).\n",
    "parser": "static_eval(x,\n  {}).\n",
}


@pytest.mark.parametrize("shape", SHAPES)
def test_b4_integers_of_any_size_load_on_every_path(load: Load, shape: str) -> None:
    assert load(SHAPES[shape].format(BIG)).facts("static_eval") == [("x", BIG)]
    assert load(SHAPES[shape].format(-BIG)).facts("static_eval") == [("x", -BIG)]
    assert load(SHAPES[shape].format(f"0x{'f' * 5000}")).facts("static_eval") == [("x", HEX)]


def test_b4_big_integers_print_in_results_and_messages(load: Load) -> None:
    kb = load(f"moves(r, [x, y]).\nmin_to_move(x).\nmin_to_move(y).\n"
              f"static_eval(x, {BIG}).\nstatic_eval(y, 0x{'f' * 5000}).\n")
    result = kb.minimax("r")
    assert (result.best, result.value) == ("y", HEX)
    assert str(HEX) in repr(result) and str(BIG) in repr(kb.query("static_eval(x, V)."))
    with pytest.raises(LoadError) as info:
        kb.load_string(f"static_eval(x, {BIG + 1}).", "more.pl")
    [conflict] = info.value.errors
    assert isinstance(conflict, FactConflictError) and str(BIG) in conflict.format()


def test_b4_a_big_integer_position_is_named_in_search_errors(load: Load) -> None:
    kb = load(f"moves({BIG}, [q]).\nmax_to_move({BIG}).\n")
    problems = kb.problems()
    assert problems and str(BIG) in str(problems[0])


@pytest.mark.parametrize("shape", SHAPES)
def test_float_overflow_is_placed_on_every_path(shape: str) -> None:
    text = SHAPES[shape].format("1e400")
    with pytest.raises(LoadError) as info:
        KnowledgeBase().load_string(text, "t.pl")
    [error] = info.value.errors
    assert isinstance(error, FactSyntaxError) and "float overflow" in error.message
    assert (error.line, error.column) == {"bulk": (1, 16), "fast path": (2, 16),
                                          "parser": (2, 3)}[shape]


def test_b1_leading_zeros_load_on_every_path(load: Load) -> None:
    for text in SHAPES.values():
        assert load(text.format("007")).facts("static_eval") == [("x", 7)]


def test_w1_a_carriage_return_does_not_end_a_comment(load: Load) -> None:
    kb = load("% c\rmin_to_move(b).\nfoo('x').\n")
    assert kb.facts("min_to_move") == [] and kb.facts("foo") == [("x",)]
    with pytest.raises(LoadError, match="holds no facts"):
        load("% c\rmin_to_move(b).\n")  # SWI loads nothing


def test_values_answer_in_file_order_on_every_path(load: Load) -> None:
    # found by the fuzzer: the bulk scan put a chunk's integers before its floats
    text = "static_eval(p0, 0.0).\nstatic_eval(p1, 0).\nstatic_eval(p2, -1e3).\n"
    expected = [("p0", 0.0), ("p1", 0), ("p2", -1000.0)]
    assert load(text).facts("static_eval") == expected
    assert load("foo('q').\n" + text).facts("static_eval") == expected
