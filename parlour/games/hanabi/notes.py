"""Which cards a Hanabi seat may write a private note on: every card it has seen come into play.

A card is known by its id (its place in the deck, hanab.live's "order"). A seat may note any card
in a hand (its own included), in the discard pile or played, all of which its view lists; never a
card still in the deck, which no view names.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from parlour.games.hanabi.views import seat_view


def noted_cards(view: Mapping[str, Any]) -> frozenset[int]:
    """The ids of the cards `view` (a seat's) shows or has shown: hands, discards, plays."""
    seen = seat_view(view)
    cards = {card["id"] for hand in seen["hands"] for card in hand}
    cards.update(card["id"] for card in seen["discards"])
    cards.update(entry["card"]["id"] for entry in seen["log"] if entry["type"] == "play")
    return frozenset(cards)
