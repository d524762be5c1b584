"""A search drawn by Graphviz, as the course draws it: DOT, SVG, PNG and an HTML page.

MAX positions are upward triangles, MIN positions inverted ones, chance positions circles
(a position with no side is a box), each with its name and value; the principal variation
is red and thick, the root's move labelled; for alpha-beta the windows label the edges
into the positions searched with them, pruned subtrees are grey and dashed, and the edge
to the first successor a cut-off pruned names the test that fired. Each edge's label sits
on the edge itself, near the position it leads to, on a white ground that interrupts the
line: two edges leaving one position never share a label. A position the depth limit
stopped at (valued by ``static_eval`` though it has moves) has a dashed blue outline, a
value from the transposition table a double outline. Nodes and edges carry SVG classes
(``max``/``min``/``chance``, ``searched``/``pruned``/``collapsed``, ``pv``, ``bound``,
``cut``, ``horizon``, ``reused``).

A :class:`Canvas` lays the tree out top to bottom or left to right and scales it to fill
a box of pixels (a projector's 1920x1080): the layout is stretched to the box's shape (the
nodes and text keep theirs), then scaled whole.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal, TypeAlias

import graphviz

from ..errors import RenderError
from .drawing import Node, SearchDrawing, show_number, show_position
from .text import text_of

__all__ = ["FORMATS", "NATURAL", "Canvas", "Direction", "Format", "Picture", "format_of", "to_dot"]

Format: TypeAlias = Literal["svg", "png", "dot", "html", "text"]
FORMATS: dict[str, Format] = {".svg": "svg", ".png": "png", ".dot": "dot", ".gv": "dot",
                              ".html": "html", ".htm": "html", ".txt": "text"}
"""File suffixes and the format each one means."""

PV_COLOR = "#c0392b"
PRUNED_COLOR = "#9a9a9a"
CUT_COLOR = "#7d3c98"
WINDOW_COLOR = "#555555"
HORIZON_COLOR = "#2471a3"
FONT = "DejaVu Sans"
Direction: TypeAlias = Literal["TB", "LR"]


@dataclass(frozen=True)
class Canvas:
    """How the tree is laid out and how big the picture is."""

    direction: Direction = "TB"
    """``TB``: the root at the top; ``LR``: the root at the left, for wide trees."""
    size: tuple[int, int] | None = None
    """(width, height) in pixels to fill, the tree scaled whole (``None``: natural size)."""

    def graph_attributes(self) -> dict[str, str]:
        attributes: dict[str, str] = {"rankdir": self.direction}
        if self.direction == "LR":  # labels lie along the edges: give them room
            attributes["ranksep"] = "1.8"
        if self.size is not None:  # spread the layout towards the box's shape
            width, height = self.size
            attributes["ratio"] = f"{height / width:.6f}"
        return attributes


NATURAL = Canvas()
"""Top to bottom, at Graphviz's own size."""


_SHAPES = {"max": "triangle", "min": "invtriangle", "chance": "circle"}
"""Who moves in a position gives its shape; any other position is a box."""


def _escape(text: str) -> str:
    """Text for an HTML-like label, where dot still halves a doubled backslash."""
    return html.escape(text, quote=False).replace("\\", "\\\\")


def _label(node: Node) -> str:
    """HTML-like label: name and value, the value on the wide side of the triangle."""
    if node.status == "collapsed":
        searched, unsearched = node.hidden
        detail = ", ".join([f"{searched} searched"] * bool(searched)
                           + [f"{unsearched} never searched"] * bool(unsearched))
        return (f"<…<br/>{searched + unsearched} more<br/>"
                f"<font point-size=\"8\">{detail}</font>>")
    name = _escape(show_position(node.pos))
    if not node.value_text:
        return f"<{name}>"
    value = f"<b>{_escape(node.value_text)}</b>"
    lines = [value, name] if node.side == "min" else [name, value]
    return "<" + "<br/>".join(lines) + ">"


