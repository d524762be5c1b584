"""``%load_ext logic_minimax``: the ``%%prolog`` cell magic of IPython.

``%%prolog [FILE_OR_EXAMPLE ...] [--out NAME] [--limit N] [--new]`` consults the files
and bundled examples named on its line, then the cell's program, into the notebook's
knowledge base (:func:`knowledge_base`; ``--new`` starts a new one, as a new ``swipl``),
and answers the cell's queries as SWI's toplevel answers them (:mod:`.toplevel`);
``--out NAME`` stores the last query's answers in the Python variable ``NAME``, as
``kb.query`` gives them.
"""

from __future__ import annotations

import sys
from typing import Any

from IPython.core.interactiveshell import ExecutionInfo, InteractiveShell
from IPython.core.magic import Magics, cell_magic, magics_class
from IPython.core.magic_arguments import argument, magic_arguments, parse_argstring
from IPython.display import display

from ..kb.base import KnowledgeBase
from .toplevel import ANSWER_LIMIT, NotebookToplevel

_TOPLEVEL: list[NotebookToplevel] = []
"""The notebook's toplevel, once the extension is loaded (one IPython shell a process)."""


def knowledge_base() -> KnowledgeBase:
    """The knowledge base the ``%%prolog`` cells consult into (for :func:`stepper` and
    the Python API).

    Raises:
        RuntimeError: the extension is not loaded (``%load_ext logic_minimax``).
    """
    if not _TOPLEVEL:
        raise RuntimeError("no %%prolog cell yet: run %load_ext logic_minimax first")
    return _TOPLEVEL[0].kb


@magics_class
class PrologMagics(Magics):
    def __init__(self, shell: InteractiveShell) -> None:
        super().__init__(shell)
        if not _TOPLEVEL:
            _TOPLEVEL.append(NotebookToplevel(_display))
        self.cell_id: str | None = None
        self.prompt = 0
        shell.events.register("pre_run_cell", self._pre_run_cell)

    def _pre_run_cell(self, info: ExecutionInfo) -> None:
        self.cell_id = getattr(info, "cell_id", None)  # JupyterLab names its cells
        # the cell's prompt number: IPython counts a cell in the history before it runs
        shell = self.shell
        assert shell is not None
        self.prompt = shell.execution_count - (1 if info.store_history else 0)

    @magic_arguments()
    @argument("files", nargs="*", metavar="FILE_OR_EXAMPLE",
              help="Prolog files or bundled examples (logic-minimax examples) to consult "
                   "first")
    @argument("--out", metavar="NAME",
              help="store the last query's answers in the Python variable NAME (a list "
                   "of dicts)")
    @argument("--limit", type=int, default=ANSWER_LIMIT, metavar="N",
              help=f"print at most N answers of a query (default {ANSWER_LIMIT})")
    @argument("--new", action="store_true",
              help="start from an empty knowledge base, as a new swipl does")
    @cell_magic
    def prolog(self, line: str, cell: str) -> None:
        """Consult the cell's clauses and answer its ``?-`` queries as SWI-Prolog's
        toplevel does; show/1-3 draws the search in the cell."""
        args = parse_argstring(self.prolog, line)
        shell = self.shell
        assert shell is not None
        if args.new:
            _TOPLEVEL[0] = NotebookToplevel(_display)
        toplevel = _TOPLEVEL[0]
        toplevel.answer_limit = max(args.limit, 1)
        toplevel.shown = []
        toplevel.run_cell(cell, f"In[{self.prompt}]", args.files, self.cell_id)
        sys.stdout.flush()
        sys.stderr.flush()
        if args.out:
            answers: list[dict[str, Any]] = toplevel.answers()
            shell.user_ns[args.out] = answers


def _display(bundle: dict[str, str]) -> None:
    display(bundle, raw=True)


def load(shell: InteractiveShell) -> None:
    shell.register_magics(PrologMagics)
