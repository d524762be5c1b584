"""DWIM at the toplevel, against SWI-Prolog's own toplevel: a misspelt predicate offers
SWI's correction (``Correct to: "minimax(a,B,V,P)"?``), a wrong arity names the defined
arities (``However, there are definitions for:``), an unknown name says that DWIM could
not correct the goal."""

from __future__ import annotations

import pytest

from logic_minimax.errors import PrologError
from logic_minimax.prolog.dwim import dwim_match
from logic_minimax.prolog.messages import toplevel_error
from logic_minimax.prolog.toplevel import answers
from tests.helpers.engine_util import ask, engine_with
from tests.helpers.swi_toplevel import toplevel
from tests.helpers.swipl import require_swipl

pytestmark = pytest.mark.swipl

PROGRAM = """\
minimax(a, b, 4, [b, d, i]).
minimax(Pos, Best, Val, Path, _Depth) :- minimax(Pos, Best, Val, Path).
moves(a, [b, c]).
foo_bar(1).
p :- q(1).
r :- minimax(a, b, c).
s :- mimimax(1, 2, 3, 4).
"""


@pytest.mark.parametrize("query", [
    "minimax(a, B, V).",          # a wrong arity: the defined ones are named, and it fails
    "foo_bar(X, Y).",
])
def test_a_wrong_arity_names_the_defined_ones_and_fails(query: str) -> None:
    engine = engine_with(PROGRAM)
    answer = ask(engine, query)
    printed = [line.rstrip() for m in engine.warnings for line in m.split("\n")]  # type: ignore[attr-defined]
    assert [*answer, *printed] == toplevel(require_swipl(), PROGRAM, query)


@pytest.mark.parametrize("query", [
    "xyzzy(X).",                  # nothing like it: DWIM could not correct the goal
    "q(1).",
    "p.",                         # at run time: no DWIM note
    "r.",                         # at run time, with the similar ones
    "s.",
    "call(mimimax, a, B, V, P).",
    "catch(call(foo_baz(1)), error(E, _), true).",
])
def test_errors_name_what_swi_names(query: str) -> None:
    exe = require_swipl()
    expected = [line for line in toplevel(exe, PROGRAM, query) if line != "false."]
    got = ask(engine_with(PROGRAM), query)
    assert len(got) == 1  # one error; its lines compared as the helper strips SWI's
    assert [line.rstrip() for line in got[0].split("\n")] == expected


@pytest.mark.parametrize("query", ["mimimax(a, B, V, P).", "mooves(X, Y).",
                                   "findall(B, mimimax(a, B, V, P), L)."])
def test_a_misspelt_name_is_corrected_when_the_user_agrees(query: str) -> None:
    exe = require_swipl()
    swi = toplevel(exe, PROGRAM, query, typed="y\n")
    engine = engine_with(PROGRAM)
    asked: list[str] = []

    def confirm(prompt: str) -> bool:
        asked.append(prompt)
        return True
    got = [str(a) for a in answers(engine, engine.read_query(query), confirm)]
    # SWI's answer line follows its question on the same line.
    assert swi[0].startswith(asked[0].rstrip())
    assert [swi[0][len(asked[0]):].strip(), *swi[1:]] == "\n".join(got).split("\n")


def test_declining_runs_the_goal_as_typed() -> None:
    engine = engine_with(PROGRAM)
    with pytest.raises(PrologError) as caught:
        list(answers(engine, engine.read_query("mimimax(a, B, V, P)."), lambda _: False))
    assert toplevel_error(caught.value.term).split("\n") == [
        "ERROR: Unknown procedure: mimimax/4",
        "ERROR:   However, there are definitions for:",
        "ERROR:         minimax/4",
        "ERROR:         minimax/5",
        "ERROR: "]


@pytest.mark.parametrize(("a", "b", "match"), [
    ("mimimax", "minimax", True), ("foobar", "foo_bar", True), ("fooBar", "foo_bar", True),
    ("exists_file", "file_exists", True), ("trace", "tarce", True), ("debug", "deug", True),
    ("spy", "spu", True), ("ab", "ac", False), ("appned", "append", True),
    ("xyzzy", "minimax", False), ("moves", "mooves", True), ("length", "lenght", True)])
def test_dwim_match_is_swis(a: str, b: str, match: bool) -> None:
    exe = require_swipl()
    swi = toplevel(exe, "", f"(dwim_match({a}, {b}) -> writeln(yes) ; writeln(no)).")
    assert swi[0] == ("yes" if match else "no")
    assert dwim_match(a, b) is match


def test_a_table_without_clauses_is_not_offered() -> None:
    program = ":- table p02/2.\nt :- p01(a, b).\n"  # p02/2 is declared, never defined
    expected = [line for line in toplevel(require_swipl(), program, "t.") if line != "false."]
    assert ask(engine_with(program), "t.") == ["\n".join(expected)]
