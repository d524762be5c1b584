"""SWI-Prolog's text built-ins beyond ISO's: ``text_to_string/2``,
``atomics_to_string/2``, ``normalize_space/2``, ``sub_atom_icasechk/3``, ``collation_key/2``,
``term_hash/2,4`` (SWI's MurmurHash: the same values for atomic terms and a compound of
them; nested compounds and term_hash/4's compounds hash SWI's memory words, and differ),
``display/1,2``, ``print_message_lines/3``, ``nth_integer_root_and_remainder/4``."""

from __future__ import annotations

import re
import struct
from typing import Any

from logic_minimax.prolog.builtins import det
from logic_minimax.prolog.builtins.streams import put
from logic_minimax.prolog.core import (
    NIL,
    PString,
    Var,
    deref,
    domain_error,
    error,
    evaluation_error,
    instantiation_error,
    iter_list,
    make_list,
    proper_list,
    text_of,
    type_error,
    unify,
)
from logic_minimax.prolog.interface import Solver
from logic_minimax.prolog.walk import copy_term, is_ground, term_vars
from logic_minimax.prolog.write import WriteOptions, term_to_text


@det("text_to_string", 2)
def text_to_string(s: Solver, g: tuple[object, ...]) -> bool:
    text = deref(g[1])
    if type(text) is Var:
        raise instantiation_error()
    if type(text) in (int, float):
        raise type_error("text", text)
    return unify(g[2], PString(text_of(text, "text")), s.trail)


@det("atomics_to_string", 2)
def atomics_to_string(s: Solver, g: tuple[object, ...]) -> bool:
    parts = []
    for item in proper_list(g[1]):
        item = deref(item)
        if type(item) is Var:
            raise instantiation_error()
        if type(item) is tuple:
            raise type_error("text", item)
        parts.append(text_of(item, "text"))
    return unify(g[2], PString("".join(parts)), s.trail)


_SPACE = re.compile(r"\s+")


def _output(s: Solver, spec: object, text: str) -> bool:
    """Unify ``text`` with an output spec: atom(A), string(S), codes(Cs), codes(Cs, T),
    chars(Cs)."""
    spec = deref(spec)
    if type(spec) is Var:
        raise instantiation_error()
    if type(spec) is tuple and len(spec) in (2, 3):
        kind = spec[0]
        if kind == "atom" and len(spec) == 2:
            return unify(spec[1], text, s.trail)
        if kind == "string" and len(spec) == 2:
            return unify(spec[1], PString(text), s.trail)
        if kind in ("codes", "chars"):
            items: list[object] = [ord(c) if kind == "codes" else c for c in text]
            tail = spec[2] if len(spec) == 3 else NIL
            return unify(spec[1], make_list(items, tail), s.trail)
    raise type_error("output", spec)


@det("normalize_space", 2)
def normalize_space(s: Solver, g: tuple[object, ...]) -> bool:
    """The text with its leading and trailing white space removed and each run of it
    inside one space."""
    if type(deref(g[1])) is Var:
        raise instantiation_error()
    text = text_of(g[2], "text")
    return _output(s, g[1], " ".join(_SPACE.split(text.strip())) if text.strip() else "")


_ENCODINGS = {"utf8": "utf-8", "text": "utf-8", "octet": "latin-1", "iso_latin_1": "latin-1",
              "ascii": "ascii", "utf16be": "utf-16-be", "utf16le": "utf-16-le"}


@det("string_bytes", 3)
def string_bytes(s: Solver, g: tuple[object, ...]) -> bool:
    """``string_bytes(?String, ?Bytes, +Encoding)``: the text's bytes in the encoding."""
    encoding = deref(g[3])
    if type(encoding) is Var:
        raise instantiation_error()
    codec = _ENCODINGS.get(encoding)
    if codec is None:
        raise domain_error("encoding", encoding)
    text = deref(g[1])
    if type(text) is Var:
        data = bytes(deref(b) for b in proper_list(g[2]))
        return unify(text, PString(data.decode(codec, errors="replace")), s.trail)
    encoded = text_of(text, "text").encode(codec, errors="replace")
    return unify(g[2], make_list(list(encoded)), s.trail)


