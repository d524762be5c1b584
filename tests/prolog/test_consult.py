"""Consulting as SWI-Prolog consults, case by case of the one-language issue: each program
consulted here and by ``swipl``, the same goal asked of both, the answers compared."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

import logic_minimax as lm
from logic_minimax.errors import PrologError
from tests.helpers.cli import console_script
from tests.helpers.engine_util import ask, consulted, engine_with
from tests.helpers.programs import engine_run, solutions_goal, swipl_run
from tests.helpers.swi_toplevel import toplevel
from tests.helpers.swipl import require_swipl

CASES: dict[str, tuple[dict[str, bytes | str], str]] = {
    "op directives apply to the rest of the file": ({"main.pl": """\
:- op(700, xfx, --->).
:- op(300, xfy, and).
:- op(900, fx, if).
rule(a ---> b).
both(P1 and P2) :- P1, P2.
cond(if x).
t. u.
"""}, "rule(X), both(t and u), cond(C)"),
    "a Latin-1 comment: a warning, the rest loads": (
        {"main.pl": b"% caf\xe9 au lait\nlat(1).\nlat(2).\n"}, "lat(X)"),
    "bytes that are no UTF-8 inside quoted atoms read as U+FFFD": (
        {"main.pl": b"t('a\x93b').\nu('caf\xe9').\n"},
        "t(X), atom_codes(X, C), u(Y), atom_codes(Y, D)"),
    "an encoding directive": (
        {"main.pl": b":- encoding(iso_latin_1).\nname(caf\xe9).\n"},
        "name(X), atom_length(X, N)"),
    "facts with variables and = in lists": ({"main.pl": """\
backliteral(parent(X, Y), [X, Y]).
attr([size = small, color = red]).
"""}, "backliteral(parent(a, b), L), attr(A)"),
    "an empty file": ({"main.pl": ""}, "X = 1"),
    "a comment-only file": ({"main.pl": "% nothing yet\n/* really */\n"}, "true"),
    "ground compound facts beside rules (bones)": ({"main.pl": """\
moves(s(N, max), [s(M, min)]) :- N > 0, M is N - 1.
moves(s(N, min), [s(M, max)]) :- N > 0, M is N - 1.
max_to_move(s(_, max)).
min_to_move(s(_, min)).
static_eval(s(0, max), -1).
static_eval(s(0, min), 1).
"""}, "static_eval(s(0, P), V), moves(s(2, max), L)"),
    "double-quoted strings in a consulted file": (
        {"main.pl": 'hello(X) :- X = "hi", string(X).\n'}, "hello(X)"),
    "ensure_loaded resolves against the loading file": ({
        "main.pl": ":- ensure_loaded(sub/helper).\ngo(X) :- helper(X).\n",
        "sub/helper.pl": ":- ensure_loaded(deeper).\nhelper(X) :- deeper(X).\n",
        "sub/deeper.pl": "deeper(from_sub).\n"}, "go(X)"),
    "include": ({"main.pl": ":- include(part).\nwhole(X) :- part(X).\n",
                 "part.pl": "part(1). part(2).\n"}, "whole(X)"),
    "a program's own alphabeta, between and plus win": ({
        "main.pl": ":- ensure_loaded(impl).\n",
        "impl.pl": "alphabeta(_, _, _, mine, 42).\nbetween(_, _, mine).\n"
                   "plus(_, _, mine).\n"},
        "alphabeta(a, 1, 2, G, V), between(1, 2, B), plus(1, 2, P)"),
    "a #! first line": ({"main.pl": "#!/usr/bin/env swipl\nshebang(ok).\n"}, "shebang(X)"),
    "single sided unification": ({"main.pl": """\
fact(0, F) => F = 1.
fact(N, F), N > 0 => N1 is N - 1, fact(N1, F1), F is N * F1.
first(X), X > 0 => true.
first(_) => fail.
"""}, "fact(5, F), findall(X, (member(X, [0, 1]), first(X)), Xs)"),
    "unknown/2 (Bratko's chess program): an undefined procedure fails": ({"main.pl": """\
:- unknown(_, fail).
t(X) :- ( rooklost(1, 2) -> X = yes ; X = no ).
"""}, "t(X), unknown(Old, trace), unknown(Was, Old)"),
    "a body with a number in a goal's place is refused whole": ({"main.pl": """\
