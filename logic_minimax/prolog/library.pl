% The part of library(lists), library(apply), library(yall), library(aggregate) and
% boot/bags.pl that is simplest in Prolog, written as SWI-Prolog writes it (so answers
% and determinism match).  Loaded once per engine from a cached parse.

append([], L, L).
append([H|T], L, [H|R]) :- append(T, L, R).

append(ListOfLists, List) :- '$append_'(ListOfLists, List).
'$append_'([], []).
'$append_'([L|Ls], As) :- append(L, Ws, As), '$append_'(Ls, Ws).

member(El, [H|T]) :- '$member_'(T, El, H).
'$member_'(_, El, El).
'$member_'([H|T], El, _) :- '$member_'(T, El, H).

nth0(Index, List, Elem) :- integer(Index), !, Index >= 0, '$nth_det'(Index, List, Elem).
nth0(Index, List, Elem) :- var(Index), !, List = [H|T], '$nth_gen'(T, Elem, H, 0, Index).
nth0(Index, _, _) :- throw(error(type_error(integer, Index), context(nth0/3, _))).
nth1(Index, List, Elem) :- integer(Index), !, Index0 is Index - 1, Index0 >= 0, '$nth_det'(Index0, List, Elem).
nth1(Index, List, Elem) :- var(Index), !, List = [H|T], '$nth_gen'(T, Elem, H, 1, Index).
nth1(Index, _, _) :- throw(error(type_error(integer, Index), context(nth1/3, _))).
'$nth_det'(0, [Elem|_], Elem) :- !.
'$nth_det'(N, [_|T], Elem) :- N1 is N - 1, '$nth_det'(N1, T, Elem).
'$nth_gen'(_, Elem, Elem, Base, Base).
'$nth_gen'([H|Tail], Elem, _, N, Base) :- succ(N, M), '$nth_gen'(Tail, Elem, H, M, Base).

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
subtract([], _, []).
subtract([E|T], D, R) :- ( memberchk(E, D) -> subtract(T, D, R) ; R = [E|R1], subtract(T, D, R1) ).
intersection([], _, []) :- !.
intersection([X|T], L, Intersect) :- ( memberchk(X, L) -> Intersect = [X|R], intersection(T, L, R) ; intersection(T, L, Intersect) ).
union([], L, L) :- !.
union([H|T], L, R) :- memberchk(H, L), !, union(T, L, R).
union([H|T], L, [H|R]) :- union(T, L, R).
nextto(X, Y, [X,Y|_]).
nextto(X, Y, [_|Zs]) :- nextto(X, Y, Zs).
permutation(Xs, Ys) :- '$skel'(Xs, Ys), '$perm'(Xs, Ys).
'$skel'([], []).
'$skel'([_|Xs], [_|Ys]) :- '$skel'(Xs, Ys).
'$perm'([], []).
'$perm'(List, [First|Perm]) :- select(First, List, Rest), '$perm'(Rest, Perm).
max_member(Max, [H|T]) :- '$max_member_'(T, H, Max).
'$max_member_'([], Max, Max).
'$max_member_'([H|T], Max0, Max) :- ( H @=< Max0 -> Max1 = Max0 ; Max1 = H ), '$max_member_'(T, Max1, Max).
min_member(Min, [H|T]) :- '$min_member_'(T, H, Min).
'$min_member_'([], Min, Min).
'$min_member_'([H|T], Min0, Min) :- ( H @>= Min0 -> Min1 = Min0 ; Min1 = H ), '$min_member_'(T, Min1, Min).
predsort(P, L, Sorted) :- length(L, N), ( N =:= 0 -> Sorted = [] ; '$predsort'(P, N, L, _, Sorted1), Sorted = Sorted1 ).
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

