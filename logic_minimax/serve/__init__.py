"""The best-move service of seed 004, section 7: ``logic-minimax serve``.

- :mod:`.book`: the rule games' best moves, solved in the front process;
- :mod:`.protocol` and :mod:`.tcp`: the seed's line protocol and its asyncio server;
- :mod:`.http` and ``page/``: the HTTP/JSON API (FastAPI) and the classroom page;
  :mod:`.connections`: HTTP client timeouts and the connection cap;
- :mod:`.jobs`, :mod:`.worker`, :mod:`.goals` and :mod:`.steps`: searches, goals and
  searches step by step over fact texts, run on Dask workers; :mod:`.sandbox`: each job
  in a process of its own, killed when cancelled, late or over its memory;
- :mod:`.examples`: the bundled example programs the page offers;
- :mod:`.server`: everything started together; :mod:`.client`: the line and HTTP clients
  (``HttpClient`` and ``ServiceError`` are importable from here too).

Nothing is imported here until asked for, so that the command line loads the service's
libraries only to serve, and the package imports without the ``serve`` extra.
"""

from __future__ import annotations

from typing import Any

__all__ = ["HttpClient", "ServiceError"]


def __getattr__(name: str) -> Any:
    if name in __all__:
        from . import client

        return getattr(client, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
