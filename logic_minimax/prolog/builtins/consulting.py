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
    proper_list,
    text_of,
    unify,
)
from logic_minimax.prolog.interface import Solver
from logic_minimax.prolog.kinds import USER
from logic_minimax.prolog.modules import (
    current_module,
    get_module,
    import_module,
    import_pred,
    module_of_file,
    own_pred,
    strip_checked,
    unlink,
)

if TYPE_CHECKING:
    from logic_minimax.prolog.interface import Engine

LIBRARIES = frozenset({"lists", "apply", "yall", "aggregate", "error", "pairs",
                       "apply_macros", "between", "debug", "readutil", "strings", "dicts",
                       "occurs", "random", "option", "sort", "statistics", "system",
                       "listing", "format", "dialect/hprolog", "terms", "gensym",
                       "tabling", "solution_sequences", "date", "backcomp", "wfs", "plunit",
                       "tables", "increval", "dif", "when", "coroutining"})
"""The libraries whose predicates (the parts programs use) the engine has built in."""
BUNDLED = Path(__file__).resolve().parent.parent / "lib"
"""SWI-Prolog's libraries that come with the engine as they are (their licence is in each
file's header)."""
_OPERATORS = {"wfs": ((900, "fy", "tnot"),)}
"""The operators a library exports."""


def _library(engine: Engine, spec: object, into: str) -> str | None:
    """The source ``spec`` names if it is ``library(Name)`` of a library the engine has
    (built in: ``""``, its operators defined; else the file that comes with the engine,
    loaded once), None if it is no ``library(...)``."""
    spec = deref(spec)
    if type(spec) is tuple and spec[0] == "library" and len(spec) == 2:
        name = deref(spec[1])  # lists, dialect/hprolog, 'clp/bounds'
        name = name if type(name) is str else path_text(name)
        if name in LIBRARIES:
            for op in _OPERATORS.get(name, ()):
                engine.ops.add(*op)
            engine.imports.setdefault(into, []).append(name)
            return ""
        if name is not None:
            source = load_bundled(engine, BUNDLED / f"{name}.pl")
            if source is not None:
                return source
        raise existence_error("source_sink", spec)
    return None


def load_bundled(engine: Engine, path: Path) -> str | None:
    """Load a library that comes with the engine, once (None: no such file), without
    the style warnings SWI does not give of its own libraries."""
    path = path.resolve()
    if not path.is_relative_to(BUNDLED) or not path.is_file():
        return None  # library('../x'): no file outside the engine's own
    source = str(path)
    if source not in engine.loaded:
        styles, engine.styles = engine.styles, set()
        try:
            engine.consult_file(path, source, library=True, imports=False)
        finally:
            engine.styles = styles
    return source


def _files(spec: object) -> list[object]:
    spec = deref(spec)
    if type(spec) is tuple and spec[0] == "[|]":
        return list(iter_list(spec))
    return [spec]


def _load(s: Solver, spec: object, if_new: bool, only: Imports = None,
          reexport: bool = False) -> None:
    """Load each file ``spec`` names; a module file's exports (``only`` those) are
    imported into the module loading it (a file loaded already, or still loading as
    files that load each other do, is only imported from), and exported from it too if
    ``reexport``."""
    engine = s.engine
    into, spec = strip_checked(spec, current_module(engine))
    for f in _files(spec):
        f = deref(f)
        if type(f) is Var:
            raise instantiation_error()
        source = _library(engine, f, into)
        if source is None:
            path = engine.resolve(f)
            source = str(path)
            engine.consult_file(path, source, if_new=if_new, imports=False)
        module = module_of_file(engine, source)
        if module is not None:
            imported = imports(engine, into, module, only)
            if reexport:
                exports = get_module(engine, into).exports
                exports.extend(key for key in imported if key not in exports)


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


@det("autoload", 1, 2)
def autoload(s: Solver, g: tuple[object, ...]) -> bool:
    """``autoload(File)``, ``autoload(File, Imports)``: SWI loads the file when one of
    its predicates is first called; here when the directive runs, and a library the
    engine does not have is left out (a call of its predicates is then unknown, as
    SWI's would be an error of its loading)."""
    try:
        if len(g) == 3:
            use_module2(s, g)
        else:
            _load(s, g[1], if_new=True)
    except PrologError as e:
        formal = deref(deref(e.term)[1])
        spec = strip_checked(g[1])[1]
        if not (type(formal) is tuple and formal[0] == "existence_error" and
                type(spec) is tuple and spec[0] == "library"):
            raise
    return True


Imports = tuple[bool, list[tuple[tuple[str, int], str]]] | None
"""use_module/2's import list: whether it lists those left out (``except``), and each
predicate with the name it is imported as; None: all exports."""


@det("reexport", 1)
def reexport(s: Solver, g: tuple[object, ...]) -> bool:
    """use_module/1, the predicates imported exported from the loading module too."""
    _load(s, g[1], if_new=True, reexport=True)
    return True


@det("use_module reexport", 2)
def use_module2(s: Solver, g: tuple[object, ...]) -> bool:
    """``use_module(File, Imports)``: ``[p/1, q/2 as r]`` or ``except([p/1])``; as
    reexport/2, exported from the loading module too."""
    spec = deref(g[2])
    left_out = type(spec) is tuple and spec[0] == "except" and len(spec) == 2
    listed: list[tuple[tuple[str, int], str]] = []
    for item in proper_list(spec[1] if left_out else spec):
        item = deref(item)
        alias = None
        if type(item) is tuple and item[0] == "as" and len(item) == 3:
            alias, item = deref(item[2]), deref(item[1])
        for _, name, arity in indicators(item):
            listed.append(((name, arity), alias if type(alias) is str else name))
    _load(s, g[1], if_new=True, only=(left_out, listed), reexport=g[0] == "reexport")
    return True


def imports(engine: Engine, into: str, module: str, only: Imports) -> list[tuple[str, int]]:
    """Import ``module``'s exports (``only`` those) into ``into``: the predicates as
    ``into`` names them."""
    exported = get_module(engine, module).exports
    if only is None:
        import_module(engine, into, module)
        return list(exported)
    left_out, listed = only
    if left_out:
        dropped = {key for key, _ in listed}
        kept = [k for k in exported if k not in dropped]
        import_module(engine, into, module, kept)
        return kept
    for key, alias in listed:
        import_pred(engine, into, module, key, alias)
    return [(alias, key[1]) for key, alias in listed]


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
    """What a directive may ask of the file being loaded: its ``module`` (the module it
    loads into), ``file`` and ``source`` (the path), ``directory``, ``dialect`` (swi) and
    ``term_position`` (the directive's line); at the toplevel only the module and the
    dialect."""
    stack = s.engine.load_stack
    context: list[tuple[str, object]] = [("module", current_module(s.engine))]
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
            return _library(s.engine, spec, current_module(s.engine)) is not None
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
    for module, name, arity in indicators(g[1]):
        pred = own_pred(s.engine, module, name, arity)
        unlink(pred)
        pred.multifile = True
        if pred.control == USER:  # defined: a call without clauses fails, as SWI's
            pred.defined = True
    return True
