% Determinism runner: consults the program given first, then for each goal("Text") in
% the file given second prints "det", "nondet" (a choice point is left after the first
% answer), "fail" or "error", one line per goal.

:- initialization(main, main).

main :-
    current_prolog_flag(argv, [Program, GoalFile|_]),
    load_files(user:Program, [silent(true)]),
    read_file_to_terms(GoalFile, Goals, []),
    forall(member(goal(Text), Goals), run(Text)).

run(Text) :-
    term_string(G, Text),
    (   catch(call_cleanup(user:G, Det = true), _, fail),
        ( Det == true -> R = det ; R = nondet )
    ->  true
    ;   R = fail
    ),
    format("~w~n", [R]).
