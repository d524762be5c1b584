"""SWI-Prolog 9's determinism assertions: ``det/1`` (a predicate that must succeed once,
without a choice point), ``$/1`` (a goal that must), ``$/0`` (a cut after which the
rest of the clause must); a violation is ``determinism_error(Culprit, det, fail|nondet,
property|goal|guard|guard_in_caller)``, or, as the flag ``determinism_error`` says, a
warning or nothing (the goal then acts as ``once/1``).

A guard is pushed under the goal: backtracking into it is the failure error; the node
after the goal finds the choice points above it (nondet) or takes it away.  ``$/0`` is
compiled (``det_body``): the clause body ``A, $, B`` runs as ``A, '$detcut'(M, F, K),
B, '$det_exit'(M, N, K)`` (``M`` the guard's place, ``F`` and ``N`` the culprits of a
failure and of a choice point, ``K`` the kind), which ``clause/2`` shows as written.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from logic_minimax.prolog.builtins import construct, det
from logic_minimax.prolog.builtins.database import indicators
from logic_minimax.prolog.builtins.system import flag_value
from logic_minimax.prolog.cleanup import cut_to
from logic_minimax.prolog.core import Var, deref, domain_error, unify
from logic_minimax.prolog.database import Pred
from logic_minimax.prolog.interface import Solver
from logic_minimax.prolog.kinds import CONTROL, CP_ALT, CP_OFF, FAIL, Cont
from logic_minimax.prolog.modules import own_pred, unlink

INLINE = frozenset({("true", 0), ("fail", 0), ("false", 0), ("!", 0), ("=", 2)})
"""Goals SWI compiles in line: a last goal of these keeps a ``$/0`` violation the
clause's own (``guard``); another last call takes it over (``guard_in_caller``)."""


def _ball(culprit: object, observed: str, kind: str, where: object) -> tuple[object, ...]:
    return ("error", ("determinism_error", culprit, "det", observed, kind),
            ("context", where, Var()))


def _guarded(s: Solver, failed: tuple[object, ...], cont: Cont, depth: int) -> int:
    """Push the guard whose retry is the failure error; its place."""
    mark = len(s.cps)
    raise_ = (("$det_fail", failed), s.engine.preds[("$det_fail", 1)], mark, depth, cont)
    s.cps.append([CP_ALT, len(s.trail), raise_])
    return mark


def _violation(s: Solver, ball: tuple[object, ...]) -> None:
    """The error, a warning or nothing, as the flag ``determinism_error`` says."""
    how = flag_value(s.engine, "determinism_error")
    if how == "error":
        from logic_minimax.errors import PrologError
        raise PrologError(ball)
    if how == "warning":
        from logic_minimax.prolog.messages import message_text
        s.engine.warn(f"Warning: {message_text(ball)}")


@construct("$det_fail", 1)
def det_fail(s: Solver, goal: tuple[object, ...], cb: int, depth: int, cont: Cont) -> Cont:
    _violation(s, deref(goal[1]))
    return FAIL


def _exit(s: Solver, mark: int, nondet: tuple[object, ...]) -> None:
    """The goal succeeded: with choice points above the guard, the violation (``$/1``'s
    goal is then pruned as by once/1, the others keep them); the guard goes."""
    if len(s.cps) > mark + 1:
        _violation(s, nondet)
        if deref(nondet[1])[4] != "goal":
            s.cps[mark][0] = CP_OFF
            return
    if s.guarded:
        cut_to(s, mark)
    else:
        del s.cps[mark:]


@construct("$", 1)
def det_goal(s: Solver, goal: tuple[object, ...], cb: int, depth: int, cont: Cont) -> Cont:
    """``$(Goal)``: Goal must succeed deterministically."""
    from logic_minimax.prolog.builtins.control import node
    target = deref(goal[1])
    where = (":", "system", ("/", "<meta-call>", 1))
    mark = _guarded(s, _ball(target, "fail", "goal", where), cont, depth)
    done = (("$det_exit", mark, _ball(target, "nondet", "goal", where)),
            s.engine.preds[("$det_exit", 2)], cb, depth, cont)
    return node(s, target, len(s.cps), depth, done)


@construct("$det_exit", 2)
def det_exit(s: Solver, goal: tuple[object, ...], cb: int, depth: int, cont: Cont) -> Cont:
    """The end of a guarded goal (``$/1``, ``$/0``, ``det/1``): only they make its
    arguments, a guard's place and the ball of a violation; anything else, called by
    hand, is a domain error (not a Python one)."""
    mark, ball = deref(goal[1]), deref(goal[2])
    if type(mark) is not int or not 0 <= mark < len(s.cps):
        raise domain_error("determinism_guard", mark)
    error = deref(ball[1]) if type(ball) is tuple and len(ball) == 3 else None
    if type(error) is not tuple or len(error) != 5:
        raise domain_error("determinism_error", ball)
    _exit(s, mark, ball)
    return cont


@construct("$detcut", 2)
def det_cut(s: Solver, goal: tuple[object, ...], cb: int, depth: int, cont: Cont) -> Cont:
    """``$/0``: cut, then guard the rest of the clause (its place in ``goal[1]``)."""
    if s.guarded:
        cut_to(s, cb)
    else:
        del s.cps[cb:]
    mark = _guarded(s, deref(goal[2]), cont, depth)
    return cont if unify(goal[1], mark, s.trail) else FAIL


def det_body(goals: list[Any], name: str, arity: int) -> list[Any]:
    """The top goals of a clause of ``name/arity`` with its ``$/0`` compiled (see the
    module's docstring); the goals themselves if it has none."""
    at = next((i for i, g in enumerate(goals) if deref(g) == "$"), None)
    if at is None:
        return goals
    rest = [deref(g) for g in goals[at + 1:]]
    last = rest[-1] if rest else "true"
    key = (last, 0) if type(last) is str else (last[0], len(last) - 1) \
        if type(last) is tuple else ("call", 1)
    pi = ("/", name, arity)
    kind, failed = ("guard", pi) if key in INLINE else ("guard_in_caller", ("/", *key))
    mark = Var()
    return [*goals[:at], ("$detcut", mark, _ball(failed, "fail", kind, pi)), *rest,
            ("$det_exit", mark, _ball(pi, "nondet", kind, pi))]


@det("det", 1)
def det_declaration(s: Solver, g: tuple[object, ...]) -> bool:
    """``:- det(PI)``: each call of the predicate is guarded."""
    for module, name, arity in indicators(g[1]):
        pred = own_pred(s.engine, module, name, arity)
        unlink(pred)
        pred.det = True
        pred.control = CONTROL
        pred.builtin = _det_caller(pred)
    return True


def _det_caller(pred: Pred) -> Callable[..., Cont]:
    pi = ("/", pred.name, pred.arity)

    def call(s: Solver, goal: object, cb: int, depth: int, cont: Cont) -> Cont:
        mark = _guarded(s, _ball(pi, "fail", "property", pi), cont, depth)
        done = (("$det_exit", mark, _ball(pi, "nondet", "property", pi)),
                s.engine.preds[("$det_exit", 2)], cb, depth, cont)
        return s.call_user(goal, pred, depth, done)
    return call
