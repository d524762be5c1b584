"""The four-port trace (Call, Exit, Fail, Redo) as SWI-Prolog prints it.

The machine reports ports to ``engine.tracer(port, depth, goal)``; ``TracePrinter`` writes
them as SWI does with ``leash(-all)`` and the four ports visible::

       Call: (10) p(_123)
       Exit: (10) p(1)

Depths count from ``base`` (the query's goals are at ``base``, their bodies one deeper).
Library predicates show their own call and exit, never their insides, as SWI hides its
system predicates.  ``trace/0`` in a query switches a printer on, ``notrace/0`` off.
"""

from __future__ import annotations

from collections.abc import Callable

from logic_minimax.prolog.ops import Ops
from logic_minimax.prolog.write import ANSWER, term_to_text

_PORTS = {"call": "Call", "exit": "Exit", "fail": "Fail", "redo": "Redo"}


class TracePrinter:
    """A tracer that writes SWI's trace lines through ``write``."""

    def __init__(self, write: Callable[[str], None], ops: Ops | None = None,
                 base: int = 0, at_line_start: Callable[[], bool] | None = None) -> None:
        self.write = write
        self.ops = ops
        self.base = base
        self.at_line_start = at_line_start

    def line(self, port: str, depth: int, goal: object) -> str:
        text = term_to_text(goal, ANSWER, self.ops, priority=999)
        return f"   {_PORTS[port]}: ({self.base + abs(depth)}) {text}"

    def __call__(self, port: str, depth: int, goal: object) -> None:
        # Like SWI, start on a new line when the program left one unfinished.
        fresh = self.at_line_start is None or self.at_line_start()
        self.write(("" if fresh else "\n") + self.line(port, depth, goal) + "\n")
