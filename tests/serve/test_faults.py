"""The service under faults (issue 22's suite), as a room of students meets it.

One service with two workers and small limits takes a few thousand requests from 50
concurrent clients, a tenth of them malformed, while other clients try to change each
other's state, cancel jobs as soon as they send them, hold connections with half a
request, send jobs over their memory limit, and a worker is killed in the middle of a
job. Every request is answered as the API documents, no job is lost, and the figures are
printed (``pytest -s``). On a one-worker service, a job runs past its deadline and quick
jobs follow it. Bounded: loopback ports, and a timeout on every wait.
"""

from __future__ import annotations

import json
import os
import random
import signal
import socket
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any

import httpx
import pytest

import logic_minimax as lm
from logic_minimax.serve.book import TicTacToeBook, best_bones
from logic_minimax.serve.protocol import EXAMPLE

from .servers import BRATKO, TOKEN, Server, diamond, start_server

REQUESTS = 3000
CLIENTS = 50
DEADLINE = 120
"""The room's: longer than anything in it takes on a loaded machine, where a job may wait
behind others (the deadline's own fault has a service of its own)."""
SLOW_CLIENTS = 20
CANCEL_ROUNDS = 10
ISOLATION_ROUNDS = 8
HOGS = 2

COURSE = ":- dynamic max_to_move/1, min_to_move/1.\n" + BRATKO
HOG = "numlist(1, 20000000, L), length(L, N)."
ENDLESS = diamond(60, seed=5)

Check = Callable[[httpx.Response], str | None]
"""What is wrong with an answer (``None``: it is as the API documents)."""


@pytest.fixture(scope="module")
def room() -> Iterator[Server]:
    running = start_server("--workers", "2", "--token", TOKEN, "--deadline", str(DEADLINE),
                           "--worker-memory", "300MB", "--client-timeout", "3",
                           "--max-connections", "120", "--queue", "1000", "--max-body", "1")
    yield running
    running.stop()


@dataclass
class Tally:
    """Every request sent, and what is wrong with its answer."""

    lock: threading.Lock = field(default_factory=threading.Lock)
    statuses: Counter[int] = field(default_factory=Counter)
    problems: list[str] = field(default_factory=list)
    jobs: list[tuple[str, str, Callable[[dict[str, Any]], str | None]]] = \
        field(default_factory=list)
    """Jobs to follow to their end: (id, what, what is wrong with the finished job)."""

    def send(self, client: httpx.Client, what: str, method: str, path: str,
             check: Check, **sent: Any) -> httpx.Response | None:
        try:
            response = client.request(method, path, **sent)
        except httpx.HTTPError as error:
            self.problem(f"{what}: no answer ({type(error).__name__}: {error})")
            return None
        with self.lock:
            self.statuses[response.status_code] += 1
        problem = "a server error" if response.status_code >= 500 else check(response)
        if problem is not None:
            self.problem(f"{what}: {problem}: {response.status_code} {response.text[:200]}")
            return None
        return response

    def problem(self, text: str) -> None:
        with self.lock:
            self.problems.append(text)

    def follow(self, job_id: str, what: str,
               check: Callable[[dict[str, Any]], str | None]) -> None:
        with self.lock:
            self.jobs.append((job_id, what, check))

    @property
    def requests(self) -> int:
        return sum(self.statuses.values())


def status(*wanted: int) -> Check:
    return lambda r: None if r.status_code in wanted else f"not {wanted}"


def detail_names(field_name: str) -> Check:
    return lambda r: None if r.status_code == 422 and field_name in json.dumps(
        r.json()["detail"]) else f"422 naming {field_name}"


def finished_as(state: str, *, value: object = None, answers: object = None,
                message: str | None = None) -> Callable[[dict[str, Any]], str | None]:
    def check(job: dict[str, Any]) -> str | None:
        if job["state"] != state:
            return f"{job['state']}, not {state}: {job.get('error')}"
        if value is not None and job["result"]["value"] != value:
            return f"value {job['result']['value']}, not {value}"
        if answers is not None and job["answers"] != answers:
            return f"answers {job['answers']}, not {answers}"
        if message is not None and message not in job["error"]["message"]:
            return f"{job['error']['message']!r} lacks {message!r}"
        return None
    return check


