% The part of library(lists), library(apply), library(yall), library(aggregate) and
% boot/bags.pl that is simplest in Prolog, written as SWI-Prolog writes it (so answers
% and determinism match).  Loaded once per engine from a cached parse.

append([], L, L).
append([H|T], L, [H|R]) :- append(T, L, R).

append(ListOfLists, List) :- '$append_'(ListOfLists, List).
'$append_'([], []).
'$append_'([L|Ls], As) :- append(L, Ws, As), '$append_'(Ls, Ws).


nth0(V, In, Element, Rest) :- var(V), !, '$nth_gen4'(In, Element, Rest, 0, V).
nth0(V, In, Element, Rest) :- must_be(nonneg, V), '$nth_del'(V, In, Element, Rest).
nth1(V, In, Element, Rest) :- var(V), !, '$nth_gen4'(In, Element, Rest, 1, V).
nth1(V, In, Element, Rest) :- must_be(positive_integer, V), V0 is V - 1, '$nth_del'(V0, In, Element, Rest).
'$nth_gen4'([Elem|Rest], Elem, Rest, Base, Base).
'$nth_gen4'([H|T], Elem, [H|Rest], N, Base) :- succ(N, M), '$nth_gen4'(T, Elem, Rest, M, Base).
'$nth_del'(0, [Elem|Rest], Elem, Rest) :- !.
'$nth_del'(N, [H|T], Elem, [H|Rest]) :- M is N - 1, '$nth_del'(M, T, Elem, Rest).

% reverse/2: a proper list at once; otherwise element by element, the second list's
% length bounding the first's, so a partial list ends.
reverse(Xs, Ys) :- '$reverse'(Xs, Rs), !, Ys = Rs.
reverse(Xs, Ys) :- '$reverse_'(Xs, Ys, [], Ys).
'$reverse_'([], [], Ys, Ys).
'$reverse_'([X|Xs], [_|Bound], Rs, Ys) :- '$reverse_'(Xs, Bound, [X|Rs], Ys).

same_length([], []).
same_length([_|T1], [_|T2]) :- same_length(T1, T2).
proper_length(List, Length) :- is_list(List), length(List, Length).
is_set(Set) :- is_list(Set), length(Set, N), sort(Set, Sorted), length(Sorted, N).
subset([], _) => true.
subset([E|R], Set) => memberchk(E, Set), subset(R, Set).
sumlist(List, Sum) :- sum_list(List, Sum).
max_member(Pred, Max, [H|T]) => '$max_member_'(T, Pred, H, Max).
max_member(_, _, []) => fail.
'$max_member_'([], _, Max0, Max) => Max = Max0.
'$max_member_'([H|T], Pred, Max0, Max) => ( call(Pred, H, Max0) -> '$max_member_'(T, Pred, Max0, Max) ; '$max_member_'(T, Pred, H, Max) ).
min_member(Pred, Min, [H|T]) => '$min_member_'(T, Pred, H, Min).
min_member(_, _, []) => fail.
'$min_member_'([], _, Min0, Min) => Min = Min0.
'$min_member_'([H|T], Pred, Min0, Min) => ( call(Pred, Min0, H) -> '$min_member_'(T, Pred, Min0, Min) ; '$min_member_'(T, Pred, H, Min) ).
clumped(Items, Counts) :- '$clump'(Items, Counts).
'$clump'([], []).
'$clump'([H|T0], [H-C|T]) :- '$ccount'(T0, H, T1, 1, C), '$clump'(T1, T).
'$ccount'([H|T0], E, T, C0, C) :- E == H, !, C1 is C0 + 1, '$ccount'(T0, E, T, C1, C).
'$ccount'(List, _, List, C, C).
partition(Pred, List, Less, Equal, Greater) :- '$partition5'(List, Pred, Less, Equal, Greater).
'$partition5'([], _, [], [], []).
'$partition5'([H|T], Pred, L, E, G) :-
    call(Pred, H, Diff),
    '$partition5_'(Diff, H, Pred, T, L, E, G).
'$partition5_'(<, H, Pred, T, [H|L], E, G) :- !, '$partition5'(T, Pred, L, E, G).
'$partition5_'(=, H, Pred, T, L, [H|E], G) :- !, '$partition5'(T, Pred, L, E, G).
'$partition5_'(>, H, Pred, T, L, E, [H|G]) :- !, '$partition5'(T, Pred, L, E, G).
'$partition5_'(Diff, _, _, _, _, _, _) :- throw(error(domain_error(order, Diff), _)).
max_list(Xs, Max) :- '$max_list'(Xs, Max).
min_list(Xs, Min) :- '$min_list'(Xs, Min).
last([X|Xs], Last) :- '$last_'(Xs, X, Last).
'$last_'([], Last, Last).
'$last_'([X|Xs], _, Last) :- '$last_'(Xs, X, Last).

select(X, [Head|Tail], Rest) :- '$select3_'(Tail, Head, X, Rest).
'$select3_'(Tail, Head, Head, Tail).
'$select3_'([Head2|Tail], Head, X, [Head|Rest]) :- '$select3_'(Tail, Head2, X, Rest).
selectchk(Elem, List, Rest) :- select(Elem, List, Rest0), !, Rest = Rest0.
select(X, Xs, Y, Ys) :- '$select4_'(Xs, X, Y, Ys).
'$select4_'([X|T], X, Y, [Y|T]).
'$select4_'([H|T], X, Y, [H|T2]) :- '$select4_'(T, X, Y, T2).

