% SWI-Prolog's inventory of what a program may call without an import, written as
% Prolog facts to standard output:
%   system(Name, Arities).       a predicate of module system (not named $...)
%   library(Library, [N/A, ...]). the predicates the autoload index gives each library
%   function(Name, Arities).     an arithmetic function
%   flag(Name).                  a Prolog flag (of a script run as `swipl -q script out`)
% Regenerate with: swipl -q tests/oracle/inventory.pl > tests/prolog/inventory/swi.pl

:- initialization(main, main).

main :-
    '$autoload':load_library_index(_, _),
    current_output(S),
    write_inventory(S).

write_inventory(S) :-
    current_prolog_flag(version, V),
    format(S, "% SWI-Prolog ~w's inventory, written by tests/oracle/inventory.pl.~n", [V]),
    findall(N-A, ( predicate_property(system:H, defined), functor(H, N, A),
                   \+ sub_atom(N, 0, _, _, '$') ), Ps),
    grouped(S, system, Ps),
    findall(L-(N/A), ( '$autoload':library_index(H, L, _), functor(H, N, A) ), Ls0),
    sort(Ls0, Ls),
    group_pairs_by_key(Ls, ByLib),
    forall(member(L-PIs, ByLib), portray_clause(S, library(L, PIs))),
    findall(N-A, ( current_arithmetic_function(H), functor(H, N, A) ), Fs),
    grouped(S, function, Fs),
    findall(F, current_prolog_flag(F, _), Fl0),
    sort(Fl0, Fl),
    forall(member(F, Fl), portray_clause(S, flag(F))).

grouped(S, Kind, Pairs) :-
    sort(Pairs, Sorted),
    group_pairs_by_key(Sorted, Groups),
    forall(member(N-As, Groups), ( T =.. [Kind, N, As], portray_clause(S, T) )).
