"""Messages for Prolog errors and warnings, worded as SWI-Prolog's toplevel prints them."""

from __future__ import annotations

from logic_minimax.errors import PrologError
from logic_minimax.prolog.core import NIL, Var, deref, iter_list
from logic_minimax.prolog.write import term_to_text

_TYPE_NAMES = {int: "an integer", float: "a float", str: "an atom", tuple: "a compound"}


def _q(t: object) -> str:
    return term_to_text(t)


def _kind(t: object) -> str:
    t = deref(t)
    from logic_minimax.prolog.core import PString
    if type(t) is PString:
        return "a string"
    if t is NIL:
        return "an empty_list"
    if type(t) is tuple and t[0] == "[|]" and len(t) == 3:
        return "a list"
    if type(t) is tuple and t[0] == "[|]":
        return "a compound"
    return _TYPE_NAMES.get(type(t), "a var")


def _formal(formal: object) -> str:
    f = deref(formal)
    if f == "instantiation_error":
        return "Arguments are not sufficiently instantiated"
    if type(f) is not tuple:
        return f"Unknown error term: {_q(f)}"
    name, args = f[0], [deref(a) for a in f[1:]]
    if name == "type_error" and args[0] == "evaluable" and type(args[1]) in (str, tuple):
        return f"Arithmetic: `{_q(args[1])}' is not a function"  # SWI: when callable
    if name == "type_error":
        return f"Type error: `{_q(args[0])}' expected, found `{_q(args[1])}' ({_kind(args[1])})"
    if name == "domain_error":
        return f"Domain error: `{_q(args[0])}' expected, found `{_q(args[1])}'"
    if name == "existence_error" and args[0] == "procedure" and \
            type(args[1]) is tuple and args[1][0] == "/":
        return f"Unknown procedure: {_q(args[1])}"
    if name == "existence_error":
        return f"{args[0]} `{_q(args[1])}' does not exist"
    if name == "evaluation_error":
        return f"Arithmetic: evaluation error: `{_q(args[0])}'"
    if name == "representation_error":
        return f"Cannot represent due to `{_q(args[0])}'"
    if name == "permission_error" and args[:2] == ["tnot", "non_tabled_procedure"]:
        return f"The argument of tnot/1 is not tabled: {_q(args[2])}"
    if name == "permission_error":
        return (f"No permission to {_q(args[0])} {str(args[1]).replace('_', ' ')} "
                f"`{_q(args[2])}'")
    if name == "resource_error":
        return f"Not enough resources: {_q(args[0])}"
    if name == "format":
        return f"Format error: {args[0]}"
    if name == "syntax_error":
        return f"Syntax error: {_q(args[0])}"
    return _plunit(name, args) or f"Unknown error term: {_q(f)}"


def _plunit(name: object, args: list[object]) -> str | None:
    """library(plunit)'s errors."""
    if name == "plunit" and args[0] == "incompatible_options":
        return f"PL-Unit: incompatible test-options: {_q(args[1])}"
    closing = args[0]
    if name == "context_error" and type(closing) is tuple and closing[0] == "plunit_close":
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
        if type(ctx) is tuple and ctx[0] == "context" and len(ctx) == 3:
            msg = deref(ctx[2])
            if type(msg) is tuple and msg[0] == "dwim" and len(msg) == 2:
                text += _similar(msg[1], deref(ctx[1]) == "toplevel")
            elif type(msg) is not Var and msg != "":
                text += f" ({term_to_text(msg, ) if type(msg) is not str else msg})"
        return text
    return f"Unhandled exception: Unknown message: {_q(ball)}"


def _similar(preds: object, toplevel: bool) -> str:
    """SWI's list of the predicates an undefined one may have meant (indented more when
    the toplevel found it before running the query)."""
    lines = ["", ("    " if toplevel else "  ") + "However, there are definitions for:"]
    lines.extend(f"        {_q(p)}" for p in iter_list(preds))
    return "\n".join(lines)


def toplevel_error(ball: object) -> str:
    """The lines the toplevel prints for an uncaught exception of a query.  A call to
    an undefined predicate made while running the query ends its list of similar
    predicates with an empty line: SWI's separation from the backtrace it prints next."""
    lines = error_message(ball).split("\n")
    if _running_dwim(deref(ball)):
        lines.append("")
    return "\n".join(f"ERROR: {line}" for line in lines)


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


# errors.py imports no layer: it words a PrologError with whatever prolog/ installs here.
PrologError.describe = error_message
