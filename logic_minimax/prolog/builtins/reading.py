"""Reading: ``read/1,2``, ``read_term/2,3``, ``get_char/1,2``, ``peek_char/1,2``,
``get_code/1,2``, ``peek_code/1,2``, ``get0/1,2``, ``get/1,2``, ``skip/1,2``,
``at_end_of_stream/0,1``,
``read_line_to_string/2``, ``read_line_to_codes/2`` from the current input or a stream
(``streams.source``): ``user_input`` is standard input (the toplevel's terminal).

From the terminal a term is read line by line until a line ends it with a full stop; at
the end of the input the term read is ``end_of_file``.  Options: ``variable_names(Vs)``,
``variables(Vs)``, ``singletons(Vs)``.
"""

from __future__ import annotations

from typing import TextIO

from logic_minimax.errors import PrologSyntaxError
from logic_minimax.prolog.builtins import det
from logic_minimax.prolog.builtins.atoms import syntax_error_name
from logic_minimax.prolog.builtins.streams import FileText, source, stream_of
from logic_minimax.prolog.core import (
    NIL,
    PString,
    Var,
    deref,
    domain_error,
    error,
    instantiation_error,
    make_list,
    proper_list,
    type_error,
    unify,
)
from logic_minimax.prolog.interface import Solver
from logic_minimax.prolog.parser import ReadTerm


def read_clause_text(source: TextIO) -> str | None:
    """The text of the next clause: lines up to one that ends with a full stop (None at
    the end of the input with nothing read)."""
    lines: list[str] = []
    while True:
        line = source.readline()
        if not line:
            return "".join(lines) if "".join(lines).strip() else None
        lines.append(line)
        stripped = line.rstrip()
        if stripped.endswith(".") and not stripped.endswith(".."):
            return "".join(lines)


def _read(s: Solver, stream: object | None) -> ReadTerm | None:
    found = source(s, stream)
    if isinstance(found, FileText):
        return _read_file(s, found, stream_of(s, stream, "input").file_name)
    try:
        text = read_clause_text(found)
    except (OSError, ValueError):  # no terminal to read (a closed or captured input)
        raise error(("io_error", "read", "user_input")) from None
    if text is None:
        return None
    reader = s.engine.reader(text if text.rstrip().endswith(".") else text + " .",
                             "user_input")
    try:
        return reader.read_clause()
    except PrologSyntaxError as e:
        raise error(("syntax_error", syntax_error_name(e.message))) from None


def _read_file(s: Solver, found: FileText, name_of: object) -> ReadTerm | None:
    """The next term of a file's text, read where the stream stands; the stream goes on
    right after its full stop (a line read next is the rest of its line, as in SWI)."""
    text, pos = found.getvalue(), found.tell()
    reader = s.engine.reader(text, "stream")
    reader.seek(pos, text.count("\n", 0, pos) + 1)
    try:
        read = reader.read_clause()
    except PrologSyntaxError as e:
        reader.skip_to_end()
        found.seek(reader.lexer.pos)
        at = sum(len(line) + 1 for line in text.split("\n")[:e.line - 1]) + e.column - 1
        name = "end_of_file" if not text[at:].strip() else syntax_error_name(e.message)
        # SWI's place: file(Name, Line, LinePos, CharNo), its CharNo one short
        raise error(("syntax_error", name),
                    ("file", name_of, e.line, e.column - 1, at - 1)) from None
    found.seek(reader.lexer.pos)
    return read


def _read_term(s: Solver, term: object, options: object, stream: object | None) -> bool:
    opts = [deref(o) for o in proper_list(options)]
    read = _read(s, stream)
    if read is None:
        return unify(term, "end_of_file", s.trail)
    ok = unify(term, read.term, s.trail)
    for o in opts:
        if not ok:
            break
        if not (type(o) is tuple and len(o) == 2):
            raise domain_error("read_option", o)
        if o[0] == "variable_names":
            ok = unify(o[1], make_list([("=", n, v) for n, v in read.names]), s.trail)
        elif o[0] == "variables":
            ok = unify(o[1], make_list([v for _, v in read.names]), s.trail)
        elif o[0] == "singletons":
            names = dict(read.names)
            ok = unify(o[1], make_list([("=", n, names[n]) for n in read.singletons]),
                       s.trail)
    return ok


@det("read", 1)
def read1(s: Solver, g: tuple[object, ...]) -> bool:
    return _read_term(s, g[1], make_list([]), None)


@det("read", 2)
def read2(s: Solver, g: tuple[object, ...]) -> bool:
    return _read_term(s, g[2], make_list([]), g[1])


