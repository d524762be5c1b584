"""Terms across the boundary between the fact store and the engine, in one place.

The fact store and the searches hold plain data: atoms ``str``, numbers, lists as
``tuple``, compound terms as :class:`~logic_minimax.prolog.terms.Compound` (hashable, so a
position may be any ground term: ``s(3, max)``, a board as a list). The engine holds its
own terms (:mod:`logic_minimax.prolog.core`): compounds and lists as tuples headed by
their functor, variables as cells. Both walks use explicit stacks: a long list or a deep
term never reaches Python's recursion limit.
"""

from __future__ import annotations

from typing import Any

from ..errors import QueryError
from ..prolog.core import CONS, NIL, PString, deref
from ..prolog.core import Var as EngineVar
from ..prolog.terms import Compound, PartialList, Term, Var


def to_engine(value: Term, names: dict[str, EngineVar] | None = None) -> object:
    """The engine's term for a fact-model term; named variables are shared through
    ``names`` (``_`` is a fresh variable each time)."""
    out: list[object] = []
    # Entries: (False, term) to convert, (True, (kind, size, extra)) to assemble.
    stack: list[tuple[bool, Any]] = [(False, value)]
    while stack:
        assemble, item = stack.pop()
        if assemble:
            kind, size, extra = item
            args = out[len(out) - size:]
            del out[len(out) - size:]
            out.append(_assemble(kind, args, extra))
        elif isinstance(item, Var):
            out.append(_variable(item.name, names))
        elif isinstance(item, Compound):
            stack.append((True, ("compound", len(item.args), item.name)))
            stack.extend((False, a) for a in reversed(item.args))
        elif isinstance(item, PartialList):
            stack.append((True, ("list", len(item.items) + 1, None)))
            stack.append((False, item.tail))
            stack.extend((False, a) for a in reversed(item.items))
        elif isinstance(item, tuple):
            stack.append((True, ("list", len(item) + 1, None)))
            stack.append((True, ("nil", 0, None)))
            stack.extend((False, a) for a in reversed(item))
        else:
            out.append(item)
    return out[0]


def _assemble(kind: str, args: list[object], extra: object) -> object:
    if kind == "nil":
        return NIL
    if kind == "compound":
        return (extra, *args) if args else extra
    tail = args[-1]
    for head in reversed(args[:-1]):
        tail = (CONS, head, tail)
    return tail


def _variable(name: str, names: dict[str, EngineVar] | None) -> EngineVar:
    if name == "_" or names is None:
        return EngineVar()
    found = names.get(name)
    if found is None:
        found = names[name] = EngineVar()
    return found


def from_engine(term: object) -> Term:
    """The fact-model value of a ground engine term (a position, a value, a list).

    Raises:
        QueryError: the term holds an unbound variable.
    """
    out: list[Term] = []
    # Entries: (False, term) to convert, (True, (name, size, is_list)) to assemble.
    stack: list[tuple[bool, Any]] = [(False, term)]
    while stack:
        assemble, item = stack.pop()
        if assemble:
            name, size, is_list = item
            args = tuple(out[len(out) - size:])
            del out[len(out) - size:]
            out.append(args if is_list else Compound(name, args))
            continue
        item = deref(item)
        if type(item) is EngineVar:
            raise QueryError("a position or value holds an unbound variable")
        if type(item) is tuple:
            items = _list_items(item)
            if items is not None:
                stack.append((True, (None, len(items), True)))
                stack.extend((False, a) for a in reversed(items))
            else:
                stack.append((True, (item[0], len(item) - 1, False)))
                stack.extend((False, a) for a in reversed(item[1:]))
        elif type(item) is PString:
            out.append(str(item))
        elif item == NIL:
            out.append(())
        else:
            out.append(item)
    return out[0]


def _list_items(term: tuple[object, ...]) -> list[object] | None:
    """The items of a proper list, or None for another compound (a partial list too)."""
    items: list[object] = []
    t: object = term
    while type(t) is tuple and len(t) == 3 and t[0] == CONS:
        items.append(t[1])
        t = deref(t[2])
    return items if t == NIL else None
