"""The toplevel as a user meets it: the real ``logic-minimax repl`` in a pseudo-terminal
(pexpect), with prompt_toolkit's prompt, keys and history."""

from __future__ import annotations

import io
import os
import re
import signal
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pexpect
import pytest
from prompt_toolkit.completion import CompleteEvent
from prompt_toolkit.document import Document

from logic_minimax.app.prompt import GoalCompleter
from logic_minimax.app.repl import Repl
from tests.helpers.cli import console_script
from tests.helpers.paths import BRATKO, FACTS, ROOT
from tests.helpers.swipl import require_swipl
from tests.helpers.traces import SLIDE_TRACE

PROMPT = "?-"  # prompt_toolkit draws "?- " with cursor moves after the dash

Spawn = Callable[..., "pexpect.spawn[str]"]


def _interruptible() -> None:
    """Ctrl-C reaches the REPL however pytest was started: a shell's background job
    ignores SIGINT, and its children would inherit that."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


@pytest.fixture
def spawn(tmp_path: Path) -> Iterator[Spawn]:
    """Start ``logic-minimax repl FILES`` in a terminal, history kept under tmp_path."""
    children: list[pexpect.spawn[str]] = []
    env = dict(os.environ, XDG_DATA_HOME=str(tmp_path / "data"), TERM="xterm",
               PROMPT_TOOLKIT_NO_CPR="1")

    def start(*files: str) -> pexpect.spawn[str]:
        child = pexpect.spawn(str(console_script()), ["repl", *files], cwd=str(ROOT), env=env,
                              encoding="utf-8", timeout=60, dimensions=(50, 200),
                              preexec_fn=_interruptible)
        children.append(child)
        child.expect_exact(PROMPT)
        return child

    yield start
    for child in children:
        child.close(force=True)


def ask(child: pexpect.spawn[str], query: str) -> None:
    child.send(query + "\r")


@pytest.mark.pty
def test_tab_completes_goals_and_positions(spawn: Spawn, tmp_path: Path) -> None:
    facts = tmp_path / "named.pl"
    facts.write_text("moves(start, [left_branch, right_branch]).\n"
                     "min_to_move(left_branch). min_to_move(right_branch).\n"
                     "static_eval(left_branch, 3). static_eval(right_branch, 2).\n")
    child = spawn(str(facts))
    complete(child, "minim", "ax")
    complete(child, "(st", "art")
    child.send(", B, V, P).\r")
    child.expect_exact("B = left_branch,\r\nV = 3,\r\nP = [left_branch].")
    child.expect_exact(PROMPT)
    complete(child, "static_eval(righ", "t_branch")
    child.send(", V).\r")
    child.expect_exact("V = 2.")
    child.expect_exact(PROMPT)
    complete(child, "stati", "c_eval")
    child.send("(left_branch, V).\r")
    child.expect_exact("V = 3.")


def complete(child: pexpect.spawn[str], typed: str, completion: str) -> None:
    """Type, press Tab and see the rest of the word drawn (completion is asynchronous)."""
    child.send(typed + "\t")
    child.expect_exact(completion)


@pytest.mark.pty
def test_semicolon_and_space_ask_for_more_answers_enter_stops(spawn: Spawn) -> None:
    child = spawn("facts/bratko.pl")
    ask(child, "max_to_move(X).")
    child.expect_exact("X = d ")
    child.send(";")
    child.expect_exact(";\r\nX = e ")
    child.send(" ")
    child.expect_exact(";\r\nX = f ")
    child.send("\r")
    child.expect_exact(".\r\n")
    child.expect_exact(PROMPT)
    ask(child, "min_to_move(p).")
    child.expect_exact("true.")


@pytest.mark.pty
def test_an_error_then_a_good_query(spawn: Spawn) -> None:
    child = spawn("facts/bratko.pl")
    ask(child, "minimax(a, B, V P).")
    child.expect_exact("ERROR: <query>:1:17: operator expected\r\n"  # the engine's reader
                       "    minimax(a, B, V P).\r\n"
                       "                    ^\r\n")
    child.expect_exact(PROMPT)
    ask(child, "minimax(nowhere, B, V, P).")
    child.expect_exact("ERROR: unknown position nowhere")
    child.expect_exact(PROMPT)
    ask(child, "minimax(a, B, V, P).")
    child.expect_exact("B = b,\r\nV = 4,\r\nP = [b, d, i].")


@pytest.mark.pty
def test_a_query_continues_until_its_period(spawn: Spawn) -> None:
    child = spawn("facts/bratko.pl")
    child.send("minimax(a,\r")
    child.expect_exact("|")  # the continuation prompt
    child.send("B, V, P)\r")
    child.send(".\r")
    child.expect_exact("B = b,\r\nV = 4,\r\nP = [b, d, i].")


@pytest.mark.pty
def test_ctrl_c_stops_a_search_that_never_ends(spawn: Spawn, tmp_path: Path) -> None:
    # Each level doubles the paths to the leaf: 2**60 of them for Prolog to walk
    facts = tmp_path / "dag.pl"
    facts.write_text("".join(
        f"moves(p{i}, [q{i}, r{i}]). moves(q{i}, [p{i + 1}]). moves(r{i}, [p{i + 1}]).\n"
        f"min_to_move(q{i}). min_to_move(r{i}). max_to_move(p{i + 1}).\n" for i in range(60))
        + "static_eval(p60, 1).\n")
    child = spawn(str(facts))
    ask(child, "minimax(p0, B, V, P).")
    time.sleep(0.5)  # the search is under way (and would be for ever)
    child.sendintr()
    child.expect_exact("% Execution Aborted")
    child.expect_exact(PROMPT)
    ask(child, "minimax(p59, B, V, P).")
    child.expect_exact("B = r59,\r\nV = 1,\r\nP = [r59, p60].")


@pytest.mark.pty
def test_ctrl_c_stops_a_long_engine_query_cleanly(spawn: Spawn) -> None:
    child = spawn("facts/bratko.pl")
    ask(child, "between(1, inf, N), atom_length(abc, 4).")  # never true, never ends
    time.sleep(0.5)
    child.sendintr()
    child.expect_exact("% Execution Aborted")
    child.expect_exact(PROMPT)
    ask(child, "X is 6*7.")
    child.expect_exact("X = 42.")


@pytest.mark.pty
def test_ctrl_c_stops_a_traced_search_on_a_big_tree(spawn: Spawn, tmp_path: Path) -> None:
    """Skipping over the root's call runs the whole search with its trace unseen, for
    seconds: Ctrl-C stops it, as it stops an untraced one."""
    facts = tmp_path / "big.pl"
    facts.write_text(uniform_tree(branching=3, depth=10))  # 88,573 positions
    child = spawn(str(facts))
    ask(child, "trace.")
    child.expect_exact("[trace]  ?-")
    ask(child, "minimax(n, B, V, P).")
    child.expect_exact("   Call: (10) minimax(n, _, _, _) ? ")
    child.send("s")
    child.expect_exact("skip\r\n")
    child.sendintr()
    child.expect_exact("% Execution Aborted")
    child.expect_exact("[trace]  ?-")
    ask(child, "notrace.")
    child.expect_exact("[debug]  ?-")
    ask(child, "minimax(n_0_0_0_0_0_0_0_0_1, B, V, P).")  # above leaves 3, 4, 5; MIN takes 3
    child.expect_exact("B = n_0_0_0_0_0_0_0_0_1_0,\r\nV = 3,\r\nP = [n_0_0_0_0_0_0_0_0_1_0].")


def uniform_tree(branching: int, depth: int) -> str:
    """Every position ``branching`` moves deep to ``depth``; leaf k is worth k mod 7. Each
    predicate's facts together, as SWI-Prolog wants them (no warning per line)."""
    moves, level = [], ["n"]
    sides: dict[str, list[str]] = {"min": [], "max": []}
    for d in range(depth):
        below = []
        side = "min" if d % 2 == 0 else "max"
        for pos in level:
            children = [f"{pos}_{i}" for i in range(branching)]
            moves.append(f"moves({pos}, [{', '.join(children)}]).")
            sides[side] += [f"{side}_to_move({child})." for child in children]
            below += children
        level = below
    values = [f"static_eval({pos}, {k % 7})." for k, pos in enumerate(level)]
    return "\n".join([*moves, *sides["max"], *sides["min"], *values]) + "\n"


