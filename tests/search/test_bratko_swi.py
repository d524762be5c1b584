"""Our minimax and alpha-beta against Bratko's Prolog run by SWI-Prolog, on random trees.

All trees go to one swipl process (tests/oracle/runner.pl), which runs minimax/4, the
verbatim alphabeta/5 and the path-carrying alphabeta/6 on each; every answer of ours
(through a KnowledgeBase loaded from the fact text, and through a DictTree) must be
Prolog's: the same best position, the same value of the same type, the same path.
"""

from __future__ import annotations

import math
import subprocess
from pathlib import Path

import pytest

from logic_minimax import (
    DictTree,
    KnowledgeBase,
    LogicMinimaxError,
    SearchResult,
    alphabeta,
    minimax,
)
from tests.helpers.paths import ORACLE
from tests.helpers.randtrees import (
    RandomTree,
    Window,
    prolog_number,
    random_trees,
    with_empty_moves,
)
from tests.helpers.swipl import Answer, Replies, require_swipl, run_batch, run_random_trees, swipl

pytestmark = pytest.mark.swipl

N_TREES = 600

TREES = random_trees(N_TREES)

COURSE_FACTS = """
moves(a, [b, c]). moves(b, [d, e]). moves(c, [f, g]). moves(d, [h, i]).
moves(e, [j, l]). moves(f, [m, n]). moves(g, [o, p]).
max_to_move(d). max_to_move(e). max_to_move(f). max_to_move(g).
min_to_move(b). min_to_move(c). min_to_move(h). min_to_move(i). min_to_move(j).
min_to_move(l). min_to_move(m). min_to_move(n). min_to_move(o). min_to_move(p).
static_eval(h, 1). static_eval(i, 4). static_eval(j, 5). static_eval(l, 6).
static_eval(m, 2). static_eval(n, 1). static_eval(o, 1). static_eval(p, 1).
"""


def queries(tree: RandomTree) -> list[tuple[str, Window | None]]:
    """The runner's query names for ``tree``, with the alpha-beta window of each."""
    out: list[tuple[str, Window | None]] = [("minimax", None)]
    out += [(f"ab6:{k}", window) for k, window in enumerate(tree.windows)]
    return out


@pytest.fixture(scope="module")
def prolog() -> Replies:
    require_swipl()
    return run_random_trees(TREES)


def exact(value: int | float) -> tuple[type, str]:
    """A value with its type; repr tells 2 from 2.0 and 0.0 from -0.0, as Prolog does."""
    return type(value), repr(value)


def as_answer(result: SearchResult) -> Answer:
    return Answer(result.best, result.value, result.path)  # type: ignore[arg-type]


def show(answer: Answer | str | None) -> str:
    if isinstance(answer, Answer):
        return f"best={answer.best} value={answer.value!r} path={list(answer.path)}"
    return str(answer)


def test_course_tree() -> None:
    kb = KnowledgeBase()
    kb.load_string(COURSE_FACTS, name="course.pl")
    expected = {"a": Answer("b", 4, ("b", "d", "i")), "d": Answer("i", 4, ("i",))}
    facts = [line.strip() for line in COURSE_FACTS.replace(". ", ".\n").split(".\n")]
    full = [(-math.inf, math.inf)]
    replies = {}
    if swipl() is not None:
        replies = run_batch([(f"course_{p}", p, [f for f in facts if f], full) for p in expected])
    for pos, answer in expected.items():
        assert as_answer(kb.minimax(pos)) == answer
        assert as_answer(kb.alphabeta(pos)) == answer
        for query in ("minimax", "ab6:0"):
            assert replies.get((f"course_{pos}", query), answer) == answer


def test_prolog_answered_every_query(prolog: Replies) -> None:
    expected = {(f"t{t.seed}", q) for t in TREES for q, _ in queries(t)}
    expected |= {(f"t{t.seed}", f"ab5:{k}") for t in TREES for k in range(len(t.windows))}
    assert set(prolog) == expected
    failed = sorted(key for key, answer in prolog.items() if answer is None)
    assert not failed, f"Prolog failed on {failed[:10]}"
    print(f"{len(TREES)} trees, {len(prolog)} Prolog answers")


def test_path_argument_changes_nothing(prolog: Replies) -> None:
    """alphabeta/6 gives verbatim alphabeta/5's GoodPos and Val on every tree and window."""
    for t in TREES:
        for k, window in enumerate(t.windows):
            with_path, verbatim = prolog[f"t{t.seed}", f"ab6:{k}"], prolog[f"t{t.seed}", f"ab5:{k}"]
            assert with_path is not None and verbatim is not None
            assert (with_path.best, exact(with_path.value)) == (
                verbatim.best,
                exact(verbatim.value),
            ), f"seed {t.seed}, window {window}:\n{t.text()}"


