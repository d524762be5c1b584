"""The HTTP/JSON API: health, status, the token, best moves of every rule game, limits."""

from __future__ import annotations

import json
import re
import socket
import time

import httpx
import pytest

from logic_minimax.serve.client import ServiceError

from .servers import BRATKO, TOKEN, Server


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
    assert page.status_code == 200
    for hook in ("program", "example", "goal", "run", "answers", "next", "picture",
                 "step-algorithm", "step-root", "step-start", "step-view", "cell-8",
                 "who-starts"):
        assert f'data-test="{hook}"' in page.text, hook
    assert httpx.get(f"{server.url}/page/stepper.js").status_code == 200
    # the step view (the page's and the notebook widget's) makes its own controls
    view = httpx.get(f"{server.url}/page/stepview.js")
    assert view.status_code == 200
    for hook in ('"step-event"', '"step-picture"', '"step-" + name', '["next", ',
                 '["prev", '):
        assert hook in view.text, hook
    paths = httpx.get(f"{server.url}/openapi.json").json()["paths"]
    assert {"/v1/best-move", "/v1/jobs", "/v1/jobs/{job_id}", "/v1/status",
            "/v1/examples"} <= set(paths)


def test_the_api_docs_need_no_network_beyond_the_service(server: Server) -> None:
    docs = httpx.get(f"{server.url}/docs")
    assert docs.status_code == 200 and "cdn" not in docs.text.lower()
    scripts = re.findall(r'(?:src|href)="([^"]+\.(?:js|css))"', docs.text)
    assert scripts and all(s.startswith("/") for s in scripts)
    for script in scripts:
        assert httpx.get(f"{server.url}{script}").status_code == 200


def test_the_examples_need_no_token(server: Server) -> None:
    examples = httpx.get(f"{server.url}/v1/examples").json()
    bratko = next(e for e in examples if e["name"] == "bratko")
    assert (bratko["goal"], bratko["root"]) == ("minimax(a, BestPos, Val, NodeList).", "a")
    assert bratko["text"] == BRATKO


def test_a_heap_of_bones_may_be_sent_as_a_number(server: Server) -> None:
    with server.api() as api:
        answer = api.http.post("/v1/best-move", json={"game": "bones", "position": 6})
        refused = api.http.post("/v1/best-move", json={"game": "bones", "position": True})
    assert answer.status_code == 200 and answer.json()["position"] == "6"
    assert answer.json()["move"] == 2
    assert refused.status_code == 422
    assert refused.json()["detail"][0]["loc"] == ["body", "position"]


def test_a_job_is_a_search_or_a_goal_not_both(server: Server) -> None:
    with server.api() as api:
        both = api.http.post("/v1/jobs", json={"facts": "p.\n", "root": "a", "depth": 2,
                                               "query": "p."})
    assert both.status_code == 422
    assert "query and root, depth: a job is a goal (query) or a search" in \
        both.json()["detail"][0]["msg"]


@pytest.mark.parametrize(("body", "field"), [
    ({"facts": "moves(a, [b]).\n", "alpha": float("nan")}, "alpha"),
    ({"facts": "moves(a, [b]).\n", "depth": -1}, "depth"),
    ({"facts": "moves(a, [b]).\n", "algorithm": "negamax"}, "algorithm"),
    ({"facts": ["moves(a, [b])."]}, "facts"),
    ({"facts": "p.\n", "nme": "x.pl"}, "nme"),
    ({"root": "a"}, "facts"),
])
def test_a_mistyped_field_is_422_naming_it(server: Server, body: dict[str, object],
                                          field: str) -> None:
    with server.api() as api:
        refused = api.http.post("/v1/jobs", content=json.dumps(body),
                                headers={"Content-Type": "application/json"})
    assert refused.status_code == 422
    assert refused.json()["detail"][0]["loc"] == ["body", field]


@pytest.mark.parametrize(("path", "body", "field"), [
    ("/v1/best-move", b'{"game": "\\ud800", "position": "6"}', "game"),
    ("/v1/best-move", b'{"game": "bones", "position": "\\udfff6"}', "position"),
    ("/v1/jobs", b'{"facts": "moves(a, [b]).\\nmoves(b, [\\ud800]).\\n"}', "facts"),
    ("/v1/jobs", b'{"facts": "p.\\n", "name": "\\ud800.pl"}', "name"),
    ("/v1/jobs", b'{"facts": "p.\\n", "query": "X = \'\\udc00\'."}', "query"),
    ("/v1/jobs", b'{"facts": "p.\\n", "root": "\\ud83d"}', "root"),
])
def test_a_lone_surrogate_is_422_naming_its_field(server: Server, path: str, body: bytes,
                                                 field: str) -> None:
    with server.api() as api:
        refused = api.http.post(path, content=body, headers={"Content-Type": "application/json"})
    assert refused.status_code == 422
    detail = refused.json()["detail"]
    assert field in detail[0]["loc"], detail


