"""Tabling's state, shared by the tabling family's modules (tabling.py computes tables,
slg.py schedules their computation; moded.py, wfs.py, restraints.py, incremental.py,
tableadmin.py and residual.py each do one thing to them): the tables of an engine
(``Tabling``, the engine's declared ``tabling``) and each call variant's ``Table``."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from logic_minimax.prolog.builtins.slg import Scheduler
from logic_minimax.prolog.core import Var, deref, domain_error, instantiation_error
from logic_minimax.prolog.idg import IDG
from logic_minimax.prolog.interface import Solver
from logic_minimax.prolog.walk import copy_term

if TYPE_CHECKING:
    from logic_minimax.prolog.builtins.moded import Mode
    from logic_minimax.prolog.builtins.restraints import Restraints
    from logic_minimax.prolog.builtins.slg import Worklist
    from logic_minimax.prolog.builtins.wfs import Chain, Item
    from logic_minimax.prolog.database import Pred


@dataclass(eq=False)
class Table:
    """The answers of one call variant."""

    pred: Pred
    stamp: tuple[int, ...]
    modes: tuple[Mode, ...] | None
    goal: object = None  # the call (a copy)
    answers: list[object] = field(default_factory=list)
    keys: dict[object, int] = field(default_factory=dict)  # answer key -> position
    conds: dict[object, list[tuple[Item, ...]]] = field(default_factory=dict)
    """The conditional answers' delay lists, in the order found (wfs.py)."""
    nodes: dict[object, list[tuple[object, object]]] = field(default_factory=dict)
    """A moded table's aggregates (moded.py): (value, answer key) for each indexed key."""
    roots: dict[object, object] = field(default_factory=dict)  # each indexed key's term
    shapes: dict[tuple[object, tuple[Item, ...]], object] = field(default_factory=dict)
    """Each answer key and delay list: the answer and the delayed goals, copied together."""
    open: set[object] = field(default_factory=set)  # the keys of answers with variables
    complete: bool = False
    worklist: Worklist | None = None  # while it is being computed
    key: object = None  # the variant's key in ``Tabling.tables``
    ground: bool = False  # the call has no variables: an unconditional answer completes it
    invalid: bool = False  # incremental: something it depends on changed (incremental.py)
    ordered: list[object] | None = None  # once complete, the answers in SWI's order

    def unconditional(self) -> bool:
        """Whether it has an answer that is true (not conditional)."""
        return len(self.answers) > len(self.conds)

    def store(self, key: object, answer: object, replaced: object = None) -> None:
        """Keep a copy of a new answer (its key ``key``), after the others or in the place
        of the answer ``replaced``."""
        variables: dict[Var, object] = {}
        kept = copy_term(answer, variables)
        if replaced is None:
            self.keys[key] = len(self.answers)
            self.answers.append(kept)
        else:
            self.keys[key] = at = self.keys.pop(replaced)
            self.answers[at] = kept
            self.conds.pop(replaced, None)
            self.open.discard(replaced)
        if variables:
            self.open.add(key)

    def added(self, key: object) -> None:
        """A new answer (its key): the suspensions on the table get it."""
        if self.worklist is not None:
            self.worklist.add_answer(key)


@dataclass
class Tabling(Scheduler):
    """An engine's tables and their computation (the scheduler's components)."""

    tables: dict[object, Table] = field(default_factory=dict)
    handles: dict[int, Table] = field(default_factory=dict)
    modes: dict[tuple[str, int], tuple[Mode, ...] | None] = field(default_factory=dict)
    restraints: dict[tuple[str, int], Restraints | None] = field(default_factory=dict)
    declared: dict[tuple[str, int], list[tuple[str | None, object]]] = \
        field(default_factory=dict)  # the table directives of each (tableadmin.py)
    counter: int = 0
    idg: IDG = field(default_factory=IDG)  # incremental tabling's dependencies
    delays: Chain = None  # the running goal's delay list (wfs.py)
    delays_seq: int = 0  # the counter when the trail last changed it
    saved: dict[int, Chain] = field(default_factory=dict)  # call_delays/2's outer lists


def tabling_of(s: Solver) -> Tabling:
    """The engine's tables (made when a first tabled goal needs them)."""
    state = s.engine.tabling
    if state is None:
        state = s.engine.tabling = Tabling()
    return state


def table_of(s: Solver, handle: object) -> Table:
    """The table a handle (an integer) names."""
    found = tabling_of(s).handles.get(deref(handle))
    if found is None:
        raise domain_error("table_handle", deref(handle))
    return found


def tabled_pred(s: Solver, goal: object) -> Pred:
    """The tabled predicate of a goal; a domain error if it is none."""
    goal = deref(goal)
    if type(goal) is Var:
        raise instantiation_error()
    key = (goal, 0) if type(goal) is str else (goal[0], len(goal) - 1) \
        if type(goal) is tuple else None
    pred = s.engine.preds.get(key) if key is not None else None
    if pred is None or not pred.tabled:
        raise domain_error("tabled_goal", goal)
    return pred
