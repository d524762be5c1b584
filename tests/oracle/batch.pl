% What the test runners share: reading a batch file term by term, and replacing the
% game tree in user with the facts of the next job.

:- module(batch, [for_each_term/2, replace_tree/1]).

:- meta_predicate for_each_term(+, 1).

%!  for_each_term(+File, :Goal) is det.
%   Call Goal on each term of File, in order.
for_each_term(File, Goal) :-
    setup_call_cleanup(open(File, read, In), each_term_(In, Goal), close(In)).

each_term_(In, Goal) :-
    read_term(In, Term, []),
    (   Term == end_of_file
    ->  true
    ;   call(Goal, Term),
        each_term_(In, Goal)
    ).

%!  replace_tree(+Facts) is det.
%   Make Facts (moves/2, min_to_move/1, max_to_move/1, static_eval/2) the tree in user.
replace_tree(Facts) :-
    retractall(user:moves(_, _)),
    retractall(user:min_to_move(_)),
    retractall(user:max_to_move(_)),
    retractall(user:static_eval(_, _)),
    forall(member(F, Facts), assertz(user:F)).
