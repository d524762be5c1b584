# Cython's view of tables.py (compiled builds only): a foreign table's rows as an
# extension type, so that the machine's walk over them indexes it as fast as a list.
cdef class ColumnRows:
    cdef public object convert, ids, index, name, names, only, values
    cdef public Py_ssize_t size

    cpdef object row(self, Py_ssize_t k)
