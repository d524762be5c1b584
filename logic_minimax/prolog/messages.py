"""Messages for Prolog errors and warnings, worded as SWI-Prolog's toplevel prints them."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from logic_minimax.errors import PrologError
from logic_minimax.prolog.core import NIL, PString, Var, deref, iter_list, list_tail
from logic_minimax.prolog.dwim import with_similar
from logic_minimax.prolog.walk import is_acyclic, is_ground
from logic_minimax.prolog.write import WRITE, term_to_text

if TYPE_CHECKING:
    from logic_minimax.prolog.interface import Engine


def _q(t: object) -> str:
    """``~p`` and ``~q`` of SWI's messages: the term as ``print/1`` writes it."""
    return term_to_text(t)


def _w(t: object) -> str:
    """``~w``: the term as ``write/1`` writes it."""
    return term_to_text(t, WRITE)


def _type_of(t: object) -> str:
    """messages.pl's ``type_of/2``, with its article."""
    t = deref(t)
    tt = type(t)
    if tt is Var:
        return "a var"
    if tt is PString:
        return "a string"
    if t is NIL:
        return "an empty_list"
    if tt is tuple:
        if not is_acyclic(t):
            return "a cyclic"
        return "a list" if list_tail(t)[1] is NIL else "a compound"
    return {str: "an atom", int: "an integer", float: "a float", Fraction: "a rational"
            }.get(tt, "an unknown")


def _domain(d: object) -> str:
    if type(d) is tuple and d[0] == "range" and len(d) == 3:
        return f"[{_q(d[1])}..{_q(d[2])}]"
    return f"`{_w(d)}'"


_SYNTAX = {
    "end_of_clause": "Unexpected end of clause", "end_of_clause_expected":
    "End of clause expected", "end_of_file": "Unexpected end of file",
    "end_of_file_in_block_comment": "End of file in /* ... */ comment",
    "illegal_number": "Illegal number", "operator_clash": "Operator priority clash",
    "operator_expected": "Operator expected", "operator_balance": "Unbalanced operator",
    "quoted_punctuation": "Operand expected, unquoted comma or bar found",
    "list_rest": "Unexpected comma or bar in rest of list",
    "cannot_start_term": "Illegal start of term",
    "void_not_allowed": 'Empty argument list "()"'}

# messages.pl's iso_message//1 and swi_message//1, by the formal term's name and arity.
_MESSAGES: dict[tuple[object, int], Callable[[list[Any]], str]] = {
    ("resource_error", 1): lambda a: _resource(a[0]),
    ("type_error", 2): lambda a: (
        f"Arithmetic: `{_q(a[1])}' is not a function"
        if a[0] == "evaluable" and type(a[1]) in (str, tuple) else
        f"Type error: `{_w(a[0])}' expected, found `{_q(a[1])}' ({_type_of(a[1])})"),
    ("domain_error", 2): lambda a: (f"Domain error: {_domain(a[0])} expected, found "
                                    f"`{_q(a[1])}'"),
    ("uninstantiation_error", 1): lambda a: (
        f"Uninstantiated argument expected, found {_q(a[0])}"),
    ("representation_error", 1): lambda a: f"Cannot represent due to `{_w(a[0])}'",
    ("permission_error", 3): lambda a: _permission(*a),
    ("evaluation_error", 1): lambda a: f"Arithmetic: evaluation error: `{_q(a[0])}'",
    ("existence_error", 2): lambda a: _existence(*a),
    ("existence_error", 3): lambda a: f"{_w(a[0])} `{_q(a[1])}' does not exist in {_q(a[2])}",
    ("busy", 2): lambda a: f"{_w(a[0])} `{_q(a[1])}' is busy",
    ("syntax_error", 1): lambda a: f"Syntax error: {_SYNTAX.get(a[0]) or _w(a[0])}",
    ("occurs_check", 2): lambda a: (f"Cannot unify {_q(a[0])} with {_q(a[1])}: "
                                    "would create an infinite tree"),
    ("format", 1): lambda a: f"Format error: {_w(a[0])}",
    ("io_error", 2): lambda a: f"I/O error in {_w(a[0])} on stream {_q(a[1])}",
    ("limit_exceeded", 2): lambda a: f"Exceeded {_w(a[0])} limit ({_w(a[1])})",
    ("goal_failed", 1): lambda a: f"goal unexpectedly failed: {_q(a[0])}",
    ("determinism_error", 4): lambda a: _determinism(*a),
    ("failure_error", 1): lambda a: f"Goal failed: {_q(a[0])}",
    ("timeout_error", 2): lambda a: f"Timeout in {_w(a[0])} from {_q(a[1])}",
    ("not_implemented", 2): lambda a: (f"{_w(a[0])} `{_q(a[1])}' is not implemented in "
                                       "this version"),
    ("duplicate_key", 1): lambda a: f"Duplicate key: {_q(a[0])}",
}


