"""Regicide's options: player count and the points the seed leaves open."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Literal

from parlour.engine.errors import BadInput, describe
from parlour.engine.options import OptionInfo, Options, Preset

SEED = "seeds/002_7520316335cd61e4.txt"
HeartsShort = Literal["take-all", "take-none"]


@dataclass(frozen=True)
class RegicideOptions(Options):
    """Options of one Regicide game.

    >>> RegicideOptions(players=3).max_hand, RegicideOptions(players=3).jesters_in_tavern
    (6, 1)
    """

    players: int = 1
    jester_self_choice: bool = True
    hearts_short_discard: HeartsShort = "take-all"

    INFO: ClassVar[dict[str, OptionInfo]] = {
        "players": OptionInfo("1 (solo) to 4 players.", f"{SEED} (« Matériel nécessaire »)"),
        "jester_self_choice": OptionInfo(
            "After playing a jester, its player may choose themselves to play next. The seed says "
            "« Son joueur choisit qui joue ensuite » without excluding themselves; default: allowed.",
            f"{SEED} (« As, combinaisons et bouffon »)",
        ),
        "hearts_short_discard": OptionInfo(
            "Hearts with fewer cards in the discard than the value played: 'take-all' heals with "
            "what exists, as the seed says (« Si la défausse est plus petite, utilise ce qui "
            "existe »); 'take-none' is a house rule that contradicts it: nothing is healed.",
            f"{SEED} (« Les pouvoirs des enseignes »)",
        ),
    }

    PRESETS: ClassVar[dict[str, Preset]] = {
        # One player is the seed's solo mode under the same rules (hand of 8, two jesters set aside):
        # a table size, not a rule set, so no preset of its own (a "solo" preset said the same thing twice).
        "standard": Preset(
            "standard",
            {},
            "The official A4 rules as the seed gives them; with 1 player, its solo mode: a hand of 8, "
            "two jesters set aside.",
            SEED,
        ),
        "no-self-jester": Preset(
            "no-self-jester",
            {"jester_self_choice": False},
            "A jester's player must pass the lead to someone else.",
            SEED,
        ),
    }

    def check(self) -> None:
        # regicide.setup.players: solo to 4 players (seed 002, « Matériel nécessaire »).
        if not 1 <= self.players <= 4:
            raise BadInput(
                f"[regicide.setup.players] Regicide is played by 1 to 4 players, not {describe(self.players)}.",
                code="regicide.setup.players",
            )

    @property
    def max_hand(self) -> int:
        # regicide.setup.hand-size: 8 solo, 7 at 2, 6 at 3, 5 at 4 (« Préparer la partie »).
        return {1: 8, 2: 7, 3: 6, 4: 5}[self.players]

    @property
    def jesters_in_tavern(self) -> int:
        # regicide.tavern.jesters: none at 2, one at 3, two at 4; solo: none, two set aside.
        return {1: 0, 2: 0, 3: 1, 4: 2}[self.players]

    @property
    def solo(self) -> bool:
        return self.players == 1
