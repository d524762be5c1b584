"""Older and compatibility built-ins that published programs still call: ``name/2``,
``divmod/4``, ``subsumes_term/2``, ``random/3``, ``concat_atom/2,3``, ``apply/2``,
``writef/1,2``, ``put/1``, ``numbervars/4``, ``nb_current/2``,
``portray_clause/2``, the recorded database (``recorda/2,3``, ``recordz/2,3``,
``recorded/2,3``, ``erase/1``)."""

from __future__ import annotations

from collections.abc import Iterator

from logic_minimax.prolog.builtins import construct, det, nondet, with_last
from logic_minimax.prolog.builtins.arith import evaluate
from logic_minimax.prolog.builtins.atoms import list_text, parse_number
from logic_minimax.prolog.builtins.fmt import clause_text
from logic_minimax.prolog.builtins.system import numbervars
from logic_minimax.prolog.core import (
    NIL,
    Var,
    deref,
    domain_error,
    error,
    evaluation_error,
    instantiation_error,
    make_list,
    proper_list,
    text_of,
    type_error,
    unify,
)
from logic_minimax.prolog.interface import Solver
from logic_minimax.prolog.kinds import Cont
from logic_minimax.prolog.walk import copy_term, term_vars


@det("name", 2)
def name(s: Solver, g: tuple[object, ...]) -> bool:
    a = deref(g[1])
    if type(a) is not Var:
        if type(a) is tuple or a is NIL:
            raise type_error("atomic", a)
        return unify(g[2], make_list([ord(c) for c in text_of(a)]), s.trail)
    text = list_text(g[2])
    number = parse_number(text)
    return unify(a, text if number is None else number, s.trail)


@det("divmod", 4)
def divmod4(s: Solver, g: tuple[object, ...]) -> bool:
    x, y = evaluate(g[1]), evaluate(g[2])
    if type(x) is not int:
        raise type_error("integer", x)
    if type(y) is not int:
        raise type_error("integer", y)
    if y == 0:
        raise evaluation_error("zero_divisor")
    q, r = divmod(x, y)
    return unify(g[3], q, s.trail) and unify(g[4], r, s.trail)


@det("subsumes_term", 2)
def subsumes_term(s: Solver, g: tuple[object, ...]) -> bool:
    """General subsumes Specific: they unify and Specific's variables stay distinct
    unbound variables (ISO's definition, bindings undone)."""
    before = term_vars(g[2])
    mark = len(s.trail)
    try:
        if not unify(g[1], g[2], s.trail):
            return False
        after = term_vars(make_list(before))  # type: ignore[arg-type]
        return len(after) == len(before) and all(a is b for a, b in zip(after, before,
                                                                           strict=True))
    finally:
        s.undo(mark)


@det("random", 3)
def random3(s: Solver, g: tuple[object, ...]) -> bool:
    """random(L, H, X): an integer in [L, H) (the old library(random) one)."""
    from logic_minimax.prolog.builtins.chance import _integer, _rng
    low, high = _integer(g[1]), _integer(g[2])
    if high <= low:
        raise domain_error("not_less_than_one", high - low)
    return unify(g[3], _rng(s).randrange(low, high), s.trail)


@det("concat_atom", 2, 3)
def concat_atom(s: Solver, g: tuple[object, ...]) -> bool:
    from logic_minimax.prolog.builtins.substrings import atomic_list_concat2, atomic_list_concat3
    if len(g) == 3:
        return atomic_list_concat2(s, ("atomic_list_concat", g[1], g[2]))
    return atomic_list_concat3(s, ("atomic_list_concat", g[1], g[2], g[3]))


@construct("apply", 2)
def apply(s: Solver, g: tuple[object, ...], cb: int, depth: int, cont: Cont) -> Cont:
    """apply(Goal, ExtraArgs): call Goal with the list's items added."""
    from logic_minimax.prolog.builtins.control import call_n
    return call_n(s, ("call", g[1], *proper_list(g[2])), cb, depth, cont)


