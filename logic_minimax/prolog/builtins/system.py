"""System predicates: ``op/3 current_op/3 statistics/2 set_prolog_flag/2
current_prolog_flag/2 numbervars/3 nb_setval/2 nb_getval/2 b_setval/2 b_getval/2
garbage_collect/0 garbage_collect_atoms/0 trace/0 notrace/0``."""

from __future__ import annotations

import os
import platform
import sys
import time
from collections.abc import Iterator

from logic_minimax.prolog.builtins import det, nondet, with_last
from logic_minimax.prolog.builtins.arith import evaluate
from logic_minimax.prolog.core import (
    NIL,
    Undo,
    Var,
    deref,
    domain_error,
    existence_error,
    instantiation_error,
    list_tail,
    make_list,
    permission_error,
    text_of,
    type_error,
    unify,
)
from logic_minimax.prolog.interface import Solver
from logic_minimax.prolog.parser import Syntax
from logic_minimax.prolog.walk import copy_term, term_vars

_START = time.process_time()
_OP_TYPES = frozenset({"xfx", "xfy", "yfx", "fy", "fx", "xf", "yf"})


@det("op", 3)
def op(s: Solver, g: tuple[object, ...]) -> bool:
    p, kind = deref(g[1]), deref(g[2])
    if type(p) is Var or type(kind) is Var:
        raise instantiation_error()
    if type(p) is not int:
        raise type_error("integer", p)
    _check_op_kind(p, kind)
    atoms = _op_names(deref(g[3]))
    for name in atoms:
        _check_op_name(name, p, str(kind))
    for name in atoms:
        s.engine.ops.add(p, str(kind), "[]" if name is NIL else str(name))
    return True


def _check_op_kind(p: int, kind: object) -> None:
    if not 0 <= p <= 1200:
        raise domain_error("operator_priority", p)
    if type(kind) is not str:
        raise type_error("atom", kind)
    if kind not in _OP_TYPES:
        raise domain_error("operator_specifier", kind)


def _check_op_name(name: object, p: int, kind: str) -> None:
    if type(name) is Var:
        raise instantiation_error()
    if type(name) is not str and name is not NIL:
        raise type_error("atom", name)
    if name == ",":
        raise permission_error("modify", "operator", name)
    if name == "|" and p and (kind not in ("xfx", "xfy", "yfx") or p < 1001):
        raise permission_error("create", "operator", name)


def _op_names(names: object) -> list[object]:
    """The third argument of op/3: an atom or a list of them."""
    if (type(names) is tuple and names[0] == "[|]") or names is NIL:
        items, tail = list_tail(names)
        if type(tail) is Var:
            raise instantiation_error()
        if tail is not NIL:
            raise type_error("list", names)
        return [deref(n) for n in items]
    if type(names) is str or type(names) is Var:
        return [names]
    raise type_error("list", names)


@nondet("current_op", 3)
def current_op(s: Solver, g: tuple[object, ...]) -> Iterator[bool]:
    p, kind, name = deref(g[1]), deref(g[2]), deref(g[3])
    if type(p) is not Var:
        if type(p) is not int:
            raise type_error("integer", p)
        if not 0 <= p <= 1200:
            raise domain_error("operator_priority", p)
    if type(kind) is not Var:
        if type(kind) is not str:
            raise type_error("atom", kind)
        if kind not in _OP_TYPES:
            raise domain_error("operator_specifier", kind)
    if type(name) is not Var and type(name) is not str:
        raise type_error("atom", name)
    found = [o for o in s.engine.ops.all()
             if (type(name) is Var or o[2] == name) and (type(p) is Var or o[0] == p)]
    # As SWI: with the name unbound the operators are enumerated lazily (a choice point
    # is left after the last).
    lazy = type(name) is Var
    for (prio, k, n), more in with_last(found):
        more = more or lazy
        mark = len(s.trail)
        if unify(g[1], prio, s.trail) and unify(g[2], k, s.trail) and \
                unify(g[3], n, s.trail):
            yield more
        s.undo(mark)


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


