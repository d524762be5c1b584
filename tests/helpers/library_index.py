"""The autoload index of the libraries that come with the engine
(``logic_minimax/prolog/lib/INDEX.pl``): each exported predicate of each ``lib/*.pl``, as
its ``:- module/2`` says.

    python -m tests.helpers.library_index      # writes lib/INDEX.pl
"""

from __future__ import annotations

from logic_minimax.prolog.autoload import LIB
from logic_minimax.prolog.core import deref, iter_list
from logic_minimax.prolog.ops import Ops
from logic_minimax.prolog.parser import Reader
from logic_minimax.prolog.write import WRITEQ, term_to_text

HEADER = ("% The autoload index of the libraries in this directory (SWI-Prolog 9.0.4's own\n"
          "% files): index(Name, Arity, Module, File), written by tests/helpers/"
          "library_index.py.\n")


def exports(file: str) -> tuple[str, list[tuple[str, int]]]:
    """The module a library file is and the predicates it exports."""
    reader = Reader((LIB / f"{file}.pl").read_text("utf-8"), file, Ops())
    while (read := reader.read_clause()) is not None:  # up to its first directive
        term = deref(read.term)
        if type(term) is tuple and term[0] == ":-" and len(term) == 2:
            goal = deref(term[1])
            if type(goal) is tuple and goal[0] == "module" and len(goal) == 3:
                keys = []
                for spec in iter_list(goal[2]):
                    spec = deref(spec)
                    if type(spec) is tuple and spec[0] in ("/", "//"):
                        arity = int(deref(spec[2]))
                        keys.append((str(deref(spec[1])), arity + 2 * (spec[0] == "//")))
                return str(deref(goal[1])), keys
    raise ValueError(f"{file}.pl is no module")


def index_text() -> str:
    lines = []
    for path in sorted(LIB.glob("*.pl")):
        if path.name == "INDEX.pl":
            continue
        module, keys = exports(path.stem)
        for name, arity in keys:
            fact = ("index", name, arity, module, path.stem)
            lines.append(term_to_text(fact, WRITEQ) + ".\n")
    return HEADER + "".join(sorted(lines))


if __name__ == "__main__":
    (LIB / "INDEX.pl").write_text(index_text(), encoding="utf-8")
