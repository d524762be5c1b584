"""The course notebook opened in JupyterLab in a real headless Chromium, as a student opens
it: Run All, then the answers, the picture (SVG) and the stepper widget in the page, the
widget stepped with its own buttons (the page's step view, in a notebook)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webelement import WebElement

from tests.helpers.browser import Page, chromium, screenshot_directory
from tests.helpers.jupyterlab import TOKEN, jupyterlab
from tests.helpers.paths import FACTS


def menu(page: Page, *labels: str) -> None:
    """Click through JupyterLab's menus (``Run``, then ``Run All Cells``)."""
    for label in labels:
        item = next(element for element in page.driver.find_elements(
            By.CSS_SELECTOR, ".lm-MenuBar-itemLabel, .lm-Menu-itemLabel")
            if element.text == label)
        item.click()


def in_notebook(page: Page, selector: str) -> list[WebElement]:
    return page.driver.find_elements(By.CSS_SELECTOR, f".jp-Notebook {selector}")


@pytest.mark.slow
def test_the_course_notebook_runs_in_jupyterlab(tmp_path: Path) -> None:
    folder, home = tmp_path / "notebooks", tmp_path / "home"
    folder.mkdir()
    home.mkdir()
    shutil.copy(FACTS / "course.ipynb", folder / "course.ipynb")
    with jupyterlab(folder, home) as url, chromium(1400, 1000) as driver:
        page = Page(driver, url, screenshot_directory(tmp_path / "shots"))
        driver.get(f"{url}/lab/tree/course.ipynb?token={TOKEN}")
        page.wait_until(lambda: "Idle" in driver.find_element(
            By.CSS_SELECTOR, ".jp-StatusBar-Widget, #jp-main-statusbar").text)
        menu(page, "Run", "Run All Cells")
        page.wait_until(lambda: any(e.text == "Step 1 of 32"
                                    for e in in_notebook(page, '[data-test="step-count"]')))
        answers = " ".join(e.text for e in in_notebook(page, ".jp-OutputArea-output pre"))
        assert "BestPos = b,\nVal = 4,\nNodeList = [b, d, i]." in answers
        # JupyterLab draws an SVG output as an image of it
        pictures = in_notebook(page, ".jp-RenderedSVG img")
        assert pictures and (pictures[0].get_attribute("src") or "").startswith(
            "data:image/svg+xml")
        assert driver.execute_script("return arguments[0].naturalWidth", pictures[0]) > 100
        driver.execute_script("arguments[0].scrollIntoView()", pictures[0])
        page.screenshot("jupyterlab-picture")

        widget = in_notebook(page, ".lm-stepper")[0]
        driver.execute_script("arguments[0].scrollIntoView()", widget)
        step = widget.find_element(By.CSS_SELECTOR, '[data-test="step-next"]')
        event = widget.find_element(By.CSS_SELECTOR, '[data-test="step-event"]')
        assert event.text == "Enter a: MAX to move, searched with α = −∞, β = +∞."
        while not event.text.startswith("goodenough"):
            step.click()
        assert event.text.startswith("goodenough: j's value 5 > β = 4.")
        count = widget.find_element(By.CSS_SELECTOR, '[data-test="step-count"]').text
        assert count.startswith("Step ") and count.endswith(" of 32")
        cut = [g for g in widget.find_elements(By.CSS_SELECTOR, "g.node.st-cut")]
        assert len(cut) == 1
        page.screenshot("jupyterlab-stepper")
