"""User text is read by our own reader and never executed: payloads that would run Python
under pyDatalog.load/ask or eval are syntax errors (as SWI-Prolog reads them) or Prolog
data, and nothing runs."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from click.testing import CliRunner
from pyDatalog.pyDatalog import Variable
from pyDatalog.pyParser import Term

import logic_minimax
from logic_minimax import KnowledgeBase
from logic_minimax.app.cli import cli
from logic_minimax.errors import LoadError, PrologSyntaxError
from logic_minimax.kb.goals import read_goal
from logic_minimax.prolog.values import Compound
from tests.helpers.swipl import swipl_read

PACKAGE = Path(logic_minimax.__file__).parent


CODE = "__import__('os').system('touch {marker}')"

DATA = ["static_eval(h, eval(\"open('{marker}', 'w')\")).",
        "moves(a, [b]). max_to_move(a). exec(open(\"{marker}\", \"w\"))."]
"""Payloads that are Prolog data (strings, compound terms): SWI reads them, so do we."""


def payloads(marker: Path) -> list[str]:
    """Python code in a file or a goal: syntax errors to SWI-Prolog's reader, and to ours
    (see the swipl test below)."""
    code = CODE.format(marker=marker)
    return [
        f"moves(a, [{code}]).",
        f"static_eval(h, {code}).",
        f"{code}.",
        f"p(a) :- {code}.",
        f"+ p({code})",
        f"moves(a, [b]).\n{code}\nstatic_eval(b, 1).",
    ]


def test_payloads_in_files_are_syntax_errors_and_never_run(tmp_path: Path) -> None:
    marker = tmp_path / "pwned"
    for text in payloads(marker):
        kb = KnowledgeBase()
        with pytest.raises(LoadError) as info:
            kb.load_string(text)
        assert info.value.errors and all(isinstance(e, PrologSyntaxError)
                                         for e in info.value.errors), text
        assert kb.is_empty()
        assert any("Syntax error" in m for m in KnowledgeBase().consult_text(text)), text
    assert not marker.exists()


def test_payloads_that_are_prolog_data_stay_data(tmp_path: Path) -> None:
    marker = tmp_path / "pwned"
    kb = KnowledgeBase()
    kb.consult_text(DATA[1].format(marker=marker))
    assert kb.query("exec(X)") == [{"X": Compound("open", (str(marker), "w"))}]
    with pytest.raises(LoadError, match="static_eval/2 needs a number"):
        KnowledgeBase().load_string(DATA[0].format(marker=marker))  # a strict load's check
    assert not marker.exists()


@pytest.mark.swipl
def test_swi_reads_the_payloads_as_we_do(tmp_path: Path) -> None:
    marker = tmp_path / "pwned"
    texts = [*payloads(marker), *(text.format(marker=marker) for text in DATA)]
    theirs = swipl_read(texts)
    for text, swi in zip(texts, theirs, strict=True):
        kb = KnowledgeBase()
        kb.consult_text(text)
        assert ("error" in swi) == any("Syntax error" in m for m in kb.messages), text
    assert not marker.exists()


def test_payloads_in_queries_are_rejected_and_never_run(tmp_path: Path) -> None:
    marker = tmp_path / "pwned"
    kb = KnowledgeBase()
    kb.load_string("moves(a, [b]). static_eval(b, 1).")
    runner = CliRunner()
    facts = tmp_path / "t.pl"
    facts.write_text("moves(a, [b]). static_eval(b, 1).")
    for text in payloads(marker):
        with pytest.raises(PrologSyntaxError):
            read_goal(kb, text)
        result = runner.invoke(cli, ["query", str(facts), text])
        assert result.exit_code == 2, (text, result.output)
    # Prolog data as goals: no such fact (false, exit 1); three clauses are no goal (exit 2)
    for text, code in zip(DATA, (1, 2), strict=True):
        result = runner.invoke(cli, ["query", str(facts), text.format(marker=marker)])
        assert result.exit_code == code, (text, result.output)
    assert not marker.exists()


def test_directives_in_a_file_cannot_run_python_or_a_shell(tmp_path: Path) -> None:
    marker = tmp_path / "pwned"
    kb = KnowledgeBase()
    kb.consult_text(f":- shell('touch {marker}').\n:- initialization(shell('touch {marker}')).\n"
                    "moves(a, [b]). static_eval(b, 1).\n")
    assert not marker.exists()
    assert sum("No permission" in w for w in kb.messages) == 2
    assert kb.minimax("a").value == 1
    assert kb.engine.limits.inferences is not None  # limits are on by default


def test_text_from_a_network_client_touches_no_file(tmp_path: Path) -> None:
    """A program's own files are its to open (as in SWI); text from a client
    (``files=False``) may open, create or delete none."""
    marker = tmp_path / "pwned"
    kept = tmp_path / "kept"
    kept.write_text("x", encoding="utf-8")
    kb = KnowledgeBase(files=False)
    kb.consult_text(f":- open('{marker}', write, _).\n:- tell('{marker}').\n"
                    f":- append('{marker}').\n:- see('{kept}').\n:- delete_file('{kept}').\n")
    assert not marker.exists() and kept.exists()
    assert sum("No permission" in w for w in kb.messages) == 5


def test_text_from_a_network_client_learns_nothing_of_the_files(tmp_path: Path) -> None:
    """Issue 30, finding 10: without file access a goal learns neither what exists nor
    where (the same error for a file that exists and one that does not, the name as it
    was given: no home directory, no working directory)."""
    kept = tmp_path / "kept.pl"
    kept.write_text("x.\n", encoding="utf-8")
    kb = KnowledgeBase(files=False)
    told = [kb.query(f"catch({goal}, error(E, _), true)")[0]["E"] for goal in (
        f"consult('{kept}')", f"consult('{tmp_path}/missing')", "ensure_loaded('~/.bashrc')",
        "[nowhere]", "absolute_file_name(foo, _)", f"exists_file('{kept}')")]
    assert [error.name for error in told] == ["permission_error"] * 6
    assert [error.args[2] for error in told] == [str(kept), f"{tmp_path}/missing",
                                                 "~/.bashrc", "nowhere", "foo", str(kept)]
    assert kb.query(f"exists_source('{kept}')") == []


def test_a_payload_quoted_as_an_atom_is_only_data(tmp_path: Path) -> None:
    marker = tmp_path / "pwned"
    kb = KnowledgeBase()
    kb.load_string(f"note('__import__(\"os\").system(\"touch {marker}\")').\n"
                   f"exec('open(\"{marker}\", \"w\")').")
    with kb.datalog():
        answers = Term("note")(Variable()).data + Term("exec")(Variable()).data
    assert len(answers) == 2 and "__import__" in answers[0][0]
    assert not marker.exists()


def test_a_variable_looking_payload_is_a_variable() -> None:
    kb = KnowledgeBase()
    kb.load_string("note(__import__).")  # as in SWI: a variable (named _..., no warning)
    assert kb.query("note(X), var(X)") == [{}] and kb.messages == []  # X left unbound


def test_the_package_never_hands_text_to_an_evaluator() -> None:
    forbidden = re.compile(r"pyDatalog\.(load|ask)\(|(?<![.\w])(eval|exec|compile)\(")
    for path in PACKAGE.rglob("*.py"):
        for number, line in enumerate(path.read_text().splitlines(), 1):
            code = line.split("#", 1)[0]
            assert not forbidden.search(code), f"{path.name}:{number}: {line.strip()}"
