"""What a name is, for the kernel's inspection (Shift+Tab): the searches and the
toplevel's own goals with the REPL's ``help.`` texts, the program's predicates with
where they come from and their clauses as ``listing/1`` prints them, the built-ins and
library predicates by kind."""

from __future__ import annotations

import io
import re

from ..app.repl import SEARCH_GOALS, TOPLEVEL_GOALS, Repl
from ..errors import LogicMinimaxError
from ..kb.goals import run
from ..prolog.builtins import PROTECTED
from ..prolog.write import show

LISTED = 20
"""Lines of a predicate's listing shown."""

def word_at(code: str, cursor: int) -> str:
    """The atom the cursor is in or just after (``minim|ax(`` gives ``minimax``)."""
    start = cursor
    while start > 0 and (code[start - 1].isalnum() or code[start - 1] == "_"):
        start -= 1
    end = cursor
    while end < len(code) and (code[end].isalnum() or code[end] == "_"):
        end += 1
    word = code[start:end]
    return word if word[:1].islower() else ""


def describe(toplevel: Repl, name: str) -> str:
    """Everything known of the predicates called ``name``, or ``""``."""
    if not name:
        return ""
    parts = [f"{usage}\n    {text}" for usage, text in [*SEARCH_GOALS, *TOPLEVEL_GOALS]
             if re.match(rf"{re.escape(name)}\b", usage)]
    kb = toplevel.kb
    for (pred_name, arity), pred in sorted(kb.engine.preds.items(), key=lambda p: p[0][1]):
        if pred_name != name or not pred.defined:
            continue
        indicator = f"{show(name)}/{arity}"
        if kb.defines(name, arity):
            count = pred.count()
            where = f", from {pred.source}:{pred.line}" if pred.source else ""
            parts.append(f"{indicator}: the program's ({count} clause"
                         f"{'' if count == 1 else 's'}{where})\n{_listing(toplevel, indicator)}")
        elif pred.library:
            parts.append(f"{indicator}: a library predicate, as SWI-Prolog's")
        else:
            iso = " [ISO]" if (name, arity) in PROTECTED else ""
            parts.append(f"{indicator}: a built-in predicate{iso}")
    return "\n\n".join(parts)


def _listing(toplevel: Repl, indicator: str) -> str:
    """The predicate's clauses as ``listing/1`` prints them (the first :data:`LISTED`
    lines)."""
    out = io.StringIO()
    try:
        for _ in run(toplevel.kb, f"listing({indicator})", out):
            break
    except LogicMinimaxError:
        return ""
    lines = out.getvalue().rstrip("\n").splitlines()
    more = len(lines) - LISTED
    return "\n".join(lines[:LISTED] + ([f"% ... {more} more lines"] if more > 0 else []))
