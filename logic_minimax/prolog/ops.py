"""The operator table: SWI-Prolog 9's standard operators, changed by ``op/3``."""

from __future__ import annotations

_STANDARD = [
    (1200, "xfx", ":- --> =>"), (1200, "fx", ":- ?-"),
    (1150, "fx", "dynamic discontiguous initialization meta_predicate module_transparent "
                 "multifile public thread_local table"),
    (1105, "xfy", "|"), (1100, "xfy", ";"), (1050, "xfy", "-> *->"), (1000, "xfy", ","),
    (990, "xfx", ":="), (900, "fy", "\\+"),
    (700, "xfx", "= \\= == \\== @< @> @=< @>= =.. is =:= =\\= < > =< >= >:< :< as =@= \\=@="),
    (600, "xfy", ":"), (500, "yfx", "+ - /\\ \\/ xor"), (500, "fx", "?"),
    (400, "yfx", "* / // rdiv << >> mod rem div divmod"),
    (200, "xfx", "**"), (200, "xfy", "^"), (200, "fy", "- + \\"),
    (1, "fx", "$"),
]

PREFIX_TYPES = frozenset({"fy", "fx"})
INFIX_TYPES = frozenset({"xfx", "xfy", "yfx"})
POSTFIX_TYPES = frozenset({"xf", "yf"})


class Ops:
    """Prefix, infix and postfix operator definitions: name -> (priority, type)."""

    def __init__(self) -> None:
        self.prefix: dict[str, tuple[int, str]] = {}
        self.infix: dict[str, tuple[int, str]] = {}
        self.postfix: dict[str, tuple[int, str]] = {}
        for priority, kind, names in _STANDARD:
            for name in names.split():
                self.add(priority, kind, name)

    def add(self, priority: int, kind: str, name: str) -> None:
        table = (self.prefix if kind in PREFIX_TYPES else
                 self.infix if kind in INFIX_TYPES else self.postfix)
        if priority == 0:
            table.pop(name, None)
        else:
            table[name] = (priority, kind)

    def is_op(self, name: str) -> bool:
        return name in self.prefix or name in self.infix or name in self.postfix

    def all(self) -> list[tuple[int, str, str]]:
        out: list[tuple[int, str, str]] = []
        for table in (self.prefix, self.infix, self.postfix):
            out.extend((p, k, n) for n, (p, k) in table.items())
        return out


def infix_bounds(priority: int, kind: str) -> tuple[int, int]:
    """Maximum priorities of the left and right operands."""
    left = priority if kind == "yfx" else priority - 1
    right = priority if kind == "xfy" else priority - 1
    return left, right


def prefix_bound(priority: int, kind: str) -> int:
    return priority if kind == "fy" else priority - 1
