"""The HTTP/JSON API and the web page (FastAPI; OpenAPI docs at ``/docs``).

``/v1/best-move`` answers rule games from the front's solved tables; ``/v1/jobs`` hands
fact texts to Dask (:mod:`logic_minimax.serve.jobs`). With a token, every ``/v1`` route
but ``/v1/health`` wants ``Authorization: Bearer <token>``; the page and the docs are
static and ask for it.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import json
from collections.abc import Awaitable, Callable, MutableMapping
from dataclasses import asdict
from importlib.resources import files
from typing import Annotated, Any, Literal

from fastapi import Depends, FastAPI, Header, HTTPException, Response
from fastapi.responses import HTMLResponse, JSONResponse
from pydantic import BaseModel, ConfigDict, Field

from logic_minimax.errors import GameError

from .book import TicTacToeBook, best_move
from .jobs import Busy, Jobs
from .worker import JobRequest

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

MAX_BODY = 32 << 20


class BestMoveBody(BaseModel):
    """A position of a rule game."""

    model_config = ConfigDict(extra="forbid")
    game: Literal["tictactoe", "bones"] = Field(examples=["tictactoe"])
    position: str = Field(max_length=64, examples=["1,-,-1,-1,-1,1,1,-,-"],
                          description="tictactoe: x...o...., [x, e, ...] or nine cells -1 "
                                      "(X), 1 (O), - (empty); bones: the heap, 6 (player 1 "
                                      "to take), max6/min6 or s(6, max); the path comes "
                                      "back in the same notation")


class BestMoveAnswer(BaseModel):
    """What ``/v1/best-move`` answers."""

    game: str
    position: str
    move: int | None = Field(description="the cell (0-8) or the bones to take; null when "
                                         "the game is over")
    value: int | float
    path: list[str] = Field(description="the principal variation, as fact-file atoms")
    moves: list[int] = Field(description="the moves along the path")
    result: str | None = Field(description="X won, O won, draw... for a finished game")


class JobBody(BaseModel):
    """A search (``root``, ``algorithm``...) or, if ``query`` is given, a Prolog goal
    over facts."""

    model_config = ConfigDict(extra="forbid")
    facts: str = Field(description="the text of a fact file")
    name: str = Field("facts.pl", max_length=200, pattern=r"^[^\n\r]*$",
                      description="the file name errors give (facts.pl:3:16: ...)")
    root: str | int | None = Field(None, description="any ground term (a, 3, s(5, max), a "
                                   "list); default: the tree's only root")
    algorithm: Literal["minimax", "alphabeta", "expectiminimax"] = "minimax"
    depth: int | None = Field(None, ge=0)
    alpha: float | Literal["inf", "-inf"] = "-inf"
    beta: float | Literal["inf", "-inf"] = "inf"
    memo: bool = False
    query: str | None = Field(None, examples=["minimax(a, BestPos, Val, Path)."])
    picture: bool = Field(False, description="add the search's picture as SVG")

    def request(self) -> JobRequest:
        digest = hashlib.blake2b(self.facts.encode("utf-8", "surrogatepass"),
                                 digest_size=32).hexdigest()
        return JobRequest(digest, self.name, self.root, self.algorithm, self.depth,
                          float(self.alpha), float(self.beta), self.memo, self.query,
                          self.picture)


def create_app(book: TicTacToeBook, jobs: Jobs, token: str | None = None,
               max_body: int = MAX_BODY) -> ASGIApp:
    """The API over ``book`` and ``jobs``; bodies over ``max_body`` bytes get 413."""
    app = FastAPI(title="logic-minimax best-move service", version="1",
                  description="Best moves of rule games, and searches and goals over fact "
                              "files run on Dask workers (seed 004, section 7).")
    guard = [] if token is None else [Depends(_bearer(token))]
    page = (files(__package__) / "index.html").read_text(encoding="utf-8")

    @app.get("/", response_class=HTMLResponse, include_in_schema=False)
    async def index() -> str:
        return page

    @app.get("/v1/health")
    async def health() -> dict[str, str]:
        return {"status": "ok"}

    @app.get("/v1/status", dependencies=guard)
    async def status() -> dict[str, Any]:
        return await jobs.status()

    # The answer is built directly (documented by its model): validating it again would
    # cost more than finding it.
    @app.post("/v1/best-move", dependencies=guard, response_model=BestMoveAnswer)
    async def best(body: BestMoveBody) -> Response:
        try:
            # A tic-tac-toe answer is a lookup; a big heap of bones is searched aside
            found = best_move(book, body.game, body.position) if body.game == "tictactoe" \
                else await asyncio.to_thread(best_move, book, body.game, body.position)
        except GameError as error:
            raise HTTPException(422, str(error)) from None
        return JSONResponse({"game": body.game, "position": body.position, **asdict(found)})

    @app.post("/v1/jobs", status_code=202, dependencies=guard)
    async def submit(body: JobBody, response: Response) -> dict[str, Any]:
        try:
            job = jobs.submit(body.request(), body.facts)
        except Busy as error:
            raise HTTPException(429, str(error),
                                headers={"Retry-After": str(error.retry_after)}) from None
        response.headers["Location"] = f"/v1/jobs/{job.id}"
        return {"id": job.id, "state": job.state}

    @app.get("/v1/jobs/{job_id}", dependencies=guard)
    async def job(job_id: str) -> dict[str, Any]:
        try:
            return (await jobs.get(job_id)).view()
        except KeyError:
            raise HTTPException(404, f"no job {job_id}") from None

    @app.delete("/v1/jobs/{job_id}", dependencies=guard)
    async def cancel(job_id: str) -> dict[str, Any]:
        try:
            return (await jobs.cancel(job_id)).view()
        except KeyError:
            raise HTTPException(404, f"no job {job_id}") from None

    return BodyLimit(app, max_body)


def _bearer(token: str) -> Callable[[str | None], Awaitable[None]]:
    expected = f"Bearer {token}".encode()

    # async: FastAPI would run a plain function in its thread pool, per request
    async def check(authorization: Annotated[str | None, Header()] = None) -> None:
        if not hmac.compare_digest(
                (authorization or "").encode("utf-8", "replace"), expected):
            raise HTTPException(401, "this service wants Authorization: Bearer <token>",
                                headers={"WWW-Authenticate": "Bearer"})
    return check


class BodyLimit:
    """ASGI middleware: a request body over ``limit`` bytes gets 413, unread.

    A body with a Content-Length is judged by it; a chunked one is read up to the limit
    and replayed to the app.
    """

    def __init__(self, app: ASGIApp, limit: int) -> None:
        self.app = app
        self.limit = limit

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        headers = dict(scope["headers"])
        length = headers.get(b"content-length")
        if length is not None:
            if not length.isdigit() or int(length) > self.limit:
                return await self._refuse(send)
            return await self.app(scope, receive, send)
        if headers.get(b"transfer-encoding") is None:
            return await self.app(scope, receive, send)
        messages: list[Message] = []
        size = 0
        while True:
            message = await receive()
            messages.append(message)
            size += len(message.get("body", b""))
            if size > self.limit:
                return await self._refuse(send)
            if message["type"] != "http.request" or not message.get("more_body"):
                break

        async def replay() -> Message:
            return messages.pop(0) if messages else await receive()
        return await self.app(scope, replay, send)

    async def _refuse(self, send: Send) -> None:
        body = json.dumps({"detail": f"the body is larger than "
                                     f"{_megabytes(self.limit)}"}).encode()
        await send({"type": "http.response.start", "status": 413,
                    "headers": [(b"content-type", b"application/json"),
                                (b"content-length", str(len(body)).encode()),
                                (b"connection", b"close")]})
        await send({"type": "http.response.body", "body": body})


def _megabytes(size: int) -> str:
    return f"{size / (1 << 20):g} MB" if size >= 1 << 20 else f"{size} bytes"
