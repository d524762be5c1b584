"""The command's exit codes, as the README's command-line section gives them (70, an
internal error, is :data:`.crash.EXIT_INTERNAL`)."""

EXIT_NO_ANSWER = 1
"""No answer: ``false.``, a finished game."""
EXIT_BAD_INPUT = 2
"""Bad input: errors on stderr as ``file:line:col: message``."""
