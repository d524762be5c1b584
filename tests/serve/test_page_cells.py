"""The page's Prolog cells in a real browser: a bundled example one click away, a goal
answered as the toplevel answers it (one answer at a time, "Next answer" for ``;``),
errors with their caret under the right character, ``show``'s picture inline, several
cells kept in a link."""

from __future__ import annotations

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from tests.helpers.browser import Page
from tests.helpers.paths import BONES_RULES, BRATKO, COURSE, FACTS, TICTACTOE_RULES
from tests.helpers.repl import run_script

from .servers import TOKEN, Server


def answers_to_the_end(page: Page) -> str:
    """Press "Next answer" while it is enabled (``;`` at the toplevel); the answers' text."""
    while page.hook("next").is_enabled():
        page.click("next")  # the page shows the next answer at once: no job is run
    return page.text("answers")


def run_goal(page: Page, goal: str) -> str:
    page.type("goal", goal)
    page.click("run")
    return page.wait_for_text("answers", lambda t: bool(t) and not t.startswith(
        ("Running", "Waiting")))


def test_the_course_tree_is_there_and_answers_as_the_toplevel(page: Page) -> None:
    page.open(token=TOKEN)
    assert Select(page.hook("example")).first_selected_option.get_attribute("value") == "bratko"
    assert page.hook("program").get_attribute("value") == BRATKO.read_text()
    assert page.hook("goal").get_attribute("value") == "minimax(a, BestPos, Val, NodeList)."
    page.click("run")
    text = page.wait_for_text("answers", lambda t: t.endswith("."))
    assert text == "BestPos = b,\nVal = 4,\nNodeList = [b, d, i]."
    assert not page.hook("next").is_enabled()
    page.screenshot("cell-course-tree", "answers")


@pytest.mark.parametrize(("example", "path", "goal", "first"), [
    ("course_bratko", COURSE, "minimax(a, BestPos, Val, NodesList).", "BestPos = b"),
    ("bones_rules", BONES_RULES, "minimax(s(4, max), BestPos, Val, Path).",
     "BestPos = s(3, min)"),
    ("tictactoe_rules", TICTACTOE_RULES, "minimax([x,o,x, e,o,e, e,e,e], BestPos, Val, _).",
     "BestPos = [x, o, x, e, o, e, e, x, e]"),
])
def test_each_example_is_one_click_away(page: Page, example: str, path: object, goal: str,
                                        first: str) -> None:
    page.open(token=TOKEN)
    Select(page.hook("example")).select_by_value(example)
    assert page.hook("program").get_attribute("value") == FACTS.joinpath(
        f"{example}.pl").read_text()
    assert page.hook("goal").get_attribute("value") == goal
    page.click("run")
    # what consulting printed comes first, as SWI prints it (the course file's singletons)
    text = "\n" + page.wait_for_text("answers", lambda t: "\nBestPos" in "\n" + t)
    assert text[text.index("\nBestPos") + 1:].startswith(first)


@pytest.mark.parametrize("goal", [
    "max_to_move(X).",
    "member(X, [a, b]), write(X), nl.",
    "member(X, [1, 0]), Y is 1 / X.",
    "static_eval(X, V), V > 4.",
])
def test_next_answer_is_the_toplevels_semicolon(page: Page, goal: str) -> None:
    out, err = run_script(goal + "\n", str(BRATKO))
    page.open(token=TOKEN)
    first = run_goal(page, goal)
    assert not first.endswith((";", ".")) or not page.hook("next").is_enabled()
    assert answers_to_the_end(page) == (out + err).rstrip("\n")


