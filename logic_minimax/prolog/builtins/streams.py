"""Streams, as SWI-Prolog has them: ``open/3,4``, ``close/1,2``, ``set_input/1``,
``set_output/1``, ``current_input/1``, ``current_output/1``, ``stream_property/2``,
``flush_output/0,1``, Edinburgh's ``see/1 seen/0 tell/1 told/0
append/1``, the file tests ``exists_file/1 exists_directory/1 delete_file/1
file_name_extension/3`` and library(readutil)'s ``read_file_to_string/3``.

A stream is the term ``'$stream'(N)`` (written ``<stream>(0x…)``, as SWI writes its
handles) or an alias (``user_input``, ``user_output``, ``user_error``, ``alias(A)`` of
``open/4``).  Every read and write built-in finds its stream with ``stream_of`` and
writes with ``put``.  Files are UTF-8; a file opened for reading is read whole when it is
opened (course files are small), so ``read/2`` can parse ahead and step back.  A stream
stays open until ``close/1``, as in SWI (``Streams.close_all`` closes what is left).  An
engine that may not touch files (``files_allowed``) refuses each of these on a file with
the permission error ``consult/1`` gives.
"""

from __future__ import annotations

import io
import os
import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, TextIO

from logic_minimax.errors import PrologError
from logic_minimax.prolog.builtins import det, nondet, with_last
from logic_minimax.prolog.core import (
    PString,
    Var,
    deref,
    domain_error,
    error,
    existence_error,
    instantiation_error,
    make_list,
    permission_error,
    proper_list,
    type_error,
    unify,
)
from logic_minimax.prolog.interface import Solver
from logic_minimax.prolog.write import STREAM

if TYPE_CHECKING:
    from logic_minimax.prolog.interface import Engine

_MODES = frozenset({"read", "write", "append", "update"})
_CURRENT = frozenset({"current_input", "current_output"})  # SWI's names for them


class FileText(io.StringIO):
    """The text of a file opened for reading (positions are character offsets)."""


@dataclass(eq=False)
class Stream:
    number: int
    mode: str  # read, write, append or update
    handle: TextIO | None = None  # None: the engine's own user_input/user_output/user_error
    file_name: object = None  # the name as open/3 was given it
    aliases: list[str] = field(default_factory=list)
    edinburgh: bool = False  # opened by see/1, tell/1 or append/1 (which find it by name)

    @property
    def term(self) -> tuple[object, ...]:
        return (STREAM, self.number)

    @property
    def input(self) -> bool:
        return self.mode == "read"


class Streams:
    """An engine's open streams, its current input and its current output."""

    def __init__(self) -> None:
        self.user_input = Stream(0, "read", aliases=["user_input"])
        self.user_output = Stream(1, "write", aliases=["user_output"])
        self.user_error = Stream(2, "write", aliases=["user_error"])
        self.open: dict[int, Stream] = {s.number: s for s in
                                        (self.user_input, self.user_output, self.user_error)}
        self.input = self.user_input
        self.output = self.user_output
        self.output_depth = 1
        """How many outputs the engine stacked when set_output/1 ran: a with_output_to/2
        begun later captures the output again."""
        self.count = 3

    def find(self, t: object) -> Stream | None:
        if type(t) is str:
            return next((s for s in self.open.values() if t in s.aliases), None)
        if type(t) is tuple and len(t) == 2 and t[0] == STREAM and type(t[1]) is int:
            return self.open.get(t[1])
        return None

    def add(self, stream: Stream) -> None:
        self.open[stream.number] = stream
        self.count += 1

    def close(self, stream: Stream) -> None:
        if stream.handle is None:
            return  # the standard streams stay open, as in SWI
        del self.open[stream.number]
        if self.input is stream:
            self.input = self.user_input
        if self.output is stream:
            self.output = self.user_output
        stream.handle.close()

    def restore(self, before: tuple[Stream, int]) -> None:
        """Go back to the output a with_output_to/2 found (user_output if it is closed)."""
        output, self.output_depth = before
        self.output = output if output.number in self.open else self.user_output

    def close_all(self) -> None:
        """Close every file a program left open (the engine is done with)."""
        for stream in list(self.open.values()):
            self.close(stream)