def word_error(name: str, arity: int, words: Callable[[list[Any]], str]) -> None:
    """Word the formal term ``name/arity`` of a library's own errors (as a library's
    ``prolog:message//1`` does in SWI): ``words`` gets its arguments."""
    _MESSAGES[name, arity] = words


def _resource(what: object) -> str:
    if type(what) is tuple and what[0] == "tripwire" and len(what) == 3 \
            and type(what[2]) is tuple and what[2][0] == ":":  # a tabling restraint's
        return f"Trapped tripwire {_w(what[1])} for {_q(what[2])}"
    return f"Not enough resources: {_w(what)}"


def _determinism(culprit: object, declared: object, observed: object, kind: object) -> str:
    """SWI 9.0.4's words (it has none for a ``$/0`` guard's)."""
    what = "succeeded with a choicepoint" if observed == "nondet" else "failed"
    if kind == "property":
        return f"Deterministic procedure {_q(culprit)} {what}"
    if kind == "goal":
        return f"Goal {_q(culprit)} {what.replace('choicepoint', 'choice point')}"
    term = ("determinism_error", culprit, declared, observed, kind)
    return f"Unknown error term: {_q(term)}"


def _existence(kind: object, culprit: object) -> str:
    if kind == "procedure" and type(culprit) is tuple and (culprit[0] == "/" or (
            culprit[0] == ":" and len(culprit) == 3 and type(deref(culprit[2])) is tuple
            and deref(culprit[2])[0] == "/")):  # SWI's words for a [module:]name/arity
        return f"Unknown procedure: {_q(culprit)}"
    if kind == "answer_variable":
        return f"${_w(culprit)} was not bound by a previous query"
    if kind == "matching_rule":
        return f"No rule matches {_q(culprit)}"
    if kind == "reset" and type(culprit) is tuple and culprit[0] == "call_info":
        return "Tabling dependency error"  # a continuation tabling cannot keep
    return f"{_w(kind)} `{_q(culprit)}' does not exist"


_STREAMS = {("input", "stream"): "read from output stream",
            ("output", "stream"): "write to input stream",
            ("input", "text_stream"): "read bytes from TEXT stream",
            ("output", "text_stream"): "write bytes to TEXT stream",
            ("input", "binary_stream"): "read characters from binary stream",
            ("output", "binary_stream"): "write characters to binary stream"}


def _permission(action: object, kind: object, culprit: object) -> str:
    """messages.pl's ``permission_error//3``."""
    if kind == "built_in_procedure":
        text = f"No permission to {_w(action)} built-in predicate `{_q(culprit)}'"
        return text + ("\nUse :- redefine_system_predicate(+Head) if redefinition is "
                       "intended" if action != "export" else "")
    if kind == "static_procedure":
        return f"No permission to {_w(action)} static procedure `{_q(culprit)}'"
    stream = _STREAMS.get((action, kind))  # type: ignore[arg-type]
    if stream is not None:
        return f"No permission to {stream} `{_q(culprit)}'"
    if (action, kind) == ("open", "source_sink") and type(culprit) is tuple and \
            culprit[0] == "alias" and len(culprit) == 2:
        return f'No permission to reuse alias "{_q(culprit[1])}": already taken'
    if (action, kind) == ("tnot", "non_tabled_procedure"):
        return f"The argument of tnot/1 is not tabled: {_q(culprit)}"
    return f"No permission to {_w(action)} {_w(kind)} `{_q(culprit)}'"


