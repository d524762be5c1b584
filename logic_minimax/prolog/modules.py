"""SWI-Prolog's modules: each module its own predicate table.

``user``'s table is the engine's own (``Engine.preds``), which also holds the built-ins
(the ``system`` module: a program's own definition in ``user`` takes a library one over,
as SWI's).  Another module (a file's ``:- module(M, Exports)``, or one named in ``M:G``)
has a table of its own.  A clause of module M calls, for each body goal, M's predicate
of that name (made, undefined, if new): resolved when it is compiled or first called.
One M does not define is linked (``Pred.link``) to the one its import modules give it
(``user``, then ``system``, or ``add_import_module/3``'s): a linked predicate forwards
the call (a control construct that pushes the goal for its target), and M's own first
clause unlinks it.  Imports (``use_module/1,2``, ``import/1``) are links made at once.
The ISO built-ins, which no module may redefine, are called directly.

Meta-predicate arguments (``metaspecs.py``, and ``meta_predicate/1``'s) of a goal called
in a module other than ``user`` are qualified with that module (``findall(X, m:p(X),
L)``), and so are the goals inside a control construct of such a clause, so that each
is called in its module; ``clause/2`` and ``listing/1`` show a clause without its own
module's qualifiers, as SWI does.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from logic_minimax.prolog.builtins import PROTECTED
from logic_minimax.prolog.core import Var, deref, instantiation_error, type_error
from logic_minimax.prolog.database import Pred
from logic_minimax.prolog.kinds import CONTROL, DET, FAIL, NONDET, USER
from logic_minimax.prolog.metaspecs import SPECS

if TYPE_CHECKING:
    from logic_minimax.prolog.interface import Engine, Solver
    from logic_minimax.prolog.kinds import Cont

Key = tuple[str, int]
GOAL_FORMS = frozenset({(",", 2), (";", 2), ("->", 2), ("*->", 2), ("|", 2), ("\\+", 1)})
"""The control constructs whose arguments are goals of the clause they stand in."""


class Module:
    """A module: its predicates, what it exports, its file, its import modules."""

    __slots__ = ("exports", "file", "imported", "name", "preds", "supers")

    def __init__(self, name: str, preds: dict[Key, Pred] | None = None) -> None:
        self.name = name
        self.preds: dict[Key, Pred] = {} if preds is None else preds
        self.exports: list[Key] = []
        self.file: str | None = None
        self.imported: set[Key] = set()  # the predicates its table links as imports
        self.supers: list[str] = ["system"] if name == "user" else \
            [] if name == "system" else ["user"]


def initial_modules(preds: dict[Key, Pred]) -> dict[str, Module]:
    """``user`` and ``system``, sharing the engine's table."""
    return {"user": Module("user", preds), "system": Module("system", preds)}


MODULE_ARGUMENTS = frozenset({
    ("assert", 1), ("asserta", 1), ("assertz", 1), ("retract", 1), ("retractall", 1),
    ("clause", 2), ("abolish", 1), ("dynamic", 1), ("discontiguous", 1), ("multifile", 1),
    ("predicate_property", 2), ("current_predicate", 1), ("current_predicate", 2),
    ("listing", 1), ("use_module", 1), ("use_module", 2), ("reexport", 1), ("reexport", 2),
    ("ensure_loaded", 1),
    ("consult", 1), ("load_files", 1), ("load_files", 2), ("autoload", 1), ("autoload", 2),
    ("det", 1), ("import", 1), ("export", 1), ("module_transparent", 1), ("public", 1),
    ("volatile", 1), ("noprofile", 1), ("non_terminal", 1), ("$hide", 1),
})
"""The built-ins in Python whose ``:`` arguments take a ``Module:`` qualifier here; the
others' are passed as they are."""


def set_meta_specs(preds: dict[Key, Pred]) -> None:
    for key, spec in SPECS.items():
        pred = preds.get(key)
        if pred is not None:
            pred.meta = spec if pred.builtin is None or key in MODULE_ARGUMENTS else \
                spec.replace(":", "?")


def get_module(engine: Engine, name: str) -> Module:
    """The module ``name`` (made, empty, if new: SWI makes a module it is asked about)."""
    found = engine.modules.get(name)
    if found is None:
        found = engine.modules[name] = Module(name)
    return found


