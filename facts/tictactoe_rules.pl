% Tic-tac-toe (seed 004) written as rules, with seed 000's open-lines heuristic. A
% position is the board as a list of nine cells, row by row: x, o, or e for an empty
% cell. X moves first and is MAX. Values: 1 X wins, -1 O wins, 0 a draw; an unfinished
% board is H / 10 with H = lines still open for X - lines still open for O. Moves fill
% cell 8 first, as logic_minimax.games.tictactoe orders them.
%
% Expected answers (SWI-Prolog running Bratko's code over these rules, and
% logic-minimax's built-in port):
%   ?- minimax([x,o,x, e,o,e, e,e,e], BestPos, Val, _).   % X must block the column
%   BestPos = [x,o,x,e,o,e,e,x,e], Val = 0.
%   ?- alphabeta([x,x,e, o,o,e, e,e,e], -inf, inf, GoodPos, Val).   % X wins at once
%   GoodPos = [x,x,x,o,o,e,e,e,e], Val = 1.

moves(Board, PosList) :-
    \+ won(Board, _),
    to_play(Board, Mark),
    findall(Next, (member(Cell, [8, 7, 6, 5, 4, 3, 2, 1, 0]),
                   nth0(Cell, Board, e),
                   play(Cell, Board, Mark, Next)),
            PosList),
    PosList \== [].

max_to_move(Board) :- to_play(Board, x).
min_to_move(Board) :- to_play(Board, o).

static_eval(Board, 1) :- won(Board, x), !.
static_eval(Board, -1) :- won(Board, o), !.
static_eval(Board, 0) :- \+ memberchk(e, Board), !.
static_eval(Board, Val) :-
    aggregate_all(count, (line(Line), open_for(Board, Line, o)), OpenX),
    aggregate_all(count, (line(Line), open_for(Board, Line, x)), OpenO),
    Val is (OpenX - OpenO) / 10.

% X plays when both have played as often.
to_play(Board, Mark) :-
    aggregate_all(count, member(x, Board), Xs),
    aggregate_all(count, member(o, Board), Os),
    ( Xs =:= Os -> Mark = x ; Mark = o ).

won(Board, Mark) :-
    line([A, B, C]),
    nth0(A, Board, Mark), Mark \== e,
    nth0(B, Board, Mark),
    nth0(C, Board, Mark).

% A line is open for a side while the other side has no mark on it.
open_for(Board, Line, Other) :-
    \+ ( member(Cell, Line), nth0(Cell, Board, Other) ).

play(0, [_|Cells], Mark, [Mark|Cells]) :- !.
play(N, [Cell|Cells], Mark, [Cell|Next]) :-
    M is N - 1,
    play(M, Cells, Mark, Next).

line([0, 1, 2]). line([3, 4, 5]). line([6, 7, 8]).
line([0, 3, 6]). line([1, 4, 7]). line([2, 5, 8]).
line([0, 4, 8]). line([2, 4, 6]).