def _formal(formal: object) -> str:
    f = deref(formal)
    if f == "instantiation_error":
        return "Arguments are not sufficiently instantiated"
    if type(f) is tuple:
        args = [deref(a) for a in f[1:]]
        message = _MESSAGES.get((f[0], len(args)))
        if message is not None:
            return message(args)
        if args:
            plunit = _plunit(f[0], args)
            if plunit is not None:
                return plunit
    return f"Unknown error term: {_q(f)}"


def _plunit(name: object, args: list[object]) -> str | None:
    """library(plunit)'s errors."""
    if name == "plunit" and len(args) == 2 and args[0] == "incompatible_options":
        return f"PL-Unit: incompatible test-options: {_q(args[1])}"
    closing = args[0]
    if name == "context_error" and type(closing) is tuple and len(closing) == 3 and \
            closing[0] == "plunit_close":
        unit, open_unit = deref(closing[1]), deref(closing[2])
        return f"PL-Unit: cannot close unit {unit}: " + (
            "no open unit" if open_unit == "-" else f"current unit is {open_unit}")
    return None


def error_message(ball: object) -> str:
    """The text SWI prints after ``ERROR: `` for an uncaught exception."""
    ball = deref(ball)
    if ball == "$aborted":
        return "Execution Aborted"
    if type(ball) is tuple and ball[0] == "error" and len(ball) == 3:
        text = _formal(ball[1])
        ctx = deref(ball[2])
        if type(ctx) is tuple and ctx[0] == "file" and len(ctx) == 5:  # read from a file
            text = f"{_w(deref(ctx[1]))}:{_w(deref(ctx[2]))}:{_w(deref(ctx[3]))}: {text}"
        if type(ctx) is tuple and ctx[0] == "context" and len(ctx) == 3:
            msg = deref(ctx[2])
            if type(msg) is tuple and msg[0] == "dwim" and len(msg) == 2:
                text += _similar(msg[1], deref(ctx[1]) == "toplevel")
            elif type(msg) is not Var and msg != "":
                text += f" ({term_to_text(msg, ) if type(msg) is not str else msg})"
        return text
    return f"Unhandled exception: Unknown message: {_q(ball)}"


def message_text(msg: object) -> str:
    """What ``print_message/2`` prints of ``msg`` after its kind's prefix (and
    ``message_to_string/2`` makes of it): an error with the predicate of its context
    first, as SWI does everywhere but at the toplevel (which shows a backtrace instead)."""
    msg = deref(msg)
    if type(msg) is tuple and msg[0] == "error" and len(msg) == 3:
        return caller(msg[2]) + error_message(msg)
    if msg == "unknown_in_module_user":
        return _UNKNOWN_IN_USER
    return f"Unknown message: {_q(msg)}"


_UNKNOWN_IN_USER = (  # messages.pl's unknown_in_module_user
    "Using a non-error value for unknown in the global module\n"
    "causes most of the development environment to stop working.\n"
    "Please use :- dynamic or limit usage of unknown to a module.\n"
    "See https://www.swi-prolog.org/howto/database.html")


def directive_error(engine: Engine, ball: object, goal: object, runner: str = "catch/3") -> str:
    """The message of a directive's error, with the similar predicates of an undefined
    one; when it is the unknown-procedure error of ``goal`` itself, SWI names the
    predicate that ran the goal (``runner``), where ours names none."""
    ball, goal = deref(ball), deref(goal)
    text = message_text(with_similar(engine, ball))
    if not (type(ball) is tuple and len(ball) == 3 and ball[0] == "error"):
        return text
    formal, culprit = deref(ball[1]), deref(ball[2])
    key = (goal, 0) if type(goal) is str else (goal[0], len(goal) - 1) \
        if type(goal) is tuple else None
    return f"{runner}: {text}" if key is not None and type(formal) is tuple and \
        formal[:2] == ("existence_error", "procedure") and culprit == ("/", *key) else text


