% What of SWI-Prolog this engine leaves out, and why.