q.
p :- q, 1.
p2 :- (q ; 1), q.
p3(X) :- X, 1.
ok.
"""}, "findall(N/A, (member(N, [p, p2, p3]), current_predicate(N/A)), L), ok"),
    "empty and repeated moves facts": (
        {"main.pl": "moves(a, [b]). moves(b, []). moves(a, [c]).\n"},
        "findall(L, moves(a, L), Ls), moves(b, M)"),
    "a syntax error is reported and the rest loads": (
        {"main.pl": "before(1).\nbroken(:- .\nafter(2).\n"}, "before(X), after(Y)"),
    "a failing directive is a warning": (
        {"main.pl": ":- fail.\n:- initialization(assertz(late(1))).\nkept(1).\n"},
        "kept(X), late(Y)"),
    "discontiguous facts keep their order": (
        {"main.pl": ":- discontiguous a/1, b/1.\na(1). b(1). a(2). b(2).\n"},
        "findall(X, a(X), As), findall(Y, b(Y), Bs)"),
    "dynamic facts asserted and retracted": (
        {"main.pl": ":- dynamic count/1.\ncount(0).\n"
                    "bump :- retract(count(N)), M is N + 1, assertz(count(M)).\n"},
        "bump, bump, count(X)"),
    "a multifile predicate gathers clauses of two files": ({
        "main.pl": ":- multifile piece/1.\npiece(a).\n:- ensure_loaded(more).\n",
        "more.pl": ":- multifile piece/1.\npiece(b).\n"}, "findall(P, piece(P), Ps)"),
    "a second file redefines a predicate": ({
        "main.pl": "colour(red).\n:- ensure_loaded(second).\n",
        "second.pl": "colour(blue).\n"}, "findall(C, colour(C), Cs)"),
    "clause order of facts and rules mixed": (
        {"main.pl": "n(1).\nn(X) :- X = 2.\nn(3).\n"}, "findall(X, n(X), Xs)"),
    "prolog_load_context in directives": ({"main.pl": """\
:- prolog_load_context(directory, D), file_base_name(D, B), assertz(dir(B)).
:- prolog_load_context(source, F), file_base_name(F, B), assertz(src(B)).
:- prolog_load_context(module, M), prolog_load_context(dialect, W), assertz(mod(M, W)).
"""}, "dir(D), src(F), mod(M, W), prolog_load_context(module, N), "
       "\\+ prolog_load_context(file, _)"),
    "a big run of facts and a rule after it": (
        {"main.pl": "".join(f"v({i}, {i % 7}).\n" for i in range(3000)) +
         "pick(X) :- v(X, 6), X > 2980.\n"}, "findall(X, pick(X), Xs), v(17, V)"),
}


def write(files: dict[str, bytes | str], where: Path) -> Path:
    for name, content in files.items():
        path = where / name
        path.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(content)
    return where / "main.pl"


@pytest.mark.swipl
@pytest.mark.parametrize("case", CASES)
def test_consulting_answers_as_swi(case: str, tmp_path: Path) -> None:
    files, goal = CASES[case]
    main = write(files, tmp_path / "program")
    kb = lm.KnowledgeBase()
    kb.consult(main)
    ours = engine_run(kb, solutions_goal(goal))
    theirs = [line for line in swipl_run([main], solutions_goal(goal), tmp_path)
              if not line.startswith(("ERROR", "Warning", "   ", "\t"))]
    assert ours == theirs
    assert ours[-1] == "end" and len(ours) > 1  # every case has an answer


def test_a_missing_file_is_reported_with_its_name(tmp_path: Path) -> None:
    main = write({"main.pl": ":- ensure_loaded(nowhere).\nok.\n"}, tmp_path)
    kb = lm.KnowledgeBase()
    messages = kb.consult(main)
    assert any("source_sink `nowhere' does not exist" in m for m in messages)
    assert kb.query("ok") == [{}]
    with pytest.raises(PrologError, match="does not exist"):
        kb.query("consult(nowhere)")


def test_consulting_a_file_again_replaces_its_clauses(tmp_path: Path) -> None:
    main = write({"main.pl": "p(1).\nq(X) :- p(X).\n"}, tmp_path)
    kb = lm.KnowledgeBase()
    kb.consult(main)
    main.write_text("p(2).\n")
    kb.consult(main)
    assert kb.query("p(X)") == [{"X": 2}] and not kb.defines("q", 1)


def test_make_consults_the_files_that_changed(tmp_path: Path) -> None:
    main = write({"main.pl": "v(1).\n"}, tmp_path)
    kb = lm.KnowledgeBase()
    kb.consult(main)
    main.write_text("v(2).\n")
    import os
    os.utime(main, (1, 1))  # a modification time that differs from the one read
    assert kb.query("make, v(X)") == [{"X": 2}]


@pytest.mark.swipl
def test_directive_messages_are_swis(tmp_path: Path) -> None:
    """A directive's error names its predicate's caller, and is followed by SWI 9's
    'Goal (directive) failed'; a directive's singletons are warned of; print_message/2
    prints under the directive's file and line, as does the warning of a non-error value
    for the unknown flag."""
    main = write({"main.pl": """\
