"""The one list of built-in families.  Importing a family registers its predicates in
``builtins.TABLE`` (its ``@det``, ``@nondet`` and ``@construct``); the engine makes its
built-in predicates from ``registered()``, so a new family is one more name here
(``functions.py``, arithmetic's evaluable functions, ``restraints.py``, tabling's
restraints, and ``slg.py`` and ``tablestate.py``, its scheduling and state, register no
predicate of their own)."""

from __future__ import annotations

from collections.abc import Callable, Iterator

from logic_minimax.prolog.builtins import (
    SEMIDET,
    TABLE,
    allsol,
    arith,
    atoms,
    attvar,
    chance,
    chartype,
    classic,
    compare,
    consulting,
    control,
    database,
    debugging,
    determinism,
    files,
    fmt,
    formatting,
    incremental,
    lists,
    moded,
    modular,
    numbers,
    plunit,
    reading,
    residual,
    sequences,
    streams,
    substrings,
    suspend,
    system,
    tableadmin,
    tabling,
    terms,
    testrun,
    texts,
    wfs,
)

FAMILIES = (allsol, arith, atoms, attvar, chance, chartype, classic, compare, consulting,
            control, database, debugging, determinism, files, fmt, formatting, incremental,
            lists, modular, moded, numbers, plunit, reading, residual, sequences, streams,
            substrings, suspend, system, tableadmin, tabling, terms, testrun, texts, wfs)

Builtin = tuple[str, int, int, Callable[..., object], Callable[..., object] | None]


def registered() -> Iterator[Builtin]:
    """Every built-in of the families: its name, arity, kind (``kinds.DET``, ``NONDET`` or
    ``CONTROL``), function, and its quick first step (``builtins.SEMIDET``) if it has one."""
    for name, arity, kind, fn in TABLE:
        yield name, arity, kind, fn, SEMIDET.get(fn)
