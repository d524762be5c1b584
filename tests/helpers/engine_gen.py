"""Random Prolog programs and goals for the engine's differential tests against SWI-Prolog.

Each case is a small program (facts, list recursion, cut, if-then-else, negation,
arithmetic, assert/retract on a dynamic predicate, exceptions) plus goals over it and over
the built-ins (all-solutions with ``^`` and free-variable grouping, atoms and strings,
sorting, terms, printing with ``with_output_to``).  Everything terminates; predicates of
case ``k`` carry the suffix ``_k`` so one SWI process can load every case in turn.
"""

from __future__ import annotations

import random
from dataclasses import dataclass


@dataclass(frozen=True)
class Case:
    program: str
    goals: tuple[str, ...]


# [] and '[]' are distinct (SWI 7): both are generated.
ATOMS = ["a", "b", "c", "d", "'A b'", "'hello'", "x1", "'don''t'", "{}", "-", "[]", "'[]'"]
SMALL = [0, 1, 2, 3, -1, -2, 5, 7, 10]
FLOATS = ["1.5", "-0.5", "2.0", "0.1", "1.0e10", "3.25", "-0.0", "0.0"]
BIG = ["123456789012345678901234567890", "-9223372036854775809", "(1 << 200)", "10**20",
       "25 * 10**30", "-(3**70)", "9223372036854775807"]
"""Integers beyond a float's precision or 64 bits (issue 30's campaign: format/2)."""


