"""SWI-Prolog's inventory (tests/prolog/inventory/swi.pl: its system predicates, the
autoload index's library predicates, its arithmetic functions and flags) against this
engine, with the list of what is out of scope and why (out_of_scope.pl), and what is in
scope but not built yet (todo.txt, which only shrinks).

    python -m tests.helpers.inventory                # the counts, and what is missing
    python -m tests.helpers.inventory --write-todo   # todo.txt from what is missing
"""

from __future__ import annotations

import sys
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from logic_minimax.prolog.builtins.functions import BINARY, CONSTANTS, TERNARY, UNARY
from logic_minimax.prolog.builtins.system import FLAGS
from logic_minimax.prolog.core import deref, iter_list
from logic_minimax.prolog.engine import Engine
from logic_minimax.prolog.parser import read_terms

from .paths import ROOT

INVENTORY = ROOT / "tests" / "prolog" / "inventory"
SWI = INVENTORY / "swi.pl"
OUT_OF_SCOPE = INVENTORY / "out_of_scope.pl"
TODO = INVENTORY / "todo.txt"
TODO_HEADER = ("# In scope, not built yet: SWI-Prolog 9.0.4's items this engine lacks (kind, "
               "name/arity, library),\n# written by python -m tests.helpers.inventory "
               "--write-todo; the list may only shrink.\n")

Item = tuple[str, str, int]
"""What SWI has: (kind, name, arity), kind one of predicate, function, flag (arity 0)."""


@dataclass
class Inventory:
    swi: dict[Item, str] = field(default_factory=dict)
    """Each item SWI has, with its library (``system`` for the system predicates)."""
    ours: set[Item] = field(default_factory=set)
    out: dict[Item, str] = field(default_factory=dict)
    """Each item out of scope, with the reason's name (of a library out of scope, the
    predicates the engine lacks)."""
    reasons: dict[str, str] = field(default_factory=dict)
    stale: list[str] = field(default_factory=list)
    """Out-of-scope entries that name nothing SWI has."""

    @property
    def missing(self) -> list[Item]:
        return sorted(i for i in self.swi if i not in self.ours and i not in self.out)

    @property
    def out_but_ours(self) -> list[Item]:
        return sorted(i for i in self.out if i in self.ours)


def _facts(path: Path) -> Iterator[tuple[object, ...]]:
    for read in read_terms(path.read_text("utf-8"), str(path)):
        term = deref(read.term)
        assert type(term) is tuple, term
        yield tuple(deref(a) for a in term)


def _indicator(term: object) -> tuple[str, int]:
    term = deref(term)
    assert type(term) is tuple and term[0] == "/", term
    return str(deref(term[1])), int(deref(term[2]))


def swi_items() -> dict[Item, str]:
    items: dict[Item, str] = {}
    for fact in _facts(SWI):
        kind = fact[0]
        if kind == "library":
            for pi in iter_list(fact[2]):
                items.setdefault(("predicate", *_indicator(pi)), str(fact[1]))
        elif kind == "flag":
            items[("flag", str(fact[1]), 0)] = "flags"
        else:
            for arity in iter_list(fact[2]):
                what = "predicate" if kind == "system" else "function"
                items[(what, str(fact[1]), int(deref(arity)))] = str(kind)
    return items


def our_items(engine: Engine, wanted: dict[Item, str]) -> set[Item]:
    """The items of ``wanted`` this engine has."""
    functions = {(n, 2) for n in BINARY} | {(n, 3) for n in TERNARY} | \
        {(n, 1) for n in UNARY} | {(n, 0) for n in CONSTANTS}
    ours: set[Item] = set()
    for item in wanted:
        kind, name, arity = item
        if kind == "predicate":
            pred = engine.preds.get((name, arity))
            if pred is not None and (pred.defined or pred.dynamic):
                ours.add(item)
        elif kind == "function":
            if (name, arity) in functions:
                ours.add(item)
        elif name in FLAGS or name in engine.flags:
            ours.add(item)
    return ours


def _scope_entries(inv: Inventory) -> None:
    by_library: dict[str, list[Item]] = {}
    for item, library in inv.swi.items():
        by_library.setdefault(library, []).append(item)
    for fact in _facts(OUT_OF_SCOPE):
        if fact[0] == "reason":
            inv.reasons[str(fact[1])] = str(fact[2])
            continue
        reason = str(fact[1])
        for entry in iter_list(fact[2]):
            entry = deref(entry)
            found = _entry_items(inv, by_library, entry)
            whole = type(entry) is tuple and entry[0] == "library"
            if not found:
                inv.stale.append(f"{entry}")
            for item in found:
                if not (whole and item in inv.ours):
                    inv.out[item] = reason


def _entry_items(inv: Inventory, by_library: dict[str, list[Item]], entry: object
                 ) -> list[Item]:
    """The items an out-of-scope entry names: ``library(L)`` (all of it), ``flag(F)``,
    ``function(N/A)``, ``N/A``."""
    if type(entry) is tuple and entry[0] == "library":
        return by_library.get(str(deref(entry[1])), [])
    if type(entry) is tuple and entry[0] == "flag":
        item: Item = ("flag", str(deref(entry[1])), 0)
    elif type(entry) is tuple and entry[0] == "function":
        item = ("function", *_indicator(entry[1]))
    else:
        item = ("predicate", *_indicator(entry))
    return [item] if item in inv.swi else []


def inventory() -> Inventory:
    inv = Inventory(swi=swi_items())
    engine = Engine()
    inv.ours = our_items(engine, inv.swi)
    _scope_entries(inv)
    return inv


def _count(items: Iterable[Item], kind: str) -> int:
    return sum(1 for item in items if item[0] == kind)


def report(inv: Inventory) -> str:
    lines = [f"{'':10} {'SWI':>6} {'ours':>6} {'out':>6} {'missing':>8}"]
    missing = inv.missing
    for kind in ("predicate", "function", "flag"):
        lines.append(f"{kind:10} {_count(inv.swi, kind):6} {_count(inv.ours, kind):6} "
                     f"{_count(inv.out, kind):6} {_count(missing, kind):8}")
    for kind, name, arity in missing:
        lines.append(f"missing {kind} {name}/{arity} ({inv.swi[(kind, name, arity)]})")
    return "\n".join(lines)


def todo_lines(items: Iterable[Item], inv: Inventory) -> list[str]:
    return [f"{kind} {name}/{arity} {inv.swi[(kind, name, arity)]}"
            for kind, name, arity in sorted(items)]


def read_todo() -> list[str]:
    return [line for line in TODO.read_text("utf-8").splitlines()
            if line and not line.startswith("#")]


if __name__ == "__main__":
    found = inventory()
    if sys.argv[1:] == ["--write-todo"]:
        TODO.write_text(TODO_HEADER + "".join(f"{line}\n" for line in todo_lines(
            found.missing, found)), encoding="utf-8")
    print(report(found))
