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
from logic_minimax.prolog import traced
from logic_minimax.prolog.cleanup import CP_CLEANUP, cut_to, finish, run_cleanup, unwind
from logic_minimax.prolog.compile import acyclic
from logic_minimax.prolog.contexts import add_context, unknown_procedure
from logic_minimax.prolog.core import NIL, Var, unify
from logic_minimax.prolog.database import FACT, Clause, Pred, first_key, next_visible
from logic_minimax.prolog.indexing import narrow
from logic_minimax.prolog.kinds import (
    CALL,
    CP_ALT,
    CP_BARRIER,
    CP_CATCH,
    CP_CLAUSES,
    CP_COLLECT,
    CP_GEN,
    CP_OFF,
    CP_TRACE,
    CUT,
    DET,
    EXEC,
    FAIL,
    FAILS,
    JUMP,
    MARK,
    NONDET,
    PROCEED,
    RESUME,
    SOFTCUT,
    TEST,
    TRY,
    UNIFY,
    USER,
    ChoicePoint,
    Cont,
)
from logic_minimax.prolog.limits import TICK, Guard, limit_error
from logic_minimax.prolog.limits import Limits as Limits  # the engine imports it from here
from logic_minimax.prolog.rows import CP_ROWS, call_rows, retry_rows
from logic_minimax.prolog.wakeup import wake
from logic_minimax.prolog.walk import copy_term

if TYPE_CHECKING:
    from logic_minimax.prolog import shadow as cython
    from logic_minimax.prolog.interface import Engine
else:
    try:
        import cython
    except ImportError:  # plain Python without Cython: its names as no-ops
        from logic_minimax.prolog import shadow as cython

_TRACED_CONTROL = frozenset({"true", "fail", "false"})
_NO_ALTERNATIVE = frozenset({CP_BARRIER, CP_CATCH, CP_OFF, CP_TRACE, CP_CLEANUP})
CHECK_EVERY = 4096


class Solver:
    """Runs one goal; iterate to get its solutions (the bindings are in the variables).
    (A class of its own, with no base: the compiled build makes it an extension type,
    see machine.pxd, whose fields the machine's functions read as C fields.)"""

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
        # The flags the machine's functions follow, as they were after the last built-in
        # (only built-ins change them): heads' occurs check, and whether a binding may
        # wake an attributed variable's hooks.
        self.occurs: str = engine.occurs_check
        self.watching = engine.attributed

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

    @cython.locals(pred=Pred, trail=list, cps=list, inferences=cython.Py_ssize_t,
                   check_at=cython.Py_ssize_t, kind=cython.Py_ssize_t)
    def _loop(self) -> Iterator[None]:  # noqa: C901 - the machine's one hot loop, inlined
        trail = self.trail
        cps = self.cps
        engine = self.engine
        cont: Cont = self.start
        inferences = 0
        check_at = CHECK_EVERY
        # Only built-ins (trace/0, notrace/0) switch tracing: it is looked up after them.
        tracing = engine.tracer is not None
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
                    if kind == RESUME:  # the rest of a clause body (goal: its frame)
                        cont = run_body(self, goal, pred.code, pred.pc, cb, depth, cont)
                    elif kind == USER:
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
                            cont = traced.traced_call(self, goal, pred, depth, cont)
                        else:
                            cont = call(self, goal, pred, depth, cont)
                    elif kind == DET:
                        inferences += 1
                        if engine.tracer is not None:
                            cont = traced.traced_call(self, goal, pred, depth, cont)
                        elif not pred.builtin(self, goal):
                            cont = FAIL
                        tracing = engine.tracer is not None  # trace/0 may have switched it
                        watching = self.watching = engine.attributed
                        self.occurs = engine.occurs_check
                        if monotonic() > due:
                            self.check_limits()
                            due = monotonic() + TICK
                    elif kind == NONDET:
                        inferences += 1
                        if engine.tracer is not None:
                            cont = traced.traced_call(self, goal, pred, depth, cont)
                        else:
                            cont = self.call_nondet(goal, pred, depth, cont)
                            watching = self.watching = engine.attributed
                            self.occurs = engine.occurs_check
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
        quick = pred.semidet
        if quick is not None:
            ok = quick(self, goal)
            if ok is not None:
                return cont if ok else FAIL
        mark = len(self.trail)
        gen: Iterator[bool] = pred.builtin(self, goal)  # type: ignore[misc,assignment]
        for more in gen:
            if more:
                self.cps.append([CP_GEN, mark, gen, cont, goal, depth])
            return cont
        return FAIL

    def call_user(self, goal: object, pred: Pred, depth: int, cont: Cont) -> Cont:
        """Call a program's predicate as the traced machine does (a table's wrapper
        calls the predicate's own clauses through this)."""
        return traced.call_user(self, goal, pred, depth, cont)

    def trace_redo(self, depth: int, goal: object, pred: Pred | None) -> bool:
        return traced.trace_redo(self, depth, goal, pred)

    def check_limits(self) -> None:
        self.guard.check(self.engine.inferences + self.inferences + self.retries)

    # -- backtracking ---------------------------------------------------------------------

    @cython.locals(trail=list, cps=list)
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
                # The common case (scans live here): the next clause that unifies.
                cont = resolve(self, cp[2], cp[3], cp[4], cp[5], cp[6], cp[7], cp[8],
                               cp[9], cp)
                if cont is not FAIL:
                    return cont
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
            return traced.retry_clauses(self, cp)
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
        if self.engine.tracer is not None and traced.trace_redo(self, cp[5], cp[4], None):
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


