"""Control constructs: ``,`` ``;`` ``->`` ``*->`` ``\\+`` ``!`` ``call/1..8`` ``catch/3``
``throw/1`` ``findall/3,4`` ``forall/2`` ``once/1`` ``ignore/1`` ``not/1`` ``halt/0,1``.

Each runs inside the machine by pushing goal nodes and choice points; cut is local to
``call/N``, ``\\+``, ``findall`` and the condition of ``->``, and transparent to ``,``, ``;``
and the branches of ``->``.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from logic_minimax.errors import PrologError, PrologHalt
from logic_minimax.prolog.builtins import construct, det, nondet
from logic_minimax.prolog.builtins.arith import evaluate
from logic_minimax.prolog.cleanup import CP_CLEANUP, cut_to, run_cleanup
from logic_minimax.prolog.contexts import add_context
from logic_minimax.prolog.core import (
    NIL,
    Var,
    deref,
    error,
    instantiation_error,
    make_list,
    type_error,
    unify,
)
from logic_minimax.prolog.database import Pred
from logic_minimax.prolog.expansion import expand_goal
from logic_minimax.prolog.interface import Solver
from logic_minimax.prolog.kinds import (
    CONTROL,
    CP_ALT,
    CP_BARRIER,
    CP_CATCH,
    CP_COLLECT,
    CP_OFF,
    FAIL,
    Cont,
)
from logic_minimax.prolog.modules import (
    GOAL_FORMS,
    body_pred,
    current_module,
    qualify_args,
    qualify_body,
    strip_checked,
    stripped,
)
from logic_minimax.prolog.walk import copy_attributed, copy_term


def node(s: Solver, term: object, cb: int, depth: int, cont: Cont) -> Cont:
    """A continuation node that calls ``term`` with cut barrier ``cb``; a variable is
    called as ``call/1`` (so a variable bound to ``!`` cuts only itself, as ISO says)."""
    if type(term) is tuple:  # pred_of's commonest case, without its call
        pred = s.engine.preds.get((term[0], len(term) - 1))
        if pred is not None:
            return (term, pred, cb, depth, cont)
    elif type(term) is Var:
        return (term, s.engine.call_pred, cb, depth, cont)
    return (term, s.engine.pred_of(term), cb, depth, cont)


# The control constructs whose arguments are goals: a term called as a goal is checked
# through them all, as SWI compiles it (``call((fail, 1))`` is a type error).
CONTROL_FORMS = frozenset({(",", 3), (";", 3), ("->", 3), ("*->", 3), ("|", 3), ("\\+", 2)})


def compile_body(goal: tuple[object, ...]) -> object:
    """A control construct called as a goal, as SWI compiles it when it is called: its
    control skeleton with the variables bound now replaced by their values and those
    still unbound wrapped in ``call/1`` (so a cut bound later cuts only itself); a
    non-callable part is a type error naming the whole goal (``call((fail, 1))``)."""
    out: list[object] = []
    stack: list[tuple[bool, Any]] = [(False, goal)]
    while stack:
        build, g = stack.pop()
        if build:
            n = len(g) - 1
            args = out[len(out) - n:]
            del out[len(out) - n:]
            out.append((g[0], *args))
            continue
        if type(g) is Var and g.ref is None:
            out.append(("call", g))
            continue
        g = deref(g)
        tg = type(g)
        if tg is tuple:
            if (g[0], len(g)) in CONTROL_FORMS:
                stack.append((True, g))
                stack.extend((False, a) for a in reversed(g[1:]))
            else:
                out.append(g)
        elif tg is str:
            out.append(g)
        elif tg is Var:
            out.append(("call", g))
        else:
            raise type_error("callable", goal)
    return out[0]


@construct("true", 0)
def true_(s: Solver, goal: object, cb: int, depth: int, cont: Cont) -> Cont:
    return cont


@construct("fail false", 0)
def fail_(s: Solver, goal: object, cb: int, depth: int, cont: Cont) -> Cont:
    return FAIL


@construct("!", 0)
def cut(s: Solver, goal: object, cb: int, depth: int, cont: Cont) -> Cont:
    if s.guarded:
        cut_to(s, cb)
    else:
        del s.cps[cb:]
    return cont


@construct(",", 2)
def conj(s: Solver, goal: tuple[object, ...], cb: int, depth: int, cont: Cont) -> Cont:
    return node(s, goal[1], cb, depth, node(s, goal[2], cb, depth, cont))


@construct("$call", 1)
def call_term(s: Solver, goal: object, cb: int, depth: int, cont: Cont) -> Cont:
    """The machine's node for calling a term: ``goal`` is the term itself (opaque to cut)."""
    goal = deref(goal)
    if type(goal) is Var:
        raise instantiation_error()
    pred = s.engine.pred_of(goal)
    if pred is s.engine.call_pred:
        raise type_error("callable", goal)
    if pred.control == CONTROL and type(goal) is tuple and (goal[0], len(goal)) in CONTROL_FORMS:
        goal = compile_body(goal)
    # A goal a library predicate calls (findall's, setof's, maplist's) is the program's:
    # the tracer shows it, built-ins and all, as SWI does.
    return (goal, pred, len(s.cps), abs(depth), cont)


