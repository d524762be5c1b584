"""The service under faults: issue 22's findings, measured as a new user would, on loopback.

    python benchmarks/faults.py                 # every case (some minutes)
    python benchmarks/faults.py --only cancel   # one case (see --help for the names)

Each case starts its own ``logic-minimax serve`` (port 0) and prints what happened:

- cancel: ``--workers 1``, in a loop: submit an endless search, DELETE it at once, submit
  the course tree; how long the course tree takes and how it ends.
- slow: ``--max-connections 5``, five connections that send only part of a request head;
  when they are closed (and with what), and what ``/v1/health`` answers meanwhile.
- isolation: query jobs of one client change the program (retract/assert, a flag, an
  operator, a global variable); what another client's fresh jobs then see.
- deadline: ``--deadline 5``, a query looping in a user rule, then (once it is reported
  stopped) four trivial jobs; and a text whose ``:- initialization`` loops.
- surrogate: a lone surrogate (``\\ud800``) in the JSON of each route.
- memory: the 1.1M-position tree with a picture, then without; the peak resident memory of
  the worker and its processes; a goal that allocates without end.
- fields: a job with both ``root`` and ``query``; a heap of bones sent as a number.
- token: ``--token`` set, a line asked without one.
- extra: ``serve``, ``client`` and ``HttpClient`` without the ``serve`` extra (its modules
  hidden as if not installed).
"""

from __future__ import annotations

import argparse
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx
import psutil  # type: ignore[import-untyped]

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from serve import PYTHON, QUIET, Process, serve  # noqa: E402

COURSE = (HERE.parent / "facts" / "bratko.pl").read_text()


def diamond(levels: int) -> str:
    """A game DAG whose paths double at each level: 60 levels never end without memo."""
    lines = []
    for i in range(levels):
        lines += [f"moves(p{i}, [a{i}, b{i}]).", f"moves(a{i}, [p{i + 1}, x{i}]).",
                  f"moves(b{i}, [p{i + 1}]).", f"max_to_move(p{i + 1}).",
                  f"min_to_move(a{i}).", f"min_to_move(b{i}).", f"static_eval(x{i}, {i % 7})."]
    return "\n".join([*lines, f"static_eval(p{levels}, 0)."]) + "\n"


FOREVER = diamond(60)


def api(process: Process, token: str | None = None, timeout: float = 60) -> httpx.Client:
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    return httpx.Client(base_url=process.http, headers=headers, timeout=timeout)


def wait(client: httpx.Client, job_id: str, timeout: float = 120) -> dict[str, Any]:
    until = time.monotonic() + timeout
    while True:
        response = client.get(f"/v1/jobs/{job_id}")
        if response.status_code != 200:
            return {"id": job_id, "state": f"HTTP {response.status_code}"}
        job: dict[str, Any] = response.json()
        if job["state"] not in ("queued", "running") or time.monotonic() > until:
            return job
        time.sleep(0.02)


def solve(client: httpx.Client, **body: Any) -> dict[str, Any]:
    return wait(client, client.post("/v1/jobs", json=body).json()["id"])


def message(job: dict[str, Any]) -> str:
    return str(job.get("error", {}).get("message", ""))[:90]


def case_cancel(rounds: int) -> None:
    process = serve("--workers", "1", "--deadline", "20")
    try:
        with api(process) as client:
            seconds: list[float] = []
            states: list[str] = []
            for k in range(rounds):
                forever = client.post("/v1/jobs", json={"facts": FOREVER + f"% {k}\n",
                                                        "root": "p0"}).json()["id"]
                client.delete(f"/v1/jobs/{forever}")
                started = time.perf_counter()
                job = solve(client, facts=COURSE + f"% round {k}\n", root="a")
                seconds.append(time.perf_counter() - started)
                states.append(job["state"] if job["state"] == "done" else message(job))
    finally:
        process.stop()
    slow = sum(s > 1.0 for s in seconds)
    print(f"cancel at once, then the course tree ({rounds} rounds, --workers 1 --deadline 20):"
          f" over 1 s in {slow} rounds; seconds {', '.join(f'{s:.2f}' for s in seconds)}; "
          f"not done: {[s for s in states if s != 'done']}")


def case_slow(watch: float) -> None:
    process = serve("--workers", "1", "--max-connections", "5")
    port = int(process.http.rsplit(":", 1)[1])
    try:
        held = []
        for _ in range(5):
            sock = socket.create_connection(("127.0.0.1", port), timeout=watch + 10)
            sock.sendall(b"POST /v1/best-move HTTP/1.1\r\nHost: x\r\n")
            held.append(sock)
        closed: dict[int, tuple[float, bytes]] = {}
        started = time.monotonic()

        def reader(index: int, sock: socket.socket) -> None:
            try:
                answer = sock.recv(200)
            except OSError:
                answer = b"(error)"
            closed[index] = (time.monotonic() - started, answer)
        threads = [threading.Thread(target=reader, args=(i, s), daemon=True)
                   for i, s in enumerate(held)]
        for thread in threads:
            thread.start()
        health: list[tuple[float, int]] = []
        while time.monotonic() - started < watch and len(closed) < 5:
            try:
                status = httpx.get(f"{process.http}/v1/health", timeout=5).status_code
            except httpx.HTTPError:
                status = 0
            health.append((time.monotonic() - started, status))
            time.sleep(1)
        refused = [t for t, status in health if status != 200]
        print(f"five half-sent requests at --max-connections 5, watched {watch:.0f} s: "
              f"/v1/health not 200 in {len(refused)} of {len(health)} tries "
              f"(last at {max(refused, default=0):.1f} s); connections closed: "
              f"{sorted((round(t, 1), a[:30]) for t, a in closed.values())}, "
              f"{5 - len(closed)} still open")
        for sock in held:
            sock.close()
    finally:
        process.stop()


