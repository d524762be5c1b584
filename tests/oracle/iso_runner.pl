% Conformance runner: reads goal("Text") terms from the file given second and runs each
% goal as findall with errors caught, over the program given first (loaded afresh for
% every goal, in module user), printing one line per goal:
%   N <tab> Result <tab> Output
% Result is s(Solutions) (each solution the list of the goal's named variables' values,
% numbered as '$VAR'), e(Formal) for error(Formal, _), b(Ball) for another ball, l for
% the inference limit, p for text that does not read; Output is what the goal
% wrote.  The flags and operators a goal changes are restored before the next one.

:- module(iso_runner, []).
:- initialization(main, main).

main :-
    current_prolog_flag(argv, [Program, GoalFile|_]),
    read_file_to_terms(GoalFile, Goals, []),
    findall(op(P, T, N), current_op(P, T, N), Ops),
    findall(F-V, ( member(F, [unknown, double_quotes, occurs_check]),
                   current_prolog_flag(F, V) ), Flags),
    findall(P/N, current_predicate(user:P/N), Own),
    forall(nth1(I, Goals, goal(Text)), run(I, Program, Text, Ops-Flags, Own)).

run(I, Program, Text, Saved, Own) :-
    load_files(user:Program, [silent(true), if(true)]),
    with_output_to(string(Out), outcome(Text, Result)),
    copy_term(Result, R),
    numbervars(R, 0, _, [singletons(false)]),
    format("~w\t~q\t~q~n", [I, R, Out]),
    restore(Saved),
    unload_file(Program),
    forall(( current_predicate(user:P/N), \+ memberchk(P/N, Own), functor(H, P, N),
             \+ predicate_property(user:H, imported_from(_)) ),
           abolish(user:P/N)).

outcome(Text, Result) :-
    catch(term_string(G, Text, [variable_names(Names), module(user)]), E, true),
    (   nonvar(E)
    ->  Result = p
    ;   maplist(value, Names, Vs),
        catch(findall(Vs-R, limit(50, call_with_inference_limit(user:G, 1000000, R)),
                      Sols),
              B, true),
        result(B, Sols, Result)
    ).

value(_=V, V).

result(B, _, Result) :- nonvar(B), !, ball(B, Result).
result(_, Sols, l) :- memberchk(_-inference_limit_exceeded, Sols), !.
result(_, Sols, s(Vs)) :- pairs_keys(Sols, Vs).

ball(error(existence_error(procedure, _:PI), _), e(existence_error(procedure, PI))) :- !.
ball(error(Formal, _), e(Formal)) :- !.
ball(Ball, b(Ball)).

restore(Ops-Flags) :-
    forall(member(F-V, Flags), set_prolog_flag(user:F, V)),
    forall(( current_op(P, T, N), \+ memberchk(op(P, T, N), Ops) ),
           catch(op(0, T, N), _, true)),
    forall(( member(op(P, T, N), Ops), \+ current_op(P, T, N) ),
           catch(op(P, T, N), _, true)).
