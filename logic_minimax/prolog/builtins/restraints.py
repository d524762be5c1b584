"""Tabling restraints, as SWI-Prolog's (its manual's "Tabling restraints"; pl-tabling.c):
bounds on the size of a tabled call, on the size of its answers and on their number.

- ``:- table p/1 as max_answers(N)``: the answer after the N-th is not added; the most
  general answer ``p(_)`` is, *undefined* under ``answer_count_restraint`` (bounded
  rationality), and the table's evaluation stops there.
- ``max_table_subgoal_size`` (flag) or ``subgoal_abstract(N)``: a call with an argument of
  more than N compound cells trips the wire ``max_table_subgoal_size``;
  ``max_table_answer_size`` or ``answer_abstract(N)``: so does an answer whose bindings'
  arguments are that large (so a cyclic one), the wire ``max_table_answer_size``.  The
  flags ``..._action`` say what then: ``error`` (the default) throws
  ``resource_error(tripwire(Wire, Context))``, ``fail`` (answers only) drops the answer.
- ``max_answers_for_subgoal`` (flag): the table's answer after N trips its wire.

Sizes are counted as SWI's tries count them: compound cells, depth first, in each
argument of the call's arguments (a call) or of the answer's bindings (an answer).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from logic_minimax.errors import PrologError
from logic_minimax.prolog.core import Var, deref, domain_error, instantiation_error
from logic_minimax.prolog.interface import Solver
from logic_minimax.prolog.walk import copy_term

if TYPE_CHECKING:
    from logic_minimax.prolog.builtins.tablestate import Table

_OPTIONS = ("max_answers", "subgoal_abstract", "answer_abstract")


@dataclass(frozen=True)
class Restraints:
    """A tabled predicate's own bounds (None: the flag's, if any)."""

    max_answers: int | None = None
    subgoal_abstract: int | None = None
    answer_abstract: int | None = None


def restraining(s: Solver) -> bool:
    """Whether a flag bounds every table's answers."""
    flags = s.engine.flags
    return "max_table_answer_size" in flags or "max_answers_for_subgoal" in flags


def restraints(s: Solver, options: list[object]) -> Restraints | None:
    """The bounds of ``Spec as Options`` (None if none): the last of each wins; a bound
    is an integer (``off``, ``false``, ``infinite``: none, as SWI's '$table_option'/2).  While
    ``max_table_subgoal_size_action`` is ``abstract``, a table is declared
    ``subgoal_abstract`` at ``max_table_subgoal_size`` (SWI's tabling defaults)."""
    found: dict[str, int | None] = {}
    level = _size_flag(s, "max_table_subgoal_size")
    if _action(s, "max_table_subgoal_size") == "abstract" and level is not None:
        found["subgoal_abstract"] = level
    for option in options:
        if type(option) is tuple and option[0] in _OPTIONS:
            value = deref(option[1])
            if type(value) is Var:
                raise instantiation_error()
            if type(value) is int and value >= 0:
                found[str(option[0])] = value
            elif value in ("off", "false", "infinite"):
                found.pop(str(option[0]), None)
            else:
                raise domain_error("nonneg_or_false", value)
    return Restraints(**found) if found else None


def _size_flag(s: Solver, name: str) -> int | None:
    value = s.engine.flags.get(name)
    return value if type(value) is int else None


def _action(s: Solver, wire: str) -> object:
    return s.engine.flags.get(f"{wire}_action", "error")


def _abstract(t: object, limit: int) -> object:
    """The term with each compound cell after the first ``limit`` (depth first) a fresh
    variable, as SWI's trie lookup abstracts it."""
    count = 0
    out: list[object] = []
    todo: list[tuple[object, bool]] = [(t, False)]
    while todo:
        x, built = todo.pop()
        if built:  # its arguments are on ``out``
            n = len(x) - 1  # type: ignore[arg-type]
            args = out[len(out) - n:]
            del out[len(out) - n:]
            out.append((x[0], *args))  # type: ignore[index]
            continue
        x = deref(x)
        if type(x) is not tuple:
            out.append(x)
        elif count >= limit:
            out.append(Var())
        else:
            count += 1
            todo.append((x, True))
            todo.extend((a, False) for a in reversed(x[1:]))
    return out[0]


def _larger(t: object, limit: int) -> bool:
    """More than ``limit`` compound cells in the term (a cyclic one has no end)."""
    stack = [t]
    count = 0
    while stack:
        x = deref(stack.pop())
        if type(x) is tuple:
            count += 1
            if count > limit:
                return True
            stack.extend(x[1:])
    return False


