"""Games written as rules (facts/bones_rules.pl, facts/tictactoe_rules.pl) searched by the
built-in port: the same rules as the Python games on every position, and the answers
SWI-Prolog gives running Bratko's code over the same rules."""

from __future__ import annotations

from collections.abc import Hashable
from pathlib import Path

import pytest

import logic_minimax as lm
from logic_minimax.games import Bones, Heap, TicTacToe
from logic_minimax.prolog.values import Compound, from_python
from tests.helpers.kb import Load
from tests.helpers.paths import BONES_RULES, ORACLE, TICTACTOE_RULES
from tests.helpers.programs import engine_run, solutions_goal, swipl_run

BRATKO_CODE = [ORACLE / "minimax.pl", ORACLE / "alphabeta_bratko.pl"]


def heap(pos: Heap) -> Compound:
    """The rules' position for a heap: ``s(Bones, Side)``."""
    return Compound("s", (pos.bones, pos.side))


def board(pos: str) -> tuple[str, ...]:
    """The rules' position for a board: a list of nine cells, ``e`` for an empty one."""
    return tuple("e" if cell == "." else cell for cell in pos)


def same_rules(kb: lm.KnowledgeBase, game: Bones | TicTacToe, positions: list[Hashable],
               convert: object) -> None:
    tree = kb.tree  # positions as the engine holds them
    for pos in positions:
        ours = from_python(convert(pos))  # type: ignore[operator]
        moves = game.moves(pos)
        assert tree.moves(ours) == (tuple(from_python(convert(m))  # type: ignore[operator]
                                          for m in moves) if moves else None), pos
        assert tree.to_move(ours) == game.to_move(pos), pos
        assert tree.static_eval(ours) == game.static_eval(pos), pos


def test_bones_rules_are_the_python_games_on_every_heap_up_to_20() -> None:
    kb = lm.load(BONES_RULES)
    heaps = [Heap(n, side) for n in range(21) for side in ("max", "min")]
    same_rules(kb, Bones(), heaps, heap)  # type: ignore[arg-type]


@pytest.mark.parametrize("bones", range(13))
def test_the_port_over_bones_rules_searches_as_over_the_python_game(bones: int) -> None:
    kb = lm.load(BONES_RULES)
    start = Bones.start(bones)
    for algorithm in ("minimax", "alphabeta"):
        by_rules = kb.search(heap(start), algorithm)
        by_python = lm.search.run(Bones(), start, algorithm)
        assert by_rules.value == by_python.value
        assert by_rules.path == tuple(heap(p) for p in by_python.path)  # type: ignore[arg-type]


@pytest.mark.slow
def test_tictactoe_rules_are_the_python_games_on_every_board_up_to_four_marks() -> None:
    # All 5,478 reachable boards take the engine ~40 s; up to four marks, 1,090 of them.
    kb = lm.load(TICTACTOE_RULES)
    boards = [TicTacToe.start()]
    for known in boards:
        if known.count(".") > 5:
            boards.extend(b for b in TicTacToe().moves(known) or () if b not in boards)
    assert len(boards) == 1090
    same_rules(kb, TicTacToe(), boards, board)  # type: ignore[arg-type]


@pytest.mark.parametrize("start", ["xo.......", "x...o....", "xo.x.....", "xox.o...."])
def test_the_port_over_tictactoe_rules_searches_as_over_the_python_game(start: str) -> None:
    kb = lm.load(TICTACTOE_RULES)
    by_rules = kb.search(board(start), "alphabeta")
    by_python = lm.search.run(TicTacToe(), start, "alphabeta")
    assert (by_rules.value, by_rules.best) == (by_python.value, board(str(by_python.best)))


@pytest.mark.swipl
@pytest.mark.parametrize(("rules", "goal"), [
    (BONES_RULES, "minimax(s(4, max), B, V, P)"),
    (BONES_RULES, "minimax(s(9, min), B, V, P)"),
    (BONES_RULES, "alphabeta(s(7, max), -inf, inf, B, V)"),
    (BONES_RULES, "alphabeta(s(10, min), -1, 1, B, V)"),
    (TICTACTOE_RULES, "minimax([x,o,x, e,o,e, e,e,e], B, V, P)"),
    (TICTACTOE_RULES, "alphabeta([x,o,e, e,x,e, e,e,e], -inf, inf, B, V)"),
    (TICTACTOE_RULES, "alphabeta([x,x,e, o,o,e, e,e,e], -inf, inf, B, V)"),
])
def test_the_port_over_rules_answers_as_swi_running_bratkos_code(rules: Path, goal: str,
                                                                  tmp_path: Path) -> None:
    kb = lm.load(rules)
    assert not kb.defines("minimax", 4)  # the built-in port answers
    assert engine_run(kb, solutions_goal(goal)) == \
        swipl_run([*BRATKO_CODE, rules], solutions_goal(goal), tmp_path)


def test_chance_odds_given_by_a_rule_are_searched_by_expectiminimax(load: Load) -> None:
    kb = load("max_to_move(start). moves(start, [toss, safe]).\n"
              "chance_to_move(toss). moves(toss, [heads, tails]).\n"
              "probability(toss, Side, 0.5) :- member(Side, [heads, tails]).\n"
              "static_eval(heads, 10). static_eval(tails, 0). static_eval(safe, 4).\n"
              "min_to_move(safe). min_to_move(heads). min_to_move(tails).\n")
    result = kb.expectiminimax("start")
    assert (result.best, result.value, result.path) == ("toss", 5.0, ("toss", "heads"))
