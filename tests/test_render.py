"""Pictures of the search: the DOT that Graphviz draws, read back as a graph and checked
against the course's drawings (values, principal variation, pruned branches, the tests
that cut), plus real PNG/SVG/HTML files, the terminal tree and the --max-nodes cap."""

from __future__ import annotations

import html
import math
import re
from dataclasses import dataclass
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import given

import logic_minimax as lm
from logic_minimax import KnowledgeBase, minimax
from logic_minimax.app.cli import cli
from logic_minimax.render.dot import to_dot
from logic_minimax.render.drawing import SearchDrawing, draw_search
from logic_minimax.render.pictures import render_search

from .conftest import FACTS, course_kb
from .test_properties import BOUNDS, SETTINGS, Tree, trees

ROOT = FACTS.parent
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


# --- reading DOT back ------------------------------------------------------------------

_STATEMENT = re.compile(r"^\s*(\w+)(?:\s*->\s*(\w+))?\s*\[(.*)\]\s*$")


def _attributes(text: str) -> dict[str, str]:
    """``key=value`` pairs; values bare, "quoted" or <HTML-like> (nested brackets)."""
    attributes: dict[str, str] = {}
    i = 0
    while i < len(text):
        match = re.compile(r"\s*(\w+)=").match(text, i)
        assert match, text[i:]
        key, i = match.group(1), match.end()
        if text[i] == '"':
            end = text.index('"', i + 1)
            value, i = text[i + 1:end], end + 1
        elif text[i] == "<":
            depth, start = 0, i
            while True:
                depth += {"<": 1, ">": -1}.get(text[i], 0)
                i += 1
                if depth == 0:
                    break
            value = text[start + 1:i - 1]
        else:
            end = re.compile(r"[\s\]]|$").search(text, i)
            assert end
            value, i = text[i:end.start()], end.start()
        attributes[key] = value
    return attributes


def _text(label: str) -> str:
    """An HTML-like label as the lines a reader sees, joined by ``|``."""
    return html.unescape(re.sub(r"<(?!br)[^>]*>", "", label).replace("<br/>", "|"))


@dataclass
class Dot:
    nodes: dict[str, dict[str, str]]
    edges: dict[tuple[str, str], dict[str, str]]

    @classmethod
    def parse(cls, source: str) -> Dot:
        nodes: dict[str, dict[str, str]] = {}
        edges: dict[tuple[str, str], dict[str, str]] = {}
        for line in source.splitlines():
            match = _STATEMENT.match(line)
            if not match or match.group(1) in ("graph", "node", "edge"):
                continue
            attributes = _attributes(match.group(3))
            if match.group(2):
                edges[match.group(1), match.group(2)] = attributes
            else:
                nodes[match.group(1)] = attributes
        return cls(nodes, edges)

    def name(self, node: str) -> str:
        """The position a node shows (the label line that is not the value)."""
        lines = _text(self.nodes[node]["label"]).split("|")
        return lines[1] if self.nodes[node]["shape"] == "invtriangle" and len(lines) > 1 \
            else lines[0]

    def value(self, node: str) -> str:
        lines = _text(self.nodes[node]["label"]).split("|")
        return "" if len(lines) == 1 else lines[0 if self.nodes[node]["shape"] ==
                                               "invtriangle" else 1]

    def classes(self, node: str) -> set[str]:
        return set(self.nodes[node]["class"].split())

    def named(self, status: str) -> set[str]:
        return {self.name(n) for n in self.nodes if status in self.classes(n)}

    def values(self) -> dict[str, str]:
        return {self.name(n): self.value(n) for n in self.nodes}

    def edges_with(self, cls: str) -> set[tuple[str, str]]:
        return {(self.name(a), self.name(b)) for (a, b), attrs in self.edges.items()
                if cls in attrs.get("class", "").split()}

    def edge_label(self, parent: str, child: str) -> str:
        [attrs] = [attrs for (a, b), attrs in self.edges.items()
                   if (self.name(a), self.name(b)) == (parent, child)]
        return _text(attrs.get("label", ""))

    def shapes(self) -> dict[str, str]:
        return {self.name(n): attrs["shape"] for n, attrs in self.nodes.items()}