def case_isolation() -> None:
    course = ":- dynamic max_to_move/1, min_to_move/1.\n" + COURSE  # sides a goal may change
    process = serve("--workers", "1")
    try:
        with api(process) as first, api(process) as second:
            changes = [
                "retract(max_to_move(d)), assertz(min_to_move(d)).",
                "assertz(secret(1)).",
                "set_prolog_flag(double_quotes, codes).",
                "op(700, xfx, beats).",
                "nb_setval(counter, 41).",
            ]
            for goal in changes:
                solve(first, facts=course, query=goal)
            seen = {
                "minimax": solve(second, facts=course, query="minimax(a, B, V, P)."),
                "secret": solve(second, facts=course, query="catch(secret(X), E, true)."),
                "flag": solve(second, facts=course, query='X = "hi".'),
                "op": solve(second, facts=course, query="X = (a beats b)."),
                "global": solve(second, facts=course,
                                query="catch(nb_getval(counter, X), E, true)."),
            }
    finally:
        process.stop()
    print("another client's jobs after changes to the course file's program:")
    for name, job in seen.items():
        print(f"  {name}: {job.get('answers') or message(job)}")


def case_deadline() -> None:
    process = serve("--workers", "1", "--deadline", "5")
    try:
        with api(process) as client:
            looped = solve(client, facts="p :- p.\n", query="p.")
            started = time.perf_counter()
            after = [solve(client, facts=COURSE + f"% {k}\n", query="max_to_move(X).")
                     for k in range(4)]
            seconds = time.perf_counter() - started
            started = time.perf_counter()
            init = solve(client, facts=":- initialization(loop).\nloop :- loop.\np(1).\n",
                         query="p(X).")
            init_seconds = time.perf_counter() - started
    finally:
        process.stop()
    print(f"a user-rule loop past --deadline 5: {looped['state']} ({message(looped)}); the "
          f"next 4 trivial jobs, one after the other: {[j['state'] for j in after]} in "
          f"{seconds:.1f} s")
    print(f"an initialization loop: {init['state']} after {init_seconds:.1f} s "
          f"({message(init)})")


def case_surrogate() -> None:
    process = serve("--workers", "1")
    try:
        with api(process) as client:
            headers = {"Content-Type": "application/json"}
            cases = {
                "best-move game": b'{"game": "\\ud800", "position": "6"}',
                "best-move position": b'{"game": "bones", "position": "\\ud800"}',
                "job facts": b'{"facts": "moves(a, [\\ud800]).\\n", "root": "a"}',
                "job name": b'{"facts": "moves(a, [b c]).\\n", "name": "\\ud800.pl"}',
                "job query": b'{"facts": "p(1).\\n", "query": "X = \'\\ud800\'."}',
                "invalid UTF-8": b'{"facts": "\xff\xfe", "root": "a"}',
            }
            shown = []
            for name, body in cases.items():
                path = "/v1/best-move" if name.startswith("best") else "/v1/jobs"
                try:
                    response = client.post(path, content=body, headers=headers)
                except httpx.TransportError as error:
                    shown.append(f"{name}: {type(error).__name__}")
                    continue
                status = str(response.status_code)
                if response.status_code == 202:
                    job = wait(client, response.json()["id"])
                    status += f", the job: {job['state']}"
                else:
                    status += f" {response.text[:60]!r}"
                shown.append(f"{name}: {status}")
    finally:
        process.stop()
    print("a lone surrogate: " + "; ".join(shown))


def tree_memory(pid: int) -> int:
    """Resident bytes of a process and its descendants (each counted whole)."""
    try:
        top = psutil.Process(pid)
        return sum(p.memory_info().rss for p in [top, *top.children(recursive=True)])
    except psutil.Error:
        return 0


