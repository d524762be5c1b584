"""The predicates each library of SWI-Prolog 9.0.4 exports (the ones this engine has
built in, ``consulting.LIBRARIES``), and its module's name: a file that loads a library
and then defines one of them is warned, as SWI warns (``Local definition of user:last/2
overrides weak import from lists``).  Made from SWI's own ``module_property(M,
exports(E))`` of each library."""

from __future__ import annotations

from functools import cache

_EXPORTS = {
    "lists": ("lists",
        "append/2 append/3 clumped/2 delete/3 flatten/2 intersection/3 is_set/1 last/2 "
        "list_to_set/2 max_list/2 max_member/2 max_member/3 member/2 memberchk/2 min_list/2 "
        "min_member/2 min_member/3 nextto/3 nth0/3 nth0/4 nth1/3 nth1/4 numlist/3 "
        "permutation/2 prefix/2 proper_length/2 reverse/2 same_length/2 select/3 select/4 "
        "selectchk/3 selectchk/4 subset/2 subtract/3 sum_list/2 union/3"),
    "apply": ("apply",
        "convlist/3 exclude/3 foldl/4 foldl/5 foldl/6 foldl/7 include/3 maplist/2 maplist/3 "
        "maplist/4 maplist/5 partition/4 partition/5 scanl/4 scanl/5 scanl/6 scanl/7"),
    "aggregate": ("aggregate",
        "aggregate/3 aggregate/4 aggregate_all/3 aggregate_all/4 foreach/2 free_variables/4"),
    "pairs": ("pairs",
        "group_pairs_by_key/2 map_list_to_pairs/3 pairs_keys/2 pairs_keys_values/3 "
        "pairs_values/2 transpose_pairs/2"),
    "error": ("error",
        "current_type/3 domain_error/2 existence_error/2 existence_error/3 "
        "instantiation_error/1 is_of_type/2 must_be/2 permission_error/3 "
        "representation_error/1 resource_error/1 syntax_error/1 type_error/2 "
        "uninstantiation_error/1"),
    "option": ("swi_option",
        "dict_options/2 merge_options/3 meta_options/3 option/2 option/3 select_option/3 "
        "select_option/4"),
    "yall": ("yall",
        "//2 //3 //4 //5 //6 //7 //8 //9 >>/2 >>/3 >>/4 >>/5 >>/6 >>/7 >>/8 >>/9 is_lambda/1 "
        "lambda_calls/2 lambda_calls/3"),
    "apply_macros": ("apply_macros",
        "expand_phrase/2 expand_phrase/4"),
    "random": ("random",
        "getrand/1 maybe/0 maybe/1 maybe/2 random/1 random/3 random_between/3 random_member/2 "
        "random_numlist/4 random_perm2/4 random_permutation/2 random_select/3 random_subseq/3 "
        "randseq/3 randset/3 setrand/1"),
    "readutil": ("read_util",
        "read_file_to_codes/3 read_file_to_string/3 read_file_to_terms/3 read_line_to_codes/2 "
        "read_line_to_codes/3 read_line_to_string/2 read_stream_to_codes/2 "
        "read_stream_to_codes/3"),
    "strings": ("strings",
        "dedent_lines/3 indent_lines/3 indent_lines/4 interpolate_string/4 string/4 "
        "string_lines/2"),
    "solution_sequences": ("solution_sequences",
        "call_nth/2 distinct/1 distinct/2 group_by/4 limit/2 offset/2 order_by/2 reduced/1 "
        "reduced/3"),
    "dialect/hprolog": ("hprolog",
        "bounded_sublist/3 chr_delete/3 drop/3 ds_to_list/2 empty_ds/1 get_ds/3 get_store/2 "
        "init_store/2 intersect_eq/3 list_difference_eq/3 make_get_store_goal/3 "
        "make_get_store_goal_no_error/3 make_init_store_goal/3 make_update_store_goal/3 "
        "max_go_list/2 memberchk_eq/2 or_list/2 put_ds/4 split_at/4 sublist/2 substitute_eq/4 "
        "take/3 time/3 update_store/2"),
    "occurs": ("occurs",
        "contains_term/2 contains_var/2 free_of_term/2 free_of_var/2 occurrences_of_term/3 "
        "occurrences_of_var/3 sub_term/2 sub_term_shared_variables/3 sub_var/2"),
    "terms": ("terms",
        "cyclic_term/1 foldsubterms/4 foldsubterms/5 mapargs/3 mapsubterms/3 "
        "mapsubterms_var/3 same_functor/2 same_functor/3 same_functor/4 subsumes/2 "
        "subsumes_chk/2 term_factorized/3 term_hash/2 term_hash/4 term_size/2 term_subsumer/3 "
        "term_variables/3 variant/2"),
    "gensym": ("gensym",
        "gensym/2 reset_gensym/0 reset_gensym/1"),
    "statistics": ("prolog_statistics",
        "call_time/2 call_time/3 profile/1 profile/2 profile_data/1 profile_procedure_data/2 "
        "show_profile/1 statistics/0 statistics/1 thread_statistics/2 time/1"),
    "sort": ("sort",
        "locale_sort/2 predsort/3"),
    "debug": ("prolog_debug",
        "assertion/1 debug/1 debug/3 debug_message_context/1 debugging/1 debugging/2 "
        "list_debug_topics/0 list_debug_topics/1 nodebug/1"),
    "dicts": ("dicts",
        "dict_fill/4 dict_keys/2 dict_no_fill/3 dict_size/2 dicts_join/3 dicts_join/4 "
        "dicts_same_keys/2 dicts_same_tag/2 dicts_slice/3 dicts_to_compounds/4 "
        "dicts_to_same_keys/3"),
    "date": ("date",
        "date_time_value/3 day_of_the_week/2 day_of_the_year/2 parse_time/2 parse_time/3"),
    "backcomp": ("backward_compatibility",
        "C/3 at_initialization/1 checklist/2 concat/3 concat_atom/2 concat_atom/3 "
        "convert_time/2 convert_time/8 current_module/2 current_mutex/3 current_thread/2 "
        "displayq/1 displayq/2 eval_license/0 export_list/2 feature/2 flush/0 "
        "free_variables/2 hash/1 hash_term/2 index/1 lock_predicate/2 merge/3 merge_set/3 "
        "message_queue_size/2 proper_list/1 read_clause/1 read_clause/2 read_history/6 "
        "read_pending_input/3 read_variables/2 read_variables/3 set_base_module/1 "
        "set_feature/2 setup_and_call_cleanup/3 setup_and_call_cleanup/4 sformat/2 sformat/3 "
        "string_to_atom/2 string_to_list/2 sublist/3 substring/4 sumlist/2 thread_at_exit/1 "
        "trie_insert_new/3 unlock_predicate/2 write_ln/1"),
    "when": ("when",
        "when/2"),
    "dif": ("dif",
        "dif/2"),
    "tables": ("tables",
        "abolish_all_tables/0 abolish_module_tables/1 abolish_table_call/1 "
        "abolish_table_call/2 abolish_table_pred/1 abolish_table_subgoals/2 get_call/3 "
        "get_calls/3 get_residual/2 get_returns/2 get_returns/3 get_returns_and_dls/3 "
        "get_returns_and_tvs/3 get_returns_for_call/2 set_pil_off/0 set_pil_on/0 "
        "tfindall/3"),
    "increval": ("increval",
        "incr_assert/1 incr_asserta/1 incr_assertz/1 incr_directly_depends/2 "
        "incr_invalid_subgoals/1 incr_invalidate_call/1 incr_invalidate_calls/1 "
        "incr_is_invalid/1 incr_propagate_calls/1 incr_retract/1 incr_retractall/1 "
        "incr_table_update/0 incr_trans_depends/2 is_incremental_subgoal/1"),
    "listing": ("prolog_listing",
        "listing/0 listing/1 listing/2 portray_clause/1 portray_clause/2 portray_clause/3"),
    "wfs": ("wfs",
        "answer_residual/2 call_delays/2 call_residual_program/2 delays_residual_program/2"),
}


@cache
def exports(library: str) -> tuple[str, frozenset[tuple[str, int]]]:
    """The module and the exported predicates of ``library`` (none: not one of SWI's)."""
    module, words = _EXPORTS.get(library, (library, ""))
    return module, frozenset((n, int(a)) for n, _, a in (w.rpartition("/") for w in words.split()))


@cache
def library_module(key: tuple[str, int]) -> str | None:
    """The module of the library that exports ``key`` (None: none of them)."""
    for library in _EXPORTS:
        module, exported = exports(library)
        if key in exported:
            return module
    return None
