"""Pictures with a depth limit (``show --depth``) and from the REPL (``show(a, alphabeta).``):
the positions Shannon's cut-off values by ``static_eval`` are drawn as marked leaves, and
the toplevel writes a picture file and says where, going on after an error."""

from __future__ import annotations

import io
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from prompt_toolkit.completion import CompleteEvent
from prompt_toolkit.document import Document

from logic_minimax import KnowledgeBase, alphabeta
from logic_minimax.app.prompt import GoalCompleter
from logic_minimax.app.repl import Repl
from logic_minimax.errors import CutoffValueError
from logic_minimax.render.dot import to_dot
from logic_minimax.render.layout import draw_search
from logic_minimax.search.tree import DictTree

from .conftest import FACTS
from .test_properties import SETTINGS, Tree, trees
from .test_render import Dot, _check_drawing, run

BRATKO = FACTS / "bratko.pl"
HEURISTIC = """
static_eval(d, 3).
static_eval(e, 6).
static_eval(f, 2).
static_eval(g, 5).
"""
"""Values for the course tree's MAX positions two moves down, as a Shannon cut-off at
depth 2 needs (seed 001's file values only its leaves)."""


@pytest.fixture
def cut_tree(tmp_path: Path) -> Path:
    """The course's tree (seed 001) with ``static_eval`` for d, e, f, g."""
    path = tmp_path / "bratko_h.pl"
    path.write_text(BRATKO.read_text() + HEURISTIC)
    return path


def kb_of(path: Path) -> KnowledgeBase:
    kb = KnowledgeBase()
    kb.load_file(path)
    return kb


# --- the depth limit in the picture ---------------------------------------------------------

def test_minimax_to_depth_2_draws_d_e_f_g_as_cut_off_leaves(cut_tree: Path) -> None:
    drawing = draw_search(kb_of(cut_tree).tree, "a", "minimax", depth=2)
    dot = Dot.parse(to_dot(drawing).source)
    # b = min(3, 6) = 3, c = min(2, 5) = 2, a = max(3, 2) = 3 by b, d
    assert dot.values() == {"a": "3", "b": "3", "c": "2", "d": "3", "e": "6", "f": "2",
                            "g": "5"}
    assert dot.named("horizon") == {"d", "e", "f", "g"}
    assert dot.edges_with("pv") == {("a", "b"), ("b", "d")}
    for node, attrs in dot.nodes.items():
        assert ("dashed" in attrs.get("style", "")) == ("horizon" in dot.classes(node))
        assert "depth limit" in attrs["tooltip"] or "horizon" not in dot.classes(node)
    assert "╌ depth limit 2: static value" in to_dot(drawing).source  # the legend
    assert drawing.title == "minimax(a) to depth 2: best move b, value 3, path [b, d]"
    assert drawing.horizon == 4
    assert drawing.result.horizon == 4


def test_alphabeta_to_depth_2_prunes_g_without_its_subtree(cut_tree: Path) -> None:
    drawing = draw_search(kb_of(cut_tree).tree, "a", "alphabeta", depth=2)
    dot = Dot.parse(to_dot(drawing).source)
    assert dot.named("horizon") == {"d", "e", "f"}
    assert dot.named("pruned") == {"g"}  # o and p lie past the limit: not drawn
    assert set(dot.values()) == {"a", "b", "c", "d", "e", "f", "g"}
    assert dot.values()["c"] == "≤2"
    assert "✂ 2 < α=3" in dot.edge_label("c", "g")
    assert drawing.pruned == 1
    assert drawing.statistics == ("6 positions searched · 3 leaves evaluated · 1 cut-off · "
                                  "1 position pruned · 3 positions stopped at the depth limit")


def test_a_limit_below_the_leaves_changes_nothing_but_the_title() -> None:
    tree = kb_of(BRATKO).tree
    full, deep = draw_search(tree, "a", "alphabeta"), draw_search(tree, "a", "alphabeta",
                                                                  depth=3)
    assert deep.nodes == full.nodes
    assert (deep.horizon, deep.pruned) == (0, full.pruned)


def test_a_cut_off_position_without_a_value_is_an_error() -> None:
    with pytest.raises(CutoffValueError, match="'d' is cut off at the depth limit 2"):
        draw_search(kb_of(BRATKO).tree, "a", depth=2)


@SETTINGS
@given(trees(), st.integers(0, 5))
def test_depth_limited_pictures_are_the_search(tree: Tree, depth: int) -> None:
    """Every position gets a heuristic value; the picture draws exactly what alpha-beta to
    ``depth`` did, nothing below the limit, and marks the positions with moves there."""
    values = {pos: int(pos[1:]) % 7 - 3 for pos in tree.sides} | tree.values
    t = DictTree(tree.moves, tree.sides, values)
    drawing = draw_search(t, tree.root, "alphabeta", depth=depth)
    _check_drawing(drawing, tree)
    assert drawing.result == alphabeta(t, tree.root, depth=depth)
    assert all(node.id.count("_") <= depth for node in drawing.nodes)
    marked = [node for node in drawing.nodes if node.horizon]
    assert len(marked) == drawing.horizon
    assert all(node.static and node.id.count("_") == depth and tree.moves.get(node.pos)
               and not drawing.children(node) for node in marked)


