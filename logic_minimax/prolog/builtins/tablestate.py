"""Tabling's state, shared by the tabling family's modules (tabling.py computes tables;
moded.py, wfs.py, restraints.py, incremental.py, tableadmin.py and residual.py each do one
thing to them): the tables of an engine (``Tabling``, the engine's declared ``tabling``),
each call variant's ``Table``, and how a tabled goal is called."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from logic_minimax.prolog.core import Var, deref, domain_error, instantiation_error
from logic_minimax.prolog.idg import IDG
from logic_minimax.prolog.interface import Solver

if TYPE_CHECKING:
    from logic_minimax.prolog.builtins.moded import Mode
    from logic_minimax.prolog.builtins.restraints import Restraints
    from logic_minimax.prolog.builtins.wfs import Chain, Item
    from logic_minimax.prolog.database import Pred
    from logic_minimax.prolog.kinds import Cont


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
    derived: dict[object, tuple[int, int, int]] = field(default_factory=dict)  # moded.py
    shapes: dict[tuple[object, tuple[Item, ...]], object] = field(default_factory=dict)
    """Each answer key and delay list: the answer and the delayed goals, copied together."""
    complete: bool = False
    dfn: int = -1  # push order while being computed
    low: int = -1
    round_start: int = -1  # the counter when its latest round began
    on_stack: bool = False
    key: object = None  # the variant's key in ``Tabling.tables``
    invalid: bool = False  # incremental: something it depends on changed (incremental.py)
    ordered: list[object] | None = None  # once complete, the answers in SWI's order


@dataclass
class Tabling:
    """An engine's tables and the computation in progress."""

    tables: dict[object, Table] = field(default_factory=dict)
    handles: dict[int, Table] = field(default_factory=dict)
    modes: dict[tuple[str, int], tuple[Mode, ...] | None] = field(default_factory=dict)
    restraints: dict[tuple[str, int], Restraints | None] = field(default_factory=dict)
    declared: dict[tuple[str, int], list[tuple[str | None, object]]] = \
        field(default_factory=dict)  # the table directives of each (tableadmin.py)
    stack: list[Table] = field(default_factory=list)
    pending: list[Table] = field(default_factory=list)  # computed, waiting for a leader
    added: int = 0  # answers added so far (a round that adds none is a fixpoint)
    reads: int = 0  # calls so far that met a table being computed
    counter: int = 0
    idg: IDG = field(default_factory=IDG)  # incremental tabling's dependencies
    delays: Chain = None  # the running goal's delay list (wfs.py)
    delays_seq: int = 0  # the counter when the trail last changed it
    saved: dict[int, Chain] = field(default_factory=dict)  # call_delays/2's outer lists
    suspended: dict[tuple[int, int], Table] = field(default_factory=dict)
    """tnot/1 calls that wait for a table being computed, the latest last: (caller,
    table) ids -> the table."""
    released: set[tuple[int, int]] = field(default_factory=set)
    """Those calls now delayed (wfs.py's ``release``)."""


def tabling_of(s: Solver) -> Tabling:
    """The engine's tables (made when a first tabled goal needs them)."""
    state = s.engine.tabling
    if state is None:
        state = s.engine.tabling = Tabling()
    return state


def tabled_call(s: Solver, goal: object, cb: int, depth: int, cont: Cont) -> Cont:
    """A call to a tabled predicate goes through library.pl's ``'$tbl_call'/1``."""
    term = ("$tbl_call", goal)
    return (term, s.engine.pred_of(term), len(s.cps), depth, cont)


def table_of(s: Solver, handle: object) -> Table:
    """The table a handle (``$tbl_lookup``'s) names."""
    found = tabling_of(s).handles.get(deref(handle))
    if found is None:
        raise domain_error("table_handle", deref(handle))
    return found


def tabled_pred(s: Solver, goal: object) -> Pred:
    """The tabled predicate a goal calls (a domain error if it is not tabled)."""
    goal = deref(goal)
    if type(goal) is Var:
        raise instantiation_error()
    key = (goal, 0) if type(goal) is str else (goal[0], len(goal) - 1) \
        if type(goal) is tuple else None
    pred = s.engine.preds.get(key) if key is not None else None
    if pred is None or not pred.tabled:
        raise domain_error("tabled_goal", goal)
    return pred
