% SWI-Prolog side of the benchmark: load a fact file, run Bratko's search, print times.
%
%   swipl benchmarks/bench.pl -- FILE ROOT Loader Algorithm
%
% Loader: consult (SWI's own loader, as users run it) or assertz (the fastest plain
% loader: read_term/3 and assertz/1 in a loop). Algorithm: minimax (tests/oracle/minimax.pl,
% with the path), alphabeta (Bratko's fig. 22.5 verbatim, full window) or findall (the
% Datalog benchmark's range query: the positions with a static value above 990; Best is
% their number, Value the threshold).
% Prints one line: load=Seconds search=Seconds cpuload=Seconds cpusearch=Seconds
% best=Best value=Value (wall and CPU seconds).

:- use_module('../tests/oracle/minimax').
:- use_module('../tests/oracle/alphabeta_bratko').
:- initialization(main, main).

main([File, RootText, Loader, Algorithm]) :-
    atom_string(Root, RootText),
    get_time(T0), statistics(cputime, C0),
    load(Loader, File),
    get_time(T1), statistics(cputime, C1),
    search(Algorithm, Root, Best, Value),
    get_time(T2), statistics(cputime, C2),
    Load is T1 - T0, Search is T2 - T1, CpuLoad is C1 - C0, CpuSearch is C2 - C1,
    format("load=~6f search=~6f cpuload=~6f cpusearch=~6f best=~q value=~q~n",
           [Load, Search, CpuLoad, CpuSearch, Best, Value]).

load(consult, File) :-
    style_check(-discontiguous),
    consult(user:File).
load(assertz, File) :-
    setup_call_cleanup(open(File, read, In), read_all(In), close(In)).

read_all(In) :-
    read_term(In, Term, []),
    (   Term == end_of_file
    ->  true
    ;   assertz(user:Term),
        read_all(In)
    ).

search(minimax, Root, Best, Value) :-
    minimax:minimax(Root, Best, Value, _).
search(alphabeta, Root, Best, Value) :-
    alphabeta_bratko:alphabeta(Root, -inf, inf, Best, Value).
search(findall, _, Count, 990) :-
    findall(X, (user:static_eval(X, V), V > 990), Xs),
    length(Xs, Count).
