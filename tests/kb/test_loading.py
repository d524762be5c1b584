"""The reader's plain-fact mode reads exactly what the full reader reads, in windows of
any size, errors placed the same."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

import logic_minimax.prolog.facts as facts
from logic_minimax import KnowledgeBase
from logic_minimax.errors import FactConflictError, LoadError, PrologSyntaxError
from logic_minimax.prolog.consult import Consult
from tests.helpers.kb import Load


def random_facts(seed: int, size: int) -> str:
    """A random tree written with every layout the parser accepts, one fact per line or
    several, comments, quoted atoms and clauses over several lines included."""
    rng = random.Random(seed)
    lines: list[str] = []
    pending = ["r"]
    count = 0
    while pending and count < size:
        pos = pending.pop()
        children = [f"{pos}_{k}" for k in range(rng.randint(1, 4))]
        count += len(children)
        pending.extend(children)
        shape = rng.random()
        if shape < 0.7:
            lines.append(f"moves({pos}, [{', '.join(children)}]).")
        elif shape < 0.8:
            lines.append(f"moves({pos},\n    [{','.join(children)}]). % split over lines")
        elif shape < 0.9:
            lines.append(f"/* {pos} */ moves('{pos}', [{', '.join(children)}]).")
        else:
            lines.append(f"  moves( {pos} ,[ {' , '.join(children)} ] ) .")
        for child in children:
            side = rng.choice(["max_to_move", "min_to_move"])
            lines.append(f"{side}({child}).")
    for pos in pending:
        value = rng.choice([str(rng.randint(-9, 9)), f"{rng.uniform(-9, 9):.3f}", "2.0",
                            "1e3"])
        lines.append(f"static_eval({pos}, {value}).")
    rng.shuffle(lines)
    return "\n".join(lines) + "\n"


def snapshot(kb: KnowledgeBase) -> tuple[object, ...]:
    return tuple(sorted(repr(row) for row in kb.facts(name))
                 for name in ("moves", "max_to_move", "min_to_move", "static_eval"))


@pytest.mark.parametrize("window", [40, 257, 4096, 1 << 22])
def test_the_plain_fact_mode_reads_as_the_full_reader(tmp_path: Path, window: int,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    text = random_facts(seed=window, size=3000)
    path = tmp_path / "tree.pl"
    path.write_text(text)
    with monkeypatch.context() as patch:
        patch.setattr(Consult, "_plain_mode", lambda self: False)
        reference = KnowledgeBase()
        reference.load_file(path)
    monkeypatch.setattr(facts, "WINDOW", window)
    bulk = KnowledgeBase()
    bulk.load_file(path)
    assert snapshot(bulk) == snapshot(reference)
    assert bulk.minimax("r") == reference.minimax("r")


def test_errors_are_placed_the_same_through_the_plain_fact_mode(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(facts, "WINDOW", 64)
    lines = [f"static_eval(n{i}, {i})." for i in range(200)]
    lines[150] = "static_eval(n3, 4)."  # conflicts with line 4
    lines[170] = "static_eval(n170, x)."
    path = tmp_path / "tree.pl"
    path.write_text("\n".join(lines) + "\n")
    with pytest.raises(LoadError) as info:
        KnowledgeBase().load_file(path)
    assert [(e.line, e.column) for e in info.value.errors] == [(151, 17), (171, 19)]
    assert f"3 before (the first at {path}:4:1)" in info.value.errors[0].message


def test_identical_repeats_through_the_bulk_path(tmp_path: Path) -> None:
    path = tmp_path / "tree.pl"
    path.write_text("moves(r, [a, b]).\nmin_to_move(a).\nstatic_eval(a, 1).\n"
                    "static_eval(b, 2).\nmin_to_move(a).\nstatic_eval(a, 1).\n")
    kb = KnowledgeBase()
    kb.load_file(path)
    assert kb.minimax("r").best == "b"


# -- issue 14: the fuzz campaign's reproducers ---------------------------------------------

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
        kb.load_string(f"static_eval(x, {BIG + 1}).\nstatic_eval(x, {BIG}).", "more.pl")
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
    assert isinstance(error, PrologSyntaxError) and "float_overflow" in error.message
    assert (error.line, error.column) == {"bulk": (1, 15), "fast path": (2, 15),
                                          "parser": (2, 1)}[shape]  # SWI's places


def test_b1_leading_zeros_load_on_every_path(load: Load) -> None:
    for text in SHAPES.values():
        assert load(text.format("007")).facts("static_eval") == [("x", 7)]


def test_w1_a_carriage_return_does_not_end_a_comment(load: Load) -> None:
    kb = load("% c\rmin_to_move(b).\nfoo('x').\n")
    assert kb.facts("min_to_move") == [] and kb.facts("foo") == [("x",)]
    assert load("% c\rmin_to_move(b).\n").is_empty()  # SWI loads nothing


def test_values_answer_in_file_order_on_every_path(load: Load) -> None:
    # found by the fuzzer: the bulk scan put a chunk's integers before its floats
    text = "static_eval(p0, 0.0).\nstatic_eval(p1, 0).\nstatic_eval(p2, -1e3).\n"
    expected = [("p0", 0.0), ("p1", 0), ("p2", -1000.0)]
    assert load(text).facts("static_eval") == expected
    assert load("foo('q').\n" + text).facts("static_eval") == expected
