"""The incremental dependency graph (SWI's IDG, XSB's incremental tabling).

Its nodes are call variants (the keys of ``walk.variant_key``): the tables of incremental
tabled predicates, and the calls of incremental dynamic predicates made while such a
table was being computed (``dynamic``: key -> the call).  An edge goes from a node to
each incremental table whose computation called it.  A change to an incremental dynamic
predicate invalidates the tables that depend on a call its clause's head unifies with,
and every table depending on those: builtins/incremental.py marks them, and a call of an
invalid table computes it again (builtins/tabling.py).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field


@dataclass
class IDG:
    callers: dict[object, dict[object, None]] = field(default_factory=dict)
    """Node -> the tables whose computation called it (an ordered set)."""
    callees: dict[object, dict[object, None]] = field(default_factory=dict)
    """Table -> the nodes its computation called."""
    dynamic: dict[object, object] = field(default_factory=dict)
    """The dynamic nodes: key -> the call (a copy)."""

    def depend(self, caller: object, callee: object) -> None:
        self.callers.setdefault(callee, {})[caller] = None
        self.callees.setdefault(caller, {})[callee] = None

    def forget_callees(self, table: object) -> None:
        """A table computed again records its dependencies afresh."""
        for callee in self.callees.pop(table, ()):
            self.callers.get(callee, {}).pop(table, None)

    def forget(self, node: object) -> None:
        """A node gone (an abolished table): its edges both ways."""
        self.forget_callees(node)
        for caller in self.callers.pop(node, ()):
            self.callees.get(caller, {}).pop(node, None)
        self.dynamic.pop(node, None)

    def affected(self, nodes: Iterable[object]) -> Iterator[object]:
        """The tables that depend on ``nodes``, directly or not (each once)."""
        seen: set[object] = set()
        stack = list(nodes)
        while stack:
            for caller in self.callers.get(stack.pop(), ()):
                if caller not in seen:
                    seen.add(caller)
                    stack.append(caller)
                    yield caller

    def edges(self, node: object, up: bool) -> list[object]:
        """The nodes ``node`` depends on directly (``up``: the tables depending on it),
        the most recent first, as SWI lists them."""
        return list(reversed((self.callers if up else self.callees).get(node, {})))

    def clear(self) -> None:
        self.callers.clear()
        self.callees.clear()
        self.dynamic.clear()
