"""Modules, as far as one namespace goes: every module's predicates are the program's, as
if all were ``user``'s, save the hooks SWI calls by module.  A clause head ``M:Head`` is
``Head``; in a file that is a module (``:- module(M, Exports)``) the attribute hooks
``attr_unify_hook/2``, ``attribute_goals//1`` and ``attr_portray_hook/2`` are kept apart
as ``'M:attr_unify_hook'`` etc., so that each attribute module gets its own
(coroutining.pl's ``'$attr_uhook'/3`` finds them with ``hook_goal``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from logic_minimax.prolog.core import Var, deref, instantiation_error, type_error

if TYPE_CHECKING:
    from logic_minimax.prolog.interface import Engine

HOOKS = frozenset({("attr_unify_hook", 2), ("attribute_goals", 3), ("attr_portray_hook", 2)})


def current_module(engine: Engine) -> str:
    """The module of the file being loaded (``user`` for a plain file or none)."""
    return engine.load_stack[-1].module if engine.load_stack else "user"


def local_clause(engine: Engine, term: object) -> Any:
    """A clause as this namespace keeps it: its head's module qualifier dropped, an
    attribute hook of a module named for it."""
    term = deref(term)
    rule = type(term) is tuple and term[0] == ":-" and len(term) == 3
    head = deref(term[1]) if rule else term  # type: ignore[index]
    module = current_module(engine)
    while type(head) is tuple and head[0] == ":" and len(head) == 3 and \
            type(deref(head[1])) is str:
        module = deref(head[1])
        head = deref(head[2])
    if module != "user" and type(head) is tuple and (head[0], len(head) - 1) in HOOKS:
        head = (hook_name(module, head[0]), *head[1:])
    return (":-", head, term[2]) if rule else head  # type: ignore[index]


def stripped(term: object, module: object = "user") -> tuple[object, Any]:
    """SWI's strip_module/3: the innermost module of ``M:...:T`` (``module`` if none) and
    the term within."""
    term = deref(term)
    while type(term) is tuple and term[0] == ":" and len(term) == 3 and \
            type(deref(term[1])) is str:
        module = deref(term[1])
        term = deref(term[2])
    return module, term


def unqualified(goal: object) -> Any:
    """``goal`` without its module qualifiers (``lists:append``): modules are one
    namespace here.  The module must be an atom, as SWI checks."""
    goal = deref(goal)
    while type(goal) is tuple and goal[0] == ":" and len(goal) == 3:
        module = deref(goal[1])
        if type(module) is Var:
            raise instantiation_error()
        if type(module) is not str:
            raise type_error("atom", module)
        goal = deref(goal[2])
    return goal


def hook_name(module: str, name: str) -> str:
    return f"{module}:{name}"


def hook_goal(engine: Engine, module: str, goal: tuple[object, ...]) -> object | None:
    """The goal that calls ``Module``'s own hook (``'M:attr_unify_hook'(...)``), else the
    program's plain one, else None (no such hook)."""
    arity = len(goal) - 1
    own = engine.preds.get((hook_name(module, str(goal[0])), arity))
    if own is not None and own.defined:
        return (own.name, *goal[1:])
    plain = engine.preds.get((str(goal[0]), arity))
    return goal if plain is not None and plain.defined else None
