"""Checkpoints of an engine's database: a load that fails leaves the engine as it was.

A checkpoint notes each predicate's state (its clause list and how long it was, its
table's own mark, its flags) and the engine's operators, flags and sources: cheap, since
clause lists only grow in place or are replaced by new lists (never changed inside), so
the list and its length then say exactly what it held.  Rolling back cuts what was
appended, puts back replaced lists and tables, revives retracted clauses and forgets
predicates made since.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from logic_minimax.prolog.database import Clause, Pred
from logic_minimax.prolog.modules import Module
from logic_minimax.prolog.tables import FactTable

if TYPE_CHECKING:
    from logic_minimax.prolog.engine import Engine

_FLAGS = ("control", "builtin", "defined", "dynamic", "discontiguous", "multifile",
          "library", "source", "det", "module", "link", "meta")


@dataclass(frozen=True)
class _PredState:
    pred: Pred
    clauses: list[Clause]
    size: int
    table: FactTable | None
    table_mark: object
    flags: tuple[Any, ...]


@dataclass(frozen=True)
class _ModuleState:
    module: Module
    preds: dict[tuple[str, int], _PredState]
    exports: list[tuple[str, int]]
    file: str | None
    supers: list[str]
    imported: set[tuple[str, int]]


@dataclass(frozen=True)
class Checkpoint:
    modules: dict[str, _ModuleState]
    ops: object
    flags: dict[str, object]
    globals: dict[str, object]
    sources: dict[str, set[Pred]]
    loaded: set[str]
    load_errors: int


def _table(preds: dict[tuple[str, int], Pred]) -> dict[tuple[str, int], _PredState]:
    states = {}
    for key, pred in preds.items():
        table = pred.table
        states[key] = _PredState(pred, pred.clauses, len(pred.clauses), table,
                                 None if table is None else table.checkpoint(),
                                 tuple(getattr(pred, f) for f in _FLAGS))
    return states


def checkpoint(engine: Engine) -> Checkpoint:
    modules = {name: _ModuleState(m, _table(m.preds), list(m.exports), m.file,
                                  list(m.supers), set(m.imported))
               for name, m in engine.modules.items() if name != "system"}
    return Checkpoint(modules, copy.deepcopy(engine.ops), dict(engine.flags),
                      dict(engine.globals), {k: set(v) for k, v in engine.sources.items()},
                      set(engine.loaded), len(engine.load_errors))


def rollback(engine: Engine, mark: Checkpoint) -> None:
    for name in [n for n in engine.modules if n not in mark.modules and n != "system"]:
        del engine.modules[name]
    for saved in mark.modules.values():
        module = saved.module
        module.exports[:] = saved.exports
        module.file, module.supers, module.imported = saved.file, saved.supers, saved.imported
        _roll_table(module.preds, saved.preds)
    engine.ops = mark.ops  # type: ignore[assignment]
    engine.flags = mark.flags
    engine.globals = mark.globals
    engine.sources = mark.sources
    engine.loaded = mark.loaded
    del engine.load_errors[mark.load_errors:]


def _roll_table(preds: dict[tuple[str, int], Pred],
                saved: dict[tuple[str, int], _PredState]) -> None:
    for key in [k for k in preds if k not in saved]:
        del preds[key]
    for state in saved.values():
        pred = state.pred
        del state.clauses[state.size:]
        for clause in state.clauses:
            clause.erased = 0
        pred.clauses = state.clauses
        pred.index = None
        pred.varlist = []
        pred.table = state.table
        if state.table is not None:
            state.table.rollback(state.table_mark)
        for name, value in zip(_FLAGS, state.flags, strict=True):
            setattr(pred, name, value)
        preds[(pred.name, pred.arity)] = pred