@construct(":", 2)
def qualified(s: Solver, goal: tuple[object, ...], cb: int, depth: int, cont: Cont) -> Cont:
    """``Module:Goal`` calls Goal in Module (transparent to cut, as a body goal in SWI):
    the module's own predicate, or what it inherits or imports (modules.py)."""
    module, target = strip_checked(goal)
    if type(target) is Var:
        raise instantiation_error()
    return in_module(s, module, target, cb, depth, cont)


def in_module(s: Solver, module: str, goal: object, cb: int, depth: int, cont: Cont
              ) -> Cont:
    """A node that calls ``goal`` in ``module``."""
    if module == "user":
        return node(s, goal, cb, depth, cont)
    if type(goal) is tuple:
        key = (goal[0], len(goal) - 1)
        if key in GOAL_FORMS:
            return node(s, qualify_body(goal, module, lambda g: None, called=True), cb, depth, cont)
        pred = body_pred(s.engine, module, *key)
        if pred.meta is not None and pred.module != module:  # an ISO built-in's
            goal = qualify_args(goal, pred.meta, module)
        return (goal, pred, cb, depth, cont)
    if type(goal) is str:
        return (goal, body_pred(s.engine, module, goal, 0), cb, depth, cont)
    raise type_error("callable", goal)


@det("strip_module", 3)
def strip_module(s: Solver, g: tuple[object, ...]) -> bool:
    """strip_module(+Term, -Module, -Plain): the innermost module of ``M:...:T``
    (``user`` if none) and the term within."""
    module, term = stripped(g[1])
    return unify(g[2], module, s.trail) and unify(g[3], term, s.trail)


@construct("@", 2)
def at_module(s: Solver, goal: tuple[object, ...], cb: int, depth: int, cont: Cont
              ) -> Cont:
    """``@(Goal, Module)``: Goal's predicate found where Goal says (``user`` if
    unqualified), its meta-arguments qualified with Module."""
    context = deref(goal[2])
    if type(context) is Var:
        raise instantiation_error()
    if type(context) is not str:
        raise type_error("atom", context)
    module, target = strip_checked(goal[1])
    if type(target) is Var:
        raise instantiation_error()
    if type(target) is tuple and (target[0], len(target) - 1) in GOAL_FORMS:
        return node(s, qualify_body(target, context, lambda g: None, called=True), cb, depth, cont)
    if type(target) is not tuple:
        return in_module(s, module, target, cb, depth, cont)
    pred = body_pred(s.engine, module, target[0], len(target) - 1)
    spec = (pred.link or pred).meta
    if spec is not None:
        target = qualify_args(target, spec, context)
    return (target, pred, cb, depth, cont)


@det("expand_goal", 2)
def expand_goal_(s: Solver, g: tuple[object, ...]) -> bool:
    """The program's goal_expansion/2 applied to each goal (expansion.py)."""
    return unify(g[2], expand_goal(s.engine, g[1]), s.trail)


@det("context_module", 1)
def context_module(s: Solver, g: tuple[object, ...]) -> bool:
    """The module whose file is being loaded, else ``user`` (a clause has no context
    module of its own here: its meta-arguments carry their modules)."""
    return unify(g[1], current_module(s.engine), s.trail)


@construct("call", 1, 2, 3, 4, 5, 6, 7, 8)
def call_n(s: Solver, goal: tuple[object, ...], cb: int, depth: int, cont: Cont) -> Cont:
    target = deref(goal[1])
    extra = goal[2:]
    if extra:
        module, target = strip_checked(target)
        if module != "user":
            return call_term(s, (":", module, _with_args(target, extra)), cb, depth, cont)
        target = _with_args(target, extra)
    return call_term(s, target, cb, depth, cont)


def _with_args(target: object, extra: tuple[object, ...]) -> object:
    """``call/N``'s goal: ``target`` with the arguments ``extra`` added."""
    if type(target) is str or target is NIL:  # [] too: '[]'(a) is no procedure
        return (target, *extra)
    if type(target) is tuple:
        return (*target, *extra)
    if type(target) is Var:
        raise instantiation_error()
    raise type_error("callable", target)


