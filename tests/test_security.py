"""User text is parsed by our own parser and never executed: payloads that would run
Python under pyDatalog.load/ask or eval are syntax errors, and nothing runs."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from click.testing import CliRunner
from pyDatalog.pyDatalog import Variable
from pyDatalog.pyParser import Term

import logic_minimax
from logic_minimax import KnowledgeBase, LogicMinimaxError
from logic_minimax.app.cli import cli
from logic_minimax.errors import FactSyntaxError, LoadError
from logic_minimax.kb.goals import parse_goal

PACKAGE = Path(logic_minimax.__file__).parent


def payloads(marker: Path) -> list[str]:
    code = f"__import__('os').system('touch {marker}')"
    return [
        f"moves(a, [{code}]).",
        f"static_eval(h, {code}).",
        f"{code}.",
        f"p(a) :- {code}.",
        f"+ p({code})",
        f"static_eval(h, eval(\"open('{marker}', 'w')\")).",
        f"moves(a, [b]). max_to_move(a). exec(open(\"{marker}\", \"w\")).",
        f"moves(a, [b]).\n{code}\nstatic_eval(b, 1).",
    ]


def test_payloads_in_fact_files_are_rejected_and_never_run(tmp_path: Path) -> None:
    marker = tmp_path / "pwned"
    for text in payloads(marker):
        kb = KnowledgeBase()
        with pytest.raises(LoadError) as info:
            kb.load_string(text)
        assert info.value.errors, text
        assert kb.is_empty()
    assert not marker.exists()


def test_payloads_in_queries_are_rejected_and_never_run(tmp_path: Path) -> None:
    marker = tmp_path / "pwned"
    kb = KnowledgeBase()
    kb.load_string("moves(a, [b]). static_eval(b, 1).")
    runner = CliRunner()
    facts = tmp_path / "t.pl"
    facts.write_text("moves(a, [b]). static_eval(b, 1).")
    for text in payloads(marker):
        with pytest.raises(LogicMinimaxError):
            parse_goal(text)
        result = runner.invoke(cli, ["query", str(facts), text])
        # Refused (2), or Prolog data that answers nothing (1): never run.
        assert result.exit_code in (1, 2), (text, result.output)
    assert not marker.exists()


def test_directives_in_a_file_cannot_run_python_or_a_shell(tmp_path: Path) -> None:
    marker = tmp_path / "pwned"
    kb = KnowledgeBase()
    kb.load_string(f":- shell('touch {marker}').\n:- initialization(shell('touch {marker}')).\n"
                   f":- open('{marker}', write, _).\nmoves(a, [b]). static_eval(b, 1).\n")
    assert not marker.exists()
    assert sum("No permission" in w or "Unknown procedure" in w
               for w in kb.messages) == 3
    assert kb.minimax("a").value == 1
    assert kb.engine.limits.inferences is not None  # limits are on by default


def test_a_payload_quoted_as_an_atom_is_only_data(tmp_path: Path) -> None:
    marker = tmp_path / "pwned"
    kb = KnowledgeBase()
    kb.load_string(f"note('__import__(\"os\").system(\"touch {marker}\")').\n"
                   f"exec('open(\"{marker}\", \"w\")').")
    with kb.datalog():
        answers = Term("note")(Variable()).data + Term("exec")(Variable()).data
    assert len(answers) == 2 and "__import__" in answers[0][0]
    assert not marker.exists()


def test_a_variable_looking_payload_is_a_syntax_error() -> None:
    with pytest.raises(LoadError) as info:
        KnowledgeBase().load_string("static_eval(h, __import__).")
    assert isinstance(info.value.errors[0], FactSyntaxError)


def test_the_package_never_hands_text_to_an_evaluator() -> None:
    forbidden = re.compile(r"pyDatalog\.(load|ask)\(|(?<![.\w])(eval|exec|compile)\(")
    for path in PACKAGE.rglob("*.py"):
        for number, line in enumerate(path.read_text().splitlines(), 1):
            code = line.split("#", 1)[0]
            assert not forbidden.search(code), f"{path.name}:{number}: {line.strip()}"