# SWI's flags the engine knows: name -> (default, what values it takes).  "read_only"
# flags cannot be set, "bool" ones take true/false, a tuple lists the values allowed.
_SYNTAX = Syntax()
FLAGS: dict[str, tuple[object, object]] = {
    "bounded": ("false", "read_only"),
    "max_arity": ("unbounded", "read_only"),
    "integer_rounding_function": ("toward_zero", "read_only"),
    "max_tagged_integer": ((1 << 56) - 1, "read_only"),
    "min_tagged_integer": (-(1 << 56), "read_only"),
    "debug": ("false", "bool"),
    "char_conversion": ("false", "bool"),
    "last_call_optimisation": ("true", "bool"),
    "gc": ("true", "bool"),
    "iso": ("false", "bool"),
    "prefer_rationals": ("false", ("false",)),  # (true, rationals from / and **: to do)
    "rational_syntax": ("compatibility", ("compatibility",)),  # 1r3 (natural: to do)
    "unknown": ("error", ("error", "fail", "warning")),
    # the reader's (parser.Syntax): Engine.reader applies them to every text it reads
    "double_quotes": (_SYNTAX.double_quotes, ("codes", "chars", "atom", "string")),
    "back_quotes": (_SYNTAX.back_quotes, ("codes", "chars", "string")),
    "occurs_check": ("false", ("true", "false", "error")),
    "verbose": ("normal", ("normal", "silent")),  # silent: no informational messages
    "determinism_error": ("error", ("error", "warning", "silent")),
    # what the engine is: SWI-Prolog 9.0.4's behaviour on this machine
    "dialect": ("swi", "read_only"), "version": (90004, "read_only"),
    "version_data": (("swi", 9, 0, 4, NIL), "read_only"),
    "arch": (f"{platform.machine()}-{platform.system().lower()}", "read_only"),
    "unix": ("true" if os.name == "posix" else "false", "read_only"),
    "traditional": ("false", "read_only"), "colon_sets_calling_context": ("true", "read_only"),
    "max_char_code": (0x10FFFF, "read_only"), "float_max": (sys.float_info.max, "read_only"),
    "float_min": (sys.float_info.min, "read_only"),
    "float_max_integer": (float(2 ** sys.float_info.mant_dig), "read_only"),
    "max_procedure_arity": (1024, "read_only"),
    # SWI's defaults, which are how the engine behaves (their other values: to do)
    **{name: (value, (value,)) for name, value in (
        ("allow_dot_in_atom", "false"), ("allow_variable_name_as_functor", "false"),
        ("var_prefix", "false"), ("character_escapes", "true"),
        ("character_escapes_unicode", "true"), ("compile_meta_arguments", "false"),
        ("answer_format", "~p"), ("autoload", "true"), ("emulated_dialect", "swi"),
        ("encoding", "utf8"), ("error_ambiguous_stream_pair", "false"),
        ("fileerrors", "true"), ("float_overflow", "error"), ("float_rounding", "to_nearest"),
        ("float_undefined", "error"), ("float_underflow", "ignore"),
        ("float_zero_div", "error"), ("max_rational_size_action", "error"),
        ("message_context", make_list(["thread"])),
        ("message_language", "default"), ("on_error", "print"), ("on_warning", "print"),
        ("report_error", "true"), ("stream_type_check", "loose"),
        ("table_incremental", "false"), ("table_monotonic", "eager"),
        ("table_subsumptive", "false"), ("warn_override_implicit_import", "true"),
        ("write_attributes", "ignore"))},
    "debug_on_error": ("true", "bool"),  # (the debugger it starts is the REPL's own)
    "table_space": (1 << 30, "integer"),  # (tables take what memory the limits allow)
    "user_flags": ("silent", ("silent", "error")),  # error: an unknown flag is not made
    # what a tabling restraint does when its wire trips (restraints.py)
    "max_table_subgoal_size_action": ("error", ("error", "abstract", "suspend", "warning")),
    "max_table_answer_size_action": ("error", ("error", "suspend", "warning", "fail",
                                               "bounded_rationality")),
    "max_answers_for_subgoal_action": ("error", ("error", "suspend", "warning",
                                                 "bounded_rationality")),
}
_DOMAINS = {f"{wire}_action": "restraint_action" for wire in (
    "max_table_subgoal_size", "max_table_answer_size", "max_answers_for_subgoal")}
"""The domain a wrong value of a flag is not in (the flag's name, unless here)."""


def flag_value(engine: object, name: str) -> object:
    flags: dict[str, object] = engine.flags  # type: ignore[attr-defined]
    return flags[name] if name in flags else FLAGS[name][0]


