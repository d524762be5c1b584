"""Hypothesis strategies for what users type: programs (game trees as facts, with rules and
directives), goals and REPL scripts.

Two sources, as in the campaign of issue 14: a grammar (game trees and other facts in
SWI-Prolog's syntax, written with every kind of layout, comment, escape and number the
reader knows, and a few it must refuse; each predicate's facts together or shuffled, so
that the reader's plain-fact mode reads runs of them, and the full reader the rest), and
mutation (characters and interesting tokens inserted, deleted, repeated) of grammar output
and of the course files in ``facts/``.
"""

from __future__ import annotations

import random
from pathlib import Path

from hypothesis import strategies as st

FACTS = Path(__file__).resolve().parents[2] / "facts"
CORPUS = tuple(sorted(path.read_text(encoding="utf-8") for path in FACTS.glob("*.pl")))

# Characters that end lines for str.splitlines or are layout to Python: where our readers
# have disagreed with SWI. SWI takes the first ones as layout and refuses the others.
LAYOUT_CHARS = ("\r", "\r\n", "\x0b", "\x0c", "\u2028", "\u2029", "\xa0", "\u3000", "\t")
ILLEGAL_CHARS = ("\x1c", "\x1d", "\x1e", "\x1f", "\x85", "\x00", "\ud7ff", "\ufeff")
ODD_CHARS = LAYOUT_CHARS + ILLEGAL_CHARS
ESCAPES = ("\\n", "\\t", "\\\\", "\\'", "''", "\\x41\\", "\\101\\", "\\0\\", "\\e", "\\s",
           "\\x10FFFF\\", "\\xD7FF\\", "\\xE000\\", "\\1\\")
BAD_ESCAPES = ("\\z", "\\q", "\\x", "\\x110000\\", "\\xD800\\", "\\xFFFFFFFFFFFFFFFF\\",
               "\\1", "\\12", "\\\n")
INTERESTING = ("'", '"', "`", "\\", "/*", "*/", "%", ".", ". ", ".\n", "(", ")", "[", "]",
               "|", ",", "{", "}", "!", ";", ":-", "-", "+", "-+", "0x", "0'", "007", "1e400",
               "1.0Inf", *BAD_ESCAPES, "\\x41\\", "''", "_", "X", "| T", "\n\n",
               "moves(", "static_eval(", "max_to_move(", "min_to_move(", "chance_to_move(",
               "probability(", "inf", "-inf", "9007199254740993", "1" * 400, *ODD_CHARS)

NAMES = st.sampled_from(["a", "b", "c", "d", "n1", "x", "y1", "foo", "é", "ÿ", "moves",
                         "static_eval", "aB_9", "inf", "max_to_move"])
POSITIONS = st.sampled_from(["p0", "p1", "p2", "p3", "p4", "p5", "p6", "p7", "p8", "p9"])


def _digits(draw: st.DrawFn, most: int) -> str:
    return draw(st.text("0123456789", min_size=1, max_size=most))


@st.composite
def integers(draw: st.DrawFn) -> str:
    """Integer literals: small, near 2**53, huge (beyond CPython's 4,300-digit cap),
    with leading zeros, in every base."""
    kind = draw(st.sampled_from(["small", "near53", "huge", "zeros", "hex", "octal",
                                 "binary", "plain"]))
    sign = draw(st.sampled_from(["", "", "-"]))
    if kind == "small":
        return str(draw(st.integers(-20, 20)))
    if kind == "near53":
        return sign + str(2 ** 53 + draw(st.integers(-4, 4)))
    if kind == "huge":
        return sign + str(draw(st.integers(1, 9))) + "0" * draw(st.integers(300, 4400))
    if kind == "zeros":
        return sign + "0" * draw(st.integers(1, 3)) + _digits(draw, 4)
    if kind == "hex":
        return sign + "0x" + draw(st.text("0123456789abcdefABCDEF", min_size=1,
                                          max_size=draw(st.sampled_from([4, 40, 4000]))))
    if kind == "octal":
        return sign + "0o" + draw(st.text("01234567", min_size=1, max_size=12))
    if kind == "binary":
        return sign + "0b" + draw(st.text("01", min_size=1, max_size=70))
    return sign + _digits(draw, 30)


@st.composite
def floats(draw: st.DrawFn) -> str:
    """Float literals: plain, with exponents (overflowing, underflowing), infinities."""
    sign = draw(st.sampled_from(["", "", "-"]))
    kind = draw(st.sampled_from(["plain", "exponent", "bare exponent", "inf", "python"]))
    if kind == "plain":
        return f"{sign}{_digits(draw, 6)}.{_digits(draw, 6)}"
    exponent = draw(st.one_of(st.integers(0, 30), st.integers(0, 330), st.just(400)))
    if kind == "exponent":
        return f"{sign}{_digits(draw, 3)}.{_digits(draw, 3)}" \
               f"{draw(st.sampled_from('eE'))}{draw(st.sampled_from(['', '+', '-']))}" \
               f"{exponent}"
    if kind == "bare exponent":
        return f"{sign}{_digits(draw, 3)}e{draw(st.sampled_from(['', '-']))}{exponent}"
    if kind == "inf":
        return sign + "1.0Inf"
    return repr(draw(st.floats(allow_nan=False, allow_infinity=False)))


