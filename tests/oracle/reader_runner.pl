% Differential runner for the reader: reads every clause of each file named on the command
% line as consult reads it (UTF-8, syntax errors raised) and prints one line per clause:
% the file, a tab, and the term as write_canonical writes it, `error` for a syntax error,
% or `end`.  With `show` before the files, a term is written as the toplevel writes a
% value instead (quoted, portrayed, spacing(next_argument), at priority 699); with
% `listing`, as portray_clause/1 writes a clause (facts only: one line each).

:- initialization(main, main).

main :-
    current_prolog_flag(argv, Args),
    (   Args = [How|Files], memberchk(How, [show, listing])
    ->  true
    ;   Files = Args, How = canonical
    ),
    forall(member(File, Files), read_file(How, File)).

read_file(How, File) :-
    setup_call_cleanup(open(File, read, In, [encoding(utf8)]),
                       read_all(How, File, In),
                       close(In)).

read_all(How, File, In) :-
    catch(read_term(In, Term, [syntax_errors(error)]), error(syntax_error(_), _),
          Term = '$syntax_error'),
    format("~w\t", [File]),
    (   Term == end_of_file
    ->  format("end~n")
    ;   Term == '$syntax_error'
    ->  format("error~n"),
        read_all(How, File, In)
    ;   write_as(How, Term),
        nl,
        read_all(How, File, In)
    ).

write_as(canonical, Term) :-
    write_canonical(Term).
write_as(show, Term) :-
    write_term(Term, [quoted(true), portray(true), numbervars(true),
                      spacing(next_argument), priority(699)]).
write_as(listing, Term) :-
    with_output_to(string(Text), portray_clause(Term)),
    split_string(Text, "", "\n", [Line]),
    write(Line).
