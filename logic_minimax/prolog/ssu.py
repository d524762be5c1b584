"""SWI-Prolog's single-sided-unification rules, as plain clauses: ``Head, Guard => Body``
commits once the head subsumes the goal (bindings flow only into the rule) and the guard
holds (``?=>`` does not commit); after a file's rules, a last clause raises SWI's
``existence_error(matching_rule, Goal)`` for a call none of them matched."""

from __future__ import annotations

from logic_minimax.prolog.core import Var, deref


def ssu_head(rule: tuple[object, ...]) -> object:
    """The head of a rule, its guard aside."""
    head = deref(rule[1])
    return deref(head[1]) if type(head) is tuple and head[0] == "," and len(head) == 3 \
        else head


def ssu_clause(rule: tuple[object, ...], name: str, arity: int) -> object:
    """The clause for a rule whose head is ``name/arity``."""
    head, guard = ssu_head(rule), deref(rule[1])
    guard = guard[2] if guard is not head and type(guard) is tuple else "true"
    args = tuple(Var() for _ in range(arity))
    call = (name, *args) if args else name
    match = (",", ("subsumes_term", head, call), (",", ("=", head, call), guard))
    commit = (",", match, "!") if rule[0] == "=>" else match
    return (":-", call, (",", commit, rule[2]))


def no_match_clause(name: str, arity: int, module: str = "user") -> object:
    """The last clause of a predicate of rules: no rule matched the call (the goal
    qualified with its module, but ``user``'s)."""
    args = tuple(Var() for _ in range(arity))
    call = (name, *args) if args else name
    culprit = call if module == "user" else (":", module, call)
    ball = ("error", ("existence_error", "matching_rule", culprit),
            ("context", ("/", name, arity), Var()))
    return (":-", call, ("throw", ball))
