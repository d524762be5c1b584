"""The toplevel on issue 14's reproducers: a clear error or SWI's answer, and a bug is one
line after which the toplevel goes on."""

from __future__ import annotations

import io

import pytest

from logic_minimax.app.crash import EXIT_INTERNAL
from logic_minimax.app.repl import Repl
from logic_minimax.kb.base import KnowledgeBase

from ..conftest import FACTS

BRATKO = str(FACTS / "bratko.pl")


def run(queries: str, *files: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = Repl(files, out=out, err=err).run_script(io.StringIO(queries))
    return status, out.getvalue(), err.getvalue()


def test_b7_a_quoted_assertz_asserts_as_in_swi() -> None:
    assert run("'assertz'('x').\nx.\n'assert'(y).\ny.\n?- assertz(z).\nz.\n") == \
        (0, "true.\ntrue.\ntrue.\ntrue.\ntrue.\ntrue.\n", "")


def test_b7_a_bad_quoted_assertz_is_placed_in_the_query() -> None:
    status, out, err = run("'assertz'('x', ).\n")
    assert (status, out) == (2, "")
    assert err.startswith("ERROR: <query>:1:")


def test_an_internal_error_is_one_line_and_the_toplevel_goes_on(
        monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(self: KnowledgeBase, name: str, arity: int | None = None) -> object:
        raise ZeroDivisionError("division by zero")

    monkeypatch.setattr(KnowledgeBase, "facts", broken)
    status, out, err = run("max_to_move(X).\nminimax(a, B, V, P).\n", BRATKO)
    assert status == EXIT_INTERNAL
    assert out == "B = b,\nV = 4,\nP = [b, d, i].\n"  # the next query ran
    [line] = err.splitlines()
    assert line.startswith("internal error: ZeroDivisionError: division by zero — please "
                           "report, details in ")
    details = line.rsplit(" ", 1)[1]
    with open(details, encoding="utf-8") as file:
        assert "Traceback" in file.read()
