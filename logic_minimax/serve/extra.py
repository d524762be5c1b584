"""The ``serve`` extra: the libraries the service needs beyond the package's own, and the
error that names it when one is missing (importable without any of them)."""

from __future__ import annotations

from logic_minimax.errors import LogicMinimaxError

INSTALL = "pip install 'logic-minimax[serve]'"

MODULES = frozenset({"fastapi", "fastapi_offline", "starlette", "pydantic", "uvicorn", "h11",
                     "dask", "distributed", "httpx"})
"""Top-level modules that the ``serve`` extra installs (with their own dependencies)."""


class MissingExtraError(LogicMinimaxError, ImportError):
    """A part of logic-minimax was used without the optional libraries it needs."""


def missing_extra(error: ModuleNotFoundError, what: str) -> MissingExtraError | None:
    """The error to raise for ``error`` met while loading ``what``, if the module missing
    is one of the ``serve`` extra's (``None``: another import failed, a bug)."""
    name = (error.name or "").split(".")[0]
    if name not in MODULES:
        return None
    return MissingExtraError(f"{what} needs the serve extra (no module named {name!r}): "
                             f"{INSTALL}")
