"""The machine's calls while a tracer is on: each goal reported at its four ports.

``Solver`` (machine.py) runs untraced goals in its hot loop and hands a call to these when
``Engine.tracer`` is set: a Call port, a trace frame on the choice-point stack (its Fail
port), an Exit node after the goal, and the Redo port when a choice point is retried.
Goals inside library predicates run untraced, as SWI hides them.  A traced clause pushes
its body one goal at a time (``Clause.code``), so each is shown; the untraced machine runs
the compiled body (body.py).  Functions of the solver, so that the solver stays an
extension type of its own in the compiled build.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from logic_minimax.prolog.compile import acyclic
from logic_minimax.prolog.core import Var, deref
from logic_minimax.prolog.database import Clause, Pred, next_visible
from logic_minimax.prolog.indexing import narrow
from logic_minimax.prolog.kinds import CP_CLAUSES, CP_TRACE, DET, FAIL, USER, ChoicePoint, Cont
from logic_minimax.prolog.rows import call_rows

if TYPE_CHECKING:
    from logic_minimax.prolog.machine import Solver

# Not shown, as in SWI (a program's own bagof/2 is).
_UNTRACED = frozenset({("trace", 0), ("notrace", 0), ("nodebug", 0), ("nodebug", 1),
                       ("bagof", 3), ("setof", 3)})


def traced_call(s: Solver, goal: object, pred: Pred, depth: int, cont: Cont) -> Cont:
    """Call a goal with the four ports reported to the engine's tracer (goals inside
    library predicates run untraced)."""
    engine = s.engine
    if (depth < 0 and (pred.library or pred.control != USER)) or \
            (pred.name, pred.arity) in _UNTRACED:
        return untraced_call(s, goal, pred, depth, cont)
    if engine.trace_port("call", depth, goal):
        return FAIL  # the tracer's fail: not run, and no Fail port (as SWI)
    frame: ChoicePoint = [CP_TRACE, len(s.trail), goal, depth]
    s.cps.append(frame)
    exit_node = (frame, engine.exit_pred, 0, depth, cont)
    tracer = engine.tracer
    engine.tracer = None
    try:
        return untraced_call(s, goal, pred, depth, exit_node)
    finally:
        if engine.tracer is None:
            engine.tracer = tracer


def trace_redo(s: Solver, depth: int, goal: object, pred: Pred | None) -> bool:
    """Report the top choice point's retry (inside a library predicate, its caller's
    Redo, as SWI's ``Redo: member(_, [a, b])``); whether the tracer fails it: then the
    goal fails at once, its trace frame dropped too (no Fail port, as SWI's)."""
    port = (depth, goal) if depth >= 0 or (pred is not None and not pred.library) \
        else next(((cp[3], cp[2]) for cp in reversed(s.cps) if cp[0] == CP_TRACE), None)
    if port is None or not s.engine.trace_port("redo", *port):
        return False
    cps = s.cps
    while cps and cps.pop()[0] != CP_TRACE:
        pass
    return True


def untraced_call(s: Solver, goal: object, pred: Pred, depth: int, cont: Cont) -> Cont:
    if pred.control == USER:
        return call_user(s, goal, pred, depth, cont)
    if pred.control == DET:
        return cont if pred.builtin(s, goal) else FAIL  # type: ignore[misc]
    return s.call_nondet(goal, pred, depth, cont)


def call_user(s: Solver, goal: object, pred: Pred, depth: int, cont: Cont) -> Cont:
    if pred.table is not None:
        return call_rows(s, goal, pred, depth, cont)
    if pred.arity:
        clauses = pred.candidates(deref(goal[1]))  # type: ignore[index]
        if len(clauses) > 1 and pred.jit is not False:
            clauses = narrow(pred, goal, clauses)  # type: ignore[arg-type]
    else:
        clauses = pred.stored
    if not clauses and not pred.defined and not pred.dynamic:
        s.undefined(pred)
    cp: ChoicePoint = [CP_CLAUSES, len(s.trail), goal, pred, clauses, 0,
                        len(clauses), depth, cont, pred.generation]
    s.cps.append(cp)
    return retry_clauses(s, cp, redo=False)


def retry_clauses(s: Solver, cp: ChoicePoint, redo: bool = True) -> Cont:
    """A clause choice point retried with the tracer on (``Solver.backtrack`` retries
    the untraced ones itself): its Redo port, then the next clause whose head unifies."""
    _, mark, goal, pred, clauses, i, n, depth, cont, gen = cp
    occurs = s.engine.occurs_check
    cps = s.cps
    trail = s.trail
    cb = len(cps) - 1
    if redo and s.engine.tracer is not None and trace_redo(s, depth, goal, pred):
        return FAIL  # the tracer's fail: no other clause is tried
    while i < n:
        c = clauses[i]
        i += 1
        if c.erased and c.erased <= gen:
            continue
        frame: list[object] = [None] * c.nvars
        if c.match(goal, frame, trail) and (occurs == "false" or
                                            acyclic(occurs, trail, mark, pred)):
            if i < n and pred.nerased:
                i = next_visible(clauses, i, n, gen)
            if i < n:
                cp[5] = i
            else:
                cps.pop()
            return push_body(s, c, frame, cb, depth, cont)
        s.undo(mark)
    cps.pop()
    return FAIL


def push_body(s: Solver, c: Clause, frame: list[object], cb: int, depth: int,
              cont: Cont) -> Cont:
    # Library bodies run at negative depths: the tracer hides what happens inside them.
    depth = -(abs(depth) + 1) if c.pred.library else abs(depth) + 1
    for k in c.fresh:
        frame[k] = Var()
    for mk, p in c.code:
        cont = (mk(frame), p, cb, depth, cont)
    return cont