aggregate_all(count, Goal, Count) :- !, findall(x, Goal, L), length(L, Count).
aggregate_all(count(T), Goal, Count) :- !, findall(T, Goal, L), length(L, Count).
aggregate_all(sum(X), Goal, Sum) :- !, findall(X, Goal, L), '$sum'(L, 0, Sum).
aggregate_all(max(X), Goal, Max) :- !, findall(X, Goal, [H|T]), '$max'(T, H, Max).
aggregate_all(min(X), Goal, Min) :- !, findall(X, Goal, [H|T]), '$min'(T, H, Min).
aggregate_all(max(X, W), Goal, max(Max, Wit)) :- !, findall(X-W, Goal, [H|T]), '$maxw'(T, H, Max-Wit).
aggregate_all(min(X, W), Goal, min(Min, Wit)) :- !, findall(X-W, Goal, [H|T]), '$minw'(T, H, Min-Wit).
aggregate_all(bag(X), Goal, Bag) :- !, findall(X, Goal, Bag).
aggregate_all(set(X), Goal, Set) :- !, findall(X, Goal, Bag), sort(Bag, Set).
aggregate_all(Spec, _, _) :- throw(error(domain_error(aggregate_spec, Spec), _)).
'$sum'([], S, S).
'$sum'([X|Xs], S0, S) :- S1 is S0 + X, '$sum'(Xs, S1, S).
'$max'([], M0, M) :- M is M0.
'$max'([X|Xs], M0, M) :- M1 is max(M0, X), '$max'(Xs, M1, M).
'$min'([], M0, M) :- M is M0.
'$min'([X|Xs], M0, M) :- M1 is min(M0, X), '$min'(Xs, M1, M).
'$maxw'([], M, M).
'$maxw'([X-W|T], X0-W0, M) :- ( X > X0 -> '$maxw'(T, X-W, M) ; '$maxw'(T, X0-W0, M) ).
'$minw'([], M, M).
'$minw'([X-W|T], X0-W0, M) :- ( X < X0 -> '$minw'(T, X-W, M) ; '$minw'(T, X0-W0, M) ).

'>>'(Params, Lambda) :- '$lambda'(Params, Lambda, [], G), call(G).
'>>'(Params, Lambda, A1) :- '$lambda'(Params, Lambda, [A1], G), call(G).
'>>'(Params, Lambda, A1, A2) :- '$lambda'(Params, Lambda, [A1,A2], G), call(G).
'>>'(Params, Lambda, A1, A2, A3) :- '$lambda'(Params, Lambda, [A1,A2,A3], G), call(G).
'>>'(Params, Lambda, A1, A2, A3, A4) :- '$lambda'(Params, Lambda, [A1,A2,A3,A4], G), call(G).
'>>'(Params, Lambda, A1, A2, A3, A4, A5) :- '$lambda'(Params, Lambda, [A1,A2,A3,A4,A5], G), call(G).
'$lambda'(Free/Params, Lambda, Actual, Goal) :- !, '$copy_term_free'(Params/Lambda, P/L, Free), '$bind_params'(P, Actual, L, Goal).
'$lambda'(Params, Lambda, Actual, Goal) :- copy_term(Params/Lambda, P/L), '$bind_params'(P, Actual, L, Goal).
'$bind_params'([], Extra, L, Goal) :- !, '$add_args'(L, Extra, Goal).
'$bind_params'([P|Ps], [A|As], L, Goal) :- !, P = A, '$bind_params'(Ps, As, L, Goal).
'$bind_params'(_, [], L, L).
'$add_args'(G, [], G) :- !.
'$add_args'(G, Extra, G2) :- G =.. L0, append(L0, Extra, L1), G2 =.. L1.
'$copy_term_free'(T, C, Free) :- term_variables(Free, FV), '$copy_keep'(T, FV, C).
'$copy_keep'(T, FV, C) :- copy_term(FV-T, FV2-C0), FV2 = FV, C = C0.
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

