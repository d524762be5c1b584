% A student's course file (seed 001, "Aula 5"): the tree as facts and the slide's own
% minimax/4, best/4 and betterof/9, copied as the slides write them. Loaded by
% logic-minimax, the facts go to the fast store and the rules to the engine; minimax/4 is
% then this file's own (as in SWI-Prolog), and the built-in port stays as lm_minimax/4.
%
% Expected answers (SWI-Prolog, and logic-minimax running this file):
%   ?- minimax(a, BestPos, Val, NodesList).
%   BestPos = b, Val = 4, NodesList = [b, d, i].
%   ?- minimax(d, BestPos, Val, NodesList).
%   BestPos = i, Val = 4, NodesList = [i].
%   ?- betterof(f, 2, g, 1, BestPos, Val, _, _, _).    % the slide's example
%   BestPos = g, Val = 1.
% The slide's best/4 keeps NodesList1 (the first candidate's list) in its head and never
% uses the NodesList betterof/9 chooses: NodesList is the path below the first
% candidate at each level, as SWI answers too. lm_minimax(a, B, V, P) gives Bratko's
% principal variation, [b, d, i] here as well.

:- dynamic max_to_move/1, min_to_move/1.

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

minimax(Pos, BestPos, Val, NodesList):-
    moves(Pos, PosList), !,
    best(PosList, BestPos, Val, NodesList).
minimax(Pos, BestPos, Val, []):-
    static_eval(Pos, Val).

best([Pos], Pos, Val, NodesList):-
    minimax(Pos, _, Val, NodesList), !.
best([Pos1|PosList], BestPos, BestVal, [BestPos|NodesList1]):-
    minimax(Pos1, _, Val1, NodesList1),
    best( PosList, Pos2, Val2, NodesList2),
    betterof(Pos1, Val1, Pos2, Val2, BestPos, BestVal,
        NodesList1, NodesList2, NodesList).

betterof(Pos0, Val0, Pos1, Val1, Pos0, Val0, NodesList0, NodesList1, NodesList0):-
    min_to_move(Pos0), Val0 > Val1, !.
betterof(Pos0, Val0, Pos1, Val1, Pos0, Val0, NodesList0, NodesList1, NodesList0):-
    max_to_move(Pos0), Val0 < Val1, !.
betterof(Pos0, Val0, Pos1, Val1, Pos1, Val1, NodesList0, NodesList1, NodesList1).
