"""System predicates: ``op/3 current_op/3 use_module/1,2 ensure_loaded/1 consult/1
initialization/1 statistics/2 set_prolog_flag/2 current_prolog_flag/2 listing/0,1
current_predicate/1 predicate_property/2 numbervars/3 nb_setval/2 nb_getval/2
b_setval/2 b_getval/2 garbage_collect/0 trace/0 notrace/0``."""

from __future__ import annotations

import time
from collections.abc import Iterator

from logic_minimax.prolog.builtins import det, nondet, with_last
from logic_minimax.prolog.builtins.database import clause_term
from logic_minimax.prolog.builtins.fmt import clause_text
from logic_minimax.prolog.core import (
    Var,
    deref,
    domain_error,
    existence_error,
    instantiation_error,
    iter_list,
    make_list,
    permission_error,
    text_of,
    type_error,
    unify,
)
from logic_minimax.prolog.machine import USER, Solver
from logic_minimax.prolog.walk import term_vars

# The libraries whose predicates (the parts courses use) the engine has built in.
LIBRARIES = frozenset({"lists", "apply", "yall", "aggregate", "error", "pairs", "ordsets",
                       "apply_macros"})
_START = time.process_time()
_OP_TYPES = frozenset({"xfx", "xfy", "yfx", "fy", "fx", "xf", "yf"})


@det("op", 3)
def op(s: Solver, g: tuple[object, ...]) -> bool:
    p, kind = deref(g[1]), deref(g[2])
    if type(p) is Var or type(kind) is Var:
        raise instantiation_error()
    if type(p) is not int:
        raise type_error("integer", p)
    if not 0 <= p <= 1200:
        raise domain_error("operator_priority", p)
    if kind not in _OP_TYPES:
        raise domain_error("operator_specifier", kind)
    names = deref(g[3])
    items = list(iter_list(names)) if type(names) is tuple and names[0] == "[|]" else [names]
    for name in items:
        name = deref(name)
        if type(name) is not str:
            raise type_error("atom", name)
        if name in (",", "|") and name != "|":
            raise permission_error("modify", "operator", name)
        s.engine.ops.add(p, str(kind), name)
    return True


@nondet("current_op", 3)
def current_op(s: Solver, g: tuple[object, ...]) -> Iterator[bool]:
    for (p, kind, name), more in with_last(s.engine.ops.all()):
        mark = len(s.trail)
        if unify(g[1], p, s.trail) and unify(g[2], kind, s.trail) and \
                unify(g[3], name, s.trail):
            yield more
        s.undo(mark)


def _library(spec: object) -> None:
    spec = deref(spec)
    if type(spec) is tuple and spec[0] == "library" and len(spec) == 2:
        name = deref(spec[1])
        if name in LIBRARIES:
            return
        raise existence_error("source_sink", spec)
    raise existence_error("source_sink", spec)


@det("use_module ensure_loaded", 1)
def use_module(s: Solver, g: tuple[object, ...]) -> bool:
    spec = deref(g[1])
    if type(spec) is tuple and spec[0] == "library":
        _library(spec)
        return True
    return consult(s, ("consult", spec))


@det("use_module", 2)
def use_module2(s: Solver, g: tuple[object, ...]) -> bool:
    _library(g[1])
    return True


@det("consult", 1)
@det("[|]", 2)
def consult(s: Solver, g: tuple[object, ...]) -> bool:
    # consult(F), consult([F, G]) and the goal [F, G] (which arrives as '[|]'(F, [G])).
    spec = deref(g[1]) if g[0] == "consult" else (g[0], g[1], g[2])
    files = list(iter_list(spec)) if type(spec) is tuple and spec[0] == "[|]" else [spec]
    for f in files:
        f = deref(f)
        if type(f) is Var:
            raise instantiation_error()
        if type(f) is tuple and f[0] == "library":
            _library(f)
            continue
        name = text_of(f)
        try:
            s.engine.consult_file(name)
        except OSError:
            raise existence_error("source_sink", f) from None
    return True


@det("initialization", 1, 2)
def initialization(s: Solver, g: tuple[object, ...]) -> bool:
    engine = s.engine
    if engine.loading is None:
        engine.initialization.append((g[1], "user", 0))
        return engine.once(g[1])
    engine.initialization.append((g[1], engine.loading, 0))
    return True


@det("statistics", 2)
def statistics(s: Solver, g: tuple[object, ...]) -> bool:
    key = deref(g[1])
    cpu = time.process_time()
    inferences = s.engine.inferences + s.inferences
    values = {
        "runtime": make_list([int((cpu - _START) * 1000), 0]),
        "process_cputime": make_list([int(cpu * 1000), 0]),
        "cputime": cpu - _START,
        "walltime": make_list([int(time.time() * 1000), 0]),
        "real_time": make_list([int(time.time()), 0]),
        "inferences": inferences,
    }
    if key not in values:
        raise domain_error("statistics_key", key)
    return unify(g[2], values[key], s.trail)