% DCG translation (Head --> Body), used by consult, and phrase/2,3.
'$dcg_rule'((H, PB --> B), (H1 :- B1, B2)) :- !,
    '$dcg_nonterminal'(H, S0, S, H1), '$dcg_body'(B, S0, S1, B1), '$dcg_terminals'(PB, S, S1, B2).
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
'$dcg_body'(L, S0, S, G) :- string(L), !, string_codes(L, Cs), '$dcg_terminals'(Cs, S0, S, G).
'$dcg_body'(call(G0), S0, S, call(G0, S0, S)) :- !.
'$dcg_body'(NT, S0, S, G) :- '$dcg_nonterminal'(NT, S0, S, G).
'$dcg_terminals'(L, S0, S, S0 = L1) :- append(L, S, L1).
phrase(G, L) :- phrase(G, L, []).
phrase(G, L, R) :- '$dcg_body'(G, S0, S, Goal), S0 = L, S = R, call(Goal).

% library(ordsets) and library(pairs), the parts students use.
list_to_ord_set(List, Set) :- sort(List, Set).
ord_union(A, B, C) :- append(A, B, L), sort(L, C).
ord_union(ListOfSets, Set) :- append(ListOfSets, L), sort(L, Set).
ord_subtract(A, B, C) :- '$ord_subtract'(A, B, C).
'$ord_subtract'([], _, []).
'$ord_subtract'([H|T], B, C) :- ( '$ord_in'(H, B) -> C = C1 ; C = [H|C1] ), '$ord_subtract'(T, B, C1).
ord_intersection(A, B, C) :- '$ord_intersection'(A, B, C).
'$ord_intersection'([], _, []).
'$ord_intersection'([H|T], B, C) :- ( '$ord_in'(H, B) -> C = [H|C1] ; C = C1 ), '$ord_intersection'(T, B, C1).
ord_memberchk(X, Set) :- '$ord_in'(X, Set).
'$ord_in'(X, [Y|T]) :- compare(O, X, Y), ( O = (=) -> true ; O = (>) -> '$ord_in'(X, T) ).
ord_insert(Set, X, Set2) :- ord_union(Set, [X], Set2).
ord_add_element(Set, X, Set2) :- ord_union(Set, [X], Set2).
ord_del_element(Set, X, Set2) :- ord_subtract(Set, [X], Set2).
ord_subset(A, B) :- ord_subtract(A, B, []).
ord_empty([]).
pairs_keys_values([], [], []).
pairs_keys_values([K-V|T], [K|Ks], [V|Vs]) :- pairs_keys_values(T, Ks, Vs).
pairs_keys([], []).
pairs_keys([K-_|T], [K|Ks]) :- pairs_keys(T, Ks).
pairs_values([], []).
pairs_values([_-V|T], [V|Vs]) :- pairs_values(T, Vs).
must_be(Type, X) :- '$must_be'(Type, X).
'$must_be'(_, X) :- var(X), !, throw(error(instantiation_error, _)).
'$must_be'(integer, X) :- !, ( integer(X) -> true ; throw(error(type_error(integer, X), _)) ).
'$must_be'(atom, X) :- !, ( atom(X) -> true ; throw(error(type_error(atom, X), _)) ).
'$must_be'(callable, X) :- !, ( callable(X) -> true ; throw(error(type_error(callable, X), _)) ).
'$must_be'(number, X) :- !, ( number(X) -> true ; throw(error(type_error(number, X), _)) ).
'$must_be'(list, X) :- !, ( is_list(X) -> true ; throw(error(type_error(list, X), _)) ).
'$must_be'(boolean, X) :- !, ( (X == true ; X == false) -> true ; throw(error(type_error(boolean, X), _)) ).
'$must_be'(positive_integer, X) :- !, ( integer(X) -> ( X > 0 -> true ; throw(error(type_error(positive_integer, X), _)) ) ; throw(error(type_error(integer, X), _)) ).
'$must_be'(nonneg, X) :- !, ( integer(X) -> ( X >= 0 -> true ; throw(error(type_error(nonneg, X), _)) ) ; throw(error(type_error(integer, X), _)) ).
'$must_be'(Type, _) :- throw(error(existence_error(type, Type), _)).
