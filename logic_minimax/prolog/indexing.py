"""Just-in-time indexing beyond the first argument: the clauses a call tries, narrowed as
SWI-Prolog 9 narrows them (its ``pl-index.c``), so that a call leaves a choice point
exactly when SWI's does and the toplevel prints ``.`` where SWI does.

The machine looks a call up in the predicate's first-argument index (database.py); when
that leaves more than one candidate, ``narrow`` selects as SWI does:

* a predicate of at most ten clauses called with its first argument bound is scanned on
  that argument; the scan is the answer unless its first two candidates share the same key
  (a variable there does not count);
* otherwise every bound argument is assessed (distinct keys, clauses with a variable
  there, how evenly they spread: SWI's *speedup*) and the best one's index gives the
  candidates; two promising arguments may be combined into one index;
* an argument whose clauses share compounds of one name and arity is a *list index*: the
  call's compound is then looked up on its own arguments the same way (deep indexing, at
  most ``MAX_DEPTH`` levels), which narrows ``moves(X, [d, e])`` to one clause.

For static predicates, a head argument unified at the very start of the body
(``w(X) :- X = c``) counts as that term, as SWI moves such unifications into the head.
Candidate lists keep the clauses' order, so the answers are the same; only the choice
points left (and the time spent) change.
"""

from __future__ import annotations

import math
from typing import Any

from logic_minimax.prolog.core import PString, Var, deref
from logic_minimax.prolog.database import Clause, Pred
from logic_minimax.prolog.tables import FactTable, Row
from logic_minimax.prolog.templates import TT, TV

MAX_DEPTH = 7
SCAN_CLAUSES = 10  # a predicate this small is scanned on its first argument
MAX_SHAPES = 256  # the call shapes whose choice a predicate remembers (_chosen)
MIN_SPEEDUP = 1.5
MAX_VAR_FRAC = 0.1
_VAR: object = object()  # the key of a variable
_MISS = ("$no_such_term", 0, None)  # a clause whose compound differs on the path


def _key(t: object) -> object:
    """The index key of a dereferenced term or a template part: (name, arity) for a
    compound, the constant itself otherwise (a float or string tagged, three items, so
    only a compound's key is a pair), ``_VAR`` for a variable."""
    tt = type(t)
    if tt is Var or tt is TV:
        return _VAR
    if tt is TT:
        src = t.t  # type: ignore[attr-defined]
        return (src[0], len(src) - 1)
    if tt is tuple:
        return (t[0], len(t) - 1)  # type: ignore[index, arg-type]
    if tt is float:
        return ("$float", t, None)
    if tt is PString:
        return ("$string", str(t), None)
    return t


def _compound_key(key: object) -> bool:
    return type(key) is tuple and len(key) == 2


class _Index:
    """The clauses by the key of their term at one place (an argument, a place inside a
    compound, or a pair of arguments); every bucket holds the clauses with a variable there
    too, all in clause order.  ``speedup`` is SWI's assessment (0: not indexable), ``list``
    whether its compounds are worth indexing on their own arguments; ``duplicates`` the
    keys whose bucket starts with two clauses holding that key itself."""

    __slots__ = ("buckets", "duplicates", "list", "speedup", "varlist")

    def __init__(self, clauses: list[Any], keys: list[object], nonvar_args: list[bool]
                 ) -> None:
        buckets: dict[object, list[Clause]] = {}
        varlist: list[Clause] = []
        counts: dict[object, int] = {}
        compounds: dict[object, int] = {}
        firsts: dict[object, list[Clause]] = {}  # each key's first two clauses holding it
        for c, k, nonvar in zip(clauses, keys, nonvar_args, strict=True):
            if k is _VAR:
                varlist.append(c)
                for bucket in buckets.values():
                    bucket.append(c)
                continue
            found = buckets.get(k)
            if found is None:
                found = buckets[k] = list(varlist)
            found.append(c)
            held = firsts.setdefault(k, [])
            if len(held) < 2:
                held.append(c)
            if k is not _MISS:
                counts[k] = counts.get(k, 0) + 1
                if nonvar:
                    compounds[k] = compounds.get(k, 0) + 1
        self.buckets = buckets
        self.varlist = varlist
        self.duplicates = {k for k, held in firsts.items() if len(held) == 2
                           and buckets[k][0] is held[0] and buckets[k][1] is held[1]}
        self.speedup, self.list = _assess(counts, len(varlist), compounds)

    def get(self, key: object) -> list[Clause]:
        found = self.buckets.get(key)
        return self.varlist if found is None else found


