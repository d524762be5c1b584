"""The course's trace, shared by the trace tests and the terminal REPL tests."""

from __future__ import annotations

SLIDE_TRACE = """\
Call: (1) minimax(d, _, _, _)
  Call: (2) moves(d, _)
  Exit: (2) moves(d, [h, i])
  Call: (2) best([h, i], _, _, _)
    Call: (3) minimax(h, _, _, _)
      Call: (4) moves(h, _)
      Fail: (4) moves(h, _)
    Redo: (3) minimax(h, _, _, _)
      Call: (4) static_eval(h, _)
      Exit: (4) static_eval(h, 1)
    Exit: (3) minimax(h, _, 1, [])
    Call: (3) best([i], _, _, _)
      Call: (4) minimax(i, _, _, _)
        Call: (5) moves(i, _)
        Fail: (5) moves(i, _)
      Redo: (4) minimax(i, _, _, _)
        Call: (5) static_eval(i, _)
        Exit: (5) static_eval(i, 4)
      Exit: (4) minimax(i, _, 4, [])
    Exit: (3) best([i], i, 4, [])
    Call: (3) betterof(h, 1, [], i, 4, [], _, _, _)
    Exit: (3) betterof(h, 1, [], i, 4, [], i, 4, [])
  Exit: (2) best([h, i], i, 4, [])
Exit: (1) minimax(d, i, 4, [i])
"""
"""The slide's trace of ``?- minimax(d, BestPos, Val, NodeList).`` (seed 001)."""
