% Minimax returning the principal variation (the spec for logic_minimax.minimax).
% Bratko, "Prolog Programming for Artificial Intelligence", fig. 22.3, with a path
% argument: Path = [BestPos, best successor of BestPos, ..., leaf], [] for a leaf.
% The tree is read from user: moves/2, min_to_move/1, max_to_move/1, static_eval/2.

:- module(minimax, [minimax/4]).

:- dynamic user:moves/2, user:min_to_move/1, user:max_to_move/1, user:static_eval/2.

minimax(Pos, BestPos, Val, [BestPos|Path]) :-
    moves(Pos, PosList), !,
    best(PosList, BestPos, Val, Path).
minimax(Pos, _, Val, []) :-
    static_eval(Pos, Val).

best([Pos], Pos, Val, Path) :-
    minimax(Pos, _, Val, Path), !.
best([Pos1|PosList], BestPos, BestVal, BestPath) :-
    minimax(Pos1, _, Val1, Path1),
    best(PosList, Pos2, Val2, Path2),
    betterof(Pos1, Val1, Path1, Pos2, Val2, Path2, BestPos, BestVal, BestPath).

betterof(Pos0, Val0, Path0, _, Val1, _, Pos0, Val0, Path0) :-
    min_to_move(Pos0), Val0 > Val1, !.
betterof(Pos0, Val0, Path0, _, Val1, _, Pos0, Val0, Path0) :-
    max_to_move(Pos0), Val0 < Val1, !.
betterof(_, _, _, Pos1, Val1, Path1, Pos1, Val1, Path1).