@pytest.mark.pty
def test_trace_of_seed_001_in_the_slides_order(spawn: Spawn) -> None:
    """Creeping through the slide's trace: each of its ports, in its order, at SWI's
    toplevel levels (the slide's level 1 is the query's 10)."""
    child = spawn("facts/bratko.pl")
    ask(child, "trace.")
    child.expect_exact("[trace]  ?-")
    ask(child, "minimax(d, BestPos, Val, NodeList).")
    for line in SLIDE_TRACE.splitlines():
        port, level, goal = re.fullmatch(r" *(\w+): \((\d+)\) (.*)", line).groups()  # type: ignore[union-attr]
        child.expect_exact(f"   {port}: ({9 + int(level)}) {goal} ? ")
        child.send("\r")
        child.expect_exact("creep\r\n")
    child.expect_exact("BestPos = i,\r\nVal = 4,\r\nNodeList = [i].")


@pytest.mark.pty
def test_history_is_kept_across_sessions_and_halt_or_ctrl_d_leave(spawn: Spawn) -> None:
    first = spawn("facts/bratko.pl")
    ask(first, "minimax(d, B, V, P).")
    first.expect_exact("P = [i].")
    first.expect_exact(PROMPT)
    ask(first, "halt.")
    first.expect(pexpect.EOF)
    second = spawn("facts/bratko.pl")
    second.send("\x1b[A")  # up: the last query of the first session...
    second.send("\x1b[A")  # ... and the one before it
    second.send("\r")
    second.expect_exact("B = i,\r\nV = 4,\r\nP = [i].")
    second.expect_exact(PROMPT)
    second.sendcontrol("d")
    second.expect(pexpect.EOF)


