% Expectiminimax (seed 003): MAX at a chooses between two dice-like chance positions and a
% sure value; MIN answers after the chance outcome. Values by seed 003's formula:
%   m1 = min(2, 4) = 2    m2 = min(6, 8) = 6    c1 = 0.5 * 2 + 0.5 * 6 = 4.0
%   m3 = min(3, 7) = 3    m4 = min(4, 9) = 4    c2 = 0.75 * 3 + 0.25 * 4 = 3.25
%   a = max(4.0, 3.25, 3.5) = 4.0
% Expected answers (the path follows a chance position's most likely outcome, the first
% of equally likely ones):
%   ?- expectiminimax(a, BestPos, Val, Path).   BestPos = c1, Val = 4.0, Path = [c1, m1, l1].
%   ?- expectiminimax(c2, BestPos, Val, Path).  BestPos = m3, Val = 3.25, Path = [m3, l5].
% Cut off after two moves (the heuristic static_eval of m1..m4 values them):
%   c1 = 0.5 * 3 + 0.5 * 3 = 3.0, c2 = 0.75 * 4 + 0.25 * 8 = 5.0, so a = 5.0 via [c2, m3].
% minimax(a, ...) is refused: a chance position needs expectiminimax.

% The facts are grouped by position, not by predicate: say so, as SWI-Prolog asks.
:- discontiguous moves/2, max_to_move/1, min_to_move/1, chance_to_move/1,
   static_eval/2, probability/3.

max_to_move(a).
moves(a, [c1, c2, s]).
min_to_move(s).
static_eval(s, 3.5).

chance_to_move(c1).
moves(c1, [m1, m2]).
probability(c1, m1, 0.5).
probability(c1, m2, 0.5).

chance_to_move(c2).
moves(c2, [m3, m4]).
probability(c2, m3, 0.75).
probability(c2, m4, 0.25).

min_to_move(m1). min_to_move(m2). min_to_move(m3). min_to_move(m4).
moves(m1, [l1, l2]).  static_eval(m1, 3).
moves(m2, [l3, l4]).  static_eval(m2, 3).
moves(m3, [l5, l6]).  static_eval(m3, 4).
moves(m4, [l7, l8]).  static_eval(m4, 8).

max_to_move(l1). max_to_move(l2). max_to_move(l3). max_to_move(l4).
max_to_move(l5). max_to_move(l6). max_to_move(l7). max_to_move(l8).
static_eval(l1, 2). static_eval(l2, 4).
static_eval(l3, 6). static_eval(l4, 8).
static_eval(l5, 3). static_eval(l6, 7).
static_eval(l7, 4). static_eval(l8, 9).
