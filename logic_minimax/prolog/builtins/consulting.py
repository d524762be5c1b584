"""Loading programs from goals and directives: ``consult/1``, ``[File, ...]``,
``ensure_loaded/1``, ``use_module/1,2``, ``make/0``, ``initialization/1`` (at the
toplevel), ``multifile/1``, ``prolog_load_context/2``, ``exists_source/1``, and the
file names ``absolute_file_name/2``, ``file_base_name/2``, ``file_directory_name/2``
(``module/2`` is with the system predicates).

A file named in a directive resolves against the directory of the file being loaded, at
the toplevel against the working directory; a missing file is
``existence_error(source_sink, File)``.  ``library(Name)`` names the libraries the engine
has built in, or one of SWI-Prolog's own written in Prolog that comes with it (``lib/``,
unchanged: clp(bounds)), loaded once as library predicates.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from logic_minimax.errors import PrologError
from logic_minimax.prolog.builtins import det, nondet, with_last
from logic_minimax.prolog.builtins.database import indicators
from logic_minimax.prolog.core import (
    Var,
    deref,
    existence_error,
    instantiation_error,
    iter_list,
    path_text,
    text_of,
    unify,
)
from logic_minimax.prolog.interface import Solver
from logic_minimax.prolog.modules import current_module

if TYPE_CHECKING:
    from logic_minimax.prolog.interface import Engine

LIBRARIES = frozenset({"lists", "apply", "yall", "aggregate", "error", "pairs", "ordsets",
                       "apply_macros", "between", "debug", "readutil", "strings", "dicts",
                       "occurs", "random", "option", "sort", "statistics", "system",
                       "listing", "format", "dialect/hprolog", "terms", "gensym", "assoc",
                       "tabling", "solution_sequences", "date", "backcomp", "wfs", "plunit",
                       "tables", "increval", "dif", "when", "coroutining"})
"""The libraries whose predicates (the parts programs use) the engine has built in."""
BUNDLED = Path(__file__).resolve().parent.parent / "lib"
"""SWI-Prolog's libraries that come with the engine as they are (their licence is in each
file's header)."""
_OPERATORS = {"wfs": ((900, "fy", "tnot"),)}
"""The operators a library exports."""


def _library(engine: Engine, spec: object) -> bool:
    """Whether ``spec`` is ``library(Name)`` (of a library the engine has: its operators
    are defined)."""
    spec = deref(spec)
    if type(spec) is tuple and spec[0] == "library" and len(spec) == 2:
        name = deref(spec[1])  # lists, dialect/hprolog, 'clp/bounds'
        name = name if type(name) is str else path_text(name)
        if name in LIBRARIES:
            for op in _OPERATORS.get(name, ()):
                engine.ops.add(*op)
            engine.imports.setdefault(current_module(engine), []).append(name)
            return True
        if name is not None and _bundled(engine, BUNDLED / f"{name}.pl"):
            return True
        raise existence_error("source_sink", spec)
    return False


def _bundled(engine: Engine, path: Path) -> bool:
    """Load a library that comes with the engine, once; its predicates are library
    predicates (a program's own definitions take them over, listing/0 leaves them out)."""
    path = path.resolve()
    if not path.is_relative_to(BUNDLED) or not path.is_file():
        return False  # library('../x'): no file outside the engine's own
    source = str(path)
    if source not in engine.loaded:
        engine.consult_file(path, source, library=True)
        for pred in engine.preds.values():
            if pred.source == source:
                pred.library = True
    return True


def _files(spec: object) -> list[object]:
    spec = deref(spec)
    if type(spec) is tuple and spec[0] == "[|]":
        return list(iter_list(spec))
    return [spec]


def _load(s: Solver, spec: object, if_new: bool) -> None:
    engine = s.engine
    for f in _files(spec):
        f = deref(f)
        if type(f) is Var:
            raise instantiation_error()
        if _library(engine, f):
            continue
        path = engine.resolve(f)
        engine.consult_file(path, str(path), if_new=if_new)


@det("consult", 1)
@det("[|]", 2)
def consult(s: Solver, g: tuple[object, ...]) -> bool:
    # consult(F), consult([F, G]) and the goal [F, G] (which arrives as '[|]'(F, [G])).
    _load(s, g[1] if g[0] == "consult" else (g[0], g[1], g[2]), if_new=False)
    return True


@det("ensure_loaded", 1)
@det("use_module", 1)
def ensure_loaded(s: Solver, g: tuple[object, ...]) -> bool:
    _load(s, g[1], if_new=True)
    return True


