"""Answer subsumption, as SWI-Prolog does it: a moded table (``:- table path(_, _,
min).``) keeps, for each value of its indexed arguments, the aggregate of its moded
ones: ``min``, ``max``, ``first`` (``-``), ``last``, ``sum``, ``lattice(PI)`` (``PI(Old,
New, Agg)``) and ``po(PI)`` (``PI(Old, New)`` true: the old one stays).

Under the well-founded semantics an answer may be conditional, and SWI then keeps more
than one aggregate (its ``'$tabling':update/7``): a new answer is set against the first
aggregate in the order of the trie that holds them (tries.py).  Both true: the update
replaces it if it changes it.  Old true, new conditional: the update, if it changes the
old one, is added, conditional.  Old conditional, new true: the update of the new one by
the old one is added, true; if that is the old one, the old one becomes true.  Both
conditional: the new one is added.  An aggregate met again gets the new delay list.
A lattice or po aggregate is computed in Prolog (library.pl's ``'$tbl_restrain'/2``),
then applied by ``'$tbl_update'/5``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from logic_minimax.prolog.builtins import det, wfs
from logic_minimax.prolog.builtins.tablestate import table_of, tabling_of
from logic_minimax.prolog.core import Var, compare, deref, domain_error
from logic_minimax.prolog.interface import Solver
from logic_minimax.prolog.tries import trie_order
from logic_minimax.prolog.walk import copy_term, variant, variant_key

if TYPE_CHECKING:
    from logic_minimax.prolog.builtins.tablestate import Table, Tabling

Mode = str | tuple[str, str]
"""``_`` (indexed), ``min``, ``max``, ``first``, ``last``, ``sum``, or ``("lattice",
Name)``, ``("po", Name)``."""

_NAMED = {"_": "_", "index": "_", "+": "_", "min": "min", "max": "max", "first": "first",
          "-": "first", "last": "last", "sum": "sum"}
_ARITY = {"lattice": 3, "po": 2}

_BOTH_TRUE, _NEW_TRUE, _OLD_TRUE = 3, 1, 2


def mode(t: object) -> Mode:
    """A table mode as written in ``:- table``."""
    t = deref(t)
    if type(t) is Var:
        return "_"
    if type(t) is str and t in _NAMED:
        return _NAMED[t]
    if type(t) is tuple and len(t) == 2 and t[0] in _ARITY:
        spec = deref(t[1])
        if type(spec) is tuple and spec[0] == ":" and len(spec) == 3:
            spec = deref(spec[2])
        if type(spec) is str:
            return (t[0], spec)
        if type(spec) is tuple and spec[0] == "/" and len(spec) == 3 \
                and type(deref(spec[1])) is str and deref(spec[2]) == _ARITY[t[0]]:
            return (t[0], deref(spec[1]))
        if type(spec) is tuple and len(spec) - 1 == _ARITY[t[0]]:
            return (t[0], spec[0])
    raise domain_error("table_mode", t)


def _indexed(answer: tuple[object, ...], modes: tuple[Mode, ...]) -> object:
    """The answer's indexed arguments, as one term."""
    return ("$key", *(a for a, m in zip(answer[1:], modes, strict=True) if m == "_"))


def _root(answer: tuple[object, ...], modes: tuple[Mode, ...]) -> object:
    return variant_key(_indexed(answer, modes))


def _value(answer: tuple[object, ...], modes: tuple[Mode, ...]) -> object:
    """The moded arguments, as SWI's trie holds them: alone, or as ``s(A1, ...)``."""
    args = [a for a, m in zip(answer[1:], modes, strict=True) if m != "_"]
    return args[0] if len(args) == 1 else ("s", *args)


