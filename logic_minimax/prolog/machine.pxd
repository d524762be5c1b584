# Cython's view of machine.py (compiled builds only): the solver as an extension type, its
# registers C fields; the extension types its hot loops declare locals as
# (@cython.locals), so their fields are read without a lookup; and its call, clause and
# body functions as C functions, which the loop calls without Python's calling convention.
from logic_minimax.prolog.core cimport Var
from logic_minimax.prolog.database cimport Clause, Pred


# The kinds and opcodes the machine compares with (kinds.py), as C integers: a comparison
# with a module's Python global would look it up first.
cdef Py_ssize_t USER, DET, NONDET, RESUME, CP_CLAUSES, CP_ALT, CP_GEN
cdef Py_ssize_t CALL, EXEC, TEST, UNIFY, CUT, MARK, CUTTO, SOFTCUT, TRY, JUMP, FAILS, PROCEED


cdef class Solver:
    cdef public object engine, start, guard, occurs
    cdef public list trail, cps
    cdef public Py_ssize_t inferences, retries, outputs, woken, guarded
    cdef public bint nested, watching

    cpdef undo(self, Py_ssize_t mark)
    cpdef object call_nondet(self, object goal, Pred pred, object depth, object cont)
    cpdef object backtrack(self)


cpdef object call(Solver s, object goal, Pred pred, object depth, object cont)
cpdef object resolve(Solver s, object goal, Pred pred, list clauses, Py_ssize_t i,
                     Py_ssize_t n, object depth, object cont, object gen, object cp)
cpdef object run_body(Solver s, list frame, tuple code, Py_ssize_t pc, object cb,
                      object depth, object cont)
