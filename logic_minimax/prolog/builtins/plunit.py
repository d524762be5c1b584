"""library(plunit), as SWI-Prolog 9 has it: test units in a file, and ``run_tests/0,1``.

Between ``:- begin_tests(Unit).`` and ``:- end_tests(Unit).`` a clause ``test(Name) :-
Body`` or ``test(Name, Options) :- Body`` is not a clause of ``test/1,2``: it is a test of
the unit (SWI's ``term_expansion`` does the same), with its options checked and put in
SWI's form when it is read (``X == 1`` is ``true(X == 1)``, ``error(E)`` is
``throws(error(E, _))``, no mode is ``true(true)``).  SWI keeps a unit in a module of its
own; here the unit's other clauses are the program's.  Running the tests
(``run_tests/0,1``) and their report are in ``testrun.py``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING
from weakref import WeakKeyDictionary

from logic_minimax.errors import PrologError
from logic_minimax.prolog.builtins import det
from logic_minimax.prolog.core import (
    NIL,
    Var,
    deref,
    domain_error,
    error,
    instantiation_error,
    is_callable,
    make_list,
    proper_list,
    type_error,
)
from logic_minimax.prolog.interface import Solver
from logic_minimax.prolog.modules import current_module
from logic_minimax.prolog.walk import is_ground

if TYPE_CHECKING:
    from logic_minimax.prolog.interface import Engine


@dataclass
class Test:
    name: object
    line: int
    options: list[object]
    body: object


@dataclass
class Unit:
    name: str
    options: list[object]
    file: str
    loading: object
    """The consult that began it (a unit begun again by another consult starts empty)."""
    tests: list[Test] = field(default_factory=list)


@dataclass
class Units:
    """An engine's test units, in the order they were first begun."""

    units: dict[str, Unit] = field(default_factory=dict)
    open: Unit | None = None
    running: Callable[[object], None] | None = None
    """While a test runs: what reports a failed assertion/1 of its body (testrun.py)."""


_UNITS: WeakKeyDictionary[Engine, Units] = WeakKeyDictionary()
"""Each engine's units, once a file begins one."""


def units(engine: Engine) -> Units:
    state = _UNITS.get(engine)
    if state is None:
        state = _UNITS[engine] = Units()
    return state


def in_unit(engine: Engine) -> bool:
    """Whether a test unit is open (its tests are being read)."""
    state = _UNITS.get(engine)
    return state is not None and state.open is not None


def close_unit(engine: Engine) -> None:
    """A file that ends inside a unit ends the unit (SWI's ``end_of_file`` expansion)."""
    state = _UNITS.get(engine)
    if state is not None:
        state.open = None


_UNIT_OPTIONS = {"blocked": 1, "condition": 1, "setup": 1, "cleanup": 1, "sto": 1,
                 "concurrent": 1}
_MODES = {"true", "all", "set", "fail", "throws"}


def _name(option: object) -> str | None:
    option = deref(option)
    if type(option) is str:
        return option
    if type(option) is tuple:
        return str(option[0])
    return None


def option(options: list[object], name: str) -> object | None:
    """The argument of the first ``name(X)`` of ``options`` (``fail``, ``nondet``: the
    atom itself); None when there is none."""
    for item in options:
        o: object = deref(item)
        if o == name:
            return o
        if type(o) is tuple and o[0] == name and len(o) == 2:
            found: object = o[1]
            return found
    return None


def _check(o: object, unit_level: bool) -> None:
    """SWI's ``test_set_option/1`` (and ``test_option/1`` for a test)."""
    what = "test_set_option" if unit_level else "test_option"
    name = _name(o)
    if type(o) is tuple and len(o) == 2 and name in _UNIT_OPTIONS:
        arg = deref(o[1])
        if name == "blocked" and not is_ground(arg):
            raise instantiation_error()
        if name in ("condition", "setup", "cleanup") and not is_callable(arg):
            raise instantiation_error() if type(arg) is Var else type_error("callable", arg)
        if name == "sto" and arg not in ("finite_trees", "rational_trees"):
            raise domain_error(what, o)
        return
    if not unit_level:
        if o in ("fail", "nondet") or (type(o) is tuple and len(o) == 2 and name in (
                "true", "throws", "all", "set", "fixme")):
            return
        if type(o) is tuple and len(o) == 2 and name == "forall":
            if not is_callable(deref(o[1])):
                raise type_error("callable", o[1])
            return
    raise error(("domain_error", (":", "plunit", what), o))


