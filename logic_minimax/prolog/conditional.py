"""Conditional compilation as SWI-Prolog consults it: ``:- if(Goal).``, ``:- elif(Goal).``,
``:- else.`` and ``:- endif.`` choose the clauses and directives a file keeps (portability
code between Prolog systems and versions).  What a dropped branch holds is still read,
so its syntax errors are reported, and then dropped; nested conditions in it are only
counted.  A condition that raises an error is reported and counts as false."""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum

from logic_minimax.prolog.core import deref


class Branch(Enum):
    TAKING = "taking"  # this branch is loaded
    SEEKING = "seeking"  # no branch taken yet: an elif or else may be
    DONE = "done"  # a branch was taken: the others are dropped
    INSIDE_DROPPED = "inside"  # the whole condition stands in a dropped branch


class Conditions:
    """The open conditions of one file (and the files it includes), innermost last,
    with the line where each began."""

    def __init__(self) -> None:
        self.open: list[tuple[Branch, int]] = []

    @property
    def dropping(self) -> bool:
        """Whether the clause read now is dropped."""
        return bool(self.open) and self.open[-1][0] is not Branch.TAKING

    def directive(self, goal: object, line: int, holds: Callable[[object], bool]
                  ) -> str | None:
        """Apply ``goal`` if it is a conditional directive: None if it is none, else an
        error message ("" when all is well).  ``holds`` runs a condition."""
        goal = deref(goal)
        if type(goal) is tuple and len(goal) == 2 and goal[0] in ("if", "elif"):
            name, condition = goal
        elif goal in ("else", "endif"):
            name, condition = goal, None
        else:
            return None
        if name == "if":
            if self.dropping:
                self.open.append((Branch.INSIDE_DROPPED, line))
            else:
                self.open.append((Branch.TAKING if holds(condition) else Branch.SEEKING,
                                  line))
            return ""
        if not self.open:
            return f":- {name} without :- if"
        branch, start = self.open[-1]
        if name == "endif":
            self.open.pop()
        elif branch is Branch.TAKING:
            self.open[-1] = (Branch.DONE, start)
        elif branch is Branch.SEEKING and (name == "else" or holds(condition)):
            self.open[-1] = (Branch.TAKING, start)
        return ""

    def unterminated(self, source: str) -> str | None:
        """The error for a condition still open at the end of the file, if one is."""
        if not self.open:
            return None
        return f"Unterminated conditional compilation from {source}:{self.open[-1][1]}"
