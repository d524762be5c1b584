"""The reader's plain-fact mode: runs of one-fact lines read a run at a time give exactly
the terms the full reader gives, in file order, with the same line numbers; every other
line is left to the full reader, so consulting with the mode or without it loads the same
clauses and reports the same errors (issue 14's W1 and the reader's reproducers)."""

from __future__ import annotations

import random
from typing import Any

import pytest

import logic_minimax.prolog.facts as facts
from logic_minimax.prolog.engine import Engine
from logic_minimax.prolog.facts import read_run, read_stretch
from logic_minimax.prolog.parser import Reader, read_terms
from logic_minimax.prolog.write import CANONICAL, term_to_text
from tests.helpers.consult import consulted

BIG = "7" * 5000  # beyond CPython's 4,300 digits for int <-> str


def canonical(terms: list[Any]) -> list[str]:
    """Terms as write_canonical writes them: 1 and 1.0, 0.0 and -0.0 differ."""
    return [term_to_text(t, CANONICAL) for t in terms]


@pytest.mark.parametrize("text", [
    "static_eval(p0, 0.0).\nstatic_eval(p1, 0).\nstatic_eval(p2, -1e3).\nstatic_eval(p3, 1.5E3).\n",
    "moves(a, [b, c]).\nmoves(b, []).\nmoves(c,[d,e,  f]).\n",
    "edge(a, [b, 1, -2.5, 007]).\nedge(b, []).\nedge(c, [d]).\n",
    "p(a).\np(b).\r\np(c).\n",
    "v(-0.0, 00, 007, aB_9).\nv(1.0e308, 0, 2, y).\nv(1e-400, -1, 0, y).\n",
    f"big({BIG}).\nbig(-{BIG}).\n",
    # the blanks after commas, the same on every line or not (split out, or all dropped)
    "p(a, \tb).\np(c,d).\n", "p(a, 1, 2.5).\np(b,  2, 3.0).\np(c, 3, 4.0).\n",
    "moves(a,[b, c]).\nmoves(d, []).\nmoves(e, [f,\tg]).\n", "q(a,b,c).\nq(d,e,f).\n",
])
def test_a_run_is_read_as_the_full_reader_reads_it(text: str) -> None:
    run = read_run(text, 0, 1)
    assert run is not None
    assert (run.count, run.end, run.line) == (text.count("\n"), len(text), 1)
    assert canonical(run.rows()) == canonical([c.term for c in read_terms(text)])


@pytest.mark.parametrize(("text", "count"), [
    ("p(a).\np(b).\np('c').\n", 2),
    ("p(a).\nq(b).\n", 1),
    ("p(a, 1).\np(a, b).\n", 1),  # the first line fixes each argument's kind
    ("p(a).\np(b) .\n", 1),
    ("p(a).\n% a comment line\np(b).\n", 1),
    ("p([a, b]).\np([a, 1]).\n", 1),
    ("p(1).\np(2.5).\n", 1),  # integers only, then a float
    ("static_eval(a, 007).\nstatic_eval(b, 1e400).\n", 1),
])
def test_a_run_ends_at_the_first_line_of_another_shape(text: str, count: int) -> None:
    run = read_run(text, 0, 1)
    assert run is not None and run.count == count
    assert canonical(run.rows()) == canonical([c.term for c in read_terms(text[:run.end])])


@pytest.mark.parametrize("text", [
    "p('q').\n", "p(a).p(b).\n", "p(a, 1.0Inf).\n", "p(\"s\").\n", "p(X).\n", "p(é).\n",
    "p(0x1F).\n", "p(1_000).\n", "p(a) :- q.\n", "p([a|b]).\n", "p(f(x)).\n", "p(- 1).\n",
    "p().\n", "p.\n", ":- dynamic(p/1).\n", "p(a)\n.\n", "p(a /* b */).\n", "p(0'a).\n",
    # an overflow: the full reader reports it at its place
    "static_eval(b, 1e400).\n", "p([1e400]).\n",
    # blanks or a comment after the fact, blanks inside its brackets: kept simple to scan
    "p(a). % c\n", "p(a). \n", "p( a).\n", "p([a ,b]).\n",
])
def test_lines_it_leaves_to_the_full_reader(text: str) -> None:
    assert read_run(text, 0, 1) is None


def same_both_ways(text: str) -> tuple[str, list[str]]:
    plain = consulted(text)
    assert plain == consulted(text, plain=False)
    return plain


