"""The user's entry points: the ``logic-minimax`` command (click), the REPL and its
prompt, the REPL's session, and the answer cache. Thin layers over the library; nothing
imports this package but ``__main__``."""
