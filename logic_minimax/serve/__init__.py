"""The best-move service of seed 004, section 7: ``logic-minimax serve``.

- :mod:`.book`: the rule games' best moves, solved in the front process;
- :mod:`.protocol` and :mod:`.tcp`: the seed's line protocol and its asyncio server;
- :mod:`.http` and ``page/``: the HTTP/JSON API (FastAPI) and the classroom page;
- :mod:`.jobs`, :mod:`.worker`, :mod:`.goals` and :mod:`.steps`: searches, goals and
  searches step by step over fact texts, run on Dask workers;
- :mod:`.examples`: the bundled example programs the page offers;
- :mod:`.server`: everything started together; :mod:`.client`: the line and HTTP clients.

Nothing is imported here, so that the command line loads the service's libraries only to
serve.
"""