include(Goal, List, Included) :- '$include_'(List, Goal, Included).
'$include_'([], _, []).
'$include_'([X1|Xs1], P, Included) :- ( call(P, X1) -> Included = [X1|Included1] ; Included = Included1 ), '$include_'(Xs1, P, Included1).
exclude(Goal, List, Included) :- '$exclude_'(List, Goal, Included).
'$exclude_'([], _, []).
'$exclude_'([X1|Xs1], P, Included) :- ( call(P, X1) -> Included = Included1 ; Included = [X1|Included1] ), '$exclude_'(Xs1, P, Included1).
partition(Pred, List, Included, Excluded) :- '$partition_'(List, Pred, Included, Excluded).
'$partition_'([], _, [], []).
'$partition_'([H|T], Pred, I, E) :- ( call(Pred, H) -> I = [H|I1], E = E1 ; I = I1, E = [H|E1] ), '$partition_'(T, Pred, I1, E1).

maplist(Goal, List) :- '$maplist_'(List, Goal).
'$maplist_'([], _).
'$maplist_'([E|Es], Goal) :- call(Goal, E), '$maplist_'(Es, Goal).
maplist(Goal, L1, L2) :- '$maplist_'(L1, L2, Goal).
'$maplist_'([], [], _).
'$maplist_'([E1|Es1], [E2|Es2], Goal) :- call(Goal, E1, E2), '$maplist_'(Es1, Es2, Goal).
maplist(Goal, L1, L2, L3) :- '$maplist_'(L1, L2, L3, Goal).
'$maplist_'([], [], [], _).
'$maplist_'([E1|Es1], [E2|Es2], [E3|Es3], Goal) :- call(Goal, E1, E2, E3), '$maplist_'(Es1, Es2, Es3, Goal).
maplist(Goal, L1, L2, L3, L4) :- '$maplist_'(L1, L2, L3, L4, Goal).
'$maplist_'([], [], [], [], _).
'$maplist_'([E1|Es1], [E2|Es2], [E3|Es3], [E4|Es4], Goal) :- call(Goal, E1, E2, E3, E4), '$maplist_'(Es1, Es2, Es3, Es4, Goal).

foldl(Goal, List, V0, V) :- '$foldl_'(List, Goal, V0, V).
'$foldl_'([], _, V, V).
'$foldl_'([X|Xs], Goal, V0, V) :- call(Goal, X, V0, V1), '$foldl_'(Xs, Goal, V1, V).
foldl(Goal, List1, List2, V0, V) :- '$foldl_'(List1, List2, Goal, V0, V).
'$foldl_'([], [], _, V, V).
'$foldl_'([X|Xs], [Y|Ys], Goal, V0, V) :- call(Goal, X, Y, V0, V1), '$foldl_'(Xs, Ys, Goal, V1, V).
foldl(Goal, List1, List2, List3, V0, V) :- '$foldl_'(List1, List2, List3, Goal, V0, V).
'$foldl_'([], [], [], _, V, V).
'$foldl_'([X|Xs], [Y|Ys], [Z|Zs], Goal, V0, V) :- call(Goal, X, Y, Z, V0, V1), '$foldl_'(Xs, Ys, Zs, Goal, V1, V).

delete([], _, []).
delete([Elem|Tail], Del, Result) :- ( \+ Elem \= Del -> delete(Tail, Del, Result) ; Result = [Elem|Tail1], delete(Tail, Del, Tail1) ).
subtract([], _, R) => R = [].
subtract([E|T], D, R) => ( memberchk(E, D) -> subtract(T, D, R) ; R = [E|R1], subtract(T, D, R1) ).
intersection([], _, Set) => Set = [].
intersection([X|T], L, Intersect) => ( memberchk(X, L) -> Intersect = [X|R], intersection(T, L, R) ; intersection(T, L, Intersect) ).
union([], L0, L) => L = L0.
union([H|T], L, Union) => ( memberchk(H, L) -> union(T, L, Union) ; Union = [H|R], union(T, L, R) ).
nextto(X, Y, [X,Y|_]).
nextto(X, Y, [_|Zs]) :- nextto(X, Y, Zs).
permutation(Xs, Ys) :-
    '$skip_list'(Xs, XTail), '$skip_list'(Ys, YTail),
    (   XTail == [], YTail == [] -> length(Xs, N), length(Ys, N)
    ;   var(XTail), YTail == [] -> length(Ys, N), length(Xs, N)
    ;   XTail == [], var(YTail) -> length(Xs, N), length(Ys, N)
    ;   var(XTail), var(YTail) -> length(Xs, N), length(Ys, N)
    ;   must_be(list, Xs), must_be(list, Ys)
    ),
    '$perm'(Xs, Ys).
'$perm'([], []).
'$perm'(List, [First|Perm]) :- select(First, List, Rest), '$perm'(Rest, Perm).
max_member(Max, [H|T]) => '$max_member_'(T, H, Max).
max_member(_, []) => fail.
'$max_member_'([], Max0, Max) => Max = Max0.
'$max_member_'([H|T], Max0, Max) => ( H @=< Max0 -> '$max_member_'(T, Max0, Max) ; '$max_member_'(T, H, Max) ).
min_member(Min, [H|T]) => '$min_member_'(T, H, Min).
min_member(_, []) => fail.
'$min_member_'([], Min0, Min) => Min = Min0.
'$min_member_'([H|T], Min0, Min) => ( H @>= Min0 -> '$min_member_'(T, Min0, Min) ; '$min_member_'(T, H, Min) ).
predsort(P, L, Sorted) :-
    '$skip_list'(L, Tail),
    (   Tail == [] -> length(L, N), '$predsort'(P, N, L, _, Sorted1), Sorted = Sorted1
    ;   must_be(L, list)  % SWI's arguments, as they are (existence_error(type, L))
    ).
