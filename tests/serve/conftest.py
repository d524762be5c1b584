from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.helpers.browser import Page, chromium, screenshot_directory

from .servers import Server, start_server


@pytest.fixture(scope="session")
def server() -> Iterator[Server]:
    """One service for most tests: one Dask worker, a token, small limits to test them."""
    running = start_server("--workers", "1", "--token", "course-token", "--idle-timeout", "2",
                           "--max-connections", "40", "--queue", "6", "--deadline", "8",
                           "--max-body", "1")
    yield running
    running.stop()


@pytest.fixture(scope="session")
def page(server: Server, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Page]:
    """The classroom page of the shared service in one headless Chromium."""
    with chromium() as driver:
        yield Page(driver, server.url, screenshot_directory(tmp_path_factory.mktemp("shots")))
