"""Clause bodies compiled to the machine's instructions, at consult.

A body is a flat tuple of instructions over the clause's frame (one slot per variable,
then one per choice-point mark), in the spirit of the WAM's (Aït-Kaci's tutorial): the
machine runs them from the start after the head unifies, and on from a call's place
when the call exits (a continuation node ``(frame, resume, cut_barrier, depth, next)``,
``resume`` a ``Resume`` that names the place).  Control constructs are compiled, not
called: ``(C -> T ; E)``, ``(C *-> T ; E)``, ``(A ; B)``, ``(C -> T)`` and ``\\+ G`` are
marks, alternatives and cuts in the clause's own code, as SWI compiles them (a cut in a
condition or under ``\\+`` is local to it, one in a branch cuts the clause).  The
built-ins SWI inlines (arithmetic, comparison, type tests, ``=``, ``==``, ``functor/3``,
``arg/3``) are ``TEST`` instructions on the frame (``inline.py``) that hand the goal to
the machine as a call only when their fast case does not hold, so errors and their context are the
built-in's.  The last call of a body leaves no continuation of its own (``EXEC``: the
callee returns where the clause would).

The instructions, tuples headed by their opcode:

* ``(CALL, pred, build, resume)``: the goal ``build(frame)`` called, the body going on at
  ``resume`` when it exits; ``(EXEC, pred, build)``: the same as the last call;
* ``(TEST, test, pred, build, resume)``: ``test(frame, trail)`` is True (on), False (fail)
  or None (not its fast case: the built-in runs on the goal ``build(frame)``);
  ``(UNIFY, left, right, pred, build, resume)``: ``left(frame) = right(frame)`` (the
  built-in when the occurs_check flag is on);
* ``(CUT,)`` to the clause's barrier; ``(MARK, k)`` notes the choice-point stack's height
  in slot ``k``, ``(CUTTO, k)`` cuts back to it, ``(SOFTCUT, k)`` drops only the
  alternative pushed there (``*->``);
* ``(TRY, resume)`` pushes an alternative that goes on at ``resume``; ``(JUMP, pc)``;
  ``(FAILS,)``; ``(PROCEED,)``: the body is done.

The opcodes are numbered in ``kinds.py``.

Compiling walks the body with an explicit stack (a body nested ever so deep compiles as
any other, in compiled code too).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from logic_minimax.prolog.compile import builder
from logic_minimax.prolog.database import Pred, Resume
from logic_minimax.prolog.inline import inline
from logic_minimax.prolog.kinds import (
    CALL,
    CUT,
    CUTTO,
    EXEC,
    FAILS,
    JUMP,
    MARK,
    PROCEED,
    SOFTCUT,
    TEST,
    TRY,
    UNIFY,
)
from logic_minimax.prolog.templates import TT, TV

Instr = tuple[Any, ...]
PredOf = Callable[[object], Pred]


class _Label:
    """A place in the code, known when it is reached."""

    __slots__ = ("pc",)

    def __init__(self) -> None:
        self.pc = -1


class _Compiler:
    """One body's compilation: ``code`` with labels in it, resolved at the end."""

    def __init__(self, pred_of: PredOf, fresh: set[int], nslots: int) -> None:
        self.pred_of = pred_of
        self.code: list[list[Any]] = []
        self.unset = fresh  # body-only slots no instruction has used yet
        self.stored: set[int] = set()  # ... of which an inline test stores a value first
        self.nslots = nslots

    def slot(self) -> int:
        self.nslots += 1
        return self.nslots - 1

    def emit(self, *ins: Any) -> None:
        self.code.append(list(ins))

    def goal(self, g: Any, cut: int | None, top: bool) -> list[tuple[Any, ...]]:
        """Emit a plain goal, or give back the tasks a control construct is made of:
        ``("goal", g, cut, top)``, ``("emit", ins...)``, ``("label", label)``."""
        name, arity = _indicator(g)
        args = g.args if type(g) is TT else ()
        if arity == 0 and name in ("true", "fail", "false", "!"):
            if name == "!":
                self.emit(CUT) if cut is None else self.emit(CUTTO, cut)
            elif name != "true":
                self.emit(FAILS)
            return []
        if arity == 2 and name == ",":
            return [("goal", args[0], cut, top), ("goal", args[1], cut, top)]
        if arity == 2 and name == ";":
            return self._disjunction(args[0], args[1], cut)
        if arity == 2 and name == "->":
            mark = self.slot()
            return [("emit", MARK, mark), ("goal", args[0], mark, False),
                    ("emit", CUTTO, mark), ("goal", args[1], cut, False)]
        if arity == 2 and name == "*->":
            mark = self.slot()
            return [("emit", MARK, mark), ("goal", args[0], mark, False),
                    ("goal", args[1], cut, False)]
        if arity == 1 and name == "\\+":
            return self._negation(args[0])
        self._call(g)
        return []

    def _disjunction(self, left: Any, right: Any, cut: int | None) -> list[tuple[Any, ...]]:
        other, end = _Label(), _Label()
        if _indicator(left) in (("->", 2), ("*->", 2)):
            mark, local = self.slot(), self.slot()
            cond, then = left.args
            commit = CUTTO if left.name == "->" else SOFTCUT
            return [("emit", MARK, mark), ("emit", TRY, other), ("emit", MARK, local),
                    ("goal", cond, local, False), ("emit", commit, mark),
                    ("goal", then, cut, False), ("emit", JUMP, end), ("label", other),
                    ("goal", right, cut, False), ("label", end)]
        return [("emit", TRY, other), ("goal", left, cut, False), ("emit", JUMP, end),
                ("label", other), ("goal", right, cut, False), ("label", end)]

    def _negation(self, goal: Any) -> list[tuple[Any, ...]]:
        mark, local, after = self.slot(), self.slot(), _Label()
        return [("emit", MARK, mark), ("emit", TRY, after), ("emit", MARK, local),
                ("goal", goal, local, False), ("emit", CUTTO, mark), ("emit", FAILS),
                ("label", after)]

    def _call(self, g: Any) -> None:
        pred = self.pred_of(g)
        build = builder(g)
        found = inline(g, pred, self.unset)
        self.unset -= _slots(g)
        if found is None:
            self.emit(CALL, pred, build, None)
            return
        test, target = found
        if target is not None:
            self.stored.add(target)
        if type(test) is tuple:
            self.emit(UNIFY, *test, pred, build, None)
        else:
            self.emit(TEST, test, pred, build, None)

    def run(self, goals: list[Any]) -> list[list[Any]]:
        tasks: list[tuple[Any, ...]] = [("goal", g, None, True) for g in reversed(goals)]
        while tasks:
            task = tasks.pop()
            if task[0] == "emit":
                self.emit(*task[1:])
            elif task[0] == "label":
                task[1].pc = len(self.code)
            elif task[3]:  # a goal of the body's own conjunction
                parts = self.goal(task[1], task[2], True)
                if parts and _indicator(task[1]) != (",", 2):
                    self.unset -= _slots(task[1])  # its branches store nothing first
                tasks.extend(reversed(parts))
            else:  # inside a control construct: may not run, so stores no value first
                saved, self.unset = self.unset, set()
                tasks.extend(reversed(self.goal(task[1], task[2], False)))
                self.unset = saved
        self.emit(PROCEED)
        return self.code


