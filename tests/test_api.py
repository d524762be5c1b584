"""The package's Python API for the REPL and notebooks: ``load``/``loads``, and readable
results (repr, an HTML table)."""

from __future__ import annotations

import pytest

import logic_minimax as lm
from logic_minimax.errors import LoadError
from tests.helpers.paths import BRATKO, FACTS


def test_load_files_and_text() -> None:
    kb = lm.load(BRATKO, str(FACTS / "binary8.pl"))  # the second file redefines, as in SWI
    assert kb.minimax("n0").path == ("n2", "n5", "l4")
    assert any("Redefined static procedure moves/2" in m for m in kb.messages)
    assert lm.load(BRATKO).minimax("a").path == ("b", "d", "i")
    small = lm.loads("moves(r, [x, y]). min_to_move(x). static_eval(x, 3). static_eval(y, 5).")
    assert (small.minimax("r").best, small.minimax("r").value) == ("y", 5)
    assert lm.load().is_empty()


def test_load_errors_name_the_text() -> None:
    with pytest.raises(LoadError) as info:
        lm.loads("moves(r, [x]).\nstatic_eval(x, high).", name="mine.pl")
    assert info.value.errors[0].location == "mine.pl:2:16"


def test_repr_of_results() -> None:
    kb = lm.load(BRATKO)
    assert repr(kb.minimax("a")) == ("SearchResult(best='b', value=4, path=['b', 'd', 'i'], "
                                     "nodes_visited=15, leaves_evaluated=8)")
    assert repr(kb.alphabeta("a")) == (
        "SearchResult(best='b', value=4, path=['b', 'd', 'i'], nodes_visited=11, "
        "leaves_evaluated=5, cutoffs=2, pruned=2, algorithm='alphabeta')")
    assert repr(kb.minimax("h")) == ("SearchResult(best=None, value=1, path=[], "
                                     "nodes_visited=1, leaves_evaluated=1)")
    assert repr(kb) == ("<KnowledgeBase moves/2: 7, max_to_move/1: 4, min_to_move/1: 10, "
                        f"static_eval/2: 8; from {BRATKO}>")


def test_html_table_for_notebooks() -> None:
    kb = lm.loads("moves(r, ['<x>', y]). min_to_move('<x>'). "
                  "static_eval('<x>', 3). static_eval(y, 5).")
    html = kb.alphabeta("r", alpha=4)._repr_html_()
    assert html.startswith("<table>") and html.endswith("</table>")
    assert "<th style=\"text-align:left\">best move</th><td>y</td>" in html
    assert "<td>[y]</td>" in html
    assert "<th style=\"text-align:left\">cut-offs</th><td>0 (0 successors pruned)</td>" in html
    leaf = lm.loads("moves(r, ['<x>']). static_eval('<x>', 3).").minimax("r")._repr_html_()
    assert "<td>[&#x27;&lt;x&gt;&#x27;]</td>" in leaf  # quoted atoms, escaped
    assert "cut-offs" not in leaf
