"""Every predicate a program may call without an import in SWI-Prolog 9.0.4 (its system
predicates and its autoload index), every arithmetic function and every flag: built in
here, out of scope with a reason (inventory/out_of_scope.pl, the README's list), or
listed as not built yet (inventory/todo.txt, which may only shrink).  The inventory is
SWI's own, written by tests/oracle/inventory.pl.

    python -m tests.helpers.inventory    # the counts
"""

from __future__ import annotations

import subprocess

import pytest

from tests.helpers.inventory import SWI, inventory, read_todo, todo_lines
from tests.helpers.paths import ORACLE, README
from tests.helpers.swipl import require_swipl

INVENTORY = inventory()


@pytest.mark.swipl
def test_the_inventory_is_swis() -> None:
    """tests/oracle/inventory.pl writes swi.pl again: the same text."""
    done = subprocess.run([require_swipl(), "-q", str(ORACLE / "inventory.pl")],
                          capture_output=True, text=True, timeout=300, check=True)
    assert done.stdout == SWI.read_text("utf-8"), \
        "SWI's inventory changed: swipl -q tests/oracle/inventory.pl > " + str(SWI)


def test_every_item_is_ours_out_of_scope_or_still_to_do() -> None:
    missing = todo_lines(INVENTORY.missing, INVENTORY)
    listed = read_todo()
    done = sorted(set(listed) - set(missing))
    assert not done, "built now, to be taken off todo.txt (python -m tests.helpers.inventory " \
        "--write-todo):\n" + "\n".join(done)
    new = sorted(set(missing) - set(listed))
    assert not new, "SWI has these and the engine lacks them:\n" + "\n".join(new)


def test_the_out_of_scope_list_names_only_what_swi_has_and_we_lack() -> None:
    assert INVENTORY.stale == []
    assert INVENTORY.out_but_ours == []
    assert set(INVENTORY.out.values()) == set(INVENTORY.reasons)


def test_the_readme_says_what_is_out_of_scope() -> None:
    text = " ".join(README.read_text("utf-8").split()).lower()
    for reason in INVENTORY.reasons.values():
        assert reason.lower() in text, reason
