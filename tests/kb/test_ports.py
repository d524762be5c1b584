"""A knowledge base's program: rules and directives run in the engine, the store's facts
and the searches answer as foreign predicates, and a student's course file loads
unchanged and answers and traces as SWI-Prolog does."""

from __future__ import annotations

from pathlib import Path

import pytest

import logic_minimax as lm
from logic_minimax.errors import LoadError
from tests.helpers.paths import BONES_RULES, BRATKO, COURSE
from tests.helpers.programs import engine_run, solutions_goal, swipl_run


def answers(kb: lm.KnowledgeBase, goal: str) -> list[str]:
    return [str(answer) for answer in kb.engine.query(goal)]


@pytest.mark.swipl
@pytest.mark.parametrize("goal", ["minimax(a, BestPos, Val, NodesList)",
                                  "minimax(d, BestPos, Val, NodesList)",
                                  "minimax(h, BestPos, Val, NodesList)",
                                  "betterof(f, 2, g, 1, BestPos, Val, _, _, _)",
                                  "best([b, c], BestPos, Val, NodesList)",
                                  "moves(X, [Y|_]), static_eval(Y, V)"])
def test_the_course_file_answers_as_swi(goal: str, tmp_path: Path) -> None:
    kb = lm.load(COURSE)
    assert engine_run(kb, solutions_goal(goal)) == \
        swipl_run([COURSE], solutions_goal(goal), tmp_path)


@pytest.mark.swipl
def test_the_course_file_traces_as_swi_line_by_line(tmp_path: Path) -> None:
    kb = lm.load(COURSE)
    ours = engine_run(kb, "minimax(a, BestPos, Val, NodesList)", trace=True)
    assert len(ours) > 100
    assert ours == swipl_run([COURSE], "minimax(a, BestPos, Val, NodesList)", tmp_path,
                             trace=True)


def test_the_files_own_minimax_leaves_the_port_as_lm_minimax() -> None:
    kb = lm.load(COURSE)
    assert kb.defines("minimax", 4)
    assert answers(kb, "lm_minimax(a, B, V, P).") == ["B = b,\nV = 4,\nP = [b, d, i]."]
    assert kb.minimax("a").path == ("b", "d", "i")  # the Python search, as before


def test_facts_answer_from_the_store_in_conjunctions() -> None:
    kb = lm.load(BRATKO)
    assert answers(kb, "static_eval(X, V), V > 4.") == ["X = j,\nV = 5 ;", "X = l,\nV = 6 ;"]
    assert answers(kb, "findall(P, max_to_move(P), L), length(L, N).")[-1].endswith("N = 4.")
    assert answers(kb, "moves(a, L).") == ["L = [b, c]."]
    assert answers(kb, "alphabeta(a, -inf, inf, G, V).") == ["G = b,\nV = 4."]
    assert answers(kb, "minimax(a, B, V, P).") == ["B = b,\nV = 4,\nP = [b, d, i]."]


def test_rules_over_the_store_and_a_reconsult_replaces_them() -> None:
    kb = lm.load(BRATKO)
    kb.load_string("good(P) :- static_eval(P, V), V >= 5.\n", "mine.pl")
    assert answers(kb, "good(P).") == ["P = j ;", "P = l ;"]  # then false, as in SWI
    kb.load_string("good(P) :- static_eval(P, 1).\n", "mine.pl")
    assert [a.split(" ")[2] for a in answers(kb, "good(P).")] == \
        ["h", "n", "o", "p."]


def test_a_predicate_of_another_file_is_redefined_with_swis_warning() -> None:
    kb = lm.loads("p(1) :- true.\n", "a.pl")
    kb.load_string("p(2) :- true.\n", "b.pl")
    assert answers(kb, "p(X).") == ["X = 2."]
    assert "Redefined static procedure p/1" in kb.messages[-1]


def test_a_load_with_a_bad_rule_changes_nothing() -> None:
    kb = lm.loads("q(1) :- true.\n", "a.pl")
    with pytest.raises(LoadError):
        kb.load_string("static_eval(z, 3).\nq(2) :- true.\nq(3) :- .\n", "b.pl")
    assert answers(kb, "q(X).") == ["X = 1."]
    assert not kb.knows("z")


def test_query_from_python_runs_what_the_store_cannot_answer_in_the_engine() -> None:
    kb = lm.load(BRATKO)
    assert kb.query("static_eval(X, V), V > 4") == [{"X": "j", "V": 5}, {"X": "l", "V": 6}]
    assert kb.query("X is 2 + 3, L = [X|_]") == [{"X": 5}]  # L is partly bound: left out
    rules = lm.load(BONES_RULES)
    [answer] = rules.query("minimax(s(5, max), B, V, P)")
    assert (str(answer["B"]), answer["V"]) == ("s(4, min)", 1)


def test_consulting_a_file_again_replaces_its_facts_and_rules_all_or_nothing() -> None:
    kb = lm.loads("static_eval(h, 1). best(X) :- static_eval(X, 1).", "a.pl")
    kb.load_string("static_eval(z, 2).", "b.pl")  # redefines static_eval/2, as in SWI
    assert kb.facts("static_eval") == [("z", 2)]
    assert "Redefined static procedure static_eval/2" in kb.messages[-1]
    kb.load_string("static_eval(h, 5). best(X) :- static_eval(X, 5).", "a.pl")
    assert kb.facts("static_eval") == [("h", 5)]  # a.pl again: its own again
    assert kb.query("best(X)") == [{"X": "h"}]
    with pytest.raises(LoadError):
        kb.load_string("static_eval(h, 6). best(X) :- .", "a.pl")
    assert kb.facts("static_eval") == [("h", 5)]


def test_a_program_without_file_access_cannot_consult() -> None:
    kb = lm.KnowledgeBase(files=False)
    kb.consult_text(":- initialization(consult('/etc/passwd')).\np(1).\n", "x.pl")
    assert kb.query("p(X)") == [{"X": 1}]
    assert "No permission to open source_sink `'/etc/passwd''" in "".join(
        kb.messages)