@pytest.mark.parametrize("text", [
    "% c\rmin_to_move(b).\nfoo('x').\n",
    "% c\rmin_to_move(b).\n",
    "foo(1.5, 'a\x85b').\nfoo(2).\n",
    "foo(a).\x0bfoo(b).\n\u2028foo(c\n).\x1cfoo(d).\nfoo(e).\n",
    "foo('a\u2029b\n').\nfoo(x).\n",
    "/* a\rb */ foo(a).\r\nfoo(b).\r\n",
    "moves(c1, [m1, \x1e2]).\n",  # found by the campaign: the fast path's str.strip()
    "foo(a,\x1c b).\nfoo(\x85).\nfoo(c).\n",
    "foo(1e400).\n", "static_eval(a, 1e400).\n", "foo(a, -1e400).\n", "foo([007, 1]).\n",
    "static_eval(a, 007).\nstatic_eval(b, 1e400).\nstatic_eval(c, 1).\n",
    "foo(a, /*\nx. y\n*/ b).\nbar(c).\n",
    "foo(a). /* open\nstill. open\n*/ bar(b\n).\n",
    "/* it's\ndon't */ foo(a).\n",
    "foo(a, 'x\n'). bar(b).\n",
    "foo(a) /* x */ /* y\n*/ .\n",
    "p(a).\nq(b) :- p(b).\np(c).\n",  # p's clauses not together: SWI's warning, once
    "is(a, b).\np(a).\n",  # a built-in's name: the full reader reports the permission error
    "a([moves, 0]).\na([x, 1.5]).\n",  # found by the fuzzer: an atom with an e is no float
])
def test_the_mode_and_the_full_reader_load_the_same(text: str) -> None:
    same_both_ways(text)


def test_an_error_in_a_run_is_placed_as_the_full_reader_places_it() -> None:
    text = "".join(f"static_eval(n{i}, {i}).\n" for i in range(100)).replace(
        "static_eval(n60, 60)", "static_eval(n60, 1e400)")
    listing, messages = same_both_ways(text)
    assert messages[0].startswith("ERROR: t.pl:61:17: Syntax error: float_overflow")
    assert listing.count("static_eval(") == 99


def random_program(seed: int, blocks: int) -> str:
    """Blocks of facts sharing a predicate and a shape (what the mode reads as one run),
    some of their lines in shapes it leaves to the full reader (quoted atoms, numbers it
    does not take, clauses over two lines, comments, a syntax error), between rules,
    directives and blank lines."""
    rng = random.Random(seed)
    atoms = ["p0", "p1", "p2", "aB_9", "q", "é", "'Q'", "[]", "'a b'"]
    numbers = ["0", "-3", "007", "2.5", "-0.0", "1e3", "1.5E-2", "0x1F", "1.0Inf", "1e400",
               BIG[:40], "0'a"]
    shapes = {"static_eval": "an", "edge": "al", "f": "nm", "g": "a", "h": "aan"}

    def constant(kind: str, odd: bool) -> str:
        if kind == "m":
            kind = rng.choice("an")
        pool = atoms if kind == "a" else numbers
        return rng.choice(pool if odd else pool[:5 if kind == "a" else 7])

    def fact(name: str, odd: bool) -> str:
        args = []
        for kind in shapes[name]:
            if kind in "lm":
                items = [constant("a" if kind == "l" else "m", odd)
                         for _ in range(rng.randint(0, 3))]
                args.append(f"[{', '.join(items)}]")
            else:
                args.append(constant(kind, odd))
        return f"{name}({', '.join(args)})"

    out = []
    for _ in range(blocks):
        name = rng.choice(list(shapes))
        for _ in range(rng.randint(1, 30)):
            odd = rng.random() < 0.05
            text = fact(name, odd) + rng.choice([".", ".", ".", ". % c", ".\r", ".  "])
            if rng.random() < 0.02:
                text = text.replace(", ", ",\n  ", 1)
            elif rng.random() < 0.01:
                text = text.replace(")", " ]", 1)
            out.append(text)
        out.append(rng.choice(["", "% a comment line", "/* a\nblock */", ":- dynamic(g/1).",
                               "k(X) :- f(X, _).", "edge(x, [y]). edge(y, [])."]))
    return "\n".join(out) + "\n"


