"""Jobs: searches and goals over fact texts, run on the Dask worker of the shared server."""

from __future__ import annotations

import re
import time
from concurrent.futures import ThreadPoolExecutor

import pytest

from logic_minimax.serve.client import HttpClient, ServiceError

from .servers import BONES_RULES, BRATKO, Server, diamond

FOREVER = diamond(60, seed=1)  # 2^60 paths: without memo, a search never ends
ENDLESS_GAME = """
% A rule game without end: every position s(N) leads to s(N + 1) and s(N + 2).
moves(s(N), [s(M1), s(M2)]) :- M1 is N + 1, M2 is N + 2.
max_to_move(s(N)) :- N mod 2 =:= 0.
min_to_move(s(N)) :- N mod 2 =:= 1.
static_eval(_, 0).
"""


def wait_until_running(api: HttpClient, job_id: str) -> None:
    until = time.monotonic() + 30
    while api.job(job_id)["state"] != "running":
        assert time.monotonic() < until
        time.sleep(0.05)


def test_a_search_job_gives_the_course_answer(server: Server) -> None:
    with server.api() as api:
        job = api.solve(BRATKO, root="a")
        pruned = api.solve(BRATKO, root="a", algorithm="alphabeta", alpha="-inf", beta="inf")
    assert job["state"] == "done"
    assert (job["result"]["best"], job["result"]["value"], job["result"]["path"]) == \
        ("b", 4, ["b", "d", "i"])
    assert job["result"]["text"] == "[b, d, i]" and job["result"]["nodes_visited"] == 15
    assert (pruned["result"]["best"], pruned["result"]["value"]) == ("b", 4)
    assert pruned["result"]["algorithm"] == "alphabeta"


def test_a_query_job_answers_like_the_prolog_toplevel(server: Server) -> None:
    with server.api() as api:
        search = api.solve(BRATKO, query="minimax(a, BestPos, Val, NodeList).")
        sides = api.solve(BRATKO, query="max_to_move(X).")
        none = api.solve(BRATKO, query="static_eval(a, V).")
    assert search["answers"] == [{"BestPos": "b", "Val": "4", "NodeList": "[b, d, i]"}]
    assert search["result"]["text"] == "BestPos = b,\nVal = 4,\nNodeList = [b, d, i]."
    assert [a["X"] for a in sides["answers"]] == ["d", "e", "f", "g"]
    assert none["answers"] == [] and none["result"]["text"] == "false."


def test_a_query_job_runs_in_the_logic_engine_without_file_access(server: Server) -> None:
    with server.api() as api:
        scan = api.solve(BRATKO, query="static_eval(X, V), V > 3, W is V * 2.")
        rules = api.solve("double(X, Y) :- Y is 2 * X.\n", query="double(21, Y).")
        snoop = api.solve(BRATKO, query="consult('/etc/passwd').")
        directive = api.solve(":- initialization(consult('/etc/passwd')).\np(1).\n",
                              query="p(X).")
    assert [(a["X"], a["W"]) for a in scan["answers"]] == [("i", "8"), ("j", "10"), ("l", "12")]
    assert rules["answers"] == [{"Y": "42"}]
    assert snoop["state"] == "failed" and "permission" in snoop["error"]["message"]
    assert directive["answers"] == [{"X": "1"}]  # the directive's consult was refused
    assert "root:" not in str(directive)


def test_a_bad_goal_fails_with_its_place(server: Server) -> None:
    with server.api() as api:
        job = api.solve(BRATKO, query="minimax(a, B, V P).")
    assert job["state"] == "failed"
    assert job["error"]["message"].startswith("<query>:1:17: operator expected")


def test_a_bad_fact_file_fails_with_file_line_col(server: Server) -> None:
    facts = "moves(a, [b, c]).\nmin_to_move(b).\nstatic_eval(b, x).\nstatic_eval(c 2).\n"
    with server.api() as api:
        job = api.solve(facts, name="typo.pl", root="a")
    assert job["state"] == "failed"
    assert [e["location"] for e in job["error"]["errors"]] == ["typo.pl:3:16", "typo.pl:4:14"]
    assert "typo.pl:3:16: static_eval/2 needs a number, not x" in job["error"]["message"]


