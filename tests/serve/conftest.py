from __future__ import annotations

from collections.abc import Iterator

import pytest

from .servers import Server, start_server


@pytest.fixture(scope="session")
def server() -> Iterator[Server]:
    """One service for most tests: one Dask worker, a token, small limits to test them."""
    running = start_server("--workers", "1", "--token", "course-token", "--idle-timeout", "2",
                           "--max-connections", "40", "--queue", "6", "--deadline", "8",
                           "--max-body", "1", "--client-timeout", "2")
    yield running
    running.stop()
