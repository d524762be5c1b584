"""The REPL's ``?-`` prompt on a terminal (prompt_toolkit): history kept in the user's data
directory, tab completion, and multi-line input that ends with a clause's final ``.``."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from platformdirs import user_data_dir
from prompt_toolkit import PromptSession
from prompt_toolkit.completion import CompleteEvent, Completer, Completion, PathCompleter
from prompt_toolkit.document import Document
from prompt_toolkit.history import FileHistory, History, InMemoryHistory
from prompt_toolkit.key_binding import KeyBindings, KeyPressEvent

from ..kb.base import KnowledgeBase
from ..kb.ports import search_goals
from ..prolog.values import from_python
from ..prolog.write import show

if TYPE_CHECKING:
    from .repl import Repl

MAX_COMPLETIONS = 200
_WORD = re.compile(r"\w*\Z")
_NAMES_A_PREDICATE = re.compile(r"\b(listing|retract|retractall|assertz|assert)\(\Z")


def history_file() -> Path:
    """Where the prompt's history is kept (``~/.local/share/logic-minimax/history`` on Linux)."""
    return Path(user_data_dir("logic-minimax")) / "history"


def make_prompt(repl: Repl) -> Callable[[], str]:
    """A function that reads one input (one or more complete queries) at ``?-``."""
    session: PromptSession[str] = PromptSession(
        history=_history(), completer=GoalCompleter(repl), multiline=True,
        key_bindings=_bindings(), prompt_continuation="|    ", complete_while_typing=False)
    return lambda: session.prompt(repl.prompt())


def _history() -> History:
    path = history_file()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.touch()
    except OSError:
        return InMemoryHistory()
    return FileHistory(str(path))


def _bindings() -> KeyBindings:
    bindings = KeyBindings()

    @bindings.add("enter")
    def _enter(event: KeyPressEvent) -> None:
        """Run the input when it ends a clause (or is empty); else start a new line."""
        from .query_text import split_queries

        buffer = event.current_buffer
        queries, rest = split_queries(buffer.text)
        if not buffer.text.strip() or (queries and not rest.strip()):
            buffer.validate_and_handle()
        else:
            buffer.insert_text("\n")

    return bindings


class GoalCompleter(Completer):
    """Goal and predicate names at the start of a goal, known positions inside its
    arguments, file names inside quotes (``consult('facts/``)."""

    def __init__(self, repl: Repl) -> None:
        self.repl = repl
        self.paths = PathCompleter(expanduser=True)

    def get_completions(self, document: Document,
                        complete_event: CompleteEvent) -> Iterable[Completion]:
        before = document.text_before_cursor
        if before.count("'") % 2:
            inner = before[before.rfind("'") + 1:]
            yield from self.paths.get_completions(Document(inner, len(inner)), complete_event)
            return
        match = _WORD.search(before)
        word = match.group(0) if match else ""
        context = before[:len(before) - len(word)].rstrip()
        if context.endswith(("(", ",", "[", "|")) and not _NAMES_A_PREDICATE.search(context):
            candidates: Iterable[tuple[str, str]] = ((p, "position") for p in
                                                     _positions(self.repl.kb))
        else:
            candidates = self._names()
        count = 0
        for text, meta in candidates:
            if text.startswith(word) and count < MAX_COMPLETIONS:
                count += 1
                yield Completion(text, -len(word), display_meta=meta)

    def _names(self) -> Iterator[tuple[str, str]]:
        seen = set()
        searches = [(goal.split("/")[0], goal) for goal in search_goals()]
        own = [(usage.split("(")[0].split(".")[0], text) for usage, text in self.repl.own_goals]
        for name, meta in [*searches, *own,
                           *((n, f"{n}/{a}") for n, a in self.repl.kb.predicates())]:
            if name not in seen:
                seen.add(name)
                yield name, meta


def _positions(kb: KnowledgeBase) -> Iterator[str]:
    """The positions the game-tree facts mention, each once, as Prolog writes them."""
    seen: set[object] = set()
    for name in ("moves", "max_to_move", "min_to_move", "static_eval"):
        for row in kb.facts(name):
            for pos in (row[0], *row[1]) if name == "moves" else (row[0],):
                if pos not in seen:
                    seen.add(pos)
                    yield show(from_python(pos))
