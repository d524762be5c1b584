"""SWI's error terms for calls: an unknown procedure's existence error, and the context
a built-in's error gets when it is thrown through the machine."""

from __future__ import annotations

from typing import TYPE_CHECKING

from logic_minimax.errors import PrologError
from logic_minimax.prolog.core import Var, deref

if TYPE_CHECKING:
    from logic_minimax.prolog.database import Pred


def unknown_procedure(pred: Pred) -> PrologError:
    """SWI's ball for a call to an undefined predicate (``m:p/1`` of a module's own)."""
    indicator: tuple[object, ...] = ("/", pred.name, pred.arity)
    if pred.module not in ("user", "system"):
        indicator = (":", pred.module, indicator)
    return PrologError(("error", ("existence_error", "procedure", indicator), indicator))


# Built-ins whose errors SWI reports without the ``system:`` qualifier, and those it
# writes in Prolog (library ones) whose errors carry no context.
_BARE_CONTEXT = frozenset({("arg", 3), ("length", 2), ("char_type", 2), ("code_type", 2),
                           ("findall", 3), ("findall", 4), ("forall", 2), ("format", 1),
                           ("format", 2), ("format", 3), ("sum_list", 2)})
_LIBRARY_CONTEXT = {("aggregate_all", 3): "aggregate"}  # module-qualified by their library
_NO_CONTEXT = frozenset({("list_to_set", 2), ("nth0", 3), ("nth1", 3), ("numlist", 3),
                         ("random_between", 3),
                         ("random_member", 2), ("random_permutation", 2),
                         ("random_select", 3), ("flatten", 2), ("throw", 1),
                         ("begin_tests", 1), ("begin_tests", 2), ("end_tests", 1),
                         # the loaders: SWI's errors of a file not found name no caller
                         ("consult", 1), ("[|]", 2), ("ensure_loaded", 1),
                         ("use_module", 1), ("use_module", 2), ("load_files", 1),
                         ("load_files", 2)})


def add_context(ball: object, goal: object) -> None:
    """Fill the unbound context of a built-in's error as SWI does:
    ``context(system:Name/Arity, _)`` (user balls from throw/1 are left alone)."""
    if not (type(ball) is tuple and len(ball) == 3 and ball[0] == "error"):
        return
    context = deref(ball[2])
    if type(context) is not Var:
        return
    if type(goal) is tuple:
        name, arity = goal[0], len(goal) - 1
    elif type(goal) is str:
        name, arity = goal, 0
    else:
        name, arity = "call", 1  # the goal was a bare term called as a goal
    if (name, arity) in _NO_CONTEXT:
        return
    where: tuple[object, ...] = ("/", name, arity)
    if (name, arity) not in _BARE_CONTEXT:
        where = (":", _LIBRARY_CONTEXT.get((name, arity), "system"), where)
    context.ref = ("context", where, Var())


__all__ = ["add_context", "unknown_procedure"]