def _assess(counts: dict[object, int], nvars: int, compounds: dict[object, int]
            ) -> tuple[float, bool]:
    """SWI's assessment of an index: its expected speedup (0: not indexable) and whether
    it is a list index (compounds of one name and arity, worth looking into)."""
    size = len(counts)
    n = sum(counts.values()) + nvars
    if not size or not n:
        return 0.0, False
    if size == 1 and not _compound_key(next(iter(counts))):
        return 0.0, False
    mean = sum(counts.values()) / size
    stdev = math.sqrt(sum((c - mean) ** 2 for c in counts.values()) / size)
    speedup = (n * size) / (n - nvars + nvars * size)
    speedup /= 1.0 + stdev * size / n
    functors = sum(c - 1 for c in compounds.values())
    listy = speedup < 0.8 * n and functors > 0 and nvars == 0
    if nvars / size > MAX_VAR_FRAC:
        return 0.0, False
    return speedup, listy


class _Jit:
    """A predicate's indexes beyond the database's, built on demand (``Pred.jit``, dropped
    whenever the clauses change) over ``items``: its clauses, or its table's rows as they
    were at ``stamp``."""

    __slots__ = ("chosen", "first", "indexes", "items", "plans", "stamp")

    def __init__(self, items: list[Any], stamp: object = None) -> None:
        self.indexes: dict[tuple[object, ...], _Index] = {}
        self.plans: dict[tuple[object, ...], tuple[tuple[int, bool, tuple[object, ...]], ...]] \
            = {}  # see _plan
        self.chosen: dict[tuple[object, ...], list[Any]] | None = {}  # see _chosen
        self.first: _Index | None = None  # the first argument's, kept at hand for scans
        self.items = items
        self.stamp = stamp


def candidates(pred: Pred, head: object) -> list[Clause]:
    """The live clauses a call with this head would try, in order (as the machine selects
    them): for clause/2 and retract/1, which then leave SWI's choice points too."""
    head = deref(head)
    if type(head) is not tuple:
        return pred.clauses
    found = pred.candidates(deref(head[1]))
    if len(found) > 1 and pred.jit is not False:
        found = narrow(pred, head, found)
    return [c for c in found if not c.erased]


def narrow(pred: Pred, goal: tuple[object, ...], clauses: list[Clause]) -> list[Clause]:
    """The candidates SWI would try for ``goal`` (``clauses``: the first-argument ones).
    A predicate whose indexes can never narrow a call is marked (``Pred.jit`` False): the
    machine then does not ask again until its clauses change."""
    jit = pred.jit
    if jit is None:
        jit = pred.jit = _Jit(pred.stored)  # erased ones among them (the machine skips them)
        if _pointless(pred, jit):
            pred.jit = False
            return clauses
    if len(jit.items) <= SCAN_CLAUSES:
        # _select's scan, without its look-ups: the case of most calls to small predicates.
        first = deref(goal[1])
        if type(first) is not Var:
            index: _Index | None = jit.first
            if index is None:
                index = jit.first = _index(pred, jit, (1,))
            if not index.buckets:  # a variable in every clause: the scan is all of them
                return index.varlist
            key = _key(first)
            scan = index.get(key)
            if len(scan) <= 1 or key not in index.duplicates:
                return scan
    return _chosen(pred, jit, goal)


def _chosen(pred: Pred, jit: _Jit, goal: tuple[object, ...]) -> list[Any]:
    """``_select`` over all the items, remembered by the call's shape (the keys of its
    arguments down to ``MAX_DEPTH``, all that the choice looks at): a program calls a
    predicate the same few ways over and over (``line([A, B, C])``)."""
    chosen = jit.chosen
    if chosen is None:
        return _select(pred, jit, (), goal[1:], len(jit.items), jit.items, 0)
    shape = _shape(pred, jit, goal[1:], (), 0)
    found = chosen.get(shape)
    if found is None:
        if len(chosen) >= MAX_SHAPES:  # called with ever new constants: not worth it
            jit.chosen = None
        found = chosen[shape] = _select(pred, jit, (), goal[1:], len(jit.items),
                                        jit.items, 0)
    return found