'$predsort'(P, 2, [X1,X2|L], L, R) :- !, call(P, Delta, X1, X2), '$sort2'(Delta, X1, X2, R).
'$predsort'(_, 1, [X|L], L, [X]) :- !.
'$predsort'(_, 0, L, L, []) :- !.
'$predsort'(P, N, L1, L3, R) :- N1 is N // 2, plus(N1, N2, N), '$predsort'(P, N1, L1, L2, R1), '$predsort'(P, N2, L2, L3, R2), '$predmerge'(P, R1, R2, R).
'$sort2'(<, X1, X2, [X1,X2]).
'$sort2'(=, X1, _, [X1]).
'$sort2'(>, X1, X2, [X2,X1]).
'$predmerge'(_, [], R, R) :- !.
'$predmerge'(_, R, [], R) :- !.
'$predmerge'(P, [H1|T1], [H2|T2], Result) :- call(P, Delta, H1, H2), !, '$predmerge_'(Delta, P, H1, H2, T1, T2, Result).
'$predmerge_'(<, P, H1, H2, T1, T2, [H1|R]) :- '$predmerge'(P, T1, [H2|T2], R).
'$predmerge_'(=, P, H1, _, T1, T2, [H1|R]) :- '$predmerge'(P, T1, T2, R).
'$predmerge_'(>, P, H1, H2, T1, T2, [H2|R]) :- '$predmerge'(P, [H1|T1], T2, R).

bagof(Templ, Goal0, List) :-
    '$free_variables'(Templ, Goal0, Vars, Goal),
    (   Vars == v
    ->  findall(Templ, Goal, List), List \== []
    ;   findall(Vars-Templ, Goal, Answers), Answers \== [],
        '$bags'(Answers, false, Groups), member(Vars-List, Groups)
    ).
setof(Templ, Goal0, List) :-
    '$free_variables'(Templ, Goal0, Vars, Goal),
    (   Vars == v
    ->  findall(Templ, Goal, Answers), Answers \== [], sort(Answers, List)
    ;   findall(Vars-Templ, Goal, Answers), Answers \== [],
        '$bags'(Answers, true, Groups), member(Vars-List, Groups)
    ).

