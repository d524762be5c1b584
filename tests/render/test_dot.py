"""Pictures of the search as Graphviz draws them: the DOT read back as a graph and checked
against the course's drawings (values, principal variation, pruned branches, the tests
that cut, positions cut off at a depth limit)."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest

from logic_minimax import KnowledgeBase
from logic_minimax.errors import RenderError
from logic_minimax.render.dot import Canvas, to_dot
from logic_minimax.render.layout import draw_search
from logic_minimax.render.pictures import render_search, show
from tests.helpers.kb import course_kb, load_kb
from tests.helpers.pictures import Dot, dot_of, png_size


def test_aima_alphabeta_prunes_exactly_c2_and_c3() -> None:
    dot = dot_of("aima_3ply.pl", "a", "alphabeta")
    assert dot.named("pruned") == {"c2", "c3"}
    assert dot.named("searched") == {"a", "b", "c", "d", "b1", "b2", "b3", "c1",
                                     "d1", "d2", "d3"}
    assert dot.values() == {"a": "3", "b": "3", "c": "≤2", "d": "2", "b1": "3",
                            "b2": "12", "b3": "8", "c1": "2", "c2": "", "c3": "",
                            "d1": "14", "d2": "5", "d3": "2"}
    assert dot.edges_with("pv") == {("a", "b"), ("b", "b1")}
    assert dot.edges_with("best") == {("a", "b")}
    assert dot.edges_with("pruned") == {("c", "c2"), ("c", "c3")}
    # c1 = 2 < alpha = 3: goodenough's max_to_move(Pos), Val < Alpha
    assert dot.edges_with("cut") == {("c", "c2")}
    assert "✂ 2 < α=3" in dot.edge_label("c", "c2")
    assert dot.edge_label("a", "c") == "[3, +∞]"
    assert dot.edge_label("a", "d") == "[3, +∞]"
    assert dot.edge_label("a", "b") == "best move|[−∞, +∞]"
    shapes = dot.shapes()
    assert shapes["a"] == "triangle"
    assert {shapes[p] for p in "bcd"} == {"invtriangle"}
    assert {shapes[p + i] for p in "bcd" for i in "123"} == {"triangle"}
    assert {n for n in dot.nodes if "bound" in dot.classes(n)} == \
        {n for n in dot.nodes if dot.name(n) == "c"}


def test_aima_minimax_draws_every_position() -> None:
    dot = dot_of("aima_3ply.pl", "a", "minimax")
    assert len(dot.nodes) == 13
    assert dot.named("pruned") == set()
    assert dot.values()["c"] == "2"
    assert dot.edges_with("pv") == {("a", "b"), ("b", "b1")}
    assert all("label" not in attrs or "best" in attrs["class"]
               for attrs in dot.edges.values())  # no windows in a minimax picture


def test_bratko_minimax_shows_the_slides_values() -> None:
    dot = dot_of("bratko.pl", "a", "minimax")
    assert dot.values() == {"a": "4", "b": "4", "c": "1", "d": "4", "e": "6", "f": "2",
                            "g": "1", "h": "1", "i": "4", "j": "5", "l": "6", "m": "2",
                            "n": "1", "o": "1", "p": "1"}
    assert dot.edges_with("pv") == {("a", "b"), ("b", "d"), ("d", "i")}
    # a has no side fact: its successors are MIN's, so MAX moves in it
    assert dot.shapes()["a"] == "triangle"
    assert dot.shapes()["h"] == "invtriangle"  # min_to_move(h)


def test_bratko_alphabeta_cutoffs_windows_and_bounds() -> None:
    dot = dot_of("bratko.pl", "a", "alphabeta")
    assert dot.named("pruned") == {"l", "g", "o", "p"}
    assert dot.values()["e"] == "≥5"  # cut off after j = 5 > beta = 4
    assert dot.values()["c"] == "≤2"  # cut off after f = 2 < alpha = 4
    assert dot.values()["f"] == "2"   # fully searched: exact
    assert dot.edges_with("cut") == {("e", "l"), ("c", "g")}
    assert "✂ 5 > β=4" in dot.edge_label("e", "l")
    assert "✂ 2 < α=4" in dot.edge_label("c", "g")
    assert dot.edge_label("b", "e") == "[−∞, 4]"
    assert dot.edge_label("a", "c") == "[4, +∞]"
    assert dot.edge_label("c", "f") == "[4, +∞]"
    assert dot.edges_with("pv") == {("a", "b"), ("b", "d"), ("d", "i")}
    assert dot.edges_with("pruned") == {("e", "l"), ("c", "g"), ("g", "o"), ("g", "p")}


def test_a_position_reached_twice_is_drawn_twice() -> None:
    kb = KnowledgeBase()
    kb.load_string("""
        max_to_move(r). min_to_move(x). min_to_move(y). max_to_move(s). max_to_move(t).
        moves(r, [x, y]). moves(x, [s, t]). moves(y, [s]).
        static_eval(s, 4). static_eval(t, 6).
    """)
    dot = Dot.parse(to_dot(draw_search(kb.tree, "r")).source)
    assert sorted(dot.name(n) for n in dot.nodes) == ["r", "s", "s", "t", "x", "y"]
    assert dot.edges_with("pv") == {("r", "y"), ("y", "s")}
    assert len([e for e in dot.edges if "pv" in dot.edges[e].get("class", "")]) == 2


def test_positions_without_a_side_are_boxes() -> None:
    kb = KnowledgeBase()
    kb.load_string("moves(r, [x, y]). min_to_move(x). static_eval(x, 1). static_eval(y, 2).")
    shapes = Dot.parse(to_dot(draw_search(kb.tree, "r")).source).shapes()
    # r has no side fact: its first successor's implies one (MIN in x: MAX in r), as
    # betterof reads it; y has neither a side nor successors to imply one.
    assert shapes == {"r": "triangle", "x": "invtriangle", "y": "box"}


def test_odd_atoms_are_drawn_as_writeq_writes_them() -> None:
    kb = KnowledgeBase()
    kb.load_string("""max_to_move('r<&>"x'). moves('r<&>"x', ['a\\\\b', 'Hello world']).
        min_to_move('a\\\\b'). min_to_move('Hello world').
        static_eval('a\\\\b', 1). static_eval('Hello world', 2).""")
    texts = re.findall(r"<text [^>]*>([^<]*)</text>", show(kb, 'r<&>"x').svg())
    assert {html.unescape(t) for t in texts} >= {"'r<&>\"x'", "'a\\\\b'", "'Hello world'"}


# --- the depth limit in the picture ----------------------------------------------------


def test_minimax_to_depth_2_draws_d_e_f_g_as_cut_off_leaves(cut_tree: Path) -> None:
    drawing = draw_search(load_kb(cut_tree).tree, "a", "minimax", depth=2)
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
    drawing = draw_search(load_kb(cut_tree).tree, "a", "alphabeta", depth=2)
    dot = Dot.parse(to_dot(drawing).source)
    assert dot.named("horizon") == {"d", "e", "f"}
    assert dot.named("pruned") == {"g"}  # o and p lie past the limit: not drawn
    assert set(dot.values()) == {"a", "b", "c", "d", "e", "f", "g"}
    assert dot.values()["c"] == "≤2"
    assert "✂ 2 < α=3" in dot.edge_label("c", "g")
    assert drawing.pruned == 1
    assert drawing.statistics == ("6 positions searched · 3 leaves evaluated · 1 cut-off · "
                                  "1 position pruned · 3 positions stopped at the depth limit")


# -- issue 14: the fuzz campaign's reproducers ---------------------------------------------

@pytest.mark.parametrize(("name", "reason"), [
    ("x\0.txt", "embedded null byte"),
    ("a" * 300 + ".dot", "File name too long"),
    ("missing/x.dot", "No such file or directory"),
])
def test_b10_a_file_name_the_system_refuses_is_a_render_error(
        tmp_path: Path, name: str, reason: str) -> None:
    with pytest.raises(RenderError, match=reason):
        render_search(course_kb("bratko.pl"), "a", "minimax", tmp_path / name)


# --- labels on their own edges, and the canvas ------------------------------------------


def test_each_label_sits_on_its_own_edge_near_its_position() -> None:
    """b's two successors were searched with different windows: each window is its own
    edge's head label, on a white ground that interrupts that edge's line."""
    dot = dot_of("bratko.pl", "a", "alphabeta")
    assert dot.edge_label("b", "d") == "[−∞, +∞]"
    assert dot.edge_label("b", "e") == "[−∞, 4]"
    for attributes in dot.edges.values():
        assert "label" not in attributes  # a mid-edge label floats between two edges
        if "headlabel" in attributes:
            assert 'bgcolor="white"' in attributes["headlabel"]


def test_canvas_direction_and_shape() -> None:
    drawing = draw_search(course_kb("bratko.pl").tree, "a", "alphabeta")
    assert "rankdir=TB" in to_dot(drawing).source
    source = to_dot(drawing, Canvas("LR", (1920, 1080))).source
    assert "rankdir=LR" in source and "ratio=0.562500" in source


def test_a_sized_picture_is_exactly_that_big() -> None:
    picture = show(course_kb("bratko.pl"), "a", "alphabeta", canvas=Canvas(size=(640, 900)))
    assert png_size(picture.png()) == (640, 900)
    assert picture.svg().count('<svg width="640px" height="900px"') == 1
