"""A worker's side of the jobs, without Dask: every job starts from the text as sent, a
cancel that overtakes its job stops it before it starts, a text is loaded once."""

from __future__ import annotations

import hashlib
import os
import signal
import threading
import time
import uuid
from collections.abc import Iterator
from typing import Any

import pytest

from logic_minimax.serve import worker
from logic_minimax.serve.sandbox import Outcome
from logic_minimax.serve.worker import JobRequest, interrupt, run_job

from .servers import BRATKO


@pytest.fixture(autouse=True)
def no_text_kept() -> Iterator[None]:
    yield
    worker.forget_texts()


def job(facts: str, job_id: str | None = None, **fields: Any) -> Outcome:
    digest = hashlib.blake2b(facts.encode(), digest_size=32).hexdigest()
    return run_job(JobRequest(digest, **fields), facts, job_id or uuid.uuid4().hex,
                   time.time() + 60, 1 << 30)


def answers(facts: str, goal: str) -> list[dict[str, str]]:
    done = job(facts, query=goal)
    assert done["state"] == "done", done
    found: list[dict[str, str]] = done["result"]["answers"]
    return found


def test_a_cancel_that_overtakes_its_job_stops_it_before_it_starts() -> None:
    assert not interrupt("early")  # the front's cancel came first: nothing runs yet
    assert job(BRATKO, "early", root="a") == {"state": "cancelled", "reason": "cancelled"}
    assert job(BRATKO, root="a")["state"] == "done"


COURSE = ":- dynamic max_to_move/1, min_to_move/1.\n" + BRATKO  # sides a job may change


def test_every_job_starts_from_the_text_as_sent() -> None:
    for change in ["retract(max_to_move(d)), assertz(min_to_move(d)).",
                   "assertz(secret(1)).", "set_prolog_flag(double_quotes, codes).",
                   "op(700, xfx, beats).", "nb_setval(counter, 41)."]:
        assert job(COURSE, query=change)["state"] == "done"
    assert answers(COURSE, "minimax(a, B, V, P).") == [{"B": "b", "V": "4", "P": "[b, d, i]"}]
    # (called through call/2: SWI's toplevel refuses a query naming an unknown predicate)
    assert answers(COURSE, "catch(call(secret, X), error(E, _), true).") == \
        [{"E": "existence_error(procedure, secret/1)"}]
    assert answers(COURSE, 'X = "hi".') == [{"X": '"hi"'}]
    assert job(COURSE, query="X = (a beats b).")["error"]["message"].startswith(
        "<query>:1:8: operator expected")
    assert answers(COURSE, "catch(nb_getval(counter, X), error(E, _), true).") == \
        [{"E": "existence_error(variable, counter)"}]


def test_a_jobs_own_changes_hold_within_the_job() -> None:
    changed = answers(COURSE, "retract(max_to_move(d)), assertz(min_to_move(d)), "
                              "minimax(a, B, V, P).")
    assert changed == [{"B": "b", "V": "6", "P": "[b, e, l]"}]  # as SWI-Prolog answers


def test_a_text_is_loaded_once_and_one_text_is_kept() -> None:
    other = BRATKO + "% another text\n"
    cached = [job(facts, root="a")["result"]["facts_cached"]
              for facts in (BRATKO, BRATKO, other, BRATKO)]
    assert cached == [False, True, False, False]


def test_a_text_that_does_not_load_fails_with_its_places() -> None:
    failed = job("moves(a, [b c]).\nstatic_eval(b, x).\n", name="typo.pl", root="a")
    assert failed["state"] == "failed"
    assert [e["location"] for e in failed["error"]["errors"]] == ["typo.pl:1:12", "typo.pl:2:16"]


def test_a_kept_text_whose_process_died_is_loaded_again() -> None:
    job(BRATKO, root="a")
    (kept,) = worker._holders.values()
    kept.kill()
    again = job(BRATKO, root="a")
    assert again["state"] == "done" and again["result"]["facts_cached"] is False


def test_a_directive_that_never_ends_has_the_goals_time_limit(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(worker, "SECONDS", 0.5)
    assert answers(":- initialization(loop).\nloop :- loop.\np(1).\n", "p(X).") == \
        [{"X": "1"}]  # the directive stopped with a warning, as SWI-Prolog goes on


SLOW = "between(1, 1000000, X), X >= 1000000."  # a second or so: time to kill it


def killed_job(times: int) -> Outcome:
    """A goal's job whose process something outside kills (kill -9) ``times`` times."""
    job_id = uuid.uuid4().hex
    done: list[Outcome] = []
    thread = threading.Thread(target=lambda: done.append(job(BRATKO, job_id, query=SLOW)))
    thread.start()
    killed: set[int] = set()
    until = time.monotonic() + 120
    while len(killed) < times and thread.is_alive():
        assert time.monotonic() < until
        running = worker._running.get(job_id)
        pid = None if running is None or running.guard.group else running.guard.pid
        if pid is not None and pid not in killed:  # the job's own process, not its holder
            os.kill(pid, signal.SIGKILL)
            killed.add(pid)
        time.sleep(0.01)
    thread.join(120)
    assert len(killed) == times
    return done[0]


def test_a_job_killed_from_outside_runs_again() -> None:
    """Issue 30, finding 10: a job process killed by a signal the worker did not send
    (the kernel's OOM killer, kill -9) is run again, as Dask reruns a lost worker's task."""
    outcome = killed_job(1)
    assert outcome["state"] == "done", outcome
    assert outcome["result"]["answers"] == [{"X": "1000000"}]


def test_a_job_killed_every_time_fails_and_says_so() -> None:
    outcome = killed_job(worker.RERUNS + 1)
    assert outcome["state"] == "failed"
    assert outcome["error"]["message"] == (
        "the job's process ended without an answer (killed by signal 9 (SIGKILL)); "
        "killed 3 times: given up")


def test_a_ten_megabyte_atom_is_an_answer() -> None:
    """Issue 30, finding 4: no cap below what SWI answers (a 16 MB cap on a job's answer
    refused it: the atom is sent as its binding and in the answer's text)."""
    done = job(BRATKO, query="format(atom(A), '~*c', [10000000, 0'a]), atom_length(A, N).")
    assert done["state"] == "done", done.get("error")
    [found] = done["result"]["answers"]
    assert found["N"] == "10000000" and found["A"] == "a" * 10_000_000