@det("set_prolog_flag", 2)
def set_prolog_flag(s: Solver, g: tuple[object, ...]) -> bool:
    flag, value = deref(g[1]), deref(g[2])
    if type(flag) is Var or type(value) is Var:
        raise instantiation_error()
    if flag not in s.engine.flags:
        raise domain_error("prolog_flag", flag)
    s.engine.flags[flag] = value
    return True


@nondet("current_prolog_flag", 2)
def current_prolog_flag(s: Solver, g: tuple[object, ...]) -> Iterator[bool]:
    flags = dict(s.engine.flags, bounded="false", max_integer=(1 << 63) - 1,
                 min_integer=-(1 << 63))
    for (name, value), more in with_last(flags.items()):
        mark = len(s.trail)
        if unify(g[1], name, s.trail) and unify(g[2], value, s.trail):
            yield more
        s.undo(mark)


def _user_preds(s: Solver) -> list[object]:
    return [p for p in s.engine.preds.values()
            if p.control == USER and p.defined and not p.library]


@det("listing", 0, 1)
def listing(s: Solver, g: object) -> bool:
    engine = s.engine
    if type(g) is tuple:
        spec = deref(g[1])
        if type(spec) is tuple and spec[0] == "/" and len(spec) == 3:
            preds = [engine.preds.get((deref(spec[1]), deref(spec[2])))]
        else:
            preds = [p for p in engine.preds.values() if p.name == spec]
        preds = [p for p in preds if p is not None and p.control == USER and p.defined]
    else:
        preds = _user_preds(s)  # type: ignore[assignment]
    for p in preds:
        if p.dynamic:  # type: ignore[union-attr]
            engine.write(f":- dynamic {clause_text(engine, ('/', p.name, p.arity))[:-2]}.\n\n")  # type: ignore[union-attr]
        for c in p.clauses:  # type: ignore[union-attr]
            head, body = clause_term(c)
            engine.write(clause_text(engine, (":-", head, body)))
        engine.write("\n")
    return True


@nondet("current_predicate", 1)
def current_predicate(s: Solver, g: tuple[object, ...]) -> Iterator[bool]:
    spec = deref(g[1])
    if type(spec) is not Var and not (type(spec) is tuple and spec[0] == "/"):
        raise type_error("predicate_indicator", spec)
    preds = [p for p in _user_preds(s) if p.clauses or p.dynamic]  # type: ignore[attr-defined]
    for p, more in with_last(preds):
        mark = len(s.trail)
        if unify(spec, ("/", p.name, p.arity), s.trail):  # type: ignore[attr-defined]
            yield more
        s.undo(mark)


@nondet("predicate_property", 2)
def predicate_property(s: Solver, g: tuple[object, ...]) -> Iterator[bool]:
    head = deref(g[1])
    if type(head) is Var:
        return
    if type(head) is not str and type(head) is not tuple:
        raise type_error("callable", head)
    key = (head, 0) if type(head) is str else (head[0], len(head) - 1)
    pred = s.engine.preds.get(key)
    if pred is None or not pred.defined:
        return
    props: list[object] = ["defined", "visible"]
    props.append("dynamic" if pred.dynamic else "static")
    if pred.control != USER:
        props.append("built_in")
    props.append(("number_of_clauses", len(pred.clauses)))
    for prop, more in with_last(props):
        mark = len(s.trail)
        if unify(g[2], prop, s.trail):
            yield more
        s.undo(mark)


@det("numbervars", 3)
def numbervars(s: Solver, g: tuple[object, ...]) -> bool:
    n = deref(g[2])
    if type(n) is not int:
        raise type_error("integer", n)
    for v in term_vars(g[1]):
        unify(v, ("$VAR", n), s.trail)
        n += 1
    return unify(g[3], n, s.trail)


@det("nb_setval b_setval", 2)
def setval(s: Solver, g: tuple[object, ...]) -> bool:
    from logic_minimax.prolog.walk import copy_term
    s.engine.globals[text_of(g[1])] = copy_term(g[2])
    return True


@det("nb_getval b_getval", 2)
def getval(s: Solver, g: tuple[object, ...]) -> bool:
    key = text_of(g[1])
    if key not in s.engine.globals:
        raise existence_error("variable", key)
    return unify(g[2], s.engine.globals[key], s.trail)


@det("garbage_collect", 0)
def garbage_collect(s: Solver, g: object) -> bool:
    return True


@det("trace", 0)
def trace(s: Solver, g: object) -> bool:
    from logic_minimax.prolog.trace import TracePrinter
    if s.engine.tracer is None:
        engine = s.engine
        engine.tracer = TracePrinter(engine.write, engine.ops,
                                     at_line_start=lambda: engine.at_line_start)
    return True


@det("notrace", 0)
def notrace(s: Solver, g: object) -> bool:
    s.engine.tracer = None
    return True


@det("shell", 1, 2)
def refused(s: Solver, g: tuple[object, ...]) -> bool:
    raise permission_error("access", "source_sink", deref(g[1]))


