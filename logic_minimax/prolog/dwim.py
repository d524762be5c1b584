"""DWIM (`Do What I Mean'): SWI's toplevel checks a query for calls to undefined
predicates before running it, and offers a correction of a misspelt name, or names the
arities that are defined.

``dwim_match`` is SWI's string rule (one character different, inserted, deleted or two
transposed; sub-words separated differently, ``fooBar``/``foo_bar``, or transposed,
``exists_file``/``file_exists``).  ``check_query`` walks the query through its control
constructs and the goal arguments of the meta-predicates, as SWI's toplevel does (not
into ``call/1``: that is the way to call an undefined predicate on purpose).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from logic_minimax.prolog.core import Var, deref, make_list
from logic_minimax.prolog.kinds import USER, StandIn

if TYPE_CHECKING:
    from logic_minimax.prolog.database import Pred
    from logic_minimax.prolog.interface import Engine

# Control constructs and meta-predicates: the argument positions that are goals.
_GOAL_ARGS: dict[tuple[str, int], tuple[int, ...]] = {
    (",", 2): (1, 2), (";", 2): (1, 2), ("->", 2): (1, 2), ("*->", 2): (1, 2),
    ("|", 2): (1, 2), ("\\+", 1): (1,), ("not", 1): (1,), ("once", 1): (1,),
    ("ignore", 1): (1,), ("forall", 2): (1, 2), ("findall", 3): (2,), ("findall", 4): (2,),
    ("bagof", 3): (2,), ("setof", 3): (2,), ("aggregate_all", 3): (2,),
    ("aggregate", 3): (2,), ("catch", 3): (1, 3), ("^", 2): (2,),
    ("with_output_to", 2): (2,), ("tnot", 1): (1,),
}


@dataclass(frozen=True)
class Finding:
    """An undefined predicate the query calls: ``goal`` (a subterm of the query), the
    correction when exactly one defined predicate of that arity has a DWIM-matching name,
    and the DWIM-matching predicates of any arity (SWI's ``However, there are
    definitions for:``)."""

    goal: object
    correction: object | None
    similar: tuple[tuple[str, int], ...]


def check_query(engine: Engine, query: object) -> Finding | None:
    """The first call in ``query`` to a predicate that is not defined, if any."""
    stack = [query]
    while stack:
        g = deref(stack.pop())
        if type(g) is Var:
            continue
        if type(g) is tuple:
            positions = _GOAL_ARGS.get((g[0], len(g) - 1))
            if positions is not None:
                stack.extend(g[i] for i in reversed(positions))
                continue
            key = (g[0], len(g) - 1)
        elif type(g) is str:
            key = (g, 0)
        else:
            continue
        pred = engine.preds.get(key)
        if pred is None or not (_visible(pred) or pred.library):  # library: autoloaded
            return _finding(engine, g, key)
    return None


def similar_predicates(engine: Engine, name: str, arity: int) -> list[tuple[str, int]]:
    """The visible predicates whose name DWIM-matches ``name`` (any arity, other than
    ``name/arity`` itself), sorted."""
    out = []
    for pred in engine.preds.values():
        if (pred.name, pred.arity) != (name, arity) and _visible(pred) \
                and dwim_match(name, pred.name):
            out.append((pred.name, pred.arity))
    return sorted(out)


def dwim_list(similar: tuple[tuple[str, int], ...] | list[tuple[str, int]]) -> object:
    """The context message that lists them (messages.py prints it)."""
    return ("dwim", make_list([("/", n, a) for n, a in similar]))


def with_similar(engine: Engine, ball: object) -> object:
    """The ball of a call to an undefined predicate with the similar ones it could have
    meant in its context (SWI's ``However, there are definitions for:``, which its
    messages look up whenever they print the error); any other ball as it is."""
    ball = deref(ball)
    if not (type(ball) is tuple and ball[0] == "error" and len(ball) == 3):
        return ball
    formal = deref(ball[1])
    if not (type(formal) is tuple and formal[0] == "existence_error" and
            deref(formal[1]) == "procedure"):
        return ball
    spec = deref(formal[2])
    if not (type(spec) is tuple and spec[0] == "/" and len(spec) == 3):
        return ball
    name, arity = deref(spec[1]), deref(spec[2])
    if type(name) is not str or type(arity) is not int:
        return ball
    similar = similar_predicates(engine, name, arity)
    if not similar:
        return ball
    context = deref(ball[2])
    caller = context[1] if type(context) is tuple and context[0] == "context" and \
        len(context) == 3 else Var()  # (ours names no caller: see messages.caller)
    return ("error", formal, ("context", caller, dwim_list(similar)))


def _visible(pred: Pred) -> bool:
    """Defined for a query: the program's predicates and the built-ins (library ones are
    autoloaded in SWI, which does not offer them before their first use)."""
    if pred.tabled:  # a table without clauses is undefined, as in SWI
        return pred.dynamic or bool(pred.count())
    if pred.control != USER:  # a library's stand-in (autoload.py) is offered once loaded
        return not pred.name.startswith("$") and not isinstance(pred.builtin, StandIn)
    return (pred.defined or pred.dynamic) and not pred.library


def _finding(engine: Engine, goal: object, key: tuple[str, int]) -> Finding:
    name, arity = key
    similar = similar_predicates(engine, name, arity)
    same = [n for n, a in similar if a == arity]
    correction = None
    if len(same) == 1:
        correction = same[0] if arity == 0 else (same[0], *goal[1:])  # type: ignore[index]
    return Finding(goal, correction, tuple(similar))


def dwim_match(a: str, b: str) -> bool:
    """SWI's dwim_match/2 on two names."""
    if a == b:
        return True
    common = 0
    while common < len(a) and common < len(b) and a[common] == b[common]:
        common += 1
    s1, s2 = a[common:], b[common:]
    l1, l2 = len(s1), len(s2)
    if abs(l1 - l2) > 5 or common + l1 < 3 or common + l2 < 3:
        return False
    if l1 == l2 and (l1 <= 1 or s1[1:] == s2[1:]):
        return True  # one character different
    if l1 == l2 and l1 >= 2 and s1[0] == s2[1] and s1[1] == s2[0] and s1[2:] == s2[2:]:
        return True  # two adjacent ones transposed
    if (l2 == l1 + 1 and s1 == s2[1:]) or (l1 == l2 + 1 and s2 == s1[1:]):
        return True  # one inserted or deleted
    return (a[0] == b[0] and _squash(a) == _squash(b)) or \
        _words_transposed(_words(a), _words(b))


