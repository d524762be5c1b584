% Trace runner for the trace tests: SWI-Prolog's own tracer on the reference programs.
%
%   swipl trace_runner.pl BATCH_FILE
%
% BATCH_FILE holds terms job(Id, Root, Facts, Search): Facts as in runner.pl, Search is
% minimax or alphabeta(Alpha, Beta). For each job the facts replace the previous job's,
% the search runs under the tracer, and each port of the traced predicates prints
%
%   Id  Port: (Level) Goal
%
% with unbound variables written _ ; then "Id end". Traced: the predicates of minimax.pl
% and alphabeta_bratko.pl, moves/2 and static_eval/2; ports call, exit, fail, and redo
% of minimax/4 and alphabeta/5 (a leaf moving on to static_eval).

:- use_module(batch).
:- use_module(minimax).
:- use_module(alphabeta_bratko).

:- initialization(main, main).

main([File]) :-
    for_each_term(File, run_job).

:- dynamic current_job/1.

run_job(job(Id, Root, Facts, Search)) :-
    replace_tree(Facts),
    retractall(current_job(_)),
    assertz(current_job(Id)),
    goal(Search, Root, Goal),
    leash(-all),
    visible(+all),
    (   trace, call(Goal) -> notrace ; notrace ),
    format('~w\tend~n', [Id]).

goal(minimax, Root, minimax:minimax(Root, _, _, _)).
goal(alphabeta(A, B), Root, alphabeta_bratko:alphabeta(Root, A, B, _, _)).

traced(minimax/4).
traced(best/4).
traced(betterof/9).
traced(alphabeta/5).
traced(boundedbest/5).
traced(goodenough/7).
traced(newbounds/6).
traced(betterof/6).
traced(moves/2).
traced(static_eval/2).

port_name(call, 'Call', _).
port_name(exit, 'Exit', _).
port_name(fail, 'Fail', _).
port_name(redo(_), 'Redo', minimax/4).
port_name(redo(_), 'Redo', alphabeta/5).

user:prolog_trace_interception(Port, Frame, _, continue) :-
    prolog_frame_attribute(Frame, goal, Goal0),
    strip_module(Goal0, _, Goal),
    functor(Goal, Name, Arity),
    traced(Name/Arity),
    port_name(Port, PortName, Name/Arity),
    !,
    prolog_frame_attribute(Frame, level, Level),
    current_job(Id),
    copy_term(Goal, Shown),
    term_variables(Shown, Vars),
    maplist(=('$VAR'('_')), Vars),
    format('~w\t~w: (~d) ~W~n', [Id, PortName, Level, Shown,
                                 [quoted(true), numbervars(true), spacing(next_argument)]]).
user:prolog_trace_interception(_, _, _, continue).
