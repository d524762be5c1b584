"""``term_expansion/2`` and ``goal_expansion/2`` as SWI-Prolog applies them while a file is
consulted: each term read is replaced by what the program's ``term_expansion(Term, X)``
makes of it (a list: several terms; a grammar rule is translated after), then each goal
of a clause body (through ``,``, ``;``, ``->``, ``*->`` and ``\\+``) by what its
``goal_expansion(Goal, Expanded)`` makes of it, and the result expanded again, until no
clause applies (or the expansion gives back the goal it was given)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from logic_minimax.prolog.arithfun import DECLARED, math_expansion
from logic_minimax.prolog.core import CONS, NIL, Var, deref, proper_list
from logic_minimax.prolog.walk import variant

if TYPE_CHECKING:
    from logic_minimax.prolog.interface import Engine

_CONTROL = {(",", 2), (";", 2), ("->", 2), ("*->", 2), ("\\+", 1)}
_ROUNDS = 100
"""Expansions of one goal at most (a program whose expansions never end)."""


def expand_term(engine: Engine, term: object) -> list[object]:
    """The terms the program's ``term_expansion/2`` makes of a term read (itself if it
    has none or it fails)."""
    pred = engine.preds.get(("term_expansion", 2))
    if pred is None or not pred.count():
        return [term]
    out = Var()
    if not engine.once(("term_expansion", term, out)):
        return [term]
    made = deref(out)
    if made is NIL or (type(made) is tuple and made[0] == CONS and len(made) == 3):
        return proper_list(made)
    return [made]


def expand_clause(engine: Engine, clause: Any) -> Any:
    """The clause with its body's goals expanded (itself when the program has no
    ``goal_expansion/2`` and declared no function of arithmetic)."""
    pred = engine.preds.get(("goal_expansion", 2))
    clause = deref(clause)
    if ((pred is None or not pred.count()) and DECLARED not in engine.preds) or \
            type(clause) is not tuple or clause[0] != ":-" or len(clause) != 3:
        return clause
    return (":-", clause[1], _expand(engine, clause[2]))


def expand_goal(engine: Engine, goal: object) -> object:
    """A goal as expand_goal/2 gives it: each goal in it expanded (itself when the
    program has no ``goal_expansion/2`` and declared no function of arithmetic)."""
    pred = engine.preds.get(("goal_expansion", 2))
    return deref(goal) if (pred is None or not pred.count()) and DECLARED not in \
        engine.preds else _expand(engine, goal)


def _expand(engine: Engine, body: object) -> object:
    """The body with each goal expanded, left to right, through the control constructs;
    an explicit stack, so a body of 100,000 conjunctions is as good as a short one."""
    done: list[object] = []
    todo: list[tuple[object, int]] = [(body, -1)]  # (goal, -1) or (name, arity): rebuild
    while todo:
        item, arity = todo.pop()
        if arity >= 0:
            args = done[len(done) - arity:]
            del done[len(done) - arity:]
            done.append((item, *args))
            continue
        goal = _expand_goal(engine, item)
        if type(goal) is tuple and (goal[0], len(goal) - 1) in _CONTROL:
            todo.append((goal[0], len(goal) - 1))
            todo.extend((g, -1) for g in reversed(goal[1:]))
        else:
            done.append(goal)
    return done[0]


def _expand_goal(engine: Engine, goal: object) -> object:
    """What ``goal_expansion/2`` makes of one goal (and then library(arithmetic)'s, as
    SWI's ``system:goal_expansion/2``): a control construct is left to open."""
    goal = deref(goal)
    if type(goal) is Var or (type(goal) is tuple and (goal[0], len(goal) - 1) in _CONTROL):
        return goal
    if ("goal_expansion", 2) in engine.preds:
        goal = _user_expansion(engine, goal)
    return math_expansion(engine, goal)


def _user_expansion(engine: Engine, goal: object) -> object:
    for _ in range(_ROUNDS):
        expanded = Var()
        if not engine.once(("goal_expansion", goal, expanded)):
            return goal
        new = deref(expanded)
        if variant(new, goal):
            return goal
        if type(new) is tuple and (new[0], len(new) - 1) in _CONTROL:
            return new
        goal = new
    return goal
