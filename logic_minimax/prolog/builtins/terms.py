"""Types and term construction: ``var nonvar atom number integer float atomic compound
callable is_list ground string``, ``functor/3``, ``arg/3``, ``=../2``, ``copy_term/2``,
``term_variables/2``, ``setarg/3``."""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction

from logic_minimax.prolog.builtins import det, nondet
from logic_minimax.prolog.core import (
    CONS,
    NIL,
    PString,
    Var,
    deref,
    domain_error,
    instantiation_error,
    is_atomic,
    list_tail,
    make_list,
    proper_list,
    resource_error,
    type_error,
    unify,
)
from logic_minimax.prolog.interface import Solver
from logic_minimax.prolog.walk import (
    copy_attributed,
    copy_term,
    is_acyclic,
    is_ground,
    term_vars,
)

MAX_ARITY = 1 << 20  # a bigger functor/3 is a resource error, not a frozen machine


def _test(names: str, check: object) -> None:
    def run(s: Solver, g: tuple[object, ...]) -> bool:
        return bool(check(deref(g[1])))  # type: ignore[operator]
    det(names, 1)(run)


_test("var", lambda t: type(t) is Var)
_test("nonvar", lambda t: type(t) is not Var)
_test("atom", lambda t: type(t) is str)
_test("number", lambda t: type(t) in (int, float, Fraction))
_test("rational", lambda t: type(t) is int or type(t) is Fraction)
_test("integer", lambda t: type(t) is int)
_test("float", lambda t: type(t) is float)
_test("atomic", is_atomic)
_test("compound", lambda t: type(t) is tuple)
_test("callable", lambda t: type(t) in (str, tuple))
_test("is_list", lambda t: list_tail(t)[1] is NIL)
_test("ground", is_ground)
_test("acyclic_term", is_acyclic)
_test("cyclic_term", lambda t: not is_acyclic(t))
_test("string", lambda t: type(t) is PString)
_test("is_dict", lambda t: False)
_test("blob", lambda t: type(t) is str)


@det("functor", 3)
def functor(s: Solver, g: tuple[object, ...]) -> bool:
    t = deref(g[1])
    if type(t) is tuple:
        if len(t) == 1:  # f(): SWI's functor/3 knows no such term
            raise domain_error("compound_non_zero_arity", t)
        return unify(g[2], t[0], s.trail) and unify(g[3], len(t) - 1, s.trail)
    if type(t) is not Var:
        return unify(g[2], t, s.trail) and unify(g[3], 0, s.trail)
    name, arity = _name_arity(g[2], g[3])
    if arity > MAX_ARITY:
        raise resource_error("memory")
    if type(name) is tuple:
        raise type_error("atomic", name)
    if arity == 0:
        return unify(t, name, s.trail)
    if type(name) is not str and name is not NIL:
        raise type_error("atom", name)
    return unify(t, (name, *(Var() for _ in range(arity))), s.trail)


@nondet("arg", 3)
def arg(s: Solver, g: tuple[object, ...]) -> Iterator[bool]:
    n, t = deref(g[1]), deref(g[2])
    if type(t) is Var:
        raise instantiation_error()
    if type(t) is not tuple:
        raise type_error("compound", t)
    if type(n) is int:
        if n < 0:
            raise domain_error("not_less_than_zero", n)
        if 1 <= n < len(t) and unify(g[3], t[n], s.trail):
            yield False
        return
    if type(n) is not Var:
        raise type_error("integer", n)
    # An unbound index enumerates the arguments (the last without a choice point).
    last = len(t) - 1
    for i in range(1, len(t)):
        mark = len(s.trail)
        if unify(n, i, s.trail) and unify(g[3], t[i], s.trail):
            yield i < last
        s.undo(mark)


@det("=..", 2)
def univ(s: Solver, g: tuple[object, ...]) -> bool:
    t = deref(g[1])
    if type(t) is tuple:
        if len(t) == 1:  # f(), as functor/3
            raise domain_error("compound_non_zero_arity", t)
        return unify(g[2], make_list(list(t)), s.trail)
    if type(t) is not Var:
        return unify(g[2], (CONS, t, NIL), s.trail)
    items, tail = list_tail(g[2])
    if type(tail) is Var:
        raise instantiation_error()
    if tail is not NIL:
        raise type_error("list", g[2])
    if not items:
        raise domain_error("non_empty_list", NIL)
    head = deref(items[0])
    if type(head) is Var:
        raise instantiation_error()
    if len(items) == 1:
        if type(head) is tuple:
            raise type_error("atomic", head)
        return unify(t, head, s.trail)
    if type(head) is tuple and len(items) > 1:
        raise type_error("atom", head)
    if type(head) is not str and head is not NIL:
        raise type_error("atom", head)
    if len(items) - 1 > MAX_ARITY:
        raise resource_error("memory")
    return unify(t, (head, *items[1:]), s.trail)


