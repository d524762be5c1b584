from __future__ import annotations

from collections.abc import Generator, Iterator

import pytest

from tests.helpers.browser import Page, chromium, screenshot_directory

from .servers import RUNNING, Server, start_server


@pytest.fixture(scope="session")
def server() -> Iterator[Server]:
    """One service for most tests: one Dask worker, a token, small limits to test them."""
    running = start_server("--workers", "1", "--token", "course-token", "--idle-timeout", "2",
                           "--max-connections", "40", "--queue", "6", "--deadline", "8",
                           "--max-body", "1", "--client-timeout", "2")
    yield running
    running.stop()


@pytest.fixture(scope="session")
def page(server: Server, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Page]:
    """The classroom page of the shared service in one headless Chromium."""
    with chromium() as driver:
        yield Page(driver, server.url, screenshot_directory(tmp_path_factory.mktemp("shots")))


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(
        item: pytest.Item, call: pytest.CallInfo[None]
) -> Generator[None, pytest.TestReport, pytest.TestReport]:
    """A failed test's report shows what its services printed (their last 40 lines)."""
    report = yield
    if report.failed:
        for number, running in enumerate(RUNNING):
            report.sections.append((f"service {number} ({running.url})",
                                    "\n".join(running.log()[-40:])))
    return report
