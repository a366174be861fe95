"""Per-game companion content: `content/<game>.py` defines `CONTENT: GameContent`;
`content/<game>_asked.py` defines `ASKED`: for each entry id and language, how players ask for it.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping

from parlour.rules.model import GameContent

Asked = Mapping[str, Mapping[str, tuple[str, ...]]]


def load(game: str) -> GameContent:
    """The companion content of `game` (its module is `parlour.rules.content.<game>`)."""
    module = importlib.import_module(f"parlour.rules.content.{game}")
    content: GameContent = module.CONTENT
    return content


def load_asked(game: str) -> Asked:
    """How players ask for each entry of `game`, by entry id and language (phrasings to index)."""
    module = importlib.import_module(f"parlour.rules.content.{game}_asked")
    asked: Asked = module.ASKED
    return asked
