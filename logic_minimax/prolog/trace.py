"""The four-port trace (Call, Exit, Fail, Redo) as SWI-Prolog prints it.

The machine reports ports to ``engine.tracer(port, depth, goal)``; ``TracePrinter`` writes
them as SWI does with ``leash(-all)`` and the four ports visible::

       Call: (10) p(_1)
       Exit: (10) p(1)

Depths count from ``base`` (the query's goals are at ``base``, their bodies one deeper).
Library predicates show their own call and exit, never their insides, as SWI hides its
system predicates.  ``trace/0`` in a query switches a printer on, ``notrace/0`` off.
Unbound variables are named short, as SWI names them (``_123``): numbered in the order
the printer first shows them, the same variable always with the same name.
"""

from __future__ import annotations

from collections.abc import Callable

from logic_minimax.prolog.core import Var
from logic_minimax.prolog.ops import Ops
from logic_minimax.prolog.walk import term_vars
from logic_minimax.prolog.write import ANSWER, term_to_text

_PORTS = {"call": "Call", "exit": "Exit", "fail": "Fail", "redo": "Redo"}
MAX_NAMES = 100_000
"""Variables named before the numbering starts again (the names hold the variables)."""


class TracePrinter:
    """A tracer that writes SWI's trace lines through ``write``."""

    def __init__(self, write: Callable[[str], None], ops: Ops | None = None,
                 base: int = 0, at_line_start: Callable[[], bool] | None = None) -> None:
        self.write = write
        self.ops = ops
        self.base = base
        self.at_line_start = at_line_start
        self.names: dict[Var, str] = {}

    def goal_text(self, goal: object) -> str:
        """The goal as the trace writes it, its unbound variables named ``_1``, ``_2``..."""
        names = self.names
        for var in term_vars(goal):
            if var not in names:
                if len(names) >= MAX_NAMES:
                    names.clear()
                names[var] = f"_{len(names) + 1}"
        return term_to_text(goal, ANSWER, self.ops, names, priority=999)

    def line(self, port: str, depth: int, goal: object) -> str:
        return f"   {_PORTS[port]}: ({self.base + abs(depth)}) {self.goal_text(goal)}"

    def __call__(self, port: str, depth: int, goal: object) -> None:
        # Like SWI, start on a new line when the program left one unfinished.
        fresh = self.at_line_start is None or self.at_line_start()
        self.write(("" if fresh else "\n") + self.line(port, depth, goal) + "\n")
