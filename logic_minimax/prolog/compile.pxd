# Cython's view of compile.py (compiled builds only): the variable cell type, which its
# matchers declare locals as (@cython.locals), so a cell is read without a lookup.
from logic_minimax.prolog.core cimport Var