def dot_of(file: str, root: str, algorithm: str, **options: object) -> Dot:
    drawing = draw_search(course_kb(file).tree, root, algorithm, **options)  # type: ignore[arg-type]
    return Dot.parse(to_dot(drawing).source)


# --- the course's trees ------------------------------------------------------------------

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


def test_a_cycle_below_a_cutoff_is_drawn_once_round() -> None:
    kb = KnowledgeBase()
    kb.load_string("""
        max_to_move(r). min_to_move(w). min_to_move(x). max_to_move(x1). max_to_move(x2).
        moves(r, [w, x]). moves(x, [x1, x2]). moves(x2, [x3]). moves(x3, [x2]).
        static_eval(w, 5). static_eval(x1, 1).
    """)
    drawing = draw_search(kb.tree, "r", "alphabeta")
    pruned = [node.pos for node in drawing.nodes if node.status == "pruned"]
    assert pruned == ["x2", "x3", "x2"]
    assert drawing.pruned == 3


def test_positions_without_a_side_are_boxes() -> None:
    # r has no side fact: its first successor's implies one (MIN in x: MAX in r), as
    # betterof reads it; y has neither a side nor successors to imply one.
    kb = KnowledgeBase()
    kb.load_string("moves(r, [x, y]). min_to_move(x). static_eval(x, 1). static_eval(y, 2).")
    shapes = Dot.parse(to_dot(draw_search(kb.tree, "r")).source).shapes()
    assert shapes == {"r": "triangle", "x": "invtriangle", "y": "box"}


def test_odd_atoms_are_drawn_as_writeq_writes_them() -> None:
    kb = KnowledgeBase()
    kb.load_string("""max_to_move('r<&>"x'). moves('r<&>"x', ['a\\\\b', 'Hello world']).
        min_to_move('a\\\\b'). min_to_move('Hello world').
        static_eval('a\\\\b', 1). static_eval('Hello world', 2).""")
    texts = re.findall(r"<text [^>]*>([^<]*)</text>", lm.show(kb, 'r<&>"x').svg())
    assert {html.unescape(t) for t in texts} >= {"'r<&>\"x'", "'a\\\\b'", "'Hello world'"}


# --- the --max-nodes cap -----------------------------------------------------------------

def test_max_nodes_collapses_deeper_levels_but_keeps_the_principal_variation() -> None:
    drawing = draw_search(course_kb("bratko.pl").tree, "a", "alphabeta", max_nodes=6)
    shown = [node.pos for node in drawing.nodes if node.status != "collapsed"]
    assert shown == ["a", "b", "d", "i", "c"]
    summaries = {node.parent: node.hidden for node in drawing.nodes
                 if node.status == "collapsed"}
    assert summaries == {"n_0_0": (1, 0), "n_0": (2, 1), "n_1": (3, 3)}
    assert drawing.hidden == 10
    message = drawing.message()
    assert message is not None and "15 positions" in message and "--max-nodes 6" in message
    assert draw_search(course_kb("bratko.pl").tree, "a", max_nodes=15).message() is None


def test_max_nodes_on_a_wide_root() -> None:
    kb = KnowledgeBase()
    kb.load_string("max_to_move(r). moves(r, [" + ", ".join(f"x{i}" for i in range(500))
                   + "]). " + " ".join(f"min_to_move(x{i}). static_eval(x{i}, {i % 7})."
                                       for i in range(500)))
    drawing = draw_search(kb.tree, "r", max_nodes=50)
    assert [node.pos for node in drawing.nodes if node.status == "searched"] == ["r", "x496"]
    assert drawing.nodes[-1].hidden == (499, 0)


# --- properties on random trees -----------------------------------------------------------

