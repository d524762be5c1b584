"""Tic-tac-toe on the page in a real browser: either side starts, the server answers with
its book's move, the last move is outlined and a winning line shown; and the API docs
load without a network beyond the service."""

from __future__ import annotations

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from logic_minimax.serve.book import TicTacToeBook
from tests.helpers.browser import Page

from .servers import TOKEN, Server

LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


def board(page: Page) -> list[str]:
    return [page.text(f"cell-{i}") for i in range(9)]


def classes(page: Page, cell: int) -> set[str]:
    return set((page.hook(f"cell-{cell}").get_attribute("class") or "").split())


def test_you_start_as_x_and_the_server_answers_o(page: Page) -> None:
    page.open(token=TOKEN)
    page.click("cell-0")
    page.wait_until(lambda: board(page)[4] == "O")  # a corner is answered in the centre
    assert board(page) == ["X", "", "", "", "O", "", "", "", ""]
    assert "last" in classes(page, 4) and "last" not in classes(page, 0)
    page.click("cell-8")
    page.wait_until(lambda: board(page).count("O") == 2)
    assert board(page)[1] == "O"  # the lowest of O's drawing moves


def test_the_server_starts_wins_against_poor_play_and_shows_the_line(page: Page) -> None:
    """The player (O) always takes the lowest free cell; the server (X) plays its book."""
    book = TicTacToeBook()
    cells = ["-"] * 9
    while True:
        cells[book.best(",".join(cells)).move or 0] = "-1"
        won = [line for line in LINES if all(cells[i] == "-1" for i in line)]
        if won or "-" not in cells:
            break
        cells[cells.index("-")] = "1"
    assert won  # poor play loses
    expected = ["X" if c == "-1" else "O" if c == "1" else "" for c in cells]

    page.open(token=TOKEN)
    Select(page.hook("who-starts")).select_by_value("server")
    page.wait_until(lambda: board(page).count("X") == 1)
    while not page.text("game-status").startswith(("The server won", "You won", "A draw")):
        free = board(page).index("")
        page.click(f"cell-{free}")
        page.wait_until(lambda: board(page).count("X") > board(page).count("O")
                        or page.text("game-status").startswith("The server won"))
    assert board(page) == expected
    assert page.text("game-status") == "The server won (X)."
    assert {i for i in range(9) if "win" in classes(page, i)} == set(won[0])
    assert all(page.hook(f"cell-{i}").get_attribute("disabled") for i in range(9))
    page.screenshot("game-server-won", "board")


def test_the_api_docs_load_from_the_service_alone(page: Page, server: Server) -> None:
    page.driver.get(server.url + "/docs")
    page.wait_until(lambda: len(page.driver.find_elements(
        By.CSS_SELECTOR, ".swagger-ui .opblock")) >= 5)
    loaded = page.driver.execute_script(
        "return performance.getEntriesByType('resource').map(e => e.name)")
    assert loaded and all(url.startswith(server.url) for url in loaded)
    page.screenshot("docs")
