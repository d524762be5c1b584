"""The per-built-in check's calls, made from SWI's mode declarations.

``tests/prolog/inventory/modes.txt`` holds SWI's documented mode of each predicate of
its inventory that the engine has (``atom_length(+Atom, -Length)``), taken from its
manual (``python -m tests.helpers.modes`` writes it where the swi-prolog-doc package is
installed).  For each one ``calls`` makes a handful of goals: the ``+`` arguments given
a value of the type their name suggests, then every argument unbound, then each ``+``
argument of a wrong type.  The predicates with side effects (input and output, files,
the database, global state, the clock and randomness) are left out.
"""

from __future__ import annotations

import html
import re
import sys
from pathlib import Path

from .inventory import INVENTORY, inventory

MODES = INVENTORY / "modes.txt"
MANUAL = Path("/usr/share/swi-prolog/doc/Manual")
HEADER = ("% SWI-Prolog 9.0.4's documented modes of the predicates of its inventory the "
          "engine has,\n% written by python -m tests.helpers.modes from its manual.\n")

# (word in the argument's name, a good value, a value of a wrong type)
_TYPES = [
    ("codes", "[0'a, 0'b]", "f(x)"), ("chars", "[a, b]", "f(x)"),
    ("pairs", "[b-1, a-2]", "f(x)"), ("list", "[c, a, b]", "foo"),
    ("set", "[a, b]", "foo"), ("sorted", "[a, b]", "foo"), ("options", "[]", "foo"),
    ("string", "\"ab c\"", "f(x)"), ("text", "\"ab c\"", "f(x)"),
    ("atom", "abc", "f(x)"), ("name", "abc", "f(x)"), ("functor", "foo", "f(x)"),
    ("key", "k", "f(x)"), ("module", "user", "1"), ("char", "a", "f(x)"),
    ("code", "0'a", "f(x)"), ("int", "3", "a"), ("length", "2", "a"),
    ("arity", "2", "a"), ("count", "2", "a"), ("index", "1", "a"), ("low", "1", "a"),
    ("high", "3", "a"), ("n", "2", "a"), ("number", "2.5", "a"), ("float", "2.5", "a"),
    ("goal", "true", "1"), ("callable", "true", "1"), ("term", "f(X, a)", None),
]
_SIDE_EFFECTS = re.compile(
    r"^(halt|abort|break|prolog|trace|notrace|debug|nodebug|spy|nospy|leash|visible|"
    r"consult|load_files|ensure_loaded|use_module|make|shell|open|close|see|seen|tell|"
    r"told|append|delete_file|rename_file|read|get|peek|put|write|print|format|nl|tab|"
    r"portray|listing|flush_output|set_stream|set_input|set_output|current_input|"
    r"current_output|assert|asserta|assertz|retract|retractall|abolish|erase|record|"
    r"recorda|recordz|flag|nb_|b_|set_prolog_flag|create_prolog_flag|op|dynamic|"
    r"discontiguous|multifile|module|import|export|add_import_module|"
    r"delete_import_module|table|abolish_all_tables|time|statistics|get_time|random|"
    r"set_random|garbage_collect|sleep|tmp_file|getenv|setenv|gensym|reset_gensym|"
    r"succ_or_zero|tabling|initialization|at_halt|style_check|expects_dialect|"
    r"char_conversion|stream_property|with_output_to|tty|phrase_from_file|"
    r"exists_file|exists_directory|absolute_file_name|file_|directory|working_directory|"
    r"prompt|unknown|run_tests|begin_tests|end_tests|set_test_options|writef|"
    r"print_message|message_to_codes|apply|forall|between|repeat|length|numlist|"
    r"current_|predicate_property|clause|maybe|dif|freeze|when|put_attr|del_attr|"
    r"at_end_of_stream|source_file|skip|reexport|compile_predicates)")
"""Names (as prefixes) of predicates whose calls have effects beyond their answers, or
that enumerate without end when called unbound."""


def manual_modes() -> dict[tuple[str, int], str]:
    """Each documented predicate's mode line, as the manual writes it."""
    modes: dict[tuple[str, int], str] = {}
    for path in sorted(MANUAL.glob("*.html")):
        text = path.read_text("utf-8", errors="replace")
        for m in re.finditer(r'<a id="([^"]+?)/(\d+)">(.*?)</dt>', text, re.S):
            body = " ".join(html.unescape(re.sub(r"<[^>]+>", "", m.group(3))).split())
            modes.setdefault((html.unescape(m.group(1)), int(m.group(2))), body)
    return modes


def mode_lines(modes: dict[tuple[str, int], str]) -> str:
    """modes.txt's text: the modes of the predicates of SWI's inventory the engine has."""
    inv = inventory()
    lines = []
    for (name, arity), mode in sorted(modes.items()):
        parsed = _parse(mode)
        if ("predicate", name, arity) in inv.ours and parsed is not None and \
                len(parsed) == arity:
            lines.append(f"{mode}\n")
    return HEADER + "".join(lines)


def _parse(mode: str) -> list[tuple[str, str]] | None:
    """A mode line's arguments: (mode character, name); None if it is not one."""
    m = re.fullmatch(r"([a-z][A-Za-z0-9_]*)(?:\((.*)\))?", mode)
    if m is None:
        return None
    args = []
    for arg in (m.group(2) or "").split(","):
        arg = arg.strip()
        if not arg:
            continue
        a = re.fullmatch(r"([-+?:@!]*)([A-Z][A-Za-z0-9_]*)", arg)
        if a is None:
            return None
        args.append((a.group(1)[:1] or "?", a.group(2)))
    return args


def _type(name: str) -> tuple[str, str | None]:
    lower = name.lower()
    for word, good, wrong in _TYPES:
        if lower.startswith(word) or lower.endswith(word):
            return good, wrong
    return "a", None


def calls(mode: str) -> list[str]:
    """The goals checked for one predicate."""
    m = re.match(r"[a-z][A-Za-z0-9_]*", mode)
    assert m is not None
    name = m.group(0)
    args = _parse(mode) or []
    if _SIDE_EFFECTS.match(name) or any(_type(a)[0] == "a" and "stream" in a.lower()
                                        for _, a in args):
        return []
    if not args:
        return [name]
    values = [(_type(a)[0] if kind in "+:@" else f"V{i}") for i, (kind, a) in enumerate(args)]
    goals = [f"{name}({', '.join(values)})",
             f"{name}({', '.join(f'V{i}' for i in range(len(args)))})"]
    for i, (kind, a) in enumerate(args):
        wrong = _type(a)[1]
        if kind == "+" and wrong is not None:
            goals.append(f"{name}({', '.join([*values[:i], wrong, *values[i + 1:]])})")
    return list(dict.fromkeys(goals))


def all_calls() -> list[str]:
    lines = [line for line in MODES.read_text("utf-8").splitlines()
             if line and not line.startswith("%")]
    return [goal for line in lines for goal in calls(line)]


if __name__ == "__main__":
    if sys.argv[1:] == ["--print"]:
        print("\n".join(all_calls()))
    else:
        MODES.write_text(mode_lines(manual_modes()), encoding="utf-8")
