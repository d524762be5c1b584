"""``%load_ext logic_minimax`` and ``%%prolog`` cells in the python3 kernel, executed by
nbclient as Jupyter executes them: the answers as SWI's toplevel prints them (compared
with swipl), pictures as SVG, errors as SWI's messages with the cell's line and a caret
(never a traceback), the stepper widget, answers kept for Python."""

from __future__ import annotations

from typing import Any

import pytest

from tests.helpers.notebooks import as_swi_prints, run_cells, shown, stream
from tests.helpers.paths import BRATKO
from tests.helpers.swi_toplevel import toplevel
from tests.helpers.swipl import require_swipl

PROGRAM = "edge(a, b). edge(b, c). edge(c, d).\npath(X, Y) :- edge(X, Y).\n" \
          "path(X, Y) :- edge(X, Z), path(Z, Y).\n"


@pytest.fixture(scope="module")
def targets() -> list[list[Any]]:
    """The issue's cells, in one notebook."""
    return run_cells([
        "%load_ext logic_minimax",
        "%%prolog bratko\n?- minimax(a, BestPos, Val, NodeList).",
        f"%%prolog\n{PROGRAM}?- path(a, Where).\n?- between(1, inf, N).",
        "%%prolog\n?- show(a, alphabeta).",
        "%%prolog\nmoves(x, [u v]).",
        "from logic_minimax.notebook import knowledge_base, stepper\n"
        "widget = stepper(knowledge_base(), 'a', algorithm='alphabeta')\nwidget",
        "len(widget.steps)",
    ])


@pytest.mark.slow
def test_a_course_example_answers_as_the_course_says(targets: list[list[Any]]) -> None:
    assert stream(targets[0]) == "" and stream(targets[0], "stderr") == ""
    assert stream(targets[1]) == "BestPos = b,\nVal = 4,\nNodeList = [b, d, i].\n"


@pytest.mark.slow
@pytest.mark.swipl
def test_a_cells_program_and_goals_answer_as_swi(targets: list[list[Any]]) -> None:
    exe = require_swipl()
    lines = stream(targets[2]).splitlines()
    note = lines.index("% more answers exist: only the first 10 are shown")
    assert lines[note + 1:] == []
    answers = "\n".join(lines[:note - 10]) + "\n"
    assert as_swi_prints(answers) == toplevel(exe, PROGRAM, "path(a, Where).", ";\n" * 3)
    ten = as_swi_prints("\n".join(lines[note - 10:note]) + "\n")
    swi = toplevel(exe, "", "between(1, inf, N).", ";\n" * 9 + "\n")
    assert ten == [swi[0].removesuffix(" .") + " "]  # SWI stopped (Enter) at the tenth


@pytest.mark.slow
def test_show_displays_the_search_as_svg(targets: list[list[Any]]) -> None:
    svg = shown(targets[3], "image/svg+xml")
    assert len(svg) == 1 and "<svg" in svg[0] and ">a<" in svg[0]
    assert shown(targets[3], "text/plain") == [
        "<picture: alphabeta(a, −∞, +∞): best move b, value 4, path [b, d, i]>"]
    assert stream(targets[3]) == "true.\n"


@pytest.mark.slow
@pytest.mark.swipl
def test_a_syntax_error_is_swis_message_at_the_cells_line(targets: list[list[Any]]) -> None:
    exe = require_swipl()
    error = stream(targets[4], "stderr")
    assert error == ("ERROR: In[5]:1:12: Syntax error: Operator expected\n"
                     "    moves(x, [u v]).\n                ^\n")
    assert not any(o["output_type"] == "error" for o in targets[4])  # no traceback
    consulted = toplevel(exe, "moves(x, [u v]).\n", "true.")
    assert any(line.endswith(":1:12: Syntax error: Operator expected") for line in consulted)


@pytest.mark.slow
def test_the_stepper_is_a_widget_with_the_pages_32_steps(targets: list[list[Any]]) -> None:
    view = shown(targets[5], "application/vnd.jupyter.widget-view+json")
    assert len(view) == 1 and view[0]["model_id"]
    assert shown(targets[5], "text/plain") == [
        "<Stepper alphabeta(a, −∞, +∞): best move b, value 4, path [b, d, i]: step 1 of 32>"]
    assert shown(targets[6], "text/plain") == ["32"]


@pytest.mark.slow
def test_out_keeps_the_answers_for_python_and_new_starts_afresh() -> None:
    outputs = run_cells([
        "%load_ext logic_minimax",
        f"%%prolog {BRATKO} --out found\n?- static_eval(Leaf, V), V > 4.",
        "found",
        "%%prolog --new\n?- moves(a, M).",
        "%%prolog no_such_file\n?- true.",
        "%%prolog --nonsense\n?- true.",
    ])
    assert shown(outputs[2], "text/plain") == ["[{'Leaf': 'j', 'V': 5}, {'Leaf': 'l', 'V': 6}]"]
    assert stream(outputs[3], "stderr") == \
        "ERROR: Unknown procedure: moves/2 (DWIM could not correct goal)\n"  # SWI's words
    assert stream(outputs[4], "stderr").startswith(
        "ERROR: source_sink `no_such_file' does not exist")
    assert [o["output_type"] for o in outputs[5]] == ["stream"]
    assert "UsageError: unrecognized arguments: --nonsense" in stream(outputs[5], "stderr")


@pytest.mark.slow
def test_running_a_cell_again_replaces_what_it_defined() -> None:
    """JupyterLab names its cells: a cell run again is consulted again, as a file is."""
    outputs = run_cells([
        "%load_ext logic_minimax",
        "def again(text):\n"
        "    get_ipython().run_cell(text, cell_id='cell-p')\n"
        "again('%%prolog\\np(1). p(2).')\n"
        "again('%%prolog\\np(3).\\n?- p(X).')"])
    assert stream(outputs[1]) == "X = 3.\n"
    assert stream(outputs[1], "stderr") == ""
