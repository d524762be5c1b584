"""The corpus of published Prolog programs (tests/corpus/): its manifests, each goal run by
SWI-Prolog's own toplevel and by ``logic-minimax query``, the comparison, and the cause
of each disagreement.

A manifest (``tests/corpus/goals/*.txt``) names a source's root directory, then each file
with its SHA-256 (the programs are used as published, byte for byte) and the goals asked
of it, one a line. A goal is run as a user runs it: SWI gets the file on its command line
and the goal typed at its toplevel, asking for every answer (``;``); we run
``logic-minimax query FILE GOAL``. Both start afresh for every goal.
"""

from __future__ import annotations

import hashlib
import re
import signal
import subprocess
import tempfile
import time
from collections.abc import Collection, Iterable, Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from .cli import console_script
from .paths import ROOT

CORPUS = ROOT / "tests" / "corpus"
MANIFESTS = CORPUS / "goals"
KNOWN_FAILURES = CORPUS / "known_failures.txt"
CONSULT = "(consult)"
"""The goal column of a file's consult case."""

MAX_ANSWERS = 50
"""Answers asked of SWI (a space each, which its toplevel reads as ``;``)."""
TIMEOUT = 30.0
"""CPU seconds a goal may take here (SWI takes under one on every goal of the manifests).
A budget of CPU time, not of wall time: how busy the machine is must not decide whether a
goal answers (a wall-clock limit made the known failures depend on the load)."""
KNOWN_TIMEOUT = 3.0
"""CPU seconds for a goal known to give no answer (it keeps the suite short)."""
WALL_FACTOR = 10
"""A run's wall-clock limit, in multiples of its CPU budget: only a net for a run that
waits on something instead of computing."""
MEMORY_KIB = 2 * 1024 * 1024
"""The address space our runs may take (``ulimit -v``): a goal that runs away fails soon
with a resource error, and two at a time do not crowd a shared machine."""
NO_ANSWER = "no answer within the time or memory limit"
_NO_MEMORY = "Not enough resources: memory"
_SWI_GOAL_START = "%%corpus-goal%%"


@dataclass(frozen=True)
class Program:
    source: str
    root: Path
    path: str
    sha256: str
    goals: tuple[str, ...]

    @property
    def file(self) -> Path:
        return self.root / self.path

    @property
    def name(self) -> str:
        return f"{self.source}/{self.path}"

    def text(self) -> str:
        return self.file.read_text(errors="replace")


@dataclass(frozen=True)
class Run:
    """What one side printed for one goal: stdout, and the goal's error lines."""

    out: str
    errors: tuple[str, ...]
    timed_out: bool = False
    seconds: float = 0.0

    def same_answers(self, other: Run) -> bool:
        return (self.out, self.errors, self.timed_out) == (other.out, other.errors,
                                                           other.timed_out)


@dataclass(frozen=True)
class Outcome:
    """One case: a goal (or the consult) of one file, and whether we agree with SWI."""

    program: str
    goal: str
    agree: bool
    cause: str
    swi: Run
    ours: Run

    @property
    def key(self) -> tuple[str, str]:
        return self.program, self.goal

    def report(self) -> str:
        return (f"{self.program}  ?- {self.goal}\n  cause: {self.cause}\n"
                f"  SWI-Prolog:\n{_indent(self.swi)}\n  logic-minimax:\n{_indent(self.ours)}")


def _indent(run: Run) -> str:
    lines = [*run.out.splitlines(), *run.errors] or ["(nothing)"]
    if run.timed_out:
        lines.append(f"(no answer within {run.seconds:g} s)")
    return "\n".join("    | " + line for line in lines[:40])


def read_manifests(directory: Path = MANIFESTS) -> list[Program]:
    """Every program of every manifest, in manifest order."""
    programs: list[Program] = []
    for manifest in sorted(directory.glob("*.txt")):
        programs.extend(_read_manifest(manifest))
    return programs


def _read_manifest(manifest: Path) -> Iterator[Program]:
    root: Path | None = None
    current: tuple[Path, str, str] | None = None
    goals: list[str] = []
    for number, line in enumerate(manifest.read_text().splitlines(), 1):
        text = line.strip()
        if not text or text.startswith("#"):
            continue
        word, _, rest = text.partition(" ")
        if word == "root":
            root = Path(rest.strip())
        elif word == "file" and root is not None:
            if current:
                yield Program(manifest.stem, *current, tuple(goals))
            path, sha = rest.split()
            current, goals = (root, path, sha), []
        elif current and text.endswith("."):
            goals.append(text)
        else:
            raise ValueError(f"{manifest}:{number}: not a root, file or goal line: {line}")
    if current:
        yield Program(manifest.stem, *current, tuple(goals))


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def missing_or_changed(programs: Iterable[Program]) -> list[str]:
    """The files not installed, or not byte for byte the ones the manifests name."""
    problems = []
    for program in programs:
        if not program.file.is_file():
            problems.append(f"{program.file}: not installed")
        elif sha256(program.file) != program.sha256:
            problems.append(f"{program.file}: not the published file (SHA-256 differs)")
    return problems


