"""Terminal play and replay, drawn with rich.

`play.PlaySession` runs a game with one person and bots; `replay.ReplaySession` steps through
a record; each game's face (drawing a view, reading a command) lives in a module named after
the game (`tui/hanabi.py`).
"""

from __future__ import annotations
