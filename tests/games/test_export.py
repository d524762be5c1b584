"""Rule games written as fact files (``logic-minimax generate``) round-trip: the knowledge
base and SWI-Prolog running Bratko's minimax (tests/oracle/minimax.pl) give the same best
move, value and path as the search over the rules."""

from __future__ import annotations

import io
import subprocess
from collections.abc import Hashable
from pathlib import Path

import pytest
from click.testing import CliRunner

from logic_minimax import KnowledgeBase, SearchResult, minimax
from logic_minimax.app.cli import cli
from logic_minimax.errors import GameError
from logic_minimax.games import Bones, TicTacToe, write_facts
from logic_minimax.games.game import RuleGame
from logic_minimax.prolog.facts import Run, read_run
from logic_minimax.prolog.values import from_python
from logic_minimax.prolog.write import WRITEQ, term_to_text
from tests.helpers.paths import ORACLE
from tests.helpers.swipl import require_swipl

BONES = Bones()

TTT = TicTacToe()

# the generate arguments, the game, and its start position
CASES: list[tuple[list[str], RuleGame, Hashable]] = [
    (["bones", "6"], BONES, Bones.start(6)),
    (["bones", "8"], BONES, Bones.start(8)),
    (["bones", "13"], BONES, Bones.start(13)),
    (["bones", "20"], BONES, Bones.start(20)),
    (["tictactoe"], TTT, TTT.start()),
    (["tictactoe", "--depth", "2"], TTT, TTT.start()),
]

IDS = [" ".join(args) for args, _, _ in CASES]


def generate(args: list[str], path: Path) -> str:
    result = CliRunner().invoke(cli, ["generate", *args, "-o", str(path)])
    assert result.exit_code == 0, result.output
    return result.stderr


def as_atoms(game: RuleGame, result: SearchResult) -> tuple[str | None, object, tuple[str, ...]]:
    best = None if result.best is None else game.atom(result.best)
    return best, result.value, tuple(game.atom(p) for p in result.path)


