"""Hanabi's options: player count and the variants, each with its source."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Literal

from parlour.engine.errors import BadInput, describe
from parlour.engine.options import OptionInfo, Options, Preset
from parlour.games.hanabi.cards import SUITS_BY_VARIANT, Suit

SixthSuit = Literal["none", "multicolour", "multicolour-short", "multicolour-wild"]

SEED = "seeds/004_eb60f49d83b52dbc.txt"


@dataclass(frozen=True)
class HanabiOptions(Options):
    """Options of one Hanabi game.

    >>> HanabiOptions(players=4).hand_size
    4
    >>> HanabiOptions(sixth_suit="multicolour").max_score
    30
    """

    players: int = 2
    sixth_suit: SixthSuit = "none"
    empty_clues: bool = True
    bouquet_final: bool = False
    starting_player: int = 0

    INFO: ClassVar[dict[str, OptionInfo]] = {
        "players": OptionInfo("2 to 5 players.", f"{SEED} (header: Joueurs 2-5)"),
        "sixth_suit": OptionInfo(
            "A sixth firework: 'multicolour' (10 cards, its own colour), 'multicolour-short' "
            "(5 cards, one of each value), 'multicolour-wild' (10 cards, touched by every "
            "colour clue and never named itself). Maximum score 30.",
            "the base game's booklet (multicolour variants); the seed only counts « Extensions 3 »",
        ),
        "empty_clues": OptionInfo(
            "A clue may tell a player they have no card of a colour or value "
            "(false: a clue must touch at least one card, as on hanab.live).",
            f"{SEED} (p. 3: « on peut aussi lui signaler qu'il n'en possède aucune »)",
        ),
        "bouquet_final": OptionInfo(
            "Bouquet final: play goes on after the deck runs out until all fireworks are "
            "complete; a third red token or the discard of an indispensable card loses; "
            "only a perfect game counts.",
            f"{SEED} (p. 8: « En quoi consiste la variante Bouquet final ? »)",
        ),
        "starting_player": OptionInfo("The seat that plays first.", "hanab.live options.startingPlayer"),
    }

    PRESETS: ClassVar[dict[str, Preset]] = {
        "standard": Preset("standard", {}, "The rules of the seed.", SEED),
        "no-empty-clues": Preset(
            "no-empty-clues",
            {"empty_clues": False},
            "Clues must touch a card (hanab.live's and the published bots' rules).",
            "hanab.live",
        ),
        "bouquet-final": Preset(
            "bouquet-final", {"bouquet_final": True}, "Only a perfect game counts.", f"{SEED} (p. 8)"
        ),
        "multicolour": Preset(
            "multicolour", {"sixth_suit": "multicolour"}, "A sixth colour of 10 cards.", "base game booklet"
        ),
        "multicolour-short": Preset(
            "multicolour-short",
            {"sixth_suit": "multicolour-short"},
            "A sixth colour with one card of each value.",
            "base game booklet",
        ),
        "multicolour-wild": Preset(
            "multicolour-wild",
            {"sixth_suit": "multicolour-wild"},
            "Multicolour cards answer every colour clue and are never named.",
            "base game booklet",
        ),
    }

    def check(self) -> None:
        # hanabi.setup.players: 2 to 5 players (seed 004, header « Joueurs 2–5 »).
        if not 2 <= self.players <= 5:
            raise BadInput(
                f"[hanabi.setup.players] Hanabi is played by 2 to 5 players, not {describe(self.players)}.",
                code="hanabi.setup.players",
            )
        if not 0 <= self.starting_player < self.players:
            raise BadInput(f"starting_player must be a seat from 0 to {self.players - 1}", code="engine.input.option")

    @property
    def hand_size(self) -> int:
        # hanabi.setup.hand-size: five cards at 2-3 players, four at 4-5 (seed 004, p. 2).
        return 5 if self.players <= 3 else 4

    @property
    def suits(self) -> tuple[Suit, ...]:
        return SUITS_BY_VARIANT[self.sixth_suit]

    @property
    def max_score(self) -> int:
        return 5 * len(self.suits)