# -- running ---------------------------------------------------------------------------------

def _process(command: list[str], stdin: str, cwd: Path, timeout: float = TIMEOUT
             ) -> tuple[str, str, bool, float]:
    """stdout, stderr, whether it ran out of time (its CPU budget, which ``ulimit -t``
    enforces with SIGXCPU, or the wall-clock net), and its wall time."""
    start = time.monotonic()
    try:
        done = subprocess.run(command, input=stdin.encode(), capture_output=True, cwd=cwd,
                              timeout=timeout * WALL_FACTOR, check=False)
    except subprocess.TimeoutExpired as stopped:
        return _text(stopped.stdout), _text(stopped.stderr), True, timeout
    out_of_cpu = done.returncode in (-signal.SIGXCPU, -signal.SIGKILL)
    return _text(done.stdout), _text(done.stderr), out_of_cpu, time.monotonic() - start


def _text(data: bytes | str | None) -> str:
    if isinstance(data, str):
        return data
    return (data or b"").decode("utf-8", errors="replace")


def swi_run(exe: str, program: Program, goal: str, cwd: Path) -> tuple[Run, Run]:
    """SWI's toplevel over ``swipl FILE`` answering ``goal`` as a terminal user sees it
    (``tty_control``: the ``;`` after each answer), and the errors of loading the file."""
    marker = f"format(user_error, '~w~n', ['{_SWI_GOAL_START}'])"
    command = [exe, "-q", "-f", "none", "-g", "set_prolog_flag(tty_control, true)",
               "-g", marker, str(program.file)]
    out, err, timed_out, seconds = _process(command, goal + "\n" + " " * MAX_ANSWERS, cwd)
    load, _, after = err.partition(_SWI_GOAL_START + "\n")
    return (Run(_answers(out), _error_lines(after), timed_out, seconds),
            Run("", _error_lines(load)))


def _ours(program: Program, goal: str, cpu: float = TIMEOUT) -> list[str]:
    """``logic-minimax query FILE GOAL``, within MEMORY_KIB and ``cpu`` seconds."""
    limits = f"ulimit -v {MEMORY_KIB} && ulimit -t {max(1, round(cpu))}"
    return ["/bin/sh", "-c", f'{limits} && exec "$@"', "sh",
            str(console_script()), "query", "--no-cache", "-q", str(program.file), goal]


def our_run(program: Program, goal: str, cwd: Path, loading: str = "",
            timeout: float = TIMEOUT) -> Run:
    """``logic-minimax query FILE GOAL``: stdout, and the error lines after those the
    loading of the file printed (``loading``: the stderr of a run of ``true.``)."""
    out, err, timed_out, seconds = _process(_ours(program, goal, timeout), "", cwd, timeout)
    lines, before = err.splitlines(keepends=True), loading.splitlines(keepends=True)
    if loading and [_VARIABLE.sub("_", x) for x in lines[:len(before)]] == \
            [_VARIABLE.sub("_", x) for x in before]:
        err = "".join(lines[len(before):])
    return Run(_answers(out), _error_lines(err), timed_out, seconds)


_VARIABLE = re.compile(r"\b_[0-9]+\b")
"""A fresh variable as written (``_8754``), numbered anew in each run."""


def _answers(out: str) -> str:
    # SWI's toplevel ends each query with blank lines; answers are compared line for line
    return "\n".join(line.rstrip() for line in out.rstrip().splitlines())


def _error_lines(err: str) -> tuple[str, ...]:
    """The error messages in what one side printed on stderr, read alike for both: each
    ``ERROR`` line and the tab-indented lines that go on with its message (plunit's
    ``ERROR: File:Line:`` then ``<tab>test t: failed``), up to SWI's backtrace (``ERROR:
    In:`` and its frames), without SWI's advice to use the debugger. Warnings,
    informational lines and plunit's progress marks are not errors, on either side."""
    lines: list[str] = []
    in_error = False
    for line in err.splitlines():
        if line.rstrip() == "ERROR: In:":
            break
        if line.startswith("ERROR"):
            in_error = "Re-run your program in debug mode" not in line
            if in_error:
                lines.append(line.rstrip())
        elif in_error and line.startswith("\t"):
            lines.append(line.rstrip())
        else:
            in_error = False
    return tuple(lines)


