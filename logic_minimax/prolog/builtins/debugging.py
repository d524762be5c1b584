"""library(debug)'s topics: ``debug/3`` prints ``% message`` to user_error while its
topic is switched on with ``debug/1`` (off with ``nodebug/1``), ``debugging/1`` tells
which are on.  A topic is a term, matched by unification (``debug(foo(_))`` shows
``debug(foo(bar), ...)``); switching one the engine has not met warns, as SWI does for a
topic no loaded code declared.  ``debug/0`` and ``nodebug/0`` switch SWI's debug mode."""

from __future__ import annotations

from collections.abc import Iterator

from logic_minimax.prolog.builtins import det, nondet
from logic_minimax.prolog.builtins.formatting import _TooMany, format_args, format_text
from logic_minimax.prolog.core import text_of, unify
from logic_minimax.prolog.interface import Solver
from logic_minimax.prolog.walk import copy_term
from logic_minimax.prolog.write import term_to_text


def _on(s: Solver, topic: object) -> bool:
    for known, on in s.engine.debug_topics:
        if on:
            mark = len(s.trail)
            same = unify(topic, known, s.trail)
            s.undo(mark)
            if same:
                return True
    return False


@det("debug", 3)
def debug_message(s: Solver, g: tuple[object, ...]) -> bool:
    if _on(s, g[1]):
        try:
            text = format_text(s, text_of(g[2]), format_args(g[3]))
        except _TooMany as e:  # arguments left over: SWI prints the text, raises nothing
            text = e.text
        s.engine.warn("% " + text.rstrip("\n"))
    return True


def _switch(s: Solver, topic: object, on: bool) -> bool:
    topics = s.engine.debug_topics
    found = False
    for entry in topics:
        mark = len(s.trail)
        if unify(topic, entry[0], s.trail):
            entry[1] = on
            found = True
        s.undo(mark)
    if not found:
        name = term_to_text(topic, ops=s.engine.ops)
        s.engine.warn(f"Warning: {name}: no matching debug topic (yet)")
        topics.append([copy_term(topic), on])
    return True


@det("debug", 1)
def debug_on(s: Solver, g: tuple[object, ...]) -> bool:
    return _switch(s, g[1], True)


@det("nodebug", 1)
def debug_off(s: Solver, g: tuple[object, ...]) -> bool:
    return _switch(s, g[1], False)


@nondet("debugging", 1)
def debugging(s: Solver, g: tuple[object, ...]) -> Iterator[bool]:
    on = [topic for topic, enabled in s.engine.debug_topics if enabled]
    for k, topic in enumerate(on):
        mark = len(s.trail)
        if unify(g[1], topic, s.trail):
            yield k < len(on) - 1
        s.undo(mark)


@det("debug", 0)
@det("nodebug", 0)
def debug_mode(s: Solver, g: object) -> bool:
    """SWI's debug mode on (``debug/0``) or off (``nodebug/0``): the ``debug`` flag,
    silently (the toplevel's prompt shows it: ``[debug]  ?-``, app/repl.py)."""
    s.engine.flags["debug"] = "true" if g == "debug" else "false"
    return True
