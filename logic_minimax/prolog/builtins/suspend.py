"""A call to a table still being computed (SLG resolution's consumer, slg.py): its
continuation, up to the delimiter of the answer it works for (continuation.py), waits on
the table's worklist; the leader's completion gives it each answer in turn
(``'$tbl_work'/2``), with its delays put back, and runs it (``'$tbl_resume'/1``).
"""

from __future__ import annotations

from collections.abc import Iterator

from logic_minimax.errors import PrologError
from logic_minimax.prolog.builtins import construct, nondet, wfs
from logic_minimax.prolog.builtins.slg import NEGATION, Suspension
from logic_minimax.prolog.builtins.tablestate import Table, Tabling, table_of, tabling_of
from logic_minimax.prolog.continuation import Blocked, continuation, resumed
from logic_minimax.prolog.core import Var, deref, domain_error, make_list, proper_list, unify
from logic_minimax.prolog.interface import Solver
from logic_minimax.prolog.kinds import FAIL, Cont
from logic_minimax.prolog.walk import copy_term, term_vars


@construct("$tbl_suspend", 2)
def tbl_suspend(s: Solver, g: tuple[object, ...], cb: int, depth: int, cont: Cont) -> Cont:
    """'$tbl_suspend'(Handle, Goal): Goal calls the table, still being computed: its
    continuation waits on the table's worklist, and runs with each answer (slg.py)."""
    suspend(s, table_of(s, g[1]), g[2], cont, tnot=False)
    return FAIL


def suspend(s: Solver, table: Table, goal: object, cont: Cont, tnot: bool) -> None:
    """Keep the continuation ``cont`` of ``goal`` (a call of the table, or tnot/1's of it
    if ``tnot``) on the table's worklist, with a copy of the running goal's delays; the
    caller then fails, on to its other choices (as SWI's shift/1 to its delim/4)."""
    state = tabling_of(s)
    try:
        found = continuation(s.engine, cont, s.engine.preds[("$tbl_new_answer", 2)])
    except Blocked as blocked:
        raise _no_delimiter(table, goal, blocked.args[0]) from None
    if found is None:  # a goal run apart (a hook's), outside the table's evaluation
        raise _no_delimiter(table, goal, Var())
    goals, preds = found
    target = table_of(s, goals[-1][1])  # type: ignore[index]  # '$tbl_new_answer'(T, _)
    items = wfs.items(state.delays)
    shown = make_list([i[3] if i[0] == "+" else "true" for i in items])
    term: tuple[object, ...] = copy_term(("$susp", goal, ("$goals", *goals), shown))  # type: ignore[assignment]
    meta = tuple(i[:3] for i in items)
    assert table.worklist is not None
    table.worklist.add_suspension(Suspension(term, tuple(preds), meta, target, tnot))


def _no_delimiter(table: Table, goal: object, message: object) -> PrologError:
    """SWI's error for a continuation that cannot be kept (its shift/1 finds no reset)."""
    names = term_vars(goal)
    skeleton = ("ret", *names) if names else "ret"
    return PrologError(("error", ("existence_error", "reset",
                                  ("call_info", copy_term(skeleton), id(table))),
                        ("context", ("/", "shift", 1), message)))


@nondet("$tbl_work", 2)
def tbl_work(s: Solver, g: tuple[object, ...]) -> Iterator[bool]:
    """'$tbl_work'(Handle, Suspension): the work of the leader's component, each a
    suspension given an answer (its call bound to it, its delays put back), for
    ``'$tbl_resume'/1`` to run, until there is none."""
    state = tabling_of(s)
    wl = table_of(s, g[1]).worklist
    scc = wl.leads if wl is not None else None
    if scc is None:
        raise domain_error("table_leader", deref(g[1]))
    while (found := scc.pop()) is not None:
        table = found.table
        for answer, suspension in found.work():
            mark = len(s.trail)
            if _resume(s, state, table, answer, suspension) and \
                    unify(g[2], suspension, s.trail):
                yield True
            s.undo(mark)


def _resume(s: Solver, state: Tabling, table: Table, answer: object,
            suspension: Suspension) -> bool:
    """Give the answer to the suspension: its call bound to it, its delays put back (the
    answer's own added if conditional, the negation's for a negative one); false if
    the answer is not for it (removed since, a negation for a positive call, a negation
    since refuted)."""
    term = suspension.term
    if answer is NEGATION:
        if not suspension.tnot or table.unconditional():
            return False
        item: wfs.Item | None = ("-", table)
    else:
        at = table.keys.get(answer)
        if at is None or suspension.tnot:
            return False
        found = table.answers[at]
        if not unify(term[1], copy_term(found) if answer in table.open else found, s.trail):
            return False
        item = None
        if answer in table.conds:  # a moded one shown as its call, as SWI does
            item = ("+", table, answer, term[1] if table.modes is None
                    else copy_term(table.goal))
    chain: wfs.Chain = None
    if suspension.delays:
        shown = proper_list(term[3])
        for meta, goal in zip(reversed(suspension.delays), reversed(shown), strict=True):
            chain = ((*meta, goal) if meta[0] == "+" else meta, chain)
    if item is not None:
        chain = (item, chain)
    if chain is not state.delays:
        wfs.set_delays(s, state, chain)
    state.running = suspension.target
    return True


@construct("$tbl_resume", 1)
def tbl_resume(s: Solver, g: tuple[object, ...], cb: int, depth: int, cont: Cont) -> Cont:
    """Run a suspension's goals (its cuts local), given its answer by ``'$tbl_work'/2``;
    if its answer's addition succeeds (completes the table), what it left is cut, as
    SWI's delim/4 does."""
    suspension = deref(g[1])
    if not isinstance(suspension, Suspension):  # only '$tbl_work'/2 makes one
        raise domain_error("suspension", suspension)
    goals: tuple[object, ...] = suspension.term[2]  # type: ignore[assignment]
    base = len(s.cps)
    done = ("!", s.engine.preds[("!", 0)], base, depth, cont)
    return resumed(goals[1:], suspension.preds, base, depth, done)
