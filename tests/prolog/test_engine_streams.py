"""Streams and files (``builtins/streams.py``): each query runs in a fresh directory under
the engine and under SWI-Prolog's toplevel, and both the answers and the files written
must be the same (a stream handle is ``<stream>(0x…)`` in both, at its own address)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from logic_minimax.prolog.engine import Engine
from tests.helpers.engine_util import ask, engine_with
from tests.helpers.swi_toplevel import toplevel
from tests.helpers.swipl import require_swipl

DATA = "f(1).\nf('A b').\n[x, \"s\"].\nhéllo world\nlast line"


def _handles(lines: list[str]) -> list[str]:
    return [re.sub(r"<stream>\(0x[0-9a-f]+\)", "<stream>(0x…)", line) for line in lines]


def _files(where: Path) -> dict[str, str]:
    return {p.name: p.read_text(encoding="utf-8") for p in sorted(where.iterdir())
            if p.is_file()}


@pytest.fixture
def engine() -> Iterator[Engine]:
    made = engine_with()
    yield made
    made.streams.close_all()


def _both(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, query: str,
          engine: Engine, program: str = "") -> tuple[tuple[list[str], dict[str, str]],
                                                       tuple[list[str], dict[str, str]]]:
    """What SWI and the engine answer and leave in their directories, each starting with
    ``data.txt``; the query may name files relatively or by ``DIR``, the directory."""
    if program:
        engine.consult_text(program, "program.pl")
    results = []
    for who in ("swi", "engine"):
        where = tmp_path / who
        where.mkdir()
        (where / "data.txt").write_text(DATA, encoding="utf-8")
        monkeypatch.chdir(where)
        text = query.replace("DIR", str(where))
        if who == "swi":
            answers = toplevel(require_swipl(), program, text)
        else:
            answers = "\n".join(ask(engine, text)).splitlines()
            engine.streams.close_all()
        results.append((_handles([a.replace(str(where), "DIR") for a in answers]),
                        _files(where)))
    return results[0], results[1]


@pytest.mark.swipl
@pytest.mark.parametrize("query", [
    # writing: every output built-in with a stream argument, relative and absolute names
    "open(out, write, S), write(S, hello), nl(S), writeq(S, 'A b'), print(S, [x]), "
    "write_canonical(S, f(X, Y, X)), write_term(S, g('B', \"s\"), [quoted(true)]), "
    "put_char(S, c), tab(S, 3), format(S, \"~w-~a~n\", [1, b]), writeln(S, end), "
    "close(S).",
    "open('DIR/abs.txt', write, S), write(S, é), close(S).",
    "open(out, write, S), write(S, first), close(S), open(out, append, A), "
    "write(A, second), close(A).",
    "open(out, write, _, [alias(o)]), write(o, aliased), nl(o), close(o).",
    "open(out, write, S), set_output(S), write(redirected), nl, set_output(user_output), "
    "close(S).",
    "open(out, write, S), current_output(C), (C == S -> true ; write(S, other)), "
    "close(S).",
    # reading: terms, characters, lines, the end of the file
    "open(data, read, S), read(S, A), read(S, B), read(S, C), close(S).",
    "open('data.txt', read, S), read(S, A), read(S, B), read(S, C), read_line_to_string(S, "
    "D), read_line_to_string(S, E), read_line_to_string(S, F), read_line_to_string(S, G), "
    "close(S).",
    "open('data.txt', read, S), get_char(S, A), peek_char(S, B), get_char(S, C), "
    "read_line_to_codes(S, D), close(S).",
    "open('DIR/data.txt', read, S), read_term(S, T, []), stream_property(S, mode(M)), "
    "close(S).",
    "open(out, write, S), close(S), open(out, read, R), get_char(R, C), read(R, T), "
    "(at_end_of_stream(R) -> E = yes ; E = no), close(R).",
    "open('data.txt', read, S, [alias(in)]), read(in, T), stream_property(X, alias(in)), "
    "close(in).",
    "open('data.txt', read, S), set_input(S), read(T), current_input(I), close(S), "
    "current_input(J), (I == S -> K = same ; K = other).",
    # Edinburgh's see/tell, as Bratko's chapter on files has them
    "tell(out), write(a), tell(other), write(b), tell(out), write(c), told, tell(other), "
    "told.",
    "see('data.txt'), read(T), seen, see('data.txt'), read(U), seen.",
    "tell(out), write(f(x)), write('.'), nl, told, see(out), read(T), read(U), seen.",
    "append('data.txt'), write(' more'), told.",
    # properties and files
    "open(out, write, S, [alias(w)]), stream_property(S, alias(A)), stream_property(S, "
    "file_name(F)), stream_property(S, mode(M)), (stream_property(S, output) -> O = yes "
    "; O = no), (stream_property(S, input) -> I = yes ; I = no), close(S).",
    "open('data.txt', read, S), stream_property(S, file_name(F)), close(S).",
    "open(out, write, S), close(S), (exists_file(out) -> A = yes ; A = no), "
    "(exists_file(nofile) -> B = yes ; B = no), (exists_directory('DIR') -> C = yes ; "
    "C = no), (exists_directory(out) -> D = yes ; D = no), delete_file(out), "
    "(exists_file(out) -> E = yes ; E = no).",
    "file_name_extension(B, E, 'foo.pl'), file_name_extension(foo, pl, F), "
    "file_name_extension(foo, '.pl', G), file_name_extension('foo.pl', pl, H), "
    "file_name_extension(I, pl, 'foo.pl'), file_name_extension(J, K, foo), "
    "file_name_extension(L, M, '/a.b/foo').",
    "file_name_extension(B, txt, 'foo.pl').",
    "open(out, write, S), set_output(S), write(current_output, x), format(current_output, "
    "y, []), close(S).",
    "open(out, write, S, [foo(bar), type(text)]), close(S).",
    "open(out, write, S), set_output(S), with_output_to(atom(A), (write(x), "
    "current_output(C), write(C, z))), write(y), close(S), read_file_to_string(out, F, []).",
    "with_output_to(atom(A), (open(out, write, S), set_output(S), write(x))), close(S), "
    "read_file_to_string('DIR/out', F, []).",
    "open(out, write, S), write(S, x), flush_output(S), read_file_to_string(out, F, []), "
    "close(S).",
    "stream_property(S, bad).",
    # errors, as SWI words them
    "open(out, write, S), write(S, 'foo(. bar.'), close(S), open(out, read, R), "
    "catch(read(R, T), E, true), read(R, U), close(R).",
    "open(out, write, S), write(S, hello), close(S), open(out, read, R), read(R, T).",
    "current_output(foo).",
    "close(out, [force(true)]).",
    "open(out, write, s).",
    "exists_file(f(x)).",
    "atom_codes(A, [0'a, 0, 0'b]), catch(open(A, write, S), error(domain_error(D, _), _), "
    "true).",
    "open(nofile, read, S).",
    "open(_, read, S).",
    "open(out, _, S).",
    "open(out, foo, S).",
    "open(out, 1, S).",
    "open(out, write, S, [alias(x)]), open(out, write, T, [alias(x)]).",
    "open(out, read, S).",
    "open('DIR/no/such/file', write, S).",
    "write(nostream, x).",
    "close(nostream).",
    "close(_).",
    "see(nofile).",
    "open(out, write, S), close(S), write(S, x).",
    "open(out, write, S), close(S), close(S).",
    "open(out, write, S), read(S, T).",
    "open('data.txt', read, S), write(S, x).",
    "set_input(user_output).",
    "set_output(nostream).",
    "delete_file(nofile).",
    "delete_file(_).",
    "exists_file(_).",
    "seeing(S), telling(T).",
    "see(user), seeing(S).",
    "see('data.txt'), seeing(S), seen, S \\== user, seeing(T).",
    "tell(out), telling(S), told, S \\== user, telling(T).",
    "is_stream(user_output), is_stream(current_input), \\+ is_stream(foo), \\+ is_stream(_).",
    "open(out, write, S), is_stream(S), close(S), \\+ is_stream(S).",
    "open('data.txt', read, S), get0(S, C), get(S, D), skip(S, 0'.), get(S, E), "
    "skip(S, q), get(S, F).",
    "see('data.txt'), skip(0'o), get0(C), seen.",
    "catch(skip(_, 0'a), error(E, _), true).",
    "open('data.txt', read, S), catch(skip(S, foo), error(E, _), true).",
    "with_output_to(string(T), (put(b), put(0'c), current_output(O), put(O, 0'd))).",
    "catch(put(0'a + 1), error(E, _), true).",
    "catch(put(user_output, _), error(E, _), true).",
    "open('data.txt', read, S), read_line_to_codes(S, L, T), read_line_to_codes(S, L2, []), "
    "read_stream_to_codes(S, R), atom_codes(A, R), read_line_to_codes(S, L3, T3).",
    "open('data.txt', read, S), read_stream_to_codes(S, R, [0'z]), atom_codes(A, R).",
    "read_file_to_codes('data.txt', C, []), length(C, N).",
    "open(t, write, S), write(S, 'a(1). b(X, X). \"s\".'), close(S), "
    "read_file_to_terms(t, L, []).",
    "catch(read_file_to_terms(nofile, L, []), error(E, _), true).",
])
def test_streams_as_swi(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, query: str,
                        engine: Engine) -> None:
    swi, ours = _both(tmp_path, monkeypatch, query, engine)
    assert ours == swi


BRATKO = """
% Bratko, chapter 6: copy the terms of the current input to the current output
copy_terms :- read(T), process(T).
process(end_of_file) :- !.
process(T) :- writeq(T), write('.'), nl, copy_terms.
"""


@pytest.mark.swipl
def test_a_program_reads_and_writes_its_files_with_see_and_tell(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, engine: Engine) -> None:
    query = ("open(terms, write, S), writeq(S, [f(x, 'Y'), \"s\", 0'a]), write(S, '. g.'), "
             "close(S), see(terms), tell(copy), copy_terms, seen, told.")
    swi, ours = _both(tmp_path, monkeypatch, query, engine, BRATKO)
    assert ours == swi
    assert ours[1]["copy"] == "[f(x,'Y'),\"s\",97].\ng.\n"


def test_a_stream_is_written_as_swi_writes_its_handles(engine: Engine) -> None:
    """``<stream>(0x…)`` by every writer, not the term underneath."""
    [answer] = ask(engine, "current_output(S), format(atom(A), '~w ~q ~p', [S, S, S]).")
    assert re.fullmatch(r"S = <stream>\(0x1\),\nA = '(<stream>\(0x1\) ?){3}'\.", answer)


def test_output_goes_back_to_the_user_when_its_file_is_closed(
        engine: Engine, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    buf = engine.capture()
    ask(engine, "tell(out), write(to_file), told, write(to_user).")
    assert buf.getvalue() == "to_user"
    assert (tmp_path / "out").read_text(encoding="utf-8") == "to_file"


def test_a_stream_stays_open_across_queries_until_closed(
        engine: Engine, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """As in SWI: the file a query opened is the next query's until close/1."""
    monkeypatch.chdir(tmp_path)
    ask(engine, "open(out, write, _, [alias(log)]).")
    ask(engine, "write(log, kept).")
    ask(engine, "close(log).")
    assert (tmp_path / "out").read_text(encoding="utf-8") == "kept"
    assert ask(engine, "write(log, x).")[0].startswith("ERROR:")


@pytest.mark.parametrize("query", [
    "open('/etc/hostname', read, S).",
    "open(out, write, S).",
    "see('/etc/hostname').",
    "tell(out).",
    "append(out).",
    "delete_file(out).",
    "exists_file('/etc/hostname').",
])
def test_an_engine_without_files_refuses_them(
        engine: Engine, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, query: str) -> None:
    """A program from a network client touches no file: the permission error consult/1
    gives there."""
    monkeypatch.chdir(tmp_path)
    engine.files_allowed = False
    [answer] = ask(engine, query)
    assert answer.startswith("ERROR: No permission to open source_sink")
    assert not list(tmp_path.iterdir())


def test_close_all_leaves_no_file_open(engine: Engine, tmp_path: Path,
                                       monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    ask(engine, "open(a, write, _), open(b, write, _, [alias(b)]), tell(c), see(a).")
    handles = [s.handle for s in engine.streams.open.values() if s.handle is not None]
    assert len(handles) == 4
    engine.streams.close_all()
    assert all(h.closed for h in handles)
    assert ask(engine, "current_output(S), stream_property(S, alias(A)).")[0].endswith(
        "A = user_output.")
