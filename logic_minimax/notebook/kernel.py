"""The Prolog kernel for Jupyter (kernelspec ``logic-minimax``, installed by
``logic-minimax jupyter install``): every cell is run by the notebook's toplevel
(:mod:`.toplevel`), as the ``%%prolog`` magic runs its cells.

Tab completes predicate and goal names (and positions inside a goal's arguments), as at
the REPL's prompt; Shift+Tab shows what a name is (:mod:`.introspect`). Interrupting the
kernel stops a running goal as Ctrl-C does at the REPL (``% Execution Aborted``):
ipykernel turns the interrupt into ``KeyboardInterrupt`` while a cell runs.
"""

from __future__ import annotations

import sys
from typing import Any

from ipykernel.kernelbase import Kernel
from prompt_toolkit.completion import CompleteEvent
from prompt_toolkit.document import Document

from .. import __version__
from ..app.jupyter import KERNEL_NAME
from ..app.prompt import GoalCompleter
from .introspect import describe, word_at
from .toplevel import NotebookToplevel


class PrologKernel(Kernel):
    implementation = KERNEL_NAME
    implementation_version = __version__
    banner = ("logic-minimax: Bratko's minimax and alpha-beta at a Prolog toplevel, "
              "answered as SWI-Prolog answers. ?- help. lists the goals.")

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.language_info = {"name": "prolog", "mimetype": "text/x-prolog",
                              "file_extension": ".pl", "pygments_lexer": "prolog",
                              "codemirror_mode": "prolog"}
        self.toplevel = NotebookToplevel(self._display)
        self.completer = GoalCompleter(self.toplevel)

    def set_parent(self, ident: Any, parent: dict[str, Any], channel: str = "shell") -> None:
        """The request being answered, told to the output streams too (ipykernel's own
        shell does so): what a cell prints goes to that cell."""
        super().set_parent(ident, parent, channel)
        if channel == "shell":
            for stream in (sys.stdout, sys.stderr):
                if hasattr(stream, "set_parent"):
                    stream.set_parent(parent)

    def _display(self, bundle: dict[str, str]) -> None:
        self.send_response(self.iopub_socket, "display_data",
                           {"data": bundle, "metadata": {}})

    async def do_execute(self, code: str, silent: bool, store_history: bool = True,
                         user_expressions: dict[str, Any] | None = None,
                         allow_stdin: bool = False, *, cell_meta: Any = None,
                         cell_id: str | None = None) -> dict[str, Any]:
        self.toplevel.run_cell(code, f"In[{self.execution_count}]", cell_id=cell_id)
        sys.stdout.flush()
        sys.stderr.flush()
        return {"status": "ok", "execution_count": self.execution_count, "payload": [],
                "user_expressions": {}}

    async def do_complete(self, code: str, cursor_pos: int) -> dict[str, Any]:
        found = list(self.completer.get_completions(Document(code, cursor_pos),
                                                    CompleteEvent(completion_requested=True)))
        start = cursor_pos + (found[0].start_position if found else 0)
        return {"status": "ok", "matches": [c.text for c in found], "cursor_start": start,
                "cursor_end": cursor_pos,
                "metadata": {"_jupyter_types_experimental": [
                    {"text": c.text, "type": c.display_meta_text, "start": start,
                     "end": cursor_pos} for c in found]}}

    async def do_inspect(self, code: str, cursor_pos: int, detail_level: int = 0,
                         omit_sections: object = ()) -> dict[str, Any]:
        text = describe(self.toplevel, word_at(code, cursor_pos))
        return {"status": "ok", "found": bool(text), "metadata": {},
                "data": {"text/plain": text} if text else {}}
