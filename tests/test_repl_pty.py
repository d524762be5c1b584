"""The toplevel as a user meets it: the real ``logic-minimax repl`` in a pseudo-terminal
(pexpect), with prompt_toolkit's prompt, keys and history."""

from __future__ import annotations

import os
import shutil
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

import logic_minimax as lm
from logic_minimax.app.repl import TRACE_LIMIT
from logic_minimax.render.trace import TraceEvent

from .conftest import FACTS
from .test_trace import SLIDE_TRACE

pexpect = pytest.importorskip("pexpect")

ROOT = FACTS.parent
PROMPT = "?-"  # prompt_toolkit draws "?- " with cursor moves after the dash
Spawn = Callable[..., "pexpect.spawn"]


def command() -> list[str]:
    script = Path(sys.executable).parent / "logic-minimax"
    if script.exists():
        return [str(script)]
    found = shutil.which("logic-minimax")
    return [found] if found else [sys.executable, "-m", "logic_minimax"]


@pytest.fixture
def spawn(tmp_path: Path) -> Iterator[Spawn]:
    """Start ``logic-minimax repl FILES`` in a terminal, history kept under tmp_path."""
    children: list[pexpect.spawn] = []
    env = dict(os.environ, XDG_DATA_HOME=str(tmp_path / "data"), TERM="xterm",
               PROMPT_TOOLKIT_NO_CPR="1")

    def start(*files: str) -> pexpect.spawn:
        program, *args = command()
        child = pexpect.spawn(program, [*args, "repl", *files], cwd=str(ROOT), env=env,
                              encoding="utf-8", timeout=60, dimensions=(50, 200))
        children.append(child)
        child.expect_exact(PROMPT)
        return child

    yield start
    for child in children:
        child.close(force=True)


def ask(child: pexpect.spawn, query: str) -> None:
    child.send(query + "\r")


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


def complete(child: pexpect.spawn, typed: str, completion: str) -> None:
    """Type, press Tab and see the rest of the word drawn (completion is asynchronous)."""
    child.send(typed + "\t")
    child.expect_exact(completion)


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


def test_an_error_then_a_good_query(spawn: Spawn) -> None:
    child = spawn("facts/bratko.pl")
    ask(child, "minimax(a, B, V P).")
    child.expect_exact("ERROR: <query>:1:17: unexpected 'P' in arguments\r\n"
                       "    minimax(a, B, V P).\r\n"
                       "                    ^\r\n")
    child.expect_exact(PROMPT)
    ask(child, "minimax(nowhere, B, V, P).")
    child.expect_exact("ERROR: unknown position 'nowhere'")
    child.expect_exact(PROMPT)
    ask(child, "minimax(a, B, V, P).")
    child.expect_exact("B = b,\r\nV = 4,\r\nP = [b, d, i].")


def test_a_query_continues_until_its_period(spawn: Spawn) -> None:
    child = spawn("facts/bratko.pl")
    child.send("minimax(a,\r")
    child.expect_exact("|")  # the continuation prompt
    child.send("B, V, P)\r")
    child.send(".\r")
    child.expect_exact("B = b,\r\nV = 4,\r\nP = [b, d, i].")


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


def test_ctrl_c_stops_a_traced_search_on_a_big_tree(spawn: Spawn, tmp_path: Path) -> None:
    facts = tmp_path / "big.pl"
    facts.write_text(uniform_tree(branching=3, depth=10))  # 88,573 positions
    last_shown = str(trace_lines(facts.read_text(), "n", TRACE_LIMIT)[-1])
    child = spawn(str(facts))
    ask(child, "trace.")
    child.expect_exact(PROMPT)
    ask(child, "minimax(n, B, V, P).")
    child.expect_exact(last_shown + "\r\n")
    child.sendintr()  # while the lines past the cap are counted, for seconds
    child.expect(r"… \d+ more lines\r\n% Execution Aborted")
    child.expect_exact(PROMPT)
    ask(child, "notrace.")
    child.expect_exact(PROMPT)
    ask(child, "minimax(n_0_0_0_0_0_0_0_0_1, B, V, P).")  # above leaves 3, 4, 5; MIN takes 3
    child.expect_exact("B = n_0_0_0_0_0_0_0_0_1_0,\r\nV = 3,\r\nP = [n_0_0_0_0_0_0_0_0_1_0].")


class _Enough(Exception):
    pass


def trace_lines(facts: str, root: str, count: int) -> list[TraceEvent]:
    """The first ``count`` events of the trace of ``minimax(root)``."""
    events: list[TraceEvent] = []

    def keep(event: TraceEvent) -> None:
        events.append(event)
        if len(events) == count:
            raise _Enough

    with pytest.raises(_Enough):
        lm.trace_search(lm.loads(facts), root, "minimax", keep)
    return events


def uniform_tree(branching: int, depth: int) -> str:
    """Every position ``branching`` moves deep to ``depth``; leaf k is worth k mod 7."""
    lines, level = [], ["n"]
    for d in range(depth):
        below = []
        side = "min" if d % 2 == 0 else "max"
        for pos in level:
            children = [f"{pos}_{i}" for i in range(branching)]
            lines.append(f"moves({pos}, [{', '.join(children)}]).")
            lines += [f"{side}_to_move({child})." for child in children]
            below += children
        level = below
    lines += [f"static_eval({pos}, {k % 7})." for k, pos in enumerate(level)]
    return "\n".join(lines) + "\n"


def test_trace_of_seed_001_in_the_slides_order(spawn: Spawn) -> None:
    child = spawn("facts/bratko.pl")
    ask(child, "trace.")
    child.expect_exact(PROMPT)
    ask(child, "minimax(d, BestPos, Val, NodeList).")
    child.expect_exact(SLIDE_TRACE.replace("\n", "\r\n"))
    child.expect_exact("BestPos = i,\r\nVal = 4,\r\nNodeList = [i].")


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
