"""library(random) and the clock: ``random/1``, ``random_between/3``,
``random_member/2``, ``random_select/3``, ``random_permutation/2``, ``set_random/1``,
``get_time/1``, ``format_time/3``, ``stamp_date_time/3``, ``date_time_stamp/2``.

The numbers come from one generator per engine (``set_random(seed(S))`` makes a run
repeatable); they are not SWI's numbers for the same seed.
"""

from __future__ import annotations

import calendar
import random
import time
from collections.abc import Iterator

from logic_minimax.prolog.builtins import det, nondet
from logic_minimax.prolog.core import (
    PString,
    Var,
    deref,
    domain_error,
    instantiation_error,
    make_list,
    proper_list,
    text_of,
    type_error,
    unify,
)
from logic_minimax.prolog.interface import Solver


def _rng(s: Solver) -> random.Random:
    engine = s.engine
    rng = engine.rng
    if rng is None:
        rng = engine.rng = random.Random()
    return rng


def _integer(t: object) -> int:
    t = deref(t)
    if type(t) is Var:
        raise instantiation_error()
    if type(t) is not int:
        raise type_error("integer", t)
    return t


@det("random", 1)
def random1(s: Solver, g: tuple[object, ...]) -> bool:
    return unify(g[1], _rng(s).random(), s.trail)


@det("random_between", 3)
def random_between(s: Solver, g: tuple[object, ...]) -> bool:
    low, high = _integer(g[1]), _integer(g[2])
    return low <= high and unify(g[3], _rng(s).randint(low, high), s.trail)


@det("random_member", 2)
def random_member(s: Solver, g: tuple[object, ...]) -> bool:
    items = proper_list(g[2])
    return bool(items) and unify(g[1], _rng(s).choice(items), s.trail)


@nondet("random_select", 3)
def random_select(s: Solver, g: tuple[object, ...]) -> Iterator[bool]:
    """random_select(X, List, Rest) with List known: one item at random, once."""
    items = proper_list(g[2])
    if not items:
        return
    k = _rng(s).randrange(len(items))
    if unify(g[1], items[k], s.trail) and unify(g[3], make_list(items[:k] + items[k + 1:]),
                                                  s.trail):
        yield False


@det("random_permutation", 2)
def random_permutation(s: Solver, g: tuple[object, ...]) -> bool:
    a = deref(g[1])
    source, target = (g[2], g[1]) if type(a) is Var else (g[1], g[2])
    items = list(proper_list(source))
    _rng(s).shuffle(items)
    return unify(target, make_list(items), s.trail)


@det("set_random", 1)
def set_random(s: Solver, g: tuple[object, ...]) -> bool:
    option = deref(g[1])
    if type(option) is tuple and option[0] == "seed" and len(option) == 2:
        seed = deref(option[1])
        if seed == "random":
            _rng(s).seed()
        elif type(seed) is int:
            _rng(s).seed(seed)
        else:
            raise type_error("integer", seed)
        return True
    raise domain_error("set_random", option)


@det("get_time", 1)
def get_time(s: Solver, g: tuple[object, ...]) -> bool:
    return unify(g[1], time.time(), s.trail)


def _stamp(t: object) -> float:
    t = deref(t)
    if type(t) is Var:
        raise instantiation_error()
    if type(t) is int or type(t) is float:
        return float(t)
    if type(t) is tuple and t[0] == "date" and len(t) == 10:
        return _date_stamp(t)
    raise type_error("float", t)


# format_time/3 directives Python's strftime lacks or spells otherwise.
_DIRECTIVES = {"e": lambda tm: f"{tm.tm_mday:2d}", "k": lambda tm: f"{tm.tm_hour:2d}",
               "l": lambda tm: f"{(tm.tm_hour % 12) or 12:2d}",
               "s": lambda tm: str(calendar.timegm(tm))}


def _time(stamp: float, utc: bool = False) -> time.struct_time:
    try:
        return time.gmtime(stamp) if utc else time.localtime(stamp)
    except (OverflowError, OSError, ValueError):
        raise domain_error("time_stamp", stamp) from None


def _strftime(fmt: str, stamp: float) -> str:
    tm = _time(stamp)
    out: list[str] = []
    i = 0
    while i < len(fmt):
        ch = fmt[i]
        if ch != "%" or i + 1 == len(fmt):
            out.append(ch)
            i += 1
            continue
        d = fmt[i + 1]
        if d == ":" and fmt[i + 2:i + 3] == "z":
            z = time.strftime("%z", tm)
            out.append(f"{z[:3]}:{z[3:]}")
            i += 3
            continue
        if d == "f":  # microseconds
            out.append(f"{round((stamp % 1) * 1_000_000) % 1_000_000:06d}")
        elif d in _DIRECTIVES:
            out.append(_DIRECTIVES[d](tm))
        else:
            out.append(time.strftime("%" + d, tm))
        i += 2
    return "".join(out)


@det("format_time", 3)
def format_time(s: Solver, g: tuple[object, ...]) -> bool:
    text = _strftime(text_of(g[2]), _stamp(g[3]))
    sink = deref(g[1])
    if type(sink) is tuple and len(sink) == 2:
        kind = sink[0]
        value: object = {"atom": text, "string": PString(text)}.get(kind)
        if kind == "codes":
            value = make_list([ord(c) for c in text])
        elif kind == "chars":
            value = make_list(list(text))
        if value is None:
            raise domain_error("output_sink", sink)
        return unify(sink[1], value, s.trail)
    from logic_minimax.prolog.builtins.streams import put
    put(s, sink, text)
    return True


@det("stamp_date_time", 3)
def stamp_date_time(s: Solver, g: tuple[object, ...]) -> bool:
    stamp = _stamp(g[1])
    zone = deref(g[3])
    utc = zone == "UTC" or zone == 0
    tm = _time(stamp, utc)
    seconds = tm.tm_sec + (stamp - int(stamp) if stamp >= 0 else stamp - int(stamp) + 1) % 1
    offset = 0 if utc else -tm.tm_gmtoff
    name: object = "UTC" if utc else (tm.tm_zone or "-")
    dst: object = "-" if utc else ("true" if tm.tm_isdst > 0 else "false")
    date = ("date", tm.tm_year, tm.tm_mon, tm.tm_mday, tm.tm_hour, tm.tm_min,
            float(seconds), offset, name, dst)
    return unify(g[2], date, s.trail)


def _date_stamp(d: tuple[object, ...]) -> float:
    year, month, day, hour, minute = (deref(x) for x in d[1:6])
    sec, offset = deref(d[6]), deref(d[7])
    for part in (year, month, day, hour, minute):
        if type(part) is not int:
            raise type_error("integer", part)
    if type(sec) not in (int, float):
        raise type_error("number", sec)
    try:
        base = calendar.timegm((year, month, day, hour, minute, 0, 0, 0, 0))
        return float(base + sec + (offset if type(offset) is int else 0))
    except (OverflowError, ValueError):
        raise domain_error("date", d) from None


@det("date_time_stamp", 2)
def date_time_stamp(s: Solver, g: tuple[object, ...]) -> bool:
    d = deref(g[1])
    if not (type(d) is tuple and d[0] == "date" and len(d) == 10):
        raise type_error("date", d)
    return unify(g[2], _date_stamp(d), s.trail)
