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
