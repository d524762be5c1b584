"""The Prolog language, knowing nothing of games: terms, the reader (tokenizer and
parser), the streaming and bulk readers for big fact files, and writing terms as SWI
does. Imports nothing from the other layers."""
