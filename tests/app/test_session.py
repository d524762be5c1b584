"""``consult`` names that the system refuses are no file, as a missing file is: SWI's
``existence_error(source_sink, Name)`` (issue 14's B8 and B9)."""

from __future__ import annotations

import pytest

from logic_minimax.app.session import Session
from logic_minimax.errors import PrologError


@pytest.mark.parametrize("name", ["", "/", ".", "x\0y"])
def test_b8_empty_and_directory_names_are_no_fact_file(name: str) -> None:
    with pytest.raises(PrologError, match="does not exist"):
        Session().consult(name)


def test_b9_a_name_too_long_for_the_system_is_no_fact_file() -> None:
    with pytest.raises(PrologError, match="source_sink `aaa"):
        Session().consult("a" * 300)