def case_memory(depth: int, limit: str | None) -> None:
    with tempfile.TemporaryDirectory() as scratch:
        path = Path(scratch) / "tree.pl"
        subprocess.run([PYTHON, str(HERE / "gentree.py"), "uniform", "--branching", "10",
                        "--depth", str(depth), "-o", str(path)], check=True,
                       stderr=subprocess.DEVNULL)
        facts = path.read_text()
    process = serve("--workers", "1", "--max-body", "200", "--deadline", "900",
                    *(["--worker-memory", limit] if limit else []))
    try:
        with api(process, timeout=600) as client:
            pid = client.get("/v1/status").json()["workers"][0]["pid"]
            rows = []
            for picture in (True, False):
                peak = tree_memory(pid)
                done = threading.Event()

                def watch(done: threading.Event) -> None:
                    nonlocal peak
                    while not done.is_set():
                        peak = max(peak, tree_memory(pid))
                        time.sleep(0.1)
                watcher = threading.Thread(target=watch, args=(done,), daemon=True)
                watcher.start()
                started = time.perf_counter()
                job = solve(client, facts=facts + f"% {picture}\n", root="n0",
                            picture=picture)
                done.set()
                watcher.join()
                note = job.get("result", {}).get("picture_note") or message(job)
                rows.append(f"picture {picture}: {job['state']} in "
                            f"{time.perf_counter() - started:.1f} s, peak {peak / 1e6:.0f} MB, "
                            f"after {tree_memory(pid) / 1e6:.0f} MB ({str(note)[:60]})")
            started = time.perf_counter()
            hog = solve(client, facts="p(1).\n",
                        query="numlist(1, 30000000, L), length(L, N).")
            answers = hog.get("answers") or [{"N": message(hog)}]
            rows.append(f"numlist of 30M: {hog['state']} in {time.perf_counter() - started:.1f}"
                        f" s ({answers[0].get('N')}), after {tree_memory(pid) / 1e6:.0f} MB")
    finally:
        process.stop()
    print(f"memory, uniform tree depth {depth} on one worker"
          f"{f' (--worker-memory {limit})' if limit else ''}:")
    for row in rows:
        print("  " + row)


def case_fields() -> None:
    process = serve("--workers", "1")
    try:
        with api(process) as client:
            both = client.post("/v1/jobs", json={"facts": COURSE, "root": "d",
                                                 "query": "max_to_move(X)."})
            shown = f"root and query: {both.status_code}"
            if both.status_code == 202:
                job = wait(client, both.json()["id"])
                shown += f" ({job['state']}, answers {job.get('answers')})"
            else:
                shown += f" ({both.text[:120]})"
            heap = client.post("/v1/best-move", json={"game": "bones", "position": 6})
            shown += f"; bones heap 6 as a number: {heap.status_code} ({heap.text[:100]})"
    finally:
        process.stop()
    print(shown)


def case_token() -> None:
    process = serve("--workers", "1", "--token", "secret")
    try:
        with socket.create_connection(("127.0.0.1", process.tcp), timeout=10) as sock:
            sock.sendall(b"C1,-,-1,-1,-1,1,1,-,-\n")
            answer = sock.makefile("rb").readline()
    finally:
        process.stop()
    print(f"--token set, a line without it: {answer!r}")


HIDE = "import sys; [sys.modules.__setitem__(m, None) for m in sys.argv[1].split(',')]; "


def case_extra() -> None:
    hidden = "fastapi,uvicorn,distributed,dask,httpx"
    runs = {
        "serve": HIDE + "sys.argv = ['logic-minimax', 'serve', '--tcp', '127.0.0.1:0', "
                        "'--http', '127.0.0.1:0']; "
                        "from logic_minimax.app.cli import main; main()",
        "client": HIDE + "sys.argv = ['logic-minimax', 'client', '--tcp', '127.0.0.1:9', "
                         "'1,-,-1,-1,-1,1,1,-,-']; from logic_minimax.app.cli import main; main()",
        "HttpClient": HIDE + "from logic_minimax.serve import HttpClient; "
                             "HttpClient('http://127.0.0.1:9')",
    }
    for name, code in runs.items():
        done = subprocess.run([PYTHON, "-c", code, hidden], capture_output=True, text=True,
                              env=QUIET, timeout=60, check=False)
        said = (done.stderr.strip().splitlines() or [""])[-1]
        print(f"without the serve extra, {name}: exit {done.returncode}: {said[:150]}")


CASES: dict[str, Callable[[argparse.Namespace], None]] = {
    "cancel": lambda args: case_cancel(args.rounds),
    "slow": lambda args: case_slow(args.watch),
    "isolation": lambda args: case_isolation(),
    "deadline": lambda args: case_deadline(),
    "surrogate": lambda args: case_surrogate(),
    "memory": lambda args: case_memory(args.depth, args.worker_memory),
    "fields": lambda args: case_fields(),
    "token": lambda args: case_token(),
    "extra": lambda args: case_extra(),
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--only", choices=sorted(CASES), action="append")
    parser.add_argument("--rounds", type=int, default=10, help="cancel rounds")
    parser.add_argument("--watch", type=float, default=45.0,
                        help="seconds to watch the half-sent requests")
    parser.add_argument("--depth", type=int, default=6, help="the memory case's tree depth")
    parser.add_argument("--worker-memory", help="the memory case's --worker-memory")
    args = parser.parse_args(argv)
    for name in args.only or CASES:
        CASES[name](args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
