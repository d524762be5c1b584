"""SWI's compiler's warnings about the variables of a clause it loads (``pl-comp.c``,
``analyse_variables()``), beside the reader's plain singletons:

- *Singleton variable in branch*: a variable introduced inside a disjunction of the body,
  used once in one of its branches and never after it;
- *Singleton variable in \\+*: one introduced inside ``\\+ Goal`` and used once there;
- *Singleton-marked variable appears more than once*: ``_X`` used twice.

The walk is SWI's, with an explicit stack (a body may be 100,000 goals deep): a branch's
variables are counted afresh in the other branch, and what is found is warned of in the
order of the variables (a head argument's first, then as they first occur)."""

from __future__ import annotations

from dataclasses import dataclass, field

from logic_minimax.prolog.core import Var, deref
from logic_minimax.prolog.parser import ReadTerm, named_var
from logic_minimax.prolog.walk import term_vars

_CONTROL = frozenset({(",", 2), (";", 2), ("|", 2), ("->", 2), ("*->", 2), ("\\+", 1),
                      (":", 2), ("$", 1), ("@", 2)})
"""SWI's control functors: their arguments are goals, analysed as the body is."""
_MAYBE, _NEGATED = 1, 2  # VD_MAYBE_SINGLETON, VD_SINGLETON


@dataclass(eq=False)
class _Info:
    order: int
    times: int = 1
    flags: int = 0


@dataclass(eq=False)
class _Entry:
    """A variable met inside a branch (SWI's ``branch_var``)."""

    info: _Info
    saved_times: int = 0
    saved_flags: int = 0


@dataclass(eq=False)
class _Walk:
    arity: int
    infos: dict[int, _Info] = field(default_factory=dict)
    entries: list[_Entry] | None = None  # None while outside every branch
    count: int = 0

    def var(self, v: Var, argn: int) -> None:
        info = self.infos.get(id(v))
        if info is None:
            order = argn if 0 <= argn < self.arity else self.arity + self.count
            self.count += 1
            info = self.infos[id(v)] = _Info(order)
            if self.entries is not None:
                self.entries.append(_Entry(info))
            return
        info.times += 1
        if info.times == 1 and self.entries is not None:
            self.entries.append(_Entry(info))
        elif info.flags & _MAYBE:
            info.flags &= ~_MAYBE

    def after_left(self, start: int) -> None:
        entries = self.entries
        assert entries is not None
        for e in entries[start:]:
            e.saved_times, e.saved_flags = e.info.times, e.info.flags
            e.info.times, e.info.flags = 0, 0

    def after_right(self, start: int, outer: list[_Entry] | None) -> None:
        entries = self.entries
        assert entries is not None
        for e in entries[start:]:
            info = e.info
            if (e.saved_times == 1 or info.times == 1) and not info.flags & _MAYBE:
                info.flags |= _MAYBE
            info.times = max(info.times, e.saved_times)
            info.flags |= e.saved_flags
            e.saved_times = e.saved_flags = 0
        if outer is None:
            self.entries = None
        else:  # one entry a variable is enough from now on: long chains of ; stay linear
            seen: set[int] = set()
            entries[start:] = [e for e in entries[start:]
                               if id(e.info) not in seen and _add(seen, id(e.info))]

    def after_not(self, start: int, outer: list[_Entry] | None) -> None:
        entries = self.entries
        assert entries is not None
        for e in entries[start:]:
            if e.info.times == 1:
                e.info.flags |= _NEGATED
        if outer is None:
            self.entries = None
        else:
            del entries[start:]


def variable_warnings(clause: object, names: tuple[tuple[str, Var], ...]) -> list[str]:
    """The lines of SWI's compiler warnings for ``clause`` (``Head :- Body`` or a fact),
    whose variables are named by ``names``."""
    named = {id(deref(v)): n for n, v in names if type(deref(v)) is Var}
    if not named:
        return []
    clause = deref(clause)
    head, body = (clause[1], clause[2]) if type(clause) is tuple and len(clause) == 3 \
        and clause[0] == ":-" else (clause, None)
    head = deref(head)
    walk = _Walk(len(head) - 1 if type(head) is tuple else 0)
    _analyse(walk, head, -1, False)
    if body is not None:
        _analyse(walk, body, walk.arity, True)
    lines = []
    for key, info in sorted(walk.infos.items(), key=lambda item: item[1].order):
        name = named.get(key)
        if name is None:
            continue
        kind = named_var(name)
        if info.flags & (_MAYBE | _NEGATED) and kind > 0:
            where = "branch" if info.flags & _MAYBE else "\\+"
            lines.append(f"Singleton variable in {where}: {name}")
        elif info.times > 1 and kind < 0:
            lines.append(f"Singleton-marked variable appears more than once: {name}")
    return lines


@dataclass(frozen=True)
class _Term:
    term: object
    argn: int
    control: bool


@dataclass(frozen=True)
class _After:
    """Where a branch (``left`` then ``right``) or a ``\\+`` (``not``) ends."""

    kind: str
    start: int
    outer: list[_Entry] | None
    right: object = None


def _analyse(walk: _Walk, term: object, argn: int, control: bool) -> None:
    stack: list[_Term | _After] = [_Term(term, argn, control)]
    while stack:
        task = stack.pop()
        if isinstance(task, _Term):
            t = deref(task.term)
            if type(t) is Var:
                walk.var(t, task.argn)
            elif type(t) is tuple:
                _enter(walk, stack, t, task.argn, task.control)
        elif task.kind == "left":
            walk.after_left(task.start)
            stack.append(_After("right", task.start, task.outer))
            stack.append(_Term(task.right, walk.arity, True))
        elif task.kind == "right":
            walk.after_right(task.start, task.outer)
        else:
            walk.after_not(task.start, task.outer)


def _enter(walk: _Walk, stack: list[_Term | _After], t: tuple[object, ...], argn: int,
           control: bool) -> None:
    key = (t[0], len(t) - 1)
    if control and key in ((";", 2), ("\\+", 1)):
        outer = walk.entries
        if outer is None:
            walk.entries = []
        start = len(walk.entries or ())
        if key == (";", 2):
            stack.append(_After("left", start, outer, t[2]))
        else:
            stack.append(_After("not", start, outer))
        stack.append(_Term(t[1], walk.arity, True))
        return
    next_argn = 0 if argn < 0 else walk.arity
    inner = control and key in _CONTROL
    for i in range(len(t) - 1, 0, -1):
        stack.append(_Term(t[i], next_argn + i - 1, inner))


def _add(seen: set[int], key: int) -> bool:
    seen.add(key)
    return True


def source_names(read: ReadTerm, clause: object) -> tuple[str | None, ...] | None:
    """The source's names of the clause's variables in the order they first occur (None
    for an anonymous one), which listing/1 shows as SWI 9's does; None when the clause is
    not the term read (term_expansion/2, a grammar rule, goal_expansion/2 made it), or
    names none."""
    if clause is not read.term or not read.names:
        return None
    named = {v: name for name, v in read.names}
    return tuple(named.get(v) for v in term_vars(clause))
