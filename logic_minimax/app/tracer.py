"""SWI-Prolog's tracer at the toplevel. After ``trace.`` the prompt is ``[trace]  ?-`` and,
at a terminal, every port of a query stops with `` ? `` for a key, as SWI's does:

- Enter, ``c`` or space: *creep*, to the next port;
- ``s``: *skip*, at a Call or Redo port, runs the goal without showing its insides, to
  its own Exit or Fail (at other ports, creep);
- ``l``: *leap*, runs on untraced (there are no spy points), in debug mode: ``[debug]``;
- ``f``: *fail*, the goal fails here;
- ``a``: *abort*, back to the prompt (``% Execution Aborted``);
- ``h`` or ``?``: this help.

From a script (stdin not a terminal) every port is printed, and nothing asked.

The engine's ports come with their goal terms; a built-in search's ports (Bratko's
program, rebuilt from the search's events) come as :class:`TraceEvent` s and are shown in
the same lines, at the frame depths of the goal that called the search. Levels count as
SWI's toplevel counts them: a query's goal at 10, the goals of a query that is a control
construct (a conjunction, ``\\+``, ``call/1``, ...) at 11, as SWI runs such a query as a
clause body.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..errors import PrologLimitError
from ..kb.ports import search_goals
from ..prolog.core import deref
from ..prolog.engine import Tracer
from ..prolog.kinds import USER
from ..prolog.ops import Ops
from ..prolog.trace import TracePrinter
from ..render.trace import TraceEvent

if TYPE_CHECKING:
    from .session import Session

TOP_LEVEL = 10
"""The frame depth of a query's goal at SWI's toplevel."""

HELP = """\
Trace commands:
a                 abort to toplevel     | c (ret, space) creep to next port
f                 make goal fail        | h (?)          help
l                 leap to spy point     | s              skip over
"""

_CREEP = frozenset({"\r", "\n", "c", " "})
_CONTROL = frozenset({(",", 2), (";", 2), ("->", 2), ("*->", 2), ("\\+", 1), ("not", 1),
                      ("call", 1)})


def query_level(goal: object) -> int:
    """The level of a query's goals (the query as read): 10, or 11 for a control
    construct."""
    goal = deref(goal)
    shape = (goal[0], len(goal) - 1) if type(goal) is tuple else (goal, 0)
    return TOP_LEVEL + (shape in _CONTROL)


class PortTracer:
    """Writes each port; at a terminal (``read_key`` given) asks with `` ? `` and acts on
    the key read (see the module's doc)."""

    def __init__(self, write: Callable[[str], None],
                 read_key: Callable[[], str] | None = None) -> None:
        self.write = write
        self.read_key = read_key
        self.printer = TracePrinter(write, None, TOP_LEVEL)
        self.at_line_start: Callable[[], bool] = lambda: True
        """Whether the program's output ends a line (a port starts a new one, as SWI's)."""
        self.top = TOP_LEVEL
        self.skip_to: int | None = None
        """Skipping: ports deeper than this level are not shown."""
        self.leaping = False
        self.search_depth = 0
        """The engine depth of the goal that called the running search."""

    def start(self, goal: object, ops: Ops | None = None) -> None:
        """A new query (its goal as read): creep from its first port, at its level."""
        self.printer.ops = ops
        self.top = query_level(goal)
        self.skip_to, self.leaping, self.search_depth = None, False, 0

    def engine_tracer(self, session: Session) -> Tracer:
        """The engine's tracer for ``session``: every goal's ports but a built-in
        search's, which traces itself as the course's program runs (the session's
        ``trace_search``; a program's own ``minimax/4`` is traced as any goal)."""
        engine = session.kb.engine
        names = {goal.split("/")[0] for goal in search_goals()}
        searches = {key for key in engine.preds if key[0] in names}

        def trace(port: str, depth: int, goal: object) -> bool:
            goal = deref(goal)
            key = (goal[0], len(goal) - 1) if type(goal) is tuple else (goal, 0)
            if key not in searches or engine.preds[key].control == USER:
                return self.engine_port(port, depth, goal)
            if port in ("call", "redo"):
                self.search_called(depth)
            if port == "call":  # the search runs now (the engine hides its tracer)
                session.trace_search = True
            return False
        return trace

    def engine_port(self, port: str, depth: int, goal: object) -> bool:
        """The engine's tracer: whether the goal is to fail here."""
        return self.ask(port, self.top + abs(depth), lambda: self.printer.goal_text(goal))

    def search_called(self, depth: int) -> None:
        """The engine calls a built-in search at ``depth``: its ports come next."""
        self.search_depth = abs(depth)

    def search_event(self, event: TraceEvent) -> None:
        """A built-in search's port (its goals cannot be made to fail from here)."""
        level = self.top + self.search_depth + event.level - 1
        self.ask(event.port.lower(), level, lambda: event.goal_text, can_fail=False)

    def ask(self, port: str, level: int, goal: Callable[[], str],
            can_fail: bool = True) -> bool:
        """Show the port unless leaping or skipped over; whether to fail the goal.

        Raises:
            PrologLimitError: ``a``, the query is aborted.
        """
        if self.leaping or (self.skip_to is not None and level > self.skip_to):
            return False
        self.skip_to = None
        line = ("" if self.at_line_start() else "\n") + \
            f"   {port.capitalize()}: ({level}) {goal()}"
        if self.read_key is None:
            self.write(line + "\n")
            return False
        line += " ? "
        while True:
            self.write(line)
            line = line.lstrip("\n")
            key = self.read_key()
            if key in _CREEP or (key == "s" and port not in ("call", "redo")):
                self.write("creep\n")
                return False
            if key == "s":
                self.write("skip\n")
                self.skip_to = level
                return False
            if key == "l":
                self.write("leap\n")
                self.leaping = True
                return False
            if key == "f" and can_fail:
                self.write("fail\n")
                return True
            if key in ("a", "\x04", ""):
                self.write("abort\n")
                raise PrologLimitError("$aborted", "Execution Aborted")
            if key in ("h", "?"):
                self.write(HELP)
            elif key == "f":
                self.write("a built-in search's goal cannot be made to fail (h for help)\n")
            else:
                self.write("Unknown option (h for help)\n")
