# Cython's view of database.py (compiled builds only): predicates and clauses as extension
# types, so the machine, which declares its locals as Pred and Clause, reads their fields
# without a lookup.  The fields are those of the classes' __slots__, all Python objects.
cdef class Pred:
    cdef public object arity, builtin, control, defined, discontiguous, dynamic
    cdef public object generation, incremental, index, jit, library, line, multifile
    cdef public object name, nerased, nondet, semidet, source, stored, table, tabled
    cdef public object varlist


cdef class Clause:
    cdef public object body, code, erased, fresh, fresh_run, guards, head, key, line
    cdef public object match, ncount, nvars, pred, run, source
