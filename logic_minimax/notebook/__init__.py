"""The course in Jupyter (the ``notebook`` extra): the ``%%prolog`` cell magic
(``%load_ext logic_minimax``, :mod:`.magic`), the Prolog kernel (:mod:`.kernel`), and the
page's alpha-beta stepper as a widget::

    from logic_minimax.notebook import knowledge_base, stepper
    stepper(knowledge_base(), "a", algorithm="alphabeta")

Imported on first use, so that ``import logic_minimax.notebook`` needs no Jupyter package.
"""

from __future__ import annotations

_NAMES = {"stepper": "widget", "Stepper": "widget", "knowledge_base": "magic"}


def __getattr__(name: str) -> object:
    if name in _NAMES:
        from importlib import import_module
        return getattr(import_module(f".{_NAMES[name]}", __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["Stepper", "knowledge_base", "stepper"]
