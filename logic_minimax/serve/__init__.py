"""The best-move service (seed 004 section 7)."""
