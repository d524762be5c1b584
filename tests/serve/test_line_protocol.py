"""Seed 004's line protocol through a real server: C and nine cells in, a cell out."""

from __future__ import annotations

import re
import shlex
import socket
import subprocess
import sys
import time

import pytest

from tests.helpers.paths import README

from .servers import TOKEN, Server

SEED = "C1,-,-1,-1,-1,1,1,-,-"

TABLE = [
    # (what the client sends, what the server answers)
    (SEED, "1"),                                        # the seed's own exchange
    ("C-,-,-,-,-,-,-,-,-", "0"),                        # all cells draw: the lowest
    ("C-1,-,-,-,-,-,-,-,-", "4"),                       # O must take the centre
    ("C-1,-1,-,1,1,-,-,-,-", "2"),                      # X completes its row
    ("C-1,-1,-1,1,1,-,-,-,-", "T X won"),
    ("C-1,-1,-1,-1,1,1,-1,1,1", "T X won"),             # X's last move made two lines
    ("C1,1,1,-1,-1,-,-1,-,-", "T O won"),
    ("C-1,1,-1,-1,1,1,1,-1,-1", "T draw"),              # the seed's drawn game
    (SEED + "\r", "1"),                                 # CRLF
    ("C 1, -, -1, -1, -1, 1, 1, -, -", "1"),            # spaces around cells
    ("", "E empty line"),
    ("1,-,-1,-1,-1,1,1,-,-", "E a request starts with C"),
    ("c1,-,-1,-1,-1,1,1,-,-", "E a request starts with C"),
    ("C1,-,-1", "E '1,-,-1' has 3 cells, not 9"),
    ("C1,-,-1,-1,-1,1,1,-,-,-", "E '1,-,-1,-1,-1,1,1,-,-,-' has 10 cells, not 9"),
    ("C1,-,-1,-1,-1,1,1,-,2", "E cell 8 of '1,-,-1,-1,-1,1,1,-,2' is '2'"),
    ("C1,1,-,-,-,-,-,-,-", "E '1,1,-,-,-,-,-,-,-' has 0 X and 2 O"),
    ("C-1,-1,-1,-1,-,-,-,-,-", "E '-1,-1,-1,-1,-,-,-,-,-' has 4 X and 0 O"),
    ("C-1,-1,-1,1,1,1,-,-,-", "E '-1,-1,-1,1,1,1,-,-,-' cannot be reached"),   # both won
    ("C-1,-1,-1,1,1,-,1,-,-", "E '-1,-1,-1,1,1,-,1,-,-' cannot be reached"),   # O after X won
    ("C1,-,-1,-1,-1,1,1,-,\u00e9", "E byte 21 is not ASCII"),
]


def test_the_parser_table(server: Server) -> None:
    answers = server.ask([line for line, _ in TABLE])
    for (line, expected), answer in zip(TABLE, answers, strict=True):
        assert answer.startswith(expected), (line, answer)
        assert "\n" not in answer


def test_the_seeds_exchange_with_the_client_command(server: Server) -> None:
    done = subprocess.run([sys.executable, "-m", "logic_minimax", "client", "--tcp",
                           f"{server.host}:{server.port}", "--token", TOKEN,
                           "1,-,-1,-1,-1,1,1,-,-"],
                          capture_output=True, text=True, timeout=30, check=False)
    assert (done.returncode, done.stdout) == (0, "1\n")
    done = subprocess.run([sys.executable, "-m", "logic_minimax", "client", "--tcp",
                           f"{server.host}:{server.port}", "--token", TOKEN, "1,-,-1"],
                          capture_output=True, text=True, timeout=30, check=False)
    assert done.returncode == 2 and done.stdout.startswith("E ")


def test_the_readmes_exchange_is_what_the_service_answers(server: Server) -> None:
    """The README's transcript replayed: each ``echo``/``printf ... | nc`` sends its lines
    on a connection, each ``logic-minimax client`` runs; what they print as shown."""
    block = re.search(r"```text\n(\$ echo \"C1.*?)```", README.read_text(), re.DOTALL)
    assert block
    for step in re.split(r"^\$ ", block.group(1), flags=re.MULTILINE)[1:]:
        command, _, shown = step.partition("\n")
        if command.startswith("logic-minimax client"):
            done = subprocess.run([sys.executable, "-m", "logic_minimax", "client", "--tcp",
                                   f"{server.host}:{server.port}", "--token", TOKEN,
                                   *shlex.split(command)[-1:]],
                                  capture_output=True, text=True, timeout=30, check=False)
            assert done.stdout == shown, command
            continue
        sent = shlex.split(command.split(" | ")[0])[1]
        lines = sent.split("\\n") if command.startswith("printf") else [sent]
        assert "\n".join(server.ask([line for line in lines if line])) + "\n" == shown


