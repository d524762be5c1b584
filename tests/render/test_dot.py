"""A picture file the system cannot create is a RenderError (issue 14's B10)."""

from __future__ import annotations

from pathlib import Path

import pytest

from logic_minimax.errors import RenderError
from logic_minimax.render.pictures import render_search

from ..conftest import course_kb


@pytest.mark.parametrize(("name", "reason"), [
    ("x\0.txt", "embedded null byte"),
    ("a" * 300 + ".dot", "File name too long"),
    ("missing/x.dot", "No such file or directory"),
])
def test_b10_a_file_name_the_system_refuses_is_a_render_error(
        tmp_path: Path, name: str, reason: str) -> None:
    with pytest.raises(RenderError, match=reason):
        render_search(course_kb("bratko.pl"), "a", "minimax", tmp_path / name)