def _shape(pred: Pred, jit: _Jit, args: tuple[object, ...], prefix: tuple[object, ...],
           depth: int) -> tuple[object, ...]:
    """What ``_select`` looks at of a call's terms ``args`` at ``prefix``: the keys at the
    places it may index on (``_plan``), and inside a list index's compound, the same one
    level down; two calls of one shape get the same candidates."""
    out: list[object] = []
    for k, listy, path in _plan(pred, jit, prefix):
        a = args[k]
        while type(a) is Var:
            r = a.ref
            if r is None:
                break
            a = r
        if listy and type(a) is tuple and depth < MAX_DEPTH:
            key = (a[0], len(a) - 1)
            out.append((key, _shape(pred, jit, a[1:], (*path, key), depth + 1)))
        else:
            out.append(_key(a))
    return tuple(out)


def _plan(pred: Pred, jit: _Jit, prefix: tuple[object, ...]
          ) -> tuple[tuple[int, bool, tuple[object, ...]], ...]:
    """The places at ``prefix`` whose keys ``_select`` may look at: the first (its scan),
    and those whose index has a speedup; each as (position, list index?, path)."""
    plan = jit.plans.get(prefix)
    if plan is None:
        arity = pred.arity if not prefix else prefix[-1][1]  # type: ignore[index]
        places = []
        for j in range(1, arity + 1):
            index = _index(pred, jit, (*prefix, j))
            if j == 1 or index.speedup:
                places.append((j - 1, index.list, (*prefix, j)))
        plan = jit.plans[prefix] = tuple(places)
    return plan


def narrow_rows(pred: Pred, table: FactTable, goal: tuple[object, ...]) -> list[Row] | None:
    """The rows of a static predicate's table (rows.py) that SWI would try for ``goal``,
    as :func:`narrow` selects clauses; None when no argument is bound (every row)."""
    if all(type(deref(a)) is Var for a in goal[1:]):
        return None
    stamp = (id(table), len(table), table.gen)
    jit = pred.jit
    if type(jit) is not _Jit or jit.stamp != stamp:
        jit = pred.jit = _Jit(list(table.rows()), stamp)
    return _chosen(pred, jit, goal)


def _pointless(pred: Pred, jit: _Jit) -> bool:
    """No argument can single out fewer clauses than the database's first-argument index
    does: none indexable beyond one bucket, and no head unification moved into a head."""
    if any(_useful(pred, jit, (k,), 0) for k in range(1, pred.arity + 1)):
        return False
    return pred.dynamic or not any(_hoisted(c) for c in jit.items)


def _useful(pred: Pred, jit: _Jit, path: tuple[object, ...], depth: int) -> bool:
    """Whether the index at ``path`` can single out some clauses: more than one bucket,
    or one compound shared by all whose arguments' indexes can (``sel(X, [X|T], T).
    sel(X, [H|T], [H|R]) :- ...`` has none: every call would be assessed for nothing)."""
    index = _index(pred, jit, path)
    if not index.speedup:
        return False
    if len(index.buckets) > 1:
        return True
    if not index.list or depth >= MAX_DEPTH:
        return False
    (key,) = index.buckets
    return _compound_key(key) and any(
        _useful(pred, jit, (*path, key, j), depth + 1) for j in range(1, key[1] + 1))  # type: ignore[index]


def _select(pred: Pred, jit: _Jit, prefix: tuple[object, ...], args: tuple[object, ...],
            n: int, clauses: list[Any], depth: int) -> list[Any]:
    """SWI's choice among the clauses ``clauses`` (``n`` of them) for the call's terms
    ``args`` at the places ``prefix + (j,)``."""
    first = deref(args[0])
    if type(first) is not Var and n <= SCAN_CLAUSES:
        key = _key(first)
        index = _index(pred, jit, (*prefix, 1))
        scan = index.get(key)
        if len(scan) <= 1 or key not in index.duplicates:
            return scan
    bound = [(j, deref(a)) for j, a in enumerate(args, 1) if type(deref(a)) is not Var]
    best: tuple[float, int, object] | None = None
    for j, a in bound:
        speedup = _index(pred, jit, (*prefix, j)).speedup
        if speedup > 0 and (best is None or speedup > best[0]):
            best = (speedup, j, a)
    if best is None:
        if type(first) is not Var:
            return _index(pred, jit, (*prefix, 1)).get(_key(first))
        return clauses
    speedup, j, a = best
    pair = _pair(pred, jit, prefix, bound, n, speedup) if n / speedup > 3 else None
    if pair is not None:
        return pair
    index = _index(pred, jit, (*prefix, j))
    key = _key(a)
    found = index.get(key)
    if index.list and type(a) is tuple and len(found) > 1 and depth < MAX_DEPTH:
        found = _select(pred, jit, (*prefix, j, key), a[1:], len(found), found, depth + 1)
    return found