def ours(tree: RandomTree, strict: bool = True
         ) -> dict[str, dict[str, Answer | str | None]]:
    """Our answers to the runner's queries, through a KnowledgeBase loaded from the fact
    text (strictly, or as SWI consults it; then also through its goals) and through a
    DictTree; an error is kept as its message."""
    kb = KnowledgeBase()
    kb.load_string(tree.text(), name=f"tree{tree.seed}.pl", strict=strict)
    dict_tree = DictTree(tree.moves, tree.sides, tree.values)

    def search(how: str, window: Window | None) -> Answer | None:
        if how == "goal":
            bounds = "" if window is None else ", ".join(map(prolog_number, window)) + ", "
            found = kb.query(f"{'alphabeta' if window else 'minimax'}({tree.root}, "
                             f"{bounds}B, V, P)")
            if not found:
                return None  # the goal failed, as Bratko's does
            [answer] = found
            return Answer(answer.get("B"), answer["V"], tuple(answer["P"]))
        if how == "kb":
            if window:
                return as_answer(kb.alphabeta(tree.root, alpha=window[0], beta=window[1]))
            return as_answer(kb.minimax(tree.root))
        if window:
            return as_answer(alphabeta(dict_tree, tree.root, alpha=window[0], beta=window[1]))
        return as_answer(minimax(dict_tree, tree.root))

    out: dict[str, dict[str, Answer | str | None]] = {"kb": {}, "DictTree": {}}
    if not strict:
        out["goal"] = {}
    for how, answers in out.items():
        for query, window in queries(tree):
            try:
                answers[query] = search(how, window)
            except LogicMinimaxError as error:
                answers[query] = f"{type(error).__name__}: {error}"
    return out


@pytest.mark.parametrize("tree", TREES, ids=lambda t: f"seed{t.seed}")
def test_same_answers_as_prolog(tree: RandomTree, prolog: Replies) -> None:
    mismatches = []
    for how, answers in ours(tree).items():
        for query, window in queries(tree):
            theirs, mine = prolog[f"t{tree.seed}", query], answers[query]
            same = (
                isinstance(mine, Answer)
                and theirs is not None
                and (mine.best, exact(mine.value), mine.path)
                == (theirs.best, exact(theirs.value), theirs.path)
            )
            if not same:
                what = "minimax" if window is None else f"alphabeta window {window}"
                mismatches.append(
                    f"{how} {what}:\n  ours:   {show(mine)}\n  Prolog: {show(theirs)}"
                )
    if mismatches:
        pytest.fail(f"{tree.describe()}\n" + "\n".join(mismatches))


# -- issue 35: moves(Pos, []) makes Bratko's best/4 (boundedbest/5) fail --------------------

EMPTY_TREES = [with_empty_moves(t) for t in random_trees(200, first_seed=5000)]


def test_an_empty_moves_list_fails_where_bratkos_code_fails() -> None:
    """Where SWI running Bratko's program fails (false), the goal through the engine fails
    too (no answer) and the Python API and a DictTree stop with NoMovesError, which names
    the position; wherever a cut-off prunes the position first, the same answer."""
    require_swipl()
    replies = run_random_trees(EMPTY_TREES)
    for tree in EMPTY_TREES:
        for how, answers in ours(tree, strict=False).items():
            for query, _ in queries(tree):
                theirs, mine = replies[f"t{tree.seed}", query], answers[query]
                if theirs is None and how == "goal":
                    assert mine is None, f"{how} {query}: {show(mine)}\n{tree.describe()}"
                elif theirs is None:
                    assert isinstance(mine, str) and "gives no move" in mine, \
                        f"{how} {query}: {show(mine)}\n{tree.describe()}"
                else:
                    assert isinstance(mine, Answer) and (mine, exact(mine.value)) == (
                        theirs, exact(theirs.value)), f"{how} {query}\n{tree.describe()}"
    failed = sum(answer is None for answer in replies.values())
    assert 200 < failed < len(replies) - 200, failed  # both cases, many times


# -- issue 14: integers beyond the float range against floats and infinities ---------------

BIG = 10 ** 309  # beyond the largest float: SWI compares it as an infinity
B5_TREES = {
    "b5_reproducer": ["min_to_move(x)", "min_to_move(y)", f"static_eval(x, {BIG})",
                      "static_eval(y, 1.5)"],
    "b5_all_integers": ["min_to_move(x)", "min_to_move(y)", f"static_eval(x, {BIG})",
                        f"static_eval(y, {-BIG})"],
    "b5_against_inf": ["max_to_move(x)", "max_to_move(y)", f"static_eval(x, {BIG})",
                       "static_eval(y, 1.0Inf)"],
    "b5_rounding_up": ["max_to_move(x)", "max_to_move(y)",
                       f"static_eval(x, {2 ** 1024 - 2 ** 970})",
                       "static_eval(y, 1.7976931348623157e308)"],
}


