"""Positions written as text: a root given on the command line (``--root``), in a job or a
request, read as a Prolog term by the engine's reader (never evaluated), and positions
written back for JSON.

A root is any ground term: an atom (``a``, ``'x...o....'``), an integer, a compound
(``s(5, max)``) or a list (a board, ``[x, o, e, e, x, e, e, e, e]``). A text that a fact
names as an atom as it stands (``x...o....``, unquoted, from a generated fact file) is
that atom.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Protocol

from ..errors import PrologSyntaxError, QueryError
from ..prolog.parser import Reader
from ..prolog.terms import format_term
from .analysis import TreeSummary
from .convert import from_engine

__all__ = ["json_position", "read_position", "root_position"]


class Positions(Protocol):
    """What a root is found in (a :class:`~logic_minimax.kb.KnowledgeBase`)."""

    def knows(self, pos: Hashable) -> bool: ...

    def summary(self) -> TreeSummary: ...


def read_position(text: str, source: str = "<position>") -> Hashable:
    """The position ``text`` writes as a Prolog term, read by the engine's reader.

    Raises:
        PrologSyntaxError: not a term (``source:line:col``, a caret, what was expected).
        QueryError: a term with variables (a position is ground).
    """
    body = text.strip()
    clause = body if body.endswith(".") else body + " ."
    reader = Reader(clause + "\n", source)
    read = reader.read_clause()
    if read is None:
        raise PrologSyntaxError("no position", source, 1, 1, text, "a position such as a, "
                                "3 or s(5, max)")
    if reader.read_clause() is not None:
        raise PrologSyntaxError("more than one term", source, 1, 1, text, "one position")
    if read.names or read.singletons:
        raise QueryError(f"{source} {body} has variables: a position is a ground term "
                         "such as s(5, max)")
    try:
        position = from_engine(read.term)
    except QueryError:  # an anonymous variable
        raise QueryError(f"{source} {body} has variables: a position is a ground term "
                         "such as s(5, max)") from None
    return position  # ground: atoms, numbers, tuples, compounds


def root_position(kb: Positions, root: str | int | None, option: str = "--root") -> Hashable:
    """The position ``root`` names in ``kb`` (``option`` is how the user gave it, for
    messages): by default the tree's only root; else the term the text reads as (``3``,
    ``s(5, max)``, a list), or the atom the text is if the facts name that atom and not
    the term (``x...o....`` unquoted, ``'3'``).

    Raises:
        QueryError: no root given and the facts have none, or several; a term with
            variables.
        PrologSyntaxError: the text is no term.
    """
    if root is None:
        roots = kb.summary().roots
        if len(roots) == 1:
            return roots[0]
        if not roots:
            raise QueryError("the facts have no root (a position with moves that is "
                             f"nobody's successor): name one with {option}")
        shown = ", ".join(format_term(r) for r in roots[:10])
        raise QueryError(f"the facts have {len(roots)} roots ({shown}): choose with {option}")
    if isinstance(root, int):
        return root
    try:
        position = read_position(root, option)
    except (PrologSyntaxError, QueryError):
        if kb.knows(root):  # an atom the facts write unquoted: x...o....
            return root
        raise
    # '3' quoted in the facts, read as 3 (rules may answer for any term: facts decide)
    return root if position != root and not kb.knows(position) and kb.knows(root) \
        else position


def json_position(pos: Hashable) -> str | int:
    """A position for JSON: an atom as its name, an integer as a number, any other term as
    Prolog writes it (``s(4, min)``, ``[x, o, e]``)."""
    if isinstance(pos, str) or (isinstance(pos, int) and not isinstance(pos, bool)):
        return pos
    return format_term(pos)  # type: ignore[arg-type]
