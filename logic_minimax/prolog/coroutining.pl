% Coroutining over attributed variables, as SWI-Prolog writes it (boot/attvar.pl,
% library(when), library(dif)): the hooks that run when an attributed variable is bound,
% freeze/2, frozen/2, when/2, dif/2, copy_term/3, call_residue_vars/2, and the residual
% goals the toplevel prints.  Modules are one namespace here, so the helpers of each
% library carry its name ('$when_...', '$dif_...'), and a module's attr_unify_hook/2 and
% attribute_goals//1 are found by '$hook_goal'/3 (modules.py).

'$wakeup'([]).
'$wakeup'(wakeup(Attribute, Value, Rest)) :-
    '$attr_uhooks'(Attribute, Value),
    '$wakeup'(Rest).

'$attr_uhooks'([], _).
'$attr_uhooks'(att(Module, AttVal, Rest), Value) :-
    '$attr_uhook'(Module, AttVal, Value),
    '$attr_uhooks'(Rest, Value).

'$attr_uhook'(freeze, Goal, Y) :- !,
    (   attvar(Y)
    ->  (   get_attr(Y, freeze, G2)
        ->  put_attr(Y, freeze, '$and'(G2, Goal))
        ;   put_attr(Y, freeze, Goal)
        )
    ;   '$unfreeze'(Goal)
    ).
'$attr_uhook'(when, AttVal, Other) :- !, '$when_unify_hook'(AttVal, Other).
'$attr_uhook'(dif, AttVal, Other) :- !, '$dif_unify_hook'(AttVal, Other).
'$attr_uhook'(Module, AttVal, Value) :-
    (   '$hook_goal'(Module, attr_unify_hook(AttVal, Value), Hook)
    ->  call(Hook)
    ;   Module:attr_unify_hook(AttVal, Value)
    ).

'$unfreeze'('$and'(A, B)) :- !, '$unfreeze'(A), '$unfreeze'(B).
'$unfreeze'(Goal) :- call(Goal).

% -- freeze/2 ----------------------------------------------------------------------------

freeze(Var, Goal) :- '$freeze'(Var, user:Goal), !.
freeze(_, Goal) :- call(Goal).

frozen(Term, Goal) :-
    term_attvars(Term, AttVars),
    (   AttVars == []
    ->  Goal = true
    ;   '$residual_goals'(AttVars, GoalList0),
        sort(GoalList0, GoalList),
        '$make_conjunction'(GoalList, Goal)
    ).

'$make_conjunction'([], true).
'$make_conjunction'([H|T], Goal) :-
    (   T == []
    ->  Goal = H
    ;   Goal = (H, G),
        '$make_conjunction'(T, G)
    ).

% -- residual goals ----------------------------------------------------------------------

copy_term(Term, Copy, Gs) :-
    term_attvars(Term, Vs),
    (   Vs == []
    ->  Gs = [],
        copy_term(Term, Copy)
    ;   sort(Vs, Vs2),
        findall(Term-Gs0,
                ( '$attvars_residuals'(Vs2, Gs0, []),
                  term_attvars(Term, Vs3),
                  '$del_all_attrs'(Vs3)
                ),
                [Copy-Gs])
    ).

'$del_all_attrs'([]).
'$del_all_attrs'([V|Vs]) :- del_attrs(V), '$del_all_attrs'(Vs).

'$attvars_residuals'([], L, L).
'$attvars_residuals'([V|Vs], L0, L) :-
    (   get_attrs(V, As)
    ->  '$attvar_residuals'(As, V, L0, L1)
    ;   L1 = L0
    ),
    '$attvars_residuals'(Vs, L1, L).

'$attvar_residuals'([], _, L, L).
'$attvar_residuals'(att(Module, Value, As), V, L0, L) :-
    (   nonvar(V)
    ->  L1 = L0
    ;   Module == freeze
    ->  '$frozen_residuals'(Value, V, L0, L1)
    ;   Module == when
    ->  '$when_attribute_goals'(V, L0, L1)
    ;   Module == dif
    ->  '$dif_attribute_goals'(V, L0, L1)
    ;   '$hook_goal'(Module, attribute_goals(V, L0, L1), Hook),
        call(Hook)
    ->  true
    ;   L0 = [put_attr(V, Module, Value)|L1]
    ),
    '$attvar_residuals'(As, V, L1, L).