@pytest.mark.parametrize("seed", range(12))
def test_random_programs_load_the_same_with_the_mode_or_without(
        seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    text = random_program(seed, 40)
    in_runs: list[int] = []

    def counted(text: str, pos: int, line: int) -> Any:
        run = read_run(text, pos, line)
        in_runs.append(0 if run is None else run.count)
        return run

    monkeypatch.setattr("logic_minimax.prolog.consult.read_run", counted)
    same_both_ways(text)
    assert sum(in_runs) > text.count("\n") // 2  # the mode read most lines


@pytest.mark.parametrize("window", [40, 257, 4096])
def test_a_run_goes_on_in_the_next_window(window: int,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(facts, "WINDOW", window)
    text = "".join(f"edge(n{i}, [n{i + 1}, {i % 7}]).\n" for i in range(500))
    run = read_run(text, 0, 1)
    assert run is not None and 0 < run.count < 500 and run.end <= window
    listing, messages = same_both_ways(text)
    assert listing.count("edge(") == 500 and messages == []


def test_each_clause_is_read_once(monkeypatch: pytest.MonkeyPatch) -> None:
    # found while fuzzing the old streaming reader: a line holding a dot ("1.5,") made it
    # parse the whole unfinished clause again, quadratic (a 10 KB clause took 12 s)
    reads: list[int] = []
    tries: list[int] = []
    real_read, real_run = Reader.read_clause, read_run

    def counted_read(self: Reader) -> Any:
        reads.append(self.lexer.pos)
        return real_read(self)

    def counted_run(text: str, pos: int, line: int) -> Any:
        tries.append(pos)
        return real_run(text, pos, line)

    monkeypatch.setattr(Reader, "read_clause", counted_read)
    monkeypatch.setattr("logic_minimax.prolog.consult.read_run", counted_run)
    text = "foo(" + "1.5, 'a. b', /* c. d */\n" * 2000 + "2).\nbar(1.5).\n"
    engine = Engine()
    engine.consult_text(text, "t.pl")
    assert reads == [0]  # foo/1, once (bar/1 is a run of one, then the text ends)
    assert len(tries) <= 3  # at foo, at bar, at the end
    assert engine.once(("bar", 1.5))


# -- stretches: several predicates' lines, each predicate taken as discontiguous -----------

APART = ":- discontiguous max_to_move/1, min_to_move/1, moves/2, static_eval/2, f/1, f/2.\n"


def stretched(text: str, monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Consult ``text`` both ways (the same listing, the same messages); the lines each
    stretch read in bulk held."""
    counts: list[int] = []

    def counted(text: str, pos: int, first: Any, apart: Any) -> Any:
        found = read_stretch(text, pos, first, apart)
        if found is not None:
            counts.append(found.count)
        return found

    monkeypatch.setattr("logic_minimax.prolog.consult.read_stretch", counted)
    same_both_ways(text)
    return counts


@pytest.mark.parametrize(("text", "stretches"), [
    # each position's facts together, the layout of generators and students
    ("max_to_move(a).\nmoves(a, [b, c]).\nmin_to_move(b).\nstatic_eval(b, 1).\n"
     "min_to_move(c).\nstatic_eval(c, 2).\n", [6]),
    # integers widen to numbers, lists of atoms to lists of atoms and numbers
    ("static_eval(a, 1).\nf(a).\nstatic_eval(b, 2.5).\nf(b).\nmoves(a, [b]).\n"
     "moves(b, [c, 1]).\nf(c).\n", [7]),
    # a predicate not declared ends a stretch (SWI warns of its clauses), as does a line
    # of another shape or a line the full reader reads
    ("max_to_move(a).\nmoves(a, [b]).\nother(x).\nmax_to_move(b).\nmoves(b, [c]).\n"
     "other(y).\n", [2, 2]),
    ("f(a).\nstatic_eval(a, 1).\nf(1).\nstatic_eval(b, 2).\nf('c').\nf(d).\n"
     "static_eval(c, 3).\n", [2, 2, 2]),
    # one name, two arities
    ("f(a).\nf(a, b).\nf(c).\nf(c, d).\n", [4]),
])
def test_a_stretch_of_facts_in_any_order_loads_as_the_full_reader_loads_it(
        text: str, stretches: list[int], monkeypatch: pytest.MonkeyPatch) -> None:
    assert stretched(APART + text, monkeypatch) == stretches


def test_a_stretch_knows_the_line_of_each_fact() -> None:
    text = "max_to_move(a).\nmoves(a, [b]).\nmax_to_move(b).\nmoves(b, [c, 1]).\n"
    first = read_run(text, 0, 7)
    assert first is not None
    stretch = read_stretch(text, 0, first, lambda name, arity: True)
    assert stretch is not None and (stretch.count, stretch.end) == (4, len(text))
    assert [(run.name, run.line, [run.line_of(i) for i in range(run.count)])
            for run in stretch.runs] == [("max_to_move", 7, [7, 9]), ("moves", 8, [8, 10])]
    assert stretch.last == ("moves", 2)


@pytest.mark.parametrize("seed", range(6))
def test_random_interleaved_programs_load_the_same_with_the_mode_or_without(
        seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """random_program's lines one at a time in random order: declared discontiguous, or
    with SWI's warnings of discontiguous clauses switched off (or on: line by line)."""
    lines = random_program(seed, 40).split("\n")
    random.Random(seed).shuffle(lines)
    text = "\n".join(lines) + "\n"
    declared = ":- discontiguous static_eval/2, edge/2, f/2, g/1, h/3, k/1.\n"
    assert stretched(declared + text, monkeypatch)
    assert stretched(":- style_check(-discontiguous).\n" + text, monkeypatch)
    assert stretched(text, monkeypatch) == []


@pytest.mark.parametrize("window", [40, 257, 4096])
def test_a_stretch_goes_on_in_the_next_window(window: int,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(facts, "WINDOW", window)
    text = APART + "".join(f"f(n{i}).\nf(n{i}, {i}).\n" for i in range(300))
    assert sum(stretched(text, monkeypatch)) > 550  # (a window's last line: a run)
