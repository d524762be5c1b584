% The worked example of seed 001 (Bratko's minimax in Prolog, course notes "Aula 5").
% Expected answers (SWI-Prolog running Bratko's code, and this library):
%   ?- minimax(a, BestPos, Val, NodeList).   BestPos = b, Val = 4, NodeList = [b, d, i].
%   ?- minimax(d, BestPos, Val, NodeList).   BestPos = i, Val = 4, NodeList = [i].
% alphabeta(a, -inf, inf, GoodPos, Val) gives the same move and value.

max_to_move(d).
max_to_move(e).
max_to_move(f).
max_to_move(g).
min_to_move(b).
min_to_move(c).
min_to_move(h).
min_to_move(i).
min_to_move(j).
min_to_move(l).
min_to_move(m).
min_to_move(n).
min_to_move(o).
min_to_move(p).

moves(a, [b, c]).
moves(b, [d, e]).
moves(c, [f, g]).
moves(d, [h, i]).
moves(e, [j, l]).
moves(f, [m, n]).
moves(g, [o, p]).

static_eval(h, 1).
static_eval(i, 4).
static_eval(j, 5).
static_eval(l, 6).
static_eval(m, 2).
static_eval(n, 1).
static_eval(o, 1).
static_eval(p, 1).
