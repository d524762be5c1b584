"""Just-in-time indexing beyond the first argument, as SWI-Prolog narrows a call's clauses.

The machine first looks a call up in the predicate's first-argument index (database.py).
When that leaves more than one candidate, ``narrow`` looks for a better index, as SWI's
JIT indexing does: for each argument bound in the call it uses (building it on first use)
an index on that argument, and when the clauses in the call's bucket share a compound
with the same name and arity (lists, typically) it indexes on that compound's arguments
in turn (deep indexing, up to ``MAX_DEPTH`` levels).  The smallest candidate list wins.
An argument where more than a tenth of the clauses hold a variable is not indexed (SWI's
rule: those clauses would be in every bucket).  For static predicates, a head argument
unified at the start of the body (``w(X) :- X = c``) counts as that term, as SWI moves
such unifications into the head.

Fewer candidates make fewer choice points: the toplevel then prints ``X = b.`` where SWI
does.  Candidate lists keep the clauses' order, so answers are unchanged.
"""

from __future__ import annotations

from typing import Any

from logic_minimax.prolog.core import PString, Var, deref
from logic_minimax.prolog.database import TT, TV, Clause, Pred

MAX_DEPTH = 7
_NONE: object = object()  # the key of a variable


def _key(t: object) -> object:
    """The index key of a dereferenced term or a template part: name/arity for a
    compound, the constant itself otherwise, ``_NONE`` for a variable."""
    tt = type(t)
    if tt is Var or tt is TV:
        return _NONE
    if tt is TT:
        src = t.t  # type: ignore[attr-defined]
        return (src[0], len(src) - 1)
    if tt is tuple:
        return (t[0], len(t) - 1)  # type: ignore[index, arg-type]
    if tt is float:  # three items: only a compound's key is a pair
        return ("$float", t, None)
    if tt is PString:
        return ("$string", str(t), None)
    return t


def _args_of(t: object) -> tuple[object, ...]:
    """The arguments of a compound term or template part."""
    if type(t) is TT:
        args: tuple[object, ...] = t.args
        return args
    return t[1:]  # type: ignore[index, no-any-return]


class _Index:
    """The clauses by the key of the term at one position (an argument, or a place inside
    one), each bucket with the clauses holding a variable there, all in clause order."""

    __slots__ = ("buckets", "usable", "varlist")

    def __init__(self, clauses: list[Clause], terms: list[object]) -> None:
        buckets: dict[object, list[Clause]] = {}
        varlist: list[Clause] = []
        for c, t in zip(clauses, terms, strict=True):
            k = _key(t)
            if k is _NONE:
                varlist.append(c)
                for bucket in buckets.values():
                    bucket.append(c)
            else:
                found = buckets.get(k)
                if found is None:
                    found = buckets[k] = list(varlist)
                found.append(c)
        self.buckets = buckets
        self.varlist = varlist
        self.usable = len(varlist) * 10 <= len(clauses)

    def get(self, key: object) -> list[Clause]:
        found = self.buckets.get(key)
        return self.varlist if found is None else found


class _Jit:
    """A predicate's indexes beyond the first argument, built on demand (``Pred.jit``,
    dropped whenever the clauses change); ``args`` are the arguments whose index can
    narrow a call, with their index."""

    __slots__ = ("args", "indexes", "trivial")

    def __init__(self) -> None:
        self.indexes: dict[tuple[object, ...], _Index] = {}
        self.trivial: dict[tuple[object, ...], bool] = {}
        self.args: list[tuple[int, _Index]] = []


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
    """A shorter candidate list for ``goal`` than ``clauses`` (its first-argument
    candidates) when another index gives one; ``clauses`` otherwise.  A predicate no
    argument of which can ever narrow a call is marked (``Pred.jit`` False): the machine
    then does not ask."""
    jit = pred.jit
    if jit is None:
        jit = pred.jit = _Jit()
        jit.args = [(k, _index(pred, jit, (k,))) for k in range(1, pred.arity + 1)
                    if not _trivial(pred, jit, (k,))]
        if not jit.args:
            pred.jit = False
            return clauses
    best = clauses
    for k, index in jit.args:
        a = goal[k]
        while type(a) is Var:
            r = a.ref
            if r is None:
                break
            a = r
        if type(a) is Var:
            continue
        key = _key(a)
        found = index.buckets.get(key)
        if found is None:
            found = index.varlist
        if len(found) > 1 and type(a) is tuple:
            found = _deeper(pred, jit, (k, key), a, found, 1)
        if len(found) < len(best):
            best = found
            if len(best) <= 1:
                break
    return best