% '$aggregate_all'(Spec, Goal, Result, Depth): Depth is where the tracer shows Goal.
'$aggregate_all'(Spec, _, _, _) :- var(Spec), !, throw(error(instantiation_error, _)).
'$aggregate_all'(max(X, W), Goal, max(Max, Wit), D) :- !, '$findall_at'(D, X-W, Goal, [X0-W0|T]), '$first_number'(X0), '$maxw'(T, X0-W0, Max-Wit).
'$aggregate_all'(min(X, W), Goal, min(Min, Wit), D) :- !, '$findall_at'(D, X-W, Goal, [X0-W0|T]), '$first_number'(X0), '$minw'(T, X0-W0, Min-Wit).
'$aggregate_all'(Template, Goal, Result, D) :- '$aggregate_spec'(Template, Pattern, Kind), !, '$findall_at'(D, Pattern, Goal, List), '$aggregate_list'(Kind, List, Result).
'$aggregate_all'(Spec, _, _, _) :- throw(error(domain_error(aggregate_template, Spec), _)).
'$first_number'(X) :- ( number(X) -> true ; throw(error(type_error(number, X), _)) ).
'$sum'([], S, S).
'$sum'([X|Xs], S0, S) :- S1 is S0 + X, '$sum'(Xs, S1, S).
'$max'([], M, M).
'$max'([X|Xs], M0, M) :- M1 is max(M0, X), '$max'(Xs, M1, M).
'$min'([], M, M).
'$min'([X|Xs], M0, M) :- M1 is min(M0, X), '$min'(Xs, M1, M).
'$maxw'([], M, M).
'$maxw'([X-W|T], X0-W0, M) :- ( X > X0 -> '$maxw'(T, X-W, M) ; '$maxw'(T, X0-W0, M) ).
'$minw'([], M, M).
'$minw'([X-W|T], X0-W0, M) :- ( X < X0 -> '$minw'(T, X-W, M) ; '$minw'(T, X0-W0, M) ).
% The other templates (and aggregate/3's): what is collected per solution, and how.
'$aggregate_spec'(count, x, count).
'$aggregate_spec'(count(T), T, count).
'$aggregate_spec'(sum(X), X, sum).
'$aggregate_spec'(max(X), X, max).
'$aggregate_spec'(min(X), X, min).
'$aggregate_spec'(max(X, W), X-W, max_witness).
'$aggregate_spec'(min(X, W), X-W, min_witness).
'$aggregate_spec'(bag(X), X, bag).
'$aggregate_spec'(set(X), X, set).
'$aggregate_list'(count, List, Count) :- length(List, Count).
'$aggregate_list'(sum, List, Sum) :- '$sum'(List, 0, Sum).
'$aggregate_list'(max, [H|T], Max) :- M0 is max(H, H), '$max'(T, M0, Max).
'$aggregate_list'(min, [H|T], Min) :- M0 is min(H, H), '$min'(T, M0, Min).
'$aggregate_list'(max_witness, [X0-W0|T], max(Max, Wit)) :- '$maxw'(T, X0-W0, Max-Wit).
'$aggregate_list'(min_witness, [X0-W0|T], min(Min, Wit)) :- '$minw'(T, X0-W0, Min-Wit).
'$aggregate_list'(bag, List, List).
'$aggregate_list'(set, List, Set) :- sort(List, Set).
% aggregate/3: as bagof/3 (free variables group the solutions, none fails).
aggregate(Template, Goal, Result) :-
    '$aggregate_spec'(Template, Pattern, Kind), !,
    bagof(Pattern, Goal, List),
    '$aggregate_list'(Kind, List, Result).
aggregate(Template, _, _) :- throw(error(domain_error(aggregate_template, Template), _)).

% library(yall), as SWI's: Params>>Lambda and Free/Lambda called on a copy (Free's
% variables, {X, ...}, shared), the parameters bound to the first arguments.
'>>'(Params, Lambda) :- '$lambda_params'(Params, [], Extra, Lambda, Copy), G =.. [call, Copy|Extra], call(G).
'>>'(Params, Lambda, A1) :- '$lambda_params'(Params, [A1], Extra, Lambda, Copy), G =.. [call, Copy|Extra], call(G).
'>>'(Params, Lambda, A1, A2) :- '$lambda_params'(Params, [A1,A2], Extra, Lambda, Copy), G =.. [call, Copy|Extra], call(G).
'>>'(Params, Lambda, A1, A2, A3) :- '$lambda_params'(Params, [A1,A2,A3], Extra, Lambda, Copy), G =.. [call, Copy|Extra], call(G).
'>>'(Params, Lambda, A1, A2, A3, A4) :- '$lambda_params'(Params, [A1,A2,A3,A4], Extra, Lambda, Copy), G =.. [call, Copy|Extra], call(G).
'>>'(Params, Lambda, A1, A2, A3, A4, A5) :- '$lambda_params'(Params, [A1,A2,A3,A4,A5], Extra, Lambda, Copy), G =.. [call, Copy|Extra], call(G).
'>>'(Params, Lambda, A1, A2, A3, A4, A5, A6) :- '$lambda_params'(Params, [A1,A2,A3,A4,A5,A6], Extra, Lambda, Copy), G =.. [call, Copy|Extra], call(G).
'>>'(Params, Lambda, A1, A2, A3, A4, A5, A6, A7) :- '$lambda_params'(Params, [A1,A2,A3,A4,A5,A6,A7], Extra, Lambda, Copy), G =.. [call, Copy|Extra], call(G).
'/'(Free, Lambda) :- '$lambda_free'(Free), copy_term_nat(Free+Lambda, Free+Copy), call(Copy).
'/'(Free, Lambda, A1) :- '$lambda_free'(Free), copy_term_nat(Free+Lambda, Free+Copy), call(Copy, A1).
'/'(Free, Lambda, A1, A2) :- '$lambda_free'(Free), copy_term_nat(Free+Lambda, Free+Copy), call(Copy, A1, A2).
'/'(Free, Lambda, A1, A2, A3) :- '$lambda_free'(Free), copy_term_nat(Free+Lambda, Free+Copy), call(Copy, A1, A2, A3).
'/'(Free, Lambda, A1, A2, A3, A4) :- '$lambda_free'(Free), copy_term_nat(Free+Lambda, Free+Copy), call(Copy, A1, A2, A3, A4).
'/'(Free, Lambda, A1, A2, A3, A4, A5) :- '$lambda_free'(Free), copy_term_nat(Free+Lambda, Free+Copy), call(Copy, A1, A2, A3, A4, A5).
'/'(Free, Lambda, A1, A2, A3, A4, A5, A6) :- '$lambda_free'(Free), copy_term_nat(Free+Lambda, Free+Copy), call(Copy, A1, A2, A3, A4, A5, A6).
'/'(Free, Lambda, A1, A2, A3, A4, A5, A6, A7) :- '$lambda_free'(Free), copy_term_nat(Free+Lambda, Free+Copy), call(Copy, A1, A2, A3, A4, A5, A6, A7).
'$lambda_params'(Params, _, _, _, _) :- var(Params), !, throw(error(instantiation_error, _)).
'$lambda_params'(Free/Params, Args, Extra, Lambda, Copy) :- !,
    '$lambda_free'(Free), must_be(list, Params),
    copy_term_nat(Free/Params>>Lambda, Free/ParamsCopy>>Copy),
    '$lambda_bind'(ParamsCopy, Args, Extra, Free/Params>>Lambda).
'$lambda_params'(Params, Args, Extra, Lambda, Copy) :-
    must_be(list, Params),
    copy_term_nat(Params>>Lambda, ParamsCopy>>Copy),
    '$lambda_bind'(ParamsCopy, Args, Extra, Params>>Lambda).
