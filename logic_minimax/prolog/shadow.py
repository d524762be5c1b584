"""Cython's compile-time names, for the engine run as plain Python without Cython.

The compiled build types a few hot locals (``@cython.locals(v=Var)``: a variable's cell
read straight from the object, no attribute lookup).  Cython gives ``import cython`` its
meaning when it compiles a module, and Cython's own shadow module makes the names no-ops
when the module runs as plain Python; without Cython installed, the modules import these
no-ops instead."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

F = TypeVar("F", bound=Callable[..., object])


def locals(**types: object) -> Callable[[F], F]:
    """The declaration of local variables' C types: nothing to do in plain Python."""
    def keep(f: F) -> F:
        return f
    return keep


Py_ssize_t = int  # a C index in the compiled build
bint = bool  # a C truth value in the compiled build
