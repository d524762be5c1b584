"""Modules and the predicates of a program, as SWI's: ``module/2``, ``current_module/1``,
``import/1``, ``export/1``, ``add_import_module/3``, ``delete_import_module/2``,
``import_module/2``, ``default_module/2``, ``module_property/2``,
``current_predicate/1,2``, ``predicate_property/2``, ``listing/0,1`` (modules.py holds
the tables)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING

from logic_minimax.prolog.builtins import PROTECTED, det, nondet, with_last
from logic_minimax.prolog.builtins.database import clause_items, clause_term, indicators
from logic_minimax.prolog.builtins.fmt import clause_text
from logic_minimax.prolog.builtins.system import op
from logic_minimax.prolog.core import (
    Var,
    deref,
    domain_error,
    error,
    make_list,
    proper_list,
    type_error,
    unify,
)
from logic_minimax.prolog.database import Clause, Pred
from logic_minimax.prolog.interface import Solver
from logic_minimax.prolog.kinds import USER
from logic_minimax.prolog.libexports import library_module
from logic_minimax.prolog.modules import (
    Module,
    current_module,
    get_module,
    import_pred,
    module_name,
    own_pred,
    strip_checked,
    visible,
)

if TYPE_CHECKING:
    from logic_minimax.prolog.interface import Engine


def _answers(s: Solver, g: tuple[object, ...], pairs: Iterable[tuple[object, object]]
             ) -> Iterator[bool]:
    """Unify ``g``'s two arguments with each pair in turn."""
    for (a, b), more in with_last(list(pairs)):
        mark = len(s.trail)
        if unify(g[1], a, s.trail) and unify(g[2], b, s.trail):
            yield more
        s.undo(mark)


@det("module", 2)
def module(s: Solver, g: tuple[object, ...]) -> bool:
    """``:- module(Name, Exports)``: the rest of the file is module Name's, whose
    exported predicates the loader imports (modules.py); an exported operator is the
    program's."""
    name = module_name(g[1])
    loading = s.engine.load_stack[-1] if s.engine.load_stack else None
    if loading is not None:
        loading.module = name
        made = get_module(s.engine, name)
        made.file = loading.source
        made.exports = loading.exports
    for spec in proper_list(g[2]):
        spec = deref(spec)
        if type(spec) is tuple and spec[0] in ("/", "//") and len(spec) == 3:
            arity = deref(spec[2])
            if loading is not None and type(deref(spec[1])) is str and type(arity) is int:
                loading.exports.append((deref(spec[1]), arity + 2 * (spec[0] == "//")))
            continue
        if type(spec) is tuple and spec[0] == "op" and len(spec) == 4:
            op(s, spec)  # an exported operator is an operator of the program
            continue
        raise type_error("predicate_indicator", spec)
    return True


@nondet("current_module", 1)
def current_module_(s: Solver, g: tuple[object, ...]) -> Iterator[bool]:
    names = list(s.engine.modules)
    name = deref(g[1])
    if type(name) is str:
        names = [name] if name in names else []
    for found, more in with_last(names):
        mark = len(s.trail)
        if unify(g[1], found, s.trail):
            yield more
        s.undo(mark)


@det("import", 1)
def import_(s: Solver, g: tuple[object, ...]) -> bool:
    """``import(Module:Name/Arity)``: into the module loading, else ``user``."""
    into = current_module(s.engine)
    for source, name, arity in indicators(g[1], into):
        import_pred(s.engine, into, source, (name, arity))
    return True


@det("export", 1)
def export(s: Solver, g: tuple[object, ...]) -> bool:
    for module, name, arity in indicators(g[1], current_module(s.engine)):
        exports = get_module(s.engine, module).exports
        if (name, arity) not in exports:
            exports.append((name, arity))
    return True


@det("add_import_module", 3)
def add_import_module(s: Solver, g: tuple[object, ...]) -> bool:
    module, imported, where = module_name(g[1]), module_name(g[2]), module_name(g[3])
    if where not in ("start", "end"):
        raise domain_error("import_type", where)
    supers = get_module(s.engine, module).supers
    get_module(s.engine, imported)
    if imported not in supers:
        supers.insert(0 if where == "start" else len(supers), imported)
    return True


@det("delete_import_module", 2)
def delete_import_module(s: Solver, g: tuple[object, ...]) -> bool:
    supers = get_module(s.engine, module_name(g[1])).supers
    imported = module_name(g[2])
    if imported not in supers:
        return False
    supers.remove(imported)
    return True


@nondet("import_module", 2)
def import_module_(s: Solver, g: tuple[object, ...]) -> Iterator[bool]:
    return _answers(s, g, ((m.name, i) for m in _modules(s, g[1]) for i in m.supers))


