"""SLG resolution's scheduling, as SWI-Prolog's tabling does it (its pl-tabling.c): the
worklists of the tables being computed and the components (SCCs) they complete in.

A call to a table still being computed does not run the table's clauses: it suspends
(its continuation is kept on the table's worklist, builtins/tabling.py) and each answer
the table gets resumes it once.  A table's worklist holds clusters, in a line: answer
clusters (answers not yet given to the suspensions right of them) and suspension
clusters.  Work is the answers of the rightmost answer cluster with a suspension cluster
right of it (``riac``), each given to each suspension of that cluster (the newest answer
first, each to the newest suspension first); the two clusters then swap places.  New
answers join the leftmost cluster, new suspensions the rightmost, so every suspension
gets every answer once, whenever either comes.

A fresh call leads a new component: it runs its clauses, then the work of the
component's worklists until none has any (completion), and its tables are complete.  A
call, inside it, to a table of an enclosing component merges the components between
into that one (they depend on each other: one SCC); a leader merged so gives its answers
through its worklist as a follower, and the enclosing leader completes them all.  Under
the well-founded semantics, tnot/1 of a table still without answers suspends too (a
negative suspension); when a component has no work left, the latest table so suspended
without an unconditional answer lets its negations go on, delayed (``negative``).

The order of the work is SWI's, so answers reach the tables in the order SWI adds them
(which decides the order of a complete table's answers where its trie cannot,
tries.py).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from logic_minimax.prolog.builtins.tablestate import Table
    from logic_minimax.prolog.database import Pred


@dataclass(eq=False)
class Suspension:
    """A continuation waiting for a table's answers: ``term`` is a copy of
    ``("$susp", Call, Goals, Shown)``: the call that suspended, the goals that run after
    it (``preds``: what each calls; continuation.py) and the goals of its delay list
    (``delays`` holds the rest of each: ``(kind, table, answer key)``).  ``target`` is
    the table its answers go to; ``tnot`` marks a negative one (tnot/1's).  A resumption
    binds the term's variables, and backtracking undoes them before the next."""

    term: tuple[object, ...]
    preds: tuple[Pred, ...]
    delays: tuple[tuple[object, ...], ...]
    target: Table
    tnot: bool


class _Cluster:
    __slots__ = ("answers", "items", "next", "prev")

    def __init__(self, answers: bool, first: object) -> None:
        self.answers = answers
        self.items: list[object] = [first]
        self.prev: _Cluster | None = None
        self.next: _Cluster | None = None


NEGATION = None
"""The answer that resumes negative suspensions: their table has no unconditional one."""


class Worklist:
    """A table's clusters of answers and suspensions while it is being computed."""

    __slots__ = ("component", "executing", "head", "in_global", "leads", "negative",
                 "riac", "table", "tail")

    def __init__(self, table: Table, component: Component) -> None:
        self.table = table
        self.component = component
        self.leads: Component | None = None  # the component its table leads, if it does
        self.head: _Cluster | None = None
        self.tail: _Cluster | None = None
        self.riac: _Cluster | None = None  # the rightmost answer cluster with work
        self.in_global = False  # on its component's stack of worklists with work
        self.executing = False  # its work is being done
        self.negative = False  # a negative suspension waits on it

    # -- the line of clusters --------------------------------------------------------

    def _append_left(self, c: _Cluster) -> None:
        c.prev = None
        c.next = self.head
        if self.head is not None:
            self.head.prev = c
        else:
            self.tail = c
        self.head = c

    def add_answer(self, answer: object) -> None:
        """A new answer (its key in the table, or NEGATION)."""
        self._wake()
        head = self.head
        if head is not None and head.answers:
            head.items.append(answer)
            return
        c = _Cluster(True, answer)
        self._append_left(c)
        if self.riac is None:
            self.riac = c

    def add_suspension(self, suspension: Suspension) -> None:
        self._wake()
        tail = self.tail
        if tail is not None and not tail.answers:
            tail.items.append(suspension)
            return
        c = _Cluster(False, suspension)
        c.prev = tail
        if tail is not None:
            tail.next = c
        else:
            self.head = c
        self.tail = c
        if tail is not None and tail.answers:
            self.riac = tail

    def _wake(self) -> None:
        if not self.in_global and not self.executing:
            self.component.push(self)

    def has_work(self) -> bool:
        return self.riac is not None and self.riac.next is not None

    def _swap(self, acp: _Cluster, scp: _Cluster) -> None:
        """The answer cluster ``acp`` and the suspension cluster right of it change
        places (its answers are given to those suspensions)."""
        before, after = acp.prev, scp.next
        if before is not None:
            before.next = scp
        else:
            self.head = scp
        if after is not None:
            after.prev = acp
        else:
            self.tail = acp
        scp.prev = before
        acp.next = after
        scp.next = acp
        acp.prev = scp
        if after is None or after.answers:
            c: _Cluster | None = scp.prev
            while c is not None and not c.answers:
                c = c.prev
            self.riac = c

    def _merge_after(self, acp: _Cluster, scp: _Cluster) -> None:
        """After a step: ``scp`` joins a suspension cluster left of it, ``acp`` an answer
        cluster right of it."""
        prev = scp.prev
        if prev is not None and not prev.answers:
            prev.next = scp.next
            scp.next.prev = prev  # type: ignore[union-attr]  # acp follows scp
            prev.items.extend(scp.items)
        nxt = acp.next
        if nxt is not None and nxt.answers:
            acp.prev.next = nxt  # type: ignore[union-attr]  # a suspension cluster
            nxt.prev = acp.prev
            nxt.items.extend(acp.items)

    def work(self) -> Iterator[tuple[object, Suspension]]:
        """Each answer to give to each suspension, until the worklist has no work."""
        self.executing = True
        try:
            while self.riac is not None and self.riac.next is not None:
                acp, scp = self.riac, self.riac.next
                self._swap(acp, scp)
                answers, suspensions = acp.items, scp.items
                for i in range(len(answers) - 1, -1, -1):
                    for j in range(len(suspensions) - 1, -1, -1):
                        yield answers[i], suspensions[j]  # type: ignore[misc]
                self._merge_after(acp, scp)
        finally:
            self.executing = False

    def make_follower(self) -> None:
        """A leader merged into an enclosing component: its answers, one cluster, left of
        its suspensions, one cluster, so they all meet."""
        acp: _Cluster | None = None
        scp: _Cluster | None = None
        c = self.head
        while c is not None:
            if c.answers:
                if acp is None:
                    acp = c
                else:
                    acp.items.extend(c.items)
            elif scp is None:
                scp = c
            else:
                scp.items.extend(c.items)
            c = c.next
        self.head = self.tail = self.riac = None
        for kept in (acp, scp):
            if kept is not None:
                kept.prev = self.tail
                kept.next = None
                if self.tail is not None:
                    self.tail.next = kept
                else:
                    self.head = kept
                self.tail = kept
        self.riac = acp
        if acp is not None and scp is not None:
            self.component.push(self)


class Status(Enum):
    ACTIVE = "active"
    MERGED = "merged"
    COMPLETE = "complete"


@dataclass(eq=False)
class Component:
    """The tables completed together (an SCC of the calls), led by the first."""

    leader: Table
    parent: Component | None
    status: Status = Status.ACTIVE
    children: list[Component] = field(default_factory=list)
    worklists: list[Worklist] = field(default_factory=list)  # with work, the latest last
    created: list[Worklist] = field(default_factory=list)  # its tables
    negative: list[Worklist] = field(default_factory=list)  # with negative suspensions

    def push(self, wl: Worklist) -> None:
        self.worklists.append(wl)
        wl.in_global = True

    def add(self, table: Table) -> Worklist:
        """A new table computed in the component."""
        wl = Worklist(table, self)
        self.push(wl)
        self.created.append(wl)
        return wl

    def merge(self) -> None:
        """The components computed inside this one join it (one SCC): their worklists
        after its own, the innermost first (SWI's merge_component)."""
        joined: list[Component] = []
        todo: list[tuple[Component, bool]] = [(c, False) for c in reversed(self.children)]
        while todo:  # each active child after its own children
            child, done = todo.pop()
            if done:
                joined.append(child)
            elif child.status is Status.ACTIVE:
                todo.append((child, True))
                todo.extend((c, False) for c in reversed(child.children))
        self.children = []
        start = len(self.created)
        for child in joined:
            child.status = Status.MERGED
            self.worklists += child.worklists
            self.created += child.created
            self.negative += child.negative
            child.children, child.worklists, child.created, child.negative = [], [], [], []
        for wl in self.created[start:]:
            wl.component = self
            wl.executing = False
            if not wl.in_global and wl.has_work():
                self.push(wl)

    def pop(self) -> Worklist | None:
        """The next worklist with work (the latest to get some first); when none has any,
        the latest with negative suspensions and no unconditional answer: they go on,
        their negation delayed (SWI's negative_worklist)."""
        if self.status is not Status.ACTIVE:
            return None
        while self.worklists:
            wl = self.worklists.pop()
            wl.in_global = False
            if wl.has_work():
                return wl
        while self.negative:
            wl = self.negative.pop()
            if not wl.table.unconditional():
                c = _Cluster(True, NEGATION)
                wl._append_left(c)
                if wl.riac is None:
                    wl.riac = c
                return wl
        return None

    def tables(self) -> list[Table]:
        return [wl.table for wl in self.created]


@dataclass
class Scheduler:
    """The components of an engine's tables: the one whose work runs now (inside its
    parents), and the table whose clauses or resumed continuation run now (incremental
    tabling's dependencies)."""

    current: Component | None = None
    running: Table | None = None

    def create(self, table: Table) -> Worklist:
        """A fresh table leads a new component, inside the current one."""
        scc = Component(table, self.current)
        if self.current is not None:
            self.current.children.append(scc)
        self.current = scc
        wl = scc.add(table)
        wl.leads = scc
        return wl

    def join(self, wl: Worklist) -> None:
        """A call to the table of ``wl`` from the current component: if it is computed
        in an enclosing one, the components between merge into it."""
        scc = wl.component
        if scc is not self.current:
            scc.merge()
            self.current = scc

    def finish(self, scc: Component) -> list[Table] | None:
        """The end of a leader's completion: its component's tables, now complete; None
        if it merged into an enclosing one.  (The worklists go: the machine frees what
        no cycle holds.)"""
        if scc.status is not Status.ACTIVE:
            return None
        tables = scc.tables()
        for table in tables:
            table.worklist = None
            table.complete = True
        scc.status = Status.COMPLETE
        scc.created, scc.worklists, scc.negative = [], [], []
        self._leave(scc)
        return tables

    def discard(self, scc: Component) -> list[Table]:
        """An exception left the leader: the tables still being computed in its component
        are dropped (SWI's '$tbl_table_discard_all'); the tables dropped."""
        if scc.status is not Status.ACTIVE:
            return []
        dropped: list[Table] = []
        todo = [scc]
        while todo:
            c = todo.pop()
            if c.status is Status.ACTIVE:
                dropped += (t for t in c.tables() if not t.complete)
                c.status = Status.COMPLETE
                todo += c.children
                c.created, c.worklists, c.negative, c.children = [], [], [], []
        self._leave(scc)
        return dropped

    def _leave(self, scc: Component) -> None:
        self.current = scc.parent
        parent = scc.parent
        if parent is not None:  # (the latest child, as a rule)
            if parent.children and parent.children[-1] is scc:
                parent.children.pop()
            elif scc in parent.children:
                parent.children.remove(scc)
