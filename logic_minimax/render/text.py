"""A search drawn in the terminal with rich: the same picture as the Graphviz one, as a tree
of lines with colour and markers (▲ MAX, ▼ MIN, ★ the principal variation, ✂ a cut-off,
``≤``/``≥`` bounds, ``[α, β]`` windows, "pruned", ⊣ the depth limit, ● chance with
``p = ...`` on each outcome, ◎ a value from the transposition table), readable without
colour too.
"""

from __future__ import annotations

import io

from rich.console import Console
from rich.text import Text
from rich.tree import Tree

from .drawing import Node, SearchDrawing, show_number, show_position

__all__ = ["print_search", "text_of", "text_tree"]

_GLYPHS = {"max": "▲", "min": "▼", "chance": "●"}
_PV = "bold red"
_PRUNED = "bright_black"
_CUT = "magenta"
_WINDOW = "cyan"
_HORIZON = "blue"


def _line(node: Node) -> Text:
    if node.status == "collapsed":
        text = Text(f"… {node.hidden_text} not drawn", style=_PRUNED)
        if node.cut is not None:
            text.append(f"  ✂ {node.cut}", style=_CUT)
        return text
    glyph = _GLYPHS.get(node.side or "", "■")
    name = show_position(node.pos)
    if node.status == "pruned":
        text = Text(f"{glyph} {name}  pruned", style=_PRUNED)
        if node.cut is not None:
            text.append(f"  ✂ {node.cut}", style=_CUT)
        return text
    text = Text(f"{glyph} {name}  ", style=_PV if node.on_pv else "")
    text.append(node.value_text, style="bold")
    if node.probability is not None:
        text.append(f"  p = {show_number(node.probability)}", style="dim")
    if node.horizon:
        text.append("  ⊣ depth limit", style=_HORIZON)
    if node.reused:
        text.append("  ◎ from the table", style="dim")
    if node.window is not None:
        alpha, beta = (show_number(v) for v in node.window)
        text.append(f"  [{alpha}, {beta}]", style=_WINDOW)
    if node.best_move:
        text.append("  ★ best move", style=_PV)
    elif node.on_pv and node.parent is not None:
        text.append("  ★", style=_PV)
    return text


def text_tree(drawing: SearchDrawing) -> Tree:
    """The drawing as a rich ``Tree`` (built with a stack: any depth)."""
    root = drawing.nodes[0]
    tree = Tree(_line(root), guide_style="bright_black")
    stack = [(root, tree)]
    while stack:
        node, branch = stack.pop()
        for child in drawing.children(node):
            stack.append((child, branch.add(_line(child))))
    return tree


def _legend(drawing: SearchDrawing) -> Text:
    text = Text("▲ MAX to move  ▼ MIN to move  ", style="dim")
    if drawing.has_chance:
        text.append("● chance  ", style="dim")
    if drawing.has_sideless:
        text.append("■ no side  ", style="dim")
    text.append("★ principal variation", style=_PV)
    if drawing.has_reused:
        text.append("  ◎ value from the transposition table", style="dim")
    if drawing.window:
        text.append("  [α, β] window", style=_WINDOW)
        text.append("  ≤v ≥v bound", style="dim")
        text.append(f"  ✂ {drawing.cut_test}", style=_CUT)
        text.append("  pruned: never searched", style=_PRUNED)
    if drawing.depth is not None:
        text.append(f"  ⊣ depth limit {drawing.depth}: static value", style=_HORIZON)
    return text


def print_search(drawing: SearchDrawing, console: Console) -> None:
    """The title, the statistics, the tree and a legend."""
    for part in (Text(drawing.title, style="bold"), Text(drawing.statistics),
                 text_tree(drawing), _legend(drawing)):
        console.print(part, soft_wrap=True, highlight=False)


def text_of(drawing: SearchDrawing) -> str:
    """The terminal picture as plain text (for a file)."""
    buffer = io.StringIO()
    print_search(drawing, Console(file=buffer, color_system=None, width=100_000))
    return buffer.getvalue()
