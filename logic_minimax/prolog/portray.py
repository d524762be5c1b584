"""The layout of ``portray_clause/1,2`` and ``listing/0,1``: a port of SWI-Prolog 9's
library(listing) (``do_portray_clause``, ``portray_body``, ``portray_or``,
``portray_meta``, ``pprint``, ``portray_list``).

A body is laid out one goal a line, control constructs as SWI indents them::

    f(X) :-
        (   X=1
        ->  true
        ;   throw(x)
        ),
        \\+ g(X),
        findall(Y,
                ( g(Y),
                  Y>1
                ),
                _).

SWI's predicates call each other; here they are steps on an explicit stack (a body
100,000 goals long or deep must not reach Python's recursion limit), run in order, so a
step that starts where the text has got to (``line_position/2`` in SWI) reads the column
when it runs.  The terms themselves are written by ``term_to_text``.
"""

from __future__ import annotations

from typing import Any

from logic_minimax.prolog.core import CONS, NIL, Var, deref
from logic_minimax.prolog.ops import Ops, infix_bounds, prefix_bound
from logic_minimax.prolog.write import WriteOptions, format_atom, term_to_text

LINE_WIDTH = 78  # setting(listing:line_width)
BODY_INDENT = 4  # setting(listing:body_indentation); inc_indent/3 steps by 4 too
_LISTING = WriteOptions(quoted=True, spacing=True, unicode_escapes=True)
# write_length/3 in pprint gets portray_clause's options, none of listing's write options.
# SWI stops measuring at the margin (max_length); a depth of LINE_WIDTH bounds the text
# written alike (a deeper term is wider than the margin anyway), so a term nested 10,000
# deep is not measured anew at each level.
_MEASURE = WriteOptions(numbervars=False, max_depth=LINE_WIDTH)

# The meta-predicate declarations SWI's portray_body looks up: argument positions that are
# goals (an integer in the declaration), for the predicates a course program calls.  A
# meta-predicate goal is written as an argument (priority 999): ``(dynamic a)``.
_META: dict[tuple[str, int], tuple[bool, ...]] = {}
for _spec in str.split("not(0) call(0) once(0) ignore(0) forall(0,0) findall(?,0,-) "
              "findall(?,0,-,?) catch(0,?,0) catch_with_backtrace(0,?,0) "
              "call_cleanup(0,0) call_cleanup(0,?,0) setup_call_cleanup(0,0,0) "
              "setup_call_catcher_cleanup(0,0,?,0) with_output_to(+,0) time(0) "
              "aggregate_all(?,0,-) aggregate_all(?,?,0,-) foreach(0,0) freeze(?,0) "
              "findnsols(+,?,0,-) findnsols(+,?,0,-,?) call_with_depth_limit(0,+,-) "
              "call_with_inference_limit(0,+,-) snapshot(0) transaction(0) "
              "call(1,?) call(2,?,?) call(3,?,?,?) call(4,?,?,?,?) call(5,?,?,?,?,?) "
              "call(6,?,?,?,?,?,?) call(7,?,?,?,?,?,?,?) maplist(1,?) maplist(2,?,?) "
              "maplist(3,?,?,?) maplist(4,?,?,?,?) include(1,+,-) exclude(1,+,-) "
              "partition(1,+,-,-) foldl(3,+,+,-) foldl(4,+,+,+,-) dynamic(:) discontiguous(:) "
                         "multifile(:) module_transparent(:) public(:) table(:) "
                         "thread_local(:) volatile(:) initialization(0) "
                         "thread_initialization(0)"):
    _name, _args = _spec[:-1].split("(")
    _decls = _args.split(",")
    _META[(_name, len(_decls))] = tuple(d.isdigit() for d in _decls)

_WRAPPED_LIST_DIRECTIVES = {("module", 2)}


def laid_out(clause: object, ops: Ops, names: dict[Var, str]) -> str:
    """``clause`` as ``portray_clause/1`` writes it, ending in ``.`` and a newline;
    ``names`` names its variables."""
    return _Layout(ops, names).clause(clause)


def _is(t: object, name: str, arity: int) -> bool:
    return type(t) is tuple and len(t) == arity + 1 and t[0] == name


def _or_layout(t: object) -> bool:
    return type(t) is tuple and len(t) == 3 and t[0] in (";", "->", "*->")


def _primitive(t: object) -> bool:
    return not _or_layout(t) and not _is(t, ",", 2)


