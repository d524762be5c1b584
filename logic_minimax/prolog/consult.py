"""Consulting Prolog text as SWI-Prolog does.

Clauses are added in order; ``:- Goal`` directives run when read (a failing or raising
directive is a warning, and loading goes on); ``:- initialization(G)`` runs after the load.
Consulting a source again first removes the clauses it defined; a predicate defined in
another source is redefined with SWI's warning.  Syntax errors are reported as
``file:line:col`` and the reader goes on at the next clause; singleton variables and
clauses not together in the file are warned about as SWI does.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from logic_minimax.errors import PrologError, PrologSyntaxError
from logic_minimax.prolog.core import Var, deref
from logic_minimax.prolog.machine import USER
from logic_minimax.prolog.messages import error_message
from logic_minimax.prolog.parser import Reader, ReadTerm

if TYPE_CHECKING:
    from logic_minimax.prolog.engine import Engine


def consult(engine: Engine, text: str, source: str,
            skip: Callable[[ReadTerm], bool] | None = None) -> None:
    """Consult ``text``; clauses for which ``skip`` says so are left out (a caller that
    keeps some of a file's facts elsewhere)."""
    for key in engine.sources.pop(source, set()):
        pred = engine.preds.get(key)
        if pred is not None and pred.source == source:
            pred.clear()
    defined: set[tuple[str, int]] = set()
    engine.sources[source] = defined
    reader = Reader(text, source, engine.ops, str(engine.flags["double_quotes"]))
    previous, engine.loading = engine.loading, source
    first_init = len(engine.initialization)
    last: tuple[str, int] | None = None
    try:
        while True:
            try:
                read = reader.read_clause()
            except PrologSyntaxError as e:
                message = e.message[:1].upper() + e.message[1:]
                engine.warn(f"ERROR: {e.location}: Syntax error: {message}")
                reader.skip_to_end()
                continue
            if read is None:
                break
            if skip is not None and skip(read):
                continue
            last = _load_one(engine, read, source, defined, last)
    finally:
        engine.loading = previous
    inits = engine.initialization[first_init:]
    del engine.initialization[first_init:]
    for goal, _, _ in inits:
        _run_directive(engine, goal, source, 0)


def _load_one(engine: Engine, read: ReadTerm, source: str, defined: set[tuple[str, int]],
              last: tuple[str, int] | None) -> tuple[str, int] | None:
    term = deref(read.term)
    if type(term) is tuple and term[0] == ":-" and len(term) == 2:
        _run_directive(engine, term[1], source, read.line)
        return last
    if type(term) is tuple and term[0] == "?-" and len(term) == 2:
        _run_directive(engine, term[1], source, read.line)
        return last
    if type(term) is tuple and term[0] == "-->" and len(term) == 3:
        term = _translate_dcg(engine, term, source, read.line)
        if term is None:
            return last
    head = deref(term[1]) if type(term) is tuple and term[0] == ":-" and len(term) == 3 \
        else term
    if type(head) is tuple:
        key = (str(head[0]), len(head) - 1)
    elif type(head) is str:
        key = (head, 0)
    else:
        _warn_error(engine, source, read.line, ("error", ("type_error", "callable", head),
                                                Var()))
        return last
    pred = engine.pred(*key)
    if key not in defined:
        if pred.library:
            engine.own(pred)
        elif pred.control == USER and pred.source not in (None, source) and pred.clauses \
                and not pred.dynamic:
            engine.warn(f"Warning: {source}:{read.line}:\nWarning:    Redefined static "
                        f"procedure {key[0]}/{key[1]}\nWarning:    Previously defined at "
                        f"{pred.source}")
            pred.clear()
        defined.add(key)
        pred.source = source
    elif key != last and not pred.discontiguous and pred.clauses:  # declared, then defined
        engine.warn(f"Warning: {source}:{read.line}:\nWarning:    Clauses of "
                    f"{key[0]}/{key[1]} are not together in the source-file")
    if read.singletons:
        names = ",".join(read.singletons)
        engine.warn(f"Warning: {source}:{read.line}:\nWarning:    Singleton variables: "
                    f"[{names}]")
    try:
        engine.add_clause(term, source=source, line=read.line)
    except PrologError as e:
        _warn_error(engine, source, read.line, e.term)
    return key


def _translate_dcg(engine: Engine, rule: object, source: str, line: int) -> object:
    """The clause a grammar rule ``Head --> Body`` stands for (None after an error)."""
    clause = Var()
    try:
        if engine.once(("$dcg_rule", rule, clause)):
            return deref(clause)
    except PrologError as e:
        _warn_error(engine, source, line, e.term)
        return None
    _warn_error(engine, source, line, ("error", ("type_error", "dcg_rule", rule), Var()))
    return None


def _run_directive(engine: Engine, goal: object, source: str, line: int) -> None:
    try:
        ok = engine.once(goal)
    except PrologError as e:
        _warn_error(engine, source, line, e.term)
        return
    if not ok:
        from logic_minimax.prolog.write import term_to_text
        engine.warn(f"Warning: {source}:{line}:\nWarning:    Goal (directive) failed: "
                    f"user:{term_to_text(goal)}")


def _warn_error(engine: Engine, source: str, line: int, ball: object) -> None:
    engine.warn(f"ERROR: {source}:{line}:\nERROR:    {error_message(ball)}")
