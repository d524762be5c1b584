"""System predicates (builtins/system.py, library.pl): gensym/2, flag/3 and time/1 as
SWI-Prolog has them."""

from __future__ import annotations

import re

import pytest

from tests.helpers.cli import run
from tests.helpers.engine_util import ask, engine_with
from tests.helpers.paths import FACTS
from tests.helpers.swi_toplevel import toplevel
from tests.helpers.swipl import require_swipl


@pytest.mark.swipl
@pytest.mark.parametrize("query", [
    "gensym(a, X), gensym(a, Y), gensym(b, Z), reset_gensym(a), gensym(a, W).",
    "gensym(a, X), reset_gensym, gensym(a, Y).",
    "flag(k, O, O+1), flag(k, P, P*10), flag(k, Q, Q).",
    "flag(f(x), O, 2.5), flag(f(y), P, P).",
    "catch(flag(_, O, 1), error(E, _), true).",
    "catch(flag(k, O, foo), error(E, _), true).",
    "flag(k, 1, 2).",
])
def test_counters_as_swi(query: str) -> None:
    assert "\n".join(ask(engine_with(), query)) == \
        "\n".join(toplevel(require_swipl(), "", query))


TIME = re.compile(r"% [\d,]+ inferences, \d+\.\d{3} CPU in \d+\.\d{3} seconds "
                  r"\((\d+|\?)% CPU, (\d+|Infinite) Lips\)")


def test_time_reports_each_exit_and_the_failure_on_user_error() -> None:
    """time/1 as SWI's library(statistics): one line per exit (member/2's last is
    deterministic: no failure follows), one for a failure."""
    code, out, err = run("query", "--no-cache", str(FACTS / "bratko.pl"),
                         "numlist(1, 1000, L), time(sum_list(L, S)).")
    assert code == 0
    assert out.strip().endswith("S = 500500.")
    assert TIME.fullmatch(err.strip()), err
    code, out, err = run("query", "--no-cache", str(FACTS / "bratko.pl"),
                         "findall(X, time(member(X, [a, b])), L).")
    assert out.strip() == "L = [a, b]."
    assert len(err.strip().splitlines()) == 2  # a, then b
    assert all(TIME.fullmatch(line) for line in err.strip().splitlines()), err
    code, out, err = run("query", "--no-cache", str(FACTS / "bratko.pl"), "time(fail).")
    assert (out.strip(), len(err.strip().splitlines())) == ("false.", 1)
