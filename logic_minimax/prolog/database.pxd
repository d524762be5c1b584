# Cython's view of database.py (compiled builds only): predicates and clauses as extension
# types, so the machine, which declares its locals as Pred and Clause, reads their fields
# without a lookup.  The fields are those of the classes' __slots__: Python objects, but
# a clause's counts are C integers (its frame is made without a multiplication).
cdef class Pred:
    cdef public object arity, builtin, control, defined, det, discontiguous, dynamic
    cdef public object generation, incremental, index, jit, library, line, link, meta
    cdef public object module, multifile, name, nerased, semidet, source, stored
    cdef public object table, tabled, varlist


cdef class Clause:
    cdef public object body, code, fresh, fresh_run, head, key, line, match, names, ops
    cdef public object pred, source
    cdef public Py_ssize_t erased, nslots, nvars


cdef class Resume(Pred):
    cdef public object code
    cdef public Py_ssize_t pc