def current(engine: Engine, input: bool) -> Stream:
    """The current input or output (``user_output`` inside a with_output_to/2 begun
    since set_output/1: writing to it is captured)."""
    streams = engine.streams
    if input:
        return streams.input
    captured = len(engine.outputs) > streams.output_depth
    return streams.user_output if captured else streams.output


def stream_of(s: Solver, t: object, direction: str | None = None) -> Stream:
    """The open stream a term names; ``direction`` (``input``/``output``) the use it must
    allow.  None for ``t``: the current input or output."""
    if t is None:
        return current(s.engine, direction == "input")
    t = deref(t)
    if type(t) is Var:
        raise instantiation_error()
    stream = current(s.engine, t == "current_input") if t in _CURRENT else \
        s.engine.streams.find(t)
    if stream is None:
        if type(t) is not str and not (type(t) is tuple and t[0] == STREAM):
            raise domain_error("stream_or_alias", t)
        raise existence_error("stream", t)
    if direction is not None and stream.input != (direction == "input"):
        raise permission_error(direction, "stream", t)
    return stream


def source(s: Solver, t: object) -> TextIO:
    """What an input built-in reads: the stream ``t`` names, else the current input."""
    stream = stream_of(s, t, "input")
    if stream.handle is not None:
        return stream.handle
    return sys.stdin


def put(s: Solver, t: object, text: str) -> None:
    """Write text to the stream ``t`` names (None: the current output)."""
    stream = stream_of(s, t, "output")
    engine = s.engine
    if stream is engine.streams.user_error:
        if text.strip():
            engine.warn(text.rstrip("\n"))
    elif t is None:
        engine.write(text)
    else:
        engine.write(text, stream.handle or engine.outputs[-1])


# -- opening and closing -----------------------------------------------------------------


def _file_name(s: Solver, t: object) -> str:
    """A file's name as open/3 and the file tests take it; none if files are refused."""
    t = deref(t)
    if type(t) is Var:
        raise instantiation_error()
    if type(t) is not str and type(t) is not PString:
        raise type_error("text" if type(t) is tuple else "atom", t)
    if not s.engine.files_allowed:
        raise permission_error("open", "source_sink", t)
    if "\0" in t:
        raise error(("domain_error", "file_name", t),
                    ("context", Var(), "file name contains a 0-code"))
    return str(t)


def _open_file(s: Solver, spec: object, mode: str, aliases: list[str],
               edinburgh: bool = False) -> Stream:
    streams = s.engine.streams
    for alias in aliases:
        if streams.find(alias) is not None:
            raise permission_error("open", "source_sink", ("alias", alias))
    name = _file_name(s, spec)
    handle: TextIO
    try:
        if mode == "read":
            with open(name, "rb") as f:
                handle = FileText(f.read().decode("utf-8", "replace"))
        else:
            flags = os.O_WRONLY | os.O_CREAT | {"write": os.O_TRUNC, "append": os.O_APPEND,
                                                "update": 0}[mode]
            fd = os.open(name, flags, 0o666)
            handle = open(fd, "w", encoding="utf-8", newline="")  # noqa: SIM115 - until close/1
    except (FileNotFoundError, IsADirectoryError, NotADirectoryError) as e:
        raise _os_error(("existence_error", "source_sink", deref(spec)), e) from None
    except OSError as e:
        raise _os_error(("permission_error", "open", "source_sink", deref(spec)), e) from None
    stream = Stream(streams.count, mode, handle, deref(spec), aliases, edinburgh)
    streams.add(stream)
    return stream


def _os_error(formal: object, e: OSError) -> PrologError:
    """The error with the system's words for it, as SWI adds them (``No such file or
    directory``)."""
    return error(formal, ("context", Var(), e.strerror or str(e)))


def _mode(t: object) -> str:
    mode = deref(t)
    if type(mode) is Var:
        raise instantiation_error()
    if type(mode) is not str:
        raise type_error("atom", mode)
    if mode not in _MODES:
        raise domain_error("io_mode", mode)
    return mode


