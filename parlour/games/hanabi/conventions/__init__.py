"""The H-group conventions for Hanabi, as a bot that plays them with people (the H-group's
published guide; docs/bots/hanabi.md cites its sections).

`memory` keeps the game as one seat saw it; `reading` reads clues (focus, play or save, delayed
plays, prompts, finesses); `choice` picks the move and says why; `bot` is the `Bot`.
"""

from parlour.games.hanabi.conventions.bot import HGroupBot

__all__ = ["HGroupBot"]
