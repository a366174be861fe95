"""Go Fish's options: two players, and the one point on which house rules commonly differ."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from parlour.engine.errors import BadInput, describe
from parlour.engine.options import OptionInfo, Options, Preset

SOURCE = "issue 17 (the fourth game's rules, as the brief states them)"
HAND_SIZE = 7  # gofish.setup.deal: 7 cards each at two players


@dataclass(frozen=True)
class GoFishOptions(Options):
    """Options of one Go Fish game.

    >>> GoFishOptions.build(variant="pass-after-fishing").describe()
    'players=2 lucky_asks_again=False'
    """

    players: int = 2
    lucky_asks_again: bool = True

    INFO: ClassVar[dict[str, OptionInfo]] = {
        "players": OptionInfo("Two players.", SOURCE),
        "lucky_asks_again": OptionInfo(
            "A player who fishes the very rank they asked for shows it and asks again (false: the "
            "card is shown and kept, but the turn passes all the same).",
            SOURCE,
        ),
    }

    PRESETS: ClassVar[dict[str, Preset]] = {
        "standard": Preset("standard", {}, "The rules as the brief states them.", SOURCE),
        "pass-after-fishing": Preset(
            "pass-after-fishing",
            {"lucky_asks_again": False},
            "A house rule: every trip to the pond ends the turn, lucky or not.",
            SOURCE,
        ),
    }

    def check(self) -> None:
        # gofish.setup.players: this Go Fish is the two-player game.
        if self.players != 2:
            raise BadInput(
                f"[gofish.setup.players] Go Fish is played here by 2 players, not {describe(self.players)}.",
                code="gofish.setup.players",
            )
