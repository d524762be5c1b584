"""The HTTP/JSON API: health, status, the token, best moves of every rule game, limits."""

from __future__ import annotations

import httpx
import pytest

from logic_minimax.serve.client import ServiceError

from .servers import TOKEN, Server


def test_health_needs_no_token_and_everything_else_does(server: Server) -> None:
    assert httpx.get(f"{server.url}/v1/health").json() == {"status": "ok"}
    for method, path in [("GET", "/v1/status"), ("POST", "/v1/best-move"),
                         ("POST", "/v1/jobs"), ("GET", "/v1/jobs/x"), ("DELETE", "/v1/jobs/x")]:
        response = httpx.request(method, f"{server.url}{path}")
        assert response.status_code == 401, path
        assert response.headers["WWW-Authenticate"] == "Bearer"
    wrong = httpx.get(f"{server.url}/v1/status", headers={"Authorization": "Bearer nope"})
    assert wrong.status_code == 401


def test_status_names_the_scheduler_and_its_worker(server: Server) -> None:
    with server.api() as api:
        status = api.status()
    assert status["scheduler"].startswith("tcp://127.0.0.1:")
    assert len(status["workers"]) == 1 and status["workers"][0]["pid"] > 0
    assert set(status["jobs"]) == {"queued", "running", "done", "failed", "cancelled",
                                   "finished"}


def test_the_seeds_board_over_http(server: Server) -> None:
    with server.api() as api:
        answer = api.best_move("tictactoe", "1,-,-1,-1,-1,1,1,-,-")
    assert answer["move"] == 1 and answer["value"] == 0 and answer["result"] is None
    # the path in the request's notation: seed 004's cells
    assert answer["moves"][0] == 1 and answer["path"][0] == "1,-1,-1,-1,-1,1,1,-,-"


def test_every_board_notation_answers_in_its_own(server: Server) -> None:
    """x...o.... (the game's own), the rules' list and seed 004's cells are one board."""
    with server.api() as api:
        answers = [api.best_move("tictactoe", board) for board in
                   ("o.xxxoo..", "[o, e, x, x, x, o, o, e, e]", "1,-,-1,-1,-1,1,1,-,-")]
        term = api.best_move("bones", "s(5, max)")
    assert {a["move"] for a in answers} == {1} and {a["value"] for a in answers} == {0}
    assert [a["path"][0] for a in answers] == ["oxxxxoo..", "[o, x, x, x, x, o, o, e, e]",
                                               "1,-1,-1,-1,-1,1,1,-,-"]
    assert (term["move"], term["path"]) == (1, ["s(4, min)", "s(3, max)", "s(0, min)"])


def test_a_finished_board_has_no_move_but_a_result(server: Server) -> None:
    with server.api() as api:
        answer = api.best_move("tictactoe", "-1,-1,-1,-1,1,1,-1,1,1")
    assert (answer["move"], answer["value"], answer["result"]) == (None, 1, "X won")


def test_bones_as_seed_002_plays_it(server: Server) -> None:
    with server.api() as api:
        assert api.best_move("bones", "6")["move"] == 2          # leave 4: a lost heap
        assert api.best_move("bones", "min5")["value"] == -1     # player 2 takes 1, wins
        assert api.best_move("bones", "4")["value"] == -1        # every take loses
        assert api.best_move("bones", "0")["result"] == "player 2 won"


@pytest.mark.parametrize(("game", "position", "reason"), [
    ("tictactoe", "1,-,-1", "'1,-,-1' has 3 cells, not 9"),
    ("tictactoe", "1,1,-,-,-,-,-,-,-", "has 0 X and 2 O"),
    ("bones", "many", "'many' is not a heap"),
    ("bones", "10001", "larger than this service answers"),
])
def test_a_bad_position_gets_422_with_the_clis_reason(server: Server, game: str,
                                                      position: str, reason: str) -> None:
    with server.api() as api, pytest.raises(ServiceError) as refused:
        api.best_move(game, position)
    assert refused.value.status == 422 and reason in refused.value.detail


def test_an_unknown_game_is_refused(server: Server) -> None:
    response = httpx.post(f"{server.url}/v1/best-move", json={"game": "chess", "position": ""},
                          headers={"Authorization": f"Bearer {TOKEN}"})
    assert response.status_code == 422 and "tictactoe" in response.text


def test_a_body_over_the_limit_gets_413_unread(server: Server) -> None:
    headers = {"Authorization": f"Bearer {TOKEN}"}
    big = {"facts": "static_eval(a, 1).\n" * 60_000, "root": "a"}  # over the 1 MB limit
    response = httpx.post(f"{server.url}/v1/jobs", json=big, headers=headers)
    assert response.status_code == 413 and "1 MB" in response.json()["detail"]

    def chunks() -> object:
        yield b'{"facts": "'
        for _ in range(200):
            yield b"x" * 10_000
        yield b'"}'
    chunked = httpx.post(f"{server.url}/v1/jobs", content=chunks(),  # type: ignore[arg-type]
                         headers={**headers, "Content-Type": "application/json"})
    assert chunked.status_code == 413


def test_the_page_and_the_api_docs_are_served(server: Server) -> None:
    page = httpx.get(f"{server.url}/")
    assert page.status_code == 200 and 'data-cell="8"' in page.text and 'id="solve"' in page.text
    assert httpx.get(f"{server.url}/docs").status_code == 200
    paths = httpx.get(f"{server.url}/openapi.json").json()["paths"]
    assert {"/v1/best-move", "/v1/jobs", "/v1/jobs/{job_id}", "/v1/status"} <= set(paths)
