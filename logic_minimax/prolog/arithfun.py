"""library(arithmetic): ``:- arithmetic_function(sq/1).`` makes ``sq/2`` (one more
argument, its result) a function of arithmetic in the clauses consulted after it.  As in
SWI's library, the arithmetic goals of a clause (``is/2`` and the comparisons) are
rewritten as the clause is loaded, to call the predicate first: ``Z is sq(3) + 1``
becomes ``sq(3, V), Z is V + 1``.  The declarations are clauses of
``'$arithmetic_function'/1`` (SWI keeps them as ``arithmetic:evaluable/2``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from logic_minimax.prolog.builtins.functions import BINARY, CONSTANTS, TERNARY, UNARY
from logic_minimax.prolog.core import CONS, Var, deref

if TYPE_CHECKING:
    from logic_minimax.prolog.interface import Engine

DECLARED = ("$arithmetic_function", 1)
_GOALS = frozenset({"is", "=:=", "=\\=", "<", ">", "=<", ">="})


def functions(engine: Engine) -> set[tuple[str, int]]:
    """The declared functions (none: no rewriting at all)."""
    pred = engine.preds.get(DECLARED)
    if pred is None or not pred.count():
        return set()
    found: set[tuple[str, int]] = set()
    spec = Var()
    for _ in engine.solve(("$arithmetic_function", spec)):
        t = deref(spec)
        found.add((t[0], len(t) - 1) if type(t) is tuple else (str(t), 0))
    return found


def math_expansion(engine: Engine, goal: object) -> object:
    """``goal`` with the declared functions in its expressions called first (itself when
    it is no arithmetic goal or calls none)."""
    goal = deref(goal)
    if not (type(goal) is tuple and len(goal) == 3 and goal[0] in _GOALS):
        return goal
    declared = functions(engine)
    if not declared or not (_calls(goal[1], declared) or _calls(goal[2], declared)):
        return goal
    pre: list[object] = []
    left = goal[1] if goal[0] == "is" else _native(goal[1], declared, pre)
    right = _native(goal[2], declared, pre)
    if goal[0] == "is" and type(deref(left)) is Var and type(deref(right)) is Var and pre:
        last = pre[-1]  # (..., R is V) with both unbound: R names the result at once
        assert type(last) is tuple
        pre[-1] = (*last[:-1], left)
        return _conjunction(pre)
    return _conjunction([*pre, (goal[0], left, right)])


def _calls(term: object, declared: set[tuple[str, int]]) -> bool:
    stack = [term]
    while stack:
        t = deref(stack.pop())
        if type(t) is tuple:
            if (t[0], len(t) - 1) in declared:
                return True
            stack.extend(t[1:])
    return False


def _evaluable(t: object) -> bool:
    """A built-in function of arithmetic (or a one-element list, SWI's ``[X]``)."""
    if type(t) is str:
        return t in CONSTANTS
    if type(t) is not tuple:
        return False
    name, arity = t[0], len(t) - 1
    return (arity == 1 and name in UNARY) or (arity == 2 and name in BINARY) or \
        (arity == 3 and name in TERNARY) or (name == CONS and arity == 2)


def _native(expr: object, declared: set[tuple[str, int]], pre: list[object]) -> object:
    """The built-in expression left of ``expr`` once its declared functions are called
    (their calls added to ``pre``, innermost first)."""
    expr = deref(expr)
    if type(expr) is not tuple or (expr[0] == CONS and len(expr) == 3):
        return expr
    args = [_native(a, declared, pre) for a in expr[1:]]
    if (expr[0], len(expr) - 1) not in declared:
        return (expr[0], *args)
    for i, a in enumerate(args):  # a declared function is given numbers
        if _evaluable(deref(a)):
            value = Var()
            pre.append(("is", value, a))
            args[i] = value
    result = Var()
    pre.append((expr[0], *args, result))
    return result


def _conjunction(goals: list[object]) -> object:
    body = goals[-1]
    for g in reversed(goals[:-1]):
        body = (",", g, body)
    return body