@det("get_string_code", 3)
def get_string_code(s: Solver, g: tuple[object, ...]) -> bool:
    """The code at 1-based ``Index`` of the string."""
    index = deref(g[1])
    if type(index) is Var:
        raise instantiation_error()
    if type(index) is not int:
        raise type_error("integer", index)
    text = text_of(g[2], "string")
    if not 1 <= index <= len(text):
        raise error(("domain_error", ("range", 1, len(text)), index))
    return unify(g[3], ord(text[index - 1]), s.trail)


@det("collation_key", 2)
def collation_key(s: Solver, g: tuple[object, ...]) -> bool:
    """The key that sorts text as the locale does: under C.UTF-8, the text itself."""
    text = deref(g[1])
    if type(text) is Var:
        raise instantiation_error()
    if type(text) not in (str, PString):
        raise type_error("atom", text)
    return unify(g[2], PString(str(text)), s.trail)


@det("sub_atom_icasechk", 3)
def sub_atom_icasechk(s: Solver, g: tuple[object, ...]) -> bool:
    """Needle in Haystack, the haystack's case folded (SWI compares the needle as
    written: a needle with capitals is found nowhere)."""
    haystack, needle = deref(g[1]), deref(g[3])
    if type(haystack) is Var or type(needle) is Var:
        raise instantiation_error()
    if type(haystack) not in (str, PString) or type(needle) not in (str, PString):
        return False
    folded, needle = str(haystack).lower(), str(needle)
    start = deref(g[2])
    if type(start) is int:
        return folded.startswith(needle, start) if start >= 0 else False
    at = folded.find(needle)
    return at >= 0 and unify(start, at, s.trail)


@det("display", 1, 2)
def display(s: Solver, g: tuple[object, ...]) -> bool:
    """The term written with its operators as plain compounds (``+(1,2)``), quoted."""
    text = term_to_text(g[-1], WriteOptions(quoted=True, ignore_ops=True, numbervars=False),
                        s.engine.ops)
    put(s, g[1] if len(g) == 3 else None, text)
    return True


_SEED = 0x1A3BE34A
_M = 0x5BD1E995


def _murmur(data: bytes, seed: int) -> int:
    """MurmurHash2 (32 bits), as SWI's MurmurHashAligned2 on a little-endian machine."""
    h = (seed ^ len(data)) & 0xFFFFFFFF
    n = len(data) // 4
    for (k,) in struct.iter_unpack("<I", data[:4 * n]):
        k = (k * _M) & 0xFFFFFFFF
        k ^= k >> 24
        h = ((h * _M) & 0xFFFFFFFF) ^ ((k * _M) & 0xFFFFFFFF)
    rest = data[4 * n:]
    if rest:
        for i in reversed(range(len(rest))):
            h ^= rest[i] << (8 * i)
        h = (h * _M) & 0xFFFFFFFF
    h ^= h >> 13
    h = (h * _M) & 0xFFFFFFFF
    return h ^ (h >> 15)


def _atom_hash(name: str) -> bytes:
    data = name.encode("latin-1") if max(name, default="\0") <= "\xff" else \
        name.encode("utf-32-le")
    return struct.pack("<I", _murmur(data, _SEED))


def _hash(term: object, depth: int) -> int | None:
    """SWI's hash of a term to ``depth`` (-1: all of it); None if it is not ground."""
    h = _SEED
    stack: list[tuple[Any, int]] = [(term, 1)]
    while stack:
        t, level = stack.pop()
        t = deref(t)
        if depth >= 0 and level > depth:
            continue
        tt = type(t)
        if tt is Var:
            return None
        if tt is str:
            h = _murmur(_atom_hash(t), h)
        elif t is NIL:
            h = _murmur(_atom_hash("[]"), h)
        elif tt is PString:
            text = str(t)
            h = _murmur(text.encode("latin-1") if max(text, default="\0") <= "\xff"
                        else text.encode("utf-32-le"), h)
        elif tt is int and -(1 << 63) <= t < (1 << 63):
            h = _murmur(struct.pack("<q", t), h)
        elif tt is float:
            h = _murmur(struct.pack("<d", t), h)
        elif tt is tuple:
            h = _murmur(_atom_hash(t[0]), h)
            stack.extend((a, level + 1) for a in reversed(t[1:]))
        else:
            h = _murmur(str(t).encode(), h)
    return h


