"""The machine's side of tabling's contract (slg.py, builtins/tabling.py): what a goal's
continuation would run, up to a delimiter, as a goal that does the same when called.

SLG resolution suspends a call to a table still being computed: the rest of the
computation (up to where its answer is added to the table being computed, a call of the
delimiter predicate) is kept, and runs later once for each answer of the called table.
The machine's continuation is a linked list of goal nodes ``(goal, pred, cut_barrier,
depth, next)`` and body nodes ``(frame, resume, cut_barrier, depth, next)``, the rest of a
compiled clause body (body.py).  A body node is kept as its frame's terms (copied with
the rest) and its place; a resumption runs it on a frame of its own.  Most goal nodes
call their goal; the nodes of control constructs, and a frame's choice-point marks,
refer to the choice points of the run that made them, which a resumed continuation does
not have:

* a cut or an if-then-else's commit (a mark cut to) cuts what the resumed goal made since
  it started (as a cut in a goal given to call/1: every barrier in the continuation is
  older);
* ``\\+``'s end (its goal succeeded) cuts and fails; a soft-cut's commit (its mark too),
  the exit of a catch/3, of a cleanup or of the tracer's frame pass (their choice points
  are gone with the run that made them);
* aggregate_all(count)'s counter fails (its count is over); limit/2's and its kin's
  counts on from where it was, afresh in each resumption (SWI resumes a copy of its
  state), cutting what the resumption made;
* the continuation of a goal inside findall/3 (or bagof/3, setof/3, findnsols/4) or
  with_output_to/2 cannot be kept (``Blocked``), as in SWI, which runs their goals from
  C.

The machine keeps this in step with its nodes; tabling needs nothing else of it: a
suspended call's continuation as goals (``continuation``), resumed by pushing them
(``resumed``); completion is tabling's own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from logic_minimax.prolog.database import Pred
from logic_minimax.prolog.kinds import MARK, RESUME, SOFTCUT, Cont

if TYPE_CHECKING:
    from logic_minimax.prolog.interface import Engine

_CUT_FAIL = (",", "!", "fail")
_RESUMED: dict[str, object] = {
    "$ite": "!", "$nafail": _CUT_FAIL, "$softcut": "true", "$catch_exit": "true",
    "$cleanup_exit": "true", "$exit": "true", "$count": "fail",
}
_FINDALL = "Cannot catch continuation through findall/3"
_BLOCKING = {"$collect": _FINDALL, "$chunk": _FINDALL,
             "$output_done": "No matching reset/3 call"}
"""The nodes a continuation cannot be kept through, and SWI's words for it."""


class Blocked(Exception):
    """The continuation passes through a findall/3 (or its kin): ``args[0]`` says so."""


_NEVER = 1 << 62
"""A soft-cut's mark in a resumed body: past any choice point (its else branch is gone)."""


def _resumed_frame(frame: list[Any], code: tuple[tuple[Any, ...], ...], cb: int) -> None:
    """A resumed body's marks (the choice-point heights its instructions noted): those
    cut to are the resumption's start, those soft-cut to past any choice point."""
    for ins in code:
        if ins[0] == MARK:
            frame[ins[1]] = cb
    for ins in code:
        if ins[0] == SOFTCUT:
            frame[ins[1]] = _NEVER


def continuation(engine: Engine, cont: Cont, delimiter: Pred
                 ) -> tuple[list[object], list[Pred]] | None:
    """The goals the continuation ``cont`` calls, up to and with the first call of
    ``delimiter``, and the predicate each calls (None if it has none); ``Blocked`` if
    it cannot be kept."""
    goals: list[object] = []
    preds: list[Pred] = []
    internal = engine.internal
    while cont is not None:
        goal, pred, _, _, cont = cont
        name = pred.name
        if pred.control == RESUME:  # a body's frame: its terms, kept with the rest
            goal = ("$frame", *goal)
        elif internal.get(name) is pred:
            if name in _BLOCKING:
                raise Blocked(_BLOCKING[name])
            if name == "$counted":  # [kind, exits, count, barrier]: a term, kept with the rest
                goal = ("$counted", *goal[:3])
            else:
                goal = ("call", goal) if name == "$call" else _RESUMED[name]
                pred = engine.pred_of(goal)
        goals.append(goal)
        preds.append(pred)
        if pred is delimiter:
            return goals, preds
    return None


def resumed(goals: tuple[object, ...], preds: tuple[Pred, ...], cb: int, depth: int,
            cont: Cont) -> Cont:
    """The continuation that calls the goals (as ``continuation`` gave them, or a copy),
    each cut to ``cb``, then ``cont``."""
    for i in range(len(preds) - 1, -1, -1):
        goal = goals[i]
        pred = preds[i]
        if pred.control == RESUME:  # a frame of its own, its marks this run's
            frame = list(goal[1:])  # type: ignore[index]
            _resumed_frame(frame, pred.code, cb)  # type: ignore[attr-defined]
            goal = frame
        elif type(goal) is tuple and goal[0] == "$counted" and not pred.arity:
            goal = [*goal[1:], cb]  # a count of its own, cutting to the resumption's start
        cont = (goal, pred, cb, depth, cont)
    return cont


def conjunction(goals: list[object]) -> object:
    """The goals as one, in order (``true`` for none)."""
    if not goals:
        return "true"
    out = goals[-1]
    for g in reversed(goals[:-1]):
        out = (",", g, out)
    return out