def compile_body(goals: list[Any], pred_of: PredOf, fresh: range, nslots: int
                 ) -> tuple[tuple[Instr, ...], int, tuple[int, ...]]:
    """The instructions of a body (its goals' templates, in order), the frame's size
    (the clause's variables, then the marks), and the body-only slots the machine fills
    with fresh variables at clause entry (not those an inline test stores first)."""
    c = _Compiler(pred_of, set(fresh), nslots)
    code = c.run(goals)
    return _link(code), c.nslots, tuple(k for k in fresh if k not in c.stored)


def _link(code: list[list[Any]]) -> tuple[Instr, ...]:
    """Labels to places; a call whose next step is the end of the body becomes ``EXEC``
    (last-call optimisation); each call's and alternative's resume place made once."""
    for ins in code:
        for k, x in enumerate(ins):
            if type(x) is _Label:
                ins[k] = x.pc
    out: list[Instr] = []
    resumes: dict[int, Resume] = {}
    for pc, ins in enumerate(code):
        op = ins[0]
        if op == CALL and code[_follow(code, pc + 1)][0] == PROCEED:
            out.append((EXEC, ins[1], ins[2]))
        elif op in (CALL, TEST, UNIFY):
            at = _follow(code, pc + 1)
            out.append((*ins[:-1], resumes.setdefault(at, Resume(at))))
        elif op == TRY:
            at = _follow(code, ins[1])
            out.append((TRY, resumes.setdefault(at, Resume(at))))
        elif op == JUMP:
            out.append((JUMP, _follow(code, ins[1])))
        else:
            out.append(tuple(ins))
    code_t = tuple(out)
    for r in resumes.values():
        r.code = code_t
    return code_t


def _follow(code: list[list[Any]], pc: int) -> int:
    """The place ``pc`` leads to through jumps."""
    while code[pc][0] == JUMP:
        pc = code[pc][1]
    return pc


def _indicator(g: Any) -> tuple[object, int]:
    if type(g) is TT:
        return g.name, len(g.args)
    if type(g) is str:
        return g, 0
    return None, -1


def _slots(t: object) -> set[int]:
    out: set[int] = set()
    stack = [t]
    while stack:
        x = stack.pop()
        if type(x) is TV:
            out.add(x.i)
        elif type(x) is TT:
            stack.extend(x.args)
    return out


__all__ = ["compile_body"]