def test_show_depth_on_the_command_line(cut_tree: Path, tmp_path: Path) -> None:
    code, out, err = run("show", str(cut_tree), "--root", "a", "--algorithm", "alphabeta",
                         "--depth", "2")
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert lines[0] == "alphabeta(a, −∞, +∞) to depth 2: best move b, value 3, path [b, d]"
    assert "│   ├── ▲ d  3  ⊣ depth limit  ★" in lines
    assert "    └── ▲ g  pruned  ✂ 2 < α=3" in lines
    assert lines[-1].endswith("⊣ depth limit 2: static value")
    dot_file = tmp_path / "cut.dot"
    assert run("show", str(cut_tree), "--depth", "2", "-o", str(dot_file))[0] == 0
    assert Dot.parse(dot_file.read_text()).named("horizon") == {"d", "e", "f", "g"}
    assert run("show", str(cut_tree), "--depth", "2", "-o", str(tmp_path / "c.html"))[0] == 0
    assert "<th>depth limit</th><td>2</td>" in (tmp_path / "c.html").read_text()


@pytest.mark.parametrize(("args", "message"), [
    (("--depth", "2"), "position 'd' is cut off at the depth limit 2 but has no static_eval"),
    (("--depth", "-1"), "-1 is not in the range x>=0"),
])
def test_show_depth_errors(args: tuple[str, ...], message: str) -> None:
    code, _, err = run("show", str(BRATKO), *args)
    assert code == 2 and message in err


def test_an_unwritable_picture_is_an_error_not_a_traceback(tmp_path: Path) -> None:
    code, _, err = run("show", str(BRATKO), "-o", str(tmp_path / "no" / "x.svg"))
    assert code == 2 and "cannot write" in err and "No such file or directory" in err


# --- show in the REPL ------------------------------------------------------------------------

def _svg_nodes(svg: str) -> dict[str, set[str]]:
    """Position names of the SVG's nodes (their tooltips' first item), by class
    (``pruned``, ``pv``, ...)."""
    found: dict[str, set[str]] = {}
    for classes, name in re.findall(r'<g id="node\d+" class="node ([^"]+)">.*?'
                                    r'xlink:title="([^",]+)', svg, re.DOTALL):
        for cls in classes.split():
            found.setdefault(cls, set()).add(name)
    return found


def test_show_goal_through_the_command(tmp_path: Path) -> None:
    env = dict(os.environ, PATH=f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}")
    done = subprocess.run(f'echo "show(a, alphabeta)." | logic-minimax repl {BRATKO}',
                          shell=True, cwd=tmp_path, env=env, capture_output=True, text=True,
                          timeout=60, check=False)
    assert (done.returncode, done.stdout, done.stderr) == \
        (0, "% wrote a-alphabeta.svg\ntrue.\n", "")
    nodes = _svg_nodes((tmp_path / "a-alphabeta.svg").read_text())
    assert nodes["pruned"] == {"l", "g", "o", "p"}
    assert nodes["pv"] == {"a", "b", "d", "i"}


def repl_run(queries: str) -> tuple[str, str]:
    out, err = io.StringIO(), io.StringIO()
    Repl([str(BRATKO)], out=out, err=err).run_script(io.StringIO(queries))
    return out.getvalue(), err.getvalue()


def test_show_goal_default_names_and_an_explicit_file(tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    out, err = repl_run("show(a).\nshow(a, alphabeta, 'pics/ab.dot').\n"
                        "show(a, minimax, 'a.png').")
    assert err == "ERROR: cannot write 'pics/ab.dot': No such file or directory\n"
    (tmp_path / "pics").mkdir()
    out2, err2 = repl_run("show(a, alphabeta, 'pics/ab.dot').")
    assert out == "% wrote a-minimax.svg\ntrue.\n% wrote a.png\ntrue.\n"
    assert (out2, err2) == ("% wrote pics/ab.dot\ntrue.\n", "")
    assert _svg_nodes((tmp_path / "a-minimax.svg").read_text())["searched"] == \
        set("abcdefghijlmnop")
    assert (tmp_path / "a.png").read_bytes().startswith(b"\x89PNG")
    dot = Dot.parse((tmp_path / "pics" / "ab.dot").read_text())
    assert dot.named("pruned") == {"l", "g", "o", "p"}
    assert dot.values()["c"] == "≤2"


@pytest.mark.parametrize(("query", "message"), [
    ("show(zz).", "unknown position 'zz'"),
    ("show(a, negamax).", "show/2 draws minimax or alphabeta, not negamax"),
    ("show(X).", "show/1 needs a position as its first argument"),
    ("show(a, alphabeta, 3).", "show/3 needs a file name such as 'a.png', not 3"),
    ("show(a, alphabeta, 'a.jpg').", "cannot tell the picture format of 'a.jpg'"),
])
def test_show_goal_errors_are_printed_and_the_repl_goes_on(
        query: str, message: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    out, err = repl_run(query + "\nmax_to_move(d).")
    assert out == "true.\n"
    assert err.startswith("ERROR: ") and message in err
    assert list(tmp_path.iterdir()) == []


def test_help_and_completion_know_show() -> None:
    repl = Repl([str(BRATKO)], out=io.StringIO(), err=io.StringIO())
    repl.execute("help.")
    help_text = repl.out.getvalue()  # type: ignore[attr-defined]
    assert "show(Pos). show(Pos, Alg)." in help_text and "Pos-Alg.svg here" in help_text
    assert "show(Pos, Alg, File)." in help_text
    completer = GoalCompleter(repl)
    names = [c.text for c in completer.get_completions(Document("sh"), CompleteEvent())]
    assert names == ["show"]
    inside = [c.text for c in completer.get_completions(Document("show("), CompleteEvent())]
    assert "a" in inside