def test_pipelined_lines_with_malformed_ones_are_answered_in_order(server: Server) -> None:
    lines = [SEED if i % 10 else "C1,-" for i in range(2000)]
    answers = server.ask(lines)
    assert answers == ["1" if i % 10 else answers[0] for i in range(2000)]
    assert answers[0].startswith("E ")


def test_a_line_sent_byte_by_byte_is_one_request(server: Server) -> None:
    with server.connect() as sock:
        for byte in (SEED + "\n").encode():
            sock.sendall(bytes([byte]))
        assert sock.makefile("rb").readline() == b"1\n"


def test_an_over_long_line_is_refused_once_and_the_connection_goes_on(server: Server) -> None:
    with server.connect() as sock:
        sock.sendall(b"C" + b"-1," * 30 + b"\n" + SEED.encode() + b"\n")
        answers = sock.makefile("rb")
        assert answers.readline().startswith(b"E line longer than 64 bytes")
        assert answers.readline() == b"1\n"


def test_a_megabyte_without_newline_does_not_hurt_another_client(server: Server) -> None:
    with server.connect() as flood:
        flood.sendall(b"C" * (1 << 20))
        assert server.ask([SEED]) == ["1"]
        flood.sendall(b"\n" + SEED.encode() + b"\n")
        answers = flood.makefile("rb")
        assert answers.readline().startswith(b"E line longer than 64 bytes")
        assert answers.readline() == b"1\n"


def test_an_idle_connection_is_closed(server: Server) -> None:
    with server.connect() as sock:
        started = time.monotonic()
        answers = sock.makefile("rb")
        assert answers.readline() == b"E idle for 2 s: closing\n"
        assert answers.readline() == b""
        assert time.monotonic() - started >= 1.9


def test_beyond_the_connection_cap_a_client_hears_busy(server: Server) -> None:
    held = [server.connect() for _ in range(40)]
    try:
        held[-1].sendall(SEED.encode() + b"\n")
        assert held[-1].makefile("rb").readline() == b"1\n"  # all 40 are open now
        with socket.create_connection((server.host, server.port), timeout=10) as extra:
            answer = extra.makefile("rb").readline()
        assert answer.startswith(b"E busy: 40 connections are open, retry in")
    finally:
        for sock in held:
            sock.close()
    time.sleep(0.2)
    assert server.ask([SEED]) == ["1"]


@pytest.mark.parametrize("line", ["C1,-,-1,-1,-1,1,1,-,-", "C-,-,-,-,-,-,-,-,-"])
def test_a_last_line_without_newline_is_answered(server: Server, line: str) -> None:
    with server.connect() as sock:
        sock.sendall(line.encode())
        sock.shutdown(socket.SHUT_WR)
        assert sock.makefile("rb").read() in (b"1\n", b"0\n")


@pytest.mark.parametrize(("first", "answer"), [
    (SEED, b"E this server wants its token first: send T and the token\n"),
    ("T guessed", b"E wrong token: closing\n"),
])
def test_a_server_with_a_token_wants_it_first(server: Server, first: str,
                                              answer: bytes) -> None:
    with socket.create_connection((server.host, server.port), timeout=10) as sock:
        sock.sendall(f"{first}\n{SEED}\n".encode())
        assert sock.makefile("rb").read() == answer  # and the connection is closed


def test_the_client_command_sends_the_token(server: Server) -> None:
    command = [sys.executable, "-m", "logic_minimax", "client", "--tcp",
               f"{server.host}:{server.port}", SEED[1:]]
    without = subprocess.run(command, capture_output=True, text=True, timeout=30, check=False)
    wrong = subprocess.run([*command, "--token", "guessed"], capture_output=True, text=True,
                           timeout=30, check=False)
    assert (without.returncode, without.stdout) == \
        (2, "E this server wants its token first: send T and the token\n")
    assert (wrong.returncode, wrong.stdout) == (2, "E wrong token: closing\n")


def test_a_refused_client_that_goes_on_sending_still_gets_its_answer(server: Server) -> None:
    with socket.create_connection((server.host, server.port), timeout=10) as sock:
        sock.sendall(b"T guessed\n")
        answers = sock.makefile("rb")
        assert answers.readline() == b"E wrong token: closing\n"
        sock.sendall(SEED.encode() * 1000 + b"\n")  # dropped, not answered, no reset
        assert answers.read() == b""
