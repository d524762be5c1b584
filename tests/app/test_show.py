"""``logic-minimax show``: the picture of a search in the terminal and as files, sized for a
projector, laid out left to right, folded below a depth, for every search of the
registry, from any ground term as root."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.helpers.cli import run
from tests.helpers.paths import FACTS
from tests.helpers.pictures import PNG_SIGNATURE, Dot, png_size, svg_nodes

BRATKO = str(FACTS / "bratko.pl")



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
    (("--root", "zz"), "unknown position zz"),
    (("--max-nodes", "0"), "0 is not in the range x>=1"),
])
def test_show_bad_requests(args: tuple[str, ...], message: str) -> None:
    code, _, err = run("show", str(FACTS / "bratko.pl"), *args)
    assert code == 2 and message in err


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
    (("--depth", "2"), "position d is cut off at the depth limit 2 but has no static_eval"),
    (("--depth", "-1"), "-1 is not in the range x>=0"),
])
def test_show_depth_errors(args: tuple[str, ...], message: str) -> None:
    code, _, err = run("show", str(BRATKO), *args)
    assert code == 2 and message in err


def test_an_unwritable_picture_is_an_error_not_a_traceback(tmp_path: Path) -> None:
    code, _, err = run("show", str(BRATKO), "-o", str(tmp_path / "no" / "x.svg"))
    assert code == 2 and "cannot write" in err and "No such file or directory" in err



# --- a projector's picture -----------------------------------------------------------


@pytest.mark.parametrize("direction", ["TB", "LR"])
def test_size_fills_the_box_exactly(direction: str, tmp_path: Path) -> None:
    """The course tree drawn natively at about 1000x600 fills 1920x1080: PNG pixels and the
    SVG's own size; the drawing inside is scaled up, not cropped (every node is there)."""
    png, svg = tmp_path / "a.png", tmp_path / "a.svg"
    for out in (png, svg):
        assert run("show", BRATKO, "--algorithm", "alphabeta", "--size", "1920x1080",
                   "--direction", direction, "-o", str(out))[0] == 0
    assert png_size(png.read_bytes()) == (1920, 1080)
    text = svg.read_text()
    assert '<svg width="1920px" height="1080px"' in text
    assert svg_nodes(text)["searched"] == set("abcdefhijmn")


def test_natural_size_and_left_to_right(tmp_path: Path) -> None:
    out = tmp_path / "a.png"
    assert run("show", BRATKO, "-o", str(out))[0] == 0
    width, height = png_size(out.read_bytes())
    assert width < 1400 and height < 800  # what --size 1920x1080 scales up
    dot_file = tmp_path / "a.dot"
    assert run("show", BRATKO, "--direction", "lr", "-o", str(dot_file))[0] == 0
    assert "rankdir=LR" in dot_file.read_text()


def test_fold_keeps_the_first_levels_and_counts_the_rest() -> None:
    code, out, err = run("show", BRATKO, "--algorithm", "alphabeta", "--fold", "1")
    assert (code, err) == (0, "")  # folding as asked is no note
    lines = out.splitlines()
    assert "├── ▼ b  4  [−∞, +∞]  ★ best move" in lines
    # below b: d, h, i, e, j searched and l pruned
    assert "│   └── … 6 more positions (5 searched, 1 never searched) not drawn" in lines
    # below c: f, m, n searched; g pruned (the cut-off shown), o and p below it
    assert "    └── … 6 more positions (3 searched, 3 never searched) not drawn  ✂ 2 < α=4" \
        in lines


@pytest.mark.parametrize(("args", "message"), [
    (("--size", "1920"), "'1920' is not a size: write WIDTHxHEIGHT in pixels"),
    (("--size", "0x10", "-o", "a.png"), "width and height must be 1 to 20,000 pixels"),
    (("--size", "800x600"), "--size and --direction shape an SVG, PNG or HTML picture"),
    (("--direction", "LR", "-o", "a.txt"), "--size and --direction shape an SVG, PNG"),
    (("--direction", "up"), "'up' is not one of 'tb', 'lr'"),
    (("--fold", "-1"), "-1 is not in the range x>=0"),
])
def test_picture_option_errors(args: tuple[str, ...], message: str) -> None:
    code, _, err = run("show", BRATKO, *args)
    assert code == 2 and message in err, err


# --- every search of the registry, any root ------------------------------------------


