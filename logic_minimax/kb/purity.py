"""Whether a goal's answers depend only on the program's text: what the answer cache may
remember (a second run of the same goal over unchanged files prints the same).

A goal is impure when anything it may reach (its own term, and the clauses of every
predicate it may call, transitively) names something whose result changes from run to
run or that changes the program: randomness, time, statistics, input, global variables,
flags, the database, files.  The test looks at names only (an atom ``random`` anywhere in
a reachable clause is enough), so it errs on the side of running the goal again.
"""

from __future__ import annotations

from ..prolog.builtins.database import clause_items, clause_term
from ..prolog.core import Var, deref
from ..prolog.engine import Engine

IMPURE = frozenset((
    "random", "random_between", "random_member", "random_select", "random_permutation",
    "random_float", "random_subseq", "set_random", "setrand", "getrand", "rand",
    "crypto_n_random_bytes", "get_time", "statistics", "cputime", "realtime", "walltime",
    "format_time", "date_time_stamp", "stamp_date_time", "sleep", "shell", "getenv",
    "setenv", "unsetenv", "tmp_file", "tmp_file_stream", "exists_file", "exists_directory",
    "directory_files", "file_base_name", "time_file", "size_file", "nb_setval", "b_setval",
    "nb_getval", "b_getval", "recorda", "recordz", "recorded", "erase", "flag", "gensym",
    "reset_gensym", "succ_or_fail", "assert", "asserta", "assertz", "retract",
    "retractall", "abolish", "set_prolog_flag", "op", "consult", "ensure_loaded",
    "use_module", "make", "include", "load_files", "read", "read_term",
    "read_line_to_string", "read_line_to_codes", "read_term_from_atom", "get_char",
    "get_code", "get_byte", "peek_char", "peek_code", "peek_byte", "see", "seen", "tell",
    "told", "open", "close", "current_input", "current_output", "set_input", "set_output",
    "prompt", "trace", "notrace", "spy", "nospy", "leash", "visible", "halt",
    "garbage_collect", "delete_file", "read_file_to_string", "at_end_of_stream",
    "stream_property",
))
"""Names whose presence makes a goal worth running again."""


def is_pure(engine: Engine, goal: object) -> bool:
    """Whether nothing ``goal`` may reach names an :data:`IMPURE` predicate or function."""
    by_name: dict[str, list[tuple[str, int]]] = {}
    for key in engine.preds:
        by_name.setdefault(key[0], []).append(key)
    seen: set[tuple[str, int]] = set()
    terms = [goal]
    while terms:
        for name, arity in _names(terms.pop()):
            if name in IMPURE:
                return False
            # A bare name may be called with more arguments (maplist(p, L)): every arity.
            for key in by_name.get(name, []) if arity == 0 else [(name, arity)]:
                pred = engine.preds.get(key)
                if pred is None or key in seen or pred.control != 0:
                    continue
                seen.add(key)
                if pred.table is None:  # a table holds facts, which call nothing
                    terms.extend(clause_term(c)[1] for c in clause_items(pred))
    return True


def _names(term: object) -> set[tuple[str, int]]:
    """Every atom and functor of ``term`` (an atom as name/0)."""
    found: set[tuple[str, int]] = set()
    stack = [term]
    while stack:
        t = deref(stack.pop())
        if type(t) is str:
            found.add((t, 0))
        elif type(t) is tuple:
            found.add((t[0], len(t) - 1))
            stack.extend(t[1:])
        elif type(t) is Var:
            continue
    return found
