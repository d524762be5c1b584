"""The classroom page in a real headless Chromium (Debian's, with its chromedriver): its
controls found by their ``data-test`` hooks, and screenshots to look at.

Screenshots go to ``$LOGIC_MINIMAX_SCREENSHOTS`` when it is set (to look at them after a
run), else to the test session's temporary directory.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webelement import WebElement
from selenium.webdriver.support.ui import WebDriverWait

WAIT = 60.0
"""Seconds to wait for the page (jobs run on a Dask worker shared with other tests)."""


@contextmanager
def chromium(width: int = 1400, height: int = 1000) -> Iterator[webdriver.Chrome]:
    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage",
                     "--disable-gpu", f"--window-size={width},{height}"):
        options.add_argument(argument)
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    # a profile of its own: two browsers at once (a test's and a benchmark's) never share one
    with tempfile.TemporaryDirectory(prefix="chromium-") as profile:
        options.add_argument(f"--user-data-dir={profile}")
        driver = webdriver.Chrome(options=options, service=Service(
            shutil.which("chromedriver") or "/usr/bin/chromedriver"))
        try:
            yield driver
        finally:
            driver.quit()


class Page:
    """The page open in a browser, its controls by hook (the first one on the page)."""

    def __init__(self, driver: webdriver.Chrome, url: str, shots: Path) -> None:
        self.driver = driver
        self.url = url
        self.shots = shots

    def open(self, path: str = "/", token: str | None = None) -> Page:
        """Load the page afresh (no state kept from an earlier test) and wait until it
        has built its cells."""
        self.driver.get(self.url + "/page/page.css")  # same origin: clear its storage
        self.driver.execute_script("localStorage.clear(); sessionStorage.clear();")
        self.driver.get(self.url + path)
        self.wait_until(lambda: self.driver.find_element(By.TAG_NAME, "body")
                        .get_attribute("data-ready") == "true")
        if token is not None:
            self.type("token", token)
        return self

    def hook(self, name: str) -> WebElement:
        return self.driver.find_element(By.CSS_SELECTOR, f'[data-test="{name}"]')

    def hooks(self, name: str) -> list[WebElement]:
        return self.driver.find_elements(By.CSS_SELECTOR, f'[data-test="{name}"]')

    def text(self, name: str) -> str:
        return self.hook(name).text

    def click(self, name: str) -> None:
        self.hook(name).click()

    def type(self, name: str, text: str, *, clear: bool = True) -> None:
        element = self.hook(name)
        if clear:
            element.clear()
        element.send_keys(text)

    def wait_until(self, condition: Callable[[], object], timeout: float = WAIT) -> None:
        WebDriverWait(self.driver, timeout).until(lambda _: condition())

    def wait_for_text(self, name: str, condition: Callable[[str], bool]) -> str:
        """The hook's text once ``condition`` holds for it."""
        self.wait_until(lambda: condition(self.text(name)))
        return self.text(name)

    def screenshot(self, name: str, hook: str | None = None) -> Path:
        """A screenshot of the window, with ``hook`` scrolled to the top if given."""
        if hook is not None:
            self.driver.execute_script("arguments[0].scrollIntoView()", self.hook(hook))
        path = self.shots / f"{name}.png"
        self.driver.save_screenshot(str(path))
        return path


def screenshot_directory(default: Path) -> Path:
    chosen = os.environ.get("LOGIC_MINIMAX_SCREENSHOTS")
    directory = Path(chosen) if chosen else default
    directory.mkdir(parents=True, exist_ok=True)
    return directory