@construct(";", 2)
@construct("|", 2)
def disj(s: Solver, goal: tuple[object, ...], cb: int, depth: int, cont: Cont) -> Cont:
    left = deref(goal[1])
    if type(left) is tuple and len(left) == 3 and left[0] in ("->", "*->"):
        commit = s.engine.ite_pred if left[0] == "->" else s.engine.softcut_pred
        return _above(s, [CP_ALT, len(s.trail), node(s, goal[2], cb, depth, cont)], left[1],
                      depth, commit, depth, node(s, left[2], cb, depth, cont))
    s.cps.append([CP_ALT, len(s.trail), node(s, goal[2], cb, depth, cont)])
    return node(s, left, cb, depth, cont)


@construct("->", 2)
def if_then(s: Solver, goal: tuple[object, ...], cb: int, depth: int, cont: Cont) -> Cont:
    return _above(s, [CP_BARRIER, len(s.trail)], goal[1], depth, s.engine.ite_pred, depth,
                  node(s, goal[2], cb, depth, cont))


def _above(s: Solver, below: list[Any], cond: object, cond_depth: int, commit: Pred,
           depth: int, then: Cont) -> Cont:
    """Run ``cond`` (its cut local, at ``cond_depth``) over the choice point ``below``;
    when it succeeds, ``commit`` (given ``below``'s place) decides what is left of both,
    then ``then``."""
    m = len(s.cps)
    s.cps.append(below)
    return node(s, cond, len(s.cps), cond_depth, (m, commit, 0, depth, then))


@construct("*->", 2)
def soft_if_then(s: Solver, goal: tuple[object, ...], cb: int, depth: int, cont: Cont) -> Cont:
    return node(s, goal[1], len(s.cps), depth, node(s, goal[2], cb, depth, cont))


@construct("$ite", 0)
def ite_commit(s: Solver, goal: int, cb: int, depth: int, cont: Cont) -> Cont:
    if s.guarded:
        cut_to(s, goal)
    else:
        del s.cps[goal:]
    return cont


@construct("$softcut", 0)
def softcut_commit(s: Solver, goal: int, cb: int, depth: int, cont: Cont) -> Cont:
    if len(s.cps) == goal + 1:
        s.cps.pop()  # the condition left no choice point: drop the else branch
    elif len(s.cps) > goal:
        s.cps[goal][0] = CP_OFF
    return cont


@construct("\\+ not", 1)
def not_provable(s: Solver, goal: tuple[object, ...], cb: int, depth: int, cont: Cont) -> Cont:
    return _above(s, [CP_ALT, len(s.trail), cont], goal[1], depth, s.engine.nafail_pred,
                  depth, cont)


@construct("$nafail", 0)
def nafail(s: Solver, goal: int, cb: int, depth: int, cont: Cont) -> Cont:
    cut_to(s, goal)
    return FAIL


@nondet("repeat", 0)
def repeat(s: Solver, goal: object) -> Iterator[bool]:
    while True:
        yield True


def meta_depth(goal: object, depth: int, frames: int) -> int:
    """The depth SWI's tracer shows a meta-called goal at: ``frames`` below its caller,
    one more for a control construct or call/N (which gets a clause of its own)."""
    g = deref(goal)
    if type(g) is tuple and ((g[0], len(g)) in CONTROL_FORMS or g[0] == "call"):
        frames += 1
    return depth + frames if depth >= 0 else depth - frames


@construct("once", 1)
def once(s: Solver, goal: tuple[object, ...], cb: int, depth: int, cont: Cont) -> Cont:
    """``(Goal -> true)``, its goal a frame down, as SWI's tracer shows it."""
    return _above(s, [CP_BARRIER, len(s.trail)], goal[1], meta_depth(goal[1], depth, 1),
                  s.engine.ite_pred, depth, cont)


@construct("ignore", 1)
def ignore(s: Solver, goal: tuple[object, ...], cb: int, depth: int, cont: Cont) -> Cont:
    """``(Goal -> true ; true)``, its goal a frame down, as SWI's tracer shows it."""
    return _above(s, [CP_ALT, len(s.trail), cont], goal[1], meta_depth(goal[1], depth, 1),
                  s.engine.ite_pred, depth, cont)


