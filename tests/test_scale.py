"""Deep and wide trees, and files read in pieces: no recursion limit, streaming loads, and
the bulk path reading exactly what the clause-by-clause parser reads."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

import logic_minimax.kb.loading as loading
from logic_minimax import DictTree, KnowledgeBase, alphabeta, minimax
from logic_minimax.errors import LoadError

MILLION = 1_000_000


def test_a_chain_a_million_moves_deep() -> None:
    moves = {i: (i + 1,) for i in range(MILLION)}
    sides = {i: ("max" if i % 2 else "min") for i in range(MILLION + 1)}
    tree = DictTree(moves, sides, {MILLION: 7})
    for search in (minimax, alphabeta):
        result = search(tree, 0)
        assert (result.best, result.value, len(result.path)) == (1, 7, MILLION)
        assert result.path[-1] == MILLION


def test_a_root_with_a_million_successors() -> None:
    values = {i: (i * 7919) % 1000 for i in range(MILLION)}
    tree = DictTree({"r": tuple(range(MILLION))}, dict.fromkeys(range(MILLION), "min"), values)
    best = max(i for i in range(MILLION) if values[i] == 999)  # ties: the later one
    for search in (minimax, alphabeta):
        result = search(tree, "r")
        assert (result.best, result.value, result.path) == (best, 999, (best,))


def random_facts(seed: int, size: int) -> str:
    """A random tree written with every layout the parser accepts, one fact per line or
    several, comments, quoted atoms and clauses over several lines included."""
    rng = random.Random(seed)
    lines: list[str] = []
    pending = ["r"]
    count = 0
    while pending and count < size:
        pos = pending.pop()
        children = [f"{pos}_{k}" for k in range(rng.randint(1, 4))]
        count += len(children)
        pending.extend(children)
        shape = rng.random()
        if shape < 0.7:
            lines.append(f"moves({pos}, [{', '.join(children)}]).")
        elif shape < 0.8:
            lines.append(f"moves({pos},\n    [{','.join(children)}]). % split over lines")
        elif shape < 0.9:
            lines.append(f"/* {pos} */ moves('{pos}', [{', '.join(children)}]).")
        else:
            lines.append(f"  moves( {pos} ,[ {' , '.join(children)} ] ) .")
        for child in children:
            side = rng.choice(["max_to_move", "min_to_move"])
            lines.append(f"{side}({child}).")
    for pos in pending:
        value = rng.choice([str(rng.randint(-9, 9)), f"{rng.uniform(-9, 9):.3f}", "2.0",
                            "1e3"])
        lines.append(f"static_eval({pos}, {value}).")
    rng.shuffle(lines)
    return "\n".join(lines) + "\n"


def snapshot(kb: KnowledgeBase) -> tuple[object, ...]:
    return tuple(sorted(repr(row) for row in kb.facts(name))
                 for name in ("moves", "max_to_move", "min_to_move", "static_eval"))


@pytest.mark.parametrize("chunk_size", [40, 257, 4096, 1 << 22])
def test_reading_in_pieces_gives_the_same_facts(tmp_path: Path, chunk_size: int,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    text = random_facts(seed=chunk_size, size=3000)
    path = tmp_path / "tree.pl"
    path.write_text(text)
    reference = KnowledgeBase()
    reference.load_string(text, "ref")
    monkeypatch.setattr(loading, "CHUNK_SIZE", chunk_size)
    streamed = KnowledgeBase()
    streamed.load_file(path)
    assert snapshot(streamed) == snapshot(reference)
    assert streamed.minimax("r") == reference.minimax("r")


def test_errors_are_placed_the_same_through_the_bulk_path(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(loading, "CHUNK_SIZE", 64)
    lines = [f"static_eval(n{i}, {i})." for i in range(200)]
    lines[150] = "static_eval(n3, 4)."  # conflicts with line 4, found by the bulk path
    lines[170] = "static_eval(n170, x)."
    path = tmp_path / "tree.pl"
    path.write_text("\n".join(lines) + "\n")
    with pytest.raises(LoadError) as info:
        KnowledgeBase().load_file(path)
    assert [(e.line, e.column) for e in info.value.errors] == [(151, 1), (171, 19)]
    assert f"static_eval(n3, 3) at {path}:4:1" in info.value.errors[0].message


def test_identical_repeats_through_the_bulk_path(tmp_path: Path) -> None:
    path = tmp_path / "tree.pl"
    path.write_text("moves(r, [a, b]).\nmin_to_move(a).\nstatic_eval(a, 1).\n"
                    "static_eval(b, 2).\nmin_to_move(a).\nstatic_eval(a, 1).\n")
    kb = KnowledgeBase()
    kb.load_file(path)
    assert kb.minimax("r").best == "b"
