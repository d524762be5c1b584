"""The HTTP/JSON API and the web page (FastAPI; OpenAPI docs at ``/docs``, served with
their scripts from an installed package, not a CDN: a classroom may have no internet).

``/v1/best-move`` answers rule games from the front's solved tables; ``/v1/jobs`` hands
fact texts to Dask (:mod:`logic_minimax.serve.jobs`); ``/v1/examples`` lists the bundled
example programs. With a token, every ``/v1`` route but ``/v1/health`` and
``/v1/examples`` wants ``Authorization: Bearer <token>``; the page (the files of
``serve/page/``) and the docs are static and ask for it.

Every malformed request gets its answer: 413 for a body over the limit, 400 for a body
that is not UTF-8 JSON, 422 naming the field for a missing, mistyped or contradictory one
(text that is not Unicode included), and the answers themselves are written so that no
input can make them fail (a lone surrogate is escaped, a NaN echoed is a string).
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import json
import math
from collections.abc import Awaitable, Callable, MutableMapping
from dataclasses import asdict
from importlib.resources import files
from typing import Annotated, Any, Literal

from fastapi import Depends, Header, HTTPException, Request, Response
from fastapi.exceptions import RequestValidationError
from fastapi.responses import HTMLResponse, JSONResponse
from fastapi.staticfiles import StaticFiles
from fastapi_offline import FastAPIOffline
from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    model_validator,
)
from starlette.exceptions import HTTPException as StarletteHTTPException

from logic_minimax.errors import GameError
from logic_minimax.kb.examples import examples
from logic_minimax.render.drawing import DEFAULT_MAX_NODES

from .book import TicTacToeBook, best_move
from .jobs import Busy, Jobs
from .worker import JobRequest

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

MAX_BODY = 32 << 20

ECHOED = 100
"""Characters of a refused value that a 422 answer shows."""


def _characters(text: str) -> str:
    """``text`` if it is all Unicode characters (a lone surrogate is not one)."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as error:
        line = text.count("\n", 0, error.start) + 1
        column = error.start - text.rfind("\n", 0, error.start)
        raise ValueError(f"line {line}, column {column}: {text[error.start]!r} is a lone "
                         "surrogate, not a character: send Unicode text") from None
    return text


def _heap_as_text(value: object) -> object:
    """A number where a position is wanted: the heap it names (``6`` is ``"6"``)."""
    return str(value) if isinstance(value, int) and not isinstance(value, bool) else value


def _no_nan(value: float | str) -> float | str:
    if isinstance(value, float) and math.isnan(value):
        raise ValueError("a bound is a number, inf or -inf, not NaN")
    return value


Text = Annotated[str, AfterValidator(_characters)]
Bound = Annotated[float | Literal["inf", "-inf"], AfterValidator(_no_nan)]
SEARCH_FIELDS = ("root", "algorithm", "depth", "alpha", "beta", "memo", "picture", "steps")


class BestMoveBody(BaseModel):
    """A position of a rule game."""

    model_config = ConfigDict(extra="forbid")
    game: Literal["tictactoe", "bones"] = Field(examples=["tictactoe"])
    position: Annotated[str, BeforeValidator(_heap_as_text)] = Field(
        max_length=64, examples=["1,-,-1,-1,-1,1,1,-,-"],
        description="tictactoe: x...o...., [x, e, ...] or nine cells -1 (X), 1 (O), - "
                    "(empty); bones: the heap, 6 (player 1 to take, also as the number "
                    "6), max6/min6 or s(6, max); the path comes back in the same notation")


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
    facts: Text = Field(description="the text of a fact file")
    name: Text = Field("facts.pl", max_length=200, pattern=r"^[^\n\r]*$",
                       description="the file name errors give (facts.pl:3:16: ...)")
    root: Text | int | None = Field(None, description="any ground term (a, 3, s(5, max), a "
                                    "list); default: the tree's only root")
    algorithm: Literal["minimax", "alphabeta", "expectiminimax"] = "minimax"
    depth: int | None = Field(None, ge=0)
    alpha: Bound = "-inf"
    beta: Bound = "inf"
    memo: bool = False
    query: Text | None = Field(None, examples=["minimax(a, BestPos, Val, Path)."],
                               description="a goal instead of a search (then none of "
                                           "the search's fields)")
    picture: bool = Field(False, description="add the search's picture as SVG (searches "
                                             "of at most 100,000 positions)")
    steps: bool = Field(False, description="the search step by step (minimax, alphabeta): "
                                           "its events, each naming a node of its SVG")

    @model_validator(mode="after")
    def _search_or_goal(self) -> JobBody:
        given = [name for name in SEARCH_FIELDS if name in self.model_fields_set]
        if self.query is not None and given:
            raise ValueError(f"query and {', '.join(given)}: a job is a goal (query) or a "
                             f"search ({', '.join(SEARCH_FIELDS)}), not both")
        return self

    def request(self, max_nodes: int = DEFAULT_MAX_NODES) -> JobRequest:
        digest = hashlib.blake2b(self.facts.encode(), digest_size=32).hexdigest()
        return JobRequest(digest, self.name, self.root, self.algorithm, self.depth,
                          float(self.alpha), float(self.beta), self.memo, self.query,
                          self.picture, self.steps, max_nodes)


