"""The page's Prolog cells in a real browser: a bundled example one click away, a goal
answered as the toplevel answers it (one answer at a time, "Next answer" for ``;``),
errors with their caret under the right character, ``show``'s picture inline, several
cells kept in a link."""

from __future__ import annotations

import time

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


LOOP = "between(1, inf, X), fail."


def start_loop(page: Page) -> str:
    """Run a goal that never ends in the first cell; its job's id once it runs."""
    page.type("goal", LOOP)
    assert not page.hook("stop").is_enabled()
    page.click("run")
    page.wait_for_text("answers", lambda t: t.startswith("Running… ") and " s" in t)
    job = page.hook("cell").get_attribute("data-job")
    assert job
    return job


def stopped_by_request(server: Server, job: str) -> dict[str, object]:
    """The job once it is no longer running: cancelled on request (its deadline is 8 s)."""
    with server.api() as api:
        until = time.monotonic() + 30
        while (shown := api.job(job))["state"] in ("queued", "running"):
            assert time.monotonic() < until
            time.sleep(0.1)
    assert shown["state"] == "cancelled" and "deadline" not in str(shown["error"]), shown
    return shown


def test_stop_cancels_the_running_goal_and_frees_its_worker(page: Page, server: Server) -> None:
    page.open(token=TOKEN)
    job = start_loop(page)
    assert not page.hook("run").is_enabled() and page.hook("stop").is_enabled()
    page.screenshot("cell-running-stop", "cell")
    page.click("stop")
    assert page.wait_for_text("answers", lambda t: not t.startswith("Running")) == \
        "% Execution Aborted"  # as SWI's toplevel after Ctrl-C and a
    assert "error" not in (page.hook("answers").get_attribute("class") or "")
    assert page.hook("run").is_enabled() and not page.hook("stop").is_enabled()
    page.screenshot("cell-stopped", "cell")
    stopped_by_request(server, job)
    assert run_goal(page, "X = 1.") == "X = 1."  # the one worker is free again


@pytest.mark.parametrize("leave", ["close the tab", "go elsewhere", "remove the cell"])
def test_a_cells_job_is_cancelled_when_its_page_goes_away(page: Page, server: Server,
                                                          leave: str) -> None:
    page.open(token=TOKEN)
    first = page.driver.current_window_handle
    if leave == "close the tab":
        page.driver.switch_to.new_window("tab")
        page.open(token=TOKEN)
    elif leave == "remove the cell":
        page.click("add-cell")
    job = start_loop(page)
    if leave == "close the tab":
        page.driver.close()
        page.driver.switch_to.window(first)
    elif leave == "go elsewhere":
        page.driver.get(page.url + "/v1/health")
    else:
        page.click("remove-cell")
        assert len(page.hooks("cell")) == 1
    stopped_by_request(server, job)


NIM = """% nim: take 1 or 2; whoever cannot take loses (the leaf n(0, min) has no value)
moves(n(N, S), L) :- N > 0, other(S, T),
    findall(n(M, T), (member(K, [1, 2]), K =< N, M is N - K), L).
other(max, min). other(min, max).
max_to_move(n(_, max)). min_to_move(n(_, min)).
static_eval(n(0, max), -1).
"""


def test_a_long_error_wraps_in_its_cell(page: Page) -> None:
    """The search stops at a leaf without static_eval/2 five moves down: the error says so
    on lines that wrap rather than scroll sideways."""
    page.open(token=TOKEN)
    page.type("program", NIM)
    text = run_goal(page, "minimax(n(5, max), B, V, P).")
    assert text == ("ERROR: leaf n(0, min) has no static_eval/2 fact (reached by n(5, max) -> "
                    "n(4, min) -> n(3, max) -> n(2, min) -> n(1, max) -> n(0, min))")
    answers = page.hook("answers")
    width, height = page.driver.execute_script(
        "const e = arguments[0]; return [e.scrollWidth - e.clientWidth, e.clientHeight];",
        answers)
    line = page.driver.execute_script(
        "return parseFloat(getComputedStyle(arguments[0]).lineHeight);", answers)
    assert width <= 0 and height > 2 * line  # wrapped onto more lines, nothing hidden
    page.screenshot("cell-long-error", "answers")
