"""Pictures for the Python API: a knowledge base's search drawn inline in a notebook, and
written to a file."""

from __future__ import annotations

from pathlib import Path

from logic_minimax.render.pictures import render_search, show
from tests.helpers.kb import course_kb
from tests.helpers.pictures import PNG_SIGNATURE


def test_python_api_picture_renders_inline(tmp_path: Path) -> None:
    kb = course_kb("bratko.pl")
    picture = show(kb, "a", "alphabeta")
    assert picture._repr_svg_().lstrip().startswith("<?xml")
    assert picture.drawing.result.best == "b"
    path = render_search(kb, "a", "minimax", tmp_path / "a.png")
    assert path == tmp_path / "a.png" and path.read_bytes().startswith(PNG_SIGNATURE)