'$frozen_residuals'('$and'(X, Y), V, L0, L) :- !,
    '$frozen_residuals'(X, V, L0, L1),
    '$frozen_residuals'(Y, V, L1, L).
'$frozen_residuals'(X, V, [freeze(V, X)|L], L).

% The variables given attributes are logged from the first call on, until the next query.
call_residue_vars(Goal, Vars) :-
    '$residue_start'(Mark),
    call(Goal),
    '$residue_vars'(Mark, Vars).

% -- when/2 ------------------------------------------------------------------------------

when(Condition, Goal) :-
    '$when_condition'(Condition, Optimised),
    '$when_first'(Optimised, user:Goal).

'$when_condition'(C, _) :- var(C), !, throw(error(instantiation_error, _)).
'$when_condition'(C, _) :-
    ( C = (_, _) ; C = (_ ; _) ), \+ acyclic_term(C), !,
    throw(error(type_error(acyclic_term, C), _)).
'$when_condition'(nonvar(X), C) :- !, ( nonvar(X) -> C = true ; C = nonvar(X) ).
'$when_condition'(ground(X), C) :- !, ( ground(X) -> C = true ; C = ground(X) ).
'$when_condition'(?=(X, Y), C) :- !, ( ?=(X, Y) -> C = true ; C = ?=(X, Y) ).
'$when_condition'((A, B), C) :- !,
    '$when_condition'(A, CA),
    '$when_condition'(B, CB),
    (   CA == true -> C = CB
    ;   CB == true -> C = CA
    ;   C = (CA, CB)
    ).
'$when_condition'((A ; B), C) :- !,
    '$when_condition'(A, CA),
    '$when_condition'(B, CB),
    (   ( CA == true ; CB == true )
    ->  C = true
    ;   '$when_or_list'(CA, LA),
        '$when_or_list'(CB, LB),
        append(LA, LB, L),
        C = or(L)
    ).
'$when_condition'(C, _) :- throw(error(domain_error(when_condition, C), _)).

'$when_or_list'(or(L), L) :- !.
'$when_or_list'(C, [C]).

'$when_first'(true, Goal) :- !, call(Goal).
'$when_first'(nonvar(X), Goal) :- !, '$when_suspend'(X, '$when_nonvar'(X, Goal)).
'$when_first'(Cond, Goal) :- '$when_trigger'(Cond, Goal).

'$when_trigger'(nonvar(X), Goal) :- '$when_nonvar'(X, Goal).
'$when_trigger'(ground(X), Goal) :- '$when_ground'(X, Goal).
'$when_trigger'(?=(X, Y), Goal) :- '$when_determined'(X, Y, Goal).
'$when_trigger'((G1, G2), Goal) :- '$when_trigger'(G1, '$when_trigger'(G2, Goal)).
'$when_trigger'(or(GL), Goal) :- '$when_disj'(GL, '$when_check_disj'(_, GL, Goal)).

'$when_nonvar'(X, Goal) :-
    (   nonvar(X)
    ->  call(Goal)
    ;   '$when_suspend'(X, '$when_nonvar'(X, Goal))
    ).

'$when_ground'(X, Goal) :-
    term_variables(X, Vs),
    (   Vs = [V|_]
    ->  '$when_suspend'(V, '$when_ground'(X, Goal))
    ;   call(Goal)
    ).

'$when_determined'(X, Y, Goal) :-
    unifiable(X, Y, Unifier), !,
    (   Unifier == []
    ->  call(Goal)
    ;   put_attr(Det, when, det('$when_determined'(X, Y, Goal))),
        '$when_suspend_list'(Unifier, '$when_wake_det'(Det))
    ).
'$when_determined'(_, _, Goal) :- call(Goal).

'$when_wake_det'(Det) :-
    (   var(Det)
    ->  get_attr(Det, when, Attr),
        del_attr(Det, when),
        Det = (-),
        Attr = det(Goal),
        call(Goal)
    ;   true
    ).

'$when_disj'([], _).
'$when_disj'([H|T], G) :- '$when_trigger'(H, G), '$when_disj'(T, G).

'$when_check_disj'(Disj, _, Goal) :-
    (   Disj == (-)
    ->  true
    ;   Disj = (-),
        call(Goal)
    ).

'$when_suspend_list'([], _).
'$when_suspend_list'([V=W|Unifier], Goal) :-
    '$when_suspend'(V, Goal),
    (   var(W) -> '$when_suspend'(W, Goal) ; true ),
    '$when_suspend_list'(Unifier, Goal).