def _pair(pred: Pred, jit: _Jit, prefix: tuple[object, ...], bound: list[tuple[int, Any]],
          n: int, best: float) -> list[Any] | None:
    """SWI's index on two arguments, when two promising ones together do much better."""
    promising = sorted(((_index(pred, jit, (*prefix, j)).speedup, j, a) for j, a in bound
                        if _index(pred, jit, (*prefix, j)).speedup > MIN_SPEEDUP),
                       key=lambda t: -t[0])
    if len(promising) < 2:
        return None
    choice: tuple[float, _Index, object] | None = None
    for m in range(1, len(promising)):
        for i in range(m):
            (_, j1, a1), (_, j2, a2) = promising[i], promising[m]
            index = _index(pred, jit, (*prefix, ("pair", min(j1, j2), max(j1, j2))))
            key = (_key(a1), _key(a2)) if j1 < j2 else (_key(a2), _key(a1))
            if index.speedup and (choice is None or index.speedup > choice[0]):
                choice = (index.speedup, index, key)
    if choice is None or choice[0] <= best * MIN_SPEEDUP:
        return None
    return choice[1].get(choice[2])


def _index(pred: Pred, jit: _Jit, path: tuple[object, ...]) -> _Index:
    index = jit.indexes.get(path)
    if index is None:
        clauses = jit.items
        terms = [_at(c, path, pred) for c in clauses]
        last = path[-1]
        if type(last) is tuple:  # a pair: both places' keys, a variable in either
            keys = [_VAR if _VAR in t else t for t in terms]
            nonvar = [False] * len(terms)
        else:
            keys = [_key(t) for t in terms]
            nonvar = [_has_nonvar_args(t) for t in terms]
        index = jit.indexes[path] = _Index(clauses, keys, nonvar)
    return index


def _has_nonvar_args(t: object) -> bool:
    if type(t) is TT:
        return any(type(a) is not TV for a in t.args)
    if type(t) is tuple:
        return len(t) > 1
    return False


def _at(c: Clause | Row, path: tuple[object, ...], pred: Pred) -> Any:
    """The clause's head term at ``path`` (an argument, then (functor key, argument)
    pairs; a final ``("pair", i, j)`` gives both arguments' keys): a variable where the
    path meets one, ``_MISS`` where a compound differs."""
    last = path[-1]
    if type(last) is tuple:
        _, i, j = last
        return (_key(_at(c, (*path[:-1], i), pred)), _key(_at(c, (*path[:-1], j), pred)))
    t: Any = _head_arg(c, path[0], pred)  # type: ignore[arg-type]
    for i in range(1, len(path), 2):
        if type(t) is TV:
            return t
        if _key(t) != path[i]:
            return _MISS
        t = _args_of(t)[path[i + 1] - 1]  # type: ignore[operator]
    return t


def _args_of(t: object) -> tuple[object, ...]:
    """The arguments of a compound term or template part."""
    if type(t) is TT:
        args: tuple[object, ...] = t.args
        return args
    return t[1:]  # type: ignore[index, no-any-return]


def _head_arg(c: Clause | Row, k: int, pred: Pred) -> object:
    """Head argument ``k`` (of a clause, or of a table's row); for a static predicate, a
    variable argument unified with a term by the body's first goals is that term (SWI
    moves it into the head)."""
    if type(c) is tuple:
        return c[k]
    t = c.head[k]  # type: ignore[union-attr]
    if type(t) is not TV or pred.dynamic:
        return t
    for tmpl, p in reversed(c.body):  # type: ignore[union-attr]
        if p.name != "=" or p.arity != 2 or type(tmpl) is not TT:
            break
        left, right = tmpl.args
        if type(left) is TV and left.i == t.i:
            return right
        if type(right) is TV and right.i == t.i:
            return left
    return t


def _hoisted(c: Clause) -> bool:
    """Whether the clause starts its body with a unification of a head argument."""
    if not c.body:
        return False
    tmpl, p = c.body[-1]
    return p.name == "=" and p.arity == 2 and type(tmpl) is TT and \
        any(type(a) is TV for a in tmpl.args)


__all__ = ["candidates", "narrow", "narrow_rows"]
