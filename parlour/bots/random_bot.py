"""A bot that picks uniformly among the legal actions: the floor every other bot must beat."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from parlour.bots.base import ANY_GAME, register_bot
from parlour.engine.actions import Action


class RandomBot:
    """Uniform among legal actions, from its own seeded `random.Random`."""

    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: Mapping[str, Any], legal: list[Action]) -> Action:
        if not legal:
            raise ValueError("a bot was asked to act with no legal action")
        return self.rng.choice(legal)


register_bot(ANY_GAME, "random", RandomBot, "Uniform among the legal actions.", level=0)