def test_a_goal_job_reports_the_programs_errors_however_the_goal_ends(server: Server) -> None:
    """The syntax error that left c without a value comes before the search's error (and
    in ``errors``), as the CLI prints both; a goal that succeeds has them too."""
    facts = "moves(a, [b, c]).\nmin_to_move(b).\nmin_to_move(c).\nstatic_eval(b, 1).\n" \
            "static_eval(c 2).\n"
    with server.api() as api:
        failed = api.solve(facts, name="cell1.pl", query="minimax(a, B, V, P).")
        done = api.solve(facts, name="cell1.pl", query="moves(a, L).")
        bad_goal = api.solve(facts, name="cell1.pl", query="moves(a L).")
    syntax = ("ERROR: cell1.pl:5:14: Syntax error: Operator expected\n"
              "    static_eval(c 2).\n"
              "                  ^")
    assert failed["state"] == "failed"
    assert failed["error"]["text"] == (
        f"{syntax}\nERROR: leaf c has no static_eval/2 fact (reached by a -> c)")
    for job in (failed["error"], done["result"]):
        assert [e["location"] for e in job["errors"]] == ["cell1.pl:5:14"]  # as in its text
    assert done["result"]["text"] == f"{syntax}\nL = [b, c]."
    assert bad_goal["error"]["text"].startswith(f"{syntax}\nERROR: <query>:1:9: ")
    assert [e["location"] for e in bad_goal["error"]["errors"]] == ["cell1.pl:5:14",
                                                                    "<query>:1:9"]


def test_a_search_error_names_the_position(server: Server) -> None:
    with server.api() as api:
        unknown = api.solve(BRATKO, root="z")
        two_roots = api.solve("moves(a, [b]).\nmoves(c, [d]).\n")
    assert unknown["state"] == "failed" and "unknown position z" in unknown["error"]["message"]
    assert "the facts have 2 roots (a, c)" in two_roots["error"]["message"]


def test_submitting_a_finished_job_again_answers_with_its_result(server: Server) -> None:
    facts = BRATKO + "% submitted twice\n"
    with server.api() as api:
        first = api.solve(facts, query="minimax(a, B, V, P).")
        again = api._call("POST", "/v1/jobs", {"facts": facts, "query": "minimax(a, B, V, P)."})
    assert again["id"] != first["id"]  # a job of its own, on the same finished work
    assert {**again, "id": first["id"]} == first
    assert again["result"]["lines"] == ["B = b,\nV = 4,\nP = [b, d, i]."]


def test_a_rule_game_job_takes_a_term_as_its_root(server: Server) -> None:
    with server.api() as api:
        found = api.solve(BONES_RULES, root="s(5, max)", algorithm="alphabeta")
        steps = api.solve(BONES_RULES, root="s(4, max)", steps=True)
    assert found["result"]["best"] == "s(4, min)" and found["result"]["value"] == 1
    assert found["result"]["path"] == ["s(4, min)", "s(3, max)", "s(0, min)"]
    assert steps["result"]["steps"][0]["text"] == "Enter s(4, max): MAX to move."
    drawn = re.findall(r"<title>(n[\d_]*)</title>", steps["result"]["svg"])
    assert set(drawn) == set(steps["result"]["nodes"])


def test_a_root_is_the_one_term_its_text_holds(server: Server) -> None:
    """As the CLI's --root: the generated tic-tac-toe file's empty board, an atom of
    symbol characters; a variable is an error that says how to quote the atom."""
    facts = ("moves(.........,['x........']).\nmin_to_move('x........').\n"
             "static_eval('x........', 1).\nmoves('A', ['B']).\nmin_to_move('B').\n"
             "static_eval('B', 2).\n")
    with server.api() as api:
        board = api.solve(facts, root=".........")
        quoted = api.solve(facts, root="'A'")
        variable = api.solve(facts, root="A")
    assert board["result"]["best"] == "x........" and quoted["result"]["best"] == "B"
    assert variable["state"] == "failed"
    assert variable["error"]["message"].endswith(
        "A is a variable (Prolog reads a name that starts with a capital letter or _ as a "
        "variable): to name the atom, quote it: 'A'")