class Gen:
    def __init__(self, seed: int, k: int) -> None:
        self.r = random.Random(seed * 1000 + k)
        self.k = k

    def atom(self) -> str:
        return self.r.choice(ATOMS)

    def number(self) -> str:
        if self.r.random() < 0.25:
            return self.r.choice(FLOATS)
        return str(self.r.choice(SMALL))

    def const(self) -> str:
        return self.atom() if self.r.random() < 0.5 else self.number()

    def int_list(self, n: int | None = None) -> str:
        n = self.r.randint(0, 5) if n is None else n
        return "[" + ", ".join(str(self.r.randint(-3, 9)) for _ in range(n)) + "]"

    def any_list(self) -> str:
        n = self.r.randint(0, 4)
        return "[" + ", ".join(self.const() for _ in range(n)) + "]"

    def expr(self, depth: int = 0) -> str:
        r = self.r
        if depth > 2 or r.random() < 0.3:
            return self.number() if r.random() < 0.8 else r.choice(["pi", "e", "inf"])
        op = r.choice(["+", "-", "*", "/", "//", "mod", "rem", "div", "**", "^", "min",
                       "max", "abs", "sign", "-u", "truncate", "float", "integer",
                       "sqrt", "gcd", ">>", "<<", "/\\", "xor", "msb", "round", "ceiling"])
        a, b = self.expr(depth + 1), self.expr(depth + 1)
        if op in ("min", "max", "gcd"):
            return f"{op}({a}, {b})"
        if op in ("abs", "sign", "truncate", "float", "integer", "sqrt", "msb", "round",
                  "ceiling"):
            return f"{op}({a})"
        if op == "-u":
            return f"-({a})"
        return f"({a}) {op} ({b})"

    # -- programs ---------------------------------------------------------------------

    def program(self) -> tuple[str, list[str]]:
        k, r = self.k, self.r
        lines = [f":- dynamic(cnt_{k}/1)."]
        keys = [self.atom() for _ in range(r.randint(2, 6))]
        for key in keys:
            lines.append(f"f_{k}({key}, {self.number()}).")
        for _ in range(r.randint(1, 4)):
            lines.append(f"g_{k}({self.number()}, {self.const()}).")
        kk = r.randint(0, 5)
        lines += [
            f"len_{k}([], 0).",
            f"len_{k}([_|T], N) :- len_{k}(T, M), N is M + 1.",
            f"sum_{k}([], S, S).",
            f"sum_{k}([X|Xs], S0, S) :- S1 is S0 + X, sum_{k}(Xs, S1, S).",
            f"first_{k}(X, Y) :- f_{k}(X, Y), Y > {kk}, !.",
            f"first_{k}(none, 0).",
            f"cls_{k}(X, C) :- ( X > {kk} -> C = big ; X =:= {kk} -> C = eq ; C = small ).",
            f"neg_{k}(X) :- \\+ f_{k}(X, _).",
            f"pick_{k}(X, [X|_]).",
            f"pick_{k}(X, [_|T]) :- pick_{k}(X, T).",
            f"safe_{k}(X, Y, Z) :- catch(Z is X / Y, error(E, _), Z = err(E)).",
            f"count_{k}(N) :- retractall(cnt_{k}(_)), assertz(cnt_{k}(0)), "
            f"forall(f_{k}(_, _), (retract(cnt_{k}(C)), C1 is C + 1, assertz(cnt_{k}(C1)))), "
            f"cnt_{k}(N).",
            f"soft_{k}(X, Y) :- ( f_{k}(X, Y) *-> true ; X = no, Y = 0 ).",
            f"once_{k}(X) :- once(f_{k}(X, _)).",
            f"twice_{k}(X) :- f_{k}(X, _), f_{k}(X, _).",
            f"cut_{k}(X) :- member(X, [1, 2, 3]), X > {r.randint(0, 3)}, !.",
        ]
        r.shuffle(lines[1:1 + len(keys)])
        return "\n".join(lines) + "\n", keys

    def goals(self, keys: list[str]) -> list[str]:
        k, r = self.k, self.r
        key = r.choice(keys)
        pool = [
            f"f_{k}(X, Y)", f"f_{k}({key}, Y)", f"g_{k}(X, Y)",
            f"first_{k}(X, Y)", f"cls_{k}({self.number()}, C)", f"neg_{k}({self.atom()})",
            f"pick_{k}(X, {self.any_list()})", f"safe_{k}({self.number()}, {self.number()}, Z)",
            f"count_{k}(N)", f"soft_{k}({self.atom()}, Y)", f"once_{k}(X)", f"twice_{k}(X)",
            f"cut_{k}(X)", f"len_{k}({self.any_list()}, N)",
            f"sum_{k}({self.int_list()}, 0, S)",
            f"findall(X-Y, f_{k}(X, Y), L)", f"findall(X, (f_{k}(X, Y), Y > 1), L)",
            f"bagof(X, f_{k}(X, Y), L)", f"setof(X, Y^f_{k}(X, Y), L)",
            f"setof(Y-X, f_{k}(X, Y), L)", f"bagof(X-Y, g_{k}(X, Y), L)",
            f"setof(X, g_{k}(X, Y), L)",
            f"aggregate_all(count, f_{k}(_, _), N)",
            f"aggregate_all(sum(Y), f_{k}(_, Y), S)", f"aggregate_all(max(Y), f_{k}(_, Y), M)",
            f"aggregate_all(bag(X), f_{k}(X, _), B)", f"aggregate_all(set(X), f_{k}(X, _), B)",
            f"X is {self.expr()}", f"X = {self.number()}, Y is X * 2, Y > {self.number()}",
            f"{self.expr()} =:= {self.expr()}", f"{self.expr()} < {self.expr()}",
            f"between(1, {r.randint(0, 6)}, X), X mod 2 =:= 0",
            f"length(L, {r.randint(0, 3)})", f"append(X, Y, {self.any_list()})",
            f"msort({self.any_list()}, L)", f"sort({self.any_list()}, L)",
            f"sort(0, @>=, {self.int_list()}, L)", f"predsort([O,A,B]>>compare(O,A,B), "
            f"{self.int_list()}, L)",
            f"nth0(I, {self.any_list()}, E)", f"nth1(2, {self.any_list()}, E)",
            f"last({self.any_list()}, E)", f"reverse({self.any_list()}, R)",
            f"select(X, {self.int_list(3)}, R)", f"permutation({self.int_list(3)}, P)",
            f"max_list({self.int_list()}, M)", f"sum_list({self.int_list()}, S)",
            f"list_to_set({self.any_list()}, S)", f"exclude([X]>>(X > 2), {self.int_list()}, L)",
            f"partition([X]>>(X < 3), {self.int_list()}, I, E)",
            f"foldl([X,A0,A]>>(A is A0 + X), {self.int_list()}, 0, S)",
            f"maplist([X,Y]>>(Y is X * X), {self.int_list()}, L)",
            f"atom_codes({self.atom()}, C)", "atom_chars(X, [a, b])",
            f"atom_length({self.const()}, N)", f"atom_concat(X, Y, {self.atom()})",
            "sub_atom(hello, B, 2, A, S)", f"atomic_list_concat([a, {self.const()}, c], X)",
            "atomic_list_concat(L, '-', 'a-b--c')", f"upcase_atom({self.atom()}, U)",
            f"atom_number('{self.number()}', N)", "number_codes(N, \"42\")",
            "atom_string(A, \"xy\")", "string_concat(\"ab\", X, \"abc\")",
            "split_string(\"a,b,,c\", \",\", \"\", P)", "string_chars(S, [h, i])",
            f"term_to_atom(f(X, {self.const()}), A)", f"X = f({self.const()}), X =.. L",
            "functor(F, point, 3)", f"functor({self.const()}, N, A)",
            f"arg(2, g({self.const()}, {self.const()}), A)",
            "copy_term(f(X, Y, X), C)", f"compare(O, {self.const()}, {self.const()})",
            f"{self.const()} @< {self.const()}", f"{self.const()} == {self.const()}",
            f"msort([{self.const()}, {self.const()}, f(x), \"s\", Z], L)",
            f"succ(X, {r.randint(0, 4)})", f"plus(2, X, {r.randint(0, 9)})",
            f"with_output_to(string(S), print({self.const()}))",
            f"with_output_to(string(S), writeq(f({self.const()}, -(1), - 1, 1-(-1), "
            f"'$VAR'(1), \"s\", [a|b], {{x}}, (a:-b,c))))",
            f"format(atom(A), \"~w|~a|~d|~q~n\", [{self.const()}, abc, {r.randint(-9, 99)}, "
            f"'X y'])",
            "format(atom(A), \"~t~w~10||~2f|~e\", [right, 3.14159, 2.5])",
            "catch(atom_length(X, Y), error(E, _), true)",
            # issue 30's campaign: big integers in format/2, its columns, -0.0 in the
            # standard order, library(lists)' rules on partial lists, cyclic terms
            f"X is {r.choice(BIG)}, format(atom(A), \"~{r.randint(0, 3)}f ~{r.randint(0, 3)}e "
            f"~g ~d\", [X, X, X, X])",
            f"format(atom(A), \"~a~*c~t~w~12|~w~4+~w\", [{self.atom()}, {r.randint(0, 3)}, "
            f"0'x, {self.const()}, {self.const()}, {self.const()}])",
            f"msort([{self.number()}, {self.number()}, 0, -0.0, 0.0], L)",
            f"sort(0, @>=, [{self.number()}, {self.number()}, -0.0, 0.0], L)",
            f"catch({r.choice(['subtract', 'union', 'intersection'])}(L, {self.int_list()}, "
            f"R), error(E, _), true)",
            f"catch({r.choice(['min_member', 'max_member'])}(M, {r.choice(['foo', '[a|b]'])}), "
            f"error(E, _), true)",
            f"catch((X = f(X, {self.const()}), Y is X + 1), error(type_error(T, _), _), true)",
            f"catch((X = f(X), assertz(cyc_{k}(X))), error(E, _), true)",
            f"catch(undefined_{k}(1), error(E, _), true)",
            "catch(X is foo + 1, error(E, _), true)",
            f"catch(throw(ball({self.const()})), B, true)",
            f"undefined_{k}(X)", "X is 1 / 0", "atom_length(123, N)",
            f"\\+ member({self.const()}, {self.any_list()})",
            "( member(X, [1, 2, 3]), X > 1 -> Y = yes ; Y = no )",
            f"forall(member(X, {self.int_list()}), X > -5)",
            f"assertz(cnt_{k}(7)), retract(cnt_{k}(X))",
            "X = \"a string\", string(X), string_length(X, N)",
        ]
        n = r.randint(3, 7)
        return [r.choice(pool) for _ in range(n)]


def cases(seed: int, count: int) -> list[Case]:
    out = []
    for k in range(count):
        gen = Gen(seed, k)
        program, keys = gen.program()
        out.append(Case(program, tuple(gen.goals(keys))))
    return out
