"""Head unification: a goal against a clause head compiled to a template (``TV`` slots for
the clause's variables, ``TT`` for compound parts holding them), filling the clause's frame.
Clause heads are compiled to matchers (compile.py); this generic walk serves the parts
nested deeper than they compile, and its slot and constant steps serve the matchers."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from logic_minimax.errors import PrologError
from logic_minimax.prolog.core import Var, occurs_in, unify
from logic_minimax.prolog.templates import TT, TV, build

if TYPE_CHECKING:
    from logic_minimax.prolog import shadow as cython
    from logic_minimax.prolog.database import Pred
else:
    try:
        import cython
    except ImportError:  # plain Python without Cython: its names as no-ops
        from logic_minimax.prolog import shadow as cython


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
