% Differential runner for the logic engine: reads case(File, Goals) terms from the batch
% file given as the first argument, consults each file and runs each goal (given as text)
% with an inference limit, printing one line per solution (S), per exception (X), per
% exhausted limit (L) and the end of each goal (E).  One process runs a whole batch.

:- initialization(main, main).

main :-
    current_prolog_flag(argv, [Batch|_]),
    read_file_to_terms(Batch, Cases, []),
    forall(nth1(I, Cases, case(File, Goals)), run_case(I, File, Goals)).

run_case(I, File, Goals) :-
    catch(load_files(File, [silent(true)]), E, (print_message(error, E))),
    forall(nth1(N, Goals, Text), run_goal(I, N, Text)),
    unload_file(File).

run_goal(I, N, Text) :-
    term_string(G, Text, [variable_names(Vs)]),
    catch(findall(Vs-R, limit(20, call_with_inference_limit(G, 200000, R)), Sols), E, true),
    (   nonvar(E)
    ->  show_exception(I, N, E)
    ;   forall(member(S-R, Sols), show_solution(I, N, S, R))
    ),
    format("E ~w ~w~n", [I, N]).

show_solution(I, N, _, inference_limit_exceeded) :- !,
    format("L ~w ~w~n", [I, N]).
show_solution(I, N, S, _) :-
    copy_term(S, S2), numbervars(S2, 0, _),
    format("S ~w ~w ~q~n", [I, N, S2]).

show_exception(I, N, error(Formal, _)) :- !,
    copy_term(Formal, F2), numbervars(F2, 0, _),
    format("X ~w ~w ~q~n", [I, N, F2]).
show_exception(I, N, Ball) :-
    copy_term(Ball, B2), numbervars(B2, 0, _),
    format("X ~w ~w ~q~n", [I, N, B2]).
