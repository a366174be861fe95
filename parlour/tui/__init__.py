"""Terminal play and replay, drawn with rich.

`play.PlaySession` runs a game with one person and bots; `replay.ReplaySession` steps through
a record; each game's face (drawing a view, reading a command, a `base.Frontend`) lives in the
game's package, named by its manifest's `terminal` part.
"""

from __future__ import annotations
