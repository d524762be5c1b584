"""What several test modules share, in one place: paths, course knowledge bases, the
command line and REPL runners, random trees, the SWI-Prolog oracle, DOT reading and the
hypothesis strategies. Test modules import from here, never from each other."""
