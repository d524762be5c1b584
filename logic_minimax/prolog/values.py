"""Terms as plain Python values, made in one place: where answers leave the package.

Inside, every layer holds terms as the engine does (:mod:`.core`).  A Python program gets
them as values it can use directly: atoms and strings as ``str``, numbers as they are,
lists as ``list``, compound terms as :class:`Compound`, unbound variables as ``None``.
The way in takes the same values (a Python ``list`` or ``tuple`` is a Prolog list).
Both walks use explicit stacks: a long list or a deep term never reaches Python's
recursion limit.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from logic_minimax.prolog.core import CONS, NIL, PString, Var, deref, make_list
from logic_minimax.prolog.write import show


@dataclass(frozen=True)
class Compound:
    """A compound term as a Python value: ``s(3, max)`` is ``Compound("s", (3, "max"))``;
    ``str()`` writes it as SWI does."""

    name: str
    args: tuple[Any, ...]

    def __str__(self) -> str:
        return show(from_python(self))

    def __repr__(self) -> str:
        return f"Compound({self.name!r}, {self.args!r})"


def to_python(term: object, lists: type[list[Any]] | type[tuple[Any, ...]] = list) -> Any:
    """The Python value of a term (see the module's docstring); ``lists=tuple`` for a
    value that must be hashable (a position)."""
    out: list[Any] = []
    # Entries: (False, term) to convert, (True, (name, size)) to assemble; name None: a list.
    stack: list[tuple[bool, Any]] = [(False, term)]
    while stack:
        assemble, item = stack.pop()
        if assemble:
            name, size = item
            args = out[len(out) - size:]
            del out[len(out) - size:]
            out.append(lists(args) if name is None else Compound(name, tuple(args)))
            continue
        item = deref(item)
        if type(item) is Var:
            out.append(None)
        elif type(item) is tuple:
            items = _list_items(item)
            if items is not None:
                stack.append((True, (None, len(items))))
                stack.extend((False, a) for a in reversed(items))
            else:
                stack.append((True, (item[0], len(item) - 1)))
                stack.extend((False, a) for a in reversed(item[1:]))
        elif type(item) is PString:
            out.append(str(item))
        elif item is NIL:
            out.append(lists())
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
    return items if t is NIL else None


def from_python(value: Any) -> object:
    """The term of a Python value: ``str`` an atom, numbers as they are, ``list`` and
    ``tuple`` lists, :class:`Compound` a compound term."""
    out: list[object] = []
    stack: list[tuple[bool, Any]] = [(False, value)]
    while stack:
        assemble, item = stack.pop()
        if assemble:
            name, size = item
            args = out[len(out) - size:]
            del out[len(out) - size:]
            out.append(make_list(args) if name is None else (name, *args) if args else name)
            continue
        if isinstance(item, Compound):
            stack.append((True, (item.name, len(item.args))))
            stack.extend((False, a) for a in reversed(item.args))
        elif isinstance(item, list | tuple):
            stack.append((True, (None, len(item))))
            stack.extend((False, a) for a in reversed(item))
        elif isinstance(item, bool):
            out.append("true" if item else "false")
        else:
            out.append(item)
    return out[0]

