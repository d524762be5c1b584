"""Every built-in called with odd arguments gives an answer or a Prolog error, never a
Python exception or a hang (a seeded sample; issue 14's rule for the engine)."""

from __future__ import annotations

import io
import random

from logic_minimax.errors import LogicMinimaxError
from logic_minimax.prolog.engine import Engine
from logic_minimax.prolog.kinds import USER
from logic_minimax.prolog.write import format_atom

ARGUMENTS = ["a", "'B c'", "[]", "[a,b]", "[1,2,3]", "[X|T]", "X", "_", "0", "-1", "3.5",
             "-0.0", "1.0Inf", "nan", "\"str\"", "f(X)", "f(a,b)", "99999999999999999999999",
             "0'a", "-(1)", "1+2", "[a|b]", "''", "(a,b)", "(a:-b)", "{x}", "x-1",
             "[1-a,2-b]", "atom(A)", "codes(C)", "[X]>>true", "2**100", "\"~w ~a ~d~t~20|\"",
             "f(Y, Y)"]
# Built-ins that leave the engine or change it for the following calls.
LEFT_OUT = {"halt", "consult", "use_module", "ensure_loaded", "[|]", "initialization",
            "trace", "listing", "abolish", "op", "set_prolog_flag"}


def test_builtins_with_odd_arguments_raise_only_prolog_errors() -> None:
    engine = Engine()
    engine.warn = lambda text: None
    engine.outputs = [io.StringIO()]
    engine.files_allowed = False  # open/3, tell/1, delete_file/1... touch no file here
    engine.limits.inferences = 20_000
    engine.limits.seconds = 2
    builtins = sorted((p.name, p.arity) for p in engine.preds.values()
                      if p.control != USER and p.name not in LEFT_OUT)
    rng = random.Random(14)
    answered = failed = errors = 0
    for _ in range(3000):
        name, arity = rng.choice(builtins)
        args = ", ".join(rng.choice(ARGUMENTS) for _ in range(arity))
        goal = format_atom(name) + (f"({args})" if arity else "") + "."
        try:
            if next(iter(engine.query(goal)), None) is None:
                failed += 1
            else:
                answered += 1
        except LogicMinimaxError:
            errors += 1
    assert answered and failed and errors
