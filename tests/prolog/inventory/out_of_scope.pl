% What of SWI-Prolog 9.0.4's inventory (swi.pl) this engine leaves out, and why.  Each
% reason is a line of the README's "Out of scope"; out(Reason, Entries) lists what it
% covers: library(L) (what the autoload index gives L that the engine lacks), Name/Arity,
% flag(F).
% tests/prolog/test_inventory.py checks each entry names something SWI has and we lack.

reason(threads, "threads, mutexes and message queues: the engine runs a goal in one thread (the service runs jobs in processes of their own)").
reason(foreign, "the C foreign interface and shared objects: Python is the engine's foreign language (Engine.register_foreign)").
reason(network, "network clients and servers (HTTP, sockets, TLS, Redis, STOMP, Pengines, MQI): a program does not open connections").
reason(crypto, "cryptography, hashing and UUID libraries of SWI's C packages").
reason(terminal, "terminal control, line editing and the interactive debugger's frames: the REPL and tracer are the engine's own").
reason(system, "the operating system beyond reading programs: processes, signals, users, environment, directories, file writes, locales, memory and stack tuning").
reason(development, "SWI's development environment: cross-referencer, documentation server, code walker, profiler, coverage, packs, saved states, editors, code checks").
reason(documents, "document formats and archives of SWI's C packages: SGML/XML, RDF, YAML, CSV over streams, JSON, protobufs, zip, zlib, memory files").
reason(text_c, "text libraries in C: PCRE regular expressions, stemmers, phonetic and similarity measures, Unicode database lookups").
reason(dicts, "SWI-7 dicts, a data type with syntax of its own that game programs do not use").
reason(engines, "Prolog engines as coroutines, delimited continuations, transactions and snapshots").
reason(tries, "SWI's trie API (tabling keeps its answers its own way)").
reason(chr, "Constraint Handling Rules, a language and compiler of its own").
reason(vm, "the virtual machine's own entry points: the meta-call frame, tabling's start_*_tabling/N, frame determinism").
reason(mutable, "destructive assignment to compound terms (nb_setarg/3 and the libraries built on it): the engine's terms are immutable").
reason(quasi_quotations, "quasi-quotations, a syntax of SWI's own for embedded languages ({|Syntax||Text|})").
reason(atoms, "the atom table and blobs (current_atom/1, current_functor/2, blob/2): atoms are Python's strings, which no table lists").

out(threads, [library(thread), library(thread_pool), library(thread_util), library(paxos), library(broadcast), library(stream_pool),
              thread_affinity/3, thread_alias/1, thread_create/2, thread_create/3, thread_detach/1, thread_exit/1,
              thread_get_message/1, thread_get_message/2, thread_get_message/3, thread_idle/2, thread_initialization/1,
              thread_join/1, thread_join/2, thread_peek_message/1, thread_peek_message/2, thread_property/2, thread_self/1,
              thread_send_message/2, thread_send_message/3, thread_setconcurrency/2, thread_signal/2, thread_statistics/3,
              thread_update/2, thread_wait/2, is_thread/1, message_queue_create/1, message_queue_create/2,
              message_queue_destroy/1, message_queue_property/2, message_queue_set/2, mutex_create/1, mutex_create/2,
              mutex_destroy/1, mutex_lock/1, mutex_property/2, mutex_statistics/0, mutex_trylock/1, mutex_unlock/1,
              mutex_unlock_all/0, with_mutex/2, set_prolog_gc_thread/1, flag(threads), flag(gc_thread), flag(system_thread_id),
              flag(shared_table_space), flag(table_shared)]).
out(foreign, [library(shlib), library(qp_foreign), call_shared_object_function/2, close_shared_object/1,
              open_shared_object/2, open_shared_object/3, use_foreign_library/1, use_foreign_library/2,
              flag(c_cc), flag(c_cflags), flag(c_ldflags), flag(c_libplso), flag(c_libs), flag(open_shared_object),
              flag(shared_object_extension), flag(shared_object_search_path), flag(unload_foreign_libraries), flag(libswipl),
              flag(gmp_version)]).