@det("set_prolog_flag", 2)
def set_prolog_flag(s: Solver, g: tuple[object, ...]) -> bool:
    flag, value = deref(g[1]), deref(g[2])
    if type(flag) is Var or type(value) is Var:
        raise instantiation_error()
    if type(flag) is not str:
        raise type_error("atom", flag)
    kind = FLAGS[flag][1] if flag in FLAGS else None
    if kind is None and flag not in s.engine.flags and \
            flag_value(s.engine, "user_flags") == "error":
        raise existence_error("prolog_flag", flag)
    if kind == "read_only":
        raise permission_error("modify", "flag", flag)
    if kind == "bool" and value not in ("true", "false"):
        raise type_error("bool", value)
    if kind == "integer" and type(value) is not int:
        raise type_error("integer", value)
    if type(kind) is tuple and value not in kind:
        raise domain_error(_DOMAINS.get(flag, flag), value)
    s.engine.flags[flag] = value
    if flag == "unknown" and value != "error":  # as pl-prologflag.c's setUnknown()
        from logic_minimax.prolog.messages import message_text, report
        report(s.engine, "warning", message_text("unknown_in_module_user"))
    if flag == "occurs_check":
        from logic_minimax.prolog.builtins.compare import UNIFY_FOR_FLAG
        s.engine.preds[("=", 2)].builtin = UNIFY_FOR_FLAG[str(value)]
        s.engine.occurs_check = str(value)
    return True


@nondet("current_prolog_flag", 2)
def current_prolog_flag(s: Solver, g: tuple[object, ...]) -> Iterator[bool]:
    name = deref(g[1])
    if type(name) is not Var and type(name) is not str:
        raise type_error("atom", name)
    flags = {n: default for n, (default, _) in FLAGS.items()}
    flags.update(s.engine.flags)
    if type(name) is str:
        if name in flags and unify(g[2], flags[name], s.trail):
            yield False
        return
    for (key, value), more in with_last(flags.items()):
        mark = len(s.trail)
        if unify(name, key, s.trail) and unify(g[2], value, s.trail):
            yield more
        s.undo(mark)


@det("numbervars", 3)
def numbervars(s: Solver, g: tuple[object, ...]) -> bool:
    n = deref(g[2])
    if type(n) is Var:
        raise instantiation_error()
    if type(n) is not int:
        raise type_error("integer", n)
    for v in term_vars(g[1]):
        unify(v, ("$VAR", n), s.trail)
        n += 1
    return unify(g[3], n, s.trail)


@det("numbervars", 1)
def numbervars1(s: Solver, g: tuple[object, ...]) -> bool:
    """library(varnumbers)'s numbervars/1: numbervars(Term, 0, _)."""
    for n, v in enumerate(term_vars(g[1])):
        unify(v, ("$VAR", n), s.trail)
    return True


@det("nb_setval nb_linkval", 2)
def nb_setval(s: Solver, g: tuple[object, ...]) -> bool:
    """nb_setval/2 keeps a copy of the value, nb_linkval/2 the term itself."""
    s.engine.globals[text_of(g[1])] = copy_term(g[2]) if g[0] == "nb_setval" else deref(g[2])
    return True


class _GlobalUndo(Undo):
    """Puts a global variable back as it was before a ``b_setval/2``."""

    __slots__ = ("globals", "key", "old")

    def __init__(self, globals_: dict[str, object], key: str) -> None:
        self.globals = globals_
        self.key = key
        self.old = globals_.get(key, _GlobalUndo)

    def restore(self) -> None:
        if self.old is _GlobalUndo:
            self.globals.pop(self.key, None)
        else:
            self.globals[self.key] = self.old


@det("b_setval", 2)
def b_setval(s: Solver, g: tuple[object, ...]) -> bool:
    """The value is linked, not copied, and the assignment is undone on backtracking."""
    key = text_of(g[1])
    globals_ = s.engine.globals
    s.trail.append(_GlobalUndo(globals_, key))
    globals_[key] = deref(g[2])
    return True


_STYLES = frozenset({"singleton", "discontiguous", "no_effect", "var_branches", "charset",
                     "atom", "dollar"})


@det("style_check", 1)
def style_check(s: Solver, g: tuple[object, ...]) -> bool:
    """``style_check(-singleton)`` and friends: which warnings consulting gives, until the
    end of the file being loaded (SWI's); ``?(Style)`` asks."""
    spec = deref(g[1])
    if type(spec) is Var:
        raise instantiation_error()
    if not (type(spec) is tuple and len(spec) == 2 and spec[0] in ("+", "-", "?")):
        raise type_error("+|-|?(Flag)", spec)
    name = deref(spec[1])
    if spec[0] == "?":
        return type(name) is str and name in s.engine.styles
    if name not in _STYLES:
        raise domain_error("style_name", name)
    if spec[0] == "+":
        s.engine.styles.add(str(name))
    else:
        s.engine.styles.discard(str(name))
    return True


