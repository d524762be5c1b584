"""Goals as typed at SWI-Prolog's ``?-`` prompt, run against a knowledge base.

``minimax/4``, ``alphabeta/5`` (Bratko's argument order), ``alphabeta/6`` (with the path),
``expectiminimax/4`` and every stored predicate. Answers print the way SWI-Prolog's
toplevel prints them.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator
from typing import Protocol, TypeAlias, Unpack

from ..errors import QueryError
from ..prolog.reader import parse_term
from ..prolog.terms import Compound, Number, Term, Var, format_term
from ..prolog.unify import Bindings, resolve, unify, variables
from ..search.registry import ALGORITHMS, SearchOptions
from ..search.tree import SearchResult
from ..syntax import INFINITIES

Answer: TypeAlias = dict[str, Term]


class Facts(Protocol):
    """What goals are run against: searches by name and stored facts (a
    :class:`~logic_minimax.kb.KnowledgeBase`, or the REPL's timed one)."""

    def search(self, pos: Hashable, algorithm: str = ...,
               **options: Unpack[SearchOptions]) -> SearchResult: ...

    def has_predicate(self, name: str, arity: int) -> bool: ...

    def facts(self, name: str, arity: int | None = ...) -> list[tuple[Term, ...]]: ...

    def predicates(self) -> list[tuple[str, int]]: ...


def parse_goal(text: str) -> Compound:
    """The goal of ``text`` (``?-`` and the final ``.`` optional)."""
    term = parse_term(text)
    if isinstance(term, str):
        return Compound(term, ())
    if not isinstance(term, Compound):
        raise QueryError(f"{format_term(term)} is not a goal")
    return term


def solve(kb: Facts, goal: Compound) -> Iterator[Answer]:
    """Every answer to ``goal``: the values of its named variables, in order."""
    names = variables(goal)
    for bindings in _run(kb, goal):
        yield _answer(names, bindings)


def answer_of(term: Term, bindings: Bindings) -> Answer:
    """The values ``bindings`` give the named variables of ``term``, in order."""
    return _answer(variables(term), bindings)


def _answer(names: list[Var], bindings: Bindings) -> Answer:
    answer: Answer = {}
    for var in names:
        value = resolve(var, bindings)
        if value != var:
            answer[var.name] = value
    return answer


def search_goals() -> list[str]:
    """The goals the searches answer: ``minimax/4``, ``alphabeta/5``, ``alphabeta/6``, ..."""
    return [f"{a.name}/{n}" for a in ALGORITHMS.values()
            for n in ((5, 6) if a.window else (4,))]


def _run(kb: Facts, goal: Compound) -> Iterator[Bindings]:
    name, args = goal.name, goal.args
    chosen = ALGORITHMS.get(name)
    if chosen is not None and f"{name}/{len(args)}" in search_goals():
        pos = position_arg(args[0], goal)
        if chosen.window:  # Pos, Alpha, Beta, GoodPos, Val[, Path]
            result = kb.search(pos, name, alpha=_bound(args[1], "Alpha"),
                               beta=_bound(args[2], "Beta"))
            yield from _unify_result(args[3:], result, with_path=len(args) == 6)
        else:  # Pos, BestPos, Val, Path
            yield from _unify_result(args[1:], kb.search(pos, name), with_path=True)
    elif kb.has_predicate(name, len(args)):
        for row in kb.facts(name, len(args)):
            bindings: Bindings = {}
            if unify(args, row, bindings):
                yield bindings
    else:
        known = ", ".join(f"{n}/{a}" for n, a in kb.predicates())
        raise QueryError(f"unknown procedure {goal.indicator} (goals: "
                         f"{', '.join(search_goals())}{', ' + known if known else ''})")


def _unify_result(outputs: tuple[Term, ...], result: SearchResult,
                  with_path: bool) -> Iterator[Bindings]:
    # A leaf has no best position: Prolog leaves that argument free, so it matches anything.
    best: Term = Var("_") if result.best is None else result.best  # type: ignore[assignment]
    values: tuple[Term, ...] = (best, result.value)
    if with_path:
        values += (tuple(result.path),)  # type: ignore[arg-type]
    bindings: Bindings = {}
    if unify(outputs, values, bindings):
        yield bindings


def position_arg(term: Term, goal: Compound) -> str | int:
    """The position a goal's first argument names (an atom or an integer).

    Raises:
        QueryError: an unbound variable, or a term that is no position.
    """
    if isinstance(term, Var):
        raise QueryError(f"{goal.indicator} needs a position as its first argument, "
                         f"not the unbound variable {term.name}")
    if isinstance(term, str) or (isinstance(term, int) and not isinstance(term, bool)):
        return term
    raise QueryError(f"{format_term(term)} is not a position (an atom or an integer)")


def _bound(term: Term, what: str) -> Number:
    if isinstance(term, (int, float)) and not isinstance(term, bool):
        return term
    if isinstance(term, str) and term in ("inf", "infinite"):
        return INFINITIES[term]
    if isinstance(term, Compound) and len(term.args) == 1 and \
            isinstance(term.args[0], str) and term.name + term.args[0] in INFINITIES:
        return INFINITIES[term.name + term.args[0]]  # -inf is -(inf) as in SWI, not '-inf'
    raise QueryError(f"{what} must be a number, inf or -inf, not {format_term(term)}")


def format_answer(answer: Answer) -> str:
    """One answer as SWI's toplevel shows it, without the final ``.`` or `` ;``."""
    if not answer:
        return "true"
    return ",\n".join(f"{name} = {format_term(value)}" for name, value in answer.items())


def format_answers(answers: list[Answer]) -> str:
    """All answers, as if ``;`` had been typed after each: ``false.`` when there is none."""
    if not answers:
        return "false."
    return " ;\n".join(format_answer(a) for a in answers) + "."
