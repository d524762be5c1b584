"""Every game test that takes ``search`` runs once per algorithm (tests/helpers/games.py)."""

from __future__ import annotations

import pytest

from tests.helpers.games import ALGORITHMS, Search


@pytest.fixture(params=sorted(ALGORITHMS))
def search(request: pytest.FixtureRequest) -> Search:
    return ALGORITHMS[request.param]
