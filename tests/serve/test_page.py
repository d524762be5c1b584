"""The web page in a real browser (headless Chromium): play X, see the server's O; paste
facts, press Solve, see the answer and the picture of the search."""

from __future__ import annotations

import shutil
from collections.abc import Iterator

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

from .servers import BRATKO, TOKEN, Server


@pytest.fixture(scope="module")
def browser() -> Iterator[webdriver.Chrome]:
    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage",
                     "--disable-gpu", "--window-size=1200,1600"):
        options.add_argument(argument)
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    driver = webdriver.Chrome(options=options, service=Service(
        shutil.which("chromedriver") or "/usr/bin/chromedriver"))
    yield driver
    driver.quit()


def open_page(browser: webdriver.Chrome, server: Server) -> None:
    browser.get(server.url + "/")
    browser.find_element(By.ID, "token").send_keys(TOKEN)


def cell(browser: webdriver.Chrome, index: int) -> str:
    return browser.find_element(By.CSS_SELECTOR, f'[data-cell="{index}"]').text


def test_a_click_plays_x_and_the_server_answers_o(browser: webdriver.Chrome,
                                                  server: Server) -> None:
    open_page(browser, server)
    browser.find_element(By.CSS_SELECTOR, '[data-cell="0"]').click()
    wait = WebDriverWait(browser, 10)
    wait.until(lambda _: cell(browser, 4) == "O")  # a corner is answered in the centre
    assert [cell(browser, i) for i in range(9)] == ["X", "", "", "", "O", "", "", "", ""]
    browser.find_element(By.CSS_SELECTOR, '[data-cell="8"]').click()
    wait.until(lambda _: [cell(browser, i) for i in range(9)].count("O") == 2)
    assert cell(browser, 1) == "O"  # the lowest of O's drawing moves


def test_solving_pasted_facts_shows_the_path_and_the_picture(browser: webdriver.Chrome,
                                                             server: Server) -> None:
    open_page(browser, server)
    browser.find_element(By.ID, "facts").send_keys(BRATKO)
    browser.find_element(By.ID, "root").send_keys("a")
    Select(browser.find_element(By.ID, "algorithm")).select_by_visible_text("alphabeta")
    browser.find_element(By.ID, "solve").click()
    result = browser.find_element(By.ID, "result")
    WebDriverWait(browser, 30).until(lambda _: "path:" in result.text)
    assert "best move: b" in result.text and "value: 4" in result.text
    assert "[b, d, i]" in result.text
    pictures = browser.find_elements(By.CSS_SELECTOR, "#picture svg")
    assert len(pictures) == 1 and pictures[0].size["width"] > 100


def test_a_bad_fact_file_shows_its_place(browser: webdriver.Chrome, server: Server) -> None:
    open_page(browser, server)
    browser.find_element(By.ID, "facts").send_keys("moves(a, [b c]).\n")
    browser.find_element(By.ID, "solve").click()
    result = browser.find_element(By.ID, "result")
    WebDriverWait(browser, 30).until(lambda _: "failed" in result.text)
    assert "facts.pl:1:13: unexpected 'c' in list" in result.text
    assert browser.find_elements(By.CSS_SELECTOR, "#picture svg") == []
