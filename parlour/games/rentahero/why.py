"""The words of a Rent a Hero bot's reasons (`parlour.bots.reasons`).

What a bot believes of the wandering hero comes from its own hand, its hints' answers and what it
looked at: only its seat may know it. So do the heroes it sends, gives as hints or discards face
down. Those are `Secret`s hidden from every other seat and from spectators who see no hand; the
powers it uses and what it announces are public.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from parlour.bots.reasons import Phrase, Reason, Seat, Secret, hidden_from_all_but
from parlour.engine.actions import Action
from parlour.engine.i18n import Term
from parlour.games.rentahero.actions import (
    Announce,
    AskHint,
    Decline,
    DiscardCard,
    PassOn,
    Recruit,
    Send,
    SendFromDeck,
    UsePower,
)


def hero(number: int) -> Term:
    return Term(f"rentahero.hero.{number}")


def private(seat: int, players: int, value: Any) -> Secret:
    """What only this seat may know."""
    return Secret(value, hidden_from_all_but(seat, players))


def percent(chance: float) -> int:
    return round(100 * chance)


def move(seat: int, players: int, action: Action) -> Phrase:
    """A move a bot weighed, named as a reason says it (a hero from its hand stays secret)."""
    if isinstance(action, Send):
        return Phrase("rentahero.why.move.send", {"hero": private(seat, players, hero(action.hero))})
    if isinstance(action, AskHint):
        return Phrase("rentahero.why.move.hint", {"hero": private(seat, players, hero(action.hero))})
    if isinstance(action, DiscardCard):
        return Phrase("rentahero.why.move.discard", {"hero": private(seat, players, hero(action.hero))})
    if isinstance(action, UsePower):
        if action.target is not None:
            return Phrase("rentahero.why.move.power-on", {"hero": hero(action.hero), "player": Seat(action.target)})
        return Phrase("rentahero.why.move.power", {"hero": hero(action.hero)})
    if isinstance(action, Announce):
        if action.hero is None:
            return Phrase("rentahero.why.move.announce-nothing")
        return Phrase("rentahero.why.move.announce", {"hero": hero(action.hero)})
    names = {Recruit: "recruit", PassOn: "pass", Decline: "decline", SendFromDeck: "send-deck"}
    return Phrase(f"rentahero.why.move.{names.get(type(action), 'other')}")


def belief_reason(seat: int, players: int, belief: Mapping[int, float], band: set[int]) -> Reason:
    """What it believes of the wandering hero: the chance it is new to its band, and its likeliest."""
    new = sum(p for h, p in belief.items() if h not in band)
    likely = sorted(belief.items(), key=lambda item: (-item[1], item[0]))[:2]
    heroes = tuple(Phrase("rentahero.why.chance", {"hero": hero(h), "percent": percent(p)}) for h, p in likely)
    return Reason(
        "rentahero.why.belief",
        {"percent": private(seat, players, percent(new)), "likely": private(seat, players, heroes)},
    )