def module_name(t: object) -> str:
    """A module argument: an atom (SWI's errors otherwise)."""
    t = deref(t)
    if type(t) is Var:
        raise instantiation_error()
    if type(t) is not str:
        raise type_error("atom", t)
    return t


def current_module(engine: Engine) -> str:
    """The module of the file being loaded (``user`` for a plain file or none)."""
    return engine.load_stack[-1].module if engine.load_stack else "user"


def own_pred(engine: Engine, module: str, name: str, arity: int) -> Pred:
    """``module``'s own predicate ``name/arity`` (made, undefined, if new: its first
    call links it to what the module inherits, if anything)."""
    if module == "user" or module == "system":
        return engine.pred(name, arity)
    preds = get_module(engine, module).preds
    pred = preds.get((name, arity))
    if pred is None:
        pred = preds[(name, arity)] = Pred(name, arity)
        pred.module = module
        pred.control = CONTROL
        pred.builtin = _resolver(pred)
    return pred


def undefine(pred: Pred) -> None:
    """``abolish/1``: ``pred`` has no definition now (a module's inherits again)."""
    pred.clear()
    pred.dynamic = False
    pred.defined = False
    if pred.module != "user" and pred.module != "system":
        pred.control = CONTROL
        pred.builtin = _resolver(pred)


def _resolver(pred: Pred) -> Callable[..., Cont]:
    """The first call of a module's undefined predicate: linked to what the module
    inherits then, else unknown (an existence error, or the ``unknown`` flag's way)."""
    def resolve(s: Solver, goal: Any, cb: int, depth: int, cont: Cont) -> Cont:
        target = inherited(s.engine, pred)
        if target is None:
            s.undefined(pred)
            return FAIL
        link(pred, target)
        return (goal, pred, cb, depth, cont)
    return resolve


def body_pred(engine: Engine, module: str, name: str, arity: int) -> Pred:
    """The predicate a goal ``name/arity`` called in ``module`` calls: the module's own
    (linked now, if its import modules have it), or an ISO built-in."""
    if module == "user":
        return engine.pred(name, arity)
    table = get_module(engine, module).preds
    pred = table.get((name, arity))
    if pred is not None:
        return pred
    if (name, arity) in PROTECTED:
        return engine.pred(name, arity)
    pred = own_pred(engine, module, name, arity)
    target = inherited(engine, pred)
    if target is not None:
        link(pred, target)
    return pred


def visible(engine: Engine, module: str, name: str, arity: int) -> Pred:
    """The definition a call of ``name/arity`` in ``module`` reaches: its own, an
    import's, or its import modules' (the module's own, undefined, if none)."""
    table = get_module(engine, module).preds
    pred = table.get((name, arity))
    if pred is not None and pred.link is not None:
        return pred.link
    if pred is not None and callable_pred(pred):
        return pred
    if module != "user" and module != "system":
        found = inherited(engine, own_pred(engine, module, name, arity))
        if found is not None:
            return found.link if found.link is not None else found
    return own_pred(engine, module, name, arity)


def callable_pred(pred: Pred) -> bool:
    return bool(pred.defined or pred.dynamic or pred.count())


def inherited(engine: Engine, pred: Pred) -> Pred | None:
    """The predicate a module's undefined ``pred`` finds in its import modules (SWI's
    default-module chain: ``user``, then ``system``), or None."""
    key = (pred.name, pred.arity)
    seen = {pred.module}
    names = list(get_module(engine, pred.module).supers)
    while names:
        name = names.pop(0)
        if name in seen:
            continue
        seen.add(name)
        module = get_module(engine, name)
        found = module.preds.get(key)
        if found is not None and found is not pred and callable_pred(found):
            return found
        names.extend(module.supers)
    return None


def link(pred: Pred, target: Pred) -> None:
    """Make a call of ``pred`` go to ``target`` (an import, or what ``pred``'s module
    inherits): its meta-arguments qualified with ``pred``'s module."""
    while target.link is not None and target.link.name == target.name:
        target = target.link  # (an alias, ``p/1 as q``, is a definition of its own)
    pred.clear()
    pred.link = target
    pred.defined = True
    if target.control in (DET, NONDET) and target.meta is None:
        # a built-in in Python: called as itself (a guard at clause entry too)
        pred.control, pred.builtin, pred.semidet = target.control, target.builtin, \
            target.semidet
        return
    pred.control = CONTROL
    pred.semidet = None
    module = pred.module

    def forward(s: Solver, goal: Any, cb: int, depth: int, cont: Cont) -> Cont:
        if target.meta is not None and type(goal) is tuple and module != target.module:
            goal = qualify_args(goal, target.meta, module)
        return (goal, target, cb, depth, cont)
    pred.builtin = forward