'$lambda_bind'([], Extra, Extra, _) :- !.
'$lambda_bind'([P|Ps], [A|As], Extra, Culprit) :- !, P = A, '$lambda_bind'(Ps, As, Extra, Culprit).
'$lambda_bind'(_, _, _, Culprit) :- throw(error(domain_error(lambda_parameters, Culprit), _)).
'$lambda_free'(Free) :- var(Free), !, throw(error(instantiation_error, _)).
'$lambda_free'({_}) :- !.
'$lambda_free'({}) :- !.
'$lambda_free'(Free) :- throw(error(type_error(lambda_free, Free), _)).
is_lambda(Term) :- compound(Term), compound_name_arguments(Term, Name, Args), '$is_lambda'(Name, Args).
'$is_lambda'(>>, [Params, Lambda|_]) :- nonvar(Params), ( Params = Free/Ps -> '$is_lambda_free'(Free), is_list(Ps) ; is_list(Params) ), '$lambda_callable'(Lambda).
'$is_lambda'(/, [Free, Lambda|_]) :- '$is_lambda_free'(Free), '$lambda_callable'(Lambda).
'$is_lambda_free'(Free) :- nonvar(Free), ( Free = {_} -> true ; Free == {} ).
'$lambda_callable'(Term) :- strip_module(Term, _, Goal), callable(Goal).
lambda_calls(Extended, Goal) :-
    compound(Extended), compound_name_arguments(Extended, Name, [A1, A2|Extra]),
    ( Name == (>>) ; Name == (/) ), !,
    compound_name_arguments(Lambda, Name, [A1, A2]),
    lambda_calls(Lambda, Extra, Goal).
lambda_calls(Lambda, Extra, Goal) :- integer(Extra), !, length(Vars, Extra), '$lambda_calls'(Lambda, Vars, Goal).
lambda_calls(Lambda, Extra, Goal) :- must_be(list, Extra), '$lambda_calls'(Lambda, Extra, Goal).
'$lambda_calls'(Params>>Lambda, Args, Goal) :- '$lambda_params'(Params, Args, Extra, Lambda, Copy), '$lambda_extend'(Copy, Extra, Goal).
'$lambda_calls'(Free/Lambda, Extra, Goal) :- copy_term_nat(Free+Lambda, Free+Copy), '$lambda_extend'(Copy, Extra, Goal).
'$lambda_extend'(G, _, _) :- var(G), !, throw(error(instantiation_error, _)).
'$lambda_extend'(G, _, _) :- cyclic_term(G), !, throw(error(type_error(acyclic_term, G), _)).
'$lambda_extend'(M:G0, Extra, M:G) :- !, '$lambda_extend'(G0, Extra, G).
'$lambda_extend'(G0, Extra, G) :- atom(G0), !, G =.. [G0|Extra].
'$lambda_extend'(G0, Extra, G) :- compound(G0), !, compound_name_arguments(G0, Name, Args0), append(Args0, Extra, Args), compound_name_arguments(G, Name, Args).
'$lambda_extend'(G, _, _) :- throw(error(type_error(callable, G), _)).
'$add_args'(G, [], G) :- !.
'$add_args'(G, Extra, G2) :- G =.. L0, append(L0, Extra, L1), G2 =.. L1.
'\\'(Lambda) :- '$lambda_local'(Lambda, [], G), call(G).
'\\'(Lambda, A1) :- '$lambda_local'(Lambda, [A1], G), call(G).
'\\'(Lambda, A1, A2) :- '$lambda_local'(Lambda, [A1,A2], G), call(G).
'\\'(Lambda, A1, A2, A3) :- '$lambda_local'(Lambda, [A1,A2,A3], G), call(G).
'\\'(Lambda, A1, A2, A3, A4) :- '$lambda_local'(Lambda, [A1,A2,A3,A4], G), call(G).
'\\'(Lambda, A1, A2, A3, A4, A5) :- '$lambda_local'(Lambda, [A1,A2,A3,A4,A5], G), call(G).
'$lambda_local'(Lambda, Actual, Goal) :- copy_term(Lambda, Copy), '$bind_local'(Copy, Actual, Goal).
'$bind_local'(Lambda, [], Lambda) :- !.
'$bind_local'(\Lambda, Actual, Goal) :- !, '$lambda_local'(Lambda, Actual, Goal).
'$bind_local'(X^Body, [A|As], Goal) :- !, X = A, '$bind_local'(Body, As, Goal).
'$bind_local'(Body, Extra, Goal) :- '$add_args'(Body, Extra, Goal).

% library(strings)' string_lines/2, as SWI's: the lines without their newlines.
string_lines(String, Lines) :-
    (   var(String)
    ->  must_be(list, Lines), append(Lines, [""], Lines1), atomics_to_string(Lines1, "\n", String)
    ;   split_string(String, "\n", "", Lines0), ( append(Lines, [""], Lines0) -> true ; Lines = Lines0 )
    ).