@pytest.fixture(scope="module")
def files(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("generated")
    paths = {}
    for name in IDS:
        paths[name] = folder / (name.replace(" ", "_").replace("--", "") + ".pl")
        generate(name.split(), paths[name])
    return paths


def test_tictactoe_has_5478_positions(tmp_path: Path) -> None:
    path = tmp_path / "ttt.pl"
    assert generate(["tictactoe"], path) == "5478 positions (958 without moves), root .........\n"
    kb = KnowledgeBase()
    kb.load_file(path)
    summary = kb.summary()
    assert (summary.positions, summary.leaves, summary.roots) == (5478, 958, (".........",))
    assert kb.problems() == []


def test_bones_file_is_the_dag_of_heaps(tmp_path: Path) -> None:
    path = tmp_path / "bones.pl"
    generate(["bones", "5"], path)
    facts = [line for line in path.read_text().splitlines() if line and line[0] != "%"]
    assert facts == [
        "moves(max5, [min2, min3, min4]).",
        "moves(min2, [max0, max1]).",
        "moves(min3, [max0, max1, max2]).",
        "moves(min4, [max1, max2, max3]).",
        "moves(max1, [min0]).",
        "moves(max2, [min0, min1]).",
        "moves(max3, [min0, min1, min2]).",
        "moves(min1, [max0]).",
        "max_to_move(max5).", "max_to_move(max0).", "max_to_move(max1).",
        "max_to_move(max2).", "max_to_move(max3).",
        "min_to_move(min2).", "min_to_move(min3).", "min_to_move(min4).",
        "min_to_move(min0).", "min_to_move(min1).",
        "static_eval(max5, 0).", "static_eval(min2, 0).", "static_eval(min3, 0).",
        "static_eval(min4, 0).", "static_eval(max0, -1).", "static_eval(max1, 0).",
        "static_eval(max2, 0).", "static_eval(max3, 0).", "static_eval(min0, 1).",
        "static_eval(min1, 0).",
    ]


@pytest.mark.parametrize(("args", "game", "start"), CASES, ids=IDS)
def test_knowledge_base_solves_it_like_the_rules(files: dict[str, Path], args: list[str],
                                                 game: RuleGame, start: Hashable) -> None:
    kb = KnowledgeBase()
    kb.load_file(files[" ".join(args)])
    root = game.atom(start)
    assert kb.summary().roots == (root,)
    depth = int(args[-1]) if "--depth" in args else None
    expected = as_atoms(game, minimax(game, start, depth=depth, memo=True))
    for result in (kb.minimax(root), kb.minimax(root, memo=True), kb.alphabeta(root)):
        assert (result.best, result.value, result.path) == expected


@pytest.mark.parametrize("depth", [1, 2, 3])
def test_full_file_cut_off_uses_the_written_estimates(files: dict[str, Path],
                                                       depth: int) -> None:
    # static_eval of positions with moves is the evaluation function's: a depth-limited
    # search of the full file answers as the depth-limited search of the rules
    kb = KnowledgeBase()
    kb.load_file(files["tictactoe"])
    result = kb.minimax(".........", depth=depth, memo=True)
    expected = minimax(TTT, TTT.start(), depth=depth)
    assert (result.best, result.value, result.path) == \
        (expected.best, expected.value, expected.path)


def test_depth_2_file_is_the_slides_two_ply_search(files: dict[str, Path]) -> None:
    # X in the centre: O's best reply is a corner, H = 5 - 4 = 1; X elsewhere does worse
    # (tests/games/test_tictactoe.py checks the same answer from the rules)
    kb = KnowledgeBase()
    kb.load_file(files["tictactoe --depth 2"])
    result = kb.minimax(".........")
    assert (result.best, result.value) == ("....x....", 0.1)
    assert result.path == ("....x....", "o...x....")
    assert kb.summary().positions == 1 + 9 + 72


def test_a_depth_cut_needs_one_depth_per_position() -> None:
    # 10 -> 7 and 10 -> 9 -> 8 -> 7 both leave 7 bones with player 2 to take
    with pytest.raises(GameError, match="min7 is reached in 1 and in 3 moves"):
        write_facts(Bones(), Bones.start(10), io.StringIO(), depth=4)


def writeq(value: object) -> str:
    """A Python value (an answer's position, value or path) as SWI's writeq writes it."""
    return term_to_text(from_python(value), WRITEQ)


def bratko(path: Path, root: str) -> list[str]:
    """Bratko's minimax/4 (tests/oracle/minimax.pl) on ``path``: best, value and path,
    as SWI-Prolog's writeq prints them."""
    exe = require_swipl()
    goal = (f"use_module({writeq(str(ORACLE / 'minimax'))}), "
            f"load_files({writeq(str(path))}, []), "
            f"minimax:minimax({root}, B, V, P), format('~q~n~q~n~q~n', [B, V, P])")
    done = subprocess.run([exe, "-q", "-g", goal, "-t", "halt"], capture_output=True,
                          text=True, timeout=300, check=False)
    assert (done.returncode, done.stderr) == (0, "")  # no warning about the file either
    return done.stdout.splitlines()


@pytest.mark.swipl
@pytest.mark.parametrize(("args", "game", "start"), CASES, ids=IDS)
def test_swi_prolog_agrees(files: dict[str, Path], args: list[str], game: RuleGame,
                           start: Hashable) -> None:
    kb = KnowledgeBase()
    kb.load_file(files[" ".join(args)])
    ours = kb.minimax(game.atom(start))
    assert ours.best is not None
    expected = [writeq(ours.best), writeq(ours.value), writeq(ours.path)]
    assert bratko(files[" ".join(args)], writeq(game.atom(start))) == expected


def test_a_generated_file_is_read_in_runs_of_plain_facts(files: dict[str, Path],
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    # the reader's plain-fact mode takes every fact line of the bones files (their atoms
    # need no quotes): a big generated tree loads at the speed of the column scan
    read: list[int] = []

    def counted(text: str, pos: int, line: int) -> Run | None:
        run = read_run(text, pos, line)
        read.append(0 if run is None else run.count)
        return run

    monkeypatch.setattr("logic_minimax.prolog.consult.read_run", counted)
    path = files["bones 20"]
    KnowledgeBase().load_file(path)
    lines = [line for line in path.read_text().splitlines() if line and line[0] != "%"]
    assert sum(read) == len(lines)