def submitted(tally: Tally, client: httpx.Client, what: str, body: dict[str, Any],
              check: Callable[[dict[str, Any]], str | None]) -> str | None:
    response = tally.send(client, what, "POST", "/v1/jobs", status(200, 202), json=body)
    if response is None:
        return None
    job_id: str = response.json()["id"]
    tally.follow(job_id, what, check)
    return job_id


# -- the room's load: well-formed and malformed requests -----------------------------------

Work = Callable[[Tally, httpx.Client], object]


def load(seed: int) -> list[Work]:
    """:data:`REQUESTS` requests: best moves, jobs (a few distinct ones, asked again and
    again, as a class does), status and health; every tenth malformed."""
    rng = random.Random(seed)
    book = TicTacToeBook()
    boards = [(board, found.move) for board, found in book.boards.items()
              if found.move is not None]
    trees = [(diamond(levels, seed=levels, leaf=levels), levels) for levels in range(3, 9)]
    expected = {levels: lm.loads(facts).minimax("p0").value for facts, levels in trees}

    def best(tally: Tally, client: httpx.Client) -> None:
        board, move = rng.choice(boards)
        cells = ",".join({"x": "-1", "o": "1", ".": "-"}[c] for c in board)
        tally.send(client, f"best move {cells}", "POST", "/v1/best-move",
                   lambda r: None if r.status_code == 200 and r.json()["move"] == move
                   else f"move {move}", json={"game": "tictactoe", "position": cells})

    def bones(tally: Tally, client: httpx.Client) -> None:
        heap = rng.randint(1, 40)
        move = best_bones(str(heap)).move
        tally.send(client, f"bones {heap}", "POST", "/v1/best-move",
                   lambda r: None if r.status_code == 200 and r.json()["move"] == move
                   else f"move {move}", json={"game": "bones", "position": heap})

    def search(tally: Tally, client: httpx.Client) -> None:
        facts, levels = rng.choice(trees)
        submitted(tally, client, f"search of diamond {levels}", {"facts": facts, "root": "p0"},
                  finished_as("done", value=expected[levels]))

    def goal(tally: Tally, client: httpx.Client) -> None:
        submitted(tally, client, "course goal", {"facts": BRATKO, "query":
                                                 "minimax(a, B, V, P)."},
                  finished_as("done", answers=[{"B": "b", "V": "4", "P": "[b, d, i]"}]))

    def look(tally: Tally, client: httpx.Client) -> None:
        path = rng.choice(["/v1/health", "/v1/status"])
        tally.send(client, path, "GET", path, status(200))

    json_type = {"Content-Type": "application/json"}
    malformed: list[Work] = [
        lambda t, c: t.send(c, "half a JSON body", "POST", "/v1/best-move", status(400),
                            content=b'{"game": "tictactoe", "posi', headers=json_type),
        lambda t, c: t.send(c, "not UTF-8", "POST", "/v1/jobs", status(400),
                            content=b'{"facts": "\xff\xfe"}', headers=json_type),
        lambda t, c: t.send(c, "a lone surrogate", "POST", "/v1/jobs", detail_names("facts"),
                            content=b'{"facts": "moves(a, [\\ud800]).\\n"}', headers=json_type),
        lambda t, c: t.send(c, "root and query", "POST", "/v1/jobs", detail_names("root"),
                            json={"facts": BRATKO, "root": "a", "query": "p."}),
        lambda t, c: t.send(c, "a bad board", "POST", "/v1/best-move", status(422),
                            json={"game": "tictactoe", "position": "1,-,-1"}),
        lambda t, c: t.send(c, "an unknown game", "POST", "/v1/best-move",
                            detail_names("game"), json={"game": "chess", "position": "e4"}),
        lambda t, c: t.send(c, "a mistyped depth", "POST", "/v1/jobs", detail_names("depth"),
                            json={"facts": BRATKO, "depth": "deep"}),
        lambda t, c: t.send(c, "an unknown field", "POST", "/v1/jobs", detail_names("roots"),
                            json={"facts": BRATKO, "roots": ["a"]}),
        lambda t, c: t.send(c, "no such job", "GET", "/v1/jobs/nothing", status(404)),
        lambda t, c: t.send(c, "no token", "GET", "/v1/status", status(401),
                            headers={"Authorization": ""}),
        lambda t, c: t.send(c, "a wrong method", "PUT", "/v1/jobs", status(405)),
        lambda t, c: t.send(c, "a body over the limit", "POST", "/v1/jobs", status(413),
                            json={"facts": "p.\n" * 400_000}),
    ]
    kinds: list[tuple[Work, int]] = [(best, 50), (bones, 10), (search, 15), (goal, 10),
                                     (look, 5)]
    work: list[Work] = []
    for k in range(REQUESTS):
        if k % 10 == 9:
            work.append(malformed[(k // 10) % len(malformed)])
        else:
            work.append(rng.choices([w for w, _ in kinds], [n for _, n in kinds])[0])
    return work


def drive(room: Server, tally: Tally, work: list[Work]) -> None:
    """``work`` shared among :data:`CLIENTS` clients, each on its own connection."""
    shares = [work[i::CLIENTS] for i in range(CLIENTS)]

    def client(share: list[Work]) -> None:
        with httpx.Client(base_url=room.url, timeout=60,
                          headers={"Authorization": f"Bearer {TOKEN}"}) as http:
            for item in share:
                item(tally, http)
    with ThreadPoolExecutor(CLIENTS) as pool:
        list(pool.map(client, shares))


# -- the faults, alongside the load ------------------------------------------------------

def change_each_others_state(room: Server, tally: Tally) -> None:
    """One client changes the program of the course file (the sides, a fact, a flag);
    another's jobs over the same file see it as sent."""
    with room.api().http as first, room.api().http as second:
        for k in range(ISOLATION_ROUNDS):
            submitted(tally, first, "a change", {"facts": COURSE, "query":
                      f"retract(max_to_move(d)), assertz(min_to_move(d)), assertz(secret({k})),"
                      " set_prolog_flag(double_quotes, codes)."}, finished_as("done"))
            submitted(tally, second, "a look after a change", {"facts": COURSE, "query":
                      f"minimax(a, B, V, P), X = \"hi\", \\+ catch(call(secret, _), _, fail), "
                      f"K = {k}."},
                      finished_as("done", answers=[{"B": "b", "V": "4", "P": "[b, d, i]",
                                                    "X": '"hi"', "K": str(k)}]))


def cancel_at_once(room: Server, tally: Tally) -> None:
    with room.api().http as http:
        for k in range(CANCEL_ROUNDS):
            job_id = submitted(tally, http, "an endless search", {
                "facts": ENDLESS + f"% cancelled {k}\n", "root": "p0"},
                finished_as("cancelled", message="cancelled by a DELETE request"))
            if job_id is not None:
                tally.send(http, "a cancel", "DELETE", f"/v1/jobs/{job_id}", status(200))
            submitted(tally, http, "a search after a cancel", {
                "facts": BRATKO + f"% after cancel {k}\n", "root": "a"},
                finished_as("done", value=4))


def hold_half_sent(room: Server, tally: Tally) -> None:
    port = int(room.url.rsplit(":", 1)[1])
    slow = [socket.create_connection((room.host, port), timeout=60)
            for _ in range(SLOW_CLIENTS)]
    for sock in slow:
        sock.sendall(b"POST /v1/jobs HTTP/1.1\r\nHost: room\r\nContent-Length: 50\r\n")
    for sock in slow:
        with sock:
            answer = b""
            while chunk := sock.recv(4096):
                answer += chunk
        with tally.lock:
            tally.statuses[int(answer.split(b" ", 2)[1]) if answer else 0] += 1
        if not answer.startswith(b"HTTP/1.1 408 "):
            tally.problem(f"a half-sent request: {answer[:80]!r}")


def go_over_memory(room: Server, tally: Tally) -> None:
    with room.api().http as http:
        for k in range(HOGS):
            submitted(tally, http, "a job over its memory", {"facts": f"p({k}).\n", "query":
                                                             HOG},
                      # the list the goal would build is over the job's memory before it
                      # is made: SWI's resource error at once (issue 30's one budget); a job
                      # that grows past it is killed saying which limit (test_sandbox.py)
                      finished_as("failed", message="Not enough resources: stack"))


def kill_a_worker_mid_job(room: Server, tally: Tally) -> list[int]:
    """Two long searches; once both workers are busy, one worker is killed: Dask runs
    its job again, and the job is done."""
    slow = [diamond(19, seed=seed, leaf=seed) for seed in (11, 12)]
    killed = []
    with room.api().http as http:
        for facts in slow:
            submitted(tally, http, "a long search", {"facts": facts, "root": "p0"},
                      finished_as("done", value=lm.loads(facts).minimax("p0",
                                                                        memo=True).value))
        until = time.monotonic() + 60
        while time.monotonic() < until:
            shown = http.get("/v1/status").json()
            if shown["jobs"]["running"] == 2 and all(w["pid"] for w in shown["workers"]):
                killed.append(shown["workers"][0]["pid"])
                os.kill(killed[0], signal.SIGKILL)
                break
            time.sleep(0.05)
    if not killed:
        tally.problem("the workers were never both busy: no worker killed")
    return killed


def follow_every_job(room: Server, tally: Tally) -> int:
    """Wait for every job sent; the number that did not end as expected."""
    wrong = 0
    with room.api().http as http:
        for job_id, what, check in tally.jobs:
            until = time.monotonic() + DEADLINE + 60
            while (job := http.get(f"/v1/jobs/{job_id}").json())["state"] in \
                    ("queued", "running") and time.monotonic() < until:
                time.sleep(0.05)
            if (problem := check(job)) is not None:
                wrong += 1
                tally.problem(f"{what} ({job_id}): {problem}")
    return wrong


def test_the_room_under_faults(room: Server) -> None:
    tally = Tally()
    work = load(seed=22)
    faults = [change_each_others_state, cancel_at_once, hold_half_sent, go_over_memory]
    started = time.perf_counter()
    with ThreadPoolExecutor(len(faults) + 2) as pool:
        running = [pool.submit(fault, room, tally) for fault in faults]
        killer = pool.submit(kill_a_worker_mid_job, room, tally)
        drive(room, tally, work)
        for done in running:
            done.result()
        killed = killer.result()
    wrong = follow_every_job(room, tally)
    seconds = time.perf_counter() - started
    malformed = sum(1 for k in range(REQUESTS) if k % 10 == 9)
    fault_count = (malformed + 2 * ISOLATION_ROUNDS + CANCEL_ROUNDS + SLOW_CLIENTS + HOGS +
                   len(killed))
    print(f"\nfault suite: {tally.requests} requests from {CLIENTS} concurrent clients in "
          f"{seconds:.0f} s, {len(tally.jobs)} jobs; faults: {malformed} malformed requests, "
          f"{ISOLATION_ROUNDS} jobs changing the program against {ISOLATION_ROUNDS} that "
          f"look, {CANCEL_ROUNDS} cancels at once, {SLOW_CLIENTS} half-sent requests, "
          f"{HOGS} jobs over the memory limit, {len(killed)} worker killed mid-job "
          f"({fault_count} in all); statuses {dict(sorted(tally.statuses.items()))}; "
          f"unanswered or wrong {len(tally.problems)}, jobs lost {wrong}")
    assert tally.problems == []
    assert killed, "a worker was killed"


def test_a_job_past_its_deadline_then_quick_jobs() -> None:
    one = start_server("--workers", "1", "--deadline", "4")
    try:
        with one.api(None) as api:
            looped = api.solve("p :- p.\n", query="p.")
            quick = [api.submit(BRATKO, query=f"max_to_move(X), K = {k}.") for k in range(4)]
            after = [api.wait(job_id, timeout=60) for job_id in quick]
            health = api.health()
            status = api.status()  # anyone may ask a service without a token
    finally:
        one.stop()
    # issue 30, finding 10: then no address of the scheduler or a worker, no pid
    assert "scheduler" not in status and status["workers"]
    assert all(set(worker) == {"nthreads"} for worker in status["workers"])
    assert looped["state"] == "cancelled"
    assert looped["error"]["message"] == "the job ran past its deadline of 4 s and was stopped"
    assert [job["state"] for job in after] == ["done"] * 4
    assert health == {"status": "ok"}


def test_the_line_protocol_answers_through_it_all(room: Server) -> None:
    answers = room.ask([EXAMPLE] * 100)
    assert answers == ["1"] * 100
