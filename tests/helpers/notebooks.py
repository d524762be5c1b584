"""Notebooks run as Jupyter runs them: nbclient executes each cell in a real kernel (the
python3 kernel with ``%load_ext logic_minimax``, or the Prolog kernel), and the tests
read the outputs each cell left."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import nbformat
from nbclient import NotebookClient

TIMEOUT = 120
"""Seconds a cell may take (a kernel starts in seconds; the machine may be busy)."""


def run_notebook(notebook: nbformat.NotebookNode, kernel: str = "python3",
                 cwd: Path | None = None) -> nbformat.NotebookNode:
    """The notebook executed in ``kernel`` (every cell, errors included), in ``cwd``."""
    resources = {"metadata": {"path": str(cwd)}} if cwd is not None else {}
    NotebookClient(notebook, timeout=TIMEOUT, kernel_name=kernel, allow_errors=True,
                   resources=resources).execute()
    return notebook


def make_notebook(sources: list[str], metadata: dict[str, Any] | None = None
                  ) -> nbformat.NotebookNode:
    """A notebook of code cells."""
    cells = [nbformat.v4.new_code_cell(source) for source in sources]  # type: ignore[no-untyped-call]
    notebook: nbformat.NotebookNode = nbformat.v4.new_notebook(  # type: ignore[no-untyped-call]
        cells=cells, metadata=metadata or {})
    return notebook


def run_cells(sources: list[str], kernel: str = "python3",
              cwd: Path | None = None) -> list[list[Any]]:
    """Each cell's outputs, after running ``sources`` as a notebook's cells."""
    return [cell.outputs for cell in run_notebook(make_notebook(sources), kernel, cwd).cells]


def stream(outputs: list[Any], name: str = "stdout") -> str:
    """What a cell wrote to one stream (its pieces joined, as Jupyter shows them)."""
    return "".join(o["text"] for o in outputs
                   if o["output_type"] == "stream" and o["name"] == name)


def shown(outputs: list[Any], mime: str) -> list[Any]:
    """What a cell displayed in the MIME type ``mime`` (its results too)."""
    return [o["data"][mime] for o in outputs
            if o["output_type"] in ("display_data", "execute_result") and mime in o["data"]]


def as_swi_prints(answers: str) -> list[str]:
    """The toplevel's answers as SWI prints them with ``;`` typed from a pipe (not echoed:
    the next answer follows on the same line)."""
    return answers.replace(" ;\n", " ").splitlines()