NUMBERS = st.one_of(integers(), floats())


@st.composite
def quoted_atoms(draw: st.DrawFn) -> str:
    """'...' with plain characters, odd characters and escapes, good and bad."""
    pieces = draw(st.lists(st.one_of(
        st.text(st.characters(blacklist_characters="'\\\n", blacklist_categories=["Cs"]),
                max_size=6),
        st.sampled_from(ESCAPES), st.sampled_from(ODD_CHARS)), max_size=6))
    if draw(st.integers(0, 9)) == 0:
        pieces.append(draw(st.sampled_from(BAD_ESCAPES)))
    return "'" + "".join(pieces) + "'"


ATOMS = st.one_of(NAMES, POSITIONS, quoted_atoms(),
                  st.sampled_from(["[]", "{}", "!", ";", "+", "-", "+.", "\\", "'/*'",
                                   "'.'", "'-inf'", "'{}'"]))


def terms(depth: int = 2) -> st.SearchStrategy[str]:
    """Constants, lists and compound terms, nested ``depth`` deep."""
    leaf = st.one_of(ATOMS, NUMBERS)
    if depth == 0:
        return leaf
    inner = terms(depth - 1)
    lists = st.builds(lambda items, tail: "[" + ", ".join(items) + tail + "]",
                      st.lists(inner, max_size=4),
                      st.sampled_from(["", "", "| []", "|[a]"]))
    compounds = st.builds(lambda name, args: f"{name}({', '.join(args)})", NAMES,
                          st.lists(inner, min_size=1, max_size=3))
    return st.one_of(leaf, leaf, lists, compounds)


LAYOUT = st.one_of(
    st.sampled_from(["", " ", " ", "\n", "\t", "  ", "\r\n", " % a comment\n", "/* c */",
                     "/* two\nlines */", "%\n", "\n\n", "% c\r% d\n"]),
    st.sampled_from(LAYOUT_CHARS))


@st.composite
def game_trees(draw: st.DrawFn) -> list[str]:
    """The facts of a small game tree (a DAG: positions shared, cycles rare), every
    position valued or moved from, sides mostly given, chance positions sometimes."""
    count = draw(st.integers(1, 10))
    positions = [f"p{i}" for i in range(count)]
    facts: list[str] = []
    values = st.one_of(integers(), floats(), st.integers(-5, 5).map(str))
    for index, pos in enumerate(positions):
        later = positions[index + 1:] if draw(st.integers(0, 20)) else positions
        successors = draw(st.lists(st.sampled_from(later), max_size=3)) if later else []
        side = draw(st.sampled_from(["max", "min", "max", "min", "chance", None]))
        if side == "chance":
            successors = list(dict.fromkeys(successors))
            side = side if successors else "max"
        if side is not None:
            facts.append(f"{side}_to_move({pos})")
        if successors:
            facts.append(f"moves({pos}, [{', '.join(successors)}])")
            if side == "chance":
                odds = {1: [["1"], ["1.0"]], 2: [["0.5", "0.5"], ["0.3", "0.7"], ["1", "0"]],
                        3: [["0.25", "0.75", "0"], ["0.5", "0.25", "0.25"]]}[len(successors)]
                for successor, p in zip(successors, draw(st.sampled_from(odds)),
                                        strict=True):
                    facts.append(f"probability({pos}, {successor}, {p})")
        if not successors or draw(st.booleans()):
            facts.append(f"static_eval({pos}, {draw(values)})")
    return facts


CLAUSES = st.sampled_from([
    "leaf(P) :- static_eval(P, _)", "edge(X, Y) :- moves(X, L), member(Y, L)",
    ":- dynamic foo/1", ":- discontiguous moves/2", ":- dynamic static_eval/2",
    "open_fact(X, X)", "said(\"a string\")", "p(X) :- X = 1+2", ":- initialization(true)",
    "greeting --> [hello], name", "max_to_move(P) :- P = s(_, max)", "q(X) => X = 1",
    ":- op(700, xfx, ===)", "x === y", ":- multifile bar/1"])
"""Clauses that are no plain fact: rules, directives, grammar rules, facts with variables."""


