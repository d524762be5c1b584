"""What a file's clause of a predicate that already has clauses does, as SWI-Prolog 9
decides it (``redefineProcedure`` in ``pl-proc.c``).

A clause of the file's own predicate away from the others is warned about (``Clauses of
p/1 are not together``), unless the predicate is ``discontiguous``.  A first clause of a
predicate defined elsewhere redefines it, unless it is ``multifile``: the clauses from
another file, or asserted at the toplevel, are wiped, with SWI's warning (``Redefined
static procedure``, whatever the predicate was, and where its first clause stood when a
file gave it), and the predicate is static again.  A file that declared the predicate
``dynamic`` while no file had it (``assertz`` at the toplevel, then ``:- dynamic``) adds
to its clauses instead.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from logic_minimax.prolog.libexports import exports
from logic_minimax.prolog.modules import current_module

if TYPE_CHECKING:
    from logic_minimax.prolog.database import Pred
    from logic_minimax.prolog.engine import Engine


def first_clause(engine: Engine, pred: Pred, source: str, line: int,
                 weak: str | None = None) -> None:
    """``source``'s first clause of ``pred``, at ``line``: the program's own definition
    takes over a library's (warned of when the file loaded that library: SWI's weak
    import; ``weak``, the module it was imported from, for a library that is a module)
    or another file's."""
    into = current_module(engine)
    libraries = [(weak, frozenset({(pred.name, pred.arity)}))] if weak is not None else \
        [exports(library) for library in engine.imports.get(into, ())]
    for module, exported in libraries:
        if (pred.name, pred.arity) in exported:
            engine.warn(f"Warning: {source}:{line}:\nWarning:    Local definition of {into}:"
                        f"{pred.indicator} overrides weak import from {module}")
            break
    if pred.library:
        engine.own(pred)
    else:
        _take_over(engine, pred, source, line)


def _take_over(engine: Engine, pred: Pred, source: str, line: int) -> None:
    """``source``'s first clause of ``pred``, at ``line``: the clauses it had from
    elsewhere go, with SWI's warning."""
    if pred.multifile or not pred.count() or pred.source == source:
        return  # (``source`` declared it dynamic when no file had it: it adds)
    place = pred.first_place()
    if place is not None and place[0] == source:
        return
    previously = f"\nWarning:    Previously defined at {place[0]}:{place[1]}" if place else ""
    engine.warn(f"Warning: {source}:{line}:\nWarning:    Redefined static procedure "
                f"{pred.indicator}{previously}")
    pred.clear()
    pred.dynamic = False


def apart(engine: Engine, pred: Pred) -> bool:
    """Whether the clauses of ``pred`` may stand apart without a warning."""
    return pred.discontiguous or "discontiguous" not in engine.styles or \
        (pred.name, pred.arity) in engine.unordered


def discontiguous(engine: Engine, pred: Pred, source: str, line: int,
                  current: Pred | None) -> None:
    """A clause of ``pred`` at ``line`` while the file was at another predicate,
    ``current``."""
    if not pred.count() or apart(engine, pred):
        return
    place = pred.first_place()
    earlier = f"\nWarning:    Earlier definition at {place[0]}:{place[1]}" if place else ""
    now = f"\nWarning:    Current predicate: {current.indicator}" if current else ""
    engine.warn(f"Warning: {source}:{line}:\nWarning:    Clauses of {pred.indicator} are not "
                f"together in the source-file{earlier}{now}\nWarning:    Use :- discontiguous "
                f"{pred.indicator}. to suppress this message")
