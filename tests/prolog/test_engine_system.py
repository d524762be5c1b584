"""System predicates (builtins/system.py, library.pl): gensym/2, flag/3 and time/1 as
SWI-Prolog has them."""

from __future__ import annotations

import re

import pytest

from logic_minimax.prolog.builtins.system import FLAGS
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


# The flags whose values depend on how swipl was started, its locale or this machine.
_STARTED = frozenset({"verbose", "message_language", "arch", "unix", "float_max",
                      "float_min", "float_max_integer"})


@pytest.mark.swipl
def test_every_flag_of_ours_reads_as_swis() -> None:
    """Each flag the engine has (builtins/system.py's FLAGS) reads as SWI 9.0.4's."""
    flags = sorted(set(FLAGS) - _STARTED)
    query = ", ".join(f"current_prolog_flag({f}, V{i})" for i, f in enumerate(flags)) + "."
    assert "\n".join(ask(engine_with(), query)) == \
        "\n".join(toplevel(require_swipl(), "", query))


@pytest.mark.swipl
@pytest.mark.parametrize("query", [
    "catch(set_prolog_flag(table_space, foo), error(E, _), true).",
    "set_prolog_flag(table_space, 100), current_prolog_flag(table_space, X).",
    "set_prolog_flag(user_flags, error), catch(set_prolog_flag(foo, 1), error(E, _), true).",
    "set_prolog_flag(foo, 1), set_prolog_flag(user_flags, error), set_prolog_flag(foo, 2), "
    "current_prolog_flag(foo, X).",
    "catch(set_prolog_flag(max_procedure_arity, 3), error(E, _), true).",
    "catch(set_prolog_flag(debug_on_error, 3), error(E, _), true).",
    "set_prolog_flag(max_table_answer_size_action, fail), "
    "catch(set_prolog_flag(max_table_answer_size_action, abstract), error(E, _), true).",
    "set_prolog_flag(max_table_subgoal_size_action, abstract), "
    "catch(set_prolog_flag(max_table_subgoal_size_action, fail), error(E, _), true).",
])
def test_setting_a_flag_as_swi(query: str) -> None:
    assert "\n".join(ask(engine_with(), query)) == \
        "\n".join(toplevel(require_swipl(), "", query))


@pytest.mark.swipl
@pytest.mark.parametrize("query", [
    "message_to_string(error(type_error(integer, a), _), S).",
    "message_to_string(format('x ~w y', [1]), S).",
    "message_to_string(foo(bar), S).",
    "catch(atom_length(X, _), E, true), message_to_string(E, S).",
    "catch(atom_length(1, a), E, true), message_to_string(E, S).",
])
def test_message_to_string_as_swi(query: str) -> None:
    assert "\n".join(ask(engine_with(), query)) == \
        "\n".join(toplevel(require_swipl(), "", query))


@pytest.mark.swipl
@pytest.mark.parametrize("query", [
    'string_lines("a\\nb\\n", L), string_lines("a\\nb", M), string_lines("", N), '
    'string_lines("a\\n\\n", O), string_lines(abc, P).',
    'string_lines(S, ["a", "b"]).',
    'atomics_to_string([a, 1, "s"], ", ", S), atomics_to_string(L, ",", "a,b").',
    'catch(atomics_to_string([a, _], ",", S), error(E, _), true).',
    "dynamic(d/1), assertz(d(1)), compile_predicates([d/1]), "
    "catch(assertz(d(2)), error(E, _), true), \\+ predicate_property(d(_), dynamic), d(X).",
    "catch(compile_predicates([nope/1]), error(E, _), true).",
    "nb_linkval(k, f(X)), nb_getval(k, V), X == V.",
    "call_dcg(([a], [b]), [a, b, c], R), \\+ call_dcg([a], foo, _).",
    "catch(call_dcg(_, _, _), error(E, _), true).",
    "dcg_translate_rule((a --> [x], b), C).",
    "var_number('$VAR'(3), N), var_number('$VAR'(a), M), \\+ var_number(_, _).",
])
def test_text_and_database_built_ins_as_swi(query: str) -> None:
    """string_lines/2, atomics_to_string/3, compile_predicates/1, nb_linkval/2,
    call_dcg/3, dcg_translate_rule/2, var_number/2."""
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