# --- completion without a terminal -----------------------------------------------------


def test_help_and_completion_know_show() -> None:
    out = io.StringIO()
    repl = Repl([str(BRATKO)], out=out, err=io.StringIO())
    repl.execute("help.")
    help_text = out.getvalue()
    assert "show(Pos). show(Pos, Alg)." in help_text and "Pos-Alg.svg here" in help_text
    assert "show(Pos, Alg, File)." in help_text
    completer = GoalCompleter(repl)
    names = [c.text for c in completer.get_completions(Document("sh"), CompleteEvent())]
    assert names == ["show"]
    inside = [c.text for c in completer.get_completions(Document("show("), CompleteEvent())]
    assert "a" in inside


@pytest.mark.pty
def test_a_misspelt_predicate_is_offered_its_correction(spawn: Spawn) -> None:
    # SWI's toplevel: "Correct to: ..."? y runs the corrected goal, n reports the error
    child = spawn(str(BRATKO))
    ask(child, "mimimax(a, B, V, P).")
    child.expect_exact('Correct to: "minimax(a,B,V,P)"? ')
    child.send("y")
    child.expect_exact("yes\r\nB = b,\r\nV = 4,\r\nP = [b, d, i].")
    child.expect_exact(PROMPT)
    ask(child, "mimimax(a, B, V, P).")
    child.expect_exact('Correct to: "minimax(a,B,V,P)"? ')
    child.send("n")
    child.expect_exact("no\r\nERROR: Unknown procedure: mimimax/4")


@pytest.mark.pty
@pytest.mark.swipl
def test_consulting_prints_its_warnings_before_the_answer(spawn: Spawn) -> None:
    """Each message as it is made, as SWI's toplevel prints them: a consult's
    redefinition warnings, then ``true.``."""
    child = spawn(str(BRATKO))
    ask(child, "consult(tictactoe_rules).")
    child.expect_exact("true.")
    ours = str(child.before).replace("\r", "")
    swi = pexpect.spawn(require_swipl(), ["-q", "bratko.pl"], cwd=str(FACTS),
                        encoding="utf-8", timeout=60, env=dict(os.environ, TERM="dumb"))
    try:
        swi.expect_exact("?- ")
        swi.send("consult(tictactoe_rules).\r")
        swi.expect_exact("true.")
        theirs = str(swi.before).replace("\r", "")
    finally:
        swi.close(force=True)
    for said in (ours, theirs):
        assert said.count("Warning:    Redefined static procedure") == 4, said
        assert said.rstrip().endswith("Previously defined at "
                                      f"{FACTS / 'bratko.pl'}:30"), said