class ExampleAnswer(BaseModel):
    """A bundled example program."""

    name: str = Field(examples=["bratko"])
    title: str
    goal: str = Field(description="the first goal its header comment asks")
    root: str = Field(description="that goal's position")
    text: str


def create_app(book: TicTacToeBook, jobs: Jobs, token: str | None = None,
               max_body: int = MAX_BODY, max_nodes: int = DEFAULT_MAX_NODES) -> ASGIApp:
    """The API over ``book`` and ``jobs``; bodies over ``max_body`` bytes get 413; job
    pictures draw ``max_nodes`` positions."""
    app = FastAPIOffline(title="logic-minimax best-move service", version="1",
                         description="Best moves of rule games, and searches and goals over "
                                     "fact files run on Dask workers (seed 004, section 7).",
                         default_response_class=SafeJSON)
    app.add_exception_handler(StarletteHTTPException, _http_error)  # type: ignore[arg-type]
    app.add_exception_handler(RequestValidationError, _invalid)  # type: ignore[arg-type]
    guard = [] if token is None else [Depends(_bearer(token))]
    files_of_page = files(__package__) / "page"
    page = (files_of_page / "index.html").read_text(encoding="utf-8")
    app.mount("/page", StaticFiles(directory=str(files_of_page)), name="page")

    @app.get("/", response_class=HTMLResponse, include_in_schema=False)
    async def index() -> str:
        return page

    @app.get("/v1/health")
    async def health() -> Response:
        return SafeJSON({"status": "ok"})

    @app.get("/v1/examples", response_model=list[ExampleAnswer])
    async def bundled() -> list[dict[str, str]]:
        return [asdict(example) for example in examples()]

    @app.get("/v1/status", dependencies=guard)
    async def status() -> Response:
        return SafeJSON(await jobs.status())

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
        return SafeJSON({"game": body.game, "position": body.position, **asdict(found)})

    # A job already known is answered as it is: 200 with its answer once done, else 202.
    @app.post("/v1/jobs", status_code=202, dependencies=guard)
    async def submit(body: JobBody) -> Response:
        try:
            job = jobs.submit(body.request(max_nodes), body.facts)
        except Busy as error:
            raise HTTPException(429, str(error),
                                headers={"Retry-After": str(error.retry_after)}) from None
        return SafeJSON(job.view(), 200 if job.state == "done" else 202,
                        {"Location": f"/v1/jobs/{job.id}"})

    @app.get("/v1/jobs/{job_id}", dependencies=guard)
    async def job(job_id: str) -> Response:
        try:
            return SafeJSON((await jobs.get(job_id)).view())
        except KeyError:
            raise HTTPException(404, f"no job {job_id}") from None

    @app.delete("/v1/jobs/{job_id}", dependencies=guard)
    async def cancel(job_id: str) -> Response:
        try:
            return SafeJSON((await jobs.cancel(job_id)).view())
        except KeyError:
            raise HTTPException(404, f"no job {job_id}") from None

    return BodyLimit(app, max_body)


class SafeJSON(JSONResponse):
    """JSON that any content can be written as: a lone surrogate (which UTF-8 cannot
    encode) becomes its JSON escape, a NaN or an infinity a string."""

    def render(self, content: Any) -> bytes:
        try:
            text = json.dumps(content, ensure_ascii=False, allow_nan=False,
                              separators=(",", ":"))
        except ValueError:
            text = json.dumps(_finite(content), ensure_ascii=False, separators=(",", ":"))
        return text.encode("utf-8", "backslashreplace")


def _finite(value: Any) -> Any:
    if isinstance(value, float) and not math.isfinite(value):
        return str(value)
    if isinstance(value, dict):
        return {key: _finite(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [_finite(item) for item in value]
    return value


async def _http_error(request: Request, error: StarletteHTTPException) -> Response:
    return SafeJSON({"detail": error.detail}, error.status_code, error.headers)


async def _invalid(request: Request, error: RequestValidationError) -> Response:
    """422 naming each refused field, with at most :data:`ECHOED` characters of what was
    sent (a whole fact file is not sent back); 400 for a body that is no JSON at all."""
    shown = []
    for item in error.errors():
        item = {key: value for key, value in item.items() if key in ("type", "loc", "msg",
                                                                     "input")}
        given = item.get("input")
        if isinstance(given, str) and len(given) > ECHOED:
            item["input"] = given[:ECHOED] + "..."
        elif isinstance(given, dict | list):
            item.pop("input")
        shown.append(item)
    malformed = any(item["type"] == "json_invalid" for item in shown)
    return SafeJSON({"detail": shown}, 400 if malformed else 422)


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
    """ASGI middleware: a request body over ``limit`` bytes gets 413 at once.

    A body with a Content-Length is judged by it; a chunked one is read up to the limit
    and replayed to the app. The rest of a refused body is read and dropped (within the
    client timeout) before the connection goes on: closed with unread data, the
    connection would be reset, and the client could lose the 413 on its way.
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
                                (b"content-length", str(len(body)).encode())]})
        await send({"type": "http.response.body", "body": body})


def _megabytes(size: int) -> str:
    return f"{size / (1 << 20):g} MB" if size >= 1 << 20 else f"{size} bytes"
