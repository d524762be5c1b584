% SWI-Prolog 90004's inventory, written by tests/oracle/inventory.pl.
system(!, [0]).
system(*->, [2]).
system(',', [2]).
system(->, [2]).
system('.', [3]).
system(:<, [2]).
system(;, [2]).
system(<, [2]).
system('<meta-call>', [1]).
system(=, [2]).
system(=.., [2]).
system(=:=, [2]).
system(=<, [2]).
system(==, [2]).
system(=@=, [2]).
system(=\=, [2]).
system(>, [2]).
system(>:<, [2]).
system(>=, [2]).
system(?=, [2]).
system(@, [2]).
system(@<, [2]).
system(@=<, [2]).
system(@>, [2]).
system(@>=, [2]).
system('[|]', [2]).
system(\+, [1]).
system(\=, [2]).
system(\==, [2]).
system(\=@=, [2]).
system(abolish, [1, 2]).
system(abolish_all_tables, [0]).
system(abolish_module_tables, [1]).
system(abolish_monotonic_tables, [0]).
system(abolish_nonincremental_tables, [0, 1]).
system(abolish_private_tables, [0]).
system(abolish_shared_tables, [0]).
system(abolish_table_subgoals, [1]).
system(abort, [0]).
system(absolute_file_name, [2, 3]).
system(access_file, [2]).
system(acyclic_term, [1]).
system(add_import_module, [3]).
system(answer_count_restraint, [0]).
system(append, [1]).
system(apply, [2]).
system(arg, [3]).
system(assert, [1, 2]).
system(asserta, [1, 2]).
system(assertz, [1, 2]).
system(at_end_of_stream, [0, 1]).
system(at_halt, [1]).
system(atom, [1]).
system(atom_chars, [2]).
system(atom_codes, [2]).
system(atom_concat, [3]).
system(atom_length, [2]).
system(atom_number, [2]).
system(atom_prefix, [2]).
system(atom_string, [2]).
system(atom_to_term, [3]).
system(atomic, [1]).
system(atomic_concat, [3]).
system(atomic_list_concat, [2, 3]).
system(atomics_to_string, [2, 3]).
system(attach_packs, [0, 1, 2]).
system(attvar, [1]).
system(autoload, [1, 2]).
system(autoload_path, [1]).
system(b_getval, [2]).
system(b_set_dict, [3]).
system(b_setval, [2]).
system(bagof, [3]).
system(between, [3]).
system(blob, [2]).
system(bounded_number, [3]).
system(break, [0]).
system(byte_count, [2]).
system(call, [1, 2, 3, 4, 5, 6, 7, 8]).
system(call_cleanup, [2, 3]).
system(call_continuation, [1]).
system(call_dcg, [3]).
system(call_residue_vars, [2]).
system(call_shared_object_function, [2]).
system(call_with_depth_limit, [3]).
system(call_with_inference_limit, [3]).
system(callable, [1]).
system(cancel_halt, [1]).
system(catch, [3]).
system(catch_with_backtrace, [3]).
system(char_code, [2]).
system(char_conversion, [2]).
system(char_type, [2]).
system(character_count, [2]).
system(clause, [2, 3]).
system(clause_property, [2]).
system(close, [1, 2]).
system(close_shared_object, [1]).
system(code_type, [2]).
system(collation_key, [2]).
system(compare, [3]).
system(compile_aux_clauses, [1]).
system(compile_predicates, [1]).
system(compiling, [0]).
system(compound, [1]).
system(compound_name_arguments, [3]).
system(compound_name_arity, [3]).
system(consult, [1]).
system(context_module, [1]).
system(copy_predicate_clauses, [2]).
system(copy_stream_data, [2, 3]).
system(copy_term, [2, 3, 4]).
system(copy_term_nat, [2, 4]).
system(create_prolog_flag, [3]).
system(current_arithmetic_function, [1]).
system(current_atom, [1]).
system(current_blob, [2]).
system(current_char_conversion, [2]).
system(current_engine, [1]).
system(current_flag, [1]).
system(current_format_predicate, [2]).
system(current_functor, [2]).
system(current_input, [1]).
system(current_key, [1]).
system(current_locale, [1]).
system(current_module, [1]).
system(current_op, [3]).
system(current_output, [1]).
system(current_predicate, [1, 2]).
system(current_prolog_flag, [2]).
system(current_resource, [2]).
system(current_signal, [3]).
system(current_table, [2]).
system(current_transaction, [1]).
system(current_trie, [1]).
system(cyclic_term, [1]).
system(date_time_stamp, [2]).
system(dcg_translate_rule, [2, 4]).
system(default_module, [2]).
system(del_attr, [2]).
system(del_attrs, [1]).
system(del_dict, [4]).
system(delete_directory, [1]).
system(delete_file, [1]).
system(delete_import_module, [2]).
system(det, [1]).
system(deterministic, [1]).
system(dict_create, [3]).
system(dict_pairs, [3]).
system(directory_files, [2]).
system(discontiguous, [1]).
system(divmod, [4]).
system(downcase_atom, [2]).
system(duplicate_term, [2]).
system(dwim_match, [2, 3]).
system(dwim_predicate, [2]).
system(dynamic, [1, 2]).
system(engine_create, [3, 4]).
system(engine_destroy, [1]).
system(engine_fetch, [1]).
system(engine_next, [2]).
system(engine_next_reified, [2]).
system(engine_post, [2, 3]).
system(engine_self, [1]).
system(engine_yield, [1]).
system(ensure_loaded, [1]).
system(erase, [1]).
system(exists_directory, [1]).
system(exists_file, [1]).
system(exists_source, [1, 2]).
system(expand_file_name, [2]).
system(expand_file_search_path, [2]).
system(expand_goal, [2, 4]).
system(expand_term, [2, 4]).
system(export, [1]).
system(fail, [0]).
system(false, [0]).
system(fast_read, [2]).
system(fast_term_serialized, [2]).
system(fast_write, [2]).
system(file_base_name, [2]).
system(file_directory_name, [2]).
system(file_name_extension, [3]).
system(fill_buffer, [1]).
system(findall, [3, 4]).
system(findnsols, [4, 5]).
system(flag, [3]).
system(float, [1]).
system(float_class, [2]).
system(float_parts, [4]).
system(flush_output, [0, 1]).
system(forall, [2]).
system(format, [1, 2, 3]).
system(format_predicate, [2]).
system(format_time, [3, 4]).
system(freeze, [2]).
system(frozen, [2]).
system(functor, [3, 4]).
system(garbage_collect, [0]).
system(garbage_collect_atoms, [0]).
system(garbage_collect_clauses, [0]).
system(gc_file_search_cache, [1]).
system(get, [1, 2]).
system(get0, [1, 2]).
system(get_attr, [3]).
system(get_attrs, [2]).
system(get_byte, [1, 2]).
system(get_char, [1, 2]).
system(get_code, [1, 2]).
system(get_dict, [3, 5]).
system(get_flag, [2]).
system(get_single_char, [1]).
system(get_string_code, [3]).
system(get_time, [1]).
system(getenv, [2]).
system(goal_expansion, [2, 4]).
system(ground, [1]).
system(halt, [0, 1]).
system(ignore, [1]).
system(import, [1]).
system(import_module, [2]).
system(initialization, [1, 2]).
system(initialize, [0]).
system(instance, [2]).
system(integer, [1]).
system(is, [2]).
system(is_absolute_file_name, [1]).
system(is_dict, [1, 2]).
system(is_engine, [1]).
system(is_list, [1]).
system(is_most_general_term, [1]).
system(is_stream, [1]).
system(is_thread, [1]).
system(is_trie, [1]).
system(keysort, [2]).
system(known_licenses, [0]).
system(leash, [1]).
system(length, [2]).
system(license, [0, 1, 2]).
system(line_count, [2]).
system(line_position, [2]).
system(load_files, [1, 2]).
system(locale_create, [3]).
system(locale_destroy, [1]).
system(locale_property, [2]).
system(make_directory, [1]).
system(make_library_index, [1, 2]).
system(malloc_property, [1]).
system(memberchk, [2]).
system(message_queue_create, [1, 2]).
system(message_queue_destroy, [1]).
system(message_queue_property, [2]).
system(message_queue_set, [2]).
system(message_to_string, [2]).
system(meta_predicate, [1]).
system(module, [1]).
system(module_property, [2]).
system(module_transparent, [1]).
system(msort, [2]).
system(multifile, [1]).
system(mutex_create, [1, 2]).
system(mutex_destroy, [1]).
system(mutex_lock, [1]).
system(mutex_property, [2]).
system(mutex_statistics, [0]).
system(mutex_trylock, [1]).
system(mutex_unlock, [1]).
system(mutex_unlock_all, [0]).
system(name, [2]).
system(nb_current, [2]).
system(nb_delete, [1]).
system(nb_getval, [2]).
system(nb_link_dict, [3]).
system(nb_linkarg, [3]).
system(nb_linkval, [2]).
system(nb_set_dict, [3]).
system(nb_setarg, [3]).
system(nb_setval, [2]).
system(nl, [0, 1]).
system(non_terminal, [1]).
system(nonground, [2]).
system(nonvar, [1]).
system(noprofile, [1]).
system(noprotocol, [0]).
system(normalize_space, [2]).
system(not, [1]).
system(not_exists, [1]).
system(notrace, [0, 1]).
system(nth_clause, [3]).
system(nth_integer_root_and_remainder, [4]).
system(number, [1]).
system(number_chars, [2]).
system(number_codes, [2]).
system(number_string, [2]).
system(numbervars, [3, 4]).
system(on_signal, [3]).
system(once, [1]).
system(op, [3]).
system(open, [3, 4]).
system(open_null_stream, [1]).
system(open_resource, [2, 3]).
system(open_shared_object, [2, 3]).
system(open_string, [2]).
system(open_xterm, [5]).
system(peek_byte, [1, 2]).
system(peek_char, [1, 2]).
system(peek_code, [1, 2]).
system(peek_string, [3]).
system(phrase, [2, 3]).
system(plus, [3]).
system(predicate_option_mode, [2]).
system(predicate_option_type, [2]).
system(predicate_property, [2]).
system(print, [1, 2]).
system(print_message, [2]).
system(print_message_lines, [3]).
system(print_toplevel_variables, [0]).
system(profiler, [2]).
system(prolog, [0]).
system(prolog_alert_signal, [2]).
system(prolog_choice_attribute, [3]).
system(prolog_current_choice, [1]).
system(prolog_current_frame, [1]).
system(prolog_cut_to, [1]).
system(prolog_debug, [1]).
system(prolog_frame_attribute, [3]).
system(prolog_interrupt, [0]).
system(prolog_listen, [2, 3]).
system(prolog_load_context, [2]).
system(prolog_nodebug, [1]).
system(prolog_skip_frame, [1]).
system(prolog_skip_level, [2]).
system(prolog_stack_property, [2]).
system(prolog_to_os_filename, [2]).
system(prolog_unlisten, [2]).
system(prompt, [2]).
system(prompt1, [1]).
system(protocol, [1]).
system(protocola, [1]).
system(protocolling, [1]).
system(public, [1]).
system(put, [1, 2]).
system(put_attr, [3]).
system(put_attrs, [2]).
system(put_byte, [1, 2]).
system(put_char, [1, 2]).
system(put_code, [1, 2]).
system(put_dict, [3, 4]).
system(qcompile, [1, 2]).
system(radial_restraint, [0]).
system(random_property, [1]).
system(rational, [1, 3]).
system(read, [1, 2]).
system(read_clause, [3]).
system(read_link, [3]).
system(read_pending_chars, [3]).
system(read_pending_codes, [3]).
system(read_string, [3, 5]).
system(read_term, [2, 3]).
system(read_term_from_atom, [3]).
system(read_term_with_history, [2]).
system(recorda, [2, 3]).
system(recorded, [2, 3]).
system(recordz, [2, 3]).
system(redefine_system_predicate, [1]).
system(reexport, [1, 2]).
system(register_iri_scheme, [3]).
system(reload_library_index, [0]).
system(rename_file, [2]).
system(repeat, [0]).
system(require, [1]).
system(reset, [3]).
system(reset_profiler, [0]).
system(residual_goals, [1]).
system(retract, [1]).
system(retractall, [1]).
system(rule, [2, 3]).
system(same_file, [2]).
system(same_term, [2]).
system(see, [1]).
system(seeing, [1]).
system(seek, [4]).
system(seen, [0]).
system(select_dict, [3]).
system(set_end_of_stream, [1]).
system(set_flag, [2]).
system(set_input, [1]).
system(set_locale, [1]).
system(set_malloc, [1]).
system(set_module, [1]).
system(set_output, [1]).
system(set_prolog_IO, [3]).
system(set_prolog_flag, [2]).
system(set_prolog_gc_thread, [1]).
system(set_prolog_stack, [2]).
system(set_random, [1]).
system(set_stream, [2]).
system(set_stream_position, [2]).
system(set_system_IO, [3]).
system(setarg, [3]).
system(setenv, [2]).
system(setlocale, [3]).
system(setof, [3]).
system(setup_call_catcher_cleanup, [4]).
system(setup_call_cleanup, [3]).
system(shell, [1, 2]).
system(shift, [1]).
system(shift_for_copy, [1]).
system(sig_atomic, [1]).
system(sig_block, [1]).
system(sig_pending, [1]).
system(sig_remove, [2]).
system(sig_unblock, [1]).
system(size_abstract_term, [3]).
system(size_file, [2]).
system(skip, [1, 2]).
system(sleep, [1]).
system(snapshot, [1]).
system(sort, [2, 4]).
system(source_file, [1, 2]).
system(source_file_property, [2]).
system(source_location, [2]).
system(split_string, [4]).
system(stamp_date_time, [3]).
system(start_abstract_tabling, [3]).
system(start_moded_tabling, [5]).
system(start_subsumptive_tabling, [3]).
system(start_tabling, [3]).
system(statistics, [2]).
system(stream_pair, [3]).
system(stream_position_data, [3]).
system(stream_property, [2]).
system(string, [1]).
system(string_bytes, [3]).
system(string_chars, [2]).
system(string_code, [3]).
system(string_codes, [2]).
system(string_concat, [3]).
system(string_length, [2]).
system(string_lower, [2]).
system(string_upper, [2]).
system(strip_module, [3]).
system(style_check, [1]).
system(sub_atom, [5]).
system(sub_atom_icasechk, [3]).
system(sub_string, [5]).
system(subsumes_term, [2]).
system(succ, [2]).
system(tab, [1, 2]).
system(table, [1]).
system(tabled_call, [1]).
system(tell, [1]).
system(telling, [1]).
system(term_attvars, [2]).
system(term_expansion, [2, 4]).
system(term_hash, [2, 4]).
system(term_singletons, [2]).
system(term_string, [2, 3]).
system(term_to_atom, [2]).
system(term_variables, [2, 3]).
system(text_to_string, [2]).
system(thread_affinity, [3]).
system(thread_alias, [1]).
system(thread_create, [2, 3]).
system(thread_detach, [1]).
system(thread_exit, [1]).
system(thread_get_message, [1, 2, 3]).
system(thread_idle, [2]).
system(thread_initialization, [1]).
system(thread_join, [1, 2]).
system(thread_local, [1]).
system(thread_peek_message, [1, 2]).
system(thread_property, [2]).
system(thread_self, [1]).
system(thread_send_message, [2, 3]).
system(thread_setconcurrency, [2]).
system(thread_signal, [2]).
system(thread_statistics, [3]).
system(thread_update, [2]).
system(thread_wait, [2]).
system(throw, [1]).
system(time_file, [2]).
system(tmp_file, [2]).
system(tmp_file_stream, [3]).
system(tnot, [1]).
system(told, [0]).
system(trace, [0]).
system(tracing, [0]).
system(transaction, [1, 2, 3]).
system(transaction_updates, [1]).
system(trie_delete, [3]).
system(trie_destroy, [1]).
system(trie_gen, [2, 3]).
system(trie_gen_compiled, [2, 3]).
system(trie_insert, [2, 3, 4]).
system(trie_lookup, [3]).
system(trie_new, [1]).
system(trie_property, [2]).
system(trie_term, [2]).
system(trie_update, [3]).
system(trim_heap, [0]).
system(trim_stacks, [0]).
system(true, [0]).
system(tty_get_capability, [3]).
system(tty_goto, [2]).
system(tty_put, [2]).
system(tty_size, [2]).
system(ttyflush, [0]).
system(undefined, [0]).
system(undo, [1]).
system(unifiable, [3]).
system(unify_with_occurs_check, [2]).
system(unload_file, [1]).
system(unsetenv, [1]).
system(untable, [1]).
system(unwrap_predicate, [2]).
system(upcase_atom, [2]).
system(use_foreign_library, [1, 2]).
system(use_module, [1, 2]).
system(var, [1]).
system(var_number, [2]).
system(var_property, [2]).
system(variant_hash, [2]).
system(variant_sha1, [2]).
system(verbose_expansion, [1]).
system(version, [0, 1]).
system(visible, [1]).
system(volatile, [1]).
system(wait_for_input, [3]).
system(wildcard_match, [2, 3]).
system(with_mutex, [2]).
system(with_output_to, [2]).
system(with_tty_raw, [1]).
system(working_directory, [2]).
system(write, [1, 2]).
system(write_canonical, [1, 2]).
system(write_length, [3]).
system(write_term, [2, 3]).
system(writeln, [1, 2]).
system(writeq, [1, 2]).
system(zip_clone, [2]).
system(zip_close_, [2]).
system(zip_file_info_, [3]).
system(zip_lock, [1]).
system(zip_open_stream, [3]).
system(zip_unlock, [1]).
system(zipper_goto, [2]).
system(zipper_open_current, [3]).
system(zipper_open_new_file_in_zip, [4]).
library(aggregate, [aggregate/3, aggregate/4, aggregate_all/3, aggregate_all/4, foreach/2, free_variables/4]).
library(ansi_term, [ansi_format/3, ansi_get_color/2, ansi_hyperlink/2, ansi_hyperlink/3]).
library(apply, [convlist/3, exclude/3, foldl/4, foldl/5, foldl/6, foldl/7, include/3, maplist/2, maplist/3, maplist/4, maplist/5, partition/4, partition/5, scanl/4, scanl/5, scanl/6, scanl/7]).
library(apply_macros, [expand_phrase/2, expand_phrase/4]).
library(archive, [archive_close/1, archive_create/3, archive_data_stream/3, archive_entries/2, archive_extract/3, archive_foldl/4, archive_header_property/2, archive_next_header/2, archive_open/3, archive_open/4, archive_open_entry/2, archive_property/2, archive_set_header_property/2]).
library(arithmetic, [arithmetic_expression_value/2, arithmetic_function/1]).
library(assoc, [assoc_to_keys/2, assoc_to_list/2, assoc_to_values/2, del_assoc/4, del_max_assoc/4, del_min_assoc/4, empty_assoc/1, gen_assoc/3, get_assoc/3, get_assoc/5, is_assoc/1, list_to_assoc/2, map_assoc/2, map_assoc/3, max_assoc/3, min_assoc/3, ord_list_to_assoc/2, put_assoc/4]).
library(atom, [identifier_parts/2, join_identifier_parts/3, restyle_identifier/3]).
library(backward_compatibility, ['$apropos_match'/2, '$arch'/2, '$argv'/1, '$declare_module'/3, '$home'/1, '$module'/2, '$set_prompt'/1, '$sig_atomic'/1, '$strip_module'/3, '$version'/1, 'C'/3, at_initialization/1, checklist/2, concat/3, concat_atom/2, concat_atom/3, convert_time/2, convert_time/8, current_module/2, current_mutex/3, current_thread/2, displayq/1, displayq/2, eval_license/0, export_list/2, feature/2, flush/0, free_variables/2, hash/1, hash_term/2, index/1, lock_predicate/2, merge/3, merge_set/3, message_queue_size/2, proper_list/1, read_clause/1, read_clause/2, read_history/6, read_pending_input/3, read_variables/2, read_variables/3, set_base_module/1, set_feature/2, setup_and_call_cleanup/3, setup_and_call_cleanup/4, sformat/2, sformat/3, string_to_atom/2, string_to_list/2, sublist/3, substring/4, sumlist/2, thread_at_exit/1, trie_insert_new/3, unlock_predicate/2, write_ln/1]).
library(base32, [base32/2, base32/3]).
library(base64, [base64/2, base64/3, base64_encoded/3, base64_encoded/4, base64url/2, base64url/3]).
library(broadcast, [broadcast/1, broadcast_request/1, listen/2, listen/3, listening/3, unlisten/1, unlisten/2, unlisten/3]).
library(c14n2, [xml_write_canonical/3]).
library(cgi, [cgi_get_form/1]).
library(charsio, [atom_to_chars/2, atom_to_chars/3, format_to_chars/3, format_to_chars/4, number_to_chars/2, number_to_chars/3, open_chars_stream/2, read_from_chars/2, read_term_from_chars/3, with_output_to_chars/2, with_output_to_chars/3, with_output_to_chars/4, write_to_chars/2, write_to_chars/3]).
library(check, [check/0, list_autoload/0, list_cross_module_calls/0, list_cross_module_calls/1, list_format_errors/0, list_format_errors/1, list_rationals/0, list_rationals/1, list_redefined/0, list_strings/0, list_strings/1, list_trivial_fails/0, list_trivial_fails/1, list_undefined/0, list_undefined/1, list_void_declarations/0]).
library(check_installation, [check_config_files/0, check_installation/0, check_installation/1, test_installation/0, test_installation/1, update_config_files/0]).
library(checklast, [check_old_last/0]).
library(checkselect, [check_old_select/0]).
library(chr, [chr_leash/1, chr_notrace/0, chr_show_store/1, chr_trace/0, find_chr_constraint/1]).
library(clib_rlimit, [rlimit/3]).
library(codesio, [format_to_codes/3, format_to_codes/4, open_codes_stream/2, read_from_codes/2, read_term_from_codes/3, with_output_to_codes/2, with_output_to_codes/3, with_output_to_codes/4, write_term_to_codes/3, write_term_to_codes/4, write_to_codes/2, write_to_codes/3]).
library(coinduction, [coinductive/1]).
library(crypt, [crypt/2]).
library(crypto, [crypto_context_hash/2, crypto_context_new/2, crypto_curve_generator/2, crypto_curve_order/2, crypto_curve_scalar_mult/4, crypto_data_context/3, crypto_data_decrypt/6, crypto_data_encrypt/6, crypto_data_hash/3, crypto_data_hkdf/4, crypto_file_hash/3, crypto_generate_prime/3, crypto_is_prime/2, crypto_modular_inverse/3, crypto_n_random_bytes/2, crypto_name_curve/2, crypto_open_hash_stream/3, crypto_password_hash/2, crypto_password_hash/3, crypto_stream_hash/2, ecdsa_sign/4, ecdsa_verify/4, hex_bytes/2, rsa_private_decrypt/4, rsa_private_encrypt/4, rsa_public_decrypt/4, rsa_public_encrypt/4, rsa_sign/4, rsa_verify/4]).
library(crypto_hash, [file_sha1/2, hash_atom/2, hmac_sha/4, sha_hash/3, sha_hash_ctx/4, sha_new_ctx/2]).
library(csv, [csv/3, csv/4, csv_options/2, csv_read_file/2, csv_read_file/3, csv_read_file_row/3, csv_read_row/3, csv_read_stream/3, csv_write_file/2, csv_write_file/3, csv_write_stream/3]).
library(ctypes, [is_alnum/1, is_alpha/1, is_ascii/1, is_cntrl/1, is_csym/1, is_csymf/1, is_digit/1, is_digit/3, is_endfile/1, is_endline/1, is_graph/1, is_lower/1, is_newline/1, is_newpage/1, is_paren/2, is_period/1, is_print/1, is_punct/1, is_quote/1, is_space/1, is_upper/1, is_white/1, to_lower/2, to_upper/2, upper_lower/2]).
library(date, [date_time_value/3, day_of_the_week/2, day_of_the_year/2, parse_time/2, parse_time/3]).
library(dicts, [dict_fill/4, dict_keys/2, dict_no_fill/3, dict_size/2, dicts_join/3, dicts_join/4, dicts_same_keys/2, dicts_same_tag/2, dicts_slice/3, dicts_to_compounds/4, dicts_to_same_keys/3]).
library(dif, [dif/2]).
library(double_metaphone, [double_metaphone/2, double_metaphone/3]).
library(edinburgh, [debug/0, display/1, display/2, fileerrors/2, nodebug/0, reconsult/1, unknown/2]).
library(editline, [el_add_history/2, el_addfn/4, el_bind/2, el_cursor/2, el_deletestr/2, el_history/2, el_history_events/2, el_insertstr/2, el_line/2, el_read_history/2, el_source/2, el_unwrap/1, el_wrap/0, el_wrap/4, el_wrapped/1, el_write_history/2]).
library(error, [current_type/3, domain_error/2, existence_error/2, existence_error/3, instantiation_error/1, is_of_type/2, must_be/2, permission_error/3, representation_error/1, resource_error/1, syntax_error/1, type_error/2, uninstantiation_error/1]).
library(fastrw, [fast_read/1, fast_read/2, fast_write/1, fast_write/2, fast_write_to_string/3]).
library(files, [can_open_file/2, chdir/1]).
library(files_ex, [chmod/2, copy_directory/2, copy_file/2, delete_directory_and_contents/1, delete_directory_contents/1, directory_file_path/3, directory_member/3, link_file/3, make_directory_path/1, relative_file_name/3, set_time_file/3]).
library(gensym, [gensym/2, reset_gensym/0, reset_gensym/1]).
library(git, [git/2, git_branches/2, git_commit_data/3, git_default_branch/2, git_describe/2, git_hash/2, git_log_data/3, git_ls_remote/3, git_ls_tree/2, git_open_file/4, git_process_output/3, git_remote_branches/2, git_remote_url/3, git_shortlog/3, git_show/4, git_tags_on_branch/3, is_git_directory/1]).
library(hash_stream, [open_hash_stream/3, stream_hash/2]).
library(hashtable, [ht_del/3, ht_gen/3, ht_get/3, ht_is_hashtable/1, ht_keys/2, ht_new/1, ht_pairs/2, ht_put/3, ht_put/5, ht_put_new/3, ht_size/2, ht_update/4]).
library(heaps, [add_to_heap/4, delete_from_heap/4, empty_heap/1, get_from_heap/4, heap_size/2, heap_to_list/2, is_heap/1, list_to_heap/2, merge_heaps/3, min_of_heap/3, min_of_heap/5, singleton_heap/3]).
library(increval, [incr_assert/1, incr_asserta/1, incr_assertz/1, incr_directly_depends/2, incr_invalid_subgoals/1, incr_invalidate_call/1, incr_invalidate_calls/1, incr_is_invalid/1, incr_propagate_calls/1, incr_retract/1, incr_retractall/1, incr_table_update/0, incr_trans_depends/2, is_incremental_subgoal/1]).
library(intercept, [intercept/3, intercept/4, intercept_all/4, nb_intercept_all/4, send_signal/1, send_silent_signal/1]).
library(iostream, [close_any/1, open_any/5]).
library(iso_639, [iso_639/2, iso_639_2/2, iso_639_3/2]).
library(isub, ['$isub'/5, isub/4]).
library(lazy_lists, [lazy_engine_next/4, lazy_findall/3, lazy_findall/4, lazy_get_codes/4, lazy_list/2, lazy_list/3, lazy_list_iterator/4, lazy_list_length/2, lazy_list_materialize/1, lazy_message_queue/4, lazy_read_lines/4, lazy_read_terms/4]).
library(lists, [append/2, append/3, clumped/2, delete/3, flatten/2, intersection/3, is_set/1, last/2, list_to_set/2, max_list/2, max_member/2, max_member/3, member/2, memberchk/2, min_list/2, min_member/2, min_member/3, nextto/3, nth0/3, nth0/4, nth1/3, nth1/4, numlist/3, permutation/2, prefix/2, proper_length/2, reverse/2, same_length/2, select/3, select/4, selectchk/3, selectchk/4, subset/2, subtract/3, sum_list/2, union/3]).
library(make, [make/0, make_reload_file/1]).
library(md5, [md5_hash/3]).
library(memory_file, [atom_to_memory_file/2, delete_memory_file/3, free_memory_file/1, insert_memory_file/3, memory_file_line_position/4, memory_file_substring/5, memory_file_to_atom/2, memory_file_to_atom/3, memory_file_to_codes/2, memory_file_to_codes/3, memory_file_to_string/2, memory_file_to_string/3, new_memory_file/1, open_memory_file/3, open_memory_file/4, size_memory_file/2, size_memory_file/3, utf8_position_memory_file/3]).
library(modules, [current_temporary_module/1, in_temporary_module/3]).
library(mqi, [mqi_start/0, mqi_start/1, mqi_stop/1, mqi_version/2]).
library(nb_rbtrees, [nb_rb_get_node/3, nb_rb_insert/3, nb_rb_node_value/2, nb_rb_set_node_value/2]).
library(nb_set, [add_nb_set/2, add_nb_set/3, empty_nb_set/1, gen_nb_set/2, nb_set_to_list/2, size_nb_set/2]).
library(occurs, [contains_term/2, contains_var/2, free_of_term/2, free_of_var/2, occurrences_of_term/3, occurrences_of_var/3, sub_term/2, sub_term_shared_variables/3, sub_var/2]).
library(optparse, [opt_arguments/3, opt_help/2, opt_parse/4, opt_parse/5]).
library(ordsets, [is_ordset/1, list_to_ord_set/2, ord_add_element/3, ord_del_element/3, ord_disjoint/2, ord_empty/1, ord_intersect/2, ord_intersect/3, ord_intersection/2, ord_intersection/3, ord_intersection/4, ord_memberchk/2, ord_selectchk/3, ord_seteq/2, ord_subset/2, ord_subtract/3, ord_symdiff/3, ord_union/2, ord_union/3, ord_union/4]).
library(oset, [oset_addel/3, oset_delel/3, oset_diff/3, oset_dint/2, oset_dunion/2, oset_int/3, oset_is/1, oset_power/2, oset_union/3]).
library(pairs, [group_pairs_by_key/2, map_list_to_pairs/3, pairs_keys/2, pairs_keys_values/3, pairs_values/2, transpose_pairs/2]).
library(paxos, [paxos_admin_key/2, paxos_get/1, paxos_get/2, paxos_get/3, paxos_initialize/1, paxos_on_change/2, paxos_on_change/3, paxos_property/1, paxos_quorum_ask/4, paxos_replicate_key/3, paxos_set/1, paxos_set/2, paxos_set/3]).
library(pcre, [re_compile/3, re_config/1, re_flush/0, re_foldl/6, re_match/2, re_match/3, re_matchsub/3, re_matchsub/4, re_replace/4, re_replace/5, re_split/3, re_split/4]).
library(pdt_console, [pdt_install_console/0]).
library(pengines, [current_pengine_application/1, pengine_abort/1, pengine_application/1, pengine_ask/3, pengine_create/1, pengine_debug/2, pengine_destroy/1, pengine_destroy/2, pengine_event/2, pengine_event_loop/2, pengine_input/2, pengine_next/2, pengine_output/1, pengine_property/2, pengine_pull_response/2, pengine_respond/3, pengine_rpc/2, pengine_rpc/3, pengine_self/1, pengine_stop/2, pengine_user/1]).
library(pengines_io, [message_lines_to_html/3, pengine_bind_io_to_html/1, pengine_display/1, pengine_flush_output/0, pengine_format/1, pengine_format/2, pengine_io_goal_expansion/2, pengine_io_predicate/1, pengine_listing/0, pengine_listing/1, pengine_nl/0, pengine_portray_clause/1, pengine_print/1, pengine_read/1, pengine_read_line_to_codes/2, pengine_read_line_to_string/2, pengine_tab/1, pengine_write/1, pengine_write_canonical/1, pengine_write_term/2, pengine_writeln/1, pengine_writeq/1]).
library(persistency, [current_persistent_predicate/1, db_attach/2, db_attached/1, db_detach/0, db_sync/1, db_sync_all/1, persistent/1]).
library(pldoc, [doc_collect/1, pldoc_loading/0]).
library(pldoc_files, [doc_pack/1, doc_save/2]).
library(pldoc_http, [doc_browser/0, doc_browser/1, doc_enable/1, doc_server/1, doc_server/2]).
library(pldoc_latex, [doc_latex/3, latex_for_file/3, latex_for_predicates/3, latex_for_wiki_file/3]).
library(plunit, [begin_tests/1, begin_tests/2, current_test/5, current_test_unit/2, end_tests/1, load_test_files/1, run_tests/0, run_tests/1, running_tests/0, set_test_options/1, test_report/1]).
library(porter_stem, [atom_to_stem_list/2, porter_stem/2, tokenize_atom/2, unaccent_atom/2]).
library(portray_text, ['$portray_text_enabled'/1, portray_text/1, set_portray_text/2, set_portray_text/3]).
library(predicate_options, [assert_predicate_options/4, check_predicate_option/3, check_predicate_options/0, check_predicate_options/1, current_option_arg/2, current_predicate_option/3, current_predicate_options/3, derive_predicate_options/0, derived_predicate_options/1, derived_predicate_options/3, predicate_options/3, retractall_predicate_options/0]).
library(process, [is_process/1, process_create/3, process_group_kill/1, process_group_kill/2, process_id/1, process_id/2, process_kill/1, process_kill/2, process_release/1, process_set_method/1, process_wait/2, process_wait/3]).
library(prolog_autoload, [autoload_all/0, autoload_all/1]).
library(prolog_breakpoints, [breakpoint_property/2, delete_breakpoint/1, set_breakpoint/4, set_breakpoint/5, set_breakpoint_condition/2]).
library(prolog_clause, [clause_info/4, clause_info/5, clause_name/2, initialization_layout/4, predicate_name/2]).
library(prolog_code, [body_term_calls/2, comma_list/2, extend_goal/3, head_name_arity/3, is_control_goal/1, is_predicate_indicator/1, mkconj/3, mkdisj/3, most_general_goal/2, pi_head/2, predicate_label/2, predicate_sort_key/2, semicolon_list/2]).
library(prolog_codewalk, [prolog_program_clause/2, prolog_walk_code/1]).
library(prolog_colour, [prolog_colourise_query/3, prolog_colourise_stream/3, prolog_colourise_stream/4, prolog_colourise_term/4, syntax_colour/2, syntax_message/3]).
library(prolog_config, [apple_bundle_libdir/1, prolog_dump_runtime_variables/0]).
library(prolog_cover, [show_coverage/1, show_coverage/2]).
library(prolog_debug, [assertion/1, debug/1, debug/3, debug_message_context/1, debugging/1, debugging/2, list_debug_topics/0, list_debug_topics/1, nodebug/1]).
library(prolog_debug_tools, [debugging/0, nospy/1, nospyall/0, notrap/1, spy/1, trap/1]).
library(prolog_deps, [file_auto_import/2, file_autoload_directives/3]).
library(prolog_dialect, [exists_source/1, expects_dialect/1, source_exports/2]).
library(prolog_edit, [edit/0, edit/1]).
library(prolog_explain, [explain/1, explain/2]).
library(prolog_format, [format_spec/2, format_spec/3, format_types/2]).
library(prolog_help, [apropos/1, help/0, help/1]).
library(prolog_history, [prolog_history/1]).
library(prolog_hotfix, [load_hotfixes/1]).
library(prolog_install, [cmake_qcompile/0, cmake_qcompile/2, cmake_save_man_index/0, qcompile_libraries/0]).
library(prolog_jiti, [jiti_list/0, jiti_list/1]).
library(prolog_listing, [listing/0, listing/1, listing/2, portray_clause/1, portray_clause/2, portray_clause/3]).
library(prolog_main, [argv_options/3, argv_options/4, argv_usage/1, cli_enable_development_system/0, cli_parse_debug_options/2, main/0]).
library(prolog_metainference, [infer_meta_predicate/2, inferred_meta_predicate/2]).
library(prolog_operator, [pop_operators/0, pop_operators/1, push_op/3, push_operators/1, push_operators/2]).
library(prolog_pack, [pack_attach/2, pack_info/1, pack_install/1, pack_install/2, pack_list/1, pack_list_installed/0, pack_property/2, pack_rebuild/0, pack_rebuild/1, pack_remove/1, pack_search/1, pack_upgrade/1, pack_url_file/2]).
library(prolog_pretty_print, [print_term/2]).
library(prolog_server, [prolog_server/2]).
library(prolog_source, [directory_source_files/3, file_alias_path/2, file_name_on_path/2, load_quasi_quotation_syntax/2, path_segments_atom/2, prolog_canonical_source/2, prolog_close_source/1, prolog_open_source/2, prolog_read_source_term/4, read_source_term_at_location/3, valid_term_position/2]).
library(prolog_stack, [backtrace/1, get_prolog_backtrace/2, get_prolog_backtrace/3, print_last_choicepoint/0, print_last_choicepoint/2, print_prolog_backtrace/2, print_prolog_backtrace/3, prolog_stack_frame_property/2]).
library(prolog_statistics, [call_time/2, call_time/3, profile/1, profile/2, profile_data/1, profile_procedure_data/2, show_profile/1, statistics/0, statistics/1, thread_statistics/2, time/1]).
library(prolog_stream, [open_prolog_stream/4]).
library(prolog_trace, [notraceall/0, trace/1, trace/2, tracing/2]).
library(prolog_versions, [require_prolog_version/2]).
library(prolog_vm, [clause_vm/2, vm_list/1, vmi_labels/2]).
library(prolog_wrap, [current_predicate_wrapper/4, unwrap_predicate/2, wrap_predicate/4]).
library(prolog_xref, [xref_built_in/1, xref_called/3, xref_called/4, xref_called/5, xref_clean/1, xref_comment/3, xref_comment/4, xref_current_source/1, xref_defined/3, xref_defined_class/3, xref_definition_line/2, xref_done/2, xref_exported/2, xref_hook/1, xref_meta/2, xref_meta/3, xref_mode/3, xref_module/2, xref_op/2, xref_option/2, xref_prolog_flag/4, xref_public_list/3, xref_public_list/4, xref_public_list/6, xref_public_list/7, xref_source/1, xref_source/2, xref_source_file/3, xref_source_file/4, xref_used_class/2, xref_uses_file/3]).
library(protobufs, [protobuf_field_is_map/2, protobuf_map_pairs/3, protobuf_message/2, protobuf_message/3, protobuf_parse_from_codes/3, protobuf_serialize_to_codes/3]).
library(pure_input, [lazy_list_character_count/3, lazy_list_location/3, phrase_from_file/2, phrase_from_file/3, phrase_from_stream/2, stream_to_lazy_list/2, syntax_error/3]).
library(pwp, [pwp_files/2, pwp_stream/3, pwp_xml/3]).
library(qp_foreign, [load_foreign_files/0, load_foreign_files/2, load_foreign_files/3, load_foreign_resource/2, make_foreign_resource_wrapper/3, make_foreign_wrapper_file/1, make_foreign_wrapper_file/2, make_shared_object/3]).
library(qsave, [qsave_program/1, qsave_program/2]).
library(quasi_quotations, [phrase_from_quasi_quotation/2, quasi_quotation_syntax/1, quasi_quotation_syntax_error/1, with_quasi_quotation_input/3]).
library(quintus, [abs/2, acos/2, asin/2, atan/2, atan2/3, atom_char/2, ceiling/2, compile/1, cos/2, current_stream/3, date/1, floor/2, genarg/3, log/2, log10/2, midstring/3, midstring/4, midstring/5, midstring/6, mode/1, no_style_check/1, on_exception/3, otherwise/0, pow/3, prolog_flag/2, raise_exception/1, round/2, sign/2, simple/1, sin/2, skip_line/0, skip_line/1, sqrt/2, stream_position/3, tan/2, unix/1]).
library(random, [getrand/1, maybe/0, maybe/1, maybe/2, random/1, random/3, random_between/3, random_member/2, random_numlist/4, random_perm2/4, random_permutation/2, random_select/3, random_subseq/3, randseq/3, randset/3, setrand/1]).
library(rbtrees, [is_rbtree/1, list_to_rbtree/2, ord_list_to_rbtree/2, rb_apply/4, rb_clone/3, rb_del_max/4, rb_del_min/4, rb_delete/3, rb_delete/4, rb_empty/1, rb_fold/4, rb_in/3, rb_insert/4, rb_insert_new/4, rb_keys/2, rb_lookup/3, rb_map/2, rb_map/3, rb_max/3, rb_min/3, rb_new/1, rb_next/4, rb_partial_map/4, rb_previous/4, rb_size/2, rb_update/4, rb_update/5, rb_visit/2]).
library(rdf, [load_rdf/2, load_rdf/3, process_rdf/3, xml_to_rdf/3]).
library(rdf_diagram, [rdf_diagram_from_file/1]).
library(rdf_parser, [element_to_plrdf/3, make_rdf_state/3, rdf_modify_state/3, rdf_name_space/1, xml_to_plrdf/3]).
library(rdf_triple, [anon_prefix/1, rdf_end_file/1, rdf_reset_ids/0, rdf_start_file/2, rdf_triples/2, rdf_triples/3]).
library(rdf_write, [rdf_write_xml/2]).
library(read_util, [read_file_to_codes/3, read_file_to_string/3, read_file_to_terms/3, read_line_to_codes/2, read_line_to_codes/3, read_line_to_string/2, read_stream_to_codes/2, read_stream_to_codes/3]).
library(readline, [rl_add_history/1, rl_read_history/1, rl_read_init_file/1, rl_write_history/1]).
library(readln, [readln/1, readln/2, readln/5]).
library(record, [current_record/2, current_record_predicate/2, record/1]).
library(redis, [redis/1, redis/2, redis/3, redis_array_dict/3, redis_connect/1, redis_connect/3, redis_current_command/2, redis_current_command/3, redis_current_subscription/2, redis_disconnect/1, redis_disconnect/2, redis_get_hash/3, redis_get_list/3, redis_get_list/4, redis_hscan/4, redis_property/2, redis_read/2, redis_scan/3, redis_server/3, redis_set_hash/3, redis_set_list/3, redis_sscan/4, redis_subscribe/2, redis_subscribe/4, redis_unsubscribe/2, redis_write/2, redis_zscan/4]).
library(redis_streams, [xadd/4, xconsumer_stop/1, xlisten/3, xlisten_group/5, xstream_set/3]).
library(rewrite_term, [rew_goal_expansion/2, rew_term_expansion/2, rewrite_term/2]).
library(saml, [saml_authenticate/4]).
library(sandbox, [safe_call/1, safe_goal/1]).
library(settings, [convert_setting_text/3, current_setting/1, list_settings/0, list_settings/1, load_settings/1, load_settings/2, restore_setting/1, save_settings/0, save_settings/1, set_setting/2, set_setting_default/2, setting/2, setting/4, setting_property/2]).
library(sgml, [dtd/2, dtd_property/2, free_dtd/1, free_sgml_parser/1, get_sgml_parser/2, iri_xml_namespace/2, iri_xml_namespace/3, load_dtd/2, load_dtd/3, load_html/3, load_html_file/2, load_sgml/3, load_sgml_file/2, load_structure/3, load_xml/3, load_xml_file/2, new_dtd/2, new_sgml_parser/2, open_dtd/3, set_sgml_parser/2, sgml_parse/2, sgml_register_catalog_file/2, xml_basechar/1, xml_combining_char/1, xml_digit/1, xml_extender/1, xml_ideographic/1, xml_is_dom/1, xml_name/1, xml_name/2, xml_quote_attribute/2, xml_quote_attribute/3, xml_quote_cdata/2, xml_quote_cdata/3, xsd_number_string/2, xsd_time_string/3]).
library(sgml_write, [html_write/2, html_write/3, sgml_write/2, sgml_write/3, xml_write/2, xml_write/3]).
library(shell, [cd/0, cd/1, dirs/0, ls/0, ls/1, mv/2, popd/0, pushd/0, pushd/1, pwd/0, rm/1, shell/0]).
library(shlib, [current_foreign_library/2, load_foreign_library/1, load_foreign_library/2, reload_foreign_libraries/0, unload_foreign_library/1, unload_foreign_library/2, use_foreign_library/1, use_foreign_library/2]).
library(snowball, [snowball/3, snowball_current_algorithm/1]).
library(socket, [gethostname/1, negotiate_socks_connection/2, tcp_accept/3, tcp_bind/2, tcp_close_socket/1, tcp_connect/2, tcp_connect/3, tcp_connect/4, tcp_fcntl/3, tcp_getopt/2, tcp_host_to_address/2, tcp_listen/2, tcp_open_socket/2, tcp_open_socket/3, tcp_select/3, tcp_setopt/2, tcp_socket/1, udp_receive/4, udp_send/4, udp_socket/1]).
library(solution_sequences, [call_nth/2, distinct/1, distinct/2, group_by/4, limit/2, offset/2, order_by/2, reduced/1, reduced/3]).
library(sort, [locale_sort/2, predsort/3]).
library(ssl, [cert_accept_any/5, certificate_field/2, load_certificate/2, load_crl/2, load_private_key/3, load_public_key/2, same_certificate/2, ssl_add_certificate_key/4, ssl_context/3, ssl_negotiate/5, ssl_peer_certificate/2, ssl_peer_certificate_chain/2, ssl_property/2, ssl_secure_ciphers/1, ssl_session/2, ssl_set_options/3, ssl_upgrade_legacy_options/2, system_root_certificates/1, verify_certificate/3, verify_certificate_issuer/2, write_certificate/3]).
library(stomp, [stomp_abort/2, stomp_ack/2, stomp_ack/3, stomp_begin/2, stomp_commit/2, stomp_connect/1, stomp_connect/2, stomp_connection/5, stomp_connection/6, stomp_connection_property/2, stomp_destroy_connection/1, stomp_disconnect/2, stomp_nack/2, stomp_nack/3, stomp_reconnect/1, stomp_send/4, stomp_send_json/4, stomp_setup/2, stomp_subscribe/4, stomp_teardown/1, stomp_transaction/2, stomp_unsubscribe/2]).
library(stream_info, [stream_info/1]).
library(stream_pool, [add_stream_to_pool/2, close_stream_pool/0, delete_stream_from_pool/1, dispatch_stream_pool/1, stream_pool_main_loop/0]).
library(streams, [with_output_to/3]).
library(strings, [dedent_lines/3, indent_lines/3, indent_lines/4, interpolate_string/4, string/4, string_lines/2]).
library(sweep_link, [write_sweep_module_location/0]).
library(swi_option, [dict_options/2, merge_options/3, meta_options/3, option/2, option/3, select_option/3, select_option/4]).
library(swi_system_utilities, [lock_predicate/1, system_mode/1, system_module/0, unlock_predicate/1]).
library(syslog, [closelog/0, openlog/3, syslog/2, syslog/3]).
library(table, [close_table/1, compare_strings/4, free_table/1, get_table_attribute/3, in_table/3, new_order_table/2, new_table/4, open_table/1, order_table_mapping/3, prefix_string/3, prefix_string/4, read_table_fields/4, read_table_record/4, read_table_record_data/4, sub_string/3, table_previous_record/3, table_start_of_record/4, table_version/2, table_window/3]).
library(table_util, [sort_table/2, verify_table_order/1]).
library(tables, [abolish_all_tables/0, abolish_module_tables/1, abolish_table_call/1, abolish_table_call/2, abolish_table_pred/1, abolish_table_subgoals/2, get_call/3, get_calls/3, get_residual/2, get_returns/2, get_returns/3, get_returns_and_dls/3, get_returns_and_tvs/3, get_returns_for_call/2, set_pil_off/0, set_pil_on/0, 't not'/1, tfindall/3]).
library(term_to_json, [term_to_json/2, term_to_json/3]).
library(terms, [acyclic_term/1, cyclic_term/1, foldsubterms/4, foldsubterms/5, mapargs/3, mapsubterms/3, mapsubterms_var/3, same_functor/2, same_functor/3, same_functor/4, subsumes/2, subsumes_chk/2, term_factorized/3, term_hash/2, term_hash/4, term_size/2, term_subsumer/3, term_variables/2, term_variables/3, variant/2]).
library(test_wizard, [make_test/3, make_tests/3]).
library(thread, [call_in_thread/2, concurrent/3, concurrent_and/2, concurrent_and/3, concurrent_forall/2, concurrent_forall/3, concurrent_maplist/2, concurrent_maplist/3, concurrent_maplist/4, first_solution/3]).
library(thread_pool, [current_thread_pool/1, thread_create_in_pool/4, thread_pool_create/3, thread_pool_destroy/1, thread_pool_property/2]).
library(thread_util, [attach_console/0, attach_console/1, interactor/0, interactor/1, join_threads/0, tbacktrace/1, tbacktrace/2, tdebug/0, tdebug/1, thread_has_console/0, thread_run_interactor/0, threads/0, tnodebug/0, tnodebug/1, tprofile/1, tspy/1, tspy/2]).
library(time, [alarm/3, alarm/4, alarm_at/3, alarm_at/4, call_with_time_limit/2, current_alarm/4, install_alarm/1, install_alarm/2, remove_alarm/1, uninstall_alarm/1]).
library(tty, [menu/3, tty_clear/0, tty_flash/0]).
library(udp_broadcast, [udp_broadcast_close/1, udp_broadcast_initialize/2, udp_peer/2, udp_peer_add/2, udp_peer_del/2]).
library(ugraphs, [add_edges/3, add_vertices/3, complement/2, compose/3, connect_ugraph/3, del_edges/3, del_vertices/3, edges/2, neighbors/3, neighbours/3, reachable/3, top_sort/2, top_sort/3, transitive_closure/2, transpose_ugraph/2, ugraph_union/3, vertices/2, vertices_edges_to_ugraph/3]).
library(uid, [getegid/1, geteuid/1, getgid/1, getgroups/1, getuid/1, group_data/3, group_info/2, set_user_and_group/1, set_user_and_group/2, setegid/1, seteuid/1, setgid/1, setuid/1, user_data/3, user_info/2]).
library(unicode, [unicode_map/3, unicode_nfc/2, unicode_nfd/2, unicode_nfkc/2, unicode_nfkd/2, unicode_property/2]).
library(unix, [detach_IO/0, detach_IO/1, dup/2, environ/1, exec/1, fork/1, fork_exec/1, kill/2, pipe/2, wait/2]).
library(uri, [iri_normalized/2, iri_normalized/3, uri_authority_components/2, uri_authority_data/3, uri_components/2, uri_data/3, uri_data/4, uri_encoded/3, uri_file_name/2, uri_iri/2, uri_is_global/1, uri_normalized/2, uri_normalized/3, uri_normalized_iri/2, uri_normalized_iri/3, uri_query_components/2, uri_resolve/3]).
library(url, [file_name_to_url/2, global_url/3, http_location/2, is_absolute_url/1, parse_url/2, parse_url/3, parse_url_search/2, set_url_encoding/2, url_iri/2, www_form_encode/2]).
library(utf8, [utf8_codes/3]).
library(uuid, [uuid/1, uuid/2, uuid_property/2]).
library(varnumbers, [max_var_number/3, numbervars/1, varnumbers/2, varnumbers/3, varnumbers_names/3]).
library(wfs, [answer_residual/2, call_delays/2, call_residual_program/2, delays_residual_program/2]).
library(when, [when/2]).
library(writef, [swritef/2, swritef/3, writef/1, writef/2]).
library(www_browser, [expand_url_path/2, www_open_url/1]).
library(xmldsig, [xmld_signed_DOM/3, xmld_verify_signature/4]).
library(xmlenc, [decrypt_xml/4, load_certificate_from_base64_string/2]).
library(xpath, [xpath/3, xpath_chk/3]).
library(xsdp_type, [xsdp_convert/3, xsdp_numeric_uri/2, xsdp_subtype_of/2, xsdp_type/1, xsdp_uri_type/2]).
library(yall, [(/)/2, (/)/3, (/)/4, (/)/5, (/)/6, (/)/7, (/)/8, (/)/9, (>>)/2, (>>)/3, (>>)/4, (>>)/5, (>>)/6, (>>)/7, (>>)/8, (>>)/9, is_lambda/1, lambda_calls/2, lambda_calls/3]).
library(yaml, [yaml_read/2, yaml_write/2, yaml_write/3]).
library(zip, [with_zipper/2, zip_close/1, zip_close/2, zip_open/4, zipper_file_info/3, zipper_goto/2, zipper_members/2, zipper_open_current/3, zipper_open_new_file_in_zip/4]).
library(zlib, [gzopen/3, gzopen/4, zopen/3]).
function(*, [2]).
function(**, [2]).
function(+, [1, 2]).
function(-, [1, 2]).
function(/, [2]).
function(//, [2]).
function(/\, [2]).
function(<<, [2]).
function(>>, [2]).
function(\, [1]).
function(\/, [2]).
function(^, [2]).
function(abs, [1]).
function(acos, [1]).
function(acosh, [1]).
function(asin, [1]).
function(asinh, [1]).
function(atan, [1, 2]).
function(atan2, [2]).
function(atanh, [1]).
function(ceil, [1]).
function(ceiling, [1]).
function(copysign, [2]).
function(cos, [1]).
function(cosh, [1]).
function(cputime, [0]).
function(denominator, [1]).
function(div, [2]).
function(e, [0]).
function(epsilon, [0]).
function(erf, [1]).
function(erfc, [1]).
function(eval, [1]).
function(exp, [1]).
function(float, [1]).
function(float_fractional_part, [1]).
function(float_integer_part, [1]).
function(floor, [1]).
function(gcd, [2]).
function(getbit, [2]).
function(inf, [0]).
function(integer, [1]).
function(lcm, [2]).
function(lgamma, [1]).
function(log, [1]).
function(log10, [1]).
function(lsb, [1]).
function(max, [2]).
function(min, [2]).
function(mod, [2]).
function(msb, [1]).
function(nan, [0]).
function(nexttoward, [2]).
function(numerator, [1]).
function(pi, [0]).
function(popcount, [1]).
function(powm, [3]).
function(random, [1]).
function(random_float, [0]).
function(rational, [1]).
function(rationalize, [1]).
function(rdiv, [2]).
function(rem, [2]).
function(round, [1]).
function(roundtoward, [2]).
function(sign, [1]).
function(sin, [1]).
function(sinh, [1]).
function(sqrt, [1]).
function(tan, [1]).
function(tanh, [1]).
function(truncate, [1]).
function(xor, [2]).
flag(abi_version).
flag(access_level).
flag(address_bits).
flag(agc_close_streams).
flag(agc_margin).
flag(allow_dot_in_atom).
flag(allow_variable_name_as_functor).
flag(answer_format).
flag(answer_write_options).
flag(arch).
flag(argv).
flag(associated_file).
flag(autoload).
flag(back_quotes).
flag(bounded).
flag(c_cc).
flag(c_cflags).
flag(c_ldflags).
flag(c_libplso).
flag(c_libs).
flag(char_conversion).
flag(character_escapes).
flag(character_escapes_unicode).
flag(cmake_build_type).
flag(colon_sets_calling_context).
flag(compile_meta_arguments).
flag(compiled_at).
flag(cpu_count).
flag(debug).
flag(debug_on_error).
flag(debug_on_interrupt).
flag(debug_term_position).
flag(debugger_show_context).
flag(debugger_write_options).
flag(determinism_error).
flag(dialect).
flag(double_quotes).
flag(editor).
flag(emacs_inferior_process).
flag(emulated_dialect).
flag(encoding).
flag(error_ambiguous_stream_pair).
flag(executable).
flag(executable_format).
flag(file_name_case_handling).
flag(file_name_variables).
flag(file_search_cache_time).
flag(fileerrors).
flag(float_max).
flag(float_max_integer).
flag(float_min).
flag(float_overflow).
flag(float_rounding).
flag(float_undefined).
flag(float_underflow).
flag(float_zero_div).
flag(gc).
flag(gc_thread).
flag(generate_debug_info).
flag(gmp_version).
flag(heartbeat).
flag(home).
flag(integer_rounding_function).
flag(iso).
flag(large_files).
flag(last_call_optimisation).
flag(libswipl).
flag(malloc).
flag(max_answers_for_subgoal_action).
flag(max_arity).
flag(max_char_code).
flag(max_procedure_arity).
flag(max_rational_size_action).
flag(max_table_answer_size_action).
flag(max_table_subgoal_size_action).
flag(max_tagged_integer).
flag(message_context).
flag(message_language).
flag(min_tagged_integer).
flag(mitigate_spectre).
flag(occurs_check).
flag(on_error).
flag(on_warning).
flag(open_shared_object).
flag(optimise).
flag(optimise_debug).
flag(optimise_unify).
flag(os_argv).
flag(packs).
flag(path_max).
flag(pid).
flag(pipe).
flag(portable_vmi).
flag(posix_shell).
flag(prefer_rationals).
flag(print_write_options).
flag(prompt_alternatives_on).
flag(protect_static_code).
flag(qcompile).
flag(quasi_quotations).
flag(query_debug_settings).
flag(rational_syntax).
flag(report_error).
flag(resource_database).
flag(sandboxed_load).
flag(shared_home).
flag(shared_object_extension).
flag(shared_object_search_path).
flag(shared_table_space).
flag(shift_check).
flag(signals).
flag(stack_limit).
flag(stream_type_check).
flag(system_thread_id).
flag(table_incremental).
flag(table_monotonic).
flag(table_shared).
flag(table_space).
flag(table_subsumptive).
flag(threads).
flag(timezone).
flag(tmp_dir).
flag(toplevel_extra_white_line).
flag(toplevel_goal).
flag(toplevel_list_wfs_residual_program).
flag(toplevel_mode).
flag(toplevel_name_variables).
flag(toplevel_print_anon).
flag(toplevel_print_factorized).
flag(toplevel_prompt).
flag(toplevel_residue_vars).
flag(toplevel_var_size).
flag(trace_gc).
flag(traditional).
flag(tty_control).
flag(unix).
flag(unknown).
flag(unload_foreign_libraries).
flag(user_flags).
flag(var_prefix).
flag(verbose).
flag(verbose_autoload).
flag(verbose_file_search).
flag(verbose_load).
flag(version).
flag(version_data).
flag(vmi_builtin).
flag(warn_override_implicit_import).
flag(write_attributes).
flag(xref).
