"""The stepping tracer at a terminal, against SWI-Prolog's own: the same keys typed at the
same ports of the same program give the same port lines, actions, answers and aborts
(variable numbers aside), in both toplevels driven through a pseudo-terminal. Then what
SWI cannot be compared on: a built-in search's ports, the help, the prompts, and the
whole trace from a script or ``query --trace``."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest

from logic_minimax.app.repl import Repl
from logic_minimax.app.tracer import HELP, PortTracer, query_level
from logic_minimax.prolog.core import Var
from logic_minimax.prolog.engine import Engine
from tests.helpers.cli import console_script, run
from tests.helpers.paths import FACTS
from tests.helpers.repl import Scenario, run_script, terminal_session
from tests.helpers.swipl import require_swipl

PORT = re.compile(r"^   (Call|Exit|Fail|Redo): \((\d+)\) (.*) \? (creep|skip|leap|fail|abort)$")
ANSWER = re.compile(r"^[A-Z]\w* = ")
SMALL = """\
p(X) :- q(X), r(X).
q(1). q(2). q(3).
r(2). r(3).
t(X) :- p(X), X > 2.
w(1) :- q(1).
w(2) :- q(2).
"""


def steps(transcript: str) -> list[str]:
    """The port lines with the action typed, the answers and the aborts; variables as
    ``_`` (SWI numbers them by address, we in order of appearance)."""
    kept = []
    for line in transcript.split("\n"):
        line = re.sub(r"\b_\d+\b", "_", line.rstrip())
        if PORT.match(line) or ANSWER.match(line) or line in ("true.", "false.") or \
                line == "% Execution Aborted":
            kept.append(line)
    return kept


def ours_and_swis(program: Path, scenario: Scenario) -> tuple[list[str], list[str]]:
    swipl = require_swipl()
    ours = terminal_session([str(console_script()), "repl", str(program)], scenario)
    # -q keeps the banner away; verbose normal brings back "% Execution Aborted"
    theirs = terminal_session([swipl, "-q", str(program)], scenario,
                     ("set_prolog_flag(verbose, normal).",))
    return steps(ours), steps(theirs)


@pytest.mark.swipl
@pytest.mark.pty
def test_stepping_the_course_program_as_swi_does() -> None:
    """The slide's minimax/best/betterof: creep, skip over a call, fail a goal at its
    Call, Fail and Redo ports, leap to the end, abort, help and an unknown key."""
    ours, theirs = ours_and_swis(FACTS / "course_bratko.pl", [
        ("trace.", {}),
        ("minimax(a, B, V, P).", {4: "s", 6: "f", 11: "s", 30: "s", 40: "l"}),
        ("betterof(f, 2, g, 1, B, V, _, _, _).", {2: "f"}),
        ("minimax(e, B, V, P).", {3: "a"}),
        ("minimax(d, B, V, P).", {2: "h", 3: "x", 5: "l"}),
        ("notrace.", {}), ("nodebug.", {}), ("trace.", {}),
        ("max_to_move(X).", {3: "\r"}),
        ("max_to_move(X).", {3: "f"}),  # fail at the Redo of a fact table's call
    ])
    assert "   Redo: (10) max_to_move(_) ? fail" in ours
    assert len(ours) > 40
    assert ours == theirs


@pytest.mark.swipl
@pytest.mark.pty
def test_stepping_choices_controls_and_an_inline_trace_as_swi_does(tmp_path: Path) -> None:
    """Fail at an Exit (the goal and its alternatives), skip at a Redo, the levels of a
    query that is a conjunction, a negation or a disjunction (11, not 10), trace/0 in a
    query after notrace."""
    program = tmp_path / "small.pl"
    program.write_text(SMALL)
    ours, theirs = ours_and_swis(program, [
        ("trace.", {}),
        ("t(X).", {3: "f"}),
        ("t(X).", {6: "s", 9: "f"}),
        ("p(X), X > 2.", {2: "s"}),
        ("\\+ q(3).", {}),
        ("(q(X) ; r(X)).", {}),
        ("notrace.", {}),
        ("trace, q(X).", {1: "f"}),
        ("w(X).", {5: "f"}),  # fail at the Redo of a clause choice
    ])
    assert "   Exit: (12) q(1) ? fail" in ours and "   Call: (11) q(_) ? creep" in ours
    assert "   Redo: (10) w(_) ? fail" in ours
    assert ours == theirs


@pytest.mark.pty
def test_a_built_in_search_steps_in_the_same_lines(tmp_path: Path) -> None:
    """minimax/4 over a fact file is the library's search: its ports are Bratko's
    program's, at the levels of the goal that called it; skip runs a subtree unseen."""
    transcript = terminal_session([str(console_script()), "repl", "bratko"], [
        ("trace.", {}),
        ("minimax(d, B, V, P).", {3: "s", 5: "f", 6: "h"}),
        ("notrace.", {}),
        ("minimax(d, B, V, P).", {}),
    ])
    lines = transcript.split("\n")
    assert "[trace]  ?- minimax(d, B, V, P)." in lines
    assert lines[lines.index("[trace]  ?- minimax(d, B, V, P).") + 1:][:6] == [
        "   Call: (10) minimax(d, _, _, _) ? creep",
        "   Call: (11) moves(d, _) ? creep",
        "   Exit: (11) moves(d, [h, i]) ? creep",
        "   Call: (11) best([h, i], _, _, _) ? skip",
        "   Exit: (11) best([h, i], i, 4, []) ? creep",
        "   Exit: (10) minimax(d, i, 4, [i]) ? a built-in search's goal cannot be made to "
        "fail (h for help)",
    ]
    assert "   Exit: (10) minimax(d, i, 4, [i]) ? " + HELP in transcript
    assert transcript.count("B = i,") == 2
    assert "[debug]  ?- minimax(d, B, V, P)." in lines  # notrace: the debugger stays on