def _tooltip(node: Node) -> str:
    if node.status == "collapsed":
        return f"not drawn (--max-nodes or --fold): {node.hidden_text}"
    side = {"max": "MAX to move", "min": "MIN to move", "chance": "chance moves",
            None: "no side"}[node.side]
    parts = [show_position(node.pos), side]
    if node.status == "pruned":
        parts.append("pruned: never searched")
    elif node.reused:
        parts.append(f"value {node.value_text} from the transposition table (its subtree is "
                     "not searched again)")
    elif node.horizon:
        parts.append(f"static value {node.value_text} at the depth limit (its moves are "
                     "not searched)")
    elif node.static:
        parts.append(f"static value {node.value_text}")
    else:
        parts.append(f"value {node.value_text}" + _BOUND_NOTES[node.bound])
    if node.window is not None:
        parts.append(f"searched with α={show_number(node.window[0])}, "
                     f"β={show_number(node.window[1])}")
    return ", ".join(parts)


_BOUND_NOTES = {
    "exact": "",
    "upper": " (a bound: the value is at most this)",
    "lower": " (a bound: the value is at least this)",
    "either": " (a bound, on a side the reversed window hides)",
}


def _node_attributes(node: Node) -> dict[str, str]:
    classes: list[str] = [node.side or "none", node.status]
    attributes = {"label": _label(node), "tooltip": _tooltip(node)}
    if node.status == "collapsed":
        attributes.update(shape="box", style="dashed,rounded", color=PRUNED_COLOR,
                          fontcolor=PRUNED_COLOR, fontsize="9")
    else:
        attributes["shape"] = _SHAPES.get(node.side or "", "box")
        if attributes["shape"] == "box":
            attributes.update(width="0.6", height="0.45")
    if node.status == "pruned":
        attributes.update(style="dashed", color=PRUNED_COLOR, fontcolor=PRUNED_COLOR)
    if node.horizon:
        attributes.update(style="dashed", color=HORIZON_COLOR, penwidth="2")
        classes.append("horizon")
    if node.reused:
        attributes["peripheries"] = "2"
        classes.append("reused")
    if node.on_pv:
        attributes.update(color=PV_COLOR, penwidth="2.5")
        classes.append("pv")
    if node.bound != "exact":
        classes.append("bound")
    if node.static:
        classes.append("leaf")
    attributes["class"] = " ".join(classes)
    return attributes


def _edge_attributes(child: Node) -> dict[str, str]:
    classes: list[str] = []
    attributes: dict[str, str] = {}
    lines: list[str] = []
    if child.probability is not None:
        lines.append(f"p = {_escape(show_number(child.probability))}")
    if child.best_move:
        lines.append(f'<font color="{PV_COLOR}"><b>best move</b></font>')
        classes.append("best")
    if child.window is not None and not child.static:
        alpha, beta = (show_number(v) for v in child.window)
        lines.append(f'<font color="{WINDOW_COLOR}">[{alpha}, {beta}]</font>')
    if child.cut is not None:
        lines.append(f'<font color="{CUT_COLOR}">✂ {_escape(str(child.cut))}</font>')
        classes.append("cut")
    if child.on_pv:
        attributes.update(color=PV_COLOR, penwidth="3")
        classes.append("pv")
    elif child.status != "searched":
        attributes.update(style="dashed" if child.status == "pruned" else "dotted",
                          color=PRUNED_COLOR)
        classes.append(child.status)
    if lines:  # on the edge itself, near its child: a white ground interrupts the line
        rows = "".join(f"<tr><td>{line}</td></tr>" for line in lines)
        attributes["headlabel"] = (f'<<table border="0" cellborder="0" cellspacing="0" '
                                   f'cellpadding="1" bgcolor="white">{rows}</table>>')
    if classes:
        attributes["class"] = " ".join(classes)
    return attributes