@det("use_module", 2)
def use_module2(s: Solver, g: tuple[object, ...]) -> bool:
    _load(s, g[1], if_new=True)
    return True


@det("load_files", 1, 2)
def load_files(s: Solver, g: tuple[object, ...]) -> bool:
    """The options that choose between consult/1 and ensure_loaded/1 are honoured
    (``if(not_loaded)``, ``if(changed)``: once); the others change nothing here."""
    if_new = False
    for option in iter_list(g[2]) if len(g) == 3 else ():
        option = deref(option)
        if type(option) is tuple and option[0] == "if" and len(option) == 2:
            if_new = deref(option[1]) in ("not_loaded", "changed")
    _load(s, g[1], if_new=if_new)
    return True


@det("make", 0)
def make(s: Solver, g: object) -> bool:
    """Consult again every file changed since it was loaded (as SWI's ``make/0``)."""
    engine = s.engine
    for source, mtime in list(engine.mtimes.items()):
        path = Path(source)
        try:
            changed = path.stat().st_mtime != mtime
        except OSError:
            continue
        if changed:
            engine.consult_file(path, source)
    return True


@det("initialization", 1, 2)
def initialization(s: Solver, g: tuple[object, ...]) -> bool:
    """At the toplevel: run the goal now (in a file, consulting runs it after the load)."""
    return s.engine.once(g[1])


@nondet("prolog_load_context", 2)
def prolog_load_context(s: Solver, g: tuple[object, ...]) -> Iterator[bool]:
    """What a directive may ask of the file being loaded: its ``module`` (user), ``file``
    and ``source`` (the path), ``directory``, ``dialect`` (swi) and ``term_position``
    (the directive's line); at the toplevel only the module and the dialect."""
    stack = s.engine.load_stack
    context: list[tuple[str, object]] = [("module", "user")]
    if stack:
        loading = stack[-1]
        path = Path(loading.source).resolve()
        folder = loading.directory.resolve() if loading.directory is not None else path.parent
        context += [("file", str(path)), ("source", str(path)), ("directory", str(folder))]
    context.append(("dialect", "swi"))
    if stack:
        context.append(("term_position", ("$stream_position", 0, stack[-1].line, 0, 0)))
    key = deref(g[1])
    if type(key) is not Var:
        context = [(k, v) for k, v in context if k == key]
    for (name, value), more in with_last(context):
        mark = len(s.trail)
        if unify(g[1], name, s.trail) and unify(g[2], value, s.trail):
            yield more
        s.undo(mark)


@det("exists_source", 1)
def exists_source(s: Solver, g: tuple[object, ...]) -> bool:
    """Whether a library the engine has, or a file ``consult/1`` would find, is named."""
    spec = deref(g[1])
    if type(spec) is tuple and spec[0] == "library" and len(spec) == 2:
        try:
            return _library(s.engine, spec)
        except PrologError:
            return False
    if not s.engine.files_allowed:
        return False
    try:
        s.engine.resolve(spec)
    except PrologError as e:
        if deref(e.term)[1][0] != "existence_error":
            raise
        return False
    return True


@det("absolute_file_name", 2)
def absolute_file_name(s: Solver, g: tuple[object, ...]) -> bool:
    """The full, normalised path of a file name, against the working directory."""
    spec = deref(g[1])
    name = path_text(spec)
    return unify(g[2], os.path.abspath(text_of(spec, "text") if name is None else name),
                 s.trail)


def _split_path(name: str) -> tuple[str, str]:
    """SWI's directory and base name of a file name: trailing slashes do not count, no
    directory is ``.``, the root is ``/``."""
    trimmed = name.rstrip("/")
    if not trimmed:
        return ("/", "/") if name else (".", "")
    cut = trimmed.rfind("/")
    if cut < 0:
        return ".", trimmed
    return trimmed[:cut].rstrip("/") or "/", trimmed[cut + 1:]


@det("file_base_name file_directory_name", 2)
def file_name_part(s: Solver, g: tuple[object, ...]) -> bool:
    """``file_base_name(+File, -Base)``, ``file_directory_name(+File, -Directory)``."""
    directory, base = _split_path(text_of(g[1], "text"))
    return unify(g[2], base if g[0] == "file_base_name" else directory, s.trail)


@det("multifile", 1)
def multifile(s: Solver, g: tuple[object, ...]) -> bool:
    for name, arity in indicators(g[1]):
        s.engine.pred(name, arity).multifile = True
    return True
