"""The notebook's toplevel: the REPL's (:class:`~logic_minimax.app.repl.Repl`, as a
script runs it) with its output in the cell, shared by the ``%%prolog`` magic and the
Prolog kernel.

A cell's program is consulted as a file named after the cell's prompt (``In[3]``), so its
errors read ``In[3]:2:7`` with a caret; running a cell again replaces what its last run
defined, as consulting a file again does. Then its queries run in order through the one
goal runner, answered as SWI's toplevel answers when ``;`` is typed after each answer, up
to :data:`ANSWER_LIMIT` answers and then a note; ``show/1-3`` displays the picture in the
cell, and ``trace.`` turns on SWI's tracer, whose ports print into the cell.
"""

from __future__ import annotations

import io
import sys
from collections.abc import Callable, Sequence
from functools import partial
from typing import Any, TextIO, cast

from ..app.repl import Repl
from ..errors import PrologSyntaxError
from ..kb.goals import python_values, read_goal
from ..render.dot import Picture
from .cells import split_cell

ANSWER_LIMIT = 10
"""A query prints at most this many answers, then says that more exist."""


class CellStream(io.TextIOBase):
    """A text stream that writes to the stream ``target`` gives at the time (the
    kernel's ``sys.stdout``, or what a ``%%capture`` cell put there)."""

    def __init__(self, target: Callable[[], TextIO]) -> None:
        super().__init__()
        self.target = target

    def writable(self) -> bool:
        return True

    def write(self, text: str) -> int:
        return self.target().write(text)

    def flush(self) -> None:
        self.target().flush()


def cell_streams() -> tuple[TextIO, TextIO]:
    """The cell's standard output and error, as the toplevel's ``out`` and ``err``."""
    return (cast(TextIO, CellStream(lambda: sys.stdout)),
            cast(TextIO, CellStream(lambda: sys.stderr)))


class NotebookToplevel(Repl):
    """A toplevel whose text goes to the cell's standard output (answers) and error
    (errors and warnings) and whose pictures go to ``display`` (the cell's rich output:
    the standard output is flushed first, so that they come in order)."""

    whole_answers = True  # %%prolog --out gives the answers to Python

    def __init__(self, display: Callable[[dict[str, str]], None],
                 answer_limit: int = ANSWER_LIMIT) -> None:
        out, err = cell_streams()
        super().__init__(out=out, err=err, answer_limit=answer_limit)
        self.display = display
        self._sources: dict[str, str] = {}
        """The source each cell (by its id) was last consulted as."""

    def picture(self, picture: Picture, file: str, asked: bool) -> None:
        """``show/1-3``: the picture in the cell (and in the file, when one is asked for)."""
        if asked:
            super().picture(picture, file, asked)
        self.out.flush()
        self.display({"image/svg+xml": picture.svg(),
                      "text/plain": f"<picture: {picture.drawing.title}>"})

    def run_cell(self, text: str, name: str, files: Sequence[str] = (),
                 cell_id: str | None = None) -> None:
        """Consult ``files`` (paths or example names) and the cell's program (as the
        source ``name``), then run its queries. ``cell_id`` names the cell across runs:
        what its last run defined is replaced."""
        for file in files:
            self._consult(partial(self.session.consult, file))
        cell = split_cell(text, self._reads)
        earlier = self._sources.pop(cell_id, None) if cell_id is not None else None
        if earlier is not None and earlier != name:
            self._consult(lambda: self.kb.consult_text("", earlier))
        if cell.program.strip():
            self._consult(lambda: self.kb.consult_text(cell.program, name))
            if cell_id is not None:
                self._sources[cell_id] = name
        self.halted = False
        for query in cell.queries:
            self.execute(query)
            if self.halted:  # halt. ends the cell; the kernel goes on, as SWI's does
                break

    def _reads(self, text: str) -> bool:
        try:
            read_goal(self.kb, text)
        except PrologSyntaxError:
            return False
        return True

    def _consult(self, load: Callable[[], object]) -> None:
        """Consult as the REPL consults its files: SWI's messages as they are made, and
        an error (a missing file) reported, not raised."""
        try:
            load()
        except Exception as error:  # ours, or a bug (one line): the cell goes on
            self._report(error)

    def answers(self) -> list[dict[str, Any]]:
        """The last query's answers as Python values, as ``kb.query`` gives them."""
        return [python_values(answer) for answer in self.shown]