def _args_abstracted(args: tuple[object, ...], limit: int) -> tuple[tuple[object, ...], bool]:
    if not any(_larger(a, limit) for a in args):
        return args, False
    return tuple(_abstract(a, limit) for a in args), True


def _tripwire(wire: str, context: object) -> PrologError:
    return PrologError(("error", ("resource_error", ("tripwire", wire, context)), Var()))


def call_of(s: Solver, own: Restraints | None, goal: object,
            abstract: bool = True) -> object:
    """The call to table: the goal, or (``subgoal_abstract(N)`` with the action
    ``abstract``, unless ``abstract`` is false) the goal with its arguments abstracted to
    size N, whose table's answers the goal takes those of that unify."""
    limit = own.subgoal_abstract if own is not None and own.subgoal_abstract is not None \
        else _size_flag(s, "max_table_subgoal_size")
    if limit is None or type(goal) is not tuple:
        return goal
    args, abstracted = _args_abstracted(goal[1:], limit)
    if not abstracted:
        return goal
    action = _action(s, "max_table_subgoal_size")
    if action == "abstract" and abstract and own is not None \
            and own.subgoal_abstract is not None:
        return (goal[0], *args)
    if action in ("error", "abstract"):  # abstract only a subgoal_abstract predicate
        raise _tripwire("max_table_subgoal_size",
                        (":", "user", (goal[0], *(Var() for _ in args))))
    if action != "warning":
        raise domain_error("restraint_action", action)
    return goal


def _bindings(goal: object, answer: object) -> list[tuple[Var, object]]:
    """The call's variables and what the answer binds them to (SWI's ``ret/N`` term),
    first occurrence first."""
    out: list[tuple[Var, object]] = []
    seen: set[int] = set()
    stack = [(goal, answer)]
    while stack:
        g, a = stack.pop()
        g = deref(g)
        if type(g) is Var:
            if id(g) not in seen:
                seen.add(id(g))
                out.append((g, a))
        elif type(g) is tuple and id(g) not in seen:
            seen.add(id(g))  # a cyclic call is walked once
            a = deref(a)
            stack.extend(reversed(list(zip(g[1:], a[1:], strict=True))))
    return out


def answer_restraint(s: Solver, own: Restraints | None, table: Table,
                     answer: object) -> tuple[str, object]:
    """A new answer against its size bound: ``("ok", answer)``, ``("drop", None)``, or
    (bounded rationality) ``("radial", abstracted)``, to be added under
    ``radial_restraint``."""
    limit = own.answer_abstract if own is not None and own.answer_abstract is not None \
        else _size_flag(s, "max_table_answer_size")
    if limit is None:
        return "ok", answer
    mapping: dict[int, object] = {}
    for v, b in _bindings(table.goal, answer):
        b = deref(b)
        if type(b) is tuple:
            args, abstracted = _args_abstracted(b[1:], limit)
            if abstracted:
                mapping[id(v)] = (b[0], *args)
    if not mapping:
        return "ok", answer
    action = _action(s, "max_table_answer_size")
    if action == "fail":
        return "drop", None
    if action == "warning":
        return "ok", answer
    if action == "bounded_rationality":
        return "radial", _substitute(table.goal, mapping, answer)
    raise _tripwire("max_table_answer_size", id(table))


def _substitute(goal: object, mapping: dict[int, object], answer: object) -> object:
    """The answer with the bindings in ``mapping`` (by the call's variables) replaced."""
    trail: list[Var] = []
    for v, b in _bindings(goal, answer):
        trail.append(v)
        v.ref = mapping.get(id(v), b)
    out = copy_term(goal)
    for v in trail:
        v.ref = None
    return out


def over_count(s: Solver, own: Restraints | None, table: Table) -> bool:
    """Whether a new answer is one too many: true under ``max_answers(N)`` (bounded
    rationality); ``max_answers_for_subgoal`` trips its wire."""
    if own is not None and own.max_answers is not None:
        return len(table.answers) >= own.max_answers
    limit = _size_flag(s, "max_answers_for_subgoal")
    if limit is not None and len(table.answers) == limit:
        action = _action(s, "max_answers_for_subgoal")
        if action == "error":
            raise _tripwire("max_answers_for_subgoal", id(table))
    return False


def general(answer: object) -> object:
    """The most general answer of the table (``p(_, _)``)."""
    if type(answer) is tuple:
        return (answer[0], *(Var() for _ in answer[1:]))
    return answer
