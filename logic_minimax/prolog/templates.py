"""A clause's terms as templates over a frame: each variable of the clause is a ``TV``
slot of the frame, a compound holding variables a ``TT``, and ground subterms stay shared
terms.  Head unification fills the frame from a goal without building the head
(compile.py), and the body's goals are built from it (``build``)."""

from __future__ import annotations

from typing import Any

from logic_minimax.prolog.core import Var, deref


class TV:
    """A clause variable: slot ``i`` of the frame."""

    __slots__ = ("i",)

    def __init__(self, i: int) -> None:
        self.i = i


class TT:
    """A compound template holding variables: ``t`` is (name, arg templates...);
    ``name`` and ``args`` are its parts, kept apart so building needs no slicing."""

    __slots__ = ("args", "name", "t")

    def __init__(self, t: tuple[object, ...]) -> None:
        self.t = t
        self.name = t[0]
        self.args = t[1:]


def compile_term(term: object, slots: dict[Var, int]) -> object:
    """The template of ``term``: variables become ``TV`` (numbered via ``slots``)."""
    # Post-order walk with an explicit stack; each entry tells whether the node is built.
    term = deref(term)
    if type(term) is Var:
        return TV(slots.setdefault(term, len(slots)))
    if type(term) is not tuple:
        return term
    out: list[object] = []
    ground: list[bool] = []
    stack: list[tuple[bool, Any]] = [(True, term)]
    while stack:
        enter, x = stack.pop()
        if not enter:
            name, n = x
            args = out[len(out) - n:]
            flags = ground[len(ground) - n:]
            del out[len(out) - n:]
            del ground[len(ground) - n:]
            if all(flags):
                out.append((name, *args))
                ground.append(True)
            else:
                out.append(TT((name, *args)))
                ground.append(False)
            continue
        x = deref(x)
        if type(x) is tuple:
            stack.append((False, (x[0], len(x) - 1)))
            stack.extend((True, a) for a in reversed(x[1:]))
        elif type(x) is Var:
            out.append(TV(slots.setdefault(x, len(slots))))
            ground.append(False)
        else:
            out.append(x)
            ground.append(True)
    return out[0]


def build(t: Any, frame: list[Any]) -> object:
    """The term a template stands for in ``frame`` (unset slots get fresh variables)."""
    tt = type(t)
    if tt is TV:
        v = frame[t.i]
        if v is None:
            v = frame[t.i] = Var()
        return v
    if tt is not TT:
        return t
    args: list[object] = [t.name]
    for a in t.args:
        ta = type(a)
        if ta is TV:
            v = frame[a.i]
            if v is None:
                v = frame[a.i] = Var()
            args.append(v)
        elif ta is TT:
            # One more level inline (X+1, [H|T], f(g(X))); deeper terms take the stack.
            inner: list[object] = [a.name]
            for b in a.args:
                tb = type(b)
                if tb is TV:
                    v = frame[b.i]
                    if v is None:
                        v = frame[b.i] = Var()
                    inner.append(v)
                elif tb is TT:
                    return _build_deep(t, frame)
                else:
                    inner.append(b)
            args.append(tuple(inner))
        else:
            args.append(a)
    return tuple(args)


def _build_deep(t: Any, frame: list[Any]) -> object:
    out: list[object] = []
    # Entries: (False, template) to build, (True, (name, arity)) to assemble.
    stack: list[tuple[bool, Any]] = [(False, t)]
    while stack:
        assemble, x = stack.pop()
        if assemble:
            name, n = x
            args = out[len(out) - n:]
            del out[len(out) - n:]
            out.append((name, *args))
            continue
        tx = type(x)
        if tx is TV:
            v = frame[x.i]
            if v is None:
                v = frame[x.i] = Var()
            out.append(v)
        elif tx is TT:
            src = x.t
            stack.append((True, (src[0], len(src) - 1)))
            stack.extend((False, a) for a in reversed(src[1:]))
        else:
            out.append(x)
    return out[0]
