"""Alpha-beta step by step in a real browser: Bratko's search of a cell's program walked
forward and back (buttons and keys), the picture lighting up as it goes, the window on
the current edge, the cut-off with the goodenough test that fired."""

from __future__ import annotations

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

from tests.helpers.browser import Page

from .servers import TOKEN


def start(page: Page, root: str | None = None, algorithm: str = "alphabeta") -> int:
    """Start the stepper on the first cell's program; the number of steps."""
    Select(page.hook("step-algorithm")).select_by_value(algorithm)
    if root is not None:
        page.type("step-root", root)
    page.click("step-start")
    count = page.wait_for_text("step-count", lambda t: t.startswith("Step 1 of "))
    return int(count.rsplit(" ", 1)[1])


def go_to(page: Page, wanted: str) -> str:
    """Step forward until the event's text contains ``wanted``; that text."""
    while wanted not in page.text("step-event"):
        assert page.hook("step-next").is_enabled(), wanted
        page.click("step-next")
    return page.text("step-event")


def node_classes(page: Page, node: str) -> set[str]:
    for group in page.hook("step-picture").find_elements(By.CSS_SELECTOR, "g.node"):
        if group.find_element(By.TAG_NAME, "title").get_attribute("textContent") == node:
            return set((group.get_attribute("class") or "").split())
    raise AssertionError(f"no node {node}")


def window_label(page: Page) -> str:
    """The window drawn on the current edge ("" if none), checked to be visible."""
    label = page.hook("step-picture").find_element(By.CSS_SELECTOR, "text.st-window")
    text = label.get_attribute("textContent") or ""
    assert label.is_displayed() == bool(text)
    return text


def test_alphabeta_on_the_course_tree_step_by_step(page: Page) -> None:
    page.open(token=TOKEN)
    assert page.hook("step-root").get_attribute("value") == "a"  # from the example's goal
    assert start(page) == 32
    assert page.text("step-event") == "Enter a: MAX to move, searched with α = −∞, β = +∞."
    assert "st-current" in node_classes(page, "n")
    assert "st-unvisited" in node_classes(page, "n_1")

    assert go_to(page, "newbounds at b") == (
        "newbounds at b: d has value 4, so β +∞ → 4 for the next successor.")
    page.click("step-next")
    assert page.text("step-event").startswith("Enter e from b")
    assert window_label(page) == "[α=−∞, β=4]"  # on the edge b -> e
    assert {"st-open", "st-current"} <= node_classes(page, "n_0_1")
    assert "st-done" in node_classes(page, "n_0_0")  # d is valued, its 4 shown

    cut = go_to(page, "goodenough")
    assert cut.startswith("goodenough: j's value 5 > β = 4.") and "l is pruned" in cut
    assert {"st-pruned", "st-cut"} <= node_classes(page, "n_0_1_1")
    page.screenshot("stepper-cutoff", "step-event")

    page.click("step-prev")  # back: l is not pruned yet
    assert page.text("step-event") == "static_eval(j, 5): a leaf, valued 5."
    assert "st-unvisited" in node_classes(page, "n_0_1_1")

    body = page.driver.find_element(By.TAG_NAME, "body")
    body.send_keys(Keys.ARROW_RIGHT)
    assert page.text("step-event").startswith("goodenough")
    body.send_keys(Keys.END)
    assert page.text("step-count") == "Step 32 of 32"
    assert page.text("step-event").startswith(
        "Done: alphabeta(a, −∞, +∞): best move b, value 4, path [b, d, i]")
    svg = page.hook("step-picture").find_element(By.TAG_NAME, "svg")
    assert "stepping" not in (svg.get_attribute("class") or "")
    assert not page.hook("step-next").is_enabled()
    colours = page.driver.execute_script(
        "const s = getComputedStyle(arguments[0]); return [s.backgroundColor, "
        "s.borderLeftColor];", page.hook("step-event"))
    assert not {"rgb(253, 236, 236)", "rgb(192, 28, 40)"} & set(colours)  # no error's pink
    page.screenshot("stepper-done", "step-event")
    body.send_keys(Keys.HOME)
    assert page.text("step-count") == "Step 1 of 32"
    assert not page.hook("step-prev").is_enabled()


def test_minimax_steps_betterof_without_windows(page: Page) -> None:
    page.open(token=TOKEN)
    steps = start(page, algorithm="minimax")
    assert steps == 15 + 8 + 7 + 7 + 1  # entries, leaves, betterof, exits, the answer
    decision = go_to(page, "betterof")
    assert decision == ("betterof at d: h (1) against i (4): MAX to move, who prefers the "
                        "greater value, keeps i.")
    assert "st-winner" in node_classes(page, "n_0_0_1")
    assert "st-compare" in node_classes(page, "n_0_0_0")
    assert window_label(page) == ""


def test_a_rule_game_from_a_cell(page: Page) -> None:
    page.open(token=TOKEN)
    Select(page.hook("example")).select_by_value("bones_rules")
    page.type("step-root", "s(5, max)")
    start(page)
    assert page.text("step-event") == ("Enter s(5, max): MAX to move, searched with "
                                       "α = −∞, β = +∞.")
    cut = go_to(page, "goodenough")
    assert cut.startswith("goodenough: s(0, min)'s value 1 > β = -1.")
    page.screenshot("stepper-bones", "step-event")


def test_tic_tac_toe_rules_step_by_step(page: Page) -> None:
    page.open(token=TOKEN)
    Select(page.hook("example")).select_by_value("tictactoe_rules")
    page.type("step-root", "[x,o,x, e,o,e, e,e,e]")
    page.type("step-depth", "2")
    steps = start(page)
    assert page.text("step-event").startswith("Enter [x, o, x, e, o, e, e, e, e]")
    page.click("step-last")
    assert page.text("step-count") == f"Step {steps} of {steps}"
    assert page.text("step-event").startswith(
        "Done: alphabeta([x, o, x, e, o, e, e, e, e], −∞, +∞) to depth 2: best move "
        "[x, o, x, e, o, e, e, x, e]")


def test_a_search_that_cannot_start_says_why(page: Page) -> None:
    page.open(token=TOKEN)
    start_text = "ERROR: unknown position z: no fact mentions it"
    page.type("step-root", "z")
    page.click("step-start")
    assert page.wait_for_text("step-event", lambda t: t.startswith("ERROR")) == start_text
    assert not page.hook("step-next").is_enabled()
    page.type("step-root", "a b")  # named as the root, as typed (no period added)
    page.click("step-start")
    assert page.wait_for_text("step-event", lambda t: t.startswith("ERROR: <")) == (
        "ERROR: <root>:1:3: operator expected\n"
        "    a b\n"
        "      ^\n"
        "    expected: an operator, ',' or the end '.'")


def test_a_root_that_is_a_variable_says_how_to_quote_it(page: Page) -> None:
    page.open(token=TOKEN)
    page.type("step-root", "A")
    page.click("step-start")
    said = page.wait_for_text("step-event", lambda t: t.startswith("ERROR"))
    assert said.endswith("A is a variable (Prolog reads a name that starts with a capital "
                         "letter or _ as a variable): to name the atom, quote it: 'A'")
    assert not page.hook("step-next").is_enabled()
