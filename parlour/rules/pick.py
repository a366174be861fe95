"""Pick a game: which of the games fit a number of players, a length and an age.

A game's facts come from its card (as the sources give them) and its engine (the player counts
it accepts). A fact no source gives cannot rule a game out; the suggestion says it is unknown.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from parlour.engine import registry
from parlour.engine.i18n import normalise_language, translate
from parlour.rules import catalogue
from parlour.rules.pages import card_json


def numbers(text: str) -> list[int]:
    """The whole numbers in a card's fact: "20–30" -> [20, 30], "8+" -> [8]."""
    return [int(n) for n in re.findall(r"\d+", text)]


@dataclass(frozen=True)
class Suggestion:
    game: str
    fits: bool
    reasons: tuple[str, ...]  # why it fits or not, in the reader's language
    misses: int  # how many of the wishes it fails
    unknown: int  # how many of the wishes no source can answer

    def to_json(self, lang: str) -> dict[str, Any]:
        game = registry.get(self.game)
        card = catalogue.content(self.game).card
        return {
            "id": self.game,
            "name": catalogue.game_name(self.game, lang),
            "fits": self.fits,
            "reasons": list(self.reasons),
            "min_players": game.min_players,
            "max_players": game.max_players,
            "card": card_json(card, lang),
        }


def judge(game_id: str, players: int | None, minutes: int | None, age: int | None, lang: str) -> Suggestion:
    game = registry.get(game_id)
    card = catalogue.content(game_id).card
    reasons, misses, unknown = [], 0, 0
    if players is not None:
        ok = game.min_players <= players <= game.max_players
        misses += not ok
        reasons.append(
            ("✓ " if ok else "✗ ")
            + translate("rules.pick.why-players", lang, min=game.min_players, max=game.max_players)
        )
    if minutes is not None:
        span = numbers(card.minutes)
        if span:  # it fits when its shortest game fits in the time there is
            ok = min(span) <= minutes
            misses += not ok
            reasons.append(("✓ " if ok else "✗ ") + translate("rules.pick.why-minutes", lang, minutes=card.minutes))
        else:
            unknown += 1
            reasons.append("? " + translate("rules.card.minutes", lang) + ": " + translate("rules.card.unknown", lang))
    if age is not None:
        least = numbers(card.age)
        if least:
            ok = least[0] <= age
            misses += not ok
            reasons.append(("✓ " if ok else "✗ ") + translate("rules.pick.why-age", lang, age=least[0]))
        else:
            unknown += 1
            reasons.append("? " + translate("rules.card.age", lang) + ": " + translate("rules.card.unknown", lang))
    return Suggestion(game_id, misses == 0, tuple(reasons), misses, unknown)


def pick(
    players: int | None = None, minutes: int | None = None, age: int | None = None, lang: str = "en"
) -> list[Suggestion]:
    """Every game: those that fit first, surest first (fewest wishes no source answers)."""
    lang = normalise_language(lang)
    found = [judge(g, players, minutes, age, lang) for g in catalogue.game_ids()]
    return sorted(found, key=lambda s: (s.misses, s.unknown))
