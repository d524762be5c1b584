"""Games defined by rules, searched through the same protocol as fact files."""

from .bones import Bones, Heap, read_heap, write_heap
from .export import WrittenFacts, write_facts
from .game import RuleGame
from .tictactoe import TicTacToe, open_lines, parse_board, read_board, write_board

__all__ = ["Bones", "Heap", "RuleGame", "TicTacToe", "WrittenFacts", "open_lines",
           "parse_board", "read_board", "read_heap", "write_board", "write_facts",
           "write_heap"]
