% Batch runner for the differential tests.
%
%   swipl runner.pl BATCH_FILE
%
% BATCH_FILE holds terms tree(Id, Root, Facts, Windows): Facts is a list of
% moves/2, min_to_move/1, max_to_move/1 and static_eval/2 facts, Windows a list
% of w(Alpha, Beta) (inf and -inf allowed). For each tree the facts replace the
% previous tree's, then each query prints one tab-separated line:
%
%   Id  Query  Status  Best  Value  Path
%
% Query is minimax, ab5:K or ab6:K (K = index into Windows); Status is ok, false,
% limit or error (then Best holds the error term); Best is empty when unbound (a
% leaf root); Path is space-separated. Atoms and numbers are written with ~q.

:- use_module(batch).
:- use_module(minimax).
:- use_module(alphabeta_bratko).
:- use_module(alphabeta).

:- initialization(main, main).

inference_limit(10000000).

main([File]) :-
    for_each_term(File, run_tree).

run_tree(tree(Id, Root, Facts, Windows)) :-
    replace_tree(Facts),
    run_query(Id, minimax, minimax:minimax(Root, Best, Val, Path), Best, Val, Path),
    forall(nth0(K, Windows, w(A, B)),
           (   run_query(Id, ab5:K, alphabeta_bratko:alphabeta(Root, A, B, Best5, Val5),
                         Best5, Val5, []),
               run_query(Id, ab6:K, alphabeta:alphabeta(Root, A, B, Best6, Val6, Path6),
                         Best6, Val6, Path6)
           )).

run_query(Id, Query, Goal, Best, Val, Path) :-
    inference_limit(Limit),
    catch(( call_with_inference_limit(Goal, Limit, R)
          -> ( R == inference_limit_exceeded -> Status = limit ; Status = ok )
          ;  Status = false
          ),
          E, Status = error(E)),
    report(Status, Id, Query, Best, Val, Path).

report(ok, Id, Query, Best, Val, Path) :- !,
    ( var(Best) -> BestText = '' ; format(atom(BestText), '~q', [Best]) ),
    format(atom(ValText), '~q', [Val]),
    maplist([P, T]>>format(atom(T), '~q', [P]), Path, PathTexts),
    atomic_list_concat(PathTexts, ' ', PathText),
    format('~w\t~w\tok\t~w\t~w\t~w~n', [Id, Query, BestText, ValText, PathText]).
report(error(E), Id, Query, _, _, _) :- !,
    format('~w\t~w\terror\t~q\t\t~n', [Id, Query, E]).
report(Status, Id, Query, _, _, _) :-
    format('~w\t~w\t~w\t\t\t~n', [Id, Query, Status]).
