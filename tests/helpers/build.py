"""setup.py's list of the engine modules compiled with Cython, read from its source (running
setup.py would build)."""

from __future__ import annotations

import ast

from .paths import ROOT


def compiled_modules() -> list[str]:
    """setup.py's list of the modules compiled with Cython (read, not run)."""
    tree = ast.parse((ROOT / "setup.py").read_text())
    found = next(node.value for node in tree.body if isinstance(node, ast.Assign)
                 and any(isinstance(t, ast.Name) and t.id == "COMPILED" for t in node.targets))
    return [element.value for element in found.elts]  # type: ignore[attr-defined]
