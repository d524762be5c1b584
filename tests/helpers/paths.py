"""Where the project's files are, for tests that read them or run them."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FACTS = ROOT / "facts"
README = ROOT / "README.md"
BENCHMARKS = ROOT / "benchmarks"
ORACLE = ROOT / "tests" / "oracle"
"""The SWI-Prolog reference programs (Bratko's code and the batch runners)."""

BRATKO = FACTS / "bratko.pl"
AIMA = FACTS / "aima_3ply.pl"
COURSE = FACTS / "course_bratko.pl"
"""A student's course file: the tree as facts and the slide's minimax/best/betterof."""
BONES_RULES = FACTS / "bones_rules.pl"
TICTACTOE_RULES = FACTS / "tictactoe_rules.pl"