def add(state: Tabling, table: Table, answer: tuple[object, ...]) -> object | None:
    """A new answer (under the running delay list): None once it is applied, else the
    aggregate to compute in Prolog, ``update(Goal, Next, Old, New, Flags)``."""
    modes: tuple[Mode, ...] = table.modes  # type: ignore[assignment]
    root = _root(answer, modes)
    nodes = table.nodes.get(root, [])
    live = [k for _, k in nodes if k in table.keys]
    if not live:
        _put(state, table, answer, None)
        return None
    if len(live) > 1:  # the first in the order of the trie
        live = [nodes[i][1] for i in trie_order([v for v, _ in nodes])
                if nodes[i][1] in table.keys]
    old: tuple[object, ...] = copy_term(table.answers[table.keys[live[0]]])  # type: ignore[assignment]
    flags = (state.delays is None) | (live[0] not in table.conds) << 1
    if not flags:
        _put(state, table, answer, None)
        return None
    first, second = (answer, old) if flags == _NEW_TRUE else (old, answer)
    goals: list[object] = []
    args: list[object] = [answer[0]]
    for a, b, m in zip(first[1:], second[1:], modes, strict=True):
        args.append(_update(m, a, b, goals))
    nxt = tuple(args)
    if not goals:
        apply(state, table, old, answer, flags, nxt)
        return None
    goal = goals[0]
    for g in goals[1:]:
        goal = (",", goal, g)
    return ("update", goal, nxt, old, answer, flags)


def _update(m: Mode, old: object, new: object, goals: list[object]) -> object:
    """The aggregate of one argument (SWI's ``'$tabling':min/3`` and the others); a goal
    to run for ``sum``, a lattice and a po."""
    if m in ("_", "first"):
        return old
    if m == "last":
        return new
    if m == "min":
        return old if compare(old, new) < 0 else new
    if m == "max":
        return old if compare(old, new) > 0 else new
    out = Var()
    if m == "sum":
        goals.append(("is", out, ("+", old, new)))
    elif m[0] == "lattice":
        goals.append((m[1], old, new, out))
    else:
        goals.append((";", ("->", (m[1], old, new), ("=", out, old)), ("=", out, new)))
    return out


def apply(state: Tabling, table: Table, old: tuple[object, ...], new: object, flags: int,
          nxt: object) -> None:
    """SWI's action on the aggregate ``nxt``: replace the old one (both true, if it
    changed), else add it (or, met again, give it the new delay list)."""
    if flags == _BOTH_TRUE:
        if not variant(nxt, old):
            _put(state, table, nxt, variant_key(old))
    else:
        _put(state, table, nxt, None)


def _put(state: Tabling, table: Table, answer: object, replaced: object) -> None:
    key = variant_key(answer)
    if key in table.keys:
        if key in table.conds:
            wfs.add_condition(state, table, key, False, answer)
        return
    root = _root(answer, table.modes)  # type: ignore[arg-type]
    nodes = table.nodes.get(root)
    if nodes is None:
        nodes = table.nodes[root] = []
        table.roots[root] = copy_term(_indexed(answer, table.modes))  # type: ignore[arg-type]
    if all(k != key for _, k in nodes):  # a deleted aggregate keeps its place in the trie
        nodes.append((copy_term(_value(answer, table.modes)), key))  # type: ignore[arg-type]
    table.store(key, answer, replaced)
    wfs.add_condition(state, table, key, True, answer)
    table.added(key)


def order(table: Table) -> list[object]:
    """A complete moded table's answers, in the order of SWI's trie: by their indexed
    arguments, then by their aggregates."""
    out = []
    roots = list(table.nodes)
    for r in trie_order([table.roots[root] for root in roots]):
        nodes = table.nodes[roots[r]]
        for i in trie_order([v for v, _ in nodes]):
            at = table.keys.get(nodes[i][1])
            if at is not None:
                out.append(table.answers[at])
    return out


@det("$tbl_update", 5)
def tbl_update(s: Solver, g: tuple[object, ...]) -> bool:
    """'$tbl_update'(Table, Old, New, Flags, Next): the aggregate computed, applied."""
    apply(tabling_of(s), table_of(s, g[1]), deref(g[2]), deref(g[3]), deref(g[4]), deref(g[5]))
    return False
