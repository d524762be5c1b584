"""Reading pictures back: the DOT that Graphviz draws as a graph of named nodes and
edges, the SVG's nodes by class, and the invariants every drawing keeps."""

from __future__ import annotations

import html
import re
from dataclasses import dataclass

from logic_minimax.render.dot import to_dot
from logic_minimax.render.drawing import SearchDrawing
from logic_minimax.render.layout import draw_search

from .kb import course_kb
from .strategies import Tree

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def png_size(data: bytes) -> tuple[int, int]:
    """A PNG's width and height in pixels (its IHDR chunk)."""
    assert data.startswith(PNG_SIGNATURE)
    return int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")

_STATEMENT = re.compile(r"^\s*(\w+)(?:\s*->\s*(\w+))?\s*\[(.*)\]\s*$")
_KEY = re.compile(r"\s*(\w+)=")
_BARE_END = re.compile(r"[\s\]]|$")


def _attributes(text: str) -> dict[str, str]:
    """``key=value`` pairs; values bare, "quoted" or <HTML-like> (nested brackets)."""
    attributes: dict[str, str] = {}
    i = 0
    while i < len(text):
        match = _KEY.match(text, i)
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
            bare_end = _BARE_END.search(text, i)
            assert bare_end
            value, i = text[i:bare_end.start()], bare_end.start()
        attributes[key] = value
    return attributes


def _text(label: str) -> str:
    """An HTML-like label as the lines a reader sees (lines or table rows), joined by
    ``|``."""
    lines = label.replace("</tr><tr>", "<br/>")
    return html.unescape(re.sub(r"<(?!br)[^>]*>", "", lines).replace("<br/>", "|"))


@dataclass
class Dot:
    """A DOT graph read back: attributes by node id and by (parent, child) edge."""

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
        return _text(attrs.get("headlabel", ""))

    def shapes(self) -> dict[str, str]:
        return {self.name(n): attrs["shape"] for n, attrs in self.nodes.items()}


def dot_of(file: str, root: str, algorithm: str, **options: object) -> Dot:
    """The DOT of ``algorithm`` from ``root`` on the course file ``facts/<file>``."""
    drawing = draw_search(course_kb(file).tree, root, algorithm, **options)  # type: ignore[arg-type]
    return Dot.parse(to_dot(drawing).source)


def svg_nodes(svg: str) -> dict[str, set[str]]:
    """Position names of the SVG's nodes (their tooltips' first item), by class
    (``pruned``, ``pv``, ...)."""
    found: dict[str, set[str]] = {}
    for classes, name in re.findall(r'<g id="node\d+" class="node ([^"]+)">.*?'
                                    r'xlink:title="([^",]+)', svg, re.DOTALL):
        for cls in classes.split():
            found.setdefault(cls, set()).add(name)
    return found


def check_drawing(drawing: SearchDrawing, tree: Tree) -> None:
    """What every drawing keeps: one node per position searched or pruned, the principal
    variation marked, leaves and cut-offs counted as the search counted them."""
    searched = [n for n in drawing.nodes if n.status == "searched"]
    pruned = [n for n in drawing.nodes if n.status == "pruned"]
    ids = {n.id: n for n in drawing.nodes}
    assert len(searched) == drawing.result.nodes_visited
    assert len(pruned) == drawing.unsearched
    # pruned: the successors of searched positions never searched (goodenough's lists)
    assert sum(ids[n.parent].status == "searched" for n in pruned  # type: ignore[index]
               ) == drawing.pruned == drawing.result.pruned
    assert [n.pos for n in searched if n.on_pv] == [tree.root, *drawing.result.path]
    assert sum(n.static for n in searched) == drawing.result.leaves_evaluated
    assert sum(n.cut is not None for n in pruned) == drawing.result.cutoffs
    assert len({n.id for n in drawing.nodes}) == len(drawing.nodes)