def _squash(name: str) -> str:
    """The name without ``_`` and with camel humps lower-cased (``fooBar``, ``foo_bar``
    and ``foobar`` squash alike)."""
    out = [name[0]]
    for i in range(1, len(name)):
        ch = name[i]
        if ch == "_":
            continue
        if name[i - 1].islower() and ch.isupper():
            ch = ch.lower()
        out.append(ch)
    return "".join(out)


def _words(name: str) -> list[str]:
    """Sub-words: split at ``_`` and where a lower-case letter meets an upper-case one."""
    words: list[str] = []
    current = ""
    for i, ch in enumerate(name):
        if ch == "_":
            words.append(current)
            current = ""
            continue
        if i and name[i - 1].islower() and ch.isupper():
            words.append(current)
            current = ""
        current += ch.lower() if not current else ch
    words.append(current)
    return [w for w in words if w]


def _words_transposed(w1: list[str], w2: list[str]) -> bool:
    """The sub-words the same but for pairs of neighbours swapped."""
    if len(w1) != len(w2):
        return False
    i = 0
    while i < len(w1):
        if w1[i] == w2[i]:
            i += 1
        elif i + 1 < len(w1) and w1[i] == w2[i + 1] and w1[i + 1] == w2[i]:
            i += 2
        else:
            return False
    return True
