"""Which Rent a Hero rule a log line tells of: event kind -> how to find its rule, most telling kinds first."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from parlour.rules.cites import Rule, always, by, end

HERO_POWERS: Mapping[Any, str] = {
    1: "rentahero.chicken.cancel",
    2: "rentahero.pyromaniac.discard",
    3: "rentahero.witch.refresh",
    4: "rentahero.dog.muzzle",
    5: "rentahero.sergeant.look",
    6: "rentahero.knight.ignore",
    7: "rentahero.wizard.draw",
}


CITES: Mapping[str, Rule] = {
    "game-over": end(
        {
            "six-heroes": "rentahero.end.six-heroes",
            "deck-out": "rentahero.end.deck-out",
            "no-cards": "rentahero.end.no-cards",
        },
    ),
    "eliminate": always("rentahero.recruit.duplicate"),
    "power": by("hero", HERO_POWERS),
    "discard-wandering": by(
        "reason", {"pyromaniac": "rentahero.pyromaniac.discard", "dog-trainer": "rentahero.dog.active-discard"}
    ),
    "announce": always("rentahero.sergeant.announce"),
    "hint": always("rentahero.hint.answer"),
    "recruit": always("rentahero.hold.recruit"),
    "pass": always("rentahero.pass.left"),
    "send": lambda e: "rentahero.send.from-deck" if e.get("from_deck") else "rentahero.send.requirement",
    "discard": always("rentahero.send.discard"),
    "reshuffle": always("rentahero.deck.reshuffle"),
    "turn": always("rentahero.turn.reveal"),
}