# -- calls and bodies (functions, not methods: the compiled build calls them in C) --------


@cython.locals(index=dict, v=Var, n=cython.Py_ssize_t)
def call(s: Solver, goal: Any, pred: Pred, depth: int, cont: Cont) -> Cont:
    """Call a program's predicate: its candidate clauses by the first argument's index
    (a switch on the argument's key) and SWI's just-in-time indexes (indexing.py), then
    the first whose head unifies."""
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
            return call_rows(s, goal, pred, depth, cont)
        if not pred.defined and not pred.dynamic:
            s.undefined(pred)
        return FAIL
    return resolve(s, goal, pred, clauses, 0, n, depth, cont, pred.generation, None)


@cython.locals(c=Clause, mark=cython.Py_ssize_t, cb=cython.Py_ssize_t, frame=list,
               trail=list, cps=list, v=Var)
def resolve(s: Solver, goal: Any, pred: Pred, clauses: list[Clause], i: int, n: int,
            depth: int, cont: Cont, gen: int, cp: ChoicePoint | None) -> Cont:
    """Try ``clauses[i:n]`` on ``goal``, skipping those erased in generation ``gen`` or
    before (the logical update view): the first whose head unifies runs its body, a
    choice point (``cp``, new when None) keeping the rest while any is left."""
    trail = s.trail
    cps = s.cps
    mark = len(trail) if cp is None else cp[1]
    occurs = s.occurs
    while i < n:
        c = clauses[i]
        i += 1
        if c.erased and c.erased <= gen:
            continue
        frame: list[Any] = [None] * c.nslots
        if c.match(goal, frame, trail) and (occurs == "false" or acyclic(
                occurs, trail, mark, pred)):
            if i < n and pred.nerased:
                i = next_visible(clauses, i, n, gen)
            if cp is None:
                cb = len(cps)
                if i < n:
                    cps.append([CP_CLAUSES, mark, goal, pred, clauses, i, n, depth, cont, gen])
            elif i < n:
                cp[5] = i
                cb = len(cps) - 1
            else:
                cps.pop()
                cb = len(cps)
            if c.ops is FACT:
                return cont
            for k in c.fresh_run:
                frame[k] = Var()
            # Library bodies run at negative depths: the tracer hides what is inside them.
            return run_body(s, frame, c.ops, 0, cb,
                            -(abs(depth) + 1) if pred.library else abs(depth) + 1, cont)
        if len(trail) > mark:  # the failed head had bound some
            for v in trail[mark:]:
                v.ref = None
            del trail[mark:]
    if cp is not None:
        cps.pop()
    return FAIL


@cython.locals(op=cython.Py_ssize_t, ins=tuple, cps=list, watching=cython.bint,
               k=cython.Py_ssize_t, pred=Pred)
def run_body(s: Solver, frame: list[Any], code: tuple[tuple[Any, ...], ...],  # noqa: C901
             pc: int, cb: int, depth: int, cont: Cont) -> Cont:  # the instructions' loop
    """Run a clause body's instructions (body.py) from ``pc`` up to its next call, which
    it gives back as a goal node (its continuation the body's node after it, or ``cont``
    for the last call), or to its end (``cont``), or to a failure (FAIL)."""
    watching = s.watching
    while True:
        ins = code[pc]
        op = ins[0]
        if op == TEST or op == UNIFY:  # noqa: SIM109 - two C comparisons, no tuple
            if op == TEST:
                ok = ins[1](frame, s.trail)
            elif s.occurs == "false":
                ok = unify(ins[1](frame), ins[2](frame), s.trail)
            else:
                ok = None  # unify_with_occurs_check's ways: the built-in's
            if ok is True:
                if watching and len(s.trail) != s.woken:
                    return (frame, ins[-1], cb, depth, cont)  # its hooks first
                pc += 1
                continue
            if ok is False:
                return FAIL
            goal = ins[-2](frame)
            pred = ins[-3]
            if pred.control != DET:  # arg/3 enumerating: a call of its own
                return (goal, pred, cb, depth, (frame, ins[-1], cb, depth, cont))
            try:  # the built-in itself, on the goal (its error in its context)
                if not pred.builtin(s, goal):
                    return FAIL
            except PrologError as e:
                e.goal = goal  # type: ignore[attr-defined]
                raise
            if watching and len(s.trail) != s.woken:
                return (frame, ins[-1], cb, depth, cont)
            pc += 1
            continue
        if op == CALL:
            return (ins[2](frame), ins[1], cb, depth, (frame, ins[3], cb, depth, cont))
        if op == EXEC:
            return (ins[2](frame), ins[1], cb, depth, cont)
        if op == PROCEED:
            return cont
        if op == MARK:
            frame[ins[1]] = len(s.cps)
        elif op == TRY:
            s.cps.append([CP_ALT, len(s.trail), (frame, ins[1], cb, depth, cont)])
        elif op == JUMP:
            pc = ins[1]
            continue
        elif op == FAILS:
            return FAIL
        elif op == SOFTCUT:  # the condition of *-> succeeded: its else branch goes
            cps = s.cps
            k = frame[ins[1]]
            if len(cps) == k + 1:
                cps.pop()  # and the condition left no choice point
            elif len(cps) > k:
                cps[k][0] = CP_OFF
        else:  # CUT, CUTTO
            cps = s.cps
            to = cb if op == CUT else frame[ins[1]]
            if s.guarded:
                cut_to(s, to)
            elif len(cps) > to:
                del cps[to:]
        pc += 1
