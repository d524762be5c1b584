"""The package's layers, read from its source: every import points down (the rule of
ARCHITECTURE.md), and no module outgrows one concept (a sanity limit of 800
lines).

Layers, from the bottom: ``errors.py`` (shared by all); the term model and its writer
(``prolog/core.py``, ``walk.py``, ``ops.py``, ``chars.py``, ``write.py``, ``values.py``:
one term model, its whole-term walks, one writer and the character classes it shares
with the reader, which every layer that prints a position
uses); ``prolog/`` (the language) and
``search/`` (the game-tree protocol and the searches), which know nothing of each
other; ``games/`` (rule games, over search); ``kb/`` (the knowledge base, over prolog,
search and games); ``render/`` (pictures and traces of searches); ``serve/``
(anything but app); ``app/`` (CLI and REPL), which only ``__main__`` imports.
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
                                                         "values")})
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
    ROOT: SHARED | {"prolog", "search", "games", "kb", "render", "serve"},
    "__main__": frozenset({"app"}),
}
MAX_LINES = 800
"""A sanity limit: a module holds one concept, whatever its size; one past this holds
more than one."""


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


def imported_modules(source: str, module: str, is_package: bool) -> Iterator[tuple[int, str]]:
    """Line and absolute name of every module of the package that ``source`` imports, at
    the top or inside a function (``from logic_minimax import X`` counts as importing
    the layer ``X`` when X is one, else the package root)."""
    package = module.split(".") if is_package else module.split(".")[:-1]
    for node in ast.walk(ast.parse(source)):
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
                yield node.lineno, target


def modules() -> list[Path]:
    return sorted(PACKAGE.rglob("*.py"))


def violations(path: Path) -> Iterator[str]:
    """The imports of the module at ``path`` that break the layer rule."""
    module = module_name(path)
    own = layer_of(module) if path.name != "__main__.py" else "__main__"
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


def test_every_import_points_down_the_layers() -> None:
    broken = [v for path in modules() for v in violations(path)]
    assert not broken, "imports against the layers:\n" + "\n".join(broken)


def test_nothing_imports_app_but_main() -> None:
    importers = [f"{module_name(path)}:{line}" for path in modules()
                 if path.name != "__main__.py" and layer_of(module_name(path)) != "app"
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