@pytest.mark.parametrize("name", B5_TREES)
def test_b5_big_integers_compare_with_floats_as_swi_does(name: str) -> None:
    require_swipl()
    facts = ["moves(r, [x, y])", *B5_TREES[name]]
    windows: list[Window] = [(-math.inf, math.inf), (BIG, math.inf), (-math.inf, 2.5)]
    replies = run_batch([(name, "r", facts, windows)])
    kb = KnowledgeBase()
    kb.load_string(".\n".join(facts) + ".\n", f"{name}.pl")
    ours, theirs = as_answer(kb.minimax("r")), replies[name, "minimax"]
    assert theirs is not None and (ours, exact(ours.value)) == (theirs, exact(theirs.value))
    for k, (alpha, beta) in enumerate(windows):
        ours = as_answer(kb.alphabeta("r", alpha=alpha, beta=beta))
        theirs, verbatim = replies[name, f"ab6:{k}"], replies[name, f"ab5:{k}"]
        assert theirs is not None and verbatim is not None
        assert (ours, exact(ours.value)) == (theirs, exact(theirs.value)), (alpha, beta)
        assert (ours.best, ours.value) == (verbatim.best, verbatim.value)


# --- the positions pruned, counted in Bratko's own program ------------------------------

PRUNED_COUNTER = """
:- use_module(library(prolog_wrap)).
:- use_module('%(oracle)s/batch.pl').
:- use_module('%(oracle)s/alphabeta_bratko.pl').

%% Every alphabeta/5 call is a position searched; its moves/2 list, the candidates. Those
%% never searched are the lists goodenough drops: Candidates - (Searched - 1) in all.
:- wrap_predicate(alphabeta_bratko:alphabeta(Pos, _, _, _, _), count, Wrapped,
                  ( flag(searched, S, S + 1),
                    ( user:moves(Pos, L) -> length(L, N), flag(candidates, C, C + N) ; true ),
                    Wrapped )).

run(tree(Id, Root, Facts, Windows)) :-
    replace_tree(Facts),
    forall(nth0(K, Windows, w(A, B)),
           ( flag(searched, _, 0), flag(candidates, _, 0),
             ( catch(alphabeta(Root, A, B, _, _), _, fail)
             -> flag(searched, S, S), flag(candidates, C, C),
                P is C - (S - 1), format("~w ~w ~w ~w~n", [Id, K, S, P])
             ;  format("~w ~w failed~n", [Id, K]) ))).

main :- current_prolog_flag(argv, [File|_]), for_each_term(File, run).
:- initialization(main, main).
"""


def test_the_positions_pruned_are_those_bratkos_program_never_searches(tmp_path: Path) -> None:
    """``pruned`` (JSON, ``stats.``, the pictures' header) is the candidates Bratko's
    ``goodenough`` drops: on the course tree 2 (l, and g), not the 4 positions below the
    cut-offs (o and p are never even generated by his program)."""
    exe = require_swipl()
    full: tuple[Window, ...] = ((-math.inf, math.inf),)
    jobs = [("course", "a", [f for f in COURSE_FACTS.replace(". ", ".\n").split(".\n")
                             if f.strip()], full)]
    jobs += [(f"t{t.seed}", t.root, t.facts(), t.windows) for t in TREES[:200]]
    program, batch = tmp_path / "count.pl", tmp_path / "batch.txt"
    program.write_text(PRUNED_COUNTER % {"oracle": ORACLE})
    with batch.open("w") as out:
        for tree_id, root, facts, windows in jobs:
            shown = ", ".join(f"w({prolog_number(a)}, {prolog_number(b)})" for a, b in windows)
            out.write(f"tree({tree_id}, {root}, [{', '.join(f.strip() for f in facts)}], "
                      f"[{shown}]).\n")
    done = subprocess.run([exe, "-q", str(program), str(batch)], capture_output=True,
                          text=True, timeout=300, check=True)
    counted = {tuple(line.split()[:2]): line.split()[2:] for line in done.stdout.splitlines()}
    assert counted["course", "0"] == ["11", "2"]
    checked = 0
    for tree_id, root, facts, windows in jobs:
        kb = KnowledgeBase()
        kb.load_string(".\n".join(facts) + ".\n")
        for k, (alpha, beta) in enumerate(windows):
            theirs = counted[tree_id, str(k)]
            try:
                result = kb.alphabeta(root, alpha=alpha, beta=beta)
            except LogicMinimaxError:
                assert theirs == ["failed"], (tree_id, k)
                continue
            assert theirs == [str(result.nodes_visited), str(result.pruned)], (tree_id, k)
            checked += 1
    assert checked > 200