@det("term_hash", 2)
def term_hash(s: Solver, g: tuple[object, ...]) -> bool:
    if not is_ground(g[1]):
        return True
    h = _hash(g[1], -1)
    return h is None or unify(g[2], h & 0xFFFFFF, s.trail)


@det("variant_hash", 2)
def variant_hash(s: Solver, g: tuple[object, ...]) -> bool:
    """A hash equal for variant terms: term_hash/2 of the term with its variables
    numbered (its values are not SWI's)."""
    t = copy_term(g[1])
    for n, v in enumerate(term_vars(t)):
        v.ref = ("$VAR", n)
    h = _hash(t, -1)
    return h is not None and unify(g[2], h & 0xFFFFFF, s.trail)


@det("term_hash", 4)
def term_hash4(s: Solver, g: tuple[object, ...]) -> bool:
    depth, limit = deref(g[2]), deref(g[3])
    if type(depth) is Var or type(limit) is Var:
        raise instantiation_error()
    if type(depth) is not int:
        raise type_error("integer", depth)
    if type(limit) is not int:
        raise type_error("integer", limit)
    if limit < 1:  # (SWI names the depth)
        raise domain_error("not_less_than_one", depth)
    h = _hash(g[1], depth)
    return h is None or unify(g[4], h % limit, s.trail)


@det("print_message_lines", 3)
def print_message_lines(s: Solver, g: tuple[object, ...]) -> bool:
    """Each line of ``Lines`` (``Format-Args``, ``nl``, text) after the prefix (a
    ``kind(Kind)`` names SWI's: ``Warning: ``, ``ERROR: ``)."""
    from logic_minimax.prolog.builtins.formatting import format_args, format_text
    prefix = deref(g[2])
    if type(prefix) is tuple and prefix[0] == "kind" and len(prefix) == 2:
        kind = deref(prefix[1])
        prefix = {"warning": "Warning: ", "error": "ERROR: "}.get(str(kind), "")
    lead = text_of(prefix, "text")
    lines: list[str] = [""]
    for item in iter_list(g[3]):
        item = deref(item)
        if item == "nl":
            lines.append("")
        elif type(item) is tuple and item[0] == "-" and len(item) == 3:
            lines[-1] += format_text(s, text_of(item[1], "text"), format_args(item[2]))
        elif type(item) is tuple and item[0] == "ansi" and len(item) == 4:
            lines[-1] += format_text(s, text_of(item[2], "text"), format_args(item[3]))
        else:
            lines[-1] += format_text(s, text_of(item, "text"), [])
    put(s, g[1], "".join(f"{lead}{line}\n" for line in lines))
    return True


@det("nth_integer_root_and_remainder", 4)
def nth_integer_root_and_remainder(s: Solver, g: tuple[object, ...]) -> bool:
    """``N``-th root ``Root`` of ``I``, rounded toward zero, and ``I - Root^N``."""
    n, i = deref(g[1]), deref(g[2])
    if type(n) is Var or type(i) is Var:
        raise instantiation_error()
    for value in (n, i):
        if type(value) is not int:
            raise type_error("integer", value)
    if n < 1:
        raise domain_error("not_less_than_one", n)
    if i < 0 and n % 2 == 0:
        raise evaluation_error("undefined")
    root = _iroot(abs(i), n)
    root = -root if i < 0 else root
    return unify(g[3], root, s.trail) and unify(g[4], i - root ** n, s.trail)


def _iroot(x: int, n: int) -> int:
    """The largest r with r**n <= x (Newton's method on integers)."""
    if x < 2:
        return x
    r = 1 << -(-x.bit_length() // n)
    while True:
        nxt = ((n - 1) * r + x // r ** (n - 1)) // n
        if nxt >= r:
            return r
        r = nxt