@det("read_term", 2)
def read_term2(s: Solver, g: tuple[object, ...]) -> bool:
    return _read_term(s, g[1], g[2], None)


@det("read_term", 3)
def read_term3(s: Solver, g: tuple[object, ...]) -> bool:
    return _read_term(s, g[2], g[3], g[1])


def char_in(s: Solver, stream: object | None, peek: bool = False) -> str:
    """The next character of the input ('' at its end)."""
    found = source(s, stream)
    try:
        if peek:
            if hasattr(found, "peek"):
                return str(found.peek(1)[:1])
            pos = found.tell()
            ch = found.read(1)
            found.seek(pos)
            return ch
        return found.read(1)
    except (OSError, ValueError):
        raise error(("io_error", "read", "user_input")) from None


@det("at_end_of_stream", 0, 1)
def at_end_of_stream(s: Solver, g: object) -> bool:
    return not char_in(s, g[1] if type(g) is tuple else None, peek=True)


@det("get_char", 1, 2)
def get_char(s: Solver, g: tuple[object, ...]) -> bool:
    ch = char_in(s, g[1] if len(g) == 3 else None)
    return unify(g[-1], ch or "end_of_file", s.trail)


@det("peek_char", 1, 2)
def peek_char(s: Solver, g: tuple[object, ...]) -> bool:
    ch = char_in(s, g[1] if len(g) == 3 else None, peek=True)
    return unify(g[-1], ch or "end_of_file", s.trail)


@det("get_code get0", 1, 2)
def get_code(s: Solver, g: tuple[object, ...]) -> bool:
    ch = char_in(s, g[1] if len(g) == 3 else None)
    return unify(g[-1], ord(ch) if ch else -1, s.trail)


@det("peek_code", 1, 2)
def peek_code(s: Solver, g: tuple[object, ...]) -> bool:
    ch = char_in(s, g[1] if len(g) == 3 else None, peek=True)
    return unify(g[-1], ord(ch) if ch else -1, s.trail)


@det("get", 1, 2)
def get(s: Solver, g: tuple[object, ...]) -> bool:
    """The next character code that is not layout (-1 at the end)."""
    while True:
        ch = char_in(s, g[1] if len(g) == 3 else None)
        if not ch or not ch.isspace():
            return unify(g[-1], ord(ch) if ch else -1, s.trail)


@det("skip", 1, 2)
def skip(s: Solver, g: tuple[object, ...]) -> bool:
    """Read up to and with the character (or code) given, or to the end."""
    c = deref(g[-1])
    if type(c) is Var:
        raise instantiation_error()
    if type(c) is int and 0 <= c <= 0x10FFFF:
        c = chr(c)
    if type(c) is not str or len(c) != 1:
        raise type_error("character", c)
    while (ch := char_in(s, g[1] if len(g) == 3 else None)) and ch != c:
        pass
    return True


def _line(s: Solver, stream: object) -> str | None:
    try:
        line = source(s, stream).readline()
    except (OSError, ValueError):
        raise error(("io_error", "read", "user_input")) from None
    return line.rstrip("\n").rstrip("\r") if line else None


@det("read_line_to_string", 2)
def read_line_to_string(s: Solver, g: tuple[object, ...]) -> bool:
    line = _line(s, g[1])
    return unify(g[2], "end_of_file" if line is None else PString(line), s.trail)


@det("read_line_to_codes", 2)
def read_line_to_codes(s: Solver, g: tuple[object, ...]) -> bool:
    line = _line(s, g[1])
    return unify(g[2], -1 if line is None else make_list([ord(c) for c in line]), s.trail)


@det("read_line_to_codes", 3)
def read_line_to_codes3(s: Solver, g: tuple[object, ...]) -> bool:
    """The line's codes with its newline, ending in ``Tail`` (both [] at the end)."""
    try:
        line = source(s, g[1]).readline()
    except (OSError, ValueError):
        raise error(("io_error", "read", "user_input")) from None
    if not line:
        return unify(g[2], NIL, s.trail) and unify(g[3], NIL, s.trail)
    return unify(g[2], make_list([ord(c) for c in line], g[3]), s.trail)


@det("read_stream_to_codes", 2, 3)
def read_stream_to_codes(s: Solver, g: tuple[object, ...]) -> bool:
    """The rest of the stream's codes (ending in ``Tail``, else [])."""
    try:
        text = source(s, g[1]).read()
    except (OSError, ValueError):
        raise error(("io_error", "read", "user_input")) from None
    return unify(g[2], make_list([ord(c) for c in text], g[3] if len(g) == 4 else NIL),
                 s.trail)
