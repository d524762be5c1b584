% Tabled programs (the usual graph and dynamic-programming exercises): left recursion,
% right recursion, mutual recursion over a cyclic graph, answer subsumption (min/max).
:- table path/2.
path(X, Y) :- path(X, Z), edge(Z, Y).
path(X, Y) :- edge(X, Y).

:- table conn/2.
conn(X, Y) :- edge(X, Y).
conn(X, Y) :- edge(X, Z), conn(Z, Y).

:- table even/1, odd/1.
even(0).
even(N) :- odd(M), M < 20, N is M + 1.
odd(N) :- even(M), M < 20, N is M + 1.

:- table reach/2.
reach(X, Y) :- reach(X, Z), reach(Z, Y).
reach(X, Y) :- edge(X, Y).

edge(a, b). edge(b, c). edge(c, a). edge(c, d). edge(d, e).

:- table fib/2.
fib(0, 0).
fib(1, 1).
fib(N, F) :- N > 1, N1 is N - 1, N2 is N - 2, fib(N1, F1), fib(N2, F2), F is F1 + F2.

:- table shortest(_, _, min).
shortest(X, Y, D) :- road(X, Y, D).
shortest(X, Y, D) :- shortest(X, Z, D1), road(Z, Y, D2), D is D1 + D2.

:- table longest(_, _, max).
longest(X, Y, D) :- road(X, Y, D).
longest(X, Y, D) :- longest(X, Z, D1), road(Z, Y, D2), D is D1 + D2.

road(a, b, 1). road(b, c, 2). road(a, c, 5). road(c, d, 1). road(b, d, 7).

:- table s/2.
s(X, Y) :- s(X, Z), t(Z, Y).
s(X, Y) :- t(X, Y).
t(1, 2). t(2, 3). t(3, 1).

:- table lcs/3.
lcs([], _, 0) :- !.
lcs(_, [], 0) :- !.
lcs([X|Xs], [X|Ys], N) :- !, lcs(Xs, Ys, N0), N is N0 + 1.
lcs([X|Xs], [Y|Ys], N) :- lcs(Xs, [Y|Ys], N1), lcs([X|Xs], Ys, N2), N is max(N1, N2).