@det("compound_name_arity", 3)
def compound_name_arity(s: Solver, g: tuple[object, ...]) -> bool:
    t = deref(g[1])
    if type(t) is tuple:
        return unify(g[2], t[0], s.trail) and unify(g[3], len(t) - 1, s.trail)
    if type(t) is not Var:
        raise type_error("compound", t)
    name, arity = _name_arity(g[2], g[3])
    if arity > MAX_ARITY:
        raise resource_error("memory")
    if type(name) is not str and name is not NIL:
        raise type_error("atom", name)
    return unify(t, (name, *(Var() for _ in range(arity))), s.trail)


@det("compound_name_arguments", 3)
def compound_name_arguments(s: Solver, g: tuple[object, ...]) -> bool:
    t = deref(g[1])
    if type(t) is tuple:
        return unify(g[2], t[0], s.trail) and unify(g[3], make_list(list(t[1:])), s.trail)
    if type(t) is not Var:
        raise type_error("compound", t)
    name = deref(g[2])
    if type(name) is Var:
        raise instantiation_error()
    if type(name) is not str and name is not NIL:
        raise type_error("atom", name)
    return unify(t, (name, *proper_list(g[3])), s.trail)


@det("copy_term duplicate_term", 2)  # (terms are never shared in place here)
def copy_term_(s: Solver, g: tuple[object, ...]) -> bool:
    copy = copy_attributed(g[1]) if s.engine.attributed else copy_term(g[1])
    return unify(g[2], copy, s.trail)


@det("copy_term_nat", 2)
def copy_term_nat(s: Solver, g: tuple[object, ...]) -> bool:
    """copy_term/2 without the attributes (the copies are plain variables)."""
    return unify(g[2], copy_term(g[1]), s.trail)


@det("copy_term copy_term_nat", 4)
def copy_term4(s: Solver, g: tuple[object, ...]) -> bool:
    """``copy_term(+VarsIn, +Term, -VarsOut, -TermOut)``: only the variables of VarsIn are
    renamed; the others are shared with the copy (SWI's)."""
    renamed = set(term_vars(g[1]))
    mapping: dict[Var, object] = {v: v for v in term_vars(g[2]) if v not in renamed}
    both = ("-", g[1], g[2])
    copy = copy_attributed(both, mapping) if g[0] == "copy_term" and s.engine.attributed \
        else copy_term(both, mapping)
    return unify(g[3], copy[1], s.trail) and unify(g[4], copy[2], s.trail)  # type: ignore[index]


@det("term_variables", 2)
def term_variables(s: Solver, g: tuple[object, ...]) -> bool:
    return unify(g[2], make_list(term_vars(g[1])), s.trail)  # type: ignore[arg-type]


@det("term_variables", 3)
def term_variables3(s: Solver, g: tuple[object, ...]) -> bool:
    """The variables as a difference list ending in ``Tail``."""
    return unify(g[2], make_list(term_vars(g[1]), g[3]), s.trail)  # type: ignore[arg-type]


@det("term_singletons", 2)
def term_singletons(s: Solver, g: tuple[object, ...]) -> bool:
    """The variables that occur once in the term, in order."""
    counts: dict[Var, int] = {}
    stack = [g[1]]
    while stack:
        t = deref(stack.pop())
        if type(t) is Var:
            counts[t] = counts.get(t, 0) + 1
        elif type(t) is tuple:
            stack.extend(reversed(t[1:]))
    return unify(g[2], make_list([v for v, n in counts.items() if n == 1]), s.trail)


@det("nonground", 2)
def nonground(s: Solver, g: tuple[object, ...]) -> bool:
    """A variable of the term; fails if it is ground."""
    found = term_vars(g[1])
    return bool(found) and unify(g[2], found[0], s.trail)


