"""The error hierarchy: one root, subclasses that also inherit the matching built-in.

Errors tied to a place in a fact file carry ``source``, ``line`` and ``column`` and print
as ``file:line:col: message`` followed by a caret excerpt and what was expected.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import ClassVar


class LogicMinimaxError(Exception):
    """Root of every error raised by logic-minimax."""


class SourceError(LogicMinimaxError, ValueError):
    """An error at a place in a fact file or query text.

    Attributes:
        message: what is wrong, quoting the bad input.
        source: the file name (``<string>`` for text, ``<query>`` for a query).
        line, column: 1-based position of the offending token (a syntax error in a
            consulted file: SWI's count of it, see :meth:`placed_as`).
        line_text: the whole source line, for the caret excerpt.
        expected: what would have been valid there, or ``None``.
    """

    caret = 0
    """The caret's column in ``line_text`` when it is not ``column`` (0: it is)."""

    def __init__(
        self,
        message: str,
        source: str,
        line: int,
        column: int,
        line_text: str = "",
        expected: str | None = None,
    ) -> None:
        self.message = message
        self.source = source
        self.line = line
        self.column = column
        self.line_text = line_text
        self.expected = expected
        super().__init__(self.format())

    @property
    def location(self) -> str:
        return f"{self.source}:{self.line}:{self.column}"

    def get_context(self) -> str:
        """The offending line and a caret under the column (like lark's ``get_context``)."""
        text = self.line_text.rstrip("\r\n").expandtabs(1)  # a CRLF file's line too
        if not text:
            return ""
        return f"    {text}\n    {' ' * ((self.caret or self.column) - 1)}^"

    def placed_as(self, line: int, column: int) -> None:
        """Name the place ``line:column`` (as SWI counts it: one rule for every front end)
        while the caret stays under the character the error is at."""
        self.caret = self.caret or self.column
        self.line, self.column = line, column
        self.args = (self.format(),)

    def format(self) -> str:
        parts = [f"{self.location}: {self.message}"]
        context = self.get_context()
        if context:
            parts.append(context)
        if self.expected:
            parts.append(f"    expected: {self.expected}")
        return "\n".join(parts)



class FactTypeError(SourceError, TypeError):
    """A well-formed fact with the wrong arity or argument type, or an unsupported clause."""



class FactConflictError(SourceError):
    """Facts that contradict each other (two different ``moves`` for one position, ...)."""


class ProbabilityError(SourceError):
    """Chance facts that do not make a probability distribution over a chance position's
    outcomes (a probability outside [0, 1], a missing one, a sum other than 1, ...)."""


class LoadError(LogicMinimaxError, ValueError):
    """A load that found errors; the knowledge base was left as it was.

    ``errors`` holds every error found (up to a cap), in file order.
    """

    def __init__(self, errors: Sequence[SourceError], truncated: bool = False) -> None:
        self.errors = tuple(errors)
        self.truncated = truncated
        lines = [e.format() for e in self.errors]
        if truncated:
            lines.append(f"... stopped after {len(self.errors)} errors")
        super().__init__("\n".join(lines))


class TreeError(LogicMinimaxError, ValueError):
    """The game tree cannot be searched as asked (found while searching)."""


class UnknownPositionError(LogicMinimaxError, KeyError):
    """A position that no fact mentions."""

    def __init__(self, position: object) -> None:
        self.position = position
        super().__init__(position)

    def __str__(self) -> str:
        return f"unknown position {show(self.position)}: no fact mentions it"


class Writer:
    """The package's one writer, as the messages here quote a position with it: this
    module imports no layer (every layer imports it), so ``prolog/write.py`` installs its
    ``show`` here when it is imported, as ``prolog/messages.py`` installs
    ``PrologError.describe``; the package's ``__init__`` imports both, whatever module is
    asked for."""

    show: ClassVar[Callable[[object], str]] = repr


def show(term: object) -> str:
    """A position as SWI-Prolog writes it (``[b, d, i]``, ``'Hello world'``)."""
    return Writer.show(term)


def _show_path(path: Sequence[object]) -> str:
    return " -> ".join(show(p) for p in path)


class PositionError(TreeError):
    """A search stopped at a position it cannot go past.

    Attributes:
        position: the position.
        path: the positions from the start position down to it (its last element).
    """

    def __init__(self, message: str, position: object, path: Sequence[object]) -> None:
        self.position = position
        self.path = tuple(path)
        super().__init__(f"{message} (reached by {_show_path(self.path)})")


class MissingValueError(PositionError):
    """A leaf (no ``moves``) reached by the search without ``static_eval``.

    Bratko's code just fails there; we name the leaf and the path to it.
    """

    def __init__(self, position: object, path: Sequence[object]) -> None:
        super().__init__(f"leaf {show(position)} has no static_eval/2 fact", position, path)


class NoMovesError(PositionError):
    """A position whose ``moves(Pos, [])`` gives no move: Bratko's ``minimax/4`` takes
    the list (``moves(Pos, PosList), !``) and ``best/4`` fails on ``[]``; a leaf is a
    position without a ``moves/2`` answer."""

    def __init__(self, position: object, path: Sequence[object]) -> None:
        super().__init__(f"moves({show(position)}, []) gives no move: Bratko's search "
                         f"fails there (a leaf has no moves/2 answer)", position, path)


class CutoffValueError(MissingValueError):
    """A position with moves at the depth limit that has no ``static_eval`` to value it.

    Shannon's cut-off values such positions heuristically; without a value the search
    cannot go on (and must not silently search deeper than asked).
    """

    def __init__(self, position: object, path: Sequence[object], depth: int) -> None:
        self.depth = depth
        PositionError.__init__(
            self, f"position {show(position)} is cut off at the depth limit {depth} but has no "
                  f"static_eval/2 fact (or evaluation) to value it", position, path)


class MissingSideError(PositionError):
    """``betterof`` needs the side of a position that has no ``max_to_move``/``min_to_move``.

    Bratko's ``betterof`` then silently prefers the later sibling; we name the position.
    """

    def __init__(self, position: object, path: Sequence[object]) -> None:
        super().__init__(
            f"position {show(position)} has no max_to_move/1 or min_to_move/1 fact, which its "
            f"parent needs to compare it with its siblings", position, path)


class CycleError(TreeError):
    """A cycle reachable from the root: Bratko's code would loop forever."""

    def __init__(self, cycle: Sequence[object]) -> None:
        self.cycle = tuple(cycle)
        super().__init__(f"the moves contain a cycle: {_show_path(self.cycle)}")


class ChancePositionError(PositionError):
    """Minimax or alpha-beta reached a chance position, which only expectiminimax values."""

    def __init__(self, position: object, path: Sequence[object]) -> None:
        super().__init__(
            f"position {show(position)} is a chance position (chance_to_move/1): minimax and "
            f"alpha-beta cannot value it, expectiminimax can", position, path)


class MissingMoverError(PositionError):
    """Expectiminimax cannot tell who moves in a position with moves.

    It needs the position's own side (``max_to_move``, ``min_to_move`` or
    ``chance_to_move``) or, failing that, a first successor whose side implies it.
    """

    def __init__(self, position: object, path: Sequence[object]) -> None:
        super().__init__(
            f"cannot tell who moves in {show(position)}: it has no max_to_move/1, min_to_move/1 "
            f"or chance_to_move/1 fact, and its first successor has no max_to_move/1 or "
            f"min_to_move/1 fact to imply one", position, path)


class SearchArgumentError(LogicMinimaxError, ValueError):
    """A search called with an argument it cannot use (a negative depth, ...)."""


class FactFileError(LogicMinimaxError, OSError):
    """A fact file that cannot be read (missing, unreadable, not UTF-8 text)."""


class QueryError(LogicMinimaxError, ValueError):
    """A goal we cannot run: an unknown predicate, or an argument of the wrong kind."""


class VariablePositionError(QueryError):
    """A position given as text that holds a variable (``A``: Prolog reads a name with a
    capital letter first as a variable); ``quoted`` is the text with each variable
    quoted as an atom (``'A'``), what was most likely meant."""

    def __init__(self, written: str, variable: str, quoted: str) -> None:
        self.quoted = quoted
        which = f"{written} is a variable" if written == variable else \
            f"{written} holds the variable {variable}"
        super().__init__(f"a position is a ground term, and {which} (Prolog reads a name "
                         "that starts with a capital letter or _ as a variable): to name "
                         f"the atom, quote it: {quoted}")


class GameError(LogicMinimaxError, ValueError):
    """A rule-defined game asked something its rules refuse (a bad board, an illegal move)."""


class BoardFormatError(GameError):
    """A board string that is not a tic-tac-toe position (seed 004's ``1,-,-1,...`` format)."""


class IllegalMoveError(GameError):
    """A move the rules do not allow in this position; the message says which are allowed."""


class RenderError(LogicMinimaxError, RuntimeError):
    """A picture of a search that cannot be made: Graphviz missing or failing, an output
    format we do not write."""


class PictureOptionError(RenderError, ValueError):
    """A picture option that cannot be used: a size that is not WIDTHxHEIGHT, an unknown
    direction, a negative fold depth."""


class PrologError(LogicMinimaxError, RuntimeError):
    """An uncaught Prolog exception; ``term`` is the ball (an ISO ``error(Formal, Context)``
    term for errors raised by built-ins), in the engine's term representation.

    Its text is SWI's message for the ball, worded by ``prolog/messages.py``, which installs
    itself as ``describe`` when the engine is imported: this module imports no layer, and
    the message is only worded when someone reads it (``catch/3`` never does).
    """

    describe: ClassVar[Callable[[object], str]] = repr

    def __init__(self, term: object, message: str | None = None) -> None:
        self.term = term
        super().__init__(message if message is not None else "prolog exception")

    def __str__(self) -> str:
        return type(self).describe(self.term)


class PrologLimitError(PrologError):
    """A resource limit of the engine (inferences, memory, time) or an interrupt stopped
    the query; ``catch/3`` in the program does not catch it."""


class PrologSyntaxError(SourceError):
    """Prolog text the reader cannot read, at ``file:line:col``."""

    offset = -1
    """Where in the text read (the reader's own count; -1: not known)."""


class PrologHalt(LogicMinimaxError):
    """``halt/0,1`` was called; ``code`` is the exit status asked for."""

    def __init__(self, code: int = 0) -> None:
        self.code = code
        super().__init__(f"halt({code})")