% SWI's '$suspend'(V, when, G): the goals wait in the attribute call(Conjunction).
'$when_suspend'(V, Goal) :-
    (   get_attr(V, when, call(G0))
    ->  put_attr(V, when, call((G0, Goal)))
    ;   put_attr(V, when, call(Goal))
    ).

'$when_unify_hook'(call(Goal), Other) :-
    (   get_attr(Other, when, call(GOther))
    ->  del_attr(Other, when),
        call(Goal), call(GOther)
    ;   call(Goal)
    ).

'$when_attribute_goals'(V, L0, L) :-
    get_attr(V, when, Attr),
    '$when_goals'(Attr, L0, L).

'$when_goals'(det('$when_determined'(X, Y, G)), L0, L) :-
    '$when_trigger_goal'(?=(X, Y), G, L0, L).
'$when_goals'(call(Conj), L0, L) :- '$when_conj_goals'(Conj, L0, L).

'$when_conj_goals'((A, B), L0, L) :- !,
    '$when_conj_goals'(A, L0, L1),
    '$when_conj_goals'(B, L1, L).
'$when_conj_goals'(G, L0, L) :- '$when_goal'(G, L0, L).

'$when_goal'('$when_nonvar'(X, G), L0, L) :- '$when_trigger_goal'(nonvar(X), G, L0, L).
'$when_goal'('$when_ground'(X, G), L0, L) :- '$when_trigger_goal'(ground(X), G, L0, L).
'$when_goal'('$when_wake_det'(_), L, L).

'$when_trigger_goal'(Cond, '$when_trigger'(InnerCond, InnerGoal), L0, L) :- !,
    '$when_trigger_goal'((Cond, InnerCond), InnerGoal, L0, L).
'$when_trigger_goal'(_, '$when_check_disj'(Disj, _, _), L, L) :- Disj == (-), !.
'$when_trigger_goal'(_, '$when_check_disj'(-, OrList, InnerGoal), L0, L) :-
    OrList \== [], !,
    '$when_or_cond'(OrList, OrCond),
    '$when_trigger_goal'(OrCond, InnerGoal, L0, L).
'$when_trigger_goal'(Cond, Goal, [when(Cond, Goal)|L], L).

'$when_or_cond'([H], HCond) :- !, '$when_or_member'(H, HCond).
'$when_or_cond'([H|T], (HCond;OT)) :-
    '$when_or_member'(H, HCond),
    '$when_or_cond'(T, OT).

'$when_or_member'(or(OrList), OrCond) :- !, '$when_or_cond'(OrList, OrCond).
'$when_or_member'((L, R), (LCond, RCond)) :- !,
    '$when_or_member'(L, LCond),
    '$when_or_member'(R, RCond).
'$when_or_member'(Cond, Cond).

% -- dif/2 -------------------------------------------------------------------------------
% A constrained variable holds vardif(L1, L2): L1 the OrNode-Value pairs it may not become
% equal to, L2 the pairs of the constraints other variables have on it.  An OrNode holds
% node(Pairs), the unifications still pending; when one of them fails the terms are
% different, when all have succeeded they are equal.

dif(X, Y) :- ?=(X, Y), !, X \== Y.
dif(X, Y) :- '$dif_c_c'(X, Y, _).

'$dif_unifiable'(X, Y, Us) :-
    (   current_prolog_flag(occurs_check, error)
    ->  catch(unifiable(X, Y, Us), error(occurs_check(_, _), _), false)
    ;   unifiable(X, Y, Us)
    ).

'$dif_c_c'(X, Y, OrNode) :-
    (   '$dif_unifiable'(X, Y, Unifier)
    ->  (   Unifier == []
        ->  '$dif_or_one_fail'(OrNode)
        ;   '$dif_c_c_l'(Unifier, OrNode, U),
            '$dif_subunifier'(U, OrNode)
        )
    ;   '$dif_or_succeed'(OrNode)
    ).

'$dif_subunifier'([], _).
'$dif_subunifier'([X=Y|T], OrNode) :-
    '$dif_c_c'(X, Y, OrNode),
    '$dif_subunifier'(T, OrNode).

'$dif_c_c_l'(Unifier, OrNode, U) :-
    '$dif_extend_ornode'(OrNode, List, Tail),
    '$dif_c_c_l_aux'(Unifier, OrNode, List0, Tail),
    (   '$dif_simplify_ornode'(List0, List, U)
    ->  true
    ;   List = List0,
        '$dif_or_succeed'(OrNode),
        U = []
    ).

