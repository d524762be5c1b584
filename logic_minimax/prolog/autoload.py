"""SWI's autoloader over the libraries that come with the engine (``lib/``, SWI-Prolog
9.0.4's own files, unchanged): a program calls a library predicate the engine does not
build in without loading its library, as in SWI.

``lib/INDEX.pl`` (``index(Name, Arity, Module, File)``, as SWI's own ``INDEX.pl``, made
from the files' export lists by ``python -m tests.helpers.library_index``) names each
library predicate.  An engine starts with one predicate in ``user`` for each of them it
does not build in: its first call loads the library (as ``use_module``), links the
library's predicates it stands for (modules.py) and calls through; a program's own
definition of the name takes it over, as a library predicate's.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from logic_minimax.prolog.core import deref
from logic_minimax.prolog.kinds import CONTROL, StandIn
from logic_minimax.prolog.parser import read_terms

if TYPE_CHECKING:
    from logic_minimax.prolog.database import Pred
    from logic_minimax.prolog.interface import Engine, Solver
    from logic_minimax.prolog.kinds import Cont

LIB = Path(__file__).resolve().parent / "lib"


@cache
def library_index() -> dict[tuple[str, int], tuple[str, str]]:
    """Each library predicate: its module and its file (under ``lib/``, no ``.pl``)."""
    index: dict[tuple[str, int], tuple[str, str]] = {}
    for read in read_terms((LIB / "INDEX.pl").read_text("utf-8"), "INDEX.pl"):
        _, name, arity, module, file = (deref(a) for a in deref(read.term))
        index[(str(name), int(arity))] = (str(module), str(file))
    return index


def install(engine: Engine) -> None:
    """A stand-in in ``user`` for each library predicate the engine lacks."""
    by_file: dict[str, list[tuple[str, int]]] = {}
    for key, (_, file) in library_index().items():
        by_file.setdefault(file, []).append(key)
    for key, (_, file) in library_index().items():
        pred = engine.preds.get(key)
        if pred is not None and (pred.defined or pred.dynamic):
            continue
        pred = engine.pred(*key)
        pred.control = CONTROL
        pred.defined = True
        pred.library = True
        pred.module = "system"
        pred.builtin = _Loader(file, by_file[file])


class _Loader(StandIn):
    """A stand-in's built-in: loads the library, links what it stands for, calls on."""

    __slots__ = ("file", "keys")

    def __init__(self, file: str, keys: list[tuple[str, int]]) -> None:
        self.file = file
        self.keys = keys

    def __call__(self, s: Solver, goal: Any, cb: int, depth: int, cont: Cont) -> Cont:
        from logic_minimax.prolog.builtins.consulting import load_bundled
        from logic_minimax.prolog.modules import import_pred, module_of_file
        engine = s.engine
        source = load_bundled(engine, LIB / f"{self.file}.pl")
        module = module_of_file(engine, source or "")
        assert module is not None, self.file
        for key in self.keys:  # those still standing in: not taken over by the program
            pred = engine.preds.get(key)
            if pred is not None and is_stand_in(pred):
                import_pred(engine, "user", module, key)
        return (goal, engine.pred_of(deref(goal)), cb, depth, cont)


def is_stand_in(pred: Pred) -> bool:
    """Whether ``pred`` stands in for a library predicate not loaded yet."""
    return isinstance(pred.builtin, _Loader)