def imported_from(engine: Engine, pred: Pred) -> str | None:
    """The module ``pred`` is imported from (None: it is no import)."""
    link = pred.link
    if link is None or (pred.name, pred.arity) not in get_module(engine, pred.module).imported:
        return None
    return link.module


def unlink(pred: Pred) -> None:
    """``pred``'s module defines it itself now (a link, or a module's undefined
    predicate, becomes an undefined predicate of clauses)."""
    if pred.link is not None or (pred.control == CONTROL and not pred.wrapped and
                                 pred.module != "user" and pred.module != "system"):
        pred.link = None
        pred.control = USER
        pred.builtin = None
        pred.defined = False


def qualified(module: str, term: object) -> object:
    """``module:term``, unless ``term`` is qualified already."""
    t = deref(term)
    if type(t) is tuple and t[0] == ":" and len(t) == 3:
        return t
    return (":", module, term)


def qualify_args(goal: tuple[object, ...], spec: str, module: str
                 ) -> tuple[object, ...]:
    """``goal`` with its meta-arguments qualified with ``module`` (a ``V^G`` argument's
    goal inside its ``^``)."""
    args = list(goal)
    for i, kind in enumerate(spec, 1):
        if kind in "?+-" or i >= len(args):
            continue
        if kind == "^":
            args[i] = _under_carets(args[i], module)
        else:
            args[i] = qualified(module, args[i])
    return tuple(args)


def _under_carets(term: object, module: str) -> object:
    """``V^...^G`` with G qualified (the carets stay outside, as bagof/3 reads them)."""
    carets: list[object] = []
    t = deref(term)
    while type(t) is tuple and t[0] == "^" and len(t) == 3:
        carets.append(t[1])
        t = deref(t[2])
    out = qualified(module, t)
    for var in reversed(carets):
        out = ("^", var, out)
    return out


Visit = Callable[[int, Any], "tuple[list[int] | None, Any]"]


def _rewrite(body: object, visit: Visit, start: int = 0) -> object:
    """Rebuild a body top-down (an explicit stack): ``visit(kind, part)`` gives ``(None,
    result)`` for a part done, or ``(kinds, compound)``: go on into its arguments, each
    of its kind, and rebuild it with the same name."""
    out: list[object] = []
    stack: list[tuple[int, Any, bool]] = [(start, body, False)]
    while stack:
        kind, t, build = stack.pop()
        if build:
            n = len(t) - 1
            args = out[len(out) - n:]
            del out[len(out) - n:]
            out.append((t[0], *args))
            continue
        kinds, part = visit(kind, deref(t))
        if kinds is None:
            out.append(part)
            continue
        stack.append((kind, part, True))
        stack.extend((k, a, False) for k, a in reversed(list(zip(kinds, part[1:], strict=True))))
    return out[0]


def qualify_body(body: object, module: str, meta: Callable[[object], Any],
                 called: bool = False) -> object:
    """A clause body of ``module`` as it is compiled: its variable goals and the
    meta-arguments of its goals qualified with the module (``meta(goal)`` gives a goal's
    specs, or None; the body compiler resolves its other goals in the module, inside
    control constructs too, body.py); the goals of a ``|/2``, which is called, and those
    of a body ``called`` as a goal, each qualified."""
    if module == "user":
        return body

    def visit(where: int, g: Any) -> tuple[list[int] | None, Any]:  # 0 compiled, 1 called
        if type(g) is tuple and (g[0], len(g) - 1) in GOAL_FORMS:
            return [where if g[0] != "|" else 1] * (len(g) - 1), g
        if g == "!" or type(g) not in (str, tuple, Var):
            return None, g
        if where == 1 or type(g) is Var:
            return None, qualified(module, g)
        spec = meta(g)
        return None, qualify_args(g, spec, module) if spec and type(g) is tuple else g
    return _rewrite(body, visit, 1 if called else 0)