@nondet("default_module", 2)
def default_module(s: Solver, g: tuple[object, ...]) -> Iterator[bool]:
    """The module itself, then its import modules, depth first."""
    start = module_name(g[1])
    order: list[str] = []
    stack = [start]
    while stack:
        name = stack.pop()
        if name not in order:
            order.append(name)
            stack.extend(reversed(get_module(s.engine, name).supers))
    return _answers(s, g, ((start, m) for m in order))


def _modules(s: Solver, name: object) -> list[Module]:
    name = deref(name)
    if type(name) is str:
        return [get_module(s.engine, name)] if name in s.engine.modules else []
    return list(s.engine.modules.values())


@nondet("module_property", 2)
def module_property(s: Solver, g: tuple[object, ...]) -> Iterator[bool]:
    """``class(user|system|library)``, ``file(F)``, ``exports(PIs)``."""
    pairs: list[tuple[object, object]] = []
    for m in _modules(s, g[1]):
        kind = m.name if m.name in ("user", "system") else "user" if m.file else "temporary"
        pairs.append((m.name, ("class", kind)))
        if m.file is not None:
            pairs.append((m.name, ("file", m.file)))
        pairs.append((m.name, ("exports", make_list([("/", *k) for k in m.exports]))))
    return _answers(s, g, pairs)


@det("$hide", 1)
def hide(s: Solver, g: tuple[object, ...]) -> bool:
    """SWI's libraries' ``'$hide'(PI)``: the tracer shows the predicate at its entry
    only, as a library predicate."""
    for module, name, arity in indicators(g[1], current_module(s.engine)):
        own_pred(s.engine, module, name, arity).library = True
    return True


@det("predicate_options", 3)
def predicate_options(s: Solver, g: tuple[object, ...]) -> bool:
    """library(predicate_options)'s declaration of a predicate's options, read by SWI's
    option checker (a development tool, out of scope): its indicator is checked."""
    spec = deref(g[1])
    if type(spec) is tuple and spec[0] == ":" and len(spec) == 3:
        spec = deref(spec[2])
    for _ in indicators(spec):
        pass
    return True


def _user_preds(s: Solver) -> list[Pred]:
    return [p for p in s.engine.preds.values()
            if p.control == USER and p.defined and not p.library]


@det("listing", 0, 1)
def listing(s: Solver, g: object) -> bool:
    """A module's predicates (through its imports: ``a:pa(X) :- ...``), as SWI lists
    them; ``listing/0`` the program's own."""
    engine = s.engine
    module = "user"
    if type(g) is tuple:
        module, spec = strip_checked(g[1])
        table = get_module(engine, module).preds
        if type(spec) is tuple and spec[0] == "/" and len(spec) == 3:
            found = [table.get((deref(spec[1]), deref(spec[2])))]
        else:
            found = [p for p in table.values() if p.name == spec]
        preds = [p if p.link is None else p.link for p in found if p is not None]
        preds = [p for p in preds if p.control == USER and p.defined]
        if not preds:  # SWI: the toplevel's "procedure `x' does not exist"
            raise error(("existence_error", "procedure", spec),
                        ("context", "toplevel", "DWIM could not correct goal"))
    else:
        preds = _user_preds(s)
    for p in preds:
        indicator = clause_text(engine, ("/", p.name, p.arity))[:-2]
        declared = [f":- {kind} {indicator}.\n" for kind, on in
                    (("dynamic", p.dynamic), ("multifile", p.multifile)) if on]
        if declared:  # as SWI's listing: the declarations, then a blank line
            engine.write("".join(declared) + "\n")
        for c in clause_items(p):
            head, body = clause_term(c)
            if p.module != module:
                head = (":", p.module, head)
            engine.write(clause_text(engine, (":-", head, body), getattr(c, "names", None)))
        engine.write("\n")
    return True


def _indicator(spec: object) -> tuple[object, object]:
    spec = deref(spec)
    if type(spec) is Var:
        return None, None
    ok = type(spec) is tuple and spec[0] == "/" and len(spec) == 3
    name, arity = (deref(spec[1]), deref(spec[2])) if ok else (None, None)  # type: ignore[index]
    if not ok or type(name) not in (Var, str) or type(arity) not in (Var, int):
        raise type_error("predicate_indicator", spec)
    return name, arity


def _shown(p: Pred, module: Module) -> bool:
    """Whether current_predicate/1 names ``p`` of ``module``'s table: defined there or
    imported (in ``user``: the built-ins too, as SWI's system predicates)."""
    if p.link is not None:
        return (p.name, p.arity) in module.imported
    if p.control == USER:
        return bool(p.defined and not p.library and (p.count() or p.dynamic))
    return module.name == "user" and not p.name.startswith("$")