def _legend(drawing: SearchDrawing) -> str:
    items = ["▲ MAX to move", "▼ MIN to move"]
    if drawing.has_chance:
        items.append("● chance (p = an outcome's probability)")
    if drawing.has_sideless:
        items.append("■ no side")
    items.append(f'<font color="{PV_COLOR}">━ principal variation</font>')
    if drawing.has_reused:
        items.append("◎ value from the transposition table")
    if drawing.window:
        items += [f'<font color="{PRUNED_COLOR}">╌ pruned: never searched</font>',
                  f'<font color="{WINDOW_COLOR}">[α, β] window searched with</font>',
                  "≤v / ≥v: a bound, not exact",
                  f'<font color="{CUT_COLOR}">✂ {_escape(drawing.cut_test)}</font>']
    if drawing.depth is not None:
        items.append(f'<font color="{HORIZON_COLOR}">╌ depth limit {drawing.depth}: '
                     f'static value, moves not searched</font>')
    if drawing.hidden:
        items.append(f'<font color="{PRUNED_COLOR}">… positions not drawn</font>')
    cells = "".join(f"<td>{item}</td>" for item in items)
    return f'<table border="0" cellspacing="4"><tr>{cells}</tr></table>'


def to_dot(drawing: SearchDrawing, canvas: Canvas = NATURAL) -> graphviz.Digraph:
    """The drawing as a Graphviz graph laid out on ``canvas``: node names are the drawing's
    ids (``n_0_1``)."""
    title = (f'<table border="0" cellspacing="2">'
             f'<tr><td><b>{_escape(drawing.title)}</b></td></tr>'
             f'<tr><td><font point-size="10">{_escape(drawing.statistics)}</font></td></tr>'
             f'<tr><td><font point-size="9">{_legend(drawing)}</font></td></tr></table>')
    graph = graphviz.Digraph("search", graph_attr={
        "label": f"<{title}>", "labelloc": "t", "fontname": FONT, "fontsize": "12",
        "nodesep": "0.3", "ranksep": "0.7", "ordering": "out", **canvas.graph_attributes(),
    }, node_attr={
        "fontname": FONT, "fontsize": "11", "width": "0.9", "height": "0.75",
        "penwidth": "1.2", "margin": "0.02",
    }, edge_attr={
        "fontname": FONT, "fontsize": "9", "arrowhead": "none", "labelangle": "0",
        "labeldistance": "3.2",
    })
    if canvas.direction == "LR":  # a label's centre half its width from the child
        graph.edge_attr["labeldistance"] = "6.5"
    for node in drawing.nodes:
        graph.node(node.id, **_node_attributes(node))
        if node.parent is not None:
            graph.edge(node.parent, node.id, **_edge_attributes(node))
    return graph