def _options(term: object, unit_level: bool) -> list[object]:
    term = deref(term)
    items = proper_list(term) if term is NIL or (type(term) is tuple and term[0] == "[|]") \
        else [term]  # a single option need not be in a list
    out = []
    for o in items:
        o = _expand(deref(o)) if not unit_level else deref(o)
        _check(o, unit_level)
        out.append(o)
    return out


def _expand(o: object) -> object:
    """SWI's ``expand_option/2``: the short forms of a test's options."""
    if type(o) is Var:
        raise instantiation_error()
    if type(o) is tuple and len(o) == 3 and o[0] in ("==", "=", "=@=", "=:="):
        return ("true", o)
    if type(o) is tuple and o[0] == "error" and len(o) == 2:
        return ("throws", ("error", o[1], Var()))
    if type(o) is tuple and o[0] == "exception" and len(o) == 2:
        return ("throws", o[1])
    if type(o) is tuple and o[0] == "error" and len(o) == 3:
        return ("throws", o)
    if o == "true":
        return ("true", "true")
    return o


def _with_mode(options: list[object]) -> list[object]:
    """``true(true)`` first when no option says what the test must do; two are an
    error."""
    modes: list[object] = [o for o in options
                           if _name(o) in _MODES and (o == "fail" or type(o) is tuple)]
    if not modes:
        return [("true", "true"), *options]
    if len(modes) > 1:
        raise error(("plunit", "incompatible_options", make_list(modes)))
    return options


@det("begin_tests", 1, 2)
def begin_tests(s: Solver, g: tuple[object, ...]) -> bool:
    engine = s.engine
    name = deref(g[1])
    if type(name) is Var:
        raise instantiation_error()
    if type(name) is not str:
        raise type_error("atom", name)
    options = _options(g[2], unit_level=True) if len(g) == 3 else []
    state = units(engine)
    loading = engine.load_stack[-1] if engine.load_stack else None
    unit = state.units.get(name)
    if unit is None or unit.loading is not loading:
        source = engine.loading or "user"
        if Path(source).is_file():  # SWI names a unit's file by its absolute path
            source = str(Path(source).resolve())
        unit = Unit(name, options, source, loading)
        state.units[name] = unit
    state.open = unit
    return True


@det("end_tests", 1)
def end_tests(s: Solver, g: tuple[object, ...]) -> bool:
    state = units(s.engine)
    name = deref(g[1])
    if state.open is None:
        raise error(("context_error", ("plunit_close", name, "-")))
    if name != state.open.name:
        raise error(("context_error", ("plunit_close", name, state.open.name)))
    state.open = None
    return True


def take_clause(engine: Engine, term: object, line: int,
                report: Callable[[int, object], None]) -> bool:
    """Whether ``term``, read inside a test unit, is one of its tests (then kept there,
    or its error reported: a ``test/1,2`` fact, bad options)."""
    unit = units(engine).open
    term = deref(term)
    head, body = (deref(term[1]), term[2]) if type(term) is tuple and term[0] == ":-" \
        and len(term) == 3 else (term, None)
    if unit is None or type(head) is not tuple or head[0] != "test" or \
            len(head) not in (2, 3):
        return False
    try:
        if body is None:
            raise error(("existence_error", "body", ("test", head[1])))
        options = _with_mode(_options(head[2], unit_level=False) if len(head) == 3 else [])
    except PrologError as e:
        report(line, e.term)
        return True
    module = current_module(engine)
    if module != "user":  # a unit in a module file runs its tests there (SWI's unit module
        body = (":", module, body)  # imports the file's): its helpers are found
    unit.tests.append(Test(deref(head[1]), line, options, body))
    return True


@det("set_test_options", 1)
def set_test_options(s: Solver, g: tuple[object, ...]) -> bool:
    """Accepted for programs that set them; this runner has SWI's defaults only."""
    for o in proper_list(deref(g[1])):
        if _name(o) not in ("load", "run", "silent", "sto", "cleanup", "concurrent"):
            raise error(("domain_error", (":", "plunit", "global_test_option"), o))
    return True


@det("$plunit_assertion", 1)
def plunit_assertion(s: Solver, g: tuple[object, ...]) -> bool:
    """A failed ``assertion(G)``: in a running test, reported (SWI's plunit hook) and the
    test goes on, failed; elsewhere it fails, and assertion/1 raises."""
    report = units(s.engine).running
    if report is None:
        return False
    report(g[1])
    return True