def test_a_running_search_reports_its_progress(server: Server) -> None:
    with server.api() as api:
        job_id = api.submit(ENDLESS_GAME, root="s(0)", algorithm="minimax")
        until = time.monotonic() + 30
        while not (shown := api.job(job_id)).get("progress", {}).get("positions"):
            assert time.monotonic() < until and shown["state"] in ("queued", "running")
            time.sleep(0.05)
        later = shown["progress"]
        while api.job(job_id)["progress"]["positions"] == later["positions"]:
            time.sleep(0.05)
        api.cancel(job_id)
    assert later["seconds"] > 0 and later["rate"] > 0
    assert "progress" not in api_job_after_cancel(server, job_id)


def api_job_after_cancel(server: Server, job_id: str) -> dict[str, object]:
    with server.api() as api:
        return api.job(job_id)


def test_an_unknown_job_is_404(server: Server) -> None:
    with server.api() as api, pytest.raises(ServiceError) as missing:
        api.job("nothing")
    assert missing.value.status == 404


def test_facts_are_parsed_once_per_worker(server: Server) -> None:
    facts = BRATKO + "% parsed once\n"
    with server.api() as api:
        first = api.solve(facts, root="a")
        second = api.solve(facts, root="d")
    assert (first["result"]["facts_cached"], second["result"]["facts_cached"]) == (False, True)
    assert second["result"]["path"] == ["i"]


def test_ten_identical_jobs_are_one_computation(server: Server) -> None:
    facts = diamond(16, seed=7, leaf=3)
    with server.api() as api:
        before = api.status()["computations"]
        with ThreadPoolExecutor(10) as pool:
            ids = list(pool.map(lambda _: api.submit(facts, root="p0"), range(10)))
        assert len(set(ids)) == 10  # each client its own job, no one another's id
        done = [api.wait(job_id) for job_id in ids]
        assert api.status()["computations"] == before + 1
        again = api.http.post("/v1/jobs", json={"facts": facts, "root": "p0"})
    # A finished job's answer is kept, and a request for it again gets it at once.
    assert again.status_code == 200 and again.json()["id"] not in ids
    assert all(job["result"] == done[0]["result"] for job in [*done, again.json()])
    assert done[0]["result"]["value"] == 3


def test_a_cancel_withdraws_only_the_cancellers_job(server: Server) -> None:
    """Issue 30, finding 10: two clients send the same request (one computation); one's
    DELETE cancels its own job, the other's runs on; the work stops when no job wants
    it any more."""
    facts = FOREVER + "% wanted twice\n"
    with server.api() as first, server.api() as second:
        before = first.status()["computations"]
        mine, theirs = first.submit(facts, root="p0"), second.submit(facts, root="p0")
        assert mine != theirs and first.status()["computations"] == before + 1
        wait_until_running(first, mine)
        assert second.cancel(theirs)["state"] == "cancelled"
        assert first.job(mine)["state"] == "running"
        assert second.job(theirs)["state"] == "cancelled"
        time.sleep(1)
        assert first.job(mine)["state"] == "running"  # still computed, for the first
        assert first.cancel(mine)["state"] == "cancelled"
        # One worker: the next job finishes only if the shared work was stopped.
        quick = first.wait(first.submit(BRATKO + "% after both cancels\n", root="a"),
                           timeout=60)
    assert quick["state"] == "done"


def test_a_cancelled_job_frees_its_worker(server: Server) -> None:
    with server.api() as api:
        job_id = api.submit(FOREVER, root="p0")
        wait_until_running(api, job_id)
        cancelled = api.cancel(job_id)
        assert cancelled["state"] == "cancelled"
        assert cancelled["error"]["message"] == "cancelled by a DELETE request"
        # One worker, and the cancelled search would never end: the next job finishes
        # only if the worker was freed.
        quick = api.wait(api.submit(BRATKO + "% after a cancel\n", root="a"), timeout=60)
    assert quick["state"] == "done"


def test_a_job_past_its_deadline_is_cancelled_and_its_worker_freed(server: Server) -> None:
    with server.api() as api:
        job = api.solve(FOREVER, root="p0", memo=False, depth=None)
        quick = api.solve(BRATKO + "% after a deadline\n", root="a")
    assert job["state"] == "cancelled"
    assert "past its deadline of 8 s" in job["error"]["message"]
    assert quick["state"] == "done"