@construct("forall", 2)
def forall(s: Solver, goal: tuple[object, ...], cb: int, depth: int, cont: Cont) -> Cont:
    """``\\+ (Cond, \\+ Action)``, both a frame down, as SWI's tracer shows them."""
    m = len(s.cps)
    s.cps.append([CP_ALT, len(s.trail), cont])
    refuted = (m, s.engine.nafail_pred, 0, depth, cont)
    action = (("\\+", goal[2]), s.engine.preds[("\\+", 1)], 0,
              meta_depth(goal[2], depth, 1), refuted)
    return node(s, goal[1], len(s.cps), meta_depth(goal[1], depth, 1), action)


@construct("catch", 3)
def catch(s: Solver, goal: tuple[object, ...], cb: int, depth: int, cont: Cont) -> Cont:
    # [kind, trail mark, catcher, recovery, continuation, depth, the output streams open
    # now (with_output_to/2 inside is undone), exited]: ``exited`` is bound (on the trail)
    # when the goal exits leaving choice points, so the catch is inactive after its goal
    # and active again when backtracking goes back into it.
    cp: list[object] = [CP_CATCH, len(s.trail), goal[2], goal[3], cont, depth,
                        len(s.engine.outputs), Var()]
    s.cps.append(cp)
    exit_node = (cp, s.engine.catch_exit_pred, 0, depth, cont)
    return call_term(s, goal[1], cb, meta_depth(goal[1], depth, 1), exit_node)


@construct("$catch_exit", 0)
def catch_exit(s: Solver, goal: list[Any], cb: int, depth: int, cont: Cont) -> Cont:
    if s.cps and s.cps[-1] is goal:
        s.cps.pop()
    else:
        exited: Var = goal[7]
        exited.ref = "true"
        s.trail.append(exited)
    return cont


@construct("$call_cleanup", 3)
def call_cleanup(s: Solver, goal: tuple[object, ...], cb: int, depth: int,
                 cont: Cont) -> Cont:
    """``'$call_cleanup'(Goal, Catcher, Cleanup)``: Goal run above the choice point that
    runs Cleanup when Goal is done with (cleanup.py)."""
    cp = [CP_CLEANUP, len(s.trail), goal[2], goal[3]]
    s.cps.append(cp)
    s.guarded += 1
    exit_node = (cp, s.engine.internal["$cleanup_exit"], 0, depth, cont)
    return call_term(s, goal[1], cb, depth, exit_node)


@construct("$cleanup_exit", 0)
def cleanup_exit(s: Solver, goal: list[Any], cb: int, depth: int, cont: Cont) -> Cont:
    """The goal's exit: deterministic (nothing above its choice point) runs the cleanup,
    with ``exit``."""
    if s.cps and s.cps[-1] is goal:
        s.cps.pop()
        s.guarded -= 1
        run_cleanup(s, goal, "exit", keep=True)
    return cont


@det("throw", 1)
def throw(s: Solver, goal: tuple[object, ...]) -> bool:
    ball = deref(goal[1])
    if type(ball) is Var:
        raise error("instantiation_error", ("context", (":", "system", ("/", "throw", 1)),
                                            Var()))
    raise PrologError(copy_term(ball))


def collect(s: Solver, template: object, goal: object, cb: int, depth: int, cont: Cont,
            finish: object, goal_depth: int) -> Cont:
    """Run ``goal`` to exhaustion, copying ``template`` into a list per solution, then call
    ``finish(results)`` (a unification: true or false) and go on with ``cont``."""
    results: list[object] = []
    trail = s.trail
    s.cps.append([CP_COLLECT, len(trail), lambda: finish(results), cont])  # type: ignore[operator]
    # The collector fails after each solution; its next node is never run, and links
    # the goal's continuation to the caller's for the tracer's and the errors' sake.
    collector = ((template, results), s.engine.collect_pred, 0, depth, cont)
    return call_term(s, goal, cb, goal_depth, collector)


@construct("$collect", 0)
def collect_one(s: Solver, goal: tuple[object, list[object]], cb: int, depth: int,
                cont: Cont) -> Cont:
    template, results = goal
    results.append(copy_attributed(template) if s.engine.attributed else copy_term(template))
    return FAIL


@construct("findall", 3, 4)
def findall(s: Solver, goal: tuple[object, ...], cb: int, depth: int, cont: Cont) -> Cont:
    tail = goal[4] if len(goal) == 5 else NIL
    # SWI runs findall/3's goal five frames down, findall/4's four.
    return collect(s, goal[1], goal[2], cb, depth, cont,
                   lambda found: unify(goal[3], make_list(found, tail), s.trail),
                   meta_depth(goal[2], depth, 4 if len(goal) == 5 else 5))