@det("open", 3, 4)
def open_(s: Solver, g: tuple[object, ...]) -> bool:
    if type(deref(g[1])) is Var:
        raise instantiation_error()
    mode = _mode(g[2])
    aliases: list[str] = []
    for o in proper_list(g[4]) if len(g) == 5 else []:
        o = deref(o)
        if type(o) is Var:
            raise instantiation_error()
        if type(o) is not tuple:
            raise type_error("option", o)
        if o[0] == "alias" and len(o) == 2:  # SWI ignores the options it does not know
            alias = deref(o[1])
            if type(alias) is Var:
                raise instantiation_error()
            if type(alias) is not str:
                raise type_error("atom", alias)
            aliases.append(alias)
    stream = _open_file(s, g[1], mode, aliases)
    if type(deref(g[3])) is not Var:  # found after opening (and creating) it, as SWI does
        s.engine.streams.close(stream)
        raise error(("uninstantiation_error", deref(g[3])),
                    ("context", Var(), ("-", "stream", "argument")))
    return unify(g[3], aliases[0] if aliases else stream.term, s.trail)  # as SWI's


@det("close", 1, 2)
def close(s: Solver, g: tuple[object, ...]) -> bool:
    force = len(g) == 3 and any(deref(o) == ("force", "true") for o in proper_list(g[2]))
    t = deref(g[1])
    try:
        stream = stream_of(s, t)
    except PrologError:
        if type(t) is tuple and t[0] == STREAM:
            if force:
                return True
            raise error(("existence_error", "stream", t),
                        ("context", Var(), "already closed")) from None
        raise
    s.engine.streams.close(stream)
    return True


@det("set_input", 1)
def set_input(s: Solver, g: tuple[object, ...]) -> bool:
    s.engine.streams.input = stream_of(s, g[1], "input")
    return True


@det("set_output", 1)
def set_output(s: Solver, g: tuple[object, ...]) -> bool:
    _set_output(s.engine, stream_of(s, g[1], "output"))
    return True


def _set_output(engine: Engine, stream: Stream) -> None:
    engine.streams.output = stream
    engine.streams.output_depth = len(engine.outputs)


@det("current_input current_output", 1)
def current_stream(s: Solver, g: tuple[object, ...]) -> bool:
    stream = current(s.engine, g[0] == "current_input")
    t = deref(g[1])
    if type(t) is Var:
        return unify(t, stream.term, s.trail)
    return stream_of(s, t) is stream


@det("flush_output", 0, 1)
def flush_output(s: Solver, g: object) -> bool:
    stream = stream_of(s, g[1] if type(g) is tuple else None, "output")
    (stream.handle or s.engine.out).flush()
    return True


def _properties(stream: Stream) -> list[object]:
    found: list[object] = []
    if stream.file_name is not None:
        found.append(("file_name", stream.file_name))
    found += [("mode", stream.mode), "input" if stream.input else "output"]
    found += [("alias", a) for a in stream.aliases]
    found += [("eof_action", "eof_code"), ("type", "text"), ("encoding", "utf8")]
    return found


@nondet("stream_property", 2)
def stream_property(s: Solver, g: tuple[object, ...]) -> Iterator[bool]:
    t, prop = deref(g[1]), deref(g[2])
    streams = s.engine.streams
    if type(t) is not Var:
        chosen = [stream_of(s, t)]
    elif type(prop) is tuple and prop[0] == "alias" and type(deref(prop[1])) is str:
        found = streams.find(deref(prop[1]))
        chosen = [] if found is None else [found]
    else:
        chosen = list(streams.open.values())
    pairs = [(stream, p) for stream in chosen for p in _properties(stream)
             if type(prop) is Var or p == prop or (type(prop) is tuple and type(p) is tuple
             and p[0] == prop[0] and len(p) == len(prop))]
    for (stream, p), more in with_last(pairs):
        mark = len(s.trail)
        if (type(t) is not Var or unify(t, stream.term, s.trail)) and \
                unify(prop, p, s.trail):
            yield more
        s.undo(mark)


# -- Edinburgh ---------------------------------------------------------------------------


def _edinburgh(s: Solver, t: object, mode: str) -> Stream:
    """The stream see/1, tell/1 or append/1 switch to: ``user``, an open stream, the
    stream one of them opened on that file before, else the file opened now."""
    spec = deref(t)
    if type(spec) is Var:
        raise instantiation_error()
    streams = s.engine.streams
    if spec == "user":
        return streams.user_input if mode == "read" else streams.user_output
    stream = streams.find(spec)
    if stream is None:
        stream = next((o for o in streams.open.values() if o.edinburgh and o.file_name ==
                       spec and o.input == (mode == "read")), None)
    if stream is None:
        stream = _open_file(s, spec, mode, [], edinburgh=True)
    if stream.input != (mode == "read"):
        raise permission_error("input" if mode == "read" else "output", "stream", spec)
    return stream