def _check_drawing(drawing: SearchDrawing, tree: Tree) -> None:
    searched = [n for n in drawing.nodes if n.status == "searched"]
    pruned = [n for n in drawing.nodes if n.status == "pruned"]
    assert len(searched) == drawing.result.nodes_visited
    assert len(pruned) == drawing.pruned
    assert [n.pos for n in searched if n.on_pv] == [tree.root, *drawing.result.path]
    assert sum(n.static for n in searched) == drawing.result.leaves_evaluated
    assert sum(n.cut is not None for n in pruned) == drawing.result.cutoffs
    assert len({n.id for n in drawing.nodes}) == len(drawing.nodes)


@SETTINGS
@given(trees(), BOUNDS, BOUNDS)
def test_values_marked_exact_or_bound_are_right(tree: Tree, alpha: float, beta: float) -> None:
    """Every value drawn is the position's minimax value, or a bound on the side marked."""
    t = tree.dict_tree()
    drawing = draw_search(t, tree.root, "alphabeta", alpha, beta)
    _check_drawing(drawing, tree)
    for node in drawing.nodes:
        if node.status != "searched" or node.value is None:
            continue
        true = minimax(t, node.pos).value
        if node.bound == "exact":
            assert true == node.value, node
        elif node.bound == "upper":
            assert true <= node.value, node
        elif node.bound == "lower":
            assert true >= node.value, node
        else:
            assert alpha > beta


@SETTINGS
@given(trees())
def test_minimax_pictures_are_exact_and_complete(tree: Tree) -> None:
    drawing = draw_search(tree.dict_tree(), tree.root)
    _check_drawing(drawing, tree)
    assert all(n.bound == "exact" and n.window is None for n in drawing.nodes)


@SETTINGS
@given(trees(), BOUNDS)
def test_the_cap_hides_nothing_it_does_not_count(tree: Tree, cap: float) -> None:
    max_nodes = 1 + int(abs(cap) if math.isfinite(cap) else 3)
    drawing = draw_search(tree.dict_tree(), tree.root, "alphabeta", max_nodes=max_nodes)
    full = draw_search(tree.dict_tree(), tree.root, "alphabeta")
    drawn = sum(1 for n in drawing.nodes if n.status != "collapsed")
    assert drawn + drawing.hidden == len(full.nodes)
    assert drawing.hidden == sum(sum(n.hidden) for n in drawing.nodes)
    principal = [n.pos for n in full.nodes if n.on_pv]
    assert [n.pos for n in drawing.nodes if n.on_pv] == principal[:max_nodes]


# --- files and the command line -----------------------------------------------------------

def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, list(args))
    assert result.exception is None or isinstance(result.exception, SystemExit), \
        result.exception
    return result.exit_code, result.stdout, result.stderr


def test_show_renders_a_real_png(tmp_path: Path) -> None:
    out = tmp_path / "aima.png"
    code, stdout, _ = run("show", str(FACTS / "aima_3ply.pl"), "--root", "a",
                          "--algorithm", "alphabeta", "-o", str(out))
    assert (code, stdout) == (0, f"wrote {out}\n")
    data = out.read_bytes()
    assert data.startswith(PNG_SIGNATURE)
    assert len(data) > 10_000
    width, height = int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
    assert width > 400 and height > 200


def test_show_writes_svg_dot_html_and_text(tmp_path: Path) -> None:
    bratko = str(FACTS / "bratko.pl")
    for suffix in ("svg", "dot", "html", "txt"):
        assert run("show", bratko, "--algorithm", "alphabeta", "-o",
                   str(tmp_path / f"b.{suffix}"))[0] == 0
    svg = (tmp_path / "b.svg").read_text()
    assert svg.count('class="node min pruned"') == 3  # l, o, p
    assert Dot.parse((tmp_path / "b.dot").read_text()).named("pruned") == {"l", "g", "o", "p"}
    page = (tmp_path / "b.html").read_text()
    assert page.startswith("<!DOCTYPE html>") and "<svg" in page and "<?xml" not in page
    assert "<th>leaves evaluated</th><td>5</td>" in page
    assert "▲ f  2  [4, +∞]" in (tmp_path / "b.txt").read_text()