def test_a_program_error_shows_its_caret_under_the_character(page: Page) -> None:
    page.open(token=TOKEN)
    page.type("program", "moves(a, [b c]).\nmin_to_move(b).\n")
    text = run_goal(page, "moves(a, L).")
    assert text.startswith("ERROR: cell1.pl:1:12: Syntax error: Operator expected\n")
    answers = page.hook("answers")
    assert "monospace" in answers.value_of_css_property("font-family").lower()
    # the caret and the character it points at, as drawn
    left = page.driver.execute_script("""
        const pre = arguments[0], text = pre.firstChild, lines = text.data.split("\\n");
        const at = (line, column) => {
            let offset = 0;
            for (let i = 0; i < line; i++) offset += lines[i].length + 1;
            const range = document.createRange();
            range.setStart(text, offset + column);
            range.setEnd(text, offset + column + 1);
            return range.getBoundingClientRect().left;
        };
        const caretLine = lines.findIndex(l => l.trim() === "^");
        const column = lines[caretLine].indexOf("^");
        return [at(caretLine - 1, column), at(caretLine, column),
                lines[caretLine - 1][column]];""", answers)
    assert left[2] == "c" and abs(left[0] - left[1]) < 0.5
    page.screenshot("cell-error-caret", "answers")


def test_a_programs_syntax_error_shows_when_the_goal_then_fails(page: Page) -> None:
    """The syntax error that left c without a value, then the search's error."""
    page.open(token=TOKEN)
    page.type("program", "moves(a, [b, c]).\nmin_to_move(b).\nmin_to_move(c).\n"
                         "static_eval(b, 1).\nstatic_eval(c 2).\n")
    text = run_goal(page, "minimax(a, B, V, P).")
    assert text == ("ERROR: cell1.pl:5:14: Syntax error: Operator expected\n"
                    "    static_eval(c 2).\n"
                    "                  ^\n"
                    "ERROR: leaf c has no static_eval/2 fact (reached by a -> c)")
    assert "error" in (page.hook("answers").get_attribute("class") or "")


def test_show_draws_the_search_inline(page: Page) -> None:
    page.open(token=TOKEN)
    assert run_goal(page, "show(a, alphabeta).") == "true."
    titles = [t.get_attribute("textContent") for t in page.hook("picture").find_elements(
        By.CSS_SELECTOR, "svg g.node title")]
    assert titles[0] == "n" and len(titles) == 15  # 11 searched, l and g's subtree pruned
    page.screenshot("cell-show", "picture")


def test_solving_again_or_after_another_client_reads_the_kept_answer(page: Page,
                                                                     server: Server) -> None:
    facts = BRATKO.read_text() + "% solved by another client first\n"
    with server.api() as api:
        api.solve(facts, name="cell1.pl", query="minimax(d, B, V, P).")
    page.open(token=TOKEN)
    page.type("program", facts)
    expected = "B = i,\nV = 4,\nP = [i]."
    assert run_goal(page, "minimax(d, B, V, P).") == expected
    page.click("run")  # the same job again: done already
    assert page.wait_for_text("answers", lambda t: t == expected) == expected


def test_several_cells_live_in_a_link(page: Page) -> None:
    page.open(token=TOKEN)
    page.click("add-cell")
    second = page.hooks("cell")[1]
    Select(second.find_element(By.CSS_SELECTOR, '[data-test="example"]')).select_by_value(
        "bones_rules")
    own = "moves(r, [s, t]).\nmin_to_move(s).\nstatic_eval(s, 3).\nstatic_eval(t, 7).\n"
    page.type("program", own)
    page.type("goal", "minimax(r, B, V, P).")
    page.click("share")
    link = page.hook("link").get_attribute("value") or ""
    assert link.startswith(page.url + "/#s=")

    page.open(link.removeprefix(page.url), token=TOKEN)  # storage cleared: the link alone
    cells = page.hooks("cell")
    assert len(cells) == 2
    assert page.hook("program").get_attribute("value") == own
    assert page.hook("goal").get_attribute("value") == "minimax(r, B, V, P)."
    assert Select(page.hook("example")).first_selected_option.get_attribute("value") == ""
    second_program = cells[1].find_element(By.CSS_SELECTOR, '[data-test="program"]')
    assert second_program.get_attribute("value") == BONES_RULES.read_text()
    assert run_goal(page, "minimax(r, B, V, P).") == "B = t,\nV = 7,\nP = [t]."
    page.screenshot("cells-two", "cell")


def test_a_missing_token_is_said_plainly(page: Page) -> None:
    page.open()
    assert run_goal(page, "minimax(a, B, V, P).") == (
        "ERROR: this service wants its token: type it in the Token box at the top")
