"""The best-move service measured against bare servers, in the same run, same client.

    python benchmarks/serve.py                # everything (a few minutes)
    python benchmarks/serve.py --only lines   # lines | http | startup | job
    python benchmarks/serve.py --smoke        # small numbers, one round: that it runs

- lines: 10,000 requests of seed 004's line protocol from 50 concurrent connections (each
  sends a line and waits for its answer), 10% malformed, against ``logic-minimax serve``
  and against a bare asyncio line server that answers every line with ``1``. Requests/s,
  p50/p99 latency, lost and wrong answers, and the ratio serve / bare (median of rounds).
- http: ``POST /v1/best-move`` the same way against a bare FastAPI route (same uvicorn).
- startup: from process start to ``ready``, and from SIGTERM to exit (2 workers).
- job: the 1.1M-position uniform tree (benchmarks/gentree.py, 63 MB) as a job, end to
  end; the same job again (the front's kept answer); another search of the same text
  (the worker's parsed facts); and ``logic-minimax solve --no-cache`` for reference.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import re
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Coroutine, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
PYTHON = sys.executable
QUIET = {**os.environ, "DASK_LOGGING__DISTRIBUTED": "error"}
MALFORMED = ["", "hello", "C1,-,-1", "C1,1,-,-,-,-,-,-,-", "C1,-,-1,-1,-1,1,1,-,2",
             "1,-,-1,-1,-1,1,1,-,-", "C-1,-1,-1,1,1,1,-,-,-"]


# -- the bare servers (run as subprocesses: ``serve.py bare-tcp PORT``) -------------------

async def _bare_tcp(port: int) -> None:
    async def client(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        while await reader.readline():
            writer.write(b"1\n")
        writer.close()
    server = await asyncio.start_server(client, "127.0.0.1", port)
    print("ready", flush=True)
    await server.serve_forever()


def _bare_http(port: int) -> None:
    import uvicorn
    from fastapi import FastAPI

    from logic_minimax.serve.http import BestMoveBody

    app = FastAPI()

    @app.post("/v1/best-move")
    async def best(body: BestMoveBody) -> dict[str, object]:
        return {"move": 1}

    config = uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning",
                            access_log=False, lifespan="off", timeout_keep_alive=5)
    server = uvicorn.Server(config)

    async def main() -> None:
        task = asyncio.create_task(server.serve())
        while not server.started:
            await asyncio.sleep(0.01)
        print("ready", flush=True)
        await task
    asyncio.run(main())


# -- processes -----------------------------------------------------------------------------

@dataclass
class Process:
    popen: subprocess.Popen[str]
    tcp: int = 0
    http: str = ""
    ready_after: float = 0.0
    workers_after: float = 0.0

    def stop(self) -> float:
        """SIGTERM, and the seconds until the process has exited."""
        started = time.perf_counter()
        self.popen.send_signal(signal.SIGTERM)
        try:
            self.popen.wait(60)
        except subprocess.TimeoutExpired:
            self.popen.kill()
            self.popen.wait()
        return time.perf_counter() - started


def start(command: Sequence[str]) -> Process:
    started = time.perf_counter()
    popen = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                             text=True, env=QUIET)
    process = Process(popen)
    assert popen.stdout is not None
    for line in popen.stdout:
        if found := re.match(r"tcp: listening on [\d.]+:(\d+)", line):
            process.tcp = int(found[1])
        elif found := re.match(r"http: listening on (http://[\d.:]+)", line):
            process.http = found[1]
        elif line.startswith("ready"):
            process.ready_after = time.perf_counter() - started
            if "serve" not in command:
                return process
        elif re.match(r"dask: \d+ workers up", line):
            process.workers_after = time.perf_counter() - started
            return process
    raise RuntimeError(f"{command} ended before it was ready")


def serve(*options: str) -> Process:
    return start([PYTHON, "-m", "logic_minimax", "serve", "--tcp", "127.0.0.1:0",
                  "--http", "127.0.0.1:0", *options])


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def bare(kind: str) -> Process:
    port = free_port()
    process = start([PYTHON, __file__, kind, str(port)])
    process.tcp = port
    process.http = f"http://127.0.0.1:{port}"
    return process


# -- the load ------------------------------------------------------------------------------

@dataclass(frozen=True)
class Load:
    rate: float
    p50: float
    p99: float
    lost: int
    wrong: int

    def row(self, name: str) -> str:
        return (f"{name:<28} {self.rate:>9.0f} req/s   p50 {self.p50 * 1e3:6.2f} ms   "
                f"p99 {self.p99 * 1e3:6.2f} ms   lost {self.lost}   wrong {self.wrong}")


def requests(count: int, seed: int = 1) -> list[tuple[str, str]]:
    """``count`` (line, expected answer) pairs, 10% malformed (expected ``E``)."""
    from logic_minimax.serve.book import TicTacToeBook
    from logic_minimax.serve.protocol import seed_line

    book = TicTacToeBook()
    boards = [(seed_line(b), str(found.move)) for b, found in book.boards.items()
              if found.move is not None]
    rng = random.Random(seed)
    return [(rng.choice(MALFORMED), "E") if i % 10 == 9 else rng.choice(boards)
            for i in range(count)]


async def _connection(port: int, work: list[tuple[str, str]], latencies: list[float],
                      check: bool) -> tuple[int, int]:
    lost = wrong = 0
    try:
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
    except OSError:
        return len(work), 0
    for position, (line, expected) in enumerate(work):
        started = time.perf_counter()
        writer.write(line.encode() + b"\n")
        try:
            answer = await asyncio.wait_for(reader.readline(), 10)
        except (TimeoutError, OSError):
            answer = b""
        if not answer.endswith(b"\n"):
            return lost + len(work) - position, wrong
        latencies.append(time.perf_counter() - started)
        text = answer.decode().rstrip("\n")
        if check and not (text.startswith("E ") if expected == "E" else text == expected):
            wrong += 1
    writer.close()
    return lost, wrong


async def drive_lines(port: int, work: list[tuple[str, str]], connections: int,
                      check: bool) -> Load:
    latencies: list[float] = []
    shares = [work[i::connections] for i in range(connections)]
    started = time.perf_counter()
    counts = await asyncio.gather(*(_connection(port, share, latencies, check)
                                    for share in shares))
    elapsed = time.perf_counter() - started
    return _load(len(work), elapsed, latencies, sum(c[0] for c in counts),
                 sum(c[1] for c in counts))


def _load(total: int, elapsed: float, latencies: list[float], lost: int, wrong: int) -> Load:
    latencies.sort()
    return Load(total / elapsed, latencies[len(latencies) // 2],
                latencies[int(len(latencies) * 0.99)], lost, wrong)


async def _http_connection(port: int, work: list[tuple[str, str]], latencies: list[float],
                           check: bool) -> tuple[int, int]:
    """One keep-alive HTTP/1.1 connection posting its share of the requests in turn (a
    minimal client, so that the client's own cost stays small beside the servers')."""
    lost = wrong = 0
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    for position, (line, expected) in enumerate(work):
        body = json.dumps({"game": "tictactoe", "position": line[1:]}).encode()
        started = time.perf_counter()
        writer.write(b"POST /v1/best-move HTTP/1.1\r\nHost: bench\r\nContent-Type: "
                     b"application/json\r\nContent-Length: %d\r\n\r\n%s" % (len(body), body))
        try:
            head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), 30)
            length = int(re.search(rb"(?i)content-length: (\d+)", head)[1])  # type: ignore[index]
            answer = await reader.readexactly(length)
        except (TimeoutError, OSError, asyncio.IncompleteReadError, TypeError):
            return lost + len(work) - position, wrong
        latencies.append(time.perf_counter() - started)
        status = int(head.split(b" ", 2)[1])
        if check and not (status == 422 if expected == "E" else
                          str(json.loads(answer).get("move")) == expected):
            wrong += 1
    writer.close()
    return lost, wrong


async def drive_http(url: str, work: list[tuple[str, str]], connections: int,
                     check: bool) -> Load:
    port = int(url.rsplit(":", 1)[1])
    latencies: list[float] = []
    started = time.perf_counter()
    counts = await asyncio.gather(*(_http_connection(port, work[i::connections], latencies,
                                                     check) for i in range(connections)))
    elapsed = time.perf_counter() - started
    return _load(len(work), elapsed, latencies, sum(c[0] for c in counts),
                 sum(c[1] for c in counts))


def compare(title: str, ours: Process, theirs: Process, rounds: int,
            drive: Callable[[Process, bool], Coroutine[Any, Any, Load]]) -> None:
    """Alternate the two servers ``rounds`` times; print every round and the medians."""
    print(f"\n{title}")
    mine: list[Load] = []
    bare_loads: list[Load] = []
    for _ in range(rounds):
        mine.append(asyncio.run(drive(ours, True)))
        print(mine[-1].row("  logic-minimax serve"))
        bare_loads.append(asyncio.run(drive(theirs, False)))
        print(bare_loads[-1].row("  bare server"))
    rate = statistics.median(load.rate for load in mine)
    bare_rate = statistics.median(load.rate for load in bare_loads)
    ratio = statistics.median(m.rate / b.rate for m, b in zip(mine, bare_loads, strict=True))
    p50 = statistics.median(load.p50 for load in mine)
    p99 = statistics.median(load.p99 for load in mine)
    print(f"  medians: {rate:.0f} req/s vs {bare_rate:.0f} req/s; ratio (median of the "
          f"rounds' ratios) {ratio:.2f}; p50 {p50 * 1e3:.2f} ms, p99 {p99 * 1e3:.2f} ms; "
          f"lost {sum(m.lost for m in mine)}, wrong {sum(m.wrong for m in mine)} in "
          f"{rounds} rounds")


Drive = Callable[[Process, list[tuple[str, str]], bool], Coroutine[Any, Any, Load]]


def bench_against_bare(what: str, kind: str, count: int, rounds: int, drive: Drive) -> None:
    """``count`` requests of ``what`` to the service and to the bare server ``kind``."""
    work = requests(count)
    ours, theirs = serve("--workers", "1"), bare(kind)
    try:
        compare(f"{what}: {count} requests, 50 connections, 10% malformed", ours, theirs,
                rounds, lambda process, check: drive(process, work, check))
    finally:
        ours.stop()
        theirs.stop()


def bench_startup(rounds: int) -> None:
    ready, workers, stop = [], [], []
    for _ in range(rounds):
        process = serve("--workers", "2")
        ready.append(process.ready_after)
        workers.append(process.workers_after)
        stop.append(process.stop())
    print(f"\nstart-up (process start included), medians of {rounds}: ready (both ports "
          f"answer) {statistics.median(ready):.2f} s ({', '.join(f'{r:.2f}' for r in ready)});"
          f" 2 Dask workers up {statistics.median(workers):.2f} s; stop (SIGTERM to exit) "
          f"{statistics.median(stop):.2f} s")


def bench_job(depth: int) -> None:
    with tempfile.TemporaryDirectory() as scratch:
        path = Path(scratch) / "tree.pl"
        subprocess.run([PYTHON, str(HERE / "gentree.py"), "uniform", "--branching", "10",
                        "--depth", str(depth), "-o", str(path)], check=True,
                       stderr=subprocess.DEVNULL)
        facts = path.read_text()
        size = len(facts.encode())
        print(f"\njob: uniform tree, branching 10, depth {depth} ({size / 1e6:.0f} MB)")
        started = time.perf_counter()
        subprocess.run([PYTHON, "-m", "logic_minimax", "solve", str(path), "--root", "n0",
                        "--no-cache", "-q"], check=True, stdout=subprocess.DEVNULL, env=QUIET)
        print(f"  logic-minimax solve --no-cache (reference): "
              f"{time.perf_counter() - started:.2f} s")
        process = serve("--workers", "1", "--max-body", str(size // (1 << 20) + 16))
        try:
            from logic_minimax.serve.client import HttpClient
            body = json.dumps({"facts": facts, "root": "n0"})
            with HttpClient(process.http, timeout=600) as api:
                for label in ("end to end (POST, parse, search)", "again (the kept answer)"):
                    started = time.perf_counter()
                    response = api.http.post("/v1/jobs", content=body,
                                             headers={"Content-Type": "application/json"})
                    job = api.wait(response.json()["id"], timeout=600)
                    assert job["state"] == "done", job
                    print(f"  {label}: {time.perf_counter() - started:.2f} s "
                          f"(best {job['result']['best']}, value {job['result']['value']})")
                started = time.perf_counter()
                job = api.solve(facts, root="n0", algorithm="alphabeta")
                print(f"  alphabeta on the same text (parsed facts kept on the worker: "
                      f"{job['result']['facts_cached']}): {time.perf_counter() - started:.2f}"
                      f" s, of which the search {job['result']['seconds']:.2f} s")
        finally:
            process.stop()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--only", choices=["lines", "http", "startup", "job"])
    parser.add_argument("--smoke", action="store_true", help="small numbers, one round")
    parser.add_argument("--rounds", type=int, default=5, help="rounds of each comparison")
    args = parser.parse_args(argv)
    rounds = 1 if args.smoke else args.rounds
    if args.only in (None, "lines"):
        bench_against_bare("line protocol", "bare-tcp", 1000 if args.smoke else 10_000,
                           rounds, lambda p, work, check: drive_lines(p.tcp, work, 50, check))
    if args.only in (None, "http"):
        bench_against_bare("HTTP POST /v1/best-move", "bare-http",
                           500 if args.smoke else 5_000, rounds,
                           lambda p, work, check: drive_http(p.http, work, 50, check))
    if args.only in (None, "startup"):
        bench_startup(rounds)
    if args.only in (None, "job"):
        bench_job(3 if args.smoke else 6)
    return 0


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "bare-tcp":
        asyncio.run(_bare_tcp(int(sys.argv[2])))
    elif len(sys.argv) == 3 and sys.argv[1] == "bare-http":
        _bare_http(int(sys.argv[2]))
    else:
        sys.exit(main())
