"""Build: the engine (``logic_minimax/prolog/``) compiled to C with Cython where it can be.

The compiled modules are the same Python source, so both builds give the same answers;
the compiled one runs the engine two to four times faster (``benchmarks/kernels.py``
prints which build it measured).  ``LOGIC_MINIMAX_PURE=1 pip install .`` installs plain Python,
and so does a machine without a C compiler: each extension is optional.

A ``.pxd`` file beside a module is Cython's view of it: ``core.pxd`` and ``database.pxd``
make ``Var``, ``Pred`` and ``Clause`` extension types, and the hot loops declare their
locals as those (``@cython.locals``), so a field is read straight from the object.  Plain
Python ignores both (``prolog/shadow.py`` stands in for Cython where it is not installed).
"""

from __future__ import annotations

import os
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

ENGINE = Path("logic_minimax/prolog")
DIRECTIVES = {
    "language_level": 3,
    # Annotations stay hints, as in CPython: no C type checks on arguments.
    "annotation_typing": False,
    # Cython 3.1's type inference never ends on builtins/lists.py.
    "infer_types": False,
}


class ParallelBuild(build_ext):
    """Compiles the C files on every core."""

    def initialize_options(self) -> None:
        super().initialize_options()
        self.parallel = os.cpu_count() or 1


def extensions() -> list[Extension]:
    if os.environ.get("LOGIC_MINIMAX_PURE"):
        return []
    try:
        from Cython.Build import cythonize
    except ImportError:
        return []
    modules = sorted(p for p in ENGINE.rglob("*.py") if p.name != "__init__.py")
    return list(cythonize(
        [Extension(".".join(p.with_suffix("").parts), [str(p)], optional=True)
         for p in modules],
        compiler_directives=DIRECTIVES, nthreads=os.cpu_count() or 1, quiet=True))


setup(ext_modules=extensions(), cmdclass={"build_ext": ParallelBuild})