@det("is_most_general_term", 1)
def is_most_general_term(s: Solver, g: tuple[object, ...]) -> bool:
    """An atom, a compound of distinct variables, or a list of distinct variables."""
    t = deref(g[1])
    if type(t) is str or t is NIL:
        return True
    if type(t) is not tuple:
        return False
    items, tail = list_tail(t) if t[0] == "[|]" and len(t) == 3 else (list(t[1:]), NIL)
    args = [deref(a) for a in items]
    return tail is NIL and all(type(a) is Var for a in args) and \
        len(set(map(id, args))) == len(args)


@det("same_term", 2)
def same_term(s: Solver, g: tuple[object, ...]) -> bool:
    """Whether both are the same term in memory: one variable, or equal atomic ones."""
    a, b = deref(g[1]), deref(g[2])
    return a is b or (type(a) is type(b) and is_atomic(a) and a == b)


@det("setarg nb_setarg", 3)
def setarg(s: Solver, g: tuple[object, ...]) -> bool:
    raise domain_error("mutable_term", deref(g[2]))


@nondet("between", 3)
def between(s: Solver, g: tuple[object, ...]) -> Iterator[bool]:
    lo, hi, x = deref(g[1]), deref(g[2]), deref(g[3])
    for v in (lo, hi):
        if type(v) is Var:
            raise instantiation_error()
    if type(lo) is not int:
        raise type_error("integer", lo)
    if hi in ("inf", "infinite"):
        hi = None
    elif type(hi) is not int:
        raise type_error("integer", hi)
    if type(x) is int:
        if lo <= x and (hi is None or x <= hi):
            yield False
        return
    if type(x) is not Var:
        raise type_error("integer", x)
    i = lo
    while hi is None or i <= hi:
        x.ref = i
        s.trail.append(x)
        yield hi is None or i < hi
        i += 1


@det("rational", 3)
def rational3(s: Solver, g: tuple[object, ...]) -> bool:
    """``rational(@Term, -Numerator, -Denominator)``: Term an integer or a rational."""
    t = deref(g[1])
    if type(t) is int:
        return unify(g[2], t, s.trail) and unify(g[3], 1, s.trail)
    if type(t) is Fraction:
        return unify(g[2], t.numerator, s.trail) and unify(g[3], t.denominator, s.trail)
    return False


def _name_arity(name_term: object, arity_term: object) -> tuple[object, int]:
    """A compound's name and arity to be: both bound, the arity a natural number."""
    name, arity = deref(name_term), deref(arity_term)
    if type(name) is Var or type(arity) is Var:
        raise instantiation_error()
    if type(arity) is not int:
        raise type_error("integer", arity)
    if arity < 0:
        raise domain_error("not_less_than_zero", arity)
    return name, arity


@det("$filled_array", 4)
def filled_array(s: Solver, g: tuple[object, ...]) -> bool:
    """``'$filled_array'(-Compound, +Name, +Arity, +Value)``: SWI's internal of
    library(nb_set), a compound whose arguments are all Value."""
    name, arity = _name_arity(g[2], g[3])
    if type(name) is not str:
        raise type_error("atom", name)
    value = deref(g[4])
    return unify(g[1], (name, *(value for _ in range(arity))) if arity else name, s.trail)


@det("$skip_list", 3)
def skip_list(s: Solver, g: tuple[object, ...]) -> bool:
    """``'$skip_list'(-Length, +List, -Rest)``: the list cells of List (a cyclic list's
    up to its cycle, SWI's Brent walk) and what follows them."""
    t = deref(g[2])
    length, power, lam = 0, 1, 0
    marker = t
    while type(t) is tuple and t[0] == "[|]" and len(t) == 3:
        t = deref(t[2])
        length += 1
        lam += 1
        if t is marker:
            break
        if lam == power:
            marker, power, lam = t, power * 2, 0
    return unify(g[1], length, s.trail) and unify(g[3], t, s.trail)


@det("$unbind_template", 1)
def unbind_template(s: Solver, g: tuple[object, ...]) -> bool:
    """library(aggregate)'s: the template ``v(X, ...)``'s variables unbound again (their
    bindings since stay on the trail, which only unbinds them once more on
    backtracking)."""
    t = deref(g[1])
    for a in t[1:] if type(t) is tuple else ():
        if type(a) is Var:
            a.ref = None
    return True
