"""Files as SWI-Prolog reads about them (none is written here): ``size_file/2``,
``time_file/2``, ``access_file/2``, ``same_file/2``, ``is_absolute_file_name/1``,
``prolog_to_os_filename/2``; the program's sources: ``source_file/1,2``,
``unload_file/1``.  An engine that may not touch files (``files_allowed``) refuses them
as ``open/3`` does (``streams._file_name``)."""

from __future__ import annotations

import os
from collections.abc import Iterator

from logic_minimax.prolog.builtins import det, nondet, with_last
from logic_minimax.prolog.builtins.streams import _file_name
from logic_minimax.prolog.core import (
    Var,
    deref,
    domain_error,
    error,
    instantiation_error,
    text_of,
    type_error,
    unify,
)
from logic_minimax.prolog.interface import Solver
from logic_minimax.prolog.modules import strip_checked, visible


def _stat(s: Solver, t: object, caller: str) -> os.stat_result:
    name = _file_name(s, t)
    try:
        return os.stat(name)
    except OSError as e:
        raise error(("existence_error", "file", deref(t)),
                    ("context", ("/", caller, 2), e.strerror or "")) from None


@det("size_file", 2)
def size_file(s: Solver, g: tuple[object, ...]) -> bool:
    return unify(g[2], _stat(s, g[1], "size_file").st_size, s.trail)


@det("time_file", 2)
def time_file(s: Solver, g: tuple[object, ...]) -> bool:
    return unify(g[2], _stat(s, g[1], "time_file").st_mtime, s.trail)


_MODES = {"read": os.R_OK, "write": os.W_OK, "append": os.W_OK, "execute": os.X_OK,
          "search": os.X_OK, "exist": os.F_OK, "file": os.F_OK, "none": None}


@det("access_file", 2)
def access_file(s: Solver, g: tuple[object, ...]) -> bool:
    """Whether the file may be used so; a file to write that does not exist yet may be
    when its directory may be written; ``none`` always."""
    mode = deref(g[2])
    if type(mode) is Var:
        raise instantiation_error()
    if mode not in _MODES:
        raise domain_error("io_mode", mode)
    name = _file_name(s, g[1])
    flag = _MODES[mode]
    if flag is None:
        return True
    if flag == os.W_OK and not os.path.exists(name):
        return os.access(os.path.dirname(os.path.abspath(name)), os.W_OK)
    return os.access(name, flag)


@det("same_file", 2)
def same_file(s: Solver, g: tuple[object, ...]) -> bool:
    first, second = _file_name(s, g[1]), _file_name(s, g[2])
    if first == second:
        return True
    try:
        return os.path.samefile(first, second)
    except OSError:
        return False


@det("is_absolute_file_name", 1)
def is_absolute_file_name(s: Solver, g: tuple[object, ...]) -> bool:
    return os.path.isabs(text_of(g[1], "text"))


@det("prolog_to_os_filename", 2)
def prolog_to_os_filename(s: Solver, g: tuple[object, ...]) -> bool:
    """The same name both ways on a POSIX system."""
    prolog, native = deref(g[1]), deref(g[2])
    if type(prolog) is Var and type(native) is Var:
        raise instantiation_error()
    if type(prolog) is Var:
        return unify(prolog, text_of(native, "text"), s.trail)
    return unify(native, text_of(prolog, "text"), s.trail)


@nondet("source_file", 1)
def source_file(s: Solver, g: tuple[object, ...]) -> Iterator[bool]:
    """The files the program was consulted from."""
    files = [f for f in s.engine.sources if f in s.engine.mtimes]
    for name, more in with_last(files):
        mark = len(s.trail)
        if unify(g[1], name, s.trail):
            yield more
        s.undo(mark)


@nondet("source_file", 2)
def source_file2(s: Solver, g: tuple[object, ...]) -> Iterator[bool]:
    """``source_file(:Head, ?File)``: the file a predicate's clauses come from."""
    module, head = strip_checked(g[1])
    if type(head) is Var:
        pairs = [(p, f) for f, preds in s.engine.sources.items() if f in s.engine.mtimes
                 for p in preds]
    elif type(head) in (str, tuple):
        name, arity = (head, 0) if type(head) is str else (head[0], len(head) - 1)
        pred = visible(s.engine, module, name, arity)
        pairs = [(pred, pred.source)] if pred.source in s.engine.mtimes else []
    else:
        raise type_error("callable", head)
    for (pred, file), more in with_last(pairs):
        template = pred.name if not pred.arity else \
            (pred.name, *(Var() for _ in range(pred.arity)))
        mark = len(s.trail)
        if unify(head, template, s.trail) and unify(g[2], file, s.trail):
            yield more
        s.undo(mark)


@det("unload_file", 1)
def unload_file(s: Solver, g: tuple[object, ...]) -> bool:
    """The clauses a file gave are taken away (its predicates stay, without them)."""
    name = os.path.abspath(text_of(g[1], "text"))
    engine = s.engine
    for source in [f for f in engine.sources if f == name or f == f"{name}.pl"]:
        for pred in engine.sources.pop(source):
            if pred.source == source:  # undefined again, as SWI leaves it
                pred.clear()
                pred.defined = pred.dynamic = False
        engine.loaded.discard(source)
        engine.mtimes.pop(source, None)
    return True
