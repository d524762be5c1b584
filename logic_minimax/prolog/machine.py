"""The solver: SLD resolution on explicit stacks, with no Python recursion.

A ``Solver`` runs one goal.  Its state is three structures:

* the continuation, a linked list of goal nodes ``(goal, pred, cut_barrier, depth, next)``
  (shared between choice points, so pushing a clause body costs one tuple per goal and a
  last call leaves no frame behind);
* the choice-point stack, a list of small lists ``[kind, trail_mark, ...]`` for clause
  alternatives, nondeterministic built-ins (Python generators), disjunctions, ``catch/3``
  and all-solutions collectors;
* the trail of bound variables, undone back to a choice point's mark on backtracking.

Cut removes the choice points above the barrier recorded in its node.  Exceptions unwind to
the innermost active ``catch/3`` whose catcher unifies with the ball.  Limits (``limits.py``)
are checked every few thousand inferences and after a built-in once a tick has passed (a
watchdog interrupts a long one where it runs Python code, uncompiled); they and Ctrl-C stop
the query with a ``PrologLimitError`` that the program cannot catch."""

from __future__ import annotations

import gc
from collections.abc import Callable, Generator, Iterator
from time import monotonic
from typing import TYPE_CHECKING, Any

from logic_minimax.errors import PrologError, PrologLimitError
from logic_minimax.prolog.cleanup import CP_CLEANUP, finish, run_cleanup, unwind
from logic_minimax.prolog.contexts import add_context, unknown_procedure
from logic_minimax.prolog.core import NIL, Var, unify
from logic_minimax.prolog.database import Clause, Pred, first_key, next_visible
from logic_minimax.prolog.heads import acyclic
from logic_minimax.prolog.indexing import narrow
from logic_minimax.prolog.kinds import (
    CP_ALT,
    CP_BARRIER,
    CP_CATCH,
    CP_CLAUSES,
    CP_COLLECT,
    CP_GEN,
    CP_OFF,
    CP_TRACE,
    DET,
    FAIL,
    NONDET,
    USER,
    ChoicePoint,
    Cont,
)
from logic_minimax.prolog.limits import TICK, Guard, limit_error
from logic_minimax.prolog.limits import Limits as Limits  # the engine imports it from here
from logic_minimax.prolog.rows import CP_ROWS, call_rows, retry_rows
from logic_minimax.prolog.traced import TracedCalls
from logic_minimax.prolog.wakeup import wake
from logic_minimax.prolog.walk import copy_term

if TYPE_CHECKING:
    from logic_minimax.prolog import shadow as cython
    from logic_minimax.prolog.engine import Engine
else:
    try:
        import cython
    except ImportError:  # plain Python without Cython: its names as no-ops
        from logic_minimax.prolog import shadow as cython

_TRACED_CONTROL = frozenset({"true", "fail", "false"})
_NO_ALTERNATIVE = frozenset({CP_BARRIER, CP_CATCH, CP_OFF, CP_TRACE, CP_CLEANUP})
CHECK_EVERY = 4096
_NO_FRAME: list[object] = []  # the frame of a clause without variables (never written)