def run_program(exe: str, program: Program, slow: Collection[tuple[str, str]] = ()
                ) -> list[Outcome]:
    """The consult case and every goal case of one program (``slow``: the cases known to
    give no answer in time, given KNOWN_TIMEOUT seconds)."""
    with tempfile.TemporaryDirectory() as tmp:
        cwd = Path(tmp)  # a neutral directory: files resolve against their own
        out, load_err, timed_out, seconds = _process(_ours(program, "true."), "", cwd)
        ours_load = Run(_answers(out), _error_lines(load_err), timed_out, seconds)
        # Loaded as SWI loads: errors reported, the rest taken, the goal then asked.
        consulted = ours_load.out.endswith("true.")
        swi_runs = [swi_run(exe, program, goal, cwd) for goal in program.goals or ("true.",)]
        swi_load = swi_runs[0][1]
        if not swi_load.errors:  # it must load here without an error
            cause = "" if consulted and not ours_load.errors else \
                "refused: " + consult_cause(program, ours_load.errors, swi_load.errors)
        else:  # SWI reports an error (and loads the rest): so must we
            cause = "" if ours_load.errors else _unreported(swi_load.errors)
        outcomes = [Outcome(program.name, CONSULT, not cause, cause, swi_load, ours_load)]
        for goal, (swi, _) in zip(program.goals, swi_runs, strict=False):
            patience = KNOWN_TIMEOUT if (program.name, goal) in slow else TIMEOUT
            ours = our_run(program, goal, cwd, load_err if consulted else "", patience)
            agree = swi.same_answers(ours)
            cause = "" if agree else \
                goal_cause(program, swi, ours, consulted, ours_load, swi_load)
            outcomes.append(Outcome(program.name, goal, agree, cause, swi, ours))
    return outcomes


def run_corpus(exe: str, programs: list[Program], workers: int = 2,
               slow: Collection[tuple[str, str]] = ()) -> list[Outcome]:
    """Every case of every program, ``workers`` programs at a time, in manifest order."""
    with ThreadPoolExecutor(max_workers=workers) as pool:
        return [o for outcomes in pool.map(lambda p: run_program(exe, p, slow), programs)
                for o in outcomes]


# -- causes ----------------------------------------------------------------------------------

_SWI_OPERATORS = frozenset([
    "dynamic", "discontiguous", "initialization", "meta_predicate", "module_transparent",
    "multifile", "public", "table", "thread_local", "thread_initialization", "volatile", "is",
    "xor", "rem", "mod", "div", "rdiv", "as"])
"""SWI-Prolog's named operators, besides those of ISO Prolog."""
_PLACE = re.compile(r"^(?P<file>.+?):(?P<line>\d+):(?P<column>\d+): (?P<message>.*)$")
_WORD = re.compile(r"[a-z]\w*|'[^']*'|[-+*/\\^<>=~:.?@#&$]+")


def consult_cause(program: Program, errors: tuple[str, ...], swi_errors: tuple[str, ...]
                  ) -> str:
    """Why a file is refused here, from the first of our errors (``file:line:col:
    message``, the line, a caret, what was expected)."""
    if not errors:
        return "loading gives no answer"
    if "not UTF-8" in errors[0]:
        return "encoding (Latin-1 text)"
    place = _PLACE.match(errors[0])
    if place is None:
        return _generic(errors[0])
    message = place["message"]
    text = program.text()
    end = re.search(r"^end_of_file\.", text, re.MULTILINE)
    if end and text.count("\n", 0, end.start()) < int(place["line"]):
        return "text after end_of_file. is read"
    if re.search(rf":{place['line']}(:\d+)?:", " ".join(swi_errors)):
        return "a clause SWI skips with an error refuses the whole file"
    if "where a fact needs a constant" in message:
        return "facts with variables"
    if message == "operator expected" and len(errors) > 2:
        return _operator_cause(program, errors[1], errors[2].index("^"))
    if message == "illegal start of term" and "','" in " ".join(errors[1:2]):
        return "quoted ',' as an operator"
    return _generic(message)


def _operator_cause(program: Program, excerpt: str, caret: int) -> str:
    """The operator our reader does not know: the word at the caret (infix) or the one
    before it (prefix)."""
    words = [(m.start(), m.group()) for m in _WORD.finditer(excerpt)]
    at = next((w for s, w in words if s == caret), None)
    before = next((w for s, w in reversed(words) if s < caret), None)
    text = program.text()
    for word in (at, before):
        if word and re.search(rf"op\(\s*\d+\s*,\s*\w+\s*,\s*\[?[^)]*{re.escape(word)}", text):
            return f"op/3 directive not applied ({word})"
    for word in (at, before):
        if word in _SWI_OPERATORS:
            return f"SWI's standard operator unknown ({word})"
    return f"operator of a library or another dialect ({at or before})"