@det("see", 1)
def see(s: Solver, g: tuple[object, ...]) -> bool:
    s.engine.streams.input = _edinburgh(s, g[1], "read")
    return True


@det("tell append", 1)
def tell(s: Solver, g: tuple[object, ...]) -> bool:
    _set_output(s.engine, _edinburgh(s, g[1], "write" if g[0] == "tell" else "append"))
    return True


@det("seen", 0)
def seen(s: Solver, g: object) -> bool:
    s.engine.streams.close(s.engine.streams.input)
    s.engine.streams.input = s.engine.streams.user_input
    return True


@det("told", 0)
def told(s: Solver, g: object) -> bool:
    s.engine.streams.close(s.engine.streams.output)
    s.engine.streams.output = s.engine.streams.user_output
    return True


@det("seeing telling", 1)
def seeing(s: Solver, g: tuple[object, ...]) -> bool:
    """The current input (seeing/1) or output (telling/1): ``user`` for the user's."""
    input = g[0] == "seeing"
    stream = current(s.engine, input)
    streams = s.engine.streams
    user = streams.user_input if input else streams.user_output
    return unify(g[1], "user" if stream is user else stream.term, s.trail)


@det("is_stream", 1)
def is_stream(s: Solver, g: tuple[object, ...]) -> bool:
    """An open stream's handle or alias."""
    t = deref(g[1])
    return t in _CURRENT or s.engine.streams.find(t) is not None


# -- files -------------------------------------------------------------------------------


@det("read_file_to_string read_file_to_codes read_file_to_terms", 3)
def read_file_to_string(s: Solver, g: tuple[object, ...]) -> bool:
    """library(readutil)'s: a file's text (UTF-8) as a string, its codes or the terms
    it holds, the options aside."""
    stream = _open_file(s, g[1], "read", [])
    assert stream.handle is not None
    text = stream.handle.read()
    s.engine.streams.close(stream)
    if g[0] == "read_file_to_string":
        return unify(g[2], PString(text), s.trail)
    if g[0] == "read_file_to_codes":
        return unify(g[2], make_list([ord(c) for c in text]), s.trail)
    reader = s.engine.reader(text, str(deref(g[1])))
    terms = []
    while (read := reader.read_clause()) is not None:
        terms.append(read.term)
    return unify(g[2], make_list(terms), s.trail)


@det("exists_file", 1)
def exists_file(s: Solver, g: tuple[object, ...]) -> bool:
    return os.path.isfile(_file_name(s, g[1]))


@det("exists_directory", 1)
def exists_directory(s: Solver, g: tuple[object, ...]) -> bool:
    return os.path.isdir(_file_name(s, g[1]))


@det("delete_file", 1)
def delete_file(s: Solver, g: tuple[object, ...]) -> bool:
    name = _file_name(s, g[1])
    try:
        os.remove(name)
    except FileNotFoundError as e:
        raise _os_error(("existence_error", "file", deref(g[1])), e) from None
    except OSError as e:
        raise _os_error(("permission_error", "delete", "file", deref(g[1])), e) from None
    return True


def _text(t: object) -> str:
    t = deref(t)
    if type(t) is Var:
        raise instantiation_error()
    if type(t) not in (str, PString):
        raise type_error("atom", t)
    return str(t)


@det("file_name_extension", 3)
def file_name_extension(s: Solver, g: tuple[object, ...]) -> bool:
    """``foo.pl`` is ``foo`` and ``pl``; a given extension may be written ``.pl``."""
    full = deref(g[3])
    ext = deref(g[2])
    if type(full) is Var:
        base, e = _text(g[1]), _text(ext).removeprefix(".")
        done = not e or base.endswith(f".{e}")
        return unify(full, base if done else f"{base}.{e}", s.trail)
    name = _text(full)
    if type(ext) is not Var:
        e = _text(ext).removeprefix(".")
        if not e:
            return unify(g[1], name, s.trail)
        return name.endswith(f".{e}") and unify(g[1], name[:-len(e) - 1], s.trail)
    dot = name.rfind(".")
    if dot < 0 or dot < name.rfind("/"):
        return unify(g[1], name, s.trail) and unify(ext, "", s.trail)
    return unify(g[1], name[:dot], s.trail) and unify(ext, name[dot + 1:], s.trail)