def test_the_standard_search_drawn_in_its_order() -> None:
    """The seeds' alpha-beta searches the later sibling first (the tie rule) and cuts at
    alpha >= beta: f's second leaf n is pruned once m = 2 >= beta = 1."""
    code, out, _ = run("show", BRATKO, "--algorithm", "standard_alphabeta")
    lines = out.splitlines()
    assert code == 0
    assert lines[0] == "standard_alphabeta(a, −∞, +∞): best move b, value 4, path [b, d, i]"
    assert lines[1] == "14 positions searched · 7 leaves evaluated · 1 cut-off · " \
        "1 position pruned"
    assert "├── ▼ c  1  [−∞, +∞]" in lines  # searched before b
    assert "│       └── ▼ n  pruned  ✂ 2 >= β=1" in lines
    assert lines[-1].endswith("✂ alpha ≥ beta  pruned: never searched")


def test_expectiminimax_shows_chance_and_odds(tmp_path: Path) -> None:
    code, out, _ = run("show", str(FACTS / "expecti.pl"), "--algorithm", "expectiminimax")
    lines = out.splitlines()
    assert code == 0
    assert lines[0] == "expectiminimax(a): best move c1, value 4.0, path [c1, m1, l1]"
    assert "├── ● c1  4.0  ★ best move" in lines
    assert "│   ├── ▼ m1  2  p = 0.5  ★" in lines
    assert "│   └── ▼ m4  4  p = 0.25" in lines
    dot_file = tmp_path / "e.dot"
    assert run("show", str(FACTS / "expecti.pl"), "--algorithm", "expectiminimax", "-o",
               str(dot_file))[0] == 0
    dot = Dot.parse(dot_file.read_text())
    assert dot.edge_label("c2", "m3") == "p = 0.75"
    assert dot.shapes()["c2"] == "circle"


def test_a_rule_games_term_as_root(tmp_path: Path) -> None:
    """Bones as rules: the root is read as a Prolog term (the engine's reader)."""
    bones = str(FACTS / "bones_rules.pl")
    code, out, _ = run("show", bones, "--root", "s(5, max)", "--algorithm", "alphabeta")
    assert code == 0
    assert out.splitlines()[0] == ("alphabeta(s(5, max), −∞, +∞): best move s(4, min), "
                                   "value 1, path [s(4, min), s(3, max), s(0, min)]")
    code, out, _ = run("solve", bones, "--root", "s(5,max)", "--json", "--no-cache")
    answer = json.loads(out)
    assert (code, answer["root"], answer["best"], answer["path"]) == \
        (0, "s(5, max)", "s(4, min)", ["s(4, min)", "s(3, max)", "s(0, min)"])
    code, out, _ = run("solve", str(FACTS / "tictactoe_rules.pl"), "--root",
                       "[x,x,e, o,o,e, e,e,e]", "--algorithm", "alphabeta", "--no-cache")
    assert code == 0 and "best move: [x, x, x, o, o, e, e, e, e]" in out


@pytest.mark.parametrize(("root", "message"), [
    ("s(5,", "<root>:1:6: unexpected end of clause\n    s(5,\n         ^"),
    ("s(X, max)", "a position is a ground term, and s(X, max) holds the variable X"),
    ("f(a)", "unknown position f(a): no fact mentions it"),
    ("zz", "unknown position zz: no fact mentions it"),
])
def test_bad_roots(root: str, message: str) -> None:
    code, _, err = run("solve", BRATKO, "--root", root, "--no-cache")
    assert code == 2 and message in err, err


def test_a_root_is_read_as_prolog_reads_it(tmp_path: Path) -> None:
    """Generated tic-tac-toe facts name boards as quoted atoms ('x...o....'); 3 and '3'
    are two positions."""
    facts = tmp_path / "t.pl"
    facts.write_text("moves('x...o....', [a]). min_to_move(a). static_eval(a, 1).\n"
                     "moves('3', [b]). moves(3, [c]). min_to_move(b). min_to_move(c).\n"
                     "static_eval(b, 2). static_eval(c, 3).\n")
    assert run("solve", str(facts), "--root", "'x...o....'", "--no-cache")[1].startswith(
        "root: 'x...o....'\nbest move: a")
    assert "best move: c" in run("solve", str(facts), "--root", "3", "--no-cache")[1]
    assert "best move: b" in run("solve", str(facts), "--root", "'3'", "--no-cache")[1]
