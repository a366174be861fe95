"""Rent a Hero's options: player count, and each point where the sources differ.

Default rules: the Spanish rulebook (seed 003) with the French page (seed 000). The Japanese
original (end of seed 003, « Variantes ») and the 8fspace play group's write-up (seed 001) are
presets; each of their differences is its own option, so a table can mix them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Literal

from parlour.engine.errors import BadInput, describe
from parlour.engine.options import OptionInfo, Options, Preset

ES = "seeds/003_8ad24ceb60510a74.txt"
FR = "seeds/000_a2270c9fd3c8ac52.txt"
ZH = "seeds/001_201051db1d39abbe.txt"

HintMode = Literal["hero", "requirement"]
DuplicatesTo = Literal["eliminated", "discard"]
DeckOut = Literal["finish-turn", "finish-round", "immediate", "reshuffle"]


@dataclass(frozen=True)
class RentAHeroOptions(Options):
    """Options of one Rent a Hero game.

    >>> RentAHeroOptions.build(3, "8fspace").describe()
    'players=3 hints_per_holder=1 no_match_discard=False duplicates_to=discard deck_out=immediate'
    """

    players: int = 4
    first_player: int = -1
    hint_mode: HintMode = "hero"
    hints_per_holder: int = 0
    no_match_discard: bool = True
    duplicates_to: DuplicatesTo = "eliminated"
    deck_out: DeckOut = "finish-turn"

    INFO: ClassVar[dict[str, OptionInfo]] = {
        "players": OptionInfo("3 to 5 players.", f"{FR} (header: Joueurs 3–5); {ZH} (遊戲人數：3-5人)"),
        "first_player": OptionInfo(
            "The seat that is active first; -1 draws it at random from the game's seed.",
            f"{ES} (« Elige al azar al jugador inicial »)",
        ),
        "hint_mode": OptionInfo(
            "'hero': a hint answers whether the card given is the same hero as the wandering one; "
            "'requirement' (the Japanese original): whether the wandering hero's strength meets the "
            "required strength printed on the card given.",
            f"{ES} (« Pistas »; « Variantes »: « la respuesta se basa en si la fuerza requerida ... »)",
        ),
        "hints_per_holder": OptionInfo(
            "How many hints each player may ask about one wandering hero; 0 means no limit.",
            f"{ES} (« Puede usar tantas cartas como desee »); {ZH} (每人每回合有一次詢問)",
        ),
        "no_match_discard": OptionInfo(
            "With no card meeting the requirement, the active player sends the deck's top card and "
            "also discards a card from hand (false: no discard).",
            f"{ES} (« Además, descarta una carta de tu mano »); {ZH} (直接無視強度需求向左傳遞)",
        ),
        "duplicates_to": OptionInfo(
            "Where a recruited duplicate and its twin go: face down to the recruiter's eliminated "
            "pile, or face up to the discard pile (and they count for nothing at the end).",
            f"{ES} (« Forman la pila de héroes eliminados »); {ZH} (2張重複的英雄卡都將丟棄至棄牌堆)",
        ),
        "deck_out": OptionInfo(
            "When the last card of the deck is drawn: 'finish-turn' ends the game after the current "
            "turn; 'finish-round' after the turn of the seat to the right of the first player; "
            "'immediate' at once; 'reshuffle' shuffles the discard pile into a new deck whenever a "
            "card is needed, and only six heroes end the game.",
            f"{FR} (« on finit le tour »); {ES} (« al final de la ronda actual »; « Variantes »); "
            f"{ZH} (牌庫抽完，遊戲立即結束; 特別規則)",
        ),
    }

    PRESETS: ClassVar[dict[str, Preset]] = {
        "standard": Preset("standard", {}, "The Spanish rulebook with the French page's reading.", f"{ES}; {FR}"),
        "original": Preset(
            "original",
            {"hint_mode": "requirement", "deck_out": "reshuffle"},
            "The Japanese original: hints compare required strengths; the deck is reshuffled.",
            f"{ES} (« Variantes »)",
        ),
        "8fspace": Preset(
            "8fspace",
            {
                "hints_per_holder": 1,
                "no_match_discard": False,
                "duplicates_to": "discard",
                "deck_out": "immediate",
            },
            "The 8fspace group's house rules: one hint per player per wandering hero, no discard "
            "when sending from the deck, duplicates to the discard pile, the game ends at once "
            "when the deck runs out (their special rule, reshuffling, is deck_out=reshuffle).",
            ZH,
        ),
    }

    def check(self) -> None:
        # rentahero.setup.players: 3 to 5 players (seed 000 header « Joueurs 3–5 »; seed 001 遊戲人數：3-5人).
        if not 3 <= self.players <= 5:
            raise BadInput(
                f"[rentahero.setup.players] Rent a Hero is played by 3 to 5 players, not {describe(self.players)}.",
                code="rentahero.setup.players",
            )
        if not -1 <= self.first_player < self.players:
            raise BadInput(
                f"first_player must be -1 (random) or a seat from 0 to {self.players - 1}",
                code="engine.input.option",
            )
        if self.hints_per_holder < 0:
            raise BadInput("hints_per_holder must be 0 (no limit) or more", code="engine.input.option")
