"""Build: the engine's hot modules (``logic_minimax/prolog/``) compiled to C with Cython.

Only the modules of :data:`COMPILED` are compiled: the machine, the term model under it,
the fact tables and the built-ins every kernel calls. They are the same Python source,
so both builds give the same answers; compiled, they run the engine's kernels two to
three times faster (``benchmarks/kernels.py`` prints which build it measured). The other
modules of ``prolog/`` (the reader, consulting, the toplevel, tabling, the rest of the
built-ins) stay Python: compiling them too (at ``-O3 -g``, as before this list) took
``pip install .`` from 82 to 752 seconds of CPU, six minutes and more on a 2-core
machine, for no kernel measurably faster.
``LOGIC_MINIMAX_PURE=1 pip install .`` installs plain Python, and so does a machine
without a C compiler: each extension is optional.

A ``.pxd`` file beside a module is Cython's view of it: ``core.pxd`` and ``database.pxd``
make ``Var``, ``Pred`` and ``Clause`` extension types, and the hot loops declare their
locals as those (``@cython.locals``), so a field is read straight from the object.  Plain
Python ignores both (``prolog/shadow.py`` stands in for Cython where it is not installed).
A module whose ``.pxd`` cimports another's types needs that module compiled too
(``tests/test_install.py`` checks the list for it).
"""

from __future__ import annotations

import os
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

ENGINE = Path("logic_minimax/prolog")

COMPILED = [
    # How the list was chosen (benchmarks/kernels.py and benchmarks/engine.py, CPU time
    # against SWI-Prolog in the same run, each build of one commit: plain Python, every
    # module of prolog/, and groups of modules; README "Engine speed" has the table):
    # the machine with the term model under it gives most of the gain (nrev, queens,
    # count), the built-ins below give the rest (the course's minimax, the sieve,
    # catch/throw, findall), and no other module changed a kernel beyond the noise.
    #
    # the term model: dereferencing and unification (core.pxd: Var), whole-term walks
    "core",
    "walk",
    # the machine and its clauses (database.pxd: Pred and Clause; machine.pxd and
    # compile.pxd type the hot loops' locals): the solver, the head matchers, the
    # clause templates and the bodies built from them, the guards at clause entry
    "database",
    "machine",
    "compile",
    "body",
    "templates",
    "inline",
    # fact tables and SWI's clause selection
    "rows",
    "tables",
    "indexing",
    # the built-ins the kernels call: arithmetic, control, findall/bagof, assert and
    # retract, lists
    "builtins/arith",
    "builtins/functions",
    "builtins/control",
    "builtins/allsol",
    "builtins/database",
    "builtins/lists",
]

DIRECTIVES = {
    "language_level": 3,
    # Annotations stay hints, as in CPython: no C type checks on arguments.
    "annotation_typing": False,
    # Cython 3.1's type inference never ends on builtins/lists.py.
    "infer_types": False,
}

C_FLAGS = ["-O1", "-g0"]
"""After Python's own flags (-O3 -g), so these win: -O1 compiles the generated C in a
third of -O3's time for the same kernel speed (Cython's C is calls into CPython, which
the optimiser does not speed up), and no debugging information."""


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
    modules = [ENGINE / f"{name}.py" for name in COMPILED]
    return list(cythonize(
        [Extension(".".join(p.with_suffix("").parts), [str(p)], optional=True,
                   extra_compile_args=C_FLAGS)
         for p in modules],
        compiler_directives=DIRECTIVES, nthreads=os.cpu_count() or 1, quiet=True))


setup(ext_modules=extensions(), cmdclass={"build_ext": ParallelBuild})
