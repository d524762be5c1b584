"""All-solutions helpers: the grouping behind ``bagof/3`` and ``setof/3`` (free variables,
``^``), and sorting: ``msort/2``, ``sort/2,4``, ``keysort/2``, ``predsort`` support,
``order_by/2``, ``distinct/1,2``'s table (library.pl).

``findall/3,4`` and ``aggregate_all/3`` are control constructs (control.py; aggregate_all
counts in place and leaves its other specs to library.pl); ``bagof`` and ``setof`` are
written in Prolog (library.pl) over the helpers here.
"""

from __future__ import annotations

import functools

from logic_minimax.prolog.builtins import construct, det
from logic_minimax.prolog.builtins.control import call_term
from logic_minimax.prolog.core import (
    NIL,
    Undo,
    Var,
    compare,
    deref,
    domain_error,
    error,
    instantiation_error,
    make_list,
    proper_list,
    type_error,
    unify,
)
from logic_minimax.prolog.interface import Solver
from logic_minimax.prolog.kinds import Cont
from logic_minimax.prolog.walk import is_ground, term_vars, variant_key

_key = functools.cmp_to_key(compare)


@det("$free_variables", 4)
def free_variables(s: Solver, g: tuple[object, ...]) -> bool:
    """'$free_variables'(Template, Goal0, Witness, Goal): Goal0 without ``V^``, and the
    witness term ``v(...)`` of its variables free in neither Template nor ``^``."""
    goal = deref(g[2])
    bound = term_vars(g[1])
    while type(goal) is tuple and goal[0] == "^" and len(goal) == 3:
        bound.extend(term_vars(goal[1]))
        goal = deref(goal[2])
    seen = {id(v) for v in bound}
    free = [v for v in term_vars(goal) if id(v) not in seen]
    return unify(g[3], ("v", *free), s.trail) and unify(g[4], goal, s.trail)


@det("$bags", 3)
def bags(s: Solver, g: tuple[object, ...]) -> bool:
    """'$bags'(Pairs, Sort, Groups): the Witness-Template pairs of bagof/3 (setof/3 when
    Sort is true) grouped as SWI groups them: the witnesses' variables are first bound
    position by position to one shared set (so witnesses that are variants become
    identical, and their variables shared), then the pairs are sorted (keysort, or sort
    for setof) and consecutive pairs with identical witnesses form a group."""
    pairs = [deref(p) for p in proper_list(g[1])]
    for p in pairs:
        if not (type(p) is tuple and len(p) == 3 and p[0] == "-"):
            raise type_error("pair", p)
    sort = deref(g[2]) == "true"
    if not (sort and is_ground(make_list(pairs))):
        shared: list[Var] = []
        for p in pairs:
            for i, v in enumerate(term_vars(p[1])):
                if i < len(shared):
                    unify(v, shared[i], s.trail)
                else:
                    shared.append(v)
    if sort:
        pairs = _dedup(sorted(pairs, key=_key))
    else:
        pairs.sort(key=lambda p: _key(p[1]))
    groups: list[tuple[object, list[object]]] = []
    for p in pairs:
        if groups and compare(groups[-1][0], p[1]) == 0:
            groups[-1][1].append(p[2])
        else:
            groups.append((p[1], [p[2]]))
    out: list[object] = []
    for w, bag in groups:
        if sort:
            bag = _dedup(sorted(bag, key=_key))
        out.append(("-", w, make_list(bag)))
    return unify(g[3], make_list(out), s.trail)


def _dedup(items: list[object]) -> list[object]:
    out: list[object] = []
    for x in items:
        if not out or compare(out[-1], x) != 0:
            out.append(x)
    return out


@det("msort", 2)
def msort(s: Solver, g: tuple[object, ...]) -> bool:
    return unify(g[2], make_list(sorted(proper_list(g[1]), key=_key)), s.trail)


@det("sort", 2)
def sort2(s: Solver, g: tuple[object, ...]) -> bool:
    return unify(g[2], make_list(_dedup(sorted(proper_list(g[1]), key=_key))), s.trail)




