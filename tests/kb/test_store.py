"""The compact fact store: positions get dense ids in file order, the facts live in
columns over them, and nothing a user sees changes: facts listed in load order (after
retract and assertz too), answers and errors as the general search over names gives
them, bulk and clause-by-clause loads alike."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import cast

import pytest
from hypothesis import given
from hypothesis import strategies as st

from logic_minimax import KnowledgeBase
from logic_minimax.errors import TreeError
from logic_minimax.kb.columns import Columns
from logic_minimax.kb.gametables import ColumnTable
from logic_minimax.prolog.toplevel import Answer
from logic_minimax.search import SearchResult, alphabeta, minimax
from tests.helpers.kb import Load
from tests.helpers.strategies import SETTINGS, VALUES, Tree, trees


def test_ids_follow_the_file_and_runs_become_ranges() -> None:
    columns = Columns()
    assert list(columns.intern(["a", "b", "c"])) == [0, 1, 2]
    assert columns.intern(["b", "c"]) == range(1, 3)  # a run: compared, not looked up
    assert list(columns.intern(["c", "d", "a"])) == [2, 3, 0]
    assert columns.names == ["a", "b", "c", "d"]
    columns.set_moves("a", ["b", "c"])
    columns.set_moves("d", ["c", "a"])
    assert columns.kids[0] == range(1, 3) and columns.kids[3] == (2, 0)
    assert columns.successors("d") == ("c", "a")


@pytest.mark.parametrize("known", [[], ["p500"], ["p999"]])
def test_a_big_batch_of_new_names_repeating_one_numbers_its_first(known: list[str]) -> None:
    # (a batch of names none of which is known is numbered at once; one that repeats a
    # name, or names one known before, is numbered name by name, as if nothing was tried)
    columns = Columns()
    columns.intern(known)
    batch = [f"p{i}" for i in range(1000)] + ["p7"]
    found = list(columns.intern(batch))
    expected = list(dict.fromkeys(known + batch))
    assert columns.names == expected
    assert found == [expected.index(name) for name in batch]
    assert columns.ids == {name: i for i, name in enumerate(expected)}
    assert len(columns.kids) == len(columns.sides) == len(columns.values) == len(expected)


def test_facts_keep_load_order_when_the_ids_do_not(load: Load) -> None:
    kb = load("static_eval(z, 1). moves(r, [z, y]). static_eval(y, 2). max_to_move(y). "
              "min_to_move(z). max_to_move(r).")
    assert kb.facts("static_eval") == [("z", 1), ("y", 2)]
    assert kb.facts("max_to_move") == [("y",), ("r",)]
    kb.retract("max_to_move(y)")
    kb.assertz("max_to_move(y)")  # as in Prolog: a fact asserted again comes last
    kb.retract("static_eval(z, _)")
    kb.assertz("static_eval(z, 3)")
    assert kb.facts("max_to_move") == [("r",), ("y",)]
    assert kb.facts("static_eval") == [("y", 2), ("z", 3)]
    assert kb.predicates()[:4] == [("moves", 2), ("max_to_move", 1), ("min_to_move", 1),
                                   ("static_eval", 2)]


def test_retracting_every_fact_empties_the_store(load: Load) -> None:
    kb = load("moves(a, [b]). static_eval(b, 1). max_to_move(a).")
    assert kb.retractall("moves(_, _)") == 1
    assert kb.retractall("static_eval(_, _)") == 1
    assert kb.retractall("max_to_move(_)") == 1
    assert kb.is_empty() and not kb.knows("a")
    kb.load_string("moves(c, [d]). static_eval(d, 2). min_to_move(d).")
    assert kb.minimax("c").value == 2


def test_a_second_file_adds_to_a_multifile_predicate_by_name(load: Load) -> None:
    kb = load(":- multifile moves/2.\nmoves(a, [b, c]). min_to_move(b). min_to_move(c).")
    kb.load_string("static_eval(c, 5). static_eval(b, 7). moves(x, [a]). max_to_move(a).",
                   "second.pl")
    assert kb.minimax("x").path == ("a", "b")
    assert kb.facts("moves") == [("a", ("b", "c")), ("x", ("a",))]


def bulk_text(tree: Tree, shuffled: list[int]) -> str:
    """The tree as one-fact lines (the bulk shapes), predicates in a shuffled order."""
    groups = [
        [f"moves({p}, [{', '.join(kids)}]).\n" for p, kids in tree.moves.items()],
        [f"{side}_to_move({p}).\n" for p, side in tree.sides.items()],
        [f"static_eval({p}, {v!r}).\n" for p, v in tree.values.items()],
    ]
    return "".join("".join(groups[i]) for i in shuffled)


@SETTINGS
@given(st.one_of(trees(), trees(alternating=False)), st.permutations([0, 1, 2]))
def test_searches_over_ids_answer_and_fail_as_over_names(tree: Tree,
                                                         order: list[int]) -> None:
    """The knowledge base searches over ids (plain minimax in its own loop); a DictTree
    of the same facts is searched over names by the general loop."""
    kb = KnowledgeBase()
    kb.load_string(bulk_text(tree, order))
    for name, search in (("minimax", minimax), ("alphabeta", alphabeta)):
        assert outcome(partial(kb.search, tree.root, name)) == \
            outcome(partial(search, tree.dict_tree(), tree.root))


def outcome(search: Callable[[], SearchResult]) -> tuple[object, ...]:
    """The answer (the value's type too) and the counts, or the error and its message."""
    try:
        result = search()
    except TreeError as error:
        return type(error), str(error)
    return (result.best, repr(result.value), result.path, result.nodes_visited,
            result.leaves_evaluated, result.cutoffs)


@pytest.mark.parametrize("text", [
    "moves(a, [b, c]). static_eval(b, 1). static_eval(c, 2).",               # no sides
    "moves(a, [b]). moves(b, [a]). max_to_move(a). min_to_move(b).",         # a cycle
    "moves(a, [b, c]). min_to_move(b). min_to_move(c). static_eval(c, 1).",  # b unvalued
    "moves(a, [b]). chance_to_move(a). probability(a, b, 1). static_eval(b, 1).",
])
def test_errors_name_positions_as_the_search_over_names(load: Load, text: str) -> None:
    kb = load(text)
    over_names = outcome(lambda: minimax(kb.tree, "a"))
    assert outcome(lambda: kb.minimax("a")) == over_names
    assert issubclass(over_names[0], TreeError)  # type: ignore[arg-type]


@SETTINGS
@given(st.lists(VALUES, min_size=1, max_size=6))
def test_mixed_ints_and_floats_keep_their_types(values: list[float]) -> None:
    facts = [f"static_eval(l{i}, {v!r})." for i, v in enumerate(values)]
    facts += [f"min_to_move(l{i})." for i in range(len(values))]
    facts.append(f"moves(r, [{', '.join(f'l{i}' for i in range(len(values)))}]).")
    kb = KnowledgeBase()
    kb.load_string("\n".join(facts) + "\n")
    best = max(range(len(values)), key=lambda i: (values[i], i))  # the last of the largest
    result = kb.minimax("r")
    assert result.best == f"l{best}"
    assert repr(result.value) == repr(values[best])


# -- the game store as the engine's table (issue 32) --------------------------------------

GAME_FILE = """\
max_to_move(a).
moves(a, [b, c, s(1, x)]).
min_to_move(b).
moves(b, [d, e]).
min_to_move(c).
static_eval(c, 2.5).
min_to_move(s(1, x)).
static_eval(s(1, x), 7).
max_to_move(d).
static_eval(d, 3).
max_to_move(e).
static_eval(e, -1).
moves(c, [d]).
chance_to_move(g).
static_eval(g, 3).
"""

CALLS = ["static_eval(P, V)", "static_eval(P, 3)", "static_eval(d, V)", "static_eval(d, 4)",
         "static_eval(P, 2.5)", "static_eval(P, 3.0)",
         "V = 7, static_eval(s(X, x), V)", "retract(static_eval(d, _)), static_eval(P, 3)",
         "static_eval(s(X, x), V)", "X = 1, static_eval(s(X, x), V)",
         "static_eval(s(1.0, x), V)", "static_eval(3, V)", "static_eval([a], V)",
         "moves(P, L)", "moves(P, [d|T])", "moves(a, [_, c|T])", "moves(P, [d])",
         "max_to_move(P)", "min_to_move(P)", "min_to_move(s(1, Y))", "chance_to_move(P)",
         "max_to_move(b)", "max_to_move(d)",
         "findall(V, static_eval(_, V), Vs), max_list(Vs, M)",
         "aggregate_all(max(V), static_eval(_, V), M)",
         "aggregate_all(count, static_eval(_, _), N)",
         "aggregate_all(sum(V), (max_to_move(P), static_eval(P, V)), S)",
         "moves(P, L), member(K, L), static_eval(K, V)",
         "static_eval(P, V), V > 2", "retract(static_eval(d, _)), static_eval(P, V)",
         "static_eval(P, V), assertz(static_eval(z, 0)), fail ; static_eval(z, W)"]


def answers(kb: KnowledgeBase, goal: str) -> list[str]:
    """The toplevel's answers to ``goal``, in order, each with its `` ;`` (a choice point
    left) or ``.``."""
    return [str(cast(Answer, answer)) for answer in kb.engine.query(goal)]


def plain(text: str) -> str:
    """The game predicates renamed: the same facts in the engine's own tables."""
    for name in ("static_eval", "max_to_move", "min_to_move", "chance_to_move", "moves"):
        text = text.replace(f"{name}(", f"plain_{name}(").replace(f"{name}/",
                                                                  f"plain_{name}/")
    return text


@pytest.mark.parametrize("dynamic", [True, False])
@pytest.mark.parametrize("call", CALLS)
def test_the_game_store_answers_every_call_as_plain_facts(call: str, dynamic: bool) -> None:
    """Any argument bound or not, joins, aggregates, changes while a call runs: the
    answers, in order, of the same rows as plain facts, and the same choice points (a
    static predicate's those of SWI's indexes)."""
    if not dynamic and ("assertz" in call or "retract" in call):
        return
    text = (":- dynamic static_eval/2.\n" if dynamic else "") + GAME_FILE
    store, facts = KnowledgeBase(), KnowledgeBase()
    store.consult_text(text, "t.pl")
    facts.consult_text(plain(text), "t.pl")
    assert all(isinstance(store.engine.preds[key].table, ColumnTable)
               for key in (("static_eval", 2), ("moves", 2), ("min_to_move", 1)))
    assert answers(store, call) == answers(facts, plain(call))