out(network, [library(socket), library(ssl), library(stomp), library(pengines), library(pengines_io), library(redis),
              library(redis_streams), library(mqi), library(udp_broadcast), library(uri), library(url), library(cgi),
              library(www_browser), library(saml), library(xmldsig), library(xmlenc), library(git), library(sweep_link),
              register_iri_scheme/3]).
out(crypto, [library(crypto), library(crypto_hash), library(crypt), library(md5), library(hash_stream), library(uuid),
             variant_sha1/2]).
out(terminal, [library(editline), library(readline), library(tty), library(ansi_term), library(pdt_console),
               library(prolog_server), library(prolog_history), library(prolog_trace), library(prolog_breakpoints),
               library(prolog_stack), library(prolog_clause), get_single_char/1, with_tty_raw/1, tty_get_capability/3,
               tty_goto/2, tty_put/2, tty_size/2, ttyflush/0, open_xterm/5, read_term_with_history/2, prompt/2, prompt1/1,
               break/0, abort/0, prolog/0, leash/1, visible/1, prolog_choice_attribute/3, prolog_current_choice/1,
               prolog_current_frame/1, prolog_cut_to/1, prolog_frame_attribute/3, prolog_skip_frame/1,
               prolog_skip_level/2, prolog_stack_property/2, prolog_listen/2, prolog_listen/3, prolog_unlisten/2,
               print_toplevel_variables/0, flag(tty_control), flag(toplevel_prompt), flag(toplevel_mode),
               flag(toplevel_goal), flag(toplevel_var_size), flag(toplevel_print_anon), flag(toplevel_extra_white_line),
               flag(toplevel_print_factorized), flag(toplevel_residue_vars), flag(toplevel_list_wfs_residual_program),
               flag(toplevel_name_variables), flag(prompt_alternatives_on), flag(answer_write_options),
               flag(debugger_write_options), flag(debugger_show_context), flag(print_write_options), flag(editor),
               flag(emacs_inferior_process)]).
out(system, [library(process), library(unix), library(uid), library(syslog), library(shell), library(clib_rlimit),
             library(prolog_main), library(files),
             library(files_ex), library(time), library(persistency),
             on_signal/3, sig_atomic/1, sig_block/1, sig_pending/1, sig_remove/2, sig_unblock/1, prolog_alert_signal/2,
             prolog_interrupt/0, current_signal/3, setenv/2, unsetenv/1, getenv/2, setlocale/3, set_locale/1,
             current_locale/1, locale_create/3, locale_destroy/1, locale_property/2,
             make_directory/1, delete_directory/1, rename_file/2, working_directory/2, directory_files/2,
             tmp_file/2, tmp_file_stream/3, read_link/3, set_prolog_stack/2, trim_stacks/0, trim_heap/0, set_malloc/1,
             malloc_property/1, garbage_collect_clauses/0, set_prolog_IO/3, set_system_IO/3, protocol/1, protocola/1,
             protocolling/1, noprotocol/0, wait_for_input/3, sleep/1, flag(pid), flag(signals), flag(malloc),
             flag(stack_limit), flag(tmp_dir), flag(timezone), flag(posix_shell), flag(pipe), flag(path_max),
             flag(mitigate_spectre), flag(heartbeat), flag(agc_close_streams), flag(agc_margin), flag(trace_gc),
             flag(os_argv), flag(argv), flag(executable), flag(executable_format), flag(home), flag(shared_home),
             flag(cpu_count), flag(address_bits), flag(large_files), flag(file_name_case_handling),
             flag(file_search_cache_time), flag(file_name_variables)]).