@construct("$findall_at", 4)
def findall_at(s: Solver, goal: tuple[object, ...], cb: int, depth: int, cont: Cont
               ) -> Cont:
    """``'$findall_at'(Depth, Template, Goal, List)``: findall/3 with its goal run at the
    depth the tracer shows (for library.pl's aggregate_all/3, which knows SWI's)."""
    at = deref(goal[1])
    if type(at) is not int:
        raise type_error("integer", at)
    return collect(s, goal[2], goal[3], cb, depth, cont,
                   lambda found: unify(goal[4], make_list(found), s.trail), at)


@construct("aggregate_all", 3)
def aggregate_all(s: Solver, goal: tuple[object, ...], cb: int, depth: int, cont: Cont
                  ) -> Cont:
    """library(aggregate)'s aggregate_all/3, hidden from the tracer as in SWI (which shows
    the goal's calls only, two levels down): ``count`` counts the solutions in place, and
    ``sum``, ``max`` and ``min`` fold each into the result as it comes, as SWI's do (no
    list, no copies); the other specs are library.pl's ``'$aggregate_all'/3``."""
    spec = deref(goal[1])
    if spec == "count":
        inner = meta_depth(goal[2], depth, 2)  # where SWI's tracer shows the goal
        found = [0]
        s.cps.append([CP_COLLECT, len(s.trail),
                      lambda: unify(goal[3], found[0], s.trail), cont])
        counter = (found, s.engine.internal["$count"], 0, depth, cont)
        return call_term(s, goal[2], cb, inner, counter)
    if type(spec) is tuple and len(spec) == 2 and spec[0] in _FOLDS:
        # [expression, the value so far]: none yet for max and min, whose result is then
        # the template itself, unless it is a variable (SWI's state(X) read back)
        state = [(_FOLDS[spec[0]], Var(), spec[1]), 0 if spec[0] == "sum" else None]
        s.cps.append([CP_COLLECT, len(s.trail), lambda: unify(goal[3], state[1], s.trail)
                      if state[1] is not None else type(deref(spec[1])) is not Var and
                      unify(goal[3], spec[1], s.trail), cont])
        folder = (state, s.engine.internal["$fold"], 0, depth, cont)
        return call_term(s, goal[2], cb, meta_depth(goal[2], depth, 1), folder)
    # SWI's goal runs a frame down for max and min with a witness, six for the others.
    frames = 1 if type(spec) is tuple and spec[0] in _FOLDS else 6
    general = ("$aggregate_all", *goal[1:], meta_depth(goal[2], depth, frames))
    return (general, s.engine.pred_of(general), cb, -(abs(depth) + 1), cont)


_FOLDS = {"sum": "+", "max": "max", "min": "min"}
"""The specs aggregate_all/3 folds, and the function SWI's folds them with (``S is S0 +
X``; ``M is max(M0, X)``, the first solution's ``M0`` being ``X`` itself)."""


@construct("$fold", 0)
def fold_one(s: Solver, goal: list[Any], cb: int, depth: int, cont: Cont) -> Cont:
    (function, _, template), value = goal
    x = deref(template)
    if type(x) is int and (value is None or type(value) is int):  # what evaluate gives
        goal[1] = x if value is None else value + x if function == "+" else \
            max(value, x) if function == "max" else min(value, x)
        return FAIL
    expression = (function, template if value is None else value, template)
    try:
        goal[1] = evaluate(expression)
    except PrologError as e:  # as SWI's is/2 in its fold raises it
        add_context(e.term, ("is", goal[0][1], expression))
        raise
    return FAIL


@construct("$count", 0)
def count_one(s: Solver, goal: list[int], cb: int, depth: int, cont: Cont) -> Cont:
    goal[0] += 1
    return FAIL


@construct("$exit", 0)
def trace_exit(s: Solver, goal: list[object], cb: int, depth: int, cont: Cont) -> Cont:
    """The Exit port; ``goal`` is the call's trace frame, dropped on a deterministic exit
    (no Fail is reported for a frame that is gone, as in SWI). The tracer's fail undoes
    the goal and drops its alternatives: it fails as a whole."""
    if s.engine.trace_port("exit", depth, goal[2]):
        for index in range(len(s.cps) - 1, -1, -1):
            if s.cps[index] is goal:
                mark = goal[1]
                assert isinstance(mark, int)  # the frame's trail mark
                s.undo(mark)
                del s.cps[index:]
                break
        return FAIL
    if s.cps and s.cps[-1] is goal:
        s.cps.pop()
    return cont


@det("halt", 0, 1)
def halt(s: Solver, goal: object) -> bool:
    code = deref(goal[1]) if type(goal) is tuple else 0
    raise PrologHalt(code if type(code) is int else 0)
