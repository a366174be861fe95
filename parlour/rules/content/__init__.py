"""Per-game companion content: `content/<game>.py` defines `CONTENT: GameContent`."""

from __future__ import annotations

import importlib

from parlour.rules.model import GameContent


def load(game: str) -> GameContent:
    """The companion content of `game` (its module is `parlour.rules.content.<game>`)."""
    module = importlib.import_module(f"parlour.rules.content.{game}")
    content: GameContent = module.CONTENT
    return content