out(development, [library(prolog_xref), library(prolog_colour), library(prolog_codewalk), library(prolog_source),
                  library(prolog_pack), library(check), library(check_installation), library(checklast),
                  library(checkselect), library(test_wizard), library(qsave), library(sandbox), library(pldoc),
                  library(pldoc_http), library(pldoc_latex), library(pldoc_files), library(prolog_cover),
                  library(prolog_deps), library(prolog_edit), library(prolog_explain), library(prolog_help),
                  library(prolog_hotfix), library(prolog_install), library(prolog_jiti), library(prolog_versions),
                  library(prolog_vm), library(prolog_wrap), library(prolog_metainference), library(prolog_autoload),
                  library(prolog_config), library(prolog_debug_tools), library(predicate_options), library(make),
                  library(prolog_statistics), library(swi_system_utilities), library(table_util),
                  attach_packs/0, attach_packs/1, attach_packs/2, profiler/2, reset_profiler/0, qcompile/1, qcompile/2,
                  open_resource/2, open_resource/3, current_resource/2, zip_clone/2, zip_close_/2, zip_file_info_/3,
                  zip_lock/1, zip_open_stream/3, zip_unlock/1, zipper_goto/2, zipper_open_current/3,
                  zipper_open_new_file_in_zip/4, make_library_index/1, make_library_index/2, reload_library_index/0,
                  autoload_path/1, license/0, license/1, license/2, known_licenses/0, predicate_option_mode/2,
                  predicate_option_type/2, prolog_debug/1, prolog_nodebug/1, unwrap_predicate/2, verbose_expansion/1,
                  flag(xref), flag(qcompile), flag(resource_database), flag(packs), flag(verbose_autoload),
                  flag(verbose_file_search), flag(verbose_load), flag(generate_debug_info), flag(optimise),
                  flag(optimise_debug), flag(optimise_unify), flag(vmi_builtin), flag(portable_vmi), flag(sandboxed_load),
                  flag(cmake_build_type), flag(compiled_at), flag(abi_version), flag(debug_term_position), flag(shift_check),
                  flag(access_level), flag(protect_static_code), flag(query_debug_settings), flag(debug_on_interrupt)]).
out(documents, [library(sgml), library(sgml_write), library(xpath), library(xsdp_type), library(rdf), library(rdf_parser),
                library(rdf_triple), library(rdf_write), library(rdf_diagram), library(c14n2), library(yaml),
                library(csv), library(term_to_json), library(protobufs), library(archive), library(zip), library(zlib),
                library(iostream), library(memory_file), library(pwp), library(table), library(pure_input),
                library(fastrw), fast_read/2, fast_term_serialized/2, fast_write/2]).
out(text_c, [library(pcre), library(snowball), library(porter_stem), library(double_metaphone), library(isub),
             library(unicode)]).
out(dicts, [library(dicts), library(prolog_pretty_print), '.'/3, ':<'/2, '>:<'/2, b_set_dict/3, del_dict/4, dict_create/3, dict_pairs/3, get_dict/3, get_dict/5, is_dict/2,
            nb_link_dict/3, nb_set_dict/3, put_dict/3, put_dict/4, select_dict/3]).
out(engines, [engine_create/3, engine_create/4, engine_destroy/1, engine_fetch/1, engine_next/2, engine_next_reified/2,
              engine_post/2, engine_post/3, engine_self/1, engine_yield/1, is_engine/1, current_engine/1, reset/3,
              shift/1, shift_for_copy/1, call_continuation/1, transaction/1, transaction/2, transaction/3,
              transaction_updates/1, current_transaction/1, snapshot/1]).
out(tries, [trie_delete/3, trie_destroy/1, trie_gen/2, trie_gen/3, trie_gen_compiled/2, trie_gen_compiled/3,
            trie_insert/2, trie_insert/3, trie_insert/4, trie_lookup/3, trie_new/1, trie_property/2, trie_term/2,
            trie_update/3, is_trie/1, current_trie/1]).
out(chr, [library(chr)]).
out(vm, ['<meta-call>'/1, start_abstract_tabling/3, start_moded_tabling/5, start_subsumptive_tabling/3,
         start_tabling/3, deterministic/1]).
out(quasi_quotations, [library(quasi_quotations), flag(quasi_quotations)]).
out(mutable, [library(nb_set), library(hashtable), library(intercept), library(nb_rbtrees), nb_linkarg/3]).
out(atoms, [current_atom/1, current_functor/2, blob/2, current_blob/2]).