class Solver(TracedCalls):
    """Runs one goal; iterate to get its solutions (the bindings are in the variables)."""

    FAIL = FAIL

    def __init__(self, engine: Engine, goal: object, depth: int = 0) -> None:
        self.engine = engine
        self.trail: list[Var] = []
        self.cps: list[ChoicePoint] = []
        self.inferences = 0
        self.retries = 0
        self.start: Cont = (goal, engine.call_pred, 0, depth, None)
        self.outputs = len(engine.outputs)  # streams open when the query started
        self.woken = 0  # the trail's entries below this were looked at by ``wake``
        self.nested = False  # a built-in's sub-goal: its trail goes to its caller's
        self.guarded = 0  # live setup_call_cleanup/3 choice points (cleanup.py)

    # -- running --------------------------------------------------------------------------

    def __iter__(self) -> Generator[None, None, None]:
        engine = self.engine
        guard = self.guard = Guard(engine.limits)
        # The cyclic collector would rescan millions of live goal nodes again and again;
        # the machine's structures are freed by reference counting.
        collecting = gc.isenabled()
        gc.disable()
        try:
            for _ in self._loop():
                guard.pause()  # the caller's time between solutions is not the query's
                try:
                    yield None
                finally:
                    guard.resume()
        except PrologLimitError:
            self.cps.clear()
            self.undo(0)
            raise
        except KeyboardInterrupt:
            self.undo(0)
            raise PrologLimitError("$aborted", "Execution Aborted") from None
        except MemoryError:
            self.undo(0)
            self.cps.clear()
            raise limit_error("memory") from None
        finally:
            if self.guarded:  # the query is done with: its goals' cleanups run
                finish(self)
            guard.leave()
            engine.inferences += self.inferences
            del engine.outputs[self.outputs:]
            if collecting:
                gc.enable()

    @property
    def alternatives(self) -> bool:
        """Whether backtracking could give another solution (a live choice point)."""
        return any(cp[0] not in _NO_ALTERNATIVE for cp in self.cps)

    def undo(self, mark: int) -> None:
        trail = self.trail
        if len(trail) > mark:  # a failed test often bound nothing
            for v in reversed(trail[mark:]):  # newest first: b_setval/2's entries in turn
                v.ref = None
            del trail[mark:]
        if self.woken > mark:
            self.woken = mark

    @cython.locals(v=Var, pred=Pred, c=Clause, frame=list, trail=list, cps=list, index=dict,
                   inferences=cython.Py_ssize_t, check_at=cython.Py_ssize_t,
                   mark=cython.Py_ssize_t, i=cython.Py_ssize_t, n=cython.Py_ssize_t)
    def _loop(self) -> Iterator[None]:  # noqa: C901 - the machine's one hot loop, inlined
        trail = self.trail
        cps = self.cps
        engine = self.engine
        cont: Cont = self.start
        inferences = 0
        check_at = CHECK_EVERY
        # Only built-ins (trace/0, notrace/0) switch tracing: it is looked up after them;
        # so with set_prolog_flag/2 and heads' occurs check.
        tracing = engine.tracer is not None
        checking = engine.occurs_check != "false"
        # Once a program has attributed variables, a binding of one wakes its hooks before
        # the next goal (SWI's '$wakeup'/1); built-ins are what make the first one.
        watching = engine.attributed
        # A built-in may run long, and compiled nothing interrupts it (the watchdog thread
        # gets no turn): after each, the clock says when the limits are due a look.
        due = monotonic() + TICK
        while True:
            try:
                while True:
                    if watching and len(trail) != self.woken:
                        cont = wake(self, cont)
                    if cont is None:
                        self.inferences = inferences
                        yield None
                        cont = self.backtrack()
                        if cont is FAIL:
                            return
                        continue
                    goal, pred, cb, depth, cont = cont
                    kind = pred.control
                    if kind == USER:
                        inferences += 1
                        if inferences >= check_at:
                            self.inferences = inferences
                            self.check_limits()
                            check_at = inferences + CHECK_EVERY
                            if not cps and not self.nested:
                                # Nothing can undo these bindings any more.
                                del trail[:]
                                self.woken = 0
                        if tracing:
                            cont = self.traced_call(goal, pred, depth, cont)
                            if cont is FAIL:
                                cont = self.backtrack()
                                if cont is FAIL:
                                    return
                            continue
                        if pred.arity:
                            a = goal[1]
                            while type(a) is Var:
                                v = a
                                r = v.ref
                                if r is None:
                                    break
                                a = r
                            if type(a) is Var:
                                clauses = pred.stored
                            else:
                                index = pred.index
                                if index is None:
                                    index = pred.build_index()
                                ta = type(a)
                                if ta is tuple:
                                    found = index.get(a[0])
                                elif ta is str or ta is int or a is NIL:
                                    found = index.get(a)
                                else:
                                    found = index.get(first_key(a))
                                clauses = pred.varlist if found is None else found
                            n = len(clauses)
                            if n > 1 and pred.jit is not False:
                                clauses = narrow(pred, goal, clauses)
                                n = len(clauses)
                        else:
                            clauses = pred.stored
                            n = len(clauses)
                        if n == 0:
                            if pred.table is not None:  # plain facts: see rows.py
                                cont = call_rows(self, goal, pred, depth, cont)
                                if cont is not FAIL:
                                    continue
                            elif not pred.defined and not pred.dynamic:
                                self.undefined(pred)
                            cont = self.backtrack()
                            if cont is FAIL:
                                return
                            continue
                        mark = len(trail)
                        i = 0
                        while i < n:
                            c = clauses[i]
                            i += 1
                            if c.erased:  # retracted before this call
                                continue
                            frame: list[Any] = [None] * c.nvars
                            if c.match(goal, frame, trail) and (not checking or acyclic(
                                    engine.occurs_check, trail, mark, pred)):
                                break
                            if len(trail) > mark:  # the failed head had bound some
                                for v in trail[mark:]:
                                    v.ref = None
                                del trail[mark:]
                        else:
                            cont = self.backtrack()
                            if cont is FAIL:
                                return
                            continue
                        newcb = len(cps)
                        if i < n and pred.nerased:
                            i = next_visible(clauses, i, n, pred.generation)
                        if i < n:
                            cps.append([CP_CLAUSES, mark, goal, pred, clauses, i, n, depth, cont,
                                        pred.generation])
                        depth += 1
                        for k in c.fresh_run:
                            frame[k] = Var()
                        if c.guards:
                            inferences += c.ncount
                            for check in c.guards:
                                if not check(self, frame, newcb):
                                    break
                            else:
                                for mk, p in c.run:
                                    cont = (mk(frame), p, newcb, depth, cont)
                                continue
                            cont = self.backtrack()
                            if cont is FAIL:
                                return
                            continue
                        for mk, p in c.run:
                            cont = (mk(frame), p, newcb, depth, cont)
                        continue
                    if kind == DET:
                        inferences += 1
                        if engine.tracer is not None:
                            cont = self.traced_call(goal, pred, depth, cont)
                            tracing = engine.tracer is not None
                            if cont is FAIL:
                                cont = self.backtrack()
                                if cont is FAIL:
                                    return
                            continue
                        ok = pred.builtin(self, goal)
                        tracing = engine.tracer is not None  # trace/0 may have switched it
                        checking = engine.occurs_check != "false"
                        watching = engine.attributed
                        if monotonic() > due:
                            self.check_limits()
                            due = monotonic() + TICK
                        if ok:
                            continue
                        cont = self.backtrack()
                        if cont is FAIL:
                            return
                        continue
                    if kind == NONDET:
                        inferences += 1
                        if engine.tracer is not None:
                            cont = self.traced_call(goal, pred, depth, cont)
                            if cont is FAIL:
                                cont = self.backtrack()
                                if cont is FAIL:
                                    return
                            continue
                        quick = pred.semidet
                        if quick is not None:
                            ok = quick(self, goal)
                            if ok is True:
                                continue
                            if ok is False:
                                cont = self.backtrack()
                                if cont is FAIL:
                                    return
                                continue
                        cont = self.call_nondet(goal, pred, depth, cont)
                        watching = engine.attributed
                        if monotonic() > due:
                            self.check_limits()
                            due = monotonic() + TICK
                    else:
                        if engine.tracer is not None and type(goal) is str \
                                and goal in _TRACED_CONTROL and depth >= 0:
                            # SWI's trace shows true and fail, not the other constructs.
                            engine.trace_port("call", depth, goal)
                            engine.trace_port("exit" if goal == "true" else "fail", depth,
                                              goal)
                        cont = pred.builtin(self, goal, cb, depth, cont)
                    if cont is FAIL:
                        cont = self.backtrack()
                        if cont is FAIL:
                            return
            except PrologLimitError:
                raise
            except PrologError as e:
                add_context(e.term, getattr(e, "goal", goal))
                cont = self.throw(e.term)

    def undefined(self, pred: Pred) -> None:
        """A call to an undefined predicate: an existence error, or (the ``unknown`` flag
        set to ``fail`` or ``warning``) a failure."""
        unknown = self.engine.flags.get("unknown", "error")
        if unknown == "error":
            raise unknown_procedure(pred)
        if unknown == "warning":
            self.engine.warn(f"Warning: Unknown procedure: {pred.name}/{pred.arity}")

    def call_nondet(self, goal: object, pred: Pred, depth: int, cont: Cont) -> Cont:
        mark = len(self.trail)
        gen: Iterator[bool] = pred.builtin(self, goal)  # type: ignore[misc,assignment]
        for more in gen:
            if more:
                self.cps.append([CP_GEN, mark, gen, cont, goal, depth])
            return cont
        return FAIL

    def check_limits(self) -> None:
        self.guard.check(self.engine.inferences + self.inferences + self.retries)

    # -- bodies ---------------------------------------------------------------------------

    @cython.locals(c=Clause)
    def enter_body(self, c: Clause, frame: list[object], cb: int, depth: int,
                   cont: Cont) -> Cont:
        """The untraced machine's clause entry: its guards run (FAIL if one fails), the
        rest of its body pushed."""
        depth = -(abs(depth) + 1) if c.pred.library else abs(depth) + 1
        for k in c.fresh_run:
            frame[k] = Var()
        if c.guards:
            self.retries += c.ncount
            for check in c.guards:
                if not check(self, frame, cb):
                    return FAIL
        for mk, p in c.run:
            cont = (mk(frame), p, cb, depth, cont)
        return cont

    # -- backtracking ---------------------------------------------------------------------

    @cython.locals(c=Clause, pred=Pred, frame=list, trail=list, cps=list)
    def backtrack(self) -> Cont:
        """Resume the newest choice point; ``FAIL`` when there is none."""
        cps = self.cps
        trail = self.trail
        while cps:
            # Retries count like calls, so a generator that never ends still meets the limits.
            self.retries += 1
            if not self.retries & (CHECK_EVERY - 1):
                self.check_limits()
            cp = cps[-1]
            mark = cp[1]
            for v in reversed(trail[mark:]):  # newest first, as undo
                v.ref = None
            del trail[mark:]
            self.woken = min(self.woken, mark)
            if cp[0] == CP_CLAUSES and self.engine.tracer is None:
                # The common case inline (scans live here): the next clause that unifies.
                _, _, goal, pred, clauses, i, n, depth, cont, gen = cp
                occurs = self.engine.occurs_check
                while i < n:
                    c = clauses[i]
                    i += 1
                    if c.erased and c.erased <= gen:
                        continue
                    frame: list[object] = [None] * c.nvars if c.nvars else _NO_FRAME
                    if c.match(goal, frame, trail) and \
                            (occurs == "false" or acyclic(occurs, trail, mark, pred)):
                        if i < n and pred.nerased:
                            i = next_visible(clauses, i, n, gen)
                        if i < n:
                            cp[5] = i
                            cb = len(cps) - 1
                        else:
                            cps.pop()
                            cb = len(cps)
                        if not c.body:
                            return cont
                        body = self.enter_body(c, frame, cb, depth, cont)
                        if body is FAIL:
                            break  # a guard failed: on with the newest choice point
                        return body
                    for v in trail[mark:]:
                        v.ref = None
                    del trail[mark:]
                else:
                    cps.pop()
                continue
            kind = cp[0]
            if kind == CP_ALT:  # the other branch of a disjunction, the end of \+
                cps.pop()
                return cp[2]
            cont = self.retry_gen(cp) if kind == CP_GEN else \
                retry_rows(self, cp) if kind == CP_ROWS else self.resume(cp)
            if cont is not FAIL:
                return cont
        return FAIL

    def resume(self, cp: ChoicePoint) -> Cont:
        """Resume a choice point other than those ``backtrack`` resumes itself (an untraced
        clause retry, a table's rows, a disjunction's other branch); FAIL: go on down."""
        kind = cp[0]
        if kind == CP_CLAUSES:
            return self.retry_clauses(cp)
        if kind == CP_GEN:
            return self.retry_gen(cp)
        self.cps.pop()
        if kind == CP_CLEANUP:
            self.guarded -= 1
            run_cleanup(self, cp, "fail", keep=False)
            return FAIL
        if kind == CP_COLLECT:
            finish: Callable[[], bool] = cp[2]
            return cp[3] if finish() else FAIL
        if kind == CP_TRACE:
            self.engine.trace_port("fail", cp[3], cp[2])
        return FAIL

    def retry_gen(self, cp: ChoicePoint) -> Cont:
        gen: Iterator[bool] = cp[2]
        if self.engine.tracer is not None and self.trace_redo(cp[5], cp[4], None):
            return FAIL  # the tracer's fail
        try:
            more = next(gen)
        except StopIteration:
            self.cps.pop()
            return FAIL
        except PrologError as e:
            self.cps.pop()
            e.goal = cp[4]  # type: ignore[attr-defined]
            raise
        if not more:
            self.cps.pop()
        return cp[3]

    # -- exceptions -----------------------------------------------------------------------

    def throw(self, ball: object) -> Cont:
        """Unwind to the innermost active catch/3 whose catcher unifies with ``ball``
        (a catch is active until its goal exits: see ``catch/3``)."""
        ball = copy_term(ball)
        cps = self.cps
        for idx in range(len(cps) - 1, -1, -1):
            cp = cps[idx]
            if cp[0] != CP_CATCH or cp[7].ref is not None:
                continue
            self.undo(cp[1])
            unwind(self, idx, ball)
            del self.engine.outputs[cp[6]:]
            mark = len(self.trail)
            if unify(cp[2], ball, self.trail):
                return (cp[3], self.engine.call_pred, len(cps), cp[5], cp[4])
            self.undo(mark)
        self.undo(0)
        unwind(self, 0, ball)
        del self.engine.outputs[self.outputs:]
        raise PrologError(ball)
