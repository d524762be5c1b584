% Facts and rules whose calls SWI-Prolog answers with or without a choice point.
moves(a, [b, c]). moves(b, [d, e]). moves(c, [f, g]). moves(d, []).
edge(a, b). edge(a, c). edge(a, d). edge(b, c). edge(c, d).
p(1, x, f(1)). p(2, y, f(2)). p(3, x, g(3)). p(4, z, f(4)).
q([a|_], 1). q([b|_], 2). q([], 3).
r(X, Y) :- X = Y.
r(a, b).
s(f(a), 1). s(f(b), 2). s(g(a), 3).
t([a, b], 1). t([a, c], 2). t([b, c], 3).
u(X, 1) :- X > 0. u(0, 2).
v(1, a). v(1, b). v(2, c).
w(a). w(b). w(X) :- X = c.
dq(1, "a"). dq(2, "b").
fl(1.0, a). fl(2.0, b).
big(1,a). big(2,b). big(3,c). big(4,d). big(5,e). big(6,f). big(7,g). big(8,h). big(9,i). big(10,j).
m(a, f(x), 1). m(a, g(y), 2). m(b, f(z), 3).
lst(X, [X|_]). lst(X, [_|T]) :- lst(X, T).