class _Layout:
    def __init__(self, ops: Ops, names: dict[Var, str]) -> None:
        self.ops = ops
        self.names = names
        self.out: list[str] = []
        self.col = 0
        self.stack: list[Any] = []

    # -- output --------------------------------------------------------------------------
    def emit(self, text: str) -> None:
        self.out.append(text)
        nl = text.rfind("\n")
        self.col = self.col + len(text) if nl < 0 else len(text) - nl - 1

    def text(self, t: object, pri: int) -> str:
        return term_to_text(t, _LISTING, self.ops, self.names, priority=pri)

    # -- operators (infix_op/3, prefix_op/2, term_needs_braces/2) ---------------------------
    def infix(self, name: str) -> tuple[int, int]:
        pri, kind = self.ops.infix[name]
        return infix_bounds(pri, kind)

    def needs_braces(self, t: object, pri: int) -> bool:
        name = t if type(t) is str else t[0] if type(t) is tuple else None
        if type(name) is not str:
            return False
        return any(table[name][0] > pri for table in (self.ops.prefix, self.ops.infix,
                                                       self.ops.postfix) if name in table)

    # -- clauses (do_portray_clause/3) -----------------------------------------------------
    def clause(self, clause: object) -> str:
        t = deref(clause)
        push = self.stack.append
        if _is(t, ":-", 2) and deref(t[2]) == "true":
            self.pprint(deref(t[1]), 1200)
        elif type(t) is tuple and len(t) == 3 and t[0] in (":-", "=>", "-->"):
            right, left = self.infix(t[0])
            push(("body", deref(t[2]), BODY_INDENT, True, right))
            push(f" {t[0]}")
            push(("pp", deref(t[1]), left))
        elif _is(t, ":-", 1) and self.wrapped_list_directive(deref(t[1])):
            return "".join(self.out)
        elif type(t) is tuple and len(t) == 2 and t[0] in (":-", "?-"):
            push(("body", deref(t[1]), 3, False, 1199))
            push(f"{t[0]} ")
        else:
            push(("body", t, 0, False, 1200))
        self.run()
        text = "".join(self.out)
        # '$put_token'(Out, '.'): a space where the full stop would glue to a symbol char
        return text + (" .\n" if text[-1] in "#$&*+-./:<=>?@^~\\" else ".\n")

    def wrapped_list_directive(self, d: object) -> bool:
        if not (type(d) is tuple and (d[0], len(d) - 1) in _WRAPPED_LIST_DIRECTIVES):
            return False
        self.emit(f":- {format_atom(d[0])}(")
        indent = self.col
        self.emit(f"{self.text(deref(d[1]), 999)},")
        self.newline(indent)
        self.stack.append(("list", deref(d[2]), indent))
        self.run()
        self.emit(").\n")
        return True

    def newline(self, indent: int) -> None:
        self.emit("\n" + " " * indent)

    # -- the steps -------------------------------------------------------------------------
    def run(self) -> None:
        stack = self.stack
        while stack:
            step = stack.pop()
            if type(step) is str:
                self.emit(step)
            elif step[0] == "nl":
                self.newline(step[1])
            elif step[0] == "body":
                self.body(*step[1:])
            elif step[0] == "or":
                self.portray_or(*step[1:])
            elif step[0] == "or_layout":
                self.or_layout(*step[1:])
            elif step[0] == "pp":
                self.pprint(step[1], step[2])
            elif step[0] == "meta":
                self.meta_args(*step[1:])
            elif step[0] == "args":
                self.args(step[1], step[2])
            else:
                self.list_items(*step[1:])

    def push_all(self, *steps: object) -> None:
        """Steps to run in the order given."""
        self.stack.extend(reversed(steps))

    def body(self, goal: object, indent: int, nl: bool, pri: int) -> None:
        """portray_body/6."""
        t: Any = deref(goal)
        if nl:
            self.newline(indent)
        if _or_layout(t):
            self.emit("(   ")
            self.push_all(("or", t, indent, 1200), ("nl", indent), ")")
        elif self.needs_braces(t, pri):
            self.emit("( ")
            self.push_all(("body", t, indent + 2, False, 1200), ("nl", indent), ")")
        elif _is(t, ",", 2):
            left, right = self.infix(",")
            a = deref(t[1])
            if _is(a, ",", 2):  # ((A,B),C) is laid out as (A,(B,C))
                self.push_all(("body", a[1], indent, False, left), ",",
                              ("body", (",", a[2], t[2]), indent, True, right))
            else:
                self.push_all(("body", a, indent, False, left), ",",
                              ("body", t[2], indent, True, right))
        elif _is(t, "\\+", 1):
            pri, kind = self.ops.prefix["\\+"]
            self.emit("\\+ ")
            self.stack.append(("body", t[1], indent + 3, False, prefix_bound(pri, kind)))
        elif type(t) is tuple and (t[0], len(t) - 1) in _META:
            self.meta_layout(t)
        else:
            self.pprint(t, pri)

    def meta_layout(self, t: tuple[Any, ...]) -> None:
        """portray_meta/4: a goal argument that is a control construct or a conjunction
        puts each argument on a line of its own."""
        goals = _META[(t[0], len(t) - 1)]
        if all(_primitive(deref(a)) for a, goal in zip(t[1:], goals, strict=True) if goal):
            self.pprint(t, 999)
        else:
            self.emit(f"{format_atom(t[0])}(")
            self.stack.append(")")
            self.meta_args(list(zip(goals, t[1:], strict=True)), 0, self.col)

    def meta_args(self, args: list[tuple[bool, object]], i: int, indent: int) -> None:
        goal, a = args[i]
        if i + 1 < len(args):
            self.push_all(",", ("nl", indent), ("meta", args, i + 1, indent))
        if goal:
            self.body(a, self.col, False, 999)
        else:
            self.pprint(deref(a), 999)

    def portray_or(self, term: object, indent: int, pri: int) -> None:
        """portray_or/5."""
        t: Any = deref(term)
        if self.needs_braces(t, pri):
            self.emit("(   ")
            self.push_all(("or_layout", t, indent + 4), ("nl", indent + 4), ")")
        elif _or_layout(t):
            self.or_layout(t, indent)
        else:
            self.body(t, indent + 4, False, pri)

    def or_layout(self, t: tuple[Any, ...], indent: int) -> None:
        """portray_or/4."""
        nest = indent + 4
        _, a, b = t
        a, b = deref(a), deref(b)
        if t[0] == ";" and type(a) is tuple and len(a) == 3 and a[0] in ("->", "*->"):
            left, right = self.infix(a[0])
            self.push_all(("body", a[1], nest, False, left), ("nl", indent),
                          "->  " if a[0] == "->" else "*-> ",
                          ("body", a[2], nest, False, right), ("nl", indent), ";   ",
                          ("or", b, indent, self.infix(";")[1]))
        elif t[0] in ("->", "*->"):
            left, right = self.infix("->")
            self.push_all(("body", a, nest, False, left), ("nl", indent),
                          "->  " if t[0] == "->" else "*-> ", ("or", b, indent, right))
        else:
            left, right = self.infix(";")
            self.push_all(("body", a, nest, False, left), ("nl", indent), ";   ",
                          ("or", b, indent, right))

    # -- terms (pprint/4, pprint_wrapped/4, portray_list/4) -----------------------------------
    def pprint(self, term: object, pri: int) -> None:
        t: Any = deref(term)
        if _is(t, "{}", 1):
            indent = self.col
            self.emit("{ ")
            # SWI passes `noident` (sic) for DoIndent: the body starts on this line
            self.push_all(("body", t[1], indent + 2, False, 1000), ("nl", indent), "}")
        elif type(t) is tuple and not self.nowrap(t) and self.too_long(t):
            if t[0] == CONS and len(t) == 3:
                self.stack.append(("list", t, self.col))
            else:
                self.emit(f"{format_atom(t[0])}(")
                self.push_all(("args", list(t[1:]), self.col), ")")
        else:
            self.emit(self.text(t, pri))

    def nowrap(self, t: tuple[Any, ...]) -> bool:
        name = t[0]
        if name == "$VAR" and len(t) == 2:
            return True
        if len(t) == 3:
            return name in self.ops.infix
        return len(t) == 2 and (name in self.ops.prefix or name in self.ops.postfix)

    def too_long(self, t: object) -> bool:
        length = min(len(term_to_text(t, _MEASURE, self.ops, self.names)), LINE_WIDTH)
        return self.col + length > LINE_WIDTH and length > LINE_WIDTH / 4

    def args(self, args: list[object], indent: int) -> None:
        """pprint_args/4: one argument a line, from where the first one starts."""
        for i in range(len(args) - 1, 0, -1):
            self.push_all(",", ("nl", indent), ("pp", args[i], 999))
        self.pprint(args[0], 999)

    def list_items(self, t: Any, indent: int, started: bool = False) -> None:
        """portray_list/4 and portray_list_elements/4: ``[ `` and one element a line."""
        if not started:
            if t == NIL:
                self.emit("[]")
            else:
                self.emit("[ ")
                self.push_all(("list", t, indent, True), ("nl", indent), "]")
            return
        t = deref(t)
        rest = deref(t[2])
        if rest == NIL:
            self.stack.append(("pp", t[1], 999))
        elif _is(rest, CONS, 2):
            self.push_all(("pp", t[1], 999), ",", ("nl", indent + 2),
                          ("list", rest, indent, True))
        else:
            self.push_all(("pp", t[1], 999), ("nl", indent), "| ", ("pp", rest, 999))