def test_a_goal_looping_in_a_user_rule_is_stopped_at_its_deadline(server: Server) -> None:
    with server.api() as api:
        # Each turn costs a built-in's work: the deadline comes long before the
        # inference limit (a bare p :- p. reaches 100M inferences in about 8 s compiled).
        looped = api.solve("p :- numlist(1, 5000, _), p.\n", query="p.")
        # One worker: had the loop gone on, these would wait past their own deadline.
        quick = [api.submit(BRATKO, query=f"max_to_move(X), Y = {k}.") for k in range(4)]
        after = [api.wait(job_id)["state"] for job_id in quick]
    assert looped["state"] == "cancelled"
    assert looped["error"]["message"] == "the job ran past its deadline of 8 s and was stopped"
    assert after == ["done"] * 4


def test_the_cancel_race_many_rounds(server: Server) -> None:
    """Cancel at once after submitting (the job may be at the scheduler, on its way to
    the worker, loading or running): the next job on the one worker is done, each time."""
    with server.api() as api:
        for k in range(25):
            endless = api.submit(FOREVER + f"% round {k}\n", root="p0")
            assert api.cancel(endless)["state"] == "cancelled"
            quick = api.solve(BRATKO + f"% round {k}\n", root="a")
            assert quick["state"] == "done", (k, quick)


def test_a_queued_job_cancelled_never_holds_the_worker(server: Server) -> None:
    with server.api() as api:
        running = api.submit(FOREVER + "% running\n", root="p0")
        wait_until_running(api, running)
        queued = api.submit(FOREVER + "% queued\n", root="p0")
        assert api.cancel(queued)["state"] == "cancelled"
        assert api.cancel(running)["state"] == "cancelled"
        quick = api.solve(BRATKO + "% after a queued cancel\n", root="a")
    assert quick["state"] == "done"


def test_a_job_cancelled_while_its_text_loads_frees_the_worker(server: Server) -> None:
    loading = ":- initialization(spin).\nspin :- spin.\n" + BRATKO
    with server.api() as api:
        job_id = api.submit(loading, root="a")
        wait_until_running(api, job_id)
        assert api.cancel(job_id)["state"] == "cancelled"
        quick = api.solve(BRATKO + "% after a cancelled load\n", root="a")
    assert quick["state"] == "done"


def test_jobs_of_two_clients_do_not_see_each_others_changes(server: Server) -> None:
    course = ":- dynamic max_to_move/1, min_to_move/1.\n" + BRATKO
    with server.api() as first, server.api() as second:
        changed = first.solve(course, query="retract(max_to_move(d)), "
                                            "assertz(min_to_move(d)), assertz(secret(1)), "
                                            "set_prolog_flag(double_quotes, codes).")
        search = second.solve(course, query="minimax(a, B, V, P).")
        secret = second.solve(course, query="catch(call(secret, X), error(E, _), true).")
        text = second.solve(course, query='X = "hi".')
    assert changed["state"] == "done"
    assert search["answers"] == [{"B": "b", "V": "4", "P": "[b, d, i]"}]
    assert secret["answers"] == [{"E": "existence_error(procedure, secret/1)"}]
    assert text["answers"] == [{"X": '"hi"'}]


def test_a_picture_is_drawn_only_of_a_search_it_can_show(server: Server) -> None:
    with server.api() as api:
        small = api.solve(BRATKO, root="a", picture=True)
        big = api.solve(diamond(17, seed=4), root="p0", picture=True)
    assert small["result"]["svg"].lstrip().startswith("<?xml")
    assert big["result"]["svg"] is None and big["result"]["value"] is not None
    assert big["result"]["picture_note"].startswith("no picture: the search visited ")


def test_a_full_queue_says_busy_and_when_to_retry(server: Server) -> None:
    with server.api() as api:
        ids = [api.submit(FOREVER, root="p0", name=f"forever{i}.pl") for i in range(6)]
        with pytest.raises(ServiceError) as busy:
            api.submit(FOREVER, root="p0", name="one-too-many.pl")
        assert busy.value.status == 429 and busy.value.retry_after is not None
        assert busy.value.detail.startswith("busy: 6 jobs are waiting or running, retry in")
        states = [api.cancel(job_id)["state"] for job_id in ids]
        quick = api.solve(BRATKO + "% after a full queue\n", root="a")
    assert states == ["cancelled"] * 6 and quick["state"] == "done"
