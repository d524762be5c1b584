"""A handful of calls per built-in, made from SWI's documented modes
(tests/helpers/modes.py: typed arguments, all unbound, each input of a wrong type), run
by swipl and by the engine: every answer and error agrees, but the ones
inventory/generated_known.txt lists with their reasons (a list that may only shrink).

    python -m tests.helpers.modes --print     # the calls
"""

from __future__ import annotations

import pytest

from tests.helpers.conformance import engine_results_shared, swipl_results
from tests.helpers.inventory import INVENTORY
from tests.helpers.modes import MANUAL, MODES, all_calls, manual_modes, mode_lines
from tests.helpers.paths import ROOT
from tests.helpers.swipl import require_swipl

pytestmark = [pytest.mark.swipl, pytest.mark.slow]

KNOWN_FILE = INVENTORY / "generated_known.txt"
EMPTY = ROOT / "tests" / "prolog" / "iso" / "empty.pl"


def known() -> dict[str, str]:
    lines = KNOWN_FILE.read_text("utf-8").splitlines()
    return dict(line.split("\t") for line in lines if line and not line.startswith("#"))


def test_generated_calls_answer_as_swi() -> None:
    calls = all_calls()
    swi = swipl_results(require_swipl(), EMPTY, calls)
    ours = engine_results_shared(calls)
    differ = {goal for goal, a, b in zip(calls, swi, ours, strict=True) if a != b}
    listed = known()
    new = sorted(differ - set(listed))
    fixed = sorted(set(listed) - differ)
    agree = len(calls) - len(differ)
    assert not new, f"{agree} of {len(calls)} agree; these differ now:\n" + "\n".join(
        f"{g}\n  swipl: {a}\n  ours:  {b}" for g, a, b in zip(calls, swi, ours, strict=True)
        if g in new)
    assert not fixed, "agree now, to be taken off generated_known.txt:\n" + "\n".join(fixed)


def test_the_modes_are_those_of_swis_manual() -> None:
    if not MANUAL.is_dir():
        pytest.skip("SWI-Prolog's manual (swi-prolog-doc) is not installed")
    assert MODES.read_text("utf-8") == mode_lines(manual_modes())
