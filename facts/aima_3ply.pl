% The 3-ply tree of seeds 000, 003 and 004 (AIMA fig. 5.2): MAX at a chooses among the
% MIN positions b, c, d; leaves 3, 12, 8 / 2, 4, 6 / 14, 5, 2.
% Expected answers:
%   ?- minimax(a, BestPos, Val, Path).          BestPos = b, Val = 3, Path = [b, b1].
%   ?- alphabeta(a, -inf, inf, GoodPos, Val).   GoodPos = b, Val = 3
%      evaluating 7 of the 9 leaves: after c1 = 2 < alpha = 3, c2 and c3 are pruned.

max_to_move(a).
max_to_move(b1). max_to_move(b2). max_to_move(b3).
max_to_move(c1). max_to_move(c2). max_to_move(c3).
max_to_move(d1). max_to_move(d2). max_to_move(d3).
min_to_move(b).  min_to_move(c).  min_to_move(d).

moves(a, [b, c, d]).
moves(b, [b1, b2, b3]).
moves(c, [c1, c2, c3]).
moves(d, [d1, d2, d3]).

static_eval(b1, 3).  static_eval(b2, 12). static_eval(b3, 8).
static_eval(c1, 2).  static_eval(c2, 4).  static_eval(c3, 6).
static_eval(d1, 14). static_eval(d2, 5).  static_eval(d3, 2).