:- foo(1).
:- X is foo+1.
:- fail.
:- atom_length(1, a).
:- print_message(error, format("hi ~w", [there])).
:- print_message(warning, foo(bar)).
:- unknown(_, fail).
"""}, tmp_path)
    _, messages = consulted(main)
    done = subprocess.run([require_swipl(), "-q", "-g", "halt", str(main)],
                          capture_output=True, text=True, timeout=60, check=False)
    variable = re.compile(r"\b_[0-9]+\b")
    assert variable.sub("_", "\n".join(messages)).splitlines() == \
        variable.sub("_", done.stderr).splitlines()


@pytest.mark.swipl
def test_a_double_quotes_directive_reads_the_rest_of_the_file_its_way() -> None:
    program = ('a("x").\n:- set_prolog_flag(double_quotes, codes).\nb("x").\n'
               ':- set_prolog_flag(double_quotes, chars).\nc(X) :- X = "xy".\n'
               ':- set_prolog_flag(double_quotes, atom).\nd("x").\n')
    query = "a(A), b(B), c(C), d(D)."
    assert "\n".join(ask(engine_with(program), query)) == \
        "\n".join(toplevel(require_swipl(), program, query))


@pytest.mark.swipl
def test_style_check_turns_warnings_off_until_the_file_ends(tmp_path: Path) -> None:
    path = tmp_path / "styles.pl"
    path.write_text("p(X) :- true.\n:- style_check(-singleton).\nq(Y) :- true.\n"
                    ":- style_check(+singleton).\nr(Z) :- true.\n:- style_check(-singleton).\n"
                    "a(1).\nb(1).\n:- style_check(-discontiguous).\na(2).\n")
    engine, warnings = consulted(path)
    swi = subprocess.run([require_swipl(), "-q", str(path), "-g", "halt"], capture_output=True,
                         text=True, timeout=60, check=False)
    assert "\n".join(warnings) == swi.stderr.strip()
    assert ask(engine, "style_check(?(singleton)), style_check(?(discontiguous)).") == \
        ["true."]


@pytest.mark.swipl
def test_malformed_utf8_is_warned_of_once_per_term_as_swi_does(tmp_path: Path) -> None:
    """SWI's stream keeps the last malformed sequence it met and reports it when the read
    of a term ends: under the term's line, where the read stopped; a term with a syntax
    error leaves it to the next read."""
    path = tmp_path / "latin1.pl"
    path.write_bytes(b"% Figure 4.4: the robot\x92s world\naction(pickup).\n"
                     b"% caf\xe9 au lait, \x93quoted\x94\nlat(1).\np(\xe9 :- .\nq(1).\n"
                     b"% the end \x93\n")
    _, warnings = consulted(path)
    swi = subprocess.run([require_swipl(), "-q", str(path), "-g", "halt"], capture_output=True,
                         text=True, timeout=60, check=False)
    # (syntax errors aside: their caret excerpt is ours, and SWI counts their column
    # in its reader's buffer, where layout is collapsed)
    ours = [line for line in "\n".join(warnings).splitlines()
            if not line.startswith(("ERROR:", " "))]
    assert ours == [line for line in swi.stderr.splitlines() if not line.startswith("ERROR:")]


@pytest.mark.swipl
def test_loading_a_missing_file_reports_as_swi(tmp_path: Path) -> None:
    """The error names no caller (SWI's loaders throw it bare); load_files/2 loads."""
    main = write({"main.pl": ":- use_module(library(nolib)).\n:- ensure_loaded(nofile).\n"
                             ":- consult(nofile).\n:- [nofile].\n:- load_files(nofile, []).\n"
                             ":- load_files(part, [if(not_loaded)]).\n",
                  "part.pl": "part(1).\n"}, tmp_path)
    engine, messages = consulted(main)
    done = subprocess.run([require_swipl(), "-q", "-g", "halt", str(main)],
                          capture_output=True, text=True, timeout=60, check=False)
    assert "\n".join(messages).splitlines() == done.stderr.splitlines()
    assert ask(engine, "part(X).") == ["X = 1."]


@pytest.mark.swipl
def test_singletons_are_warned_of_as_the_clause_is_read(tmp_path: Path) -> None:
    """SWI's read warns of singletons before the clause is added: before the warning of
    discontiguous clauses, the error of a built-in's clause, and in a test unit too."""
    main = write({"main.pl": "a(1).\nb(1).\na(X) :- true.\natom_length(X, Y) :- true.\n"
                             ":- begin_tests(t).\ntest(a) :- X = 1.\n:- end_tests(t).\n"},
                 tmp_path)
    ours, swi = consult_messages(main)
    assert ours == swi


@pytest.mark.swipl
def test_module_files_report_as_swi(tmp_path: Path) -> None:
    """A failed directive is named in the module's name; exports left undefined are
    errors at the end of the file; a file loaded through .. is named without it."""
    write({"sub/main.pl": ":- ensure_loaded('../p5/x').\nsame(2).\n:- use_module(exp).\n",
           "sub/exp.pl": ":- module(exp, [a/1, b/2, c//0]).\na(1).\n"
                         ":- use_module(library(nolib)).\n",
           "p5/x.pl": "same(1).\n"}, tmp_path)
    main = tmp_path / "sub" / "main.pl"
    ours, swi = consult_messages(main)
    assert ours == swi


@pytest.mark.swipl
def test_a_directives_unknown_procedure_lists_the_similar_ones(tmp_path: Path) -> None:
    """As SWI's messages do when they print the error (DWIM: the same name with another
    arity).  (print_message/2 of a caught one lists them too, but SWI names the caller
    the error came from, catch/3 there, which our balls do not know.)"""
    main = write({"main.pl": "undefined.\nfoo(1).\n:- undefined(1).\n:- fo(1).\n"},
                 tmp_path)
    ours, swi = consult_messages(main)
    assert ours == swi


def consult_messages(path: Path) -> tuple[list[str], list[str]]:
    """The lines our consult of ``path`` prints, and those ``swipl`` prints."""
    _, messages = consulted(path)
    done = subprocess.run([require_swipl(), "-q", "-g", "halt", str(path)],
                          capture_output=True, text=True, timeout=60, check=False)
    return "\n".join(messages).splitlines(), done.stderr.splitlines()


@pytest.mark.swipl
def test_an_encoding_directive_reads_the_rest_without_false_warnings(tmp_path: Path) -> None:
    """The text after ``:- encoding(iso_latin_1).`` is read again in Latin-1: what was
    malformed as UTF-8 is not warned of (SWI warns of nothing), through the command too."""
    main = write({"main.pl": b":- encoding(iso_latin_1).\nname(\xe9t\xe9).\n% caf\xe9\n"
                             b"q(caf\xe9).\n"}, tmp_path)
    ours, swi = consult_messages(main)
    assert ours == swi == []
    done = subprocess.run([str(console_script()), "query", str(main), "name(X), q(Y)."],
                          capture_output=True, text=True, timeout=60, check=False)
    assert (done.returncode, done.stdout, done.stderr) == (0, "X = été,\nY = café.\n", "")


SYNTAX_ERRORS = ["f(a b).", "x :- a) .", "f(a, ].", "x :- #I.", "x :- not (a, b).",
                 "x :- f(a].", "x :- .", "x :- (a, ).", "x :- a ; ).", "x :- f(a.",
                 "p :-\n  a b.", "  p :- a  b.", "p :-\n\tx,\ta b.", "p :- % c\n  a b.",
                 "p :- /* c\n */ a b."]


@pytest.mark.swipl
def test_syntax_errors_are_reported_in_swis_words_and_columns(tmp_path: Path) -> None:
    """SWI's message and column (counted from 0 on the clause's first line, from the
    second character of a later one, tabs to stops of 8), our caret excerpt under it."""
    path = tmp_path / "bad.pl"
    path.write_text("\n".join(SYNTAX_ERRORS) + "\n")
    ours, swi = consult_messages(path)
    assert [line for line in ours if line.startswith("ERROR:")] == swi


@pytest.mark.swipl
@pytest.mark.parametrize("text", ["x :- a b", "x :- f(a", "p :- q\n\n", "a.\nx :-\n  f('abc).",
                                  "a.\n  x :- write(\"abc).", "x :- a /* c", "x :- 0'"])
def test_a_clause_the_file_ends_in_is_reported_as_swi(text: str, tmp_path: Path) -> None:
    """SWI reads a clause whole before parsing it: one the file ends in is an unexpected
    end of file where the text ends, an open quote or comment at the clause's start."""
    path = tmp_path / "cut.pl"
    path.write_text(text + "\n")
    ours, swi = consult_messages(path)
    assert [line for line in ours if line.startswith("ERROR:")] == swi


@pytest.mark.swipl
def test_a_local_definition_of_a_loaded_librarys_predicate_is_warned_of(tmp_path: Path) -> None:
    """As SWI's weak imports: only when the file loaded that library, in its module."""
    write({"main.pl": ":- use_module(library(lists)).\nflatten(a, b).\nlast(a, b).\n"
                      ":- ensure_loaded(m).\n:- ensure_loaded(plain).\n",
           "m.pl": ":- module(m, []).\n:- use_module(library(apply)).\nmaplist(a, b).\n",
           "plain.pl": "append(a, b, c).\n"}, tmp_path)
    ours, swi = consult_messages(tmp_path / "main.pl")
    assert ours == swi
