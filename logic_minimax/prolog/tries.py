"""The order in which SWI-Prolog gives a complete table's answers: its answer trie's.

SWI keeps a table's answers in a trie, each answer a path of tokens (its terms in
pre-order: a functor, an atom, a number).  A node with one child holds it alone; a second
child turns the children into a hash table (pl-table.c: open addressing with linear
probing over 4 slots at first, 4 or 16 times larger when a probe runs past
``10 + slots/4``), keyed by each token's machine word, and the answers come out slot by
slot.  The words of small integers (``n << 7 | 3``, pl-data.h) and of a term's variables
(the n-th met: ``n << 7``, pl-trie.c) are known; those of atoms and functors are indexes
into the running system's tables.  So children that are all integers and variables are
put in SWI's order, and others keep the order the answers were found.  SWI's table of
tables (``get_calls/3``) is such a trie too.
"""

from __future__ import annotations

from typing import Any

from logic_minimax.prolog.core import Var, deref

_SMALL = 1 << 56  # SWI's tagged integers on 64 bits: -2**56 <= n < 2**56


def answer_order(answers: list[object]) -> list[object]:
    """The answers (found in this order) in the order of SWI's answer trie."""
    return [answers[i] for i in trie_order(answers)]


def trie_order(terms: list[object]) -> list[int]:
    """The positions of the terms (added to a trie in this order) in the trie's order."""
    if len(terms) < 2:
        return list(range(len(terms)))
    root: dict[object, Any] = {}
    for i, term in enumerate(terms):
        node = root
        for token in _tokens(term):
            child = node.get(token)
            if child is None:
                child = node[token] = {}
            node = child
        node[None] = i  # the leaf: no token is None
    out: list[int] = []
    stack = [root]
    while stack:
        node = stack.pop()
        if None in node:
            out.append(node[None])
            continue
        stack.extend(node[token] for token in reversed(_children(list(node))))
    return out


def _tokens(term: object) -> list[object]:
    """The term's tokens in pre-order: ``("f", name, arity)`` for a compound, ``("v", n)``
    for its n-th variable, ``(type, value)`` for an atomic term."""
    t = deref(term)
    if type(t) is tuple:  # the common answer: a compound of atomic arguments, at once
        args = [deref(a) for a in t[1:]]
        if not any(type(a) is tuple or type(a) is Var for a in args):
            return [("f", t[0], len(args)), *((type(a), a) for a in args)]
    tokens: list[object] = []
    names: dict[int, int] = {}  # a variable's token: its number in the answer
    stack = [term]
    while stack:
        t = deref(stack.pop())
        if type(t) is tuple:
            tokens.append(("f", t[0], len(t) - 1))
            stack.extend(reversed(t[1:]))
        elif type(t) is Var:
            tokens.append(("v", names.setdefault(id(t), len(names))))
        else:
            tokens.append((type(t), t))
    return tokens


def _children(tokens: list[object]) -> list[object]:
    """A node's children in SWI's order, given the order they were added."""
    words = [_word(t) for t in tokens]
    if len(tokens) < 2 or None in words:
        return tokens
    slots: list[int | None] = [None] * 4
    for word in words:
        slots = _put(slots, word)  # type: ignore[arg-type]
    at = dict(zip(words, tokens, strict=True))
    return [at[w] for w in slots if w is not None]


def _word(token: object) -> int | None:
    if type(token) is tuple and token[0] is int and -_SMALL <= token[1] < _SMALL:
        return int(token[1] << 7 | 3)
    if type(token) is tuple and token[0] == "v":
        return int(token[1] + 1) << 7
    return None


def _put(slots: list[int | None], word: int) -> list[int | None]:
    """htable_put: the slots after adding the word (resized when its probe runs long)."""
    while True:
        size = len(slots)
        idx = ((word >> 7) ^ (word >> 12) ^ word) & (size - 1)
        probes = 0
        while True:
            if slots[idx] is None:
                slots[idx] = word
                return slots
            probes += 1
            if probes >= 10 + (size >> 2):
                break
            idx = (idx + 1) & (size - 1)
        used = [w for w in slots if w is not None]  # htable_resize, then the copy
        grown = size << 2 if len(used) >= size >> 1 else size << 1 \
            if len(used) >= size >> 2 else size
        slots = [None] * grown
        for old in used:
            slots = _put(slots, old)