def caller(context: object) -> str:
    """messages.pl's ``swi_location//1`` of ``context(Caller, _)``: ``Caller: `` when it
    is ground (``is/2: ``, ``lists:nth0/3: ``; user, system and $-modules unnamed)."""
    context = deref(context)
    if not (type(context) is tuple and context[0] == "context" and len(context) == 3):
        return ""
    who = deref(context[1])
    if not is_ground(who):
        return ""
    module, pi = (deref(who[1]), deref(who[2])) if type(who) is tuple and who[0] == ":" \
        and len(who) == 3 else (None, who)
    if not (type(pi) is tuple and pi[0] == "/" and len(pi) == 3):
        return f"{_q(who)}: "
    name = f"{_q(deref(pi[1]))}/{_w(deref(pi[2]))}"
    if module is None or module in ("user", "system") or \
            (type(module) is str and module.startswith("$")):
        return "" if (module, name) == ("system", "'$record_clause'/3") else f"{name}: "
    return f"{_q(module)}:{name}: "


def _similar(preds: object, toplevel: bool) -> str:
    """SWI's list of the predicates an undefined one may have meant (indented more when
    the toplevel found it before running the query)."""
    lines = ["", ("    " if toplevel else "  ") + "However, there are definitions for:"]
    lines.extend(f"        {_q(p)}" for p in iter_list(preds))
    return "\n".join(lines)


def toplevel_error(ball: object, engine: Engine | None = None) -> str:
    """The lines the toplevel prints for an uncaught exception of a query (with
    ``engine``, where a static procedure a goal may not change is defined).  A call to
    an undefined predicate made while running the query ends its list of similar
    predicates with an empty line: SWI's separation from the backtrace it prints next."""
    lines = error_message(ball).split("\n")
    place = _defined_at(deref(ball), engine) if engine is not None else None
    if place is not None:
        lines.append(f"Defined at {place[0]}:{place[1]}")
    if _running_dwim(deref(ball)):
        lines.append("")
    return "\n".join(f"ERROR: {line}" for line in lines)


def _defined_at(ball: object, engine: Engine) -> tuple[str, int] | None:
    """Where the predicate of ``permission_error(_, static_procedure, Name/Arity)`` has
    its first clause, as SWI's message adds (``Defined at FILE:LINE``)."""
    formal = deref(ball[1]) if type(ball) is tuple and ball[0] == "error" and \
        len(ball) == 3 else None
    if not (type(formal) is tuple and formal[0] == "permission_error" and len(formal) == 4
            and deref(formal[2]) == "static_procedure"):
        return None
    culprit = deref(formal[3])
    if not (type(culprit) is tuple and culprit[0] == "/" and len(culprit) == 3):
        return None
    pred = engine.preds.get((deref(culprit[1]), deref(culprit[2])))
    return pred.first_place() if pred is not None and not pred.library else None


def _running_dwim(ball: object) -> bool:
    """Whether ``ball`` lists similar predicates of a call made while running (not found
    by the toplevel's check of the query before running it)."""
    if not (type(ball) is tuple and ball[0] == "error" and len(ball) == 3):
        return False
    ctx = deref(ball[2])
    if not (type(ctx) is tuple and ctx[0] == "context" and len(ctx) == 3):
        return False
    msg = deref(ctx[2])
    return (type(msg) is tuple and msg[0] == "dwim" and len(msg) == 2
            and deref(ctx[1]) != "toplevel")


def report(engine: Engine, kind: str, text: str) -> None:
    """Print a message of ``kind`` (error, warning) as SWI does: while a directive of a
    file runs, under the file and line it stands at, each line indented."""
    prefix = "ERROR:" if kind == "error" else "Warning:"
    stack = engine.load_stack
    if stack and stack[-1].line:
        lines = text.split("\n")
        engine.warn(f"{prefix} {stack[-1].source}:{stack[-1].line}:\n"
                    + "\n".join(f"{prefix}    {line}" for line in lines))
    else:
        engine.warn(f"{prefix} {text}")


# errors.py imports no layer: it words a PrologError with whatever prolog/ installs here.
PrologError.describe = error_message
