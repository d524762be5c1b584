% Bratko's alpha-beta (alphabeta_bratko.pl) with one more argument: the principal
% variation Path = [GoodPos, best successor of GoodPos, ..., leaf], [] for a leaf.
% The search logic is unchanged; the differential test checks that GoodPos and Val
% always equal those of the verbatim alphabeta/5.

:- module(alphabeta, [alphabeta/6]).

:- dynamic user:moves/2, user:min_to_move/1, user:max_to_move/1, user:static_eval/2.

alphabeta(Pos, Alpha, Beta, GoodPos, Val, Path) :-
    moves(Pos, PosList), !,
    boundedbest(PosList, Alpha, Beta, GoodPos, Val, Path)
    ;
    static_eval(Pos, Val), Path = [].

boundedbest([Pos|PosList], Alpha, Beta, GoodPos, GoodVal, GoodPath) :-
    alphabeta(Pos, Alpha, Beta, _, Val, Path),
    goodenough(PosList, Alpha, Beta, Pos, Val, [Pos|Path], GoodPos, GoodVal, GoodPath).

goodenough([], _, _, Pos, Val, Path, Pos, Val, Path) :- !.
goodenough(_, Alpha, Beta, Pos, Val, Path, Pos, Val, Path) :-
    min_to_move(Pos), Val > Beta, !
    ;
    max_to_move(Pos), Val < Alpha, !.
goodenough(PosList, Alpha, Beta, Pos, Val, Path, GoodPos, GoodVal, GoodPath) :-
    newbounds(Alpha, Beta, Pos, Val, NewAlpha, NewBeta),
    boundedbest(PosList, NewAlpha, NewBeta, Pos1, Val1, Path1),
    betterof(Pos, Val, Path, Pos1, Val1, Path1, GoodPos, GoodVal, GoodPath).

newbounds(Alpha, Beta, Pos, Val, Val, Beta) :-
    min_to_move(Pos), Val > Alpha, !.
newbounds(Alpha, Beta, Pos, Val, Alpha, Val) :-
    max_to_move(Pos), Val < Beta, !.
newbounds(Alpha, Beta, _, _, Alpha, Beta).

betterof(Pos, Val, Path, _, Val1, _, Pos, Val, Path) :-
    min_to_move(Pos), Val > Val1, !
    ;
    max_to_move(Pos), Val < Val1, !.
betterof(_, _, _, Pos1, Val1, Path1, Pos1, Val1, Path1).