def test_the_prompts_are_swis() -> None:
    repl = Repl(out=io.StringIO(), err=io.StringIO())
    shown = [repl.prompt()]
    for goal in ("trace.", "notrace.", "nodebug.", "debug.", "notrace.", "trace.",
                 "nodebug.", "notrace."):
        repl.execute(goal)
        shown.append(repl.prompt())
    assert shown == ["?- ", "[trace]  ?- ", "[debug]  ?- ", "?- ", "[debug]  ?- ",
                     "[debug]  ?- ", "[trace]  ?- ", "?- ", "?- "]


@pytest.mark.parametrize(("query", "level"), [
    ("t(X).", 10), ("X is 1 + 2.", 10), ("t(X), X > 1.", 11), ("\\+ t(1).", 11),
    ("(t(X) ; true).", 11), ("call(t(X)).", 11), ("t(X) -> true ; fail.", 11),
])
def test_the_level_of_a_querys_goals(query: str, level: int) -> None:
    assert query_level(Engine().read_query(query).term) == level


def test_keys_at_a_port_without_a_terminal_of_its_own() -> None:
    """The tracer as the REPL drives it: each key answered as SWI answers it."""
    written: list[str] = []
    keys = iter(["x", "?", "s"])
    tracer = PortTracer(written.append, lambda: next(keys))
    tracer.start(("t", Var()))
    assert tracer.ask("exit", 11, lambda: "q(1)") is False
    assert "".join(written) == ("   Exit: (11) q(1) ? Unknown option (h for help)\n"
                                f"   Exit: (11) q(1) ? {HELP}   Exit: (11) q(1) ? creep\n")
    written.clear()
    keys = iter(["s", "f"])
    assert tracer.ask("call", 11, lambda: "q(_1)") is False  # skip: 11's insides unseen
    assert tracer.ask("call", 12, lambda: "hidden") is False
    assert tracer.ask("exit", 11, lambda: "q(1)") is True  # f: the goal fails
    assert "".join(written) == "   Call: (11) q(_1) ? skip\n   Exit: (11) q(1) ? fail\n"


def test_from_a_script_every_port_is_printed(tmp_path: Path) -> None:
    program = tmp_path / "small.pl"
    program.write_text(SMALL)
    out, _ = run_script("trace.\nq(X), X > 1.", str(program))
    assert out.splitlines()[:6] == [
        "true.", "   Call: (11) q(_1)", "   Exit: (11) q(1)", "   Call: (11) 1>1",
        "   Fail: (11) 1>1", "   Redo: (11) q(_1)"]


def test_query_trace_prints_every_port_then_the_answers() -> None:
    code, out, _ = run("query", "course_bratko", "minimax(d, B, V, P).", "--trace")
    lines = out.splitlines()
    assert code == 0
    assert lines[:2] == ["   Call: (10) minimax(d, _1, _2, _3)", "   Call: (11) moves(d, _4)"]
    assert lines[-3:] == ["B = i,", "V = 4,", "P = [i]."]
    code, out, _ = run("query", "bratko", "minimax(d, B, V, P).", "--trace")
    assert (code, out.splitlines()[:2]) == (0, ["Call: (1) minimax(d, _, _, _)",
                                                "  Call: (2) moves(d, _)"])
    code, out, _ = run("query", "bratko", "max_to_move(zz).", "--trace")
    assert (code, out) == (1, "   Call: (10) max_to_move(zz)\n   Fail: (10) max_to_move(zz)\n"
                              "false.\n")