def _trivial(pred: Pred, jit: _Jit, path: tuple[object, ...], depth: int = 0) -> bool:
    """Whether the index at ``path`` can never narrow a call: not usable, or one bucket
    for all the clauses whose compounds' own indexes are all trivial."""
    found = jit.trivial.get(path)
    if found is not None:
        return found
    index = _index(pred, jit, path)
    trivial = not index.usable
    if not trivial and len(index.buckets) == 1:
        (key,) = index.buckets
        arity = key[1] if type(key) is tuple and len(key) == 2 and depth < MAX_DEPTH else 0
        trivial = all(_trivial(pred, jit, (*path, key, j), depth + 1)
                      for j in range(1, arity + 1))
    jit.trivial[path] = trivial
    return trivial


def _deeper(pred: Pred, jit: _Jit, prefix: tuple[object, ...], a: tuple[object, ...],
            found: list[Clause], depth: int) -> list[Clause]:
    """Deep indexing: the clauses in ``found`` share the compound ``a``'s name and arity
    at ``prefix``; narrow them on its arguments."""
    if depth > MAX_DEPTH:
        return found
    for j in range(1, len(a)):
        sub = deref(a[j])
        if type(sub) is Var:
            continue
        path = (*prefix, j)
        index = _index(pred, jit, path)
        if not index.usable:
            continue
        key = _key(sub)
        deeper = index.get(key)
        if len(deeper) > 1 and type(sub) is tuple:
            deeper = _deeper(pred, jit, (*path, key), sub, deeper, depth + 1)
        if len(deeper) < len(found):
            found = deeper
            if len(found) <= 1:
                break
    return found


def _index(pred: Pred, jit: _Jit, path: tuple[object, ...]) -> _Index:
    index = jit.indexes.get(path)
    if index is None:
        clauses = pred.stored
        index = jit.indexes[path] = _Index(clauses, [_at(c, path, pred) for c in clauses])
    return index


def _at(c: Clause, path: tuple[object, ...], pred: Pred) -> object:
    """The clause's head term at ``path`` (argument, then (functor, argument) pairs):
    a variable where the path meets one, ``_MISS`` where a functor differs."""
    t: Any = _head_arg(c, path[0], pred)  # type: ignore[arg-type]
    for i in range(1, len(path), 2):
        if type(t) is TV:
            return t
        if _key(t) != path[i]:
            return _MISS
        t = _args_of(t)[path[i + 1] - 1]  # type: ignore[operator]
    return t


_MISS = ("$no_such_clause_term", 0)  # a key no call has: the clause is in no bucket


def _head_arg(c: Clause, k: int, pred: Pred) -> object:
    """Head argument ``k``; for a static predicate, a variable argument unified with a
    term by the body's first goals is that term (SWI moves it into the head)."""
    t = c.head[k]
    if type(t) is not TV or pred.dynamic:
        return t
    for tmpl, p in reversed(c.body):
        if p.name != "=" or p.arity != 2 or type(tmpl) is not TT:
            break
        left, right = tmpl.args
        if type(left) is TV and left.i == t.i:
            return right
        if type(right) is TV and right.i == t.i:
            return left
    return t


__all__ = ["candidates", "narrow"]