def test_a_lone_surrogate_in_the_facts_says_where(server: Server) -> None:
    body = b'{"facts": "moves(a, [b]).\\nmoves(b, [\\ud800]).\\n"}'
    with server.api() as api:
        refused = api.http.post("/v1/jobs", content=body,
                                headers={"Content-Type": "application/json"})
    assert "line 2, column 11: '\\ud800' is a lone surrogate, not a character" in \
        refused.json()["detail"][0]["msg"]


@pytest.mark.parametrize("body", [b'{"facts": "\xff\xfe"}', b"\x00\x01", b'{"facts": "p.\\n"',
                                  b'\xff\xfe{"facts": "p.\\n"}'])
def test_a_body_that_is_not_utf8_json_is_400(server: Server, body: bytes) -> None:
    """As the README says: the request is malformed (400), not a field refused (422)."""
    with server.api() as api:
        refused = api.http.post("/v1/jobs", content=body,
                                headers={"Content-Type": "application/json"})
    assert refused.status_code == 400
    assert refused.json()["detail"]


def read_all(sock: socket.socket) -> bytes:
    answer = b""
    while chunk := sock.recv(4096):
        answer += chunk
    return answer


def test_a_half_sent_request_is_408_and_closed(server: Server) -> None:
    with socket.create_connection((server.host, int(server.url.rsplit(":", 1)[1])),
                                  timeout=30) as sock:
        sock.sendall(b"POST /v1/best-move HTTP/1.1\r\nHost: x\r\n")
        answer = read_all(sock)
    assert answer.startswith(b"HTTP/1.1 408 Request Timeout\r\n")
    assert answer.endswith(b'{"detail": "the request did not arrive within 2 s: closing"}')


def test_a_body_that_stops_coming_is_408_and_closed(server: Server) -> None:
    with socket.create_connection((server.host, int(server.url.rsplit(":", 1)[1])),
                                  timeout=30) as sock:
        sock.sendall(b"POST /v1/jobs HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                     b"Authorization: Bearer " + TOKEN.encode() +
                     b"\r\nContent-Length: 100\r\n\r\n{\"facts\": ")
        answer = read_all(sock)
    assert answer.startswith(b"HTTP/1.1 408 Request Timeout\r\n")


def test_a_connection_that_sends_nothing_is_closed(server: Server) -> None:
    with socket.create_connection((server.host, int(server.url.rsplit(":", 1)[1])),
                                  timeout=30) as sock:
        assert read_all(sock) == b""


def test_timed_out_clients_no_longer_count_against_the_cap(server: Server) -> None:
    port = int(server.url.rsplit(":", 1)[1])
    slow = [socket.create_connection((server.host, port), timeout=30) for _ in range(40)]
    try:
        for sock in slow:
            sock.sendall(b"GET /v1/status HTTP/1.1\r\n")
        assert all(read_all(sock).startswith(b"HTTP/1.1 408") for sock in slow)
    finally:
        for sock in slow:
            sock.close()
    with server.api() as api:
        assert api.status()["workers"]


def test_a_connection_goes_on_after_a_refused_body(server: Server) -> None:
    body = b"x" * (1 << 20 | 1)  # just over the 1 MB limit
    with socket.create_connection((server.host, int(server.url.rsplit(":", 1)[1])),
                                  timeout=30) as sock:
        answers = sock.makefile("rb")
        sock.sendall(b"POST /v1/jobs HTTP/1.1\r\nHost: x\r\nContent-Type: application/json"
                     b"\r\nContent-Length: %d\r\n\r\n%s" % (len(body), body))
        assert answers.readline().startswith(b"HTTP/1.1 413 ")
        while answers.readline() != b"\r\n":
            pass
        answers.read(len(b'{"detail": "the body is larger than 1 MB"}'))
        time.sleep(3)  # longer than --client-timeout: the refused request is not pending
        sock.sendall(b"GET /v1/health HTTP/1.1\r\nHost: x\r\n\r\n")
        assert answers.readline() == b"HTTP/1.1 200 OK\r\n"


@pytest.mark.parametrize(("content_type", "body"), [
    ("text/plain", b"minimax(a, B, V, P)."),
    ("application/x-www-form-urlencoded", b"facts=moves(a,[b])&query=x"),
    ("application/octet-stream", b"\xff\xfe\x00"),
    (None, b"abc"),
    ("multipart/form-data; boundary=xx",
     b'--xx\r\nContent-Disposition: form-data; name="facts"\r\n\r\na\r\n--xx--\r\n'),
])
def test_a_body_that_is_no_json_gets_400_not_500(server: Server, content_type: str | None,
                                                  body: bytes) -> None:
    """Issue 30, finding 10: text/plain, a form (curl -d), bytes: 400 saying so (as a
    malformed JSON body)."""
    headers = {"Authorization": f"Bearer {TOKEN}"}
    if content_type is not None:
        headers["Content-Type"] = content_type
    for path in ("/v1/jobs", "/v1/best-move"):
        answer = httpx.post(f"{server.url}{path}", content=body, headers=headers)
        assert answer.status_code == 400, (path, answer.text)
        assert "the body is not JSON" in answer.json()["detail"][0]["msg"]
