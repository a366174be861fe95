"""The rule a log line tells of: each turn's events point to the catalogue entry that governs them.

The web log links each line to that entry ("a misfire" -> `hanabi.play.misfire`). A turn with
several events cites the most telling one: a defeat over the attack that caused it, a power over
the card that carried it, the end of the game over everything.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

Event = Mapping[str, Any]
Rule = Callable[[Event], str | None]

HERO_POWERS: Mapping[Any, str] = {
    1: "rentahero.chicken.cancel",
    2: "rentahero.pyromaniac.discard",
    3: "rentahero.witch.refresh",
    4: "rentahero.dog.muzzle",
    5: "rentahero.sergeant.look",
    6: "rentahero.knight.ignore",
    7: "rentahero.wizard.draw",
}


def _by(key: str, table: Mapping[Any, str]) -> Rule:
    return lambda event: table.get(event.get(key))


def _end(table: Mapping[str, str]) -> Rule:
    return lambda event: table.get(str(event.get("end_reason", event.get("reason"))))


def _always(rule: str) -> Rule:
    return lambda event: rule


# Per game: event kind -> how to find its rule, most telling kinds first.
RULES: Mapping[str, Mapping[str, Rule]] = {
    "hanabi": {
        "game-over": _end(
            {
                "strikes": "hanabi.end.strikes",
                "perfect": "hanabi.end.perfect",
                "deck-out": "hanabi.end.last-round",
                "indispensable-discarded": "hanabi.bouquet.indispensable",
                "no-legal-action": "hanabi.bouquet.no-action",
                "terminated": "hanabi.end.terminated",
            },
        ),
        "terminate": _always("hanabi.end.terminated"),
        "play": lambda e: (
            "hanabi.play.misfire"
            if not e.get("success")
            else "hanabi.play.five-bonus"
            if e.get("token_regained")
            else "hanabi.play.extends"
        ),
        "discard": _always("hanabi.discard.regain"),
        "clue": _always("hanabi.clue.touches-all"),
    },
    "regicide": {
        "game-over": _end(
            {
                "won": "regicide.end.win",
                "cannot-pay": "regicide.end.cannot-pay",
                "cannot-act": "regicide.end.cannot-act",
                "terminated": "regicide.end.terminated",
            },
        ),
        "terminate": _always("regicide.end.terminated"),
        "defeat": lambda e: "regicide.defeat.exact" if e.get("exact") else "regicide.defeat.next",
        "jester": _always("regicide.jester.play"),
        "choose": _always("regicide.jester.choose"),
        "signal": _always("regicide.jester.signal-only"),
        "heal": _always("regicide.power.hearts"),
        "pay": _always("regicide.pay.enough"),
        "yield": _always("regicide.yield.suffer"),
        "play": lambda e: (
            "regicide.companion.pair"
            if len(e.get("cards") or ()) == 2 and any(str(c).startswith("A") for c in e.get("cards") or ())
            else "regicide.play.values"
        ),
    },
    "rentahero": {
        "game-over": _end(
            {
                "six-heroes": "rentahero.end.six-heroes",
                "deck-out": "rentahero.end.deck-out",
                "no-cards": "rentahero.end.no-cards",
            },
        ),
        "eliminate": _always("rentahero.recruit.duplicate"),
        "power": _by("hero", HERO_POWERS),
        "discard-wandering": _by(
            "reason", {"pyromaniac": "rentahero.pyromaniac.discard", "dog-trainer": "rentahero.dog.active-discard"}
        ),
        "announce": _always("rentahero.sergeant.announce"),
        "hint": _always("rentahero.hint.answer"),
        "recruit": _always("rentahero.hold.recruit"),
        "pass": _always("rentahero.pass.left"),
        "send": lambda e: "rentahero.send.from-deck" if e.get("from_deck") else "rentahero.send.requirement",
        "discard": _always("rentahero.send.discard"),
        "reshuffle": _always("rentahero.deck.reshuffle"),
        "turn": _always("rentahero.turn.reveal"),
    },
}


def rule_of(game: str, events: Iterable[Event]) -> str | None:
    """The rule id a turn's events (as its reader saw them) are best explained by, if any."""
    found: dict[str, str] = {}
    kinds = RULES.get(game, {})
    for event in events:
        how = kinds.get(str(event.get("kind")))
        if how is not None and event.get("kind") not in found:
            rule = how(event)
            if rule:
                found[str(event["kind"])] = rule
    for kind in kinds:  # the most telling kind first
        if kind in found:
            return found[kind]
    return None