def _unreported(swi_errors: tuple[str, ...]) -> str:
    """The cause of loading without a word a file whose loading SWI reports errors for."""
    text = " ".join(swi_errors)
    for pattern, what in [("Initialization goal raised", "an initialization goal's"),
                          ("source_sink .* does not exist", "a missing file's"),
                          ("Unknown procedure", "a directive's")]:
        if re.search(pattern, text):
            return f"no error where SWI reports one loading ({what})"
    return "no error where SWI reports one loading"


def _generic(message: str) -> str:
    """A message without its place (file:line:col), as a category."""
    text = re.sub(r"^ERROR:\s*", "", message)
    text = re.sub(r"\S+:\d+:\d+:?\s*", "", text)
    return text.strip()[:80]


_DWIM = " (DWIM could not correct goal)"
_NON_STRATIFIED = "No permission to tnot non stratified call"
_UNKNOWN = re.compile(r"Unknown procedure: (\S+)/\d+")


def goal_cause(program: Program, swi: Run, ours: Run, consulted: bool, load: Run,
               swi_load: Run) -> str:
    """Why one goal's answers differ from SWI's."""
    if not consulted:
        return "file refused: " + consult_cause(program, load.errors, swi_load.errors)
    tabled = re.search(r"^:-\s*table\b", program.text(), re.MULTILINE)
    if ours.timed_out or any(_NO_MEMORY in e for e in ours.errors if e not in swi.errors):
        # a goal that runs out of memory may run out of time first on a busy machine
        return f"{NO_ANSWER} (tabled program)" if tabled else NO_ANSWER
    if ours.errors and _NON_STRATIFIED in ours.errors[-1]:
        return "tnot/1 in a loop through negation (SWI: well-founded semantics)"
    if ours.errors and ours.errors != swi.errors:
        unknown = _UNKNOWN.search(ours.errors[0])
        if unknown and not any(_UNKNOWN.search(e) for e in swi.errors):
            name = unknown.group(0).removeprefix("Unknown procedure: ")
            head = re.compile(rf"^{re.escape(unknown.group(1))}\b", re.MULTILINE)
            if head.search(program.text()):
                return f"clauses of the file lost ({name})"
            return f"missing built-in or library predicate ({name})"
        if ours.errors == tuple(e + _DWIM for e in swi.errors):
            return "error message: DWIM text for an unknown procedure inside the program"
        if any("However, there are definitions for" in e for e in swi.errors):
            return "error message: no DWIM suggestion 'However, there are definitions for'"
        if not swi.errors:
            return f"error where SWI answers ({_generic(ours.errors[0])})"
        return "different error"
    if swi.errors and not ours.errors:
        return "answers where SWI raises an error"
    if "..." in swi.out and "..." not in ours.out:
        return "toplevel: long answers not abbreviated as SWI does with |..."
    if tabled and sorted(swi.out.splitlines()) == sorted(ours.out.splitlines()):
        return "the same answers in another order (SWI's table answer tries)"
    return "wrong answer (tabled program)" if tabled else "wrong answer"


# -- the list of known failures ------------------------------------------------------------

_HEADER = """\
# The corpus cases that do not give SWI-Prolog's answers yet, one a line:
#     cause | program | goal      (goal "(consult)": the file is refused here)
# tests/corpus/test_corpus.py checks this list strictly: a case that fails and is not
# here, or fails for another cause, or is here and passes, fails the test. Rewrite it
# with `.venv/bin/python benchmarks/corpus.py --write-known-failures` and review the diff.
"""


def read_known_failures(path: Path = KNOWN_FAILURES) -> dict[tuple[str, str], str]:
    known: dict[tuple[str, str], str] = {}
    for line in path.read_text().splitlines() if path.exists() else ():
        if line.strip() and not line.startswith("#"):
            cause, program, goal = line.split(" | ", 2)
            known[program, goal] = cause
    return known


def write_known_failures(outcomes: list[Outcome], programs: list[Program],
                         path: Path = KNOWN_FAILURES) -> None:
    """The list with the cases of ``programs`` as ``outcomes`` found them, and the other
    programs' cases as they were listed, in manifest order."""
    names = {p.name for p in programs}
    known = {case: cause for case, cause in read_known_failures(path).items()
             if case[0] not in names}
    known.update({o.key: o.cause for o in outcomes if not o.agree})
    order = {(p.name, goal): i for i, p in enumerate(read_manifests())
             for goal in (CONSULT, *p.goals)}
    cases = sorted(known, key=lambda case: order.get(case, len(order)))
    path.write_text(_HEADER + "".join(f"{known[c]} | {c[0]} | {c[1]}\n" for c in cases))
