"""The Prolog language and engine: terms, reader, machine, built-ins, writer, toplevel.

Nothing here knows about games.  The entry point is ``prolog.engine.Engine``; see its
module docstring for consulting, querying, foreign predicates, limits and tracing.
"""
