% Seed 004's binary tree over an array of 8 leaf scores (the C++ Minimax(depth, nodeIndex,
% isMax, scores) example): scores 3, 5, 2, 9, 12, 5, 23, 23 with MAX to move at the root.
% max(min(max(3, 5), max(2, 9)), min(max(12, 5), max(23, 23))) = max(5, 12) = 12.
% Expected answers:
%   ?- minimax(n0, BestPos, Val, Path).   BestPos = n2, Val = 12, Path = [n2, n5, l4].
%   alphabeta gives the same move, value and path.

max_to_move(n0).
max_to_move(n3). max_to_move(n4). max_to_move(n5). max_to_move(n6).
min_to_move(n1). min_to_move(n2).
min_to_move(l0). min_to_move(l1). min_to_move(l2). min_to_move(l3).
min_to_move(l4). min_to_move(l5). min_to_move(l6). min_to_move(l7).

moves(n0, [n1, n2]).
moves(n1, [n3, n4]).  moves(n2, [n5, n6]).
moves(n3, [l0, l1]).  moves(n4, [l2, l3]).
moves(n5, [l4, l5]).  moves(n6, [l6, l7]).

static_eval(l0, 3).  static_eval(l1, 5).  static_eval(l2, 2).  static_eval(l3, 9).
static_eval(l4, 12). static_eval(l5, 5).  static_eval(l6, 23). static_eval(l7, 23).