% DCG translation (Head --> Body), used by consult, and phrase/2,3.
'$dcg_rule'((M:H --> B), (M:H1 :- B1)) :- atom(M), !, '$dcg_rule'((H --> B), (H1 :- B1)).
'$dcg_rule'((H, PB --> B), (H1 :- B1, B2)) :- !,
    '$dcg_nonterminal'(H, S0, S, H1), '$dcg_body'(B, S0, S1, B1),
    (   is_list(PB) -> '$dcg_terminals'(PB, S, S1, B2)
    ;   '$dcg_body'(PB, S, S1, B2)  % a pushback of any body (SWI's: b, d --> [])
    ).
'$dcg_rule'((H --> B), (H1 :- B1)) :-
    '$dcg_nonterminal'(H, S0, S, H1), '$dcg_body'(B, S0, S, B1).
'$dcg_nonterminal'(H, S0, S, H1) :- callable(H), H =.. L0, append(L0, [S0, S], L1), H1 =.. L1.
'$dcg_body'(V, S0, S, phrase(V, S0, S)) :- var(V), !.
'$dcg_body'((A, B), S0, S, (A1, B1)) :- !, '$dcg_body'(A, S0, S1, A1), '$dcg_body'(B, S1, S, B1).
'$dcg_body'((A ; B), S0, S, (A1 ; B1)) :- !, '$dcg_body'(A, S0, S, A1), '$dcg_body'(B, S0, S, B1).
'$dcg_body'((A | B), S0, S, (A1 ; B1)) :- !, '$dcg_body'(A, S0, S, A1), '$dcg_body'(B, S0, S, B1).
'$dcg_body'((A -> B), S0, S, (A1 -> B1)) :- !, '$dcg_body'(A, S0, S1, A1), '$dcg_body'(B, S1, S, B1).
'$dcg_body'(\+ A, S0, S, (\+ A1, S0 = S)) :- !, '$dcg_body'(A, S0, _, A1).
'$dcg_body'({G}, S0, S, (G, S0 = S)) :- !.
'$dcg_body'(!, S0, S, (!, S0 = S)) :- !.
'$dcg_body'([], S0, S, S0 = S) :- !.
'$dcg_body'(L, S0, S, G) :- is_list(L), !, '$dcg_terminals'(L, S0, S, G).
'$dcg_body'([H|T], S0, S, append([H|T], S, S0)) :- !.  % a partial list: at run time
'$dcg_body'(L, S0, S, G) :- string(L), !, string_codes(L, Cs), '$dcg_terminals'(Cs, S0, S, G).
'$dcg_body'(call(G0), S0, S, call(G0, S0, S)) :- !.
'$dcg_body'(NT, S0, S, G) :- '$dcg_nonterminal'(NT, S0, S, G).
'$dcg_terminals'(L, S0, S, S0 = L1) :- append(L, S, L1).
phrase(G, L) :- phrase(G, L, []).
phrase(G, L, R) :-
    must_be(list_or_partial_list, L),
    must_be(list_or_partial_list, R),
    call_dcg(G, L, R).
% call_dcg/3: a DCG body called on a list and its rest (phrase/3 without the type checks).
call_dcg(G, L, R) :-
    (   var(G) -> throw(error(instantiation_error, context('$dcg':call_dcg/3, _)))
    ;   callable(G) -> true
    ;   throw(error(type_error(callable, G), context('$dcg':call_dcg/3, _)))
    ),
    '$dcg_body'(G, S0, S, Goal), S0 = L, S = R, call(Goal).
dcg_translate_rule(Rule, Clause) :- ( var(Rule) -> throw(error(instantiation_error, _)) ; '$dcg_rule'(Rule, Clause) ).
var_number(Term, N) :- nonvar(Term), Term = '$VAR'(N).

% library(pairs).
pairs_keys_values([], [], []).
pairs_keys_values([K-V|T], [K|Ks], [V|Vs]) :- pairs_keys_values(T, Ks, Vs).
pairs_keys([], []).
pairs_keys([K-_|T], [K|Ks]) :- pairs_keys(T, Ks).
pairs_values([], []).
pairs_values([_-V|T], [V|Vs]) :- pairs_values(T, Vs).
transpose_pairs(Pairs, Transposed) :- '$flip_pairs'(Pairs, Flipped), keysort(Flipped, Transposed).
'$flip_pairs'([], []).
'$flip_pairs'([K-V|T0], [V-K|T]) :- '$flip_pairs'(T0, T).
map_list_to_pairs(Function, List, Pairs) :- '$map_pairs'(List, Function, Pairs).
'$map_pairs'([], _, []).
'$map_pairs'([H|T0], Pred, [K-H|T]) :- call(Pred, H, K), '$map_pairs'(T0, Pred, T).
must_be(Type, _) :- var(Type), !, throw(error(instantiation_error, _)).
must_be(Type, X) :- '$has_type'(Type, X), !.
must_be(Type, X) :- '$not_type'(Type, X).
'$not_type'(Type, _) :- \+ '$known_type'(Type), !, throw(error(existence_error(type, Type), _)).
'$not_type'(_, X) :- var(X), !, throw(error(instantiation_error, _)).
'$not_type'(Type, X) :- '$listy'(Type), '$partial_list'(X), !, throw(error(instantiation_error, _)).
'$not_type'(list_or_partial_list, X) :- !, throw(error(type_error(list, X), _)).
'$not_type'(Type, X) :- throw(error(type_error(Type, X), _)).
'$listy'(list). '$listy'(proper_list). '$listy'(list(_)). '$listy'(list_or_partial_list).
'$listy'(codes). '$listy'(chars).
'$partial_list'(X) :- '$skip_list'(X, T), var(T).
'$known_type'(T) :- var(T), !, fail.
'$known_type'(list(_)) :- !.
'$known_type'(oneof(_)) :- !.
'$known_type'(between(_, _)) :- !.
'$known_type'(T) :- memberchk(T, [integer, atom, atomic, callable, var, nonneg, positive_integer,
    number, float, boolean, list, proper_list, compound, string, text, chars, codes, ground,
    acyclic, cyclic, any, list_or_partial_list, negative_integer, rational, char, code]).
'$has_type'(any, _).
'$has_type'(integer, X) :- integer(X).
'$has_type'(atom, X) :- atom(X).
'$has_type'(atomic, X) :- atomic(X).
'$has_type'(callable, X) :- callable(X).
'$has_type'(var, X) :- var(X).
'$has_type'(nonneg, X) :- integer(X), X >= 0.
'$has_type'(positive_integer, X) :- integer(X), X >= 1.
'$has_type'(negative_integer, X) :- integer(X), X < 0.
'$has_type'(number, X) :- number(X).
'$has_type'(rational, X) :- integer(X).
'$has_type'(float, X) :- float(X).
'$has_type'(boolean, X) :- ( X == true ; X == false ), !.
'$has_type'(list, X) :- is_list(X).
'$has_type'(proper_list, X) :- is_list(X).
'$has_type'(list_or_partial_list, X) :- '$skip_list'(X, T), ( var(T) ; T == [] ), !.
'$has_type'(list(Type), X) :- is_list(X), '$all_type'(X, Type).
'$has_type'(compound, X) :- compound(X).
'$has_type'(string, X) :- string(X).
'$has_type'(text, X) :- ( atom(X) ; string(X) ; number(X) ; '$text_list'(X) ), !.
'$has_type'(chars, X) :- is_list(X), '$all_type'(X, char).
'$has_type'(codes, X) :- is_list(X), '$all_type'(X, code).
'$has_type'(char, X) :- atom(X), atom_length(X, 1).
'$has_type'(code, X) :- integer(X), X >= 0, X =< 0x10ffff.
'$has_type'(ground, X) :- ground(X).
'$has_type'(acyclic, X) :- acyclic_term(X).
'$has_type'(cyclic, X) :- cyclic_term(X).
'$has_type'(oneof(L), X) :- memberchk(X, L).
'$has_type'(between(L, H), X) :- number(X), X >= L, X =< H, ( integer(L) -> integer(X) ; true ).
'$all_type'([], _).
'$all_type'([X|Xs], Type) :- '$has_type'(Type, X), '$all_type'(Xs, Type).
'$text_list'(X) :- is_list(X), ( '$all_type'(X, char) -> true ; '$all_type'(X, code) ).
is_of_type(Type, _) :- var(Type), !, throw(error(instantiation_error, _)).
is_of_type(Type, X) :- '$known_type'(Type), '$has_type'(Type, X).  % (unknown: fails, as 9.0.4)

% Tabling (builtins/tabling.py keeps the tables, slg.py schedules their work): a call to a
% fresh table (tabling.py's tabled_call/5 gives a complete one's answers, and suspends a
% call to one still being computed, whose continuation then runs once for each answer).
'$tbl_fresh'(Table, Goal, Call) :-
    '$tbl_leader'(Table, Call, Status),
    '$tbl_led'(Status, Table, Goal).
'$tbl_led'(complete, Table, Goal) :-
    '$tbl_answer'(Table, Goal).
'$tbl_led'(incomplete, Table, Goal) :-          % merged into an enclosing component
    '$tbl_suspend'(Table, Goal).
'$tbl_leader'(Table, Call, Status) :-
    '$tbl_running'(Table, Outer),
    catch('$tbl_complete'(Table, Call), E, ('$tbl_abandon'(Table, Outer), throw(E))),
    '$tbl_finish'(Table, Outer, Status).
% The clauses, then the component's work (each suspension with an answer); an answer
% that completes its table (or a restraint's end) cuts the clauses or the continuation
% that found it, as SWI's delim/4.
'$tbl_complete'(Table, Call) :-
    \+ \+ ('$tbl_clauses'(Table, Call) -> true ; true),
    (   '$tbl_work'(Table, Suspension),
        '$tbl_resume'(Suspension),
        fail
    ;   true
    ).
% tnot/1 (XSB's tabled negation): the table complete, no answer; under the well-founded
% semantics (builtins/wfs.py) delayed when its answers are conditional or it is still
% being computed (a loop through negation).
tnot(Goal) :-
    '$tbl_tnot_check'(Goal),
    '$tbl_lookup'(Goal, Table, Status),
    (   Status == fresh,
        '$tbl_call_of'(Table, Call),
        '$tbl_leader'(Table, Call, incomplete),
        '$tbl_suspend'(Table, Goal),
        fail
    ;   '$tbl_negation'(Table, Goal)
    ).
% The well-founded semantics' undefined truth value, and the delays of a goal (wfs.py).
undefined :- tnot(undefined).
answer_count_restraint :- tnot(answer_count_restraint).
radial_restraint :- tnot(radial_restraint).
call_delays(Goal, Delays) :-
    '$tbl_delays_save'(Saved),
    call(Goal),
    '$tbl_delays_restore'(Saved, Delays).
call_residual_program(Goal, Program) :-
    call_delays(Goal, Delays),
    delays_residual_program(Delays, Program).
% One answer too many for max_answers(N) (builtins/restraints.py): the most general one,
% undefined, and the evaluation stops.
'$tbl_restrain'(over(General), Table) :-
    answer_count_restraint,
    '$tbl_add_restrained'(Table, General).
% An answer too large under bounded rationality: abstracted, undefined.
% A moded table's aggregate computed in Prolog (a lattice, po or sum: moded.py), then
% applied; none if it fails.
'$tbl_restrain'(update(Goal, Next, Old, New, Flags), Table) :-
    once(Goal),
    '$tbl_update'(Table, Old, New, Flags, Next).
'$tbl_restrain'(radial(Answer), Table) :-
    radial_restraint,
    '$tbl_add_restrained'(Table, Answer),
    fail.

% Old names and small library predicates programs still use.
checklist(Goal, List) :- maplist(Goal, List).
group_pairs_by_key([], []).
group_pairs_by_key([M-N|T0], [M-[N|TN]|T]) :- '$same_key'(M, T0, TN, T1), group_pairs_by_key(T1, T).
'$same_key'(M0, [M-N|T0], [N|TN], T) :- M0 == M, !, '$same_key'(M, T0, TN, T).
'$same_key'(_, L, [], L).
assertion(G) :- \+ \+ catch(G, _, fail), !.
assertion(G) :- '$plunit_assertion'(G), !.  % in a test: reported, and the test goes on
assertion(G) :- throw(error(assertion_failed(G), _)).
% library(backcomp)
concat(A, B, C) :- atom_concat(A, B, C).
% library(edinburgh): the unknown flag under DEC-10 names.
unknown(Old, New) :-
    current_prolog_flag(unknown, O), '$map_unknown'(O, Old), '$map_unknown'(N, New), !,
    set_prolog_flag(unknown, N).
'$map_unknown'(error, trace).
'$map_unknown'(warning, trace).
'$map_unknown'(fail, fail).

% setup_call_cleanup/3 and its family (cleanup.py): the setup runs as once/1.
setup_call_cleanup(S, G, C) :- once(S), '$call_cleanup'(G, _, C).
setup_call_catcher_cleanup(S, G, Catcher, C) :- once(S), '$call_cleanup'(G, Catcher, C).
call_cleanup(G, C) :- '$call_cleanup'(G, _, C).
call_cleanup(G, Catcher, C) :- '$call_cleanup'(G, Catcher, C).

% time/1 (library(statistics)): the inferences, CPU and wall time of each exit and of the
% failure, on user_error, as SWI's.
time(Goal) :-
    '$time_state'(S0),
    (   call_cleanup(catch(Goal, E, ('$time_report'(S0), throw(E))), Det = true),
        '$time_report'(S0),
        (   Det == true -> ! ; true )
    ;   '$time_report'(S0),
        fail
    ).
'$time_state'(t(I, C, W)) :- statistics(inferences, I), statistics(cputime, C), get_time(W).
'$time_report'(t(I0, C0, W0)) :-
    '$time_state'(t(I1, C1, W1)),
    I is max(I1 - I0 - 1, 0), C is C1 - C0, W is W1 - W0,
    (   W > 0 -> P is round(100 * C / W) ; P = '?' ),
    (   C > 0 -> L is integer(I / C) ; L = 'Infinite' ),
    format(user_error, "% ~D inferences, ~3f CPU in ~3f seconds (~w% CPU, ~w Lips)~n",
           [I, C, W, P, L]).

% expand_term/2 as SWI 9.0.4's: a grammar rule gives its non_terminal/1 declaration and
% its clause; a program's term_expansion/2 is tried first.
expand_term(T, X) :- var(T), !, X = T.
expand_term(T, X) :-
    current_predicate(term_expansion/2), term_expansion(T, X0), !, X = X0.
expand_term((H --> B), [(:- non_terminal(user:N/A)), C]) :- !,
    '$dcg_rule'((H --> B), C),
    C = (Head :- _), functor(Head, N, A).
expand_term(T, T).

create_prolog_flag(Name, Value, _Options) :- set_prolog_flag(Name, Value).

% library(backcomp)'s subsumption tests.
subsumes(General, Specific) :- subsumes_term(General, Specific), General = Specific.
subsumes_chk(General, Specific) :- subsumes_term(General, Specific).

% library(error)'s throwing predicates.
type_error(Type, Value) :- throw(error(type_error(Type, Value), _)).
domain_error(Type, Value) :- throw(error(domain_error(Type, Value), _)).
existence_error(Type, Value) :- throw(error(existence_error(Type, Value), _)).
existence_error(Type, Value, In) :- throw(error(existence_error(Type, Value, In), _)).
permission_error(Action, Type, Term) :- throw(error(permission_error(Action, Type, Term), _)).
instantiation_error(_) :- throw(error(instantiation_error, _)).
uninstantiation_error(Culprit) :- throw(error(uninstantiation_error(Culprit), _)).
representation_error(Reason) :- throw(error(representation_error(Reason), _)).
resource_error(Culprit) :- throw(error(resource_error(Culprit), _)).
syntax_error(Culprit) :- throw(error(syntax_error(Culprit), _)).

% term_string/3 as boot/syspred.pl's: read with read_term/2's options, or written with
% write_term/2's (quoted unless they say).
term_string(Term, String, Options) :-
    nonvar(String), !,
    read_term_from_atom(String, Term, Options).
term_string(Term, String, Options) :-
    (   memberchk(quoted(_), Options) -> Options1 = Options
    ;   Options1 = [quoted(true)|Options]
    ),
    with_output_to(string(String), write_term(Term, Options1)).

% expand_term/4 and expand_goal/4: the term's position is the one it had.
expand_term(Term, Pos, Expanded, Pos) :- expand_term(Term, Expanded).
expand_goal(Goal, Pos, Expanded, Pos) :- expand_goal(Goal, Expanded).

% library(solution_sequences)' distinct/1,2: the solutions whose witness is no variant of
% one before (SWI's keeps them in an nb_set; here a table of the call, builtins/allsol.py).
distinct(Goal) :- distinct(Goal, Goal).
distinct(Witness, Goal) :- '$distinct_table'(Seen), call(Goal), '$distinct_add'(Seen, Witness).
