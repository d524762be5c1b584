"""The package's layers, read from its source: every import points down (the rule of
ARCHITECTURE.md), ``prolog/`` is built in floors, nothing imports in a circle, and no
module outgrows one concept (a sanity limit of 800 lines).

Layers, from the bottom: ``errors.py`` (shared by all); the term model and its writer
(``prolog/core.py``, ``walk.py``, ``ops.py``, ``chars.py``, ``write.py``, ``values.py``:
one term model, its whole-term walks, one writer and the character classes it shares
with the reader, which every layer that prints a position
uses); ``prolog/`` (the language) and
``search/`` (the game-tree protocol and the searches), which know nothing of each
other; ``games/`` (rule games, over search); ``kb/`` (the knowledge base, over prolog,
search and games); ``render/`` (pictures and traces of searches); ``serve/``
(anything but app); ``app/`` (CLI and REPL), which only ``__main__`` and ``notebook/``
import; ``notebook/`` (Jupyter: the magic, the kernel and the widget, over the REPL's
toplevel), which the package root imports only to load the IPython extension.

Inside ``prolog/``, floors (``FLOORS``): the term model and the writer, the reader, the
machine, the built-ins, then consult and the toplevel; a module imports only from its
floor and those below it, and the built-ins see the machine through ``interface.py`` alone.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import logic_minimax

PACKAGE = Path(logic_minimax.__file__).parent
NAME = PACKAGE.name
SHARED = frozenset({"errors", "terms"})
TERMS = frozenset({f"{NAME}.prolog.{m}" for m in ("core", "walk", "ops", "chars", "write",
                                                         "numerals", "values")})
"""The term model and the writer: a layer of their own under ``prolog/``."""
ROOT = "the package root"  # ``logic_minimax/__init__.py``, which imports every layer

MAY_IMPORT: dict[str, frozenset[str]] = {
    "errors": SHARED,
    "terms": SHARED,
    "prolog": SHARED,
    "search": SHARED,
    "games": SHARED | {"search"},
    "kb": SHARED | {"prolog", "search", "games"},
    "render": SHARED | {"search", "games"},
    "serve": SHARED | {"prolog", "search", "games", "kb", "render"},
    "app": SHARED | {"prolog", "search", "games", "kb", "render", "serve", ROOT},
    "notebook": SHARED | {"prolog", "search", "games", "kb", "render", "serve", "app", ROOT},
    ROOT: SHARED | {"prolog", "search", "games", "kb", "render", "serve", "notebook"},
    "__main__": frozenset({"app"}),
}
MAX_LINES = 800
"""A sanity limit: a module holds one concept, whatever its size; one past this holds
more than one."""

FLOORS: tuple[tuple[str, frozenset[str]], ...] = tuple(
    (floor, frozenset(f"{NAME}.prolog.{m}" for m in modules.split())) for floor, modules in (
        ("terms", "core walk ops chars numerals write values portray shadow"),
        ("reader", "lexer parser facts"),
        ("machine", "interface kinds templates compile database tables indexing rows body "
                    "inline cleanup contexts limits wakeup traced machine continuation"),
        ("built-ins", "builtins builtins.* tries idg dwim messages modules metaspecs libexports "
                      "expansion arithfun trace"),
        ("consult and toplevel", "consult sourcetext conditional varcheck ssu redefine "
                                 "checkpoint library autoload engine toplevel"),
    ))
"""``prolog/`` from the bottom up: the term model and the writer (every layer's); the
reader; the machine (clauses, the solver, and ``interface.py``, what the built-ins see of
it); the built-in families and what they share (messages, modules, tabling's tries);
consulting, the engine's public face and the toplevel.  ``prolog`` (its ``__init__``)
imports nothing."""
THE_MACHINE = frozenset({f"{NAME}.prolog.machine", f"{NAME}.prolog.traced",
                         f"{NAME}.prolog.engine"})
"""What the built-ins never import, not even for a type: they see ``interface.py``."""


def floor_of(module: str) -> int:
    """The floor of a module of ``prolog/`` (0 for ``prolog`` itself, 1 the terms)."""
    if module == f"{NAME}.prolog":
        return 0
    for number, (_, modules) in enumerate(FLOORS, 1):
        if module in modules or f"{module.rpartition('.')[0]}.*" in modules:
            return number
    raise AssertionError(f"{module}: on no floor of prolog/ (tests/test_architecture.py)")


def layer_of(module: str) -> str:
    """The layer of a dotted module name inside the package (``logic_minimax.kb.base``
    is in ``kb``); the package itself is ``ROOT``."""
    parts = module.split(".")
    assert parts[0] == NAME, module
    if module in TERMS:
        return "terms"
    return parts[1] if len(parts) > 1 else ROOT


def module_name(path: Path) -> str:
    relative = path.relative_to(PACKAGE.parent).with_suffix("")
    parts = relative.parts[:-1] if relative.name == "__init__" else relative.parts
    return ".".join(parts)


def imported_modules(source: str, module: str, is_package: bool, typing: bool = True
                     ) -> Iterator[tuple[int, str]]:
    """Line and absolute name of every module of the package that ``source`` imports, at
    the top or inside a function (``from logic_minimax import X`` counts as importing
    the layer ``X`` when X is one, else the package root; ``from package import module``
    the module).  ``typing=False``: only what runs, not ``if TYPE_CHECKING:`` imports."""
    package = module.split(".") if is_package else module.split(".")[:-1]
    tree = ast.parse(source)
    skipped = set() if typing else {id(node) for block in ast.walk(tree)
                                     if isinstance(block, ast.If) and _type_checking(block.test)
                                     for statement in block.body
                                     for node in ast.walk(statement)}
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.split(".")[0] == NAME:
                    yield node.lineno, alias.name
        elif isinstance(node, ast.ImportFrom):
            base = package[:len(package) - node.level + 1] if node.level else []
            target = ".".join([*base, *(node.module.split(".") if node.module else [])])
            if target.split(".")[0] != NAME:
                continue
            if target == NAME:
                for alias in node.names:
                    yield node.lineno, f"{NAME}.{alias.name}" if alias.name in MAY_IMPORT \
                        else NAME
            else:
                named = (f"{target}.{alias.name}" for alias in node.names)
                for found in dict.fromkeys(n if _is_module(n) else target for n in named):
                    yield node.lineno, found


def _type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or \
        (isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _is_module(name: str) -> bool:
    path = PACKAGE.parent.joinpath(*name.split("."))
    return path.with_suffix(".py").is_file() or (path / "__init__.py").is_file()


def modules() -> list[Path]:
    return sorted(PACKAGE.rglob("*.py"))


def violations(path: Path) -> Iterator[str]:
    """The imports of the module at ``path`` that break the layer rule."""
    module = module_name(path)
    own = layer_of(module) if path != PACKAGE / "__main__.py" else "__main__"
    if own not in MAY_IMPORT:
        yield f"{module}: not in a layer (a subpackage, errors.py or syntax.py)"
        return
    for line, target in imported_modules(path.read_text(), module, path.name == "__init__.py"):
        other = layer_of(target)
        if other != own and other not in MAY_IMPORT[own]:
            yield f"{path.relative_to(PACKAGE.parent)}:{line}: {own} imports {target}"


def test_the_scan_finds_absolute_relative_and_lazy_imports() -> None:
    source = ("import logic_minimax.kb.base as base\nfrom . import tree\nfrom ..errors import E\n"
              "from .. import render, KnowledgeBase\nimport os\n"
              "def f():\n    from ...prolog import terms\n")
    found = list(imported_modules(source, f"{NAME}.search.sub.mod", False))
    assert found == [(1, f"{NAME}.kb.base"), (2, f"{NAME}.search.sub"),
                     (3, f"{NAME}.search.errors"), (4, f"{NAME}.search"),
                     (7, f"{NAME}.prolog")]
    assert [target for _, target in imported_modules("from .. import render, errors",
                                                     f"{NAME}.kb.base", False)] == \
        [f"{NAME}.render", f"{NAME}.errors"]
    assert list(imported_modules("from . import x", NAME, True)) == [(1, NAME)]
    typed = ("from typing import TYPE_CHECKING\nfrom logic_minimax.prolog import core, parser\n"
             "if TYPE_CHECKING:\n    from logic_minimax.prolog.engine import Engine\n")
    module = f"{NAME}.prolog.walk"
    assert [t for _, t in imported_modules(typed, module, False)] == \
        [f"{NAME}.prolog.core", f"{NAME}.prolog.parser", f"{NAME}.prolog.engine"]
    assert [t for _, t in imported_modules(typed, module, False, typing=False)] == \
        [f"{NAME}.prolog.core", f"{NAME}.prolog.parser"]


def test_every_import_points_down_the_layers() -> None:
    broken = [v for path in modules() for v in violations(path)]
    assert not broken, "imports against the layers:\n" + "\n".join(broken)


def test_nothing_imports_app_but_main_and_the_notebook() -> None:
    importers = [f"{module_name(path)}:{line}" for path in modules()
                 if path != PACKAGE / "__main__.py"
                 and layer_of(module_name(path)) not in ("app", "notebook")
                 for line, target in imported_modules(path.read_text(), module_name(path),
                                                      path.name == "__init__.py")
                 if layer_of(target) == "app"]
    assert importers == []
    main = (PACKAGE / "__main__.py").read_text()
    assert [layer_of(t) for _, t in imported_modules(main, f"{NAME}.__main__", False)] == ["app"]


def test_every_module_is_at_most_800_lines() -> None:
    long = {str(path.relative_to(PACKAGE.parent)): count for path in modules()
            if (count := len(path.read_text().splitlines())) > MAX_LINES}
    assert long == {}


def test_built_ins_register_in_one_list_once_each() -> None:
    from collections import Counter

    from logic_minimax.prolog.builtins.families import FAMILIES, registered
    families = {family.__name__ for family in FAMILIES}
    registering = {fn.__module__ for _, _, _, fn, _ in registered()}
    assert registering == families  # every family in the list, each registering something
    twice = [key for key, n in Counter((name, arity) for name, arity, *_ in registered()).items()
             if n > 1]
    assert twice == []


def runtime_imports() -> dict[str, set[str]]:
    """Each module of the package and the modules it imports as it runs (at the top or in
    a function; not under ``if TYPE_CHECKING:``)."""
    return {module_name(path): {target for _, target in imported_modules(
                path.read_text(), module_name(path), path.name == "__init__.py", typing=False)
                if target != module_name(path)}
            for path in modules()}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The import cycles of ``graph``: its strongly connected components of more than one
    module (Tarjan's algorithm, on an explicit stack)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, edges = work[-1]
            step = next((w for w in edges if w in graph), None)
            if step is not None:
                if step not in index:
                    index[step] = low[step] = len(index)
                    stack.append(step)
                    on_stack.add(step)
                    work.append((step, iter(sorted(graph[step]))))
                elif step in on_stack:
                    low[node] = min(low[node], index[step])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


def test_the_cycle_finder_finds_every_cycle_and_only_those() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a", "d"}, "d": set(), "e": {"f"}, "f": {"e"},
             "g": {"a"}}
    assert sorted(cycles(graph)) == [["a", "b", "c"], ["e", "f"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_nothing_imports_in_a_circle() -> None:
    """As the package runs, no module imports one that imports it back, however far round
    (a cycle makes import order matter and the floors meaningless)."""
    assert cycles(runtime_imports()) == []


def test_every_import_of_prolog_points_down_its_floors() -> None:
    broken = [f"{module} (floor {floor_of(module)}) imports {target} (floor {floor_of(target)})"
              for module, targets in runtime_imports().items() if layer_of(module) == "prolog"
              for target in targets if layer_of(target) in ("prolog", "terms")
              and floor_of(target) > floor_of(module)]
    assert broken == []


def test_the_built_ins_see_the_machine_through_the_interface_alone() -> None:
    """No built-in family, nor what they share, imports the solver or the engine, not even
    for a type (``interface.Solver`` and ``interface.Engine`` are what they see)."""
    built_ins = [FLOORS.index(floor) + 1 for floor in FLOORS if floor[0] == "built-ins"]
    broken = [f"{module_name(path)}:{line} imports {target}" for path in modules()
              if layer_of(module_name(path)) in ("prolog", "terms")
              and [floor_of(module_name(path))] == built_ins
              for line, target in imported_modules(path.read_text(), module_name(path),
                                                   path.name == "__init__.py")
              if target in THE_MACHINE]
    assert broken == []


def test_the_engine_reads_text_through_one_reader_entry() -> None:
    """``Engine.reader`` applies the operators and the flags; nothing else in ``prolog/``
    makes a reader of its own (``parser.read_terms`` reads the engine's own library with
    SWI's defaults)."""
    makers = {module_name(path) for path in modules()
              if layer_of(module_name(path)) in ("prolog", "terms")
              for node in ast.walk(ast.parse(path.read_text()))
              if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
              and node.func.id == "Reader"}
    assert makers == {f"{NAME}.prolog.engine", f"{NAME}.prolog.parser"}


def test_no_state_is_hung_on_the_engine_undeclared() -> None:
    """What a family keeps on the engine is declared in ``interface.Engine``: nothing in
    ``prolog/`` reads or sets an engine's attribute by name (``getattr(engine, "x")``)."""
    found = [f"{module_name(path)}:{node.lineno}" for path in modules()
             if layer_of(module_name(path)) in ("prolog", "terms")
             for node in ast.walk(ast.parse(path.read_text()))
             if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
             and node.func.id in ("getattr", "setattr", "hasattr", "delattr") and node.args
             and ast.unparse(node.args[0]).endswith("engine")]
    assert found == []
