"""``logic-minimax jupyter install``: the Prolog kernel's kernelspec (``logic-minimax``,
shown as "Prolog (logic-minimax)"), which starts ``python -m logic_minimax.notebook``
with this Python. Registered in cli.py; it needs the ``notebook`` extra."""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

import click

from ..errors import LogicMinimaxError
from ..serve.extra import MissingExtraError
from .common import reports_errors

KERNEL_NAME = "logic-minimax"
DISPLAY_NAME = "Prolog (logic-minimax)"
NOTEBOOK_EXTRA = "pip install 'logic-minimax[notebook]'"


@click.group()
def jupyter() -> None:
    """The Prolog kernel for Jupyter (the notebook extra: pip install
    'logic-minimax[notebook]').

    Example:

        logic-minimax jupyter install --sys-prefix
    """


@jupyter.command()
@click.option("--user", "where", flag_value="user",
              help="Into your own Jupyter directory (~/.local/share/jupyter).")
@click.option("--sys-prefix", "where", flag_value="sys-prefix",
              help="Into this Python's environment (a virtualenv's share/jupyter).")
@reports_errors
def install(where: str | None) -> None:
    """Install the kernelspec 'logic-minimax' ("Prolog (logic-minimax)"): notebooks whose
    cells are Prolog, answered as SWI-Prolog's toplevel answers. Without --user or
    --sys-prefix, for every user of the machine (as jupyter kernelspec install).

    Example:

        logic-minimax jupyter install --sys-prefix
    """
    try:
        import ipykernel  # noqa: F401  # the kernel runs on it
        from jupyter_client.kernelspec import KernelSpecManager
    except ModuleNotFoundError as error:
        raise MissingExtraError(f"the Prolog kernel needs the notebook extra (no module "
                                f"named {error.name!r}): {NOTEBOOK_EXTRA}") from None
    spec = {"argv": [sys.executable, "-m", "logic_minimax.notebook", "-f",
                     "{connection_file}"],
            "display_name": DISPLAY_NAME, "language": "prolog", "interrupt_mode": "signal"}
    with tempfile.TemporaryDirectory() as folder:
        (Path(folder) / "kernel.json").write_text(json.dumps(spec, indent=1) + "\n")
        try:
            installed = KernelSpecManager().install_kernel_spec(
                folder, KERNEL_NAME, user=where == "user",
                prefix=sys.prefix if where == "sys-prefix" else None)
        except OSError as error:
            raise LogicMinimaxError(f"cannot install the kernelspec: {error} (--user "
                                    "installs into your own directory)") from None
    click.echo(f"installed the kernelspec {KERNEL_NAME} ({DISPLAY_NAME}) in {installed}")