def _writef_text(fmt: str, args: list[object], s: Solver) -> str:
    from logic_minimax.prolog.write import WRITE, term_to_text
    out: list[str] = []
    i = 0
    while i < len(fmt):
        ch = fmt[i]
        if ch == "%" and i + 1 < len(fmt) and fmt[i + 1] in "wd":
            if not args:
                raise error(("format", "not enough arguments"))
            out.append(term_to_text(args.pop(0), WRITE, s.engine.ops))
            i += 2
        elif ch == "\\" and i + 1 < len(fmt) and fmt[i + 1] in "nl":
            out.append("\n")
            i += 2
        else:
            out.append(ch)
            i += 1
    return "".join(out)


@det("writef", 1, 2)
def writef(s: Solver, g: tuple[object, ...]) -> bool:
    args = proper_list(g[2]) if len(g) == 3 else []
    s.engine.write(_writef_text(text_of(g[1]), list(args), s))
    return True


@det("numbervars", 4)
def numbervars4(s: Solver, g: tuple[object, ...]) -> bool:
    return numbervars(s, ("numbervars", g[1], g[2], g[3]))


@det("nb_current", 2)
def nb_current(s: Solver, g: tuple[object, ...]) -> bool:
    key = deref(g[1])
    if type(key) is Var:
        raise instantiation_error()
    globals_ = s.engine.globals
    return key in globals_ and unify(g[2], globals_[key], s.trail)


@det("portray_clause", 2)
def portray_clause2(s: Solver, g: tuple[object, ...]) -> bool:
    from logic_minimax.prolog.builtins.streams import put
    put(s, g[1], clause_text(s.engine, g[2]))
    return True


def _record_key(t: object) -> object:
    t = deref(t)
    if type(t) is Var:
        raise instantiation_error()
    return (t[0], len(t) - 1) if type(t) is tuple else t


_serial = iter(range(1, 1 << 62))


def _record(s: Solver, g: tuple[object, ...], front: bool) -> bool:
    ref = next(_serial)
    entry = (ref, copy_term(g[2]))
    stored = s.engine.records.setdefault(_record_key(g[1]), [])
    if front:
        stored.insert(0, entry)
    else:
        stored.append(entry)
    return len(g) < 4 or unify(g[3], ("$record", ref), s.trail)


@det("recorda", 2, 3)
def recorda(s: Solver, g: tuple[object, ...]) -> bool:
    return _record(s, g, True)


@det("recordz", 2, 3)
def recordz(s: Solver, g: tuple[object, ...]) -> bool:
    return _record(s, g, False)


@nondet("recorded", 2, 3)
def recorded(s: Solver, g: tuple[object, ...]) -> Iterator[bool]:
    key = deref(g[1])
    records = s.engine.records
    keys = list(records) if type(key) is Var else [_record_key(key)]
    found = [(k, ref, value) for k in keys for ref, value in records.get(k, [])]
    for (k, ref, value), more in with_last(found):
        mark = len(s.trail)
        k_term: object = k if type(k) is not tuple else Var()
        if (type(key) is not Var or unify(key, k_term, s.trail)) and \
                unify(g[2], copy_term(value), s.trail) and \
                (len(g) < 4 or unify(g[3], ("$record", ref), s.trail)):
            yield more
        s.undo(mark)


@nondet("current_key", 1)
def current_key(s: Solver, g: tuple[object, ...]) -> Iterator[bool]:
    """The keys the recorded database holds something under."""
    keys = [k if type(k) is not tuple else (k[0], *(Var() for _ in range(k[1])))
            for k, entries in s.engine.records.items() if entries]
    for key, more in with_last(keys):
        mark = len(s.trail)
        if unify(g[1], key, s.trail):
            yield more
        s.undo(mark)


@det("erase", 1)
def erase(s: Solver, g: tuple[object, ...]) -> bool:
    ref = deref(g[1])
    if not (type(ref) is tuple and ref[0] == "$record" and len(ref) == 2):
        raise type_error("db_reference", ref)
    for stored in s.engine.records.values():
        for i, (r, _) in enumerate(stored):
            if r == ref[1]:
                del stored[i]
                return True
    return False
