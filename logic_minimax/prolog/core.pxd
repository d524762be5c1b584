# Cython's view of core.py (compiled builds only): Var as an extension type, so the
# modules that declare a local as Var read and write its cells without a lookup.
cdef class Var:
    cdef public object n
    cdef public object ref
    cdef public object attrs