@st.composite
def fact_files(draw: st.DrawFn) -> str:
    """A program from the grammar: a game tree and other facts, a few other clauses, each
    predicate's facts together (as files mostly are) or shuffled, in random layout."""
    facts = draw(game_trees())
    names = st.one_of(NAMES, st.sampled_from(["foo", "bar", "edge", "'Hello world'", "é"]))
    facts += draw(st.lists(st.builds(lambda name, args: f"{name}({', '.join(args)})"
                                     if args else name,
                                     names, st.lists(terms(), max_size=3)), max_size=4))
    facts += draw(st.lists(CLAUSES, max_size=3))
    grouped = draw(st.booleans())
    facts = sorted(facts, key=lambda fact: fact.split("(")[0]) if grouped \
        else draw(st.permutations(facts))
    parts = []
    for fact in facts:
        plain = grouped and draw(st.integers(0, 9)) > 0
        parts.append(("" if plain else draw(LAYOUT)) + fact + (".\n" if plain else draw(
            st.sampled_from([".\n", ". ", ".%c\n", ".\r\n", " .\n", ".\t"]))))
    return "".join(parts)


def _character(rng: random.Random) -> str:
    """Mostly ASCII (controls included), else any code point but a surrogate."""
    roll = rng.random()
    code = rng.randrange(128) if roll < 0.5 else rng.randrange(128, 0x3000) if roll < 0.8 \
        else rng.randrange(0x3000, 0x110000)
    return chr(code) if not 0xD800 <= code < 0xE000 else "\ufffd"


def mutate(text: str, rng: random.Random) -> str:
    """``text`` with a few edits: a range deleted or repeated, a character or an
    interesting token inserted or put in place of one (plain code: the long campaign
    makes many mutants of each grammar input this way, cheaply)."""
    for _ in range(rng.randint(1, 6)):
        at = rng.randint(0, len(text))
        edit = rng.choice(["insert", "insert", "replace", "delete", "repeat"])
        if edit == "delete":
            text = text[:at] + text[at + rng.randint(1, 12):]
        elif edit == "repeat":
            text = text[:at] + text[at:at + rng.randint(1, 30)] * rng.randint(2, 8) + text[at:]
        else:
            piece = rng.choice(INTERESTING) if rng.random() < 0.6 else _character(rng)
            text = text[:at] + piece + text[at + (edit == "replace"):]
    return text


MALFORMED = (b"\xff", b"\xfe", b"\x80", b"\xbf", b"\xc3", b"\xe2\x82", b"\xc0\xaf",
             b"\xed\xa0\x80", b"\xf4\x90\x80\x80", b"\xf8\x88\x80\x80\x80")
"""Byte sequences UTF-8 refuses or SWI reads unchecked: a byte that leads nothing, a
sequence cut short, an overlong one, a surrogate, one beyond Unicode."""


def garble(text: str, rng: random.Random) -> bytes:
    """A window of ``text``, mutated (:func:`mutate`) and written as UTF-8 with a few
    malformed byte sequences: a file as a careless edit or a wrong encoding leaves it."""
    start = rng.randint(0, max(0, len(text) - 600))
    data = mutate(text[start:start + 600], rng).encode("utf-8", "surrogatepass")
    for _ in range(rng.randint(0, 2)):
        at = rng.randint(0, len(data))
        data = data[:at] + rng.choice(MALFORMED) + data[at:]
    return data