@dataclass(frozen=True)
class Picture:
    """A drawn search: shows itself inline in Jupyter and saves as SVG, PNG, DOT or HTML."""

    drawing: SearchDrawing
    source: str
    """The DOT text."""
    canvas: Canvas = NATURAL

    @classmethod
    def of(cls, drawing: SearchDrawing, canvas: Canvas = NATURAL) -> Picture:
        return cls(drawing, to_dot(drawing, canvas).source, canvas)

    def _pipe(self, fmt: str, extra: str = "") -> bytes:
        """Graphviz's output in ``fmt``; ``extra`` is a statement added to the graph."""
        source = self.source.replace("{", "{\n\t" + extra, 1) if extra else self.source
        try:
            data: bytes = graphviz.pipe("dot", fmt, source.encode("utf-8"))
        except graphviz.ExecutableNotFound:
            raise RenderError("Graphviz's dot program is not installed (Debian: apt-get "
                              "install graphviz)") from None
        except graphviz.CalledProcessError as error:
            raise RenderError(f"Graphviz's dot failed: {_stderr(error)}") from None
        return data

    def svg(self) -> str:
        """The SVG; with a size, exactly that many pixels (the drawing scaled to fit and
        centred, by its view box)."""
        svg = self._pipe("svg").decode("utf-8")
        if self.canvas.size is None:
            return svg
        width, height = self.canvas.size
        return _SVG_SIZE.sub(f'<svg width="{width}px" height="{height}px"', svg, count=1)

    def png(self) -> bytes:
        """The PNG; with a size, exactly that many pixels: the drawing's natural size (from
        a first layout) gives the zoom that fits it, and Graphviz's viewport centres it."""
        if self.canvas.size is None:
            return self._pipe("png")
        match = _VIEW_BOX.search(self._pipe("svg").decode("utf-8"))
        assert match is not None  # Graphviz writes one
        natural_width, natural_height = float(match.group(1)), float(match.group(2))
        width, height = self.canvas.size
        zoom = min(width / natural_width, height / natural_height)
        # at 72 dpi a point is a pixel
        return self._pipe("png", f'graph [dpi=72 viewport="{width},{height},{zoom:.6f}"]')

    def _repr_svg_(self) -> str:
        return self.svg()

    def save(self, path: str | Path, fmt: Format | None = None) -> Path:
        """Write the picture as ``fmt`` (default: from the suffix); returns the path.

        Raises:
            RenderError: an unknown suffix, Graphviz cannot draw, or the file cannot be
                written.
        """
        path = Path(path)
        fmt = fmt or format_of(path)
        if fmt == "png":
            data = self.png()
        else:
            text = text_of(self.drawing) if fmt == "text" else self.svg() if fmt == "svg" \
                else self.html() if fmt == "html" else self.source
            data = text.encode("utf-8")
        try:
            path.write_bytes(data)
        except (OSError, ValueError) as error:  # ValueError: a null byte in the name
            reason = getattr(error, "strerror", None) or error
            raise RenderError(f"cannot write {str(path)!r}: {reason}") from None
        return path

    def html(self) -> str:
        """A self-contained page: the statistics and the SVG inline."""
        drawing, result = self.drawing, self.drawing.result
        rows = [("algorithm", drawing.algorithm), ("root", show_position(drawing.root))]
        if drawing.window:
            rows.append(("window", f"[{show_number(drawing.alpha)}, "
                                   f"{show_number(drawing.beta)}]"))
        if drawing.depth is not None:
            rows.append(("depth limit", str(drawing.depth)))
        rows += [
            ("best move", "none (a leaf)" if result.best is None
             else show_position(result.best)),
            ("value", show_number(result.value)),
            ("principal variation", "[" + ", ".join(map(show_position, result.path)) + "]"),
            *result.statistics(),
        ]
        table = "\n".join(f"<tr><th>{_escape(k)}</th><td>{_escape(v)}</td></tr>"
                          for k, v in rows)
        svg = self.svg()
        note = drawing.message()
        return _PAGE.format(
            title=_escape(drawing.title), table=table,
            note=f'<p class="note">{_escape(note[:1].upper() + note[1:])}</p>' if note else "",
            svg=svg[svg.index("<svg"):])


def format_of(path: str | Path) -> Format:
    """The format a file name asks for, from its suffix.

    Raises:
        RenderError: a suffix we do not write.
    """
    suffix = Path(path).suffix.lower()
    if suffix not in FORMATS:
        raise RenderError(f"cannot tell the picture format of {str(path)!r}: name the file "
                          f"with one of {', '.join(FORMATS)}")
    return FORMATS[suffix]


_SVG_SIZE = re.compile(r'<svg width="[^"]*" height="[^"]*"')
_VIEW_BOX = re.compile(r'viewBox="[-\d.]+ [-\d.]+ ([\d.]+) ([\d.]+)"')


def _stderr(error: Any) -> str:
    stderr = getattr(error, "stderr", b"") or b""
    text = stderr.decode("utf-8", "replace") if isinstance(stderr, bytes) else str(stderr)
    return text.strip() or str(error)


_PAGE = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>{title}</title>
<style>
body {{ font-family: "DejaVu Sans", sans-serif; margin: 2em; color: #222; }}
table {{ border-collapse: collapse; margin-bottom: 1.5em; }}
th, td {{ text-align: left; padding: 0.2em 1em 0.2em 0; border-bottom: 1px solid #ddd; }}
th {{ font-weight: normal; color: #555; }}
.note {{ color: #7d3c98; }}
svg {{ max-width: 100%; height: auto; }}
</style>
</head>
<body>
<h1>{title}</h1>
<table>
{table}
</table>
{note}
{svg}
</body>
</html>
"""