'$dif_extend_ornode'(OrNode, List, Vars) :-
    (   get_attr(OrNode, dif, node(Vars))
    ->  true
    ;   Vars = []
    ),
    put_attr(OrNode, dif, node(List)).

'$dif_c_c_l_aux'([], _, List, List).
'$dif_c_c_l_aux'([X=Y|Unifier], OrNode, List, Tail) :-
    List = [X=Y|Rest],
    '$dif_add_ornode'(X, Y, OrNode),
    '$dif_c_c_l_aux'(Unifier, OrNode, Rest, Tail).

'$dif_add_ornode'(X, Y, OrNode) :-
    '$dif_add_ornode_var1'(X, Y, OrNode),
    (   var(Y)
    ->  '$dif_add_ornode_var2'(X, Y, OrNode)
    ;   true
    ).

'$dif_add_ornode_var1'(X, Y, OrNode) :-
    (   get_attr(X, dif, Attr)
    ->  Attr = vardif(V1, V2),
        put_attr(X, dif, vardif([OrNode-Y|V1], V2))
    ;   put_attr(X, dif, vardif([OrNode-Y], []))
    ).

'$dif_add_ornode_var2'(X, Y, OrNode) :-
    (   get_attr(Y, dif, Attr)
    ->  Attr = vardif(V1, V2),
        put_attr(Y, dif, vardif(V1, [OrNode-X|V2]))
    ;   put_attr(Y, dif, vardif([], [OrNode-X]))
    ).

'$dif_simplify_ornode'(OrNode) :-
    (   get_attr(OrNode, dif, node(Pairs0))
    ->  '$dif_simplify_ornode'(Pairs0, Pairs, U),
        Pairs-U \== []-[],
        put_attr(OrNode, dif, node(Pairs)),
        '$dif_subunifier'(U, OrNode)
    ;   true
    ).

'$dif_simplify_ornode'(List0, List, U) :-
    sort(1, @=<, List0, Sorted),
    '$dif_simplify_ornode_'(Sorted, List, U).

% SWI writes these as single-sided unification rules (=>); the first argument is always
% a list of Var=Value pairs, so a head and a cut do the same.
'$dif_simplify_ornode_'([], List, U) :- !, List = [], U = [].
'$dif_simplify_ornode_'([V1=V2|T], List, U) :- V1 == V2, !,
    '$dif_simplify_ornode_'(T, List, U).
'$dif_simplify_ornode_'([V1=Val1, V2=Val2|T], List, U) :- var(V1), V1 == V2, !,
    (   ?=(Val1, Val2)
    ->  Val1 == Val2,
        '$dif_simplify_ornode_'([V1=Val2|T], List, U)
    ;   U = [Val1=Val2|UT],
        '$dif_simplify_ornode_'([V2=Val2|T], List, UT)
    ).
'$dif_simplify_ornode_'([H|T], List, U) :-
    List = [H|Rest],
    '$dif_simplify_ornode_'(T, Rest, U).

'$dif_unify_hook'(vardif(V1, V2), Other) :-
    (   get_attr(Other, dif, vardif(OV1, OV2))
    ->  '$dif_reverse_lookups'(V1, Other, OrNodes1, NV1),
        '$dif_or_one_fails'(OrNodes1),
        '$dif_reverse_lookups'(OV1, Other, OrNodes2, NOV1),
        '$dif_or_one_fails'(OrNodes2),
        '$dif_remove_obsolete'(V2, Other, NV2),
        '$dif_remove_obsolete'(OV2, Other, NOV2),
        append(NV1, NOV1, CV1),
        append(NV2, NOV2, CV2),
        (   CV1 == [], CV2 == []
        ->  del_attr(Other, dif)
        ;   put_attr(Other, dif, vardif(CV1, CV2))
        )
    ;   var(Other)
    ->  put_attr(Other, dif, vardif(V1, V2))
    ;   '$dif_verify_compounds'(V1, Other),
        '$dif_verify_compounds'(V2, Other)
    ).

'$dif_remove_obsolete'([], _, []).
'$dif_remove_obsolete'([N-Y|T], X, L) :-
    (   Y == X
    ->  '$dif_remove_obsolete'(T, X, L)
    ;   L = [N-Y|RT],
        '$dif_remove_obsolete'(T, X, RT)
    ).