def test_show_in_the_terminal() -> None:
    code, out, err = run("show", str(FACTS / "aima_3ply.pl"), "--algorithm", "alphabeta")
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert lines[0] == "alphabeta(a, −∞, +∞): best move b, value 3, path [b, b1]"
    assert "├── ▼ b  3  [−∞, +∞]  ★ best move" in lines
    assert "│   ├── ▲ b1  3  ★" in lines
    assert "├── ▼ c  ≤2  [3, +∞]" in lines
    assert "│   ├── ▲ c2  pruned  ✂ 2 < α=3" in lines
    assert "│   └── ▲ c3  pruned" in lines


def test_show_prints_dot_or_svg_on_stdout() -> None:
    code, out, _ = run("show", str(FACTS / "aima_3ply.pl"), "--format", "dot")
    assert code == 0 and Dot.parse(out).named("searched") >= {"a", "b", "c", "d"}
    code, out, _ = run("show", str(FACTS / "aima_3ply.pl"), "--format", "svg")
    assert code == 0 and "</svg>" in out


def test_show_cap_message_on_stderr() -> None:
    code, out, err = run("show", str(FACTS / "bratko.pl"), "--max-nodes", "3")
    assert code == 0 and "… " in out
    assert err.startswith("note: the search tree has 15 positions, more than --max-nodes 3")


@pytest.mark.parametrize(("args", "message"), [
    (("-o", "x.jpg"), "cannot tell the picture format of 'x.jpg'"),
    (("--format", "png"), "a PNG picture needs a file"),
    (("--root", "zz"), "unknown position 'zz'"),
    (("--max-nodes", "0"), "0 is not in the range x>=1"),
])
def test_show_bad_requests(args: tuple[str, ...], message: str) -> None:
    code, _, err = run("show", str(FACTS / "bratko.pl"), *args)
    assert code == 2 and message in err


def test_python_api_picture_renders_inline(tmp_path: Path) -> None:
    kb = course_kb("bratko.pl")
    picture = lm.show(kb, "a", "alphabeta")
    assert picture._repr_svg_().lstrip().startswith("<?xml")
    assert picture.drawing.result.best == "b"
    path = render_search(kb, "a", "minimax", tmp_path / "a.png")
    assert path == tmp_path / "a.png" and path.read_bytes().startswith(PNG_SIGNATURE)


def test_readme_picture_is_what_its_command_draws(tmp_path: Path) -> None:
    readme = (ROOT / "README.md").read_text()
    section = readme[readme.index("## Pictures of the search"):]
    image = re.search(r"!\[[^\]]*\]\((docs/[^)]+)\)", section)
    command = re.search(r"^logic-minimax (show .*)$", section, re.MULTILINE)
    assert image and command
    args = command.group(1).split()
    args[args.index("-o") + 1] = str(tmp_path / Path(image.group(1)).name)
    assert run(*args)[0] == 0
    committed = (ROOT / image.group(1)).read_text()
    fresh = (tmp_path / Path(image.group(1)).name).read_text()
    shapes = re.compile(r'<g id="(?:node|edge)\d+" class="([^"]+)">\n<title>([^<]+)</title>')
    assert shapes.findall(committed) == shapes.findall(fresh)
    assert shapes.findall(committed)  # the picture has its nodes and edges


def test_readme_terminal_picture_is_true() -> None:
    readme = (ROOT / "README.md").read_text()
    section = readme[readme.index("## Pictures of the search"):]
    block = re.search(r"```text\n\$ logic-minimax (show [^\n]*)\n(.*?)```", section, re.DOTALL)
    assert block
    args = [str(ROOT / a) if a.startswith("facts/") else a for a in block.group(1).split()]
    assert run(*args) == (0, block.group(2), "")