def unqualify_body(body: object, module: str) -> object:
    """A body as ``clause/2`` shows it: ``module``'s own qualifiers taken off the goals
    of its control constructs and the meta-arguments of its goals."""
    if module == "user":
        return body

    def visit(kind: int, g: Any) -> tuple[list[int] | None, Any]:  # 0 a goal, 1 data
        while kind == 0 and type(g) is tuple and g[0] == ":" and len(g) == 3 and \
                deref(g[1]) == module:
            g = deref(g[2])
        if kind == 1 or type(g) is not tuple:
            return None, g
        key = (g[0], len(g) - 1)
        spec = "0" * key[1] if key in GOAL_FORMS else SPECS.get(key)
        if spec is None:
            return None, g
        return [1 if k in "?+-" else 0 for k in spec], g
    return _rewrite(body, visit)


def import_pred(engine: Engine, into: str, source: str, key: Key,
                alias: str | None = None) -> None:
    """Import ``source``'s ``key`` into module ``into`` (as ``alias``, if given): a link
    in ``into``'s table; a library predicate of that name in ``user`` is taken over, as
    SWI's import does, the module's own definition stays."""
    if into == source:
        return
    target = own_pred(engine, source, *key)
    name = key[0] if alias is None else alias
    if into == "user" or into == "system":
        pred = engine.pred(name, key[1])
        if pred.library and pred.link is None:
            engine.own(pred)
    else:
        pred = own_pred(engine, into, name, key[1])
    if pred.link is target or (pred.link is None and pred.count()) or pred.module != into:
        return  # (pred.module: an ISO built-in in user's table)
    link(pred, target)
    get_module(engine, into).imported.add((name, key[1]))


def import_module(engine: Engine, into: str, source: str,
                  only: list[Key] | None = None) -> None:
    """``use_module``: ``source``'s exports (or those of ``only``) into ``into``."""
    for key in list(get_module(engine, source).exports) if only is None else only:
        import_pred(engine, into, source, key)


def module_of_file(engine: Engine, source: str) -> str | None:
    """The module a loaded file is (None: a plain file)."""
    for module in engine.modules.values():
        if module.file == source:
            return module.name
    return None


def local_clause(engine: Engine, term: object) -> tuple[str, Any]:
    """The module a clause read while loading goes to, and the clause without its head's
    module qualifiers; the body of ``M:Head :- Body`` runs in the file's own module, as
    SWI's (``system:goal_expansion(G, E) :- my_expansion(G, E)`` in a library)."""
    term = deref(term)
    rule = type(term) is tuple and term[0] == ":-" and len(term) == 3
    source = current_module(engine)
    module, head = stripped(deref(term[1]) if rule else term, source)  # type: ignore[index]
    if not rule:
        return str(module), head
    body = term[2]  # type: ignore[index]
    if module != source and not (module in ("user", "system") and source == "user"):
        body = (":", source, body)
    return str(module), (":-", head, body)


def stripped(term: object, module: object = "user") -> tuple[object, Any]:
    """SWI's strip_module/3: the innermost module of ``M:...:T`` (``module`` if none) and
    the term within."""
    term = deref(term)
    while type(term) is tuple and term[0] == ":" and len(term) == 3 and \
            type(deref(term[1])) is str:
        module = deref(term[1])
        term = deref(term[2])
    return module, term


def strip_checked(term: object, module: str = "user") -> tuple[str, Any]:
    """``term``'s module and the term within; a module that is not an atom is SWI's
    error."""
    term = deref(term)
    while type(term) is tuple and term[0] == ":" and len(term) == 3:
        m = deref(term[1])
        if type(m) is Var:
            raise instantiation_error()
        if type(m) is not str:
            raise type_error("atom", m)
        module = m
        term = deref(term[2])
    return module, term


def hook_goal(engine: Engine, module: str, goal: tuple[object, ...]) -> object | None:
    """The goal that calls ``module``'s own attribute hook (``M:attr_unify_hook(...)``),
    else the program's plain one in ``user``, else None (no such hook)."""
    key = (str(goal[0]), len(goal) - 1)
    own = engine.modules.get(module)
    pred = own.preds.get(key) if own is not None else None
    if pred is not None and callable_pred(pred):
        return (":", module, goal)
    plain = engine.preds.get(key)
    return goal if plain is not None and plain.defined else None
