"""``python -m logic_minimax``: the ``logic-minimax`` command.

``-m`` puts the current directory first on the path: inside a clone, Python then imports
the clone's source, uncompiled unless it was built in place, even when the installed copy
is compiled (two to four times faster). That is said on stderr, with the two ways out.
"""

import os
import sys
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

from .app.cli import main


def _compiled(package: Path) -> bool:
    """Whether ``package`` (a ``logic_minimax`` directory) holds the compiled engine."""
    return any((package / "prolog" / f"machine{suffix}").is_file()
               for suffix in EXTENSION_SUFFIXES)


def uncompiled_source_warning() -> str | None:
    """The warning for running uncompiled source while a compiled copy is on the path
    further on (none with ``LOGIC_MINIMAX_PURE=1``, the pure build asked for)."""
    here = Path(__file__).resolve().parent
    if os.environ.get("LOGIC_MINIMAX_PURE") == "1" or _compiled(here):
        return None
    for entry in sys.path:
        other = Path(entry or os.curdir).resolve() / "logic_minimax"
        if other != here and _compiled(other):
            return (f"warning: running the uncompiled source in {here} (python -m puts the "
                    f"current directory first), not the compiled copy in {other}, which "
                    f"is two to four times faster: run from another directory, or compile "
                    f"here with python setup.py build_ext --inplace")
    return None


if __name__ == "__main__":
    warning = uncompiled_source_warning()
    if warning is not None:
        print(warning, file=sys.stderr)
    main()