'$dif_reverse_lookups'([], _, [], []).
'$dif_reverse_lookups'([N-X|NXs], Value, Nodes, Rest) :-
    (   X == Value
    ->  Nodes = [N|RNodes],
        Rest = RRest
    ;   Nodes = RNodes,
        Rest = [N-X|RRest]
    ),
    '$dif_reverse_lookups'(NXs, Value, RNodes, RRest).

'$dif_verify_compounds'([], _).
'$dif_verify_compounds'([OrNode-Y|Rest], X) :-
    (   var(Y)
    ->  true
    ;   OrNode == (-)
    ->  true
    ;   '$dif_c_c'(X, Y, OrNode)
    ),
    '$dif_verify_compounds'(Rest, X).

'$dif_or_succeed'(OrNode) :-
    (   get_attr(OrNode, dif, Attr)
    ->  Attr = node(Pairs),
        del_attr(OrNode, dif),
        OrNode = (-),
        '$dif_del_or_dif'(Pairs)
    ;   true
    ).

'$dif_del_or_dif'([]).
'$dif_del_or_dif'([X=Y|Xs]) :-
    '$dif_cleanup_dead_nodes'(X),
    '$dif_cleanup_dead_nodes'(Y),
    '$dif_del_or_dif'(Xs).

'$dif_cleanup_dead_nodes'(X) :-
    (   get_attr(X, dif, Attr)
    ->  Attr = vardif(V1, V2),
        '$dif_filter_dead_ors'(V1, NV1),
        '$dif_filter_dead_ors'(V2, NV2),
        (   NV1 == [], NV2 == []
        ->  del_attr(X, dif)
        ;   put_attr(X, dif, vardif(NV1, NV2))
        )
    ;   true
    ).

'$dif_filter_dead_ors'([], []).
'$dif_filter_dead_ors'([Or-Y|Rest], List) :-
    (   var(Or)
    ->  List = [Or-Y|NRest]
    ;   List = NRest
    ),
    '$dif_filter_dead_ors'(Rest, NRest).

'$dif_or_one_fail'(OrNode) :- '$dif_simplify_ornode'(OrNode).

'$dif_or_one_fails'([]).
'$dif_or_one_fails'([N|Ns]) :- '$dif_or_one_fail'(N), '$dif_or_one_fails'(Ns).

% The goals of a variable's vardif(Ors, _): a node's dif/2 is given by the variable on
% the left of its first pair (the others leave it).
'$dif_attribute_goals'(Var, L0, L) :-
    (   get_attr(Var, dif, vardif(Ors, _))
    ->  '$dif_or_nodes'(Ors, Var, L0, L)
    ;   '$dif_or_node'(Var, L0, L)
    ).

'$dif_or_node'(O, L0, L) :-
    (   get_attr(O, dif, node(Pairs))
    ->  '$dif_eqs_lefts_rights'(Pairs, As, Bs),
        '$dif_mydif'(As, Bs, L0, L),
        del_attr(O, dif)
    ;   L0 = L
    ).

'$dif_or_nodes'([], _, L, L).
'$dif_or_nodes'([O-_|Os], X, L0, L) :-
    (   get_attr(O, dif, node(Eqs))
    ->  (   Eqs = [LHS=_|_], LHS == X
        ->  '$dif_eqs_lefts_rights'(Eqs, As, Bs),
            '$dif_mydif'(As, Bs, L0, L1),
            del_attr(O, dif)
        ;   L1 = L0
        )
    ;   L1 = L0
    ),
    '$dif_or_nodes'(Os, X, L1, L).

'$dif_mydif'([X], [Y], L0, L) :- !, '$dif_if_necessary'(X, Y, L0, L).
'$dif_mydif'(Xs0, Ys0, L0, L) :-
    reverse(Xs0, Xs), reverse(Ys0, Ys),
    X =.. [f|Xs], Y =.. [f|Ys],
    '$dif_if_necessary'(X, Y, L0, L).

'$dif_if_necessary'(X, Y, L0, L) :-
    (   '$dif_unifiable'(X, Y, _)
    ->  L0 = [dif(X, Y)|L]
    ;   L0 = L
    ).

'$dif_eqs_lefts_rights'([], [], []).
'$dif_eqs_lefts_rights'([A=B|ABs], [A|As], [B|Bs]) :-
    '$dif_eqs_lefts_rights'(ABs, As, Bs).
