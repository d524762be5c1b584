# Cython's view of machine.py (compiled builds only): the extension types its hot loops
# declare locals as (@cython.locals), so their fields are read without a lookup.
from logic_minimax.prolog.core cimport Var
from logic_minimax.prolog.database cimport Clause, Pred