@det("sort", 4)
def sort4(s: Solver, g: tuple[object, ...]) -> bool:
    key, order = deref(g[1]), deref(g[2])
    if type(key) is Var or type(order) is Var:
        raise instantiation_error()
    if order not in ("@<", "@>", "@=<", "@>="):
        raise domain_error("order", order)
    items = proper_list(g[3])
    # The key: an argument, or a path of them into the term ([1, 2]: arg 2 of arg 1).
    path = [deref(k) for k in proper_list(key)] if type(key) is tuple else [key]
    if not all(type(k) is int for k in path):
        # As SWI: the key is only looked at when there is an item to take it from.
        if not items:
            return unify(g[4], NIL, s.trail)
        first = deref(items[0])
        raise type_error("compound" if type(first) is not tuple else "integer",
                         first if type(first) is not tuple else key)
    if any(k < 0 for k in path):
        raise domain_error("not_less_than_one", key)

    def pick(t: object) -> object:
        for k in path:
            if k == 0:
                continue
            t = deref(t)
            if type(t) is Var:
                raise instantiation_error()
            if type(t) is not tuple:
                raise type_error("compound", t)
            if k >= len(t):
                raise error(("existence_error", "argument", k, t))
            t = t[k]
        return t
    keyed = sorted(items, key=lambda t: _key(pick(t)), reverse=order in ("@>", "@>="))
    if order in ("@<", "@>"):
        out: list[object] = []
        for x in keyed:
            if not out or compare(pick(out[-1]), pick(x)) != 0:
                out.append(x)
        keyed = out
    return unify(g[4], make_list(keyed), s.trail)


@det("keysort", 2)
def keysort(s: Solver, g: tuple[object, ...]) -> bool:
    items = proper_list(g[1])
    for p in items:
        p = deref(p)
        if type(p) is Var:
            raise instantiation_error()
        if not (type(p) is tuple and p[0] == "-" and len(p) == 3):
            raise type_error("pair", p)
    ordered = sorted(items, key=lambda p: _key(deref(p)[1]))
    return unify(g[2], make_list(ordered), s.trail)


@construct("order_by", 2)
def order_by(s: Solver, g: tuple[object, ...], cb: int, depth: int, cont: Cont) -> Cont:
    """order_by(+Spec, :Goal), library(solution_sequences): the solutions of Goal (found by
    findall/3) ordered by the ``asc(Term)`` and ``desc(Term)`` of Spec in turn, each sort
    stable, as SWI's: ``findall(v(Others, W1, ...), Goal, L0)``, then ``sort/4`` on each
    witness from the last, then ``member/2``."""
    orders: list[tuple[str, list[Var]]] = []
    spec = proper_list(g[1])
    if not spec:
        raise domain_error("non_empty_list", NIL)
    for item in map(deref, spec):
        if type(item) is Var:
            raise instantiation_error()
        if not (type(item) is tuple and len(item) == 2 and item[0] in ("asc", "desc")):
            raise domain_error("order_specifier", item)
        if orders and orders[-1][0] == item[0]:  # asc(A), asc(B) is asc of both
            orders[-1][1].extend(term_vars(item[1]))
        else:
            orders.append((item[0], term_vars(item[1])))
    witnessed = {id(v) for _, variables in orders for v in variables}
    others = [v for v in term_vars(g[2]) if id(v) not in witnessed]
    orders.reverse()
    template = ("v", ("t", *others) if others else "t",
                *(("v", *variables) if variables else "v" for _, variables in orders))
    results: object = Var()
    goal: object = ("findall", template, g[2], results)
    for n, (order, _) in enumerate(orders, 2):
        ordered = Var()
        goal = (",", goal, ("sort", n, "@=<" if order == "asc" else "@>=", results, ordered))
        results = ordered
    return call_term(s, (",", goal, ("member", template, results)), cb, depth, cont)


class _Seen(Undo):
    """The witnesses distinct/2 has let through, dropped when backtracking goes past
    the call that made them."""

    __slots__ = ("keys", "table", "tag")

    def __init__(self, table: dict[object, set[object]], tag: object) -> None:
        self.table = table
        self.tag = tag
        self.keys: set[object] = set()
        table[tag] = self.keys

    def restore(self) -> None:
        self.table.pop(self.tag, None)


_seen_tags = iter(range(1, 1 << 62))


@det("$distinct_table", 1)
def distinct_table(s: Solver, g: tuple[object, ...]) -> bool:
    """library(solution_sequences)' distinct/2: a table of the witnesses seen."""
    tag = ("$distinct", next(_seen_tags))
    s.trail.append(_Seen(s.engine.counters, tag))  # type: ignore[arg-type]
    return unify(g[1], tag, s.trail)


@det("$distinct_add", 2)
def distinct_add(s: Solver, g: tuple[object, ...]) -> bool:
    """Whether the witness is new (no variant of one seen), now seen."""
    keys = s.engine.counters.get(deref(g[1]))
    key = variant_key(g[2])
    if not isinstance(keys, set) or key in keys:
        return False
    keys.add(key)
    return True
