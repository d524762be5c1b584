"""The streaming reader and its fast paths read what the whole-text parser reads, and
place errors where it places them (issue 14's W1 and the reader reproducers)."""

from __future__ import annotations

from typing import Any

import pytest

from logic_minimax.errors import SourceError
from logic_minimax.prolog import reader, stream
from logic_minimax.prolog.reader import Clause, parse_text
from logic_minimax.prolog.stream import bulk_facts, read_clauses, split_lines


def outcome(items: list[Clause | SourceError]) -> list[object]:
    return [(i.name, i.args, i.line, i.column) if isinstance(i, Clause) else
            (type(i).__name__, i.line, i.column) for i in items]


def streamed(text: str) -> list[object]:
    return outcome(list(read_clauses(split_lines(text), "t.pl")))


def whole(text: str) -> list[object]:
    return outcome(parse_text(text, "t.pl"))


@pytest.mark.parametrize("text", [
    "% c\rmin_to_move(b).\nfoo('x').\n",
    "% c\rmin_to_move(b).\n",
    "foo(1.5, 'a\x85b').\nfoo(2).\n",
    "foo(a).\x0bfoo(b).\n\u2028foo(c\n).\x1cfoo(d).\nfoo(e).\n",
    "foo('a\u2029b\n').\nfoo(x).\n",
    "/* a\rb */ foo(a).\r\nfoo(b).\r\n",
    "moves(c1, [m1, \x1e2]).\n",  # found by the campaign: the fast path's str.strip()
    "foo(a,\x1c b).\nfoo(\x85).\n",
])
def test_w1_streaming_and_whole_text_agree(text: str) -> None:
    assert streamed(text) == whole(text)


def test_w1_lines_end_only_at_newline() -> None:
    assert split_lines("a\r\nb\x85c\u2028d\x1ce\nf") == ["a\r\n", "b\x85c\u2028d\x1ce\n", "f"]
    assert streamed("% c\rmin_to_move(b).\n") == []  # SWI loads nothing


@pytest.mark.parametrize("text", ["foo(1e400).\n", "static_eval(a, 1e400).\n",
                                  "foo(a, -1e400).\n", "foo([007, 1]).\n"])
def test_the_fast_path_leaves_what_it_cannot_read_to_the_parser(text: str) -> None:
    assert streamed(text) == whole(text)


def test_the_bulk_scan_takes_leading_zeros_and_leaves_overflow_to_the_loader() -> None:
    found = bulk_facts("static_eval(a, 007).\nstatic_eval(b, 1e400).\n")
    assert found is not None
    assert found.mixed == [("a", "007"), ("b", "1e400")]


def test_the_bulk_scan_keeps_integer_and_float_values_in_file_order() -> None:
    found = bulk_facts("static_eval(p0, 0.0).\nstatic_eval(p1, 0).\nstatic_eval(p2, 1e3).\n")
    assert found is not None and (found.ints, found.floats) == ([], [])
    assert found.mixed == [("p0", "0.0"), ("p1", "0"), ("p2", "1e3")]
    only_ints = bulk_facts("static_eval(p0, 1).\nstatic_eval(p1, 0).\n")
    assert only_ints is not None and only_ints.ints == [("p0", "1"), ("p1", "0")]


def test_a_clause_over_many_lines_is_parsed_once(monkeypatch: pytest.MonkeyPatch) -> None:
    # found while fuzzing: a line holding a dot ("1.5,") made the reader parse the whole
    # unfinished clause again, quadratic: a 10 KB clause over 2,000 lines took 12 s
    calls: list[int] = []
    real = reader.parse_chunk

    def counted(text: str, *args: Any, **kwargs: Any) -> Any:
        calls.append(len(text))
        return real(text, *args, **kwargs)

    monkeypatch.setattr(stream, "parse_chunk", counted)
    text = "foo(" + "1.5, 'a. b', /* c. d */\n" * 2000 + "2).\nbar(1.5).\n"
    assert streamed(text) == whole(text)
    assert len(calls) == 1


@pytest.mark.parametrize("text", [
    "foo(a, /*\nx. y\n*/ b).\nbar(c).\n",
    "foo(a). /* open\nstill. open\n*/ bar(b\n).\n",
    "/* it's\ndon't */ foo(a).\n",
    "foo(a, 'x\n'). bar(b).\n",
    "foo(a) /* x */ /* y\n*/ .\n",
])
def test_comments_across_lines_stream_as_whole_text(text: str) -> None:
    assert streamed(text) == whole(text)
