"""The best-move service of seed 004, section 7: ``logic-minimax serve``.

- :mod:`.book`: the rule games' best moves, solved in the front process;
- :mod:`.protocol` and :mod:`.tcp`: the seed's line protocol and its asyncio server;
- :mod:`.http` and ``index.html``: the HTTP/JSON API (FastAPI) and the web page;
- :mod:`.jobs`, :mod:`.worker` and :mod:`.goals`: searches and goals over fact texts,
  run on Dask workers;
- :mod:`.server`: everything started together; :mod:`.client`: the line and HTTP clients.

Nothing is imported here, so that the command line loads the service's libraries only to
serve.
"""
