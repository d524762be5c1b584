"""Clauses compiled at consult: heads into matchers, bodies into builder closures.

A head becomes a matcher, ``(goal, frame, trail) -> bool``, which unifies a goal with the
head's template (templates.py) and fills the clause's frame: argument by argument, a first
occurrence of a variable stored, a constant compared, a compound walked to a fixed depth;
what is nested deeper goes to the generic walk (``unify_head``), and a repeated
variable's two values to the one unifier (``core.unify``).  The walk is no general
unifier: one side is a template over a frame, whose variables are slots, not terms.

A clause's variables are numbered head first (``compile_term``), so after head
unification every slot below ``Clause.nhead`` is set; the machine then gives each
body-only slot a fresh variable at once, and no builder has to test a slot.  A builder
makes its goal from the frame in a few steps: ``count(I1, N)`` becomes
``("count", frame[2], frame[1])``, ``I1 is I + 1`` becomes
``("is", get2(frame), ("+", get0(frame), 1))`` with each part chosen once, here.  Parts
deeper than ``MAX_NESTING`` are left to the generic ``templates.build`` (which walks a
stack, so compiling never recurses deeply on a big literal).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from operator import itemgetter
from typing import TYPE_CHECKING, Any

from logic_minimax.errors import PrologError
from logic_minimax.prolog.core import NIL, Var, deref, occurs_in, unify
from logic_minimax.prolog.templates import TT, TV, build

if TYPE_CHECKING:
    from logic_minimax.prolog import shadow as cython
    from logic_minimax.prolog.database import Pred
else:
    try:
        import cython
    except ImportError:  # plain Python without Cython: its names as no-ops
        from logic_minimax.prolog import shadow as cython

Builder = Callable[[list[Any]], object]
MAX_NESTING = 4


def _constant(t: object) -> Builder:
    return lambda frame: t


def builder(t: object, nesting: int = 0) -> Builder:
    """The closure that builds template ``t`` from a frame whose slots are all set."""
    if type(t) is TV:
        return itemgetter(t.i)
    if type(t) is not TT:
        return _constant(t)
    if nesting >= MAX_NESTING:
        return partial(build, t)
    name = t.name
    args = t.args
    slots = [a.i for a in args if type(a) is TV]
    if len(slots) == len(args):
        return _of_slots(name, slots)
    parts = [builder(a, nesting + 1) for a in args]
    if len(parts) == 1:
        (p,) = parts
        return lambda frame: (name, p(frame))
    if len(parts) == 2:
        p, q = parts
        return lambda frame: (name, p(frame), q(frame))
    if len(parts) == 3:
        p, q, r = parts
        return lambda frame: (name, p(frame), q(frame), r(frame))
    return lambda frame: (name, *[p(frame) for p in parts])


@cython.locals(i=cython.Py_ssize_t, j=cython.Py_ssize_t, k=cython.Py_ssize_t)
def _of_slots(name: object, slots: list[int]) -> Builder:
    """The builder of a compound whose arguments are all variables (``app(T, L, R)``):
    indexing in the closure (a C itemgetter and a tuple concatenation cost more)."""
    if len(slots) == 1:
        (i,) = slots

        @cython.locals(frame=list)
        def one(frame: list[Any]) -> object:
            return (name, frame[i])
        return one
    if len(slots) == 2:
        i, j = slots

        @cython.locals(frame=list)
        def two(frame: list[Any]) -> object:
            return (name, frame[i], frame[j])
        return two
    if len(slots) == 3:
        i, j, k = slots

        @cython.locals(frame=list)
        def three(frame: list[Any]) -> object:
            return (name, frame[i], frame[j], frame[k])
        return three
    gets = itemgetter(*slots)
    functor = (name,)
    return lambda frame: functor + gets(frame)


def body_code(body: tuple[tuple[object, Pred], ...]) -> tuple[tuple[Builder, Pred], ...]:
    """The body goals (in the clause's reversed order) as (builder, predicate) pairs."""
    return tuple((builder(tmpl), pred) for tmpl, pred in body)




# -- heads --------------------------------------------------------------------------------
# A head is compiled, argument by argument and left to right, into matchers
# ``m(arg, frame, trail) -> bool``.  Which clause variables are already set at each point
# is known here (the order is fixed), so a first occurrence is stored with no test and no
# trail entry (the slot is the clause's own, and a failed head drops the frame), a later
# one unifies with the slot, a constant is compared, and a compound is matched part by
# part or, against an unbound goal argument, built.  Goal variables are bound with a trail
# entry, as everywhere.

Matcher = Callable[[Any, list[Any], list[Var]], bool]
HeadCode = Callable[[tuple[Any, ...], list[Any], list[Var]], bool]


@cython.locals(j=cython.Py_ssize_t)
def _first(j: int) -> Matcher:
    @cython.locals(frame=list)
    def m(a: Any, frame: list[Any], trail: list[Var]) -> bool:
        frame[j] = a
        return True
    return m


def _again(j: int) -> Matcher:
    return partial(bind_slot, j)


def _atomic(t: object) -> Matcher:
    """An atom, integer or ``[]``: the same object, or an equal one of the same type."""
    tt = type(t)

    @cython.locals(v=Var, frame=list, trail=list)
    def m(a: Any, frame: list[Any], trail: list[Var]) -> bool:
        while type(a) is Var:
            v = a
            r = v.ref
            if r is None:
                v.ref = t
                trail.append(v)
                return True
            a = r
        return a is t or (type(a) is tt and a == t)
    return m


def _ground(t: object) -> Matcher:
    return lambda a, frame, trail: same_constant(t, deref(a), trail)


def _maker(t: object, seen: set[int]) -> Builder:
    """The builder of head part ``t`` against an unbound goal argument: its variables not
    in ``seen`` get fresh variables (and are added to it)."""
    if type(t) is TV:
        j = t.i
        if j in seen:
            return itemgetter(j)
        seen.add(j)

        def new(frame: list[Any]) -> object:
            v = frame[j] = Var()
            return v
        return new
    if type(t) is not TT:
        return _constant(t)
    name = t.name
    parts = [_maker(a, seen) for a in t.args]
    if len(parts) == 2:
        p, q = parts
        return lambda frame: (name, p(frame), q(frame))
    return lambda frame: (name, *[p(frame) for p in parts])


def _compound(t: TT, seen: set[int], nesting: int) -> Matcher:
    if nesting >= MAX_NESTING:
        seen.update(_slots(t))
        head = (None, t)
        return lambda a, frame, trail: unify_head(head, (None, a), frame, trail)
    name = t.name
    size = len(t.args) + 1
    if size == 3 and type(t.args[0]) is TV and type(t.args[1]) is TV \
            and t.args[0].i != t.args[1].i:
        return _pair_of_slots(name, t.args[0].i, t.args[1].i, seen)
    make = _maker(t, set(seen))
    subs = [_matcher(x, seen, nesting + 1) for x in t.args]
    match = _all(subs)

    @cython.locals(v=Var, frame=list, trail=list)
    def m(a: Any, frame: list[Any], trail: list[Var]) -> bool:
        while type(a) is Var:
            v = a
            r = v.ref
            if r is None:
                v.ref = make(frame)
                trail.append(v)
                return True
            a = r
        return type(a) is tuple and len(a) == size and a[0] == name and match(a, frame, trail)
    return m


@cython.locals(i=cython.Py_ssize_t, j=cython.Py_ssize_t, first_i=cython.bint,
               first_j=cython.bint)
def _pair_of_slots(name: object, i: int, j: int, seen: set[int]) -> Matcher:
    """``[H|T]``-like parts (two distinct variables), the commonest of all, in one step:
    each variable met first is stored, one met before unified with its slot."""
    first_i, first_j = i not in seen, j not in seen
    seen.update((i, j))

    @cython.locals(v=Var, frame=list, trail=list)
    def m(a: Any, frame: list[Any], trail: list[Var]) -> bool:
        while type(a) is Var:
            v = a
            r = v.ref
            if r is None:  # built against an unbound argument (app's [H|R])
                x = frame[i] = Var() if first_i else frame[i]
                y = frame[j] = Var() if first_j else frame[j]
                v.ref = (name, x, y)
                trail.append(v)
                return True
            a = r
        if type(a) is not tuple or len(a) != 3 or a[0] != name:
            return False
        if first_i:
            frame[i] = a[1]
        elif not bind_slot(i, a[1], frame, trail):
            return False
        if first_j:
            frame[j] = a[2]
            return True
        return bind_slot(j, a[2], frame, trail)
    return m


def _slots(t: object) -> list[int]:
    stack, out = [t], []
    while stack:
        x = stack.pop()
        if type(x) is TV:
            out.append(x.i)
        elif type(x) is TT:
            stack.extend(x.args)
    return out


def _matcher(t: object, seen: set[int], nesting: int) -> Matcher:
    if type(t) is TV:
        if t.i in seen:
            return _again(t.i)
        seen.add(t.i)
        return _first(t.i)
    if type(t) is TT:
        return _compound(t, seen, nesting)
    if type(t) is str or type(t) is int or t is NIL:
        return _atomic(t)
    return _ground(t)


def _all(ms: list[Matcher]) -> HeadCode:
    """Run the matchers on arguments 1.. of a term, in order."""
    if not ms:
        return lambda g, frame, trail: True
    if len(ms) == 1:
        (m1,) = ms
        return lambda g, frame, trail: m1(g[1], frame, trail)
    if len(ms) == 2:
        m1, m2 = ms
        return lambda g, frame, trail: m1(g[1], frame, trail) and m2(g[2], frame, trail)
    if len(ms) == 3:
        m1, m2, m3 = ms
        return lambda g, frame, trail: (m1(g[1], frame, trail) and m2(g[2], frame, trail)
                                        and m3(g[3], frame, trail))
    if len(ms) == 4:
        m1, m2, m3, m4 = ms
        return lambda g, frame, trail: (m1(g[1], frame, trail) and m2(g[2], frame, trail)
                                        and m3(g[3], frame, trail) and m4(g[4], frame, trail))
    pairs = tuple(enumerate(ms, 1))

    def run(g: tuple[Any, ...], frame: list[Any], trail: list[Var]) -> bool:
        for i, m in pairs:  # noqa: SIM110 - a generator costs more per call
            if not m(g[i], frame, trail):
                return False
        return True
    return run


def head_code(head: tuple[Any, ...]) -> HeadCode:
    """The head (name, argument templates...) as one function of (goal, frame, trail)."""
    k = len(head) - 1
    if k and [t.i if type(t) is TV else -1 for t in head[1:]] == list(range(k)):
        # Distinct variables (count(I, N)): the goal's arguments are the frame's first slots.
        return _STORES.get(k) or _stores_from(k)
    if k == 2 and type(head[1]) is TV and type(head[2]) is TV and head[1].i == head[2].i:
        # count(N, N): the two arguments unified, in one call.
        j = head[1].i

        def twice(g: tuple[Any, ...], frame: list[Any], trail: list[Var]) -> bool:
            frame[j] = g[1]
            return bind_slot(j, g[2], frame, trail)
        return twice
    seen: set[int] = set()
    hoisted: list[tuple[int, int]] = []  # (argument, slot): variables met first, alone
    rest: list[tuple[int, Matcher]] = []
    for pos, t in enumerate(head[1:], 1):
        if type(t) is TV and t.i not in seen:
            seen.add(t.i)
            hoisted.append((pos, t.i))
        else:
            rest.append((pos, _matcher(t, seen, 0)))
    if not hoisted:
        return _all([m for _, m in rest])
    return _stored_then(hoisted, rest)


def _store1(g: tuple[Any, ...], frame: list[Any], trail: list[Var]) -> bool:
    frame[0] = g[1]
    return True


def _store2(g: tuple[Any, ...], frame: list[Any], trail: list[Var]) -> bool:
    frame[0] = g[1]  # item by item: a slice of the goal costs a new tuple
    frame[1] = g[2]
    return True


def _store3(g: tuple[Any, ...], frame: list[Any], trail: list[Var]) -> bool:
    frame[0] = g[1]
    frame[1] = g[2]
    frame[2] = g[3]
    return True


def _store4(g: tuple[Any, ...], frame: list[Any], trail: list[Var]) -> bool:
    frame[0] = g[1]
    frame[1] = g[2]
    frame[2] = g[3]
    frame[3] = g[4]
    return True


_STORES: dict[int, HeadCode] = {1: _store1, 2: _store2, 3: _store3, 4: _store4}


def _stores_from(k: int) -> HeadCode:
    def stores(g: tuple[Any, ...], frame: list[Any], trail: list[Var]) -> bool:
        frame[:k] = g[1:]
        return True
    return stores


@cython.locals(p=cython.Py_ssize_t, j=cython.Py_ssize_t, n=cython.Py_ssize_t,
               p1=cython.Py_ssize_t, p2=cython.Py_ssize_t)
def _stored_then(stores: list[tuple[int, int]], rest: list[tuple[int, Matcher]]) -> HeadCode:
    """Store the arguments that are variables met first (no test can fail), then match
    the others (none of which mentions those variables before their place).  Stores of
    neighbouring arguments into neighbouring slots are one slice assignment
    (``betterof(Pos0, Val0, Pos1, Val1, ...)``)."""
    runs: list[tuple[int, int, int]] = []  # (first argument, first slot, how many)
    for p, j in stores:
        if runs and runs[-1][0] + runs[-1][2] == p and runs[-1][1] + runs[-1][2] == j:
            runs[-1] = (runs[-1][0], runs[-1][1], runs[-1][2] + 1)
        else:
            runs.append((p, j, 1))
    match = _all_at(rest)
    if len(runs) == 1:
        p, j, n = runs[0]
        if n == 1 and len(rest) == 2:  # app(T, L, R)'s head: no call for the store
            (p1, m1), (p2, m2) = rest

            @cython.locals(frame=list)
            def one_two(g: tuple[Any, ...], frame: list[Any], trail: list[Var]) -> bool:
                frame[j] = g[p]
                return m1(g[p1], frame, trail) and m2(g[p2], frame, trail)
            return one_two
        if n == 1 and len(rest) == 1:  # count(N, N)'s head
            ((p1, m1),) = rest

            @cython.locals(frame=list)
            def one_one(g: tuple[Any, ...], frame: list[Any], trail: list[Var]) -> bool:
                frame[j] = g[p]
                return m1(g[p1], frame, trail)
            return one_one
        if n == 1:
            @cython.locals(frame=list)
            def one(g: tuple[Any, ...], frame: list[Any], trail: list[Var]) -> bool:
                frame[j] = g[p]
                return match(g, frame, trail)
            return one

        @cython.locals(frame=list)
        def run(g: tuple[Any, ...], frame: list[Any], trail: list[Var]) -> bool:
            frame[j:j + n] = g[p:p + n]
            return match(g, frame, trail)
        return run

    if len(runs) == 2 and runs[0][2] == runs[1][2] == 1 and 1 <= len(rest) <= 2:
        return _two_stores_then(runs, rest)

    @cython.locals(frame=list)
    def runs_then(g: tuple[Any, ...], frame: list[Any], trail: list[Var]) -> bool:
        for p, j, n in runs:
            frame[j:j + n] = g[p:p + n]
        return match(g, frame, trail)
    return runs_then


@cython.locals(p=cython.Py_ssize_t, j=cython.Py_ssize_t, q=cython.Py_ssize_t,
               k=cython.Py_ssize_t, p1=cython.Py_ssize_t, p2=cython.Py_ssize_t)
def _two_stores_then(runs: list[tuple[int, int, int]], rest: list[tuple[int, Matcher]]
                     ) -> HeadCode:
    """Two lone stores, then one or two matchers (``no_attack(Q, [Q1|Qs], D)``)."""
    (p, j, _), (q, k, _) = runs
    if len(rest) == 1:
        ((p1, m1),) = rest

        @cython.locals(frame=list)
        def two_one(g: tuple[Any, ...], frame: list[Any], trail: list[Var]) -> bool:
            frame[j] = g[p]
            frame[k] = g[q]
            return m1(g[p1], frame, trail)
        return two_one
    (p1, m1), (p2, m2) = rest

    @cython.locals(frame=list)
    def two_two(g: tuple[Any, ...], frame: list[Any], trail: list[Var]) -> bool:
        frame[j] = g[p]
        frame[k] = g[q]
        return m1(g[p1], frame, trail) and m2(g[p2], frame, trail)
    return two_two


def _all_at(ms: list[tuple[int, Matcher]]) -> HeadCode:
    """Run the matchers on the arguments at their places, in order."""
    if not ms:
        return lambda g, frame, trail: True
    if len(ms) == 1:
        ((p1, m1),) = ms
        return lambda g, frame, trail: m1(g[p1], frame, trail)
    if len(ms) == 2:
        (p1, m1), (p2, m2) = ms
        return lambda g, frame, trail: m1(g[p1], frame, trail) and m2(g[p2], frame, trail)
    if len(ms) == 3:
        (p1, m1), (p2, m2), (p3, m3) = ms
        return lambda g, frame, trail: (m1(g[p1], frame, trail) and m2(g[p2], frame, trail)
                                        and m3(g[p3], frame, trail))
    pairs = tuple(ms)

    def run(g: tuple[Any, ...], frame: list[Any], trail: list[Var]) -> bool:
        for p, m in pairs:  # noqa: SIM110 - a generator costs more per call
            if not m(g[p], frame, trail):
                return False
        return True
    return run


__all__ = ["Builder", "HeadCode", "body_code", "builder", "head_code"]


# -- the generic head walk, below the matchers --------------------------------------------


def unify_head(head: tuple[Any, ...], goal: Any, frame: list[Any],
               trail: list[Var]) -> bool:
    """Unify the head template (name, args...) with the goal, filling ``frame``.

    A compound argument's own arguments are unified by ``_unify_args``; compounds deeper
    down wait on a stack (no recursion)."""
    stack: list[tuple[tuple[Any, ...], tuple[Any, ...]]] = []
    ht, gt = head, goal
    while True:
        for i in range(1, len(ht)):
            t = ht[i]
            a = gt[i]
            while type(a) is Var:
                r = a.ref
                if r is None:
                    break
                a = r
            tt = type(t)
            if tt is TV:
                j = t.i
                if frame[j] is None:
                    frame[j] = a
                elif not bind_slot(j, a, frame, trail):
                    return False
            elif tt is TT:
                if type(a) is Var:
                    a.ref = build(t, frame)
                    trail.append(a)
                    continue
                src = t.t
                if type(a) is not tuple or len(a) != len(src) or a[0] != src[0] or \
                        not _unify_args(src, a, frame, trail, stack):
                    return False
            elif type(a) is Var:
                a.ref = t
                trail.append(a)
            elif a is not t and not same_constant(t, a, trail):
                return False
        if not stack:
            return True
        ht, gt = stack.pop()


def _unify_args(src: tuple[Any, ...], a: tuple[Any, ...], frame: list[Any], trail: list[Var],
                stack: list[tuple[tuple[Any, ...], tuple[Any, ...]]]) -> bool:
    """Unify the arguments of a compound template with those of a same-named compound;
    compounds within go on ``stack`` (as one-argument pairs) for ``unify_head``."""
    for k in range(1, len(src)):
        st = src[k]
        sa = a[k]
        while type(sa) is Var:
            r = sa.ref
            if r is None:
                break
            sa = r
        if type(st) is TV:
            j = st.i
            if frame[j] is None:
                frame[j] = sa
            elif not bind_slot(j, sa, frame, trail):
                return False
        elif type(st) is TT:
            if type(sa) is Var:
                sa.ref = build(st, frame)
                trail.append(sa)
            else:
                stack.append(((None, st), (None, sa)))
        elif not same_constant(st, sa, trail):
            return False
    return True


@cython.locals(v=Var, j=cython.Py_ssize_t, frame=list, trail=list)
def bind_slot(j: int, a: Any, frame: list[Any], trail: list[Var]) -> bool:
    """Unify a goal argument with a clause variable seen before in the head."""
    while type(a) is Var:
        v = a
        r = v.ref
        if r is None:
            break
        a = r
    cur = frame[j]
    while type(cur) is Var:
        v = cur
        r = v.ref
        if r is None:
            break
        cur = r
    if cur is a:
        return True
    if type(a) is Var:
        v = a
        v.ref = cur
        trail.append(v)
        return True
    tc = type(cur)
    if tc is Var:
        v = cur
        v.ref = a
        trail.append(v)
        return True
    if tc is not tuple:  # two constants (count(N, N) called as count(5, 9))
        return tc is type(a) and cur == a
    return unify(cur, a, trail)


def same_constant(t: Any, a: Any, trail: list[Var]) -> bool:
    """Unify a ground template part with a dereferenced goal argument."""
    if type(a) is Var:
        a.ref = t
        trail.append(a)
        return True
    if a is t:
        return True
    tt = type(t)
    if tt is tuple:
        return unify(t, a, trail)
    return type(a) is tt and a == t


def acyclic(occurs_check: str, trail: list[Var], mark: int, pred: Pred) -> bool:
    """With the occurs_check flag on, whether a head's unification (its bindings from
    ``mark`` on) bound no variable to a term holding it (``p(X, f(X))`` called as
    ``p(Y, Y)``): if one did, the clause does not match (``true``), or the call raises
    SWI's error in the predicate's context (``error``).  The callers skip it while the
    flag is ``false``."""
    for v in trail[mark:]:
        t = v.ref
        if occurs_in(v, t):
            if occurs_check == "error":
                v.ref = None  # the error shows the term as it would have been
                raise PrologError(("error", ("occurs_check", v, t),
                                   ("context", ("/", pred.name, pred.arity), Var())))
            return False
    return True