def _preds(s: Solver, module: str, name: object, arity: object) -> list[Pred]:
    table = get_module(s.engine, module)
    return [p for p in table.preds.values()
            if (type(name) is not str or p.name == name)
            and (type(arity) is not int or p.arity == arity) and _shown(p, table)]


@nondet("current_predicate", 1)
def current_predicate(s: Solver, g: tuple[object, ...]) -> Iterator[bool]:
    """A module's predicates, defined there or imported (``user``'s: the program's and
    the built-ins, as SWI shows its system predicates, not the library ones it has not
    loaded)."""
    module, spec = strip_checked(g[1])
    name, arity = _indicator(spec)
    for p, more in with_last(_preds(s, module, name, arity)):
        mark = len(s.trail)
        if unify(spec, ("/", p.name, p.arity), s.trail):
            yield more
        s.undo(mark)


@nondet("current_predicate", 2)
def current_predicate2(s: Solver, g: tuple[object, ...]) -> Iterator[bool]:
    """``current_predicate(?Name, :Head)``: the program's predicates (not the built-ins)."""
    module, head = strip_checked(g[2])
    name = deref(g[1])
    if type(name) not in (Var, str):
        raise type_error("atom", name)
    if type(head) not in (Var, str, tuple):
        raise type_error("callable", head)
    arity = None if type(head) is Var else 0 if type(head) is str else len(head) - 1
    preds = [p for p in _preds(s, module, name, arity) if p.control == USER or p.link]
    for p, more in with_last(preds):
        mark = len(s.trail)
        if unify(g[1], p.name, s.trail) and unify(
                head, p.name if not p.arity else (p.name, *(Var() for _ in range(p.arity))),
                s.trail):
            yield more
        s.undo(mark)


@nondet("predicate_property", 2)
def predicate_property(s: Solver, g: tuple[object, ...]) -> Iterator[bool]:
    module, head = strip_checked(g[1])
    if type(head) is Var:
        return
    if type(head) is not str and type(head) is not tuple:
        raise type_error("callable", head)
    name, arity = (head, 0) if type(head) is str else (head[0], len(head) - 1)
    own = get_module(s.engine, module).preds.get((name, arity))
    pred = visible(s.engine, module, name, arity)
    if not (pred.defined or pred.dynamic):
        return
    props = _properties(s.engine, pred, module, own)
    asked = deref(g[2])
    if type(asked) is not Var:  # a property named: one answer at most, no choice point
        key = asked if type(asked) is str else asked[0] if type(asked) is tuple else None
        props = [p for p in props if (p if type(p) is str else p[0]) == key]  # type: ignore[index]
    for prop, more in with_last(props):
        mark = len(s.trail)
        if unify(g[2], prop, s.trail):
            yield more
        s.undo(mark)


def _properties(engine: Engine, pred: Pred, module: str, own: Pred | None) -> list[object]:
    """SWI's properties of a predicate seen from ``module``, in its order."""
    builtin = pred.control != USER and not pred.wrapped
    props: list[object] = ["visible"] if pred.builtin is not None else ["interpreted",
                                                                           "visible"]
    if builtin:
        props.append("built_in")
        props.append("foreign")
    props.append("dynamic" if pred.dynamic else "static")
    source = pred.module if pred.module != "system" or not pred.library else \
        library_module((pred.name, pred.arity)) or "system"
    if source != module and (own is None or own.link is not None or module == "user"
                             ) and source not in ("user",):
        props.append(("imported_from", source))
    if pred.module not in ("user", "system") and \
            (pred.name, pred.arity) in get_module(engine, pred.module).exports:
        props.append("exported")
    if pred.meta is not None:
        props.append("transparent")
        props.append(("meta_predicate", (pred.name, *(
            int(k) if k.isdigit() else "//" if k == "/" else k for k in pred.meta))))
    if pred.source is not None and pred.source != "library" and pred.line:
        props.append(("file", pred.source))
        props.append(("line_count", pred.line))
    if pred.module == "system":
        props.append("nodebug")
    for flag in ("discontiguous", "multifile", "tabled", "incremental", "det"):
        if getattr(pred, flag):
            props.append(flag)
    if not builtin:
        items = clause_items(pred)
        props.append(("number_of_clauses", len(items)))
        props.append(("number_of_rules", sum(
            1 for c in items if isinstance(c, Clause) and c.body)))
    if (pred.name, pred.arity) in PROTECTED:
        props.append("iso")
    props.append("defined")
    return props
