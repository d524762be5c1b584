"""The Prolog language and engine, knowing nothing of games: terms, the reader (tokenizer
and parser), the streaming and bulk readers for big fact files, the machine, built-ins,
writing terms as SWI does, the toplevel. Imports nothing from the other layers.

The engine's entry point is ``prolog.engine.Engine``; see its module docstring for
consulting, querying, foreign predicates, limits and tracing.
"""