def mutated(base: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    """``base``'s text after :func:`mutate`."""
    return st.builds(mutate, base, st.randoms(use_true_random=False))


@st.composite
def long_clauses(draw: st.DrawFn) -> str:
    """One clause over up to 2,000 lines (under 10 KB), each holding a dot, a quote or a
    comment: the streaming reader once parsed the whole clause again at each such line."""
    item = draw(st.sampled_from(["1.5", "'a. b'", "x /* c. d */", "% e.\n y", "0.5e3"]))
    count = draw(st.integers(1, 9_000 // (len(item) + 3)))
    return f"foo([{(',' + chr(10)).join([item] * count)}]).\nbar(1).\n"


FACT_BASES = st.one_of(fact_files(), fact_files(), fact_files(), fact_files(),
                       st.sampled_from(CORPUS), st.sampled_from(CORPUS), long_clauses())
"""What mutation starts from: grammar output, the course files, long clauses."""

FACT_FILES = st.one_of(fact_files(), mutated(FACT_BASES), long_clauses())
"""Every fact file the fuzzer tries: grammar, mutated grammar, mutated course files."""

CYCLIC_VALUES = ("f(X)", "[a|X]", "g(X, X)", "-(X)", "[X]", "h(a, X)")
CYCLIC_USES = (
    "Y is X", "Y is X + 1", "X =:= 1", "X < 2", "tab(X)", "assertz(cyc(X))",
    "asserta((cyc(Y) :- Y = X))", "atom_length(X, _)", "length(X, _)", "msort(X, _)",
    "sort(X, _)", "copy_term(X, Y), Y = X", "X == X", "compare(_, X, X)",
    "term_variables(X, _)", "ground(X)", "acyclic_term(X)", "cyclic_term(X)",
    "findall(X, true, _)", "format(atom(_), \"~w\", [X])", "atom_codes(_, X)",
    "number_codes(_, X)", "succ(X, _)", "between(1, X, _)", "functor(X, _, _)", "X =.. _",
    "arg(1, X, _)", "setof(Y, member(Y, [X]), _)", "keysort([X-1], _)", "recorda(k, X)",
    "nb_setval(k, X)", "memberchk(a, X)", "list_to_set(X, _)", "subtract(X, [a], _)",
    "sum_list(X, _)", "max_list(X, _)", "nth0(X, [a], _)", "sub_atom(X, _, _, _, _)",
    "char_code(X, _)", "atom_to_term(X, _, _)", "unify_with_occurs_check(X, f(X))",
    "X = Y, Y == X", "X @< f(X)", "string_concat(X, a, _)", "term_to_atom(X, _)",
    "is_list(X)", "msort([X, X], _)")
"""Cyclic terms (issue 30's campaign, finding 2) and what a program may do with one."""


@st.composite
def cyclic_probes(draw: st.DrawFn) -> str:
    """A goal over a cyclic term that answers whether it succeeded, failed or raised (the
    error's name): SWI answers each at once."""
    value, use = draw(st.sampled_from(CYCLIC_VALUES)), draw(st.sampled_from(CYCLIC_USES))
    return (f"findall(R, (X = {value}, catch(({use} -> R = true ; R = false), error(E, _), "
            f"(E =.. [R|_]))), [Result])")


GARBLED_FILES = st.builds(garble, st.one_of(st.sampled_from(CORPUS), fact_files()),
                          st.randoms(use_true_random=False))
"""Garbled files (issue 30's campaign, finding 11): their load messages are SWI's."""

BOUNDS = st.one_of(NUMBERS, st.sampled_from(["inf", "-inf", "+inf", "infinite", "-1.0Inf",
                                             "1.0Inf", "'-inf'", "X", "a", "- inf"]))


@st.composite
def goal_texts(draw: st.DrawFn) -> str:
    """A goal as typed at ``?-``: a search of a position, or a stored predicate, with
    variables, constants and odd arguments."""
    argument = st.one_of(st.sampled_from(["X", "Y", "_", "B", "V", "P", "_V", "[b|R]"]),
                         terms(1))
    root = st.one_of(POSITIONS, POSITIONS, argument)
    kind = draw(st.sampled_from(["minimax", "alphabeta5", "alphabeta6", "expecti",
                                 "stored", "stored"]))
    if kind == "minimax":
        goal = f"minimax({draw(root)}, B, V, P)"
    elif kind.startswith("alphabeta"):
        path = ", P" if kind == "alphabeta6" else ""
        goal = f"alphabeta({draw(root)}, {draw(BOUNDS)}, {draw(BOUNDS)}, G, V{path})"
    elif kind == "expecti":
        goal = f"expectiminimax({draw(root)}, B, V, P)"
    else:
        name = draw(st.sampled_from(["moves", "static_eval", "max_to_move", "min_to_move",
                                     "probability", "foo", "chance_to_move"]))
        goal = f"{name}({', '.join(draw(st.lists(argument, min_size=1, max_size=3)))})"
    return draw(st.sampled_from(["", "?- ", " "])) + goal + draw(st.sampled_from(
        [".", ". ", "", ".\n"]))


GOALS = st.one_of(goal_texts(), goal_texts(), mutated(goal_texts()))


@st.composite
def programs(draw: st.DrawFn) -> str:
    """A REPL script: goals and the toplevel's own goals (consult, assertz, retract,
    listing, trace, show into a text file, ...), one a line."""
    fact = st.one_of(fact_files().map(lambda text: text.split(".")[0]), terms(1))
    line = st.one_of(
        goal_texts(),
        st.builds("assertz({}).".format, fact),
        st.builds("'assertz'({}).".format, fact),
        st.builds("retract({}).".format, fact),
        st.builds("retractall({}).".format, fact),
        st.sampled_from(["listing.", "listing(moves).", "listing(foo).", "trace.",
                         "notrace.", "stats.", "make.", "help.", "consult('').",
                         "consult('/').", f"consult({'a' * 300}).", "consult(facts).",
                         "[nofile].", "show(p0, minimax, 'out.txt').",
                         "show(p0, alphabeta, 'out.dot').", "show(p0, minimax, 'x\\0\\.txt').",
                         "show(p1, foo).", "consult(X)."]))
    script = "\n".join(draw(st.lists(line, min_size=1, max_size=8)))
    return draw(st.one_of(st.just(script), mutated(st.just(script))))