@det("gensym", 2)
def gensym(s: Solver, g: tuple[object, ...]) -> bool:
    """``gensym(Base, Unique)``: ``Base1``, ``Base2``, ... (library(gensym))."""
    base = text_of(g[1])
    n = int(s.engine.counters.get(("gensym", base), 0)) + 1  # type: ignore[call-overload]
    s.engine.counters["gensym", base] = n
    return unify(g[2], f"{base}{n}", s.trail)


@det("reset_gensym", 0, 1)
def reset_gensym(s: Solver, g: object) -> bool:
    counters = s.engine.counters
    if type(g) is tuple:
        counters.pop(("gensym", text_of(g[1])), None)
    else:
        for key in [k for k in counters if type(k) is tuple and k[0] == "gensym"]:
            del counters[key]
    return True


def _flag_key(t: object) -> object:
    key = deref(t)
    if type(key) is Var:
        raise instantiation_error()
    if type(key) is tuple:
        return ("/", key[0], len(key) - 1)
    if type(key) not in (str, int):
        raise type_error("key", key)
    return key


@det("flag", 3)
def flag(s: Solver, g: tuple[object, ...]) -> bool:
    """``flag(Key, Old, New)``: Old is the key's value (0 at first), New (an atom, or
    evaluated) its next one, as SWI's; ``f(x)`` and ``f(y)`` are one key, ``f/1``."""
    key = _flag_key(g[1])
    old = s.engine.counters.get(("flag", key), 0)
    if not unify(g[2], old, s.trail):
        return False
    new = deref(g[3])
    s.engine.counters["flag", key] = new if type(new) is str else evaluate(new)
    return True


@det("get_flag", 2)
def get_flag(s: Solver, g: tuple[object, ...]) -> bool:
    return unify(g[2], s.engine.counters.get(("flag", _flag_key(g[1])), 0), s.trail)


@det("set_flag", 2)
def set_flag(s: Solver, g: tuple[object, ...]) -> bool:
    new = deref(g[2])
    s.engine.counters["flag", _flag_key(g[1])] = new if type(new) is str else evaluate(new)
    return True


@nondet("current_flag", 1)
def current_flag(s: Solver, g: tuple[object, ...]) -> Iterator[bool]:
    keys = [k[1] for k in s.engine.counters if type(k) is tuple and k[0] == "flag"]
    for key, more in with_last(keys):
        mark = len(s.trail)
        term = key if type(key) is not tuple else (key[1], *(Var() for _ in range(key[2])))
        if unify(g[1], term, s.trail):
            yield more
        s.undo(mark)


@det("nb_delete", 1)
def nb_delete(s: Solver, g: tuple[object, ...]) -> bool:
    s.engine.globals.pop(text_of(g[1]), None)
    return True


@det("tracing", 0)
def tracing(s: Solver, g: object) -> bool:
    return s.engine.tracer is not None


def _defined_by_hook(s: Solver, key: str) -> bool:
    """Whether the program's ``exception(undefined_global_variable, Key, retry)`` hook
    has just made the variable (as SWI asks it before the existence error)."""
    hook = s.engine.preds.get(("exception", 3))
    if hook is None or not hook.count():
        return False
    action = Var()
    return s.engine.once(("exception", "undefined_global_variable", key, action)) and \
        deref(action) == "retry" and key in s.engine.globals


@det("nb_getval b_getval", 2)
def getval(s: Solver, g: tuple[object, ...]) -> bool:
    key = text_of(g[1])
    if key not in s.engine.globals and not _defined_by_hook(s, key):
        raise existence_error("variable", key)
    return unify(g[2], s.engine.globals[key], s.trail)


@det("garbage_collect garbage_collect_atoms", 0)
def garbage_collect(s: Solver, g: object) -> bool:
    return True


@det("trace", 0)
def trace(s: Solver, g: object) -> bool:
    from logic_minimax.prolog.trace import TracePrinter
    if s.engine.tracer is None:
        engine = s.engine
        if engine.make_tracer is not None:  # the toplevel's own (an interactive one)
            engine.tracer = engine.make_tracer()
            return True
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
